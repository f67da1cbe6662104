"""Getters: methods that only return a field of their receiver.

``func (s *S) Done() <-chan struct{} { return s.done }`` (locking around the read or not)
hands out ``s.done`` itself, so a call of it reads that field: bound to a variable
(``finished := s.Done()``) it copies the field there, received from or ranged over where it
stands (``<-s.Done()``, ``range f.Events()``) it is an operation on the field. The index
adds those uses (``PackageIndex._with_getter_flows``); these are the syntax facts it needs.
"""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node

# Bytes a getter's body can hold: ``{ s.mu.RLock(); defer s.mu.RUnlock(); return s.f }``
# with long names and comments.
GETTER_BODY_LIMIT = 240


def returned_field(method: Node) -> str | None:
    """The field of its receiver the method returns, when that is all it does besides
    locking around the read (``s.mu.RLock(); defer s.mu.RUnlock(); return s.done``)."""
    body = method.child_by_field_name("body")
    if body is None or body.end_byte - body.start_byte > GETTER_BODY_LIMIT:
        return None  # (most methods: far longer than a read between a lock and its unlock)
    receiver, _ = syntax.receiver(method)
    statements = syntax.statements(body)
    if receiver is None or not statements or statements[-1].type != "return_statement":
        return None
    if not all(_locking_statement(statement) for statement in statements[:-1]):
        return None
    values = syntax.returned_values(statements[-1])
    value = syntax.unparen(values[0]) if len(values) == 1 else None
    if value is None or value.type != "selector_expression":
        return None
    operand = syntax.unparen(value.child_by_field_name("operand"))
    if operand is None or syntax.text(operand) != syntax.text(receiver):
        return None
    return syntax.text(value.child_by_field_name("field"))


def _locking_statement(statement: Node) -> bool:
    """``x.mu.Lock()``, ``x.mu.RLock()``, or a deferred ``Unlock``/``RUnlock``."""
    call = statement.named_children[0] if statement.named_children else None
    if statement.type not in ("expression_statement", "defer_statement") or call is None:
        return False
    selected = syntax.selected_method(call) if call.type == "call_expression" else None
    if selected is None or syntax.call_arguments(call):
        return False
    wanted = ("Unlock", "RUnlock") if statement.type == "defer_statement" else ("Lock", "RLock")
    return selected[1] in wanted


def read_kind(call: Node) -> UseKind | None:
    """RECV when ``call``'s value is received from (``<-s.Done()``), RANGE when it is
    ranged over (``for v := range s.Events()``), else None."""
    parent = call.parent
    while parent is not None and parent.type == "parenthesized_expression":
        parent = parent.parent
    if parent is None:
        return None
    if parent.type == "unary_expression" and syntax.token(parent, "<-") is not None:
        return UseKind.RECV
    if (
        parent.type == "range_clause"
        and syntax.unparen(parent.child_by_field_name("right")) == call
    ):
        return UseKind.RANGE
    return None
