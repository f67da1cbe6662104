"""GL003 unclosed-channel-range. Documentation: rules/GL003.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.abandon import unclosed_ranges
from goleaklint.rule import Finding, FixAvailability, rule
from goleaklint.rules.common import can_leave, findings
from goleaklint.rules.fixes import close_before_return_fix, close_fix


@rule("GL003", "unclosed-channel-range", fix=FixAvailability.SOMETIMES, needs=(b"chan",))
def unclosed_channel_range(analysis: PackageAnalysis) -> Iterator[Finding]:
    for channel in analysis.all_channels():
        if analysis.ends_process_on_return(channel.function):
            continue
        stranding = unclosed_ranges(
            analysis.index,
            channel,
            analysis.events(channel),
            analysis.ending_ways_out(channel.function),
        )
        if stranding is None:
            continue
        owner = analysis.function_phrase(channel.function)
        message = (
            f"goroutine ranges forever over `{channel.name}`: {owner} {can_leave(stranding)} "
            "without closing it, so the loop never ends"
        )
        events = analysis.events(channel)
        fix = close_fix(analysis, channel, events) or close_before_return_fix(
            analysis, stranding, events
        )
        yield from findings(
            analysis, unclosed_channel_range, stranding, message, "without closing", fix
        )
