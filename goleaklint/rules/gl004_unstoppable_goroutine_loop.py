"""GL004 unstoppable-goroutine-loop. Documentation: rules/GL004.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.channels import Channel, caller_path
from goleaklint.dataflow.loops import EndlessLoop, endless_loops
from goleaklint.dataflow.uses import path_of
from goleaklint.parse import Node
from goleaklint.rule import Finding, FixAvailability, rule
from goleaklint.rules.stop_fix import Wait, element_type, stop_channel_fix


@rule("GL004", "unstoppable-goroutine-loop", fix=FixAvailability.SOMETIMES, needs=(b"chan",))
def unstoppable_goroutine_loop(analysis: PackageAnalysis) -> Iterator[Finding]:
    reported: set[Node] = set()
    for go in analysis.go_statements():
        launcher = analysis.index.enclosing_function(go)
        call = go.named_children[0] if go.named_children else None
        if launcher is None or call is None or call.type != "call_expression":
            continue
        if analysis.ends_process_on_return(launcher):
            continue
        callee = analysis.index.callee(call)
        if callee is None:
            continue
        body = callee[0]
        for loop in endless_loops(analysis.index.cfg(body)):
            if loop.site in reported or loop.site.type == "send_statement":
                continue  # a loop that blocks sending first is an unreceived send (GL001)
            held = _dying_channels(analysis, launcher, call, body, loop)
            if held is None:
                continue
            channels = list(dict.fromkeys(held.values()))
            reported.add(loop.site)
            names = ", ".join(f"`{c.name}`" for c in channels)
            owner = analysis.function_phrase(launcher)
            related = [(go, "goroutine started here")]
            related += [(c.make, f"`{c.name}` made here, never closed") for c in channels]
            fix = stop_channel_fix(
                analysis,
                [go],
                [Wait(wait, element_type(channel)) for wait, channel in held.items()],
                "Stop the loop with a `{name}` channel closed when {owner} returns",
            )
            yield analysis.finding(
                unstoppable_goroutine_loop,
                loop.site,
                f"goroutine loops forever waiting on {names}: nothing ends the loop, and the "
                f"channels belong to {owner}, which never closes them",
                related=related,
                fixes=(fix,) if fix is not None else (),
                launch=go,
            )


def _dying_channels(
    analysis: PackageAnalysis, launcher: Node, call: Node, body: Node, loop: EndlessLoop
) -> dict[Node, Channel] | None:
    """The launcher's own channel each wait of the loop is on, when it waits on nothing
    else."""
    resolution = analysis.index.resolution(body)
    channels: dict[Node, Channel] = {}
    for wait in loop.waits:
        path = path_of(wait, resolution)
        mine = caller_path(analysis.index, call, body, path) if path is not None else None
        channel = analysis.channel_holding(launcher, mine) if mine is not None else None
        if channel is None or not analysis.never_closed(channel):
            return None
        channels[wait] = channel
    return channels
