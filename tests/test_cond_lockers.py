"""The mutex a Cond field's ``L`` locks: read only where every store in the package makes
the Cond on a mutex field of the very object whose field is set (``&x.mu``, or
``x.mu.RLocker()`` for read locks)."""

from __future__ import annotations

from goleaklint.analysis import PackageAnalysis, analyze_package
from goleaklint.dataflow.condlockers import Locker
from goleaklint.gofile import GoFile

SOURCE = """package p

import "sync"

type fixed struct {
	mu    sync.Mutex
	ready *sync.Cond
}

func newFixed() *fixed {
	f := &fixed{}
	f.ready = sync.NewCond(&f.mu)
	return f
}

func (f *fixed) reset() { f.ready = sync.NewCond(&f.mu) }

type rw struct {
	mu   sync.RWMutex
	cond sync.Cond
}

func newRW() *rw {
	r := &rw{}
	r.cond = *sync.NewCond(&r.mu)
	return r
}

type exported struct {
	mu    sync.Mutex
	Ready *sync.Cond
}

func newExported() *exported {
	e := &exported{}
	e.Ready = sync.NewCond(&e.mu)
	return e
}

type literal struct {
	mu    sync.Mutex
	ready *sync.Cond
}

func newLiteral() *literal { return &literal{ready: sync.NewCond(&sync.Mutex{})} }

type reader struct {
	mu    sync.RWMutex
	ready *sync.Cond
}

func newReader() *reader {
	r := &reader{}
	r.ready = sync.NewCond(r.mu.RLocker())
	return r
}

type twoMutexes struct {
	a, b  sync.Mutex
	ready *sync.Cond
}

func newTwo(first bool) *twoMutexes {
	t := &twoMutexes{}
	if first {
		t.ready = sync.NewCond(&t.a)
	} else {
		t.ready = sync.NewCond(&t.b)
	}
	return t
}

type borrowed struct {
	mu    sync.Mutex
	ready *sync.Cond
}

func newBorrowed(other *borrowed) *borrowed {
	b := &borrowed{}
	b.ready = sync.NewCond(&other.mu)
	return b
}

type relocked struct {
	mu    sync.Mutex
	ready *sync.Cond
}

type slot struct {
	mu   sync.Mutex
	turn *sync.Cond
}

var slots []*slot

func next() int { return 0 }

func prepare() {
	slots[next()].turn = sync.NewCond(&slots[next()].mu) // two calls: two slots, maybe
}

type shared struct {
	mu    sync.Mutex
	ready *sync.Cond
}

func newShared() *shared {
	h := &shared{}
	h.ready = sync.NewCond(&h.mu)
	return h
}

func reuse(h *shared, other *sync.Cond) { *h.ready = *other } // the Cond itself replaced

type listed struct {
	mu    sync.Mutex
	ready *sync.Cond
}

func newListed() *listed {
	l := &listed{}
	l.ready = sync.NewCond(&l.mu)
	return l
}

var spare sync.Mutex

var lists = []*listed{{ready: sync.NewCond(&spare)}} // the type elided: it sets ready too

type assigned struct {
	mu   sync.Mutex
	cond sync.Cond
}

func newAssigned() *assigned {
	a := &assigned{}
	a.cond.L = &a.mu
	return a
}

func newRelocked(l sync.Locker) *relocked {
	r := &relocked{}
	r.ready = sync.NewCond(&r.mu)
	r.ready.L = l
	return r
}

func use(f *fixed, r *rw, rd *reader) {
	f.ready.L.Lock()
	f.ready.L.Unlock()
	r.cond.L.Lock()
	r.cond.L.Unlock()
	rd.ready.L.Lock()
	rd.ready.L.Unlock()
}
"""


def _analysis() -> PackageAnalysis:
    return analyze_package([GoFile.from_source("p/p.go", SOURCE.encode())], None)


def test_only_fields_every_store_makes_on_the_object_s_own_mutex_are_read() -> None:
    assert _analysis().objects.cond_lockers() == {
        ("fixed", "ready"): Locker("mu"),
        ("rw", "cond"): Locker("mu"),
        ("reader", "ready"): Locker("mu", read=True),
        ("assigned", "cond"): Locker("mu"),  # L set to the object's own mutex
        # and not ("listed", "ready"): a literal with its type elided sets it to another
    }


def test_the_lock_graph_takes_the_locker_for_the_mutex() -> None:
    graph = _analysis().lockgraph
    ops = [op for f in graph.functions() for op in graph.ops(f)]
    assert {(str(op.lock), op.instance, op.acquire, op.read) for op in ops} == {
        ("fixed.mu", "f.mu", True, False),
        ("fixed.mu", "f.mu", False, False),
        ("rw.mu", "r.mu", True, False),
        ("rw.mu", "r.mu", False, False),
        ("reader.mu", "rd.mu", True, True),  # RLocker(): L.Lock() is RLock()
        ("reader.mu", "rd.mu", False, True),
    }
