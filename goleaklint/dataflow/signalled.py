"""Waits that a close or a received value makes reachable, and whether the goroutine that
closed or sent it is past its Lock by then.

A goroutine that reaches an operation only once it has seen a channel field closed
(``v, ok := <-s.queue`` then ``if !ok { s.exit <- true }``, or past ``for range s.queue``)
reaches it after the close. One that reaches it only in the case of a ``select`` that
received from a field (``case <-s.stop: s.stopped <- true``), or after a statement that
received from it, reaches it after some goroutine sent on that field (or closed it). When
every such sender (closer) is one function, which sends (closes) with a mutex held, that
function's goroutine has already taken the mutex by then: a Lock it made before the send
cannot be the one it waits on while the first goroutine holds the mutex. A literal called
where it is made (``func() { mu.Lock(); defer mu.Unlock(); ... }()``) is reached the way its
call is.
"""

from __future__ import annotations

from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.fields import FieldFacts
from goleaklint.dataflow.lockgraph import Held, LockGraph
from goleaklint.dataflow.types import FieldKey
from goleaklint.dataflow.uses import ClosureUse, closure_use
from goleaklint.parse import Node


@dataclass(frozen=True)
class Signal:
    """The field an operation is reached only after: seen closed (``closed``), or received
    from (a value sent, or the close)."""

    key: FieldKey
    closed: bool


def signalled_first(graph: LockGraph, function: Node, node: Node) -> Signal | None:
    """The channel field that ``node`` (in ``function``) is reached only after seeing closed
    (in the body of ``if !ok`` where ``ok`` came from a receive on the field, or after a
    ``for range`` over it in the same statement list) or receiving from (in the body of a
    ``select`` case receiving from it, or after a statement receiving from it)."""
    parent = graph.index.resolution(node).parent
    current: Node = node
    while True:
        above = parent(current)
        if above is None:
            return None
        if current == function:
            if function.type != "func_literal" or closure_use(function, parent) != ClosureUse.CALL:
                return None
            outer = syntax.enclosing_function(function)
            if outer is None:
                return None
            function = outer
        elif (found := _signal_above(graph, current, above)) is not None:
            return found
        current = above


def _signal_above(graph: LockGraph, current: Node, above: Node) -> Signal | None:
    if above.type == "if_statement" and above.child_by_field_name("consequence") == current:
        key = _not_ok_receive(graph, above.child_by_field_name("condition"))
        if key is not None:
            return Signal(key, closed=True)
    if above.type == "communication_case" and syntax.in_case_body(current, above):
        key = _field(graph, syntax.received_channel(above.child_by_field_name("communication")))
        if key is not None:
            return Signal(key, closed=False)
    if above.type in syntax.STATEMENT_HOLDERS:
        for statement in syntax.statements(above):
            if statement.start_byte >= current.start_byte:
                break
            key = _ranged_field(graph, statement)
            if key is not None:
                return Signal(key, closed=True)
            key = _field(graph, syntax.received_channel(statement))
            if key is not None:
                return Signal(key, closed=False)
    return None


def past_lock_when_signalled(
    graph: LockGraph, fields: FieldFacts, signal: Signal, held: Held, function: Node, node: Node
) -> bool:
    """Every close of the signal's field (and, for a received signal, every send on it) is
    in ``function``, with ``held``'s mutex held on every path there, and no path from one
    of them to ``node`` takes the mutex again: once the signal is given, ``function``'s
    goroutine is past every Lock that could hold it up before ``node``."""
    ops = fields.of(signal.key)
    if ops is None or ops.foreign or ops.escapes:
        return False
    sites = ops.close_sites if signal.closed else ops.close_sites + ops.send_sites
    if not sites or any(giver != function for _, giver in sites):
        return False
    givers = [site for site, _ in sites]
    always = graph.held_always_at(function, givers)
    if not all(any(lock == held.lock for lock, _ in always.get(g, ())) for g in givers):
        return False
    return not any(graph.takes_between(function, giver, node, held.lock) for giver in givers)


def _not_ok_receive(graph: LockGraph, condition: Node | None) -> FieldKey | None:
    """The field of ``v, ok := <-x.f`` for a condition ``!ok``."""
    operand = syntax.unparen(syntax.negated(syntax.unparen(condition)))
    if operand is None or operand.type != "identifier":
        return None
    resolution = graph.index.resolution(operand)
    var = resolution.var_of(operand)
    if var is None:
        return None
    names = resolution.parent(var.decl)
    parent = resolution.parent
    statement = parent(names) if names is not None else None
    if statement is None or statement.type not in ("short_var_declaration", "receive_statement"):
        return None
    left = syntax.expressions(statement.child_by_field_name("left"))
    if len(left) != 2 or left[1] != var.decl:
        return None
    return _field(graph, syntax.received_channel(statement))


def _ranged_field(graph: LockGraph, statement: Node) -> FieldKey | None:
    """The field a ``for ... range x.f`` statement ranges over (it ends once it is closed)."""
    if statement.type != "for_statement":
        return None
    clause = next((c for c in statement.named_children if c.type == "range_clause"), None)
    return _field(graph, clause.child_by_field_name("right")) if clause is not None else None


def _field(graph: LockGraph, node: Node | None) -> FieldKey | None:
    node = syntax.unparen(node)
    if node is None or node.type != "selector_expression":
        return None
    return graph.types.field_key(node)
