"""Lost wake-ups: a ``sync.Cond`` signal that can come before the ``Wait`` it is meant for.

A Cond remembers nothing: a ``Signal`` or ``Broadcast`` with nobody waiting is lost. A
waiter is safe when it checks a condition before it waits (``for !ready { c.Wait() }``), or
when the signaller can only signal once the waiter is waiting, because it must take the lock
the waiter holds until ``Wait`` lets go of it. A ``Wait`` that checks nothing (it is not
inside any ``for``, ``if``, ``switch`` or ``select`` of its function), on a Cond whose every
signal is made with no lock taken, has neither: when the signal comes first, the ``Wait``
blocks for good, unless signals keep coming (a signal in a loop that need not end, or in a
function called from one, up a few calls, counts as that).
"""

from __future__ import annotations

from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.conds import CondFamily
from goleaklint.dataflow.locks import LOCK_METHODS
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.reach import MAX_HOPS, Reach
from goleaklint.parse import Node
from goleaklint.spelled import method_calls

GUARDS = frozenset(
    {
        "for_statement",
        "if_statement",
        "expression_switch_statement",
        "type_switch_statement",
        "select_statement",
    }
)
TAKES = frozenset({"Lock", "RLock"})


@dataclass(frozen=True)
class LostWakeup:
    wait: Node  # the Wait call that checks nothing
    signal: Node  # a signal that can come before it
    signaller: Node  # the function making that signal


def lost_wakeups(family: CondFamily, index: PackageIndex, reach: Reach) -> list[LostWakeup]:
    """The family's unguarded waits, when every signal of it is made with no lock held and
    can be the last one."""
    if family.handed_off or not family.signals:
        return []
    waits = [wait for wait in family.waits if _unguarded(wait, index)]
    if not waits:
        return []
    first: tuple[Node, Node] | None = None
    for call, _ in family.signals:
        function = index.enclosing_function(call)
        if function is None or not _unlocked_and_finite(function, call, index, reach):
            return []
        if first is None:
            first = (call, function)
    assert first is not None
    return [LostWakeup(wait, first[0], first[1]) for wait in waits]


def _unguarded(wait: Node, index: PackageIndex) -> bool:
    """No ``for``, ``if``, ``switch`` or ``select`` of the wait's function holds it."""
    function = index.enclosing_function(wait)
    current = wait.parent
    while current is not None and current != function:
        if current.type in GUARDS:
            return False
        current = current.parent
    return current is not None


def _unlocked_and_finite(function: Node, node: Node, index: PackageIndex, reach: Reach) -> bool:
    """Neither ``function`` before ``node``, nor any function calling it (a few calls up)
    before the call, takes a lock; and none of them makes it inside a loop that need not
    end."""
    seen = {function}
    pending: list[tuple[Node, Node, int]] = [(function, node, 0)]
    while pending:
        current, at, hops = pending.pop()
        if _locks_before(current, at, index) or _in_open_loop(current, at):
            return False
        if hops >= MAX_HOPS:
            continue
        for call, caller in reach.callers(current):
            if caller not in seen:
                seen.add(caller)
                pending.append((caller, call, hops + 1))
    return True


def _locks_before(function: Node, node: Node, index: PackageIndex) -> bool:
    """The function's own code calls ``Lock`` or ``RLock`` on something before ``node``."""
    resolution = index.resolution(function)
    for call in method_calls(index.file_of(function), LOCK_METHODS, function):
        if call.start_byte >= node.start_byte:
            continue
        method = syntax.text(call.child_by_field_name("function")).rpartition(".")[2]
        if method in TAKES and resolution.owner(call) == function:
            return True
    return False


def _in_open_loop(function: Node, node: Node) -> bool:
    """``node`` sits in a loop of ``function`` that is not a counted ``for init; cond;
    post`` loop (``for {``, ``for cond {``, ``for range``): it may go round for good."""
    current = node.parent
    while current is not None and current != function:
        if current.type in syntax.FUNCTION_TYPES:
            return False
        if current.type == "for_statement":
            clause = next((c for c in current.named_children if c.type == "for_clause"), None)
            if clause is None or clause.child_by_field_name("condition") is None:
                return True
        current = current.parent
    return False
