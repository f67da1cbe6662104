"""Listeners a function makes and alone closes.

``Accept`` on a ``net.Listener`` waits for a connection and fails once the listener is
closed: a listener the function makes (``net.Listen``, ``tls.Listen``,
``nettest.NewLocalListener``, the ``Listen`` method of a ``net.ListenConfig``, or a
function of the package that returns only listeners it made so and kept to itself:
``newLocalListener(t)``), uses only to accept, to read its address and to close, and
closes only in its own body (``defer ln.Close()``), or never, cannot fail an ``Accept``
before those closes run.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.package import (
    PackageIndex,
    declared_value,
    first_value,
    returned_objects,
)
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.uses import Use, UseKind
from goleaklint.parse import Node

LISTEN_CALL = re.compile(r"(?:net|tls)\.Listen(?:TCP|Unix)?|nettest\.NewLocalListener")
LISTEN_CONFIGS = frozenset({"net.ListenConfig", "*net.ListenConfig"})
_KEPT = frozenset({"Accept", "Addr", "Close"})
# Package functions followed into the functions they return the listeners of.
MAKER_DEPTH = 3


@dataclass(frozen=True)
class OwnListener:
    """A listener variable of the function, with the function's own ``Close`` calls."""

    var: Var
    closes: tuple[Node, ...]
    addressed: bool = False  # its address is read (``ln.Addr()``)


def own_listeners(index: PackageIndex, function: Node) -> list[OwnListener]:
    """The function's listeners that nothing but its own ``Close`` calls (if any) can
    close: each is declared by, and only ever bound to, a call making a listener, and is
    otherwise only accepted on, asked its address, compared with ``nil``, or closed by the
    function itself (not by a literal)."""
    uses: dict[Var, list[Use]] = {}
    for use in index.uses_within(function):
        if use.path[1] is None:
            uses.setdefault(use.path[0], []).append(use)
    found = (own_listener(index, function, var, var_uses) for var, var_uses in uses.items())
    return [own for own in found if own is not None]


def own_listener(
    index: PackageIndex,
    function: Node,
    var: Var,
    uses: Iterable[Use],
    placed_in: Node | None = None,
) -> OwnListener | None:
    """``var`` as one of :func:`own_listeners`, given its uses; with ``placed_in`` (a
    composite literal), also put into that literal once, and nowhere else."""
    if var.owner != function or not makes_listener(index, var.decl, None):
        return None
    closes: list[Node] = []
    addressed = False
    placed = 0
    for use in uses:
        if use.path != (var, None):
            continue
        if (
            placed_in is not None
            and placed_in.start_byte <= use.node.start_byte < placed_in.end_byte
        ):
            placed += 1
        elif use.kind == UseKind.ASSIGNED:
            if use.function != function or not makes_listener(index, use.node, use.value):
                return None
        elif use.kind == UseKind.RECEIVER and use.method in _KEPT and use.call is not None:
            if use.method == "Close":
                if use.function != function:
                    return None  # a literal may close it at any time
                closes.append(use.call)
            addressed = addressed or use.method == "Addr"
        elif use.kind != UseKind.QUERY or _asserted(use.node):
            return None  # handed on: ``tl := l.(*net.TCPListener)`` may close it too
    if placed_in is not None and placed != 1:
        return None
    return OwnListener(var, tuple(closes), addressed)


def makes_listener(
    index: PackageIndex, target: Node, value: Node | None, depth: int = MAKER_DEPTH
) -> bool:
    """``target`` is bound to ``value``, or (None) to the first result of its declaration's
    call, and that is a call making a listener (:func:`listening_call`)."""
    call = syntax.unparen(value if value is not None else first_value(target))
    return call is not None and listening_call(index, call, depth)


def listening_call(index: PackageIndex, call: Node, depth: int = MAKER_DEPTH) -> bool:
    """A call that makes a new listener and hands it to no one else: ``net.Listen`` and its
    kin, the ``Listen`` method of a ``net.ListenConfig``, or (``depth`` calls deep) a
    package function whose every ``return`` gives ``nil`` or such a listener."""
    if call.type != "call_expression":
        return False
    callee = syntax.unparen(call.child_by_field_name("function"))
    if callee is None:
        return False
    if LISTEN_CALL.fullmatch(syntax.text(callee)) is not None or _config_listen(index, callee):
        return True
    if depth <= 0:
        return False
    found = index.callee(call)
    if found is None or found[0].type != "function_declaration":
        return False
    known = index.listener_makers.get(found[0])
    if known is None:
        known = _returns_listeners(index, found[0], depth - 1)
        if known or depth == MAKER_DEPTH:  # a "no" cut short by the depth is not kept
            index.listener_makers[found[0]] = known
    return known


def _config_listen(index: PackageIndex, callee: Node) -> bool:
    """``lc.Listen``, with ``lc`` a ``net.ListenConfig``: a literal of one, or a variable
    declared as one or with one."""
    if callee.type != "selector_expression":
        return False
    if syntax.text(callee.child_by_field_name("field")) != "Listen":
        return False
    operand = syntax.unparen(callee.child_by_field_name("operand"))
    if operand is not None and operand.type == "identifier":
        var = index.resolution(operand).var_of(operand)
        if var is not None:
            kind = var.type_node
            if kind is not None and syntax.text(kind) in LISTEN_CONFIGS:
                return True
            operand = syntax.unparen(declared_value(var))
        else:
            operand = index.global_value(syntax.text(operand))
    return _config_literal(operand)


def _config_literal(node: Node | None) -> bool:
    """``net.ListenConfig{...}``, or its address."""
    if node is not None and node.type == "unary_expression" and syntax.token(node, "&"):
        node = syntax.unparen(node.child_by_field_name("operand"))
    if node is None or node.type != "composite_literal":
        return False
    kind = node.child_by_field_name("type")
    return kind is not None and syntax.text(kind) == "net.ListenConfig"


def _returns_listeners(index: PackageIndex, function: Node, depth: int) -> bool:
    """Every ``return`` of ``function`` gives, first, ``nil`` or a listener made there
    (:func:`listening_call`, or a local only bound to one and only asked its address or
    compared with ``nil`` besides), and one gives a listener."""
    returned = returned_objects(index, function)
    if not returned:
        return False
    resolution = index.resolution(function)
    for _, value in returned:
        if value.type == "call_expression" and listening_call(index, value, depth):
            continue
        var = resolution.var_of(value) if value.type == "identifier" else None
        if var is None or not _kept_listener(index, function, var, depth):
            return False
    return True


def _kept_listener(index: PackageIndex, function: Node, var: Var, depth: int) -> bool:
    """A local of ``function`` bound only to listeners it makes, and otherwise only asked
    its address, compared with ``nil`` or returned."""
    if var.owner != function or var.kind != "local":
        return False
    for use in index.uses(function):
        if use.path[0] != var:
            continue
        if use.path[1] is not None or use.function != function:
            return False
        if use.kind == UseKind.ASSIGNED:
            if not makes_listener(index, use.node, use.value, depth):
                return False
        elif use.kind == UseKind.RECEIVER:
            if use.method != "Addr":
                return False
        elif use.kind == UseKind.ESCAPE:
            if not syntax.returned(use.node):
                return False
        elif use.kind != UseKind.QUERY or _asserted(use.node):
            return False
    return makes_listener(index, var.decl, None, depth)


def _asserted(node: Node) -> bool:
    """``node`` is the operand of a type assertion: its value goes on under another name."""
    parent = node.parent
    while parent is not None and parent.type == "parenthesized_expression":
        parent = parent.parent
    return parent is not None and parent.type == "type_assertion_expression"
