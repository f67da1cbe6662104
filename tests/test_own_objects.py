"""LockGraph.own_object: the object a Lock call locks is the calling function's own only
when the variable it starts from is only ever bound to fresh values or nil."""

from __future__ import annotations

import pytest
from trees import every_node

from goleaklint.analysis import analyze_package
from goleaklint.gofile import GoFile
from goleaklint.parse import Node

PROGRAM = """package p

import "sync"

type handle struct{ wake sync.Mutex }

type table struct{ spare *handle }

func lend(**handle) {}

func pick(p *handle) (*handle, bool) { return p, true }

func (t *table) run(p *handle) {
	%s
	h.wake.Lock()
}
"""


def _own(binding: str) -> bool:
    go_file = GoFile.from_source("p.go", (PROGRAM % binding).encode())
    analysis = analyze_package([go_file], None)
    run = next(d.node for d in analysis.index.methods.values() if d.name == "run")
    call = _lock_call(run)
    return analysis.lockgraph.own_object(call) is not None


def _lock_call(node: Node) -> Node:
    return next(
        n for n in every_node(node) if n.type == "call_expression" and n.text == b"h.wake.Lock()"
    )


@pytest.mark.parametrize(
    "binding",
    [
        "h := &handle{}",
        "h := new(handle)",
        "var h handle",
        "h := &handle{}\n\th = nil\n\th = &handle{}",
    ],
)
def test_fresh_objects_are_the_functions_own(binding: str) -> None:
    assert _own(binding)


@pytest.mark.parametrize(
    "binding",
    [
        "h := p",  # the caller's object
        "h := t.spare",  # a field's object, shared with whoever else reads it
        "h := &handle{}\n\th = t.spare",  # rebound to a shared one
        "h := &handle{}\n\tlend(&h)",  # lent: someone else may bind it
        "h, _ := pick(p)",  # one of several results: whatever the callee returns
        # a range variable: each element of what is ranged over (the lock inside the loop
        # is the one asked about)
        "for _, h := range []*handle{p} {\n\t\th.wake.Lock()\n\t}\n\th := p",
    ],
)
def test_shared_objects_are_not(binding: str) -> None:
    assert not _own(binding)
