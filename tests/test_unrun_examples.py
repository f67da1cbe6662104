"""``go test`` compiles an example with no ``// Output:`` comment but never runs it: what
such a sketch would leak, it never does. The same example with an output comment runs, and
keeps its findings."""

from __future__ import annotations

from goleaklint import engine

EXAMPLE = b"""package quantile_test

import (
	"fmt"
	"time"
)

func samples() <-chan float64 { return make(chan float64) }

func Example_window() {
	ticker := time.NewTicker(time.Minute)
	ch := samples()
	for {
		select {
		case <-ticker.C:
			fmt.Println("flush")
		case v := <-ch:
			fmt.Println(v)
		}
	}
}

func Example_merge() {
	results := make(chan float64)
	for v := range results {
		fmt.Println(v)
	}
	OUTPUT
}
"""


def _rules(output: bytes) -> list[str]:
    source = EXAMPLE.replace(b"OUTPUT", output)
    result = engine.check_source("quantile/example_test.go", source)
    assert not result.errors, [e.message for e in result.errors]
    return sorted(f.rule_id for f in result.findings)


def test_an_example_without_output_is_never_run() -> None:
    assert _rules(b"") == []


def test_an_example_with_output_runs_and_keeps_its_findings() -> None:
    assert _rules(b"// Output:") == ["GL002"]
