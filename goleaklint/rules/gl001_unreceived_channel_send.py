"""GL001 unreceived-channel-send. Documentation: rules/GL001.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.abandon import unreceived_sends
from goleaklint.rule import Finding, FixAvailability, rule
from goleaklint.rules.common import can_leave, findings
from goleaklint.rules.fixes import buffer_fix


@rule("GL001", "unreceived-channel-send", fix=FixAvailability.SOMETIMES, needs=(b"chan",))
def unreceived_channel_send(analysis: PackageAnalysis) -> Iterator[Finding]:
    for channel in analysis.all_channels():
        if analysis.is_program_main(channel.function):
            continue
        siblings = [
            (other, analysis.events(other))
            for other in analysis.channels(channel.function)
            if other is not channel
        ]
        stranding = unreceived_sends(analysis.index, channel, analysis.events(channel), siblings)
        if stranding is None:
            continue
        owner = analysis.function_phrase(channel.function)
        values = "the value" if stranding.owed == 1 else "every value"
        capacity = channel.capacity.value or 0
        room = (
            "the channel is unbuffered"
            if capacity == 0
            else f"its buffer of {capacity} cannot hold the rest"
        )
        message = (
            f"goroutine can block forever sending on `{channel.name}`: {owner} "
            f"{can_leave(stranding)} without receiving {values}, and {room}"
        )
        fix = buffer_fix(analysis, stranding, analysis.events(channel))
        yield from findings(
            analysis, unreceived_channel_send, stranding, message, "without receiving", fix
        )
