"""Points where a function knows a goroutine it started is done with one of its channels.

A function that started goroutines sending on a channel ``ch`` may meet them again on a
sibling channel ``s`` (another channel the same function made):

* it **receives** from ``s``, and in the goroutine no send on ``s`` can be followed by a
  send on ``ch`` (``doneCh <- err; return`` after the loop of ``byteCh <- b``, or two
  exclusive answers ``errc <- err`` / ``results <- v``): the value taken shows that the
  goroutine is past its last send on ``ch``;
* it **sends** on an unbuffered ``s`` that only the goroutine receives, and in the
  goroutine no receive from ``s`` can be followed by a send on ``ch`` (``stop <- struct{}{}``
  answered by ``case <-stop: return``): the send completes only when the goroutine has
  taken it, and from there on it sends nothing more on ``ch``.

Either way every send the goroutine made on ``ch`` before has been taken (it went past
them), so nothing it owes on ``ch`` is left. Only one goroutine of the launch is met, so
these joins can hide a leak of a second one, never invent one.

The other way round, a goroutine may be unable to send on ``ch`` before the function has
done something on a sibling (:func:`release_gates`): it ranges over ``s`` and sends on
``ch`` only once the range has run out, which only the function's ``close(s)`` brings
about, or it sends only past a receive from ``s``, which only the function's send on (or
close of) ``s`` lets through. Its sends are owed from that release on; a way out before
it leaves the goroutine stuck on ``s``, not on ``ch``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Kind
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.contexts import Contexts, received
from goleaklint.dataflow.effects import Call, Effects, Escape, Event, Launch, Op
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.uses import ClosureUse, Path, UseKind, closure_use
from goleaklint.parse import Node

Sibling = tuple[Channel, dict[int, list[Event]]]


@dataclass(frozen=True)
class Joins:
    """Where the function meets goroutines on ``ch`` past their last send on it."""

    # Blocks meeting every goroutine on ``ch`` (or one of them, unknown which: a send that
    # only such a goroutine takes, as its last act).
    settled: frozenset[int]
    # Blocks meeting every goroutine that uses the sibling, while others on ``ch`` do not:
    # a search that cannot tell goroutines apart counts those met too.
    loose: frozenset[int]
    # Every block meeting goroutines that signal on the sibling (send on it or close it)
    # only after their last send on ``ch``, with their go statements.
    met: dict[int, frozenset[Node]]


def join_blocks(
    index: PackageIndex,
    senders: dict[Node, Launch],
    siblings: Sequence[Sibling],
    contexts: Contexts | None = None,
    function: Node | None = None,
    known: Mapping[int, frozenset[Node]] | None = None,
) -> Joins:
    """Blocks of the function where it meets one of ``senders`` (go statement -> its launch
    on ``ch``) on a sibling channel after the goroutine's last send on ``ch`` and, with
    ``contexts`` and the ``function``, on the ``Done`` of a context one of them cancels on
    its way out; ``known`` adds meetings found otherwise (block -> go statements)."""
    blocks: set[int] = set()
    loose: set[int] = set()
    met_at: dict[int, frozenset[Node]] = {}

    def meet(block: int, met: frozenset[Node]) -> None:
        met_at[block] = met_at.get(block, frozenset()) | met
        if met_at[block] >= frozenset(senders):
            blocks.add(block)

    if contexts is not None and function is not None:
        for block, met in context_joins(index, contexts, senders, function).items():
            meet(block, met)
    for block, met in (known or {}).items():
        meet(block, met)
    for sibling, events in siblings:
        shared = [e for e in _launches(events) if e.node in senders]
        feeders = _other_feeders(events, senders)
        if not shared or feeders is None:
            continue
        # The goroutine's code on both channels: its sends on ``ch``, its operations on the
        # sibling (None when it does more with the sibling than send, receive and close).
        meetings = {
            e.node: (
                _channel_sends(senders[e.node]),
                goroutine_ops(index, senders[e.node], e, sibling),
            )
            for e in shared
        }
        own_feeds = _own_ops(events, (UseKind.SEND, UseKind.CLOSE))
        met = frozenset(
            go for go, (sends, ops) in meetings.items() if _sends_last(index, sends, ops)
        )
        if not own_feeds and met and _only_signallers(meetings, met):
            cfg = index.cfg(sibling.function)
            meeting_blocks = {
                block
                for block in _own_ops(events, (UseKind.RECV, UseKind.RANGE))
                if not any(block in cfg.after(feeder) for feeder in feeders)
            }
            if met == frozenset(meetings):
                loose.update(meeting_blocks)
            for block in meeting_blocks:
                meet(block, met)
        if (
            not feeders
            and sibling.capacity.value == 0
            and not _taken_elsewhere(events, senders)
            and all(_stops_on_receive(index, sends, ops) for sends, ops in meetings.values())
        ):
            blocks.update(_own_ops(events, (UseKind.SEND,), plain=True))
    return Joins(frozenset(blocks), frozenset(loose - blocks), met_at)


def context_joins(
    index: PackageIndex, contexts: Contexts, senders: dict[Node, Launch], function: Node
) -> dict[int, frozenset[Node]]:
    """Blocks of ``function`` where it receives from the ``Done`` of a context that one of
    ``senders`` cancels on its way out and nothing else cancels (:meth:`Contexts.ended_with`):
    that goroutine is past its last send, as after a done channel it closes."""
    ended: dict[Var, set[Node]] = {}
    for go, launch in senders.items():
        if launch.function is not None:
            for context in contexts.ended_with(launch.function):
                ended.setdefault(context, set()).add(go)
    if not ended:
        return {}
    cfg = index.cfg(function)
    met: dict[int, frozenset[Node]] = {}
    for use in index.uses_within(function):
        var, fields = use.path
        if fields is not None or var not in ended or use.function != function:
            continue
        if use.kind != UseKind.RECEIVER or use.method != "Done" or use.call is None:
            continue
        block = cfg.block_for(use.call) if received(use.call) else None
        if block is not None:
            met[block.id] = met.get(block.id, frozenset()) | ended[var]
    return met


def _only_signallers(
    meetings: dict[Node, tuple[list[Node], _SiblingOps | None]], met: frozenset[Node]
) -> bool:
    """The goroutines not met on the sibling only receive from it: nothing but the met ones
    can send on it or close it, so what the function takes from it came from them."""
    return all(
        ops is not None and not (ops.sends or ops.closes or ops.deferred_closes)
        for go, (_, ops) in meetings.items()
        if go not in met
    )


def release_gates(
    index: PackageIndex,
    senders: dict[Node, Launch],
    siblings: Sequence[Sibling],
) -> dict[Node, frozenset[int]]:
    """Go statements of ``senders`` whose goroutine can send on ``ch`` only once the
    function has released it through a sibling, with the blocks where it does: the
    goroutine sends only after a range over the sibling has run out (released by the
    function's close), or after a plain receive from it (released by the function's send or
    close). Nothing else can release it (close the sibling; for a receive, send on it
    either), the goroutine only receives from it, and neither the ``go`` statement nor a
    release is in a loop or follows another release (one goroutine, released once)."""
    gates: dict[Node, frozenset[int]] = {}
    for sibling, events in siblings:
        closers = _elsewhere(events, senders, lambda e: bool(e.closes or e.escapes))
        if closers is None or closers:
            continue
        cfg = index.cfg(sibling.function)
        closes = _once(cfg, _own_ops(events, (UseKind.CLOSE,)))
        feeds = _once(cfg, _own_ops(events, (UseKind.SEND, UseKind.CLOSE), plain=True))
        if feeds and _elsewhere(events, senders, lambda e: bool(e.sends)):
            feeds = frozenset()  # another sender may let the receive through
        if not closes and not feeds:
            continue
        for block, launch in _launch_blocks(events):
            if launch.node not in senders or launch.node in gates or cfg.loops_containing(block):
                continue
            sends = _channel_sends(senders[launch.node])
            ops = goroutine_ops(index, senders[launch.node], launch, sibling)
            if ops is None or not sends or ops.sends or ops.closes or ops.deferred_closes:
                continue
            for releases, gated in ((closes, _ranged_out_first), (feeds, _received_first)):
                if releases and releases <= cfg.after(block) and gated(index, ops, sends):
                    gates[launch.node] = releases
                    break
    return gates


def _once(cfg: CFG, blocks: set[int]) -> frozenset[int]:
    """The blocks, when each runs at most once on a path and none is deferred (else none)."""
    if any(
        cfg.blocks[b].kind == Kind.DEFER or cfg.loops_containing(b) or blocks & cfg.after(b)
        for b in blocks
    ):
        return frozenset()
    return frozenset(blocks)


def _ranged_out_first(index: PackageIndex, ops: _SiblingOps, sends: list[Node]) -> bool:
    """The goroutine reaches each of its ``sends`` on the channel only once one of its
    ranges over the sibling has run out."""
    cfg = _cfg_of(index, sends)
    if cfg is None:
        return False
    heads = [
        head
        for receive in ops.receives
        if receive.parent is not None
        and receive.parent.type == "range_clause"
        and (loop := receive.parent.parent) is not None
        and (head := cfg.block_of.get(loop)) is not None
    ]
    return all(
        (block := cfg.block_for(send)) is not None
        and any(cfg.only_after_running_out(head, block.id) for head in heads)
        for send in sends
    )


def _received_first(index: PackageIndex, ops: _SiblingOps, sends: list[Node]) -> bool:
    """The goroutine reaches each of its ``sends`` on the channel only past one of its
    plain receives from the sibling (not a ``select`` case, which another case may take)."""
    cfg = _cfg_of(index, sends)
    if cfg is None:
        return False
    gates = frozenset(
        block.id
        for receive in ops.receives
        if (operation := receive.parent) is not None
        and syntax.is_receive(operation)
        and syntax.communication_case(operation) is None
        and (block := cfg.block_for(receive)) is not None
    )
    return bool(gates) and all(
        (block := cfg.block_for(send)) is not None and cfg.always_through(block.id, gates)
        for send in sends
    )


def _cfg_of(index: PackageIndex, nodes: list[Node]) -> CFG | None:
    function = syntax.enclosing_function(nodes[0]) if nodes else None
    return index.cfg(function) if function is not None else None


def _launch_blocks(events: dict[int, list[Event]]) -> Iterable[tuple[int, Launch]]:
    for block, block_events in events.items():
        for event in block_events:
            if isinstance(event, Launch):
                yield block, event


def _launches(events: dict[int, list[Event]]) -> Iterable[Launch]:
    return (launch for _, launch in _launch_blocks(events))


def _own_ops(
    events: dict[int, list[Event]], kinds: tuple[UseKind, ...], plain: bool = False
) -> set[int]:
    """Blocks where the function itself makes one of these operations on the sibling (a
    ``plain`` one: not a case of a ``select`` that may take another)."""
    return {
        block
        for block, block_events in events.items()
        for event in block_events
        if isinstance(event, Op)
        and event.kind in kinds
        and not (plain and event.use.in_select is not None)
    }


def _other_feeders(events: dict[int, list[Event]], senders: dict[Node, Launch]) -> set[int] | None:
    """Blocks where something other than the goroutines on ``ch`` may come to send on the
    sibling: a value taken from it there or later proves nothing about them (None: the
    sibling escapes, and anything may feed it at any time)."""
    return _elsewhere(events, senders, lambda e: bool(e.sends or e.closes or e.escapes))


def _taken_elsewhere(events: dict[int, list[Event]], senders: dict[Node, Launch]) -> bool:
    """Something other than the goroutines on ``ch`` may take the function's send on the
    sibling: a callee or another goroutine that receives from it. The function's own
    receives cannot: a goroutine never meets its own send."""
    receivers = _elsewhere(events, senders, lambda e: e.receives or e.escapes)
    return receivers is None or bool(receivers)


def _elsewhere(
    events: dict[int, list[Event]], senders: dict[Node, Launch], does: Callable[[Effects], bool]
) -> set[int] | None:
    """Blocks of a callee or another goroutine whose effects on the sibling ``does`` (None
    when the sibling escapes where its effects are not known), and of a literal capturing
    it that escapes (run at any time from there on)."""
    found: set[int] = set()
    for block, block_events in events.items():
        for event in block_events:
            if isinstance(event, Escape):
                if event.effects is None:
                    return None
                if does(event.effects):
                    found.add(block)
            elif isinstance(event, Launch) and event.node in senders:
                continue  # the goroutines on ``ch`` themselves
            if isinstance(event, (Call, Launch)) and does(event.effects):
                found.add(block)
    return found


@dataclass
class _SiblingOps:
    """What the goroutine's own code does to the sibling channel."""

    sends: list[Node] = field(default_factory=list)
    receives: list[Node] = field(default_factory=list)  # ranges too
    closes: list[Node] = field(default_factory=list)  # not deferred
    deferred_closes: list[Node] = field(default_factory=list)  # run last, on the way out


def _sends_last(index: PackageIndex, sends: list[Node], ops: _SiblingOps | None) -> bool:
    """In the goroutine, no send on the sibling (nor a close of it, unless deferred) is
    followed by one of its ``sends`` on the channel."""
    if ops is None or not (ops.sends or ops.closes or ops.deferred_closes):
        return False
    return _never_followed(index, [*ops.sends, *ops.closes], sends)


def _stops_on_receive(index: PackageIndex, sends: list[Node], ops: _SiblingOps | None) -> bool:
    """In the goroutine, no receive from the sibling is followed by one of its ``sends``
    on the channel."""
    if ops is None or not ops.receives:
        return False
    return _never_followed(index, ops.receives, sends)


def goroutine_ops(
    index: PackageIndex, on_channel: Launch, on_sibling: Launch, sibling: Channel
) -> _SiblingOps | None:
    """What the goroutine's own code does to the sibling; None when it does anything but
    send, receive and close (hands it on, uses it in a nested literal)."""
    function = on_channel.function
    if function is None or on_sibling.function != function:
        return None
    paths = _paths_inside(sibling.paths, on_sibling, function)
    found = _SiblingOps()
    for use in index.uses_within(function):
        if use.path not in paths or use.kind == UseKind.QUERY:
            continue
        if use.function != function:
            # A literal the goroutine defers runs in it too, last: its sends and closes
            # are the goroutine's, on the way out.
            if not _deferred_literal(use.function, function):
                return None
            if use.kind == UseKind.SEND:
                found.sends.append(use.node)
            elif use.kind == UseKind.CLOSE:
                found.deferred_closes.append(use.node)
            else:
                return None
            continue
        if use.kind == UseKind.SEND:
            found.sends.append(use.node)
        elif use.kind in (UseKind.RECV, UseKind.RANGE):
            found.receives.append(use.node)
        elif use.kind == UseKind.CLOSE and _deferred(use.node, function):
            found.deferred_closes.append(use.node)
        elif use.kind == UseKind.CLOSE:
            found.closes.append(use.node)
        else:
            return None
    return found


def _deferred_literal(literal: Node, function: Node) -> bool:
    """``literal`` is the function of a ``defer func() {...}()`` statement of ``function``."""
    return (
        literal.type == "func_literal"
        and closure_use(literal) == ClosureUse.DEFER
        and syntax.enclosing_function(literal) == function
    )


def _deferred(node: Node, function: Node) -> bool:
    """``node`` is the argument of a ``defer close(...)`` statement of ``function``."""
    call = node.parent.parent if node.parent is not None else None
    statement = call.parent if call is not None else None
    return (
        statement is not None
        and statement.type == "defer_statement"
        and syntax.enclosing_function(statement) == function
    )


def _paths_inside(paths: frozenset[Path], launch: Launch, function: Node) -> frozenset[Path]:
    """The sibling's paths as the goroutine's function names them: its parameters bound to
    them, or the same variables when it is a literal capturing them."""
    bound = {launch.binding[p] for p in paths if p in launch.binding}
    if function.type == "func_literal":
        return frozenset(paths | bound)
    return frozenset(bound)


def _channel_sends(launch: Launch) -> list[Node]:
    return [site.op for site in launch.effects.blocking_sends if site.kind == "send"]


def _never_followed(index: PackageIndex, later: Sequence[Node], earlier: Sequence[Node]) -> bool:
    """``earlier`` is not empty, every node of both lists is in one function, and no path
    of it goes from a node of ``later`` to a node of ``earlier`` (true when ``later`` is
    empty)."""
    if not earlier:
        return False
    if not later:
        return True
    function = syntax.enclosing_function(later[0])
    if function is None or any(
        syntax.enclosing_function(n) != function for n in (*later, *earlier)
    ):
        return False
    cfg = index.cfg(function)
    return not any(cfg.may_precede(one, other) for one in later for other in earlier)
