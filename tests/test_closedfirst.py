"""closed_first: the channel field an operation is reached only after seeing closed."""

from __future__ import annotations

import pytest
from trees import every_node

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.closedfirst import closed_first
from goleaklint.gofile import GoFile

PROGRAM = """package p

type w struct {
	queue chan int
	exit  chan bool
	more  bool
}

func (l *w) run() {
	%s
}
"""


def _closed(body: str) -> str | None:
    go_file = GoFile.from_source("p.go", (PROGRAM % body).encode())
    analysis = analyze_package([go_file], None)
    run = next(d.node for d in analysis.index.methods.values() if d.name == "run")
    send = next(n for n in every_node(run) if n.type == "send_statement")
    key = closed_first(analysis.lockgraph, run, send)
    return None if key is None else str(key)


@pytest.mark.parametrize(
    "body",
    [
        "v, ok := <-l.queue\n\tif !ok {\n\t\tl.exit <- true\n\t}\n\t_ = v",
        "for range l.queue {\n\t}\n\tl.exit <- true",
        "for {\n\t\tselect {\n\t\tcase _, ok := <-l.queue:\n"
        "\t\t\tif !ok {\n\t\t\t\tl.exit <- true\n\t\t\t}\n\t\t}\n\t}",
    ],
)
def test_after_seeing_the_queue_closed(body: str) -> None:
    assert _closed(body) == "w.queue"


@pytest.mark.parametrize(
    "body",
    [
        "v, ok := <-l.queue\n\tif ok {\n\t\tl.exit <- true\n\t}\n\t_ = v",  # open, not closed
        "ok := l.more\n\tif !ok {\n\t\tl.exit <- true\n\t}",  # no receive
        "l.exit <- true\n\tfor range l.queue {\n\t}",  # before the range ends
    ],
)
def test_not_after_a_close(body: str) -> None:
    assert _closed(body) is None
