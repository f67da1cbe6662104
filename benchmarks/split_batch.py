"""Re-draw the size-stratified split of the third to sixth precision batches and compare
them with the lists recorded in ``precision_corpus.py``.

    python benchmarks/split_batch.py [BATCH_7_ROOT]

The projects are sorted by their number of ``.go`` files (vendor and testdata excluded) in
decreasing order, ties by decreasing name, and taken in pairs; ``rng.randrange(2)`` of
``random.Random(20261203)`` (third batch), ``random.Random(20261204)`` (fourth),
``random.Random(20261205)`` (fifth), ``random.Random(20261206)`` (sixth) or
``random.Random(20261207)`` (seventh, unpacked under ``BATCH_7_ROOT``: see
``precision_corpus.py``) picks the member of each pair that goes to tuning.
Exits 1 if the installed packages no longer give the recorded split (a new package version
can move a project; the recorded lists stay authoritative).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from precision_corpus import (
    GOCODE,
    HELD_BACK_3,
    HELD_BACK_4,
    HELD_BACK_5,
    HELD_BACK_6,
    HELD_BACK_7,
    TUNING_3,
    TUNING_4,
    TUNING_5,
    TUNING_6,
    TUNING_7,
)

BATCHES = {
    "3": (TUNING_3, HELD_BACK_3, 20261203),
    "4": (TUNING_4, HELD_BACK_4, 20261204),
    "5": (TUNING_5, HELD_BACK_5, 20261205),
    "6": (TUNING_6, HELD_BACK_6, 20261206),
    "7": (TUNING_7, HELD_BACK_7, 20261207),
}


def go_files(root: Path) -> int:
    """The ``.go`` files under root outside vendor and testdata directories."""
    return sum(
        1
        for path in root.rglob("*.go")
        if not {"vendor", "testdata"} & set(path.relative_to(root).parts)
    )


def split(
    projects: dict[str, tuple[str, str]], seed: int, gocode: Path = GOCODE
) -> tuple[list[str], list[str]]:
    sizes = sorted(
        ((go_files(gocode / path), name) for name, (_, path) in projects.items()), reverse=True
    )
    rng = random.Random(seed)
    tuning: list[str] = []
    held_back: list[str] = []
    for start in range(0, len(sizes), 2):
        pair = [name for _, name in sizes[start : start + 2]]
        pick = rng.randrange(2)
        if len(pair) == 1:  # the odd one out: tuning on a 0
            (tuning if pick == 0 else held_back).append(pair[0])
            continue
        tuning.append(pair[pick])
        held_back.append(pair[1 - pick])
    return tuning, held_back


def main() -> None:
    same = True
    for batch, (recorded_tuning, recorded_held_back, seed) in BATCHES.items():
        gocode = Path(sys.argv[1]) if batch == "7" and len(sys.argv) > 1 else GOCODE
        if not all((gocode / path).is_dir() for _, path in recorded_tuning.values()):
            print(f"batch {batch}: not unpacked under {gocode}")
            continue
        tuning, held_back = split({**recorded_tuning, **recorded_held_back}, seed, gocode)
        print(f"tuning-{batch}:   ", ", ".join(tuning))
        print(f"held-back-{batch}:", ", ".join(held_back))
        matches = tuning == list(recorded_tuning) and held_back == list(recorded_held_back)
        print("matches the recorded lists" if matches else "differs from the recorded lists")
        same = same and matches
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
