"""Locks taken on a method's receiver, and the uses of objects a function has just made.

:func:`receiver_sites` tells which ``Lock`` calls a method makes on its own receiver
(directly, or in the methods it calls on that receiver). :func:`earlier_uses` lists what a
function did with an object it has just made before some point (``s := new(Coffer);
s.left = NewBuffer(); s.Init()``), for :mod:`escapes` to tell whether any of it let the
object out. A lock taken on such an object is on a mutex no other goroutine can hold, so
it cannot wait, and it is not the lock of any other object of that type: it orders nothing.

The object-identity helpers the lock graph and :mod:`lockobjects` share live here too:
:func:`fresh_object` (made right there), :func:`assigned_variables` and :func:`rebound` (a
variable that may hold another object at another point of its function).

The functions take the lock graph they read and keep what they work out in a
:class:`ReceiverCaches` the graph owns (which refers to nothing, so no cycle keeps a
package's analysis alive).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex, made_value
from goleaklint.dataflow.parents import ParentOf
from goleaklint.dataflow.scope import Resolution, Var
from goleaklint.dataflow.types import FieldKey, LocalMutex
from goleaklint.dataflow.uses import Use, UseKind, path_of
from goleaklint.parse import Node

if TYPE_CHECKING:
    from goleaklint.dataflow.lockgraph import LockGraph

NEVER = 1 << 62  # a text position after every other: no limit


@dataclass
class ReceiverCaches:
    """What the functions below remember, per function of one package."""

    sites: dict[Node, frozenset[Node]] = field(default_factory=dict)
    reassigned: dict[Node, frozenset[Var]] = field(default_factory=dict)
    uses: dict[Node, dict[Var, list[Node]]] = field(default_factory=dict)
    # field -> the locks of the accessed object held at every access (guardedfields)
    guards: dict[FieldKey, frozenset[FieldKey]] = field(default_factory=dict)
    # method -> where it first hands its receiver on, and its receiver locks before (escapes)
    escapes: dict[tuple[Node, Var], int] = field(default_factory=dict)
    private: dict[Node, frozenset[Node]] = field(default_factory=dict)
    # package function -> it returns only objects of its own nobody saw yet (escapes)
    constructors: dict[Node, bool] = field(default_factory=dict)


def receiver_sites(graph: LockGraph, function: Node) -> frozenset[Node]:
    """The ``Lock`` calls that lock a field of ``function``'s receiver: its own, and those
    of the methods it calls on its receiver, and so on (what a method called on the
    receiver locks on its own receiver is the same object's)."""
    caches = graph.receiver_caches
    found = caches.sites.get(function)
    if found is None:
        found = caches.sites[function] = receiver_locks(graph, function, lambda _: NEVER)
    return found


def receiver_locks(
    graph: LockGraph, function: Node, until: Callable[[Node], int]
) -> frozenset[Node]:
    """:func:`receiver_sites`, keeping in each method only the Lock calls and the calls on
    its receiver that come before ``until(method)`` in its text (a worklist: call chains
    can be deep)."""
    sites: set[Node] = set()
    seen = {function}
    pending = [function]
    while pending:
        current = pending.pop()
        receiver = graph.index.param_var(current, -1)
        if receiver is None:
            continue
        limit = until(current)
        sites.update(
            op.node
            for op in graph.ops(current)
            if op.acquire
            and not op.deferred
            and not op.shifting
            and op.node.start_byte < limit
            and owner_of_lock(graph, current, op.node) == receiver
        )
        for call, callee in graph.callees(current):
            if call.start_byte >= limit or callee in seen:
                continue
            selector = syntax.unparen(call.child_by_field_name("function"))
            if selector is None or selector.type != "selector_expression":
                continue
            if stable_var(graph, current, selector.child_by_field_name("operand")) == receiver:
                seen.add(callee)
                pending.append(callee)
    return frozenset(sites)


def owner_of_lock(graph: LockGraph, function: Node, call: Node) -> Var | None:
    """The variable whose field a direct ``Lock`` call locks: ``x`` of ``x.mu.Lock()`` and
    of ``x.Lock()`` (a mutex ``x``'s type embeds); None for a local mutex."""
    return stable_var(graph, function, lock_owner(graph, call))


def lock_owner(graph: LockGraph, call: Node) -> Node | None:
    """The identifier whose object a direct ``Lock`` call locks a mutex field of: ``x`` of
    ``x.mu.Lock()`` and of ``x.Lock()`` (a mutex ``x``'s type embeds); None for a local
    mutex or a deeper path (``x.child.mu``, whose object ``x`` may share)."""
    selector = syntax.unparen(call.child_by_field_name("function"))
    if selector is None or selector.type != "selector_expression":
        return None
    mutex = syntax.unparen(selector.child_by_field_name("operand"))
    if mutex is None:
        return None
    if mutex.type == "identifier":
        lock = graph.lock_of(mutex)
        return None if lock is None or isinstance(lock, LocalMutex) else mutex
    if mutex.type != "selector_expression":
        return None
    owner = syntax.unparen(mutex.child_by_field_name("operand"))
    return owner if owner is not None and owner.type == "identifier" else None


def stable_var(graph: LockGraph, function: Node, node: Node | None) -> Var | None:
    """The variable an identifier names, when every use of it in the function is one
    object: never assigned after its declaration, nor declared anew by a loop."""
    node = syntax.unparen(node)
    if node is None or node.type != "identifier":
        return None
    resolution = graph.index.resolution(node)
    var = resolution.var_of(node)
    if var is None:
        return None
    return None if rebound(node, resolution, _assigned(graph, function)) else var


def earlier_uses(
    graph: LockGraph,
    ident: Node,
    point: Node,
    end: int,
    made: Callable[[Node], bool] = lambda value: False,
) -> list[Node] | None:
    """The uses, before ``end`` in the text, of the local ``ident`` names at ``point``,
    when that local only ever holds the object made at its declaration (``&T{}``,
    ``new(T)``, or a call ``made`` accepts, never assigned again) in the function making
    ``point`` and no loop around ``point`` keeps the object of an earlier round (the local
    is declared inside every loop around it); None otherwise. Its declaration and ``ident``
    are left out. A use in a function literal is listed too: whoever asks decides what
    each use does."""
    resolution = graph.index.resolution(ident)
    var = resolution.uses.get(ident)
    if var is None or var.kind != "local":
        return None
    declared = syntax.unparen(made_value(var, resolution.parent))  # ``c, err := newConn()``
    if declared is None or not (fresh_object(declared) or made(declared)):
        return None
    function = resolution.owner(point)
    if function is None or var.owner != function:
        return None
    if var in _assigned(graph, function):
        return None  # bound to another object somewhere
    if _loop_keeps_earlier_round(point, var, function, resolution.parent):
        return None
    return [
        node
        for node in _uses_of(graph, resolution, function).get(var, [])
        if node not in (var.decl, ident) and node.start_byte < end
    ]


def field_access(graph: LockGraph, ident: Node) -> bool:
    """``x.f`` read or set, ``f`` a field of ``x``'s type: not a method called on ``x`` or
    taken as a value (``x.run``), either of which may hand ``x`` on, nor ``&x.mu``, which
    lends the mutex itself, unless to a ``sync.Cond`` that ``x`` keeps
    (:func:`_cond_of_its_own`)."""
    parent = ident.parent
    if parent is None or parent.type != "selector_expression":
        return False
    if parent.child_by_field_name("operand") != ident:
        return False
    if graph.types.field_key(parent) is None:
        return False
    if not syntax.address_taken(parent) or graph.lock_of(parent) is None:
        return True
    return _cond_of_its_own(graph, ident, parent)


def _cond_of_its_own(graph: LockGraph, ident: Node, mutex: Node) -> bool:
    """``x.cond = sync.NewCond(&x.mu)``: the mutex goes to a Cond stored in a field of
    ``x`` itself, which only code reaching ``x`` can use."""
    lent = mutex.parent
    while lent is not None and lent.type == "parenthesized_expression":
        lent = lent.parent
    arguments = lent.parent if lent is not None else None
    call = arguments.parent if arguments is not None else None
    if call is None or call.type != "call_expression" or len(syntax.call_arguments(call)) != 1:
        return False
    if syntax.text(syntax.unparen(call.child_by_field_name("function"))) != "sync.NewCond":
        return False
    target = syntax.assigned_target(call)
    resolution = graph.index.resolution(ident)
    path = path_of(target, resolution) if target is not None else None
    return path is not None and path[1] is not None and path[0] == resolution.var_of(ident)


def _assigned(graph: LockGraph, function: Node) -> frozenset[Var]:
    caches = graph.receiver_caches
    found = caches.reassigned.get(function)
    if found is None:
        found = caches.reassigned[function] = assigned_variables(graph.index, function)
    return found


def _uses_of(graph: LockGraph, resolution: Resolution, function: Node) -> dict[Var, list[Node]]:
    """The identifiers naming each variable of ``function`` (its own code and literals)."""
    caches = graph.receiver_caches
    found = caches.uses.get(function)
    if found is None:
        found = {}
        for ident, var in resolution.uses.items():
            if var.owner == function:
                found.setdefault(var, []).append(ident)
        caches.uses[function] = found
    return found


def _loop_keeps_earlier_round(call: Node, var: Var, function: Node, parent_of: ParentOf) -> bool:
    """A loop around the call that does not also declare the variable anew each round."""
    current = parent_of(call)
    while current is not None and current != function:
        if current.type == "for_statement" and not _within(var.decl, current):
            return True
        current = parent_of(current)
    return False


def _within(node: Node, outer: Node) -> bool:
    return outer.start_byte <= node.start_byte and node.end_byte <= outer.end_byte


def writes(index: PackageIndex, function: Node) -> list[Use]:
    """Where ``function`` (or a literal in it) sets a variable itself: assigns or steps it
    (a declaration is not a write), or lends it (``&x``: set through the pointer)."""
    return [
        use
        for use in index.uses_within(function)
        if use.path[1] is None
        and (
            use.kind == UseKind.ASSIGNED
            or (use.kind == UseKind.ESCAPE and syntax.address_taken(use.node))
        )
    ]


def assigned_variables(index: PackageIndex, function: Node) -> frozenset[Var]:
    """The variables ``function`` assigns besides declaring them (a declaration, ``x := v``
    or ``var x = v``, is not an assignment use)."""
    return frozenset(
        use.path[0]
        for use in index.uses_within(function)
        if use.kind == UseKind.ASSIGNED and use.path[1] is None
    )


def rebound(mutex: Node, resolution: Resolution, assigned: frozenset[Var]) -> bool:
    """The variable the mutex expression starts from can hold another value at another
    point of the function: it is assigned again (``assigned``), or declared anew by each
    round of a loop (a range or loop-body variable)."""
    root: Node | None = mutex
    while root is not None and root.type in ("selector_expression", "index_expression"):
        root = syntax.unparen(root.child_by_field_name("operand"))
    var = resolution.uses.get(root) if root is not None else None
    if var is None:
        return False
    if var in assigned:
        return True
    scope: Node | None = var.decl.parent
    while scope is not None and scope != var.owner:
        if scope.type == "for_statement":
            return True
        scope = scope.parent
    return False


def fresh_object(value: Node) -> bool:
    """``T{...}``, ``&T{...}`` or ``new(T)``: an object made right there."""
    if value.type == "unary_expression" and syntax.token(value, "&"):
        operand = syntax.unparen(value.child_by_field_name("operand"))
        return operand is not None and operand.type == "composite_literal"
    if value.type == "call_expression":
        return syntax.call_name(value) == "new"
    return value.type == "composite_literal"
