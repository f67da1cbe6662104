"""GL002 unsent-channel-receive. Documentation: rules/GL002.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.alone import Stuck
from goleaklint.dataflow.cancelfields import DEAD, LATER
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.effects import Op
from goleaklint.dataflow.uses import Path, UseKind
from goleaklint.dataflow.waits import stuck_waits
from goleaklint.parse import Node
from goleaklint.rule import Confidence, Finding, FixAvailability, rule
from goleaklint.rules.common import can_leave, field_findings, findings, stuck_finding
from goleaklint.rules.fixes import close_fix
from goleaklint.rules.lifecycle_fix import release_fix
from goleaklint.rules.stop_fix import stranding_fix


@rule("GL002", "unsent-channel-receive", fix=FixAvailability.SOMETIMES, needs=(b"chan", b"Done()"))
def unsent_channel_receive(analysis: PackageAnalysis) -> Iterator[Finding]:
    for channel in analysis.all_channels():
        stuck = analysis.stuck_alone(channel)
        if stuck is not None:
            if not stuck.operation.send:
                yield _stuck_receive(analysis, stuck)
            continue  # stuck there: what the channel's later code does never runs
        stranding = analysis.unfed(channel)
        if stranding is None:
            continue
        owner = analysis.function_phrase(channel.function)
        message = (
            f"goroutine can block forever receiving from `{channel.name}`: {owner} "
            f"{can_leave(stranding)} without sending to it or closing it"
        )
        fix = close_fix(analysis, channel, analysis.events(channel))
        fix = fix or stranding_fix(analysis, stranding)
        yield from findings(
            analysis, unsent_channel_receive, stranding, message, "without sending or closing", fix
        )
    for channel in analysis.all_channels():
        if analysis.stuck_alone(channel) is None:
            yield from _own_waits(analysis, channel)
    yield from _unended_context_waits(analysis)
    yield from field_findings(
        analysis,
        unsent_channel_receive,
        analysis.fields.unfed_receives(),
        "nothing in the package ever sends on {field} or closes it",
    )


def _stuck_receive(analysis: PackageAnalysis, stuck: Stuck) -> Finding:
    owner = analysis.function_phrase(stuck.channel.function)
    message = (
        f"{owner} blocks forever receiving from `{stuck.channel.name}`: nothing is left in "
        "it to receive, and no other goroutine can hold the channel yet to send; start the "
        "sender first"
    )
    return stuck_finding(analysis, unsent_channel_receive, stuck, message)


def _own_waits(analysis: PackageAnalysis, channel: Channel) -> Iterator[Finding]:
    """The making function's own receives that nothing will answer."""
    owner = analysis.function_phrase(channel.function)
    made = (channel.make, f"`{channel.name}` made here")
    siblings = [other for other in analysis.channels(channel.function) if other is not channel]
    others = [
        (other.paths, _feeding_blocks(analysis, other)) for other in siblings
    ] + _cancelled_contexts(analysis, channel.function)
    found = stuck_waits(
        analysis.index,
        analysis.effects,
        channel,
        analysis.events(channel),
        others,
        analysis.closables,
        [(other, analysis.events(other)) for other in siblings],
    )
    if found and not analysis.reach.live(channel.function):
        return  # code nothing can run
    parks = analysis.ends_process_on_return(channel.function)
    for wait in found:
        if wait.feeder is None and parks:
            continue  # ``<-make(chan struct{})`` in main: the program runs until it is killed
        if wait.feeder is None and _parked(analysis, channel, wait.receive):
            continue
        if wait.feeder is None:
            message = (
                f"{owner} can block forever receiving from `{channel.name}`: nothing sends on "
                "it or closes it"
            )
            related = [made]
        else:
            message = (
                f"{owner} can block forever receiving from `{channel.name}`: the goroutine "
                "that sends on it or closes it can finish without doing so"
            )
            related = [(wait.feeder.node, "the goroutine that signals it starts here"), made]
            if wait.skipped_at is not None:
                leaves = f"the goroutine leaves here without signalling `{channel.name}`"
                related.append((wait.skipped_at, leaves))
        yield analysis.finding(unsent_channel_receive, wait.receive, message, related=related)


def _parked(analysis: PackageAnalysis, channel: Channel, receive: Node) -> bool:
    """A wait on a channel that nothing else can ever reach, its one use (``<-make(chan
    struct{})`` in two lines), in code that runs once per process (a goroutine ``init``
    starts): parked on purpose, for the life of the process."""
    uses = [u.kind for u in analysis.index.uses_within(channel.function) if u.path in channel.paths]
    only_wait = uses == [UseKind.RECV]
    return only_wait and analysis.made_once_per_process(receive)


def _cancelled_contexts(
    analysis: PackageAnalysis, function: Node
) -> list[tuple[frozenset[Path], frozenset[int]]]:
    """The contexts only the function's own ``cancel()`` calls end
    (:meth:`Contexts.cancelled_by_calls`), with the blocks making those calls: waits in
    its goroutines on their ``Done`` end where those calls run."""
    cfg = analysis.index.cfg(function)
    found: list[tuple[frozenset[Path], frozenset[int]]] = []
    for var, calls in analysis.contexts.cancelled_by_calls(function):
        blocks = [cfg.block_for(call) for call in calls]
        if all(block is not None for block in blocks):
            ids = frozenset(block.id for block in blocks if block is not None)
            found.append((frozenset({(var, None)}), ids))
    return found


def _feeding_blocks(analysis: PackageAnalysis, channel: Channel) -> frozenset[int]:
    """Blocks where the making function itself sends on or closes the channel."""
    return frozenset(
        block
        for block, events in analysis.events(channel).items()
        for event in events
        if isinstance(event, Op) and event.kind in (UseKind.SEND, UseKind.CLOSE)
    )


def _unended_context_waits(analysis: PackageAnalysis) -> Iterator[Finding]:
    """Waits on a context whose cancel is kept in a field nothing calls in time."""
    for wait in analysis.cancel_fields.unended_waits():
        context = syntax.text(wait.receive.child_by_field_name("operand"))
        kinds = set(wait.calls.values())
        if not kinds:
            called = "which nothing ever calls"
        elif kinds == {LATER}:
            called = "which only this goroutine calls, after this receive"
        elif kinds == {DEAD}:
            called = "which is called only in code nothing in the package runs"
        else:
            called = "which is called only after this receive or in code nothing runs"
        related = [
            (wait.go, "goroutine started here"),
            (wait.site.call, f"the context is made here, its cancel kept in `{wait.holder}`"),
        ]
        notes = {DEAD: "called here, in code nothing runs", LATER: "called here, after the wait"}
        related += [(call, notes[kind]) for call, kind in list(wait.calls.items())[:3]]
        fix = release_fix(analysis, wait)
        yield analysis.finding(
            unsent_channel_receive,
            wait.receive,
            f"goroutine can block forever receiving from `{context}`: its cancel is kept in "
            f"`{wait.holder}`, {called}, and its parent is never cancelled",
            related=related,
            launch=wait.go,
            confidence=Confidence.MEDIUM if wait.by_names else Confidence.HIGH,
            fixes=(fix,) if fix is not None else (),
        )
