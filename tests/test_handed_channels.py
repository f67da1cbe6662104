"""Channels handed to the package's functions, for the waits made with a lock held
(dataflow/lockwaits.py): the callee's operations on its parameter are the channel's, a wait
on a parameter is judged for each call handing it a local channel, and a counterpart that
first waits for a goroutine taking the lock cannot come either."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.lockwaits import locked_waits
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


def _waits(hand_over: str) -> list[tuple[int, int]]:
    """(line of the wait, counterparts) of every locked wait the package shows."""
    go_file = GoFile.from_source("p.go", (PROGRAM % hand_over).encode())
    analysis = analyze_package([go_file], None)
    waits = locked_waits(analysis.lockgraph, analysis.fields, analysis.reach, analysis.channels)
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
    go_file = GoFile.from_source("p.go", source.encode())
    analysis = analyze_package([go_file], None)
    assert locked_waits(analysis.lockgraph, analysis.fields, analysis.reach, analysis.channels) == []
