"""GL401 busy-wait-loop. Documentation: rules/GL401.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.spins import Spins
from goleaklint.parse import Node
from goleaklint.rule import Confidence, Finding, rule


@rule("GL401", "busy-wait-loop", needs=(b"sync/atomic", b"default:"))
def busy_wait_loop(analysis: PackageAnalysis) -> Iterator[Finding]:
    for spin in Spins(analysis.index, analysis.objects).loops():
        related: list[tuple[Node, str]] = []
        if spin.select is not None:
            related.append((spin.select, "this `select` falls through its empty `default`"))
            waits = "when no case of its `select` is ready it goes straight round again"
        else:
            waits = f"it re-checks `{_short(spin.polls[0])}` over and over"
        row = spin.loop.start_point.row
        related += [(p, "polled here") for p in spin.polls[:3] if p.start_point.row != row]
        yield analysis.finding(
            busy_wait_loop,
            spin.loop,
            f"busy-wait loop: {waits}, and nothing on the way round blocks, sleeps or yields, "
            "so it burns a whole core while it waits; block on a channel, a `sync.Cond` or a "
            "`time.Ticker` instead",
            related=related,
            confidence=Confidence.MEDIUM,
        )


def _short(node: Node) -> str:
    text = syntax.squeezed(node)
    return text if len(text) <= 60 else text[:57] + "..."
