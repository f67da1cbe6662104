"""Calls that take an HTTP connection over from the server: ``Hijack`` itself, and the
websocket libraries' upgrades and servers, which hijack it. From then on the connection is
the caller's: the server neither finishes the response nor reuses the writer, so code that
keeps using it after the handler returns is how such connections are meant to be served.
"""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.objects import Objects, spelled_type
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


def hijacking(objects: Objects, types: Types, call: Node, writer: Var) -> bool:
    """``call`` hands the connection of ``writer`` over: ``w.(http.Hijacker).Hijack()``,
    ``http.NewResponseController(w).Hijack()``, ``upgrader.Upgrade(w, r, nil)``,
    ``websocket.Accept(w, r, nil)``, ``websocket.Server{...}.ServeHTTP(w, r)``."""
    selected = syntax.selected_method(call)
    if selected is None:
        return False
    operand, method = selected
    resolution = objects.index.resolution(call)
    if method == "Hijack":
        return any(resolution.uses.get(n) is writer for n in walk(operand))
    arguments = syntax.call_arguments(call)
    if not any(resolution.uses.get(a) is writer for a in arguments):
        return False
    return _package_of(objects, types, call, operand) in WEBSOCKET_PACKAGES


def _package_of(objects: Objects, types: Types, call: Node, operand: Node) -> str | None:
    """The import path of the package whose function ``call`` runs (``websocket.Accept``),
    or whose type declares its method: the type of the value it is called on
    (``websocket.Server{...}``, a typed field or variable) or converted to
    (``websocket.Handler(f)``)."""
    named = objects.qualified_call(call)
    if named is None and operand.type == "call_expression":
        named = objects.qualified_call(operand)
    if named is None:
        kind = types.of(operand)
        named = spelled_type(objects.index, kind) if kind is not None else None
    return named.rpartition(".")[0] if named is not None else None
