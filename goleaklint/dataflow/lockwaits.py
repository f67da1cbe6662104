"""Waiting while holding a lock: a channel operation a goroutine blocks on with a mutex held,
when every goroutine that could complete it must take that mutex first.

Two kinds of channel are followed. A channel field of the package's structs: its
counterparts are the package's operations on the field. A channel a function makes for
itself (:mod:`goleaklint.dataflow.channels`) and never lets go of but to the package's
functions that only operate on it (``go n.drain(stop)``): its counterparts are the operations
in that function, the literals it holds, which share the variable, and those functions. A
function's wait on such a channel it is handed (``<-stop`` in ``drain``) is judged for each
call that hands it one.

The counterparts of a send are the receives; of a receive, the sends and closes. A
counterpart "takes the mutex first" when its function, on some path to the counterpart
operation (round its loop too), locks the mutex itself or in a function it calls, or when it
locks it at all and runs more than once (a caller's loop, a goroutine started again): then
it can be stuck on the mutex while the waiter, holding it, waits for it. A read lock held
only stops counterparts that write-lock. A counterpart also cannot come when its goroutine
first waits, on every path to it, for a channel operation whose own counterparts all take
the mutex first (:meth:`_Judge.behind`: the function closing ``stop`` on its way out first
receives from a helper that locks the mutex before it sends). When that is true of every
counterpart, nothing can ever complete the wait.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.conds import CondFamily
from goleaklint.dataflow.entrylocks import APART
from goleaklint.dataflow.fields import FieldFacts, blocking_site
from goleaklint.dataflow.groupwaits import GroupWait
from goleaklint.dataflow.handed import HandedUses
from goleaklint.dataflow.lenguards import len_guard
from goleaklint.dataflow.lockgraph import CALL_QUERY, Held, LockGraph, in_text_order
from goleaklint.dataflow.reach import MAX_HOPS, Reach
from goleaklint.dataflow.signalled import past_lock_when_signalled, signalled_first
from goleaklint.dataflow.types import FieldKey
from goleaklint.dataflow.uses import ClosureUse, Use, UseKind, closure_use, path_of
from goleaklint.parse import Node, captures

Site = tuple[Node, Node]  # (operation, the function making it)
OPERATIONS = (UseKind.SEND, UseKind.RECV, UseKind.RANGE, UseKind.CLOSE)
# Calls a channel is followed through, one inside another (``go n.drain(stop)``, whose
# ``drain`` hands ``stop`` on to a helper).
HANDED_DEPTH = 3
# The mutex methods that let go of it (handed over as a method value, they may run).
RELEASES = frozenset({"Unlock", "RUnlock"})
# Calls followed down from a function holding a lock to the waits made under it.
CALLED_DEPTH = 2


@dataclass(frozen=True)
class Counterpart:
    node: Node  # the operation that would complete the wait
    function: Node
    lock_site: Node  # where its goroutine takes the mutex first
    # The wait its goroutine makes first, whose own counterparts take the mutex first
    # (``lock_site`` is then theirs); None when it takes the mutex itself.
    behind: LockedWait | None = None


@dataclass(frozen=True)
class LockedWait:
    node: Node  # where the goroutine waits: the send, the receive, the range statement
    function: Node
    kind: UseKind  # SEND, RECV or RANGE
    channel: str  # how the code names the channel (``T.f`` for a field)
    held: Held
    counterparts: tuple[Counterpart, ...]
    group: bool = False  # a WaitGroup's Wait (``kind`` RECV): counterparts are its Done calls
    # For a wait in a function called with the lock held (:meth:`_Judge.through_calls`):
    # the call, in the function holding the lock, that runs it.
    via: Node | None = None
    cond: bool = False  # a Cond's ``Wait``: counterparts are its Signal and Broadcast calls


@dataclass(frozen=True)
class _Wait:
    """A blocking operation and what could complete it: ``sites`` empty when the package
    cannot see every counterpart."""

    node: Node
    function: Node
    kind: UseKind
    channel: str
    sites: tuple[Site, ...]
    local_to: Node | None = None  # for a local channel: the function that makes it
    # The other operations that take values (a receive's) or room (a send's) from the
    # channel; None when the package may not see them all.
    rivals: tuple[Site, ...] | None = None
    # For a wait on a channel a function is handed: the call of it that hands this one.
    start: Node | None = None
    group: bool = False  # a WaitGroup's Wait (``kind`` RECV): ``sites`` are its Done calls
    adds: tuple[Site, ...] = ()  # for a WaitGroup: its Add calls
    # For a Cond's Wait (``sites`` its Signal and Broadcast calls): the mutex its ``L``
    # locks, which the Wait lets go of while it waits.
    cond: FieldKey | None = None


def locked_waits(
    graph: LockGraph,
    fields: FieldFacts,
    reach: Reach,
    channels_of: Callable[[Node], list[Channel]],
    groups_of: Callable[[Node], list[GroupWait]],
    conds: Sequence[CondFamily] = (),
) -> list[LockedWait]:
    """Every blocking channel operation, WaitGroup ``Wait`` or ``Cond.Wait`` made with a
    lock held whose counterparts all need that lock first. ``channels_of(function)`` lists
    the local channels a function makes, ``groups_of(function)`` its waits on WaitGroups
    whose every ``Done`` the package sees; ``conds`` are the package's Cond families."""
    judge = _Judge(graph, fields, reach, channels_of, groups_of, conds)
    found: list[LockedWait] = []
    held_by: dict[Node, dict[Node, frozenset[Held]]] = {}
    for function in graph.functions():
        waits = judge.waits_of(function)
        calls = [call for call, _, _ in judge.waiting_chains(function)]
        if not waits and not calls:
            continue
        # one walk per function for its own waits and its calls running others'
        held = held_by[function] = graph.held_at(
            function, [wait.node for wait in waits] + list(dict.fromkeys(calls))
        )
        for wait in waits:
            for lock in sorted(held.get(wait.node, ()), key=lambda h: h.node.start_byte):
                if lock.lock == wait.cond or judge.released_by_a_goroutine(function, lock):
                    continue  # (a Cond's Wait lets go of its own lock while it waits)
                if _completes_at_once(graph, reach, wait, lock):
                    break
                counterparts = judge.counterparts(wait, lock, behind=True)
                if counterparts:
                    found.append(_locked(wait, lock, counterparts))
                    break
    seen = {wait.node for wait in found}
    for function, held in held_by.items():
        found.extend(judge.through_calls(function, held, seen))
    return found


class _Judge:
    """The waits of the package's functions and their counterparts, remembered."""

    def __init__(
        self,
        graph: LockGraph,
        fields: FieldFacts,
        reach: Reach,
        channels_of: Callable[[Node], list[Channel]],
        groups_of: Callable[[Node], list[GroupWait]],
        conds: Sequence[CondFamily] = (),
    ) -> None:
        self.graph = graph
        self.fields = fields
        self.reach = reach
        self.channels_of = channels_of
        self.groups_of = groups_of
        self._cond_waits = _cond_waits(graph, conds)
        self._synchronous: dict[Node, list[tuple[Node, Node]]] = {}
        self._taken: dict[tuple[Node, Node, FieldKey, bool], tuple[Node, Node] | None] = {}
        self._earlier: dict[tuple[Node, Node], bool] = {}
        self._counterparts: dict[
            tuple[Node, Held, bool, bool, tuple[Node, Node] | None], tuple[Counterpart, ...]
        ] = {}
        self._field_waits: dict[Node, list[_Wait]] | None = None
        self._waits: dict[Node, list[_Wait]] = {}
        self._started: dict[Node, list[tuple[Node, Node]]] | None = None
        self._handed = HandedUses(graph.index, graph.types, _operation, HANDED_DEPTH)
        # By channel (kept beside its answer, so that its id stays its own).
        self._operations: dict[int, tuple[Channel, list[tuple[Node, Node, UseKind]] | None]] = {}

    def waits_of(self, function: Node) -> list[_Wait]:
        """The function's waits on channel fields, on channels it or a function around it
        makes, on channels it is handed, and on WaitGroups."""
        found = self._waits.get(function)
        if found is None:
            groups = [
                _Wait(
                    w.node,
                    w.function,
                    UseKind.RECV,
                    w.name,
                    w.dones,
                    w.local_to,
                    group=True,
                    adds=w.adds,
                )
                for w in self.groups_of(function)
            ]
            found = self._waits[function] = (
                self._fields_by_function().get(function, [])
                + self._local_waits(function)
                + self._handed_waits(function)
                + groups
                + self._cond_waits.get(function, [])
            )
        return found

    def _fields_by_function(self) -> dict[Node, list[_Wait]]:
        if self._field_waits is None:
            self._field_waits = {}
            for operation in self.fields.blocking_operations():
                sites = _field_sites(self.fields, operation.key, operation.kind)
                wait = _Wait(
                    operation.node,
                    operation.function,
                    operation.kind,
                    str(operation.key),
                    sites,
                    rivals=_field_rivals(self.fields, operation.key, operation.kind),
                )
                self._field_waits.setdefault(operation.function, []).append(wait)
        return self._field_waits

    # Waits in the functions a lock holder calls -------------------------------------------

    def through_calls(
        self, function: Node, held: dict[Node, frozenset[Held]], seen: set[Node]
    ) -> list[LockedWait]:
        """The waits of the functions ``function`` runs with a lock held, up to
        :data:`CALLED_DEPTH` calls down: a package function or method it calls, a function
        its callers hand a parameter it calls (``f()`` in ``withLock``), a literal it hands
        a function that runs it. The callee is entered with the caller's lock held, so a
        wait there is made holding it (``s.mu.Lock(); s.flush()``, ``flush`` sending on
        ``s.ch``). Not when a function on the way locks or lets go of that lock itself (it
        may wait without it: ``mu.Unlock(); ch <- v; mu.Lock()``), nor when a counterpart
        is the holder's own code, nor when the call does not name the held object
        (:func:`_names_owner`) or the wait is on another object of the lock's type
        (:func:`_waits_on_the_held_object`). Below the first call, a method of the lock's
        own type is followed only when it is called on the first callee's receiver, itself
        the object whose lock is held (``s.mu`` held, ``s.a()``, ``a`` calling ``r.b()`` on
        its own receiver ``r``). ``held``: the locks the function may hold at each of its
        calls."""
        found: list[LockedWait] = []
        for call, callee, guard_call in self.waiting_chains(function):
            if self._hands_a_release(call) or self._hands_a_release(guard_call):
                continue
            locks = sorted(held.get(call, ()), key=lambda h: h.node.start_byte)
            first = callee if guard_call == call else self._caller_of(guard_call, callee)
            touched = self._touched(callee) | self._touched(first)
            for wait in self.waits_of(callee):
                if wait.node in seen or self._waited_earlier(callee, wait):
                    continue
                for lock in locks:
                    if lock.lock in touched or lock.lock == wait.cond:
                        continue
                    if not _same_object(call, first, lock):
                        continue
                    if not _names_owner(self.graph, call, lock):
                        continue
                    if not _waits_on_the_held_object(
                        self.graph, function, call, callee, wait, lock
                    ):
                        continue
                    if guard_call != call and not _same_object_below(
                        call, first, guard_call, callee, lock
                    ):
                        continue
                    if self.released_by_a_goroutine(function, lock):
                        continue
                    if _completes_at_once(self.graph, self.reach, wait, lock, call, guard_call):
                        break
                    counterparts = self.counterparts(
                        wait, lock, behind=True, again=False, reached=(function, call)
                    )
                    if counterparts and all(c.function != function for c in counterparts):
                        found.append(_locked(wait, lock, counterparts, via=call))
                        seen.add(wait.node)
                        break
        return found

    def waiting_chains(self, function: Node) -> list[tuple[Node, Node, Node]]:
        """``(call, function waiting, call of it)`` for each function the function's own
        calls run, up to :data:`CALLED_DEPTH` calls down, that makes waits."""
        return [
            (call, callee, guard_call)
            for call, through in self._synchronous_calls(function)
            for guard_call, callee in self._called_from(through, call)
            if _spells_a_wait(callee) and self.waits_of(callee)
        ]

    def _called_from(self, function: Node, call: Node) -> list[tuple[Node, Node]]:
        """``(call, function)`` for ``function`` itself, reached by ``call``, and for the
        functions it runs where it calls them (one call further down)."""
        return [(call, function), *self._synchronous_calls(function)]

    def _caller_of(self, call: Node, callee: Node) -> Node:
        """The function making ``call``, one call below the lock holder (``callee`` when
        it is not known)."""
        caller = self.graph.index.enclosing_function(call)
        return callee if caller is None else caller

    def _touched(self, function: Node) -> frozenset[FieldKey]:
        """The mutexes the function locks or lets go of itself, or is handed held."""
        touched = {lock for lock, _ in self.graph.handed_in(function)}
        touched.update(op.lock for op in self.graph.ops(function))
        return frozenset(touched)

    def _hands_a_release(self, call: Node) -> bool:
        """The call hands over a method value letting go of a mutex (``s.handOff(
        s.mu.Unlock)``): the callee may run it before it waits."""
        return any(
            (node := syntax.unparen(argument)) is not None
            and node.type == "selector_expression"
            and syntax.text(node.child_by_field_name("field")) in RELEASES
            for argument in syntax.call_arguments(call)
        )

    def _waited_earlier(self, function: Node, wait: _Wait) -> bool:
        """A call the function makes before the wait runs code waiting on the same channel
        (its own, or a literal in it: ``c.close()`` receiving from ``c.rxDone`` inside a
        ``once.Do``): a goroutine blocked there never reaches this wait."""
        key = (function, wait.node)
        found = self._earlier.get(key)
        if found is None:
            found = self._earlier[key] = self._find_waited_earlier(function, wait)
        return found

    def _find_waited_earlier(self, function: Node, wait: _Wait) -> bool:
        for call, callee in self._synchronous_calls(function):
            if call.start_byte >= wait.node.start_byte:
                continue
            inner = [callee, *self.graph.index.literals_in(callee)]
            if any(other.channel == wait.channel for f in inner for other in self.waits_of(f)):
                return True
        return False

    def _synchronous_calls(self, function: Node) -> list[tuple[Node, Node]]:
        """``(call, function it runs)`` for the function's own calls that run package
        code where they are written (not ``go`` or ``defer`` statements)."""
        found = self._synchronous.get(function)
        if found is None:
            found = self._synchronous[function] = self._find_synchronous_calls(function)
        return found

    def _find_synchronous_calls(self, function: Node) -> list[tuple[Node, Node]]:
        graph = self.graph
        callbacks = graph.callbacks
        resolution = graph.index.resolution(function)
        body = function.child_by_field_name("body")
        found: list[tuple[Node, Node]] = []
        for call in captures(CALL_QUERY, body).get("call", []) if body is not None else []:
            statement = call.parent
            if resolution.owner(call) != function or (
                statement is not None and statement.type in APART
            ):
                continue
            handed = callbacks.run_by(call) if callbacks is not None else ()
            if handed:
                found.extend((call, runs.function) for runs in handed)
                continue
            callee = graph.synchronous_callee(call)
            if callee is None:
                continue
            found.append((call, callee))
            if callbacks is not None and not self._touched(callee):
                # a literal handed to a runner that takes or lets go of locks itself may
                # run without the caller's (``mu.Unlock(); defer mu.Lock(); f()``)
                found.extend((call, literal) for literal in callbacks.handed_at(call, callee))
        return found

    # Goroutines a function starts ---------------------------------------------------------

    def started_by(self, function: Node) -> list[tuple[Node, Node]]:
        """``(go call, the literal or package function it starts)`` for the ``go``
        statements of ``function``'s own code (the package's, sorted out once)."""
        if self._started is None:
            self._started = {}
            index = self.graph.index
            for statement in index.go_statements:
                call = statement.named_children[0] if statement.named_children else None
                callee = index.callee(call) if call is not None else None
                owner = index.enclosing_function(statement)
                if call is not None and callee is not None and owner is not None:
                    self._started.setdefault(owner, []).append((call, callee[0]))
        return self._started.get(function, [])

    def released_by_a_goroutine(self, function: Node, held: Held) -> bool:
        """A goroutine the function starts lets go of the mutex it holds: the waiter does
        not keep it, whatever it waits for."""
        return any(
            lock == held.lock
            for _, goroutine in self.started_by(function)
            for lock, _ in self.graph.releases(goroutine)
        )

    # Local and handed channels ----------------------------------------------------------

    def _local_waits(self, function: Node) -> list[_Wait]:
        """The function's blocking operations on channels made by it or by a function
        around it, that the package sees every operation on."""
        index = self.graph.index
        own = [
            use
            for use in index.own_uses(function)
            if use.kind in (UseKind.SEND, UseKind.RECV, UseKind.RANGE) and use.path[1] is None
        ]
        if not own:
            return []
        waits: list[_Wait] = []
        maker: Node | None = function
        while maker is not None:
            for channel in self.channels_of(maker):
                for use in own:
                    if use.path not in channel.paths:
                        continue
                    wait = self._wait_on(channel, use.node, use.kind, function)
                    if wait is not None:
                        waits.append(wait)
            maker = index.enclosing_function(maker)
        return waits

    def _handed_waits(self, function: Node) -> list[_Wait]:
        """The function's blocking operations on a channel parameter, one per call of it
        handing it a local channel: whatever other calls hand it, on that call's run the
        operation waits on that channel."""
        own = [
            use
            for use in self.graph.index.own_uses(function)
            if use.kind in (UseKind.SEND, UseKind.RECV, UseKind.RANGE)
            and use.path[1] is None
            and use.path[0].kind == "param"
            and use.path[0].owner == function
        ]
        waits: list[_Wait] = []
        for call, caller in self.reach.callers(function) if own else ():
            if not self._calls(call, function):
                continue
            for use in own:
                for channel in self._channels_handed(call, use.path[0].index, caller):
                    wait = self._wait_on(channel, use.node, use.kind, function, call)
                    if wait is not None:
                        waits.append(wait)
        return waits

    def _channels_handed(
        self, call: Node, position: int, caller: Node, depth: int = HANDED_DEPTH
    ) -> list[Channel]:
        """The local channels (of ``caller``, a function around it, or, through a
        parameter of ``caller`` it hands on as it is, of the functions calling it) that
        ``call`` may pass as argument ``position``."""
        arguments = syntax.call_arguments(call)
        if position >= len(arguments) or depth == 0:
            return []
        path = path_of(arguments[position], self.graph.index.resolution(call))
        if path is None or path[1] is not None:
            return []
        var = path[0]
        if var.kind == "param" and var.owner == caller and self.reach.never_set(var):
            found = {
                id(channel): channel
                for outer_call, outer in self.reach.callers(caller)
                if self._calls(outer_call, caller)
                for channel in self._channels_handed(outer_call, var.index, outer, depth - 1)
            }
            return list(found.values())  # one each, however many ways lead to it
        maker: Node | None = caller
        while maker is not None:
            for channel in self.channels_of(maker):
                if channel.holds(path):
                    return [channel]
            maker = self.graph.index.enclosing_function(maker)
        return []

    def _calls(self, call: Node, function: Node) -> bool:
        """``call`` runs ``function`` with its arguments (:meth:`HandedUses.callee`; a
        literal can be handed over instead: ``t.Run(name, func(...))``)."""
        if function.type == "func_literal":
            callee = self.graph.index.callee(call)
            return callee is not None and callee[0] == function
        return self._handed.callee(call) == function

    def _wait_on(
        self,
        channel: Channel,
        operand: Node,
        kind: UseKind,
        function: Node,
        start: Node | None = None,
    ) -> _Wait | None:
        node = blocking_site(operand, kind)
        if node is None:
            return None
        operations = self._local_operations(channel)
        sites: tuple[Site, ...] = ()
        rivals = None
        if operations is not None:
            if kind != UseKind.SEND or channel.capacity.value == 0:
                wanted = (
                    (UseKind.RECV, UseKind.RANGE)
                    if kind == UseKind.SEND
                    else (UseKind.SEND, UseKind.CLOSE)
                )
                sites = tuple((n, f) for n, f, k in operations if k in wanted)
            same = (UseKind.RECV, UseKind.RANGE) if kind != UseKind.SEND else (kind,)
            rivals = tuple((n, f) for n, f, k in operations if k in same)
        return _Wait(node, function, kind, channel.name, sites, channel.function, rivals, start)

    def _local_operations(self, channel: Channel) -> list[tuple[Node, Node, UseKind]] | None:
        key = id(channel)
        if key not in self._operations:
            self._operations[key] = (channel, self._find_operations(channel))
        return self._operations[key][1]

    def _find_operations(self, channel: Channel) -> list[tuple[Node, Node, UseKind]] | None:
        """Every operation on a local channel, in its function, the literals there and the
        package functions it is handed to that only operate on it, or None when the
        channel goes anywhere else (another call is given it, it is stored, returned, or
        used as a map key)."""
        if any(fields is not None for _, fields in channel.paths):
            return None  # a field of a local struct: the struct may be handed on whole
        found: list[tuple[Node, Node, UseKind]] = []
        for use in self.graph.index.uses_within(channel.function):
            if use.path not in channel.paths:
                continue
            if use.kind in OPERATIONS:
                found.append((use.node, use.function, use.kind))
            elif use.kind == UseKind.FLOWS and use.target in channel.paths:
                continue
            elif use.kind == UseKind.ASSIGNED:
                continue  # local_channels made sure it is only ever given this channel
            elif use.kind == UseKind.ARG and use.call is not None:
                handed = self._handed.of(use.call, use.index)
                if handed is None:
                    return None
                found += handed
            elif not _operation(use, found):
                return None
        return found

    # Counterparts -----------------------------------------------------------------------

    def counterparts(
        self,
        wait: _Wait,
        held: Held,
        *,
        behind: bool,
        again: bool = True,
        reached: tuple[Node, Node] | None = None,
    ) -> tuple[Counterpart, ...]:
        """The counterparts of the wait, each with where it takes ``held``'s mutex first;
        empty unless every one of them does (and the package sees them all). A counterpart
        that closed the channel the waiter saw closed on its way to the wait, or sent the
        value it received on its way there, with the mutex held, is past its Lock by then
        (:mod:`goleaklint.dataflow.signalled`). With ``behind``, a counterpart whose
        goroutine first waits for one that takes the mutex counts too (:meth:`behind`).
        With ``again``, so does one that takes the mutex anywhere and runs more than once
        (another run may hold it); not for a wait in a function called with the lock held,
        where another run may be another object's (each connection's goroutine closing its
        own ``done`` before it locks the registry). ``reached``: (the lock holder, its
        call) for a wait in a function it calls, whose call may be reached only after the
        holder saw the channel closed, or received from it, as a wait of its own would."""
        key = (wait.node, held, behind, again, reached)
        known = self._counterparts.get(key)
        if known is None:
            known = self._counterparts[key] = self._find_counterparts(
                wait, held, behind, again, reached
            )
        return known

    def _find_counterparts(
        self,
        wait: _Wait,
        held: Held,
        behind: bool,
        again: bool,
        reached: tuple[Node, Node] | None,
    ) -> tuple[Counterpart, ...]:
        graph = self.graph
        found: list[Counterpart] = []
        signal = signalled_first(graph, wait.function, wait.node)
        if signal is None and reached is not None:
            signal = signalled_first(graph, *reached)
        for node, function in wait.sites:
            if function == wait.function:
                return ()  # the waiter itself may complete it
            if signal is not None and past_lock_when_signalled(
                graph, self.fields, signal, held, function, node
            ):
                return ()
            if wait.group and _counted_past_the_lock(graph, wait, function, node, held):
                return ()
            taken = self._taken_before(function, node, held)
            starts = [
                call for call, started in self.started_by(wait.function) if started == function
            ]
            if taken is not None and _another_object(graph, wait, function, taken, held, starts):
                return ()
            if taken is not None and _may_take_after(graph, wait, function, taken[1], node):
                found.append(Counterpart(node, function, taken[0]))
                continue
            first = self.behind(wait, function, node, held) if behind else None
            if first is not None and _may_take_after(graph, wait, function, first.node, node):
                found.append(Counterpart(node, function, first.counterparts[0].lock_site, first))
                continue
            site = (
                _any_take(graph, function, held)
                if taken is None
                and again
                and not wait.group  # a later run's Done is not one this Wait counts
                and _made_for(wait, function)
                and not _one_per_channel(graph, wait, function)
                and _runs_again(graph, self.reach, function)
                else None
            )
            if site is None or not _may_take_after(graph, wait, function, site, node):
                return ()
            found.append(Counterpart(node, function, site))
        return tuple(found)

    def _taken_before(self, function: Node, node: Node, held: Held) -> tuple[Node, Node] | None:
        """:func:`_take_before`, remembered: it depends on the mutex and its kind only."""
        key = (function, node, held.lock, held.read)
        if key not in self._taken:
            self._taken[key] = _take_before(self.graph, function, node, held)
        return self._taken[key]

    def behind(self, wait: _Wait, function: Node, node: Node, held: Held) -> LockedWait | None:
        """A wait that the counterpart ``node`` (of ``function``) is reached only after, on
        every path, whose own counterparts all take ``held``'s mutex first, none of them
        the waiter's: until one of them has, the counterpart cannot come, and none can
        while the waiter holds the mutex. An operation in a ``defer`` (or a deferred
        literal) comes when the function around it leaves, after every wait its body makes
        on the way to its end."""
        owner, position = _where_it_runs(self.graph, function, node)
        if position is None:
            return None
        cfg = self.graph.index.cfg(owner)
        for first in self.waits_of(owner):
            if first.start is not None:
                continue  # a wait on a channel one call hands: maybe not this run's
            block = cfg.block_id_for(first.node)
            runs = _where_it_runs(self.graph, owner, first.node)[1]
            if block is None or runs is None or runs[1] < 0:
                continue  # (a deferred wait comes on the way out, in its own order)
            if not _always_before(cfg, block, first.node, position):
                continue
            counterparts = self.counterparts(first, held, behind=False)
            if counterparts and all(c.function != wait.function for c in counterparts):
                return _locked(first, held, counterparts)
        return None


def _take_before(
    graph: LockGraph, function: Node, node: Node, held: Held
) -> tuple[Node, Node] | None:
    """Where ``function`` takes ``held``'s mutex on some path to ``node``
    (:meth:`LockGraph.take_before`); for an operation deferred there (or in a deferred
    literal), also where the function around it does on some path to its exit."""
    own = graph.take_before(function, node, held.lock, writes_only=held.read)
    owner, position = _where_it_runs(graph, function, node)
    if own is not None or position is None or position[1] >= 0:
        return own
    return graph.take_reaching(owner, position[0], held.lock, writes_only=held.read)


def _counted_past_the_lock(
    graph: LockGraph, wait: _Wait, function: Node, done: Node, held: Held
) -> bool:
    """The ``Done`` call ``done`` is in a function that adds to the WaitGroup itself and
    takes the mutex on no path from its ``Add`` to ``done``: once its ``Add`` counts it, it
    is past its ``Lock`` (``mu.Lock(); wg.Add(1); mu.Unlock(); defer wg.Done()``)."""
    adds = [add for add, adder in wait.adds if adder == function]
    owner, position = _where_it_runs(graph, function, done)
    end = None if position is not None and position[1] < 0 and owner == function else done
    return bool(adds) and not any(
        graph.takes_between(function, add, end, held.lock, writes_only=held.read) for add in adds
    )


def _another_object(
    graph: LockGraph,
    wait: _Wait,
    function: Node,
    taken: tuple[Node, Node],
    held: Held,
    starts: list[Node],
) -> bool:
    """The counterpart is a goroutine the waiter's function starts (a literal of it, or a
    package function or method its ``go`` statements run), and takes the mutex on an object
    the waiter's function names otherwise than the one it holds at every such start, the
    goroutine's parameters and receiver standing for what the ``go`` call hands them:
    ``p.mu`` held while goroutines run ``dep.Compile()`` for each dependency, or
    ``go child.build(&wg)``, each locking its own object. Two objects of one type, nothing
    shows they are one (the counterpart takes another mutex of that type, not the one the
    waiter keeps). ``starts``: the waiter's ``go`` calls starting ``function``."""
    if held.instance is None or graph.index.enclosing_function(held.node) != wait.function:
        return False  # none, or held by another goroutine (a wait behind a wait)
    names = graph.taken_names(function, *taken) if starts else None
    if not names:
        return False
    for call in starts:
        handed = {syntax.text(name): argument for argument, name in syntax.handed(call, function)}
        for name in names:
            cut = min((i for i in (name.find("."), name.find("[")) if i >= 0), default=len(name))
            root, rest = name[:cut], name[cut:]
            argument = handed.get(root)
            if argument is not None:
                name = syntax.squeezed(syntax.unparen(argument) or argument) + rest
            elif function.type != "func_literal":
                return False  # a name of another function's own: nothing to compare
            if name == held.instance:
                return False
    return True


def _spells_a_wait(function: Node) -> bool:
    """The function's text can hold a wait (a send or receive, a range, a ``Wait`` call):
    a cheap test before its waits are worked out."""
    text = function.text or b""
    return b"<-" in text or b"range" in text or b"Wait(" in text


def _locked(
    wait: _Wait, held: Held, counterparts: tuple[Counterpart, ...], via: Node | None = None
) -> LockedWait:
    """The finding's record of a wait made with ``held`` that ``counterparts`` all need."""
    return LockedWait(
        wait.node,
        wait.function,
        wait.kind,
        wait.channel,
        held,
        counterparts,
        wait.group,
        via=via,
        cond=wait.cond is not None,
    )


def _cond_waits(graph: LockGraph, conds: Sequence[CondFamily]) -> dict[Node, list[_Wait]]:
    """The ``Wait`` calls of the Cond fields whose locker the package fixes
    (:mod:`condlockers`), by function, their Signal and Broadcast calls as counterparts. A
    Cond kept in a local, or one whose ``L`` is not known, is left out: a lock held at its
    Wait may be the one the Wait lets go of."""
    found: dict[Node, list[_Wait]] = {}
    for family in conds:
        struct, _, name = family.name.partition(".")
        locker = graph.cond_lockers.get((struct, name)) if name else None
        if family.handed_off or locker is None:
            continue
        own = FieldKey(struct, locker.mutex)
        signals = tuple(family.signals)
        for call in family.waits:
            function = graph.index.enclosing_function(call)
            if function is not None:
                wait = _Wait(call, function, UseKind.RECV, family.name, signals, cond=own)
                found.setdefault(function, []).append(wait)
    return found


def _of_the_lock_type(function: Node, held: Held) -> bool:
    """A method of the struct type declaring the held mutex."""
    method = function.type == "method_declaration"
    return method and syntax.receiver(function)[1] == held.lock.struct


def _same_object_below(call: Node, first: Node, inner: Node, callee: Node, held: Held) -> bool:
    """Two calls down (``call`` of ``first``, which makes ``inner`` of ``callee``): a
    callee of the lock's own type is called on the held object only when ``first`` is a
    method of that type called on it and ``inner`` is made on ``first``'s receiver."""
    if not _of_the_lock_type(callee, held):
        return True
    if not _of_the_lock_type(first, held) or held.instance is None:
        return False
    receiver, _ = syntax.receiver(first)
    selector = syntax.unparen(inner.child_by_field_name("function"))
    operand = selector.child_by_field_name("operand") if selector is not None else None
    if receiver is None or operand is None or selector is None:
        return False
    on_receiver = syntax.squeezed(syntax.unparen(operand) or operand) == syntax.text(receiver)
    return on_receiver and _called_on_owner(call, held)


def _same_object(call: Node, callee: Node, held: Held) -> bool:
    """A method of the held lock's own type is called on the object whose lock is held
    (``s.mu`` held, ``s.flush()``), not on another of that type (``child.flush()``), whose
    counterparts take that other object's lock. Other calls, and locks held without a
    known receiver, are not told apart."""
    if not _of_the_lock_type(callee, held) or held.instance is None:
        return True
    selector = syntax.unparen(call.child_by_field_name("function"))
    if selector is None or selector.type != "selector_expression":
        return True
    return _called_on_owner(call, held)


def _waits_on_the_held_object(
    graph: LockGraph, holder: Node, call: Node, callee: Node, wait: _Wait, held: Held
) -> bool:
    """A wait on a channel field of the lock's own struct type is on the object whose lock
    is held, as far as names show: its object, named in the waiting function, stands for
    what the holder's call names (the receiver for the call's operand, a parameter for its
    argument: ``p.relay(p.next, v)`` waiting on ``to.updates`` waits on ``p.next``'s, not
    ``p``'s); in a literal its runner calls, for the handing call's operand, the runner
    holding its own receiver's lock. Counterparts are matched by the lock's type, so a
    wait on another object of that type would pair with its own object's lock. A wait two
    calls down, or on an object not named so, is not told apart: not judged."""
    struct, _, _ = wait.channel.partition(".")
    if held.instance is None or struct != held.lock.struct:
        return True
    operand = _channel_operand(wait.node)
    path = syntax.squeezed(operand) if operand is not None else ""
    obj, dot, _ = path.rpartition(".")
    if not dot:
        return False
    owner = _owner_text(held)
    if callee.type == "func_literal":
        return _literal_on_the_held_object(graph, holder, callee, obj, owner)
    if graph.index.enclosing_function(call) != holder:
        return False
    return graph.in_caller(obj, callee, call) == owner


def _literal_on_the_held_object(
    graph: LockGraph, runner: Node, literal: Node, obj: str, owner: str
) -> bool:
    """The literal's object is the handing call's operand (``r.withLock(func() { r.ch <-
    v })``) and the runner holds its own receiver's lock (``r.mu`` in ``withLock``)."""
    holder = literal.parent
    call = holder.parent if holder is not None and holder.type == "argument_list" else None
    selector = syntax.unparen(call.child_by_field_name("function")) if call is not None else None
    target = selector.child_by_field_name("operand") if selector is not None else None
    receiver, _ = syntax.receiver(runner) if runner.type == "method_declaration" else (None, None)
    return (
        target is not None
        and receiver is not None
        and syntax.squeezed(syntax.unparen(target) or target) == obj
        and syntax.text(receiver) == owner
    )


def _channel_operand(node: Node) -> Node | None:
    """The channel of a send statement or a receive."""
    if node.type == "send_statement":
        return syntax.unparen(node.child_by_field_name("channel"))
    if node.type == "unary_expression":
        return syntax.unparen(node.child_by_field_name("operand"))
    return None


def _owner_text(held: Held) -> str:
    """The object whose lock is held, as written (``s`` of ``s.mu``)."""
    instance = held.instance or ""
    suffix = f".{held.lock.field}"
    return instance[: -len(suffix)] if instance.endswith(suffix) else instance


def _names_owner(graph: LockGraph, call: Node, held: Held) -> bool:
    """The call names the object whose lock is held, as its receiver or in an argument
    (``s.flush()``, ``d.stopHealth(c)`` with ``c.Lock()`` held), or calls a parameter the
    holder's callers hand it: otherwise what it waits on may be another object's, whose
    counterparts take that object's lock. A package-level lock, or one whose object is not
    named, belongs to no object."""
    function = syntax.unparen(call.child_by_field_name("function"))
    if held.instance is None or not held.lock.struct or function is None:
        return True
    if function.type == "identifier" and graph.index.resolution(call).var_of(function):
        return True  # a function value: a parameter's callers, or a literal of the holder
    root = _owner_text(held).split(".")[0].split("[")[0]
    return any(
        node.type == "identifier" and syntax.text(node) == root
        for node in syntax.descendants_outside_closures(call)
    ) or any(node.type == "func_literal" for node in syntax.call_arguments(call))


def _called_on_owner(call: Node, held: Held) -> bool:
    """``call`` is a method call on the object whose lock is held (``s.f()``, ``s.mu``
    held)."""
    selector = syntax.unparen(call.child_by_field_name("function"))
    operand = selector.child_by_field_name("operand") if selector is not None else None
    if operand is None or held.instance is None:
        return False
    return syntax.squeezed(syntax.unparen(operand) or operand) == _owner_text(held)


def _made_for(wait: _Wait, function: Node) -> bool:
    """The counterpart can meet the wait's channel again in another run: a channel field,
    or a local channel's counterpart in the function making it (or a literal there). A
    package function handed a local channel meets, in another run, another channel."""
    return wait.local_to is None or syntax.contains(wait.local_to, function)


def _operation(use: Use, found: list[tuple[Node, Node, UseKind]]) -> bool:
    """A use of a channel parameter that keeps the channel in sight: an operation (added
    to ``found``), ``len``/``cap`` of it, or a comparison (``ch == nil``). A map key, a
    type assertion of an ``any`` holding it and the like may hand it on."""
    if use.kind in OPERATIONS:
        found.append((use.node, use.function, use.kind))
        return True
    if use.kind != UseKind.QUERY:
        return False
    parent = use.node.parent
    while parent is not None and parent.type == "parenthesized_expression":
        parent = parent.parent
    if parent is not None and parent.type == "binary_expression":
        return True
    call = parent.parent if parent is not None and parent.type == "argument_list" else None
    return call is not None and syntax.call_name(call) in ("len", "cap")


def _where_it_runs(
    graph: LockGraph, function: Node, node: Node
) -> tuple[Node, tuple[int, int] | None]:
    """The function whose body orders ``node`` and where it runs there: (block, offset), or
    (its exit, -1) for an operation deferred in it (in a ``defer`` statement, or in a
    deferred literal of it); None where its graph has no block for it."""
    if function.type == "func_literal" and closure_use(function) == ClosureUse.DEFER:
        outer = graph.index.enclosing_function(function)
        if outer is not None:
            return outer, (graph.index.cfg(outer).exit, -1)
    cfg = graph.index.cfg(function)
    current: Node | None = node
    while current is not None and current != function:
        if _argument_of_deferred_call(current):
            break  # evaluated where the ``defer`` is: ``defer c.store(<-ch)``
        if current.type == "defer_statement":
            return function, (cfg.exit, -1)
        current = current.parent
    block = cfg.block_id_for(node)
    return function, (block, node.start_byte) if block is not None else None


def _argument_of_deferred_call(node: Node) -> bool:
    """``node`` is an argument of the call a ``defer`` statement makes, other than the
    channel of a deferred ``close``: Go evaluates it when the ``defer`` runs."""
    arguments = node.parent
    call = arguments.parent if arguments is not None else None
    statement = call.parent if call is not None else None
    return (
        arguments is not None
        and arguments.type == "argument_list"
        and call is not None
        and statement is not None
        and statement.type == "defer_statement"
        and syntax.call_name(call) != "close"
    )


def _always_before(cfg: CFG, block: int, first: Node, position: tuple[int, int]) -> bool:
    """Every path from the entry to ``position`` passes ``first`` (in ``block``) before."""
    target, offset = position
    if target == block:
        return 0 <= first.start_byte < offset
    return cfg.always_through(target, frozenset({block}))


def _field_sites(fields: FieldFacts, key: FieldKey, kind: UseKind) -> tuple[Site, ...]:
    ops = fields.of(key)
    if ops is None or ops.foreign or ops.escapes or ops.outside_receives:
        return ()
    if kind == UseKind.SEND:
        if ops.indirect_receives or not ops.unbuffered:
            return ()
        return tuple(ops.receive_sites)
    if ops.indirect_feeds:
        return ()
    return tuple(ops.send_sites + ops.close_sites)


def _field_rivals(fields: FieldFacts, key: FieldKey, kind: UseKind) -> tuple[Site, ...] | None:
    ops = fields.of(key)
    if ops is None or ops.foreign or ops.escapes:
        return None
    if kind == UseKind.RECV:
        if ops.outside_receives or ops.indirect_receives:
            return None
        return tuple(ops.receive_sites)
    if kind == UseKind.SEND and not ops.indirect_feeds:
        return tuple(ops.send_sites)
    return None


def _completes_at_once(
    graph: LockGraph,
    reach: Reach,
    wait: _Wait,
    held: Held,
    via: Node | None = None,
    guard_call: Node | None = None,
) -> bool:
    """The wait is a receive (send) a length test made under the held mutex shows the
    buffer can serve at once, and every other receiver (sender) of the channel holds that
    mutex too: none can take the value (the room) between the test and the operation.
    ``if len(s.ch) > 0 { v := <-s.ch }`` with ``s.mu`` held there and at every receive.
    For a wait in a function called with the mutex held (``via``, the lock holder's call
    on the way to functions that do not touch the mutex; ``guard_call``, the call of the
    waiting function), ``via`` is made with it held on every path, and the test may be
    made around ``guard_call``."""
    if wait.rivals is None or held.read:
        return False
    holder = graph.index.enclosing_function(via) if via is not None else None
    caller = graph.index.enclosing_function(guard_call) if guard_call is not None else None
    test = len_guard(wait.node, wait.kind, wait.function)
    if test is None and guard_call is not None and caller is not None:
        channel = _as_the_caller_names_it(graph, wait, guard_call)
        test = len_guard(guard_call, wait.kind, caller, channel) if channel else None
    if test is None:
        return False
    mutex = (held.lock, False)
    if via is not None and holder is not None:
        always = graph.held_always_at(holder, [via])
        probes = [via]
    else:
        always = graph.held_always_at(wait.function, [test, wait.node])
        probes = [test, wait.node]
    if any(mutex not in always.get(node, frozenset()) for node in probes):
        return False  # the test, and the wait, are made with the mutex held on every path
    known: dict[tuple[Node, Node], bool] = {}
    return all(
        _always_held(graph, reach, function, node, mutex, MAX_HOPS, known)
        for node, function in wait.rivals
    )


def _as_the_caller_names_it(graph: LockGraph, wait: _Wait, call: Node) -> str | None:
    """The waited channel as ``call`` of the waiting function names it
    (:meth:`LockGraph.in_caller`): ``s.ch`` for ``<-q.ch`` in ``func (q *queue) take()``
    called as ``s.take()``; None when the call does not name what it starts from."""
    operand = _channel_operand(wait.node)
    if operand is None or operand.type != "selector_expression":
        return None
    return graph.in_caller(syntax.squeezed(operand), wait.function, call)


def _always_held(
    graph: LockGraph,
    reach: Reach,
    function: Node,
    node: Node,
    mutex: tuple[FieldKey, bool],
    hops: int,
    known: dict[tuple[Node, Node], bool],
) -> bool:
    """The mutex is held on every path to ``node``: taken in the function, or held at
    every call of it by every caller (``flushLocked`` called only under the lock), or, in
    a literal handed to a call (``once.Do(func() {...})``), at that call: taken to run
    the literal during the call, which only finds more waits served at once.
    ``known`` remembers the answers, so shared callers are walked once (an answer found
    with fewer hops left stands: at worst a guard is not taken)."""
    key = (function, node)
    if key not in known:
        known[key] = False  # a cycle of calls proves nothing
        if mutex in graph.held_always_at(function, [node]).get(node, frozenset()):
            known[key] = True
        else:
            callers = (
                _handing_call(graph, function)
                if function.type == "func_literal"
                else reach.callers(function)
            )
            known[key] = (
                hops > 0
                and bool(callers)
                and all(
                    _always_held(graph, reach, caller, call, mutex, hops - 1, known)
                    for call, caller in callers
                )
            )
    return known[key]


def _handing_call(graph: LockGraph, literal: Node) -> list[tuple[Node, Node]]:
    """``[(call, its function)]`` for a literal written as an argument of a call that is
    not a ``go`` or ``defer`` statement's; empty otherwise."""
    holder = literal.parent
    while holder is not None and holder.type == "parenthesized_expression":
        holder = holder.parent
    call = holder.parent if holder is not None and holder.type == "argument_list" else None
    statement = call.parent if call is not None else None
    if call is None or (statement is not None and statement.type in APART):
        return []
    owner = graph.index.enclosing_function(call)
    return [(call, owner)] if owner is not None else []


def _may_take_after(
    graph: LockGraph, wait: _Wait, function: Node, site: Node, operation: Node
) -> bool:
    """For a local channel whose waiter starts in the counterpart's function (a literal
    made there, or a call handing the channel over): the counterpart can take the lock
    (``site``: its Lock, or the call that takes it) after the waiter starts and before its
    ``operation``, without starting a waiter again on the way (a loop that starts a new
    waiter each round). A lock it took before (and let go) cannot keep it from its
    operation: ``mu.Lock(); go waiter(); mu.Unlock(); <-done``."""
    start = _waiter_start(wait, function)
    if start is None:
        return True
    cfg = graph.index.cfg(function)
    begin = cfg.block_for(start)
    target = cfg.block_for(site)
    owner, position = _where_it_runs(graph, function, operation)
    if begin is None or target is None or position is None or owner != function:
        return True
    end, offset = position
    if begin.id == target.id and site.start_byte < start.start_byte:
        return False
    avoid = frozenset({begin.id})  # starting the waiter again starts another waiter
    reaches_lock = begin.id == target.id or target.id in cfg.after(begin.id, avoid)
    if not reaches_lock:
        return False
    if target.id == end and 0 <= site.start_byte <= offset:
        return True
    return end in cfg.after(target.id, avoid)


def _waiter_start(wait: _Wait, function: Node) -> Node | None:
    """Where the waiter of a local channel starts in ``function``: the call handing it the
    channel, or the literal of ``function`` holding it; None when it starts elsewhere."""
    if wait.local_to is None:
        return None
    if wait.start is not None:
        return wait.start if syntax.contains(function, wait.start) else None
    if not syntax.contains(function, wait.function):
        return None
    return syntax.literal_in(function, wait.function)


def _one_per_channel(graph: LockGraph, wait: _Wait, function: Node) -> bool:
    """The counterpart is a goroutine literal that the function making the (local) channel
    starts once per run, outside its loops: each run makes the channel anew, so a run of
    the goroutine from another run, which may hold the lock, is never this wait's
    counterpart; only the lock it takes on its way to the operation counts."""
    maker = wait.local_to
    if maker is None or function.type != "func_literal":
        return False
    call = function.parent
    statement = call.parent if call is not None else None
    if statement is None or statement.type != "go_statement":
        return False
    if graph.index.enclosing_function(function) != maker:
        return False
    cfg = graph.index.cfg(maker)
    block = cfg.block_for(statement)
    return block is not None and not cfg.loops_containing(block.id)


def _runs_again(graph: LockGraph, reach: Reach, function: Node) -> bool:
    """The function can run again after taking the lock: it, or the one function that
    calls (or starts) it, up a few levels, is called from more than one place or inside a
    loop. One ``go`` statement is one start, however the caller list names it."""
    current = function
    for _ in range(MAX_HOPS):
        callers = reach.callers(current)
        if len(callers) > 1:
            return True
        if not callers:
            return False
        call, caller = callers[0]
        cfg = graph.index.cfg(caller)
        block = cfg.block_for(call)
        if block is not None and cfg.loops_containing(block.id):
            return True
        current = caller
    return False


def _any_take(graph: LockGraph, function: Node, held: Held) -> Node | None:
    for acquisition in in_text_order(graph.acquires(function)):
        if acquisition.lock == held.lock and not (held.read and acquisition.read):
            return acquisition.site
    return None
