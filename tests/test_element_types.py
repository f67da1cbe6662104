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

// New hands a queue to other packages: they can call its methods.
func New() *queue { return &queue{items: list.New()} }

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


def test_a_new_list_keeps_the_field_the_package_s() -> None:
    assert _rules("\nfunc newQueue() *queue { return &queue{items: list.New()} }\n") == []


def test_a_field_of_another_struct_spelled_alike_says_nothing() -> None:
    extra = "\ntype journal struct{ items []int }\n\nfunc newJournal() *journal {\n"
    extra += "\treturn &journal{items: make([]int, 0)}\n}\n"
    assert _rules(extra) == []


@pytest.mark.parametrize(
    "extra",
    [
        # Another type is pushed too.
        '\nfunc (q *queue) Mark() { q.items.PushFront("mark") }\n',
        # The list is handed to code that may push anything.
        "\nfunc (q *queue) Items() *list.List { return q.items }\n",
        # Another list's values are spliced in.
        "\nfunc (q *queue) Merge(o *list.List) { q.items.PushBackList(o) }\n",
        # The field is given a list made elsewhere, by name or by position.
        "\nfunc wrap(l *list.List) *queue { return &queue{items: l} }\n",
        "\nfunc wrap(l *list.List) *queue { return &queue{sync.Mutex{}, l} }\n",
    ],
    ids=["other-type", "handed-out", "spliced", "given-by-name", "given-by-position"],
)
def test_the_assertion_can_fail(extra: str) -> None:
    assert _rules(extra) == ["GL104", "GL105"]


def test_other_packages_may_push_into_an_exported_list_field() -> None:
    source = (QUEUE % "").replace("items", "Items")
    found = engine.check_source("lib/queue.go", source.encode()).findings
    assert sorted(f.rule_id for f in found) == ["GL104", "GL105"]
