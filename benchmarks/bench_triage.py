"""Time ``goleaklint triage`` on a production-sized dump: 100,000 goroutines by default.

Usage: ``python benchmarks/bench_triage.py [--goroutines N] [--repeat R]``

A module ``example.com/shop`` is written to a temporary directory with four packages
holding leaks (copies of testdata programs) and a traceback is generated in the exact
form Go prints (``runtime.Stack(buf, true)``, ``?debug=2``): the leaked goroutines of
those packages, with standard-library frames above their blocking frame, plus the usual
crowd of a server (HTTP connections in IO wait, idle workers in a select, timers asleep,
a few running), each goroutine with its own id, arguments and wait time. About one in
five is stuck. The paths are those of a build on another machine (``/build/shop/...``),
so every frame goes through the source mapping.

Reported: the dump's size, then the least CPU time of ``R`` runs of each phase (reading,
grouping with the analysis and matching, rendering each format), and one run of the
command itself in a fresh process (``goleaklint triage DUMP``, imports included), in
wall-clock and CPU time.
"""

from __future__ import annotations

import argparse
import platform
import random
import resource
import subprocess
import sys
import tempfile
import time
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from goleaklint.triage import read_dump, render_json, render_sarif, render_text, triage

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS = {
    "orders": ROOT / "testdata" / "GL001" / "early_return_before_receive.go",
    "thumbs": ROOT / "testdata" / "GL101" / "early_return_before_done.go",
    "cache": ROOT / "testdata" / "GL104" / "cache_put_early_return.go",
    "hub": ROOT / "tests" / "triage_programs" / "hub_forgets_close.go",
}
BUILD = "/build/shop"
GOROOT = "/usr/local/go/src"
MODULE = "example.com/shop"

# (share of goroutines, wait reason, frames innermost first, creator): frames are
# (function, file, line, inlined).
Kind = tuple[float, str, list[tuple[str, str, int, bool]], tuple[str, str, int] | None]
KINDS: list[Kind] = [
    (
        0.08,
        "chan send",
        [(f"{MODULE}/orders.generateReport.func1", f"{BUILD}/orders/main.go", 30, False)],
        (f"{MODULE}/orders.generateReport", f"{BUILD}/orders/main.go", 29),
    ),
    (
        0.04,
        "chan send",
        [(f"{MODULE}/orders.countWords", f"{BUILD}/orders/main.go", 39, True)],
        (f"{MODULE}/orders.wordCount", f"{BUILD}/orders/main.go", 45),
    ),
    (
        0.03,
        "sync.WaitGroup.Wait",
        [
            ("sync.runtime_SemacquireWaitGroup", f"{GOROOT}/runtime/sema.go", 114, False),
            ("sync.(*WaitGroup).Wait", f"{GOROOT}/sync/waitgroup.go", 206, False),
            (f"{MODULE}/thumbs.makeThumbnails.func2", f"{BUILD}/thumbs/main.go", 38, False),
        ],
        (f"{MODULE}/thumbs.makeThumbnails", f"{BUILD}/thumbs/main.go", 37),
    ),
    (
        0.02,
        "sync.Mutex.Lock",
        [
            ("internal/sync.runtime_SemacquireMutex", f"{GOROOT}/runtime/sema.go", 95, False),
            ("internal/sync.(*Mutex).lockSlow", f"{GOROOT}/internal/sync/mutex.go", 149, False),
            ("internal/sync.(*Mutex).Lock", f"{GOROOT}/internal/sync/mutex.go", 70, True),
            ("sync.(*Mutex).Lock", f"{GOROOT}/sync/mutex.go", 46, True),
            (f"{MODULE}/cache.(*cache).put", f"{BUILD}/cache/main.go", 19, False),
            (f"{MODULE}/cache.fillCache.func1", f"{BUILD}/cache/main.go", 33, False),
        ],
        (f"{MODULE}/cache.fillCache", f"{BUILD}/cache/main.go", 32),
    ),
    (
        0.03,
        "chan receive",
        [(f"{MODULE}/hub.(*hub).deliver", f"{BUILD}/hub/main.go", 24, False)],
        (f"{MODULE}/hub.(*hub).subscribe", f"{BUILD}/hub/main.go", 20),
    ),
    (
        0.45,
        "IO wait",
        [
            ("internal/poll.runtime_pollWait", f"{GOROOT}/runtime/netpoll.go", 351, False),
            (
                "internal/poll.(*pollDesc).wait",
                f"{GOROOT}/internal/poll/fd_poll_runtime.go",
                84,
                False,
            ),
            (
                "internal/poll.(*pollDesc).waitRead",
                f"{GOROOT}/internal/poll/fd_poll_runtime.go",
                89,
                True,
            ),
            ("internal/poll.(*FD).Read", f"{GOROOT}/internal/poll/fd_unix.go", 165, False),
            ("net.(*netFD).Read", f"{GOROOT}/net/fd_posix.go", 68, False),
            ("net.(*conn).Read", f"{GOROOT}/net/net.go", 196, False),
            ("net/http.(*connReader).Read", f"{GOROOT}/net/http/server.go", 798, False),
            ("bufio.(*Reader).fill", f"{GOROOT}/bufio/bufio.go", 113, False),
            ("bufio.(*Reader).Peek", f"{GOROOT}/bufio/bufio.go", 152, False),
            ("net/http.(*conn).serve", f"{GOROOT}/net/http/server.go", 2150, False),
        ],
        ("net/http.(*Server).Serve", f"{GOROOT}/net/http/server.go", 3454),
    ),
    (
        0.25,
        "select",
        [
            (
                "github.com/acme/pool.(*Pool).worker",
                "/root/go/pkg/mod/github.com/acme/pool@v1.8.0/pool.go",
                88,
                False,
            )
        ],
        ("github.com/acme/pool.New", "/root/go/pkg/mod/github.com/acme/pool@v1.8.0/pool.go", 41),
    ),
    (
        0.09,
        "sleep",
        [
            ("time.Sleep", f"{GOROOT}/runtime/time.go", 363, False),
            (f"{MODULE}/hub.main", f"{BUILD}/hub/main.go", 70, False),
        ],
        None,
    ),
    (
        0.01,
        "runnable",
        [(f"{MODULE}/orders.buildReport", f"{BUILD}/orders/main.go", 15, True)],
        (f"{MODULE}/orders.generateReport", f"{BUILD}/orders/main.go", 29),
    ),
]


def write_module(directory: Path) -> None:
    (directory / "go.mod").write_text(f"module {MODULE}\n\ngo 1.27\n")
    for package, source in PROGRAMS.items():
        (directory / package).mkdir()
        text = source.read_text().replace("package main", f"package {package}", 1)
        (directory / package / "main.go").write_text(text)


def make_dump(goroutines: int, seed: int = 1) -> str:
    """A traceback of ``goroutines`` goroutines in the form Go prints it."""
    rng = random.Random(seed)
    weights = [kind[0] for kind in KINDS]
    parts = ["goroutine 1 [running]:\nmain.main()\n\t/build/shop/cmd/shop/main.go:40 +0x1d\n"]
    for number in range(2, goroutines + 1):
        _, reason, frames, creator = rng.choices(KINDS, weights)[0]
        minutes = rng.choice((0, 0, 0, 1, 3, 12, 47, 180))
        status = f"{reason}, {minutes} minutes" if minutes else reason
        lines = [f"goroutine {number} [{status}]:"]
        for function, file, line, inlined in frames:
            if inlined:
                lines += [f"{function}(...)", f"\t{file}:{line}"]
            else:
                argument = f"0xc{rng.randrange(1 << 36):09x}"  # a pointer: differs every time
                offset = 16 + zlib.crc32(f"{function}:{line}".encode()) % 4000  # one per call
                lines += [f"{function}({argument}, 0x1?)", f"\t{file}:{line} +0x{offset:x}"]
        if creator is not None:
            function, file, line = creator
            lines += [
                f"created by {function} in goroutine {rng.randrange(1, 64)}",
                f"\t{file}:{line} +0x7f",
            ]
        parts.append("\n".join(lines) + "\n")
    return "\n".join(parts)


T = TypeVar("T")


def best(repeat: int, run: Callable[[], T]) -> tuple[float, T]:
    """The least CPU time of ``repeat`` runs (the machine may be shared: wall-clock time
    would count other people's work), and what the last run returned."""
    times = []
    for _ in range(repeat):
        start = time.process_time()
        result = run()
        times.append(time.process_time() - start)
    return min(times), result


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--goroutines", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, {platform.system()}")
    with tempfile.TemporaryDirectory() as temporary:
        directory = Path(temporary)
        write_module(directory)
        text = make_dump(args.goroutines)
        dump_file = directory / "goroutines.txt"
        dump_file.write_text(text)
        data = dump_file.read_bytes()
        size = f"{len(data) / 1e6:.1f} MB, {text.count(chr(10)):,} lines"
        print(f"dump: {args.goroutines:,} goroutines, {size}")
        read_time, dump = best(args.repeat, lambda: read_dump(data))
        triage_time, result = best(args.repeat, lambda: triage(dump, [directory]))
        print(f"read the dump      {read_time:6.2f} s of CPU")
        print(f"triage             {triage_time:6.2f} s of CPU (grouping, analysis, matching)")
        print(
            f"  {result.stuck:,} stuck in {len(result.groups)} groups, "
            f"{result.outside_user_code:,} outside the code"
        )
        renders: list[tuple[str, Callable[[], str]]] = [
            ("text", lambda: render_text(result)),
            ("json", lambda: render_json(result)),
            ("sarif", lambda: render_sarif(result, root=directory)),
        ]
        for name, render in renders:
            seconds, _ = best(args.repeat, render)
            print(f"render {name:<5}       {seconds:6.2f} s of CPU")
        start = time.perf_counter()
        cpu_before = _children_cpu()
        command = [sys.executable, "-m", "goleaklint", "triage", str(dump_file), str(directory)]
        completed = subprocess.run(command, capture_output=True, text=True, cwd=directory)
        elapsed = time.perf_counter() - start
        cpu = _children_cpu() - cpu_before
        print(
            f"goleaklint triage  {elapsed:6.2f} s  ({cpu:.2f} s of CPU in a fresh process, "
            f"exit {completed.returncode})"
        )
        print(completed.stdout.strip().splitlines()[-1])


if __name__ == "__main__":
    main()
