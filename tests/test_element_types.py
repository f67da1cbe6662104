"""What a list field holds (dataflow/elementtypes.py): an assertion on its elements cannot
fail only when every value the package pushes into it has the asserted type and the list
never leaves the field."""

from __future__ import annotations

import pytest

from goleaklint import engine

QUEUE = """package lib

import (
	"container/list"
	"sync"
)

type job struct{ id int }

type queue struct {
	mu    sync.Mutex
	items *list.List
}

func (q *queue) Add(j *job) {
	q.mu.Lock()
	q.items.PushBack(j)
	q.mu.Unlock()
}

func (q *queue) Take() *job {
	q.mu.Lock()
	e := q.items.Back()
	for e != nil && e.Prev() != nil {
		e = e.Prev()
	}
	if e == nil {
		q.mu.Unlock()
		return nil
	}
	q.items.Remove(e)
	j, ok := e.Value.(*job)
	if !ok {
		return q.Take()
	}
	q.mu.Unlock()
	return j
}
%s"""


def _rules(extra: str) -> list[str]:
    source = QUEUE % extra
    return sorted(f.rule_id for f in engine.check_source("lib/queue.go", source.encode()).findings)


def test_only_jobs_are_pushed() -> None:
    assert _rules("") == []


@pytest.mark.parametrize(
    "extra",
    [
        # Another type is pushed too.
        '\nfunc (q *queue) Mark() { q.items.PushFront("mark") }\n',
        # The list is handed to code that may push anything.
        "\nfunc (q *queue) Items() *list.List { return q.items }\n",
        # Another list's values are spliced in.
        "\nfunc (q *queue) Merge(o *list.List) { q.items.PushBackList(o) }\n",
    ],
    ids=["other-type", "handed-out", "spliced"],
)
def test_the_assertion_can_fail(extra: str) -> None:
    assert _rules(extra) == ["GL104", "GL105"]


def test_other_packages_may_push_into_an_exported_list_field() -> None:
    source = (QUEUE % "").replace("items", "Items")
    found = engine.check_source("lib/queue.go", source.encode()).findings
    assert sorted(f.rule_id for f in found) == ["GL104", "GL105"]
