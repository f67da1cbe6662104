"""GL001 unreceived-channel-send. Documentation: rules/GL001.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.abandon import unreceived_sends
from goleaklint.rule import Finding, rule
from goleaklint.rules.common import capacity_text, findings


@rule("GL001", "unreceived-channel-send")
def unreceived_channel_send(analysis: PackageAnalysis) -> Iterator[Finding]:
    for channel in analysis.all_channels():
        if analysis.is_program_main(channel.function):
            continue
        stranding = unreceived_sends(analysis.index, channel, analysis.events(channel))
        if stranding is None:
            continue
        owner = analysis.function_name(channel.function)
        message = (
            f"goroutine can block forever sending on `{channel.name}`: `{owner}` can return "
            f"before receiving every value, and the channel ({capacity_text(stranding)}) "
            "cannot hold the rest"
        )
        yield from findings(
            analysis, unreceived_channel_send, stranding, message, "without receiving"
        )
