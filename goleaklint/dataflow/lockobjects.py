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

from dataclasses import dataclass, field
from enum import Enum

from goleaklint import syntax
from goleaklint.dataflow.lockgraph import (
    LocalMutex,
    LockGraph,
    OrderEdge,
    assigned_variables,
    fresh_object,
    rebound,
)
from goleaklint.dataflow.package import declared_value
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
    # function -> the Lock calls that take a lock of its receiver, itself or through
    # methods it calls on its receiver
    _receiver_sites: dict[Node, frozenset[Node]] = field(default_factory=dict)
    _reassigned: dict[Node, frozenset[Var]] = field(default_factory=dict)

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
        return self._owner_of_lock(edge.function, edge.first.node)

    def _taken_object(self, edge: OrderEdge) -> Var | None:
        if edge.via is None:
            return self._owner_of_lock(edge.function, edge.second.site)
        callee = next(
            (f for call, f in self.graph.callees(edge.function) if call == edge.via), None
        )
        if callee is None or edge.second.site not in self.receiver_sites(callee):
            return None
        function = syntax.unparen(edge.via.child_by_field_name("function"))
        if function is None or function.type != "selector_expression":
            return None
        return self._stable_var(edge.function, function.child_by_field_name("operand"))

    def _owner_of_lock(self, function: Node, call: Node) -> Var | None:
        """The variable whose field a direct ``Lock`` call locks: ``x`` of ``x.mu.Lock()``
        and of ``x.Lock()`` (a mutex ``x``'s type embeds); None for a local mutex."""
        selector = syntax.unparen(call.child_by_field_name("function"))
        if selector is None or selector.type != "selector_expression":
            return None
        mutex = syntax.unparen(selector.child_by_field_name("operand"))
        if mutex is None:
            return None
        if mutex.type == "identifier":
            lock = self.graph.lock_of(mutex)
            if lock is None or isinstance(lock, LocalMutex):
                return None
            return self._stable_var(function, mutex)
        if mutex.type != "selector_expression":
            return None
        return self._stable_var(function, mutex.child_by_field_name("operand"))

    def _stable_var(self, function: Node, node: Node | None) -> Var | None:
        """The variable an identifier names, when every use of it in the function is one
        object: never assigned after its declaration, nor declared anew by a loop."""
        node = syntax.unparen(node)
        if node is None or node.type != "identifier":
            return None
        resolution = self.graph.index.resolution(node)
        var = resolution.var_of(node)
        if var is None or rebound(node, resolution, self._assigned_again(function)):
            return None
        return var

    def _assigned_again(self, function: Node) -> frozenset[Var]:
        found = self._reassigned.get(function)
        if found is None:
            found = self._reassigned[function] = assigned_variables(self.graph.index, function)
        return found

    def receiver_sites(self, function: Node) -> frozenset[Node]:
        """The ``Lock`` calls that lock a field of ``function``'s receiver: its own, and
        those of the methods it calls on its receiver, and so on (a worklist: what a method
        called on the receiver locks on its own receiver is the same object's)."""
        found = self._receiver_sites.get(function)
        if found is not None:
            return found
        sites: set[Node] = set()
        seen = {function}
        pending = [function]
        while pending:
            current = pending.pop()
            receiver = _receiver_var(self.graph, current)
            if receiver is None:
                continue
            sites.update(
                op.node
                for op in self.graph.ops(current)
                if op.acquire
                and not op.deferred
                and not op.shifting
                and self._owner_of_lock(current, op.node) == receiver
            )
            for call, callee in self.graph.callees(current):
                selector = syntax.unparen(call.child_by_field_name("function"))
                if selector is None or selector.type != "selector_expression":
                    continue
                operand = selector.child_by_field_name("operand")
                if callee not in seen and self._stable_var(current, operand) == receiver:
                    seen.add(callee)
                    pending.append(callee)
        found = self._receiver_sites[function] = frozenset(sites)
        return found


def _receiver_var(graph: LockGraph, function: Node) -> Var | None:
    if function.type != "method_declaration":
        return None
    resolution = graph.index.resolution(function)
    return next(
        (v for v in resolution.variables if v.kind == "receiver" and v.owner == function), None
    )


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
