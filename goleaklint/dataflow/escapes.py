"""Where an object a function has made, or a method's receiver, first reaches code that
may run on another goroutine.

:func:`unpublished_until` tells whether an object a function has just made is still its
alone at some point: nothing before it let the object out. Its locks taken there cannot
wait, and holding them keeps no one out. A method called on such an object
(:func:`unpublished_receiver`) takes its receiver's locks where no other goroutine can
hold them, but only until the method itself hands the receiver on: ``go r.loop()``,
``time.AfterFunc(d, r.renew)``, ``register(r)``, a literal that captures it. A goroutine
started there may take the receiver's lock and hold it while it waits for a lock the
caller holds; a ``Lock`` of the receiver after that point can wait, and orders locks like
any other.

:func:`escape_point` is the first place, in the method's text, where the receiver is used
other than through one of its fields or as the receiver of a call of a package method that
does not hand it on before it returns. :func:`private_sites` keeps the receiver ``Lock``
calls (the method's own and those of the methods it calls on its receiver) that run before
that point. Text order stands in for paths there: a use on one branch counts for all
that follows, which can only keep more locks public. :func:`unpublished_until` asks the
paths: a use no path runs before the point (on a branch the values rule out on the way
there) lets nothing out by then.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from goleaklint import syntax
from goleaklint.dataflow.guardedfields import stored_under_own_lock
from goleaklint.dataflow.locks import ACQUIRE, RELEASE, TRY
from goleaklint.dataflow.package import returned_objects
from goleaklint.dataflow.receivers import (
    NEVER,
    earlier_uses,
    field_access,
    fresh_object,
    receiver_locks,
    stable_var,
)
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.uses import ClosureUse, closure_use
from goleaklint.parse import Node
from goleaklint.spelled import method_values

if TYPE_CHECKING:
    from goleaklint.dataflow.lockgraph import LockGraph, LockOp
    from goleaklint.dataflow.package import PackageIndex

# Methods of a mutex the receiver embeds: calling them hands the receiver to no one.
MUTEX_METHODS = frozenset({*ACQUIRE, *RELEASE, *TRY})
DEFER_QUERY = "(defer_statement) @defer"
# A function or method whose results may be new objects (a method's receiver is only
# where the constructor is found: ``m.newCache()``).
CONSTRUCTORS = frozenset({"function_declaration", "method_declaration"})


def unpublished_receiver(graph: LockGraph, call: Node) -> bool:
    """The call is a method call on a local of the calling function that only ever holds
    the object made at its declaration, and nothing before the call let the object out
    (:func:`unpublished_until`)."""
    selector = call.child_by_field_name("function")
    if selector is None or selector.type != "selector_expression":
        return False
    operand = selector.child_by_field_name("operand")
    if operand is None or operand.type != "identifier":
        return False
    return unpublished_until(graph, operand, call, call.start_byte)


def unpublished_until(
    graph: LockGraph,
    ident: Node,
    point: Node,
    end: int,
    visiting: frozenset[Node] = frozenset(),
) -> bool:
    """``ident`` names, at ``point``, a local of the function making ``point`` that only
    ever holds the object made at its declaration (``&T{}``, ``new(T)``, or a constructor's:
    :func:`made_by_constructor`), and no use of it before ``end`` in the text let the object
    out (:func:`receivers.earlier_uses`): each only reads or sets one of its fields,
    compares it, calls a package method on it that keeps it, or stores it where only code
    holding a lock the function holds until ``point`` can reach it
    (:func:`guardedfields.stored_under_own_lock`), none in a function literal that may run
    elsewhere (:func:`runs_in_place`); and no loop around ``point`` keeps the object of an
    earlier round, whose later uses come first. No other goroutine can then hold or wait for
    the object's locks."""
    made = partial(made_by_constructor, graph, visiting=visiting)
    uses = earlier_uses(graph, ident, point, end, made)
    if uses is None:
        return False
    function = graph.index.resolution(ident).owner(point)
    return function is not None and all(
        runs_in_place(graph.index, function, node)
        and (
            _kept(graph, node, frozenset())
            or stored_under_own_lock(graph, node, point, function)
            or not _precedes(graph, function, node, point)
        )
        for node in uses
    )


CONSTRUCTOR_DEPTH = 3  # constructors followed into the constructors they call


def made_by_constructor(
    graph: LockGraph, value: Node, visiting: frozenset[Node] = frozenset()
) -> bool:
    """``value`` calls a package function that makes the object it returns and lets nobody
    see it before: every ``return`` giving an object gives a local of its own that nothing
    let out by then (:func:`unpublished_until`), every other one ``nil`` (``c := newConn()``
    is then as new as ``&conn{}``)."""
    node = syntax.unparen(value)
    if node is None or node.type != "call_expression":
        return False
    callee = graph.index.callee(node)
    function = callee[0] if callee is not None else None
    if function is None or function.type not in CONSTRUCTORS:
        return False
    if function in visiting or len(visiting) >= CONSTRUCTOR_DEPTH:
        return False  # a cycle, or too deep: not known
    caches = graph.receiver_caches.constructors
    found = caches.get(function)
    if found is None:
        found = _returns_only_its_own(graph, function, visiting | {function})
        if not visiting:  # an answer cut short by the depth is not remembered
            caches[function] = found
    return found


def _returns_only_its_own(graph: LockGraph, function: Node, visiting: frozenset[Node]) -> bool:
    """Every object the function returns is a local nothing let out by the ``return``, or
    a literal made there (``return &entry{...}``) when no deferred call, which runs after
    the ``return``, may hand the result on."""
    objects = returned_objects(graph.index, function)
    deferring: bool | None = None
    for statement, first in objects or ():
        if fresh_object(first):
            if deferring is None:
                deferring = _defers(graph, function)
            if not deferring:
                continue
        if not (
            first.type == "identifier"
            and unpublished_until(graph, first, statement, statement.start_byte, visiting)
        ):
            return False
    return bool(objects)


def _defers(graph: LockGraph, function: Node) -> bool:
    resolution = graph.index.resolution(function)
    return bool(resolution.owned(DEFER_QUERY, "defer", function))


def _precedes(graph: LockGraph, function: Node, earlier: Node, later: Node) -> bool:
    """Some path of ``function`` runs ``earlier`` and then reaches ``later``, its values
    allowing each branch: a use on a branch no path to ``later`` can have taken (``if
    !solicit { register(c) }``, then ``if solicit { ...; later }``) lets nothing out
    there."""
    cfg = graph.index.cfg(function)
    first, second = cfg.block_for(earlier), cfg.block_for(later)
    if first is None or second is None or first.id == second.id:
        return True
    values = graph.index.path_values(function)
    if not values.active:
        return second.id in cfg.after(first.id)
    return values.passes_then_reaches(first.id, second.id)


def private_sites(graph: LockGraph, method: Node) -> frozenset[Node]:
    """The receiver ``Lock`` calls the method makes, itself or in the methods it calls on
    its receiver, before the receiver can reach another goroutine."""
    caches = graph.receiver_caches
    found = caches.private.get(method)
    if found is None:
        found = caches.private[method] = receiver_locks(
            graph, method, lambda current: escape_point(graph, current)
        )
    return found


def only_unpublished(
    graph: LockGraph,
    callers: Callable[[Node], list[tuple[Node, Node]]],
    lock_call: Node,
    method: Node | None = None,
    seen: frozenset[Node] = frozenset(),
) -> bool:
    """The receiver ``Lock`` call runs only on objects that no other goroutine can see yet:
    every call of its unexported method (``method``: the one holding the call, or one that
    reaches it through calls on its receiver) is on an object the caller has just made and
    not let out (:func:`unpublished_receiver`), or on the receiver of another such method,
    and comes before the method hands its receiver on (:func:`private_sites`). No one can
    be waiting for the mutex there (``m := &T{}; m.load()``, ``load`` locking ``m.mu``)."""
    method = method or graph.index.resolution(lock_call).owner(lock_call)
    if method is None or method.type != "method_declaration" or method in seen:
        return False
    name = syntax.text(method.child_by_field_name("name"))
    if not name[:1].islower() or lock_call not in private_sites(graph, method):
        return False
    if any(method_values(go_file, (name,)) for go_file in graph.index.files):
        return False  # ``time.AfterFunc(d, r.load)``: run from anywhere, at any time
    calls = callers(method)
    for call, caller in calls:
        statement = call.parent
        if statement is not None and statement.type in ("go_statement", "defer_statement"):
            return False  # runs while, or after, the caller goes on
        if unpublished_receiver(graph, call):
            continue
        selector = syntax.unparen(call.child_by_field_name("function"))
        operand = selector.child_by_field_name("operand") if selector is not None else None
        on_own_receiver = caller.type == "method_declaration" and stable_var(
            graph, caller, operand
        ) == graph.index.param_var(caller, -1)
        if not on_own_receiver or not only_unpublished(
            graph, callers, lock_call, caller, seen | {method}
        ):
            return False
    return bool(calls)


def escape_point(graph: LockGraph, method: Node, visiting: frozenset[Node] = frozenset()) -> int:
    """The start of the method's first use of its receiver that may hand it to another
    goroutine (:data:`NEVER` when none does)."""
    return _escape_of(graph, method, graph.index.param_var(method, -1), visiting)


def parameter_escape(
    graph: LockGraph, function: Node, position: int, visiting: frozenset[Node] = frozenset()
) -> int:
    """:func:`escape_point` for the function's parameter at ``position`` (counted among its
    parameters, not its receiver); the start of the function for a variadic one, whose
    values come in a slice."""
    names = syntax.parameter_names(function)
    if position >= len(names):
        return function.start_byte
    name, _ = names[position]
    declaration = name.parent
    if declaration is not None and declaration.type == "variadic_parameter_declaration":
        return function.start_byte
    var = graph.index.resolution(function).declared_at.get(name)
    return function.start_byte if var is None else _escape_of(graph, function, var, visiting)


def _escape_of(graph: LockGraph, function: Node, var: Var | None, visiting: frozenset[Node]) -> int:
    if var is None:
        return NEVER
    caches = graph.receiver_caches
    key = (function, var)
    found = caches.escapes.get(key)
    if found is not None:
        return found
    found = _find_escape(graph, function, var, visiting | {function})
    if not visiting:  # a value cut short by a cycle is not remembered
        caches.escapes[key] = found
    return found


def _find_escape(graph: LockGraph, function: Node, own: Var, visiting: frozenset[Node]) -> int:
    resolution = graph.index.resolution(function)
    first = NEVER
    for ident, var in resolution.uses.items():
        if var != own or ident == own.decl or ident.start_byte >= first:
            continue
        literal = syntax.literal_in(function, ident)
        if literal is not None and not runs_in_place(graph.index, function, ident):
            first = min(first, literal.start_byte)  # captured: may run anywhere
        elif not _kept(graph, ident, visiting):
            first = ident.start_byte
    return first


def runs_in_place(index: PackageIndex, function: Node, node: Node) -> bool:
    """``node`` is code of ``function`` itself, or of a function literal directly inside it
    that only ``function``'s own code calls, never with ``go``: where it stands
    (``func() {...}()``, a deferred one too) or through the local holding it for good
    (``truncate := func(i int) {...}``; ``truncate(n)``). That code runs on the goroutine
    running ``function``, while it runs: what it does with a captured object hands the
    object to no one else."""
    literal = syntax.literal_in(function, node)
    if literal is None:
        return index.resolution(node).owner(node) == function
    if syntax.enclosing_function(node) != literal:
        return False  # a literal within the literal: not followed
    usage = closure_use(literal, index.resolution(literal).parent)
    if usage in (ClosureUse.CALL, ClosureUse.DEFER):
        return True  # called where it stands
    calls = index.held_calls(literal) if usage == ClosureUse.ESCAPE else None
    return bool(calls) and all(
        syntax.enclosing_function(call) == function
        and (call.parent is None or call.parent.type != "go_statement")
        for call in calls or ()
    )


def _kept(graph: LockGraph, ident: Node, visiting: frozenset[Node]) -> bool:
    """The use reads or sets a field of the object, compares it (``s == nil``), calls a
    method on it that keeps it, or hands it to a package function that keeps that
    parameter (synchronously: not in a ``go`` statement)."""
    selector = ident.parent
    if selector is not None and selector.type == "argument_list":
        return _kept_argument(graph, ident, selector, visiting)
    if selector is not None and selector.type == "binary_expression":
        return syntax.token(selector, "==", "!=") is not None
    if selector is None or selector.type != "selector_expression":
        return False
    if selector.child_by_field_name("operand") != ident:
        return False
    if graph.types.field_key(selector) is not None:
        return field_access(graph, ident)  # ``r.f``: a field (not ``&r.mu``)
    call = selector.parent
    if call is None or call.type != "call_expression":
        return False  # a method value (``r.run``) may be called anywhere
    if call.child_by_field_name("function") != selector:
        return False
    statement = call.parent
    if statement is not None and statement.type == "go_statement":
        return False
    if syntax.text(selector.child_by_field_name("field")) in MUTEX_METHODS:
        return True
    definition = graph.types.callee(call)
    if definition is None or definition.node in visiting:
        return False  # another package's method, or a cycle: not known to keep it
    return escape_point(graph, definition.node, visiting) == NEVER


def _kept_argument(
    graph: LockGraph, ident: Node, arguments: Node, visiting: frozenset[Node]
) -> bool:
    """``f(x)``: ``f`` is a package function or method, not started with ``go``, whose
    parameter there keeps what it is handed (:func:`parameter_escape`)."""
    call = arguments.parent
    if call is None or call.type != "call_expression":
        return False
    statement = call.parent
    if statement is not None and statement.type == "go_statement":
        return False
    definition = graph.types.callee(call)
    if definition is None or definition.node in visiting:
        return False  # another package's function, or a cycle: not known to keep it
    position = [a for a in arguments.named_children if a.type != "comment"].index(ident)
    return parameter_escape(graph, definition.node, position, visiting) == NEVER


def own_object_locks(
    graph: LockGraph, lock_call: Node, function: Node, contends: Callable[[LockOp], bool]
) -> list[Node] | None:
    """The ``Lock`` calls that can wait for the mutex ``lock_call`` leaves held, when it is
    a mutex of an object ``function`` makes for itself on each run
    (:meth:`LockGraph.own_object`) that never leaves it: each use reads or sets a field,
    compares it, or hands it to a package function or method that keeps it
    (:func:`_kept`), or is in a literal of ``function``. Those are the calls the literals
    spell on the same expression (which ``contends`` accepts): they may run after
    ``function`` has left, and no other code can reach the object. None when it can go
    anywhere else: then any lock of the mutex's kind may be on it."""
    var = graph.own_object(lock_call)
    selector = syntax.unparen(lock_call.child_by_field_name("function"))
    mutex = syntax.unparen(selector.child_by_field_name("operand")) if selector else None
    if var is None or mutex is None:
        return None
    resolution = graph.index.resolution(function)
    for ident, used in resolution.uses.items():
        if used != var or ident == var.decl or syntax.literal_in(function, ident) is not None:
            continue
        if not _kept(graph, ident, frozenset()):
            return None
    instance = syntax.squeezed(mutex)
    found: list[Node] = []
    for other in graph.functions():
        if other == function or syntax.literal_in(function, other) is None:
            continue  # (the function's own later locks do not run once it has left)
        found += [
            op.node
            for op in graph.ops(other)
            if op.node != lock_call and op.instance == instance and contends(op)
        ]
    return found
