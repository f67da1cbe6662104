"""Locks a counted loop takes and a later loop counting back down lets go of
(goleaklint.dataflow.countedlocks): balanced round for round, so not left held (GL104),
unless something between the loops, or in them, breaks the count."""

from __future__ import annotations

import pytest

from goleaklint import engine

PROGRAM = """package p

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

var _ testing.T

var _ = require.True

var pending int

func more() bool {
	pending--
	return pending > 0
}

func counted(mu *sync.RWMutex, t *testing.T, fail bool) {
	%s
}
"""

BALANCED = """n := 0
	for ; more(); n++ {
		mu.RLock()
	}
	%s
	for ; n > 0; n-- {
		mu.RUnlock()
	}"""


def gl104(body: str) -> int:
    result = engine.check_source("p/p.go", (PROGRAM % body).encode())
    assert not result.errors
    return sum(1 for f in result.findings if f.rule_id == "GL104")


@pytest.mark.parametrize(
    ("between", "expected"),
    [
        ("_ = fail", 0),
        # a way out between the loops leaves the read locks held
        ("if fail {\n\t\treturn\n\t}", 1),
        ('if fail {\n\t\tt.Fatal("failed")\n\t}', 1),
        ('if fail {\n\t\tpanic("failed")\n\t}', 1),
        # the counter set again between them
        ("if fail {\n\t\tn = 0\n\t}", 1),
        ("n--", 1),
        ("p := &n\n\t*p = 0", 1),  # lent: set through the pointer
    ],
)
def test_what_lies_between(between: str, expected: int) -> None:
    assert gl104(BALANCED % between) == expected


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # declared with var: starts at zero
        (BALANCED.replace("n := 0", "var n int") % "", 0),
        # starts at one, counts back down to one
        (BALANCED.replace("n := 0", "n := 1").replace("n > 0", "n > 1") % "", 0),
        (BALANCED.replace("n > 0", "0 < n") % "", 0),
        (BALANCED.replace("n > 0", "n != 0") % "", 0),
        # counts down to another number than it started from
        (BALANCED.replace("n > 0", "n > 1") % "", 1),
        # a round of the taking loop can end before its lock
        (
            BALANCED.replace(
                "for ; more(); n++ {", "for ; more(); n++ {\n\t\tif fail {\n\t\t\tbreak\n\t\t}"
            )
            % "",
            1,
        ),
        # a round of the releasing loop can skip its unlock
        (
            BALANCED.replace(
                "for ; n > 0; n-- {", "for ; n > 0; n-- {\n\t\tif fail {\n\t\t\tcontinue\n\t\t}"
            )
            % "",
            1,
        ),
        # the lock taken under a condition, not once per round
        (BALANCED.replace("\t\tmu.RLock()", "\t\tif fail {\n\t\t\tmu.RLock()\n\t\t}") % "", 1),
        # a round of the taking loop can leave through a failing check
        (
            BALANCED.replace("\t\tmu.RLock()", "\t\tmu.RLock()\n\t\trequire.False(t, fail)") % "",
            1,
        ),
        # the second loop only on one branch: a path out of the first misses it
        (
            BALANCED.replace(
                "\tfor ; n > 0; n-- {", "\tif fail {\n\t\treturn\n\t}\n\tfor ; n > 0; n-- {"
            )
            % "",
            1,
        ),
        # the counter stepped in the body, not the header
        (BALANCED.replace("for ; more(); n++ {", "for more() {\n\t\tn++") % "", 1),
    ],
)
def test_the_loops_themselves(body: str, expected: int) -> None:
    assert gl104(body) == expected
