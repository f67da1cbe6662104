"""The length of a local slice, or the capacity of a local channel, when the code fixes it.

Only an assignment to the variable itself changes a slice's length (passing it to a
function cannot), so a length is known when every assignment is: the declaration (a
composite literal, ``make([]T, n)`` with a constant ``n``, or the zero value) and
``s = append(s, a, b)`` statements that run a known number of times before the place that
asks (straight-line code, or loops with constant trip counts). A channel's capacity is
fixed once it is made: it is known when the variable is only ever given one
``make(chan T, n)`` with a constant ``n``.
"""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex, declared_value
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.uses import UseKind, reassigned
from goleaklint.parse import Node

# Statements an append may sit in without changing how often it runs.
STRAIGHT_LINE = frozenset({"block", "statement_list", "labeled_statement"})


def known_size(expr: Node | None, index: PackageIndex) -> int | None:
    """The value of an integer expression the code fixes: a constant, a local only ever
    given one such value, ``len(s)`` of a slice whose length is known, or ``cap(ch)`` of a
    channel made with a buffer so known (loop bounds such as ``i < cap(errs)``)."""
    number = index.constant(expr)
    if number is not None:
        return number
    node = syntax.unparen(expr)
    if node is not None and node.type == "identifier":
        return _fixed_local(node, index)
    if node is None or node.type != "call_expression":
        return None
    args = syntax.call_arguments(node)
    if len(args) != 1:
        return None
    name = syntax.call_name(node)
    if name == "len":
        return known_length(args[0], index)
    if name == "cap":
        return _channel_capacity(args[0], index)
    return None


def _fixed_local(node: Node, index: PackageIndex) -> int | None:
    """A local declared with a size the code fixes and never given another value, nor lent
    (``expected := 3``; ``for i := 0; i < expected; i++``)."""
    var = index.resolution(node).var_of(node)
    if var is None or var.kind != "local":
        return None
    value = declared_value(var)
    if value is None:
        return None
    uses = index.uses(node)
    if reassigned(uses, var) or any(
        u.path == (var, None) and syntax.address_taken(u.node) for u in uses
    ):
        return None
    return known_size(value, index)


def _channel_capacity(expr: Node, index: PackageIndex) -> int | None:
    node = syntax.unparen(expr)
    if node is None or node.type != "identifier":
        return None
    var = index.resolution(node).var_of(node)
    if var is None or var.kind != "local":
        return None
    made = syntax.make_channel(declared_value(var))
    if made is None:
        return None
    if reassigned(index.uses(node), var):
        return None  # given another channel somewhere: which one is asked about is unknown
    capacity = made[1]
    return 0 if capacity is None else known_size(capacity, index)


def known_length(expr: Node | None, index: PackageIndex) -> int | None:
    """The length of the slice ``expr`` names at that point of the code, if fixed."""
    node = syntax.unparen(expr)
    if node is None:
        return None
    if node.type == "composite_literal":
        return _literal_length(node)
    if node.type != "identifier":
        return None
    resolution = index.resolution(node)
    var = resolution.var_of(node)
    if var is not None and var.kind == "param" and index.parameter_length is not None:
        return index.parameter_length(var)  # from what the callers pass
    if var is None:  # a package variable nothing gives another value (a test table)
        value = index.global_value(syntax.text(node))
        return _literal_length(value) if value is not None else None
    if var.kind != "local":
        return None
    length = _initial_length(var, index)
    if length is None:
        return None
    for use in index.uses(node):
        if use.path != (var, None) or use.kind != UseKind.ASSIGNED:
            continue
        added = _appended(use.node, use.value, var, index)
        if added is None:
            return None
        statement, count = added
        if statement.start_byte > node.start_byte or syntax.contains(statement, node):
            return None  # the append runs after (or around) the place that asks
        runs = _runs(statement, var, index, node)
        if runs is None:
            return None
        length += runs * count
    return length


def _literal_length(literal: Node) -> int | None:
    """The elements of a slice literal (``[]T{a, b}``), counted; None for anything else."""
    if literal.type != "composite_literal":
        return None
    body = literal.child_by_field_name("body")
    if body is None:
        return None
    elements = [c for c in body.named_children if c.type in ("literal_element", "keyed_element")]
    if any(c.type == "keyed_element" for c in elements):
        return None  # indexed elements: the length is the largest index, not the count
    kind = literal.child_by_field_name("type")
    if kind is None or kind.type != "slice_type":
        return None
    return len(elements)


def _initial_length(var: Var, index: PackageIndex) -> int | None:
    value = syntax.unparen(declared_value(var))
    if value is None:
        statement = var.decl.parent
        if statement is not None and statement.type == "var_spec":
            kind = statement.child_by_field_name("type")
            return 0 if kind is not None and kind.type == "slice_type" else None
        return None
    if value.type == "composite_literal":
        return _literal_length(value)
    if value.type == "call_expression" and syntax.call_name(value) == "make":
        args = syntax.call_arguments(value)
        if len(args) >= 2 and args[0].type == "slice_type":
            return index.constant(args[1])
    if value.type == "nil":
        return 0
    return None


def _appended(
    target: Node, value: Node | None, var: Var, index: PackageIndex
) -> tuple[Node, int] | None:
    """``(statement, elements added)`` for ``s = append(s, a, b)``; None otherwise."""
    call = syntax.unparen(value)
    if call is None or call.type != "call_expression" or syntax.call_name(call) != "append":
        return None
    args = syntax.call_arguments(call)
    if not args or syntax.unparen(args[0]) is None:
        return None
    first = syntax.unparen(args[0])
    if first is None or first.type != "identifier":
        return None
    if index.resolution(first).var_of(first) is not var:
        return None
    if any(a.type == "variadic_argument" for a in args):
        return None
    arguments = call.child_by_field_name("arguments")
    if arguments is not None and any(c.type == "..." for c in arguments.children):
        return None
    statement = target.parent.parent if target.parent is not None else None
    if statement is None or statement.type != "assignment_statement":
        return None
    return statement, len(args) - 1


def _runs(statement: Node, var: Var, index: PackageIndex, asking: Node) -> int | None:
    """How many times ``statement`` runs for each run of the scope declaring ``var``."""
    from goleaklint.dataflow.loops import constant_trips

    runs = 1
    current = statement.parent
    scope = var.scope
    while current is not None and current != scope:
        if current.type == "for_statement":
            if syntax.contains(current, asking):
                return None
            trips = constant_trips(current, index)
            if trips is None:
                return None
            runs *= trips
        elif current.type not in STRAIGHT_LINE:
            return None
        current = current.parent
    return runs if current == scope else None
