"""Mutexes a function takes and releases, path by path.

Per function (declaration or literal) this finds ``Lock``/``RLock`` and ``Unlock``/``RUnlock``
on paths typed as ``sync.Mutex``/``sync.RWMutex`` (or structs embedding one), deferred
releases, and calls to package functions and methods whose summaries lock or unlock a
parameter or a field of the receiver. One exhaustive walk over the control flow then yields
both a lock still held when the function returns (GL104) and a lock taken while held (GL105).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from goleaklint import syntax
from goleaklint.dataflow.cfg import Block, Edge
from goleaklint.dataflow.objects import Objects
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.paths import explore_all
from goleaklint.dataflow.uses import ClosureUse, Path, Use, UseKind, closure_use
from goleaklint.parse import Node

ACQUIRE = {"Lock": False, "RLock": True}  # method -> read lock?
RELEASE = {"Unlock": False, "RUnlock": True}
TRY = frozenset({"TryLock", "TryRLock"})
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


@dataclass(frozen=True)
class LockSummary:
    """What calling a package function does to the mutexes in its parameters and receiver."""

    touches: frozenset[tuple[Slot, bool]] = frozenset()  # locked at some point (slot, read)
    leaves_held: frozenset[Slot] = frozenset()  # still locked when it returns
    releases: frozenset[Slot] = frozenset()  # unlocked without being locked first


@dataclass
class LockReport:
    """What one function does wrong with its locks."""

    unreleased: dict[Node, Path] = field(default_factory=dict)  # Lock call -> key (GL104)
    exits: dict[Node, Node | None] = field(default_factory=dict)  # Lock call -> where it leaves
    relocked: dict[Node, Path] = field(default_factory=dict)  # second lock / call -> key (GL105)


class Locks:
    """Lock events, package summaries and per-function reports."""

    def __init__(self, index: PackageIndex, objects: Objects) -> None:
        self.index = index
        self.objects = objects
        self._summaries: dict[Node, LockSummary] = {}
        self._active: set[Node] = set()

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
        cfg = self.index.cfg(function)
        events: dict[int, list[LockOp]] = {}
        for use in self.index.uses_within(function):
            op = self._op(use, function)
            if op is None:
                continue
            anchor = (
                use.node
                if use.function == function
                else self._literal_under(use.function, function)
            )
            block = cfg.block_for(anchor) if anchor is not None else None
            if block is not None:
                events.setdefault(block.id, []).append(op)
        for block_events in events.values():
            block_events.sort(key=lambda op: op.node.start_byte)
        return events

    def _literal_under(self, inner: Node, function: Node) -> Node | None:
        """The deferred literal directly in ``function`` that contains ``inner``."""
        current: Node | None = inner
        while current is not None and syntax.enclosing_function(current) != function:
            current = syntax.enclosing_function(current)
        if (
            current is None
            or current.type != "func_literal"
            or closure_use(current) != ClosureUse.DEFER
        ):
            return None
        return current

    def _op(self, use: Use, function: Node) -> LockOp | None:
        if use.call is None:
            return None
        statement = use.call.parent
        deferred = statement is not None and statement.type == "defer_statement"
        if use.kind == UseKind.ARG and use.function == function:
            return self._through_call(use, deferred)
        if use.kind != UseKind.RECEIVER or use.method is None:
            return None
        if use.function != function:
            deferred = True  # inside a deferred literal (see _literal_under)
            if use.method not in RELEASE:
                return None
        if use.method in ACQUIRE or use.method in RELEASE:
            if self.objects.mutex_kind(use.path) is None:
                return self._through_call(use, deferred)
            read = ACQUIRE.get(use.method, RELEASE.get(use.method, False))
            return LockOp(use.method in ACQUIRE, use.path, read, use.call, deferred, direct=True)
        return self._through_call(use, deferred)

    def _through_call(self, use: Use, deferred: bool) -> LockOp | None:
        """A same-package call that locks or unlocks a mutex it is given."""
        if use.call is None or deferred or use.kind not in (UseKind.RECEIVER, UseKind.ARG):
            return None
        statement = use.call.parent
        if statement is not None and statement.type == "go_statement":
            return None
        callee = self.index.callee(use.call)
        if callee is None or callee[0].type == "func_literal":
            return None
        summary = self.summary(callee[0])
        index = -1 if use.kind == UseKind.RECEIVER else use.index
        var, prefix = use.path
        for (slot_index, fields), read in sorted(summary.touches, key=str):
            if slot_index != index:
                continue
            key = (var, ".".join(f for f in (prefix, fields) if f) or None)
            if (slot_index, fields) in summary.leaves_held:
                return LockOp(True, key, read, use.call)
            return LockOp(True, key, read, use.call, touch=True)
        for slot_index, fields in sorted(summary.releases, key=str):
            if slot_index == index:
                key = (var, ".".join(f for f in (prefix, fields) if f) or None)
                return LockOp(False, key, False, use.call)
        return None

    # Summaries -------------------------------------------------------------------------------

    def summary(self, function: Node) -> LockSummary:
        """What a package function does to the mutexes reachable from its parameters."""
        found = self._summaries.get(function)
        if found is not None:
            return found
        if function in self._active:
            return LockSummary()
        self._active.add(function)
        events = self.events(function)
        touches: set[tuple[Slot, bool]] = set()
        acquired: set[Slot] = set()
        released: set[Slot] = set()
        for block_events in events.values():
            for op in block_events:
                slot = _slot(op.key, function)
                if slot is None:
                    continue
                if op.acquire:
                    touches.add((slot, op.read))
                    acquired.add(slot)
                elif not op.deferred:
                    released.add(slot)
        walk = _LockWalk(events)
        explore_all(self.index.cfg(function), walk)
        held = {_slot(key, function) for key, _, _ in walk.unreleased.values()}
        self._active.discard(function)
        result = LockSummary(
            frozenset(touches),
            frozenset(s for s in held if s is not None),
            frozenset(released - acquired),
        )
        self._summaries[function] = result
        return result

    # Reports ---------------------------------------------------------------------------------

    def report(self, function: Node) -> LockReport:
        cfg = self.index.cfg(function)
        events = self.events(function)
        observer = _LockWalk(events)
        explore_all(cfg, observer, panics_exit=True)
        released = {op.key for ops in events.values() for op in ops if not op.acquire}
        handed_off = self._handed_off(function)
        report = LockReport(relocked=observer.relocked)
        for lock, (key, exit_block, direct) in observer.unreleased.items():
            if direct and key in released and key not in handed_off:
                report.unreleased[lock] = key
                report.exits[lock] = exit_block.node if exit_block is not None else None
        return report

    def _handed_off(self, function: Node) -> set[Path]:
        """Mutexes whose unlock method escapes as a value, or that are tried (``TryLock``)."""
        handed: set[Path] = set()
        for use in self.index.uses_within(function):
            var, fields = use.path
            if use.kind == UseKind.RECEIVER and use.method in TRY:
                handed.add(use.path)
            elif fields is not None and use.kind != UseKind.RECEIVER:
                head, _, last = fields.rpartition(".")
                if last in RELEASE:
                    handed.add((var, head or None))
        return handed


def _slot(key: Path, function: Node) -> Slot | None:
    """The parameter slot a mutex path hangs off, for summaries."""
    var, fields = key
    if var.owner != function:
        return None
    if var.kind == "receiver":
        return (-1, fields)
    if var.kind == "param":
        return (var.index, fields)
    return None


class _LockWalk:
    def __init__(self, events: dict[int, list[LockOp]]) -> None:
        self.events = events
        self.unreleased: dict[Node, tuple[Path, Block | None, bool]] = {}
        self.relocked: dict[Node, Path] = {}

    def start(self) -> _State:
        return _State()

    def through(self, block: Block, state: _State) -> _State:
        for op in self.events.get(block.id, []):
            if op.deferred:
                if not op.acquire:
                    state = replace(state, deferred=state.deferred | {op.key})
                continue
            if op.acquire:
                holding = [h for h in state.held if h.key == op.key]
                if holding and not (op.read and all(h.read for h in holding)):
                    self.relocked.setdefault(op.node, op.key)
                if not op.touch:
                    state = replace(
                        state, held=state.held | {Held(op.key, op.node, op.read, op.direct)}
                    )
            else:
                state = replace(state, held=frozenset(h for h in state.held if h.key != op.key))
        return state

    def along(self, source: Block, kind: Edge, target: Block, state: _State) -> _State:
        return state

    def at_exit(self, source: Block, state: _State) -> None:
        for held in state.held:
            if held.key not in state.deferred:
                self.unreleased.setdefault(held.node, (held.key, source, held.direct))
