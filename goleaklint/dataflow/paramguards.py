"""Lock calls a function makes only for one value of a boolean parameter.

``func (fs *store) read(seq int, needLock bool) { if needLock { fs.mu.RLock() } ... }`` takes
``fs.mu`` only when its caller passes ``true``: a caller already holding the lock passes
``false`` (``fs.read(seq, false)``), and that call takes nothing. The lock graph's summaries
say which locks a function may take; each carries the parameter tests that must hold for it
(:meth:`ParamGuards.at`), and a call settles them with its arguments
(:meth:`ParamGuards.settle`): a constant
that contradicts a test means the lock is not taken through that call, a parameter passed on
becomes a test of the caller's own.

A test is a parameter of type ``bool`` that the function never assigns nor takes the
address of, read as the whole condition of an ``if`` around the lock call (``p`` or ``!p``,
either branch), or as one of the ``&&``-joined parts of a condition whose ``then`` branch
holds the call.
"""

from __future__ import annotations

from collections.abc import Callable

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.receivers import assigned_variables
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node

Guard = tuple[int, bool]  # (parameter position, the value the call needs it to have)
NO_GUARDS: frozenset[Guard] = frozenset()
VarOf = Callable[[Node], Var | None]


class ParamGuards:
    """The parameter tests of one package's functions (each function's ``bool``
    parameters worked out once: the lock graph asks for every lock and every call)."""

    def __init__(self, index: PackageIndex) -> None:
        self.index = index
        self._flags: dict[Node, dict[Var, int]] = {}

    def at(self, function: Node, node: Node) -> frozenset[Guard] | None:
        """The parameter tests of ``function`` that must hold for ``node`` to run; ``None``
        when two of them contradict each other (``node`` never runs)."""
        positions = self._flag_parameters(function)
        if not positions:
            return NO_GUARDS
        var_of = self.index.resolution(function).var_of
        found: set[Guard] = set()
        child, parent = node, node.parent
        while parent is not None and parent != function:
            if parent.type in ("func_literal", "function_declaration", "method_declaration"):
                return NO_GUARDS  # inside another function: not this one's to settle
            if parent.type == "if_statement":
                condition = parent.child_by_field_name("condition")
                tests = _tests(condition, var_of, positions)
                if child == parent.child_by_field_name("consequence"):
                    found.update(tests)
                elif (
                    child == parent.child_by_field_name("alternative")
                    and len(tests) == 1
                    and _single_test(condition)
                ):
                    ((position, value),) = tests
                    found.add((position, not value))
            child, parent = parent, parent.parent
        return _consistent(found)

    def settle(
        self, caller: Node, call: Node, callee: Node, guards: frozenset[Guard]
    ) -> frozenset[Guard] | None:
        """What ``guards`` (tests of ``callee``'s parameters) ask of ``caller`` once ``call``
        passes its arguments: ``None`` when an argument contradicts one, so the lock is not
        taken through this call; else the tests that fall to ``caller``'s own parameters."""
        if not guards:
            return NO_GUARDS
        arguments = syntax.call_arguments(call)
        if len(arguments) != len(syntax.parameter_names(callee)):
            return NO_GUARDS  # a method expression or a spread: positions do not line up
        caller_positions = self._flag_parameters(caller)
        var_of = self.index.resolution(caller).var_of
        passed_on: set[Guard] = set()
        for position, value in guards:
            argument = syntax.unparen(arguments[position])
            constant = _constant(argument)
            if constant is not None:
                if constant != value:
                    return None
                continue
            if _single_test(argument):
                tests = _tests(argument, var_of, caller_positions)
                passed_on.update((p, v == value) for p, v in tests)
        return _consistent(passed_on)

    def _flag_parameters(self, function: Node) -> dict[Var, int]:
        """The ``bool`` parameters of a function that it never assigns, by position."""
        found = self._flags.get(function)
        if found is None:
            found = self._flags[function] = _flag_parameters(self.index, function)
        return found


def _flag_parameters(index: PackageIndex, function: Node) -> dict[Var, int]:
    names = [
        (position, name)
        for position, (name, kind) in enumerate(syntax.parameter_names(function))
        if kind is not None and syntax.text(kind) == "bool"
    ]
    if not names:
        return {}
    declared = index.resolution(function).declared_at
    changed = assigned_variables(index, function) | _address_taken(index, function)
    return {
        var: position
        for position, name in names
        if (var := declared.get(name)) is not None and var not in changed
    }


def _address_taken(index: PackageIndex, function: Node) -> frozenset[Var]:
    """The variables whose address the function takes (``&needLock``): written through it."""
    found: set[Var] = set()
    for use in index.uses_within(function):
        if use.kind != UseKind.ESCAPE:
            continue
        parent = use.node.parent
        if parent is not None and parent.type == "unary_expression" and _operator(parent) == "&":
            found.add(use.path[0])
    return frozenset(found)


def _tests(condition: Node | None, var_of: VarOf, positions: dict[Var, int]) -> set[Guard]:
    """The parameter tests a condition's ``&&``-joined parts make."""
    condition = syntax.unparen(condition)
    if condition is None:
        return set()
    if condition.type == "binary_expression" and _operator(condition) == "&&":
        return _tests(condition.child_by_field_name("left"), var_of, positions) | _tests(
            condition.child_by_field_name("right"), var_of, positions
        )
    value = True
    if condition.type == "unary_expression" and _operator(condition) == "!":
        condition = syntax.unparen(condition.child_by_field_name("operand"))
        value = False
    if condition is None or condition.type != "identifier":
        return set()
    var = var_of(condition)
    position = positions.get(var) if var is not None else None
    return set() if position is None else {(position, value)}


def _single_test(condition: Node | None) -> bool:
    """The condition is one test (``p`` or ``!p``), not a conjunction."""
    condition = syntax.unparen(condition)
    return condition is not None and not (
        condition.type == "binary_expression" and _operator(condition) == "&&"
    )


def _operator(expression: Node) -> str:
    operator = expression.child_by_field_name("operator")
    return syntax.text(operator) if operator is not None else ""


def _constant(argument: Node | None) -> bool | None:
    if argument is not None and argument.type in ("true", "false"):
        return argument.type == "true"
    return None


def _consistent(guards: set[Guard]) -> frozenset[Guard] | None:
    """The tests, or ``None`` when two of them ask opposite values of one parameter."""
    positions = [position for position, _ in guards]
    return None if len(positions) != len(set(positions)) else frozenset(guards)
