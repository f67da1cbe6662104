"""The launching function's own waits: a receive the function itself makes on a channel it
made, when nothing can ever feed the channel, or when the only goroutine that feeds it can
finish without doing so.

The goroutines a function starts are judged elsewhere (they wait for the function); here the
function waits for them. A ``done`` channel that a goroutine closes only when its loop runs
to completion, and that it leaves through an early ``return``, strands the function at its
``<-done`` as surely as a missing ``wg.Done()`` strands a ``Wait``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Block, Edge, Kind
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.closables import Closables, Results
from goleaklint.dataflow.effects import Call, Effects, EffectsAnalyzer, Escape, Event, Launch, Op
from goleaklint.dataflow.lenguards import served_from_buffer
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.paths import Abandonment, find_abandonment
from goleaklint.dataflow.reports import Report, goroutine_paths, knowing, reports_before
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.uses import Path, UseKind, method_calls_on, path_of
from goleaklint.dataflow.values import NONNIL, Value
from goleaklint.parse import Node


@dataclass(frozen=True)
class StuckWait:
    """A receive of the making function that no one will answer."""

    channel: Channel
    receive: Node  # the receive (or its statement, or a one-channel select)
    feeder: Launch | None  # the goroutine that can skip its signal (None: nothing feeds it)
    skipped_at: Node | None  # where that goroutine leaves without signalling


def stuck_waits(
    index: PackageIndex,
    effects: EffectsAnalyzer,
    channel: Channel,
    events: dict[int, list[Event]],
    others: Sequence[tuple[frozenset[Path], frozenset[int]]] = (),
    closables: Closables | None = None,
    reporting: Sequence[tuple[Channel, dict[int, list[Event]]]] = (),
) -> list[StuckWait]:
    """The function's own blocking receives on ``channel`` that can wait forever.

    ``others`` are the function's other channels: their paths, and the blocks where the
    function sends on or closes them. A goroutine that also waits for one the function
    signals only after the wait (later in its code, or in a ``defer``) may skip its signal
    only once the function has stopped waiting. Of the objects only the function closes
    (``closables``), those it closes only after the wait are open while it waits: the
    goroutine's calls of their methods return what they return until closed
    (:meth:`Closables.open_during`). Of the function's channels ``reporting`` (with their
    events), those the goroutine reports on and the function receives from before the wait
    narrow the goroutine's ways out to those that report, as received
    (:func:`reports.reports_before`).
    """
    cfg = index.cfg(channel.function)
    reachable = cfg.reachable()
    receives: list[Node] = []
    feeders: list[tuple[int, Launch]] = []
    rivals = False  # another goroutine receives from the channel too
    for block, block_events in events.items():
        for event in block_events:
            if isinstance(event, Escape):
                return []
            if isinstance(event, Op):
                if event.kind in (UseKind.SEND, UseKind.CLOSE):
                    return []  # the function feeds it itself
                blocking = event.kind in (UseKind.RECV, UseKind.RANGE) and event.site is not None
                if blocking and event.use.in_select is None and block in reachable:
                    receives.append(event.use.node if event.site is None else event.site.node)
            elif isinstance(event, Call) and _feeds(event.effects):
                return []
            elif isinstance(event, Launch) and _feeds(event.effects):
                feeders.append((block, event))
            if isinstance(event, (Call, Launch)) and event.effects.receives:
                rivals = True
    if not rivals:  # ``if len(ch) > 0 { <-ch }``: the buffer holds the value already
        function = channel.function
        receives = [r for r in receives if not served_from_buffer(r, function, index.parent)]
    if not receives:
        return []
    if not feeders:
        return [StuckWait(channel, receive, None, None) for receive in receives]
    if len(feeders) != 1 or len(receives) != 1 or cfg.loops_containing(feeders[0][0]):
        return []  # several goroutines or waits: which answers which is not this module's
    wait_block = cfg.block_for(receives[0])
    if wait_block is None or cfg.loops_containing(wait_block.id):
        return []  # a wait made again and again: how often it is answered is a count
    _, launch = feeders[0]
    later = _signalled_later(cfg, receives[0], others)
    known: dict[Node, Results] = {}
    if launch.function is not None:
        if later:
            theirs = goroutine_paths(launch, later, index)
            waits_on_others = effects.body_effects(launch.function, theirs)
            if waits_on_others.receives or _watches_done(index, launch.function, theirs):
                return []  # its way out may be a signal the function gives after the wait
        if closables is not None:
            known = closables.open_during(
                channel.function,
                receives[0],
                launch.function,
                lambda path: goroutine_paths(launch, frozenset({path}), index),
            )
    reports = reports_before(index, effects, channel.function, wait_block.id, launch, reporting)
    skipped = _skip(index, effects, launch, channel, receives[0], known, reports)
    if skipped is None:
        return []
    return [StuckWait(channel, receives[0], launch, skipped)]


def _signalled_later(
    cfg: CFG, wait: Node, others: Sequence[tuple[frozenset[Path], frozenset[int]]]
) -> frozenset[Path]:
    """Paths of the channels the function feeds only after ``wait``: in deferred calls, or in
    blocks that come after it and never before it."""
    block = cfg.block_id_for(wait)
    if block is None:
        return frozenset()
    found: set[Path] = set()
    for paths, feeds in others:
        if feeds and cfg.all_after(block, feeds):
            found |= paths
    return frozenset(found)


def _watches_done(index: PackageIndex, function: Node, contexts: frozenset[Path]) -> bool:
    """The goroutine's own code receives from ``ctx.Done()`` of one of ``contexts`` (as it
    names them): a context the function cancels only after its wait ends it only then."""
    calls = method_calls_on(function, contexts, index.resolution(function))
    return any(method == "Done" and _received(call) for call, _, method in calls)


def _received(call: Node) -> bool:
    """The call's result is received from (``<-x.Done()``)."""
    parent = call.parent
    while parent is not None and parent.type == "parenthesized_expression":
        parent = parent.parent
    if parent is None or parent.type != "unary_expression":
        return False
    return bool(syntax.token(parent, "<-"))


def _skip(
    index: PackageIndex,
    effects: EffectsAnalyzer,
    launch: Launch,
    channel: Channel,
    wait: Node,
    known: Mapping[Node, Results] | None = None,
    reports: Sequence[Report] = (),
) -> Node | None:
    """Where the goroutine can leave without sending on or closing the channel, while the
    function waits at ``wait`` (:meth:`PackageIndex.launch_seeds`); its calls whose results
    are ``known`` (on objects closed only after the wait) return those meanwhile, and a way
    out passes every one of ``reports``, sending what the function received."""
    function = launch.function
    if function is None:
        return None
    targets = goroutine_paths(launch, channel.paths, index)
    if not targets:
        return None
    events = effects.block_events(function, targets)
    if any(isinstance(e, Escape) for block in events.values() for e in block):
        return None
    cfg = index.cfg(function)
    seeds = index.launch_seeds(function, wait) if function.type == "func_literal" else {}
    seeds.update(_bound_values(index, launch, channel))
    values = index.path_values(function).seeded(seeds)
    values = values.with_results(dict(known or {}))
    values = knowing(values, reports)
    found = find_abandonment(cfg, _SignalProtocol(events, reports), values)
    if found is None or not found.at_exit:
        return None
    return _exit_node(found)


def _bound_values(index: PackageIndex, launch: Launch, channel: Channel) -> dict[Var, Value]:
    """What the goroutine's parameters start as, from the ``go`` statement's arguments:
    the channel itself and fresh values are not nil, literals are themselves."""
    function = launch.function
    call = launch.node.named_children[0] if launch.node.named_children else None
    if function is None or call is None:
        return {}
    if call.type != "call_expression":
        return {}
    caller = index.path_values(channel.function)
    resolution = index.resolution(call)
    found: dict[Var, Value] = {}
    for position, argument in enumerate(syntax.call_arguments(call)):
        param = index.param_var(function, position)
        if param is None:
            continue
        if path_of(argument, resolution) in channel.paths:
            found[param] = NONNIL
        else:
            found[param] = caller.evaluate(argument, caller.start())
    return found


@dataclass(frozen=True)
class _Fed:
    fed: bool = False
    reported: frozenset[int] = frozenset()  # the reports passed (their positions)


class _SignalProtocol:
    """Searches for a way out of the goroutine that never sends on or closes the channel,
    and passes each of ``reports``."""

    def __init__(self, events: dict[int, list[Event]], reports: Sequence[Report] = ()) -> None:
        self.events = events
        self.reports = reports

    def start(self) -> _Fed:
        return _Fed()

    def through(self, block: Block, state: _Fed) -> tuple[_Fed, bool]:
        passed = {i for i, report in enumerate(self.reports) if block.id in report.blocks}
        if passed - state.reported:
            state = replace(state, reported=state.reported | passed)
        for event in self.events.get(block.id, []):
            if isinstance(event, Op) and event.kind in (UseKind.SEND, UseKind.CLOSE):
                return replace(state, fed=True), False  # deferred closes count once passed
            if isinstance(event, (Call, Launch)) and _feeds(event.effects):
                return replace(state, fed=True), False
        return state, False

    def along(self, source: Block, kind: Edge, target: Block, state: _Fed) -> _Fed:
        return state

    def leaks(self, state: _Fed) -> bool:
        return not state.fed and len(state.reported) == len(self.reports)


def _exit_node(found: Abandonment[_Fed]) -> Node | None:
    block = found.block
    if block.kind in (Kind.RETURN, Kind.GOEXIT, Kind.CHECK) and block.node is not None:
        return block.node
    if block.node is not None and block.node.children:
        return block.node.children[-1]
    return block.node


def _feeds(effects: Effects) -> bool:
    return effects.anywhere(lambda e: e.sends or e.closes or e.escapes or e.free_ops)
