"""Mutexes a function takes and releases, path by path.

Per function (declaration or literal) this finds ``Lock``/``RLock`` and ``Unlock``/``RUnlock``
on paths typed as ``sync.Mutex``/``sync.RWMutex`` (or structs embedding one), deferred
releases, and calls to package functions and methods whose summaries lock or unlock a
parameter or a field of the receiver. One exhaustive walk over the control flow then yields
both a lock still held when the function returns (GL104) and a lock taken while held (GL105).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import partial

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Block, Edge, exit_node
from goleaklint.dataflow.countedlocks import counted_pairs
from goleaklint.dataflow.fieldfuncs import call_holder
from goleaklint.dataflow.methodvalues import bound_calls
from goleaklint.dataflow.objects import Objects
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.paths import explore_all
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.trampoline import Task, run
from goleaklint.dataflow.uses import (
    ClosureUse,
    Path,
    Use,
    UseKind,
    closure_use,
    join_fields,
    path_of,
)
from goleaklint.dataflow.values import PathValues
from goleaklint.parse import Node

ACQUIRE = {"Lock": False, "RLock": True}  # method -> read lock?
RELEASE = {"Unlock": False, "RUnlock": True}
TRY = frozenset({"TryLock", "TryRLock"})
LOCK_METHODS = (*ACQUIRE, *RELEASE)
# Every lock and unlock call spells one of these methods' names before its parenthesis.
LOCK_CALL_SPELLING = re.compile(
    rb"(?:" + b"|".join(m.encode() for m in sorted({*ACQUIRE, *RELEASE, *TRY})) + rb")\s*\("
)
Slot = tuple[int, str | None]  # parameter index (-1: receiver) and field path


@dataclass(frozen=True)
class LockOp:
    """One lock operation of a block: ``acquire`` or ``release`` of ``key``."""

    acquire: bool
    key: Path
    read: bool
    node: Node  # the call, reported on
    deferred: bool = False
    touch: bool = False  # a called function locks and releases it: only taking it twice matters
    direct: bool = False  # a Lock/Unlock call here, not inside a called function
    site: Node | None = None  # for a call: the Lock call inside the callee that takes it


def _pairing_values(events: dict[int, list[LockOp]], values: PathValues) -> PathValues:
    """The walk's domain kept to the slots that pair a lock with its release."""
    ops = (
        (op.key, op.acquire, op.node)
        for block_events in events.values()
        for op in block_events
        if op.direct
    )
    return values.pairing(ops)


@dataclass(frozen=True)
class Held:
    key: Path
    node: Node
    read: bool
    direct: bool


@dataclass(frozen=True)
class _State:
    held: frozenset[Held] = frozenset()
    deferred: frozenset[Path] = frozenset()
    released: frozenset[Path] = frozenset()  # let go of on this path (a caller's lock)
    acquired: frozenset[Path] = frozenset()  # taken at some point on this path
    # released on this path without being held on it: (mutex, read lock?)
    let_go_unheld: frozenset[tuple[Path, bool]] = frozenset()


@dataclass(frozen=True)
class LockSummary:
    """What calling a package function does to the mutexes in its parameters and receiver."""

    touches: frozenset[tuple[Slot, bool]] = frozenset()  # locked at some point (slot, read)
    leaves_held: frozenset[Slot] = frozenset()  # still locked when it returns
    releases: frozenset[Slot] = frozenset()  # unlocked without being locked first
    sites: tuple[tuple[Slot, Node], ...] = ()  # where each locked slot's Lock call is

    def site(self, slot: Slot) -> Node | None:
        return next((node for s, node in self.sites if s == slot), None)


@dataclass
class LockReport:
    """What one function does wrong with its locks."""

    unreleased: dict[Node, Path] = field(default_factory=dict)  # Lock call -> key (GL104)
    exits: dict[Node, Node | None] = field(default_factory=dict)  # Lock call -> where it leaves
    relocked: dict[Node, Path] = field(default_factory=dict)  # second lock / call -> key (GL105)
    # For a relock through a call: the Lock inside the callee where the goroutine blocks.
    blocks_at: dict[Node, Node] = field(default_factory=dict)
    first_taken: dict[Node, Node] = field(default_factory=dict)  # relock -> the earlier Lock


class Locks:
    """Lock events, package summaries and per-function reports."""

    def __init__(self, index: PackageIndex, objects: Objects) -> None:
        self.index = index
        self.objects = objects
        self._summaries: dict[Node, LockSummary] = {}
        self._unlockers: dict[tuple[str, Node], tuple[frozenset[str], frozenset[str]]] | None = None
        self._hand_back_methods: dict[tuple[str, Node], frozenset[tuple[str, bool]]] | None = None
        self._recovering: list[tuple[Node, bytes]] | None = None
        self._reports: dict[Node, LockReport] = {}
        self._active: set[Node] = set()
        self._events: dict[Node, dict[int, list[LockOp]]] = {}
        self._handed: dict[Node, set[Path]] = {}
        self._cut_short = 0  # summaries answered empty because their function was active

    def functions(self) -> list[Node]:
        """Functions (declarations and literals) that call a lock method, in source order."""
        found: dict[Node, None] = {}
        for declaration in self.index.all_declarations_with_methods(ACQUIRE):
            for use in self.index.uses(declaration):
                if use.kind == UseKind.RECEIVER and use.method in ACQUIRE:
                    found.setdefault(use.function, None)
        return list(found)

    # Events ----------------------------------------------------------------------------------

    def events(self, function: Node) -> dict[int, list[LockOp]]:
        """Lock operations per block (remembered, unless a callee's summary was cut short
        by recursion while they were gathered: asked later, it may say more)."""
        return run(self._events_task(function))

    # Events and summaries need each other (a callee's summary makes an event of its call):
    # each is a task (goleaklint.dataflow.trampoline) yielding what it needs, so no Python
    # recursion follows a call chain.

    def _events_task(self, function: Node) -> Task[dict[int, list[LockOp]]]:
        found = self._events.get(function)
        if found is None:
            cut_short = self._cut_short
            found = yield self._gather_events(function)
            if self._cut_short == cut_short:
                self._events[function] = found
        return found

    def _gather_events(self, function: Node) -> Task[dict[int, list[LockOp]]]:
        cfg: CFG | None = None  # built on the first operation: most callees have none
        events: dict[int, list[LockOp]] = {}
        for use in self.index.uses_within(function):
            if not _may_lock(use, function):
                continue
            op: LockOp | None = yield self._op(use, function)
            if op is None:
                continue
            anchor = (
                use.node
                if use.function == function
                else self._literal_under(use.function, function)
            )
            if cfg is None:
                cfg = self.index.cfg(function)
            block = cfg.block_for(anchor) if anchor is not None else None
            if block is not None:
                events.setdefault(block.id, []).append(op)
        for call, op in self._bound_ops(function):
            if cfg is None:
                cfg = self.index.cfg(function)
            block = cfg.block_for(call)
            if block is not None:
                events.setdefault(block.id, []).append(op)
        for block_events in events.values():
            block_events.sort(key=lambda op: op.node.start_byte)
        return events

    def _bound_ops(self, function: Node) -> list[tuple[Node, LockOp]]:
        """``unlock()`` of a variable holding ``s.mu.Unlock`` for good (:mod:`methodvalues`),
        in ``function`` or a literal it defers: the anchor in ``function`` and the op."""
        found: list[tuple[Node, LockOp]] = []
        resolution = self.index.resolution(function)
        for call, bound in bound_calls(self.index, function, LOCK_METHODS):
            owner = resolution.owner(call)
            if owner is None:
                continue
            anchor = call if owner == function else self._literal_under(owner, function)
            path = path_of(bound.operand, resolution)
            called = self.objects.lock_call(path, bound.method) if path is not None else None
            if anchor is None or called is None:
                continue
            statement = call.parent
            deferred = owner != function or (
                statement is not None and statement.type == "defer_statement"
            )
            if owner != function and bound.method not in RELEASE:
                continue
            key, method = called
            read = ACQUIRE.get(method, RELEASE.get(method, False))
            found.append(
                (anchor, LockOp(method in ACQUIRE, key, read, call, deferred, direct=True))
            )
        return found

    def _literal_under(self, inner: Node, function: Node) -> Node | None:
        """Where code of a literal of ``function`` holding ``inner`` runs deferred: the
        deferred literal directly in ``function``, or the one call of a literal a local
        holds (:func:`deferred_call_site`)."""
        literal = syntax.literal_in(function, inner)
        if literal is None:
            return None
        if closure_use(literal) == ClosureUse.DEFER:
            return literal
        return deferred_call_site(self.index, literal, function)

    def _op(self, use: Use, function: Node) -> Task[LockOp | None]:
        if use.call is None:
            return None
        statement = use.call.parent
        deferred = statement is not None and statement.type == "defer_statement"
        through: LockOp | None
        if use.kind == UseKind.ARG and use.function == function:
            through = yield self._through_call(use, deferred)
            return through
        if use.kind != UseKind.RECEIVER or use.method is None:
            return None
        if use.function != function:
            deferred = True  # inside a deferred literal (see _literal_under)
            if use.method not in RELEASE:
                return None
        if use.method in ACQUIRE or use.method in RELEASE:
            direct = self._direct_op(use, deferred)
            if direct is None:
                through = yield self._through_call(use, deferred)
                return through
            return direct
        through = yield self._through_call(use, deferred)
        return through

    def _direct_op(self, use: Use, deferred: bool) -> LockOp | None:
        """A ``Lock``/``Unlock`` call on a mutex the path holds (``q.ready.L.Lock()`` may be
        ``q.mu.RLock()``), or None when the path is no mutex the objects know."""
        assert use.call is not None and use.method is not None
        called = self.objects.lock_call(use.path, use.method)
        if called is None:
            return None
        key, method = called
        read = ACQUIRE.get(method, RELEASE.get(method, False))
        return LockOp(method in ACQUIRE, key, read, use.call, deferred, direct=True)

    def _through_call(self, use: Use, deferred: bool) -> Task[LockOp | None]:
        """A same-package call that locks or unlocks a mutex it is given."""
        if use.call is None or deferred or use.kind not in (UseKind.RECEIVER, UseKind.ARG):
            return None
        statement = use.call.parent
        if statement is not None and statement.type == "go_statement":
            return None
        callee = self.index.callee(use.call)
        if callee is None:
            return None
        holder = None
        if callee[0].type == "func_literal":
            holder = call_holder(self.index, use.call, callee[0])
            if holder is None or use.kind != UseKind.RECEIVER:
                return None
        summary: LockSummary = yield self._summary_task(callee[0], holder)
        index = -1 if use.kind == UseKind.RECEIVER else use.index
        var, prefix = use.path
        for (slot_index, fields), read in sorted(summary.touches, key=str):
            if slot_index != index:
                continue
            key = (var, join_fields(prefix, fields))
            site = summary.site((slot_index, fields))
            if (slot_index, fields) in summary.leaves_held:
                return LockOp(True, key, read, use.call, site=site)
            return LockOp(True, key, read, use.call, touch=True, site=site)
        for slot_index, fields in sorted(summary.releases, key=str):
            if slot_index == index:
                key = (var, join_fields(prefix, fields))
                return LockOp(False, key, False, use.call)
        return None

    # Summaries -------------------------------------------------------------------------------

    def summary(self, function: Node) -> LockSummary:
        """What a package function does to the mutexes reachable from its parameters."""
        return run(self._summary_task(function))

    def _summary_task(self, function: Node, holder: Var | None = None) -> Task[LockSummary]:
        """:meth:`summary`; for a literal called through a field, ``holder`` is its
        captured variable of the object holding it, which stands for its receiver
        (:func:`fieldfuncs.call_holder`: one per literal, so one summary)."""
        found = self._summaries.get(function)
        if found is not None:
            return found
        if function in self._active:
            self._cut_short += 1
            return LockSummary()
        if not self.index.reaches_spelling(function, LOCK_CALL_SPELLING):
            self._summaries[function] = LockSummary()  # no lock call anywhere below it
            return self._summaries[function]
        self._active.add(function)
        events: dict[int, list[LockOp]] = yield self._events_task(function)
        if not events:  # nothing to walk: the summary is empty
            self._active.discard(function)
            self._summaries[function] = LockSummary()
            return self._summaries[function]
        acquired: set[Slot] = set()
        released: set[Slot] = set()
        for block_events in events.values():
            for op in block_events:
                slot = _slot(op.key, function, holder)
                if slot is None:
                    continue
                if op.acquire:
                    acquired.add(slot)
                elif not op.deferred:
                    released.add(slot)
        cfg = self.index.cfg(function)
        declared = _declarations(cfg, events)
        walk, _ = explore_all(
            cfg,
            lambda: _LockWalk(events, declared),
            values=self.index.path_values(function),
            narrow=partial(_pairing_values, events),
        )
        unreliable = self._handed_off(function)
        must = (
            frozenset.intersection(*walk.acquired_at_exit) if walk.acquired_at_exit else frozenset()
        )
        # Only locks taken on every path count for callers: a lock taken under a condition
        # (a ``locked bool`` parameter...) would need values this analysis does not track.
        touches = {
            (slot, read)
            for key, read in walk.fresh_acquires
            if key in must
            and key not in unreliable
            and (slot := _slot(key, function, holder)) is not None
        }
        held = {_slot(key, function, holder) for key, _, _ in walk.unreleased.values()}
        self._active.discard(function)
        sites = tuple(
            (slot, node)
            for key, node in walk.acquire_sites.items()
            if (slot := _slot(key, function, holder)) is not None
        )
        result = LockSummary(
            frozenset(touches),
            frozenset(s for s in held if s is not None),
            frozenset(
                s
                for key in walk.released_at_exit
                if (s := _slot(key, function, holder)) is not None
            )
            | frozenset(released - acquired),
            sites,
        )
        self._summaries[function] = result
        return result

    # Reports ---------------------------------------------------------------------------------

    def report(self, function: Node) -> LockReport:
        """Unreleased and relocked mutexes of one function (computed once)."""
        found = self._reports.get(function)
        if found is None:
            found = self._report(function)
            self._reports[function] = found
        return found

    def _report(self, function: Node) -> LockReport:
        cfg = self.index.cfg(function)
        events = self.events(function)
        declared = _declarations(cfg, events)
        observer, _ = explore_all(
            cfg,
            lambda: _LockWalk(events, declared),
            panics_exit=self._panics_recovered(function),
            values=self.index.path_values(function),
            reports=lambda walk: bool(walk.unreleased or walk.relocked),
            narrow=partial(_pairing_values, events),
        )
        released = {op.key for ops in events.values() for op in ops if not op.acquire}
        handed_off = self._handed_off(function) | self._returned_unlocks(function)
        guarded = _guarded_pairs(events)
        conditional = {op.key for ops in events.values() for op in ops if op.node in guarded}
        guarded |= self._counted(function, events)
        report = LockReport(
            relocked={
                n: k
                for n, k in observer.relocked.items()
                if k not in handed_off and k not in conditional
            }
        )
        sites = {op.node: op.site for ops in events.values() for op in ops if op.site}
        for node in report.relocked:
            if node in sites and sites[node] != node:
                report.blocks_at[node] = sites[node]
            if node in observer.first_taken:
                report.first_taken[node] = observer.first_taken[node]
        handed_back = self._handed_back_by_others(function) if observer.unreleased else set()
        kinds = {op.node: op.read for ops in events.values() for op in ops} if handed_back else {}
        for lock, (key, exit_block, direct) in observer.unreleased.items():
            # The function must release its own lock on some path (a lock/unlock toggle
            # helper or a lock-returning helper does not).
            owned = key in released and key in observer.balanced
            if handed_back and (key, kinds.get(lock, False)) in handed_back:
                continue  # another method of the type lets go of it
            if direct and owned and key not in handed_off and lock not in guarded:
                report.unreleased[lock] = key
                report.exits[lock] = exit_node(exit_block) if exit_block is not None else None
        return report

    def _counted(self, function: Node, events: dict[int, list[LockOp]]) -> set[Node]:
        """Locks a counted loop takes and a later loop counting back down lets go of
        (:mod:`countedlocks`), paired by mutex and kind."""
        by_lock: dict[tuple[Path, bool], tuple[list[Node], list[Node]]] = {}
        for ops in events.values():
            for op in ops:
                if op.direct and not op.deferred:
                    taken, let_go = by_lock.setdefault((op.key, op.read), ([], []))
                    (taken if op.acquire else let_go).append(op.node)
        found: set[Node] = set()
        for taken, let_go in by_lock.values():
            if taken and let_go:
                found |= counted_pairs(self.index, function, taken, let_go)
        return found

    def _panics_recovered(self, function: Node) -> bool:
        """Whether a panic out of ``function`` can be recovered in this package (so a lock
        it holds stays held): it defers a ``recover`` itself, or a function calling it does."""
        if self._recovering is None:
            self._recovering = [
                (node, text)
                for node in self.index.all_declarations_with_methods(())
                if b"recover()" in (text := definition_text(self.index, node))
            ]
        name = syntax.text(function.child_by_field_name("name"))
        if not name:
            return b"recover()" in definition_text(self.index, function)
        calls = (f".{name}(".encode(), f" {name}(".encode(), f"\t{name}(".encode())
        return any(
            node == function or any(c in text for c in calls) for node, text in self._recovering
        )

    def _handed_off(self, function: Node) -> set[Path]:
        """Mutexes this function cannot judge alone (remembered: the summary and the report
        both ask)."""
        found = self._handed.get(function)
        if found is None:
            found = self._handed[function] = self._gather_handed_off(function)
        return found

    def _gather_handed_off(self, function: Node) -> set[Path]:
        """Mutexes this function cannot judge alone.

        Those whose unlock method escapes as a value, that are tried (``TryLock``), that
        another goroutine (or a stored closure) unlocks — a mutex used as a semaphore — and
        those whose root variable is reassigned, so the path names different mutexes.
        """
        handed: set[Path] = set()
        reassigned = {
            u.path[0]
            for u in self.index.uses_within(function)
            if u.kind == UseKind.ASSIGNED and u.path[1] is None
        }
        uses = self.index.uses(function)
        bound_values = {
            value
            for _, bound in bound_calls(self.index, function, LOCK_METHODS)
            for value in bound.values
        }
        # A function that locks a mutex and unlocks it itself keeps it to itself: its unlock
        # is no hand-over, even when it runs on another goroutine. Except in a literal this
        # function sets up (a callback it registers): when that runs is not known here, and
        # the function is not judged on a mutex such code takes too.
        locking = {
            (u.function, u.path) for u in uses if u.kind == UseKind.RECEIVER and u.method in ACQUIRE
        }
        for use in uses:
            var, fields = use.path
            if var in reassigned:
                handed.add(use.path)
                if use.kind == UseKind.RECEIVER:
                    handed.add(self._lock_named(use.path, use.method))
            unlocks = use.kind == UseKind.RECEIVER and use.method in RELEASE
            if (
                unlocks
                and (
                    (use.function, use.path) not in locking
                    or syntax.contains(function, use.function)
                )
                and _runs_elsewhere(self.index, use.function, function)
            ):
                handed.add(self._lock_named(use.path, use.method))
            if use.kind == UseKind.RECEIVER and use.method in TRY:
                handed.add(self._lock_named(use.path, use.method))
            elif use.kind == UseKind.ESCAPE:
                handed.add(use.path)  # &mu handed to a helper, a sync.Cond, ...
            elif fields is not None and use.kind != UseKind.RECEIVER:
                head, _, last = fields.rpartition(".")
                # ``unlock := s.mu.Unlock``: the method as a value, unless held for good
                if last in RELEASE and use.node not in bound_values:
                    handed.add(self._lock_named((var, head or None), last))
        handed |= self._released_by_other_methods(function)
        # A mutex inside an object the function hands away (returns it, stores it, passes
        # it on) goes with it: ``w := &waiter{}; w.mu.Lock(); return w``.
        given = [u.path for u in uses if u.kind == UseKind.ESCAPE]
        for use in uses:
            taken = use.kind == UseKind.RECEIVER and use.method in ACQUIRE
            if taken and any(_within(use.path, whole) for whole in given):
                handed.add(self._lock_named(use.path, use.method))
        return handed

    def _returned_unlocks(self, function: Node) -> set[Path]:
        """Mutexes whose release the function returns as a method value
        (``return c.mu.Unlock, nil``): the caller lets go, and the function is not blamed
        for the lock it leaves held (its summary still says it does, for the callers)."""
        found: set[Path] = set()
        for use in self.index.uses(function):
            var, fields = use.path
            if use.kind != UseKind.ESCAPE or fields is None:
                continue
            head, _, last = fields.rpartition(".")
            results = use.node.parent
            statement = results.parent if results is not None else None
            if last in RELEASE and statement is not None and statement.type == "return_statement":
                found.add(self._lock_named((var, head or None), last))
        return found

    def _lock_named(self, path: Path, method: str | None) -> Path:
        """The mutex a lock method called on ``path`` works on (the path itself, or the
        embedded mutex promoting the method), as lock operations key it."""
        found = self.objects.lock_path(path, method) if method is not None else None
        return found if found is not None else path

    def _receiver_of(self, function: Node) -> tuple[Var, str] | None:
        """A method's named receiver and its type."""
        receiver = self.index.param_var(function, -1)
        receiver_type = syntax.receiver(function)[1] if receiver is not None else None
        return (receiver, receiver_type) if receiver is not None and receiver_type else None

    def _released_by_other_methods(self, function: Node) -> set[Path]:
        """Receiver fields that another method of the same type unlocks without locking: the
        lock is handed over (a transaction released by its Commit, a caller-held lock)."""
        found = self._receiver_of(function)
        if found is None:
            return set()
        receiver, receiver_type = found
        handed: set[Path] = {(receiver, f) for f in self._unlocked_fields(receiver_type, function)}
        foreign = self._unlocked_field_names(receiver_type)
        for use in self.index.uses(function):
            var, fields = use.path
            if var is receiver and fields is not None and fields.rpartition(".")[2] in foreign:
                handed.add(use.path)
        return handed

    def _unlocked_field_names(self, receiver_type: str) -> set[str]:
        """Last field names that methods of OTHER types unlock without locking (``tx.db.rwlock``
        released by the transaction's Commit): a lock handed over between types."""
        return {
            name
            for (method_type, _), (_, anywhere) in self._unlocking_methods().items()
            if method_type != receiver_type
            for name in anywhere
        }

    def _unlocked_fields(self, receiver_type: str, besides: Node) -> set[str]:
        """Receiver fields that another method of ``receiver_type`` unlocks and never locks."""
        return {
            field
            for (method_type, node), (own, _) in self._unlocking_methods().items()
            if method_type == receiver_type and node != besides
            for field in own
        }

    def _unlocking_methods(self) -> dict[tuple[str, Node], tuple[frozenset[str], frozenset[str]]]:
        """Per method that unlocks something without locking it: (receiver fields, last names
        of any field paths). Read straight from the calls, once per package, and only for
        methods whose text unlocks at all."""
        if self._unlockers is None:
            self._unlockers = {}
            for node in self.index.all_declarations_with_methods(RELEASE):
                _, receiver_type = (
                    syntax.receiver(node) if node.type == "method_declaration" else (None, None)
                )
                if receiver_type is None:
                    continue
                uses = self.index.uses(node)
                own = _unlocked_only(uses)
                anywhere = frozenset(
                    f.rpartition(".")[2] for f in _unlocked_only(uses, any_root=True)
                )
                if own or anywhere:
                    self._unlockers[(receiver_type, node)] = (own, anywhere)
        return self._unlockers

    def _handed_back_by_others(self, function: Node) -> set[tuple[Path, bool]]:
        """Receiver mutexes, with their kind (read lock?), that another method of the same
        type lets go of on a path that never took them and returns without them: a lock
        handed over between the type's methods (:meth:`_handed_back`). Only a release of
        the same kind hands a lock back: a transaction's ``RUnlock`` of the read lock its
        begin took says nothing of a write ``Lock`` left held."""
        found = self._receiver_of(function)
        if found is None:
            return set()
        receiver, receiver_type = found
        return {
            ((receiver, fields), read)
            for (method_type, node), handed in self._hand_backs().items()
            if method_type == receiver_type and node != function
            for fields, read in handed
        }

    def _hand_backs(self) -> dict[tuple[str, Node], frozenset[tuple[str, bool]]]:
        """Per method that both locks and unlocks its receiver's mutexes, what it hands
        back (:meth:`_handed_back`); once per package."""
        if self._hand_back_methods is None:
            self._hand_back_methods = {}
            for node in self.index.all_declarations_with_methods(RELEASE):
                if node.type != "method_declaration":
                    continue
                receiver_type = syntax.receiver(node)[1]
                handed = self._handed_back(node) if receiver_type is not None else frozenset()
                if handed and receiver_type is not None:
                    self._hand_back_methods[(receiver_type, node)] = handed
        return self._hand_back_methods

    def _handed_back(self, method: Node) -> frozenset[tuple[str, bool]]:
        """Receiver fields, with their kind, the method (which also locks them) lets go of
        on some path that did not take them and leaves released: ``unlock`` of a lock
        type whose ``lock`` returns holding the mutex, with a recursive branch that locks
        and unlocks. A method that drops its caller's lock and takes it again before it
        returns hands nothing back."""
        uses = self.index.uses(method)
        if not any(
            use.kind == UseKind.RECEIVER
            and use.method in ACQUIRE
            and use.path[0].kind == "receiver"
            for use in uses
        ):
            return frozenset()  # never locks: :meth:`_released_by_other_methods` sees it
        events = self._direct_ops(method)
        if not any(not op.acquire for ops in events.values() for op in ops):
            return frozenset()
        cfg = self.index.cfg(method)
        walk, _ = explore_all(
            cfg,
            lambda: _LockWalk(events, _declarations(cfg, events)),
            values=self.index.path_values(method),
            narrow=partial(_pairing_values, events),
        )
        # ``if c { mu.Lock() } ... if c { mu.Unlock() }``: the walk cannot pair them.
        guarded = _guarded_pairs(events)
        paired = {op.key for ops in events.values() for op in ops if op.node in guarded}
        return frozenset(
            (fields, read)
            for (var, fields), read in walk.handed_back
            if var.kind == "receiver" and fields is not None and (var, fields) not in paired
        )

    def _direct_ops(self, method: Node) -> dict[int, list[LockOp]]:
        """The method's own lock calls on its receiver's mutexes, per block (no callee's:
        these are read while the package's summaries are still being made)."""
        cfg = self.index.cfg(method)
        events: dict[int, list[LockOp]] = {}
        for use in self.index.uses_within(method):
            if use.kind != UseKind.RECEIVER or use.function != method or use.call is None:
                continue
            if use.path[0].kind != "receiver" or (
                use.method not in ACQUIRE and use.method not in RELEASE
            ):
                continue
            statement = use.call.parent
            deferred = statement is not None and statement.type == "defer_statement"
            op = self._direct_op(use, deferred)
            block = cfg.block_for(use.node)
            if op is not None and block is not None:
                events.setdefault(block.id, []).append(op)
        return events


def _within(path: Path, whole: Path) -> bool:
    """``path`` is ``whole`` or a field of it (``(w, "mu")`` within ``(w, None)``)."""
    var, fields = path
    if var != whole[0]:
        return False
    outer = whole[1]
    return outer is None or fields == outer or (fields or "").startswith(outer + ".")


def _guarded_pairs(events: dict[int, list[LockOp]]) -> set[Node]:
    """Locks taken under ``if cond`` where the unlock sits under another ``if`` with the same
    condition: ``if s.blocking { mu.Lock() } ... if s.blocking { mu.Unlock() }``. The two
    branches go together; this analysis cannot see that, so it stays silent on them."""
    unlocks: dict[Path, list[tuple[str, Node]]] = {}
    for ops in events.values():
        for op in ops:
            guard = _guard(op.node) if not op.acquire else None
            if guard is not None:
                unlocks.setdefault(op.key, []).append(guard)
    guarded: set[Node] = set()
    for ops in events.values():
        for op in ops:
            guard = _guard(op.node) if op.acquire else None
            if guard is None:
                continue
            condition, branch = guard
            if any(c == condition and b != branch for c, b in unlocks.get(op.key, [])):
                guarded.add(op.node)
    return guarded


def _guard(call: Node) -> tuple[str, Node] | None:
    """The condition text and node of the ``if`` whose block directly holds this call."""
    statement = call.parent
    block = statement.parent.parent if statement is not None and statement.parent else None
    branch = block.parent if block is not None else None
    if block is None or block.type != "block" or branch is None or branch.type != "if_statement":
        return None
    condition = branch.child_by_field_name("condition")
    if condition is None:
        return None
    return syntax.squeezed(condition), branch


def _unlocked_only(uses: list[Use], *, any_root: bool = False) -> frozenset[str]:
    """Receiver fields (or, with ``any_root``, any field paths) a method unlocks without ever
    locking them."""
    locked: set[str] = set()
    unlocked: set[str] = set()
    for use in uses:
        var, path = use.path
        if use.kind != UseKind.RECEIVER or path is None:
            continue
        if not any_root and var.kind != "receiver":
            continue
        if use.method in ACQUIRE:
            locked.add(path)
        elif use.method in RELEASE:
            unlocked.add(path)
    return frozenset(unlocked - locked)


def definition_text(index: PackageIndex, node: Node) -> bytes:
    return index.file_of(node).source[node.start_byte : node.end_byte]


def _runs_elsewhere(index: PackageIndex, inner: Node, function: Node) -> bool:
    """Whether code in ``inner`` may run on another goroutine than ``function``'s, or later:
    an enclosing or sibling function, or a literal started with ``go`` or stored (but not
    one a local holds for a deferred call: :func:`deferred_call_site`)."""
    if not syntax.contains(function, inner):
        return True
    current: Node | None = inner
    while current is not None and current != function:
        if (
            current.type == "func_literal"
            and closure_use(current) not in (ClosureUse.DEFER, ClosureUse.CALL)
            and deferred_call_site(index, current, syntax.enclosing_function(current)) is None
        ):
            return True
        current = syntax.enclosing_function(current)
    return False


def deferred_call_site(index: PackageIndex, literal: Node, function: Node | None) -> Node | None:
    """For a literal that a local of ``function`` holds and calls once, deferred
    (``unlock := func() { mu.Unlock() }`` with ``defer unlock()`` or ``defer func() {
    unlock() }()``): where that deferred call sits in ``function``, the call or the deferred
    literal around it. Its code runs there, at the function's end, like a deferred
    literal's."""
    calls = index.held_calls(literal) if function is not None else None
    if not calls or len(calls) != 1:
        return None
    call = calls[0]
    resolution = index.resolution(call)
    owner = resolution.owner(call)
    statement = resolution.parent(call)
    if owner == function:
        deferred = statement is not None and statement.type == "defer_statement"
        return call if deferred else None
    above = resolution.parent(owner) if owner is not None else None
    if owner is None or above is None or resolution.owner(above) != function:
        return None
    return owner if closure_use(owner, resolution.parent) == ClosureUse.DEFER else None


def _may_lock(use: Use, function: Node) -> bool:
    """Whether the use can be a lock operation (see Locks._op): a method called on the path,
    or the path passed to a call of the function's own code; checked before a task is made
    for it, since most uses are neither."""
    if use.call is None:
        return False
    if use.kind == UseKind.RECEIVER:
        return True
    return use.kind == UseKind.ARG and use.function == function


def _slot(key: Path, function: Node, holder: Var | None = None) -> Slot | None:
    """The parameter slot a mutex path hangs off, for summaries; a literal's ``holder``
    (its captured variable of the object it is called on) stands for a receiver."""
    var, fields = key
    if var is holder:
        return (-1, fields)
    if var.owner != function:
        return None
    if var.kind == "receiver":
        return (-1, fields)
    if var.kind == "param":
        return (var.index, fields)
    return None


def _declarations(cfg: CFG, events: dict[int, list[LockOp]]) -> dict[int, frozenset[Var]]:
    """Block -> the variables holding a mutex that its declaration (``x := new(T)``) gives a
    new value: a ``Lock`` on ``x.mu`` after it, in a later round of a loop, takes another
    mutex than the one the last round left held."""
    found: dict[int, set[Var]] = {}
    for var in {op.key[0] for ops in events.values() for op in ops}:
        block = cfg.block_for(var.decl)
        if block is not None and block.node is not None and block.node.type in DECLARATIONS:
            found.setdefault(block.id, set()).add(var)
    return {block: frozenset(variables) for block, variables in found.items()}


DECLARATIONS = frozenset({"short_var_declaration", "var_declaration"})


class _LockWalk:
    def __init__(
        self, events: dict[int, list[LockOp]], declared: dict[int, frozenset[Var]] | None = None
    ) -> None:
        self.events = events
        self.declared = declared or {}
        self.unreleased: dict[Node, tuple[Path, Block | None, bool]] = {}
        self.relocked: dict[Node, Path] = {}
        self.fresh_acquires: set[tuple[Path, bool]] = set()  # taken without letting go first
        self.acquired_at_exit: list[frozenset[Path]] = []
        self.released_at_exit: set[Path] = set()  # a caller's lock left released
        self.balanced: set[Path] = set()  # locked and then unlocked on one path
        # Released on a path that did not hold it, and not held again when it leaves: the
        # path's net effect is to let go of a lock someone else took.
        self.handed_back: set[tuple[Path, bool]] = set()
        self.acquire_sites: dict[Path, Node] = {}  # the first Lock call taking each key
        self.first_taken: dict[Node, Node] = {}  # relock -> the Lock already holding it

    def start(self) -> _State:
        return _State()

    def through(self, block: Block, state: _State) -> _State:
        renewed = self.declared.get(block.id)
        if renewed and any(h.key[0] in renewed for h in state.held):
            state = replace(state, held=frozenset(h for h in state.held if h.key[0] not in renewed))
        for op in self.events.get(block.id, []):
            if op.deferred:
                if not op.acquire:
                    state = replace(state, deferred=state.deferred | {op.key})
                continue
            if op.acquire:
                if op.key not in state.released:
                    self.fresh_acquires.add((op.key, op.read))
                self.acquire_sites.setdefault(op.key, op.site or op.node)
                holding = [h for h in state.held if h.key == op.key]
                if holding and not (op.read and all(h.read for h in holding)):
                    self.relocked.setdefault(op.node, op.key)
                    self.first_taken.setdefault(op.node, holding[0].node)
                state = replace(state, acquired=state.acquired | {op.key})
                if not op.touch:
                    # Re-taking a lock the function let go of earlier on this path gives the
                    # caller's lock back: not the function's to release.
                    own = op.direct and op.key not in state.released
                    state = replace(state, held=state.held | {Held(op.key, op.node, op.read, own)})
            else:
                if any(h.key == op.key and h.direct for h in state.held):
                    self.balanced.add(op.key)
                elif op.direct and not any(h.key == op.key for h in state.held):
                    let_go = state.let_go_unheld | {(op.key, op.read)}
                    state = replace(state, let_go_unheld=let_go)
                state = replace(
                    state,
                    held=frozenset(h for h in state.held if h.key != op.key),
                    released=state.released | {op.key},
                )
        return state

    def along(self, source: Block, kind: Edge, target: Block, state: _State) -> _State:
        return state

    def at_exit(self, source: Block, state: _State) -> None:
        self.acquired_at_exit.append(state.acquired)
        held_keys = {h.key for h in state.held if h.key not in state.deferred}
        self.released_at_exit.update(k for k in state.released if k not in held_keys)
        self.handed_back.update(k for k in state.let_go_unheld if k[0] not in held_keys)
        for held in state.held:
            if held.key not in state.deferred:
                self.unreleased.setdefault(held.node, (held.key, source, held.direct))
