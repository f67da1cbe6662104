"""How the analysis cost grows with nesting depth and repetition, construct by construct.

Usage: ``python benchmarks/pathological.py [--depths 10,20,40,...] [--limit SECONDS]
[--construct NAME ...] [--bisect]``

Each file comes from a generator in ``tests/pathological_sources.py`` (deep ``<-<-ch``, nested
``go func``, nested ``select``, ``chan chan … int``, nested WaitGroup blocks, many goroutines
in one function, long lines, call chains ...). Every (construct, depth) is analysed in a
child process of its own, so a crash or a hang in one cannot hide the others: the table
shows seconds per file, or what went wrong (``GL999`` with the exception, ``timeout``). A
construct whose time doubles with its depth grows linearly: the ``x`` column is the ratio
to the previous depth's time (the depths double: 2 is linear, 4 quadratic, 8 cubic) and
``us/B`` the microseconds per byte of source, flat when the growth is linear. ``--bisect``
narrows down the first depth that fails.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from multiprocessing.connection import Connection
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from pathological_sources import GENERATORS, QUADRATIC

CONSTRUCTS = {**GENERATORS, **QUADRATIC}

DEFAULT_DEPTHS = (10, 20, 40, 80, 160, 320, 640)


def measure(construct: str, depth: int, out: Connection) -> None:
    """Analyse one generated file; send back (seconds, outcome)."""
    sys.setrecursionlimit(1000)  # the interpreter's default, whatever the parent set
    from goleaklint import engine
    from goleaklint.settings import Settings

    source = CONSTRUCTS[construct](depth)
    settings = Settings()
    started = time.perf_counter()
    try:
        result = engine.check_source(f"{construct}.go", source, settings)
    except BaseException as exc:  # the point is to see it
        out.send((time.perf_counter() - started, f"raised {type(exc).__name__}"))
        return
    elapsed = time.perf_counter() - started
    crashes = [f for f in result.findings if f.rule_id == engine.INTERNAL_ERROR]
    if crashes:
        reason = crashes[0].message.split(": ", 1)[-1].split(":", 1)[0]
        out.send((elapsed, f"GL999 {reason}"))
    elif result.errors:
        out.send((elapsed, "error: " + result.errors[0].message[:60]))
    else:
        out.send((elapsed, f"ok ({len(result.findings)} findings)"))


def run_one(construct: str, depth: int, limit: float) -> tuple[float | None, str]:
    """Time one (construct, depth) in a child process, killed after ``limit`` seconds."""
    receiver, sender = multiprocessing.Pipe(duplex=False)
    child = multiprocessing.Process(target=measure, args=(construct, depth, sender))
    child.start()
    sender.close()
    if receiver.poll(limit):
        try:
            elapsed, outcome = receiver.recv()
        except EOFError:
            elapsed, outcome = None, "died"
    else:
        elapsed, outcome = None, f"timeout (>{limit:g}s)"
    child.kill()
    child.join()
    if elapsed is None and child.exitcode not in (0, None, -9) and outcome == "died":
        outcome = f"died (exit {child.exitcode})"
    return elapsed, outcome


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--depths", default=",".join(map(str, DEFAULT_DEPTHS)))
    parser.add_argument("--limit", type=float, default=30.0, help="seconds per file")
    parser.add_argument("--construct", action="append", choices=sorted(CONSTRUCTS))
    parser.add_argument(
        "--bisect",
        action="store_true",
        help="after a failure, find the first depth that fails (timeout, GL999, crash)",
    )
    args = parser.parse_args()
    depths = [int(d) for d in args.depths.split(",")]
    print(
        f"{'construct':<18} {'depth':>6} {'bytes':>8} {'seconds':>9} {'x':>6} {'us/B':>7}  outcome"
    )
    for construct in args.construct or list(CONSTRUCTS):
        last_ok = measure_depths(construct, depths, args.limit)
        if args.bisect and last_ok is not None and last_ok[1] is not None:
            low, high = last_ok[0], last_ok[1]
            while high - low > max(1, low // 20):  # to within 5%
                middle = (low + high) // 2
                _, outcome = run_one(construct, middle, args.limit)
                low, high = (middle, high) if outcome.startswith("ok") else (low, middle)
            _, outcome = run_one(construct, high, args.limit)
            print(f"{construct:<18} first failing depth about {high} (ok at {low}): {outcome}")
        sys.stdout.flush()


def measure_depths(
    construct: str, depths: list[int], limit: float
) -> tuple[int, int | None] | None:
    """Print one row per depth until one fails; the last depth that passed and the first
    that failed (None: none failed; None overall: the first depth failed)."""
    previous: float | None = None
    last_ok: int | None = None
    for depth in depths:
        size = len(CONSTRUCTS[construct](depth))
        elapsed, outcome = run_one(construct, depth, limit)
        seconds = f"{elapsed:9.3f}" if elapsed is not None else f"{'-':>9}"
        ratio = f"{elapsed / previous:.1f}" if elapsed and previous else ""
        per_byte = f"{elapsed * 1e6 / size:7.1f}" if elapsed is not None else f"{'-':>7}"
        print(f"{construct:<18} {depth:>6} {size:>8} {seconds} {ratio:>6} {per_byte}  {outcome}")
        sys.stdout.flush()
        if elapsed is None or not outcome.startswith("ok"):
            return None if last_ok is None else (last_ok, depth)
        previous, last_ok = elapsed, depth
    return None if last_ok is None else (last_ok, None)


if __name__ == "__main__":
    main()
