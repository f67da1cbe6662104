"""GL103 unsignaled-cond-wait. Documentation: rules/GL103.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.conds import CondFamily
from goleaklint.dataflow.wakeups import lost_wakeups
from goleaklint.parse import Node
from goleaklint.rule import Finding, rule


@rule("GL103", "unsignaled-cond-wait", needs=(b"Cond",))
def unsignaled_cond_wait(analysis: PackageAnalysis) -> Iterator[Finding]:
    conds = analysis.conds
    reported: set[Node] = set()
    for family in analysis.cond_families():
        if family.handed_off:
            continue
        related: list[tuple[Node, str]] = []
        if not family.signals:
            why = f"nothing ever calls `Signal` or `Broadcast` on `{family.name}`"
        else:
            skipped = conds.skipped(family)
            if skipped is None:
                yield from _lost_wakeups(analysis, family, reported)
                continue
            literal = skipped.signaller.type == "func_literal"
            owner = analysis.function_phrase(skipped.signaller, literal="a goroutine")
            why = (
                f"its only signaller, {owner}, can leave without calling "
                f"`{_method(skipped.signal)}`"
            )
            related = [
                (skipped.exit, "leaves here without signalling"),
                (skipped.signal, "the signal it skips"),
            ]
            if literal:
                related.insert(0, (skipped.signaller, "the signalling goroutine starts here"))
        for wait in family.waits:
            if wait in reported:
                continue
            reported.add(wait)
            name = syntax.text(wait.child_by_field_name("function"))
            yield analysis.finding(
                unsignaled_cond_wait,
                wait,
                f"`{name}()` can block forever: {why}",
                related=related,
            )


def _lost_wakeups(
    analysis: PackageAnalysis, family: CondFamily, reported: set[Node]
) -> Iterator[Finding]:
    for lost in lost_wakeups(family, analysis.index, analysis.reach):
        if lost.wait in reported:
            continue
        reported.add(lost.wait)
        name = syntax.text(lost.wait.child_by_field_name("function"))
        owner = analysis.function_phrase(lost.signaller)
        yield analysis.finding(
            unsignaled_cond_wait,
            lost.wait,
            f"`{name}()` can block forever: it checks no condition before waiting, and "
            f"{owner} signals without holding a lock, so a signal that comes first is lost",
            related=[(lost.signal, "a signal that can come before the wait")],
        )


def _method(call: Node) -> str:
    return syntax.text(call.child_by_field_name("function")).rpartition(".")[2]
