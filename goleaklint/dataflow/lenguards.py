"""Channel operations a length test shows to complete at once.

``if len(ch) > 0 { v := <-ch }`` receives a value the buffer already holds, and
``if len(ch) < cap(ch) { ch <- v }`` sends into room it already has; so do the operations
after ``if len(ch) == 0 { return }`` and ``if len(ch) == cap(ch) { return }``. That is only
true while no other goroutine can take the value (or fill the room) between the test and
the operation: the caller decides that (every other receiver, or sender, holds the mutex
the test is made under). Here it is only checked that nothing in between, in the function,
takes a value or fills the room itself, or lets a lock go (``Unlock``, ``Cond.Wait``).
"""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import syntax
from goleaklint.dataflow.parents import ParentOf
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node

RELEASING = frozenset({"Unlock", "RUnlock", "Wait"})
EXITS = frozenset({"return_statement", "break_statement", "continue_statement", "goto_statement"})
_FLIPPED = {"<": ">", ">": "<", "<=": ">=", ">=": "<=", "==": "==", "!=": "!="}
# (operator, left, right) comparisons that show a receive (or send) completes at once, with
# ``len`` for len(ch), ``cap`` for cap(ch) and the literal's text otherwise.
_RECEIVE_SURE = frozenset({(">", "len", "0"), ("!=", "len", "0"), (">=", "len", "1")})
_SEND_SURE = frozenset({("<", "len", "cap"), ("!=", "len", "cap")})
# Comparisons whose failure shows it: the test of an early exit.
_RECEIVE_EXIT = frozenset({("==", "len", "0"), ("<", "len", "1"), ("<=", "len", "0")})
_SEND_EXIT = frozenset({("==", "len", "cap"), (">=", "len", "cap")})


def served_from_buffer(receive: Node, function: Node, parent: ParentOf) -> bool:
    """A length test shows that the buffer holds a value for this receive (``receive``:
    the receive ``<-ch`` itself or its channel operand); whether another goroutine can
    take that value first is the caller's to decide."""
    operation = receive if receive.type == "unary_expression" else parent(receive)
    return operation is not None and len_guard(operation, UseKind.RECV, function) is not None


def len_guard(
    operation: Node, kind: UseKind, function: Node, channel: str | None = None
) -> Node | None:
    """The length test (an ``if`` or ``for`` condition) that shows ``operation`` (a plain
    receive ``<-ch`` or a send statement, in ``function``'s own code) completes at once;
    None when there is none. With ``channel`` (how ``function`` names it), ``operation``
    may be a call making that receive or send (``if len(s.ch) > 0 { s.take() }``)."""
    channel = channel or _channel_text(operation, kind)
    if channel is None:
        return None
    sure, exit_test = (
        (_RECEIVE_SURE, _RECEIVE_EXIT) if kind == UseKind.RECV else (_SEND_SURE, _SEND_EXIT)
    )
    child = operation
    parent = operation.parent
    while parent is not None and parent != function and parent.type != "func_literal":
        if parent.type in ("if_statement", "for_statement") and _guards_body(parent, child):
            condition = _condition(parent)
            if condition is not None and _requires(condition, channel, sure, conjunction=True):
                clear = _clear(condition.end_byte, parent, operation, channel, kind)
                return condition if clear else None
        if parent.type == "for_statement":
            return None  # a loop around the operation takes more than one tested value
        if parent.type in ("block", "statement_list"):
            for earlier in reversed(_statements_before(parent, child)):
                condition = _condition(earlier) if earlier.type == "if_statement" else None
                if (
                    condition is not None
                    and earlier.child_by_field_name("alternative") is None
                    and always_exits(earlier.child_by_field_name("consequence"))
                    and _requires(condition, channel, exit_test, conjunction=False)
                ):
                    clear = _clear(earlier.end_byte, parent, operation, channel, kind)
                    return condition if clear else None
        child = parent
        parent = parent.parent
    return None


def _channel_text(operation: Node, kind: UseKind) -> str | None:
    if (
        kind == UseKind.RECV
        and operation.type == "unary_expression"
        and syntax.text(operation.child_by_field_name("operator")) == "<-"
    ):
        return syntax.text(syntax.unparen(operation.child_by_field_name("operand")))
    if kind == UseKind.SEND and operation.type == "send_statement":
        return syntax.text(syntax.unparen(operation.child_by_field_name("channel")))
    return None


def _guards_body(statement: Node, child: Node) -> bool:
    """``child`` is the part of the ``if``/``for`` that runs only when its test holds."""
    field = "consequence" if statement.type == "if_statement" else "body"
    return statement.child_by_field_name(field) == child


def _condition(statement: Node) -> Node | None:
    if statement.type == "if_statement":
        return statement.child_by_field_name("condition")
    clause = next((c for c in statement.named_children if c.type == "for_clause"), None)
    if clause is not None:
        return clause.child_by_field_name("condition")
    body = statement.child_by_field_name("body")
    return next(
        (c for c in statement.named_children if c != body and c.type != "range_clause"), None
    )


def _requires(
    condition: Node, channel: str, tests: frozenset[tuple[str, str, str]], *, conjunction: bool
) -> bool:
    """The condition holds only if one of ``tests`` does (``conjunction``: it is an ``&&``
    of terms), or it fails only if one of them fails (an ``||`` of terms)."""
    condition = syntax.unparen(condition) or condition
    joiner = "&&" if conjunction else "||"
    if condition.type == "binary_expression" and syntax.token(condition, joiner):
        return any(
            _requires(side, channel, tests, conjunction=conjunction)
            for side in (condition.child_by_field_name(f) for f in ("left", "right"))
            if side is not None
        )
    return _comparison(condition, channel) in tests


def _comparison(node: Node, channel: str) -> tuple[str, str, str] | None:
    """``(operator, left, right)`` of a comparison of ``len(channel)``, read with the
    length on the left: ``0 < len(ch)`` is ``(">", "len", "0")``."""
    if node.type != "binary_expression":
        return None
    operator = node.child_by_field_name("operator")
    left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
    if operator is None or left is None or right is None:
        return None
    op = syntax.text(operator)
    sides = (_operand(left, channel), _operand(right, channel))
    if sides[0] == "len":
        return op, sides[0], sides[1]
    if sides[1] == "len" and op in _FLIPPED:
        return _FLIPPED[op], sides[1], sides[0]
    return None


def _operand(node: Node, channel: str) -> str:
    node = syntax.unparen(node) or node
    if node.type == "call_expression" and syntax.call_name(node) in ("len", "cap"):
        arguments = syntax.call_arguments(node)
        if len(arguments) == 1 and syntax.text(syntax.unparen(arguments[0])) == channel:
            return syntax.call_name(node) or ""
    return syntax.text(node)


def _statements_before(block: Node, child: Node) -> list[Node]:
    before: list[Node] = []
    for statement in block.named_children:
        if statement == child:
            return before
        before.append(statement)
    return []


def always_exits(block: Node | None) -> bool:
    """The block ends in a ``return``, ``break``, ``continue``, ``goto`` or ``panic``."""
    statements = syntax.statements(block)
    if not statements:
        return False
    last = statements[-1]
    if last.type in EXITS:
        return True
    call = last.named_children[0] if last.type == "expression_statement" else None
    return call is not None and call.type == "call_expression" and syntax.call_name(call) == "panic"


def _clear(start: int, around: Node, operation: Node, channel: str, kind: UseKind) -> bool:
    """Nothing under ``around`` from ``start`` (the end of the test, or of an early exit)
    to the operation takes a value (fills the room) of the channel itself or lets a lock
    go."""
    for node in _between(around, start, operation.start_byte):
        if node.type == "call_expression":
            function = node.child_by_field_name("function")
            if function is not None and function.type == "selector_expression":
                name = syntax.text(function.child_by_field_name("field"))
                if name in RELEASING:
                    return False
        if _channel_text(node, kind) == channel:
            return False
    return True


def _between(root: Node, start: int, end: int) -> Iterator[Node]:
    """The nodes under ``root`` that lie between the two byte offsets."""
    stack = [root]
    while stack:
        node = stack.pop()
        if node.end_byte <= start or node.start_byte >= end:
            continue
        if node.start_byte >= start and node.end_byte <= end:
            yield node
        stack.extend(node.named_children)
