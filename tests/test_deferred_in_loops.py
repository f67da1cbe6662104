"""A call deferred in a loop of unknown length is remembered once by the lock graph's walk:
each round defers the same call, which takes the same locks on the way out, so going round
again must not make a new path state (the walk would grow until the package's budget)."""

from __future__ import annotations

from goleaklint import engine

SOURCE = b"""package p

import "sync"

type client struct{ mu sync.Mutex }

func (c *client) Close() {
	c.mu.Lock()
	defer c.mu.Unlock()
}

type hub struct{ mu sync.Mutex }

func run(h *hub, n int, ok func() bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for i := 0; i < n; i++ {
		c := &client{}
		defer c.Close()
		if !ok() {
			break
		}
	}
}
"""


def test_a_call_deferred_in_a_loop_does_not_multiply_the_walk() -> None:
    result = engine.check_source("p/run.go", SOURCE)
    assert not result.errors, [e.message for e in result.errors]
    assert [f.rule_id for f in result.findings] == []
