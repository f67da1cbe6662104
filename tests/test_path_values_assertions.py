"""Type assertions tested twice in the path value domain (goleaklint.dataflow.values): the
``ok`` of ``v, ok := x.f.(*T)`` says whether ``x.f`` holds a ``*T``, and every such ``ok``
shares one slot, so a path that took one branch of the first test takes the same branch of
the next while the function sets neither the field nor the variable (nor the ``ok``)."""

from __future__ import annotations

import pytest
from reachable import reachable_returns

ASSERTED = """package p

type store interface{ size() int }

type fileStore struct{ n int }

func (f *fileStore) size() int { return f.n }

type stream struct{ store store }

func check(s *stream, other store) string {
	if fs, ok := s.store.(*fileStore); ok {
		_ = fs
		%s
		if _, ok := s.store.(*fileStore); !ok {
			return "contradiction"
		}
	}
	return "done"
}
"""


def _returns(between: str = "") -> list[str]:
    return reachable_returns(ASSERTED % (between or "_ = other"), "check")


def test_an_assertion_tested_twice_holds_its_outcome() -> None:
    assert _returns() == ['return "done"']


@pytest.mark.parametrize(
    "between",
    [
        "s.store = other",  # the field asserted
        "s = &stream{store: other}",  # its variable
    ],
)
def test_an_assertion_of_a_value_set_between_says_nothing(between: str) -> None:
    assert 'return "contradiction"' in _returns(between)


def test_an_ok_set_again_says_nothing() -> None:
    source = ASSERTED.replace(
        "if fs, ok := s.store.(*fileStore); ok {",
        "fs, ok := s.store.(*fileStore)\n\tok = ok && other != nil\n\tif ok {",
    )
    assert 'return "contradiction"' in reachable_returns(source % "_ = other", "check")
