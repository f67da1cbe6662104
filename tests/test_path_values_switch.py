"""Switches with no tag in the path value domain (goleaklint.dataflow.values): a clause is
taken only when every case before it was false and its own is true; ``default``, and the
way past a switch with no ``default``, only when every case was false."""

from __future__ import annotations

import pytest
from reachable import reached_calls

PROGRAM = """package p

func a() {}
func b() {}
func c() {}

func f(x int, y bool) {
	%s
}
"""


def reached(body: str) -> set[str]:
    """The calls of ``a``, ``b`` and ``c`` some path of ``f`` reaches."""
    return {call[0] for call in reached_calls(PROGRAM % body, "f", ("a()", "b()", "c()"))}


FLAG = "held := false\n\tif x > 0 {\n\t\theld = true\n\t}\n\t"


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # one of the two cases is always true: default is never taken
        (
            FLAG
            + "switch {\n\tcase held:\n\t\ta()\n\tcase !held:\n\t\tb()\n\tdefault:\n\t\tc()\n\t}",
            {"a", "b"},
        ),
        # a flag set on every path
        ("held := true\n\tswitch {\n\tcase held:\n\t\ta()\n\tdefault:\n\t\tb()\n\t}", {"a"}),
        ("held := false\n\tswitch {\n\tcase held:\n\t\ta()\n\t}\n\tb()", {"b"}),
        # an earlier case the path cannot know, then a known one
        (
            "ok := true\n\tswitch {\n\tcase x > 0:\n\t\ta()\n\tcase ok:\n\t\tb()\n"
            "\tdefault:\n\t\tc()\n\t}",
            {"a", "b"},
        ),
        # a case taken means the cases before it were false
        (
            FLAG + "switch {\n\tcase !held:\n\t\ta()\n\tcase x > 5:\n"
            "\t\tif !held {\n\t\t\tb()\n\t\t}\n\t}",
            {"a"},
        ),
        # several expressions: taken when one may be true
        ("held := false\n\tswitch {\n\tcase held, y:\n\t\ta()\n\t}", {"a"}),
        (
            "held, other := false, false\n\tswitch {\n\tcase held, other:\n\t\ta()\n\t}\n\tb()",
            {"b"},
        ),
        # a switch with a tag is not read this way
        ("held := false\n\tswitch held {\n\tcase true:\n\t\ta()\n\t}\n\tb()", {"a", "b"}),
    ],
    ids=[
        "default-after-a-flag-and-its-negation",
        "flag-true-default-never",
        "flag-false-case-never",
        "unknown-case-then-known",
        "earlier-case-false-inside-a-later-one",
        "several-expressions-one-unknown",
        "several-expressions-all-false",
        "tagged-switch",
    ],
)
def test_tagless_switch(body: str, expected: set[str]) -> None:
    assert reached(body) == expected
