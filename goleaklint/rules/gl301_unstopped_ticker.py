"""GL301 unstopped-ticker. Documentation: rules/GL301.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import edits, syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.durations import expires_soon
from goleaklint.dataflow.timers import (
    HeldTimer,
    Tickers,
    TimerFacts,
    fired_before_return,
    timer_semantics,
)
from goleaklint.parse import Node
from goleaklint.rule import Applicability, Finding, Fix, FixAvailability, rule

NOUN = {"time.Ticker": "ticker", "time.Timer": "timer"}


@rule("GL301", "unstopped-ticker", fix=FixAvailability.SOMETIMES, needs=(b"NewTicker", b"NewTimer"))
def unstopped_ticker(analysis: PackageAnalysis) -> Iterator[Finding]:
    semantics = timer_semantics(analysis.go_version)
    tickers = Tickers(analysis.index, analysis.objects)
    for held in tickers.held():
        if analysis.made_once_per_process(held.call):
            continue  # one ticker at most, whatever becomes of it
        if not analysis.reach.live(held.function):
            continue  # nothing runs it (an example go test only compiles)
        facts = tickers.facts(held)
        if facts.stopped or facts.handed_off or fired_before_return(analysis.index, held, facts):
            continue
        name = held.var.name
        noun = NOUN[held.kind]
        related: list[tuple[Node, str]] = []
        if facts.endless is not None:
            related.append(
                (facts.endless, f"this loop never ends and keeps receiving from `{name}.C`")
            )
        if facts.endless is not None:
            message = (
                f"{semantics.label}: {noun} `{name}` is never stopped and a loop that never ends "
                f"keeps receiving from `{name}.C`, so the runtime can never collect it; give the "
                f"loop a way out and stop the {noun} there"
            )
        elif semantics.collects_unstopped:
            continue
        elif (
            held.kind == "time.Timer"
            and not facts.rearmed
            and expires_soon(analysis.index, held.call)
        ):
            continue  # ``time.NewTimer(50 * time.Millisecond)`` left alone is gone in 50 ms
        else:
            lifetime = "forever" if held.kind == "time.Ticker" else "until it fires"
            advice = (
                "stop it once its last user is done with it"
                if facts.shared
                else f"stop it with `defer {name}.Stop()`"
            )
            message = (
                f"{semantics.label}: {noun} `{name}` is never stopped, and before Go 1.23 an "
                f"unstopped {noun} stays in the runtime {lifetime}, even after "
                f"{analysis.function_phrase(held.function)} returns; {advice}"
            )
        fix = _defer_stop_fix(analysis, held, facts)
        yield analysis.finding(
            unstopped_ticker, held.call, message, related=related, fixes=[fix] if fix else []
        )


def _defer_stop_fix(analysis: PackageAnalysis, held: HeldTimer, facts: TimerFacts) -> Fix | None:
    """``defer t.Stop()`` after the line making it, when only this call of the function
    ever uses the timer: then nothing can observe the stop, which runs once it returns."""
    if facts.shared or facts.reassigned or facts.endless is not None:
        return None
    statement = held.statement
    if statement.type not in ("short_var_declaration", "var_declaration"):
        return None  # declared earlier: a deferred function registered before could use it
    parent = statement.parent
    if parent is None or parent.type not in syntax.STATEMENT_HOLDERS:
        return None
    go_file = analysis.index.file_of(statement)
    if not edits.ends_its_line(go_file, statement):
        return None
    if not analysis.outside_loops(held.function, statement):
        return None
    name = held.var.name
    return Fix(
        f"Stop `{name}` with `defer {name}.Stop()`",
        (edits.line_after(go_file, statement, f"defer {name}.Stop()"),),
        Applicability.SAFE,
    )
