"""Waiting while holding a lock: a channel operation a goroutine blocks on with a mutex held,
when every goroutine that could complete it must take that mutex first.

Two kinds of channel are followed. A channel field of the package's structs: its
counterparts are the package's operations on the field. A channel a function makes for
itself (:mod:`goleaklint.dataflow.channels`) and never lets go of (no call is given it, it
is stored nowhere): its counterparts are the operations in that function and the literals
it holds, which share the variable.

The counterparts of a send are the receives; of a receive, the sends and closes. A
counterpart "takes the mutex first" when its function, on some path to the counterpart
operation (round its loop too), locks the mutex itself or in a function it calls, or when it
locks it at all and runs more than once (a caller's loop, a goroutine started again): then
it can be stuck on the mutex while the waiter, holding it, waits for it. A read lock held
only stops counterparts that write-lock. When that is true of every counterpart, nothing can
ever complete the wait.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.fields import FieldFacts, blocking_site
from goleaklint.dataflow.lenguards import len_guard
from goleaklint.dataflow.lockgraph import Held, LockGraph, in_text_order
from goleaklint.dataflow.reach import MAX_HOPS, Reach
from goleaklint.dataflow.signalled import past_lock_when_signalled, signalled_first
from goleaklint.dataflow.types import FieldKey
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node

Site = tuple[Node, Node]  # (operation, the function making it)
OPERATIONS = (UseKind.SEND, UseKind.RECV, UseKind.RANGE, UseKind.CLOSE)
# What code may do with a local channel for the package to still see every operation on it.
KEPT = (*OPERATIONS, UseKind.QUERY)


@dataclass(frozen=True)
class Counterpart:
    node: Node  # the operation that would complete the wait
    function: Node
    lock_site: Node  # where its goroutine takes the mutex first


@dataclass(frozen=True)
class LockedWait:
    node: Node  # where the goroutine waits: the send, the receive, the range statement
    function: Node
    kind: UseKind  # SEND, RECV or RANGE
    channel: str  # how the code names the channel (``T.f`` for a field)
    held: Held
    counterparts: tuple[Counterpart, ...]


@dataclass(frozen=True)
class _Wait:
    """A blocking operation and what could complete it: ``sites`` empty when the package
    cannot see every counterpart."""

    node: Node
    function: Node
    kind: UseKind
    channel: str
    sites: tuple[Site, ...]
    local_to: Node | None = None  # for a local channel: the function that makes it
    # The other operations that take values (a receive's) or room (a send's) from the
    # channel; None when the package may not see them all.
    rivals: tuple[Site, ...] | None = None


def locked_waits(
    graph: LockGraph,
    fields: FieldFacts,
    reach: Reach,
    channels_of: Callable[[Node], list[Channel]],
) -> list[LockedWait]:
    """Every blocking channel operation made with a lock held whose counterparts all need
    that lock first. ``channels_of(function)`` lists the local channels a function makes."""
    by_function: dict[Node, list[_Wait]] = {}
    for operation in fields.blocking_operations():
        sites = _field_sites(fields, operation.key, operation.kind)
        wait = _Wait(
            operation.node,
            operation.function,
            operation.kind,
            str(operation.key),
            sites,
            rivals=_field_rivals(fields, operation.key, operation.kind),
        )
        by_function.setdefault(operation.function, []).append(wait)
    found: list[LockedWait] = []
    for function in graph.functions():
        waits = by_function.get(function, []) + _local_waits(graph, function, channels_of)
        if not waits:
            continue
        held = graph.held_at(function, [wait.node for wait in waits])
        for wait in waits:
            for lock in sorted(held.get(wait.node, ()), key=lambda h: h.node.start_byte):
                if _completes_at_once(graph, reach, wait, lock):
                    break
                counterparts = _counterparts(graph, fields, reach, wait, lock)
                if counterparts:
                    found.append(
                        LockedWait(
                            wait.node, wait.function, wait.kind, wait.channel, lock, counterparts
                        )
                    )
                    break
    return found


def _field_sites(fields: FieldFacts, key: FieldKey, kind: UseKind) -> tuple[Site, ...]:
    ops = fields.of(key)
    if ops is None or ops.foreign or ops.escapes or ops.outside_receives:
        return ()
    if kind == UseKind.SEND:
        if ops.indirect_receives or not ops.unbuffered:
            return ()
        return tuple(ops.receive_sites)
    if ops.indirect_feeds:
        return ()
    return tuple(ops.send_sites + ops.close_sites)


def _field_rivals(fields: FieldFacts, key: FieldKey, kind: UseKind) -> tuple[Site, ...] | None:
    ops = fields.of(key)
    if ops is None or ops.foreign or ops.escapes:
        return None
    if kind == UseKind.RECV:
        if ops.outside_receives or ops.indirect_receives:
            return None
        return tuple(ops.receive_sites)
    if kind == UseKind.SEND and not ops.indirect_feeds:
        return tuple(ops.send_sites)
    return None


def _completes_at_once(graph: LockGraph, reach: Reach, wait: _Wait, held: Held) -> bool:
    """The wait is a receive (send) a length test made under the held mutex shows the
    buffer can serve at once, and every other receiver (sender) of the channel holds that
    mutex too: none can take the value (the room) between the test and the operation.
    ``if len(s.ch) > 0 { v := <-s.ch }`` with ``s.mu`` held there and at every receive."""
    if wait.rivals is None or held.read:
        return False
    test = len_guard(wait.node, wait.kind, wait.function)
    if test is None:
        return False
    mutex = (held.lock, False)
    always = graph.held_always_at(wait.function, [test, wait.node])
    if any(mutex not in always.get(node, frozenset()) for node in (test, wait.node)):
        return False  # the test, and the wait, are made with the mutex held on every path
    known: dict[tuple[Node, Node], bool] = {}
    return all(
        _always_held(graph, reach, function, node, mutex, MAX_HOPS, known)
        for node, function in wait.rivals
    )


def _always_held(
    graph: LockGraph,
    reach: Reach,
    function: Node,
    node: Node,
    mutex: tuple[FieldKey, bool],
    hops: int,
    known: dict[tuple[Node, Node], bool],
) -> bool:
    """The mutex is held on every path to ``node``: taken in the function, or held at
    every call of it by every caller (``flushLocked`` called only under the lock).
    ``known`` remembers the answers, so shared callers are walked once (an answer found
    with fewer hops left stands: at worst a guard is not taken)."""
    key = (function, node)
    if key not in known:
        known[key] = False  # a cycle of calls proves nothing
        if mutex in graph.held_always_at(function, [node]).get(node, frozenset()):
            known[key] = True
        else:
            callers = reach.callers(function)
            known[key] = (
                hops > 0
                and bool(callers)
                and function.type != "func_literal"
                and all(
                    _always_held(graph, reach, caller, call, mutex, hops - 1, known)
                    for call, caller in callers
                )
            )
    return known[key]


def _local_waits(
    graph: LockGraph, function: Node, channels_of: Callable[[Node], list[Channel]]
) -> list[_Wait]:
    """The function's blocking operations on channels made by it or by a function around
    it, that the package sees every operation on."""
    index = graph.index
    own = [
        use
        for use in index.own_uses(function)
        if use.kind in (UseKind.SEND, UseKind.RECV, UseKind.RANGE) and use.path[1] is None
    ]
    if not own:
        return []
    waits: list[_Wait] = []
    maker: Node | None = function
    while maker is not None:
        for channel in channels_of(maker):
            mine = [use for use in own if use.path in channel.paths]
            if not mine:
                continue
            operations = _local_operations(graph, channel)
            for use in mine:
                node = blocking_site(use.node, use.kind)
                if node is None:
                    continue
                sites: tuple[Site, ...] = ()
                if operations is not None and (
                    use.kind != UseKind.SEND or channel.capacity.value == 0
                ):
                    wanted = (
                        (UseKind.RECV, UseKind.RANGE)
                        if use.kind == UseKind.SEND
                        else (UseKind.SEND, UseKind.CLOSE)
                    )
                    sites = tuple((n, f) for n, f, k in operations if k in wanted)
                rivals = None
                if operations is not None:
                    same = (
                        (UseKind.RECV, UseKind.RANGE) if use.kind != UseKind.SEND else (use.kind,)
                    )
                    rivals = tuple((n, f) for n, f, k in operations if k in same)
                waits.append(_Wait(node, function, use.kind, channel.name, sites, maker, rivals))
        maker = index.enclosing_function(maker)
    return waits


def _local_operations(
    graph: LockGraph, channel: Channel
) -> list[tuple[Node, Node, UseKind]] | None:
    """Every operation on a local channel, in its function and the literals there, or None
    when the channel goes anywhere else (a call is given it, it is stored or returned)."""
    if any(fields is not None for _, fields in channel.paths):
        return None  # a field of a local struct: the struct may be handed on whole
    found: list[tuple[Node, Node, UseKind]] = []
    for use in graph.index.uses_within(channel.function):
        if use.path not in channel.paths:
            continue
        if use.kind in OPERATIONS:
            found.append((use.node, use.function, use.kind))
        elif use.kind == UseKind.FLOWS and use.target in channel.paths:
            continue
        elif use.kind == UseKind.ASSIGNED:
            continue  # local_channels made sure it is only ever given this channel
        elif use.kind not in KEPT:
            return None
    return found


def _counterparts(
    graph: LockGraph, fields: FieldFacts, reach: Reach, wait: _Wait, held: Held
) -> tuple[Counterpart, ...]:
    """The counterparts of the wait, each with where it takes ``held``'s mutex first;
    empty unless every one of them does (and the package sees them all). A counterpart
    that closed the channel the waiter saw closed on its way to the wait, or sent the value
    it received on its way there, with the mutex held, is past its Lock by then
    (:mod:`goleaklint.dataflow.signalled`)."""
    found: list[Counterpart] = []
    signal = signalled_first(graph, wait.function, wait.node)
    for node, function in wait.sites:
        if function == wait.function:
            return ()  # the waiter itself may complete it
        if signal is not None and past_lock_when_signalled(
            graph, fields, signal, held, function, node
        ):
            return ()
        taken = graph.take_before(function, node, held.lock, writes_only=held.read)
        if (
            taken is None
            and not _one_per_channel(graph, wait, function)
            and _runs_again(graph, reach, function)
        ):
            site = _any_take(graph, function, held)
            taken = (site, site) if site is not None else None
        if taken is None or not _may_take_after(graph, wait, function, taken[1], node):
            return ()
        found.append(Counterpart(node, function, taken[0]))
    return tuple(found)


def _may_take_after(
    graph: LockGraph, wait: _Wait, function: Node, site: Node, operation: Node
) -> bool:
    """For a local channel whose waiter is a literal inside the counterpart's function: the
    counterpart can take the lock (``site``: its Lock, or the call that takes it) after the
    literal is made and before its ``operation``, without making the literal again on the
    way (a loop that starts a new waiter each round). A lock it took before (and let go)
    cannot keep it from its operation: ``mu.Lock(); go waiter(); mu.Unlock(); <-done``."""
    if wait.local_to is None or not syntax.contains(function, wait.function):
        return True
    literal = syntax.literal_in(function, wait.function)
    cfg = graph.index.cfg(function)
    start = cfg.block_for(literal) if literal is not None else None
    target = cfg.block_for(site)
    end = cfg.block_for(operation)
    if start is None or target is None or end is None or literal is None:
        return True
    if start.id == target.id and site.start_byte < literal.start_byte:
        return False
    avoid = frozenset({start.id})  # making the literal again starts another waiter
    reaches_lock = start.id == target.id or target.id in cfg.after(start.id, avoid)
    if not reaches_lock:
        return False
    if target.id == end.id and site.start_byte <= operation.start_byte:
        return True
    return end.id in cfg.after(target.id, avoid)


def _one_per_channel(graph: LockGraph, wait: _Wait, function: Node) -> bool:
    """The counterpart is a goroutine literal that the function making the (local) channel
    starts once per run, outside its loops: each run makes the channel anew, so a run of
    the goroutine from another run, which may hold the lock, is never this wait's
    counterpart; only the lock it takes on its way to the operation counts."""
    maker = wait.local_to
    if maker is None or function.type != "func_literal":
        return False
    call = function.parent
    statement = call.parent if call is not None else None
    if statement is None or statement.type != "go_statement":
        return False
    if graph.index.enclosing_function(function) != maker:
        return False
    cfg = graph.index.cfg(maker)
    block = cfg.block_for(statement)
    return block is not None and not cfg.loops_containing(block.id)


def _runs_again(graph: LockGraph, reach: Reach, function: Node) -> bool:
    """The function can run again after taking the lock: it, or the one function that
    calls (or starts) it, up a few levels, is called from more than one place or inside a
    loop. One ``go`` statement is one start, however the caller list names it."""
    current = function
    for _ in range(MAX_HOPS):
        callers = reach.callers(current)
        if len(callers) > 1:
            return True
        if not callers:
            return False
        call, caller = callers[0]
        cfg = graph.index.cfg(caller)
        block = cfg.block_for(call)
        if block is not None and cfg.loops_containing(block.id):
            return True
        current = caller
    return False


def _any_take(graph: LockGraph, function: Node, held: Held) -> Node | None:
    for acquisition in in_text_order(graph.acquires(function)):
        if acquisition.lock == held.lock and not (held.read and acquisition.read):
            return acquisition.site
    return None
