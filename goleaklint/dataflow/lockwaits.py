"""Waiting while holding a lock: a channel operation a goroutine blocks on with a mutex held,
when every goroutine that could complete it must take that mutex first.

The counterparts of a send on a channel field are the package's receives from it; of a
receive, its sends and closes. A counterpart "takes the mutex first" when its function, on
some path to the counterpart operation (round its loop too), locks the mutex itself or in a
function it calls, or when it locks it at all and runs more than once (a caller's loop, a
goroutine started again): then it can be stuck on the mutex while the waiter, holding it,
waits for it. A read lock held only stops counterparts that write-lock. When that is true of
every counterpart, nothing can ever complete the wait.
"""

from __future__ import annotations

from dataclasses import dataclass

from goleaklint.dataflow.fields import FieldFacts, Operation
from goleaklint.dataflow.lockgraph import Held, LockGraph
from goleaklint.dataflow.reach import MAX_HOPS, Reach
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node


@dataclass(frozen=True)
class Counterpart:
    node: Node  # the operation that would complete the wait
    function: Node
    lock_site: Node  # where its goroutine takes the mutex first


@dataclass(frozen=True)
class LockedWait:
    operation: Operation
    held: Held
    counterparts: tuple[Counterpart, ...]


def locked_waits(graph: LockGraph, fields: FieldFacts, reach: Reach) -> list[LockedWait]:
    """Every blocking channel-field operation made with a lock held whose counterparts all
    need that lock first."""
    by_function: dict[Node, list[Operation]] = {}
    for operation in fields.blocking_operations():
        by_function.setdefault(operation.function, []).append(operation)
    found: list[LockedWait] = []
    for function in graph.functions():
        operations = by_function.get(function)
        if not operations:
            continue
        held = graph.held_at(function, [op.node for op in operations])
        for operation in operations:
            for lock in sorted(held.get(operation.node, ()), key=lambda h: h.node.start_byte):
                counterparts = _counterparts(graph, fields, reach, operation, lock)
                if counterparts:
                    found.append(LockedWait(operation, lock, counterparts))
                    break
    return found


def _counterparts(
    graph: LockGraph, fields: FieldFacts, reach: Reach, operation: Operation, held: Held
) -> tuple[Counterpart, ...]:
    """The counterparts of the operation, each with where it takes ``held``'s mutex first;
    empty unless every one of them does (and the package sees them all)."""
    ops = fields.of(operation.key)
    if ops is None or ops.foreign or ops.escapes or ops.outside_receives:
        return ()
    if operation.kind == UseKind.SEND:
        if ops.indirect_receives or not ops.unbuffered:
            return ()
        sites = ops.receive_sites
    else:
        if ops.indirect_feeds:
            return ()
        sites = ops.send_sites + ops.close_sites
    found: list[Counterpart] = []
    for node, function in sites:
        if function == operation.function:
            return ()  # the waiter itself may complete it
        site = graph.takes_before(function, node, held.lock, writes_only=held.read)
        if site is None and _runs_again(graph, reach, function):
            site = _any_take(graph, function, held)
        if site is None:
            return ()
        found.append(Counterpart(node, function, site))
    return tuple(found)


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
    for acquisition in sorted(graph.acquires(function), key=lambda a: a.site.start_byte):
        if acquisition.lock == held.lock and not (held.read and acquisition.read):
            return acquisition.site
    return None
