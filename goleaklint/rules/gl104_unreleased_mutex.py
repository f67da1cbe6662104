"""GL104 unreleased-mutex. Documentation: rules/GL104.md."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from goleaklint import syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.escapes import only_unpublished, own_object_locks
from goleaklint.dataflow.lockgraph import LockGraph, LockOp
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.types import reachable_outside
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node
from goleaklint.rule import Finding, FixAvailability, rule
from goleaklint.rules.fixes import defer_unlock_fix


@rule("GL104", "unreleased-mutex", fix=FixAvailability.SOMETIMES, needs=(b"Mutex",))
def unreleased_mutex(analysis: PackageAnalysis) -> Iterator[Finding]:
    """Where a goroutine then blocks: another ``Lock`` of the same mutex in the package (a
    write lock, when the one left held is a read lock), or the same ``Lock`` run again; the
    ``Lock`` left held and the way out are related locations."""
    locks = analysis.locks
    for function in locks.functions():
        report = locks.report(function)
        owner = analysis.function_phrase(function)
        for lock in sorted(report.unreleased, key=lambda node: node.start_byte):
            name, _, method = syntax.text(lock.child_by_field_name("function")).rpartition(".")
            unlock = "RUnlock" if method == "RLock" else "Unlock"
            exit_node = report.exits.get(lock)
            blocked = _later_lock(analysis, function, lock)
            if blocked is None:
                continue
            related: list[tuple[Node, str]] = []
            if blocked != lock:
                related.append((lock, f"`{name}` is locked here and not released"))
            if exit_node is not None:
                related.append((exit_node, "leaves here with the lock held"))
            where = "this" if blocked != lock else "every later"
            yield analysis.finding(
                unreleased_mutex,
                blocked,
                f"`{name}` stays locked when {owner} leaves on some path: {where} `Lock` "
                f"of it blocks forever; release it with `defer {name}.{unlock}()`",
                related=related,
                fixes=[fix] if (fix := defer_unlock_fix(analysis, function, lock)) else [],
            )


def _later_lock(analysis: PackageAnalysis, function: Node, lock: Node) -> Node | None:
    """The ``Lock`` a goroutine blocks on once ``function`` left ``lock`` held: one that a
    caller of ``function`` reaches after the call (the same ``Lock`` when it calls the
    function again), else the same ``Lock`` when the function runs more than once, else the
    first other ``Lock`` of the mutex. Only write locks block when ``lock`` is a read lock,
    and a ``Lock`` that runs only on an object nobody else sees yet blocks on no one
    (:func:`escapes.only_unpublished`): a read lock of a mutex only the package can lock,
    with no other write lock, blocks nothing (None)."""
    graph = analysis.lockgraph
    selector = syntax.unparen(lock.child_by_field_name("function"))
    mutex = syntax.unparen(selector.child_by_field_name("operand")) if selector else None
    identity = graph.lock_of(mutex) if mutex is not None else None
    if identity is None or selector is None:
        return lock
    read = syntax.text(selector.child_by_field_name("field")) == "RLock"
    held = graph.allocations(lock)
    # An object each run of the function makes for itself: a later run locks another one,
    # and the function's own later locks do not run once it has left.
    per_run = graph.own_object(lock) is not None

    def contends_here(op: LockOp) -> bool:
        """A lock of the mutex that waits for the one left held, on this goroutine."""
        if op.lock != identity or not op.acquire or (read and op.read):
            return False
        if _made_apart(graph, op.node, held):
            return False  # two objects, each made where the other is not
        return not (per_run and graph.index.resolution(op.node).owner(op.node) == function)

    def contends(op: LockOp) -> bool:
        """... on any goroutine: not one that runs only on objects nobody else sees yet."""
        return contends_here(op) and not only_unpublished(graph, analysis.reach.callers, op.node)

    def blocking(node: Node, test: Callable[[LockOp], bool] = contends) -> Node | None:
        """The first Lock of the mutex in the function ``node`` that would block."""
        return next((op.node for op in graph.ops(node) if test(op)), None)

    own = own_object_locks(graph, lock, function, contends)
    if own is not None:  # an object of each run's own: only its own locks can wait
        return min(own, key=lambda node: node.start_byte, default=None)
    callers = analysis.reach.callers(function)
    for call, caller in callers:
        # The caller's next call on the same object blocks on the lock left held, even on
        # an object nobody else sees yet (``l.first(); l.add(1)``).
        same = _calls_on_the_same_variable(analysis, caller, call)
        for later, callee in graph.calls_after(caller, call):
            found = blocking(callee, contends_here) if same(later) else None
            if found is not None:
                return found
    writers = [op.node for other in graph.functions() for op in graph.ops(other) if contends(op)]
    if read and not writers and not reachable_outside(identity, analysis.index.name):
        return None

    again = None if per_run else lock  # the same Lock, run again
    for call, caller in callers:
        for _, callee in graph.calls_after(caller, call):
            if callee == function and again is not None:
                return again
            found = blocking(callee)
            if found is not None:
                return found
    if len(callers) > 1 or analysis.reach.launches(function):
        return again
    candidates = [node for node in writers if node != lock]
    return min(candidates, key=lambda node: node.start_byte, default=again)


def _calls_on_the_same_variable(
    analysis: PackageAnalysis, caller: Node, call: Node
) -> Callable[[Node], bool]:
    """Whether a later call of ``caller`` is a method call on the variable ``call`` is made
    on (``l.first()``, then ``l.add(1)``), nothing setting it between them (``sess =
    store.Get()`` would). Only when ``call`` is a statement of its own: its results, if
    any, dropped, the caller cannot tell the way out that left the lock held from the
    others (``check(sess.Save())`` may stop on the error that way out returns). Worked
    out once per call; each later call only compares its variable."""
    var = _receiver_variable(analysis, caller, call)
    if var is None or call.parent is None or call.parent.type != "expression_statement":
        return lambda later: False
    set_at = [
        use.node.start_byte
        for use in analysis.index.uses(var.owner)
        if use.kind == UseKind.ASSIGNED
        and use.path == (var, None)
        and use.node.start_byte > call.start_byte
    ]

    def same(later: Node) -> bool:
        if _receiver_variable(analysis, caller, later) != var:
            return False
        return not any(start < later.start_byte for start in set_at)

    return same


def _receiver_variable(analysis: PackageAnalysis, caller: Node, call: Node) -> Var | None:
    """The variable a method call is made on, when it is one (``l`` of ``l.add(1)``)."""
    selector = syntax.unparen(call.child_by_field_name("function"))
    operand = selector.child_by_field_name("operand") if selector is not None else None
    if selector is None or selector.type != "selector_expression" or operand is None:
        return None
    if operand.type != "identifier":
        return None
    return analysis.index.resolution(caller).var_of(operand)


def _made_apart(graph: LockGraph, call: Node, held: frozenset[Node] | None) -> bool:
    """``call`` locks an object made at other places than the held one (``held``, from
    :meth:`LockGraph.allocations`): never the same object."""
    made = graph.allocations(call)
    return held is not None and made is not None and not (held & made)
