"""signalled_first: the channel field an operation is reached only after seeing closed, or
after receiving from."""

from __future__ import annotations

import pytest
from trees import every_node

from goleaklint import syntax
from goleaklint.analysis import analyze_package
from goleaklint.dataflow.signalled import signalled_first
from goleaklint.gofile import GoFile

PROGRAM = """package p

type w struct {
	queue chan int
	stop  chan bool
	exit  chan bool
	more  bool
}

func (l *w) run() {
	%s
}
"""


def _signal(body: str) -> tuple[str, bool] | None:
    go_file = GoFile.from_source("p.go", (PROGRAM % body).encode())
    analysis = analyze_package([go_file], None)
    run = next(d.node for d in analysis.index.methods.values() if d.name == "run")
    send = next(n for n in every_node(run) if n.type == "send_statement")
    function = next(
        (n for n in every_node(run) if n.type == "func_literal" and syntax.contains(n, send)),
        run,
    )
    signal = signalled_first(analysis.lockgraph, function, send)
    return None if signal is None else (str(signal.key), signal.closed)


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
    assert _signal(body) == ("w.queue", True)


@pytest.mark.parametrize(
    "body",
    [
        "ok := l.more\n\tif !ok {\n\t\tl.exit <- true\n\t}",  # no receive
        "l.exit <- true\n\tfor range l.queue {\n\t}",  # before the range ends
    ],
)
def test_not_after_a_close(body: str) -> None:
    assert _signal(body) is None


def test_open_receive_is_a_received_signal_not_a_close() -> None:
    body = "v, ok := <-l.queue\n\tif ok {\n\t\tl.exit <- true\n\t}\n\t_ = v"
    assert _signal(body) == ("w.queue", False)


@pytest.mark.parametrize(
    "body",
    [
        "select {\n\tcase <-l.stop:\n\t\tl.exit <- true\n\t}",
        "<-l.stop\n\tl.exit <- true",
        "v := <-l.stop\n\tl.exit <- v",
        # A literal called where it is made is reached the way its call is.
        "for {\n\t\tselect {\n\t\tcase <-l.stop:\n\t\t\tfunc() {\n"
        "\t\t\t\tl.exit <- true\n\t\t\t}()\n\t\t\treturn\n\t\t}\n\t}",
    ],
)
def test_after_receiving_from_the_stop_field(body: str) -> None:
    assert _signal(body) == ("w.stop", False)


@pytest.mark.parametrize(
    "body",
    [
        "select {\n\tcase <-l.stop:\n\tdefault:\n\t\tl.exit <- true\n\t}",  # other case
        "l.exit <- true\n\t<-l.stop",  # before the receive
        "select {\n\tcase <-l.stop:\n\t\tgo func() {\n\t\t\tl.exit <- true\n\t\t}()\n\t}",
        "select {\n\tcase <-l.stop:\n\t\tf := func() {\n\t\t\tl.exit <- true\n\t\t}\n"
        "\t\t_ = f\n\t}",  # stored: runs whenever it is called
    ],
)
def test_not_after_receiving(body: str) -> None:
    assert _signal(body) is None
