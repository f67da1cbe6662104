"""Reports a goroutine gives its launcher: what a received value proves about the path the
goroutine took.

A goroutine that sends on a channel nothing else sends on, at most once per run, tells its
launcher something when the launcher receives from that channel: once the receive is past,
the goroutine has taken a path through one of those sends. When the launcher's path also
knows the value it received, the goroutine's sent expression held that value at the send::

    go func() {
        conn, err := dial()
        errc <- err
        if err != nil {
            return          // leaves without sending on ids
        }
        ids <- conn.ID()
    }()
    if err := <-errc; err != nil {
        t.Fatal(err)
    }
    id := <-ids             // reached only with a nil err: the goroutine sent its id

A way out of the goroutine that skips its signal while the launcher waits further on must
then also pass a report, with a value agreeing with what the launcher received; a way out
that cannot is not one the wait can meet.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Kind
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.effects import EffectsAnalyzer, Event, Launch, Op
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.uses import Path, UseKind, path_of
from goleaklint.dataflow.values import REACH_LIMIT, PathValues, Value
from goleaklint.parse import Node


@dataclass(frozen=True)
class Report:
    """A channel the goroutine reports on, as the goroutine's own code sees it."""

    blocks: frozenset[int]  # the goroutine's blocks that send on it or close it
    sent: Mapping[int, tuple[Node, Value]]  # send block -> (sent expression, its value)


def reports_before(
    index: PackageIndex,
    effects: EffectsAnalyzer,
    launcher: Node,
    block: int,
    launch: Launch,
    others: Sequence[tuple[Channel, dict[int, list[Event]]]],
) -> tuple[Report, ...]:
    """The reports of ``launch`` that ``launcher`` has received on every path to ``block``.

    ``others`` are the launcher's channels with their events there. A channel is a report
    when the launcher only receives from it, once and outside loops, on every path before
    ``block``; ``launch`` is the only goroutine that sends on it or closes it; and the
    goroutine does so at most once per run, in its own code (no helper it hands the channel
    to).
    """
    function = launch.function
    if function is None:
        return ()
    cfg = index.cfg(launcher)
    found: list[Report] = []
    for channel, events in others:

        def spent(other: Launch, at: int, channel: Channel = channel) -> bool:
            return _spent(index, effects, cfg, at, other, channel, others)

        received = _received_before(cfg, block, launch, events, spent)
        if received is None:
            continue
        sends = _sends_on(index, effects, launch, channel)
        if sends is None:
            continue
        blocks, sent = sends
        value = _received_value(index, cfg, received, block)
        known = {at: (expr, value) for at, expr in sent.items()} if value is not None else {}
        found.append(Report(blocks, known))
    return tuple(found)


def knowing(values: PathValues, reports: Sequence[Report]) -> PathValues:
    """The goroutine's domain, knowing that each report sent what the launcher received."""
    return values.with_sent({at: pair for report in reports for at, pair in report.sent.items()})


def reached_after(values: PathValues, reports: Sequence[Report]) -> frozenset[int] | None:
    """The goroutine's blocks some path reaches once it has passed every one of
    ``reports``, sending what the launcher received; None when the walk outgrows
    ``REACH_LIMIT`` states. A send the goroutine makes before its report has been taken by
    the time the report is received."""
    values = knowing(values, reports)
    cfg = values.cfg
    full = (1 << len(reports)) - 1

    def passed(block: int, mask: int) -> int:
        for position, report in enumerate(reports):
            if block in report.blocks:
                mask |= 1 << position
        return mask

    entry = cfg.blocks[cfg.entry]
    first = (cfg.entry, values.through(entry, values.start()), passed(cfg.entry, 0))
    seen = {first}
    stack = [first]
    found: set[int] = set()
    while stack:
        if len(seen) > REACH_LIMIT:
            return None
        block, env, mask = stack.pop()
        if mask == full:
            found.add(block)
        for successor, kind in cfg.successors(block):
            target = cfg.blocks[successor]
            after = values.along(cfg.blocks[block], kind, target, env)
            if after is None:
                continue
            state = (successor, values.through(target, after), passed(successor, mask))
            if state not in seen:
                seen.add(state)
                stack.append(state)
    return frozenset(found)


def goroutine_paths(launch: Launch, paths: frozenset[Path], index: PackageIndex) -> frozenset[Path]:
    """The launcher's paths as the goroutine names them: captured (the same variables) or
    bound to the parameters its ``go`` statement passes them as."""
    function = launch.function
    if function is None:
        return frozenset()
    captured = paths if function.type == "func_literal" else frozenset()
    call = launch.node.named_children[0] if launch.node.named_children else None
    if call is None or call.type != "call_expression":
        return captured
    resolution = index.resolution(call)
    bound: set[Path] = set()
    for position, argument in enumerate(syntax.call_arguments(call)):
        if path_of(argument, resolution) in paths:
            param = index.param_var(function, position)
            if param is not None:
                bound.add((param, None))
    return captured | frozenset(bound)


def _received_before(
    cfg: CFG,
    wait_block: int,
    launch: Launch,
    events: dict[int, list[Event]],
    spent: Callable[[Launch, int], bool] = lambda other, at: False,
) -> tuple[int, Op] | None:
    """The launcher's one receive on the channel before the wait, when every path to the
    wait passes it first and ``launch``, started once (outside loops), is the one goroutine
    that feeds the channel, or the one not ``spent`` by the receive (every other feeder
    has sent all it ever sends there by then). What the launcher (or a callee) does with
    the channel only once the wait is past cannot have fed it before: a later
    ``s.Stop()`` that hands the channel on does not undo the report received."""
    receive: tuple[int, Op] | None = None
    feeders = 0
    others: list[Launch] = []
    earlier = cfg.before(wait_block) | {wait_block}
    for block, block_events in events.items():
        for event in block_events:
            if isinstance(event, Launch):
                if cfg.loops_containing(block):
                    return None  # one of many runs of a goroutine
                if event.node != launch.node:
                    others.append(event)  # another goroutine: spent by the receive?
                    continue
                feeders += 1
            elif block not in earlier:
                continue  # only once the wait is past: nothing it does comes before
            elif isinstance(event, Op) and event.kind == UseKind.RECV:
                if receive is not None:
                    return None
                receive = (block, event)
            else:
                return None  # a call that may feed it, or the channel leaves sight
    if receive is None or feeders != 1:
        return None
    block, _ = receive
    if cfg.loops_containing(block) or not cfg.always_through(wait_block, frozenset({block})):
        return None
    if any(not spent(other, block) for other in others):
        return None
    return receive


def _spent(
    index: PackageIndex,
    effects: EffectsAnalyzer,
    cfg: CFG,
    at: int,
    other: Launch,
    channel: Channel,
    channels: Sequence[tuple[Channel, dict[int, list[Event]]]],
) -> bool:
    """``other``, another goroutine feeding ``channel``, sends nothing more on it once the
    launcher is at block ``at``: the launcher has received, on every path there, a report
    ``other`` alone gives on another channel, and no path of ``other``'s own code goes
    from that report to a send on ``channel`` (``if err != nil { errs <- err; return }``
    then ``addr <- a``: received ``addr``, the goroutine is past its ``errs`` send). The
    channel must be unbuffered: a buffer may still hold a value sent before the report."""
    function = other.function
    if function is None or channel.capacity.value != 0:
        return False  # a buffer may still hold what it sent before its report
    mine = _sends_on(index, effects, other, channel)
    if mine is None:
        return False
    own_cfg = index.cfg(function)
    for report_channel, events in channels:
        if report_channel is channel or _received_before(cfg, at, other, events) is None:
            continue
        reported = _sends_on(index, effects, other, report_channel)
        if reported is None:
            continue
        blocks, _ = reported
        if not any((own_cfg.after(block) | {block}) & mine[0] for block in blocks):
            return True
    return False


def _sends_on(
    index: PackageIndex, effects: EffectsAnalyzer, launch: Launch, channel: Channel
) -> tuple[frozenset[int], dict[int, Node]] | None:
    """:func:`_goroutine_sends` of ``launch`` on the launcher's ``channel``."""
    if launch.function is None:
        return None
    targets = goroutine_paths(launch, channel.paths, index)
    return _goroutine_sends(index, effects, launch.function, targets)


def _goroutine_sends(
    index: PackageIndex, effects: EffectsAnalyzer, function: Node, targets: frozenset[Path]
) -> tuple[frozenset[int], dict[int, Node]] | None:
    """The goroutine's blocks that send on the channel or close it, and the expression each
    send sends, when it makes them itself, outside loops and deferred calls, and no path
    makes two."""
    if not targets:
        return None
    cfg = index.cfg(function)
    blocks: set[int] = set()
    sent: dict[int, Node] = {}
    for block, block_events in effects.block_events(function, targets).items():
        for event in block_events:
            if not isinstance(event, Op) or event.kind not in (UseKind.SEND, UseKind.CLOSE):
                return None
            if cfg.blocks[block].kind == Kind.DEFER or cfg.loops_containing(block):
                return None
            blocks.add(block)
            sending = event.kind == UseKind.SEND
            statement = syntax.sending_statement(event.use.node) if sending else None
            expr = statement.child_by_field_name("value") if statement is not None else None
            if expr is not None:
                sent[block] = expr
    if not blocks or any(cfg.after(block) & blocks for block in blocks):
        return None
    return frozenset(blocks), sent


def _received_value(index: PackageIndex, cfg: CFG, received: tuple[int, Op], wait: int) -> Value:
    """What the variable the receive declares holds on every path to the wait, when the
    receive is its only binding."""
    _, op = received
    if op.value is None or op.value.type != "identifier":
        return None
    resolution = index.resolution(op.value)
    var = resolution.var_of(op.value)
    if var is None:
        return None
    bindings = [
        use
        for use in index.uses(var.owner)
        if use.path == (var, None) and use.kind == UseKind.ASSIGNED
    ]
    if len(bindings) > 1:
        return None
    return index.value_arriving(cfg.function, op.value, wait)
