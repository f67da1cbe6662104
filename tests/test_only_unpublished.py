"""escapes.only_unpublished: a receiver ``Lock`` that runs only on an object nobody else
can see yet (its unexported method called only on an object the caller has just made and
not let out) waits for no one."""

from __future__ import annotations

import pytest
from trees import every_node

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.escapes import only_unpublished
from goleaklint.gofile import GoFile

PROGRAM = """package p

import (
	"sync"
	"time"
)

type registry struct {
	mu    sync.RWMutex
	names []string
}

func (r *registry) %s(names []string) {
	r.mu.Lock()
	r.names = append(r.names, names...)
	r.mu.Unlock()
}

func newRegistry(names ...string) *registry {
	r := &registry{}
	%s
	return r
}

%s
"""


def _only_unpublished(method: str, in_constructor: str, elsewhere: str = "") -> bool:
    source = PROGRAM % (method, in_constructor, elsewhere)
    go_file = GoFile.from_source("p.go", source.encode())
    analysis = analyze_package([go_file], None)
    lock = next(
        node
        for node in every_node(go_file.root)
        if node.type == "call_expression" and node.text == b"r.mu.Lock()"
    )
    return only_unpublished(analysis.lockgraph, analysis.reach.callers, lock)


def test_a_lock_only_the_constructor_runs_on_its_new_object() -> None:
    assert _only_unpublished("load", "r.load(names)")


def test_through_another_method_on_the_same_receiver() -> None:
    wrapper = "func (r *registry) init(names []string) {\n\tr.load(names)\n}"
    assert _only_unpublished("load", "r.init(names)", wrapper)


@pytest.mark.parametrize(
    ("method", "in_constructor", "elsewhere"),
    [
        # run again on a registry everyone can see
        ("load", "r.load(names)", "func (r *registry) Reload() {\n\tr.load(nil)\n}"),
        ("Load", "r.Load(names)", ""),  # exported: callers elsewhere may run it
        ("load", "go r.load(names)", ""),  # runs while the constructor goes on
        ("load", "defer r.load(names)", ""),  # runs after the object is returned
        # handed out as a value: run from anywhere, at any time
        ("load", "r.load(names)\n\ttime.AfterFunc(time.Second, func() { r.load(nil) })", ""),
        ("load", "r.load(names)", "var keep = (*registry).load"),
        ("load", "register(r)\n\tr.load(names)", "func register(*registry) {}"),  # let out first
    ],
)
def test_a_lock_that_may_run_on_a_shared_object(
    method: str, in_constructor: str, elsewhere: str
) -> None:
    assert not _only_unpublished(method, in_constructor, elsewhere)
