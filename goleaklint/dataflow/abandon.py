"""Goroutines a function starts and then abandons on one of its channels.

Three shapes, one search (:mod:`goleaklint.dataflow.paths`) each:

* senders left with values nobody will receive (GL001),
* receivers left waiting for a value or a close that never comes (GL002),
* range loops left waiting for a close that never comes (GL003).

Each starts from a channel the function made for itself (:mod:`.channels`), refuses to
judge when the channel escapes or another goroutine is also a partner (precision first),
and counts, along every path, what the goroutines are owed against what the function gives.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import Any, TypeVar

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Block, Edge, Kind
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.channelvalues import opening_sends
from goleaklint.dataflow.closedsource import error_only_send
from goleaklint.dataflow.connections import (
    DialFailures,
    connection_gates,
    dial_failures,
    dial_joins,
)
from goleaklint.dataflow.contexts import Contexts
from goleaklint.dataflow.effects import (
    MANY,
    Call,
    Effects,
    EffectsAnalyzer,
    Escape,
    Event,
    Launch,
    Op,
    Site,
    guarded_once,
    saturating_add,
)
from goleaklint.dataflow.handshakes import Joins, join_blocks, release_gates
from goleaklint.dataflow.loops import constant_trips
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.paths import Abandonment, find_abandonment
from goleaklint.dataflow.replies import request_sends
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.silentexits import Reporting, sendless_exits
from goleaklint.dataflow.uses import UseKind
from goleaklint.dataflow.values import PathValues, never_zero
from goleaklint.parse import Node

MAX_TRACKED_LAUNCHES = 4  # go statements owing on one channel whose runs are told apart
MIN_SATURATION = 8  # counts at or above the bound are "many"; the bound exceeds the buffer
MAX_SATURATION = 66
# A count no path fixes (sends in a loop of unknown rounds, or goroutines started in one) is
# compared with a buffer of at most one value: a buffer sized for several is the code's own
# statement of how many values to expect, which a count the engine cannot fix does not
# contradict (on real code, 42 of the 50 findings this rule removed were judged wrong).
MAX_UNCOUNTED_CAPACITY = 1


def saturation_for(capacity: int) -> int:
    """A count bound above the buffer size, so that ``make(chan T, 10)`` is judged exactly."""
    return min(max(MIN_SATURATION, capacity + 2), MAX_SATURATION)


def bump(count: int, by: int, bound: int = MIN_SATURATION) -> int:
    total = count + by
    return total if total < bound else MANY


@dataclass(frozen=True)
class Waiter:
    """A goroutine that can block on the channel: its ``go`` statement and blocking sites."""

    go: Node
    sites: tuple[Site, ...]


@dataclass(frozen=True)
class Stranding:
    """Goroutines the function strands on ``channel``, and where it walks away."""

    channel: Channel
    waiters: tuple[Waiter, ...]
    abandonment: Abandonment[Any]  # the search state differs per rule
    owed: int = 0  # what the goroutines are owed on the leaking path (MANY: unbounded)


def flat_events(events: dict[int, list[Event]]) -> Iterator[tuple[int, Event]]:
    for block, block_events in events.items():
        for event in block_events:
            yield block, event


def _deciding(events: dict[int, list[Event]], values: PathValues) -> PathValues:
    """The domain kept to the slots that decide which of the channel's events (its
    operations, the goroutines owing on it, the calls that settle them) a path runs."""
    return values.deciding(
        e.use.node if isinstance(e, Op) else e.node for _, e in flat_events(events)
    )


def _escapes(
    events: dict[int, list[Event]], harmless: Callable[[Effects], bool] | None = None
) -> bool:
    """The paths leave the function's sight: passed on, stored, or captured by a literal
    that escapes, unless what that literal does to them is known and ``harmless``."""
    for _, event in flat_events(events):
        if isinstance(event, Escape):
            if harmless is None or event.effects is None or not harmless(event.effects):
                return True
        elif isinstance(event, (Call, Launch)) and _effects_escape(event.effects):
            return True
    return False


def _never_closes(effects: Effects) -> bool:
    """Neither these effects nor the goroutines they start close the paths or pass them on."""
    return not effects.anywhere(lambda e: bool(e.closes or e.escapes))


def _effects_escape(effects: Effects) -> bool:
    return effects.anywhere(lambda e: e.escapes)


def _loop_heads_with(
    cfg: CFG, events: dict[int, list[Event]], wanted: Callable[[Event], bool]
) -> frozenset[int]:
    """Loop headers whose body contains an event of interest."""
    hits = {block for block, event in flat_events(events) if wanted(event)}
    return frozenset(head for head, body in cfg.loop_body.items() if body & hits)


def _is_receive(event: Event) -> bool:
    if isinstance(event, Op):
        return event.kind in (UseKind.RECV, UseKind.RANGE)
    return isinstance(event, Call) and event.effects.receives


def _is_send_or_close(event: Event) -> bool:
    if isinstance(event, Op):
        return event.kind in (UseKind.SEND, UseKind.CLOSE)
    return isinstance(event, Call) and bool(event.effects.sends or event.effects.closes)


class LaunchCount:
    """How much started goroutines are owed, with launches in fixed-count loops counted exactly.

    A ``go`` inside ``for i := 0; i < 2; i++`` adds its share twice when the loop finishes
    (the abstract paths would otherwise let the loop run any number of times); leaving such a
    loop early adds nothing, which can only hide a leak, never invent one.
    """

    def __init__(
        self,
        cfg: CFG,
        events: dict[int, list[Event]],
        index: PackageIndex,
        share: Callable[[Launch], int],
        bound: int = MIN_SATURATION,
        made_in: int | None = None,
    ) -> None:
        self.share = share
        self.deferred_blocks: set[int] = set()
        self.on_exit: dict[int, int] = {}
        # The most any one path can owe (MANY: no bound), exact: a sum over every launch.
        self.most = 0
        for block, event in flat_events(events):
            if not isinstance(event, Launch):
                continue
            heads = cfg.loops_containing(block)
            if not heads:
                self.most = saturating_add(self.most, share(event))
                continue
            head = cfg.innermost_loop(block)
            assert head is not None
            loop = cfg.blocks[head].loop
            trips = constant_trips(loop, index) if loop is not None else None
            once = trips is None and guarded_once(event.node, index.parent)
            if once:
                # Started once per run however the loops go round (``if !started``, ``if
                # i == last``): owed when the outermost loop is done, as a fixed loop's.
                trips, head = 1, max(heads, key=lambda h: len(cfg.loop_body[h]))
            if trips is None:
                self.most = MANY
                continue
            self.deferred_blocks.add(block)
            self.on_exit[head] = bump(self.on_exit.get(head, 0), trips * share(event), bound)
            # Loops around the make run it again: each round has a channel of its own.
            outside = [h for h in heads if made_in is None or made_in not in cfg.loop_body[h]]
            runs = 1 if once else _nested_runs(cfg, outside, index)
            self.most = MANY if runs is None else saturating_add(self.most, runs * share(event))

    def at_launch(self, block: Block, launch: Launch) -> int:
        return 0 if block.id in self.deferred_blocks else self.share(launch)

    def at_loop_exit(self, head: Block) -> int:
        return self.on_exit.get(head.id, 0)


def _nested_runs(cfg: CFG, heads: list[int], index: PackageIndex) -> int | None:
    """How many times a block inside the loops ``heads`` can run: the product of their trip
    counts, or None when one of them is not fixed. The paths cannot say it (they may go
    round an outer loop any number of times), but it bounds what a path can owe."""
    runs = 1
    for head in heads:
        loop = cfg.blocks[head].loop
        trips = constant_trips(loop, index) if loop is not None else None
        if trips is None:
            return None
        runs *= trips
    return runs


# GL001 -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _SendState:
    owed: int = 0  # values the started goroutines will send
    received: int = 0
    settled: bool = False  # drained until close, or a receive loop ran to completion
    # The go statements run since the function last received every value owed (exact
    # counts): the goroutines started before have all sent, so only these can be stuck.
    since: frozenset[Node] = frozenset()
    # Of those, the ones the function has met past their last send (a partial join).
    met: frozenset[Node] = frozenset()

    def maybe_stuck(self) -> frozenset[Node]:
        return self.since - self.met


class _SendProtocol:
    def __init__(
        self,
        cfg: CFG,
        events: dict[int, list[Event]],
        capacity: int,
        make_block: int,
        closed_tests: Callable[[Block, Edge], bool],
        launches: LaunchCount,
        joins: Joins | None = None,
        request_blocks: dict[int, int] | None = None,
        tracked: frozenset[Node] = frozenset(),
        sendless: dict[int, frozenset[Node]] | None = None,
        ending: frozenset[int] = frozenset(),
    ) -> None:
        self.events = events
        self.exit = cfg.exit
        self.ending = ending  # blocks whose way out ends the process
        # Per block leaving the function, the goroutines that never send when it leaves
        # there (:func:`~goleaklint.dataflow.silentexits.sendless_exits`; tracked ones).
        self.sendless = sendless or {}
        self.request_blocks = request_blocks or {}  # replies owed per request sent here
        self.launches = launches
        self.capacity = capacity
        self.bound = max(saturation_for(capacity), launches.most + 1 if launches.most < MANY else 0)
        self.make_block = make_block
        self.settling = _loop_heads_with(cfg, events, _is_receive)
        self.counter_exits = _counter_exits(cfg, self.settling)
        self.closed_tests = closed_tests
        self.joins = joins or Joins(frozenset(), frozenset(), {})
        self.wanted: frozenset[Node] | None = None  # go statements a leak must involve
        # The go statements whose runs are told apart (see _SendState.since): only when there
        # are a few, as each subset of them makes states of its own.
        self.tracked = tracked
        # What each go statement outside loops owes when it runs (those in loops are counted
        # at the loop's exit, so no one run's share can be told apart).
        self.shares = {
            event.node: launches.share(event)
            for block, event in flat_events(events)
            if isinstance(event, Launch) and not cfg.loops_containing(block)
        }

    def start(self) -> _SendState:
        return _SendState()

    def through(self, block: Block, state: _SendState) -> tuple[_SendState, bool]:
        if block.id == self.make_block:
            if self.leaks(state):
                return state, True
            state = _SendState()
        for event in self.events.get(block.id, []):
            if isinstance(event, Launch):
                if state.settled:  # what the goroutines before owed is settled, not this one's
                    state = _SendState()
                owed = self.bump(state.owed, self.launches.at_launch(block, event))
                state = replace(state, owed=owed)
                if event.node in self.tracked:
                    # a new run of it: not met yet
                    since, met = state.since | {event.node}, state.met - {event.node}
                    state = replace(state, since=since, met=met)
            elif isinstance(event, Call):
                if event.effects.ranges or event.effects.exiting_ranges:
                    state = replace(state, settled=True)
                received = self.bump(state.received, event.effects.recvs)
                state = _paid_up(replace(state, received=received))
            elif isinstance(event, Op) and event.kind in (UseKind.RECV, UseKind.RANGE):
                state = _paid_up(replace(state, received=self.bump(state.received, 1)))
        if block.id in self.joins.settled or (block.id in self.joins.loose and not self.tracked):
            state = replace(state, settled=True)  # met the goroutines after their last send
        elif self.tracked:
            met = self.joins.met.get(block.id, frozenset()) & state.maybe_stuck()
            if met:  # met those goroutines after their last send
                state = self.meet(state, met)
        requests = self.request_blocks.get(block.id)
        if requests:
            state = replace(state, owed=self.bump(state.owed, requests))
        return state, False

    def bump(self, count: int, by: int) -> int:
        return bump(count, by, self.bound)

    def meet(self, state: _SendState, met: frozenset[Node]) -> _SendState:
        """``met`` are past their last send: every value they sent has been received. When
        they are all the goroutines started since the count last came out even, the count
        starts again; else what they could owe leaves the count (when it is exact), and
        only the others can be stuck."""
        met = state.met | met
        if state.since <= met:
            return _SendState()
        owed = state.owed
        for go in met - state.met:
            share = self.shares.get(go)
            if share is not None and share < MANY and owed < MANY:
                owed = max(owed - share, 0)
        return replace(state, owed=owed, met=met)

    def along(self, source: Block, kind: Edge, target: Block, state: _SendState) -> _SendState:
        if target.id == self.exit and source.id in self.ending:
            return replace(state, settled=True)  # the process ends: nothing is left behind
        if kind == Edge.LOOP_EXIT:
            state = replace(state, owed=self.bump(state.owed, self.launches.at_loop_exit(source)))
        if target.id == self.exit and source.id in self.sendless:
            silent = self.sendless[source.id] & state.maybe_stuck()
            if silent:  # they return before sending when the function leaves here
                state = self.meet(state, silent)
        if kind == Edge.LOOP_EXIT and source.id in self.settling:
            return replace(state, settled=True)
        if self.closed_tests(source, kind) or self.counter_exits.get(source.id) == kind:
            return replace(state, settled=True)
        return state

    def leaks(self, state: _SendState) -> bool:
        if state.settled or state.owed == 0:
            return False
        if state.since:
            stuck = state.maybe_stuck()
            if not stuck:
                return False  # every goroutine started since was met past its last send
            if self.wanted is not None and not stuck & self.wanted:
                return False  # only goroutines already found stranded can be stuck here
        if state.owed == MANY:
            return state.received != MANY and self.capacity <= MAX_UNCOUNTED_CAPACITY
        return state.owed - self.capacity > state.received


def _paid_up(state: _SendState) -> _SendState:
    """Every value owed so far received (exact counts): the goroutines started until now are
    done sending, and the count starts again from the next ``go`` statement."""
    if state.owed == state.received and state.owed < MANY and not state.settled:
        return _SendState()
    return state


def unreceived_sends(
    index: PackageIndex,
    channel: Channel,
    events: dict[int, list[Event]],
    siblings: Sequence[tuple[Channel, dict[int, list[Event]]]] = (),
    contexts: Contexts | None = None,
    analyzer: EffectsAnalyzer | None = None,
    ending: frozenset[int] = frozenset(),
) -> list[Stranding]:
    """GL001: goroutines whose sends can outnumber what the function receives plus the buffer,
    one stranding per way out found (each names the goroutines it leaves stuck). With
    ``contexts``, a receive from the ``Done`` of a context a goroutine cancels on its way out
    meets that goroutine too; with ``analyzer``, a goroutine is silent on a way out past its
    reports on ``siblings`` when no path through them sends (:mod:`.silentexits`). A way out
    from one of the ``ending`` blocks ends the process (:mod:`.processexits`): it strands
    nothing."""
    capacity = channel.capacity.value
    if capacity is None or _escapes(events):
        return []
    cfg = index.cfg(channel.function)
    events = _released_late(index, channel.function, events, siblings)
    senders: list[Waiter] = []
    quiet: set[Node] = set()  # goroutines whose sends only a peer's read error can cause
    for block, event in flat_events(events):
        if isinstance(event, Launch):
            effects = event.effects
            if effects.receives or effects.spawned:
                return []  # another goroutine receives: not the function's job alone
            sites = reachable_sites(index, event)
            if not sites or all(
                error_only_send(index, channel.function, event, site.node) for site in sites
            ):
                if effects.blocking_sends:
                    quiet.add(event.node)
            else:
                if cfg.loops_containing(block) and all(
                    _counted_arrival(site.node) for site in sites
                ):
                    return []  # only the n-th of the goroutines sends: the count is unknown
                senders.append(Waiter(event.node, sites))
        elif isinstance(event, Call):
            deferred = event.deferred and (event.effects.receives or event.effects.closes)
            if event.effects.spawned or deferred:
                return []  # a deferred close (``defer func() { close(ch) }()``) as well
        elif (isinstance(event, Op) and event.kind == UseKind.SEND) or (
            isinstance(event, Op) and cfg.blocks[block].kind == Kind.DEFER
        ):
            return []
    if not senders:
        return []
    # A goroutine answering requests owes a reply per request sent, not per launch.
    requests: dict[Node, dict[int, int]] = {}
    for _, event in flat_events(events):
        if isinstance(event, Launch):
            sent = request_sends(event, siblings, index, channel)
            if sent is not None:
                requests[event.node] = sent
    request_blocks: dict[int, int] = {}
    for sent in requests.values():
        for block, count in sent.items():
            request_blocks[block] = request_blocks.get(block, 0) + count

    def share(launch: Launch) -> int:
        return 0 if launch.node in requests or launch.node in quiet else launch.effects.sends

    made = make_block(cfg, channel)
    launches = LaunchCount(cfg, events, index, share, MANY, made)
    if launches.most <= capacity and not request_blocks:
        return []  # the buffer holds whatever any path can owe
    bound = saturation_for(capacity)
    if launches.most < MANY:
        bound = max(bound, launches.most + 1)  # counts stay exact up to what can be owed
    launches = LaunchCount(cfg, events, index, share, bound, made)
    started = frozenset(e.node for _, e in flat_events(events) if isinstance(e, Launch))
    closed_tests = _closed_test(index, events)
    launched = _launches_of(senders, events)
    failures = dial_failures(index, channel.function, launched)
    joins = join_blocks(
        index, launched, siblings, contexts, channel.function, known=dial_joins(failures)
    )

    # The one goroutine sending, started once: what the function has received came from it.
    lone = _lone_goroutine(cfg, events) if len(started) == 1 and not request_blocks else None

    def search(sendless: dict[int, frozenset[Node]]) -> list[Stranding]:
        tracked = len(started) > 1 or bool(sendless)
        protocol = _SendProtocol(
            cfg,
            events,
            capacity,
            made,
            closed_tests,
            launches,
            joins,
            request_blocks,
            started if tracked and len(started) <= MAX_TRACKED_LAUNCHES else frozenset(),
            sendless,
            ending,
        )
        # Each search finds one way out that strands some goroutines (those started since
        # the function last received every value owed); the others may be stranded on
        # another way.
        strandings: list[Stranding] = []
        left = senders
        while left:
            protocol.wanted = frozenset(w.go for w in left)
            found = find_abandonment(
                cfg, protocol, index.path_values(channel.function), partial(_deciding, events)
            )
            if found is None:
                break
            stuck = [w for w in left if w.go in found.state.maybe_stuck()] or left
            shown = tuple(_sites_left(cfg, w, found.block.id, failures) for w in stuck)
            if lone is not None and len(shown) == 1:
                shown = (_sites_passed(shown[0], lone, found.state.received),)
            strandings.append(Stranding(channel, shown, found, found.state.owed))
            left = [w for w in left if w not in stuck]
        return strandings

    strandings = search({})
    if strandings:  # only then worth asking where the goroutines stay silent
        reporting = (analyzer, siblings) if analyzer is not None else None
        sendless = sendless_exits(
            index, cfg, [(launched[w.go], w.sites) for w in senders], reporting
        )
        if sendless:
            strandings = search(sendless)
    return strandings


def reachable_sites(index: PackageIndex, launch: Launch) -> tuple[Site, ...]:
    """The goroutine's blocking sends, less those of its own statements that no path of
    its body reaches with the values it knows (``if err != nil { ch <- err }`` after an
    ``Accept`` that cannot fail on a listener nobody closes: :mod:`.closables`)."""
    sites = launch.effects.blocking_sends
    function = launch.function
    if function is None or not sites:
        return sites
    values = index.path_values(function)
    if not values.active:
        return sites
    reached = values.reachable()
    cfg = index.cfg(function)
    return tuple(
        site
        for site in sites
        if index.enclosing_function(site.op) != function
        or (block := cfg.block_id_for(site.op)) is None
        or block in reached
    )


def _sites_left(
    cfg: CFG, waiter: Waiter, exit_block: int, failures: dict[Node, DialFailures]
) -> Waiter:
    """The waiter without the sends it makes only when its ``Dial`` fails, when every path
    to the way out passes where the function has accepted that connection."""
    failure = failures.get(waiter.go)
    if failure is None or not cfg.always_through(exit_block, failure.accepted):
        return waiter
    sites = tuple(site for site in waiter.sites if site.node not in failure.sends)
    return replace(waiter, sites=sites) if sites else waiter


def _lone_goroutine(cfg: CFG, events: dict[int, list[Event]]) -> Node | None:
    """The function literal of the one goroutine the function starts, outside loops."""
    for block, event in flat_events(events):
        if isinstance(event, Launch) and not cfg.loops_containing(block):
            function = event.function
            return function if function is not None and function.type == "func_literal" else None
    return None


def _sites_passed(waiter: Waiter, literal: Node, received: int) -> Waiter:
    """The waiter without the sends it has certainly made once the function has received
    ``received`` values from it: a channel hands values over in order, so when its first
    sends are its opening sends (:func:`~goleaklint.dataflow.channelvalues.opening_sends`),
    the first ``received`` of them are behind it (``errc <- nil`` at the top, received before
    the way out: the goroutine waits at a later send, not there)."""
    if received <= 0 or received >= MANY:
        return waiter
    sites = sorted(waiter.sites, key=lambda site: site.node.start_byte)
    statements = [
        syntax.sending_statement(site.op) if site.kind == "send" else None for site in sites
    ]
    ours = [send for send in opening_sends(literal) if send in statements]
    passed = 0
    while passed < min(received, len(ours)) and statements[passed] == ours[passed]:
        passed += 1
    left = tuple(sites[passed:])
    return replace(waiter, sites=left) if left and passed else waiter


def _released_late(
    index: PackageIndex,
    function: Node,
    events: dict[int, list[Event]],
    siblings: Sequence[tuple[Channel, dict[int, list[Event]]]],
) -> dict[int, list[Event]]:
    """The events with each goroutine that can send only once the function has released it
    started at those releases instead: through a sibling (:func:`release_gates`), or by
    the function's own ``Dial`` of a listener the goroutine accepts on
    (:func:`connection_gates`). Before them it owes nothing on the channel."""
    launches = {e.node: e for _, e in flat_events(events) if isinstance(e, Launch)}
    gates = connection_gates(index, function, launches)
    if launches and siblings:
        gates.update(release_gates(index, launches, siblings))
    if not gates:
        return events
    moved: dict[int, list[Event]] = {
        block: [e for e in block_events if not (isinstance(e, Launch) and e.node in gates)]
        for block, block_events in events.items()
    }
    for go, blocks in gates.items():
        for block in blocks:
            moved.setdefault(block, []).append(launches[go])
    return moved


def _launches_of(senders: Sequence[Waiter], events: dict[int, list[Event]]) -> dict[Node, Launch]:
    """The launches of the goroutines that send on the channel, by go statement."""
    wanted = {waiter.go for waiter in senders}
    return {
        event.node: event
        for _, event in flat_events(events)
        if isinstance(event, Launch) and event.node in wanted
    }


def _counter_exits(cfg: CFG, heads: frozenset[int]) -> dict[int, Edge]:
    """Tests of a counter in a receive loop (``pending--; if pending == 0 { return }``): the
    edge they take once every goroutine has been heard from, per condition block."""
    exits: dict[int, Edge] = {}
    for head in heads:
        loop = cfg.blocks[head].loop
        if loop is None:
            continue
        counters = _stepped_counters(loop)
        for block_id in cfg.loop_body.get(head, frozenset()):
            block = cfg.blocks[block_id]
            if block.kind != Kind.COND or block.node is None:
                continue
            condition = syntax.unparen(block.node.child_by_field_name("condition"))
            if condition is None or condition.type != "binary_expression":
                continue
            operator = syntax.token(condition, "==", "!=", "<=", ">=", "<", ">")
            sides = [syntax.unparen(condition.child_by_field_name(f)) for f in ("left", "right")]
            if operator and any(s is not None and syntax.text(s) in counters for s in sides):
                exits[block_id] = Edge.FALSE if operator == "!=" else Edge.TRUE
    return exits


def _stepped_counters(loop: Node) -> set[str]:
    """Variables the loop body counts up or down (``n--``, ``n += 1``)."""
    counters: set[str] = set()
    for node in syntax.descendants_outside_closures(loop):
        if node.type in ("inc_statement", "dec_statement"):
            target = node.named_children[0] if node.named_children else None
        elif node.type == "assignment_statement" and syntax.token(node, "+=", "-="):
            targets = syntax.expressions(node.child_by_field_name("left"))
            target = targets[0] if len(targets) == 1 else None
        else:
            continue
        if target is not None and target.type == "identifier":
            counters.add(syntax.text(target))
    return counters


_ATOMIC_UPDATE = re.compile(
    r"\b(?:Add|CompareAndSwap|Swap)(?:Int32|Int64|Uint32|Uint64|Uintptr)?\("
)


def _counted_arrival(send: Node) -> bool:
    """The send runs under a condition on an atomic counter (``if n.Add(1) == total``): one
    goroutine of many is meant to send, which a count of launches cannot see."""
    current = send.parent
    while current is not None and current.type not in syntax.FUNCTION_TYPES:
        if current.type == "if_statement":
            condition = syntax.text(current.child_by_field_name("condition"))
            if _ATOMIC_UPDATE.search(condition):
                return True
        current = current.parent
    return False


# GL002 -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _RecvState:
    owed: int = 0  # receives the started goroutines wait for
    sent: int = 0
    closed: bool = False
    close_deferred: bool = False


class _RecvProtocol:
    def __init__(
        self,
        cfg: CFG,
        events: dict[int, list[Event]],
        make_block: int,
        launches: LaunchCount,
        silent: frozenset[int] = frozenset(),
        ending: frozenset[int] = frozenset(),
    ) -> None:
        self.events = events
        self.exit = cfg.exit
        self.ending = ending  # blocks whose way out ends the process
        self.make_block = make_block
        self.launches = launches
        self.settling = _loop_heads_with(cfg, events, _is_send_or_close)
        # Blocks leaving the function where its one receiving goroutine waits at none of
        # its receives (:func:`~goleaklint.dataflow.silentexits.sendless_exits`).
        self.silent = silent

    def start(self) -> _RecvState:
        return _RecvState()

    def through(self, block: Block, state: _RecvState) -> tuple[_RecvState, bool]:
        if block.id == self.make_block:
            if self.leaks(state):
                return state, True
            state = _RecvState()
        deferred = block.kind == Kind.DEFER
        for event in self.events.get(block.id, []):
            if isinstance(event, Launch):
                state = replace(state, owed=bump(state.owed, self.launches.at_launch(block, event)))
            elif isinstance(event, Call):
                state = replace(state, sent=bump(state.sent, event.effects.sends))
                if event.effects.closes:
                    state = _closing(state, event.deferred)
            elif isinstance(event, Op) and event.kind == UseKind.SEND:
                state = replace(state, sent=bump(state.sent, 1))
            elif isinstance(event, Op) and event.kind == UseKind.CLOSE:
                state = _closing(state, deferred)
        return state, False

    def along(self, source: Block, kind: Edge, target: Block, state: _RecvState) -> _RecvState:
        if kind == Edge.LOOP_EXIT:
            state = replace(state, owed=bump(state.owed, self.launches.at_loop_exit(source)))
        if target.id == self.exit and (source.id in self.silent or source.id in self.ending):
            return _RecvState()  # past its reports it waits at none of them, or the process ends
        if kind == Edge.LOOP_EXIT and source.id in self.settling:
            return replace(state, closed=True)
        return state

    def leaks(self, state: _RecvState) -> bool:
        if state.owed == 0 or state.closed or state.close_deferred:
            return False
        if state.owed == MANY:
            return state.sent != MANY
        return state.sent < state.owed


_Closable = TypeVar("_Closable", "_RecvState", "_RangeState")


def _closing(state: _Closable, deferred: bool) -> _Closable:
    """The state after the function closes the channel (now, or when it returns)."""
    return replace(state, close_deferred=True) if deferred else replace(state, closed=True)


def unsent_receives(
    index: PackageIndex,
    channel: Channel,
    events: dict[int, list[Event]],
    waits_only_here: Callable[[Site, Launch], bool],
    reporting: Reporting | None = None,
    ending: frozenset[int] = frozenset(),
) -> Stranding | None:
    """GL002: goroutines waiting for a value or close the function can skip. With
    ``reporting`` (the effects analyzer and the function's other channels), a way out past
    reports of the one receiving goroutine after which it reaches none of its receives
    strands nothing (:mod:`.silentexits`)."""
    if _escapes(events):
        return None
    cfg = index.cfg(channel.function)
    receivers: list[Waiter] = []
    for _, event in flat_events(events):
        if isinstance(event, Launch):
            effects = event.effects
            if effects.sends or effects.closes or effects.spawned:
                return None  # another goroutine can feed the receivers
            sites = tuple(s for s in effects.blocking_recvs if waits_only_here(s, event))
            if sites:
                receivers.append(Waiter(event.node, sites))
            elif effects.receives:
                return None
        elif isinstance(event, Call) and event.effects.spawned:
            return None
    if not receivers:
        return None
    launches = LaunchCount(cfg, events, index, lambda launch: max(launch.effects.recvs, 1))

    def search(silent: frozenset[int]) -> Abandonment[Any] | None:
        protocol = _RecvProtocol(cfg, events, make_block(cfg, channel), launches, silent, ending)
        return find_abandonment(
            cfg, protocol, index.path_values(channel.function), partial(_deciding, events)
        )

    found = search(frozenset())
    started = [e for _, e in flat_events(events) if isinstance(e, Launch)]
    if found is not None and reporting is not None and len(receivers) == 1 and len(started) == 1:
        # Only then worth asking where the goroutine waits at none of its receives.
        silent = sendless_exits(index, cfg, [(started[0], receivers[0].sites)], reporting)
        if silent:
            found = search(frozenset(silent))
    if found is None:
        return None
    return Stranding(channel, tuple(receivers), found)


# GL003 -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _RangeState:
    ranging: bool = False
    closed: bool = False
    close_deferred: bool = False


class _RangeProtocol:
    def __init__(
        self,
        events: dict[int, list[Event]],
        make_block: int,
        exit_block: int,
        ending: frozenset[int] = frozenset(),
    ) -> None:
        self.events = events
        self.make_block = make_block
        self.exit = exit_block
        self.ending = ending  # blocks whose way out ends the process

    def start(self) -> _RangeState:
        return _RangeState()

    def through(self, block: Block, state: _RangeState) -> tuple[_RangeState, bool]:
        if block.id == self.make_block:
            if self.leaks(state):
                return state, True
            state = _RangeState()
        deferred = block.kind == Kind.DEFER
        for event in self.events.get(block.id, []):
            if isinstance(event, Launch) and event.effects.ranges:
                state = replace(state, ranging=True)
            elif isinstance(event, Call) and event.effects.closes:
                state = _closing(state, event.deferred)
            elif isinstance(event, Op) and event.kind == UseKind.CLOSE:
                state = _closing(state, deferred)
        return state, False

    def along(self, source: Block, kind: Edge, target: Block, state: _RangeState) -> _RangeState:
        if target.id == self.exit and source.id in self.ending:
            return _RangeState()  # the process ends: nothing is left ranging
        return state

    def leaks(self, state: _RangeState) -> bool:
        return state.ranging and not state.closed and not state.close_deferred


def unclosed_ranges(
    index: PackageIndex,
    channel: Channel,
    events: dict[int, list[Event]],
    ending: frozenset[int] = frozenset(),
) -> Stranding | None:
    """GL003: goroutines ranging over the channel while the function can skip closing it
    (a literal that escapes with it and never closes it changes nothing). A goroutine that
    sends on it and never returns feeds the rangers for as long as it lives: whether that
    pair ends is the feeder's question, not a close the function owes."""
    if _escapes(events, harmless=_never_closes):
        return None
    cfg = index.cfg(channel.function)
    rangers: list[Waiter] = []
    for _, event in flat_events(events):
        if isinstance(event, Launch):
            if event.effects.closes or any(s.closes for s in event.effects.all_goroutines()):
                return None  # a goroutine closes it
            if event.effects.sends and _never_returns(index, event.function):
                return None
            if event.effects.ranges:
                rangers.append(Waiter(event.node, event.effects.ranges))
        elif isinstance(event, Call) and any(
            s.closes or s.ranges for s in event.effects.all_goroutines()
        ):
            return None
    if not rangers:
        return None
    found = find_abandonment(
        cfg,
        _RangeProtocol(events, make_block(cfg, channel), cfg.exit, ending),
        index.path_values(channel.function),
        partial(_deciding, events),
    )
    if found is None:
        return None
    return Stranding(channel, tuple(rangers), found)


def _never_returns(index: PackageIndex, function: Node | None) -> bool:
    """No path of the function reaches its end or a ``return`` (it can only panic)."""
    if function is None:
        return False
    cfg = index.cfg(function)
    return cfg.exit not in cfg.reachable()


# Shared ------------------------------------------------------------------------------------


def make_block(cfg: CFG, channel: Channel) -> int:
    block = cfg.block_for(channel.make)
    return block.id if block is not None else -1


def _closed_test(
    index: PackageIndex, events: dict[int, list[Event]]
) -> Callable[[Block, Edge], bool]:
    """Recognise ``if !ok`` (true edge) and ``if ok`` (false edge) after ``v, ok := <-ch``;
    and, when every send on the channel sends a value that is never the zero value
    (``ch <- true``, ``ch <- &T{}``), ``if !v`` or ``if v == nil`` after ``v := <-ch``: only
    a closed channel gives the zero value.

    The answer depends on the block and edge only; the path search asks for every state
    that crosses the edge, so answers are remembered."""
    resolution_vars: set[Var] = set()
    never_zero = _sends_never_zero(events)
    for _, event in flat_events(events):
        if not isinstance(event, Op):
            continue
        for name in (event.comma_ok, event.value if never_zero else None):
            var = index.resolution(name).var_of(name) if name is not None else None
            if var is not None:
                resolution_vars.add(var)

    answers: dict[tuple[int, Edge], bool] = {}

    def test(block: Block, kind: Edge) -> bool:
        found = answers.get((block.id, kind))
        if found is None:
            found = answers[(block.id, kind)] = settles(block, kind)
        return found

    def settles(block: Block, kind: Edge) -> bool:
        if block.kind != Kind.COND or block.node is None or kind not in (Edge.TRUE, Edge.FALSE):
            return False
        condition = block.node.child_by_field_name("condition")
        return _says_closed(index, resolution_vars, condition, kind == Edge.TRUE)

    return test


def _says_closed(index: PackageIndex, oks: set[Var], condition: Node | None, outcome: bool) -> bool:
    """``condition`` evaluating to ``outcome`` shows one of the ``oks`` of the channel false
    (``!ok``, ``!lok && !rok`` true; ``ok``, ``lok || rok`` false). A function of its own:
    a closure calling itself would keep the package index in a reference cycle."""
    node = syntax.unparen(condition)
    if node is None:
        return False
    if (operand := syntax.negated(node)) is not None:
        return _says_closed(index, oks, operand, not outcome)
    if node.type == "binary_expression" and (operator := syntax.token(node, "&&", "||")):
        if (operator == "&&" and outcome) or (operator == "||" and not outcome):
            sides = (node.child_by_field_name("left"), node.child_by_field_name("right"))
            return any(_says_closed(index, oks, side, outcome) for side in sides)
        return False
    if node.type == "binary_expression" and (operator := syntax.token(node, "==", "!=")):
        compared = [syntax.unparen(node.child_by_field_name(f)) for f in ("left", "right")]
        names = [n for n in compared if n is not None and n.type == "identifier"]
        if len(names) != 1 or not any(n is not None and n.type == "nil" for n in compared):
            return False
        is_nil = outcome == (operator == "==")  # ``v == nil`` true, ``v != nil`` false
        return is_nil and index.resolution(names[0]).uses.get(names[0]) in oks
    if node.type != "identifier":
        return False
    return not outcome and index.resolution(node).uses.get(node) in oks


def _sends_never_zero(events: dict[int, list[Event]]) -> bool:
    """Every send on the channel that the events show (the function's own, its callees'
    and its goroutines') sends a value that is never the zero value, and no send can hide
    in a select with alternatives (whose operations the effects do not list)."""
    sends: list[Node] = []
    for _, event in flat_events(events):
        if isinstance(event, Op) and event.kind == UseKind.SEND:
            if event.site is None:
                return False
            sends.append(event.site.node)
        elif isinstance(event, (Launch, Call)):
            for effects in (event.effects, *event.effects.all_goroutines()):
                if effects.free_ops or effects.escapes:
                    return False
                sends.extend(site.node for site in effects.blocking_sends)
    return bool(sends) and all(never_zero(send.child_by_field_name("value")) for send in sends)
