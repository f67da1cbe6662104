"""Stops that come with a close of the channel: a sender then panics, it does not wait.

A receiving loop ``for { select { case v := <-s.in: ...; case <-s.done: return } }`` can
stop, and a plain send on ``s.in`` after that waits forever. Not when the only code that
fires the stop also closes ``s.in`` beside it:

    func (s *T) Close() {
        close(s.done)
        close(s.in)
    }

Once the loop has stopped, ``s.in`` is closed (or about to be, with no way out between the
two statements), so a send on it panics, and a sender already waiting in it panics too. That
is a crash, not a goroutine blocked forever, so no leak is owed for that stop.
"""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.fields import FieldFacts
from goleaklint.dataflow.partners import Stop
from goleaklint.dataflow.types import FieldKey, Types
from goleaklint.parse import Node

STATEMENTS = ("expression_statement", "defer_statement", "send_statement")


def stop_closes_channel(fields: FieldFacts, types: Types, key: FieldKey, stop: Stop) -> bool:
    """The stop waits on a channel field (``s.done``) that only the package's code feeds,
    and every close of it or send on it is a statement followed or preceded, in the same
    statement list, by ``close`` of the field ``key`` on the same operand."""
    trigger = syntax.unparen(stop.trigger)
    if trigger is None or trigger.type != "selector_expression":
        return False
    trigger_key = types.field_key(trigger)
    ops = fields.of(trigger_key) if trigger_key is not None else None
    if ops is None or ops.foreign or ops.escapes or ops.indirect_feeds:
        return False
    feeds = [node for node, _ in ops.close_sites + ops.send_sites]
    return bool(feeds) and all(_closed_beside(feed, key, types) for feed in feeds)


def _closed_beside(feed: Node, key: FieldKey, types: Types) -> bool:
    """``feed`` (the ``x.done`` of a ``close(x.done)`` or of a send on it) is made by one
    statement of a block that also closes ``x.<key.field>`` in a statement of its own."""
    operand = _operand_of(feed)
    statement = _statement_of(feed)
    if operand is None or statement is None or statement.parent is None:
        return False
    return any(
        _closes(sibling, operand, key, types)
        for sibling in statement.parent.named_children
        if sibling != statement
    )


def _closes(statement: Node, operand: str, key: FieldKey, types: Types) -> bool:
    """``close(operand.field)`` as a statement of its own (plain or deferred)."""
    if statement.type not in STATEMENTS or statement.type == "send_statement":
        return False
    call = statement.named_children[0] if statement.named_children else None
    if call is None or call.type != "call_expression":
        return False
    if syntax.text(call.child_by_field_name("function")) != "close":
        return False
    arguments = syntax.call_arguments(call)
    closed = syntax.unparen(arguments[0]) if len(arguments) == 1 else None
    if closed is None or closed.type != "selector_expression":
        return False
    same_operand = syntax.text(closed.child_by_field_name("operand")) == operand
    return same_operand and types.field_key(closed) == key


def _operand_of(feed: Node) -> str | None:
    """The text of ``x`` in the fed channel ``x.done``."""
    node = syntax.unparen(feed)
    if node is None or node.type != "selector_expression":
        return None
    return syntax.text(node.child_by_field_name("operand"))


def _statement_of(feed: Node) -> Node | None:
    """The statement that closes the channel or sends on it, the channel being one of its
    own operands (``close(x.done)``, ``defer close(x.done)``, ``x.done <- v``)."""
    node = feed.parent
    while node is not None and node.type in ("parenthesized_expression", "argument_list"):
        node = node.parent
    if node is not None and node.type == "call_expression":
        node = node.parent
    return node if node is not None and node.type in STATEMENTS else None
