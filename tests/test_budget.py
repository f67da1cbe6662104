"""A function with more paths than the search budget is reported, never hangs the run."""

from __future__ import annotations

from pathlib import Path

import pytest

from goleaklint import engine
from goleaklint.dataflow import paths

TESTDATA = Path(__file__).parent.parent / "testdata"


def test_functions_over_the_budget_are_named(monkeypatch: pytest.MonkeyPatch) -> None:
    target = str(TESTDATA / "GL001" / "early_return_before_receive.go")
    full = engine.check_paths([target], use_cache=False, jobs=1)
    assert full.findings and not full.errors

    monkeypatch.setattr(paths, "MAX_STATES", 2)
    starved = engine.check_paths([target], use_cache=False, jobs=1)

    assert starved.errors, "a search that ran out of states must be reported"
    for error in starved.errors:
        assert target.endswith(error.path)
        assert "too many paths to follow within 2 states" in error.message
    assert len(starved.findings) < len(full.findings)


def test_within_the_budget_nothing_is_reported() -> None:
    result = engine.check_paths([str(TESTDATA / "GL104")], use_cache=False, jobs=1)
    assert not [e for e in result.errors if "too many paths" in e.message]
