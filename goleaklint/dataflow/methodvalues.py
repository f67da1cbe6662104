"""Method values a local variable holds for good: ``unlock := s.mu.Unlock`` and then
``unlock()``, or ``defer unlock()``.

A method value binds its receiver when it is evaluated, so a call of the variable runs that
method on the object the binding named. The variable is read that way only when every value
it is given is the same spelling (``rUnlock = s.RUnlock`` again after a relock) and it is
used for nothing but calls: passed on, stored or compared, it may run anything.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Container
from dataclasses import dataclass
from functools import cache

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex, declared_value
from goleaklint.dataflow.scope import Resolution, Var
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node
from goleaklint.spelled import method_values


@dataclass(frozen=True, slots=True)
class BoundMethod:
    """``operand.method`` held by a variable: ``operand`` is spelled at its first binding,
    ``values`` are every binding's ``operand.method``."""

    operand: Node
    method: str
    values: tuple[Node, ...]


def bound_calls(
    index: PackageIndex, function: Node, methods: Collection[str]
) -> list[tuple[Node, BoundMethod]]:
    """The calls in ``function`` (its literals included) of variables holding one of
    ``methods`` for good, with the method each runs, in source order. The binding may be
    in an enclosing function (``unlock := mu.Unlock; go func() { ...; unlock() }()``)."""
    top = index.top_level(function)
    spelling = _value_spelling(tuple(methods))
    if not index.matches(top, spelling):
        return []
    resolution = index.resolution(top)
    found: list[tuple[Node, BoundMethod]] = []
    for selector in method_values(index.file_of(top), methods, top):
        var = _bound_variable(selector, resolution)
        if var is None or (bound := bound_method(index, var, methods)) is None:
            continue
        for use in index.uses_within(var.owner):
            call = resolution.parent(use.node) if use.path[0] is var else None
            if (
                call is not None
                and call.type == "call_expression"
                and syntax.contains(function, call)
            ):
                found.append((call, bound))
    found.sort(key=lambda pair: pair[0].start_byte)
    return list(dict(found).items())


@cache
def _value_spelling(methods: tuple[str, ...]) -> re.Pattern[bytes]:
    """``.m`` not followed by a call's parenthesis: how a method value is spelled."""
    names = b"|".join(re.escape(m.encode()) for m in methods)
    return re.compile(rb"\.\s*(?:" + names + rb")\b(?!\s*\()")


def _bound_variable(selector: Node, resolution: Resolution) -> Var | None:
    """The variable ``v`` of ``v := x.m`` (the first binding: later ones find the same)."""
    values = resolution.parent(selector)
    statement = resolution.parent(values) if values is not None else None
    if statement is None or statement.type != "short_var_declaration":
        return None
    left = syntax.expressions(statement.child_by_field_name("left"))
    right = syntax.expressions(values)
    if len(left) != len(right) or selector not in right:
        return None
    return resolution.declared_at.get(left[right.index(selector)])


def bound_method(index: PackageIndex, var: Var, methods: Container[str]) -> BoundMethod | None:
    """The method (one of ``methods``) the local ``var`` holds for good, or None."""
    if var.kind != "local":
        return None
    resolution = index.resolution(var.decl)
    first = _method_value(declared_value(var, resolution.parent), methods)
    if first is None:
        return None
    spelling = syntax.squeezed(first)
    values = [first]
    for use in index.uses_within(var.owner):
        if use.path[0] is not var:
            continue
        if use.kind == UseKind.ASSIGNED and use.path[1] is None:
            value = _method_value(use.value, methods)  # a range or tuple assignment: None
            if value is None or syntax.squeezed(value) != spelling:
                return None
            values.append(value)
            continue
        call = resolution.parent(use.node)
        if (
            use.path[1] is not None
            or call is None
            or call.type != "call_expression"
            or call.child_by_field_name("function") != use.node
        ):
            return None
    operand = first.child_by_field_name("operand")
    method = first.child_by_field_name("field")
    if operand is None or method is None:
        return None
    return BoundMethod(syntax.unparen(operand) or operand, syntax.text(method), tuple(values))


def _method_value(value: Node | None, methods: Container[str]) -> Node | None:
    value = syntax.unparen(value)
    if value is None or value.type != "selector_expression":
        return None
    field = value.child_by_field_name("field")
    return value if field is not None and syntax.text(field) in methods else None
