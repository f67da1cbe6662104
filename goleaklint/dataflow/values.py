"""What a path already knows about a function's simple local variables.

Every path search (:mod:`goleaklint.dataflow.paths`) carries, next to its rule's own state,
the values that the path assigned to a few local variables: booleans (``held := false``),
small integers (``i := 0; i++``), whether a pointer, channel, map or function is nil
(``done = make(chan struct{})``) and whether a string is empty. A branch whose condition
contradicts those values is not followed, and a branch the path takes teaches it the
condition (after ``if x == nil`` on the true edge, ``x`` is nil). This is what lets every
rule see correlated conditions: a lock taken under ``if miss { ...; held = true }`` and again
under ``if !held``, a loop that runs exactly twice, a worker started only while ``done ==
nil``.

Only variables that can matter and that nothing else can change are tracked: locals and
named results of the function itself (not of a nested literal), tested by some condition of
the function, never assigned inside a function literal and never lent by address; and, when
two conditions test them, locals and parameters never set again and fields of those, or
chains of fields (``s.f.opts.blocking``), that the function never sets, nor a field above
them (a guard read twice: ``if withDr { go h() }`` ... ``if withDr { <-done }``), and
type assertions of those tested twice (the ``ok`` of ``v, ok := s.store.(*T)``: every such
``ok`` shares one slot, see :func:`aliases`). A few
values are known without a path: another package's ``ErrX`` and ``EOF`` are not nil, nor
is ``ctx.Err()`` in a select case that received from ``ctx.Done()``; and there, for a
context no deadline can end (``WithCancel`` of ``Background()``), it is
``context.Canceled``, so ``if ctx.Err() != context.Canceled`` is never taken.
Integers are exact within ``-INT_LIMIT..INT_LIMIT`` and unknown beyond, so loops cannot
grow the state without bound.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Literal, TypeGuard

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Block, Edge, Kind, check_assertion
from goleaklint.dataflow.drains import drains
from goleaklint.dataflow.lenguards import always_exits
from goleaklint.dataflow.parents import TREE_PARENT, ParentOf
from goleaklint.dataflow.scope import Resolution, Var
from goleaklint.dataflow.uses import loop_around_both
from goleaklint.parse import Node, captures

INT_LIMIT = 16
REACH_LIMIT = 5_000  # (block, env) states a reachability walk visits before it gives up
NIL: Literal["nil"] = "nil"
NONNIL: Literal["non-nil"] = "non-nil"
Value = bool | int | Literal["nil", "non-nil"] | None  # None: unknown
Env = tuple[Value, ...]  # one entry per tracked variable, in a fixed order
# What a slot of the env holds: a variable, or a field of one (``pc.withDr``).
Slot = Var | tuple[Var, str]
# What some slots hold on entry.
Seeds = Mapping[Var, Value] | Mapping[tuple[Var, str], Value] | Mapping[Slot, Value]

CONDITIONS_QUERY = """
(if_statement condition: (_) @condition)
(for_statement (_) @condition)
(for_clause condition: (_) @condition)
(expression_switch_statement !value (expression_case value: (expression_list (_) @condition)))
"""
ADDRESS_QUERY = """(unary_expression operator: "&" operand: (identifier) @lent)"""
# Expressions that are certainly not nil.
FRESH_VALUES = frozenset({"composite_literal", "func_literal"})
FRESH_CALLS = frozenset({"make", "new"})
SPREAD = frozenset({"variadic_argument", "comment"})  # not an element of its own
# Builtins whose result is 0 for a nil slice, map or channel (and ``len`` of ``""``).
LENGTHS = frozenset({b"len", b"cap"})
NEW_ERRORS = frozenset({"errors.New", "fmt.Errorf"})  # calls that make an error: never nil
COMPARISONS = frozenset({"==", "!=", "<", "<=", ">", ">="})
ARITHMETIC = frozenset({"+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "&^"})
# Strings are known only as empty or not: the domain keeps ``""`` as it keeps ``nil``. Only
# guards read twice (a field or parameter never set) are tracked for them: a local string
# set here and there would multiply the paths for little.
STRING_LITERALS = frozenset({"interpreted_string_literal", "raw_string_literal"})
EMPTY_STRINGS = frozenset({'""', "``"})
ZEROS = frozenset({"nil", *EMPTY_STRINGS})
# Named results start as the zero value of their type and change like locals.
TRACKED_KINDS = frozenset({"local", "result"})
# Locals and parameters set once and never again hold one value through the function.
STABLE_KINDS = frozenset({"local", "param"})
# Variables whose fields a path may learn: the function's own, its parameters, its receiver.
FIELD_HOLDER_KINDS = frozenset({"local", "param", "receiver"})
SENTINEL_ERROR = re.compile(r"Err[A-Z0-9]\w*|EOF")


@dataclass(frozen=True)
class _Known:
    """A value known without evaluating anything: the zero value of ``var x T``."""

    value: Value


# testify ``require`` assertions: the value their checked argument has when they pass.
PASSING_CHECKS: dict[str, Value] = {
    "NoError": NIL,
    "Nil": NIL,
    "Error": NONNIL,
    "NotNil": NONNIL,
    "True": True,
    "False": False,
}
# What a call to a function of the package returns, per result, when every one of its
# ``return`` statements gives the same known value there (``return x, nil``).
Results = Callable[[Node], tuple[Value, ...] | None]


@dataclass(frozen=True)
class _Result:
    """Result ``index`` of a call assigned to several targets (``v, err := f()``)."""

    call: Node
    index: int


@dataclass(frozen=True)
class _Assignment:
    targets: tuple[Node, ...]
    # What each target gets: an expression, a known value, one result of a call, or None
    # (the path cannot know).
    values: tuple[Node | _Known | _Result | None, ...]
    step: int = 0  # for ``x++`` / ``x--`` / ``x += c``: the change; the value is then None


def certainly_not_nil(node: Node) -> bool:
    """A literal, ``make(...)``, ``new(...)``, an address ``&x`` or a slice grown by an
    element (``append(xs, x)``): never nil."""
    if node.type in FRESH_VALUES:
        return True
    if node.type == "unary_expression":
        return syntax.token(node, "&") is not None
    return _fresh_call(node)


def _fresh_call(node: Node) -> bool:
    """``make(...)``, ``new(...)``, or ``append`` given at least one element: a slice that
    holds an element is not nil (``append(xs, ys...)`` is, when both are)."""
    if node.type != "call_expression":
        return False
    name = syntax.call_name(node)
    if name in FRESH_CALLS:
        return True
    if name != "append":
        return False
    arguments = node.child_by_field_name("arguments")
    elements = arguments.named_children[1:] if arguments is not None else []
    return any(e.type not in SPREAD for e in elements)


def new_error(call: Node, resolution: Resolution) -> bool:
    """``errors.New(...)`` or ``fmt.Errorf(...)``: a new error, never nil."""
    function = call.child_by_field_name("function")
    if call.type != "call_expression" or function is None:
        return False
    operand = function.child_by_field_name("operand")
    if function.type != "selector_expression" or operand is None:
        return False
    if operand.type != "identifier" or resolution.var_of(operand) is not None:
        return False
    return syntax.text(function) in NEW_ERRORS


def never_zero(value: Node | None) -> bool:
    """``true``, a number literal other than 0, a string literal other than ``""``, or a
    value :func:`certainly_not_nil`: never the zero value of its type."""
    node = syntax.unparen(value)
    if node is None:
        return False
    if node.type == "true":
        return True
    if node.type in ("int_literal", "float_literal"):
        digits = syntax.text(node).replace("_", "")
        parse = float if node.type == "float_literal" else lambda text: int(text, 0)
        try:
            return parse(digits) != 0
        except ValueError:
            return False  # a form Python does not read (``0x1p-2``): not known
    if node.type in STRING_LITERALS:
        return syntax.text(node) not in EMPTY_STRINGS
    return certainly_not_nil(node)


class PathValues:
    """The value domain of one function: which variables it tracks and how blocks and
    edges change what a path knows about them."""

    def __init__(
        self,
        cfg: CFG,
        resolution: Resolution,
        constants: dict[str, int],
        trips: Callable[[Node], int | None] | None = None,
        seeds: Seeds | None = None,
        recovered: Value = None,
        results: Results | None = None,
        watched: tuple[Node, ...] = (),
        sent: Mapping[int, tuple[Node, Value]] | None = None,
        only: frozenset[Slot] | None = None,
        unclosed: Callable[[Node], bool] | None = None,
    ) -> None:
        self.cfg = cfg
        # Channel expressions nothing ever closes, beyond those :mod:`drains` sees itself
        # (a field only its package's sends use: :meth:`PackageIndex.never_closed`).
        self.unclosed = unclosed
        self.resolution = resolution
        self.constants = constants
        self.trips = trips
        self.results = results
        self.watched = watched
        # Send blocks whose sent expression is known to have held a value there (what a
        # launcher received from a goroutine's report): a path that contradicts it is not
        # taken past the send.
        self.sent: Mapping[int, tuple[Node, Value]] = sent or {}
        # What ``recover()`` returns, when known: run as a deferred call, it is not nil
        # during a panic and nil on a normal return.
        self.recovered = recovered
        # A select case is a test too: one on a channel that is nil is never chosen.
        cases = {
            block.id: channel
            for block in cfg.blocks
            if block.kind == Kind.COMM
            and (channel := _case_channel(_communication(block))) is not None
        }
        # A ``require`` assertion is a test too: it leaves the function when it fails.
        self.checks: dict[int, tuple[Node, Value]] = {
            block.id: check
            for block in cfg.blocks
            if block.kind == Kind.CHECK and (check := passing_check(block)) is not None
        }
        checked = [ident for node, _ in self.checks.values() for ident in _identifiers(node)]
        # Values known at the start: parameters bound to known arguments (a goroutine started
        # with ``go f(done)`` and ``done`` a fresh channel starts with ``done != nil``).
        stored: dict[Slot, Value] = {
            slot: value
            for slot, given in (seeds or {}).items()
            if (value := _stored(given)) is not None
        }
        self.seeds = stored
        self.tracked: tuple[Slot, ...] = _tracked(
            cfg.function,
            resolution,
            constants,
            (*cases.values(), *checked, *watched),
            recovered is not None,
            results,
            watched,
            tuple(stored),
        )
        self.tracked += tuple(v for v in stored if v not in self.tracked)
        # A narrowed domain (:meth:`only_tracking`) keeps only the slots asked for.
        self.only = only
        if only is not None:
            self.tracked = tuple(slot for slot in self.tracked if slot in only)
        # Conditions that call ``recover()`` itself (``if recover() != nil``), when what it
        # returns is known.
        self._recover_tests = (
            frozenset(
                block.id
                for block in cfg.blocks
                if block.kind == Kind.COND
                and (condition := _branch_condition(block)) is not None
                and any(_recovers(n) for n in syntax.descendants_outside_closures(condition))
            )
            if recovered is not None
            else frozenset()
        )
        # Comparisons of a done context's ``Err`` with ``context.Canceled`` (or
        # ``DeadlineExceeded``) where the context has no deadline, and the conditions
        # holding them: decided without a path (:meth:`_cancel_reason`).
        self._reasons: dict[Node, bool] = {}
        tests: set[int] = set()
        for block in cfg.blocks:
            condition = _branch_condition(block) if block.kind == Kind.COND else None
            if condition is None or not _names_context_error(condition):
                continue
            for node in (condition, *syntax.descendants_outside_closures(condition)):
                if node.type in COMPARING and (reason := self._cancel_reason(node)) is not None:
                    self._reasons[node] = reason
                    tests.add(block.id)
        self._reason_tests = frozenset(tests)
        # Tests of a call whose results are known (``if !q.push(job)``, ``require.True(t,
        # q.push(job))``): they decide their edges whatever the path knows.
        self._result_tests = (
            frozenset(
                block.id
                for block in cfg.blocks
                if (test := _test_of(block, self.checks)) is not None
                and any(self._known_call(call) for call in _tested_calls(test))
            )
            if results is not None
            else frozenset()
        )
        self.position = {var: i for i, var in enumerate(self.tracked)}
        # ``ok`` variables standing for a tracked assertion slot -> that slot's position.
        self._aliased: dict[Var, int] = {
            var: self.position[slot]
            for var, slot in (aliases(resolution).items() if self.tracked else ())
            if slot in self.position
        }
        # Select case block -> the slot of the channel variable it sends on or receives from.
        self.case_slots: dict[int, int] = {
            case: slot
            for case, channel in cases.items()
            if (slot := self._position_of(channel)) is not None
        }
        # Select cases that can never be ready: never chosen on any path.
        self.dead_cases = _never_ready(cfg, cases, resolution)
        if results is not None:  # a case on a call known to give nil: ``<-ctx.Done()``
            self.dead_cases |= _nil_call_cases(cfg, results)
        # Range loops of a known length (``for range 3``, a literal's elements) count their
        # iterations in slots after the variables': they run exactly that many times.
        self.counted: dict[int, tuple[int, int]] = {}  # LOOP block -> (slot, trips)
        for head in sorted(cfg.loop_body):
            loop = cfg.blocks[head].loop
            if loop is None or trips is None or not _ranges(loop):
                continue
            count = trips(loop)
            if count is not None and 0 < count <= INT_LIMIT:
                self.counted[head] = (len(self.tracked) + len(self.counted), count)
        # Range loops over a channel only the function's own ``close`` statements close: one
        # flag per channel, in slots after the counts, set by a close; the loops' exit needs it.
        self.drained: dict[int, int] = {}  # LOOP block -> slot
        self.closing: dict[int, tuple[int, ...]] = {}  # close block -> slots
        first = len(self.tracked) + len(self.counted)
        channels = drains(cfg, resolution, unclosed)
        for slot, drain in enumerate(channels, start=first):
            self.drained.update((head, slot) for head in drain.heads)
            for block_id in drain.closes:
                self.closing[block_id] = (*self.closing.get(block_id, ()), slot)
        self._assignments: dict[int, list[_Assignment]] = {}
        starts = [_start_value(slot, stored) for slot in self.tracked]
        counts: list[Value] = [None] * len(self.counted)
        self._empty: Env = tuple(starts + counts + [False] * len(channels))
        # Many rule states share an env: each (block, env) is worked out once.
        self._after: dict[tuple[int, Env], Env] = {}
        self._reached: frozenset[int] | None = None  # what :meth:`reachable` gives from the start
        self._on_edge: dict[tuple[int, Edge, int, Env], Env | None] = {}
        self._cases: dict[int, list[tuple[Node, list[Node]]]] = {}  # tagless switches

    def seeded(self, seeds: Seeds) -> PathValues:
        """The same domain, starting from what ``seeds`` says of some variables (or
        fields of one that the function never sets: ``(receiver, "policy")``)."""
        known: dict[Slot, Value] = {slot: _stored(v) for slot, v in seeds.items()}
        known = {slot: v for slot, v in known.items() if v is not None}
        return self._variant(seeds=known) if known else self

    def deferred(self, panicking: bool, seeds: dict[Var, Value] | None = None) -> PathValues:
        """The same domain for a run as a deferred call: during a panic ``recover()``
        returns the panic's value (never nil), on a normal return nil; ``seeds`` are what
        the deferring function's variables hold when it returns."""
        return self._variant(seeds=seeds, recovered=NONNIL if panicking else NIL)

    def watching(self, idents: tuple[Node, ...]) -> PathValues:
        """The same domain, also tracking the function's variables that ``idents`` name
        where they are tested outside its own conditions (in a literal it defers)."""
        return self._variant(watched=idents) if idents else self

    def with_results(self, known: dict[Node, tuple[Value, ...]]) -> PathValues:
        """The same domain, with what some of its calls return known (a goroutine's
        ``Accept`` on a listener nothing closes yet returns no error)."""
        if not known:
            return self
        base = self.results

        def results(call: Node) -> tuple[Value, ...] | None:
            found = known.get(call)
            if found is None and base is not None:
                found = base(call)
            return found

        return self._variant(results=results)

    def with_sent(self, sent: Mapping[int, tuple[Node, Value]]) -> PathValues:
        """The same domain, knowing what the expression sent at some send blocks held
        there (:mod:`goleaklint.dataflow.reports`); a variable sent is tracked."""
        known = {block: pair for block, pair in sent.items() if pair[1] is not None}
        if not known:
            return self
        names = tuple(
            node
            for expr, _ in known.values()
            if (node := syntax.unparen(expr)) is not None and node.type == "identifier"
        )
        return self._variant(sent=known, watched=(*self.watched, *names))

    def deciding(self, nodes: Iterable[Node]) -> PathValues:
        """The domain kept to the slots that decide which of ``nodes`` a path runs: those
        the conditions around them test (:func:`_guarding_tests`), and those the values
        assigned to these are worked out from."""
        return self.only_tracking(_with_sources(self, set(_guarding_tests(self, nodes))))

    def pairing(self, ops: Iterable[tuple[Hashable, bool, Node]]) -> PathValues:
        """The domain kept to the slots that pair an acquisition with its release: tested
        by a condition around an acquiring ``(key, True, node)`` of some key and by another
        around a releasing ``(key, False, node)`` of it (``if recovering { mu.Lock() }``
        ... ``if recovering { mu.Unlock() }``; one test before both, ``if err != nil {
        return }``, pairs nothing), and those their values are worked out from."""
        takes: dict[Hashable, list[Node]] = {}
        lets_go: dict[Hashable, list[Node]] = {}
        for key, acquire, node in ops:
            (takes if acquire else lets_go).setdefault(key, []).append(node)
        slots: set[Slot] = set()
        for key, nodes in takes.items():
            if key not in lets_go:
                continue
            taking, releasing = _guarding_tests(self, nodes), _guarding_tests(self, lets_go[key])
            slots.update(
                slot
                for slot in taking.keys() & releasing.keys()
                if len(taking[slot] | releasing[slot]) > 1
            )
        return self.only_tracking(_with_sources(self, slots))

    def only_tracking(self, slots: set[Slot]) -> PathValues:
        """The same domain tracking only ``slots`` of its own. Carrying every tracked slot
        can multiply a large function's paths beyond a search's budget (eleven slots in a
        function of five hundred lines) while the question needs one of them: a search
        that runs out can try again with those (:func:`paths.explore_all`'s ``narrow``)."""
        if slots >= set(self.tracked):
            return self
        return self._variant(only=frozenset(slots))

    def _variant(
        self,
        seeds: Seeds | None = None,
        recovered: Value = None,
        watched: tuple[Node, ...] = (),
        results: Results | None = None,
        sent: Mapping[int, tuple[Node, Value]] | None = None,
        only: frozenset[Slot] | None = None,
    ) -> PathValues:
        """A domain of the same function and constants, with further starting values (they
        win over this one's), its own known ``recover()`` result, extra variables and call
        results."""
        merged: dict[Slot, Value] = dict(self.seeds)
        merged.update((slot, value) for slot, value in (seeds or {}).items())
        return PathValues(
            self.cfg,
            self.resolution,
            self.constants,
            self.trips,
            merged,
            recovered,
            results or self.results,
            watched or self.watched,
            sent or self.sent,
            only if only is not None else self.only,
            self.unclosed,
        )

    def values_at_exit(self) -> dict[Var, Value]:
        """The tracked variables that hold one known value on every path that leaves the
        function through its exit (returns, the end, ``runtime.Goexit``); empty when the
        walk gives up at ``REACH_LIMIT`` states."""
        return self.values_arriving(self.cfg.exit)

    def values_arriving(self, block: int) -> dict[Var, Value]:
        """The tracked variables that hold one known value on every path arriving at
        ``block`` (what the path has set and the conditions it took have shown); empty when
        the walk gives up at ``REACH_LIMIT`` states."""
        return self.values_arriving_each(frozenset({block})).get(block, {})

    def values_arriving_each(self, blocks: frozenset[int]) -> dict[int, dict[Var, Value]]:
        """:meth:`values_arriving` for each of ``blocks``, in one walk (a block no path
        reaches is left out; every block is when the walk gives up)."""
        seen: dict[int, dict[int, set[Value]]] = {}
        for step in self._steps(self.cfg.entry, self.start()):
            if step is None:
                return {}
            _, successor, env = step
            if successor in blocks:
                held = seen.setdefault(successor, {})
                for position, value in enumerate(env[: len(self.tracked)]):
                    held.setdefault(position, set()).add(value)
        found: dict[int, dict[Var, Value]] = {}
        for block, held in seen.items():
            known: dict[Var, Value] = {}
            for position, values in held.items():
                slot = self.tracked[position]
                if isinstance(slot, Var) and len(values) == 1 and None not in values:
                    known[slot] = next(iter(values))
            found[block] = known
        return found

    @property
    def active(self) -> bool:
        """Whether anything is tracked (else every env is the same empty one)."""
        return bool(
            self.tracked
            or self.counted
            or self.drained
            or self.dead_cases
            or self._recover_tests
            or self._result_tests
            or self._reason_tests
            or self.sent
        )

    def start(self) -> Env:
        return self._empty

    def unknown(self) -> Env:
        """An env that knows nothing (a search starting in the middle of the function)."""
        return (None,) * len(self._empty)

    def may_cut(self, block: Block) -> bool:
        """Whether what a path knows can rule out an edge out of ``block``: it tests a tracked
        variable or a call whose result is known, or counts the rounds of a known-length
        range loop."""
        if block.id in self.counted or block.id in self._result_tests or block.id in self.sent:
            return True
        if block.id in self.drained:
            return True
        if block.kind == Kind.SELECT:
            return any(
                case in self.case_slots or case in self.dead_cases
                for case, _ in self.cfg.successors(block.id)
            )
        if block.id in self.checks:
            node, _ = self.checks[block.id]
            return any(self._position_of(ident) is not None for ident in _identifiers(node))
        if block.id in self._recover_tests or block.id in self._reason_tests:
            return True
        if self.tracked and block.kind == Kind.SWITCH:
            return any(
                self._position_of(ident) is not None
                for _, values in self._switch_cases(block)
                for value in values
                for ident in _identifiers(value)
            )
        if not self.tracked or block.kind not in (Kind.COND, Kind.LOOP):
            return False
        condition = _branch_condition(block)
        return condition is not None and any(
            self._position_of(ident) is not None for ident in _identifiers(condition)
        )

    def start_knowing(self, known: Mapping[Var, Value]) -> Env:
        """The start with tracked variables of ``known`` set to their values (``None``: not
        known): one domain serves several starts without being built again."""
        env = list(self._empty)
        for var, value in known.items():
            position = self.position.get(var)
            if position is not None:
                env[position] = _stored(value)
        return tuple(env)

    def reachable(self, start: Env | None = None) -> frozenset[int]:
        """Blocks some path from the entry reaches with the values it sets allowing each
        branch (every block the graph reaches, past ``REACH_LIMIT`` states), starting from
        :meth:`start` or ``start``."""
        if start is None:
            if self._reached is None:
                self._reached = self._reachable_from(self.start())
            return self._reached
        return self._reachable_from(start)

    def _reachable_from(self, start: Env) -> frozenset[int]:
        cfg = self.cfg
        if not self.active:
            return cfg.reachable()
        found = {cfg.entry}
        for edge in self.edges_from(cfg.entry, start):
            if edge is None:
                return cfg.reachable()
            found.add(edge[1])
        return frozenset(found)

    def passes_then_reaches(self, first: int, second: int) -> bool:
        """Some path from the entry passes ``first`` and then reaches ``second``, the values
        it sets allowing each branch (True when the walk gives up at ``REACH_LIMIT``
        states). One walk whose states also say whether the path has passed ``first``."""
        cfg = self.cfg
        entry = cfg.blocks[cfg.entry]
        start = (cfg.entry, self.through(entry, self.start()), cfg.entry == first)
        seen = {start}
        stack = [start]
        while stack:
            if len(seen) > REACH_LIMIT:
                return True
            current, env, passed = stack.pop()
            source = cfg.blocks[current]
            for successor, kind in cfg.successors(current):
                target = cfg.blocks[successor]
                after = self.along(source, kind, target, env)
                if after is None:
                    continue
                if passed and successor == second:
                    return True
                following = (successor, self.through(target, after), passed or successor == first)
                if following not in seen:
                    seen.add(following)
                    stack.append(following)
        return False

    def edges_from(
        self, start: int, env: Env, within: Callable[[int], bool] | None = None
    ) -> Iterator[tuple[int, int] | None]:
        """``(source, target)`` of every edge some path from ``start`` (with ``env`` before
        it) takes that the values allow, going on only into blocks ``within`` accepts; a
        ``None`` last when the walk stops at ``REACH_LIMIT`` states."""
        for step in self._steps(start, env, within):
            yield None if step is None else step[:2]

    def _steps(
        self, start: int, env: Env, within: Callable[[int], bool] | None = None
    ) -> Iterator[tuple[int, int, Env] | None]:
        """:meth:`edges_from`, each edge with the env a path has on it."""
        cfg = self.cfg
        first = (start, self.through(cfg.blocks[start], env))
        seen = {first}
        stack = [first]
        while stack:
            if len(seen) > REACH_LIMIT:
                yield None
                return
            current, state = stack.pop()
            source = cfg.blocks[current]
            for successor, kind in cfg.successors(current):
                if within is not None and not within(successor):
                    continue
                target = cfg.blocks[successor]
                after = self.along(source, kind, target, state)
                if after is None:
                    continue
                yield current, successor, after
                following = (successor, self.through(target, after))
                if following not in seen:
                    seen.add(following)
                    stack.append(following)

    # Blocks -------------------------------------------------------------------------------

    def through(self, block: Block, env: Env) -> Env:
        """The env after the block's own statement ran."""
        closed = self.closing.get(block.id)
        if closed is not None:
            env = tuple(True if i in closed else v for i, v in enumerate(env))
        if not self.tracked or block.node is None:
            return env
        key = (block.id, env)
        found = self._after.get(key)
        if found is None:
            found = env
            for assignment in self._assignments_of(block):
                found = self._assign(assignment, found)
            self._after[key] = found
        return found

    def _assignments_of(self, block: Block) -> list[_Assignment]:
        found = self._assignments.get(block.id)
        if found is None:
            found = self._assignments[block.id] = list(_assignments(block))
        return found

    def _assign(self, assignment: _Assignment, env: Env) -> Env:
        updates: dict[int, Value] = {}
        for target, value in zip(assignment.targets, assignment.values, strict=True):
            var = self.resolution.var_of(target) if target.type == "identifier" else None
            position = self.position.get(var) if var is not None else None
            if position is None:
                # The ``ok`` of an assertion stands for the assertion's slot (:func:`aliases`):
                # set where the assertion is known to hold; otherwise the slot keeps what
                # the tests of earlier such assertions taught.
                aliased = self._aliased.get(var) if var is not None else None
                if aliased is not None and isinstance(value, _Result):
                    told = self._result(value)
                    if told is not None:
                        updates[aliased] = told
                continue
            if assignment.step:
                old = env[position]
                updates[position] = _step(old, assignment.step)
            elif isinstance(value, _Known):
                updates[position] = value.value
            elif isinstance(value, _Result):
                updates[position] = self._result(value)
            else:
                updates[position] = (
                    _stored(self.evaluate(value, env)) if value is not None else None
                )
        if not updates:
            return env
        return tuple(updates.get(i, v) for i, v in enumerate(env))

    def _known_call(self, node: Node) -> bool:
        """``node`` is a call whose first result is known."""
        return node.type == "call_expression" and self._result(_Result(node, 0)) is not None

    def _result(self, result: _Result) -> Value:
        known = self.results(result.call) if self.results is not None else None
        return known[result.index] if known is not None and result.index < len(known) else None

    # Edges --------------------------------------------------------------------------------

    def along(self, source: Block, kind: Edge, target: Block, env: Env) -> Env | None:
        """The env on an edge, or None when the path cannot take it."""
        if source.id in self.sent:
            expr, value = self.sent[source.id]
            known = self._assume_value(expr, value, True, env)
            if known is None:
                return None
            env = known
        drained = self.drained.get(source.id)
        if drained is not None and kind == Edge.LOOP_EXIT and env[drained] is False:
            return None  # a range over a channel the path has not closed does not run out
        if source.kind == Kind.SELECT:  # a case on a channel the path knows is nil: never
            if target.id in self.dead_cases:
                return None
            slot = self.case_slots.get(target.id)
            return None if slot is not None and env[slot] == NIL else env
        if source.id in self.checks:  # a ``require`` assertion passes, or fails and leaves
            node, passing = self.checks[source.id]
            return self._assume_value(node, passing, kind != Edge.FAIL, env)
        if source.kind == Kind.SWITCH:
            if self.tracked and self._switch_cases(source):
                return self._switch_edge(source, kind, target, env)
            return env
        entering = target.id in self.counted and source.id not in self.cfg.loop_body[target.id]
        if source.kind not in (Kind.COND, Kind.LOOP) and not entering:
            return env
        key = (source.id, kind, target.id, env)
        if key in self._on_edge:
            return self._on_edge[key]
        found = self._counted_edge(source, kind, target, env)
        tests = (
            self.tracked
            or source.id in self._recover_tests
            or source.id in self._result_tests
            or source.id in self._reason_tests
        )
        if found is not None and tests and source.kind in (Kind.COND, Kind.LOOP):
            found = self._along(source, kind, found)
        self._on_edge[key] = found
        return found

    def _counted_edge(self, source: Block, kind: Edge, target: Block, env: Env) -> Env | None:
        """Iterations of known-length range loops: entering one starts its count at zero,
        and its header goes round while the count is short and leaves when it is full."""
        if target.id in self.counted and source.id not in self.cfg.loop_body[target.id]:
            slot, _ = self.counted[target.id]
            return _replace(env, slot, 0)
        counted = self.counted.get(source.id)
        if counted is None:
            return env
        slot, trips = counted
        done = env[slot]
        if not _is_int(done):
            return env
        if kind == Edge.TRUE:
            return _replace(env, slot, done + 1) if done < trips else None
        if kind == Edge.LOOP_EXIT:
            return env if done >= trips else None
        return env

    def _switch_edge(self, source: Block, kind: Edge, target: Block, env: Env) -> Env | None:
        """Into a clause of a switch with no tag (``switch { case ready: ... }``): every case
        before it was false, and its own (when it has one) is true; into ``default``, or
        past the switch when nothing matched, every case was false."""
        key = (source.id, kind, target.id, env)
        if key in self._on_edge:
            return self._on_edge[key]
        cases = self._switch_cases(source)
        chosen = target.node if kind == Edge.CASE else None
        found: Env | None = env
        for clause, values in cases:
            if found is None:
                break
            if clause == chosen:
                if len(values) == 1:
                    found = self.assume(values[0], True, found)
                elif all(self.evaluate(value, found) is False for value in values):
                    found = None
                break
            for value in values:
                found = self.assume(value, False, found) if found is not None else None
        self._on_edge[key] = found
        return found

    def _switch_cases(self, block: Block) -> list[tuple[Node, list[Node]]]:
        found = self._cases.get(block.id)
        if found is None:
            found = self._cases[block.id] = _tagless_cases(block)
        return found

    def _along(self, source: Block, kind: Edge, env: Env) -> Env | None:
        condition = _branch_condition(source)
        if condition is None:
            return env
        if kind == Edge.TRUE:
            outcome = True
        elif kind in (Edge.FALSE, Edge.LOOP_EXIT):
            outcome = False
        else:
            return env
        return self.assume(condition, outcome, env)

    def assume(self, condition: Node, outcome: bool, env: Env) -> Env | None:
        """``env`` refined by ``condition`` having evaluated to ``outcome`` (None when it
        cannot have)."""
        known = self.evaluate(condition, env)
        if isinstance(known, bool):
            return env if known == outcome else None
        return self._learn(condition, outcome, env)

    def _assume_value(self, node: Node, value: Value, holds: bool, env: Env) -> Env | None:
        """``env`` refined by ``node`` having (``holds``) or not having ``value``: a boolean,
        or nil / non-nil."""
        if isinstance(value, bool):
            return self.assume(node, value == holds, env)
        is_nil = (value == NIL) == holds
        known = self.evaluate(node, env)
        if known in (NIL, NONNIL):
            return env if (known == NIL) == is_nil else None
        position = self._position_of(syntax.unparen(node) or node)
        if position is not None and env[position] is None:
            return _replace(env, position, NIL if is_nil else NONNIL)
        return env

    def _learn(self, condition: Node, outcome: bool, env: Env) -> Env | None:
        node = syntax.unparen(condition)
        if node is None:
            return env
        if (operand := syntax.negated(node)) is not None:
            return self._learn(operand, not outcome, env)
        if node.type == "binary_expression":
            operator = syntax.token(node, "&&", "||", *COMPARISONS)
            left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
            if left is None or right is None:
                return env
            if (operator == "&&" and outcome) or (operator == "||" and not outcome):
                first = self.assume(left, outcome, env)
                return self.assume(right, outcome, first) if first is not None else None
            if operator in COMPARISONS:
                env = self._learn_length(left, operator, right, outcome, env)
            if operator in ("==", "!="):
                return self._learn_equality(left, right, (operator == "==") == outcome, env)
            return env
        position = self._position_of(node)
        if position is not None and env[position] is None:
            return _replace(env, position, outcome)
        return env

    def _learn_length(self, left: Node, operator: str, right: Node, outcome: bool, env: Env) -> Env:
        """A comparison of ``len(x)`` with a constant that a length of 0 cannot pass (or,
        not taken, cannot fail): ``x`` holds something, so it is not nil."""
        if "call_expression" not in (left.type, right.type):
            return env  # (the common case: no ``len`` written bare on either side)
        for measured, other, flipped in ((left, right, False), (right, left, True)):
            operand = self._measured(measured)
            bound = self.evaluate(other, env)
            if operand is None or not _is_int(bound):
                continue
            empty = _compare(operator, bound, 0) if flipped else _compare(operator, 0, bound)
            position = self._position_of(syntax.unparen(operand) or operand)
            if empty is None or empty == outcome or position is None:
                continue
            if env[position] is None:
                return _replace(env, position, NONNIL)
        return env

    def _measured(self, node: Node) -> Node | None:
        """``x`` of a call of the builtin ``len(x)`` or ``cap(x)``."""
        if node.type != "call_expression":
            return None
        function = node.child_by_field_name("function")
        if function is None or function.type != "identifier" or function.text not in LENGTHS:
            return None
        if self.resolution.var_of(function) is not None:
            return None  # a function of the code's own so named
        arguments = node.child_by_field_name("arguments")
        named = [a for a in arguments.named_children if a.type != "comment"] if arguments else []
        return named[0] if len(named) == 1 else None

    def _learn_equality(self, left: Node, right: Node, equal: bool, env: Env) -> Env:
        """``left == right`` is known to be ``equal``: a tracked side learns nil-ness or, when
        equal, the other side's constant."""
        for mine, other in ((left, right), (right, left)):
            position = self._position_of(mine)
            if position is None or env[position] is not None:
                continue
            if syntax.unparen(other) is not None and syntax.text(syntax.unparen(other)) in ZEROS:
                return _replace(env, position, NIL if equal else NONNIL)
            if equal:
                value = _stored(self.evaluate(other, env))
                if value is not None:
                    return _replace(env, position, value)
        return env

    # Expressions --------------------------------------------------------------------------

    def evaluate(self, expr: Node | None, env: Env) -> Value:
        """The value of an expression under ``env``, when the path determines it."""
        node = syntax.unparen(expr)
        if node is None:
            return None
        kind = node.type
        if kind == "true":
            return True
        if kind == "false":
            return False
        if kind == "nil":
            return NIL
        if kind in STRING_LITERALS:  # the zero string counts as nil, any other as non-nil
            return NIL if syntax.text(node) in EMPTY_STRINGS else NONNIL
        if kind == "identifier":
            position = self._position_of(node)
            if position is not None:
                return env[position]
            return self._constant(node)
        if kind == "int_literal":
            return self._constant(node)
        if kind == "selector_expression":
            position = self._position_of(node)
            if position is not None:
                return env[position]
        if certainly_not_nil(node) or self._sentinel_error(node):
            return NONNIL
        if kind == "unary_expression":
            return self._unary(node, env)
        if kind == "call_expression":
            if self.recovered is not None and _recovers(node):
                return self.recovered
            if _error_of_done_context(node) or new_error(node, self.resolution):
                return NONNIL
            if node in self._reasons:
                return self._reasons[node]  # ``errors.Is(ctx.Err(), context.Canceled)``
            measured = self._measured(node)
            if measured is not None and self.evaluate(measured, env) == NIL:
                return 0  # ``len`` of a nil slice or map, or of ""
            known = self._result(_Result(node, 0))
            if known is not None:
                return known  # ``err := f()`` with every return of ``f`` giving nil
            return self._constant(node)
        if kind == "binary_expression":
            return self._binary(node, env)
        return None

    def _sentinel_error(self, node: Node) -> bool:
        """Another package's error variable (``io.EOF``, ``sql.ErrNoRows``): Go names its
        error values ``ErrX`` (or ``EOF``), and they are never nil."""
        if node.type != "selector_expression":
            return False
        operand = node.child_by_field_name("operand")
        if operand is None or operand.type != "identifier" or self.resolution.var_of(operand):
            return False
        return SENTINEL_ERROR.fullmatch(syntax.text(node.child_by_field_name("field"))) is not None

    def _constant(self, node: Node) -> int | None:
        """A constant's exact value: a comparison with it is decided whatever its size (a
        variable stores only values within ``INT_LIMIT``)."""
        from goleaklint.dataflow.package import int_value

        return int_value(node, self.constants)

    def _unary(self, node: Node, env: Env) -> Value:
        if syntax.token(node, "<-"):  # a receive from a channel that carries known values
            return self._result(_Result(node, 0))
        operator = syntax.token(node, "!", "-")  # ``&x`` is certainly_not_nil
        operand = node.child_by_field_name("operand")
        value = self.evaluate(operand, env)
        if operator == "!" and isinstance(value, bool):
            return not value
        if operator == "-" and _is_int(value):
            return _bounded(-value)
        return None

    def _binary(self, node: Node, env: Env) -> Value:
        operator = syntax.token(node, "&&", "||", "+", "-", *COMPARISONS)
        left = self.evaluate(node.child_by_field_name("left"), env)
        if operator == "&&":
            if left is False:
                return False
            right = self.evaluate(node.child_by_field_name("right"), env)
            if right is False:
                return False
            return True if left is True and right is True else None
        if operator == "||":
            if left is True:
                return True
            right = self.evaluate(node.child_by_field_name("right"), env)
            if right is True:
                return True
            return False if left is False and right is False else None
        if node in self._reasons:  # ``ctx.Err() != context.Canceled``
            return self._reasons[node] == (operator == "==")
        right = self.evaluate(node.child_by_field_name("right"), env)
        if left is None or right is None or operator is None:
            return None
        if operator in ("+", "-"):
            if _is_int(left) and _is_int(right):
                return _bounded(left + right if operator == "+" else left - right)
            return None
        return _compare(operator, left, right)

    def _cancel_reason(self, comparison: Node) -> bool | None:
        """Whether ``ctx.Err()``, in a select case that received from ``ctx.Done()``, is the
        other side of ``comparison`` (``==``, ``!=`` or ``errors.Is``: ``context.Canceled``
        or ``context.DeadlineExceeded``), for a context only cancelled: made from one that
        never ends by ``WithCancel`` and values, with no deadline on the way, its ``Err``
        is ``Canceled`` once ``Done`` is closed. None when that is not the comparison."""
        sides: tuple[Node | None, Node | None]
        if comparison.type == "call_expression":
            if syntax.call_name(comparison) != "errors.Is":
                return None
            arguments = syntax.call_arguments(comparison)
            sides = (arguments[0], arguments[1]) if len(arguments) == 2 else (None, None)
        elif syntax.token(comparison, "==", "!=") is not None:
            left = comparison.child_by_field_name("left")
            sides = (left, comparison.child_by_field_name("right"))
        else:
            return None
        for error, other in (sides, sides[::-1]):
            error = syntax.unparen(error)
            reason = _context_error(other, self.resolution)
            if error is None or reason is None or not _error_of_done_context(error):
                continue
            context = syntax.method_operand(error, "Err")
            if context is not None and _only_cancelled(context, self.resolution, depth=0):
                return reason == "Canceled"
        return None

    def _position_of(self, node: Node) -> int | None:
        slot = _slot_of(node, self.resolution)
        return self.position.get(slot) if slot is not None else None


def _stored(value: Value) -> Value:
    """What a variable keeps of a value: integers only within ``INT_LIMIT``, so that loops
    cannot grow the state without bound."""
    return _bounded(value) if _is_int(value) else value


def _step(value: Value, step: int) -> Value:
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return _bounded(value + step)


def _is_int(value: Value) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _bounded(value: int) -> int | None:
    return value if abs(value) <= INT_LIMIT else None


def _replace(env: Env, position: int, value: Value) -> Env:
    return (*env[:position], value, *env[position + 1 :])


def _compare(operator: str, left: Value, right: Value) -> bool | None:
    if operator in ("==", "!="):
        if isinstance(left, bool) != isinstance(right, bool):
            return None
        if left == NONNIL or right == NONNIL:
            other = right if left == NONNIL else left
            if other != NIL:
                return None  # two non-nil values may or may not be equal
            return operator == "!="
        return (left == right) == (operator == "==")
    if not (_is_int(left) and _is_int(right)):
        return None
    return {
        "<": left < right,
        "<=": left <= right,
        ">": left > right,
        ">=": left >= right,
    }[operator]


def _ranges(loop: Node) -> bool:
    return any(c.type == "range_clause" for c in loop.named_children)


def _tested_calls(test: Node | None) -> Iterable[Node]:
    """The calls whose results a test weighs as they are: the test itself, under ``!``, a
    side of a comparison, or an operand of ``&&`` and ``||``."""
    node = syntax.unparen(test)
    if node is None:
        return
    if node.type == "call_expression":
        yield node
    elif node.type == "unary_expression" and syntax.token(node, "!"):
        yield from _tested_calls(node.child_by_field_name("operand"))
    elif node.type == "binary_expression":
        logical = syntax.token(node, "&&", "||") is not None
        for side in (node.child_by_field_name("left"), node.child_by_field_name("right")):
            inner = syntax.unparen(side)
            if inner is not None and (logical or inner.type == "call_expression"):
                yield from _tested_calls(inner)


def _test_of(block: Block, checks: Mapping[int, tuple[Node, Value]]) -> Node | None:
    """What a branching block tests: its condition, or its ``require`` check's argument."""
    if block.id in checks:
        return checks[block.id][0]
    if block.kind in (Kind.COND, Kind.LOOP):
        return _branch_condition(block)
    return None


def _branch_condition(block: Block) -> Node | None:
    """The condition a COND or LOOP block tests (None for other blocks)."""
    node = block.node
    if node is None:
        return None
    if block.kind == Kind.COND:
        return node.child_by_field_name("condition")
    if block.kind == Kind.LOOP:
        for child in node.named_children:
            if child.type == "for_clause":
                return child.child_by_field_name("condition")
            if child.type in ("range_clause", "block", "comment"):
                continue
            return child  # for cond { ... }
    return None


def _tagless_cases(block: Block) -> list[tuple[Node, list[Node]]]:
    """The ``case`` clauses of a switch with no tag (``switch { case a, b: }``), in order,
    each with its expressions; empty for any other block."""
    node = block.node
    if node is None or node.type != "expression_switch_statement":
        return []
    if node.child_by_field_name("value") is not None:
        return []
    return [
        (clause, syntax.expressions(clause.child_by_field_name("value")))
        for clause in node.named_children
        if clause.type == "expression_case"
    ]


def _assignments(block: Block) -> Iterable[_Assignment]:
    """What a block's statement assigns to plain identifiers."""
    node = block.node
    if node is None:
        return
    kind = node.type
    if block.kind == Kind.RANGE_NEXT or kind == "range_clause":
        left = node.child_by_field_name("left")
        targets = tuple(syntax.expressions(left))
        yield _Assignment(targets, (None,) * len(targets))
        return
    if block.kind == Kind.COMM:
        communication = node.child_by_field_name("communication")
        if communication is not None and communication.type == "receive_statement":
            targets = tuple(syntax.expressions(communication.child_by_field_name("left")))
            yield _Assignment(targets, (None,) * len(targets))
        return
    if block.kind not in (Kind.STMT, Kind.LOOP) or kind in ("if_statement", "for_statement"):
        return
    if kind in ("inc_statement", "dec_statement"):
        target = node.named_children[0] if node.named_children else None
        if target is not None:
            yield _Assignment((target,), (None,), 1 if kind == "inc_statement" else -1)
        return
    if kind == "short_var_declaration" or kind == "assignment_statement":
        yield from _assignment_statement(node)
    elif kind == "var_declaration":
        for spec in captures("(var_spec) @spec", node).get("spec", []):
            names = tuple(spec.children_by_field_name("name"))
            values = syntax.expressions(spec.child_by_field_name("value"))
            if values and len(values) == len(names):
                yield _Assignment(names, tuple(values))
            elif not values:
                zero = _Known(zero_value(spec.child_by_field_name("type")))
                yield _Assignment(names, (zero,) * len(names))
            else:
                yield _Assignment(names, (None,) * len(names))


# Expressions whose several results the domain may be told (``v, err := f()``).
RESULT_GIVING = frozenset({"call_expression", "type_assertion_expression"})
INTEGER_TYPES = frozenset(
    {"int", "int8", "int16", "int32", "int64", "uint", "uint8", "uint16", "uint32", "uint64"}
)
NILABLE_TYPES = frozenset(
    {"pointer_type", "channel_type", "map_type", "function_type", "slice_type", "interface_type"}
)
NILABLE_NAMES = frozenset({"error", "any"})  # predeclared interface types


def zero_value(kind: Node | None) -> Value:
    """The zero value of a declared type, when the domain has one for it."""
    if kind is None:
        return None
    name = syntax.text(kind)
    if kind.type in NILABLE_TYPES or name in NILABLE_NAMES:
        return NIL
    if name == "bool":
        return False
    if name in INTEGER_TYPES:
        return 0
    return None


def _assignment_statement(node: Node) -> Iterable[_Assignment]:
    targets = tuple(syntax.expressions(node.child_by_field_name("left")))
    values = syntax.expressions(node.child_by_field_name("right"))
    operator = syntax.token(node, "=", ":=", "+=", "-=")
    if operator in ("+=", "-=") and len(targets) == 1 and len(values) == 1:
        step = values[0]
        if step.type == "int_literal":
            amount = int(syntax.text(step).replace("_", ""), 0)
            yield _Assignment(targets, (None,), amount if operator == "+=" else -amount)
            return
    if operator in ("=", ":=") and len(values) == len(targets):
        yield _Assignment(targets, tuple(values))
        return
    if operator in ("=", ":=") and len(values) == 1 and values[0].type in RESULT_GIVING:
        yield _Assignment(targets, tuple(_Result(values[0], i) for i in range(len(targets))))
        return
    yield _Assignment(targets, (None,) * len(targets))


def _tracked(
    function: Node,
    resolution: Resolution,
    constants: dict[str, int],
    case_channels: tuple[Node, ...] = (),
    recover_known: bool = False,
    results: Results | None = None,
    watched: Iterable[Node] = (),
    seeded: tuple[Slot, ...] = (),
) -> tuple[Slot, ...]:
    """The function's own locals that some condition (or select case or ``require``
    assertion, ``case_channels``) tests, only the function sets, and that get a value the
    path can know somewhere (a variable only ever set from calls, like most ``err``, would
    multiply the paths for nothing); and, tested by two or more conditions, its locals and
    parameters never set again after they are declared, and the fields (or chains of
    fields) of those that it never sets: what the first test teaches a path holds at the
    next (``if withDr { go handler() }`` ... ``if withDr { <-done }``). Locals and
    parameters that ``watched`` names (tested in a literal someone asks about) are kept
    wherever the function sets them: the question is what they hold. Locals that only
    conditions comparing them with what no path knows test are not kept
    (:func:`_blind_variables`); the slots ``seeded`` with a value on entry are known."""
    body = function.child_by_field_name("body")
    if body is None:
        return ()
    tested: dict[Slot, int] = {}
    first_test: dict[Slot, Node] = {}
    conditions = resolution.owned(CONDITIONS_QUERY, "condition", function)
    idents = [ident for condition in conditions for ident in _identifiers(condition)]
    for ident in (*idents, *case_channels):
        slot = _slot_of(ident, resolution)
        if slot is not None and _holder(slot).owner == function:
            tested[slot] = tested.get(slot, 0) + 1
            if slot not in first_test or ident.start_byte < first_test[slot].start_byte:
                first_test[slot] = ident
    if not tested:
        return ()
    excluded: set[Var | None] = {
        resolution.uses.get(ident) for ident in resolution.within(ADDRESS_QUERY, "lent", function)
    }
    excluded |= _assigned_in_literals(function, resolution)
    decided = frozenset(slot for slot in seeded if isinstance(slot, Var))
    known = _known_assignments(function, resolution, constants, recover_known, results, decided)
    correlated = {slot for slot, count in tested.items() if count >= 2}
    changed = _reassigned(resolution) if correlated else {}
    asked = {slot for ident in watched if isinstance(slot := _slot_of(ident, resolution), Var)}

    def settled(slot: Slot) -> bool:
        """Set again only before it is first tested, and by no loop around that test: the
        tests all see one value (``l := c.loader; if f != nil { l = f }``, then tests)."""
        test = first_test[slot]
        return isinstance(slot, Var) and all(
            target.end_byte <= test.start_byte
            and not loop_around_both(target, test, function, resolution.parent)
            for target in changed.get(slot, ())
        )

    # ``ok`` of an assertion whose result is known (:mod:`elementtypes`): its slot is set
    # where the assertion runs (see :meth:`PathValues._assign`).
    told = {aliased for var, aliased in aliases(resolution).items() if var in known}

    def keeps(slot: Slot) -> bool:
        holder = _holder(slot)
        if holder in excluded or _ranged(holder):
            return False  # a range loop's variable takes a new value every round
        if slot in told:
            return True
        if isinstance(slot, tuple):  # a field the function never sets, of a holder it keeps
            stable = holder.kind in FIELD_HOLDER_KINDS and holder not in changed
            return stable and slot in correlated and not _set_with(slot, changed)
        if holder.kind in TRACKED_KINDS and holder in known:
            return True
        if holder.kind in STABLE_KINDS and slot in asked and slot in correlated:
            return True
        return holder.kind in STABLE_KINDS and slot in correlated and settled(slot)

    kept = tuple(slot for slot in tested if keeps(slot))
    blind = _blind_variables(function, resolution, constants, (*kept, *seeded))
    if not blind:
        return kept
    asked_for = {_slot_of(ident, resolution) for ident in case_channels} | set(seeded)
    return tuple(slot for slot in kept if slot not in blind or slot in asked_for)


def _blind_variables(
    function: Node, resolution: Resolution, constants: dict[str, int], tracked: tuple[Slot, ...]
) -> set[Slot | None]:
    """Tracked variables that every condition testing them compares with something no path
    knows (``for i := 0; i < cfg.workers; i++``, ``if n > limit()``): their values decide no
    branch, and following them would only multiply the paths (a counter takes every value
    up to ``INT_LIMIT``)."""
    candidates = {slot for slot in tracked if isinstance(slot, Var)}
    if not candidates:
        return set()
    tracked_set = set(tracked)
    blind: dict[Var, bool] = {}
    for condition in resolution.owned(CONDITIONS_QUERY, "condition", function):
        for ident in _identifiers(condition):
            var = _slot_of(ident, resolution)
            if var not in candidates or not isinstance(var, Var) or blind.get(var) is False:
                continue
            other = _compared_with(ident)
            known = other is None or not _opaque(other, resolution, constants, tracked_set)
            blind[var] = not known
    return {var for var, is_blind in blind.items() if is_blind}


def _compared_with(ident: Node) -> Node | None:
    """The other side of the comparison ``ident`` is a side of (None: it is not one)."""
    node, parent = ident, ident.parent
    while parent is not None and parent.type == "parenthesized_expression":
        node, parent = parent, parent.parent
    if parent is None or parent.type != "binary_expression":
        return None
    operator = parent.child_by_field_name("operator")
    if operator is None or syntax.text(operator) not in COMPARISONS:
        return None
    left, right = parent.child_by_field_name("left"), parent.child_by_field_name("right")
    return right if left == node else left


def _opaque(
    node: Node | None, resolution: Resolution, constants: dict[str, int], tracked: set[Slot]
) -> bool:
    """An expression whose value no path knows: a call, an index, a variable or field the
    domain does not track, or arithmetic on one of those."""
    from goleaklint.dataflow.package import int_value

    node = syntax.unparen(node)
    if node is None:
        return False
    kind = node.type
    if kind in ("call_expression", "index_expression"):
        return True
    if kind in ("identifier", "selector_expression"):
        if syntax.text(node) in ("true", "false", "nil", "iota"):
            return False
        slot = _slot_of(node, resolution)
        return slot not in tracked and int_value(node, constants) is None
    if kind == "binary_expression":
        operator = node.child_by_field_name("operator")
        if operator is None or syntax.text(operator) not in ARITHMETIC:
            return False
        sides = (node.child_by_field_name("left"), node.child_by_field_name("right"))
        return any(_opaque(side, resolution, constants, tracked) for side in sides)
    return False


def tested_parameters(function: Node, resolution: Resolution) -> tuple[Var, ...]:
    """The parameters of ``function`` that its own conditions test: those whose value its
    callers may settle (:meth:`goleaklint.dataflow.reach.Reach.argument_seeds`)."""
    return tuple(first_parameter_tests(function, resolution))


def first_parameter_tests(
    function: Node, resolution: Resolution, *, compared: bool = False
) -> dict[Var, int]:
    """:func:`tested_parameters`, each with where its first test starts (a byte offset);
    with ``compared``, also those a local compares with something (``solicit := cfg !=
    nil``, then ``if solicit``), which the lock graph's nil guards read."""
    if function.child_by_field_name("body") is None:
        return {}
    from goleaklint.dataflow.package import declared_value

    found: dict[Var, int] = {}

    def tested(ident: Node) -> None:
        var = resolution.var_of(ident) if ident.type == "identifier" else None
        if var is not None and var.kind == "param" and var.owner == function:
            found[var] = min(found.get(var, ident.start_byte), ident.start_byte)

    derived: set[Var] = set()
    for condition in resolution.owned(CONDITIONS_QUERY, "condition", function):
        for ident in _identifiers(condition):
            tested(ident)
            var = resolution.var_of(ident) if ident.type == "identifier" else None
            if var is not None and var.kind == "local" and var.owner == function:
                derived.add(var)
    # A local the conditions test that is declared as a parameter, or as a combination of
    # conditions one of which is a parameter (``inPlace := o.node == nil && needLock``,
    # then ``if inPlace``; ``i := from``, then ``for ; i > 0; i--``), tests it where it is
    # declared.
    for var in derived:
        for operand in _logical_operands(declared_value(var, resolution.parent)):
            tested(operand)
            if not compared or operand.type != "binary_expression":
                continue
            if syntax.token(operand, "==", "!="):
                for side in ("left", "right"):  # ``solicit := cfg != nil``
                    value = syntax.unparen(operand.child_by_field_name(side))
                    if value is not None:
                        tested(value)
    return found


def captured_tests(literal: Node, resolution: Resolution, outer: Node) -> tuple[Node, ...]:
    """The identifiers a literal's conditions read that name variables of ``outer``, the
    function around it (``returned`` in ``defer func() { if !returned { ... } }()``)."""
    conditions = resolution.owned(CONDITIONS_QUERY, "condition", literal)
    return tuple(
        ident
        for condition in conditions
        for ident in _identifiers(condition)
        if (slot := _slot_of(ident, resolution)) is not None and _holder(slot).owner == outer
    )


def _ranged(var: Var) -> bool:
    """``var`` is declared by a ``range`` clause (``for k, v := range m``)."""
    names = var.decl.parent
    clause = names.parent if names is not None else None
    return clause is not None and clause.type == "range_clause"


def _holder(slot: Slot) -> Var:
    """The variable a slot is, or holds the field of."""
    return slot[0] if isinstance(slot, tuple) else slot


def _reassigned(resolution: Resolution) -> dict[Slot, list[Node]]:
    """Variables given a new value somewhere after their declaration, and fields of
    variables that something sets (``x.f = v``) or lends (``&x.f``): where each is so."""
    found: dict[Slot, list[Node]] = {}
    for ident, var in resolution.uses.items():
        if ident != var.decl and assigned_there(ident):
            found.setdefault(var, []).append(ident)
        # Each field chain the use starts (``x.f``, ``x.f.g``) that is set or lent.
        fields: list[str] = []
        chain, parent = ident, ident.parent
        while (
            parent is not None
            and parent.type == "selector_expression"
            and parent.child_by_field_name("operand") == chain
        ):
            fields.append(syntax.text(parent.child_by_field_name("field")))
            chain, parent = parent, parent.parent
            if assigned_there(chain) or syntax.address_taken(chain):
                found.setdefault((var, ".".join(fields)), []).append(chain)
    return found


def _set_with(slot: Slot, changed: Mapping[Slot, list[Node]]) -> bool:
    """A field chain that the function sets, or a field above it (``x.f = y`` sets
    ``x.f.g``)."""
    if not isinstance(slot, tuple):
        return slot in changed
    var, fields = slot
    return any(
        isinstance(other, tuple)
        and other[0] is var
        and (other[1] == fields or fields.startswith(other[1] + "."))
        for other in changed
    )


def _known_assignments(
    function: Node,
    resolution: Resolution,
    constants: dict[str, int],
    recover_known: bool = False,
    results: Results | None = None,
    decided: frozenset[Var] = frozenset(),
) -> set[Var]:
    """Variables of the function given, somewhere, a value the domain can know: a literal,
    a constant, nil, a fresh value (``make``, ``&T{}``), the zero value of its type,
    (``recover_known``) what ``recover()`` returns, a known result of a package
    function (``v, err := f()`` with every ``return`` of ``f`` giving ``nil`` for ``err``),
    or a combination of conditions one of which is a ``decided`` variable (seeded on
    entry: ``inPlace := o.node == nil && needLock`` with ``needLock`` known)."""
    from goleaklint.dataflow.package import declared_value, int_value

    def determinable(value: Node) -> bool:
        return _determinable(value, constants, int_value) or _decided_by(value, decided, resolution)

    found: set[Var] = set()
    for var in resolution.variables:
        if var.owner != function or var.kind not in TRACKED_KINDS:
            continue
        if var.kind == "result":
            if zero_value(var.type_node) is not None:
                found.add(var)
            continue
        value = declared_value(var)
        if _known_result(var.decl, results):
            found.add(var)  # ``err := f()``, ``v, err := f()``
        elif value is None:
            if _zero_declared(var):
                found.add(var)
        elif determinable(value) or (recover_known and _recovers(value)):
            found.add(var)
    for ident, var in resolution.uses.items():
        if var.owner != function or var in found or not assigned_there(ident):
            continue
        if _known_result(ident, results):
            found.add(var)
            continue
        statement = ident.parent.parent if ident.parent is not None else None
        if statement is None or statement.type != "assignment_statement":
            continue
        targets = syntax.expressions(statement.child_by_field_name("left"))
        values = syntax.expressions(statement.child_by_field_name("right"))
        if (
            len(targets) == len(values)
            and ident in targets
            and determinable(values[targets.index(ident)])
        ):
            found.add(var)
    return found


def _known_result(ident: Node, results: Results | None) -> bool:
    """``ident`` is a target of one call whose result there is known (``err := f()``,
    ``v, err := f()``, ``v, err = f()``)."""
    names = ident.parent
    statement = names.parent if names is not None else None
    if results is None or statement is None or names is None or names.type != "expression_list":
        return False
    if statement.type not in ("assignment_statement", "short_var_declaration"):
        return False
    targets = syntax.expressions(statement.child_by_field_name("left"))
    values = syntax.expressions(statement.child_by_field_name("right"))
    if len(values) != 1 or not _result_giving(values[0]):
        return False
    known = results(values[0])
    index = targets.index(ident) if ident in targets else len(targets)
    return known is not None and index < len(known) and known[index] is not None


def _result_giving(node: Node) -> bool:
    """A call, a type assertion (``v, ok := x.(T)``) or a receive (``<-ch``): what gives a
    result the domain may be told."""
    if node.type in RESULT_GIVING:
        return True
    return node.type == "unary_expression" and syntax.token(node, "<-") is not None


def passing_check(block: Block) -> tuple[Node, Value] | None:
    """The argument a ``require`` assertion checks and the value it has when the assertion
    passes (``require.NoError(t, err)``: ``err`` is nil)."""
    assertion = check_assertion(block)
    if assertion is None:
        return None
    name, argument = assertion
    passing = _passing_value(name)
    return (argument, passing) if passing is not None else None


def _passing_value(check: str) -> Value:
    """What a ``require`` assertion's checked argument holds when it passes; its ``f``
    form (``NoErrorf``, with a message format) checks the same."""
    found = PASSING_CHECKS.get(check)
    return found if found is not None else PASSING_CHECKS.get(check.removesuffix("f"))


def _zero_declared(var: Var) -> bool:
    """``var x T`` without a value, for a type whose zero value the domain knows."""
    spec = var.decl.parent
    if spec is None or spec.type != "var_spec":
        return False
    return zero_value(spec.child_by_field_name("type")) is not None


def _error_of_done_context(call: Node) -> bool:
    """``ctx.Err()`` in the body of a select case that received from ``ctx.Done()``: once
    ``Done`` is closed, ``Err`` returns the reason, never nil again."""
    context = syntax.method_operand(call, "Err")
    if context is None:
        return False
    node = call.parent
    while node is not None and node.type not in syntax.FUNCTION_TYPES:
        if node.type == "communication_case" and syntax.in_case_body(call, node):
            communication = node.child_by_field_name("communication")
            received = syntax.unparen(syntax.received_channel(communication))
            done = syntax.method_operand(received, "Done")
            if done is not None and syntax.text(done) == syntax.text(context):
                return True
        node = node.parent
    return False


# The errors a context's ``Err`` gives once it is done; the ``context`` calls that derive a
# context from their first argument adding a cancel but no deadline (besides the values of
# :data:`contexts.KEEPS_DONE`).
CONTEXT_ERRORS = frozenset({"Canceled", "DeadlineExceeded"})
CANCEL_ONLY = frozenset({"context.WithCancel", "context.WithCancelCause"})
CONTEXT_DEPTH = 4  # contexts derived from contexts followed this far
# Binary comparisons and calls (``errors.Is``): what :meth:`PathValues._cancel_reason` reads.
COMPARING = frozenset({"binary_expression", "call_expression"})


def _context_member(node: Node | None, resolution: Resolution) -> str | None:
    """``X`` of ``context.X`` where ``context`` names the package, not a variable."""
    node = syntax.unparen(node)
    if node is None or node.type != "selector_expression":
        return None
    operand = node.child_by_field_name("operand")
    if operand is None or syntax.text(operand) != "context" or resolution.var_of(operand):
        return None
    return syntax.text(node.child_by_field_name("field"))


def _names_context_error(condition: Node) -> bool:
    """The condition spells ``context.Canceled`` or ``context.DeadlineExceeded`` (a cheap
    test before its comparisons are looked at)."""
    text = condition.text or b""
    return b"context.Canceled" in text or b"context.DeadlineExceeded" in text


def _context_error(node: Node | None, resolution: Resolution) -> str | None:
    """``Canceled`` for ``context.Canceled``, ``DeadlineExceeded`` for its sibling."""
    member = _context_member(node, resolution)
    return member if member in CONTEXT_ERRORS else None


def _only_cancelled(node: Node | None, resolution: Resolution, depth: int) -> bool:
    """``node`` is a context no deadline can end: one that never ends
    (:data:`contexts.NEVER_DONE`), or derived from one by ``WithCancel`` and values,
    directly or through locals never set again (``ctx, cancel := context.WithCancel(..)``)."""
    from goleaklint.dataflow.contexts import KEEPS_DONE, NEVER_DONE
    from goleaklint.dataflow.package import made_value, never_reassigned

    node = syntax.unparen(node)
    if node is None or depth > CONTEXT_DEPTH:
        return False
    if node.type == "call_expression":
        member = _context_member(node.child_by_field_name("function"), resolution)
        name = f"context.{member}" if member is not None else None
        if name in NEVER_DONE:
            return True
        arguments = syntax.call_arguments(node)
        return (
            (name in CANCEL_ONLY or name in KEEPS_DONE)
            and bool(arguments)
            and _only_cancelled(arguments[0], resolution, depth + 1)
        )
    var = resolution.var_of(node) if node.type == "identifier" else None
    if var is None or var.kind != "local" or not never_reassigned(var, resolution, pointer=True):
        return False
    return _only_cancelled(made_value(var, resolution.parent), resolution, depth + 1)


def _recovers(node: Node) -> bool:
    """``recover()``."""
    node = syntax.unparen(node) or node
    return (
        node.type == "call_expression"
        and syntax.call_name(node) == "recover"
        and not syntax.call_arguments(node)
    )


def _determinable(expr: Node, constants: dict[str, int], int_value: Any) -> bool:
    """Whether an expression's value is one the domain knows without any path facts."""
    node = syntax.unparen(expr)
    if node is None:
        return False
    if node.type in ("true", "false", "nil", "int_literal", *FRESH_VALUES):
        return True
    if node.type == "unary_expression":
        if syntax.token(node, "&"):
            return True
        operand = node.child_by_field_name("operand")
        return operand is not None and _determinable(operand, constants, int_value)
    if _fresh_call(node):
        return True
    return node.type == "identifier" and int_value(node, constants) is not None


def _guarding_tests(values: PathValues, nodes: Iterable[Node]) -> dict[Slot, set[Node]]:
    """The tracked slots that the conditions of the ``if``, ``for`` and ``switch``
    statements around ``nodes`` test, and those of the ``if`` statements right before them
    that leave (``if !locked { return }`` in the same list of statements: one further out
    guards everything after it, whatever the question), each with the conditions testing
    it."""
    function = values.cfg.function
    parent_of = values.resolution.parent
    conditions: set[Node] = set()
    for node in nodes:
        child, parent = node, parent_of(node)
        nearest = True  # the statement list holding the node's own statement
        while parent is not None and parent != function and parent.type != "func_literal":
            condition = _condition_of(parent)
            if condition is not None and child != condition:
                conditions.add(condition)
            if parent.type == "statement_list" and nearest:
                conditions.update(_leaving_tests_before(parent, child))
                nearest = False
            child, parent = parent, parent_of(parent)
    tracked = set(values.tracked)
    found: dict[Slot, set[Node]] = {}
    for condition in conditions:
        for ident in _identifiers(condition):
            slot = _slot_of(ident, values.resolution)
            if slot in tracked:
                found.setdefault(slot, set()).add(condition)
    return found


def _with_sources(values: PathValues, slots: set[Slot]) -> set[Slot]:
    """``slots`` and the tracked slots the values assigned to them are worked out from, in
    turn."""
    tracked = set(values.tracked)
    sources: dict[Slot, set[Slot]] = {}
    for block in values.cfg.blocks:
        for assignment in values._assignments_of(block):
            for target, value in zip(assignment.targets, assignment.values, strict=True):
                slot = _slot_of(target, values.resolution)
                if slot in tracked and isinstance(value, Node):
                    sources.setdefault(slot, set()).update(
                        read
                        for ident in _identifiers(value)
                        if (read := _slot_of(ident, values.resolution)) in tracked
                    )
    found = set(slots)
    pending = list(found)
    while pending:
        for source in sources.get(pending.pop(), ()):
            if source not in found:
                found.add(source)
                pending.append(source)
    return found


def _leaving_tests_before(statements: Node, statement: Node) -> Iterator[Node]:
    """The conditions of the ``if`` statements (without ``else``) before ``statement`` in
    a list of statements whose branch ends by leaving it (:func:`lenguards.always_exits`)."""
    for earlier in statements.named_children:
        if earlier == statement:
            return
        if earlier.type != "if_statement" or earlier.child_by_field_name("alternative"):
            continue
        condition = earlier.child_by_field_name("condition")
        if condition is not None and always_exits(earlier.child_by_field_name("consequence")):
            yield condition


def _condition_of(statement: Node) -> Node | None:
    """The condition that decides whether the statements inside ``statement`` run: an
    ``if``'s or a ``for``'s, or a tagless ``switch``'s case (its values)."""
    kind = statement.type
    if kind == "if_statement":
        return statement.child_by_field_name("condition")
    if kind == "for_statement":
        clause = next((c for c in statement.named_children if c.type == "for_clause"), None)
        if clause is not None:
            return clause.child_by_field_name("condition")
        body = statement.child_by_field_name("body")
        return next((c for c in statement.named_children if c != body), None)
    if kind == "expression_case" and statement.parent is not None:
        tag = statement.parent.child_by_field_name("value")
        return tag if tag is not None else statement.child_by_field_name("value")
    return None


def _decided_by(expr: Node, decided: frozenset[Var], resolution: Resolution) -> bool:
    """Whether a combination of conditions (``&&``, ``||``, ``!``) reads one of the
    ``decided`` variables as one of its conditions, or compares one with nil
    (``solicit := cfg != nil``)."""
    return bool(decided) and any(
        _decided_leaf(leaf, decided, resolution) for leaf in _logical_operands(expr)
    )


def _decided_leaf(leaf: Node, decided: frozenset[Var], resolution: Resolution) -> bool:
    if leaf.type == "identifier":
        return resolution.var_of(leaf) in decided
    if leaf.type != "binary_expression" or not syntax.token(leaf, "==", "!="):
        return False
    sides = [syntax.unparen(leaf.child_by_field_name(side)) for side in ("left", "right")]
    return any(side is not None and side.type == "nil" for side in sides) and any(
        side is not None and side.type == "identifier" and resolution.var_of(side) in decided
        for side in sides
    )


def _logical_operands(expr: Node | None) -> Iterator[Node]:
    """The conditions an expression combines with ``&&``, ``||`` and ``!`` (the
    expression itself when it combines none)."""
    node = syntax.unparen(expr)
    if node is None:
        return
    if node.type == "binary_expression" and syntax.token(node, "&&", "||"):
        yield from _logical_operands(node.child_by_field_name("left"))
        yield from _logical_operands(node.child_by_field_name("right"))
    elif node.type == "unary_expression" and syntax.token(node, "!"):
        yield from _logical_operands(node.child_by_field_name("operand"))
    else:
        yield node


def _identifiers(condition: Node) -> Iterable[Node]:
    """The identifiers a condition reads, and its fields of an identifier (``pc.withDr``);
    not those of function literals in it."""
    if condition.type == "identifier" or _field_of_variable(condition):
        yield condition
        return
    if condition.type in ("for_clause", "range_clause", "block", "comment"):
        return
    for node in syntax.descendants_outside_closures(condition):
        kind = node.type
        if kind == "identifier" or (kind == "selector_expression" and _field_of_variable(node)):
            parent = node.parent  # ``x`` of ``x.f`` (``x.f`` of ``x.f.g``): the field is read
            if (
                parent is None
                or parent.type != "selector_expression"
                or parent.child_by_field_name("operand") != node
            ):
                yield node


def _field_of_variable(node: Node) -> bool:
    """``x.f``, or a chain of fields ``x.f.g``, with ``x`` an identifier (not a method
    called: ``x.f()``)."""
    if node.type != "selector_expression":
        return False
    parent = node.parent
    if parent is not None and parent.child_by_field_name("function") == node:
        return False  # a method called (``x.f()``), or a method value taken
    return _chain_root(node) is not None


def _chain_root(node: Node) -> Node | None:
    """The identifier a chain of field selections starts from (``x`` of ``x.f.g``)."""
    operand = node.child_by_field_name("operand")
    while operand is not None and operand.type == "selector_expression":
        operand = operand.child_by_field_name("operand")
    return operand if operand is not None and operand.type == "identifier" else None


def _slot_of(node: Node, resolution: Resolution, *, aliased: bool = True) -> Slot | None:
    """The variable an identifier names, or the (variable, fields) of ``x.f`` (``x.f.g``:
    ``(x, "f.g")``); for the ``ok`` of ``v, ok := x.f.(*T)`` (``aliased``), the slot of that
    assertion (:func:`aliases`)."""
    if node.type == "identifier":
        var = resolution.var_of(node)
        if aliased and var is not None:
            known = resolution.aliases
            if known is None:
                known = aliases(resolution)
            if known:
                return known.get(var, var)
        return var
    if not _field_of_variable(node):
        return None
    fields: list[str] = []
    current: Node | None = node
    while current is not None and current.type == "selector_expression":
        fields.append(syntax.text(current.child_by_field_name("field")))
        current = current.child_by_field_name("operand")
    var = resolution.var_of(current) if current is not None else None
    return (var, ".".join(reversed(fields))) if var is not None else None


def aliases(resolution: Resolution) -> dict[Var, tuple[Var, str]]:
    """Locals that stand for a test of a variable or its fields: the ``ok`` of ``v, ok :=
    x.f.(*T)`` (never set again) says whether ``x.f`` holds a ``*T``, as does every other
    ``ok`` of that assertion, so they share one slot, ``(x, "f.(*T)")``: a path that took
    ``if fs, ok := s.store.(*fileStore); ok { fs.mu.Lock() }`` takes the same branch of the
    next such test (``... ok { fs.mu.Unlock() }``) while the function does not set the
    field."""
    found = resolution.aliases
    if found is None:
        found = resolution.aliases = _assertion_aliases(resolution)
    return found


def _assertion_aliases(resolution: Resolution) -> dict[Var, tuple[Var, str]]:
    found: dict[Var, tuple[Var, str]] = {}
    for var in resolution.variables:
        if var.kind != "local":
            continue
        names = resolution.parent(var.decl)
        statement = resolution.parent(names) if names is not None else None
        if statement is None or statement.type != "short_var_declaration":
            continue
        right = statement.child_by_field_name("right")
        values = right.named_children if right is not None else []
        assertion = syntax.unparen(values[0]) if len(values) == 1 else None
        if assertion is None or assertion.type != "type_assertion_expression":
            continue
        targets = syntax.expressions(statement.child_by_field_name("left"))
        if len(targets) != 2 or targets[1] != var.decl:
            continue
        asserted = assertion.child_by_field_name("type")
        operand = syntax.unparen(assertion.child_by_field_name("operand"))
        slot = _slot_of(operand, resolution, aliased=False) if operand is not None else None
        if asserted is None or slot is None:
            continue
        holder, fields = (slot, "") if isinstance(slot, Var) else slot
        test = f"({syntax.squeezed(asserted)})"
        found[var] = (holder, f"{fields}.{test}" if fields else test)
    if found:  # an ``ok`` set again says something else from there on
        for ident, var in resolution.uses.items():
            if var in found and ident != var.decl and assigned_there(ident):
                del found[var]
    return found


def _start_value(slot: Slot, seeds: Mapping[Slot, Value]) -> Value:
    """What a path knows of a slot on entry: a seed, or the zero value of a named result."""
    if isinstance(slot, tuple):
        return seeds.get(slot)
    return seeds.get(slot, zero_value(slot.type_node) if slot.kind == "result" else None)


def _assigned_in_literals(function: Node, resolution: Resolution) -> set[Var]:
    """The function's variables that a nested function literal assigns (it may run at any
    time, so the path cannot know their values)."""
    found: set[Var] = set()
    for ident, var in resolution.uses.items():
        if var.owner != function or not syntax.contains(function, ident):
            continue
        if resolution.owner(ident) != function and assigned_there(ident):
            found.add(var)
    return found


ASSIGNING_STATEMENTS = frozenset(
    {"assignment_statement", "short_var_declaration", "range_clause", "receive_statement"}
)


def assigned_there(ident: Node, parent: ParentOf = TREE_PARENT) -> bool:
    """``ident`` gets a new value where it stands: a target of an assignment, a short
    declaration, a range clause or a select case's receive (``a, b = ...``, ``for a =
    range``, ``case a = <-ch:``), or ``a++`` / ``a--``.
    ``parent``: how to step up (a cheaper one than ``Node.parent`` where the caller has it)."""
    above = parent(ident)
    if above is not None and above.type in ("inc_statement", "dec_statement"):
        return True
    if above is None or above.type != "expression_list":
        return False
    statement = parent(above)
    return (
        statement is not None
        and statement.type in ASSIGNING_STATEMENTS
        and statement.child_by_field_name("left") == above
    )


def _case_channel(communication: Node | None) -> Node | None:
    """The plain identifier a select case's communication receives from or sends on."""
    if communication is not None and communication.type == "send_statement":
        channel = syntax.unparen(communication.child_by_field_name("channel"))
    else:
        channel = syntax.unparen(syntax.received_channel(communication))
    return channel if channel is not None and channel.type == "identifier" else None


def _nil_call_cases(cfg: CFG, results: Results) -> frozenset[int]:
    """The select cases whose channel is a call every path knows gives nil (the ``Done()``
    of a context that never ends): a nil channel is never ready."""
    found: set[int] = set()
    for block in cfg.blocks:
        if block.kind != Kind.COMM:
            continue
        communication = _communication(block)
        if communication is None or communication.type == "send_statement":
            continue
        channel = syntax.unparen(syntax.received_channel(communication))
        if channel is not None and channel.type == "call_expression" and results(channel) == (NIL,):
            found.add(block.id)
    return frozenset(found)


def _never_ready(cfg: CFG, cases: Mapping[int, Node], resolution: Resolution) -> frozenset[int]:
    """The select cases (blocks) that can never be ready: a send on an unbuffered local
    channel that every use only sends on (nothing can take the value), or a receive from
    a local channel that every use only receives from (nothing sends on it nor closes it)."""
    from goleaklint.dataflow.package import declared_value

    candidates: dict[Var, list[tuple[int, bool]]] = {}  # channel -> (case, sends)
    for case, channel in cases.items():
        var = resolution.var_of(channel)
        communication = _communication(cfg.blocks[case])
        if var is None or var.kind != "local" or communication is None:
            continue
        made = declared_value(var, resolution.parent)
        sends = communication.type == "send_statement"
        if syntax.make_channel(made) is None or (sends and not syntax.unbuffered_make(made)):
            continue  # not made here, or a buffer takes the value
        candidates.setdefault(var, []).append((case, sends))
    if not candidates:
        return frozenset()
    directions: dict[Var, set[str | None]] = {var: set() for var in candidates}
    for ident, var in resolution.uses.items():
        if var in directions and ident != var.decl:
            directions[var].add(syntax.channel_operation(ident, resolution.parent(ident)))
    return frozenset(
        case
        for var, found in candidates.items()
        for case, sends in found
        if directions[var] == {"send" if sends else "receive"}
    )


def _communication(case: Block) -> Node | None:
    """The send or receive of a select case's block (None for any other block)."""
    if case.kind != Kind.COMM or case.node is None:
        return None
    return case.node.child_by_field_name("communication")
