"""A directive silencing a peer's check that reports what one of our rules does silences
the rule too: ``//nolint:govet`` (vet's lostcancel) covers GL201, ``//nolint:staticcheck``
and ``//lint:ignore SA1015 ...`` cover GL302. Other rules, other linters and other checks
are left alone, and these directives are never reported unused."""

from __future__ import annotations

import pytest

from goleaklint import engine
from goleaklint.settings import Settings

LOST_CANCEL = """package main

import (
	"context"
	"time"
)

func wait(d time.Duration) <-chan struct{} {
	ctx := context.Background()
	{directive}
	ctx, _ = context.WithTimeout(ctx, d)
	return ctx.Done()
}}

func main() {{
	<-wait(time.Millisecond)
}}
"""

LEAKY_TICK = """package throttle

import "time"

// Throttle is called once per batch: each call leaves a ticker behind.
func Throttle(msgs []string) int {{
	{directive}
	tick := time.Tick(time.Millisecond)
	n := 0
	for range msgs {{
		<-tick
		n++
	}}
	return n
}}
"""


def rules_found(template: str, directive: str) -> list[str]:
    source = template.replace("{directive}", directive).replace("{{", "{").replace("}}", "}")
    # (a module before Go 1.23, where an unstopped ticker is never collected)
    result = engine.check_source("p/main.go", source.encode(), Settings(go_version="1.22"))
    return sorted(f.rule_id for f in result.findings)


@pytest.mark.parametrize(("template", "rule"), [(LOST_CANCEL, "GL201"), (LEAKY_TICK, "GL302")])
def test_without_a_directive_the_rule_reports(template: str, rule: str) -> None:
    assert rules_found(template, "// a comment") == [rule]


@pytest.mark.parametrize(
    "directive",
    ["//nolint:govet // a delayed Done on purpose", "//nolint:govet,gosec", "//nolint:GOVET"],
)
def test_nolint_govet_covers_a_lost_cancel(directive: str) -> None:
    assert rules_found(LOST_CANCEL, directive) == []


@pytest.mark.parametrize(
    "directive",
    [
        "//nolint:staticcheck // the process runs this once",
        "//lint:ignore SA1015 the process runs this once",
        "//lint:ignore SA1015,SA4006 the process runs this once",
    ],
)
def test_staticcheck_directives_cover_a_leaky_tick(directive: str) -> None:
    assert rules_found(LEAKY_TICK, directive) == []


@pytest.mark.parametrize(
    ("template", "directive", "left"),
    [
        (LOST_CANCEL, "//nolint:staticcheck // not vet", ["GL201"]),
        (LOST_CANCEL, "//lint:ignore SA1015 another check", ["GL201"]),
        (LEAKY_TICK, "//nolint:govet // not staticcheck", ["GL302"]),
        (LEAKY_TICK, "//lint:ignore SA4006 another check", ["GL302"]),
        (LEAKY_TICK, "//lint:ignore SA1015", ["GL302"]),  # no reason: staticcheck's to report
        (LOST_CANCEL, "//nolint:errcheck // another linter", ["GL201"]),
    ],
)
def test_other_checks_leave_the_rule_alone(template: str, directive: str, left: list[str]) -> None:
    assert rules_found(template, directive) == left


def test_peer_directive_with_nothing_to_cover_is_not_reported_unused() -> None:
    source = (
        "package main\n\nfunc main() {\n\t//lint:ignore SA1015 kept for staticcheck\n"
        "\tprintln(1) //nolint:govet\n}\n"
    )
    assert engine.check_source("p/main.go", source.encode()).findings == []
