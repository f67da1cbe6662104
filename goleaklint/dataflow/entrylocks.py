"""Locks a function is always entered with.

A function whose first operation on a lock is to let go of it (``Unlock`` calls ``commit``,
then ``t.mu.Unlock()``) is handed that lock held: its callers hold it, by contract. A
package-private function that only the package calls by name (or a literal that only the
calls of the variable declared with it run) is entered holding what every one of its calls
holds on every path to it, and what its callers are themselves entered with: ``Commit``
takes ``t.mu`` through a helper and calls ``commit``, so ``commit`` runs with ``t.mu`` held.
A lock every function taking a pair of locks holds, in either order, keeps the two orders
apart (GL107's gate), whether the function took it or its caller did.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from goleaklint.dataflow.lockgraph import LockGraph
from goleaklint.dataflow.reach import Reach
from goleaklint.dataflow.types import FieldKey
from goleaklint.parse import Node

Lock = tuple[FieldKey, bool]  # (lock, read)
MAX_DEPTH = 4  # callers followed up from a function
# Calls that do not run where they are written: a goroutine starts with nothing held, and
# a deferred call runs when the caller returns.
APART = frozenset({"go_statement", "defer_statement"})


@dataclass
class EntryLocks:
    """The locks each function of one package is entered with, on every call."""

    graph: LockGraph
    reach: Reach
    # (function, callers still to follow above it) -> its entry locks. A value cut short by
    # a call cycle may hold fewer locks than the whole truth: fewer gates, never more.
    _found: dict[tuple[Node, int], frozenset[Lock]] = field(default_factory=dict)

    def held_on_entry(self, function: Node) -> frozenset[Lock]:
        return self._entered(function, MAX_DEPTH, frozenset())

    def _entered(self, function: Node, depth: int, visiting: frozenset[Node]) -> frozenset[Lock]:
        found = self._found.get((function, depth))
        if found is None:
            found = self._found[(function, depth)] = self._find(function, depth, visiting)
        return found

    def _find(self, function: Node, depth: int, visiting: frozenset[Node]) -> frozenset[Lock]:
        handed = self.graph.handed_in(function)
        calls = self.reach.only_calls(function, held_literals=True) if depth > 0 else None
        if not calls or function in visiting:
            return handed  # callers out of sight, or a call back into itself
        if any(call.parent is not None and call.parent.type in APART for call, _ in calls):
            return handed  # a goroutine, or a call on the way out: held is not known
        visiting = visiting | {function}
        held = self._held_at_calls(calls)
        through: frozenset[Lock] | None = None
        for call, caller in calls:
            here = held.get(call, frozenset()) | self._entered(caller, depth - 1, visiting)
            through = here if through is None else through & here
            if not through:
                break
        return handed | (through or frozenset())

    def _held_at_calls(self, calls: list[tuple[Node, Node]]) -> dict[Node, frozenset[Lock]]:
        by_caller: dict[Node, list[Node]] = {}
        for call, caller in calls:
            by_caller.setdefault(caller, []).append(call)
        held: dict[Node, frozenset[Lock]] = {}
        for caller, nodes in by_caller.items():
            held.update(self.graph.held_always_at(caller, nodes))
        return held
