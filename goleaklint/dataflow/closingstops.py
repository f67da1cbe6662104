"""Receivers whose stop comes with a close of the channel: a sender then panics, it does
not wait.

A receiving loop ``for { select { case v := <-s.in: ...; case <-s.done: return } }`` can
stop, and a plain send on ``s.in`` after that waits forever. Not when the only code that
fires the stop also closes ``s.in`` beside it:

    func (s *T) Close() {
        close(s.done)
        close(s.in)
    }

Once the loop has stopped, ``s.in`` is closed (or about to be, with no way out between the
two statements), so a send on it panics, and a sender already waiting in it panics too. That
is a crash, not a goroutine blocked forever, so no leak is owed for that stop. The same
holds when each receiver closes the field itself on its way out (``defer close(s.in)`` in
the method that receives from it).
"""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.fields import FieldFacts
from goleaklint.dataflow.joins import closes_field, defers_close
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.partners import Stop, receiver_stops
from goleaklint.dataflow.types import FieldKey, Types
from goleaklint.parse import Node

STATEMENTS = ("expression_statement", "defer_statement", "send_statement")


def closed_once_stopped(
    index: PackageIndex, fields: FieldFacts, types: Types, key: FieldKey
) -> bool:
    """The field is closed whenever its receivers stop: each receiver closes it on its way
    out (:func:`_closed_by_its_receivers`), or every stop of every receiver waits on a
    channel fired only beside a close of the field (:func:`_stop_closes_channel`)."""
    ops = fields.of(key)
    receivers = ops.receive_sites if ops is not None else []
    if not receivers:
        return False
    if _closed_by_its_receivers(receivers, key):
        return True
    stops = [stop for node, function in receivers for stop in receiver_stops(index, node, function)]
    return bool(stops) and all(_stop_closes_channel(fields, types, key, stop) for stop in stops)


def _closed_by_its_receivers(receivers: list[tuple[Node, Node]], key: FieldKey) -> bool:
    """Every function receiving from the field is a method that receives it from its own
    receiver and closes it there on its way out (:func:`defers_close`)."""
    for node, function in receivers:
        receiver, _ = syntax.receiver(function)
        if function.type != "method_declaration" or receiver is None:
            return False
        operand = (
            node.child_by_field_name("operand") if node.type == "selector_expression" else None
        )
        if operand is None or syntax.text(operand) != syntax.text(receiver):
            return False
        if not defers_close(function, key.field):
            return False
    return True


def _stop_closes_channel(fields: FieldFacts, types: Types, key: FieldKey, stop: Stop) -> bool:
    """The stop waits on a channel field (``s.done``) that only the package's code feeds,
    and every close of it or send on it is a statement next to one, in the same statement
    list, closing the field ``key`` on the same operand."""
    trigger = syntax.unparen(stop.trigger)
    if trigger is None or trigger.type != "selector_expression":
        return False
    trigger_key = types.field_key(trigger)
    ops = fields.of(trigger_key) if trigger_key is not None else None
    if ops is None or ops.foreign or ops.escapes or ops.indirect_feeds:
        return False
    feeds = [node for node, _ in ops.close_sites + ops.send_sites]
    return bool(feeds) and all(_closed_beside(feed, key) for feed in feeds)


def _closed_beside(feed: Node, key: FieldKey) -> bool:
    """``feed`` (the ``x.done`` of a ``close(x.done)`` or of a send on it) is made by one
    statement of a block that also closes ``x.<key.field>`` in a statement of its own
    (plain or deferred)."""
    node = syntax.unparen(feed)
    operand = node.child_by_field_name("operand") if node is not None else None
    statement = _statement_of(feed)
    if operand is None or statement is None or statement.parent is None:
        return False
    owner = syntax.text(operand)
    return any(
        _closes(sibling, owner, key.field)
        for sibling in statement.parent.named_children
        if sibling != statement
    )


def _closes(statement: Node, owner: str, field: str) -> bool:
    """``close(owner.field)`` as a statement of its own, plain or deferred."""
    call = statement.named_children[0] if statement.named_children else None
    own = statement.type in ("expression_statement", "defer_statement")
    return own and call is not None and closes_field(call, owner, field)


def _statement_of(feed: Node) -> Node | None:
    """The statement that closes the channel or sends on it, the channel being one of its
    own operands (``close(x.done)``, ``defer close(x.done)``, ``x.done <- v``)."""
    node = feed.parent
    while node is not None and node.type in ("parenthesized_expression", "argument_list"):
        node = node.parent
    if node is not None and node.type == "call_expression":
        node = node.parent
    return node if node is not None and node.type in STATEMENTS else None
