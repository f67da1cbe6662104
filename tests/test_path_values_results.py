"""Known results of package functions and exact constants in the path value domain
(goleaklint.dataflow.values): a branch on an error the callee never returns is never taken,
and a comparison with a constant is decided whatever the constant's size."""

from __future__ import annotations

import pytest
from reachable import declared_name, reachable_returns

from goleaklint.analysis import analyze_package
from goleaklint.gofile import GoFile

CALLEE = """package p

var errDown error

func lookup(k int) (string, error) {
	if k < 0 {
		return "", %s
	}
	return "v", nil
}

func use(k int) string {
	v, err := lookup(k)
	if err != nil {
		return "failed"
	}
	return v
}
"""

LOOP = """package p

func rounds() string {
	for i := 0; i < %s; i++ {
		return "ran"
	}
	return "skipped"
}
"""


def test_a_branch_on_an_error_the_callee_never_returns_is_never_taken() -> None:
    assert reachable_returns(CALLEE % "nil", "use") == ["return v"]


@pytest.mark.parametrize("error", ["errDown", "lookupError()"])
def test_an_error_the_callee_may_return_keeps_both_branches(error: str) -> None:
    source = (CALLEE % error).replace(
        "var errDown error", "var errDown error\n\nfunc lookupError() error { return errDown }"
    )
    assert reachable_returns(source, "use") == ['return "failed"', "return v"]


@pytest.mark.parametrize("bound", ["100", "1_000_000"])
def test_a_loop_with_constant_bounds_beyond_the_tracked_range_runs_at_least_once(
    bound: str,
) -> None:
    """``i < 100`` with ``i`` known to be 0 is true: the loop cannot be skipped, though
    ``i`` itself is tracked only up to a small limit."""
    assert reachable_returns(LOOP % bound, "rounds") == ['return "ran"']


STRINGS = """package p

type config struct{ name string }

func describe(cfg config) string {
	var label *string
	if cfg.name != "" {
		label = new(string)
	}
	if cfg.name != "" {
		if label == nil {
			return "impossible"
		}
		return *label
	}
	return "anonymous"
}
"""


def test_a_string_is_known_empty_or_not() -> None:
    """``""`` is the zero string: a path that found the guard ``cfg.name`` not empty, and
    set ``label`` under it, finds it not empty at its second test too."""
    assert reachable_returns(STRINGS, "describe") == ["return *label", 'return "anonymous"']


RANGED = """package p

func first(names []string) string {
	for _, name := range names {
		if name == "" {
			continue
		}
		if name != "" {
			return name
		}
	}
	return ""
}
"""


def test_a_range_variable_is_no_stable_guard() -> None:
    """A range loop's variable takes a new value every round: tested twice, it is still
    not a guard whose value holds from one test to the next round's."""
    go_file = GoFile.from_source("p.go", RANGED.encode())
    analysis = analyze_package([go_file], None)
    function = next(d for d in go_file.declarations if declared_name(d) == "first")
    values = analysis.index.path_values(function)
    assert not [
        slot for slot in values.tracked if not isinstance(slot, tuple) and slot.name == "name"
    ]


SINGLE = """package p

var errDown error

func check(k int) error {
	if k < 0 {
		return %s
	}
	return nil
}

func use(k int) string {
	err := check(k)
	if err != nil {
		return "failed"
	}
	return "ok"
}

func inline(k int) string {
	if err := check(k); err != nil {
		return "failed"
	}
	return "ok"
}
"""


@pytest.mark.parametrize("name", ["use", "inline"])
def test_a_single_result_the_callee_always_gives_nil_is_known(name: str) -> None:
    """``err := check(k)`` with every return of ``check`` giving nil: the error branch is
    never taken, as for ``v, err := f()``."""
    assert reachable_returns(SINGLE % "nil", name) == ['return "ok"']


@pytest.mark.parametrize("name", ["use", "inline"])
def test_a_single_result_the_callee_may_give_keeps_both_branches(name: str) -> None:
    assert reachable_returns(SINGLE % "errDown", name) == ['return "failed"', 'return "ok"']


CARRIED = """package p

import "errors"

func first(fail bool) string {
	errc := make(chan error)
	go func() {
		err := check(fail)
		if err != nil {
			errc <- err
		}
	}()
	go func() {
		errc <- %s
	}()
	err := <-errc
	if err == nil {
		return "nil"
	}
	return "error"
}

func check(fail bool) error {
	if fail {
		return errors.New("failed")
	}
	return nil
}
"""


@pytest.mark.parametrize("sent", ['errors.New("late")', "new(struct{})"])
def test_a_receive_from_a_channel_that_carries_only_non_nil_values_is_not_nil(
    sent: str,
) -> None:
    source = CARRIED % sent
    if sent.startswith("new"):
        source = source.replace("chan error", "chan any")
    assert reachable_returns(source, "first") == ['return "error"']


@pytest.mark.parametrize(
    ("sent", "closing"),
    [("check(fail)", ""), ('errors.New("late")', "\n\tclose(errc)")],
)
def test_a_channel_that_may_carry_nil_or_is_closed_gives_no_known_value(
    sent: str, closing: str
) -> None:
    source = (CARRIED % sent).replace("\terr := <-errc", f"{closing}\n\terr := <-errc".lstrip("\n"))
    assert reachable_returns(source, "first") == ['return "nil"', 'return "error"']
