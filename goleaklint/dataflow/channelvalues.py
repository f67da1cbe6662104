"""How many values a local channel carries before it is closed, and what they are, when
the code fixes it.

A ``range`` over a channel runs once per value sent before the close. When one goroutine,
started once by the function that makes the channel, is the only code that sends on it and
closes it, and sends the same number of times on every way through (no send in a loop or
in a ``select``), the count is that number: a pipeline stage ``for v := range in { out <-
f(v) }`` fed by a producer that sends one value and closes ``in`` runs one round, and so
sends one value on ``out``.

A local channel that nothing closes or hands on, on which every send sends a value the
sender's path knows is not nil (``if err != nil { errc <- err; return }``), gives only
such values: a launcher's ``if err := <-errc; err == nil { t.Fatal(...) }`` never fails.
"""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Kind
from goleaklint.dataflow.effects import MANY, Call, Event, Launch, Op
from goleaklint.dataflow.package import PackageIndex, declared_value, returned_value
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.uses import Use, UseKind
from goleaklint.dataflow.values import NONNIL, Value, certainly_not_nil, new_error
from goleaklint.parse import Node

# Uses of a channel that neither close it nor hand it on.
KEEPING_USES = frozenset({UseKind.SEND, UseKind.RECV, UseKind.RANGE, UseKind.QUERY})

# Uses of a channel by the goroutine feeding it that take nothing from it (a goroutine
# receiving from it too could take its own first value out of the buffer).
FEEDING_USES = frozenset({UseKind.SEND, UseKind.CLOSE, UseKind.QUERY})

# Statements after which the sends that follow may not come in their written order.
UNORDERING = frozenset({"send_statement", "return_statement", "goto_statement"})

# Ways a path of the goroutine ends with its deferred close run (a panic ends the process).
GOROUTINE_ENDS = frozenset({Kind.GOEXIT, Kind.CHECK})
MAX_COUNTS = 8  # distinct send counts followed per block before giving up


def channel_values(channel: Node | None, index: PackageIndex) -> int | None:
    """The number of values sent on the local channel ``channel`` names before it is
    closed, when one goroutine its function starts once sends them all, the same number on
    every path, and closes it; None otherwise."""
    node = syntax.unparen(channel)
    if node is None or node.type != "identifier":
        return None
    var = index.resolution(node).var_of(node)
    if var is None or var.kind != "local" or syntax.make_channel(declared_value(var)) is None:
        return None
    uses = [u for u in index.uses(var.owner) if u.path == (var, None)]
    feeding = [u for u in uses if u.kind in (UseKind.SEND, UseKind.CLOSE)]
    ranges = [u for u in uses if u.kind == UseKind.RANGE]
    others = [u for u in uses if u not in feeding and u not in ranges and u.kind != UseKind.QUERY]
    if len(ranges) != 1 or others:
        return None  # received elsewhere too, handed on, assigned again, or used otherwise
    producers = {u.function for u in feeding}
    if len(producers) != 1:
        return None
    (producer,) = producers
    if not _started_once(producer, var.owner):
        return None
    sends = [u for u in feeding if u.kind == UseKind.SEND]
    closes = [u for u in feeding if u.kind == UseKind.CLOSE]
    if len(closes) != 1 or not _closes_last(closes[0], producer):
        return None
    return _sends_per_run(index.cfg(producer), sends)


def _started_once(literal: Node, function: Node) -> bool:
    """``go func() {...}()`` as a statement of ``function``'s own body, with no ``return``
    before it: every run of the function that gets that far starts it exactly once."""
    if literal.type != "func_literal":
        return False
    call = literal.parent
    statement = call.parent if call is not None else None
    if call is None or call.type != "call_expression" or statement is None:
        return False
    if statement.type != "go_statement":
        return False
    return _opening_statement(statement, function, ("return_statement",))


def _closes_last(close: Use, producer: Node) -> bool:
    """The close is ``defer close(ch)`` among the producer's own first statements (before
    any send or return), so it runs after every send on every way out."""
    statement = close.node.parent
    while statement is not None and statement.type not in ("defer_statement", "block"):
        statement = statement.parent
    if statement is None or statement.type != "defer_statement":
        return False
    return _opening_statement(statement, producer, ("return_statement", "send_statement"))


def _opening_statement(statement: Node, function: Node, not_before: tuple[str, ...]) -> bool:
    """``statement`` is one of ``function``'s own top-level statements, and none of the
    function's own statements of the kinds ``not_before`` comes before it."""
    body = function.child_by_field_name("body")
    holder = statement.parent
    if holder is not None and holder.type == "statement_list":
        holder = holder.parent
    if body is None or holder != body:
        return False
    return not any(
        node.type in not_before and node.start_byte < statement.start_byte
        for node in syntax.descendants_outside_closures(body)
    )


def _sends_per_run(cfg: CFG, sends: list[Use]) -> int | None:
    """The one number of sends every path through the goroutine makes; None when paths
    differ, or a send sits in a loop or a ``select``."""
    per_block: dict[int, int] = {}
    for send in sends:
        block = cfg.block_for(send.node)
        if block is None or send.in_select is not None or cfg.loops_containing(block.id):
            return None
        per_block[block.id] = per_block.get(block.id, 0) + 1
    counts: dict[int, set[int]] = {cfg.entry: {per_block.get(cfg.entry, 0)}}
    pending = [cfg.entry]
    ended: set[int] = set()
    while pending:
        current = pending.pop()
        block = cfg.blocks[current]
        here = counts[current]
        successors = cfg.successors(current)
        if current == cfg.exit or (block.kind in GOROUTINE_ENDS and not successors):
            ended |= here
            continue
        for successor, _ in successors:
            added = {count + per_block.get(successor, 0) for count in here}
            known = counts.setdefault(successor, set())
            if not added <= known:
                known |= added
                if len(known) > MAX_COUNTS:
                    return None
                pending.append(successor)
    return next(iter(ended)) if len(ended) == 1 else None


def carried_value(var: Var, index: PackageIndex) -> Value:
    """What every receive from the local channel ``var`` gives, when every value sent on it
    is known not to be nil and nothing closes it or hands it on: non-nil; None otherwise."""
    if var.kind != "local" or syntax.make_channel(declared_value(var)) is None:
        return None
    uses = [u for u in index.uses(var.owner) if u.path == (var, None)]
    if any(u.kind not in KEEPING_USES for u in uses if u.node != var.decl):
        return None  # closed, handed on, assigned again or stored
    sends = [u for u in uses if u.kind == UseKind.SEND]
    if not sends or not all(_sends_nonnil(use, index) for use in sends):
        return None
    return NONNIL


def _sends_nonnil(send: Use, index: PackageIndex) -> bool:
    """The send's value is not nil on every path to it in the sending function."""
    statement = syntax.sending_statement(send.node)
    value = syntax.unparen(statement.child_by_field_name("value")) if statement else None
    if value is None:
        return False
    resolution = index.resolution(value)
    if certainly_not_nil(value) or new_error(value, resolution):
        return True
    if value.type != "identifier":
        return False
    block = index.cfg(send.function).block_id_for(statement) if statement else None
    return block is not None and index.value_arriving(send.function, value, block) == NONNIL


def first_received_value(receive: Node, var: Var, index: PackageIndex) -> Value:
    """What ``receive`` (a receive from the local channel ``var`` in the function making it)
    gives when it is that function's first receive from it and one goroutine, started once,
    is the only code that sends on it or closes it, with a send among its first statements:
    a channel hands its values over in order, so the first receive takes that first send's
    value (``endCh <- nil`` at the top of the goroutine, then ``if msg := <-endCh; msg !=
    nil { t.Fatal(...) }`` never fails). None otherwise."""
    function = var.owner
    if var.kind != "local" or syntax.make_channel(declared_value(var)) is None:
        return None
    uses = [u for u in index.uses(function) if u.path == (var, None) and u.node != var.decl]
    own = [u for u in uses if u.function == function]
    if any(u.kind not in (UseKind.RECV, UseKind.QUERY, UseKind.ARG) for u in own):
        return None  # sent on, closed, ranged over, handed on or stored by the function itself
    if not _first_receive(index.cfg(function), receive, [u for u in own if u.kind == UseKind.RECV]):
        return None
    feeding = _only_feeder(index, var, uses)
    if feeding is None:
        return None
    literal, channel = feeding
    sending = {
        syntax.sending_statement(u.node)
        for u in index.uses(literal)
        if u.path == (channel, None) and u.kind == UseKind.SEND
    }
    first = next((send for send in opening_sends(literal) if send in sending), None)
    value = first.child_by_field_name("value") if first is not None else None
    return returned_value(value) if value is not None else None


def _first_receive(cfg: CFG, receive: Node, receives: list[Use]) -> bool:
    """``receive`` is outside loops and no other receive of ``receives`` can run before it."""
    block = cfg.block_for(receive)
    if block is None or cfg.loops_containing(block.id):
        return False
    for other in receives:
        if other.node == receive or syntax.contains(receive, other.node):
            continue
        earlier = cfg.block_for(other.node)
        if earlier is None or block.id in cfg.after(earlier.id) or earlier.id == block.id:
            return False
    return True


def _only_feeder(index: PackageIndex, var: Var, uses: list[Use]) -> tuple[Node, Var] | None:
    """The goroutine literal that alone sends on or closes the channel, and the variable it
    knows the channel by: captured (``var`` itself), or handed to its parameter by the
    ``go`` statement starting it once. It does nothing else with the channel."""
    function = var.owner
    inner = [u for u in uses if u.function != function]
    handed = [u for u in uses if u.function == function and u.kind == UseKind.ARG]
    if handed:
        if inner or len(handed) != 1 or handed[0].call is None:
            return None
        call = handed[0].call
        literal = syntax.unparen(call.child_by_field_name("function"))
        if (
            literal is None
            or literal.type != "func_literal"
            or not _started_once(literal, function)
        ):
            return None
        names = syntax.parameter_names(literal)
        if not 0 <= handed[0].index < len(names):
            return None
        param = index.resolution(literal).var_of(names[handed[0].index][0])
        if param is None:
            return None
        kept = [u for u in index.uses(literal) if u.path == (param, None) and u.node != param.decl]
        if any(u.kind not in FEEDING_USES or u.function != literal for u in kept):
            return None
        return literal, param
    literals = {u.function for u in inner}
    if len(literals) != 1:
        return None
    (literal,) = literals
    if not _started_once(literal, function) or any(u.kind not in FEEDING_USES for u in inner):
        return None
    return literal, var


def opening_sends(function: Node) -> list[Node]:
    """The send statements among ``function``'s own first statements, in the order every
    run that gets there makes them: up to the first statement that could leave the function
    (a ``return``, a ``goto``) or send some other way (under a condition, in a ``select``).
    A channel hands values over in order, so the first receives of a channel only this
    function feeds take these sends' values, in turn."""
    found: list[Node] = []
    for statement in syntax.statements(function.child_by_field_name("body")):
        if statement.type == "send_statement":
            found.append(statement)
            continue
        if statement.type in UNORDERING or any(
            node.type in UNORDERING for node in syntax.descendants_outside_closures(statement)
        ):
            break
    return found


def values_ever_sent(cfg: CFG, events: dict[int, list[Event]]) -> int | None:
    """How many values a channel the function alone holds can ever carry, when the code
    fixes it: no one closes it (a closed channel is always ready), every send is made
    outside loops by the function itself or by a goroutine it starts outside loops that
    starts none of its own, each such goroutine sending a bounded number of times on every
    path (its most). None otherwise."""
    total = 0
    for block, block_events in events.items():
        looped = bool(cfg.loops_containing(block))
        for event in block_events:
            if isinstance(event, Op):
                if event.kind == UseKind.CLOSE:
                    return None
                if event.kind == UseKind.SEND:
                    if looped:
                        return None
                    total += 1
            elif isinstance(event, Launch):
                effects = event.effects
                if effects.closes or effects.spawned or effects.escapes:
                    return None
                if effects.sends and (looped or effects.sends >= MANY):
                    return None
                total += effects.sends
            elif isinstance(event, Call):
                effects = event.effects
                if effects.sends or effects.closes or effects.spawned or effects.escapes:
                    return None
            else:
                return None  # the channel leaves the function's sight
    return total
