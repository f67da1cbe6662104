"""GL105 double-lock. Documentation: rules/GL105.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.parse import Node
from goleaklint.rule import Finding, Severity, rule


@rule("GL105", "double-lock", severity=Severity.ERROR, needs=(b"Mutex",))
def double_lock(analysis: PackageAnalysis) -> Iterator[Finding]:
    """At the Lock where the goroutine blocks: the second Lock itself, or the Lock inside
    the called function that takes the mutex again (the call is a related location)."""
    locks = analysis.locks
    reported: set[Node] = set()
    for function in locks.functions():
        report = locks.report(function)
        if report.relocked and not analysis.reach.live(function):
            continue  # code nothing can run
        owner = analysis.function_phrase(function)
        for node, key in sorted(report.relocked.items(), key=lambda item: item[0].start_byte):
            var, fields = key
            name = f"{var.name}.{fields}" if fields else var.name
            blocks = report.blocks_at.get(node, node)
            if blocks in reported:
                continue
            reported.add(blocks)
            related: list[tuple[Node, str]] = []
            first = report.first_taken.get(node)
            if first is not None:
                related.append((first, f"`{name}` is taken here"))
            if blocks == node:
                message = (
                    f"{owner} already holds `{name}` here and locks it again: the goroutine "
                    "blocks forever on its own lock"
                )
            else:
                callee = syntax.text(node.child_by_field_name("function"))
                related.append((node, f"called here while {owner} holds `{name}`"))
                message = (
                    f"`{name}` is already held when {owner} calls `{callee}`, which locks it "
                    "again here: the goroutine blocks forever on its own lock"
                )
            yield analysis.finding(double_lock, blocks, message, related=related)
    yield from _relocked_by_handed_functions(analysis, reported)


def _relocked_by_handed_functions(
    analysis: PackageAnalysis, reported: set[Node]
) -> Iterator[Finding]:
    """A function handed over (``s.withLock(func() { s.get() })``) locks the mutex that
    the function running it holds around the call: at the second Lock."""
    for lock in analysis.lockgraph.relocks():
        site, via = lock.again.site, lock.via
        if site in reported or via is None or not analysis.reach.live(lock.function):
            continue
        reported.add(site)
        name = lock.first.instance
        owner = analysis.function_phrase(lock.function)
        call = syntax.text(via.child_by_field_name("function"))
        yield analysis.finding(
            double_lock,
            site,
            f"`{name}` is already held when {owner} calls `{call}`, the function it was "
            "handed, which locks it again here: the goroutine blocks forever on its own lock",
            related=[
                (lock.first.node, f"`{name}` is taken here"),
                (via, f"called here while {owner} holds `{name}`"),
            ],
        )
