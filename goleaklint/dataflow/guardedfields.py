"""Fields that only code holding a lock of the same object touches.

``r.watchers`` is guarded by ``r.mu`` when every access to the field, anywhere in the
package, comes after a ``Lock`` of the mutex field ``mu`` of the same variable, taken at
the top of the accessing function (so it runs on every path there) and not let go of
before the access. An object a function stores in such a field while it holds that lock
stays out of every other goroutine's reach until the function lets go of it:
``r.mu.Lock(); w := &watcher{}; r.watchers[name] = w; w.start()`` starts a watcher nobody
else can hold yet.

The accesses must use the field in place (index it, compare it with nil, set it, range
over it, take its length, delete from it, append to it and store the result back): one
that hands the whole map or slice on lets code read it later without the lock.

Text order stands in for paths, as in the lock graph's other scans of a function's own
operations: a lock let go of on one branch counts as let go of for what follows. A path
walk (``LockGraph.held_always_at``) would need the callees' acquisitions, and the question
is asked while those are being solved (``LockGraph.through_call``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from goleaklint import syntax
from goleaklint.dataflow.types import FieldKey, reachable_outside
from goleaklint.parse import Node, captures

if TYPE_CHECKING:
    from goleaklint.dataflow.lockgraph import LockGraph

SELECTOR_QUERY = "(selector_expression) @selector"
# Calls that use a map or slice in place: what they give back is not the container.
IN_PLACE_CALLS = frozenset({"len", "cap", "delete", "clear"})


def stored_under_own_lock(graph: LockGraph, ident: Node, call: Node, function: Node) -> bool:
    """``ident`` (a use of a new object's variable, before ``call``) stores the object in
    a field of another object (``b.f = x``, ``b.f[k] = x``, ``b.f = append(b.f, x)``) that
    only code holding a lock of that same object touches, and ``function`` holds that lock
    from before the store until the call."""
    target = _store_target(ident)
    if target is None:
        return False
    key = graph.types.field_key(target)
    base = _base_text(target)
    if key is None or base is None or reachable_outside(key, graph.index.name):
        return False
    at_store = held_directly(graph, function, ident, writes_only=True)
    at_call = held_directly(graph, function, call, writes_only=True)
    ours = {lock for lock, owner in at_store & at_call if owner == base}
    return bool(ours & guards_of(graph, key))


def held_directly(
    graph: LockGraph, function: Node, node: Node, *, writes_only: bool = False
) -> frozenset[tuple[FieldKey, str]]:
    """``(lock, base)`` for the mutex fields ``function`` holds at ``node`` through its own
    Lock calls made at the top of its body (``b.mu.Lock()``: the lock ``T.mu``, base
    ``b``), not let go of before ``node`` in its text."""
    top_level = set(syntax.statements(function.child_by_field_name("body")))
    held: set[tuple[FieldKey, str]] = set()
    for op in graph.ops(function):
        if op.node.start_byte >= node.start_byte:
            break
        if op.deferred or op.shifting:
            continue
        base = _base_of_instance(op.instance)
        if base is None:
            continue
        entry = (op.lock, base)
        if op.acquire and op.node.parent in top_level and not (writes_only and op.read):
            held.add(entry)
        elif not op.acquire:
            held.discard(entry)
    return frozenset(held)


def guards_of(graph: LockGraph, key: FieldKey) -> frozenset[FieldKey]:
    """The locks held, on the accessed object itself, at every access to field ``key``
    in the package (remembered per field)."""
    caches = graph.receiver_caches
    found = caches.guards.get(key)
    if found is None:
        found = caches.guards[key] = _find_guards(graph, key)
    return found


def _find_guards(graph: LockGraph, key: FieldKey) -> frozenset[FieldKey]:
    index = graph.index
    name = key.field.encode()
    guards: frozenset[FieldKey] | None = None
    for declaration in index.declarations_spelling([b"." + name]):
        for selector in captures(SELECTOR_QUERY, declaration).get("selector", []):
            field = selector.child_by_field_name("field")
            if field is None or syntax.text(field) != key.field:
                continue
            if graph.types.field_key(selector) != key:
                continue
            base = _base_text(selector)
            function = index.resolution(selector).owner(selector)
            if base is None or function is None or not _in_place(selector):
                return frozenset()
            here = frozenset(
                lock for lock, owner in held_directly(graph, function, selector) if owner == base
            )
            guards = here if guards is None else guards & here
            if not guards:
                return frozenset()
    return guards or frozenset()


def _store_target(ident: Node) -> Node | None:
    """The field selector ``b.f`` that ``ident`` is stored in: ``b.f = ident``,
    ``b.f[k] = ident``, ``b.f = append(b.f, ..., ident)``."""
    value: Node = ident
    parent = ident.parent
    if parent is not None and parent.type == "argument_list":
        call = parent.parent
        if call is None or syntax.call_name(call) != "append":
            return None
        arguments = syntax.call_arguments(call)
        if not arguments or arguments[0] == ident:
            return None
        value, parent = call, call.parent
        appended_to = syntax.unparen(arguments[0])
    else:
        appended_to = None
    if parent is None or parent.type != "expression_list":
        return None
    statement = parent.parent
    if statement is None or statement.type != "assignment_statement":
        return None
    if not syntax.token(statement, "="):
        return None
    left = statement.child_by_field_name("left")
    right = statement.child_by_field_name("right")
    if left is None or right is None or len(left.named_children) != 1:
        return None
    if right.named_children != [value]:
        return None
    target = syntax.unparen(left.named_children[0])
    if target is not None and target.type == "index_expression" and appended_to is None:
        target = syntax.unparen(target.child_by_field_name("operand"))
    if target is None or target.type != "selector_expression":
        return None
    if appended_to is not None and syntax.text(appended_to) != syntax.text(target):
        return None
    return target


def _in_place(selector: Node) -> bool:
    """The access uses the field where it is, and hands no reference to it on."""
    parent = selector.parent
    while parent is not None and parent.type == "parenthesized_expression":
        selector, parent = parent, parent.parent
    if parent is None:
        return False
    kind = parent.type
    if kind == "index_expression":
        return parent.child_by_field_name("operand") == selector
    if kind == "binary_expression":
        other = [c for c in parent.named_children if c != selector]
        return len(other) == 1 and other[0].type == "nil"
    if kind in ("range_clause", "inc_statement", "dec_statement"):
        return True
    if kind == "expression_list":
        statement = parent.parent
        if statement is None or statement.type != "assignment_statement":
            return False
        return statement.child_by_field_name("left") == parent
    if kind == "argument_list":
        call = parent.parent
        if call is None:
            return False
        name = syntax.call_name(call)
        return name in IN_PLACE_CALLS or (name == "append" and _appended_back(call, selector))
    return False


def _appended_back(call: Node, selector: Node) -> bool:
    """``b.f = append(b.f, ...)``: what the append gives back goes to the field itself."""
    arguments = syntax.call_arguments(call)
    if not arguments or arguments[0] != selector:
        return False
    right = call.parent
    statement = right.parent if right is not None else None
    if statement is None or statement.type != "assignment_statement":
        return False
    left = statement.child_by_field_name("left")
    if left is None or right is None or right.named_children != [call]:
        return False
    return [syntax.text(c) for c in left.named_children] == [syntax.text(selector)]


def _base_text(selector: Node) -> str | None:
    """``b`` of ``b.f`` (or ``b.c`` of ``b.c.f``), as written."""
    operand = syntax.unparen(selector.child_by_field_name("operand"))
    if operand is None or operand.type not in ("identifier", "selector_expression"):
        return None
    return syntax.squeezed(operand)


def _base_of_instance(instance: str) -> str | None:
    """``b`` of the mutex ``b.mu`` as a Lock call writes it; None for a bare mutex."""
    base, dot, _ = instance.rpartition(".")
    return base if dot and base else None
