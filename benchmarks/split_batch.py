"""Re-draw the size-stratified split of the third precision batch and compare it with the
lists recorded in ``precision_corpus.py``.

    python benchmarks/split_batch.py

The projects are sorted by their number of ``.go`` files (vendor and testdata excluded) in
decreasing order, ties by decreasing name, and taken in pairs; ``rng.randrange(2)`` of
``random.Random(20261203)`` picks the member of each pair that goes to tuning. Exits 1 if the
installed packages no longer give the recorded split (a new package version can move a
project; the recorded lists stay authoritative).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from precision_corpus import GOCODE, HELD_BACK_3, TUNING_3

SEED = 20261203


def go_files(root: Path) -> int:
    """The ``.go`` files under root outside vendor and testdata directories."""
    return sum(
        1
        for path in root.rglob("*.go")
        if not {"vendor", "testdata"} & set(path.relative_to(root).parts)
    )


def split(projects: dict[str, tuple[str, str]], seed: int) -> tuple[list[str], list[str]]:
    sizes = sorted(
        ((go_files(GOCODE / path), name) for name, (_, path) in projects.items()), reverse=True
    )
    rng = random.Random(seed)
    tuning: list[str] = []
    held_back: list[str] = []
    for start in range(0, len(sizes), 2):
        pair = [name for _, name in sizes[start : start + 2]]
        pick = rng.randrange(2)
        tuning.append(pair[pick])
        held_back.extend(pair[1 - pick : 2 - pick])
    return tuning, held_back


def main() -> None:
    tuning, held_back = split({**TUNING_3, **HELD_BACK_3}, SEED)
    print("tuning-3:   ", ", ".join(tuning))
    print("held-back-3:", ", ".join(held_back))
    same = tuning == list(TUNING_3) and held_back == list(HELD_BACK_3)
    print("matches the recorded lists" if same else "differs from the recorded lists")
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
