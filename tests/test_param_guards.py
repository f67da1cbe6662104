"""Lock calls a function makes only for one value of a boolean parameter
(goleaklint.dataflow.paramguards): a call whose arguments rule the value out takes nothing."""

from __future__ import annotations

import pytest

from goleaklint import engine

PROGRAM = """package p

import "sync"

type ledger struct {
	mu       sync.RWMutex
	balances map[string]int
}

func (l *ledger) balance(account string, needLock bool) int {
	%s
	return l.balances[account]
}

func (l *ledger) sum(accounts []string, held bool) int {
	total := 0
	for _, account := range accounts {
		total += l.balance(account, %s)
	}
	return total
}

func (l *ledger) Total(accounts []string) int {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.sum(accounts, %s)
}

func (l *ledger) Deposit(account string, amount int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.balances[account] += amount
}
"""

LOCK_WHEN_ASKED = "if needLock {\n\t\tl.mu.RLock()\n\t\tdefer l.mu.RUnlock()\n\t}"


def read_again(locking: str, passed: str, held: str) -> bool:
    source = (PROGRAM % (locking, passed, held)).encode()
    return any(f.rule_id == "GL108" for f in engine.check_source("p.go", source).findings)


@pytest.mark.parametrize(
    ("passed", "held", "expected"),
    [
        ("false", "true", False),  # a constant that rules the lock out
        ("true", "true", True),
        ("!held", "true", False),  # passed on, negated, then settled by the caller
        ("!held", "false", True),
        ("held", "false", False),
        ("held", "true", True),
        ("len(accounts) > 1", "true", True),  # not a test the engine can settle
    ],
)
def test_arguments_settle_the_test(passed: str, held: str, expected: bool) -> None:
    assert read_again(LOCK_WHEN_ASKED, passed, held) is expected


@pytest.mark.parametrize(
    ("locking", "expected"),
    [
        # the else branch of a single test needs the opposite value
        (
            "if !needLock {\n\t\treturn 0\n\t} else {\n\t\tl.mu.RLock()\n\t\tl.mu.RUnlock()\n\t}",
            False,
        ),
        # one part of a conjunction guarding the then branch
        ("if needLock && len(account) > 0 {\n\t\tl.mu.RLock()\n\t\tl.mu.RUnlock()\n\t}", False),
        # the else branch of a conjunction tells nothing
        (
            "if !needLock && len(account) > 0 {\n\t} else {\n"
            "\t\tl.mu.RLock()\n\t\tl.mu.RUnlock()\n\t}",
            True,
        ),
        # a parameter the function assigns is not the caller's value any more
        (
            "needLock = len(account) > 0\n"
            "\tif needLock {\n\t\tl.mu.RLock()\n\t\tl.mu.RUnlock()\n\t}",
            True,
        ),
        # nor one whose address it takes
        (
            "p := &needLock\n\t*p = true\n"
            "\tif needLock {\n\t\tl.mu.RLock()\n\t\tl.mu.RUnlock()\n\t}",
            True,
        ),
        # nor one a literal it calls assigns
        (
            "func() { needLock = true }()\n"
            "\tif needLock {\n\t\tl.mu.RLock()\n\t\tl.mu.RUnlock()\n\t}",
            True,
        ),
        # an early return on the flag (the shared value domain reads the paths)
        ("if !needLock {\n\t\treturn 0\n\t}\n\tl.mu.RLock()\n\tl.mu.RUnlock()", False),
        # a local the test reads, combining the flag with another condition
        (
            "inPlace := len(account) > 0 && needLock\n"
            "\tif inPlace {\n\t\tl.mu.RLock()\n\t\tl.mu.RUnlock()\n\t}",
            False,
        ),
        (
            "skip := !needLock\n\tif skip {\n\t\treturn 0\n\t}\n\tl.mu.RLock()\n\tl.mu.RUnlock()",
            False,
        ),
        # a disjunction the flag's false value does not decide
        (
            "inPlace := len(account) > 0 || needLock\n"
            "\tif inPlace {\n\t\tl.mu.RLock()\n\t\tl.mu.RUnlock()\n\t}",
            True,
        ),
        # not under a test at all
        ("l.mu.RLock()\n\tl.mu.RUnlock()", True),
    ],
)
def test_shapes_of_the_test(locking: str, expected: bool) -> None:
    assert read_again(locking, "false", "true") is expected
