"""Go confirms the testdata: blocking positives leak exactly at their `want` lines and
negatives leak nothing, per Go 1.27's goroutineleak profile."""

from __future__ import annotations

from pathlib import Path

import pytest
from gotruth import (
    BLOCKING_RULES,
    TESTDATA,
    Outcome,
    blocking_testdata,
    expected_leaks,
    syntax_corpus,
)

ROOT = TESTDATA
CASE_DIRS = sorted(ROOT / rule for rule in BLOCKING_RULES)
# The corpus of Go syntax newer than tree-sitter-go's grammar runs too: Go proves it is valid
# Go and confirms its leaks.
FILES = sorted([*blocking_testdata(), *syntax_corpus()])


@pytest.fixture(scope="module")
def outcomes(go_outcomes: dict[Path, Outcome]) -> dict[Path, Outcome]:
    return go_outcomes


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
