"""Which mutexes the package takes while holding which: the lock-order graph.

A mutex is named by what it is a field of (``Store.coalescedMu``: the struct type declaring
the field) or by its package variable, so the same lock is recognised in every function and
method however the code reaches it (``s.mu``, ``r.store.mu``, a parameter). Every function
that locks something is walked path by path with the set of locks it holds; each ``Lock``
it makes while holding another, directly or in a function it calls (a call takes every lock
the callee or the callee's callees may take), is an edge of the graph. Two edges in opposite
directions are a lock-order inversion; a read lock taken again while already read-held is
one a queued writer deadlocks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import partial
from typing import NamedTuple

from goleaklint import syntax
from goleaklint.dataflow.callbacks import Callbacks, Handed
from goleaklint.dataflow.cfg import CFG, Block, Edge, Kind
from goleaklint.dataflow.condlockers import Locker
from goleaklint.dataflow.escapes import private_sites, unpublished_receiver, unpublished_until
from goleaklint.dataflow.fieldfuncs import field_call
from goleaklint.dataflow.freshstores import (
    leading_locks,
    lock_on_fresh_store,
    method_on_fresh_store,
)
from goleaklint.dataflow.joins import join_of, launched_literal
from goleaklint.dataflow.locks import ACQUIRE, LOCK_CALL_SPELLING, LOCK_METHODS, RELEASE
from goleaklint.dataflow.methodvalues import bound_calls
from goleaklint.dataflow.objects import MUTEXES, promoted_mutex
from goleaklint.dataflow.package import PackageIndex, declared_value, sole_value
from goleaklint.dataflow.paramguards import Guard, ParamGuards
from goleaklint.dataflow.paths import explore_all
from goleaklint.dataflow.receivers import (
    ReceiverCaches,
    assigned_variables,
    fresh_object,
    lock_owner,
    rebound,
)
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.trampoline import Task, run
from goleaklint.dataflow.types import FieldKey, LocalMutex, Types, struct_name
from goleaklint.dataflow.uses import UseKind
from goleaklint.dataflow.values import PathValues
from goleaklint.parse import Node, captures
from goleaklint.spelled import method_calls

CALL_QUERY = "(call_expression) @call"
GO_QUERY = "(go_statement) @go"
MAX_ROUNDS = 32  # fixpoint rounds for recursive functions' acquisitions
INSTANCE_DEPTH = 4  # calls followed from a read lock's holder to the lock taken again
GLOBAL = ""  # the "struct" of a package-level mutex


@dataclass(frozen=True)
class ElementMutex(FieldKey):
    """The mutexes held in a map, slice or array field (``l.m[url].Lock()`` on
    ``m map[string]*sync.Mutex``): one lock for every element, since which element an
    index picks is not known. Taking one while another is held says nothing."""

    def __str__(self) -> str:
        return f"{super().__str__()}[...]"


@dataclass(frozen=True)
class LockOp:
    """A direct ``Lock``/``RLock``/``Unlock``/``RUnlock`` call on a mutex the package names."""

    lock: FieldKey
    acquire: bool
    read: bool
    node: Node  # the call
    deferred: bool
    instance: str  # the receiver expression as written (``s.mu``): same text, same mutex
    # ... unless the variable it starts from changes within the function (``n = n.next``,
    # a range variable): then each call may name another mutex, even the same call twice.
    shifting: bool = False


@dataclass(frozen=True)
class Acquisition:
    """A lock a function may take, directly or through the functions it calls."""

    lock: FieldKey
    read: bool
    site: Node  # the Lock call that takes it
    # Locks the function is handed held and has let go of by then (``(lock, read)``):
    # ``sub.mu.Unlock(); nc.subsMu.Lock()`` takes subsMu with the caller's sub.mu released.
    dropped: frozenset[tuple[FieldKey, bool]] = frozenset()
    # Tests of the function's boolean parameters that must hold for it to be taken
    # (:mod:`paramguards`): ``if needLock { fs.mu.RLock() }`` is taken for ``true`` only.
    guards: frozenset[Guard] = frozenset()
    # Reached through a function handed to a parameter (:mod:`callbacks`): which object a
    # lock there is, seen from the holder, may not be worked out.
    handed: bool = False


@dataclass(frozen=True)
class Held:
    lock: FieldKey
    read: bool
    node: Node  # where it was taken (the Lock call, or the call that took it)
    instance: str | None  # as written, for a direct lock
    shifting: bool = False  # see LockOp.shifting


@dataclass(frozen=True)
class OrderEdge:
    """``second`` taken while ``first`` is held, in ``function``."""

    first: Held
    second: Acquisition
    function: Node
    via: Node | None  # the call that takes ``second``, when a callee does
    # The other locks (and whether read) the function holds whenever it takes this pair,
    # on every path: a lock both orders hold is a gate that keeps them apart.
    guards: frozenset[tuple[FieldKey, bool]] = frozenset()


@dataclass(frozen=True)
class ReadAgain:
    """A read lock taken again (directly or in a callee) while ``first`` read-holds it;
    for :meth:`LockGraph.relocks`, any lock a function handed over takes again while its
    runner holds it."""

    first: Held
    again: Acquisition
    function: Node
    via: Node | None
    same_instance: bool  # spelled the same in the same function: certainly the same mutex


@dataclass(frozen=True)
class _Event:
    position: int
    op: LockOp | None = None
    call: Node | None = None
    acquires: frozenset[Acquisition] = frozenset()
    releases: frozenset[tuple[FieldKey, bool]] = frozenset()  # (lock, read) a callee lets go
    probe: Node | None = None  # a place whose held locks are asked for
    leaves: frozenset[tuple[FieldKey, bool]] = frozenset()  # (lock, read) a callee returns held
    deferred: bool = False  # a deferred call: it runs on the way out


class _Step(NamedTuple):
    """One lock operation of a function, its own or a callee's, for :meth:`LockGraph.releases`."""

    deferred: bool  # runs on the way out, last deferred first
    position: int
    taken: frozenset[FieldKey] = frozenset()
    let_go: frozenset[tuple[FieldKey, bool]] = frozenset()


@dataclass
class LockGraph:
    """Lock operations, acquisitions and the order graph of one package."""

    index: PackageIndex
    types: Types
    # Callers of a function, to walk those of a helper that returns with a lock held.
    callers: Callable[[Node], list[tuple[Node, Node]]] | None = None
    _ops: dict[Node, list[LockOp]] = field(default_factory=dict)
    _acquires: dict[Node, frozenset[Acquisition]] | None = None
    _edges: list[OrderEdge] | None = None
    _witnesses: dict[tuple[FieldKey, FieldKey], list[OrderEdge]] = field(default_factory=dict)
    _again: list[ReadAgain] | None = None
    _relocked: list[ReadAgain] = field(default_factory=list)
    _locals: dict[Var, LocalMutex | None] = field(default_factory=dict)
    _leaves: dict[Node, frozenset[tuple[FieldKey, bool]]] = field(default_factory=dict)
    _releases: dict[Node, frozenset[tuple[FieldKey, bool]]] = field(default_factory=dict)
    _calls_of: dict[Node, list[tuple[Node, Node, bool]]] = field(default_factory=dict)
    # Calls of a literal through the variable declared with it (see through_variable).
    _through_variable: set[Node] = field(default_factory=set)
    # Calls of a parameter (``f()``): what they run counts in the walk of the function
    # making them, not in its summary, where each caller has its own (Callbacks.handed_at).
    _through_parameter: set[Node] = field(default_factory=set)
    # (call, function) where the call runs a function handed over (both kinds above).
    _handed_calls: set[tuple[Node, Node]] = field(default_factory=set)
    _shallows: dict[Node, frozenset[Acquisition]] = field(default_factory=dict)
    _names: dict[tuple[Node, Node, int], frozenset[str] | None] = field(default_factory=dict)
    _sites_of: dict[Node, frozenset[Node]] = field(default_factory=dict)
    _guarded_runner: dict[Node, bool] = field(default_factory=dict)
    _locking_names: dict[str, bool] = field(default_factory=dict)
    receiver_caches: ReceiverCaches = field(default_factory=ReceiverCaches)
    param_guards: ParamGuards = field(init=False, repr=False)
    # What calls of function-typed parameters run (``f()`` in ``withLock(f func())``).
    callbacks: Callbacks | None = field(init=False, repr=False)
    _drops: dict[Node, list[tuple[LockOp, bool, frozenset[tuple[FieldKey, bool]]]]] = field(
        default_factory=dict
    )
    _filters: dict[Node, tuple[frozenset[tuple[FieldKey, bool]], frozenset[Node]]] = field(
        default_factory=dict
    )
    _private: dict[tuple[Node, Node], bool] = field(default_factory=dict)
    _held_where_taken: dict[Node, frozenset[tuple[FieldKey, bool]]] = field(default_factory=dict)
    # (struct, Cond field) -> the mutex its ``L`` locks (condlockers.cond_lockers).
    cond_lockers: dict[tuple[str, str], Locker] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.param_guards = ParamGuards(self.index)
        self.callbacks = Callbacks(self.index, self.callers) if self.callers else None

    def through_call(
        self, caller: Node, call: Node, callee: Node, taken: frozenset[Acquisition]
    ) -> frozenset[Acquisition]:
        """What ``caller``'s call of ``callee`` takes of ``taken`` (the callee's
        acquisitions): not the locks of a receiver the caller has just made and let nobody
        see yet (:func:`receivers.unpublished_receiver`): no other goroutine can hold them.
        A lock the caller is handed held and has let go of before the call is not held
        while the callee takes its locks (``c.mu.Unlock(); c.closeConnection(); c.mu.Lock()``).
        A lock the callee takes only for parameter values the call's arguments rule out is
        not taken (:mod:`paramguards`)."""
        if not taken:
            return taken
        if (call, callee) in self._handed_calls:
            taken = frozenset(replace(a, handed=True) if not a.handed else a for a in taken)
        dropped, private = self._call_filter(caller, call, callee)
        if private:
            taken = frozenset(a for a in taken if a.site not in private)
        if dropped:
            taken = frozenset(replace(a, dropped=a.dropped | dropped) for a in taken)
        return self._guarded(caller, call, callee, taken)

    def _guarded(
        self, caller: Node, call: Node, callee: Node, taken: frozenset[Acquisition]
    ) -> frozenset[Acquisition]:
        """``taken`` with the callee's parameter tests settled by the call's arguments, and
        the caller's own tests around the call added (:meth:`ParamGuards.through`)."""
        guards = self.param_guards
        if guards.at(caller, call) == frozenset():
            for acquisition in taken:  # (a loop, not any(): this runs for every call)
                if acquisition.guards:
                    break
            else:
                return taken  # most calls: nothing to settle
        kept: set[Acquisition] = set()
        for acquisition in taken:
            needs = guards.through(caller, call, callee, acquisition.guards)
            if needs is not None:
                same = needs == acquisition.guards
                kept.add(acquisition if same else replace(acquisition, guards=needs))
        return frozenset(kept)

    def _call_filter(
        self, caller: Node, call: Node, callee: Node
    ) -> tuple[frozenset[tuple[FieldKey, bool]], frozenset[Node]]:
        """For :meth:`through_call`, worked out once per call (the acquisitions' fixpoint
        asks every round): the locks dropped before the call, and the Lock calls on a
        receiver nobody else can see yet, taken before the callee hands it on."""
        found = self._filters.get(call)
        if found is None:
            dropped = self._dropped_before(caller, call.start_byte)
            private: frozenset[Node] = frozenset()
            # (the cheaper test first: most receivers are not new locals)
            if callee.type == "method_declaration":
                if unpublished_receiver(self, call):
                    private = private_sites(self, callee)
                elif method_on_fresh_store(self, call):
                    private = leading_locks(self, callee)
            found = self._filters[call] = (dropped, private)
        return found

    def private_lock(self, lock_call: Node, at: Node) -> bool:
        """The direct ``Lock`` call locks a mutex of an object its function has made and
        let nobody see by the end of ``at``, code of the same function (the Lock call
        itself, or where another lock is taken while it is held; see
        :func:`escapes.unpublished_until`, which also rules out a loop around ``at`` that
        keeps the object of an earlier round): no other goroutine can hold that mutex
        there, nor wait for it. Taking it cannot block, holding it keeps no one out, and no
        writer can queue between two read locks of it."""
        key = (lock_call, at)
        found = self._private.get(key)
        if found is None:
            owner = lock_owner(self, lock_call)
            found = owner is not None and unpublished_until(self, owner, at, at.end_byte)
            if not found and at == lock_call:  # a new object just stored: taking it
                found = lock_on_fresh_store(self, lock_call)
            self._private[key] = found
        return found

    # Direct operations ----------------------------------------------------------------------

    def functions(self) -> list[Node]:
        """Every function and literal of the package that calls a lock method itself."""
        found: dict[Node, None] = {}
        for declaration in self.index.all_declarations_with_methods(ACQUIRE):
            go_file = self.index.file_of(declaration)
            for call in method_calls(go_file, LOCK_METHODS, declaration):
                owner = self.index.resolution(call).owner(call)
                if owner is not None:
                    found.setdefault(owner, None)
        return list(found)

    def ops(self, function: Node) -> list[LockOp]:
        """The function's own lock calls on mutexes whose identity is known, in order."""
        found = self._ops.get(function)
        if found is None:
            found = self._ops[function] = list(self._find_ops(function))
        return found

    def _find_ops(self, function: Node) -> Iterable[LockOp]:
        resolution = self.index.resolution(function)
        assigned: frozenset[Var] | None = None  # variables assigned again, on the first op
        for call, mutex, method in self._lock_calls(function):
            if resolution.owner(call) != function:
                continue
            through_cond = self._cond_lock(mutex, method)  # ``q.ready.L.Lock()``
            lock: FieldKey | None
            if through_cond is not None:
                lock, method, instance = through_cond
            else:
                lock = self.lock_of(mutex, method)
                instance = syntax.squeezed(mutex)
            if lock is None:
                continue
            statement = call.parent
            deferred = statement is not None and statement.type == "defer_statement"
            read = ACQUIRE.get(method, RELEASE.get(method, False))
            if read and assigned is None:  # instances tell read locks apart (GL108)
                assigned = assigned_variables(self.index, function)
            shifting = assigned is not None and rebound(mutex, resolution, assigned)
            yield LockOp(lock, method in ACQUIRE, read, call, deferred, instance, shifting)

    def _lock_calls(self, function: Node) -> list[tuple[Node, Node, str]]:
        """The calls in ``function`` (its literals included) of a lock method, with the
        mutex expression and the method: ``mu.Lock()``, and ``unlock()`` of a variable
        holding ``mu.Unlock`` for good (:mod:`methodvalues`)."""
        go_file = self.index.file_of(function)
        found: list[tuple[Node, Node, str]] = []
        for call in method_calls(go_file, LOCK_METHODS, function):
            selector = syntax.unparen(call.child_by_field_name("function"))
            mutex = syntax.unparen(selector.child_by_field_name("operand")) if selector else None
            if selector is not None and mutex is not None and not syntax.call_arguments(call):
                found.append((call, mutex, syntax.text(selector.child_by_field_name("field"))))
        for call, bound in bound_calls(self.index, function, LOCK_METHODS):
            if not syntax.call_arguments(call):
                found.append((call, bound.operand, bound.method))
        found.sort(key=lambda triple: triple[0].start_byte)
        return found

    def lock_of(self, mutex: Node, method: str = "Lock") -> FieldKey | None:
        """The identity of the mutex whose ``method`` an expression calls: ``T.f`` for a
        field ``f`` declared in struct ``T`` (itself a mutex, or a struct embedding one that
        promotes the method), ``T.Mutex`` for a mutex embedded in ``T`` (``T.inner.RWMutex``
        deeper), ``T.mu`` for the locker ``q.ready.L`` of a Cond made on it
        (:meth:`_cond_lock`), or the package variable."""
        if mutex.type == "identifier":
            var = self.index.resolution(mutex).var_of(mutex)
            if var is not None:
                local = self._local_mutex(var)
                if local is not None:
                    return local
                struct = struct_name(self.types.of(mutex))
                embedded = promoted_mutex(self.index, struct, method) if struct else None
                return FieldKey(struct, embedded) if struct and embedded else None
            name = syntax.text(mutex)
            return FieldKey(GLOBAL, name) if name in self.index.globals else None
        if mutex.type == "index_expression":
            return self._element_of(syntax.unparen(mutex.child_by_field_name("operand")))
        if mutex.type != "selector_expression":
            return None
        through_cond = self._cond_lock(mutex, method)
        if through_cond is not None:
            return through_cond[0]
        key = self.types.field_key(mutex)
        if key is None:
            return None
        found = self.types.field(key.struct, key.field)
        if found is None or not self._is_mutex(found[0]):
            return None
        holder = struct_name(found[0])
        if holder in self.index.struct_types and promoted_mutex(self.index, holder, method) is None:
            return None  # a struct that embeds a mutex, but not the one with this method
        return key

    def _cond_lock(self, mutex: Node, method: str) -> tuple[FieldKey, str, str] | None:
        """``q.ready.L``, the locker of a Cond field made on a mutex field of the same
        object (:mod:`condlockers`): that mutex's identity, the method of it that
        ``method`` of ``L`` runs (``RLock`` for ``Lock`` on a Cond made on ``RLocker()``),
        and how ``q.mu`` is spelled (its instance)."""
        if mutex.type != "selector_expression":
            return None
        if syntax.text(mutex.child_by_field_name("field")) != "L":
            return None
        cond = syntax.unparen(mutex.child_by_field_name("operand"))
        if cond is None or cond.type != "selector_expression":
            return None
        key = self.types.field_key(cond)
        locker = self.cond_lockers.get((key.struct, key.field)) if key is not None else None
        called = locker.method(method) if locker is not None else None
        holder = cond.child_by_field_name("operand")
        if key is None or locker is None or called is None or holder is None:
            return None
        instance = syntax.squeezed(holder) + "." + locker.mutex
        return FieldKey(key.struct, locker.mutex), called, instance

    def _element_of(self, container: Node | None) -> ElementMutex | None:
        """The mutexes of a map, slice or array field whose elements are mutexes."""
        if container is None or container.type != "selector_expression":
            return None
        key = self.types.field_key(container)
        found = self.types.field(key.struct, key.field) if key is not None else None
        kind: Node | None = found[0] if found is not None else None
        while kind is not None and kind.type in ("pointer_type", "parenthesized_type"):
            kind = kind.named_children[0] if kind.named_children else None
        if kind is None or key is None:
            return None
        if kind.type == "map_type":
            element = kind.child_by_field_name("value")
        elif kind.type in ("slice_type", "array_type"):
            element = kind.child_by_field_name("element")
        else:
            return None
        if element is None or not self._is_mutex(element):
            return None
        return ElementMutex(key.struct, key.field)

    def _local_mutex(self, var: Var) -> LocalMutex | None:
        """The identity of a local variable that is a mutex of its own: declared with a
        mutex type and no value, or made fresh (``sync.Mutex{}``, ``&sync.Mutex{}``,
        ``new(sync.Mutex)``), and never assigned again. A local pointer copied from a field
        or a parameter names some other mutex, and is not one."""
        if var in self._locals:
            return self._locals[var]
        found: LocalMutex | None = None
        if var.kind == "local" and self._made_here(var):
            value = declared_value(var)
            reassigned = any(
                use.kind == UseKind.ASSIGNED and use.path == (var, None) and use.value != value
                for use in self.index.uses(var.owner)
            )
            if not reassigned:
                found = LocalMutex(GLOBAL, var.name, var.decl)
        self._locals[var] = found
        return found

    def _made_here(self, var: Var) -> bool:
        value = syntax.unparen(declared_value(var))
        if value is None:
            statement = var.decl.parent
            kind = var.type_node
            return (
                statement is not None
                and statement.type == "var_spec"
                and kind is not None
                and kind.type == "qualified_type"
                and self.index.qualified_type(kind) in MUTEXES
            )
        if value.type == "unary_expression" and syntax.token(value, "&"):
            value = syntax.unparen(value.child_by_field_name("operand"))
        if value is None:
            return False
        if value.type == "call_expression" and syntax.call_name(value) == "new":
            arguments = syntax.call_arguments(value)
            kind = arguments[0] if len(arguments) == 1 else None
        elif value.type == "composite_literal":
            kind = value.child_by_field_name("type")
        else:
            return False
        return (
            kind is not None
            and kind.type == "qualified_type"
            and self.index.qualified_type(kind) in MUTEXES
        )

    def own_object(self, call: Node) -> Var | None:
        """The variable whose object a ``Lock``-family call locks (``v.mu.Lock()``,
        ``v.Lock()``), when that object is the calling function's own: a local or named
        result of the function making the call (not of an enclosing one), only ever bound
        to a fresh value (``&T{}``, ``T{}``, ``new(T)``, a zero value) or nil. Each run of
        the function then locks objects of its own."""
        node = lock_root(call)
        if node is None:
            return None
        var = self.index.resolution(node).var_of(node)
        if var is None or var.owner != self.index.resolution(node).owner(call):
            return None  # a variable of an enclosing function: shared with it
        return var if self.allocations(call) is not None else None

    def allocations(self, call: Node) -> frozenset[Node] | None:
        """Where the object a ``Lock``-family call locks is made, when the variable it locks
        through is a local or named result (of any function) only ever bound to fresh
        values (``&T{}``, ``T{}``, ``new(T)``, a zero value, its declaration standing for
        the zero value) or nil, and never lent (``&v``). Two calls whose sets share no
        node lock different objects."""
        node = lock_root(call)
        if node is None:
            return None
        var = self.index.resolution(node).var_of(node)
        if var is None or var.kind not in ("local", "result"):
            return None
        made: set[Node] = set()
        for use in self.index.uses(var.owner):
            if use.kind == UseKind.ASSIGNED and use.path == (var, None):
                value = syntax.unparen(use.value)
                if value is None or not (fresh_object(value) or value.type == "nil"):
                    return None
                made.add(value)
            elif use.path == (var, None) and syntax.address_taken(use.node):
                return None  # ``&v`` lent: someone else may bind it
        declared = syntax.unparen(declared_value(var))
        if declared is None:
            # ``var v T`` or a named result: the zero value. A range variable, or one of
            # several results of a call, is no value of the function's own.
            spec = var.decl.parent
            zero = var.kind == "result" or (
                spec is not None
                and spec.type == "var_spec"
                and not spec.child_by_field_name("value")
            )
            return frozenset(made | {var.decl}) if zero else None
        return frozenset(made | {declared}) if fresh_object(declared) else None

    def _is_mutex(self, kind: Node) -> bool:
        """A mutex type, or a struct type (named or not) embedding one."""
        node: Node | None = kind
        while node is not None and node.type in ("pointer_type", "parenthesized_type"):
            node = node.named_children[0] if node.named_children else None
        if node is None:
            return False
        if node.type == "qualified_type":
            return self.index.qualified_type(node) in MUTEXES
        if node.type == "struct_type":
            return any(self._is_mutex(e) for e in _embedded_types(node))
        name = struct_name(node)
        return name is not None and self._embedded_mutex(name) is not None

    def _embedded_mutex(self, struct: str) -> str | None:
        node = self.index.struct_types.get(struct)
        if node is None:
            return None
        for embedded in _embedded_types(node):
            if self._is_mutex(embedded):
                return syntax.text(embedded).lstrip("*").rpartition(".")[2]
        return None

    # Acquisitions through calls -------------------------------------------------------------

    def callees(self, function: Node, *, deferred: bool = False) -> list[tuple[Node, Node]]:
        """``(call, callee)`` for the function's own synchronous calls of package code (with
        ``deferred``, its deferred calls instead)."""
        return [
            (call, callee) for call, callee, later in self._calls(function) if later == deferred
        ]

    def _calls(self, function: Node) -> list[tuple[Node, Node, bool]]:
        """``(call, callee, deferred)`` for the function's own calls of package code, not
        ``go`` statements (remembered: the events and the fixpoint both ask)."""
        found = self._calls_of.get(function)
        if found is not None:
            return found
        resolution = self.index.resolution(function)
        found = []
        body = function.child_by_field_name("body")
        for call in captures(CALL_QUERY, body).get("call", []) if body is not None else []:
            if resolution.owner(call) != function:
                continue
            statement = call.parent
            kind = statement.type if statement is not None else None
            if kind == "go_statement":
                continue  # another goroutine
            deferred = kind == "defer_statement"
            handed = self.callbacks.run_by(call) if self.callbacks is not None else ()
            if handed and not self._runs_handed(function):
                handed = ()
            for runs in handed:  # ``f()`` of a parameter: what the callers hand it
                self._through_parameter.add(call)
                self._handed_calls.add((call, runs.function))
                found.append((call, runs.function, deferred))
            if handed:
                continue
            held = self._held_literal(syntax.unparen(call.child_by_field_name("function")))
            if held is not None:
                self._through_variable.add(call)
            elif not self._may_lock(call) and not self._hands_literal(call):
                continue  # nothing it can run spells a Lock or Unlock call
            callee = held if held is not None else self._callee(call)
            if callee is None:
                continue
            found.append((call, callee, deferred))
            if self.callbacks is not None and held is None:
                # a function the call hands its callee to run runs during the call
                for handed_over in self.callbacks.handed_at(call, callee):
                    self._handed_calls.add((call, handed_over))
                    found.append((call, handed_over, deferred))
        self._calls_of[function] = found
        return found

    def _runs_handed(self, function: Node) -> bool:
        """Whether the function's calls of its parameters are followed into what its
        callers hand it: not where a lock it takes depends on its parameters' values
        (``if locked { s.mu.Lock() }``), which each handing call gives otherwise."""
        found = self._guarded_runner.get(function)
        if found is None:
            found = self._guarded_runner[function] = all(
                self.param_guards.at(function, op.node) == frozenset()
                for op in self.ops(function)
                if op.acquire
            )
        return found

    @staticmethod
    def _hands_literal(call: Node) -> bool:
        """The call hands a function literal over (it may run it: :meth:`_calls`)."""
        return any(
            (node := syntax.unparen(a)) is not None and node.type == "func_literal"
            for a in syntax.call_arguments(call)
        )

    def calls_after(self, function: Node, after: Node) -> list[tuple[Node, Node]]:
        """``(call, callee)`` of the function's own calls and ``go`` statements that come
        after ``after`` in its text, callee a package function or a function literal."""
        resolution = self.index.resolution(function)
        body = function.child_by_field_name("body")
        found: list[tuple[Node, Node]] = []
        for call in captures(CALL_QUERY, body).get("call", []) if body is not None else []:
            if call.start_byte <= after.start_byte or resolution.owner(call) != function:
                continue
            callee = self._callee(call)
            if callee is not None:
                found.append((call, callee))
        return found

    def _may_lock(self, call: Node) -> bool:
        """Whether the call can run code that locks or unlocks: a function literal, or a
        package function or method of its name that reaches a Lock or Unlock spelling
        (:meth:`PackageIndex.reaches_spelling`, cheaper than resolving the callee)."""
        function = syntax.unparen(call.child_by_field_name("function"))
        if function is None or function.type == "func_literal":
            return True
        if function.type == "selector_expression":
            function = function.child_by_field_name("field")
        if function is None or function.type not in ("identifier", "field_identifier"):
            return True
        name = syntax.text(function)
        found = self._locking_names.get(name)
        if found is None:
            found = self._locking_names[name] = any(
                self.index.reaches_spelling(definition, LOCK_CALL_SPELLING)
                for definition in self.index.named_definitions({name.encode()})
            )
        return found

    def _callee(self, call: Node) -> Node | None:
        """A function literal called in place or through the local variable that holds
        it for good (``unlockAll := func() {...}``; ``return unlockAll()``), a package
        function, or a method whose receiver the package types (not a method picked by
        its name alone)."""
        function = syntax.unparen(call.child_by_field_name("function"))
        if function is not None and function.type == "func_literal":
            return function
        literal = self._held_literal(function)
        if literal is not None:
            return literal
        definition = self.types.callee(call)
        if definition is not None:
            return definition.node
        if function is None or function.type != "selector_expression":
            return None
        stored = field_call(self.index, function)  # ``le.cp(ctx)``: the function ``cp`` holds
        return stored.function if stored is not None else None

    def synchronous_callee(self, call: Node) -> Node | None:
        """What a call runs where it is written, when the package knows it (:meth:`_callee`)."""
        return self._callee(call)

    def through_variable(self, call: Node) -> bool:
        """One of :meth:`callees`' calls runs a literal through the variable declared with
        it. What the literal lets go of counts at the call (``return fail()`` unlocks what
        ``fail`` unlocks); what it takes is left to its own walk, where its callers' gates
        are its entry locks: followed from each call, its locks would make orders out of
        deep chains whose other locks no path shows."""
        return call in self._through_variable

    def _held_literal(self, function: Node | None) -> Node | None:
        """The literal a called identifier's local variable holds for good
        (:meth:`PackageIndex.held_literal`), if any."""
        if function is None or function.type != "identifier":
            return None
        var = self.index.resolution(function).var_of(function)
        return self.index.held_literal(var) if var is not None else None

    def acquires(self, function: Node) -> frozenset[Acquisition]:
        """Every lock the function may take, itself or in the functions it calls."""
        if self._acquires is None:
            self._acquires = {}
        found = self._acquires.get(function)
        if found is None:
            self._solve(function)
            found = self._acquires[function]
        return found

    def _solve(self, start: Node) -> None:
        """Acquisitions of ``start`` and everything it calls, to a fixpoint, without
        recursion (call chains can be deep)."""
        assert self._acquires is not None
        calls: dict[Node, list[tuple[Node, Node]]] = {}
        pending = [start]
        while pending:
            function = pending.pop()
            if function in calls or function in self._acquires:
                continue
            callees = [
                (c, f)
                for c, f in self.callees(function)
                if not self.through_variable(c) and (c, f) not in self._handed_calls
            ]
            calls[function] = callees
            pending.extend(c for _, c in callees if c not in calls)
        sets: dict[Node, frozenset[Acquisition]] = {
            f: self._own_acquisitions(f) | self._handed_acquisitions(f) for f in calls
        }
        for _ in range(MAX_ROUNDS):
            changed = False
            for function, callees in calls.items():
                merged = set(sets[function])
                for call, callee in callees:
                    taken = sets[callee] if callee in sets else self._acquires.get(callee)
                    merged |= self.through_call(function, call, callee, taken or frozenset())
                if len(merged) != len(sets[function]):
                    sets[function] = frozenset(merged)
                    changed = True
            if not changed:
                break
        self._acquires.update(sets)

    def _handed_acquisitions(self, function: Node) -> frozenset[Acquisition]:
        """What the functions the function's calls hand their callees to run take during
        those calls (:meth:`Callbacks.handed_at`), a handed function followed one call
        deep (:meth:`_shallow`)."""
        found: set[Acquisition] = set()
        for call, callee in self.callees(function):
            if (call, callee) in self._handed_calls and call not in self._through_parameter:
                found |= self.through_call(function, call, callee, self._shallow(callee))
        return frozenset(found)

    def _shallow(self, function: Node) -> frozenset[Acquisition]:
        """The locks a handed function takes itself, or in the functions it calls itself:
        followed deeper, a literal's locks would order the holder's lock before every lock
        of long call chains that no path shows running there."""
        found = self._shallows.get(function)
        if found is None:
            found = self._own_acquisitions(function)
            for call, callee in self.callees(function):
                if not self.through_variable(call) and (call, callee) not in self._handed_calls:
                    own = self._own_acquisitions(callee)
                    found = found | self.through_call(function, call, callee, own)
            self._shallows[function] = found
        return found

    def _taken(self, call: Node, callee: Node) -> frozenset[Acquisition]:
        """What ``callee`` takes when ``call`` runs it: all it takes, or for a function
        handed over, what :meth:`_shallow` follows."""
        if (call, callee) in self._handed_calls:
            return self._shallow(callee)
        return self.acquires(callee)

    def _own_acquisitions(self, function: Node) -> frozenset[Acquisition]:
        """The locks the function's own code takes for its caller to see: not deferred ones
        (taken on the way out). A lock whose first operation here is a release is handed in
        held: taking it back (``s.mu.Unlock(); ...; s.mu.Lock()``) is no second lock of the
        caller's, which it has let go of by then (the acquisition drops it), but it waits
        while the caller holds its other locks: a caller that took ``info.lock`` under
        ``s.mu`` orders ``info.lock`` before ``s.mu`` through the call."""
        found: set[Acquisition] = set()
        for op, handed_in, dropped in self._handed_in_steps(function):
            if op.acquire and not self.private_lock(op.node, op.node):
                guards = self.param_guards.at(function, op.node)
                if guards is not None:
                    let_go = dropped | {(op.lock, op.read)} if handed_in else dropped
                    found.add(Acquisition(op.lock, op.read, op.node, let_go, guards))
        return frozenset(found)

    def _handed_in_steps(
        self, function: Node
    ) -> list[tuple[LockOp, bool, frozenset[tuple[FieldKey, bool]]]]:
        """The function's own operations that run now (not deferred), in text order, each
        with whether its lock is one the function is handed held (its first operation on
        it is a release) and the handed-in locks let go and not taken back by then."""
        found = self._drops.get(function)
        if found is not None:
            return found
        handed_in: set[FieldKey] = set()
        touched: set[FieldKey] = set()
        dropped: set[tuple[FieldKey, bool]] = set()
        found = []
        for op in self.ops(function):
            if op.deferred:
                touched.add(op.lock)
                continue
            if not op.acquire and (op.lock not in touched or op.lock in handed_in):
                # Its first operation a release: handed in held. A handed-in lock taken
                # back is let go again by each later release (``Unlock(); f(); Lock()``
                # around every call that must not hold it).
                handed_in.add(op.lock)
                dropped.add((op.lock, op.read))
            touched.add(op.lock)
            if op.acquire and op.lock in handed_in:
                dropped.discard((op.lock, op.read))
            found.append((op, op.lock in handed_in, frozenset(dropped)))
        self._drops[function] = found
        return found

    def _dropped_before(self, function: Node, position: int) -> frozenset[tuple[FieldKey, bool]]:
        """The locks ``function`` is handed held and has let go of, not taken back, before
        ``position`` in its text."""
        dropped: frozenset[tuple[FieldKey, bool]] = frozenset()
        for op, _, after in self._handed_in_steps(function):
            if op.node.start_byte >= position:
                break
            dropped = after
        return dropped

    def releases(self, function: Node) -> frozenset[tuple[FieldKey, bool]]:
        """The locks a function is handed held and lets go for good (``(lock, read)``): a
        helper such as ``func (t *T) unlock() { t.mu.Unlock() }``, or one that lets go
        through such a helper, deferred or not (``func (s *S) Unlock() { defer s.unlock();
        s.save() }``). Its first operation on the lock, its own or a callee's, is a release,
        and it takes the lock no more; deferred operations count on the way out."""
        return run(self._releases_task(function))

    def _releases_task(self, function: Node) -> Task[frozenset[tuple[FieldKey, bool]]]:
        found = self._releases.get(function)
        if found is not None:
            return found
        self._releases[function] = frozenset()  # a call back into it lets go of nothing
        steps: list[_Step] = []
        for op in self.ops(function):
            if op.acquire:
                steps.append(_Step(op.deferred, op.node.start_byte, frozenset({op.lock})))
            else:
                let_go = frozenset({(op.lock, op.read)})
                steps.append(_Step(op.deferred, op.node.start_byte, let_go=let_go))
        for deferred in (False, True):
            for call, callee in self.callees(function, deferred=deferred):
                let_go = yield self._releases_task(callee)
                taken = frozenset(a.lock for a in self._taken(call, callee))
                if let_go or taken:
                    steps.append(_Step(deferred, call.start_byte, taken, let_go))
        now = sorted((s for s in steps if not s.deferred), key=lambda s: s.position)
        on_the_way_out = sorted((s for s in steps if s.deferred), key=lambda s: -s.position)
        released: set[tuple[FieldKey, bool]] = set()
        touched: set[FieldKey] = set()
        # A lock taken again after the function let go of it, not yet let go once more
        # (``mu.RUnlock(); if stop { mu.Lock(); ...; mu.Unlock() }`` lets go for good).
        retaken: Counter[FieldKey] = Counter()
        for step in [*now, *on_the_way_out]:
            for lock, read in step.let_go:
                if retaken[lock]:
                    retaken[lock] -= 1
                elif lock not in touched:
                    released.add((lock, read))
            for lock in step.taken:
                if any(r[0] == lock for r in released):
                    retaken[lock] += 1
            touched |= step.taken | {lock for lock, _ in step.let_go}
        result = frozenset(r for r in released if not retaken[r[0]])
        self._releases[function] = result
        return result

    # The graph ------------------------------------------------------------------------------

    def edges(self) -> list[OrderEdge]:
        """Every (held, taken) pair on some path of some function, first witness each."""
        self._walk_all()
        assert self._edges is not None
        return self._edges

    def witnesses(self, first: FieldKey, second: FieldKey) -> list[OrderEdge]:
        """Every function's first edge taking ``second`` while ``first`` is held."""
        self._walk_all()
        return self._witnesses.get((first, second), [])

    def reads_again(self) -> list[ReadAgain]:
        self._walk_all()
        assert self._again is not None
        return self._again

    def relocks(self) -> list[ReadAgain]:
        """Mutexes a function handed over locks again while the function running it holds
        them (``s.withLock(func() { s.get() })``, ``get`` locking ``s.mu``), on an object
        whose names carry over from the holder to the lock (:meth:`_shown_same`)."""
        self._walk_all()
        return self._relocked

    def _shown_same(self, lock: ReadAgain) -> bool:
        """The second lock's receiver expression, carried up to the holder, is the held
        one's: the same mutex, not one of another object of its type."""
        held = lock.first.instance
        if lock.via is None or held is None:
            return False
        names = self._names_through(lock.via, lock.again.site, INSTANCE_DEPTH)
        return names is not None and held in names

    def writers(self, lock: FieldKey) -> list[Node]:
        """The package's write ``Lock`` calls on ``lock``, those of the package's own code
        first: a test's writer runs only while that test does."""
        found = [
            op.node
            for function in self.functions()
            for op in self.ops(function)
            if op.lock == lock and op.acquire and not op.read
        ]
        return sorted(found, key=lambda node: self.index.file_of(node).path.endswith("_test.go"))

    def _another_instance(self, read: ReadAgain) -> bool:
        """The read lock is taken again through the call ``via`` on an object that call
        names otherwise than the one read-held: the second lock's receiver expression,
        carried up every chain of calls from ``via`` to it (a method's receiver becomes the
        call's operand, a parameter the call's argument), differs from the held one
        (``tr.mu.RLock(); b.Add(tr)``, where ``Add`` runs ``b.buf[i].unref()`` and ``unref``
        read-locks its receiver: ``b.buf[i].mu``, not ``tr.mu``). Two objects of one type,
        nothing shows they are one (GL108 proves, it does not guess)."""
        held = read.first.instance
        if read.via is None or held is None:
            return False
        seen = self._names_through(read.via, read.again.site, INSTANCE_DEPTH)
        if seen is None:
            # lost on the way: a lock reached through a handed function is on an object
            # nothing shows to be the held one
            return read.again.handed
        names = {held}
        alias = self._asserted_root(read.first.node, read.first.shifting, any_source=True)
        if alias is not None:  # ``e, ok := err.(*T)``: ``e.mu`` is ``err``'s mutex too
            local, source = alias
            names.add(source + held[len(local) :])
        return seen.isdisjoint(names)

    def taken_names(self, function: Node, site: Node, via: Node) -> frozenset[str] | None:
        """How ``function`` names the object whose mutex the ``Lock``-family call ``site``
        takes: its receiver expression as written when ``via`` is ``site`` (a call of
        ``function``'s own), else carried up through ``function``'s call ``via`` (as for a
        read lock taken again, :meth:`_another_instance`). None where that is lost."""
        if site == via:
            op = next((o for o in self.ops(function) if o.node == site), None)
            return frozenset({op.instance}) if op is not None and op.instance else None
        return self._names_through(via, site, INSTANCE_DEPTH)

    def _names_through(self, via: Node, site: Node, depth: int) -> frozenset[str] | None:
        """The receiver expressions, in the terms of the function making ``via``, of the
        mutex ``site`` locks when ``via`` reaches it: through its callee
        (:meth:`_instances`), or through the literals a call of a parameter runs
        (:meth:`_handed_names`). None where that is lost, or more than ``depth`` handed
        functions deep."""
        if depth <= 0:
            return None
        key = (via, site, depth)
        if key not in self._names:
            self._names[key] = None  # (a chain back into this question: lost)
            self._names[key] = self._find_names(via, site, depth)
        return self._names[key]

    def _find_names(self, via: Node, site: Node, depth: int) -> frozenset[str] | None:
        handed = self.callbacks.run_by(via) if self.callbacks is not None else ()
        if handed:
            return self._handed_names(handed, site, depth - 1)
        callee = self._callee(via)
        if callee is None:
            return None
        for function in self.callbacks.handed_at(via, callee) if self.callbacks else ():
            if site in self._sites(function):
                return self._own_names(function, site, depth - 1)  # it names our variables
        return self._instances(via, callee, site, INSTANCE_DEPTH)

    def _own_names(self, function: Node, site: Node, depth: int) -> frozenset[str] | None:
        """How ``function``'s own code names the object whose mutex ``site`` locks, where
        ``site`` is its own or one of its calls reaches it."""
        names = self.taken_names(function, site, site)
        if names is not None:
            return names
        inner = next((c for c, f in self.callees(function) if site in self._sites(f)), None)
        return self._names_through(inner, site, depth) if inner is not None else None

    def _handed_names(
        self, handed: Iterable[Handed], site: Node, depth: int
    ) -> frozenset[str] | None:
        """The receiver expressions, in the terms of the function whose parameter runs
        ``handed``, of the mutex ``site`` locks in those of them that reach it. A literal
        names its caller's variables: one its handing call gives the function (the call's
        operand as the receiver, an argument as the parameter at its place) is named as
        the function names it; any other object is none of the function's, named so that
        it matches nothing there. None where some chain loses track."""
        found: set[str] = set()
        for runs in handed:
            if site not in self._sites(runs.function):
                continue
            names = self._own_names(runs.function, site, depth)
            if names is None:
                return None
            # a literal written in the handing call names that call's variables; one
            # handed on through a caller's parameter names its own caller's
            literal = runs.function.type == "func_literal" and syntax.contains(
                runs.call, runs.function
            )
            own = self._declared_in(runs.function) if literal else frozenset()
            for name in names:
                captured = literal and _root_of(name) not in own
                moved = self._into_callee(name, runs.call) if captured else None
                found.add(moved if moved is not None else ELSEWHERE + name)
        return frozenset(found) or None

    def _declared_in(self, literal: Node) -> frozenset[str]:
        """The names a literal declares itself (its parameters, its locals): a name of its
        caller's that it reads is none of these."""
        resolution = self.index.resolution(literal)
        return frozenset(
            var.name
            for var in resolution.declared_at.values()
            if syntax.contains(literal, var.owner)
        )

    def _sites(self, function: Node) -> frozenset[Node]:
        found = self._sites_of.get(function)
        if found is None:
            found = self._sites_of[function] = frozenset(a.site for a in self.acquires(function))
        return found

    def _into_callee(self, instance: str, call: Node) -> str | None:
        """``instance``, an expression of the variables of the function making ``call``,
        as the function ``call`` runs names it: the call's operand is its receiver, an
        argument the parameter at its place; None for anything else."""
        callee = self._callee(call)
        if callee is None:
            return None
        root = _root_of(instance)
        rest = instance[len(root) :]
        for given, name in syntax.handed(call, callee):
            value = syntax.unparen(given)
            if value is not None and value.type == "identifier" and syntax.text(value) == root:
                return syntax.text(name) + rest
        return None

    def _instances(
        self,
        call: Node,
        callee: Node,
        site: Node,
        depth: int,
        *,
        top: bool = True,
        chain: frozenset[Node] = frozenset(),
    ) -> frozenset[str] | None:
        """The receiver expressions, in the terms of the function making ``call``, of the
        mutex the ``Lock``-family call ``site`` locks when ``call`` of ``callee`` reaches
        it; None where some chain loses track: a lock of a variable the callee neither is
        handed nor binds from what it is handed, a chain longer than ``depth``, or a call
        below the holder's own that hands on anything but one of its function's variables
        as they are (``r.store.status()``: a field read there may lead back to the object
        read-held, a parent pointer). Only the holder's call is judged by its spelling,
        as for a direct callee. A call back into a function on the chain (recursion) adds
        nothing: handed the same receiver it locks what the first round locks, handed
        another (``for _, c := range n.children { c.walk() }``) it locks other objects,
        which nothing shows to be the one read-held."""
        taker = self.index.enclosing_function(site)
        if taker == callee:
            op = next((o for o in self.ops(taker) if o.node == site), None)
            if op is None or op.instance is None:
                return None
            alias = self._asserted_root(op.node, op.shifting)
            moved = self.in_caller(op.instance, callee, call, alias, as_is=not top)
            return None if moved is None else frozenset({moved})
        if depth == 0:
            return None
        found: set[str] = set()
        followed = chain | {callee}
        for inner, inner_callee in self.callees(callee):
            if inner_callee in followed or inner in self._through_parameter:
                continue
            if not any(a.site == site for a in self._taken(inner, inner_callee)):
                continue
            texts = self._instances(inner, inner_callee, site, depth - 1, top=False, chain=followed)
            if texts is None:
                return None
            for text in texts:
                moved = self.in_caller(text, callee, call, as_is=not top)
                if moved is None:
                    return None
                found.add(moved)
        return frozenset(found) or None

    def in_caller(
        self,
        instance: str,
        callee: Node,
        call: Node,
        alias: tuple[str, str] | None = None,
        *,
        as_is: bool = False,
    ) -> str | None:
        """``instance``, an expression of ``callee``'s variables, as ``call`` spells it: the
        callee's receiver is the call's operand, a parameter the argument at its place.
        ``alias``: (local, parameter) for a local the callee binds once from a parameter by
        a type assertion (``e, ok := err.(*Error)``), which names the same object.
        ``as_is``: only a variable handed as it is (no field or element read)."""
        cut = min((i for i in (instance.find("."), instance.find("[")) if i >= 0), default=-1)
        root, rest = (instance, "") if cut < 0 else (instance[:cut], instance[cut:])
        if alias is not None and root == alias[0]:
            root = alias[1]
        handed = next((v for v, n in syntax.handed(call, callee) if syntax.text(n) == root), None)
        handed = syntax.unparen(handed)
        if handed is None or (as_is and handed.type != "identifier"):
            return None
        return syntax.squeezed(handed) + rest

    def _asserted_root(
        self, lock_call: Node, shifting: bool, *, any_source: bool = False
    ) -> tuple[str, str] | None:
        """(local, source) when the lock call's receiver expression starts from a local its
        function binds only once, by a type assertion of ``source``: a parameter of the
        same function, or (``any_source``) any variable."""
        if shifting:
            return None
        node = lock_root(lock_call)
        if node is None:
            return None
        var = self.index.resolution(node).var_of(node)
        if var is None or var.kind != "local":
            return None
        source = _asserted_from(var)
        if source is None:
            return None
        bound = self.index.resolution(source).var_of(source)
        if bound is None or not (
            any_source or (bound.kind == "param" and bound.owner == var.owner)
        ):
            return None
        return var.name, bound.name

    def _walk_all(self) -> None:
        if self._edges is not None:
            return
        edges: dict[tuple[FieldKey, FieldKey], list[OrderEdge]] = {}
        again: dict[Node, ReadAgain] = {}
        relocked: dict[Node, ReadAgain] = {}
        for function in self._holders():
            events = self._events(function)
            cfg = self.index.cfg(function)
            walk, _ = explore_all(
                cfg,
                partial(_HeldWalk, function, events, self.private_lock, cfg),
                values=self.index.path_values(function),
                reports=lambda walk: bool(walk.edges or walk.again or walk.relocked),
                narrow=partial(_pairing_values, events),
            )
            for edge in walk.guarded_edges():
                edges.setdefault((edge.first.lock, edge.second.lock), []).append(edge)
            for read in walk.again:
                if not self._another_instance(read):
                    again.setdefault(read.again.site, read)
            for lock in walk.relocked:
                if lock.again.site not in relocked and self._shown_same(lock):
                    relocked[lock.again.site] = lock
        # Paths are explored in an order that sets of held locks decide (string hashes vary
        # between runs): each pair's witnesses are put in a fixed order, code before tests,
        # then by file and place, so that the first one, and every finding and message
        # naming it, is the same on every run.
        for found in edges.values():
            found.sort(key=self._edge_order)
        self._witnesses = edges
        self._edges = [found[0] for found in edges.values()]
        self._again = list(again.values())
        self._relocked = list(relocked.values())

    def _edge_order(self, edge: OrderEdge) -> tuple[bool, str, int, int, int]:
        """Where an edge is: in a test file or not, its file, its function, where the second
        lock is taken, where the first was."""
        path = self.index.file_of(edge.function).path
        return (
            path.endswith("_test.go"),
            path,
            edge.function.start_byte,
            edge.second.site.start_byte,
            edge.first.node.start_byte,
        )

    def _holders(self) -> list[Node]:
        """Functions that can hold a lock while they take another: those that lock
        something themselves, and the callers of a helper that returns with a lock held."""
        found: dict[Node, None] = {}
        for function in self.functions():
            if any(op.acquire and not op.deferred for op in self.ops(function)):
                found.setdefault(function, None)
        if self.callers is not None:
            for function in list(found):
                if self.leaves_held(function):
                    for _, caller in self.callers(function):
                        found.setdefault(caller, None)
        return list(found)

    def held_at(self, function: Node, nodes: Iterable[Node]) -> dict[Node, frozenset[Held]]:
        """The locks the function may hold (on some path) when it reaches each of ``nodes``
        (code of its own, not of nested literals)."""
        walk, probes, _ = self._probe(function, nodes)
        return {node: frozenset(walk.held_at.get(node, ())) for node in probes}

    def held_always_at(
        self, function: Node, nodes: Iterable[Node]
    ) -> dict[Node, frozenset[tuple[FieldKey, bool]]]:
        """The locks (``(lock, read)``) the function holds on every path that reaches each
        of ``nodes``: empty for a node no path reaches."""
        walk, probes, complete = self._probe(function, nodes)
        if not complete:  # a path not walked may hold less
            return {node: frozenset() for node in probes}
        return {node: walk.held_always.get(node, frozenset()) for node in probes}

    def held_where_taken(self, site: Node) -> frozenset[tuple[FieldKey, bool]]:
        """The locks the function making the ``Lock`` call ``site`` holds on every path to
        it (:meth:`held_always_at`), once per call: when a callee takes an edge's second
        lock, a gate it takes first is held by the goroutine waiting there as much as one
        its caller holds."""
        found = self._held_where_taken.get(site)
        if found is None:
            function = self.index.enclosing_function(site)
            found = frozenset() if function is None else self.held_always_at(function, [site])[site]
            self._held_where_taken[site] = found
        return found

    def _probe(
        self, function: Node, nodes: Iterable[Node]
    ) -> tuple[_HeldWalk, dict[Node, int], bool]:
        cfg = self.index.cfg(function)
        events = self._events(function)
        probes: dict[Node, int] = {}
        for node in nodes:
            block = cfg.block_for(node)
            if block is not None:
                events.setdefault(block.id, []).append(_Event(node.start_byte, probe=node))
                probes[node] = block.id
        for block_events in events.values():
            block_events.sort(key=lambda e: e.position)
        walk, complete = explore_all(
            cfg,
            partial(_HeldWalk, function, events, self.private_lock, cfg),
            values=self.index.path_values(function),
            # Values only take paths away: where no path holds a lock at a probe, the walk
            # without them is the answer.
            reports=lambda walk: any(walk.held_at.get(node) for node in probes),
        )
        return walk, probes, complete

    def takes_before(
        self, function: Node, node: Node, lock: FieldKey, *, writes_only: bool = False
    ) -> Node | None:
        """Where the function, on some path to ``node`` (round a loop too), takes ``lock``
        itself or in a callee: the Lock call, or None when it never does first. With
        ``writes_only``, read locks do not count (they do not wait for another reader)."""
        found = self.take_before(function, node, lock, writes_only=writes_only)
        return found[0] if found is not None else None

    def take_before(
        self, function: Node, node: Node, lock: FieldKey, *, writes_only: bool = False
    ) -> tuple[Node, Node] | None:
        """:meth:`takes_before`, with the function's own code that takes it: the Lock call
        itself, or the call of the callee that does."""
        target = self.index.cfg(function).block_for(node)
        if target is None:
            return None
        return self.take_reaching(function, target.id, lock, writes_only=writes_only)

    def take_reaching(
        self, function: Node, target: int, lock: FieldKey, *, writes_only: bool = False
    ) -> tuple[Node, Node] | None:
        """:meth:`take_before` for a block of the function's graph (its exit, where its
        deferred calls run)."""
        cfg = self.index.cfg(function)
        events = self._events(function)
        takes: dict[int, tuple[Node, Node]] = {}
        for block, block_events in events.items():
            for event in block_events:
                op = event.op
                if op is not None and op.acquire and _taking(op.lock, op.read, lock, writes_only):
                    takes.setdefault(block, (op.node, op.node))
                if event.deferred or event.call is None:
                    continue  # a deferred call takes its locks on the way out
                for acquisition in in_text_order(event.acquires):
                    if _taking(acquisition.lock, acquisition.read, lock, writes_only):
                        takes.setdefault(block, (acquisition.site, event.call))
        if not takes:
            return None
        seen: set[tuple[int, tuple[Node, Node] | None]] = set()
        stack: list[tuple[int, tuple[Node, Node] | None]] = [(cfg.entry, None)]
        while stack:
            block, taken = stack.pop()
            if (block, taken) in seen:
                continue
            seen.add((block, taken))
            if block == target and taken is not None:
                return taken
            taken = takes.get(block, taken)
            for successor, _ in cfg.successors(block):
                stack.append((successor, taken))
        return None

    def takes_between(
        self,
        function: Node,
        start: Node,
        end: Node | None,
        lock: FieldKey,
        *,
        writes_only: bool = False,
    ) -> bool:
        """Whether a path of the function from ``start`` to ``end`` (both its code; None:
        its exit) takes ``lock``, itself or in a call, on the way (round a loop too). With
        ``writes_only``, read locks do not count."""
        cfg = self.index.cfg(function)
        first = cfg.block_for(start)
        last = cfg.block_for(end) if end is not None else cfg.blocks[cfg.exit]
        if first is None or last is None:
            return True  # unknown: assume it may
        events = self._events(function)

        def takes(block: int, after: int, before: int) -> bool:
            for event in events.get(block, []):
                if not after < event.position < before or event.deferred:
                    continue
                op = event.op
                if op is not None and op.acquire and _taking(op.lock, op.read, lock, writes_only):
                    return True
                if event.call is not None and any(
                    _taking(a.lock, a.read, lock, writes_only) for a in event.acquires
                ):
                    return True
            return False

        everything = 1 << 62
        limit = end.start_byte if end is not None else everything
        direct = first.id == last.id and start.start_byte < limit
        if direct and takes(first.id, start.start_byte, limit):
            return True
        # Paths that leave start's block: its tail, the blocks between, and end's head.
        after = cfg.after(first.id)
        if last.id not in after:
            return False
        before = cfg.before(last.id)
        if takes(first.id, start.start_byte, everything) or takes(last.id, -1, limit):
            return True
        between = (after & before) - {first.id, last.id}
        return any(takes(block, -1, everything) for block in between)

    def _events(self, function: Node) -> dict[int, list[_Event]]:
        cfg = self.index.cfg(function)
        events: dict[int, list[_Event]] = {}
        for op in self.ops(function):
            block = cfg.block_for(op.node)
            if block is not None:
                events.setdefault(block.id, []).append(_Event(op.node.start_byte, op=op))
        for deferred in (False, True):
            for call, callee in self.callees(function, deferred=deferred):
                taken = (
                    frozenset()
                    if self.through_variable(call)
                    else self.through_call(function, call, callee, self._taken(call, callee))
                )
                released = self.releases(callee)
                # a deferred call runs on the way out: what it leaves held is held by no one
                leaves = frozenset() if deferred else self.leaves_held(callee)
                block = cfg.block_for(call)
                if (taken or released or leaves) and block is not None:
                    event = _Event(
                        call.start_byte,
                        call=call,
                        acquires=taken,
                        releases=released,
                        leaves=leaves,
                        deferred=deferred,
                    )
                    events.setdefault(block.id, []).append(event)
        for join, released in self._joined_releases(function):
            block = cfg.block_for(join)
            if block is not None:
                events.setdefault(block.id, []).append(_Event(join.start_byte, releases=released))
        for block_events in events.values():
            block_events.sort(key=lambda e: e.position)
        return events

    def _joined_releases(
        self, function: Node
    ) -> list[tuple[Node, frozenset[tuple[FieldKey, bool]]]]:
        """The statements of the function that wait for a goroutine it starts (a literal,
        :func:`joins.join_of`) to end, with the locks that literal lets go of and never
        takes itself: once that wait returns, they are let go of (``mu.Lock(); go func() {
        defer done.Done(); ...; mu.Unlock() }(); ...; done.Wait()``). Until then the
        function's path holds them still: the goroutine may be waiting for what the path
        does next."""
        found = []
        resolution = self.index.resolution(function)
        for go in resolution.owned(GO_QUERY, "go", function):
            literal = launched_literal(go)
            if literal is None:
                continue
            ops = self.ops(literal)
            taken = {(op.lock, op.read) for op in ops if op.acquire}
            released = frozenset(
                (op.lock, op.read)
                for op in ops
                if not op.acquire and (op.lock, op.read) not in taken
            )
            join = join_of(self.index, go) if released else None
            if join is not None:
                found.append((join, released))
        return found

    def leaves_held(self, function: Node) -> frozenset[tuple[FieldKey, bool]]:
        """The locks (``(lock, read)``) the function's own Lock calls leave held on every
        way out: a helper such as ``func (l *T) lock(k string) { l.m[k].Lock() }``. Locks
        its callees leave held are not followed, nor those of a function that returns a
        value: a transaction or guard it returns is what lets go of the lock, often
        through an interface the graph does not follow (``tx := s.Read(); ...; tx.End()``)."""
        found = self._leaves.get(function)
        if found is None:
            found = self._leaves[function] = self._find_leaves(function)
        return found

    def _find_leaves(self, function: Node) -> frozenset[tuple[FieldKey, bool]]:
        if function.child_by_field_name("result") is not None:
            return frozenset()
        ops = [op for op in self.ops(function) if not op.deferred or not op.acquire]
        if not any(op.acquire for op in ops):
            return frozenset()  # (before asking the callees what they let go)
        ops += self._helper_releases(function)
        # Cheap first: some lock is taken more often than released, and not released
        # deferred; only then is the function walked.
        deferred = {(op.lock, op.read) for op in ops if op.deferred}
        balance: Counter[tuple[FieldKey, bool]] = Counter()
        for op in ops:
            if not op.deferred:
                balance[(op.lock, op.read)] += 1 if op.acquire else -1
        if not any(n > 0 and key not in deferred for key, n in balance.items()):
            return frozenset()
        cfg = self.index.cfg(function)
        events: dict[int, list[LockOp]] = {}
        for op in ops:
            block = cfg.block_for(op.node)
            if block is not None:
                events.setdefault(block.id, []).append(op)
        for block_ops in events.values():
            block_ops.sort(key=lambda op: op.node.start_byte)
        walk, complete = explore_all(
            cfg, partial(_LeftHeld, events), values=self.index.path_values(function)
        )
        if not complete or not walk.exits:
            return frozenset()
        return frozenset.intersection(*walk.exits)

    def handed_in(self, function: Node) -> frozenset[tuple[FieldKey, bool]]:
        """The locks (``(lock, read)``) the function is handed held: its first operation on
        each, in its text, own or through a helper that lets go, is a release; a deferred
        one only when the function takes that lock nowhere itself (``defer mu.Unlock();
        mu.Lock()`` is no hand-over)."""
        ops = self.ops(function)
        taken_here = {op.lock for op in ops if op.acquire}
        events = sorted([*ops, *self._helper_releases(function)], key=lambda op: op.node.start_byte)
        touched: set[FieldKey] = set()
        found: set[tuple[FieldKey, bool]] = set()
        for op in events:
            if op.deferred and op.lock in taken_here:
                continue
            if op.lock not in touched and not op.acquire:
                found.add((op.lock, op.read))
            touched.add(op.lock)
        return frozenset(found)

    def _helper_releases(self, function: Node) -> list[LockOp]:
        """The locks the function lets go of through its calls, deferred or not, of
        helpers that let go of a lock they are handed held (:meth:`releases`: ``defer
        func() { s.mu.RUnlock(); ... }()``), as releases at the call."""
        return [
            LockOp(lock, False, read, call, deferred, instance="")
            for deferred in (False, True)
            for call, callee in self.callees(function, deferred=deferred)
            for lock, read in self.releases(callee)
        ]


def _taking(taken: FieldKey, read: bool, lock: FieldKey, writes_only: bool) -> bool:
    """An acquisition of ``taken`` (a read lock when ``read``) takes ``lock``, read locks not
    counting when ``writes_only``."""
    return taken == lock and not (writes_only and read)


def _pairing_values(events: dict[int, list[_Event]], values: PathValues) -> PathValues:
    """The walk's domain kept to the slots that pair a lock with its release."""
    ops = (
        (event.op.lock, event.op.acquire, event.op.node)
        for block_events in events.values()
        for event in block_events
        if event.op is not None
    )
    return values.pairing(ops)


@dataclass(frozen=True)
class _State:
    held: frozenset[Held] = frozenset()
    # Deferred releases and calls that take locks, in the order they were deferred: they
    # run, last first, on the way out. Kept only in functions with such a deferred call.
    deferred: tuple[_Event, ...] = ()


class _LeftHeld:
    """Which of its own locks a function still holds at each way out."""

    def __init__(self, events: dict[int, list[LockOp]]) -> None:
        self.events = events
        self.exits: list[frozenset[tuple[FieldKey, bool]]] = []
        self._deferred = {
            (op.lock, op.read) for ops in events.values() for op in ops if op.deferred
        }

    def start(self) -> frozenset[tuple[FieldKey, bool]]:
        return frozenset()

    def through(
        self, block: Block, state: frozenset[tuple[FieldKey, bool]]
    ) -> frozenset[tuple[FieldKey, bool]]:
        for op in self.events.get(block.id, []):
            if op.deferred:
                continue
            key = (op.lock, op.read)
            state = state | {key} if op.acquire else state - {key}
        return state

    def along(
        self, source: Block, kind: Edge, target: Block, state: frozenset[tuple[FieldKey, bool]]
    ) -> frozenset[tuple[FieldKey, bool]]:
        return state

    def at_exit(self, source: Block, state: frozenset[tuple[FieldKey, bool]]) -> None:
        self.exits.append(state - self._deferred)  # deferred releases run on the way out


class _HeldWalk:
    """Records, path by path, what the function takes while holding something."""

    def __init__(
        self,
        function: Node,
        events: dict[int, list[_Event]],
        private: Callable[[Node, Node], bool],
        cfg: CFG,
    ) -> None:
        self.function = function
        self.events = events
        self.private = private  # LockGraph.private_lock
        self.cfg = cfg
        self.edges: list[OrderEdge] = []
        self.again: list[ReadAgain] = []
        self.relocked: list[ReadAgain] = []
        self.held_at: dict[Node, set[Held]] = {}
        self.held_always: dict[Node, frozenset[tuple[FieldKey, bool]]] = {}
        self._seen: set[tuple[FieldKey, FieldKey, bool, bool]] = set()
        self._guards: dict[tuple[FieldKey, FieldKey], frozenset[tuple[FieldKey, bool]]] = {}
        self._seen_again: set[Node] = set()
        self._defers = any(e.deferred and e.acquires for block in events.values() for e in block)

    def start(self) -> _State:
        return _State()

    def through(self, block: Block, state: _State) -> _State:
        if block.kind == Kind.DEFER:
            # Deferred calls run on the way out: remembered when one of them takes a lock.
            # A call deferred again (a defer in a loop) takes the same locks with the same
            # ones held: it is remembered once, or each round would make a new state.
            if self._defers:
                for event in self.events.get(block.id, []):
                    if event in state.deferred:
                        continue
                    if event.deferred or (event.op is not None and not event.op.acquire):
                        state = replace(state, deferred=(*state.deferred, event))
            return state
        for event in self.events.get(block.id, []):
            if event.probe is not None:
                self.held_at.setdefault(event.probe, set()).update(state.held)
                here = frozenset((h.lock, h.read) for h in state.held)
                before = self.held_always.get(event.probe)
                self.held_always[event.probe] = here if before is None else before & here
                continue
            op = event.op
            if op is not None:
                if op.deferred:
                    continue
                if op.acquire:
                    taken = Acquisition(op.lock, op.read, op.node)
                    self._taking(state, taken, None, op.instance, op.shifting)
                    held = Held(op.lock, op.read, op.node, op.instance, op.shifting)
                    state = replace(state, held=state.held | {held})
                else:
                    state = replace(
                        state,
                        held=frozenset(
                            h for h in state.held if not (h.lock == op.lock and h.read == op.read)
                        ),
                    )
                continue
            if event.deferred:
                continue
            state = self._call(state, event)
        return state

    def _call(self, state: _State, event: _Event) -> _State:
        for taken in in_text_order(event.acquires):
            self._taking(state, taken, event.call, None)
        held = state.held
        if event.releases:
            held = frozenset(h for h in held if (h.lock, h.read) not in event.releases)
        if event.leaves and event.call is not None:
            held |= {Held(lock, read, event.call, None) for lock, read in event.leaves}
        return replace(state, held=held)

    def _taking(
        self,
        state: _State,
        taken: Acquisition,
        via: Node | None,
        instance: str | None,
        shifting: bool = False,
    ) -> None:
        if via is None and self.private(taken.site, taken.site):
            return  # a mutex of an object nobody else can see yet: it orders nothing
        site = via if via is not None else taken.site
        if state.held and self._only_aborts(site):
            # Taken only on the way to a panic: no order, nor second read lock, of the
            # working program.
            return
        if any(h.instance is not None and self.private(h.node, site) for h in state.held):
            # (asked first: most held locks are nobody's new object, and the set stays)
            held_by_others = frozenset(
                h for h in state.held if h.instance is None or not self.private(h.node, site)
            )
            state = replace(state, held=held_by_others)
        if any(h.lock == taken.lock and (h.lock, h.read) not in taken.dropped for h in state.held):
            # Taken again: no new order (the first time set it); a read taken again is
            # recorded for GL108, a write one is GL105's.
            if isinstance(taken.lock, ElementMutex):
                return  # maybe another element
            for held in state.held:
                if held.lock == taken.lock and held.read and taken.read:
                    self._read_again(held, taken, via, instance, shifting)
                elif held.lock == taken.lock and taken.handed and via is not None:
                    # a function handed over locks what its runner holds (GL105's, when
                    # its names carry over: LockGraph.relocks)
                    self.relocked.append(ReadAgain(held, taken, self.function, via, False))
            return
        for held in state.held:
            if held.lock != taken.lock and (held.lock, held.read) not in taken.dropped:
                pair = (held.lock, taken.lock)
                guards = frozenset(
                    (h.lock, h.read) for h in state.held if h.lock not in (held.lock, taken.lock)
                )
                self._guards[pair] = self._guards.get(pair, guards) & guards
                # The first edge of each kind (which of the two are read locks): a read
                # lock taken first must not hide a write lock taken later in the function.
                kind = (*pair, held.read, taken.read)
                if kind not in self._seen:
                    self._seen.add(kind)
                    self.edges.append(OrderEdge(held, taken, self.function, via))

    def _only_aborts(self, site: Node) -> bool:
        """Every path on from ``site`` (code of the function's own) ends in a panic or an
        exit of the process: the program has already gone wrong there (an invariant it
        asserts is broken), and a lock it takes on the way orders nothing the working
        program does, nor is a read lock taken again there one of its own. A deferred
        ``recover()`` turns the panic into a return: then no path only aborts."""
        block = self.cfg.block_for(site)
        return (
            block is not None
            and self.cfg.only_aborts(block.id)
            and not syntax.spells_recover(self.function)
        )

    def guarded_edges(self) -> list[OrderEdge]:
        """The edges, each with the locks held on every path that takes its pair."""
        return [
            replace(edge, guards=self._guards[(edge.first.lock, edge.second.lock)])
            for edge in self.edges
        ]

    def _read_again(
        self,
        held: Held,
        taken: Acquisition,
        via: Node | None,
        instance: str | None,
        shifting: bool,
    ) -> None:
        if taken.site in self._seen_again:
            return
        if via is None and (shifting or held.shifting):
            # ``n.mu.RLock(); n = n.next; n.mu.RLock()``: nothing shows it is one mutex.
            return
        if via is None and instance is not None and held.instance not in (None, instance):
            # ``s.mu.RLock(); other.mu.RLock()``: two objects of one type, spelled apart;
            # nothing shows they are the same mutex (GL108 proves, it does not guess).
            return
        self._seen_again.add(taken.site)
        same = via is None and instance is not None and instance == held.instance
        self.again.append(ReadAgain(held, taken, self.function, via, same))

    def along(self, source: Block, kind: Edge, target: Block, state: _State) -> _State:
        return state

    def at_exit(self, source: Block, state: _State) -> None:
        """Run the deferred calls that take locks, last deferred first, with what is
        held on the way out. A deferred call that takes a lock still held (not two read
        locks) blocks on it there, and neither it nor the calls deferred before it go on:
        ``mu.RLock(); t.Fatal(...)`` with ``defer c.Close()`` stops at Close's Lock."""
        for event in reversed(state.deferred):
            op = event.op
            if op is not None:
                state = replace(
                    state,
                    held=frozenset(
                        h for h in state.held if not (h.lock == op.lock and h.read == op.read)
                    ),
                )
                continue
            if any(
                h.lock == taken.lock and not (h.read and taken.read)
                for taken in event.acquires
                for h in state.held
            ):
                return
            state = self._call(state, event)


# Marks a lock's receiver expression that names none of the runner's objects (a variable
# of the caller a handed literal reads): it matches no name the runner holds.
ELSEWHERE = "(elsewhere) "


def _root_of(instance: str) -> str:
    """The variable a receiver expression starts from: ``s`` of ``s.f[k].mu``."""
    cut = min((i for i in (instance.find("."), instance.find("[")) if i >= 0), default=-1)
    return instance if cut < 0 else instance[:cut]


def lock_root(call: Node) -> Node | None:
    """The identifier a ``Lock``-family call's receiver expression starts from (``v`` of
    ``v.mu.Lock()`` and of ``v.Lock()``), when it starts from one."""
    selector = syntax.unparen(call.child_by_field_name("function"))
    node = syntax.unparen(selector.child_by_field_name("operand")) if selector else None
    while node is not None and node.type == "selector_expression":
        node = syntax.unparen(node.child_by_field_name("operand"))
    return node if node is not None and node.type == "identifier" else None


def _asserted_from(var: Var) -> Node | None:
    """The identifier a local is bound from by a type assertion where it is declared
    (``e, ok := err.(*Error)``, ``e := err.(*Error)``)."""
    sole = sole_value(var.decl)
    if sole is None or sole[1] != 0:
        return None
    value = syntax.unparen(sole[0])
    if value is None or value.type != "type_assertion_expression":
        return None
    operand = syntax.unparen(value.child_by_field_name("operand"))
    return operand if operand is not None and operand.type == "identifier" else None


def in_text_order(acquisitions: Iterable[Acquisition]) -> list[Acquisition]:
    """Acquisitions in the order of their sites' positions (then their locks): a set's own
    order changes from run to run, and what is taken first must not."""
    return sorted(
        acquisitions, key=lambda a: (a.site.start_byte, a.site.end_byte, str(a.lock), a.read)
    )


def _embedded_types(struct: Node) -> list[Node]:
    body = next((c for c in struct.named_children if c.type == "field_declaration_list"), None)
    found: list[Node] = []
    for declaration in body.named_children if body is not None else []:
        if declaration.type != "field_declaration" or declaration.children_by_field_name("name"):
            continue
        kind = declaration.child_by_field_name("type")
        if kind is not None:
            found.append(kind)
    return found
