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


DEFERRED = """package p

import "sync"

type peer struct{ mu sync.Mutex }

type conn struct {
	mu    sync.RWMutex
	gate  sync.Mutex
	stats sync.Mutex
	peer  *peer
}

func (c *conn) close() {
	c.mu.Lock()
	c.peer.mu.Lock()
	c.peer.mu.Unlock()
	c.mu.Unlock()
}

func (c *conn) notify() {
	c.peer.mu.Lock()
	c.peer.mu.Unlock()
}

// check leaves holding the gate and c.mu read-held on one path: the deferred close
// blocks on c.mu there, and never takes peer.mu with the gate held.
func (c *conn) check(fail bool) {
	defer c.close()
	c.gate.Lock()
	c.mu.RLock()
	if fail {
		return
	}
	c.mu.RUnlock()
	c.gate.Unlock()
}

// report's deferred notify runs first, with c.stats still held.
func (c *conn) report() {
	c.stats.Lock()
	defer c.stats.Unlock()
	defer c.notify()
}
"""


def test_deferred_calls_run_last_first_and_stop_at_a_lock_still_held() -> None:
    analysis = analyze_package([GoFile.from_source("p/p.go", DEFERRED.encode())], None)
    edges = {
        (syntax.text(e.function.child_by_field_name("name")), str(e.first.lock), str(e.second.lock))
        for e in analysis.lockgraph.edges()
    }
    assert edges == {
        ("close", "conn.mu", "peer.mu"),
        ("check", "conn.gate", "conn.mu"),  # its own RLock; no gate -> peer.mu at the exit
        ("report", "conn.stats", "peer.mu"),
    }
