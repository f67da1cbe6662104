"""A function with more paths than the search budget is reported, never hangs the run."""

from __future__ import annotations

from pathlib import Path

import pytest

from goleaklint import engine
from goleaklint.dataflow import budget, paths

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


# A leak GL001 finds with a short search, and a WaitGroup count GL101 needs thousands of
# path states to follow: a budget between the two stops the package in GL101's search.
COUNTS = (TESTDATA / "GL101" / "exact_large_counts.go").read_bytes()
LEAK = b"""
func leak() {
	ch := make(chan int)
	go func() { ch <- 1 }()
}
"""
LEAK_THEN_COUNTS = COUNTS + LEAK


def _states_used(source: bytes, monkeypatch: pytest.MonkeyPatch) -> int:
    """The path states a whole check of ``source`` uses."""
    made: list[budget.Budget] = []
    for_source = budget.Budget.for_source

    def recording(size: int) -> budget.Budget:
        made.append(for_source(size))
        return made[-1]

    with monkeypatch.context() as patch:
        patch.setattr(budget.Budget, "for_source", staticmethod(recording))
        engine.check_source("x.go", source)
    return sum(b.used for b in made)


def _starve(monkeypatch: pytest.MonkeyPatch, states: int) -> None:
    monkeypatch.setattr(budget, "BASE_STATES", states)
    monkeypatch.setattr(budget, "STATES_PER_BYTE", 0)


def test_a_package_over_its_budget_stops_and_keeps_what_it_found(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    full = engine.check_source("x.go", LEAK_THEN_COUNTS)
    assert {f.rule_id for f in full.findings} == {"GL001", "GL101"} and not full.errors
    first = _states_used(b"package main\n" + LEAK, monkeypatch)
    total = _states_used(LEAK_THEN_COUNTS, monkeypatch)
    assert total > 10 * first

    _starve(monkeypatch, (first + total) // 2)
    stopped = engine.check_source("x.go", LEAK_THEN_COUNTS)

    assert [f.rule_id for f in stopped.findings] == ["GL001"]  # proved before the stop
    assert not [f for f in stopped.findings if f.rule_id == engine.INTERNAL_ERROR]
    [error] = stopped.errors
    assert error.path == "x.go" and error.analysed
    assert "analysis stopped early" in error.message and "GL101" in error.message
    assert "GL001" not in error.message  # it finished


def test_a_stopped_rule_leaves_its_suppressions_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """A suppression of a rule that did not finish may have had a finding to suppress: it
    is not reported as unused."""
    source = COUNTS.replace(
        b'\twg.Wait() // want "GL101"', b"\twg.Wait() //goleaklint:ignore GL101 known"
    )
    assert engine.check_source("x.go", source).findings == []
    _starve(monkeypatch, 10)
    stopped = engine.check_source("x.go", source)
    assert not stopped.findings
    assert stopped.errors and "analysis stopped early" in stopped.errors[0].message


def test_the_clock_stops_a_package_too(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(budget, "MAX_SECONDS", 0.0)
    monkeypatch.setattr(budget, "CLOCK_EVERY", 1)
    stopped = engine.check_source("x.go", LEAK_THEN_COUNTS)
    [error] = stopped.errors
    assert "went over its budget of 0 seconds" in error.message


def test_every_testdata_file_is_far_within_the_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    most = max(
        _states_used(path.read_bytes(), monkeypatch) for path in sorted(TESTDATA.rglob("*.go"))
    )
    assert most * 100 < budget.BASE_STATES
