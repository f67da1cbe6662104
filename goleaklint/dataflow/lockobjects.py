"""Which object each lock of a lock-order edge belongs to.

The lock graph names a mutex by its field (``AllocRunner.allocLock``), so two edges in
opposite directions look like a cycle even when one takes both locks on one object and
the other on two objects: ``r.allocStateLock`` then ``r.allocLock`` in a method, but
``ar.allocLock`` then a method of ``ar2`` that takes ``ar2.allocStateLock`` in a test. A
deadlock between the two needs both orders on the same two mutexes, so the second order
would have to take both on one object too. This module tells, for an edge, the variables
whose fields its two locks are: the same one, two different ones, or unknown.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from goleaklint import syntax
from goleaklint.dataflow.lockgraph import LockGraph, OrderEdge
from goleaklint.dataflow.package import declared_value
from goleaklint.dataflow.receivers import fresh_object, owner_of_lock, receiver_sites, stable_var
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node


class Objects(Enum):
    SAME = "same"  # both locks are fields of one variable's object
    APART = "apart"  # fields of two different variables, neither assigned again
    UNKNOWN = "unknown"


@dataclass
class LockObjects:
    """The objects of the edges of one package's lock graph."""

    graph: LockGraph

    def relation(self, edge: OrderEdge) -> Objects:
        """Whether the edge's two locks are on one object, on two, or it is not known."""
        first = self._held_object(edge)
        second = self._taken_object(edge)
        if first is None or second is None:
            return Objects.UNKNOWN
        if first == second:
            return Objects.SAME
        if self._distinct(first, second) or self._distinct(second, first):
            return Objects.APART
        return Objects.UNKNOWN

    def _distinct(self, made: Var, other: Var) -> bool:
        """``made`` holds an object of its own, so ``other`` cannot be the same one: a local
        only ever bound to a fresh value (``&T{}``, ``new(T)``, a constructor of the package
        returning one), and ``other`` never bound to what ``made`` holds."""
        values = _bound_values(self.graph, made)
        if made.kind != "local" or not values or not all(self._fresh(v) for v in values):
            return False
        return not any(
            made in self._names_in(value) for value in _bound_values(self.graph, other) if value
        )

    def _names_in(self, value: Node) -> set[Var]:
        resolution = self.graph.index.resolution(value)
        return {
            var
            for node in (value, *syntax.descendants_outside_closures(value))
            if node.type == "identifier" and (var := resolution.var_of(node)) is not None
        }

    def _fresh(self, value: Node) -> bool:
        """A value made right there, or returned by a package function all of whose
        ``return`` statements give one (``return &T{...}``, or a local only bound to one)."""
        node = syntax.unparen(value)
        if node is None:
            return False
        if fresh_object(node):
            return True
        if node.type != "call_expression":
            return False
        definition = self.graph.types.callee(node)
        if definition is None or definition.node.type != "function_declaration":
            return False
        return _returns_fresh(self.graph, definition.node)

    def _held_object(self, edge: OrderEdge) -> Var | None:
        if edge.first.instance is None or edge.first.shifting:
            return None  # taken by a callee, or the variable changes on the way
        return owner_of_lock(self.graph, edge.function, edge.first.node)

    def _taken_object(self, edge: OrderEdge) -> Var | None:
        if edge.via is None:
            return owner_of_lock(self.graph, edge.function, edge.second.site)
        callee = next(
            (f for call, f in self.graph.callees(edge.function) if call == edge.via), None
        )
        if callee is None or edge.second.site not in receiver_sites(self.graph, callee):
            return None
        function = syntax.unparen(edge.via.child_by_field_name("function"))
        if function is None or function.type != "selector_expression":
            return None
        return stable_var(self.graph, edge.function, function.child_by_field_name("operand"))


def _returns_fresh(graph: LockGraph, function: Node) -> bool:
    """Every ``return`` of ``function`` gives, first, an object made there: a fresh value,
    or a local only ever bound to fresh values."""
    body = function.child_by_field_name("body")
    if body is None:
        return False
    resolution = graph.index.resolution(function)
    returns = [
        node
        for node in syntax.descendants_outside_closures(body)
        if node.type == "return_statement"
    ]
    if not returns:
        return False
    for statement in returns:
        results = syntax.expressions(
            statement.named_children[0] if statement.named_children else None
        )
        first = syntax.unparen(results[0]) if results else None
        if first is None:
            return False
        if fresh_object(first):
            continue
        var = resolution.var_of(first) if first.type == "identifier" else None
        if var is None or var.kind != "local":
            return False
        values = _bound_values(graph, var)
        if not values or not all(_made_there(v) for v in values):
            return False
    return True


def _bound_values(graph: LockGraph, var: Var) -> list[Node]:
    """What a variable is ever bound to in its function (empty when its address is lent,
    which lets another function bind it)."""
    found: list[Node] = []
    for use in graph.index.uses(var.owner):
        if use.path != (var, None):
            continue
        if syntax.address_taken(use.node):
            return []
        if use.kind == UseKind.ASSIGNED and use.value is not None:
            found.append(use.value)
    declared = declared_value(var)
    if declared is not None and declared not in found:
        found.append(declared)
    return found


def _made_there(value: Node) -> bool:
    node = syntax.unparen(value)
    return node is not None and fresh_object(node)
