"""Calls that take an HTTP connection over from the server: ``Hijack`` itself, and the
websocket libraries' upgrades and servers, which hijack it. From then on the connection is
the caller's: the server neither finishes the response nor reuses the writer, so code that
keeps using it after the handler returns is how such connections are meant to be served.
"""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Block
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.types import Types
from goleaklint.parse import Node, walk

WEBSOCKET_PACKAGES = frozenset(
    {
        "golang.org/x/net/websocket",
        "github.com/gorilla/websocket",
        "nhooyr.io/websocket",
        "github.com/coder/websocket",
        "github.com/gobwas/ws",
    }
)


def hijacking(index: PackageIndex, types: Types, call: Node, writer: Var) -> bool:
    """``call`` hands the connection of ``writer`` over: ``w.(http.Hijacker).Hijack()``,
    ``http.NewResponseController(w).Hijack()``, ``upgrader.Upgrade(w, r, nil)``,
    ``websocket.Accept(w, r, nil)``, ``websocket.Server{...}.ServeHTTP(w, r)``."""
    function = syntax.unparen(call.child_by_field_name("function"))
    if function is None or function.type != "selector_expression":
        return False
    operand = syntax.unparen(function.child_by_field_name("operand"))
    if operand is None:
        return False
    resolution = index.resolution(call)
    if syntax.text(function.child_by_field_name("field")) == "Hijack":
        return any(resolution.uses.get(n) is writer for n in walk(operand))
    arguments = syntax.call_arguments(call)
    if not any(resolution.uses.get(a) is writer for a in arguments):
        return False
    if operand.type == "identifier" and resolution.var_of(operand) is None:
        return index.import_path(call, syntax.text(operand)) in WEBSOCKET_PACKAGES
    return _package_of(index, types, operand) in WEBSOCKET_PACKAGES


def _package_of(index: PackageIndex, types: Types, value: Node) -> str | None:
    """The import path of the package declaring the type of ``value``
    (``websocket.Server{...}``, ``websocket.Handler(f)``, a typed field or variable)."""
    kind: Node | None
    if value.type == "call_expression":  # a conversion: ``websocket.Handler(f)``
        kind = syntax.unparen(value.child_by_field_name("function"))
        if kind is not None and kind.type == "selector_expression":
            package = kind.child_by_field_name("operand")
            name = syntax.text(package) if package is not None else ""
            if package is not None and index.resolution(value).var_of(package) is None:
                return index.import_path(value, name)
        return None
    kind = types.of(value)
    while kind is not None and kind.type in ("pointer_type", "parenthesized_type"):
        kind = kind.named_children[0] if kind.named_children else None
    if kind is None or kind.type != "qualified_type":
        return None
    qualified = index.qualified_type(kind)
    return qualified.rpartition(".")[0] if qualified is not None else None


def hijacked_before(cfg: CFG, target: Block, hijacks: set[int]) -> bool:
    """Every path from the function's entry to ``target`` goes through a block of
    ``hijacks``."""
    if not hijacks:
        return False
    seen = {cfg.entry}
    stack = [cfg.entry]
    while stack:
        block = stack.pop()
        if block == target.id:
            return False
        if block in hijacks:
            continue
        for successor, _ in cfg.successors(block):
            if successor not in seen:
                seen.add(successor)
                stack.append(successor)
    return True
