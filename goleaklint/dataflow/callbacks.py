"""Functions handed to a parameter and run through it: ``s.withLock(func() {...})``.

A package function that calls one of its function-typed parameters (``f()``) runs there
whatever its calls hand it: a function literal written as the argument, a package function
named there, a local declared with a literal and never set again, or the caller's own
parameter handed on (followed :data:`HANDED_DEPTH` calls up). Calls the package cannot see
may hand it other functions; those handed here still run at ``f()``, so what they do there
is real: the locks held around ``f()`` are held while a handed literal takes its own
(:meth:`Callbacks.run_by`). A parameter called in a ``go`` statement, or in a literal of the
function (which may run on another goroutine, or later), is not run in place.

Seen from a call that hands a function over, the function runs during that call and no
other's: :meth:`Callbacks.handed_at` names what a call hands to parameters its callee runs,
so each caller's summary holds its own literal, not every caller's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex, fixed_value, never_reassigned
from goleaklint.dataflow.scope import Resolution, Var
from goleaklint.parse import Node

HANDED_DEPTH = 3  # parameters handed on from caller to callee followed this far
DECLARATIONS = frozenset({"function_declaration", "method_declaration"})


@dataclass(frozen=True)
class Handed:
    """A function handed to a parameter, and the call that hands it there."""

    function: Node
    call: Node


@dataclass
class Callbacks:
    """The functions each function-typed parameter of one package's functions is handed."""

    index: PackageIndex
    callers: Callable[[Node], list[tuple[Node, Node]]]
    _handed: dict[tuple[Var, int], tuple[Handed, ...]] = field(default_factory=dict)
    _runs: dict[tuple[Node, int, int], bool] = field(default_factory=dict)

    def run_by(self, call: Node) -> tuple[Handed, ...]:
        """What a call of a parameter (``f()``) runs: the functions its callers hand it."""
        function = syntax.unparen(call.child_by_field_name("function"))
        if function is None or function.type != "identifier":
            return ()
        var = self.index.resolution(call).var_of(function)
        if var is None or var.kind != "param":
            return ()
        return self.handed_to(var)

    def handed_to(self, param: Var, depth: int = 0) -> tuple[Handed, ...]:
        """The functions the package's calls of ``param``'s function hand it, when nothing
        there gives the parameter another value."""
        key = (param, depth)
        found = self._handed.get(key)
        if found is None:
            self._handed[key] = ()  # (a call back into the function met meanwhile)
            found = self._handed[key] = tuple(self._find(param, depth))
        return found

    def _find(self, param: Var, depth: int) -> Iterable[Handed]:
        owner = param.owner
        if owner.type not in DECLARATIONS or self.index.param_var(owner, param.index) != param:
            return  # a literal's parameter, or a variadic one
        if not never_reassigned(param, self.index.resolution(owner), pointer=True):
            return
        for call, caller in self.callers(owner):
            arguments = syntax.call_arguments(call)
            if param.index >= len(arguments):
                continue
            for function in self._functions_of(arguments[param.index], caller, depth):
                yield Handed(function, call)

    def _functions_of(self, argument: Node, caller: Node, depth: int) -> Iterable[Node]:
        node = syntax.unparen(argument)
        if node is None:
            return
        if node.type == "func_literal":
            yield node
            return
        if node.type != "identifier":
            return
        var = self.index.resolution(caller).var_of(node)
        if var is None:
            definition = self.index.functions.get(syntax.text(node))
            if definition is not None:
                yield definition.node
        elif var.kind == "local":
            value = syntax.unparen(fixed_value(var, self.index.resolution(caller)))
            if value is not None and value.type == "func_literal":
                yield value  # ``show := func() {...}``, never set again: that literal
        elif var.kind == "param" and depth < HANDED_DEPTH:
            yield from (handed.function for handed in self.handed_to(var, depth + 1))

    def handed_at(self, call: Node, callee: Node) -> tuple[Node, ...]:
        """The functions ``call`` hands ``callee`` for it to run: each argument written as
        a literal, naming a package function or a local declared with a literal, given to
        a parameter the callee calls (or hands on to a function that does)."""
        if callee.type not in DECLARATIONS:
            return ()
        caller = self.index.enclosing_function(call)
        if caller is None:
            return ()
        found: list[Node] = []
        for position, argument in enumerate(syntax.call_arguments(call)):
            if syntax.unparen(argument) is None or not self._maybe_function(argument):
                continue
            if self.runs(callee, position):
                found.extend(self._functions_of(argument, caller, HANDED_DEPTH))
        return tuple(found)

    def runs(self, function: Node, position: int, depth: int = 0) -> bool:
        """``function``'s own code calls its parameter at ``position`` (not a literal of
        it, which may run on another goroutine or later), or hands it on to a package
        function that runs it (:data:`HANDED_DEPTH` calls down), not in a ``go``
        statement."""
        key = (function, position, depth)  # (an answer cut short by the depth is its own)
        found = self._runs.get(key)
        if found is None:
            self._runs[key] = False  # (a recursive hand-on met meanwhile)
            found = self._runs[key] = self._find_runs(function, position, depth)
        return found

    def _find_runs(self, function: Node, position: int, depth: int) -> bool:
        param = self.index.param_var(function, position)
        if param is None:
            return False
        resolution = self.index.resolution(function)
        for ident, var in resolution.uses.items():
            if var != param or resolution.owner(ident) != function:
                continue  # a literal's call may run on another goroutine, or later
            parent = resolution.parent(ident)
            if parent is None:
                continue
            if parent.type == "call_expression" and parent.child_by_field_name("function") == ident:
                if not _started(parent, resolution):
                    return True  # (``go f()`` runs it on another goroutine)
                continue
            call = resolution.parent(parent) if parent.type == "argument_list" else None
            if call is None or depth >= HANDED_DEPTH or _started(call, resolution):
                continue
            callee = self.index.callee(call)
            if callee is None or callee[0].type not in DECLARATIONS:
                continue
            at = next((i for i, a in enumerate(syntax.call_arguments(call)) if a == ident), None)
            if at is not None and self.runs(callee[0], at, depth + 1):
                return True
        return False

    @staticmethod
    def _maybe_function(argument: Node) -> bool:
        node = syntax.unparen(argument)
        return node is not None and node.type in ("func_literal", "identifier")


def _started(call: Node, resolution: Resolution) -> bool:
    """The call is a ``go`` statement's: it runs on another goroutine."""
    statement = resolution.parent(call)
    return statement is not None and statement.type == "go_statement"
