"""What may follow a call for its return to end the process (GL001 leaves alone what the
goroutines of such a call leave behind): tests of the call's results, results formatted
into an error, and a package helper that only reports before its ``os.Exit``. A test that
waits (a receive), a helper that loops, or one that can panic first, keeps the finding."""

from __future__ import annotations

import pytest

from goleaklint import engine

PROGRAM = """package main

import (
	"fmt"
	"os"
	"time"
)

var _ = time.Second

func serve() (chan bool, error) {
	results := make(chan int)
	go func() {
		for i := 0; ; i++ {
			results <- i
		}
	}()
	for v := range results {
		if v > 2 {
			return nil, fmt.Errorf("stopped at %%d", v)
		}
	}
	return nil, nil
}

func fatal(err error) {
	%s
	os.Exit(1)
}

func run() error {
	done, err := serve()
	if %s {
		os.Exit(0)
	}
	fatal(fmt.Errorf("serve: %%w", err))
	return nil
}

func main() {
	if err := run(); err != nil {
		os.Exit(1)
	}
}
"""


def _sends_reported(helper: str, condition: str) -> int:
    source = PROGRAM % (helper, condition)
    result = engine.check_source("cmd/main.go", source.encode())
    return sum(f.rule_id == "GL001" for f in result.findings)


def test_a_helper_that_reports_then_exits_ends_the_process() -> None:
    assert _sends_reported('fmt.Println("failed:", err)', "err == nil") == 0


@pytest.mark.parametrize(
    ("helper", "condition"),
    [
        ('fmt.Println("failed:", err)', "<-done"),  # the test waits for a value
        ("for {\n\t\ttime.Sleep(time.Second)\n\t}", "err == nil"),  # the helper goes on
        ("if err != nil {\n\t\tpanic(err)\n\t}", "err == nil"),  # recoverable up the stack
        ("done := make(chan bool)\n\t<-done", "err == nil"),  # the helper waits
    ],
)
def test_what_can_wait_or_go_on_keeps_the_finding(helper: str, condition: str) -> None:
    assert _sends_reported(helper, condition) == 1
