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

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.types import Types, struct_name
from goleaklint.dataflow.uses import Use, UseKind
from goleaklint.parse import Node

T = TypeVar("T")


class HandedUses(Generic[T]):
    """The package functions' uses of the values handed to them, remembered per (callee,
    argument position). ``accept(use, found)`` judges one use of the parameter that does
    not hand it on: it adds what it makes of the use to ``found`` and answers whether the
    use keeps the value in sight."""

    def __init__(
        self,
        index: PackageIndex,
        types: Types,
        accept: Callable[[Use, list[T]], bool],
        depth: int,
    ) -> None:
        self.index = index
        self.types = types
        self.accept = accept
        self.depth = depth
        self._found: dict[tuple[Node, int], list[T] | None] = {}
        # The calls being followed, innermost last, each with whether it met a call back
        # into one further out (its answer then lacks what that one does: not kept).
        self._active: list[tuple[Node, int]] = []
        self._partial: set[tuple[Node, int]] = set()

    def of(self, call: Node, position: int) -> list[T] | None:
        """What the package function ``call`` runs makes of its argument ``position``; None
        when it may do anything else with it, or the callee is not known."""
        return self._of(call, position, self.depth)

    def _of(self, call: Node, position: int, depth: int) -> list[T] | None:
        callee = self.callee(call)
        if callee is None or depth == 0:
            return None
        key = (callee, position)
        if key in self._found:
            return self._found[key]
        if key in self._active:  # a call back into it: what it does is being gathered
            self._partial.update(self._active[self._active.index(key) + 1 :])
            return []
        self._active.append(key)
        var = self.index.param_var(callee, position)
        found: list[T] | None = [] if var is not None else None
        for use in self.index.uses_within(callee) if var is not None else ():
            if found is None or use.path[0] is not var:
                continue
            if use.path[1] is not None:
                found = None
            elif use.kind == UseKind.ARG and use.call is not None:
                more = self._of(use.call, use.index, depth - 1)
                found = None if more is None else found + more
            elif not self.accept(use, found):
                found = None
        self._active.pop()
        if key in self._partial:
            self._partial.discard(key)
        else:
            self._found[key] = found
        return found

    def callee(self, call: Node) -> Node | None:
        """The package function ``call`` runs, when the code says which: a function called
        by name, or a method of a value whose declared type is one of the package's
        structs (not an interface another package's type may satisfy, nor a value whose
        type is unknown that only shares the method's name)."""
        found = self.index.callee(call)
        if found is None or found[0].type == "func_literal":
            return None
        function = syntax.unparen(call.child_by_field_name("function"))
        if function is not None and function.type == "selector_expression":
            struct = struct_name(self.types.of(function.child_by_field_name("operand")))
            if struct is None or struct not in self.index.struct_types:
                return None
            method = self.types.method(struct, syntax.text(function.child_by_field_name("field")))
            if method is None or method.node != found[0]:
                return None
        return found[0]
