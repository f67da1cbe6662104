"""What a package function returns when the context it is handed can never end.

``context.Background()`` and ``context.TODO()`` (and values and ``WithoutCancel`` of them:
:meth:`Contexts.never_done`) are never cancelled and have no deadline: their ``Done()`` is
nil, so a select case receiving from it is never chosen, and their ``Err()`` is nil. A
function whose only failures are its context's (``select { case <-ctx.Done(): return
ctx.Err(); case <-s.ready: return nil }``) cannot fail when handed one:
``sem.Acquire(context.Background(), 1)`` returns nil, and the test's ``if err != nil {
t.Fatal(err) }`` after it is never taken.

The callee is walked with those two calls' results known, for the parameters such a
context is handed to (through an interface of the package, every method it may run must
agree); what every ``return`` a path still reaches gives is what the call returns.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.dataflow.contexts import NEVER_DONE, Contexts
from goleaklint.dataflow.package import RETURNS_QUERY, PackageIndex, agreed_returns
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.types import Types
from goleaklint.dataflow.uses import UseKind
from goleaklint.dataflow.values import NIL, Value
from goleaklint.parse import Node, captures

Results = tuple[Value, ...]
CALL_QUERY = "(call_expression) @call"
CONTEXT = "context.Context"
# How code spells a call making a context that never ends (:data:`contexts.NEVER_DONE`).
QUIET_SPELLINGS = re.compile(
    b"|".join(re.escape(name.encode()) + rb"\(" for name in sorted(NEVER_DONE))
)
# A never-ending context's methods, and what they return.
QUIET_METHODS: dict[str, Results] = {"Done": (NIL,), "Err": (NIL,)}


@dataclass
class QuietContexts:
    index: PackageIndex
    types: Types
    contexts: Contexts
    _results: dict[tuple[Node, frozenset[int]], Results | None] = field(default_factory=dict)

    def call_results(self, function: Node) -> dict[Node, Results]:
        """The calls in ``function``'s own code that hand a never-ending context to a
        package function, with what they return then (where it is known)."""
        if not self._may_hold_quiet_context(function):
            return {}
        found: dict[Node, Results] = {}
        for call in captures(CALL_QUERY, function).get("call", []):
            if syntax.enclosing_function(call) != function:
                continue
            callees = self._callees(call)
            if not callees:
                continue
            arguments = syntax.call_arguments(call)
            quiet = frozenset(
                position
                for position in _context_positions(callees[0])
                if position < len(arguments) and self.contexts.never_done(arguments[position])
            )
            answers = [self.results(callee, quiet) for callee in callees] if quiet else []
            results = _agreed(answers)
            if results is not None:
                found[call] = results
        return found

    def _may_hold_quiet_context(self, function: Node) -> bool:
        """The function spells a context that never ends, or is handed a context (every
        caller may hand it one): else none of its arguments can be one (a cheap test)."""
        text = self.index.file_of(function).source[function.start_byte : function.end_byte]
        if QUIET_SPELLINGS.search(text):
            return True
        return any(
            syntax.text(kind) == CONTEXT
            for holder in {function, self.index.top_level(function)}
            for _, kind in syntax.parameter_names(holder)
            if kind is not None
        )

    def _callees(self, call: Node) -> list[Node]:
        """The package functions the call may run (through an interface of the package,
        each method it may dispatch to)."""
        callee = self.index.callee(call)
        if callee is not None:
            return [callee[0]] if callee[0].type != "func_literal" else []
        return [definition.node for definition in self.types.dispatched(call)]

    def results(self, function: Node, quiet: frozenset[int]) -> Results | None:
        """What ``function`` returns, per result, when the parameters at ``quiet`` hold a
        context that never ends (None where the returns a path reaches disagree)."""
        key = (function, quiet)
        if key not in self._results:
            self._results[key] = self._find_results(function, quiet)
        return self._results[key]

    def _find_results(self, function: Node, quiet: frozenset[int]) -> Results | None:
        if function.type == "func_literal" or function.child_by_field_name("body") is None:
            return None
        count = syntax.result_count(function)
        params = self._parameters(function, quiet)
        if not count or not params:
            return None
        known = self._quiet_calls(function, params)
        if not known:
            return None  # it never asks the context anything: nothing changes
        cfg = self.index.cfg(function)
        reached = self.index.path_values(function).with_results(known).reachable()
        returns = self.index.resolution(function).owned(RETURNS_QUERY, "return", function)
        return agreed_returns(
            (
                statement
                for statement in returns
                if (block := cfg.block_id_for(statement)) is None or block in reached
            ),
            count,
        )

    def _parameters(self, function: Node, quiet: frozenset[int]) -> frozenset[Var]:
        """The parameters at ``quiet`` (declared ``context.Context``)."""
        resolution = self.index.resolution(function)
        names = syntax.parameter_names(function)
        found = {
            var
            for position in quiet & _context_positions(function)
            if (var := resolution.declared_at.get(names[position][0])) is not None
        }
        return frozenset(found)

    def _quiet_calls(self, function: Node, params: frozenset[Var]) -> dict[Node, Results]:
        """``ctx.Done()`` and ``ctx.Err()`` in the function's own code, on a parameter of
        ``params`` it never sets."""
        resolution = self.index.resolution(function)
        assigned = {
            use.path[0]
            for use in self.index.uses_within(function)
            if use.kind == UseKind.ASSIGNED and use.path[1] is None and use.path[0] in params
        }
        found: dict[Node, Results] = {}
        for call in captures(CALL_QUERY, function).get("call", []):
            selected = syntax.selected_method(call)
            if selected is None or syntax.enclosing_function(call) != function:
                continue
            operand, method = selected
            results = QUIET_METHODS.get(method)
            if results is None or syntax.call_arguments(call) or operand.type != "identifier":
                continue
            var = resolution.var_of(operand)
            if var is not None and var in params and var not in assigned:
                found[call] = results
        return found


def _context_positions(function: Node) -> frozenset[int]:
    """The positions of the function's parameters declared ``context.Context``."""
    return frozenset(
        position
        for position, (_, kind) in enumerate(syntax.parameter_names(function))
        if kind is not None and syntax.text(kind) == CONTEXT
    )


def _agreed(answers: list[Results | None]) -> Results | None:
    """The results every answer gives alike (None when one is unknown or none agree)."""
    if not answers or any(answer is None for answer in answers):
        return None
    known = [answer for answer in answers if answer is not None]
    merged = tuple(
        value if all(answer[i] == value for answer in known) else None
        for i, value in enumerate(known[0])
    )
    return merged if any(value is not None for value in merged) else None
