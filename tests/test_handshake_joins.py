"""A function's unbuffered send that only the goroutine can take (dataflow/handshakes.py)
meets the goroutine past its earlier sends: the function's own receives from that channel
never take its send, and sends in a literal the goroutine defers take nothing."""

from __future__ import annotations

from pathlib import Path

from goleaklint import engine

TESTDATA = Path(__file__).parent.parent / "testdata" / "GL001"
SOURCE = (TESTDATA / "ok_handshake_answered_on_the_same_channel.go").read_text()
REPORT = "errs <- err // ok: pending only while signal is not taken"


def _lines(source: str) -> list[int]:
    result = engine.check_source("x/check.go", source.encode())
    return [f.span.start.line for f in result.findings if f.rule_id == "GL001"]


def test_the_function_own_receive_never_takes_its_send() -> None:
    assert _lines(SOURCE) == []


def test_another_receiver_may_take_the_send() -> None:
    source = SOURCE.replace(
        "\tsignal <- true\n\tselect", "\tgo func() { <-signal }()\n\tsignal <- true\n\tselect"
    )
    report = source.splitlines().index("\t\t\t" + REPORT) + 1
    assert _lines(source) == [report]


def test_a_deferred_receive_takes_the_send_after_the_report() -> None:
    source = SOURCE.replace("\t\t\tsignal <- true\n", "\t\t\t<-signal\n")
    report = source.splitlines().index("\t\t\t" + REPORT) + 1
    assert report in _lines(source)
