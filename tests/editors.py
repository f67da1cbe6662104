"""What the headless editor tests share: the README snippets' command placeholder, a
leaking Go project, the installed console script and one editor run that must leave its
result file."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

PLACEHOLDER = "/home/you/.local/bin/goleaklint"
LEAK = (
    "package p\n\nfunc f() int {\n\tch := make(chan int)\n\tgo func() { ch <- 1 }()\n"
    "\treturn 0\n}\n"
)


def installed_command() -> Path:
    """The ``goleaklint`` console script of the environment running the tests."""
    command = Path(sys.executable).with_name("goleaklint")
    assert command.is_file(), f"no console script next to {sys.executable}"
    return command


def leaky_project(root: Path) -> Path:
    """A Go module under ``root`` with one file, ``leak.go``, that leaks a goroutine."""
    project = root / "project"
    project.mkdir()
    (project / "go.mod").write_text("module example.com/leak\n\ngo 1.22\n")
    (project / "leak.go").write_text(LEAK)
    return project


def run_headless(
    argv: list[str], project: Path, env: dict[str, str], result_file: Path
) -> subprocess.CompletedProcess[str]:
    """Run an editor without a terminal in ``project``; it must write ``result_file``."""
    completed = subprocess.run(
        argv,
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        stdin=subprocess.DEVNULL,
    )
    assert result_file.exists(), completed.stdout + completed.stderr
    return completed
