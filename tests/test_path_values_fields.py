"""Guards read twice in the path value domain (goleaklint.dataflow.values): a field of a
variable, or a chain of fields (``s.f.opts.blockMode``), that the function never sets holds
at its second test what the first taught the path; set anywhere in the function (the
chain or a field above it), or its variable set again, it is not tracked."""

from __future__ import annotations

import pytest
from reachable import reachable_returns

GUARDED = """package p

type options struct {
	blockMode bool
	depth     int
}

type file struct{ opts options }

type section struct{ f *file }

func (s *section) get(name string, other *file) string {
	if %s {
		%s
		if !%s {
			return "contradiction"
		}
	}
	return name
}
"""


def _returns(guard: str, between: str = "") -> list[str]:
    return reachable_returns(GUARDED % (guard, between or 'name = name + "!"', guard), "get")


@pytest.mark.parametrize("guard", ["s.f.opts.blockMode", "s.f.opts.blockMode == true"])
def test_a_chain_of_fields_tested_twice_holds_its_value(guard: str) -> None:
    assert _returns(guard) == ["return name"]


@pytest.mark.parametrize(
    "between",
    [
        "s.f.opts.blockMode = false",  # the chain itself
        "s.f.opts = options{}",  # a field above it
        "s.f = other",  # further up
        "s = &section{f: other}",  # the variable
        "p := &s.f.opts\n\t\tp.blockMode = false",  # lent by address
    ],
)
def test_a_chain_set_in_the_function_is_not_a_guard(between: str) -> None:
    assert _returns("s.f.opts.blockMode", between) == ['return "contradiction"', "return name"]
