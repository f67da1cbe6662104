"""Everything rules read about one package, computed lazily and shared between rules."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.dataflow.abandon import Stranding, Waiter, unreceived_sends, unsent_receives
from goleaklint.dataflow.abandonedsends import abandoned_sends
from goleaklint.dataflow.alone import Stuck, stuck_alone
from goleaklint.dataflow.cancelfields import CancelFields
from goleaklint.dataflow.cfg import Kind
from goleaklint.dataflow.channels import Channel, caller_path, local_channels
from goleaklint.dataflow.closables import Closables
from goleaklint.dataflow.conds import CondFamily, Conds
from goleaklint.dataflow.contexts import Contexts
from goleaklint.dataflow.earlier import blocked_before, blocks_on_arrival
from goleaklint.dataflow.effects import (
    Call,
    Effects,
    EffectsAnalyzer,
    Escape,
    Event,
    Launch,
    Op,
    Site,
)
from goleaklint.dataflow.elementtypes import ElementTypes
from goleaklint.dataflow.entrylocks import EntryLocks
from goleaklint.dataflow.fields import FieldFacts, Operation
from goleaklint.dataflow.joins import Joins
from goleaklint.dataflow.literalobjects import LiteralObjects
from goleaklint.dataflow.lockgraph import LockGraph
from goleaklint.dataflow.lockobjects import LockObjects
from goleaklint.dataflow.locks import Locks
from goleaklint.dataflow.objects import Objects
from goleaklint.dataflow.package import Foreign, FuncDef, PackageIndex
from goleaklint.dataflow.parents import launched
from goleaklint.dataflow.processexits import ProcessExits, process_exit
from goleaklint.dataflow.quietcontexts import QuietContexts
from goleaklint.dataflow.reach import Reach
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.timers import is_init, per_iteration_loop
from goleaklint.dataflow.types import Types, struct_name
from goleaklint.dataflow.uses import Path, UseKind, path_of
from goleaklint.dataflow.values import Value
from goleaklint.dataflow.waitgroups import WaitGroups
from goleaklint.dataflow.weak import weakly
from goleaklint.gofile import GoFile
from goleaklint.parse import Node
from goleaklint.rule import Confidence, Finding, Fix, Related, Rule
from goleaklint.span import Span

# Calls followed up from a function to ``main`` or ``init`` to see that it runs once.
MAX_ONCE_HOPS = 4


@dataclass
class PackageAnalysis:
    """A parsed package plus memoised dataflow facts."""

    files: Sequence[GoFile]
    go_version: str | None
    index: PackageIndex
    effects: EffectsAnalyzer
    _channels: dict[Node, list[Channel]] = field(default_factory=dict)
    _events: dict[int, dict[int, list[Event]]] = field(default_factory=dict)
    _stuck: dict[int, Stuck | None] = field(default_factory=dict)
    _unreceived: dict[int, list[Stranding]] = field(default_factory=dict)
    _unfed: dict[int, Stranding | None] = field(default_factory=dict)
    _all_channels: list[Channel] | None = None
    _objects: Objects | None = None
    _locks: Locks | None = None
    _waitgroups: WaitGroups | None = None
    _types: Types | None = None
    _element_types: ElementTypes | None = None
    _quiet_contexts: QuietContexts | None = None
    _closables: Closables | None = None
    _literal_objects: LiteralObjects | None = None
    _fields: FieldFacts | None = None
    _reach: Reach | None = None
    _lockgraph: LockGraph | None = None
    _lock_objects: LockObjects | None = None
    _entry_locks: EntryLocks | None = None
    _process_exits: ProcessExits | None = None
    _conds: Conds | None = None
    _cond_families: list[CondFamily] | None = None
    _cancel_fields: CancelFields | None = None
    _contexts: Contexts | None = None
    _joins: Joins | None = None
    _abandoned_sends: list[Operation] | None = None
    # Names the fixes computed on this analysis declare, per top-level function: two fixes
    # applied in one round must not both declare ``done`` in the same function.
    claimed_names: dict[Node, set[str]] = field(default_factory=dict)

    @property
    def lockgraph(self) -> LockGraph:
        """Which mutexes the package takes while holding which."""
        if self._lockgraph is None:
            self._lockgraph = LockGraph(
                self.index,
                self.types,
                self.reach.callers,
                cond_lockers=self.objects.cond_lockers(),
            )
        return self._lockgraph

    @property
    def lock_objects(self) -> LockObjects:
        """Which objects the two locks of each lock-order edge belong to."""
        if self._lock_objects is None:
            self._lock_objects = LockObjects(self.lockgraph)
        return self._lock_objects

    @property
    def entry_locks(self) -> EntryLocks:
        """The locks each function is entered with (handed held, or held by every caller)."""
        if self._entry_locks is None:
            self._entry_locks = EntryLocks(self.lockgraph, self.reach)
        return self._entry_locks

    @property
    def conds(self) -> Conds:
        """The package's condition variables, their waits and signals."""
        if self._conds is None:
            self._conds = Conds(self.index, self.objects)
        return self._conds

    def cond_families(self) -> list[CondFamily]:
        """:meth:`Conds.families`, found once (none without a ``Cond`` in the package)."""
        if self._cond_families is None:
            spelled = any(b"Cond" in go_file.source for go_file in self.index.files)
            self._cond_families = self.conds.families() if spelled else []
        return self._cond_families

    @property
    def process_exits(self) -> ProcessExits:
        """Which functions, and which ways out of them, end the process."""
        if self._process_exits is None:
            self._process_exits = ProcessExits(self.index, self.reach)
        return self._process_exits

    def abandoned_sends(self) -> list[Operation]:
        """Plain sends on channel fields whose receiving goroutines can all stop
        (:mod:`goleaklint.dataflow.abandonedsends`): GL001's when a goroutine of the
        package runs them, GL006's when only callers do."""
        if self._abandoned_sends is None:
            self._abandoned_sends = abandoned_sends(
                self.index,
                self.effects,
                self.reach,
                self.fields,
                self.types,
                self.returns_to_process_end,
            )
        return self._abandoned_sends

    @property
    def joins(self) -> Joins:
        """Which methods a method has waited to end (through a done channel they close or
        a WaitGroup counting their runs), and which goroutines their launchers wait for."""
        if self._joins is None:
            self._joins = Joins(self.index, self.reach)
        return self._joins

    @property
    def contexts(self) -> Contexts:
        """Cancel functions of the package and the contexts in scope at a point."""
        if self._contexts is None:
            self._contexts = Contexts(self.index, self.objects, self.reach.only_runs)
        return self._contexts

    @property
    def cancel_fields(self) -> CancelFields:
        """Cancel functions kept in struct fields, and the waits on their contexts."""
        if self._cancel_fields is None:
            self._cancel_fields = CancelFields(self.index, self.types, self.contexts, self.reach)
        return self._cancel_fields

    def typed_method(self, operand: Node, method: str) -> FuncDef | Foreign | None:
        """The package method ``method`` of the struct type :attr:`types` gives ``operand``;
        ``Foreign.TYPE`` when that is another package's type."""
        if self.types.foreign(operand):
            return Foreign.TYPE
        struct = struct_name(self.types.of(operand))
        return self.types.method(struct, method) if struct is not None else None

    def field_owner(self, operand: Node, name: str) -> str | None:
        """The package struct declaring the field ``name`` of ``operand``'s struct type, the
        type itself or one it embeds (:meth:`Types.field`)."""
        struct = struct_name(self.types.of(operand))
        found = self.types.field(struct, name) if struct is not None else None
        return found[1] if found is not None else None

    @property
    def closables(self) -> Closables:
        """Objects each function alone closes, and what their methods return until then."""
        if self._closables is None:
            self._closables = Closables(self.index, self.types)
        return self._closables

    @property
    def literal_objects(self) -> LiteralObjects:
        """What methods return on objects their function made with a literal."""
        if self._literal_objects is None:
            self._literal_objects = LiteralObjects(self.index, self.types)
        return self._literal_objects

    @property
    def quiet_contexts(self) -> QuietContexts:
        """What package functions return when handed a context that never ends."""
        if self._quiet_contexts is None:
            self._quiet_contexts = QuietContexts(self.index, self.types, self.contexts)
        return self._quiet_contexts

    @property
    def element_types(self) -> ElementTypes:
        """The one type of the values each list field holds, where it is one."""
        if self._element_types is None:
            self._element_types = ElementTypes(self.index, self.types)
        return self._element_types

    @property
    def types(self) -> Types:
        """Types of expressions, as the package's declarations spell them."""
        if self._types is None:
            self._types = Types(self.index)
        return self._types

    @property
    def fields(self) -> FieldFacts:
        """Every operation of the package on each channel field of its structs."""
        if self._fields is None:
            self._fields = FieldFacts(self.index, self.types, self.effects, self.reach)
        return self._fields

    @property
    def reach(self) -> Reach:
        """Callers, launch sites and liveness of the package's functions."""
        if self._reach is None:
            self._reach = Reach(self.index, self.types)
        return self._reach

    @property
    def objects(self) -> Objects:
        """Types of local paths (mutexes, WaitGroups, tickers...)."""
        if self._objects is None:
            self._objects = Objects(self.index, types=self.types)
        return self._objects

    @property
    def locks(self) -> Locks:
        """Mutex operations per function, shared by the lock rules."""
        if self._locks is None:
            self._locks = Locks(self.index, self.objects)
        return self._locks

    @property
    def waitgroups(self) -> WaitGroups:
        """WaitGroup summaries and reports, shared by the WaitGroup rules."""
        if self._waitgroups is None:
            self._waitgroups = WaitGroups(self.index, self.objects)
        return self._waitgroups

    # Where to look -----------------------------------------------------------------------

    def channel_makers(self) -> list[Node]:
        """Functions (declarations and literals) that make a channel, in source order."""
        makers: dict[Node, None] = {}
        for make in self.index.makes:
            function = syntax.enclosing_function(make)
            if function is not None:
                makers.setdefault(function, None)
        return list(makers)

    def go_statements(self) -> list[Node]:
        """Every ``go`` statement of the package, in source order."""
        return self.index.go_statements

    def channels(self, function: Node) -> list[Channel]:
        found = self._channels.get(function)
        if found is None:
            found = local_channels(self.index, self.effects, function)
            self._channels[function] = found
        return found

    def all_channels(self) -> list[Channel]:
        if self._all_channels is None:
            self._all_channels = [c for f in self.channel_makers() for c in self.channels(f)]
        return self._all_channels

    def events(self, channel: Channel) -> dict[int, list[Event]]:
        """Block events of the making function for this channel's paths."""
        key = id(channel)
        found = self._events.get(key)
        if found is None:
            found = self.effects.block_events(channel.function, channel.paths)
            self._events[key] = found
        return found

    def stuck_alone(self, channel: Channel) -> Stuck | None:
        """The operation on ``channel`` that blocks while its maker holds it alone
        (:func:`~goleaklint.dataflow.alone.stuck_alone`)."""
        key = id(channel)
        if key not in self._stuck:
            self._stuck[key] = stuck_alone(self.index, self.types, channel)
        return self._stuck[key]

    def unreceived(self, channel: Channel) -> list[Stranding]:
        """The ways out on which the channel's maker strands goroutines sending on it
        (:func:`~goleaklint.dataflow.abandon.unreceived_sends`); none when the maker blocks
        on it alone first, or when its return ends the process."""
        key = id(channel)
        found = self._unreceived.get(key)
        if found is None:
            found = []
            if self._judged_on_paths(channel):
                found = unreceived_sends(
                    self.index,
                    channel,
                    self.events(channel),
                    self._siblings(channel),
                    self.contexts,
                    self.effects,
                    self.ending_ways_out(channel.function),
                )
            self._unreceived[key] = found
        return found

    def unfed(self, channel: Channel) -> Stranding | None:
        """The way out on which the channel's maker strands goroutines receiving from it
        (:func:`~goleaklint.dataflow.abandon.unsent_receives`), under the same conditions as
        :meth:`unreceived`."""
        key = id(channel)
        if key not in self._unfed:
            found = None
            if self._judged_on_paths(channel):
                found = unsent_receives(
                    self.index,
                    channel,
                    self.events(channel),
                    lambda site, launch: self.waits_only_on(site, launch, channel),
                    (self.effects, self._siblings(channel)),
                    self.ending_ways_out(channel.function),
                )
            self._unfed[key] = found
        return self._unfed[key]

    def _siblings(self, channel: Channel) -> list[tuple[Channel, dict[int, list[Event]]]]:
        """The other channels the channel's maker makes, with their events there."""
        return [
            (other, self.events(other))
            for other in self.channels(channel.function)
            if other is not channel
        ]

    def _judged_on_paths(self, channel: Channel) -> bool:
        return self.stuck_alone(channel) is None and not self.ends_process_on_return(
            channel.function
        )

    def blocked_earlier(self, stranding: Stranding, waiter: Waiter) -> Node | None:
        """Where the goroutine of ``waiter`` blocks forever on the same way out before it
        reaches its first site on ``stranding``'s channel: at a site it is stranded at on
        another channel of the same function, which blocks the first time the goroutine
        gets there (:mod:`.earlier`)."""
        if not stranding.abandonment.at_exit or not waiter.sites:
            return None
        exit_block = stranding.abandonment.block.id
        others: list[Node] = []
        for other in self.channels(stranding.channel.function):
            if other is stranding.channel:
                continue
            for found in (*self.unreceived(other), self.unfed(other)):
                if (
                    found is None
                    or not found.abandonment.at_exit
                    or found.abandonment.block.id != exit_block
                ):
                    continue
                sites = [s for w in found.waiters if w.go == waiter.go for s in w.sites]
                cfg, events = self.index.cfg(other.function), self.events(other)
                blocking = {
                    kind
                    for kind in {s.kind for s in sites}
                    if blocks_on_arrival(
                        cfg, events, other.capacity.value, waiter.go, exit_block, kind
                    )
                }
                others += [site.node for site in sites if site.kind in blocking]
        if not others:
            return None
        first = min((s.node for s in waiter.sites), key=lambda node: node.start_byte)
        return blocked_before(self.index, first, others)

    def channel_holding(self, function: Node, path: Path) -> Channel | None:
        """The local channel of ``function`` that ``path`` names, if any."""
        return next((c for c in self.channels(function) if c.holds(path)), None)

    def never_fed(self, channel: Channel) -> bool:
        """Nothing ever sends on or closes the channel, and it does not escape."""
        for block_events in self.events(channel).values():
            for event in block_events:
                if isinstance(event, Escape):
                    return False
                if isinstance(event, Op) and event.kind in (UseKind.SEND, UseKind.CLOSE):
                    return False
                if isinstance(event, (Call, Launch)) and _feeds(event.effects):
                    return False
        return True

    def never_closed(self, channel: Channel) -> bool:
        """The channel stays local and no code ever closes it."""
        for block_events in self.events(channel).values():
            for event in block_events:
                if isinstance(event, Escape):
                    return False
                if isinstance(event, Op) and event.kind == UseKind.CLOSE:
                    return False
                if isinstance(event, (Call, Launch)) and _closes(event.effects):
                    return False
        return True

    def waits_only_on(self, site: Site, launch: Launch, channel: Channel) -> bool:
        """A receive waits on ``channel`` alone, or a select also on never-fed local channels."""
        if site.node.type != "select_statement":
            return True
        call = launch.node.named_children[0] if launch.node.named_children else None
        if call is None or launch.function is None:
            return False
        resolution = self.index.resolution(site.node)
        for case in site.node.named_children:
            if case.type != "communication_case":
                continue
            operand = syntax.received_channel(case.child_by_field_name("communication"))
            path = path_of(operand, resolution) if operand is not None else None
            if path is None:
                return False
            mine = caller_path(self.index, call, launch.function, path)
            if mine is None:
                return False
            if channel.holds(mine):
                continue
            other = self.channel_holding(channel.function, mine)
            if other is None or not self.never_fed(other):
                return False
        return True

    # Facts about functions ---------------------------------------------------------------

    def ends_process_on_return(self, function: Node) -> bool:
        """``func main`` of package main, a command's body that a command-line framework
        runs (``cobra.Command``'s ``RunE``), or a function whose every call hands its result
        straight to ``os.Exit`` or ``log.Fatal`` (``os.Exit(run())``) or is the last thing
        one of those does: when it returns, the process ends (no leak;
        :mod:`~goleaklint.dataflow.processexits`)."""
        return self.process_exits.ends_on_return(function)

    def ending_ways_out(self, function: Node) -> frozenset[int]:
        """The blocks of ``function`` whose way out ends the process, given what it returns
        there (:meth:`ProcessExits.ending`)."""
        return self.process_exits.ending(function)

    def exits_after(self, call: Node) -> bool:
        """Every path of the calling function on from ``call`` ends the process (``os.Exit``,
        ``log.Fatal``) before it could return: ``err := abortProcess(); ...; os.Exit(2)``.
        What the callee leaves behind on its goroutine is then never run on."""
        caller = self.index.enclosing_function(call)
        cfg = self.index.cfg(caller) if caller is not None else None
        block = cfg.block_for(call) if cfg is not None else None
        if cfg is None or block is None:
            return False
        exits = frozenset(
            b.id
            for b in cfg.blocks
            if b.kind == Kind.NORETURN and b.node is not None and process_exit(b.node)
        )
        # Past a process exit nothing runs; a return, or a panic something may recover
        # from, reaches the function's exit or abort another way.
        return not cfg.after(block.id, exits) & {cfg.exit, cfg.abort}

    def returns_to_process_end(self, function: Node, hops: int = MAX_ONCE_HOPS) -> bool:
        """``function`` ends the process when it returns, or every way to run it is a call
        (not a ``go`` statement) made by a function that does so, within ``hops`` calls
        (``termMon.wait()`` called only from ``main``; ``app.loop()`` called only from
        ``run()``, which only ``main`` calls): what it stops doing when it returns matters
        no more than what ``main`` leaves behind."""
        if self.ends_process_on_return(function):
            return True
        if hops == 0 or function.type == "func_literal":
            return False
        calls = self.reach.only_calls(function)
        return bool(calls) and all(
            not launched(call, self.index.parent) and self.returns_to_process_end(caller, hops - 1)
            for call, caller in calls or ()
        )

    def reached(self, node: Node) -> bool:
        """Some path from its function's entry reaches ``node``, and, for code in a function
        literal, the literal itself is reached in the function around it (no ``t.Skip``,
        ``return`` or ``panic`` before it on every path)."""
        current = node
        function = syntax.enclosing_function(current)
        while function is not None:
            cfg = self.index.cfg(function)
            block = cfg.block_for(current)
            if block is not None and block.id not in cfg.reachable():
                return False
            if function.type != "func_literal":
                return True
            current = function
            function = syntax.enclosing_function(current)
        return True

    def lives_for_process(self, node: Node) -> bool:
        """``node`` is in ``main`` of package main or in an ``init`` function, or in a
        function of package main that only they start as a goroutine, once each (``go
        keepAlive(c)``, not in a loop): what it makes is made once, for a goroutine that
        lives as long as the process."""
        top = self.index.top_level(node)
        if top.type not in syntax.FUNCTION_TYPES:
            top = _outermost_function(self.index, node) or top  # a literal in a variable
        if self._process_entry(top):
            return True
        return self.index.name == "main" and self._runs_once(top, 1, started_only=True)

    def runs_once(self, node: Node) -> bool:
        """``node`` runs a bounded number of times per process: no loop of its function
        goes round it, and that function is ``main`` or ``init``, or every way to run it is
        a call or ``go`` statement, outside loops, in a function that itself runs so (a
        setup function ``main`` calls; a literal only where it is made and run). What it
        makes is made a few times at most, like what ``main`` makes."""
        owner = self.index.resolution(node).owner(node)
        return (
            owner is not None
            and self.outside_loops(owner, node)
            and self._runs_once(owner, MAX_ONCE_HOPS)
        )

    def made_once_per_process(self, node: Node) -> bool:
        """What ``node`` makes is made a few times at most per process (a timer left behind
        cannot pile up): it :meth:`runs_once`, or it :meth:`lives_for_process` where no
        loop evaluates it again (``main`` itself, but not a loop of ``main``)."""
        if self.runs_once(node):
            return True
        return per_iteration_loop(node) is None and self.lives_for_process(node)

    def _process_entry(self, function: Node) -> bool:
        return self.ends_process_on_return(function) or is_init(function)

    def _runs_once(self, function: Node, hops: int, *, started_only: bool = False) -> bool:
        """:meth:`runs_once` within ``hops`` calls of an entry (``started_only``: each a
        ``go`` statement)."""
        if self._process_entry(function):
            return True
        if hops == 0:
            return False
        if function.type == "func_literal":
            calls = self.reach.callers(function)  # run right where it is made, or unknown
        else:
            calls = self.reach.only_calls(function) or []
        if not calls:
            return False
        for call, caller in calls:
            if started_only and not launched(call, self.index.parent):
                return False
            if not self.outside_loops(caller, call):
                return False
            if not self._runs_once(caller, hops - 1, started_only=started_only):
                return False
        return True

    def outside_loops(self, function: Node, node: Node) -> bool:
        """``node`` is code of ``function`` itself and no loop of it goes round it: it runs
        once per call (what a fix inserts there, a ``go`` statement there)."""
        cfg = self.index.cfg(function)
        block = cfg.block_for(node)
        return block is not None and not cfg.loops_containing(block.id)

    def function_name(self, function: Node) -> str:
        if function.type == "function_declaration":
            return syntax.text(function.child_by_field_name("name"))
        if function.type == "method_declaration":
            _, receiver_type = syntax.receiver(function)
            name = syntax.text(function.child_by_field_name("name"))
            return f"{receiver_type}.{name}" if receiver_type else name
        return "the function literal"

    def function_phrase(self, function: Node, literal: str = "the function literal") -> str:
        """How a message names a function: its name in code quotes, or a phrase for a
        function literal (which has no name to quote)."""
        if function.type == "func_literal":
            return literal
        return f"`{self.function_name(function)}`"

    # Building findings -------------------------------------------------------------------

    def span(self, node: Node) -> Span:
        return self.index.file_of(node).span(node)

    def line_span(self, node: Node) -> Span:
        """The first line of a node (for long statements such as a ``go func(){...}()``)."""
        go_file = self.index.file_of(node)
        end = go_file.source.find(b"\n", node.start_byte, node.end_byte)
        return go_file.lines.span(
            go_file.path, node.start_byte, node.end_byte if end == -1 else end
        )

    def finding(
        self,
        rule: Rule,
        node: Node,
        message: str,
        related: Sequence[tuple[Node, str]] = (),
        confidence: Confidence = Confidence.HIGH,
        fixes: Sequence[Fix] = (),
        launch: Node | None = None,
    ) -> Finding:
        """A finding at ``node``; ``launch`` is the ``go`` statement of the goroutine it is
        about (also listed among the related locations by the rules)."""
        return Finding(
            rule.id,
            rule.name,
            rule.severity,
            self.line_span(node),
            message,
            confidence,
            tuple(Related(self.line_span(n), text) for n, text in related),
            tuple(fixes),
            self.fingerprint(node),
            self.line_span(launch) if launch is not None else None,
        )

    def never_run(self, span: Span) -> bool:
        """The span lies in a function literal whose place in the function around it no
        path reaches (after an unconditional ``t.Skip()``, ``return`` or ``panic``), at any
        depth of nesting: nothing ever runs it, nor what it starts."""
        go_file = next((f for f in self.files if f.path == span.path), None)
        if go_file is None:
            return False
        node: Node | None = go_file.root.descendant_for_byte_range(span.start_byte, span.end_byte)
        while node is not None:
            literal = node if node.type == "func_literal" else syntax.enclosing_function(node)
            if literal is None or literal.type != "func_literal":
                return False
            outer = syntax.enclosing_function(literal)
            if outer is None:
                return False
            cfg = self.index.cfg(outer)
            block = cfg.block_for(literal)
            if block is not None and block.id not in cfg.reachable():
                return True
            node = outer
        return False

    def fingerprint(self, node: Node) -> str:
        """Enclosing declaration plus the normalised first line of the node's code."""
        top = self.index.top_level(node)
        owner = self.function_name(top) if top.type in syntax.FUNCTION_TYPES else top.type
        first_line = syntax.text(node).split("\n", 1)[0]
        return f"{owner}|{' '.join(first_line.split())}"


def analyze_package(
    files: Sequence[GoFile],
    go_version: str | None,
    neighbours: Sequence[GoFile] | None = None,
) -> PackageAnalysis:
    """Index a package; the dataflow runs lazily when rules ask for it. ``neighbours``: the
    files of the directory's other package (its external tests), when known."""
    index = PackageIndex.build(files)
    index.neighbours = neighbours
    analysis = PackageAnalysis(files, go_version, index, EffectsAnalyzer(index))
    index.typed_method = weakly(analysis, PackageAnalysis.typed_method, _no_method)
    index.field_owner = weakly(analysis, PackageAnalysis.field_owner, _no_owner)
    index.argument_seeds = weakly(analysis, _argument_seeds, _no_seeds)
    index.parameter_length = weakly(analysis, _parameter_length, _no_length)
    index.opened_calls = weakly(analysis, _opened_calls, _no_calls)
    index.connecting_calls = weakly(analysis, _connecting_calls, _no_connecting_calls)
    return analysis


def _opened_calls(analysis: PackageAnalysis, function: Node) -> dict[Node, tuple[Value, ...]]:
    return {
        **analysis.quiet_contexts.call_results(function),
        **analysis.literal_objects.call_results(function),
        **analysis.closables.opened_calls(function),
        **analysis.element_types.assertions(function),
    }


def _no_calls(function: Node) -> dict[Node, tuple[Value, ...]]:
    return {}


def _connecting_calls(analysis: PackageAnalysis, function: Node) -> dict[Node, Var]:
    return {
        **analysis.closables.accepting_calls(function),
        **analysis.literal_objects.connecting_calls(function),
    }


def _no_connecting_calls(function: Node) -> dict[Node, Var]:
    return {}


def _argument_seeds(analysis: PackageAnalysis, function: Node) -> dict[Var, Value]:
    return analysis.reach.argument_seeds(function)


def _parameter_length(analysis: PackageAnalysis, var: Var) -> int | None:
    return analysis.reach.parameter_length(var)


def _no_length(var: Var) -> int | None:
    return None


def _no_seeds(function: Node) -> dict[Var, Value]:
    return {}


def _outermost_function(index: PackageIndex, node: Node) -> Node | None:
    """The function holding ``node`` that no other function holds."""
    found = None
    function = index.enclosing_function(node)
    while function is not None:
        found = function
        function = index.enclosing_function(function)
    return found


def _no_method(operand: Node, method: str) -> FuncDef | Foreign | None:
    return None


def _no_owner(operand: Node, name: str) -> str | None:
    return None


def _closes(effects: Effects) -> bool:
    return effects.anywhere(lambda e: e.closes or e.escapes)


def _feeds(effects: Effects) -> bool:
    return effects.anywhere(lambda e: e.sends or e.closes or e.escapes)
