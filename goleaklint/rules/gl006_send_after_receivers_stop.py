"""GL006 send-after-receivers-stop. Documentation: rules/GL006.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.abandonedsends import ABANDONED_WHY, receivers_stop, runs_on_callers
from goleaklint.rule import Confidence, Finding, rule
from goleaklint.rules.common import field_findings

# What the finding rests on: no goroutine of the package runs the send, so whoever calls
# the function blocks, and only if it calls after the receivers stopped.
CALLERS_ORDER = (
    "; no goroutine of the package runs it, so a caller blocks here only if it calls after "
    "the receivers stopped (a call after `Close`, say)"
)


@rule("GL006", "send-after-receivers-stop", needs=(b"chan",))
def send_after_receivers_stop(analysis: PackageAnalysis) -> Iterator[Finding]:
    """The sends of :meth:`PackageAnalysis.abandoned_sends` that run on the callers'
    goroutines: an API hazard more than a leak the package shows, so off by default."""
    yield from field_findings(
        analysis,
        send_after_receivers_stop,
        [op for op in analysis.abandoned_sends() if runs_on_callers(analysis.reach, op)],
        ABANDONED_WHY + CALLERS_ORDER,
        at_most=Confidence.MEDIUM,
        also=lambda operation: receivers_stop(analysis.index, analysis.fields, operation),
    )
