"""GL106 blocked-while-locked. Documentation: rules/GL106.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.lockwaits import locked_waits
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node
from goleaklint.rule import Confidence, Finding, Severity, rule

MAX_SHOWN = 3


@rule("GL106", "blocked-while-locked", severity=Severity.ERROR, needs=(b"Mutex",))
def blocked_while_locked(analysis: PackageAnalysis) -> Iterator[Finding]:
    """At the wait made with the lock held, and at the first counterpart's Lock: the two
    goroutines that block each other."""
    reported: set[Node] = set()
    waits = locked_waits(analysis.lockgraph, analysis.fields, analysis.reach, analysis.channels)
    for wait in waits:
        if wait.node in reported or not analysis.reach.live(wait.function):
            continue
        reported.add(wait.node)
        lock = wait.held.lock
        owner = analysis.function_phrase(wait.function)
        verb = "sends on" if wait.kind == UseKind.SEND else "receives from"
        partners = "receive from it" if wait.kind == UseKind.SEND else "send on it or close it"
        related: list[tuple[Node, str]] = [(wait.held.node, f"`{lock}` is taken here")]
        for counterpart in wait.counterparts[:MAX_SHOWN]:
            related.append((counterpart.node, "a goroutine that could complete the wait"))
            related.append((counterpart.lock_site, f"which first takes `{lock}` here"))
        yield analysis.finding(
            blocked_while_locked,
            wait.node,
            f"{owner} {verb} `{wait.channel}` while holding `{lock}`, and every goroutine "
            f"that could {partners} takes `{lock}` first: they wait for each other forever",
            related=related,
            confidence=Confidence.MEDIUM,
        )
        first = wait.counterparts[0]
        if first.lock_site in reported:
            continue
        reported.add(first.lock_site)
        yield analysis.finding(
            blocked_while_locked,
            first.lock_site,
            f"this `{syntax.text(first.lock_site.child_by_field_name('function'))}` can wait "
            f"forever: {owner} holds `{lock}` while it waits for this goroutine on "
            f"`{wait.channel}`",
            related=[
                (wait.held.node, f"`{lock}` is taken here"),
                (wait.node, "and held while waiting here"),
            ],
            confidence=Confidence.MEDIUM,
        )
