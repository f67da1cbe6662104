"""Waits that a close makes reachable, and whether that close comes after a Lock.

A goroutine that reaches an operation only once it has seen a channel field closed
(``v, ok := <-s.queue`` then ``if !ok { s.exit <- true }``, or past ``for range s.queue``)
reaches it after the close. When the only closer of the field closes it with a mutex held,
that closer's goroutine has already taken the mutex by then: a Lock it made before the
close cannot be the one it waits on while the first goroutine holds the mutex.
"""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.fields import FieldFacts
from goleaklint.dataflow.lockgraph import Held, LockGraph
from goleaklint.dataflow.types import FieldKey
from goleaklint.parse import Node


def closed_first(graph: LockGraph, function: Node, node: Node) -> FieldKey | None:
    """The channel field that ``node`` (in ``function``) is reached only after seeing
    closed: it is in the body of ``if !ok`` where ``ok`` came from a receive on the field,
    or it follows, in the same statement list, a ``for range`` over the field."""
    resolution = graph.index.resolution(node)
    parent = resolution.parent
    current: Node | None = node
    while current is not None and current != function:
        above = parent(current)
        if above is None:
            return None
        if above.type == "if_statement" and above.child_by_field_name("consequence") == current:
            key = _not_ok_receive(graph, above.child_by_field_name("condition"))
            if key is not None:
                return key
        if above.type in syntax.STATEMENT_HOLDERS:
            for statement in syntax.statements(above):
                if statement.start_byte >= current.start_byte:
                    break
                key = _ranged_field(graph, statement)
                if key is not None:
                    return key
        current = above
    return None


def past_lock_when_closed(
    graph: LockGraph, fields: FieldFacts, key: FieldKey, held: Held, function: Node, node: Node
) -> bool:
    """Every close of the field is in ``function``, with ``held``'s mutex held on every
    path there, and no path from a close to ``node`` takes the mutex again: once the field
    is closed, ``function``'s goroutine is past every Lock that could hold it up before
    ``node``."""
    ops = fields.of(key)
    if ops is None or ops.foreign or ops.escapes or not ops.close_sites:
        return False
    closes = [close for close, closer in ops.close_sites if closer == function]
    if len(closes) != len(ops.close_sites):
        return False
    always = graph.held_always_at(function, closes)
    if not all(any(lock == held.lock for lock, _ in always.get(c, ())) for c in closes):
        return False
    return not any(graph.takes_between(function, close, node, held.lock) for close in closes)


def _not_ok_receive(graph: LockGraph, condition: Node | None) -> FieldKey | None:
    """The field of ``v, ok := <-x.f`` for a condition ``!ok``."""
    condition = syntax.unparen(condition)
    if (
        condition is None
        or condition.type != "unary_expression"
        or not syntax.token(condition, "!")
    ):
        return None
    operand = syntax.unparen(condition.child_by_field_name("operand"))
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
    right = syntax.expressions(statement.child_by_field_name("right"))
    if len(left) != 2 or left[1] != var.decl or len(right) != 1:
        return None
    received = syntax.unparen(right[0])
    if received is None or not syntax.is_receive(received):
        return None
    return _field(graph, received.child_by_field_name("operand"))


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
