"""Listeners a function makes and alone closes.

``Accept`` on a ``net.Listener`` waits for a connection and fails once the listener is
closed: a listener the function makes (``net.Listen``, ``tls.Listen``,
``nettest.NewLocalListener``), uses only to accept, to read its address and to close, and
closes only in its own body (``defer ln.Close()``), or never, cannot fail an ``Accept``
before those closes run.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex, sole_value
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.uses import Use, UseKind
from goleaklint.parse import Node

LISTEN_CALL = re.compile(r"(?:net|tls)\.Listen(?:TCP|Unix)?|nettest\.NewLocalListener")
_KEPT = frozenset({"Accept", "Addr", "Close"})


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
    found = (own_listener(function, var, var_uses) for var, var_uses in uses.items())
    return [own for own in found if own is not None]


def own_listener(
    function: Node, var: Var, uses: Iterable[Use], placed_in: Node | None = None
) -> OwnListener | None:
    """``var`` as one of :func:`own_listeners`, given its uses; with ``placed_in`` (a
    composite literal), also put into that literal once, and nowhere else."""
    if var.owner != function or not makes_listener(var.decl, None):
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
            if use.function != function or not makes_listener(use.node, use.value):
                return None
        elif use.kind == UseKind.RECEIVER and use.method in _KEPT and use.call is not None:
            if use.method == "Close":
                if use.function != function:
                    return None  # a literal may close it at any time
                closes.append(use.call)
            addressed = addressed or use.method == "Addr"
        elif use.kind != UseKind.QUERY:
            return None
    if placed_in is not None and placed != 1:
        return None
    return OwnListener(var, tuple(closes), addressed)


def makes_listener(target: Node, value: Node | None) -> bool:
    """``target`` is bound to the first result of a call making a listener."""
    if value is None:
        sole = sole_value(target)
        value = sole[0] if sole is not None and sole[1] == 0 else None
    call = syntax.unparen(value)
    if call is None or call.type != "call_expression":
        return False
    callee = call.child_by_field_name("function")
    return callee is not None and LISTEN_CALL.fullmatch(syntax.text(callee)) is not None
