"""Request/reply goroutines: a goroutine whose every send on a channel answers a value it
has just received from another channel of the same function (``for r := range req {
... rep <- answer }``, or ``for ... { <-next; rep <- v }``: every path to a reply, from
the start or from the previous reply, passes a plain receive of a request). It sends no
more replies than the function sent requests, so what the function owes on the reply
channel is counted at its own request sends, not at the launch: a function that receives
each reply before its next request or its return (lock-step) leaves the goroutine waiting
for a request, never at its reply. A request channel the function closes lets every plain
receive through, so closing one counts as no request count at all.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from goleaklint import syntax
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.effects import Call, Escape, Event, Launch, Op, Site
from goleaklint.dataflow.handshakes import goroutine_ops
from goleaklint.dataflow.lockstep import lockstep_call
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node

LOOPS = ("for_statement",)


def request_sends(
    launch: Launch,
    siblings: Sequence[tuple[Channel, dict[int, list[Event]]]],
    index: PackageIndex,
    reply_channel: Channel,
) -> dict[int, int] | None:
    """For a goroutine whose blocking sends all answer requests from one sibling channel
    that only the function sends on: the function's sends on that channel, as a count per
    block. None when the goroutine is not such a replier. A call that sends requests
    counts for none when it hands both channels to a helper that waits for every reply
    (:func:`lockstep.lockstep_call`): then the function may not send requests itself."""
    replies = launch.effects.blocking_sends
    if not replies:
        return None
    for channel, events in siblings:
        requests = _requests_of(launch, events)
        if requests is not None:
            answering = all(_answers(reply, requests, replies) for reply in replies)
        else:
            answering = _received_before_each(index, launch, channel, events, replies)
        if not answering:
            continue
        answered = partial(lockstep_call, index, channel, reply_channel)
        counts = _function_sends(events, launch, answered, ranged=requests is not None)
        if counts is not None:
            return counts
    return None


def _received_before_each(
    index: PackageIndex,
    launch: Launch,
    channel: Channel,
    events: dict[int, list[Event]],
    replies: tuple[Site, ...],
) -> bool:
    """The goroutine only receives from the sibling, with plain receives (not ``select``
    cases), and every path to one of its replies, from its start or from a reply, passes
    one of them: a reply per request at most."""
    sibling = _sibling_launch(launch, events)
    ops = goroutine_ops(index, launch, sibling, channel) if sibling is not None else None
    if ops is None or ops.sends or ops.closes or ops.deferred_closes or not ops.receives:
        return False
    cfg = index.cfg(launch.function) if launch.function is not None else None
    if cfg is None:
        return False
    gates: set[int] = set()
    for receive in ops.receives:
        operation = receive.parent
        block = cfg.block_id_for(receive)
        if (
            operation is None
            or not syntax.is_receive(operation)
            or syntax.communication_case(operation) is not None
            or block is None
        ):
            return False
        gates.add(block)
    requests = frozenset(gates)
    blocks = [cfg.block_id_for(reply.node) for reply in replies]
    if any(block is None or block in requests for block in blocks):
        return False
    known = [b for b in blocks if b is not None]
    return all(cfg.always_through(b, requests) for b in known) and not any(
        later in cfg.after(earlier, requests) for earlier in known for later in known
    )


def _requests_of(launch: Launch, events: dict[int, list[Event]]) -> tuple[Site, ...] | None:
    """The range loops over the sibling channel in this same goroutine."""
    sibling = _sibling_launch(launch, events)
    return (sibling.effects.ranges or None) if sibling is not None else None


def _sibling_launch(launch: Launch, events: dict[int, list[Event]]) -> Launch | None:
    """The same goroutine's launch among the sibling channel's events (its effects there)."""
    for block_events in events.values():
        for event in block_events:
            if isinstance(event, Launch) and event.node == launch.node:
                return event
    return None


def _answers(reply: Site, requests: tuple[Site, ...], replies: tuple[Site, ...]) -> bool:
    """The reply is the only one in the body of a range loop over requests, and in no
    loop nested in it: one reply per request at most."""
    loop = _innermost_loop(reply.node)
    if loop is None or not any(syntax.contains(_header(loop), r.op) for r in requests):
        return False
    return sum(1 for other in replies if syntax.contains(loop, other.node)) == 1


def _function_sends(
    events: dict[int, list[Event]],
    launch: Launch,
    answered: Callable[[Node], bool],
    ranged: bool = True,
) -> dict[int, int] | None:
    """Where the function itself sends on the request channel; None when anything else
    may send on it too (another goroutine, a callee not ``answered``) or it escapes, or,
    for plain receives (not ``ranged``), when the function closes it. Only ``answered``
    calls and no sends of its own: nothing owed (an empty count)."""
    counts: dict[int, int] = {}
    calls = False
    for block, block_events in events.items():
        for event in block_events:
            if isinstance(event, Escape):
                return None  # someone else may send requests
            if isinstance(event, Op) and event.kind == UseKind.SEND:
                counts[block] = counts.get(block, 0) + 1
            elif not ranged and _closes(event):
                return None  # every plain receive goes through once it is closed
            elif isinstance(event, Call) and not event.deferred and answered(event.node):
                calls = True
            elif _other_sender(event, launch):
                return None
    if calls:
        return None if counts else {}
    return counts or None


def _closes(event: Event) -> bool:
    if isinstance(event, Op):
        return event.kind == UseKind.CLOSE
    return isinstance(event, (Call, Launch)) and bool(event.effects.closes)


def _other_sender(event: Event, launch: Launch) -> bool:
    """A callee or another goroutine that may send requests too."""
    if isinstance(event, Call) or (isinstance(event, Launch) and event.node != launch.node):
        return bool(event.effects.sends or event.effects.escapes)
    return False


def _innermost_loop(node: Node) -> Node | None:
    current = node.parent
    while current is not None and current.type not in syntax.FUNCTION_TYPES:
        if current.type in LOOPS:
            return current
        current = current.parent
    return None


def _header(loop: Node) -> Node:
    """The range clause of a ``for ... range`` loop (the loop itself otherwise)."""
    for child in loop.named_children:
        if child.type == "range_clause":
            return child
    return loop
