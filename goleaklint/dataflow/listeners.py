"""Listeners a function makes and alone closes.

``Accept`` on a ``net.Listener`` waits for a connection and fails once the listener is
closed: a listener the function makes (``net.Listen``, ``tls.Listen``,
``nettest.NewLocalListener``), uses only to accept, to read its address and to close, and
closes only in its own body (``defer ln.Close()``), or never, cannot fail an ``Accept``
before those closes run.
"""

from __future__ import annotations

import re
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


def own_listeners(index: PackageIndex, function: Node) -> list[OwnListener]:
    """The function's listeners that nothing but its own ``Close`` calls (if any) can
    close: each is declared by, and only ever bound to, a call making a listener, and is
    otherwise only accepted on, asked its address, compared with ``nil``, or closed by the
    function itself (not by a literal)."""
    uses: dict[Var, list[Use]] = {}
    for use in index.uses_within(function):
        if use.path[1] is None:
            uses.setdefault(use.path[0], []).append(use)
    found: list[OwnListener] = []
    for var, var_uses in uses.items():
        kept = var.owner == function and makes_listener(var.decl, None)
        closes: list[Node] = []
        for use in var_uses:
            if use.kind == UseKind.ASSIGNED:
                kept = kept and use.function == function and makes_listener(use.node, use.value)
            elif use.kind == UseKind.RECEIVER and use.method in _KEPT and use.call is not None:
                if use.method == "Close":
                    kept = kept and use.function == function
                    closes.append(use.call)
            elif use.kind != UseKind.QUERY:
                kept = False
        if kept:
            found.append(OwnListener(var, tuple(closes)))
    return found


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
