"""Points where a function knows a goroutine it started is done with one of its channels.

A function that started goroutines sending on a channel ``ch`` may meet them again on a
sibling channel ``s`` (another channel the same function made):

* it **receives** from ``s``, and in the goroutine no send on ``s`` can be followed by a
  send on ``ch`` (``doneCh <- err; return`` after the loop of ``byteCh <- b``, or two
  exclusive answers ``errc <- err`` / ``results <- v``): the value taken shows that the
  goroutine is past its last send on ``ch``;
* it **sends** on an unbuffered ``s`` that only the goroutine receives, and in the
  goroutine no receive from ``s`` can be followed by a send on ``ch`` (``stop <- struct{}{}``
  answered by ``case <-stop: return``): the send completes only when the goroutine has
  taken it, and from there on it sends nothing more on ``ch``.

Either way every send the goroutine made on ``ch`` before has been taken (it went past
them), so nothing it owes on ``ch`` is left. Only one goroutine of the launch is met, so
these joins can hide a leak of a second one, never invent one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from goleaklint import syntax
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.effects import Call, Effects, Escape, Event, Launch, Op
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.uses import Path, UseKind
from goleaklint.parse import Node

Sibling = tuple[Channel, dict[int, list[Event]]]


def join_blocks(
    index: PackageIndex,
    senders: dict[Node, Launch],
    siblings: Sequence[Sibling],
) -> frozenset[int]:
    """Blocks of the function where it meets one of ``senders`` (go statement -> its launch
    on ``ch``) on a sibling channel after the goroutine's last send on ``ch``."""
    blocks: set[int] = set()
    for sibling, events in siblings:
        shared = [e for e in _launches(events) if e.node in senders]
        if not shared or _fed_elsewhere(events, senders):
            continue
        own_sends = any(True for _ in _own_ops(events, (UseKind.SEND, UseKind.CLOSE)))
        if not own_sends and all(_sends_last(index, senders[e.node], e, sibling) for e in shared):
            blocks.update(_own_ops(events, (UseKind.RECV, UseKind.RANGE)))
        if (
            sibling.capacity.value == 0
            and not _received_elsewhere(events, senders)
            and all(_stops_on_receive(index, senders[e.node], e, sibling) for e in shared)
        ):
            blocks.update(_own_ops(events, (UseKind.SEND,), plain=True))
    return frozenset(blocks)


def _launches(events: dict[int, list[Event]]) -> Iterable[Launch]:
    for block_events in events.values():
        for event in block_events:
            if isinstance(event, Launch):
                yield event


def _own_ops(
    events: dict[int, list[Event]], kinds: tuple[UseKind, ...], plain: bool = False
) -> Iterable[int]:
    """Blocks where the function itself makes one of these operations on the sibling (a
    ``plain`` one: not a case of a ``select`` that may take another)."""
    for block, block_events in events.items():
        for event in block_events:
            if not isinstance(event, Op) or event.kind not in kinds:
                continue
            if not (plain and event.use.in_select is not None):
                yield block


def _fed_elsewhere(events: dict[int, list[Event]], senders: dict[Node, Launch]) -> bool:
    """Something other than the goroutines on ``ch`` may send on the sibling (a value taken
    from it would then prove nothing about them)."""
    return _elsewhere(events, senders, lambda e: bool(e.sends or e.closes or e.escapes))


def _received_elsewhere(events: dict[int, list[Event]], senders: dict[Node, Launch]) -> bool:
    """Something other than the goroutines on ``ch`` may receive from the sibling."""
    own = _own_ops(events, (UseKind.RECV, UseKind.RANGE))
    return any(True for _ in own) or _elsewhere(events, senders, lambda e: e.receives or e.escapes)


def _elsewhere(
    events: dict[int, list[Event]], senders: dict[Node, Launch], does: Callable[[Effects], bool]
) -> bool:
    """An escape, or a callee or another goroutine whose effects on the sibling ``does``."""
    for block_events in events.values():
        for event in block_events:
            if isinstance(event, Escape):
                return True
            other = isinstance(event, Call) or (
                isinstance(event, Launch) and event.node not in senders
            )
            if other and does(event.effects):  # type: ignore[union-attr]  # Call or Launch
                return True
    return False


def _sends_last(
    index: PackageIndex, on_channel: Launch, on_sibling: Launch, sibling: Channel
) -> bool:
    """In the goroutine, no send on the sibling (nor a close of it, unless deferred) is
    followed by a send on the channel."""
    ops = _goroutine_ops(index, on_channel, on_sibling, sibling)
    if ops is None or not (ops[UseKind.SEND] or ops[UseKind.CLOSE] or ops[DEFERRED_CLOSE]):
        return False
    later = [*ops[UseKind.SEND], *ops[UseKind.CLOSE]]
    return _never_followed(index, later, _channel_sends(on_channel), allow_empty=True)


def _stops_on_receive(
    index: PackageIndex, on_channel: Launch, on_sibling: Launch, sibling: Channel
) -> bool:
    """In the goroutine, no receive from the sibling is followed by a send on the channel."""
    ops = _goroutine_ops(index, on_channel, on_sibling, sibling)
    if ops is None or not ops[UseKind.RECV]:
        return False
    return _never_followed(index, ops[UseKind.RECV], _channel_sends(on_channel))


DEFERRED_CLOSE = "deferred close"


def _goroutine_ops(
    index: PackageIndex, on_channel: Launch, on_sibling: Launch, sibling: Channel
) -> dict[str, list[Node]] | None:
    """What the goroutine's own code does to the sibling: sends, receives (ranges too),
    closes and deferred closes; None when it does anything else with it (hands it on,
    uses it in a nested literal)."""
    function = on_channel.function
    if function is None or on_sibling.function != function:
        return None
    paths = _paths_inside(sibling.paths, on_sibling, function)
    found: dict[str, list[Node]] = {UseKind.SEND: [], UseKind.RECV: [], UseKind.CLOSE: []}
    found[DEFERRED_CLOSE] = []
    for use in index.uses_within(function):
        if use.path not in paths or use.kind == UseKind.QUERY:
            continue
        if use.function != function:
            return None
        if use.kind == UseKind.RANGE:
            found[UseKind.RECV].append(use.node)
        elif use.kind == UseKind.CLOSE and _deferred(use.node, function):
            found[DEFERRED_CLOSE].append(use.node)
        elif use.kind in found:
            found[use.kind].append(use.node)
        else:
            return None
    return found


def _deferred(node: Node, function: Node) -> bool:
    """``node`` is the argument of a ``defer close(...)`` statement of ``function``."""
    call = node.parent.parent if node.parent is not None else None
    statement = call.parent if call is not None else None
    return (
        statement is not None
        and statement.type == "defer_statement"
        and syntax.enclosing_function(statement) == function
    )


def _paths_inside(paths: frozenset[Path], launch: Launch, function: Node) -> frozenset[Path]:
    """The sibling's paths as the goroutine's function names them: its parameters bound to
    them, or the same variables when it is a literal capturing them."""
    bound = {launch.binding[p] for p in paths if p in launch.binding}
    if function.type == "func_literal":
        return frozenset(paths | bound)
    return frozenset(bound)


def _channel_sends(launch: Launch) -> list[Node]:
    return [site.op for site in launch.effects.blocking_sends if site.kind == "send"]


def _never_followed(
    index: PackageIndex,
    later: Sequence[Node],
    earlier: Sequence[Node],
    allow_empty: bool = False,
) -> bool:
    """Every node of both lists is in one function, and no path of it goes from a node of
    ``later`` to a node of ``earlier`` (``allow_empty``: ``later`` may have none)."""
    if not earlier or not (later or allow_empty):
        return False
    if not later:
        return True
    function = syntax.enclosing_function(later[0])
    if function is None or any(
        syntax.enclosing_function(n) != function for n in (*later, *earlier)
    ):
        return False
    cfg = index.cfg(function)
    targets: set[int] = set()
    for node in earlier:
        block = cfg.block_for(node)
        if block is None:
            return False
        targets.add(block.id)
    for node in later:
        block = cfg.block_for(node)
        if block is None or block.id in targets:
            return False
        seen = {block.id}
        stack = [block.id]
        while stack:
            for successor, _ in cfg.successors(stack.pop()):
                if successor in targets:
                    return False
                if successor not in seen:
                    seen.add(successor)
                    stack.append(successor)
    return True
