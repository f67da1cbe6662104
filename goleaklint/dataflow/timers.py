"""Timers and tickers of package ``time``: what the runtime does with them, and how code uses them.

Since Go 1.23 the runtime collects a ``Timer`` or ``Ticker`` that nothing refers to any more,
stopped or not; before, an unstopped ticker lived forever and an unstopped timer until it
fired. Which behaviour a package gets is decided by the module's ``go`` line, so the timer
rules ask :func:`timer_semantics` first.

:class:`Tickers` follows each ``time.NewTicker``/``time.NewTimer`` held in a local variable
through every use in its function, the function literals it is captured by and the package
functions it is passed to: is it stopped, handed to unknown code, or kept alive by a loop
that never ends? :func:`per_iteration_loop` and :func:`can_return_after` answer where a
``time.Tick`` or ``time.After`` call is evaluated.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Edge
from goleaklint.dataflow.durations import expires_soon
from goleaklint.dataflow.effects import guarded_once
from goleaklint.dataflow.loops import case_channel, constant_trips
from goleaklint.dataflow.objects import Objects
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.trampoline import Task, run
from goleaklint.dataflow.uses import ClosureUse, Use, UseKind, closure_use, path_of
from goleaklint.dataflow.values import INT_LIMIT, PathValues
from goleaklint.gomod import version_tuple
from goleaklint.parse import Node, captures_in, walk

COLLECTING_SINCE = (1, 23)
TIMER_CONSTRUCTORS = frozenset({"time.NewTicker", "time.NewTimer"})

TIME_CALL_QUERY = """
(call_expression
  function: (selector_expression
    operand: (identifier)
    field: (field_identifier) @member (#match? @member "^(NewTicker|NewTimer|Tick|After)$"))
) @call
"""


@dataclass(frozen=True)
class TimerSemantics:
    """Whether unstopped timers are garbage collected, and why (for messages)."""

    collects_unstopped: bool
    label: str  # "module go 1.22" or "no go.mod (newest Go)"


def timer_semantics(go_version: str | None) -> TimerSemantics:
    """The timer behaviour of a module, from its ``go`` line (None: no go.mod, the newest Go)."""
    if go_version is None:
        return TimerSemantics(True, "no go.mod (newest Go)")
    collects = version_tuple(go_version)[:2] >= COLLECTING_SINCE
    return TimerSemantics(collects, f"module go {go_version}")


def is_init(function: Node) -> bool:
    """A package ``init`` function: what it makes lives as long as the process."""
    return (
        function.type == "function_declaration"
        and syntax.text(function.child_by_field_name("name")) == "init"
    )


def time_calls(index: PackageIndex, objects: Objects, names: Iterable[str]) -> list[Node]:
    """Calls of the given ``time`` functions (``"time.Tick"``...), import aliases resolved."""
    wanted = frozenset(names)
    found: list[Node] = []
    members = {name.rpartition(".")[2].encode() for name in wanted}
    for go_file in index.files:
        if b'"time"' not in go_file.source or not any(m in go_file.source for m in members):
            continue
        declarations = go_file.declarations_containing(sorted(members))
        for call in captures_in(TIME_CALL_QUERY, declarations).get("call", []):
            if objects.qualified_call(call) in wanted:
                found.append(call)
    return found


# Where a call is evaluated ---------------------------------------------------------------------


def per_iteration_loop(node: Node) -> Node | None:
    """The innermost ``for`` loop of the enclosing function that evaluates ``node`` again on
    every iteration (a range operand and an init statement are evaluated once)."""
    child = node
    current = node.parent
    while current is not None and current.type not in syntax.FUNCTION_TYPES:
        if current.type == "for_statement" and not _evaluated_once(child, node):
            return current
        child = current
        current = current.parent
    return None


def _evaluated_once(clause: Node, node: Node) -> bool:
    """``node`` sits in the part of a loop clause that runs before the first iteration."""
    if clause.type == "range_clause":
        part = clause.child_by_field_name("right")
    elif clause.type == "for_clause":
        part = clause.child_by_field_name("initializer")
    else:
        return False
    return part is not None and part.start_byte <= node.start_byte < part.end_byte


def can_return_after(cfg: CFG, node: Node, endless_ranges: frozenset[Node] = frozenset()) -> bool:
    """A normal return of the function is reachable once ``node`` has run.

    ``endless_ranges`` are ``for ... range`` loops whose channel is never closed (a ticker's):
    running out is not a way out of them.
    """
    block = cfg.block_for(node)
    if block is None:
        return True
    seen = {block.id}
    stack = [block.id]
    while stack:
        current = stack.pop()
        for successor, kind in cfg.successors(current):
            if successor == cfg.exit:
                return True
            here = cfg.blocks[current]
            if kind == Edge.LOOP_EXIT and here.loop is not None and here.loop in endless_ranges:
                continue
            if successor not in seen:
                seen.add(successor)
                stack.append(successor)
    return False


def endless_loop_around(cfg: CFG, node: Node, endless_ranges: frozenset[Node]) -> Node | None:
    """The outermost loop around ``node`` that nothing can leave (no break, return, goto or
    condition out of it; panics do not count, nor running out of an ``endless_ranges`` loop)."""
    block = cfg.block_for(node)
    if block is None:
        return None
    found: Node | None = None
    for head in sorted(cfg.loops_containing(block.id)):
        body = cfg.loop_body[head] | {head}
        loop = cfg.blocks[head].loop
        if loop is None:
            continue
        leaves = False
        for member in body:
            for successor, kind in cfg.successors(member):
                if successor in body or successor == cfg.abort:
                    continue
                if member == head and kind == Edge.LOOP_EXIT and loop in endless_ranges:
                    continue
                leaves = True
        if not leaves and (found is None or found.start_byte > loop.start_byte):
            found = loop
    return found


def range_loop_over(expr: Node) -> Node | None:
    """The ``for`` statement when ``expr`` is the operand of its ``range`` clause."""
    operand = expr
    clause = expr.parent
    while clause is not None and clause.type == "parenthesized_expression":
        operand = clause
        clause = clause.parent
    if clause is None or clause.type != "range_clause":
        return None
    if clause.child_by_field_name("right") != operand:
        return None
    return clause.parent


# Tickers and timers held in local variables -------------------------------------------------


@dataclass(frozen=True)
class TimerFacts:
    """What the code does with one ticker or timer."""

    stopped: bool = False
    handed_off: bool = False
    endless: Node | None = None  # a loop that never ends and keeps receiving from it
    shared: bool = False  # a goroutine, a helper or an escaping literal uses it
    reassigned: bool = False
    waits: tuple[Node, ...] = ()  # receives from its channel that wait for it to fire
    rearmed: bool = False  # Reset: it can fire again after a wait

    def plus(self, other: TimerFacts) -> TimerFacts:
        return TimerFacts(
            self.stopped or other.stopped,
            self.handed_off or other.handed_off,
            self.endless if self.endless is not None else other.endless,
            self.shared or other.shared,
            self.reassigned or other.reassigned,
            self.waits + other.waits,
            self.rearmed or other.rearmed,
        )


@dataclass(frozen=True)
class HeldTimer:
    """A ``time.NewTicker``/``time.NewTimer`` call whose value goes into a local variable."""

    call: Node
    kind: str  # "time.Ticker" or "time.Timer"
    var: Var
    statement: Node  # the declaration or assignment holding the call
    function: Node  # the function (declaration or literal) evaluating the call


@dataclass
class Tickers:
    """Timers and tickers of a package, with what each function does to them."""

    index: PackageIndex
    objects: Objects
    _summaries: dict[tuple[Node, int], TimerFacts] = field(default_factory=dict)
    _active: set[tuple[Node, int]] = field(default_factory=set)

    def held(self) -> list[HeldTimer]:
        """Every ticker or timer made into a local variable, in source order."""
        found: list[HeldTimer] = []
        for call in time_calls(self.index, self.objects, TIMER_CONSTRUCTORS):
            held = self._holder(call)
            if held is not None:
                found.append(held)
        return found

    def _holder(self, call: Node) -> HeldTimer | None:
        function = syntax.enclosing_function(call)
        list_node = call.parent
        if function is None or list_node is None or list_node.type != "expression_list":
            return None
        statement = list_node.parent
        if statement is None or len(syntax.expressions(list_node)) != 1:
            return None
        resolution = self.index.resolution(call)
        target: Node | None = None
        if statement.type in ("short_var_declaration", "assignment_statement"):
            if statement.child_by_field_name("right") != list_node:
                return None
            if statement.type == "assignment_statement" and syntax.token(statement, "=") is None:
                return None
            targets = syntax.expressions(statement.child_by_field_name("left"))
            target = targets[0] if len(targets) == 1 else None
        elif statement.type == "var_spec":
            names = statement.children_by_field_name("name")
            target = names[0] if len(names) == 1 else None
        if target is None or target.type != "identifier":
            return None
        var = resolution.var_of(target)
        if var is None or var.kind != "local":
            return None
        if statement.type == "var_spec" and statement.parent is not None:
            statement = statement.parent  # the var_declaration
        kind = (
            "time.Ticker" if self.objects.qualified_call(call) == "time.NewTicker" else "time.Timer"
        )
        return HeldTimer(call, kind, var, statement, function)

    def facts(self, held: HeldTimer) -> TimerFacts:
        """What the creating function, its literals and its callees do with the timer."""
        return run(self._var_facts(held.var, held.function, held.call))

    def summary(self, function: Node, index: int) -> TimerFacts:
        """What a package function does with the timer passed as parameter ``index``."""
        return run(self._summary_task(function, index))

    # A summary needs the summaries of the functions the timer is passed to: tasks
    # (goleaklint.dataflow.trampoline), so no Python recursion follows a call chain.

    def _summary_task(self, function: Node, index: int) -> Task[TimerFacts]:
        key = (function, index)
        found = self._summaries.get(key)
        if found is not None:
            return found
        if key in self._active:
            return TimerFacts()
        var = self.index.param_var(function, index)
        if var is None:
            return TimerFacts(handed_off=True)
        self._active.add(key)
        result: TimerFacts = yield self._var_facts(var, function, None)
        self._active.discard(key)
        self._summaries[key] = result
        return result

    def _var_facts(self, var: Var, home: Node, made: Node | None) -> Task[TimerFacts]:
        facts = TimerFacts()
        for use in self.index.uses(home):
            if use.path[0] is not var:
                continue
            if use.kind == UseKind.ASSIGNED and made is not None and use.value == made:
                continue  # the assignment that stores the timer
            use_facts: TimerFacts = yield self._use_facts(use, home, made)
            facts = facts.plus(use_facts)
        return facts

    def _use_facts(self, use: Use, home: Node, made: Node | None) -> Task[TimerFacts]:
        chain = _literal_chain(use.function, home)
        if chain is None:
            return TimerFacts(handed_off=True)
        uses = [closure_use(literal) for literal in chain]
        escaping = ClosureUse.ESCAPE in uses
        shared = escaping or ClosureUse.GO in uses
        _, fields = use.path
        if use.kind == UseKind.RECEIVER and fields is None:
            if use.method == "Stop":
                return TimerFacts(stopped=True, shared=shared)
            return TimerFacts(handed_off=escaping, shared=shared, rearmed=True)  # Reset
        if escaping:
            return TimerFacts(handed_off=True, shared=True)
        if fields == "C":
            if use.kind == UseKind.QUERY:
                return TimerFacts(shared=shared)
            if use.kind not in (UseKind.RECV, UseKind.RANGE):
                return TimerFacts(handed_off=True, shared=True)
            ranges = _ticker_ranges(use)
            endless = endless_loop_around(self.index.cfg(use.function), use.node, ranges)
            if endless is not None and made is not None and syntax.contains(endless, made):
                endless = None  # each round makes a timer of its own: no one is kept for good
            waits = (use.node,) if use.kind == UseKind.RECV and use.in_select is None else ()
            return TimerFacts(endless=endless, shared=shared, waits=waits)
        if fields is not None:
            return TimerFacts(handed_off=True, shared=True)
        if use.kind == UseKind.QUERY:
            return TimerFacts(shared=shared)
        if use.kind == UseKind.ASSIGNED:
            return TimerFacts(shared=shared, reassigned=True)
        if use.kind == UseKind.ARG and use.call is not None:
            passed: TimerFacts = yield self._passed(use)
            return passed.plus(TimerFacts(shared=True))
        return TimerFacts(handed_off=True, shared=True)

    def _passed(self, use: Use) -> Task[TimerFacts]:
        """The timer is an argument of a call: follow a package function's summary."""
        call = use.call
        if call is None or use.index < 0:
            return TimerFacts(handed_off=True)
        callee = self.index.callee(call)
        if callee is None:
            return TimerFacts(handed_off=True)
        summary: TimerFacts = yield self._summary_task(callee[0], use.index)
        return summary


def fired_before_return(index: PackageIndex, held: HeldTimer, facts: TimerFacts) -> bool:
    """Every path from the timer's creation to a return of its function first waits for it
    to fire (``t := time.NewTimer(d); <-t.C``, a timer used as a sleep): a fired timer holds
    nothing, stopped or not."""
    if held.kind != "time.Timer" or facts.shared or facts.reassigned or facts.rearmed:
        return False
    if facts.endless is not None or not facts.waits:
        return False
    cfg = index.cfg(held.function)
    start = cfg.block_for(held.call)
    waits = {b.id for node in facts.waits if (b := cfg.block_for(node)) is not None}
    if start is None or not waits:
        return False
    seen = {start.id}
    stack = [start.id]
    while stack:
        current = stack.pop()
        if current in waits:
            continue  # fired on this path
        for successor, _ in cfg.successors(current):
            if successor == cfg.exit:
                return False
            if successor not in seen:
                seen.add(successor)
                stack.append(successor)
    return True


def _literal_chain(inner: Node, home: Node) -> list[Node] | None:
    """The function literals between ``home`` and the function ``inner`` (innermost first)."""
    chain: list[Node] = []
    current: Node | None = inner
    while current is not None and current != home:
        if current.type != "func_literal":
            return None
        chain.append(current)
        current = syntax.enclosing_function(current)
    return chain if current == home else None


def _ticker_ranges(use: Use) -> frozenset[Node]:
    """The ``for range t.C`` loop of a RANGE use: a ticker's channel never runs out."""
    if use.kind != UseKind.RANGE:
        return frozenset()
    loop = range_loop_over(use.node)
    return frozenset({loop}) if loop is not None else frozenset()


def _few_rounds(index: PackageIndex, call: Node, function: Node) -> bool:
    """Every loop of the function around ``call`` runs a number of times the code fixes
    (:func:`~goleaklint.dataflow.loops.constant_trips`), together at most ``INT_LIMIT``:
    one run of the function leaves at most that many timers pending, however the select
    goes."""
    rounds = 1
    node = index.parent(call)
    while node is not None and node != function:
        if node.type == "for_statement":
            trips = constant_trips(node, index)
            if trips is None:
                return False
            rounds *= trips
            if rounds > INT_LIMIT:
                return False
        node = index.parent(node)
    return True


def piles_up(
    index: PackageIndex,
    call: Node,
    loop: Node,
    carried: Callable[[Node], int | None] | None = None,
) -> bool:
    """Whether ``time.After`` timers can accumulate: the loop can go round again through a
    ``select`` case other than the one that waits for this timer, leaving it pending.

    A timer whose own case is the only way round (``case <-time.After(d): continue``), or one
    used as a sleep (``<-time.After(d)``), is always fired before the next one is made.
    ``carried`` says how many values the channel a case receives from can ever carry (None:
    not fixed): each round through such a case takes one, so cases that together carry at
    most ``INT_LIMIT`` values leave at most that many timers pending.
    """
    function = syntax.enclosing_function(call)
    if function is None:
        return False
    waits = _timer_cases(call, loop)
    if not waits or any(syntax.in_case_body(call, case) for case in waits):
        return False  # re-armed in its own case: only after the previous timer fired
    if guarded_once(call, index.parent):
        return False  # made the first time only (``if quit == nil { quit = time.After(d) }``)
    if expires_soon(index, call):
        return False  # ``time.After(10 * time.Millisecond)``: gone before many can gather
    if _few_rounds(index, call, function):
        return False  # ``for i := 0; i < 3; i++``: a handful of timers, never a pile
    cfg = index.cfg(function)
    head = cfg.block_of.get(loop)
    at = cfg.block_for(call)
    if head is None or at is None or at.id not in cfg.reachable():
        return False  # code no run reaches (after a t.Skip, a return...)
    body = cfg.loop_body.get(head, frozenset())
    rounds = 0  # rounds through cases whose channels carry a fixed number of values
    if _only_timer_held(call, loop):
        # A path through a case that receives the timer's value goes round after it fired.
        body = body - {cfg.block_of.get(case) for case in waits}
    for select in {case.parent for case in waits if case.parent is not None}:
        for case in select.named_children:
            if case in waits or case.type not in ("communication_case", "default_case"):
                continue
            if _closes_ranged_channel(index, case, loop):
                continue
            start = cfg.block_of.get(case)
            if start is None:
                continue
            # Past a case on a context's Done, Done stays ready: a select that also has a
            # case on it never takes its default again.
            closed = _done_received(case)
            skipped = (
                {cfg.block_of.get(d) for d in _defaults_beside(loop, closed)} if closed else set()
            )
            within = frozenset(body - skipped)
            if _goes_round(index.path_values(function), start, head, at.id, within):
                values = carried(case) if carried is not None else None
                if values is None:
                    return True
                rounds += values
    return rounds > INT_LIMIT


def _done_received(case: Node) -> str | None:
    """``ctx.Done()`` (its text) when the case receives from a context's ``Done``."""
    if case.type != "communication_case":
        return None
    received = syntax.unparen(syntax.received_channel(case.child_by_field_name("communication")))
    context = syntax.method_operand(received, "Done")
    if context is None or context.type not in ("identifier", "selector_expression"):
        return None
    return syntax.text(received)


def _defaults_beside(loop: Node, done: str) -> list[Node]:
    """The default cases of the loop's selects that also have a case receiving ``done``."""
    found: list[Node] = []
    for node in syntax.descendants_outside_closures(loop):
        if node.type != "select_statement":
            continue
        cases = [c for c in node.named_children if c.type == "communication_case"]
        if any(_done_received(c) == done for c in cases):
            found.extend(c for c in node.named_children if c.type == "default_case")
    return found


def _closes_ranged_channel(index: PackageIndex, case: Node, loop: Node) -> bool:
    """The case closes the channel the loop ranges over (``for v := range ch``): the loop
    ends after it, however the case goes on."""
    clause = next((c for c in loop.named_children if c.type == "range_clause"), None)
    ranged = syntax.unparen(clause.child_by_field_name("right")) if clause is not None else None
    if ranged is None:
        return False
    resolution = index.resolution(loop)
    wanted = path_of(ranged, resolution)
    if wanted is None:
        return False
    for node in syntax.descendants_outside_closures(case):
        if node.type == "call_expression" and syntax.call_name(node) == "close":
            args = syntax.call_arguments(node)
            if len(args) == 1 and path_of(args[0], resolution) == wanted:
                return True
    return False


def _timer_cases(call: Node, loop: Node) -> set[Node]:
    """The select cases of ``loop`` that receive this ``time.After`` channel."""
    receive = syntax.unparen(call.parent) if call.parent is not None else None
    if receive is not None and syntax.is_receive(receive):
        case = _enclosing_case(receive)
        return {case} if case is not None else set()  # `<-time.After(d)` alone is a sleep
    holder = _assigned_name(call)
    if holder is None:
        return set()
    cases: set[Node] = set()
    for node in syntax.descendants_outside_closures(loop):
        if node.type != "communication_case":
            continue
        channel = case_channel(node)
        if channel is not None and syntax.text(channel) == holder:
            cases.add(node)
    return cases


def _only_timer_held(call: Node, loop: Node) -> bool:
    """The variable ``call`` is assigned to (``c := time.After(d)``) holds no other value in
    the loop (nor a literal in it): a case receiving from it receives this timer's value."""
    holder = _assigned_name(call)
    if holder is None:
        return False
    statement = call.parent.parent if call.parent is not None else None
    for node in walk(loop):
        if node.type not in ("short_var_declaration", "assignment_statement", "range_clause"):
            continue
        left = syntax.expressions(node.child_by_field_name("left"))
        if node != statement and any(syntax.text(target) == holder for target in left):
            return False
    return True


def _enclosing_case(receive: Node) -> Node | None:
    """The communication case whose communication is this receive, if it is one."""
    node = receive
    while node.parent is not None and node.parent.type in ("receive_statement", "expression_list"):
        node = node.parent
    case = node.parent
    if case is not None and case.type == "expression_statement":
        case = case.parent
    if case is not None and case.type == "communication_case":
        return case
    return None


def _assigned_name(call: Node) -> str | None:
    """``t`` for ``t := time.After(d)`` or ``t = time.After(d)``."""
    values = call.parent
    statement = values.parent if values is not None else None
    if values is None or statement is None or values.type != "expression_list":
        return None
    if statement.type not in ("short_var_declaration", "assignment_statement"):
        return None
    left = syntax.expressions(statement.child_by_field_name("left"))
    right = syntax.expressions(values)
    if len(left) != len(right) or call not in right:
        return None
    target = left[right.index(call)]
    return syntax.text(target) if target.type == "identifier" else None


def _goes_round(
    values: PathValues, start: int, head: int, timer: int, body: frozenset[int]
) -> bool:
    """A path from ``start`` round the loop through its header and back to the ``timer``'s
    block, staying inside the loop, that the values it sets allow (``case <-ctx.Done(): err
    = ctx.Err()`` in ``for err == nil`` ends the loop). What holds at ``start`` is not
    known."""
    inside = body | {head}
    for edge in values.edges_from(start, values.unknown(), inside.__contains__):
        if edge is None or edge[1] == timer:
            return True  # made again while the last one is pending (or past the limit: may)
    return False
