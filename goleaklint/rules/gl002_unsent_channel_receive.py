"""GL002 unsent-channel-receive. Documentation: rules/GL002.md."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.abandon import unsent_receives
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.effects import Launch, Site
from goleaklint.rule import Finding, FixAvailability, rule
from goleaklint.rules.common import can_leave, findings
from goleaklint.rules.fixes import close_fix


@rule("GL002", "unsent-channel-receive", fix=FixAvailability.SOMETIMES, needs=(b"chan",))
def unsent_channel_receive(analysis: PackageAnalysis) -> Iterator[Finding]:
    for channel in analysis.all_channels():
        if analysis.is_program_main(channel.function):
            continue

        stranding = unsent_receives(
            analysis.index,
            channel,
            analysis.events(channel),
            partial(_waits_only_on, analysis, channel),
        )
        if stranding is None:
            continue
        owner = analysis.function_phrase(channel.function)
        message = (
            f"goroutine can block forever receiving from `{channel.name}`: {owner} "
            f"{can_leave(stranding)} without sending to it or closing it"
        )
        fix = close_fix(analysis, channel, analysis.events(channel))
        yield from findings(
            analysis, unsent_channel_receive, stranding, message, "without sending or closing", fix
        )


def _waits_only_on(analysis: PackageAnalysis, channel: Channel, site: Site, launch: Launch) -> bool:
    return analysis.waits_only_on(site, launch, channel)
