"""uses.reassigned_before: whether an assignment other than a local's declaration may give
it the value it has where it is read (here, the ``v`` that ``use(v)`` reads)."""

from __future__ import annotations

import pytest
from trees import every_node

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.uses import reassigned_before
from goleaklint.gofile import GoFile

PROGRAM = """package p

func use(int) int { return 0 }

func f(n int) {
	v := 1
	%s
}
"""


def _reassigned(body: str) -> bool:
    go_file = GoFile.from_source("p.go", (PROGRAM % body).encode())
    analysis = analyze_package([go_file], None)
    function = next(d.node for d in analysis.index.functions.values() if d.name == "f")
    call = next(
        n for n in every_node(function) if n.type == "call_expression" and n.text == b"use(v)"
    )
    read = call.child_by_field_name("arguments").named_children[0]
    var = analysis.index.resolution(read).var_of(read)
    assert var is not None
    return reassigned_before(analysis.index.uses(read), var, read)


@pytest.mark.parametrize(
    "body",
    [
        "use(v)\n\tv = 2",  # replaced after the read
        "v = use(v)",  # the right side is read before the assignment
        "if n > 0 {\n\t\tuse(v)\n\t} else {\n\t\tv = 3\n\t}",  # on another branch, later
    ],
)
def test_only_the_declaration_reaches(body: str) -> None:
    assert not _reassigned(body)


@pytest.mark.parametrize(
    "body",
    [
        "v = 2\n\tuse(v)",  # replaced before the read
        "for i := 0; i < n; i++ {\n\t\tv = use(v)\n\t}",  # the round before left its value
        "for i := 0; i < n; i++ {\n\t\tuse(v)\n\t\tv = i\n\t}",  # a later line of the loop
        "func() { v = 2 }()\n\tuse(v)",  # a literal may run at any time
        "go func() { use(v) }()\n\tv = 2",  # and read at any time
        "again:\n\tuse(v)\n\tv = 2\n\tif n > 0 {\n\t\tgoto again\n\t}",  # a jump back
    ],
)
def test_another_assignment_may_reach(body: str) -> None:
    assert _reassigned(body)
