"""WaitGroups: what adds to them, what marks them done and what waits on them, path by path.

A WaitGroup is followed from the function that owns its root path (a local ``sync.WaitGroup``,
a ``*sync.WaitGroup`` parameter, a field of the receiver or of a local struct). Per control-flow
block this module lists the ``Add``, ``Done`` and ``Wait`` calls on the path and its aliases
(``p := &wg``, ``batch{wg: &wg}``), the goroutines started and the synchronous calls that touch
it — closures capturing it, and package functions and methods that receive it as a parameter,
through ``&wg``, or as a field of their receiver — and anything that hands it off (another
package, a function value, a stored closure, a method value such as ``wg.Done``).

Each body is summarised by how many ``Done`` calls it makes on its fewest-Done and most-Done
paths out (normal returns, and panics the function recovers itself), its ``Add`` and ``Wait``
sites, and the goroutines it starts that can leave without their ``Done``. Those summaries give
GL101 (a ``Wait`` that the counter never lets through) and GL102 (an ``Add`` inside the
goroutine it counts).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import NamedTuple

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Block, Edge, exit_node
from goleaklint.dataflow.closables import Results
from goleaklint.dataflow.loops import constant_trips
from goleaklint.dataflow.objects import Objects
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.parents import TREE_PARENT, ParentOf
from goleaklint.dataflow.paths import ends_in_panic, explore_all
from goleaklint.dataflow.scope import Resolution
from goleaklint.dataflow.trampoline import Task, run
from goleaklint.dataflow.types import Types
from goleaklint.dataflow.uses import (
    ClosureUse,
    Path,
    Use,
    UseKind,
    closure_use,
    field_suffix,
    join_fields,
    literal_holder,
    path_of,
    pointee_path,
    spawner_call,
)
from goleaklint.parse import Node

WAITGROUP = "sync.WaitGroup"
METHODS = ("Add", "Done", "Wait", "Go")
BOUND = 8  # Done counts at or above the bound are "many" (Done inside a loop)
# Rounds of a loop that each leave the balance (or the deferred Done calls) changed before
# it is taken as drifting: the count is then unknown, whatever the walk would reach round
# by round (a loop of constant length has its Adds and Dones counted at its exit).
DRIFTING_ROUNDS = 4
MAX_ALIASES = 32  # paths followed per WaitGroup and function
MAX_DEPTH = 4  # fields in an alias path (s.child = s would otherwise grow forever)
MANY = 1 << 20
# Elements assumed for a slice whose length an ``Add(len(xs))`` counts and loops over ``xs``
# run through: the smallest length at which "one per element" and "all at once" differ.
ASSUMED_LENGTH = 2
COLLECTIONS = frozenset({"slice_type", "array_type", "implicit_length_array_type", "map_type"})


def bump(count: int, by: int) -> int:
    total = count + by
    return total if total < BOUND else MANY


# Events of one block ------------------------------------------------------------------------


@dataclass(frozen=True)
class AddOp:
    node: Node  # the Add call
    amount: int | None  # None when the argument is not a constant


@dataclass(frozen=True)
class DoneOp:
    node: Node
    deferred: bool
    count: int = 1  # wg.Add(-2) counts two


@dataclass(frozen=True)
class WaitOp:
    node: Node
    deferred: bool = False


@dataclass(frozen=True)
class CallOp:
    """A synchronous (or deferred) call whose body touches the WaitGroup."""

    node: Node
    summary: Summary
    deferred: bool
    # A deferred call of a function that recovers: what it does when it runs during a
    # panic (``recover()`` not nil), when that differs from a normal return.
    panicking: Summary | None = None


# How a deferred call runs (see WaitGroups._body_task).
NORMAL = "normal"
PANICKING = "panicking"


@dataclass(frozen=True)
class LaunchOp:
    """A goroutine started here that touches the WaitGroup (as ``targets`` of ``function``)."""

    node: Node  # the go statement (or the x.Go call)
    summary: Summary
    function: Node
    targets: frozenset[Path] = field(compare=False)


@dataclass(frozen=True)
class GoOp:
    """``wg.Go(f)``: the WaitGroup adds and marks done around ``f`` itself."""

    node: Node


@dataclass(frozen=True)
class EscapeOp:
    """The WaitGroup is handed to code this analysis cannot follow."""

    node: Node
    literal: Node | None = None  # a stored closure that touches it, still worth reading
    targets: frozenset[Path] = field(default=frozenset(), compare=False)


Event = AddOp | DoneOp | WaitOp | CallOp | LaunchOp | GoOp | EscapeOp


@dataclass(frozen=True)
class Skip:
    """A goroutine that can leave without its ``Done``: its start, function and that exit."""

    go: Node
    function: Node
    targets: frozenset[Path] = field(compare=False)
    exit: Node | None = field(default=None, compare=False)


@dataclass(frozen=True)
class Summary:
    """What running a body once does to a WaitGroup."""

    lo: int = 0  # Done calls on the path out with the fewest (MANY: unbounded)
    hi: int = 0  # Done calls on the path out with the most
    exits: bool = True  # some path leaves the body
    dones: bool = False  # some Done is reachable
    adds: tuple[Node, ...] = ()  # Add calls made by this goroutine
    own_adds: tuple[Node, ...] = ()  # those written in the body itself (or its closures)
    spawned_adds: bool = False  # Add calls made by goroutines it starts
    looped_dones: bool = False  # this goroutine calls Done in a loop (once per work item)
    waits: tuple[Node, ...] = ()  # Wait calls made by this goroutine
    spawned_waits: tuple[Node, ...] = ()  # Wait calls made by goroutines it starts
    skips: tuple[Skip, ...] = ()  # goroutines started (at any depth) that can skip their Done
    escapes: bool = False
    short_exit: Node | None = None  # where a path leaves with the fewest Done calls
    # Where paths leave with fewer Done calls than the most (None: a path runs off the end).
    short_exits: tuple[Node | None, ...] = ()

    @property
    def touched(self) -> bool:
        return bool(
            self.dones
            or self.adds
            or self.spawned_adds
            or self.waits
            or self.spawned_waits
            or self.skips
            or self.escapes
        )

    @property
    def skips_done(self) -> bool:
        """A worker whose paths disagree on how many times it calls ``Done``: on the path
        with fewer, the counter stays up for good (loops and self-adding workers excluded)."""
        return (
            self.exits
            and not self.adds
            and not self.spawned_adds
            and not self.escapes
            and self.lo < self.hi < MANY
        )


UNKNOWN = Summary(escapes=True)
UNTOUCHED = Summary()


# Reports ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Root:
    """A WaitGroup path and the function that owns its root variable."""

    path: Path
    owner: Node


@dataclass
class RootReport:
    """Everything known about one WaitGroup in its owner."""

    root: Root
    targets: frozenset[Path]
    summary: Summary
    # Every Add is a constant and every launch is counted: the count is known. It is judged
    # with every goroutine calling Done as often as it can: an Add left over even then is a
    # mismatch (``over_counted``); a count that those Done calls would overshoot
    # (``under_counted``) means the code expects some goroutines not to call Done.
    exact: bool
    over_counted: dict[Node, Node | None] = field(default_factory=dict)  # Wait -> exit node
    under_counted: bool = False
    # The slice whose length the count took as ASSUMED_LENGTH (``Add(len(xs))``), if any.
    assumed_length: str | None = None
    # Exact counts only: the Waits left blocked when every goroutine calls Done as seldom
    # as it can (None: not worked out). A goroutine skipping a Done matters at no other
    # Wait: one that makes its first Done before leaving early has still released what
    # the launcher added before the Wait (``wg.Add(1); go func() { wg.Done(); ... }()``).
    short_stuck: frozenset[Node] | None = None

    @property
    def skips_matter(self) -> bool:
        """A goroutine skipping its Done leaves the count up for good."""
        return bool(self.summary.skips) and (
            not self.exact or not (self.over_counted or self.under_counted)
        )

    @property
    def all_waits(self) -> tuple[Node, ...]:
        return tuple(dict.fromkeys(self.summary.waits + self.summary.spawned_waits))


@dataclass(frozen=True)
class Launched:
    """A goroutine start seen from a root: the launching function, its paths, the launch."""

    launcher: Node
    targets: frozenset[Path]
    launch: LaunchOp


class WaitGroups:
    """WaitGroup events, body summaries and per-root reports of a package."""

    def __init__(self, index: PackageIndex, objects: Objects) -> None:
        self.index = index
        self.objects = objects
        self._events: dict[tuple[Node, frozenset[Path]], dict[int, list[Event]]] = {}
        self._aliases: dict[tuple[Node, frozenset[Path]], frozenset[Path]] = {}
        self._copies: dict[Node, dict[int, list[tuple[Use, Path]]]] = {}
        self._top_copies: dict[Node, tuple[list[tuple[Use, Path]], list[int]]] = {}
        self._summaries: dict[tuple[Node, frozenset[Path], str], Summary] = {}
        self._active: set[tuple[Node, frozenset[Path], str]] = set()
        self._reports: list[RootReport] | None = None
        self._field_waits: dict[tuple[str, str], list[Node]] | None = None
        self._overflowed: set[tuple[Node, frozenset[Path]]] = set()

    def is_waitgroup(self, path: Path) -> bool:
        return self.objects.type_of(path) == WAITGROUP

    # Roots ------------------------------------------------------------------------------------

    def roots(self) -> list[Root]:
        """Every WaitGroup path some method is called on, at the function owning its root."""
        found: dict[tuple[int, str | None], Root] = {}
        words = self.objects.spellings(WAITGROUP)
        for declaration in self.index.all_declarations_with_methods(METHODS):
            if not self.index.spells(declaration, words):
                continue
            for use in self.index.uses(declaration):
                if use.kind != UseKind.RECEIVER or use.method not in METHODS:
                    continue
                var, fields = use.path
                key = (id(var), fields)
                if key not in found and self.is_waitgroup(use.path):
                    found[key] = Root(use.path, var.owner)
        for go in self.index.go_statements:
            for path in self._launched_paths(go):
                key = (id(path[0]), path[1])
                if key not in found and self.is_waitgroup(path):
                    found[key] = Root(path, path[0].owner)
        return list(found.values())

    def _launched_paths(self, go: Node) -> list[Path]:
        """The launcher's paths given as WaitGroups to a package function started by ``go``
        (``go s.handle(r)`` whose ``handle`` adds to ``s.wg``)."""
        call = go.named_children[0] if go.named_children else None
        callee = self.index.callee(call) if call is not None else None
        if call is None or callee is None or callee[0].type == "func_literal":
            return []
        function, receiver = callee
        resolution = self.index.resolution(go)
        args = syntax.call_arguments(call)
        paths: list[Path] = []
        for position, fields in self._slots(function):
            if position == -1:
                operand = receiver
            else:
                operand = args[position] if position < len(args) else None
            path = pointee_path(operand, resolution)
            if path is not None:
                paths.append((path[0], join_fields(path[1], fields)))
        return paths

    def _slots(self, function: Node) -> list[tuple[int, str | None]]:
        """WaitGroup parameters (index, None) and receiver fields (-1, fields) of a function."""
        slots: dict[tuple[int, str | None], None] = {}
        for position, _ in enumerate(syntax.parameter_names(function)):
            param = self.index.param_var(function, position)
            if param is not None and self.is_waitgroup((param, None)):
                slots[(position, None)] = None
        receiver = self.index.param_var(function, -1)
        if receiver is not None:
            for use in self.index.uses_within(function):
                var, fields = use.path
                if (
                    var is receiver
                    and fields is not None
                    and use.kind == UseKind.RECEIVER
                    and use.method in METHODS
                    and self.is_waitgroup(use.path)
                ):
                    slots[(-1, fields)] = None
        return list(slots)

    def reports(self) -> list[RootReport]:
        """One report per root; roots that are aliases of another root are left out."""
        if self._reports is not None:
            return self._reports
        reports: list[RootReport] = []
        covered: set[tuple[int, str | None]] = set()
        roots = self.roots()
        targets_of = {id(r): self.aliases(r.owner, frozenset({r.path})) for r in roots}
        for root in roots:
            for other in roots:
                if (
                    other is not root
                    and other.owner == root.owner
                    and root.path in targets_of[id(other)]
                    and other.path not in targets_of[id(root)]
                ):
                    covered.add((id(root.path[0]), root.path[1]))
        for root in roots:
            if (id(root.path[0]), root.path[1]) in covered:
                continue
            reports.append(self._report(root, targets_of[id(root)]))
        self._reports = reports
        return reports

    def _report(self, root: Root, targets: frozenset[Path]) -> RootReport:
        summary = self.body(root.owner, targets)
        var, fields = root.path
        report = RootReport(root, targets, summary, exact=False)
        if (
            fields is None
            and var.kind == "local"
            and self.objects.var_type(var) == WAITGROUP
            and not summary.escapes
        ):
            events = self.events(root.owner, targets)
            walk = _balance_walk(self.index, root.owner, events)
            if walk is not None:
                report.exact = True
                report.over_counted, report.under_counted, report.assumed_length = walk
                if summary.skips and _launched_here(summary.skips, events):
                    fewest = _balance_walk(self.index, root.owner, events, fewest=True)
                    if fewest is not None:
                        report.short_stuck = frozenset(fewest[0])
        return report

    # Launches (GL102) -------------------------------------------------------------------------

    def launches(self, report: RootReport) -> Iterator[Launched]:
        """Every goroutine started, at any depth, from the root's owner (stored closures too)."""
        seen: set[tuple[Node, frozenset[Path]]] = set()
        work = [(report.root.owner, report.targets)]
        while work:
            function, targets = work.pop()
            if (function, targets) in seen:
                continue
            seen.add((function, targets))
            for block_events in self.events(function, targets).values():
                for event in block_events:
                    if isinstance(event, LaunchOp):
                        yield Launched(function, self.aliases(function, targets), event)
                        work.append((event.function, event.targets))
                    elif isinstance(event, CallOp):
                        callee = self.index.callee(event.node)
                        if callee is not None:
                            work.append((callee[0], self._call_targets(event.node, targets)))
                    elif isinstance(event, EscapeOp) and event.literal is not None:
                        work.append((event.literal, event.targets))

    def _call_targets(self, call: Node, targets: frozenset[Path]) -> frozenset[Path]:
        callee = self.index.callee(call)
        if callee is None:
            return frozenset()
        function = callee[0]
        inner: set[Path] = set(targets) if function.type == "func_literal" else set()
        for use in self._call_uses(call, targets):
            bound = self._bind(function, use, targets)
            if bound:
                inner |= bound
        return frozenset(inner)

    def _call_uses(self, call: Node, targets: frozenset[Path]) -> list[Use]:
        function = syntax.enclosing_function(call)
        if function is None:
            return []
        found = []
        for use in self.index.uses_within(function):
            if use.function != function or _relation(use.path, targets) is None:
                continue
            if use.kind in (UseKind.ARG, UseKind.RECEIVER) and use.call == call:
                found.append(use)
            elif use.kind == UseKind.ESCAPE:
                context = address_argument(use)
                if context is not None and context[0] == call:
                    found.append(replace(use, kind=UseKind.ARG, call=call, index=context[1]))
        return found

    def field_waits(self, path: Path) -> list[Node]:
        """Wait calls anywhere in the package on the same struct field as ``path``."""
        key = self._field_key(path)
        if key is None:
            return []
        if self._field_waits is None:
            self._field_waits = {}
            for declaration in self.index.all_declarations_with_methods(("Wait",)):
                for use in self.index.uses(declaration):
                    if use.kind == UseKind.RECEIVER and use.method == "Wait" and use.call:
                        found = self._field_key(use.path)
                        if found is not None and self.is_waitgroup(use.path):
                            self._field_waits.setdefault(found, []).append(use.call)
        return self._field_waits.get(key, [])

    def _field_key(self, path: Path) -> tuple[str, str] | None:
        var, fields = path
        if fields is None:
            return None
        head, _, last = fields.rpartition(".")
        owner = self.objects.type_of((var, head or None))
        if owner is None or "." in owner:
            return None
        return owner, last

    # Events -----------------------------------------------------------------------------------

    def aliases(self, function: Node, targets: frozenset[Path]) -> frozenset[Path]:
        """``targets`` plus the paths they are copied or pointed to from (``p := &wg``...)."""
        key = (function, targets)
        found = self._aliases.get(key)
        if found is not None:
            return found
        flows = self._copies_within(function)
        result = set(targets)
        work = list(targets)
        while work:
            if len(result) > MAX_ALIASES:
                self._overflowed.add(key)
                break
            target = work.pop()
            for use, flows_to in flows.get(id(target[0]), []):
                for suffix in _reaching(use.path, frozenset({target})):
                    alias = (flows_to[0], join_fields(flows_to[1], suffix))
                    depth = alias[1].count(".") + 1 if alias[1] else 0
                    if alias not in result and depth <= MAX_DEPTH:
                        result.add(alias)
                        work.append(alias)
        found = frozenset(result)
        self._aliases[key] = found
        return found

    def _copies_within(self, function: Node) -> dict[int, list[tuple[Use, Path]]]:
        """Per variable, the uses within ``function`` that copy it elsewhere (found once per
        top-level declaration; each function takes those in its bytes)."""
        found = self._copies.get(function)
        if found is None:
            top = self.index.top_level(function)
            known = self._top_copies.get(top)
            if known is None:
                copies = [(u, to) for u in self.index.uses(top) if (to := self._flows_to(u))]
                known = self._top_copies[top] = (copies, [u.node.start_byte for u, _ in copies])
            copies, starts = known
            found = {}
            for use, flows_to in copies[syntax.starting_within(starts, function)]:
                if syntax.contains(function, use.function):
                    found.setdefault(id(use.path[0]), []).append((use, flows_to))
            self._copies[function] = found
        return found

    def _flows_to(self, use: Use) -> Path | None:
        if use.kind == UseKind.FLOWS:
            return use.target
        if use.kind != UseKind.ESCAPE:
            return None
        address = _address(use.node)
        if address is None:
            return None
        context = _parent(address)
        if context is None:
            return None
        resolution = self.index.resolution(use.node)
        if context.type == "literal_element":
            keyed = context.parent
            if keyed is None or keyed.type != "keyed_element":
                return None
            parts = [c for c in keyed.named_children if c.type == "literal_element"]
            if len(parts) != 2 or parts[1] != context or not parts[0].named_children:
                return None
            key = parts[0].named_children[0]
            literal = keyed.parent.parent if keyed.parent is not None else None
            holder = literal_holder(literal)
            if key.type != "identifier" or holder is None:
                return None
            var = resolution.var_of(holder)
            return (var, syntax.text(key)) if var is not None else None
        if context.type == "expression_list":
            owner = context.parent
            if owner is None or owner.type not in (
                "short_var_declaration",
                "assignment_statement",
                "var_spec",
            ):
                return None
            values = syntax.expressions(context)
            if owner.type == "var_spec":
                names = owner.children_by_field_name("name")
            else:
                if owner.child_by_field_name("right") != context:
                    return None
                names = syntax.expressions(owner.child_by_field_name("left"))
            if len(names) != len(values) or address not in values:
                return None
            return path_of(names[values.index(address)], resolution)
        return None

    def events(self, function: Node, targets: frozenset[Path]) -> dict[int, list[Event]]:
        """The WaitGroup events of each block of ``function`` on ``targets`` and aliases."""
        return run(self._events_task(function, targets))

    # Events and summaries need each other (a literal's or a callee's summary is an event of
    # the body around it): each is a task (goleaklint.dataflow.trampoline) that yields what
    # it needs, so no Python recursion follows a nesting or a call chain.

    def _events_task(
        self, function: Node, targets: frozenset[Path]
    ) -> Task[dict[int, list[Event]]]:
        original = targets
        targets = self.aliases(function, targets)
        key = (function, targets)
        found = self._events.get(key)
        if found is not None:
            return found
        cfg = self.index.cfg(function)
        events: dict[int, list[Event]] = {}
        if (function, original) in self._overflowed:
            events[cfg.entry] = [EscapeOp(function)]  # too many aliases to follow them all

        def add(node: Node, event: Event) -> None:
            block = cfg.block_for(node)
            if block is not None:
                events.setdefault(block.id, []).append(event)

        calls: dict[Node, list[Use]] = {}
        for use in self.index.own_uses(function):
            relation = _relation(use.path, targets)
            if relation is None:
                continue
            if relation == "longer":
                add(use.node, EscapeOp(use.node))  # a method value such as wg.Done
            elif use.kind == UseKind.RECEIVER and use.call is not None:
                if relation == "exact":
                    add(use.call, self._method_op(use))
                else:
                    calls.setdefault(use.call, []).append(use)
            elif use.kind == UseKind.ARG and use.call is not None:
                calls.setdefault(use.call, []).append(use)
            elif use.kind == UseKind.ESCAPE:
                context = address_argument(use)
                if context is not None:
                    call, position = context
                    argument = replace(use, kind=UseKind.ARG, call=call, index=position)
                    calls.setdefault(call, []).append(argument)
                elif self._flows_to(use) is None:
                    add(use.node, EscapeOp(use.node))
            elif use.kind == UseKind.QUERY and relation == "exact" and _nil_compared(use.node):
                add(use.node, EscapeOp(use.node))  # an optional WaitGroup: Done may be skipped
            elif use.kind not in (UseKind.FLOWS, UseKind.QUERY, UseKind.ASSIGNED):
                add(use.node, EscapeOp(use.node))
        for literal in self.index.literals_in(function):
            yield self._literal_event(literal, targets, calls, add)
        for call, arg_uses in calls.items():
            event: Event | None = yield self._call_event(call, arg_uses, targets)
            if event is not None:
                add(call, event)
        for block_events in events.values():
            block_events.sort(key=lambda e: e.node.start_byte)
        self._events[key] = events
        return events

    def _literal_event(
        self,
        literal: Node,
        targets: frozenset[Path],
        calls: dict[Node, list[Use]],
        add: Callable[[Node, Event], None],
    ) -> Task[None]:
        parent_of = self.index.resolution(literal).parent  # cheap however deep it nests
        usage = closure_use(literal, parent_of)
        if usage in (ClosureUse.GO, ClosureUse.DEFER, ClosureUse.CALL):
            call = _parent(literal, parent_of)  # past any parentheses: go (func() {...})()
            if call is not None:
                calls.setdefault(call, [])
            return
        summary: Summary = yield self._body_task(literal, targets)
        if not summary.touched:
            return
        spawner = spawner_call(literal, parent_of) if usage == ClosureUse.SPAWNED else None
        if spawner is not None and not self._spawner_is_target(spawner, targets):
            add(spawner, LaunchOp(spawner, summary, literal, targets))
        else:
            add(literal, EscapeOp(literal, literal, targets))

    def _spawner_is_target(self, spawner: Node, targets: frozenset[Path]) -> bool:
        """``wg.Go(func(){...})`` on the WaitGroup itself."""
        function = syntax.unparen(spawner.child_by_field_name("function"))
        operand = function.child_by_field_name("operand") if function is not None else None
        if operand is None:
            return False
        path = path_of(operand, self.index.resolution(spawner))
        return path is not None and path in targets

    def _method_op(self, use: Use) -> Event:
        call = use.call
        assert call is not None
        statement = self.index.resolution(call).parent(call)
        kind = statement.type if statement is not None else ""
        deferred = kind == "defer_statement"
        if kind == "go_statement":
            return EscapeOp(call)
        if use.method == "Add":
            args = syntax.call_arguments(call)
            amount = self.index.constant(args[0]) if len(args) == 1 else None
            if amount is not None and amount < 0:
                return DoneOp(call, deferred, -amount)
            return EscapeOp(call) if deferred else AddOp(call, amount)
        if use.method == "Done":
            return DoneOp(call, deferred)
        if use.method == "Wait":
            return WaitOp(call, deferred)
        if use.method == "Go":
            return GoOp(call)
        return EscapeOp(call)

    def _call_event(
        self, call: Node, arg_uses: list[Use], targets: frozenset[Path]
    ) -> Task[Event | None]:
        statement = self.index.resolution(call).parent(call)
        launched = statement is not None and statement.type == "go_statement"
        deferred = statement is not None and statement.type == "defer_statement"
        callee = self.index.callee(call)
        if callee is None:
            return EscapeOp(call) if arg_uses else None
        function, _ = callee
        inner: set[Path] = set(targets) if function.type == "func_literal" else set()
        for use in arg_uses:
            bound = self._bind(function, use, targets)
            if bound is None:
                return EscapeOp(call)
            inner |= bound
        if not inner:
            return None
        callee_targets = frozenset(inner)
        # Deferred, a function that recovers sees ``recover()`` nil on a normal return and
        # not nil in a panic: one summary for each way out.
        recovering = deferred and syntax.spells_recover(function)
        mode = NORMAL if recovering else ""
        summary: Summary = yield self._body_task(function, callee_targets, deferred=mode)
        if not summary.touched:
            return None
        if launched:
            assert statement is not None
            return LaunchOp(statement, summary, function, callee_targets)
        panicking: Summary | None = None
        if recovering:
            panicking = yield self._body_task(function, callee_targets, deferred=PANICKING)
        return CallOp(call, summary, deferred, panicking)

    def _bind(self, function: Node, use: Use, targets: frozenset[Path]) -> set[Path] | None:
        """The callee paths that this argument (or receiver) gives the targets."""
        position = -1 if use.kind == UseKind.RECEIVER else use.index
        param = self.index.param_var(function, position)
        if param is None:
            return None
        var, prefix = use.path
        bound: set[Path] = set()
        for target_var, target_fields in targets:
            if target_var is not var:
                continue
            suffix = field_suffix(prefix, target_fields)
            if suffix is not False:
                bound.add((param, suffix))
        return bound

    # Summaries --------------------------------------------------------------------------------

    def body(self, function: Node, targets: frozenset[Path]) -> Summary:
        """What running ``function`` once does to the WaitGroup at ``targets``."""
        return run(self._body_task(function, targets))

    def _body_task(
        self, function: Node, targets: frozenset[Path], *, deferred: str = ""
    ) -> Task[Summary]:
        """The summary; ``deferred``: of a run as a deferred call, on a normal return
        (``NORMAL``) or during a panic (``PANICKING``), which tells what ``recover()`` is."""
        key = (function, targets, deferred)
        found = self._summaries.get(key)
        if found is not None:
            return found
        if key in self._active:
            return UNKNOWN  # recursion: give up on this WaitGroup
        if not self._mentions(function, targets):
            return UNTOUCHED  # a callee sees the targets only through its arguments
        self._active.add(key)
        events: dict[int, list[Event]] = yield self._events_task(function, targets)
        values = self.index.path_values(function)
        walk, complete = explore_all(
            self.index.cfg(function),
            lambda: _DoneWalk(events),
            reports=lambda walk: len(set(zip(walk.exits[::2], walk.exits[1::2], strict=True))) > 1,
            panics_exit=self.index.recovers(function),
            values=values.deferred(deferred == PANICKING) if deferred else values,
        )
        summary = _aggregate(self.index.cfg(function), events, walk, complete)
        self._active.discard(key)
        self._summaries[key] = summary
        return summary

    def skips_while_waiting(
        self, skip: Skip, wait: Node, known: Mapping[Node, Results] | None = None
    ) -> bool:
        """Whether the goroutine of ``skip`` can leave without its ``Done`` while its
        launcher waits at ``wait``: a literal testing the launcher's variables sees the
        values they hold there (:meth:`PackageIndex.launch_seeds`), and its calls whose
        results are ``known`` meanwhile (on objects closed only after the wait) return
        those; a way out only those values rule out is not taken while the launcher
        waits."""
        function = skip.function
        seeds = self.index.launch_seeds(function, wait) if function.type == "func_literal" else {}
        if not seeds and not known:
            return True
        cfg = self.index.cfg(function)
        events = run(self._events_task(function, skip.targets))
        walk, complete = explore_all(
            cfg,
            lambda: _DoneWalk(events),
            panics_exit=self.index.recovers(function),
            values=self.index.path_values(function).seeded(seeds).with_results(dict(known or {})),
        )
        return not complete or _aggregate(cfg, events, walk, complete).skips_done

    def _mentions(self, function: Node, targets: frozenset[Path]) -> bool:
        """Whether code within ``function`` names a target's variable: without one it has
        no event on them (nested code would otherwise be summarised again for every
        WaitGroup of the code around it)."""
        return any(self.index.mentions(function, var) for var, _ in targets)


def _aggregate(
    cfg: CFG, events: dict[int, list[Event]], walk: _DoneWalk, complete: bool
) -> Summary:
    adds: list[Node] = []
    own_adds: list[Node] = []
    waits: list[Node] = []
    spawned_waits: list[Node] = []
    skips: list[Skip] = []
    spawned_adds = False
    looped_dones = False
    looped = cfg.looped_blocks
    escapes = not complete
    dones = False
    for block in sorted(events):
        for event in events[block]:
            if isinstance(event, AddOp):
                adds.append(event.node)
                own_adds.append(event.node)
            elif isinstance(event, DoneOp):
                dones = True
                looped_dones |= block in looped and not event.deferred
            elif isinstance(event, WaitOp):
                waits.append(event.node)
            elif isinstance(event, EscapeOp):
                escapes = True
            elif isinstance(event, CallOp):
                inner = event.summary
                adds.extend(inner.adds)
                if _calls_literal(event.node):
                    own_adds.extend(inner.own_adds)
                waits.extend(inner.waits)
                spawned_waits.extend(inner.spawned_waits)
                skips.extend(inner.skips)
                spawned_adds |= inner.spawned_adds
                escapes |= inner.escapes
                dones |= inner.dones
                looped_dones |= inner.looped_dones or (block in looped and inner.dones)
            elif isinstance(event, LaunchOp):
                inner = event.summary
                spawned_adds |= bool(inner.adds) or inner.spawned_adds
                spawned_waits.extend(inner.waits + inner.spawned_waits)
                skips.extend(inner.skips)
                if inner.skips_done:
                    skips.append(Skip(event.node, event.function, event.targets, inner.short_exit))
                escapes |= inner.escapes
                dones |= inner.dones
    exits = bool(walk.exits)
    lo = min(walk.exits) if exits else 0
    hi = max(walk.exits) if exits else 0
    return Summary(
        lo,
        hi,
        exits,
        dones,
        tuple(adds),
        tuple(own_adds),
        spawned_adds,
        looped_dones,
        tuple(waits),
        tuple(spawned_waits),
        tuple(dict.fromkeys(skips)),
        escapes,
        walk.short_exit if lo < hi else None,
        tuple(dict.fromkeys(node for node, fewest in walk.leaving if fewest < hi)),
    )


class _Count(NamedTuple):
    """Done calls so far (a tuple: path searches hash one per step)."""

    lo: int = 0
    hi: int = 0
    deferred_lo: int = 0
    deferred_hi: int = 0
    # What the deferred calls do when the body leaves by a panic (a recovering helper).
    panic_lo: int = 0
    panic_hi: int = 0


class _DoneWalk:
    """Counts Done calls along every path; records the counts where the body leaves."""

    def __init__(self, events: dict[int, list[Event]]) -> None:
        self.events = events
        self.exits: list[int] = []
        self.short_exit: Node | None = None
        self.leaving: list[tuple[Node | None, int]] = []  # where each path leaves, its fewest
        self._fewest = MANY + 1

    def start(self) -> _Count:
        return _Count()

    def through(self, block: Block, state: _Count) -> _Count:
        for event in self.events.get(block.id, []):
            lo, hi, deferred = 0, 0, False
            panic = None
            if isinstance(event, DoneOp):
                lo = hi = event.count
                deferred = event.deferred
            elif isinstance(event, CallOp):
                lo, hi, deferred = event.summary.lo, event.summary.hi, event.deferred
                panic = event.panicking
            elif isinstance(event, LaunchOp):
                lo, hi = event.summary.lo, event.summary.hi
            else:
                continue
            if deferred:
                plo, phi = (panic.lo, panic.hi) if panic is not None else (lo, hi)
                state = state._replace(
                    deferred_lo=bump(state.deferred_lo, lo),
                    deferred_hi=bump(state.deferred_hi, hi),
                    panic_lo=bump(state.panic_lo, plo),
                    panic_hi=bump(state.panic_hi, phi),
                )
            else:
                state = state._replace(lo=bump(state.lo, lo), hi=bump(state.hi, hi))
        return state

    def along(self, source: Block, kind: Edge, target: Block, state: _Count) -> _Count:
        return state

    def at_exit(self, source: Block, state: _Count) -> None:
        panicked = ends_in_panic(source)  # a recovered panic: deferred calls see it
        lo = bump(state.lo, state.panic_lo if panicked else state.deferred_lo)
        hi = bump(state.hi, state.panic_hi if panicked else state.deferred_hi)
        self.exits.extend((lo, hi))
        self.leaving.append((exit_node(source), lo))
        if lo < self._fewest:
            self._fewest = lo
            self.short_exit = exit_node(source)


# The exact count (GL101 Add/launch mismatches) ----------------------------------------------


@dataclass(frozen=True)
class _Balance:
    balance: int = 0  # added minus marked done by the goroutines started so far
    deferred: int = 0
    waiters: frozenset[Node] = frozenset()  # Waits that run after the launcher is done
    # (loop head, balance and deferred when the path last came to it, rounds that changed
    # them) for the loops the path is in.
    rounds: tuple[tuple[int, tuple[int, int], int], ...] = ()


def _balance_walk(
    index: PackageIndex, function: Node, events: dict[int, list[Event]], fewest: bool = False
) -> tuple[dict[Node, Node | None], bool, str | None] | None:
    """Waits left blocked when every Add is counted against the most Done calls each goroutine
    makes (with ``fewest``: the fewest), whether some path calls Done more often than it adds
    (None: count unknown), and the slice whose length was assumed.

    Events in a loop with a constant trip count (``for range 3``, a composite literal) are
    counted at the loop's exit, times its trips; a loop of unknown length must both add and
    mark done; nested loops and variable Adds make the count unknown. ``Add(len(xs))`` with
    loops ranging over ``xs`` is one count: every such Add and loop takes ``xs`` to hold
    ASSUMED_LENGTH elements.
    """
    cfg = index.cfg(function)
    assumed = _assumed_length(index, cfg, events)
    symbolic: dict[Node, int] = {}
    length_name: str | None = None
    if assumed is not None:
        events, loops, length_name = assumed
        symbolic = dict.fromkeys(loops, ASSUMED_LENGTH)
    aggregated: dict[int, int] = {}  # loop head -> balance change at its exit
    skipped: set[tuple[int, int]] = set()  # (block, event position) counted at a loop exit
    unknown_loops: dict[int, set[str]] = {}
    magnitude = 0
    for block, block_events in events.items():
        for position, event in enumerate(block_events):
            change = _change(event, fewest)
            if change is None:
                return None
            if change == 0:
                continue
            magnitude += abs(change)
            heads = cfg.loops_containing(block)
            if not heads:
                continue
            if len(heads) > 1:
                return None
            head = heads[0]
            loop = cfg.blocks[head].loop
            trips = None
            if loop is not None:
                trips = symbolic.get(loop) or constant_trips(loop, index)
            if trips is not None:
                aggregated[head] = aggregated.get(head, 0) + trips * change
                skipped.add((block, position))
            else:
                unknown_loops.setdefault(head, set()).add("add" if change > 0 else "done")
    if any(kinds != {"add", "done"} for kinds in unknown_loops.values()):
        return None
    magnitude += sum(abs(change) for change in aggregated.values())
    # Straight-line code and loops of known length cannot take the balance past the sum of
    # every change: getting there means a loop of unknown length that does not balance each
    # time round, and then the count is unknown (never a capped guess).
    bound = max(BOUND, 2 * magnitude + 1)
    walk, complete = explore_all(
        cfg,
        lambda: _BalanceWalk(events, aggregated, skipped, bound, cfg.loop_body, fewest),
        values=index.path_values(cfg.function),
        reports=lambda walk: bool(walk.stuck or walk.negative or walk.unbounded),
    )
    if not complete or walk.unbounded:
        return None
    return walk.stuck, walk.negative, length_name


def _launched_here(skips: tuple[Skip, ...], events: dict[int, list[Event]]) -> bool:
    """Every skipping goroutine is started by the function itself (its fewest Done calls
    are then those its launch counts, not hidden in a callee's summary)."""
    started = {
        e.node for block_events in events.values() for e in block_events if isinstance(e, LaunchOp)
    }
    return all(skip.go in started for skip in skips)


def _assumed_length(
    index: PackageIndex, cfg: CFG, events: dict[int, list[Event]]
) -> tuple[dict[int, list[Event]], list[Node], str] | None:
    """When every variable Add is ``Add(len(xs))`` of one slice ``xs`` that the function
    ranges over and never reassigns: the events with those Adds at ASSUMED_LENGTH, the loops
    over ``xs`` (each runs that many times) and how the code spells ``xs``."""
    function = cfg.function
    resolution = index.resolution(function)
    wanted: Path | None = None
    spelling = ""
    for block_events in events.values():
        for event in block_events:
            if not isinstance(event, AddOp) or event.amount is not None:
                continue
            measured = _length_argument(event.node)
            path = path_of(measured, resolution) if measured is not None else None
            if path is None or (wanted is not None and path != wanted):
                return None
            if wanted is None and not _collection(index, measured):
                return None  # a string's range counts runes, a channel's runs to its close
            wanted, spelling = path, syntax.text(measured)
    if wanted is None:
        return None
    var, fields = wanted
    for use in index.uses_within(function):
        if (
            use.kind == UseKind.ASSIGNED
            and use.path[0] is var
            and field_suffix(use.path[1], fields) is not False
        ):
            return None  # ``xs`` (or what holds it) gets another value somewhere
    loops: list[Node] = []
    for head in cfg.loop_body:
        loop = cfg.blocks[head].loop
        if loop is not None and _ranged_path(loop, resolution) == wanted:
            loops.append(loop)
    if not loops:
        return None
    substituted = {
        block: [
            replace(e, amount=ASSUMED_LENGTH) if isinstance(e, AddOp) and e.amount is None else e
            for e in block_events
        ]
        for block, block_events in events.items()
    }
    return substituted, loops, spelling


def _collection(index: PackageIndex, expr: Node | None) -> bool:
    """The declarations type ``expr`` as a slice, an array or a map: ranging over it runs
    once per element ``len`` counts."""
    kind = Types(index).of(expr)
    while kind is not None and kind.type in ("pointer_type", "parenthesized_type"):
        kind = kind.named_children[0] if kind.named_children else None
    return kind is not None and kind.type in COLLECTIONS


def _length_argument(add: Node) -> Node | None:
    """``xs`` of ``wg.Add(len(xs))``."""
    args = syntax.call_arguments(add)
    inner = syntax.unparen(args[0]) if len(args) == 1 else None
    if inner is None or inner.type != "call_expression" or syntax.call_name(inner) != "len":
        return None
    measured = syntax.call_arguments(inner)
    return measured[0] if len(measured) == 1 else None


def _ranged_path(loop: Node, resolution: Resolution) -> Path | None:
    """The path a ``for ... range xs`` loop ranges over."""
    clause = next((c for c in loop.named_children if c.type == "range_clause"), None)
    if clause is None:
        return None
    return path_of(clause.child_by_field_name("right"), resolution)


def _change(event: Event, fewest: bool = False) -> int | None:
    """How an event moves the balance (None: it makes the count unknown); a goroutine or
    call marks done as often as it can, or with ``fewest`` as seldom."""
    if isinstance(event, AddOp):
        return event.amount
    if isinstance(event, DoneOp):
        return 0 if event.deferred else -event.count
    if isinstance(event, (CallOp, LaunchOp)):
        inner = event.summary
        if inner.adds or inner.spawned_adds or inner.escapes or inner.hi == MANY:
            return None
        if isinstance(event, LaunchOp) and not inner.exits and inner.dones:
            return None
        if isinstance(event, CallOp) and event.deferred:
            return 0
        return -(inner.lo if fewest else inner.hi)
    if isinstance(event, EscapeOp):
        return None
    return 0


class _BalanceWalk:
    def __init__(
        self,
        events: dict[int, list[Event]],
        aggregated: dict[int, int],
        skipped: set[tuple[int, int]],
        bound: int,
        loops: dict[int, frozenset[int]],
        fewest: bool = False,
    ) -> None:
        self.events = events
        self.fewest = fewest
        self.aggregated = aggregated
        self.skipped = skipped
        self.bound = bound
        self.loops = loops  # loop head -> body
        self.stuck: dict[Node, Node | None] = {}
        self.negative = False
        self.unbounded = False  # the balance outgrew every count the code spells

    def start(self) -> _Balance:
        return _Balance()

    def add(self, count: int, by: int) -> int:
        """Exact within the bound; past it the balance is unknown (and stays so)."""
        if count in (MANY, -MANY):
            return count
        total = count + by
        if total >= self.bound:
            self.unbounded = True
            return MANY
        if total <= -self.bound:
            self.unbounded = True
            return -MANY
        return total

    def through(self, block: Block, state: _Balance) -> _Balance:
        for position, event in enumerate(self.events.get(block.id, [])):
            if isinstance(event, WaitOp):
                if event.deferred:
                    state = replace(state, waiters=state.waiters | {event.node})
                else:
                    self._wait(state, (event.node,))
                continue
            if isinstance(event, (CallOp, LaunchOp)):
                inner = event.summary
                later = inner.spawned_waits
                if isinstance(event, LaunchOp) or event.deferred:
                    later += inner.waits
                else:
                    self._wait(state, inner.waits)
                if later:
                    state = replace(state, waiters=state.waiters | frozenset(later))
            if isinstance(event, DoneOp) and event.deferred:
                state = replace(state, deferred=self.add(state.deferred, event.count))
                continue
            if isinstance(event, CallOp) and event.deferred:
                done = event.summary.lo if self.fewest else event.summary.hi
                state = replace(state, deferred=self.add(state.deferred, done))
                continue
            if (block.id, position) in self.skipped:
                continue
            change = _change(event, self.fewest) or 0
            state = replace(state, balance=self.add(state.balance, change))
        return state

    def _wait(self, state: _Balance, waits: tuple[Node, ...]) -> None:
        if state.balance > 0:
            for wait in waits:
                self.stuck.setdefault(wait, None)

    def along(self, source: Block, kind: Edge, target: Block, state: _Balance) -> _Balance:
        if kind == Edge.LOOP_EXIT and source.id in self.aggregated:
            return replace(state, balance=self.add(state.balance, self.aggregated[source.id]))
        body = self.loops.get(target.id)
        if body is not None:
            return self._round(state, target.id, source.id in body)
        return state

    def _round(self, state: _Balance, head: int, again: bool) -> _Balance:
        """Count the rounds of a loop that change the balance: one that keeps changing it
        leaves the count unknown (the walk would only find that out by going round until
        the balance passes the bound)."""
        others = tuple(r for r in state.rounds if r[0] != head)
        last = next((r for r in state.rounds if r[0] == head), None)
        now = (state.balance, state.deferred)
        drifted = 0
        if again and last is not None:
            drifted = last[2] + (now != last[1])
            if drifted >= DRIFTING_ROUNDS:
                self.unbounded = True  # from here on the counts stay MANY: rounds repeat
                state = replace(state, balance=MANY, deferred=MANY)
                now, drifted = (MANY, MANY), 0
        return replace(state, rounds=(*others, (head, now, drifted)))

    def at_exit(self, source: Block, state: _Balance) -> None:
        left = self.add(state.balance, -state.deferred)
        self.negative |= left < 0
        if left > 0:
            for wait in sorted(state.waiters, key=lambda n: n.start_byte):
                self.stuck.setdefault(wait, exit_node(source))


# Paths --------------------------------------------------------------------------------------


def _relation(path: Path, targets: frozenset[Path]) -> str | None:
    """ "exact", "shorter" (an object holding a target) or "longer" (inside a target)."""
    var, fields = path
    found: str | None = None
    for target_var, target_fields in targets:
        if target_var is not var:
            continue
        if target_fields == fields:
            return "exact"
        if field_suffix(fields, target_fields) is not False:
            found = "shorter"
        elif found is None and field_suffix(target_fields, fields) is not False:
            found = "longer"
    return found


def _reaching(path: Path, targets: frozenset[Path]) -> Iterator[str | None]:
    """For each target at or below ``path``: the fields from ``path`` down to it."""
    var, fields = path
    for target_var, target_fields in targets:
        if target_var is var:
            suffix = field_suffix(fields, target_fields)
            if suffix is not False:
                yield suffix


def _parent(node: Node, parent_of: ParentOf = TREE_PARENT) -> Node | None:
    """The parent past any parentheses (``parent_of`` steps up, the tree's by default)."""
    parent = parent_of(node)
    while parent is not None and parent.type == "parenthesized_expression":
        parent = parent_of(parent)
    return parent


def _calls_literal(call: Node) -> bool:
    function = syntax.unparen(call.child_by_field_name("function"))
    return function is not None and function.type == "func_literal"


def _nil_compared(expr: Node) -> bool:
    """``wg != nil`` or ``wg == nil``."""
    parent = _parent(expr)
    if parent is None or parent.type != "binary_expression":
        return False
    return any(c.type == "nil" for c in parent.named_children)


def address_argument(use: Use) -> tuple[Node, int] | None:
    """``(call, argument index)`` when the use is ``&x`` passed straight to a call."""
    address = _address(use.node)
    context = _parent(address) if address is not None else None
    if address is None or context is None or context.type != "argument_list":
        return None
    call = context.parent
    if call is None or call.type != "call_expression":
        return None
    args = syntax.call_arguments(call)
    return (call, args.index(address)) if address in args else None


def _address(expr: Node) -> Node | None:
    """The ``&expr`` around a use, if that is what the use is."""
    parent = _parent(expr)
    if parent is not None and parent.type == "unary_expression" and syntax.token(parent, "&"):
        return parent
    return None
