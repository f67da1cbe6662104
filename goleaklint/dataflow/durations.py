"""Constant durations, and timers that expire before they can pile up.

Before Go 1.23 the runtime holds an unstopped timer until it fires. That costs something
only for as long as the timer is pending: a loop that makes a ``time.After(d)`` timer
each round and goes round ``r`` times a second keeps at most ``r * d`` of them, and a
function that returns with its ``time.NewTimer(d)`` unstopped leaves one for ``d``. Under
:data:`SHORT_TIMER` that is a handful of timers for any loop short of a busy spin, each
gone within a frame's time: garbage, not a leak.

The value is read from the code: integer literals (nanoseconds), the ``time`` package's
units (``time.Millisecond``, through any import name of ``time``), ``time.Duration(n)``,
``+``, ``-``, ``*`` and ``/`` of those, and constants (of the package, where every file
declaring the name agrees, or local ones and locals nothing changes), untyped or of a type
that keeps the arithmetic (``time.Duration``, ``int``, ``int64``).
"""

from __future__ import annotations

from collections.abc import Mapping

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex, fixed_value, int_value
from goleaklint.parse import Node

NANOSECONDS = {
    "Nanosecond": 1,
    "Microsecond": 1_000,
    "Millisecond": 1_000_000,
    "Second": 1_000_000_000,
    "Minute": 60_000_000_000,
    "Hour": 3_600_000_000_000,
}
SHORT_TIMER = 100 * NANOSECONDS["Millisecond"]
_DEPTH = 8  # constants defined by constants: how far to follow them


def expires_soon(index: PackageIndex, call: Node) -> bool:
    """``time.After(d)`` or ``time.NewTimer(d)`` with a constant ``d`` under
    :data:`SHORT_TIMER`."""
    args = syntax.call_arguments(call)
    if len(args) != 1:
        return False
    value = duration(index, args[0])
    return value is not None and 0 <= value < SHORT_TIMER


def duration(index: PackageIndex, node: Node) -> int | None:
    """The value of a constant duration expression, in nanoseconds; None when not known."""
    return _value(index, node, index.durations(), _DEPTH)


def package_durations(index: PackageIndex, specs: list[Node]) -> dict[str, int]:
    """The package's constants whose values are known durations (or plain integers), in
    declaration order: a constant may name those declared before it. A name declared more
    than once (in files for different platforms) is known only when every declaration
    agrees."""
    found: dict[str, int] = {}
    varies: set[str] = set()
    for spec in specs:
        names = spec.children_by_field_name("name")
        values = syntax.expressions(spec.child_by_field_name("value"))
        typed = _plain_type(index, spec.child_by_field_name("type"))
        for name, value in zip(names, values, strict=False):
            spelled = syntax.text(name)
            known = _value(index, value, found, 0) if typed else None
            if spelled in varies or found.get(spelled, known) != known or known is None:
                varies.add(spelled)
                found.pop(spelled, None)
            else:
                found[spelled] = known
    return found


def _plain_type(index: PackageIndex, kind: Node | None) -> bool:
    """No declared type, or one whose values a duration's arithmetic keeps as they are:
    ``time.Duration``, ``int``, ``int64`` (an ``uint8`` wraps, for one)."""
    if kind is None:
        return True
    if kind.type == "type_identifier":
        return syntax.text(kind) in ("int", "int64")
    return kind.type == "qualified_type" and index.qualified_type(kind) == "time.Duration"


def _value(
    index: PackageIndex, node: Node | None, known: Mapping[str, int], depth: int
) -> int | None:
    node = syntax.unparen(node)
    if node is None:
        return None
    kind = node.type
    if kind == "int_literal":
        return int_value(node, {})
    if kind == "identifier":
        return _named(index, node, known, depth)
    if kind == "selector_expression":
        return _unit(index, node)
    if kind == "binary_expression":
        left = _value(index, node.child_by_field_name("left"), known, depth)
        right = _value(index, node.child_by_field_name("right"), known, depth)
        operator = syntax.token(node, "+", "-", "*", "/")
        if left is None or right is None or operator is None:
            return None
        if operator == "/":  # Go's division truncates toward zero
            if not right:
                return None
            quotient = abs(left) // abs(right)
            return quotient if (left < 0) == (right < 0) else -quotient
        return {"+": left + right, "-": left - right, "*": left * right}[operator]
    if kind == "call_expression" and _is_time_name(
        index, node.child_by_field_name("function"), "Duration"
    ):
        args = syntax.call_arguments(node)
        return _value(index, args[0], known, depth) if len(args) == 1 else None
    return None


def _named(index: PackageIndex, ident: Node, known: Mapping[str, int], depth: int) -> int | None:
    """A local constant, or a local bound once, to a known value; else a package constant."""
    resolution = index.resolution(ident)
    var = resolution.var_of(ident)
    if var is None:
        return known.get(syntax.text(ident))
    if depth <= 0 or not _plain_type(index, var.type_node):
        return None
    return _value(index, fixed_value(var, resolution), known, depth - 1)


def _unit(index: PackageIndex, selector: Node) -> int | None:
    field = selector.child_by_field_name("field")
    name = syntax.text(field) if field is not None else ""
    if name in NANOSECONDS and _is_time_name(index, selector, name):
        return NANOSECONDS[name]
    return None


def _is_time_name(index: PackageIndex, node: Node | None, name: str) -> bool:
    """``node`` spells ``time.<name>``, under whatever name its file imports ``time``."""
    node = syntax.unparen(node)
    if node is None or node.type != "selector_expression":
        return False
    operand = node.child_by_field_name("operand")
    field = node.child_by_field_name("field")
    return (
        operand is not None
        and operand.type == "identifier"
        and field is not None
        and syntax.text(field) == name
        and index.resolution(operand).var_of(operand) is None
        and index.import_path(operand, syntax.text(operand)) == "time"
    )
