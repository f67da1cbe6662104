"""Contexts: the cancel functions of ``context.With...`` and the contexts a goroutine can see.

Lost cancels (GL201) are found per ``context.With...`` call by one exhaustive walk over the
control flow of the function making it, with a three-flag state: a cancel function is
*pending* (made, not yet used), the variable is *covered* (a deferred closure calls whatever
it holds when the function returns) or it has *escaped* (a goroutine or a stored closure
captured the variable itself, so any later value may be called too). Like ``go vet``'s
lostcancel, any read of the cancel variable counts as handling it: a call, a ``defer``, a
hand-off to a function, a return or a store.

For GL202 the module also answers which context variables are visible at a point, which
variables are derived from them, and whether a loop mentions any of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, TEST_EXITS, Block, Edge, exit_node
from goleaklint.dataflow.deadlines import expired_at_creation
from goleaklint.dataflow.loops import no_exit_loops
from goleaklint.dataflow.objects import Objects
from goleaklint.dataflow.package import PackageIndex, declared_value, sole_value
from goleaklint.dataflow.parents import ParentOf, launched
from goleaklint.dataflow.paths import explore_all
from goleaklint.dataflow.scope import Resolution, Var
from goleaklint.dataflow.uses import (
    ClosureUse,
    Use,
    UseKind,
    closure_use,
    reassigned,
    reassigned_before,
)
from goleaklint.parse import Node, walk
from goleaklint.spelled import method_calls

WITH_CANCEL = frozenset(
    {
        "context.WithCancel",
        "context.WithTimeout",
        "context.WithDeadline",
        "context.WithCancelCause",
        "context.WithTimeoutCause",
        "context.WithDeadlineCause",
    }
)
CONTEXT = "context.Context"
# Contexts that are never cancelled, and calls whose result is done exactly when their first
# argument is (a value context; WithoutCancel is never done at all, but counting it with the
# values keeps the reasoning one-directional).
NEVER_DONE = frozenset({"context.Background", "context.TODO", "context.WithoutCancel"})
KEEPS_DONE = frozenset({"context.WithValue"})
MAX_PARENT_DEPTH = 8
# Methods that only read a context: calling them cannot make anything wait on its Done.
READ_ONLY_METHODS = frozenset({"Err", "Deadline", "Value"})
# How a literal that starts a goroutine is used: ``go func() {...}()``, ``g.Go(func() {...})``.
GOROUTINE_USES = frozenset({ClosureUse.GO, ClosureUse.SPAWNED})
# How deep calls that hand a context on are followed to a goroutine started with it.
CALLEE_DEPTH = 3
# Constructors whose cancel only matters to what watches the child (no timer keeps it alive).
PLAIN_CANCEL = frozenset({"context.WithCancel", "context.WithCancelCause"})
# Methods whose call on something marks a loop as looking at a context of some kind.
CONTEXT_METHODS = frozenset({"Done", "Context"})


@dataclass(frozen=True)
class CancelSite:
    """A ``context.With...`` call and where its cancel function goes."""

    call: Node
    statement: Node  # the short variable declaration, assignment or var spec
    function: Node  # the function (declaration or literal) whose own code makes the call
    name: str  # "context.WithTimeout"
    context: Node  # the expression receiving the context
    target: Node  # the expression receiving the cancel function
    var: Var | None  # the local variable holding the cancel function, when it is tracked

    @property
    def discarded(self) -> bool:
        return self.target.type == "identifier" and syntax.text(self.target) == "_"


@dataclass(frozen=True)
class LostCancel:
    """A cancel function that some path neither calls nor hands off."""

    site: CancelSite
    where: Node | None  # the return, the end of the body, or the overwriting statement
    overwritten: bool = False  # a new value replaces the cancel function first
    # The parent can never be cancelled: nothing stays registered, but nothing will ever
    # cancel the child either (what watches its Done waits forever).
    orphan: bool = False
    # A timer child of a parent that is never cancelled: registered nowhere, it ends at its
    # deadline and only holds what it references until then.
    until_deadline: bool = False
    # Lost only where a failing test leaves (t.Fatal...).
    test_exit: bool = False


class _Event(Enum):
    MADE = "made"  # the tracked call assigns a fresh cancel function
    OVERWRITE = "overwrite"  # something else is assigned to the variable
    HANDLE = "handle"  # the current value is called, deferred or handed off
    ESCAPE = "escape"  # a goroutine or stored closure captures the variable itself
    COVER = "cover"  # a deferred closure calls the variable's value at return
    DONE = "done"  # the function received from the derived context's Done: it is cancelled
    WATCHED = "watched"  # the derived context is used: something may watch its Done
    RELEASED = "released"  # the goroutine it was handed to has said its last word


@dataclass(frozen=True)
class _State:
    pending: bool = False
    covered: bool = False
    escaped: bool = False
    watched: bool = False  # the pending cancel's context has been used on the path


class Contexts:
    """Cancel functions of the package and the contexts in scope at a point."""

    def __init__(
        self,
        index: PackageIndex,
        objects: Objects,
        runs: Callable[[Node], list[tuple[Node, Node]] | None],
    ) -> None:
        self.index = index
        self.objects = objects
        # The calls that are the only ways to run a function (:meth:`Reach.only_runs`).
        self.runs = runs
        self._families: dict[Node, frozenset[Var]] = {}
        self._derived_vars: dict[tuple[Node, Var], set[Var]] = {}
        self._sites: list[CancelSite] | None = None

    # Cancel functions (GL201) ------------------------------------------------------------

    def cancel_sites(self) -> list[CancelSite]:
        """Every ``context.With...`` call assigned to a context and a cancel function (found
        once: GL201 and the questions across functions below all ask)."""
        if self._sites is None:
            self._sites = self._find_cancel_sites()
        return self._sites

    def _find_cancel_sites(self) -> list[CancelSite]:
        sites: list[CancelSite] = []
        names = [name.partition(".")[2] for name in sorted(WITH_CANCEL)]
        for declaration in self.index.all_declarations_with_methods(names):
            for call in method_calls(self.index.file_of(declaration), names, declaration):
                site = self._site(call)
                if site is not None:
                    sites.append(site)
        return sites

    def _site(self, call: Node) -> CancelSite | None:
        name = self.objects.qualified_call(call)
        function = syntax.enclosing_function(call)
        if name is None or name not in WITH_CANCEL or function is None:
            return None
        node = call
        while node.parent is not None and node.parent.type == "parenthesized_expression":
            node = node.parent
        values = node.parent
        targets = syntax.assigned_targets(values)
        statement = values.parent if values is not None else None
        if targets is None or statement is None:
            return None
        if len(targets) != 2 or len(syntax.expressions(values)) != 1:
            return None
        target = targets[1]
        var = None
        if target.type == "identifier" and syntax.text(target) != "_":
            resolution = self.index.resolution(call)
            var = resolution.var_of(target)
            if var is not None and (var.owner != function or var.kind == "result"):
                var = None  # the caller's or an enclosing function's variable: handed off
        return CancelSite(call, statement, function, name, targets[0], target, var)

    def cancelled_by_calls(self, function: Node) -> list[tuple[Var, list[Node]]]:
        """The contexts ``function`` derives with ``WithCancel`` from one never cancelled
        (:meth:`never_done_parent`) and whose cancel function it only calls, in its own
        code (``cancel()``, ``defer cancel()``), with those calls: nothing else ends them."""
        found: list[tuple[Var, list[Node]]] = []
        for site in self.cancel_sites():
            if site.function != function or site.var is None or site.name not in PLAIN_CANCEL:
                continue
            context = self.index.resolution(site.call).var_of(site.context)
            if context is None or not self.never_done_parent(site):
                continue
            calls = self._own_calls(site.var, function)
            if calls:
                found.append((context, calls))
        return found

    def _own_calls(self, var: Var, function: Node) -> list[Node] | None:
        """The calls ``var()`` in ``function``'s own code, when every use of the variable
        besides its assignments is one of them; None otherwise."""
        calls: list[Node] = []
        for use in self.index.uses_within(function):
            if use.path != (var, None) or use.kind == UseKind.ASSIGNED:
                continue
            call = use.node.parent
            own = use.function == function
            if not own or call is None or call.type != "call_expression":
                return None
            if call.child_by_field_name("function") != use.node:
                return None
            calls.append(call)
        return calls

    def released_with_parent(self, site: CancelSite) -> bool:
        """The site's parent is a context its function derived itself, last bound by an
        earlier ``With...`` call (``tctx, cancel := context.WithCancelCause(ctx)``) whose
        cancel function no path loses (``defer cancel(err)``), made in the same loops as
        the site (in none, or each round with it): when the function returns, that cancel
        ends the parent and with it the child, its timer and its registration, as the
        child's own deferred cancel would."""
        arguments = syntax.call_arguments(site.call)
        parent = syntax.unparen(arguments[0]) if arguments else None
        if parent is None or parent.type != "identifier":
            return False
        resolution = self.index.resolution(site.call)
        var = resolution.var_of(parent)
        if var is None or var.owner != site.function:
            return False
        earlier = [
            other
            for other in self.cancel_sites()
            if other.function == site.function
            and other.call.end_byte <= site.call.start_byte
            and resolution.var_of(other.context) == var
        ]
        if not earlier:
            return False
        made = max(earlier, key=lambda other: other.call.start_byte)
        for use in self.index.uses_within(site.function):
            if use.path != (var, None) or use.kind != UseKind.ASSIGNED:
                continue
            between = made.call.end_byte < use.node.start_byte < site.call.start_byte
            if between and not syntax.contains(site.statement, use.node):
                return False  # bound to something else before the child is made
        cfg = self.index.cfg(site.function)
        block, parent_block = cfg.block_for(site.call), cfg.block_for(made.call)
        if block is None or parent_block is None:
            return False
        if cfg.loops_containing(block.id) != cfg.loops_containing(parent_block.id):
            return False  # a child made each round of a loop the parent is made outside of
        return not made.discarded and made.var is not None and self.lost(made) is None

    def lost(self, site: CancelSite) -> LostCancel | None:
        """The first path on which the site's cancel function is lost, if any.

        A plain ``WithCancel`` of a context that is never cancelled registers with nothing:
        a lost cancel matters only when something can watch the child's ``Done``, so one
        whose child stays in the function is no loss at all.
        """
        if expired_at_creation(self.index, site.call, site.name):
            return None  # cancelled before it is returned: registered nowhere, no timer
        never_done = self.never_done_parent(site)
        orphan = site.name in PLAIN_CANCEL and never_done
        if orphan and self.stays_local(site):
            return None
        lost = self._lost(site, orphan)
        if lost is None:
            return None
        if lost.test_exit and not orphan:
            # A failing test's way out: a timer context still ends at its deadline, and a
            # child of the test's context with the test; only an orphan never ends.
            return None
        return replace(lost, orphan=orphan, until_deadline=never_done and not orphan)

    def _lost(self, site: CancelSite, orphan: bool) -> LostCancel | None:
        """An orphan's cancel is lost only on a path where its context was used first:
        a child of a context that is never cancelled is registered nowhere, so until
        something holds it, dropping it leaves nothing behind."""
        if site.discarded:
            return None if self._done_before_leaving(site) else LostCancel(site, None)
        if site.var is None:
            return None
        cfg = self.index.cfg(site.function)
        events = self._events(site, cfg, orphan)
        block = cfg.block_for(site.call)
        # ``ctx, cancel := ...`` in a loop's body declares a new variable each round: a
        # deferred closure calling it keeps that round's value, whatever later rounds make.
        per_round = (
            block is not None
            and bool(cfg.loops_containing(block.id))
            and syntax.contains(site.statement, site.var.decl)
        )
        walk, _ = explore_all(
            cfg,
            lambda: _CancelWalk(events, cfg, orphan, per_round),
            values=self.index.path_values(site.function),
            reports=lambda walk: walk.lost or walk.test_lost,
        )
        if walk.lost:
            return LostCancel(site, walk.where, walk.overwritten)
        if walk.test_lost:
            return LostCancel(site, walk.test_where, test_exit=True)
        return None

    def _done_before_leaving(self, site: CancelSite) -> bool:
        """Every path from the site to the function's end, or round to the site again,
        receives from the derived context's ``Done`` (``<-rotateCtx.Done()`` closing each
        round): by then the context has ended and let go of its parent and its timer, and
        its cancel has nothing left to do."""
        cfg = self.index.cfg(site.function)
        start = cfg.block_for(site.call)
        dones = frozenset(
            block.id
            for call in self._done_receives(site)
            if (block := cfg.block_for(call)) is not None
        )
        if start is None or not dones:
            return False
        reached = cfg.after(start.id, avoid=dones)
        return cfg.exit not in reached and start.id not in reached

    def _events(
        self, site: CancelSite, cfg: CFG, orphan: bool
    ) -> dict[int, list[tuple[int, _Event]]]:
        var = site.var
        function = site.function
        events: dict[int, list[tuple[int, _Event]]] = {}

        def add(node: Node, position: int, event: _Event) -> None:
            block = cfg.block_for(node)
            if block is not None:
                events.setdefault(block.id, []).append((position, event))

        add(site.call, site.call.end_byte, _Event.MADE)
        uses = self.index.uses_within(function)
        for call in self._done_receives(site):
            add(call, call.start_byte, _Event.DONE)
        if orphan:
            handoffs = self._context_uses(site)
            for node in handoffs:
                add(node, node.start_byte, _Event.WATCHED)
            if len(handoffs) == 1:  # (one goroutine holds it: its last word lets it go)
                for receive in self._last_words(site, handoffs[0]):
                    add(receive, receive.start_byte, _Event.RELEASED)
        aliases: set[Var] = set()
        for use in uses:
            if use.path[0] != var:
                continue
            if use.function == function:
                if use.kind == UseKind.ASSIGNED:
                    if use.node != site.target:
                        add(use.node, _statement_end(use.node), _Event.OVERWRITE)
                else:
                    event = _Event.ESCAPE if syntax.address_taken(use.node) else _Event.HANDLE
                    add(use.node, use.node.start_byte, event)
                continue
            literal = syntax.literal_in(function, use.function)
            if literal is None:
                continue
            alias = self._alias(literal)
            if alias is not None:
                aliases.add(alias)
                add(literal, literal.start_byte, _Event.HANDLE)
            else:
                add(literal, literal.start_byte, _closure_event(literal))
        for use in uses:
            if use.path[0] not in aliases or use.kind == UseKind.ASSIGNED:
                continue
            if use.function == function:
                add(use.node, use.node.start_byte, _alias_event(use))
            else:
                literal = syntax.literal_in(function, use.function)
                if literal is not None:
                    add(literal, literal.start_byte, _closure_event(literal))
        for block_events in events.values():
            block_events.sort(key=lambda item: item[0])
        return events

    def _done_receives(self, site: CancelSite) -> list[Node]:
        """``Done()`` calls the function itself receives from, of the derived context or of
        the parent it was derived from: once one returns, the derived context is cancelled
        (a parent's cancel cancels its children and forgets them), and calling cancel
        changes nothing."""
        watched = [v for v in (self._context_var(site), self._parent_var(site)) if v]
        found: list[Node] = []
        for use in self.index.uses_within(site.function):
            if use.path[1] is not None or use.path[0] not in watched:
                continue
            if use.function != site.function or use.call is None:
                continue
            if use.kind == UseKind.RECEIVER and use.method == "Done" and received(use.call):
                found.append(use.call)
        return found

    def _context_var(self, site: CancelSite) -> Var | None:
        if site.context.type != "identifier":
            return None
        return self.index.resolution(site.call).var_of(site.context)

    def _parent_var(self, site: CancelSite) -> Var | None:
        """The variable the parent context was read from, when nothing else is ever
        assigned to it (a parameter, or a local given one value)."""
        args = syntax.call_arguments(site.call)
        parent = syntax.unparen(args[0]) if args else None
        if parent is None or parent.type != "identifier":
            return None
        var = self.index.resolution(parent).var_of(parent)
        if var is None or var.kind not in ("local", "param"):
            return None
        return None if reassigned(self.index.uses(parent), var) else var

    def _context_uses(self, site: CancelSite) -> list[Node]:
        """Where the function hands the derived context (or a context derived from it) to a
        goroutine: ``go f(ctx)``, a literal started with ``go`` or a ``Go`` method that uses
        it, or a package function that starts one with it on every path through it
        (``s.ServeBackground(ctx)``). Only a goroutine can wait on the ``Done`` of a context
        that nothing else will ever cancel; what another call does with it is not known, and
        most calls only use it while they run."""
        var = self._context_var(site)
        if var is None:
            return []
        return self._goroutine_handoffs(site.function, var, CALLEE_DEPTH, site.context)

    def _last_words(self, site: CancelSite, handoff: Node) -> list[Node]:
        """The function's receives of the last word of the goroutine ``handoff`` starts, when
        that goroutine is a literal started once (in no loop) whose every path ends with its
        one send on a channel of the function's that nothing hands on, and which uses the
        context only itself, synchronously, to wait or read (``Done``, ``Err``) or to pass
        to package functions that give it to no goroutine (``errChan <- q.Receive(ctx)``).
        Once such a receive has returned, the goroutine is done with the context: an orphan
        nothing holds any more. Another send on the channel (or a close) leaves the receives
        that it cannot come before: the function's own, or one in a goroutine it starts
        later (:meth:`CFG.may_precede`); a receive it may come first may take its value."""
        function, var = site.function, self._context_var(site)
        started = handoff.type == "func_literal" and closure_use(handoff) == ClosureUse.GO
        cfg = self.index.cfg(function)
        block = cfg.block_for(handoff)
        if var is None or not started or block is None or cfg.loops_containing(block.id):
            return []
        channel = _last_send_channel(handoff)
        resolution = self.index.resolution(function)
        report = resolution.var_of(channel) if channel is not None else None
        if report is None or report.owner != function or report.kind != "local":
            return []
        receives: list[Node] = []
        others: list[Node] = []  # where other values can be put in: in the function's code
        for use in self.index.uses_within(function):
            inside = use.path[0] == var and syntax.contains(handoff, use.node)
            if inside and not self._used_in_place(use):
                return []
            if use.path != (report, None):
                continue
            if use.kind == UseKind.SEND and use.function == handoff:
                continue  # the last word itself (the only send: :func:`_last_send_channel`)
            if use.kind == UseKind.RECV and use.function == function:
                receives.append(use.node)
            elif use.kind in (UseKind.SEND, UseKind.CLOSE):
                anchor = _writer_anchor(function, use, resolution.parent)
                if anchor is None:
                    return []  # a send in a literal run who knows when
                others.append(anchor)
            elif use.kind != UseKind.QUERY:
                return []  # a new channel, or handed on: not its last word
        return [r for r in receives if not any(cfg.may_precede(o, r) for o in others)]

    def _used_in_place(self, use: Use) -> bool:
        """A use of a context that keeps it with the running code: its ``Done``, ``Err``,
        ``Deadline`` or ``Value``, or an argument of a package function that hands that
        parameter to no goroutine."""
        if use.kind == UseKind.RECEIVER:
            return use.method in ("Done", "Err", "Deadline", "Value")
        if use.kind != UseKind.ARG or use.call is None or use.index < 0:
            return False
        if launched(use.call, self.index.resolution(use.call).parent):
            return False
        callee = self.index.callee(use.call)
        param = self.index.param_var(callee[0], use.index) if callee is not None else None
        if callee is None or param is None:
            return False  # another package's function: what it does with it is not known
        return not self._goroutine_handoffs(callee[0], param, CALLEE_DEPTH - 1)

    def _goroutine_handoffs(
        self, function: Node, var: Var, depth: int, besides: Node | None = None
    ) -> list[Node]:
        """Where ``function`` hands ``var`` (or a context derived from it) to a goroutine,
        itself or through a package function that always does (``depth`` calls deep)."""
        members = self._derived(function, var)
        parent_of = self.index.resolution(function).parent
        found: list[Node] = []
        for use in self.index.uses_within(function):
            if use.path[0] not in members or use.node == besides:
                continue
            if use.kind == UseKind.ASSIGNED:
                continue
            if use.function == function:
                if use.kind == UseKind.ARG and (
                    launched(use.call, parent_of) or self._always_launches(use, depth)
                ):
                    found.append(use.node)
                continue
            literal = syntax.literal_in(function, use.function)
            if literal is not None and closure_use(literal, parent_of) in GOROUTINE_USES:
                found.append(literal)
        return found

    def _always_launches(self, use: Use, depth: int) -> bool:
        """The package function ``use`` passes the context to starts a goroutine with it
        on every path through it (not after an early return: ``Recursive`` that fails
        before it starts its watcher hands the context to nothing)."""
        if depth <= 0 or use.call is None or use.index < 0:
            return False
        callee = self.index.callee(use.call)
        param = self.index.param_var(callee[0], use.index) if callee is not None else None
        if callee is None or param is None:
            return False
        function = callee[0]
        handoffs = self._goroutine_handoffs(function, param, depth - 1)
        cfg = self.index.cfg(function)
        blocks = frozenset(b.id for n in handoffs if (b := cfg.block_for(n)) is not None)
        return bool(blocks) and cfg.exit not in cfg.after(cfg.entry, avoid=blocks)

    def _derived(self, function: Node, var: Var) -> set[Var]:
        """``var`` and the variables of the function whose value is computed from it
        (``child, stop := context.WithTimeout(ctx, d)``, ``done := ctx.Done()``)."""
        key = (function, var)
        found = self._derived_vars.get(key)
        if found is None:
            resolution = self.index.resolution(function)
            sources = {
                other: [value]
                for other in resolution.variables
                if other.owner == function
                and (value := declared_value(other) or _multi_value(other)) is not None
            }
            found = self._derived_vars[key] = _computed_from({var}, sources, resolution)
        return found

    def never_done_parent(self, site: CancelSite) -> bool:
        """The derived context's parent can never be cancelled (``context.Background()``,
        ``context.TODO()``, or values and ``WithoutCancel`` of those): nothing registers the
        child with it, so only the child's own cancel could ever end it."""
        args = syntax.call_arguments(site.call)
        return bool(args) and self._never_done(args[0], depth=0, callers=False)

    def never_done(self, expr: Node) -> bool:
        """``expr`` is a context that can never be cancelled, a parameter every caller of
        its function hands such a context included."""
        return self._never_done(expr, depth=0, callers=True)

    def _never_done(self, expr: Node, depth: int, *, callers: bool) -> bool:
        node = syntax.unparen(expr)
        if node is None or depth > MAX_PARENT_DEPTH:
            return False
        if node.type == "call_expression":
            name = self.objects.qualified_call(node)
            if name in NEVER_DONE:
                return True
            if name in KEEPS_DONE:
                args = syntax.call_arguments(node)
                return bool(args) and self._never_done(args[0], depth + 1, callers=callers)
            return False
        if node.type != "identifier":
            return False
        var = self.index.resolution(node).var_of(node)
        if (
            var is None
            or var.kind not in ("local", "param")
            or (var.kind == "param" and not callers)
        ):
            return False
        if reassigned_before(self.index.uses(node), var, node):
            return False
        if var.kind == "param":
            return self._never_done_argument(var, depth + 1)
        value = declared_value(var)
        return value is not None and self._never_done(value, depth + 1, callers=callers)

    def _never_done_argument(self, param: Var, depth: int) -> bool:
        """Every call that can run the parameter's function (all known: an unexported
        function the package only calls) hands it a context that can never be cancelled
        (``makeMirror(context.TODO(), ...)``)."""
        calls = self.runs(param.owner)
        if not calls:
            return False
        for call, _ in calls:
            handed = next(
                (
                    value
                    for value, name in syntax.handed(call, param.owner)
                    if syntax.text(name) == param.name
                ),
                None,
            )
            if handed is None or not self._never_done(handed, depth, callers=True):
                return False
        return True

    def _alias(self, literal: Node) -> Var | None:
        """The local variable a function literal is stored in (``stop := func() {...}``)."""
        if closure_use(literal) != ClosureUse.ESCAPE:
            return None
        values = literal.parent
        targets = syntax.assigned_targets(values)
        if targets is None:
            return None
        members = syntax.expressions(values)
        if len(members) != len(targets) or literal not in members:
            return None
        target = targets[members.index(literal)]
        if target.type != "identifier":
            return None
        resolution = self.index.resolution(literal)
        return resolution.var_of(target)

    def never_read_after(self, site: CancelSite) -> bool:
        """No code reads the cancel variable after the call (nor any closure, anywhere)."""
        if site.var is None:
            return False
        for use in self.index.uses_within(site.function):
            if use.path[0] != site.var or use.kind == UseKind.ASSIGNED:
                continue
            if use.function != site.function or use.node.start_byte > site.call.start_byte:
                return False
        return True

    def stays_local(self, site: CancelSite) -> bool:
        """The derived context cannot outlive the function: it is ``_``, or only asked for
        its error, deadline or values (so cancelling it at return changes nothing)."""
        target = site.context
        if target.type == "identifier" and syntax.text(target) == "_":
            return True
        resolution = self.index.resolution(site.call)
        var = resolution.var_of(target)
        if var is None:
            return False
        for use in self.index.uses(site.function):
            if use.path[0] != var:
                continue
            if use.kind == UseKind.ASSIGNED and use.node == target:
                continue
            if use.kind != UseKind.RECEIVER or use.method not in READ_ONLY_METHODS:
                return False
            if use.path[1] is not None:
                return False
        return True

    # Contexts in scope (GL202) ------------------------------------------------------------

    def is_context(self, var: Var) -> bool:
        return self.objects.var_type(var) == CONTEXT

    def ended_with(self, literal: Node) -> set[Var]:
        """Contexts of the launcher that a goroutine's function literal cancels on its way
        out and nothing else ever does: ``ctx, cancel := context.WithCancel(Background())``
        with ``defer cancel()`` a statement of the literal's body, and ``cancel`` used
        nowhere else. Their ``Done`` closes only once the goroutine is ending, so a
        receive from it waits the goroutine out."""
        launcher = syntax.enclosing_function(literal)
        if literal.type != "func_literal" or launcher is None:
            return set()
        found: set[Var] = set()
        resolution = self.index.resolution(literal)
        for statement in syntax.statements(literal.child_by_field_name("body")):
            call = statement.named_children[0] if statement.type == "defer_statement" else None
            if call is None or call.type != "call_expression" or syntax.call_arguments(call):
                continue
            function = call.child_by_field_name("function")
            cancel = resolution.var_of(function) if function is not None else None
            site = self._cancel_site_of(cancel, launcher) if cancel is not None else None
            if site is None or site.name != "context.WithCancel":
                continue
            if not self.never_done_parent(site) or site.context.type != "identifier":
                continue
            uses = [u for u in self.index.uses(launcher) if u.path == (cancel, None)]
            if any(not syntax.contains(literal, u.node) for u in uses):
                continue  # called or handed on elsewhere too
            context = resolution.var_of(site.context)
            if context is not None and not reassigned(self.index.uses(launcher), context):
                found.add(context)
        return found

    def _cancel_site_of(self, cancel: Var, function: Node) -> CancelSite | None:
        """The ``context.With...`` call declaring ``cancel`` in ``function``."""
        if cancel.owner != function or cancel.kind != "local":
            return None
        sole = sole_value(cancel.decl)
        if sole is None or sole[0].type != "call_expression":
            return None
        site = self._site(sole[0])
        return site if site is not None and site.var is cancel else None

    def visible_contexts(self, node: Node) -> list[Var]:
        """Context variables declared before ``node`` in a scope that contains it."""
        resolution = self.index.resolution(node)
        return [v for v in visible_variables(resolution, node) if self.is_context(v)]

    def goroutine_contexts(self, go: Node, body: Node) -> list[Var]:
        """Contexts a goroutine is started with in scope: those of the launching function
        visible at the ``go`` statement, and the context parameters of the function it runs.
        (A context of an enclosing function is not the launcher's: ``once.Do(func() { go
        loop() })`` starts a goroutine that outlives the call on purpose.)"""
        launcher = syntax.enclosing_function(go)
        found = [v for v in self.visible_contexts(go) if v.owner == launcher]
        for position in range(len(syntax.parameter_names(body))):
            var = self.index.param_var(body, position)
            if var is not None and self.is_context(var) and var not in found:
                found.append(var)
        return found

    def usable_context(self, node: Node, among: list[Var]) -> Var | None:
        """One of ``among`` that its own name reaches at ``node`` (not shadowed there),
        preferring one called ``ctx``."""
        resolution = self.index.resolution(node)
        innermost: dict[str, Var] = {}
        for var in visible_variables(resolution, node):
            current = innermost.get(var.name)
            if current is None or _depth(var) >= _depth(current):
                innermost[var.name] = var
        usable = [v for v in innermost.values() if v in among]
        usable.sort(key=lambda v: (v.name != "ctx", v.decl.start_byte))
        return usable[0] if usable else None

    def family(self, node: Node) -> frozenset[Var]:
        """Context variables of the declaration enclosing ``node``, and every variable whose
        value is computed from one of them (``done := ctx.Done()``, ``g, gctx := ...``)."""
        top = self.index.top_level(node)
        found = self._families.get(top)
        if found is not None:
            return found
        resolution = self.index.resolution(top)
        members = {v for v in resolution.variables if self.is_context(v)}
        sources: dict[Var, list[Node]] = {}
        for var in resolution.variables:
            value = declared_value(var) or _multi_value(var)
            if value is not None:
                sources.setdefault(var, []).append(value)
        for use in self.index.uses(top):
            if use.kind == UseKind.ASSIGNED and use.value is not None:
                sources.setdefault(use.path[0], []).append(use.value)
        result = frozenset(_computed_from(members, sources, resolution))
        self._families[top] = result
        return result

    def loop_observes_context(self, loop: Node) -> bool:
        """The loop mentions a context of its scope (or something derived from one), a field
        that looks like a context, or calls ``Done``/``Context`` on anything."""
        resolution = self.index.resolution(loop)
        family = self.family(loop)
        for node in walk(loop):
            if node.type == "identifier":
                var = resolution.uses.get(node)
                if var is not None and var in family:
                    return True
            elif node.type == "selector_expression":
                field = syntax.text(node.child_by_field_name("field"))
                lowered = field.lower()
                looks_like_context = "ctx" in lowered or "context" in lowered
                if looks_like_context and not _is_package_selector(node, resolution):
                    return True
                if field in CONTEXT_METHODS and _is_called(node):
                    return True
        return False


class _CancelWalk:
    """Exhaustive walk for one cancel function: records the first path that loses it."""

    def __init__(
        self,
        events: dict[int, list[tuple[int, _Event]]],
        cfg: CFG,
        orphan: bool,
        per_round: bool = False,
    ) -> None:
        self.events = events
        self.cfg = cfg
        # An orphan's cancel matters only once its context is used (``_State.watched``).
        self.orphan = orphan
        self.per_round = per_round  # the site declares a new variable each time it runs
        self.lost = False
        self.where: Node | None = None
        self.overwritten = False
        self.test_lost = False  # lost where a failing test leaves (t.Fatal...)
        self.test_where: Node | None = None

    def start(self) -> _State:
        return _State()

    def through(self, block: Block, state: _State) -> _State:
        for _, event in self.events.get(block.id, []):
            if event == _Event.MADE and self.per_round and state.covered:
                # The last round's variable is the deferred closure's: this is a new one.
                state = replace(state, pending=not state.escaped, watched=False, covered=False)
            elif event in (_Event.MADE, _Event.OVERWRITE):
                if self._matters(state) and not self.lost:
                    self.lost, self.where, self.overwritten = True, block.node, True
                pending = event == _Event.MADE and not state.escaped
                state = replace(state, pending=pending, watched=False)
            elif event == _Event.WATCHED:
                state = replace(state, watched=True)
            elif event == _Event.RELEASED:
                state = replace(state, watched=False)
            elif event in (_Event.HANDLE, _Event.DONE):
                state = replace(state, pending=False)
            elif event == _Event.ESCAPE:
                state = replace(state, pending=False, escaped=True)
            else:
                state = replace(state, covered=True)
        return state

    def along(self, source: Block, kind: Edge, target: Block, state: _State) -> _State:
        return state

    def _matters(self, state: _State) -> bool:
        return state.pending and (state.watched or not self.orphan)

    def at_exit(self, source: Block, state: _State) -> None:
        if not self._matters(state) or state.covered or self.lost:
            return
        if source.kind in TEST_EXITS:
            if not self.test_lost:
                self.test_lost, self.test_where = True, exit_node(source)
            return
        self.lost = True
        self.where = exit_node(source)


def _writer_anchor(function: Node, use: Use, parent_of: ParentOf) -> Node | None:
    """Where, in ``function``'s own code, a send (or close) ``use`` of its channel can
    start to happen: the operation itself, or the literal holding it when the function
    starts that literal with ``go``; None for a literal run some other way."""
    if use.function == function:
        return use.node
    literal = syntax.literal_in(function, use.function)
    if literal is None or closure_use(literal, parent_of) != ClosureUse.GO:
        return None
    return literal


def _last_send_channel(literal: Node) -> Node | None:
    """``ch`` when the literal's body ends with ``ch <- v``, its only send, and holds no
    ``return``, nested literal or ``go`` statement: every run ends with that send."""
    body = literal.child_by_field_name("body")
    statements = syntax.statements(body)
    last = statements[-1] if statements else None
    if body is None or last is None or last.type != "send_statement":
        return None
    for node in syntax.descendants_outside_closures(body):
        if node.type in ("return_statement", "func_literal", "go_statement"):
            return None
        if node.type == "send_statement" and node != last:
            return None
    channel = syntax.unparen(last.child_by_field_name("channel"))
    return channel if channel is not None and channel.type == "identifier" else None


def _closure_event(literal: Node) -> _Event:
    """What a function literal mentioning the cancel variable does with it."""
    use = closure_use(literal)
    if use == ClosureUse.DEFER:
        return _Event.COVER
    if use == ClosureUse.CALL:
        return _Event.HANDLE
    return _Event.ESCAPE


def _alias_event(use: Use) -> _Event:
    """A use of a variable holding a closure that calls the cancel function."""
    parent = use.node.parent
    while parent is not None and parent.type == "parenthesized_expression":
        parent = parent.parent
    called = (
        parent is not None
        and parent.type == "call_expression"
        and syntax.unparen(parent.child_by_field_name("function")) == use.node
    )
    if parent is None or not called:
        return _Event.ESCAPE
    call = parent
    statement = call.parent
    if statement is not None and statement.type == "defer_statement":
        return _Event.COVER
    if statement is not None and statement.type == "go_statement":
        return _Event.ESCAPE
    return _Event.HANDLE


def _computed_from(
    seeds: set[Var], sources: dict[Var, list[Node]], resolution: Resolution
) -> set[Var]:
    """``seeds`` and every variable one of whose ``sources`` (the values it is given)
    mentions one of them, again and again."""
    members = set(seeds)
    changed = True
    while changed:
        changed = False
        for var, values in sources.items():
            if var not in members and any(_mentions(v, members, resolution) for v in values):
                members.add(var)
                changed = True
    return members


def _statement_end(node: Node) -> int:
    current = node
    while current.parent is not None and current.parent.type in (
        "expression_list",
        "assignment_statement",
        "short_var_declaration",
    ):
        current = current.parent
    return current.end_byte


def _multi_value(var: Var) -> Node | None:
    """The call a variable gets one of several results of (``a, b := f(x)``)."""
    statement = var.decl.parent
    if statement is not None and statement.type == "expression_list":
        statement = statement.parent
    if statement is None:
        return None
    if statement.type == "var_spec":
        values = syntax.expressions(statement.child_by_field_name("value"))
    elif statement.type in ("short_var_declaration", "range_clause", "receive_statement"):
        values = syntax.expressions(statement.child_by_field_name("right"))
    else:
        return None
    return values[0] if len(values) == 1 else None


def _mentions(value: Node, members: set[Var], resolution: Resolution) -> bool:
    return any(
        node.type == "identifier" and resolution.uses.get(node) in members for node in walk(value)
    )


def _is_package_selector(selector: Node, resolution: Resolution) -> bool:
    """``pkg.Name``: the operand is an identifier that names no local variable."""
    operand = syntax.unparen(selector.child_by_field_name("operand"))
    return operand is not None and operand.type == "identifier" and operand not in resolution.uses


def _is_called(selector: Node) -> bool:
    parent = selector.parent
    return (
        parent is not None
        and parent.type == "call_expression"
        and syntax.unparen(parent.child_by_field_name("function")) == selector
    )


def visible_variables(resolution: Resolution, node: Node) -> list[Var]:
    """Variables of a resolved declaration whose scope contains ``node``, declared before it."""
    visible: list[Var] = []
    for var in resolution.variables:
        if var.decl.end_byte > node.start_byte:
            continue
        scope = _scope_of(var)
        if syntax.contains(scope, node):
            visible.append(var)
    return visible


def unending_loops(cfg: CFG) -> list[Node]:
    """Reachable ``for {}`` loops of a function with no way out."""
    reachable = cfg.reachable()
    return [loop for head, _, loop in no_exit_loops(cfg) if head in reachable]


def _depth(var: Var) -> tuple[int, int]:
    """Orders variables visible at one point from outermost to innermost declaration."""
    return _scope_of(var).start_byte, var.decl.start_byte


def _scope_of(var: Var) -> Node:
    """The syntax node a variable's scope ends with."""
    return var.scope if var.scope is not None else var.owner


def received(call: Node) -> bool:
    """The call's result is received from right away: ``<-ctx.Done()``."""
    parent = call.parent
    while parent is not None and parent.type == "parenthesized_expression":
        parent = parent.parent
    return parent is not None and syntax.is_receive(parent)
