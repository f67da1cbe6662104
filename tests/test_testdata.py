"""Every testdata file declares exactly the findings all rules must produce on it."""

from __future__ import annotations

from pathlib import Path

import pytest

from goleaklint import engine, testing

ROOT = Path(__file__).resolve().parent.parent / "testdata"
FILES = sorted(ROOT.rglob("*.go"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_testdata(path: Path) -> None:
    source = path.read_bytes()
    result = engine.check_source(path.as_posix(), source)
    syntax_errors = [e for e in result.errors if e.syntax]
    if path.parent.name == "syntax":
        assert syntax_errors, "files under testdata/syntax/ must have a syntax error"
    else:
        assert not syntax_errors, result.errors
    problems = testing.compare(testing.parse_wants(source), result.findings)
    assert not problems, "\n".join(problems)
