"""What a function body does to a set of channel paths, block by block and in aggregate.

``block_events`` lists, per control-flow block, the channel operations, synchronous calls
(with the callee's summary), goroutine launches (with the goroutine's effects) and escapes.
``Effects`` folds those into counts along paths ("at most how many sends on one path"),
the sites where the body can block, and flags. Summaries of package functions are
``Effects`` of their parameters (and fields of them), computed on demand to a fixpoint.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import TypeVar

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Edge, Kind, last_statement
from goleaklint.dataflow.getters import read_kind
from goleaklint.dataflow.heaviest import ValueGraph, cycles_can_break
from goleaklint.dataflow.loops import constant_trips
from goleaklint.dataflow.package import PackageIndex, var_type
from goleaklint.dataflow.parents import ParentOf, loop_around
from goleaklint.dataflow.trampoline import Task, run
from goleaklint.dataflow.uses import (
    ClosureUse,
    Path,
    Use,
    UseKind,
    closure_use,
    field_suffix,
    join_fields,
    recovering_deferred_literal,
    spawner_call,
)
from goleaklint.dataflow.values import certainly_not_nil
from goleaklint.parse import Node

_PANIC = re.compile(rb"panic\((?<=\bpanic\()")  # the literal first: see spelled.spelling
_Item = TypeVar("_Item")
MANY = 1 << 20  # "unbounded": sends or receives inside a loop


def saturating_add(a: int, b: int) -> int:
    return min(a + b, MANY)


@dataclass(frozen=True)
class Site:
    """Where a goroutine can block: ``node`` is reported, ``op`` is the channel operation."""

    node: Node
    op: Node
    kind: str  # "send", "recv", "range"


@dataclass(frozen=True)
class Effects:
    """The aggregate effect of running a body once on a set of channel paths."""

    sends: int = 0  # most sends on one path
    recvs: int = 0  # most receives on one path
    blocking_sends: tuple[Site, ...] = ()
    # receives that can wait forever, outside loops or in loops of fixed rounds
    blocking_recvs: tuple[Site, ...] = ()
    ranges: tuple[Site, ...] = ()  # range loops that only a close can end
    exiting_ranges: bool = False  # a range loop that can also be left early
    loop_recvs: bool = False  # receives inside loops
    free_ops: bool = False  # operations in a select that has alternatives
    closes: bool = False
    escapes: bool = False
    spawned: tuple[Effects, ...] = ()  # goroutines started by the body
    # A deferred literal that recovers: the most sends it makes during a panic (``sends``
    # counts a normal return), which the function deferring it weighs against its own.
    panic_sends: int = 0

    @property
    def touched(self) -> bool:
        return self != Effects()

    @property
    def receives(self) -> bool:
        return bool(
            self.recvs
            or self.blocking_recvs
            or self.ranges
            or self.exiting_ranges
            or self.loop_recvs
        )

    def plus(self, other: Effects) -> Effects:
        """Both effects, one after the other."""
        return Effects(
            saturating_add(self.sends, other.sends),
            saturating_add(self.recvs, other.recvs),
            _union(self.blocking_sends, other.blocking_sends),
            _union(self.blocking_recvs, other.blocking_recvs),
            _union(self.ranges, other.ranges),
            self.exiting_ranges or other.exiting_ranges,
            self.loop_recvs or other.loop_recvs,
            self.free_ops or other.free_ops,
            self.closes or other.closes,
            self.escapes or other.escapes,
            _union(self.spawned, other.spawned, key=id),
            max(self.panic_sends, other.panic_sends),
        )

    def all_goroutines(self) -> Iterator[Effects]:
        """The goroutines started by the body, and by them, and so on (depth first, in the
        order they start; an explicit stack, however deep goroutines nest), each summary
        once: one a diamond of calls starts along many paths is one object."""
        pending = list(reversed(self.spawned))
        seen: set[int] = set()
        while pending:
            spawn = pending.pop()
            if id(spawn) in seen:
                continue
            seen.add(id(spawn))
            yield spawn
            pending.extend(reversed(spawn.spawned))

    def anywhere(self, test: Callable[[Effects], object]) -> bool:
        """Whether ``test`` holds for these effects or for those of a goroutine they start
        (however deeply)."""
        return bool(test(self)) or any(test(spawn) for spawn in self.all_goroutines())


def _union(
    first: tuple[_Item, ...],
    second: tuple[_Item, ...],
    key: Callable[[_Item], Hashable] = lambda item: item,
) -> tuple[_Item, ...]:
    """The items of both, each once, in order: a callee reached along many call paths (a
    diamond of calls) adds its sites and goroutines once, not once per path. Sites are
    told apart by value; goroutine summaries by identity (``key=id``): a callee's summary
    is one object however many paths reach it, and comparing summaries by value would walk
    every goroutine they start, again and again. (What a body starts is asked only as
    "some goroutine it starts ...": how many times one starts is not needed.)"""
    if not second:
        return first
    if not first:
        return second
    return tuple({key(item): item for item in (*first, *second)}.values())


ESCAPED = Effects(escapes=True)
# The uses that can hand a method value on; a channel operation's operand is a channel.
HANDING_ON = frozenset({UseKind.ARG, UseKind.FLOWS, UseKind.ESCAPE})


# Events of one block ---------------------------------------------------------------------


@dataclass(frozen=True)
class Op:
    kind: UseKind  # SEND, RECV, RANGE or CLOSE
    use: Use
    site: Site | None  # where it blocks (None when a select alternative can proceed)
    comma_ok: Node | None = None  # the `ok` identifier of `v, ok := <-ch`
    value: Node | None = None  # the `v` that `v := <-ch` declares


@dataclass(frozen=True)
class Call:
    """A synchronous call (or a deferred one) whose callee touches the paths."""

    node: Node
    effects: Effects
    deferred: bool


@dataclass(frozen=True)
class Launch:
    """A goroutine started here: ``go`` statement, ``effects`` of the goroutine on the paths."""

    node: Node
    effects: Effects
    function: Node | None  # the goroutine's function (a literal or a declaration)
    binding: dict[Path, Path] = field(default_factory=dict, compare=False)


@dataclass(frozen=True)
class Escape:
    """The paths leave the function's sight here. ``effects``: what is known of all that can
    be done to them from here on, when they leave only captured by a function literal that
    escapes (whoever runs the literal can do no more than its body does)."""

    node: Node
    effects: Effects | None = field(default=None, compare=False)


Event = Op | Call | Launch | Escape


class EffectsAnalyzer:
    """Computes block events, body effects and package summaries with memoisation."""

    def __init__(self, index: PackageIndex) -> None:
        self.index = index
        self._bodies: dict[tuple[Node, frozenset[Path]], Effects] = {}
        self._events_of: dict[tuple[Node, frozenset[Path]], dict[int, list[Event]]] = {}
        self._flows: dict[Node, list[Use]] = {}
        self._summaries: dict[tuple[Node, int, str | None], Effects] = {}
        self._active: set[tuple[Node, int, str | None]] = set()
        self._recursive: set[tuple[Node, int, str | None]] = set()

    # Targets -------------------------------------------------------------------------------

    def expand(self, function: Node, targets: frozenset[Path]) -> frozenset[Path]:
        """Close a set of paths under copies (``out := ch``) inside ``function``."""
        result = set(targets)
        flows = self._flows.get(function)
        if flows is None:
            flows = [u for u in self.index.uses_within(function) if u.kind == UseKind.FLOWS]
            self._flows[function] = flows
        changed = True
        while changed:
            changed = False
            for use in flows:
                if use.path in result and use.target is not None and use.target not in result:
                    result.add(use.target)
                    changed = True
        return frozenset(result)

    def _stores(self, function: Node, path: Path) -> bool:
        """The function copies what ``path`` holds into its receiver, another parameter or a
        variable of an enclosing function (``s.waitingCh = waitingCh`` in a setter): the
        value outlives the call, and whoever reads it there later may use it."""
        own = path[0]
        return any(
            other[0] is not own
            and (other[0].kind in ("receiver", "param") or other[0].owner != function)
            for other in self.expand(function, frozenset({path}))
        )

    # Summaries -----------------------------------------------------------------------------
    # Summaries, bodies and events need each other (a body's events need its callees'
    # summaries and its literals' bodies): each is a task (goleaklint.dataflow.trampoline)
    # that yields what it needs, so a call chain or a nesting of any depth needs no Python
    # recursion. The public methods run one task to its end.

    def summary(self, function: Node, index: int, fields: str | None) -> Effects:
        """Effects of ``function`` on its parameter ``index`` (-1: receiver), or a field of it."""
        return run(self._summary(function, index, fields))

    def _summary(self, function: Node, index: int, fields: str | None) -> Task[Effects]:
        key = (function, index, fields)
        done = self._summaries.get(key)
        if done is not None and key not in self._active:
            return done
        if key in self._active:
            self._recursive.add(key)
            return self._summaries.get(key, Effects())
        var = self.index.param_var(function, index)
        if var is None:
            return ESCAPED
        self._active.add(key)
        result = Effects()
        stored = self._stores(function, (var, fields))
        for _ in range(4):  # iterate recursive summaries to a fixpoint (bounded)
            result = yield self._body(function, frozenset({(var, fields)}), True)
            if stored:
                result = replace(result, escapes=True)
            previous = self._summaries.get(key)
            self._summaries[key] = result
            if key not in self._recursive or previous == result:
                break
        self._active.discard(key)
        return result

    # Bodies --------------------------------------------------------------------------------

    def body_effects(
        self, function: Node, targets: frozenset[Path], *, fresh: bool = False
    ) -> Effects:
        """Aggregate effects of running ``function`` once on ``targets``."""
        return run(self._body(function, targets, fresh))

    def _body(self, function: Node, targets: frozenset[Path], fresh: bool) -> Task[Effects]:
        targets = self.expand(function, targets)
        key = (function, targets)
        if not fresh and key in self._bodies:
            return self._bodies[key]
        events = yield self._events(function, targets, fresh)
        cfg = self.index.cfg(function)
        deferred = closure_use(function) == ClosureUse.DEFER
        # A deferred literal runs when its function returns, with the values that function
        # leaves in the variables the literal tests (``if !returned { ch <- err }``).
        seeds = self.index.deferred_seeds(function) if deferred else {}
        if recovering_deferred_literal(function):
            # On a normal return ``recover()`` is nil: what it guards runs only during a
            # panic, in place of the body's operations after the panicking call. Where the
            # function deferring it has no panic of its own, no path shows one at all.
            values = self.index.path_values(function)
            normal = values.deferred(panicking=False, seeds=seeds).reachable()
            on_return = {block: e for block, e in events.items() if block in normal}
            if self._may_panic(function):
                during = values.deferred(panicking=True).reachable()
                on_panic = {block: e for block, e in events.items() if block in during}
                counted = self._fold(cfg, on_return)
                result = replace(
                    self._fold(cfg, events),  # every operation it may make
                    sends=counted.sends,
                    recvs=counted.recvs,
                    panic_sends=self._fold(cfg, on_panic).sends,
                )
            else:
                result = self._fold(cfg, on_return)
        elif seeds:
            returning = self.index.path_values(function).seeded(seeds).reachable()
            result = self._fold(cfg, {b: e for b, e in events.items() if b in returning})
        else:
            result = self._fold(cfg, events)
        self._bodies[key] = result
        return result

    def block_events(
        self, function: Node, targets: frozenset[Path], *, fresh: bool = False
    ) -> dict[int, list[Event]]:
        """The events of each block of ``function`` that concern ``targets``."""
        return run(self._events(function, self.expand(function, targets), fresh))

    def _events(
        self, function: Node, targets: frozenset[Path], fresh: bool
    ) -> Task[dict[int, list[Event]]]:
        """:meth:`block_events` for targets already closed under copies."""
        key = (function, targets)
        if not fresh and key in self._events_of:
            return self._events_of[key]
        cfg = self.index.cfg(function)
        parent_of = self.index.resolution(function).parent
        events: dict[int, list[Event]] = {}

        def add(node: Node, event: Event) -> None:
            block = cfg.block_for(node)
            if block is not None:
                events.setdefault(block.id, []).append(event)

        calls: dict[Node, list[Use]] = {}
        for use in self.index.own_uses(function):
            if not _related(use.path, targets):
                if _hands_holder(use, targets, self.index):
                    add(use.node, Escape(use.node))
                continue
            exact = use.path in targets
            if use.kind == UseKind.RECEIVER and self._copies_into(use, targets):
                continue  # ``done := s.Done()``: a getter copying a target into a target
            if use.kind in (UseKind.ARG, UseKind.RECEIVER) and use.call is not None:
                calls.setdefault(use.call, []).append(use)
            elif (
                use.kind == UseKind.ESCAPE
                or (use.kind == UseKind.FLOWS and not exact)
                or (
                    use.kind == UseKind.ASSIGNED and exact and not self._copies_target(use, targets)
                )
            ):
                add(use.node, Escape(use.node))
            elif exact and use.kind in (UseKind.SEND, UseKind.RECV, UseKind.RANGE, UseKind.CLOSE):
                add(use.node, self._op(use, cfg, parent_of))
        for literal in self.index.literals_in(function):
            around = parent_of(literal)  # the call that runs it: `go (func() {...})()` too
            while around is not None and around.type == "parenthesized_expression":
                around = parent_of(around)
            if around is not None and around in calls:
                continue
            usage = closure_use(literal, parent_of)
            spawner = spawner_call(literal, parent_of) if usage == ClosureUse.SPAWNED else None
            if spawner is not None:
                effects: Effects = yield self._body(literal, targets, False)
                if effects.touched:
                    add(spawner, Launch(parent_of(spawner) or spawner, effects, literal))
            elif usage == ClosureUse.ESCAPE and (held := self._held_calls(literal, function)):
                for call in held:  # `run := func() {...}` then `go run()`: the calls run it
                    calls.setdefault(call, [])
            elif usage == ClosureUse.ESCAPE:
                escaping: Effects = yield self._body(literal, targets, False)
                if escaping.touched:
                    add(literal, Escape(literal, escaping))
            elif around is not None:
                calls.setdefault(around, [])
        for call, arg_uses in calls.items():
            event: Event | None = yield self._call_event(call, arg_uses, targets, parent_of)
            if event is not None:
                add(call, event)
        self._events_of[key] = events
        return events

    def _held_calls(self, literal: Node, function: Node) -> list[Node] | None:
        """The calls of a literal held in a variable, when all are ``function``'s own (a
        call from a nested literal is an event of that literal's body, not of this one)."""
        calls = self.index.literal_calls(literal)
        if calls is None or any(self.index.enclosing_function(c) != function for c in calls):
            return None
        return calls

    def _copies_target(self, use: Use, targets: frozenset[Path]) -> bool:
        """An assignment of one target path to another (``a = b`` between aliases)."""
        value = syntax.unparen(use.value)
        if value is None:
            return False
        if syntax.make_channel(value) is not None:
            return use.path[0].kind == "local"  # the making assignment of a local channel
        resolution = self.index.resolution(use.node)
        var = resolution.uses.get(value) if value.type == "identifier" else None
        return var is not None and (var, None) in targets

    def _op(self, use: Use, cfg: CFG, parent_of: ParentOf) -> Op:
        comma_ok = value = None
        around = parent_of(use.node)
        if use.kind == UseKind.RECV and around is not None:
            comma_ok = _comma_ok(around, parent_of)
            value = _received_into(around, parent_of)
        select = use.in_select
        if select is not None:
            cases = [
                c for c in select.named_children if c.type in ("communication_case", "default_case")
            ]
            if len(cases) > 1:
                blocking_select = use.kind == UseKind.RECV and all(
                    c.type == "communication_case" and _is_receive_case(c) for c in cases
                )
                site = Site(select, use.node, "recv") if blocking_select else None
                return Op(use.kind, use, site, comma_ok, value)
        kind = {UseKind.SEND: "send", UseKind.RECV: "recv", UseKind.RANGE: "range"}.get(use.kind)
        if kind is None:
            return Op(use.kind, use, None)
        report = use.node
        if use.kind in (UseKind.SEND, UseKind.RECV):
            report = syntax.unparen(around) or use.node
        elif use.kind == UseKind.RANGE:
            report = _range_statement(use.node, parent_of) or use.node
        return Op(use.kind, use, Site(report, use.node, kind), comma_ok, value)

    def _call_event(
        self, call: Node, arg_uses: list[Use], targets: frozenset[Path], parent_of: ParentOf
    ) -> Task[Event | None]:
        statement = parent_of(call)
        callee = self.index.callee(call)
        launched = statement is not None and statement.type == "go_statement"
        deferred = statement is not None and statement.type == "defer_statement"
        if callee is None:
            return Escape(call) if arg_uses else None
        function, _ = callee
        effects = Effects()
        binding: dict[Path, Path] = {}
        if function.type == "func_literal":
            inner = set(targets)
            for use in arg_uses:
                bound = self._bind(function, use, targets)
                if bound is None:
                    return Escape(call)
                inner.update(bound.values())
                binding.update(bound)
            effects = yield self._body(function, frozenset(inner), False)
        else:
            for use in arg_uses:
                bound = self._bind(function, use, targets)
                if bound is None:
                    return Escape(call)
                binding.update(bound)
                for param_path in bound.values():
                    var, fields = param_path
                    index = -1 if var.kind == "receiver" else var.index
                    summary: Effects = yield self._summary(function, index, fields)
                    effects = effects.plus(summary)
        if not effects.touched:
            return None
        if launched and statement is not None:
            return Launch(statement, effects, function, binding)
        return Call(call, effects, deferred)

    def _copies_into(self, use: Use, targets: frozenset[Path]) -> bool:
        """The use calls a getter (:meth:`PackageIndex.getter_of`) of a target field and
        only reads it: into a variable that is a target too, or by receiving from it or
        ranging over it where it stands (the use the index adds for that is the operation)."""
        field_name = self.index.getter_of(use.call) if use.call is not None else None
        if use.call is None or field_name is None:
            return False
        var, fields = use.path
        if (var, join_fields(fields, field_name)) not in targets:
            return False
        bound = self.index.getter_call(use.call)
        if bound is not None:
            return (bound[1], None) in targets
        return read_kind(use.call) is not None

    def _bind(self, function: Node, use: Use, targets: frozenset[Path]) -> dict[Path, Path] | None:
        """Map the caller's target paths reached through this argument to callee paths."""
        index = -1 if use.kind == UseKind.RECEIVER else use.index
        param = self.index.param_var(function, index)
        if param is None:
            return None
        bound: dict[Path, Path] = {}
        var, prefix = use.path
        for target_var, target_fields in targets:
            if target_var is not var:
                continue
            suffix = field_suffix(prefix, target_fields)
            if suffix is not False:
                bound[(target_var, target_fields)] = (param, suffix)
        return bound

    def _may_panic(self, deferred: Node) -> bool:
        """The declaration deferring ``deferred``, or a package function it may call,
        spells ``panic(``: a panicking way out the paths do not show."""
        return self.index.reaches_spelling(self.index.top_level(deferred), _PANIC)

    # Folding ---------------------------------------------------------------------------------

    def _fold(self, cfg: CFG, events: dict[int, list[Event]]) -> Effects:
        sends: Counter[int] = Counter()
        recvs: Counter[int] = Counter()
        result = Effects()
        looped = cfg.looped_blocks
        parent_of = self.index.resolution(cfg.function).parent
        for block, block_events in events.items():
            counted_selects: set[Node] = set()
            for event in block_events:
                if isinstance(event, Op) and event.use.in_select is not None:
                    if event.use.in_select in counted_selects:
                        continue
                    counted_selects.add(event.use.in_select)
                if isinstance(event, Escape):
                    result = replace(result, escapes=True)
                elif isinstance(event, Launch):
                    result = replace(result, spawned=(*result.spawned, event.effects))
                elif isinstance(event, Call):
                    callee = event.effects
                    sends[block] = saturating_add(sends[block], callee.sends)
                    recvs[block] = saturating_add(recvs[block], callee.recvs)
                    result = result.plus(replace(callee, sends=0, recvs=0, panic_sends=0))
                    if block in looped and callee.recvs:
                        result = replace(result, loop_recvs=True)
                else:
                    in_loop = block in looped
                    counted = (
                        in_loop
                        and event.kind == UseKind.RECV
                        and event.site is not None
                        and self._rounds_fixed(cfg, block)
                    )
                    result = self._fold_op(
                        result, event, in_loop, cfg, sends, recvs, block, parent_of, counted
                    )
        once = frozenset(
            block
            for block, block_events in events.items()
            for event in block_events
            if isinstance(event, Op)
            and event.kind == UseKind.SEND
            and guarded_once(event.use.node, parent_of)
        )
        trips = self._trips(cfg)
        counts = (
            (sends, _max_path(cfg, sends, once, trips)),
            (recvs, _max_path(cfg, recvs, trips=trips)),
        )
        most_sends, most_recvs = self._on_values(cfg, counts)
        panicking, deferred = self._sends_on_panic(events)
        if panicking:
            # A panic ends the body where it happens: the sends a recovering deferred call
            # makes then (all it sends) come instead of the body's last ones (a send
            # nothing follows), not on top of what the deferred call sends on a return.
            before = Counter(
                {
                    b: n - deferred[b]
                    for b, n in sends.items()
                    if not last_statement(cfg, b) and n > deferred[b]
                }
            )
            most_sends = max(
                most_sends, saturating_add(_max_path(cfg, before, once, trips), panicking)
            )
        return replace(result, sends=most_sends, recvs=most_recvs)

    @staticmethod
    def _sends_on_panic(events: dict[int, list[Event]]) -> tuple[int, Counter[int]]:
        """The most sends the function's recovering deferred literals make during a panic,
        and, by block, what those deferred calls send on a normal return."""
        most = 0
        deferred: Counter[int] = Counter()
        for block, block_events in events.items():
            for event in block_events:
                if isinstance(event, Call) and event.deferred and event.effects.panic_sends:
                    most = max(most, event.effects.panic_sends)
                    deferred[block] += event.effects.sends
        return most, deferred

    def _on_values(self, cfg: CFG, counts: Sequence[tuple[Counter[int], int]]) -> list[int]:
        """Each count's ``bound`` (from the graph alone), or less where the function's values
        rule out the paths that would make more (goleaklint.dataflow.heaviest). Both bound
        every run, so the smaller one does too."""
        bounds = [bound for _, bound in counts]
        values = self.index.path_values(cfg.function) if max(bounds) > 1 else None
        if values is None or not values.active:
            return bounds
        asked = [
            i
            for i, (weights, bound) in enumerate(counts)
            if bound > 1 and cycles_can_break(cfg, weights, values)
        ]
        if not asked:
            return bounds
        graph = ValueGraph(cfg, values, [counts[i][0] for i in asked])  # one walk for all
        for position, i in enumerate(asked):
            on_values = graph.heaviest(position)
            if on_values is not None:
                bounds[i] = min(bounds[i], on_values)
        return bounds

    def _trips(self, cfg: CFG) -> Callable[[int], int | None]:
        """Trip counts of the function's loops, by LOOP block."""

        def trips(head: int) -> int | None:
            loop = cfg.blocks[head].loop
            return constant_trips(loop, self.index) if loop is not None else None

        return trips

    def _rounds_fixed(self, cfg: CFG, block: int) -> bool:
        """Every loop around the block runs a constant number of rounds and is left only
        through its header: the block runs exactly that many times."""
        heads = cfg.loops_containing(block)
        for head in heads:
            loop = cfg.blocks[head].loop
            if loop is None or constant_trips(loop, self.index) is None:
                return False
            if _loop_can_exit_early(cfg, loop):
                return False
        return bool(heads)

    @staticmethod
    def _fold_op(
        result: Effects,
        op: Op,
        in_loop: bool,
        cfg: CFG,
        sends: Counter[int],
        recvs: Counter[int],
        block: int,
        parent_of: ParentOf,
        counted: bool = False,
    ) -> Effects:
        """The effects with one more operation. A receive in loops whose rounds are
        ``counted`` (fixed, left only through their headers) waits as often as they go
        round, and can wait forever like one outside loops."""
        if op.kind == UseKind.CLOSE:
            return replace(result, closes=True)
        if op.kind == UseKind.SEND:
            sends[block] += 1
            if op.site is None:
                return replace(result, free_ops=True)
            return replace(result, blocking_sends=(*result.blocking_sends, op.site))
        if op.kind == UseKind.RANGE:
            recvs[block] = MANY
            loop = _range_statement(op.use.node, parent_of)
            if (loop is not None and _loop_can_exit_early(cfg, loop)) or op.site is None:
                return replace(result, exiting_ranges=True, loop_recvs=True)
            return replace(result, ranges=(*result.ranges, op.site), loop_recvs=True)
        recvs[block] += 1
        if in_loop:
            result = replace(result, loop_recvs=True)
        if op.site is None:
            return replace(result, free_ops=True)
        if in_loop and not counted:
            return result
        return replace(result, blocking_recvs=(*result.blocking_recvs, op.site))


def _hands_holder(use: Use, targets: frozenset[Path], index: PackageIndex) -> bool:
    """A method value of an object that holds a target (``register(ts.scrape)`` with the
    channel in ``ts.ch``), handed on rather than called: whoever calls it runs the method
    on that object, so what the method does to the channel happens out of sight."""
    var, fields = use.path
    if fields is None or use.kind not in HANDING_ON:
        return False  # a channel operation or a query: ``<-s.stop`` reads a field
    holder, _, name = fields.rpartition(".")
    if name not in index.methods_by_name:
        return False
    kind = var_type(var) if not holder else None
    if kind is not None and name in index.channel_fields(kind):
        return False  # the holder's type declares a channel field of that name
    return any(
        t_var is var and field_suffix(holder or None, t_fields) not in (False, None)
        for t_var, t_fields in targets
    )


def _related(path: Path, targets: frozenset[Path]) -> bool:
    var, fields = path
    return any(
        t_var is var and field_suffix(fields, t_fields) is not False for t_var, t_fields in targets
    )


def _comma_ok(receive: Node, parent_of: ParentOf) -> Node | None:
    """The ``ok`` identifier when ``receive`` is the value of ``v, ok := <-ch`` (or ``=``)."""
    _, names = _receive_targets(receive, parent_of)
    if len(names) == 2 and names[1].type == "identifier" and syntax.text(names[1]) != "_":
        return names[1]
    return None


def _received_into(receive: Node, parent_of: ParentOf) -> Node | None:
    """The ``v`` that ``v := <-ch`` (or ``v, ok := <-ch``) declares to hold the value."""
    statement, names = _receive_targets(receive, parent_of)
    if statement is None or statement.type != "short_var_declaration" or not names:
        return None
    first = names[0]
    return first if first.type == "identifier" and syntax.text(first) != "_" else None


def _receive_targets(receive: Node, parent_of: ParentOf) -> tuple[Node | None, list[Node]]:
    """The statement assigning what ``receive`` gets, and its targets."""
    node = receive
    while (up := parent_of(node)) is not None and up.type == "parenthesized_expression":
        node = up
    parent = parent_of(node)
    if parent is not None and parent.type == "expression_list":
        parent = parent_of(parent)
    if parent is None or parent.type not in (
        "short_var_declaration",
        "assignment_statement",
        "receive_statement",
        "var_spec",
    ):
        return None, []
    left = parent.child_by_field_name("left")
    names = syntax.expressions(left) if left is not None else parent.children_by_field_name("name")
    return parent, list(names)


def _is_receive_case(case: Node) -> bool:
    communication = case.child_by_field_name("communication")
    if communication is None:
        return False
    if communication.type == "receive_statement":
        return True
    if communication.type == "expression_statement":
        return syntax.is_receive(
            communication.named_children[0] if communication.named_children else None
        )
    return syntax.is_receive(communication)


def _range_statement(expr: Node, parent_of: ParentOf) -> Node | None:
    clause = parent_of(expr)
    while clause is not None and clause.type != "range_clause":
        clause = parent_of(clause)
    return parent_of(clause) if clause is not None else None


def _loop_can_exit_early(cfg: CFG, loop: Node) -> bool:
    """True when some path leaves the loop other than through its header's exit."""
    head = cfg.block_of.get(loop)
    if head is None:
        return True
    body = cfg.loop_body.get(head, frozenset())
    for block in body:
        for successor, edge in cfg.successors(block):
            if successor not in body and successor != head and edge != Edge.LOOP_EXIT:
                return True
    return False


def guarded_once(node: Node, parent_of: ParentOf) -> bool:
    """``node`` runs under ``if flag {...}`` (or ``if !flag``, or ``if x == nil``) whose
    branch assigns ``flag`` (or gives ``x`` a value that is not nil): the classic "do this
    the first time only" shape, which runs once however often the enclosing loop goes
    round. The guard may be one of several conditions joined by ``&&``; a loop between
    the guard and ``node`` runs ``node`` many times each time the guard lets it in."""
    current = parent_of(node)
    while current is not None and current.type not in syntax.FUNCTION_TYPES:
        if current.type in ("if_statement", "for_statement"):
            break
        current = parent_of(current)
    if current is None or current.type != "if_statement":
        return False
    consequence = current.child_by_field_name("consequence")
    if consequence is None or not syntax.contains(consequence, node):
        return False
    conjuncts = _conjuncts(current.child_by_field_name("condition"))
    if any(_tests_one_round(c, current, parent_of) for c in conjuncts):
        return True
    guards = [_once_guard(c) for c in conjuncts]
    for statement in syntax.statements(consequence):
        if statement.type != "assignment_statement" or not syntax.token(statement, "="):
            continue
        targets = syntax.expressions(statement.child_by_field_name("left"))
        values = syntax.expressions(statement.child_by_field_name("right"))
        for target, value in zip(targets, values, strict=False):
            if target.type != "identifier":
                continue
            name = syntax.text(target)
            for guard in guards:
                if guard is None or guard[0] != name:
                    continue
                if not guard[1] or _never_nil(syntax.unparen(value), node):
                    return True
    return False


def _tests_one_round(condition: Node, guard: Node, parent_of: ParentOf) -> bool:
    """``i == last`` (``i+1 == len(xs)``, ``i == 0``) in the loop that counts ``i``, where
    ``last`` does not change in the loop and no loop encloses that one: the loop's rounds
    each have another ``i``, so the guard lets at most one in per run of the function."""
    if condition.type != "binary_expression" or not syntax.token(condition, "=="):
        return False
    loop = loop_around(guard, parent_of)
    if loop is None or loop_around(loop, parent_of) is not None:
        return False
    counter = _round_counter(loop)
    body = loop.child_by_field_name("body")
    if counter is None or body is None:
        return False
    changed = _assigned_names(body)
    if counter in changed:
        return False
    sides = [syntax.unparen(condition.child_by_field_name(f)) for f in ("left", "right")]
    for mine, other in (sides, sides[::-1]):
        if mine is None or other is None:
            continue
        if _offset_of(mine, counter) and not (_names(other) & (changed | {counter})):
            return True
    return False


def _round_counter(loop: Node) -> str | None:
    """The variable that takes a new value each round: the key of ``for i := range xs`` or
    ``for i, x := range xs``, or ``i`` of ``for i := a; cond; i++``."""
    for clause in loop.named_children:
        if clause.type == "range_clause":
            left = clause.child_by_field_name("left")
            names = syntax.expressions(left) if left is not None else []
            if names and names[0].type == "identifier" and syntax.text(names[0]) != "_":
                return syntax.text(names[0])
            return None
        if clause.type == "for_clause":
            update = clause.child_by_field_name("update")
            if update is not None and update.type in ("inc_statement", "dec_statement"):
                target = update.named_children[0] if update.named_children else None
                if target is not None and target.type == "identifier":
                    return syntax.text(target)
            return None
    return None


def _offset_of(node: Node, counter: str) -> bool:
    """``i``, or ``i + c`` / ``i - c`` with ``c`` a literal."""
    if node.type == "identifier":
        return syntax.text(node) == counter
    if node.type == "binary_expression" and syntax.token(node, "+", "-"):
        left = syntax.unparen(node.child_by_field_name("left"))
        right = syntax.unparen(node.child_by_field_name("right"))
        return (
            left is not None
            and right is not None
            and left.type == "identifier"
            and syntax.text(left) == counter
            and right.type == "int_literal"
        )
    return False


def _names(node: Node) -> set[str]:
    """The identifiers an expression reads (outside function literals)."""
    return {
        syntax.text(n) for n in syntax.descendants_outside_closures(node) if n.type == "identifier"
    } | ({syntax.text(node)} if node.type == "identifier" else set())


def _assigned_names(body: Node) -> set[str]:
    """Names a loop body assigns, declares, increments or takes the address of."""
    found: set[str] = set()
    for n in syntax.descendants_outside_closures(body):
        targets: list[Node] = []
        if n.type in ("assignment_statement", "short_var_declaration"):
            left = n.child_by_field_name("left")
            targets = syntax.expressions(left) if left is not None else []
        elif n.type in ("inc_statement", "dec_statement"):
            targets = list(n.named_children[:1])
        elif n.type == "unary_expression" and syntax.token(n, "&"):
            targets = list(n.named_children[-1:])
        for target in targets:
            while target.type in ("selector_expression", "index_expression"):
                inner = target.child_by_field_name("operand")
                if inner is None:
                    break
                target = inner
            if target.type == "identifier":
                found.add(syntax.text(target))
    return found


def _never_nil(value: Node | None, guarded: Node) -> bool:
    """A value a ``x == nil`` guard's branch gives ``x`` that is never nil: what the value
    domain knows to be non-nil (``make``, ``new``, a literal, an address), or the guarded
    call itself (``quit = time.After(d)``, whose channel is never nil)."""
    return value is not None and (value == guarded or certainly_not_nil(value))


def _conjuncts(condition: Node | None) -> list[Node]:
    node = syntax.unparen(condition)
    if node is None:
        return []
    if node.type == "binary_expression" and syntax.token(node, "&&"):
        return [
            *_conjuncts(node.child_by_field_name("left")),
            *_conjuncts(node.child_by_field_name("right")),
        ]
    return [node]


def _once_guard(condition: Node) -> tuple[str, bool] | None:
    """``(name, is_nil_test)`` for ``flag``, ``!flag``, ``x == nil`` or ``nil == x``."""
    if condition.type == "unary_expression" and syntax.token(condition, "!"):
        operand = syntax.unparen(condition.child_by_field_name("operand"))
        if operand is None or operand.type != "identifier":
            return None
        return syntax.text(operand), False
    if condition.type == "identifier":
        return syntax.text(condition), False
    if condition.type == "binary_expression" and syntax.token(condition, "=="):
        left = syntax.unparen(condition.child_by_field_name("left"))
        right = syntax.unparen(condition.child_by_field_name("right"))
        for one, other in ((left, right), (right, left)):
            if one is not None and other is not None and other.type == "nil":
                return (syntax.text(one), True) if one.type == "identifier" else None
    return None


def _max_path(
    cfg: CFG,
    weights: Counter[int],
    once: frozenset[int] = frozenset(),
    trips: Callable[[int], int | None] | None = None,
) -> int:
    """The largest total weight on one path from the entry.

    A cycle is MANY, except for ``once`` blocks (a flag lets them run a single time) and for
    a loop whose trip count ``trips`` knows (its heaviest iteration, that many times).
    """
    if not any(weights.values()):
        return 0
    order, component_of = cfg.components()
    component_weight: Counter[int] = Counter()
    bounded: dict[int, int | None] = {}
    for block, weight in weights.items():
        component = component_of[block]
        if cfg.cyclic(block) and block not in once and weight:
            if component not in bounded:
                bounded[component] = _loop_weight(cfg, order[component], weights, once, trips)
            weight = MANY if bounded[component] is None else 0
        component_weight[component] = saturating_add(component_weight[component], weight)
    for component, loop_weight in bounded.items():
        if loop_weight is not None:
            component_weight[component] = saturating_add(component_weight[component], loop_weight)
    incoming: dict[int, int] = {component_of[cfg.entry]: 0}
    best = 0
    for component, members in enumerate(order):
        if component not in incoming:
            continue  # not reachable from the entry
        total = saturating_add(incoming[component], component_weight[component])
        best = max(best, total)
        for member in members:
            for successor, _ in cfg.successors(member):
                target = component_of[successor]
                if target != component and incoming.get(target, -1) < total:
                    incoming[target] = total
    return best


def _loop_weight(
    cfg: CFG,
    members: list[int],
    weights: Counter[int],
    once: frozenset[int],
    trips: Callable[[int], int | None] | None,
) -> int | None:
    """The weight of a cycle that is one loop with a known trip count: its heaviest single
    iteration times the trip count (None when the cycle is not such a loop)."""
    if trips is None:
        return None
    heads = [b for b in members if cfg.blocks[b].kind == Kind.LOOP]
    if len(heads) != 1:
        return None
    head = heads[0]
    count = trips(head)
    if count is None:
        return None
    inside = set(members)
    # Longest path from the head through one iteration: the body without the edges that go
    # round again must be acyclic (no inner loop).
    order: list[int] = []
    state: dict[int, int] = {}
    stack: list[tuple[int, int]] = [(head, 0)]
    while stack:
        block, position = stack.pop()
        if position == 0:
            if state.get(block) == 1:
                return None  # an inner cycle
            if state.get(block) == 2:
                continue
            state[block] = 1
        successors = [s for s, _ in cfg.successors(block) if s in inside and s != head]
        if position < len(successors):
            stack.append((block, position + 1))
            successor = successors[position]
            if state.get(successor) == 1:
                return None
            if state.get(successor) != 2:
                stack.append((successor, 0))
            continue
        state[block] = 2
        order.append(block)
    best: dict[int, int] = {}
    for block in order:  # reverse topological: successors first
        weight = weights.get(block, 0) if block not in once else 0
        tail = max(
            (best[s] for s, _ in cfg.successors(block) if s in best and s != head), default=0
        )
        best[block] = saturating_add(weight, tail)
    once_weight = sum(weights.get(b, 0) for b in members if b in once)
    return saturating_add(min(best.get(head, 0) * count, MANY), once_weight)
