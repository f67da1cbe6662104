"""Sends a reader goroutine makes only on a read error its launcher's close does not cause
(goleaklint.dataflow.closedsource): not owed on the launcher's way out, when the error
the deferred Close gives is one the reader returns on first."""

from __future__ import annotations

import pytest

from goleaklint import engine

PROGRAM = """package p

import (
	"bufio"
	"errors"
	"io"
	"net"
	"strings"
)

func ask(fail bool) error {
	p1, p2 := net.Pipe()
	%(defers)s
	errCh := make(chan error)
	go func() {
		r := bufio.NewReader(%(source)s)
		for {
			_, err := r.ReadString('\\n')
			if err != nil {
				%(branch)s
			}
		}
	}()
	%(after)s
	if fail {
		return errors.New("failed")
	}
	return <-errCh
}

var _ = strings.Contains
var _ = io.EOF
"""

OWN = "defer p1.Close()"
PARTNER = "defer p2.Close()"
BOTH = "defer p1.Close()\n\tdefer p2.Close()"
RETURNS_ON_CLOSED = (
    'if strings.Contains(err.Error(), "closed") {\n\t\t\t\t\treturn\n\t\t\t\t}\n'
    "\t\t\t\terrCh <- err\n\t\t\t\treturn"
)
RETURNS_ON_EOF = (
    "if err == io.EOF {\n\t\t\t\t\treturn\n\t\t\t\t}\n\t\t\t\terrCh <- err\n\t\t\t\treturn"
)
RETURNS_ON_NET_CLOSED = (
    "if errors.Is(err, net.ErrClosed) || err == io.ErrClosedPipe {\n\t\t\t\t\treturn\n"
    "\t\t\t\t}\n\t\t\t\terrCh <- err\n\t\t\t\treturn"
)
SENDS_EVERY_ERROR = "errCh <- err\n\t\t\t\treturn"
NEGATED = "if err != io.EOF {\n\t\t\t\t\terrCh <- err\n\t\t\t\t}\n\t\t\t\treturn"


def gl001(defers: str, branch: str, source: str = "p1", after: str = "") -> int:
    program = PROGRAM % {"defers": defers, "branch": branch, "source": source, "after": after}
    result = engine.check_source("p/p.go", program.encode())
    assert not result.errors
    return sum(1 for f in result.findings if f.rule_id == "GL001")


@pytest.mark.parametrize(
    ("defers", "branch", "expected"),
    [
        # the own end closed: the reader gets the closed error, and returns on it
        (OWN, RETURNS_ON_CLOSED, 0),
        (OWN, RETURNS_ON_NET_CLOSED, 0),
        # the own end closed, but the reader returns only on EOF: it sends the closed error
        (OWN, RETURNS_ON_EOF, 1),
        # the other end of the pipe closed: the reader gets EOF
        (PARTNER, RETURNS_ON_EOF, 0),
        (PARTNER, RETURNS_ON_CLOSED, 1),
        (BOTH, RETURNS_ON_EOF, 0),
        # no close on the way out: the reader may read on and fail for any reason
        ("", RETURNS_ON_CLOSED, 1),
        # every read error sent, the close's too
        (BOTH, SENDS_EVERY_ERROR, 1),
        # a negated test is not read as one (it says "not the close", not "the close")
        (BOTH, NEGATED, 1),
    ],
)
def test_error_only_sends(defers: str, branch: str, expected: int) -> None:
    assert gl001(defers, branch) == expected


def test_close_registered_after_the_launch_does_not_count() -> None:
    assert gl001("", RETURNS_ON_CLOSED, after=OWN) == 1


def test_reader_of_another_source_is_not_ended_by_the_close() -> None:
    assert gl001(OWN, RETURNS_ON_CLOSED, source="p2") == 1
