"""What the package's functions do with a value a call hands them as an argument.

A local channel or WaitGroup stays in sight when the package functions it is given only
operate on it: each use of the parameter is then one the analysis can read, and a call
handing the parameter on is followed the same way (to a bounded depth). Anything else the
callee does with it (stores it, returns it, hands it to another package's function or to
a function value) leaves the value out of sight.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.uses import Use, UseKind
from goleaklint.parse import Node

T = TypeVar("T")


class HandedUses(Generic[T]):
    """The package functions' uses of the values handed to them, remembered per (callee,
    argument position). ``accept(use, found)`` judges one use of the parameter that does
    not hand it on: it adds what it makes of the use to ``found`` and answers whether the
    use keeps the value in sight."""

    def __init__(
        self, index: PackageIndex, accept: Callable[[Use, list[T]], bool], depth: int
    ) -> None:
        self.index = index
        self.accept = accept
        self.depth = depth
        self._found: dict[tuple[Node, int], list[T] | None] = {}

    def of(self, call: Node, position: int) -> list[T] | None:
        """What the package function ``call`` runs makes of its argument ``position``; None
        when it may do anything else with it, or the callee is not known."""
        return self._of(call, position, self.depth)

    def _of(self, call: Node, position: int, depth: int) -> list[T] | None:
        callee = self.index.callee(call)
        if callee is None or depth == 0 or callee[0].type == "func_literal":
            return None
        key = (callee[0], position)
        if key in self._found:
            return self._found[key]
        self._found[key] = []  # a call back into it adds nothing new
        var = self.index.param_var(callee[0], position)
        found: list[T] | None = [] if var is not None else None
        for use in self.index.uses_within(callee[0]) if var is not None else ():
            if found is None or use.path[0] is not var:
                continue
            if use.path[1] is not None:
                found = None
            elif use.kind == UseKind.ARG and use.call is not None:
                more = self._of(use.call, use.index, depth - 1)
                found = None if more is None else found + more
            elif not self.accept(use, found):
                found = None
        self._found[key] = found
        return found
