"""``WaitGroup.Wait`` calls and every ``Done`` that can let them through, for the waits a
goroutine makes with a lock held (GL106).

Two kinds of WaitGroup are followed. A package-private ``sync.WaitGroup`` field of the
package's structs (:func:`groupfields.waitgroup_fields`): its ``Done`` calls are the
package's ``x.f.Done()`` on that field. A local ``sync.WaitGroup`` of one function (``var wg
sync.WaitGroup``): its ``Done`` calls are those of the function, of its literals, and of
the package functions it hands ``&wg`` to that only call ``Add``, ``Done`` and ``Wait`` on
their parameter, or hand it on so (:mod:`goleaklint.dataflow.handed`). Anything else done
with one (a method value ``wg.Done``, ``wg.Go``, an ``Add`` of anything but a positive
constant, a copy, another package's function given it) may let the counter down out of
sight: then its ``Done`` calls are not known, and its waits are not listed.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from goleaklint import syntax
from goleaklint.dataflow.groupfields import waitgroup_fields
from goleaklint.dataflow.handed import HandedUses
from goleaklint.dataflow.objects import Objects
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.types import Types
from goleaklint.dataflow.uses import Use, UseKind
from goleaklint.dataflow.waitgroups import WAITGROUP, address_argument
from goleaklint.parse import Node

Site = tuple[Node, Node]  # (a Done call, the function making it)
# Calls a WaitGroup is followed through, one inside another (``go worker(&wg)``).
HANDED_DEPTH = 3
_KEPT = frozenset({"Add", "Done", "Wait"})


@dataclass(frozen=True)
class GroupWait:
    node: Node  # the Wait call
    function: Node
    name: str  # how the code names the WaitGroup (``T.f`` for a field)
    dones: tuple[Site, ...]
    local_to: Node | None = None  # for a local WaitGroup: the function declaring it
    adds: tuple[Site, ...] = ()  # the Add calls, with their functions


class GroupWaits:
    """The package's waits on WaitGroups whose every ``Done`` it sees, by function."""

    def __init__(self, index: PackageIndex, objects: Objects) -> None:
        self.index = index
        self.objects = objects
        self._fields: dict[Node, list[GroupWait]] | None = None
        self._handed = HandedUses(
            index, objects.types or Types(index), partial(_counted, index=index), HANDED_DEPTH
        )

    def waits_of(self, function: Node) -> list[GroupWait]:
        """The function's own ``Wait`` calls on such WaitGroups."""
        return self._field_waits().get(function, []) + self._local_waits(function)

    def _field_waits(self) -> dict[Node, list[GroupWait]]:
        if self._fields is None:
            self._fields = {}
            for group in waitgroup_fields(self.index, self.objects):
                if group.unseen:
                    continue
                adds = tuple(
                    (add, function)
                    for add in group.adds
                    if (function := self.index.enclosing_function(add)) is not None
                )
                for wait in group.waits:
                    function = self.index.enclosing_function(wait)
                    if function is not None:
                        found = GroupWait(
                            wait, function, str(group), tuple(group.dones), None, adds
                        )
                        self._fields.setdefault(function, []).append(found)
        return self._fields

    def _local_waits(self, function: Node) -> list[GroupWait]:
        """Waits of ``function`` on a WaitGroup it, or a function around it, declares."""
        waits = [
            use
            for use in self.index.own_uses(function)
            if use.kind == UseKind.RECEIVER
            and use.method == "Wait"
            and use.call is not None
            and use.path[1] is None
            and use.path[0].kind == "local"
        ]
        found: list[GroupWait] = []
        for use in waits:
            var = use.path[0]
            if self.objects.type_of(use.path) != WAITGROUP:
                continue
            calls = self._local_calls(var)
            if calls is not None:
                assert use.call is not None
                dones, adds = calls
                found.append(GroupWait(use.call, function, var.name, dones, var.owner, adds))
        return found

    def _local_calls(self, var: Var) -> tuple[tuple[Site, ...], tuple[Site, ...]] | None:
        """The ``Done`` and ``Add`` calls on a local WaitGroup, or None when it may be let
        down out of sight."""
        calls: list[tuple[str, Site]] = []
        for use in self.index.uses_within(var.owner):
            if use.path != (var, None):
                continue
            handed = address_argument(use)
            if handed is not None:
                more = self._handed.of(*handed)
                if more is None:
                    return None
                calls += more
            elif not _counted(use, calls, index=self.index):
                return None
        dones = tuple(site for method, site in calls if method == "Done")
        return dones, tuple(site for method, site in calls if method == "Add")


def _counted(use: Use, calls: list[tuple[str, Site]], *, index: PackageIndex) -> bool:
    """A use that keeps every ``Done`` in sight: ``Done``, ``Add`` of a positive constant
    (both added to ``calls``), or ``Wait``."""
    if use.kind != UseKind.RECEIVER or use.call is None or use.method not in _KEPT:
        return False
    if use.method == "Add":
        arguments = syntax.call_arguments(use.call)
        amount = index.constant(arguments[0]) if len(arguments) == 1 else None
        if amount is None or amount <= 0:
            return False
    if use.method != "Wait":
        calls.append((use.method, (use.call, use.function)))
    return True
