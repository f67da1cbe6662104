"""GL004 unstoppable-goroutine-loop. Documentation: rules/GL004.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.channels import Channel, caller_path
from goleaklint.dataflow.loops import EndlessLoop, endless_loops
from goleaklint.dataflow.uses import path_of
from goleaklint.parse import Node
from goleaklint.rule import Finding, FixAvailability, rule
from goleaklint.rules.fixes import done_channel_fix


@rule("GL004", "unstoppable-goroutine-loop", fix=FixAvailability.SOMETIMES, needs=(b"chan",))
def unstoppable_goroutine_loop(analysis: PackageAnalysis) -> Iterator[Finding]:
    reported: set[Node] = set()
    for go in analysis.go_statements():
        launcher = syntax.enclosing_function(go)
        call = go.named_children[0] if go.named_children else None
        if launcher is None or call is None or call.type != "call_expression":
            continue
        if analysis.is_program_main(launcher):
            continue
        callee = analysis.index.callee(call)
        if callee is None:
            continue
        body = callee[0]
        for loop in endless_loops(analysis.index.cfg(body)):
            if loop.site in reported or loop.site.type == "send_statement":
                continue  # a loop that blocks sending first is an unreceived send (GL001)
            channels = _dying_channels(analysis, launcher, call, body, loop)
            if channels is None:
                continue
            reported.add(loop.site)
            names = ", ".join(f"`{c.name}`" for c in channels)
            owner = analysis.function_phrase(launcher)
            related = [(go, "goroutine started here")]
            related += [(c.make, f"`{c.name}` made here, never closed") for c in channels]
            select = _select_of(loop.site)
            fix = (
                done_channel_fix(analysis, go, select)
                if body == call.child_by_field_name("function") and select is not None
                else None
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


def _select_of(site: Node) -> Node | None:
    """The select statement a loop blocks in (a one-case select reports its case)."""
    if site.type == "select_statement":
        return site
    case = site.parent
    if case is not None and case.type == "communication_case":
        return case.parent
    return None


def _dying_channels(
    analysis: PackageAnalysis, launcher: Node, call: Node, body: Node, loop: EndlessLoop
) -> list[Channel] | None:
    """The launcher's own channels the loop waits on, when it waits on nothing else."""
    resolution = analysis.index.resolution(body)
    channels: list[Channel] = []
    for wait in loop.waits:
        path = path_of(wait, resolution)
        mine = caller_path(analysis.index, call, body, path) if path is not None else None
        channel = analysis.channel_holding(launcher, mine) if mine is not None else None
        if channel is None or not analysis.never_closed(channel):
            return None
        if channel not in channels:
            channels.append(channel)
    return channels
