"""Channels handed to the package's functions, for the waits made with a lock held
(dataflow/lockwaits.py): the callee's operations on its parameter are the channel's, a wait
on a parameter is judged for each call handing it a local channel, and a counterpart that
first waits for a goroutine taking the lock cannot come either."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.groupwaits import GroupWaits
from goleaklint.dataflow.lockwaits import LockedWait, locked_waits
from goleaklint.gofile import GoFile

PROGRAM = """package p

import "sync"

type notifier struct {
	mu      sync.Mutex
	pending []string
	stop    <-chan struct{}
}

var unseen func(chan struct{})

func (n *notifier) Drain(stop <-chan struct{}) {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.pending = nil
	<-stop
}

func (n *notifier) keep(stop <-chan struct{}) {
	n.stop = stop
}

func (n *notifier) forward(stop chan struct{}) {
	go n.Drain(stop)
}

func (n *notifier) run() {
	stop := make(chan struct{})
	%s
	flushed := make(chan struct{})
	go func() {
		n.mu.Lock()
		n.pending = nil
		n.mu.Unlock()
		close(flushed)
	}()
	<-flushed
	close(stop)
}
"""


def _locked_waits(source: str) -> list[LockedWait]:
    analysis = analyze_package([GoFile.from_source("p.go", source.encode())], None)
    groups = GroupWaits(analysis.index, analysis.objects)
    return locked_waits(
        analysis.lockgraph, analysis.fields, analysis.reach, analysis.channels, groups.waits_of
    )


def _waits(hand_over: str) -> list[tuple[int, int]]:
    """(line of the wait, counterparts) of every locked wait the package shows."""
    waits = _locked_waits(PROGRAM % hand_over)
    return [(w.node.start_point.row + 1, len(w.counterparts)) for w in waits]


@pytest.mark.parametrize(
    ("hand_over", "expected"),
    [
        # handed straight to the waiter (exported or not, this call's channel is known)
        ("go n.Drain(stop)", [(17, 1)]),
        # handed on by a package function that only hands it on
        ("n.forward(stop)", [(17, 1)]),
        # also kept in a field, or given to a function the package cannot see into:
        # whoever reads it there may close it without the lock
        ("n.keep(stop)\n\tgo n.Drain(stop)", []),
        ("unseen(stop)\n\tgo n.Drain(stop)", []),
    ],
)
def test_handed_channel(hand_over: str, expected: list[tuple[int, int]]) -> None:
    assert _waits(hand_over) == expected


def test_counterpart_behind_a_wait_only_when_every_path_waits_first() -> None:
    """``close(stop)`` under ``if`` before the wait on ``flushed`` can come first."""
    source = (PROGRAM % "go n.Drain(stop)").replace(
        "\t<-flushed\n\tclose(stop)", "\tif len(n.pending) > 0 {\n\t\tclose(stop)\n\t}\n\t<-flushed"
    )
    assert _locked_waits(source) == []


GROUPS = """package p

import "sync"

type results struct {
	mu     sync.Mutex
	values []int
	wg     sync.WaitGroup
}

var report func(*sync.WaitGroup)

func (r *results) store(wg *sync.WaitGroup) {
	r.mu.Lock()
	r.values = append(r.values, 1)
	r.mu.Unlock()
	wg.Done()
}

func (r *results) collect() {
	var wg sync.WaitGroup
	r.mu.Lock()
	defer r.mu.Unlock()
	wg.Add(1)
	%s
	wg.Wait()
}

func (r *results) work() {
	defer r.wg.Done()
	r.mu.Lock()
	r.values = nil
	r.mu.Unlock()
}

func (r *results) stop() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.wg.Wait()
}
"""


@pytest.mark.parametrize(
    ("release", "expected"),
    [
        # a worker literal done on its way out, after taking the lock
        ("go func() {\n\t\tdefer wg.Done()\n\t\tr.mu.Lock()\n\t\tr.mu.Unlock()\n\t}()", 1),
        # handed to a package function that locks before it is done
        ("go r.store(&wg)", 1),
        # done before the lock: the wait ends first
        ("go func() {\n\t\twg.Done()\n\t\tr.mu.Lock()\n\t\tr.mu.Unlock()\n\t}()", 0),
        # also handed to a function the package cannot see into: it may be done there
        ("report(&wg)\n\tgo r.store(&wg)", 0),
        # a method value: whoever holds it may be done anywhere
        (
            "done := wg.Done\n\tgo func() {\n\t\tr.mu.Lock()\n\t\tr.mu.Unlock()\n\t\tdone()\n\t}()",
            0,
        ),
    ],
)
def test_waitgroup_wait(release: str, expected: int) -> None:
    """Waits under ``r.mu`` whose every ``Done`` needs ``r.mu`` first: ``collect``'s on its
    local WaitGroup as ``release`` lets it down, and ``stop``'s on the field ``r.wg``, whose
    only ``Done`` is ``work``'s, after its lock, in every case."""
    waits = _locked_waits(GROUPS % release)
    names = sorted(w.channel for w in waits if w.group)
    assert names == sorted(["results.wg"] + ["wg"] * expected)


def test_wait_behind_a_wait_whose_helper_names_the_object_otherwise() -> None:
    """The helper locks ``n.mu`` while the waiter holds the same mutex as ``d.mu``: the
    waiter's own names say nothing of the helper started by the function it waits for."""
    source = (PROGRAM % "go n.Drain(stop)").replace(
        "func (n *notifier) Drain(stop <-chan struct{}) {\n\tn.mu.Lock()\n\tdefer n.mu.Unlock()\n"
        "\tn.pending = nil",
        "func (d *notifier) Drain(stop <-chan struct{}) {\n\td.mu.Lock()\n\tdefer d.mu.Unlock()\n"
        "\td.pending = nil",
    )
    assert "d.mu.Lock()" in source
    assert [(w.node.start_point.row + 1, len(w.counterparts)) for w in _locked_waits(source)] == [
        (17, 1)
    ]


@pytest.mark.parametrize(
    "hand_over",
    [
        # a map key or a type assertion of an ``any``: the channel may be handed on there
        "n.register(stop)\n\tgo n.Drain(stop)",
        "n.boxed(stop)\n\tgo n.Drain(stop)",
    ],
)
def test_channel_kept_out_of_sight(hand_over: str) -> None:
    extra = """
var waiters = map[chan struct{}]bool{}

func (n *notifier) register(stop chan struct{}) {
	waiters[stop] = true
}

func (n *notifier) boxed(v any) {
	if c, ok := v.(chan struct{}); ok {
		_ = c
	}
}
"""
    assert _locked_waits(PROGRAM % hand_over + extra) == []


RELAY = """package p

import "sync"

type svc struct {
	mu sync.Mutex
	n  int
}

func (s *svc) warm() {
	s.mu.Lock()
	s.n = 1
	s.mu.Unlock()
	ch := make(chan struct{})
	go s.relay(ch, 1)
	<-ch
}

func (s *svc) relay(ch chan struct{}, hops int) {
	if hops > 0 {
		s.forward(ch, hops-1)
		return
	}
	close(ch)
}

func (s *svc) forward(ch chan struct{}, hops int) {
	if hops%2 == 0 {
		s.relay(ch, hops)
		return
	}
	go func() {
		s.mu.Lock()
		s.n++
		s.mu.Unlock()
		ch <- struct{}{}
	}()
}

func (s *svc) settle() {
	ch := make(chan struct{})
	s.mu.Lock()
	defer s.mu.Unlock()
	go s.forward(ch, 0)
	<-ch
}
"""


@pytest.mark.parametrize("warm_first", [True, False])
def test_mutual_recursion_answers_the_same_whatever_is_asked_first(warm_first: bool) -> None:
    """``relay`` and ``forward`` hand the channel to each other, and ``relay`` closes it
    without the lock: ``settle``'s receive under ``s.mu`` is completed there, whether or
    not ``warm`` had the pair followed first (a call back into one being followed must
    not leave the other's answer cut short)."""
    source = RELAY if warm_first else RELAY.replace("\tgo s.relay(ch, 1)\n\t<-ch\n", "")
    assert _locked_waits(source) == []


THROUGH_CALLS = """package p

import "sync"

type conn struct {
	mu     sync.Mutex
	once   sync.Once
	queue  chan int
	rxDone chan struct{}
}

func (c *conn) reader() {
	for {
		c.mu.Lock()
		c.mu.Unlock()
		if _, ok := <-c.queue; !ok {
			close(c.rxDone)
			return
		}
	}
}

func (c *conn) shutdown() {
	c.once.Do(func() {
		close(c.queue)
		%s
	})
}

func (c *conn) Close() {
	c.shutdown()
	<-c.rxDone
}

func (c *conn) take() int {
	return <-c.queue
}

func (c *conn) Drop() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.Close()
}

func (c *conn) Next() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	%s
}
"""


@pytest.mark.parametrize(
    ("shutdown", "next_body", "expected"),
    [
        # Drop holds c.mu around Close, whose receive the reader completes only past its
        # Lock; take's receive under Next's lock is completed by no one who locks
        ("", "return c.take()", [32]),
        # Close first waits on the same channel inside shutdown's once.Do literal: a
        # goroutine blocked there never reaches Close's own receive (it is not followed
        # that deep, so nothing is reported)
        ("<-c.rxDone", "return c.take()", []),
    ],
)
def test_waits_in_functions_called_with_the_lock_held(
    shutdown: str, next_body: str, expected: list[int]
) -> None:
    waits = _locked_waits(THROUGH_CALLS % (shutdown, next_body))
    assert [w.node.start_point.row + 1 for w in waits] == expected
    assert all(w.via is not None for w in waits)


LEN_GUARDED = """package p

import "sync"

type queue struct {
	mu sync.Mutex
	ch chan int
}

func (q *queue) put(v int) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.ch <- v
}

func (q *queue) takeLocked() int {
	return <-q.ch
}

func (q *queue) flush() {
	q.mu.Lock()
	defer q.mu.Unlock()
	%s
}

func (q *queue) flushOnce(once *sync.Once) {
	q.mu.Lock()
	defer q.mu.Unlock()
	once.Do(func() { _ = q.takeLocked() })
}
"""


@pytest.mark.parametrize(
    ("flush", "expected"),
    [
        # the caller's length test, made under the lock every sender and receiver holds,
        # shows the receive is served from the buffer at once
        ("if len(q.ch) > 0 {\n\t\t_ = q.takeLocked()\n\t}", []),
        ("_ = q.takeLocked()", [17]),
    ],
)
def test_len_test_in_the_caller_of_a_wait(flush: str, expected: list[int]) -> None:
    waits = _locked_waits(LEN_GUARDED % flush)
    assert [w.node.start_point.row + 1 for w in waits] == expected
