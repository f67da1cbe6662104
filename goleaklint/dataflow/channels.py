"""Channels a function makes for itself: their aliases, capacity, and whether they stay local.

A channel is tracked only when it is made once with ``make(chan T[, n])``, every path that
holds it is a local variable (or a field of a local struct value) of the making function, and
nothing else is ever assigned to those paths. Whether it escapes is decided later, from the
events of the function that made it (:mod:`goleaklint.dataflow.effects`).
"""

from __future__ import annotations

from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.effects import EffectsAnalyzer
from goleaklint.dataflow.lengths import known_length
from goleaklint.dataflow.package import PackageIndex, declared_value, int_value
from goleaklint.dataflow.scope import Resolution, Var
from goleaklint.dataflow.uses import Path, UseKind, join_fields, literal_holder, path_of
from goleaklint.parse import Node


@dataclass(frozen=True)
class Capacity:
    """A buffer size: a known number, ``len(x)``, or unknown (both None)."""

    value: int | None
    length_of: str | None = None

    @property
    def known(self) -> bool:
        return self.value is not None


@dataclass(eq=False)
class Channel:
    function: Node  # the function that makes it
    make: Node  # the make(...) call
    paths: frozenset[Path]
    capacity: Capacity
    name: str  # how the code names it where it is made

    def holds(self, path: Path) -> bool:
        return path in self.paths


def local_channels(index: PackageIndex, analyzer: EffectsAnalyzer, function: Node) -> list[Channel]:
    """Channels made in ``function`` (not in nested literals) that it alone can hold."""
    body = function.child_by_field_name("body")
    if body is None:
        return []
    makes = index.makes_within(body)
    if not makes:
        return []
    resolution = index.resolution(function)
    channels: list[Channel] = []
    for call in makes:
        made = syntax.make_channel(call)
        if made is None or syntax.enclosing_function(call) != function:
            continue
        holder = _holder(call, resolution)
        if holder is None:
            continue
        path, name = holder
        paths = analyzer.expand(function, frozenset({path}))
        if not _only_this_make(index, function, call, paths, resolution):
            continue
        capacity = _capacity(made[1], index, resolution)
        channels.append(Channel(function, call, paths, capacity, name))
    return channels


def _holder(make: Node, resolution: Resolution) -> tuple[Path, str] | None:
    """The local path a ``make`` is assigned to, and its spelling."""
    parent = make.parent
    if parent is not None and parent.type == "expression_list":
        values = syntax.expressions(parent)
        index = values.index(make) if make in values else -1
        targets = syntax.assigned_targets(parent)
        if index < 0 or targets is None or len(targets) != len(values):
            return None
        path = path_of(targets[index], resolution)
        return (path, syntax.text(targets[index])) if path is not None else None
    if parent is not None and parent.type == "literal_element":
        keyed = parent.parent
        if keyed is None or keyed.type != "keyed_element":
            return None
        key = keyed.named_children[0].named_children[0] if keyed.named_children else None
        literal = keyed.parent.parent if keyed.parent is not None else None
        holder = literal_holder(literal)
        if key is None or key.type != "identifier" or holder is None:
            return None
        var = resolution.var_of(holder)
        if var is None:
            return None
        return (var, syntax.text(key)), f"{syntax.text(holder)}.{syntax.text(key)}"
    return None


def _only_this_make(
    index: PackageIndex, function: Node, make: Node, paths: frozenset[Path], resolution: Resolution
) -> bool:
    """Every path is a local of ``function`` and is only ever given this channel (or an alias)."""
    for var, fields in paths:
        if var.kind != "local" or not syntax.contains(function, var.owner):
            return False
        if fields is None:
            value = declared_value(var)
            if value is not None and value != make and index.copied_path(value) not in paths:
                return False
        elif not _fresh_struct(var):
            return False
    for use in index.uses_within(function):
        if use.kind != UseKind.ASSIGNED or use.path not in paths:
            continue
        if use.value is None:
            return False
        if use.value != make and path_of(use.value, resolution) not in paths:
            return False
    return True


def _fresh_struct(var: Var) -> bool:
    """A struct variable that starts as a literal, ``new(T)`` or a zero ``var``."""
    value = declared_value(var)
    if value is None:
        return var.decl.parent is not None and var.decl.parent.type == "var_spec"
    value = syntax.unparen(value)
    if value is not None and value.type == "unary_expression" and value.named_children:
        value = syntax.unparen(value.named_children[-1])
    if value is None:
        return False
    if value.type == "composite_literal":
        return True
    return value.type == "call_expression" and syntax.call_name(value) == "new"


def _capacity(node: Node | None, index: PackageIndex, resolution: Resolution) -> Capacity:
    if node is None:
        return Capacity(0)
    local: dict[str, int] = {}
    for var in resolution.variables:
        if var.kind == "const":
            value = int_value(declared_value(var), index.constants)
            if value is not None:
                local[var.name] = value
    number = int_value(node, index.constants, local)
    if number is not None:
        return Capacity(number)
    node = syntax.unparen(node)
    if node is not None and node.type == "call_expression" and syntax.call_name(node) == "len":
        args = syntax.call_arguments(node)
        if len(args) == 1:
            length = known_length(args[0], index)
            return Capacity(length, syntax.text(args[0]))
    return Capacity(None)


def caller_path(index: PackageIndex, go_call: Node, callee: Node, path: Path) -> Path | None:
    """Translate a path of a called function into the caller's terms.

    A parameter (or the receiver) becomes the argument (or operand) it was bound to; a
    variable captured by a function literal is already the caller's own.
    """
    var, fields = path
    if var.owner != callee or var.kind not in ("param", "receiver"):
        return path
    if var.kind == "receiver":
        function = syntax.unparen(go_call.child_by_field_name("function"))
        operand = function.child_by_field_name("operand") if function is not None else None
        argument = operand
    else:
        arguments = syntax.call_arguments(go_call)
        argument = arguments[var.index] if var.index < len(arguments) else None
    bound = path_of(argument, index.resolution(go_call)) if argument is not None else None
    if bound is None:
        return None
    bound_var, bound_fields = bound
    joined = join_fields(bound_fields, fields)
    return bound_var, joined
