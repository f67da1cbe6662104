"""GL001 unreceived-channel-send. Documentation: rules/GL001.md."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.abandon import Stranding, Waiter
from goleaklint.dataflow.abandonedsends import ABANDONED_WHY, receivers_stop, runs_on_callers
from goleaklint.dataflow.alone import Stuck
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.effects import MANY
from goleaklint.dataflow.generators import abandoning, consumers, generators
from goleaklint.dataflow.loops import constant_trips
from goleaklint.dataflow.parents import loop_around
from goleaklint.dataflow.testcounts import count_the_test_fixes, sends_endlessly
from goleaklint.parse import Node
from goleaklint.rule import Confidence, Finding, FixAvailability, rule
from goleaklint.rules.common import can_leave, field_findings, findings, stuck_finding
from goleaklint.rules.fixes import buffer_fix, capacity_fix
from goleaklint.rules.generator_fix import generator_fix
from goleaklint.rules.stop_fix import stranding_fix


@rule("GL001", "unreceived-channel-send", fix=FixAvailability.SOMETIMES, needs=(b"chan",))
def unreceived_channel_send(analysis: PackageAnalysis) -> Iterator[Finding]:
    for channel in analysis.all_channels():
        stuck = analysis.stuck_alone(channel)
        if stuck is not None:
            if stuck.operation.send:
                yield _stuck_send(analysis, stuck)
            continue  # stuck there: what the channel's later code does never runs
        for stranding in analysis.unreceived(channel):
            yield from _stranding_findings(analysis, stranding)
    yield from _abandoned_generators(analysis)
    yield from field_findings(
        analysis,
        unreceived_channel_send,
        analysis.fields.undrained_sends(),
        "nothing in the package ever receives from {field}, and it is unbuffered",
    )
    yield from field_findings(
        analysis,
        unreceived_channel_send,
        [op for op in analysis.abandoned_sends() if not runs_on_callers(analysis.reach, op)],
        ABANDONED_WHY,
        at_most=Confidence.MEDIUM,
        also=lambda operation: receivers_stop(analysis.index, analysis.fields, operation),
    )


def _stranding_findings(analysis: PackageAnalysis, stranding: Stranding) -> Iterator[Finding]:
    """The findings of one way out that leaves the channel's senders stuck."""
    index = analysis.index
    if count_the_test_fixes(index, analysis.reach, stranding):
        # (:mod:`goleaklint.dataflow.testcounts`)
        stranding = replace(
            stranding, waiters=tuple(w for w in stranding.waiters if sends_endlessly(index, w))
        )
    channel = stranding.channel
    owner = analysis.function_phrase(channel.function)
    values = "the value" if stranding.owed == 1 else "every value"
    message = (
        f"goroutine can block forever sending on `{channel.name}`: {owner} "
        f"{can_leave(stranding)} without receiving {values}, and {_room(channel)}"
    )
    fix = buffer_fix(analysis, stranding, analysis.events(channel))
    fix = fix or stranding_fix(analysis, stranding)
    yield from findings(
        analysis,
        unreceived_channel_send,
        stranding,
        message,
        "without receiving",
        fix,
        unsure=UNKNOWN_COUNT if stranding.owed >= MANY else None,
        unsure_where=lambda waiter: _uncounted_loop(analysis, waiter),
    )


def _stuck_send(analysis: PackageAnalysis, stuck: Stuck) -> Finding:
    channel = stuck.channel
    count = len(stuck.buffered)
    sends = "send" if count == 1 else "sends"
    owner = analysis.function_phrase(channel.function)
    message = (
        f"{owner} blocks forever sending on `{channel.name}`: its buffer of "
        f"{channel.capacity.value} is full after {count} earlier {sends}, and no other "
        "goroutine can hold the channel yet to receive it; start the receiver first or "
        "make the buffer larger"
    )
    if not count:
        message = (
            f"{owner} blocks forever sending on `{channel.name}`: the channel is unbuffered "
            "and no other goroutine can hold it yet to receive; start the receiver first"
        )
    related = [(send, "this send fills the buffer") for send in stuck.buffered]
    fix = None
    if stuck.needed is not None:
        fix = capacity_fix(analysis, channel, str(stuck.needed), [stuck.operation.node])
    fixes = (fix,) if fix is not None else ()
    return stuck_finding(analysis, unreceived_channel_send, stuck, message, related, fixes)


def _uncounted_loop(analysis: PackageAnalysis, waiter: Waiter) -> tuple[Node, str] | None:
    """The loop whose rounds leave the count open: the one around the ``go`` statement
    when its rounds are not fixed, else the one around the goroutine's first send."""
    index = analysis.index
    around_go = loop_around(waiter.go, analysis.index.parent)
    if around_go is not None and constant_trips(around_go, index) is None:
        return around_go, "starts goroutines in this loop, whose rounds are not counted"
    first = min(waiter.sites, key=lambda site: site.node.start_byte, default=None)
    around_send = loop_around(first.node, analysis.index.parent) if first is not None else None
    if around_send is not None:
        return around_send, "sends in this loop, whose rounds are not counted"
    return None


# A count the code does not fix (sends in a loop, or goroutines started in one, that the
# paths cannot count) says only that more values *may* be sent than are received: whether
# they are depends on the data or on the peer, so such a finding is of medium confidence.
UNKNOWN_COUNT = (
    "how many values are sent is not fixed in the code (a loop sends them, or starts the "
    "goroutines that do): this holds when more are sent than received"
)


def _room(channel: Channel) -> str:
    """Why the channel cannot take the values left over."""
    capacity = channel.capacity.value or 0
    if capacity == 0:
        return "the channel is unbuffered"
    return f"its buffer of {capacity} cannot hold the rest"


def _abandoned_generators(analysis: PackageAnalysis) -> Iterator[Finding]:
    """Goroutines of generators (functions returning the channel they send on) that a
    caller stops receiving from early."""
    index, effects = analysis.index, analysis.effects
    for generator in generators(index, effects):
        calls = consumers(index, analysis.reach, generator)
        left = [
            leaving
            for consumer in calls.consumers
            if not analysis.ends_process_on_return(consumer.caller)
            and (leaving := abandoning(index, effects, generator, consumer)) is not None
        ]
        if not left:
            continue
        channel = generator.channel
        callers = [analysis.function_phrase(a.consumer.caller) for a in left]
        unique = list(dict.fromkeys(callers))
        who = unique[0] if len(unique) == 1 else f"{', '.join(unique[:-1])} and {unique[-1]}"
        message = (
            f"goroutine can block forever sending on `{channel.name}`: "
            f"{analysis.function_phrase(generator.function)} returns the channel, {who} can "
            f"stop receiving from it before every value is sent, and {_room(channel)}"
        )
        sites = sorted(generator.launch.effects.blocking_sends, key=lambda s: s.node.start_byte)
        related = [
            (generator.launch.node, "goroutine started here"),
            (channel.make, f"`{channel.name}` made here and returned"),
        ]
        stops = zip(left, callers, strict=True)
        related += [(a.leaves, f"{caller} stops receiving here") for a, caller in stops]
        related += [(s.node, "it can also block here") for s in sites[1:]]
        fix = generator_fix(analysis, generator, calls)
        yield analysis.finding(
            unreceived_channel_send,
            sites[0].node,
            message,
            related=related,
            fixes=(fix,) if fix is not None else (),
            launch=generator.launch.node,
        )
