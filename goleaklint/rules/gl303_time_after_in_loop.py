"""GL303 time-after-in-loop. Documentation: rules/GL303.md."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from functools import partial

from goleaklint import syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.channelvalues import values_ever_sent
from goleaklint.dataflow.timers import (
    per_iteration_loop,
    piles_up,
    time_calls,
    timer_semantics,
)
from goleaklint.parse import Node
from goleaklint.rule import Confidence, Finding, FixAvailability, Severity, rule
from goleaklint.rules.timer_fix import one_timer_fix


@rule("GL303", "time-after-in-loop", fix=FixAvailability.SOMETIMES, needs=(b"After(",))
def time_after_in_loop(analysis: PackageAnalysis) -> Iterator[Finding]:
    semantics = timer_semantics(analysis.go_version)
    for call in time_calls(analysis.index, analysis.objects, ("time.After",)):
        loop = per_iteration_loop(call)
        carried = partial(_values_carried, analysis)
        if loop is None or not piles_up(analysis.index, call, loop, carried):
            continue
        related = [(loop, "the loop that can go round again while the timer is pending")]
        if semantics.collects_unstopped:
            message = (
                f"{semantics.label}: `time.After` in a loop makes a new timer and channel each "
                "time the loop goes round through another case; the runtime collects them, "
                "but one `time.NewTimer` re-armed with `Reset` does the same without the garbage"
            )
            finding = analysis.finding(time_after_in_loop, call, message, related=related)
            yield replace(finding, severity=Severity.NOTE)
        else:
            # A test's loop goes round as often as the test's own events make it: few, mostly.
            in_test = _in_test(analysis, call)
            message = (
                f"{semantics.label}: `time.After` in a loop starts a new timer each time another "
                "case wins and the loop goes round, and before Go 1.23 each one stays in the "
                "runtime until it fires, so a busy loop piles them up"
                + ("; in a test, only if its loop goes round many times" if in_test else "")
                + "; make one `time.NewTimer` and `Reset` it"
            )
            fix = one_timer_fix(analysis, call, loop)
            confidence = Confidence.MEDIUM if in_test else Confidence.HIGH
            yield analysis.finding(
                time_after_in_loop,
                call,
                message,
                related=related,
                fixes=(fix,) if fix is not None else (),
                confidence=confidence,
            )


def _in_test(analysis: PackageAnalysis, call: Node) -> bool:
    function = analysis.index.enclosing_function(call)
    return function is not None and analysis.reach.test_code(function)


def _values_carried(analysis: PackageAnalysis, case: Node) -> int | None:
    """How many values the local channel a ``select`` case receives from can ever carry
    (:func:`~goleaklint.dataflow.channelvalues.values_ever_sent`); None when not fixed."""
    if case.type != "communication_case":
        return None
    received = syntax.unparen(syntax.received_channel(case.child_by_field_name("communication")))
    function = syntax.enclosing_function(case)
    if received is None or received.type != "identifier" or function is None:
        return None
    var = analysis.index.resolution(received).var_of(received)
    channel = analysis.channel_holding(function, (var, None)) if var is not None else None
    if channel is None:
        return None
    return values_ever_sent(analysis.index.cfg(function), analysis.events(channel))
