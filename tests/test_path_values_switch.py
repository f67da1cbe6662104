"""Switches with no tag in the path value domain (goleaklint.dataflow.values): a clause is
taken only when every case before it was false and its own is true; ``default``, and the
way past a switch with no ``default``, only when every case was false."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.gofile import GoFile

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
    go_file = GoFile.from_source("p.go", (PROGRAM % body).encode())
    assert not go_file.root.has_error
    analysis = analyze_package([go_file], None)
    function = next(
        d
        for d in go_file.declarations
        if d.type == "function_declaration" and d.child_by_field_name("name").text == b"f"
    )
    values = analysis.index.path_values(function)
    blocks = values.reachable()
    return {
        block.node.text.decode()[0]
        for block in values.cfg.blocks
        if block.id in blocks
        and block.node is not None
        and block.node.text in (b"a()", b"b()", b"c()")
    }


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
