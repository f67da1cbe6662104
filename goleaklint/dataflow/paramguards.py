"""Lock calls a function makes only for one value of a boolean parameter, or only when a
parameter is nil (or only when it is not).

``func (fs *store) read(seq int, needLock bool) { if needLock { fs.mu.RLock() } ... }`` takes
``fs.mu`` only when its caller passes ``true``: a caller already holding the lock passes
``false`` (``fs.read(seq, false)``), and that call takes nothing. The lock graph's summaries
say which locks a function may take; each carries the parameter tests that must hold for it
(:meth:`ParamGuards.at`), and a call settles them with its arguments
(:meth:`ParamGuards.settle`): a constant that contradicts a test means the lock is not taken
through that call, a parameter passed on becomes a test of the caller's own. The same goes
for a parameter that may be nil (a pointer, map, channel, slice, function, interface or
``error``) tested against nil, directly or through a local (``solicit := cfg != nil``;
``if solicit { s.mu.RLock() }``): ``s.create(nil, conn)`` takes nothing there.

A flag is such a parameter the function never sets (:func:`receivers.writes`). Whether a
lock call needs one value of it is the shared value domain's answer: the call's block is
out of reach of the paths that start with the other value (an ``if`` around it, an early
``return``: the conditions :class:`~goleaklint.dataflow.values.PathValues` reads).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.receivers import writes
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.values import (
    NIL,
    NONNIL,
    PathValues,
    Value,
    certainly_not_nil,
    first_parameter_tests,
)
from goleaklint.parse import Node

Guard = tuple[int, Value]  # (parameter position, the value the call needs it to have)
NO_GUARDS: frozenset[Guard] = frozenset()
BOOLEANS: tuple[Value, Value] = (True, False)
NILNESS: tuple[Value, Value] = (NIL, NONNIL)
# Parameter types whose values may be nil, spelled so that no declaration is needed.
NILABLE_TYPES = frozenset(
    {"pointer_type", "map_type", "channel_type", "slice_type", "function_type", "interface_type"}
)
NILABLE_NAMES = frozenset({"error", "any"})
# A call whose arguments (no nested parentheses) spell ``nil``: the name called.
NIL_CALL = re.compile(rb"\b(\w+)\([^()]*\bnil\b")


class ParamGuards:
    """The parameter tests of one package's functions (each function's flags, and the
    blocks each value of a flag reaches, worked out once: the lock graph asks for every
    lock and every call)."""

    def __init__(self, index: PackageIndex) -> None:
        self.index = index
        self._flags: dict[Node, dict[Var, tuple[int, bool]]] = {}
        self._gates: dict[Node, dict[Var, tuple[int, int, bool]]] = {}
        self._reached: dict[tuple[Var, Value], frozenset[int]] = {}
        self._domains: dict[Node, PathValues] = {}
        self._at: dict[Node, frozenset[Guard] | None] = {}
        self._through: dict[tuple[Node, frozenset[Guard]], frozenset[Guard] | None] = {}
        self._nil_callees: set[str] | None = None  # names some call passes ``nil`` to

    def at(self, function: Node, node: Node) -> frozenset[Guard] | None:
        """The parameter tests of ``function`` that must hold for ``node`` to run; ``None``
        when no value of some flag lets it run."""
        if node not in self._at:
            self._at[node] = self._find_at(function, node)
        return self._at[node]

    def through(
        self, caller: Node, call: Node, callee: Node, guards: frozenset[Guard]
    ) -> frozenset[Guard] | None:
        """The tests ``caller`` needs for a lock ``callee`` takes under ``guards`` to be taken
        through ``call``: the callee's settled by the arguments, and the caller's own around
        the call; ``None`` when the lock cannot be taken through it."""
        key = (call, guards)
        if key not in self._through:
            around = self.at(caller, call)
            settled = self.settle(caller, call, callee, guards)
            combined = None if around is None or settled is None else around | settled
            if combined is not None and len({p for p, _ in combined}) != len(combined):
                combined = None  # the call and the lock need opposite values of one flag
            self._through[key] = combined
        return self._through[key]

    def _find_at(self, function: Node, node: Node) -> frozenset[Guard] | None:
        # A flag gates only what comes after its first test (the first time through, a
        # loop runs what precedes the test whatever the flag): most calls ask no walk.
        gates = [
            (var, position, boolean)
            for var, (position, first_test, boolean) in self._gates_of(function).items()
            if first_test < node.start_byte
        ]
        if not gates:
            return NO_GUARDS
        block = self.index.cfg(function).block_for(node)
        if block is None:
            return NO_GUARDS  # inside a literal: not this function's paths
        found: set[Guard] = set()
        for var, position, boolean in gates:
            values = BOOLEANS if boolean else NILNESS
            runs = [value for value in values if block.id in self._reached_with(var, value)]
            if not runs:
                return None
            if len(runs) == 1:
                found.add((position, runs[0]))
        return frozenset(found)

    def settle(
        self, caller: Node, call: Node, callee: Node, guards: frozenset[Guard]
    ) -> frozenset[Guard] | None:
        """What ``guards`` (tests of ``callee``'s parameters) ask of ``caller`` once ``call``
        passes its arguments: ``None`` when an argument contradicts one, so the lock is not
        taken through this call; else the tests that fall to ``caller``'s own flags."""
        if not guards:
            return NO_GUARDS
        arguments = syntax.call_arguments(call)
        if len(arguments) != len(syntax.parameter_names(callee)):
            return NO_GUARDS  # a method expression or a spread: positions do not line up
        flags = self._flag_parameters(caller)
        var_of = self.index.resolution(caller).var_of
        passed_on: dict[int, Value] = {}
        for position, value in guards:
            argument = syntax.unparen(arguments[position])
            given = _constant_argument(argument)
            if given is not None:
                if given != value:
                    return None
                continue
            passed = _passed_flag(argument, var_of, flags)
            if passed is not None and not _same_type(caller, passed[0], callee, position):
                passed = None  # a nil ``*T`` handed on as an interface is not nil there
            if passed is not None:
                mine, same = passed
                needed = value if same else not value
                if passed_on.setdefault(mine, needed) != needed:
                    return None  # ``f(p, !p)``: the lock needs both values of ``p``
        return frozenset(passed_on.items())

    def _flag_parameters(self, function: Node) -> dict[Var, tuple[int, bool]]:
        """The ``bool`` parameters, and those that may be nil, of a function that it never
        sets: their positions, and whether each is a ``bool``."""
        found = self._flags.get(function)
        if found is None:
            nilable = self._called_with_constants(function)
            found = self._flags[function] = _flag_parameters(self.index, function, nilable)
        return found

    def _called_with_constants(self, function: Node) -> bool:
        """Some call spelling the function's name passes ``nil`` in its arguments: only then
        is a nil test of its parameters worth its walks (a text test: a call it misses only
        keeps a lock, as a value never nil that settles the other way would)."""
        if self._nil_callees is None:  # one pass over the package's text
            self._nil_callees = {
                match.group(1).decode()
                for go_file in self.index.files
                for match in NIL_CALL.finditer(go_file.source)
            }
        return syntax.text(function.child_by_field_name("name")) in self._nil_callees

    def _gates_of(self, function: Node) -> dict[Var, tuple[int, int, bool]]:
        """The flags the function tests: position, where the first test starts, and
        whether it is a ``bool``."""
        found = self._gates.get(function)
        if found is None:
            flags = self._flag_parameters(function)
            resolution = self.index.resolution(function)
            tests = first_parameter_tests(function, resolution, compared=True) if flags else {}
            found = self._gates[function] = {
                var: (position, tests[var], boolean)
                for var, (position, boolean) in flags.items()
                if var in tests
            }
        return found

    def _reached_with(self, flag: Var, value: Value) -> frozenset[int]:
        """The blocks of the flag's function that paths starting with ``value`` reach (the
        function's other flags not known)."""
        key = (flag, value)
        found = self._reached.get(key)
        if found is None:
            function = flag.owner
            domain = self._domains.get(function)
            if domain is None:  # one domain tracking every flag, for every start
                flags: dict[Var, Value] = {
                    var: True if boolean else NONNIL
                    for var, (_, _, boolean) in self._gates_of(function).items()
                }
                domain = self.index.path_values(function).seeded(flags)
                self._domains[function] = domain
            known = {
                other: (value if other == flag else None) for other in self._gates_of(function)
            }
            found = self._reached[key] = domain.reachable(domain.start_knowing(known))
        return found


def _constant_argument(argument: Node | None) -> Value:
    """What an argument is known to be without a path: ``true``, ``false``, ``nil``, or a
    value that is never nil (``&T{}``, ``make(...)``, a literal)."""
    if argument is None:
        return None
    if argument.type in ("true", "false"):
        return argument.type == "true"
    if argument.type == "nil":
        return NIL
    return NONNIL if certainly_not_nil(argument) else None


def _passed_flag(
    argument: Node | None,
    var_of: Callable[[Node], Var | None],
    flags: dict[Var, tuple[int, bool]],
) -> tuple[int, bool] | None:
    """The caller's flag an argument passes on (``p``, or ``!p`` negated), and whether it
    passes it as it is."""
    same = True
    if argument is not None and argument.type == "unary_expression" and syntax.token(argument, "!"):
        argument = syntax.unparen(argument.child_by_field_name("operand"))
        same = False
    if argument is None or argument.type != "identifier":
        return None
    var = var_of(argument)
    flag = flags.get(var) if var is not None else None
    if flag is None or (not same and not flag[1]):
        return None
    return flag[0], same


def _flag_parameters(
    index: PackageIndex, function: Node, nilable: bool
) -> dict[Var, tuple[int, bool]]:
    names = [
        (position, name, syntax.text(kind) == "bool")
        for position, (name, kind) in enumerate(syntax.parameter_names(function))
        if kind is not None
        and (syntax.text(kind) == "bool" or (nilable and _nilable(kind)))
        and not _variadic(name)  # ``opts ...*T`` is a slice, never nil when passed one
    ]
    if not names:
        return {}
    declared = index.resolution(function).declared_at
    written = {use.path[0] for use in writes(index, function)}
    return {
        var: (position, boolean)
        for position, name, boolean in names
        if (var := declared.get(name)) is not None and var not in written
    }


def _same_type(caller: Node, mine: int, callee: Node, theirs: int) -> bool:
    """The caller's parameter at ``mine`` and the callee's at ``theirs`` are declared with
    the same type, as spelled."""
    caller_params = syntax.parameter_names(caller)
    callee_params = syntax.parameter_names(callee)
    if mine >= len(caller_params) or theirs >= len(callee_params):
        return False
    first, second = caller_params[mine][1], callee_params[theirs][1]
    return first is not None and second is not None and syntax.text(first) == syntax.text(second)


def _variadic(name: Node) -> bool:
    return name.parent is not None and name.parent.type == "variadic_parameter_declaration"


def _nilable(kind: Node) -> bool:
    """A parameter type whose values may be nil, as spelled."""
    return kind.type in NILABLE_TYPES or syntax.text(kind) in NILABLE_NAMES
