"""Lengths in the path value domain (goleaklint.dataflow.values): the builtin ``len`` of a
value the path knows is nil is 0, a comparison that a length of 0 cannot pass teaches the
path that the value is not nil, and ``append`` with an element gives a slice that is not."""

from __future__ import annotations

import pytest
from reachable import reached_calls

PROGRAM = """package p

func a() {}
func b() {}

func f(xs []int, more bool) {
	%s
}
"""


def reached(body: str) -> set[str]:
    """The calls of ``a`` and ``b`` some path of ``f`` reaches."""
    return {call[0] for call in reached_calls(PROGRAM % body, "f", ("a()", "b()"))}


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # a nil map or slice has length 0, whichever way the comparison is written
        ("var m map[int]int\n\tif len(m) == 0 {\n\t\ta()\n\t} else {\n\t\tb()\n\t}", {"a"}),
        ("var s []int\n\tif 0 < len(s) {\n\t\ta()\n\t} else {\n\t\tb()\n\t}", {"b"}),
        # once made, the length is not known
        (
            "var m map[int]int\n\tif more {\n\t\tm = make(map[int]int)\n\t}\n"
            "\tif len(m) > 0 {\n\t\ta()\n\t} else {\n\t\tb()\n\t}",
            {"a", "b"},
        ),
        # a length other than 0 means the value is not nil
        (
            "var s []int\n\tif more {\n\t\ts = xs\n\t}\n\tif len(s) == 0 {\n\t\treturn\n\t}\n"
            "\tif s == nil {\n\t\ta()\n\t}\n\tb()",
            {"b"},
        ),
        # ... but a length of 0 does not mean nil (``[]int{}``)
        (
            "var s []int\n\tif more {\n\t\ts = xs\n\t}\n\tif len(s) > 0 {\n\t\treturn\n\t}\n"
            "\tif s == nil {\n\t\ta()\n\t}\n\tb()",
            {"a", "b"},
        ),
        # append with an element is never nil; with only a spread it may be
        ("var s []int\n\ts = append(s, 1)\n\tif s == nil {\n\t\ta()\n\t}\n\tb()", {"b"}),
        ("var s []int\n\ts = append(s, xs...)\n\tif s == nil {\n\t\ta()\n\t}\n\tb()", {"a", "b"}),
        # a function of the code's own named len is not the builtin
        (
            "len := func(m map[int]int) int { return 1 }\n\tvar m map[int]int\n"
            "\tif len(m) == 0 {\n\t\ta()\n\t} else {\n\t\tb()\n\t}",
            {"a", "b"},
        ),
    ],
    ids=[
        "nil-map-length-0",
        "nil-slice-length-0-mirrored",
        "made-map-length-unknown",
        "length-not-0-means-not-nil",
        "length-0-may-be-empty-not-nil",
        "append-an-element-not-nil",
        "append-a-spread-may-be-nil",
        "shadowed-len",
    ],
)
def test_lengths(body: str, expected: set[str]) -> None:
    assert reached(body) == expected
