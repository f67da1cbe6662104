"""Where a goroutine stranded on several channels blocks first.

A function that walks away from more than one of its channels on the same way out can
strand one goroutine on several of them::

    go func() {
        msg, err := r.Receive(ctx)
        msgs <- msg  // blocks here forever when the function leaves early ...
        errs <- err  // ... so it never gets here
    }()

The goroutine stops at the first of those operations it reaches, and Go's leak profile
shows it there. An operation the goroutine owes on that way out is not where it blocks
when every path of its own code to that operation first passes another one that blocks
forever the first time the goroutine gets there (:func:`blocks_on_arrival`): the finding
belongs to that earlier operation alone.

A stranded operation does not always block on its first arrival: a buffered send, or one
in a loop whose earlier rounds the function receives, lets the goroutine go on, maybe to
block at the later operation first. Only an operation on an unbuffered channel that nobody
serves between the ``go`` statement and the way out blocks at once.
"""

from __future__ import annotations

from collections.abc import Iterable

from goleaklint.dataflow.cfg import CFG, Kind
from goleaklint.dataflow.effects import Call, Effects, Event, Launch, Op
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node

# What serves a goroutine's operation: a receive (or close) its send, a send or close its
# receive.
_SERVING: dict[str, frozenset[UseKind]] = {
    "send": frozenset({UseKind.RECV, UseKind.RANGE, UseKind.CLOSE}),
    "recv": frozenset({UseKind.SEND, UseKind.CLOSE}),
}


def blocked_before(index: PackageIndex, site: Node, others: Iterable[Node]) -> Node | None:
    """The node of ``others`` (operations that block forever on arrival) that every path of
    ``site``'s function to ``site`` passes first, if any. Only operations in that
    function's own code count: a callee's or a nested literal's run elsewhere."""
    function = index.enclosing_function(site)
    if function is None:
        return None
    cfg = index.cfg(function)
    target = cfg.block_id_for(site)
    if target is None:
        return None
    for other in sorted(others, key=lambda node: node.start_byte):
        if other == site or index.enclosing_function(other) != function:
            continue
        block = cfg.block_id_for(other)
        if block is None:
            continue
        if block == target:
            if other.end_byte <= site.start_byte:
                return other
        elif cfg.always_through(target, frozenset({block})):
            return other
    return None


def blocks_on_arrival(
    cfg: CFG,
    events: dict[int, list[Event]],
    capacity: int | None,
    go: Node,
    exit_block: int,
    kind: str,
) -> bool:
    """An operation of ``kind`` ("send" or "recv") that the goroutine ``go`` starts makes on
    a channel of the launcher (its ``events`` in ``cfg``) waits forever the first time it
    runs, on a path to ``exit_block``: the channel is unbuffered, and nothing serves it
    from the ``go`` statement to the way out: no operation of the launcher's own, no call
    of it, no deferred one, and no other goroutine it starts."""
    serving = _SERVING.get(kind)
    go_block = cfg.block_id_for(go)
    if capacity != 0 or serving is None or go_block is None:
        return False
    between = ({go_block} | cfg.after(go_block)) & ({exit_block} | cfg.before(exit_block))
    for block, block_events in events.items():
        deferred = cfg.blocks[block].kind == Kind.DEFER
        for event in block_events:
            if isinstance(event, Launch):
                if event.node != go and _serves(event.effects, kind):
                    return False
            elif block in between or deferred or (isinstance(event, Call) and event.deferred):
                if isinstance(event, Op) and event.kind in serving:
                    return False
                if isinstance(event, Call) and _serves(event.effects, kind):
                    return False
    return True


def _serves(effects: Effects, kind: str) -> bool:
    """The effects, or a goroutine they start, serve an operation of ``kind``."""
    if kind == "send":
        return effects.anywhere(lambda e: e.receives or e.closes)
    return effects.anywhere(lambda e: e.sends or e.closes)
