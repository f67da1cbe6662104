"""Partners that leave: a goroutine that receives from a channel in a loop, and can stop.

The classic leak between two goroutines: a receiver serves a channel in a
``for { select { case v := <-s.in: ...; case <-s.quit: return } }`` loop, and a sender sends
on ``s.in`` with a plain send that cannot give up. Once the receiver has returned, the next
send waits forever. It is no leak when the sender itself makes the receiver stop, after its
sends (``s.in <- v; s.Stop()``): then every send comes first.
"""

from __future__ import annotations

from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Kind
from goleaklint.dataflow.effects import Call, EffectsAnalyzer, Op
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.reach import Reach
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.uses import Path, UseKind, join_fields, path_of
from goleaklint.parse import Node

CALLER_DEPTH = 3  # calls between the sender and a function that fires the stop


@dataclass(frozen=True)
class Stop:
    """How a receiving loop stops: the case that leaves it, and what that case waits on."""

    leaves: Node  # the return, break or goto that leaves the loop
    trigger: Node  # the channel expression of the other case (``s.quit``, ``ctx.Done()``)


def receiver_stop(index: PackageIndex, receive: Node, function: Node) -> Stop | None:
    """The stop of a receive made as one case of a ``select`` in a loop, when another case
    of that select leaves the loop; None for any other shape (a receive that is no select
    case, a loop that only the channel's close ends...)."""
    return next(iter(receiver_stops(index, receive, function)), None)


def receiver_stops(index: PackageIndex, receive: Node, function: Node) -> list[Stop]:
    """Every other case of the receive's ``select`` that leaves its loop, in source order
    (see :func:`receiver_stop`)."""
    case = syntax.communication_case(receive)
    if case is None or case.parent is None:
        return []
    cfg = index.cfg(function)
    block = cfg.block_for(receive)
    if block is None:
        return []
    heads = cfg.loops_containing(block.id)
    if not heads:
        return []
    head = max(heads, key=lambda h: len(cfg.loop_body[h]))
    body = cfg.loop_body[head]
    found: list[Stop] = []
    for other in case.parent.named_children:
        if other == case or other.type != "communication_case":
            continue
        trigger = _received_channel(other)
        if trigger is None:
            continue
        leaves = _leaving(cfg, other, head, body)
        if leaves is not None:
            found.append(Stop(leaves, trigger))
    return found


def sender_stops_it(
    index: PackageIndex,
    effects: EffectsAnalyzer,
    send: Node,
    sender: Node,
    stop: Stop,
    receiver: Node,
) -> bool:
    """The sending function itself fires the receiver's stop after its send: the stop waits
    on a field of the same value the channel is a field of (``t.quit`` beside ``t.beats``)
    or on a channel of the sender's own (captured, or handed over by its ``go`` statement),
    and the sender closes or sends on it (directly or through a method it calls) on a path
    after the send, or in a deferred call (which runs after it too)."""
    target = _field_beside(index, send, stop) or _handed_trigger(index, stop, sender, receiver)
    return target is not None and _fires_after(index, effects, sender, send, target)


def callers_stop_it(
    index: PackageIndex,
    effects: EffectsAnalyzer,
    reach: Reach,
    send: Node,
    sender: Node,
    stop: Stop,
) -> bool:
    """The sender sends on a field of the value it is handed (its receiver, a parameter),
    only the package's calls run it, and each of them fires the receiver's stop on that
    value after the call (``defer f.stop(); f.trigger()``, ``trigger`` sending on
    ``t.bundle`` beside the loop's ``t.stopCh``), or is itself such a function whose
    callers do, up to :data:`CALLER_DEPTH` calls away. Every send then comes before the
    stop, as in :func:`sender_stops_it`."""
    target = _field_beside(index, send, stop)
    return target is not None and _callers_fire(index, effects, reach, sender, target, CALLER_DEPTH)


def _callers_fire(
    index: PackageIndex,
    effects: EffectsAnalyzer,
    reach: Reach,
    function: Node,
    target: Path,
    depth: int,
) -> bool:
    var, fields = target
    if depth == 0 or var.owner != function or var.kind not in ("receiver", "param"):
        return False
    if not reach.never_set(var):
        return False
    calls = reach.only_calls(function)
    if not calls:
        return False
    for call, caller in calls:
        statement = call.parent
        if statement is not None and statement.type in ("go_statement", "defer_statement"):
            return False  # runs beside or after the caller's own stop
        handed = _handed_value(index, call, var)
        if handed is None:
            return False
        moved = (handed[0], join_fields(handed[1], fields))
        if _fires_after(index, effects, caller, call, moved):
            continue
        if not _callers_fire(index, effects, reach, caller, moved, depth - 1):
            return False
    return True


def _handed_value(index: PackageIndex, call: Node, var: Var) -> Path | None:
    """The caller's path for what ``call`` hands over as ``var`` (:func:`syntax.handed`)."""
    for value, name in syntax.handed(call, var.owner):
        if syntax.text(name) == var.name:
            return path_of(value, index.resolution(call))
    return None


def _fires_after(
    index: PackageIndex, effects: EffectsAnalyzer, function: Node, node: Node, target: Path
) -> bool:
    """``function`` sends on or closes ``target`` (directly or through a call) on a path
    after ``node``, or in a deferred call (which runs after it too)."""
    cfg = index.cfg(function)
    start = cfg.block_for(node)
    if start is None:
        return False
    later = cfg.after(start.id)
    for block in _firing_blocks(effects, function, frozenset({target})):
        if block in later or cfg.blocks[block].kind == Kind.DEFER:
            return True
    return False


def _field_beside(index: PackageIndex, send: Node, stop: Stop) -> Path | None:
    """The stop's trigger as a field of the value the sent-on channel is a field of."""
    channel = _channel_of(send)
    trigger = syntax.unparen(stop.trigger)
    if channel is None or trigger is None or trigger.type != "selector_expression":
        return None
    if channel.type != "selector_expression":
        return None
    field = syntax.text(trigger.child_by_field_name("field"))
    holder = path_of(channel.child_by_field_name("operand"), index.resolution(send))
    if holder is None:
        return None
    var, fields = holder
    return var, ".".join(f for f in (fields, field) if f)


def _handed_trigger(index: PackageIndex, stop: Stop, sender: Node, receiver: Node) -> Path | None:
    """The stop's trigger as the sender's own variable: captured by a receiving literal, or
    handed to the receiving function by a ``go`` statement of the sender."""
    trigger = syntax.unparen(stop.trigger)
    path = path_of(trigger, index.resolution(trigger)) if trigger is not None else None
    if path is None:
        return None
    var, _ = path
    if var.owner == sender and var.kind in ("local", "param"):
        return path
    if var.kind != "param" or var.owner != receiver:
        return None
    for go in index.go_statements:
        call = go.named_children[0] if go.named_children else None
        if call is None or call.type != "call_expression":
            continue
        if syntax.enclosing_function(go) != sender:
            continue
        callee = index.callee(call)
        arguments = syntax.call_arguments(call)
        if callee is None or callee[0] != receiver or var.index >= len(arguments):
            continue
        handed = path_of(arguments[var.index], index.resolution(call))
        if handed is not None and handed[0].owner == sender:
            return handed
    return None


def _leaving(cfg: CFG, case: Node, head: int, body: frozenset[int]) -> Node | None:
    """A statement of ``case``'s branch that leaves the loop (first found), if any. A way
    back into the same ``select`` (an inner loop's ``continue``) is the next round, where
    another case runs: not this case's way out."""
    start = cfg.block_of.get(case)
    if start is None:
        return None
    select = cfg.block_of.get(case.parent) if case.parent is not None else None
    seen = {start} if select is None else {start, select}
    stack = [start]
    while stack:
        current = stack.pop()
        for successor, _ in cfg.successors(current):
            if successor == head:
                continue
            if successor not in body:
                if successor == cfg.abort:
                    continue
                node = cfg.blocks[current].node
                return node if node is not None else case
            if successor not in seen:
                seen.add(successor)
                stack.append(successor)
    return None


def _received_channel(case: Node) -> Node | None:
    return syntax.received_channel(case.child_by_field_name("communication"))


def _channel_of(send: Node) -> Node | None:
    node: Node | None = send
    if node is not None and node.type == "select_statement":
        return None
    if node is not None and node.type == "send_statement":
        return syntax.unparen(node.child_by_field_name("channel"))
    return None


def started_before(
    index: PackageIndex,
    effects: EffectsAnalyzer,
    send: Node,
    sender: Node,
    receivers: list[tuple[Node, Node, Stop]],
) -> bool:
    """The sender waits for every receiving loop to have started, and fires no stop before
    its send: each receiver is in its loop when the value comes.

    A receiving function signals its start with a send on a field of its own value made
    before the loop (``s.started <- true`` at the top of ``Serve``); the sender's wait is a
    receive from that field of the value it sends on (``<-svc.started``), on every way to
    the send, with no send or close on a receiver's stop field (``svc.shutdown``, directly or
    through a call) between the wait and the send.
    """
    channel = _channel_of(send)
    if channel is None or channel.type != "selector_expression":
        return False
    holder = path_of(channel.child_by_field_name("operand"), index.resolution(send))
    if holder is None:
        return False
    signals: set[str] | None = None
    triggers: set[Path] = set()
    for receive, receiver, stop in receivers:
        own = _start_signals(receive, receiver)
        signals = own if signals is None else signals & own
        trigger = _field_beside(index, send, stop)
        if trigger is None:
            return False  # a stop the sender's value does not hold (a context, a timer...)
        triggers.add(trigger)
    if not signals:
        return False
    cfg = index.cfg(sender)
    target = cfg.block_for(send)
    if target is None:
        return False
    var, fields = holder
    wanted = {(var, join_fields(fields, signal)) for signal in signals}
    waits = [
        use.node
        for use in index.uses_within(sender)
        if use.kind == UseKind.RECV and use.function == sender and use.path in wanted
    ]
    firing = _firing_blocks(effects, sender, frozenset(triggers))
    return any(_waits_right_before(cfg, wait, send, target.id, firing) for wait in waits)


def _start_signals(receive: Node, receiver: Node) -> set[str]:
    """Fields of the receive's own holder that ``receiver`` sends on before the statement
    holding its receiving loop (statements of its body, in order)."""
    is_field = receive.type == "selector_expression"
    operand = receive.child_by_field_name("operand") if is_field else None
    body = receiver.child_by_field_name("body")
    if operand is None or body is None:
        return set()
    holder = syntax.text(operand)
    found: set[str] = set()
    for statement in syntax.statements(body):
        if statement.start_byte <= receive.start_byte < statement.end_byte:
            return found
        if statement.type != "send_statement":
            continue
        channel = syntax.unparen(statement.child_by_field_name("channel"))
        if channel is None or channel.type != "selector_expression":
            continue
        if syntax.text(channel.child_by_field_name("operand")) == holder:
            found.add(syntax.text(channel.child_by_field_name("field")))
    return set()


def _firing_blocks(effects: EffectsAnalyzer, sender: Node, triggers: frozenset[Path]) -> set[int]:
    """Blocks of the sender that send on or close a trigger, or call code that does."""
    firing: set[int] = set()
    for block, block_events in effects.block_events(sender, triggers).items():
        for event in block_events:
            if isinstance(event, Op) and event.kind in (UseKind.SEND, UseKind.CLOSE):
                firing.add(block)
            if isinstance(event, Call) and (event.effects.closes or event.effects.sends):
                firing.add(block)
    return firing


def _waits_right_before(cfg: CFG, wait: Node, send: Node, target: int, firing: set[int]) -> bool:
    """Every way from the entry to the send passes the wait, and no way from the wait to the
    send passes a firing block."""
    block = cfg.block_for(wait)
    if block is None:
        return False
    if block.id == target:
        return wait.start_byte < send.start_byte and target not in firing
    # The wait dominates the send: without its block, the entry no longer reaches the send.
    seen = {cfg.entry, block.id}
    stack = [cfg.entry] if cfg.entry != block.id else []
    while stack:
        current = stack.pop()
        for successor, _ in cfg.successors(current):
            if successor == target:
                return False
            if successor not in seen:
                seen.add(successor)
                stack.append(successor)
    between = cfg.after(block.id) & cfg.before(target)
    return not (between & firing) and block.id not in firing
