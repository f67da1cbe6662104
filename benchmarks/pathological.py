"""How the analysis cost grows with nesting depth and repetition, construct by construct.

Usage: ``python benchmarks/pathological.py [--depths 10,20,40,...] [--limit SECONDS]
[--construct NAME ...]``

Each file comes from a generator in ``tests/pathological.py`` (deep ``<-<-ch``, nested
``go func``, nested ``select``, ``chan chan … int``, nested WaitGroup blocks, many goroutines
in one function, long lines, call chains ...). Every (construct, depth) is analysed in a
child process of its own, so a crash or a hang in one cannot hide the others: the table
shows seconds per file, or what went wrong (``GL999`` with the exception, ``timeout``). A
construct whose time doubles with its depth grows linearly; the ``x`` column is the ratio
to the previous depth's time, per doubling of the depth.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from multiprocessing.connection import Connection
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from pathological import GENERATORS  # noqa: E402

DEFAULT_DEPTHS = (10, 20, 40, 80, 160, 320, 640)


def measure(construct: str, depth: int, out: Connection) -> None:
    """Analyse one generated file; send back (seconds, outcome)."""
    sys.setrecursionlimit(1000)  # the interpreter's default, whatever the parent set
    from goleaklint import engine
    from goleaklint.settings import Settings

    source = GENERATORS[construct](depth)
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
    parser.add_argument("--construct", action="append", choices=sorted(GENERATORS))
    args = parser.parse_args()
    depths = [int(d) for d in args.depths.split(",")]
    print(f"{'construct':<18} {'depth':>6} {'bytes':>8} {'seconds':>9} {'x':>6}  outcome")
    for construct in args.construct or list(GENERATORS):
        previous: tuple[int, float] | None = None
        for depth in depths:
            size = len(GENERATORS[construct](depth))
            elapsed, outcome = run_one(construct, depth, args.limit)
            seconds = f"{elapsed:9.3f}" if elapsed is not None else f"{'-':>9}"
            ratio = ""
            if elapsed is not None and previous is not None and previous[1] > 0:
                ratio = f"{elapsed / previous[1]:.1f}"
            print(f"{construct:<18} {depth:>6} {size:>8} {seconds} {ratio:>6}  {outcome}")
            sys.stdout.flush()
            previous = (depth, elapsed) if elapsed is not None else None
            if elapsed is None or not outcome.startswith("ok"):
                break  # deeper only gets worse


if __name__ == "__main__":
    main()
