"""Deadlines already past when a context is made.

``context.WithDeadline`` with a deadline that has passed, and ``context.WithTimeout`` with
a timeout of zero or less, cancel the child before they return it: it is removed from
its parent at once and starts no timer, so nothing is left for a lost cancel to release.
A deadline is known to have passed when it is the zero ``time.Time``, ``time.Unix`` of
the epoch or before, or ``time.Now().Add(d)`` with ``d`` negative; a timeout's sign is
read from integer literals, the ``time`` units (all positive), signs, products, sums of
one sign, and locals declared once with such a value and never set again.
"""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex, declared_value, int_value
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node

TIME_UNITS = frozenset(
    f"time.{unit}"
    for unit in ("Nanosecond", "Microsecond", "Millisecond", "Second", "Minute", "Hour")
)
MAX_DEPTH = 8


def expired_at_creation(index: PackageIndex, call: Node, name: str) -> bool:
    """The ``context.WithDeadline``/``WithTimeout`` call (``name``) returns a context that
    is already cancelled."""
    arguments = syntax.call_arguments(call)
    if len(arguments) < 2:
        return False
    if name.endswith("WithTimeout"):
        sign = duration_sign(index, arguments[1])
        return sign is not None and sign <= 0
    if name.endswith("WithDeadline"):
        return _past(index, arguments[1])
    return False


def _past(index: PackageIndex, deadline: Node) -> bool:
    node = syntax.unparen(deadline)
    if node is None:
        return False
    if node.type == "composite_literal":  # ``time.Time{}``: the zero time
        kind = node.child_by_field_name("type")
        body = node.child_by_field_name("body")
        return (
            kind is not None
            and syntax.text(kind) == "time.Time"
            and (body is None or not body.named_children)
        )
    if node.type != "call_expression":
        return False
    callee = syntax.text(node.child_by_field_name("function"))
    arguments = syntax.call_arguments(node)
    if callee == "time.Unix" and arguments:
        seconds = int_value(arguments[0], index.constants)
        return seconds is not None and seconds <= 0
    function = node.child_by_field_name("function")
    if function is None or function.type != "selector_expression" or len(arguments) != 1:
        return False
    operand = syntax.unparen(function.child_by_field_name("operand"))
    method = syntax.text(function.child_by_field_name("field"))
    if method != "Add" or operand is None or syntax.text(operand) != "time.Now()":
        return False
    sign = duration_sign(index, arguments[0])
    return sign is not None and sign < 0


def duration_sign(index: PackageIndex, expr: Node | None, depth: int = 0) -> int | None:
    """-1, 0 or 1: the sign of a duration expression, when it is known."""
    node = syntax.unparen(expr)
    if node is None or depth > MAX_DEPTH:
        return None
    text = syntax.text(node)
    if text in TIME_UNITS:
        return 1
    value = int_value(node, index.constants, index.local_constants(node))
    if value is not None:
        return (value > 0) - (value < 0)
    if node.type == "unary_expression" and syntax.token(node, "-"):
        inner = duration_sign(index, node.child_by_field_name("operand"), depth + 1)
        return -inner if inner is not None else None
    if node.type == "binary_expression":
        return _binary_sign(index, node, depth)
    if node.type == "call_expression":  # ``time.Duration(n)``
        callee = syntax.text(node.child_by_field_name("function"))
        arguments = syntax.call_arguments(node)
        if callee == "time.Duration" and len(arguments) == 1:
            return duration_sign(index, arguments[0], depth + 1)
        return None
    if node.type == "identifier":
        return _variable_sign(index, node, depth)
    return None


def _binary_sign(index: PackageIndex, node: Node, depth: int) -> int | None:
    operator = node.child_by_field_name("operator")
    left = duration_sign(index, node.child_by_field_name("left"), depth + 1)
    right = duration_sign(index, node.child_by_field_name("right"), depth + 1)
    if left is None or right is None or operator is None:
        return None
    spelled = syntax.text(operator)
    if spelled == "*":
        return left * right
    if spelled == "+" and left == right:
        return left
    return None


def _variable_sign(index: PackageIndex, ident: Node, depth: int) -> int | None:
    """The sign of a local declared with a value and never set again."""
    var = index.resolution(ident).var_of(ident)
    if var is None or var.kind != "local":
        return None
    for use in index.uses_within(var.owner):
        if use.path == (var, None) and use.kind == UseKind.ASSIGNED and use.node != var.decl:
            return None
    value = declared_value(var)
    return duration_sign(index, value, depth + 1) if value is not None else None
