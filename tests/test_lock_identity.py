"""Which mutex a Lock call takes, as the lock graph names it: a local mutex made in its
function is one lock there and in its literals, a local pointer to another mutex is none,
the elements of a map or slice field are one lock, and a helper's own locks still held on
every way out are held by its caller."""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.analysis import PackageAnalysis, analyze_package
from goleaklint.dataflow.lockgraph import ElementMutex, LocalMutex
from goleaklint.gofile import GoFile
from goleaklint.parse import Node

SOURCE = """package p

import "sync"

type table struct {
	mu   sync.Mutex
	rows map[string]*sync.Mutex
	ptr  *sync.Mutex
}

func locals(t *table) {
	var a sync.Mutex
	b := sync.Mutex{}
	c := &sync.RWMutex{}
	d := new(sync.Mutex)
	e := &t.mu
	f := t.ptr
	var g sync.Mutex
	g = sync.Mutex{}
	a.Lock()
	b.Lock()
	c.Lock()
	d.Lock()
	e.Lock()
	f.Lock()
	g.Lock()
	t.rows["k"].Lock()
	func() { a.Lock() }()
}

func other() {
	var a sync.Mutex
	a.Lock()
}

func (t *table) lockRow(k string) {
	t.mu.Lock()
	t.rows[k].Lock()
	t.mu.Unlock()
}

func (t *table) lockSome(k string, wait bool) {
	if wait {
		t.rows[k].Lock()
	}
}

func (t *table) touch() {
	t.mu.Lock()
	defer t.mu.Unlock()
}
"""


def _analysis() -> PackageAnalysis:
    return analyze_package([GoFile.from_source("p/p.go", SOURCE.encode())], None)


def _function(analysis: PackageAnalysis, name: str) -> Node:
    for declaration in analysis.files[0].declarations:
        if syntax.text(declaration.child_by_field_name("name")) == name:
            return declaration
    raise AssertionError(name)


def test_local_mutexes_made_in_the_function_have_an_identity_of_their_own() -> None:
    analysis = _analysis()
    graph = analysis.lockgraph
    named = {op.instance: op.lock for f in graph.functions() for op in graph.ops(f) if op.acquire}
    assert {name for name, lock in named.items() if isinstance(lock, LocalMutex)} == {
        "a",
        "b",
        "c",
        "d",
    }
    assert "e" not in named and "f" not in named and "g" not in named
    assert isinstance(named['t.rows["k"]'], ElementMutex)
    assert str(named['t.rows["k"]']) == "table.rows[...]"


def test_one_local_mutex_in_its_literal_and_another_function_s_is_another() -> None:
    analysis = _analysis()
    graph = analysis.lockgraph
    locks = [
        (syntax.text(f.child_by_field_name("name")) or "literal", op.lock)
        for f in graph.functions()
        for op in graph.ops(f)
        if op.instance == "a"
    ]
    by_owner = dict(locks)
    assert by_owner["locals"] == by_owner["literal"]
    assert by_owner["locals"] != by_owner["other"]
    assert str(by_owner["other"]) == "a"


def test_a_helper_s_locks_left_held_on_every_way_out() -> None:
    analysis = _analysis()
    graph = analysis.lockgraph
    held = graph.leaves_held(_function(analysis, "lockRow"))
    assert {(str(lock), read) for lock, read in held} == {("table.rows[...]", False)}
    assert not graph.leaves_held(_function(analysis, "lockSome"))
    assert not graph.leaves_held(_function(analysis, "touch"))
