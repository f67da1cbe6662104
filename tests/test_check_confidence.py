"""Confidence follows what a finding in a test rests on. A test's way out that only a
failing check of the test's own values takes (an error check, an assertion) makes a channel
finding medium confidence, and the message names the check; a way out a select's timeout
takes (the peer not answering) stays high. A ``time.After`` loop in a test piles timers up
only if the test's events make it go round many times: medium too."""

from __future__ import annotations

from goleaklint import engine
from goleaklint.rule import Confidence
from goleaklint.settings import Settings

TEST = b"""package p

import (
	"net"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestServe(t *testing.T) {
	ch := make(chan int)
	go func() { ch <- 1 }()
	%s
	<-ch
}
"""


def _finding(body: bytes) -> tuple[Confidence, str, list[str]]:
    result = engine.check_source("p/p_test.go", TEST.replace(b"%s", body))
    (finding,) = [f for f in result.findings if f.rule_id == "GL001"]
    return finding.confidence, finding.message, [r.message for r in finding.related]


def test_an_error_check_is_medium_and_named() -> None:
    confidence, message, related = _finding(
        b'c, err := net.Dial("tcp", "x")\n\tif err != nil {\n\t\tt.Fatal(err)\n\t}\n\tc.Close()'
    )
    assert confidence == Confidence.MEDIUM
    assert message.endswith("; it takes that way out only when `err != nil`")
    assert "only when this check fails" in related


def test_an_assertion_is_medium() -> None:
    confidence, message, _ = _finding(b'_, err := net.Dial("tcp", "x")\n\trequire.NoError(t, err)')
    assert confidence == Confidence.MEDIUM
    assert message.endswith("only when `require.NoError` fails")


def test_the_else_side_of_a_check_is_named_as_a_check() -> None:
    _, message, _ = _finding(
        b'if c, err := net.Dial("tcp", "x"); err == nil {\n\t\tc.Close()\n\t} else {\n'
        b"\t\tt.Fatal(err)\n\t}"
    )
    assert message.endswith("only when `err == nil` does not hold")


def test_the_last_else_of_a_chain_names_its_own_check() -> None:
    _, message, _ = _finding(
        b'c, err := net.Dial("tcp", "x")\n\tif c == nil {\n\t} else if err == nil {\n'
        b"\t\tc.Close()\n\t} else {\n\t\tt.Fatal(err)\n\t}"
    )
    assert message.endswith("only when `err == nil` does not hold")


def test_a_condition_with_a_backquote_is_not_quoted() -> None:
    _, message, _ = _finding(b'if s := "a"; s != `b` {\n\t\tt.Fatal(s)\n\t}')
    assert message.endswith("only when its check fails")


def test_a_skip_is_no_failing_check() -> None:
    confidence, message, _ = _finding(b'if testing.Short() {\n\t\tt.Skip("short")\n\t}')
    assert confidence == Confidence.HIGH
    assert "way out" not in message


def test_a_timeout_is_high() -> None:
    confidence, message, _ = _finding(
        b'select {\n\tcase <-time.After(time.Second):\n\t\tt.Fatal("timeout")\n'
        b"\tcase v := <-ch:\n\t\t_ = v\n\t}"
    )
    assert confidence == Confidence.HIGH
    assert "way out" not in message


LOOP = b"""package p

import "time"

func %s(events chan int) {
	for {
		select {
		case <-events:
		case <-time.After(time.Second):
			return
		}
	}
}
"""


def _loop_finding(path: str, name: bytes) -> tuple[Confidence, str]:
    settings = Settings(go_version="1.22")
    result = engine.check_source(path, LOOP.replace(b"%s", name), settings)
    (finding,) = [f for f in result.findings if f.rule_id == "GL303"]
    return finding.confidence, finding.message


def test_time_after_in_a_test_loop_is_medium() -> None:
    confidence, message = _loop_finding("p/p_test.go", b"TestWait")
    assert confidence == Confidence.MEDIUM
    assert "in a test, only if its loop goes round many times" in message


def test_time_after_in_package_code_is_high() -> None:
    confidence, message = _loop_finding("p/p.go", b"Wait")
    assert confidence == Confidence.HIGH
    assert "in a test" not in message
