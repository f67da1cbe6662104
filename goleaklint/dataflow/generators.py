"""Generators: a function that makes a channel, starts a goroutine sending on it, and returns
it (``func count(n int) <-chan int``). The goroutine's partner is whoever called the
function, so a caller that stops receiving early strands it, as a function abandoning its
own channel would.

Each call is judged as if the generator's ``go`` statement ran at the call: the caller's
receives from the result (``v := <-count(3)``, or through a variable, ``c := count(3)``)
are counted against the goroutine's sends by the same path search as a channel the caller
made itself (:func:`goleaklint.dataflow.abandon.unreceived_sends`). A ``range`` directly
over the call strands the goroutine when the loop can be left before the channel is
closed, and the goroutine sends without bound. A call whose result goes anywhere else
(returned, passed on, stored) is no judgement, and neither is a generator whose channel
goes anywhere but its ``return`` statements.
"""

from __future__ import annotations

from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.abandon import Stranding, unreceived_sends
from goleaklint.dataflow.cfg import CFG, Kind
from goleaklint.dataflow.channels import Capacity, Channel, local_channels
from goleaklint.dataflow.effects import MANY, EffectsAnalyzer, Escape, Event, Launch, Op, Site
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.reach import Reach
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.uses import Use, UseKind
from goleaklint.parse import Node

DECLARATIONS = ("function_declaration", "method_declaration")
# Ways out of a range loop that do not strand anyone: the process or goroutine ends.
NOT_LEAVING = frozenset({Kind.ABORT, Kind.NORETURN})


@dataclass(frozen=True)
class Generator:
    """A function returning a channel that the goroutine it starts sends on."""

    function: Node
    channel: Channel  # the channel, in the generator
    launch: Launch  # the goroutine


@dataclass(frozen=True)
class Consumer:
    """How one call of a generator takes its values."""

    call: Node
    caller: Node
    # "receive" (``<-g()``), "variable" (``c := g()``), "range" (``range g()``) or
    # "discard" (``g()`` as a statement).
    form: str
    statement: Node  # the caller's statement holding the call


@dataclass(frozen=True)
class Abandoning:
    """A call that can leave the goroutine with values nobody receives, and where."""

    consumer: Consumer
    leaves: Node  # where the caller walks away (a return, a break...)


def generators(index: PackageIndex, effects: EffectsAnalyzer) -> list[Generator]:
    """The package's generators: one channel made, one goroutine started outside loops that
    sends on it and can block, the channel returned by every ``return`` and used nowhere
    else by the function itself."""
    found: list[Generator] = []
    candidates = dict.fromkeys(
        function
        for go in index.go_statements
        if (function := index.enclosing_function(go)) is not None and _returns_a_channel(function)
    )
    for function in candidates:
        for channel in local_channels(index, effects, function):
            launch = _only_goroutine(index, effects, function, channel)
            if launch is not None:
                found.append(Generator(function, channel, launch))
    return found


def _returns_a_channel(function: Node) -> bool:
    result = function.child_by_field_name("result")
    return function.type in DECLARATIONS and result is not None and result.type == "channel_type"


def _only_goroutine(
    index: PackageIndex, effects: EffectsAnalyzer, function: Node, channel: Channel
) -> Launch | None:
    if channel.capacity.value is None:
        return None
    cfg = index.cfg(function)
    launches: list[Launch] = []
    for block, block_events in effects.block_events(function, channel.paths).items():
        for event in block_events:
            if isinstance(event, Launch) and not cfg.loops_containing(block):
                launches.append(event)
            elif not (isinstance(event, Escape) and syntax.returned(event.node)):
                return None
    if len(launches) != 1:
        return None
    launch = launches[0]
    goroutine = launch.effects
    if not goroutine.blocking_sends or goroutine.receives or goroutine.spawned:
        return None
    if goroutine.escapes:
        return None
    returns = [b.node for b in cfg.blocks if b.kind == Kind.RETURN and b.node is not None]
    if not returns or not all(_returns_holder(r, channel) for r in returns):
        return None
    return launch


def _returns_holder(statement: Node, channel: Channel) -> bool:
    values = [c for c in statement.named_children if c.type != "comment"]
    listed = syntax.expressions(values[0]) if len(values) == 1 else []
    return len(listed) == 1 and syntax.text(syntax.unparen(listed[0])) == channel.name


# The callers ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Calls:
    """The calls of a generator that take its values themselves, and whether those are all
    of its calls in the package (others hand the channel on: return it, pass it, store
    it)."""

    consumers: tuple[Consumer, ...]
    complete: bool


def consumers(index: PackageIndex, reach: Reach, generator: Generator) -> Calls:
    """How each call of the generator in the package takes its values."""
    found: list[Consumer] = []
    complete = True
    for call, caller in reach.callers(generator.function):
        consumer = _consumer(call, caller)
        if consumer is None:
            complete = False
        else:
            found.append(consumer)
    return Calls(tuple(found), complete)


def _consumer(call: Node, caller: Node) -> Consumer | None:
    parent = call.parent
    if parent is None:
        return None
    if parent.type == "range_clause" and parent.child_by_field_name("right") == call:
        loop = parent.parent
        return Consumer(call, caller, "range", loop) if loop is not None else None
    if syntax.is_receive(parent) and parent.child_by_field_name("operand") == call:
        statement = _statement_of(parent)
        return Consumer(call, caller, "receive", statement) if statement is not None else None
    if parent.type == "expression_statement":
        return Consumer(call, caller, "discard", parent)
    statement = parent.parent
    if parent.type != "expression_list" or statement is None:
        return None
    if statement.type != "short_var_declaration" or syntax.expressions(parent) != [call]:
        return None
    targets = syntax.expressions(statement.child_by_field_name("left"))
    if len(targets) != 1 or targets[0].type != "identifier" or syntax.text(targets[0]) == "_":
        return None
    return Consumer(call, caller, "variable", statement)


def _statement_of(node: Node) -> Node | None:
    """The statement of a block that holds ``node``."""
    current = node
    while current.parent is not None and current.parent.type not in syntax.STATEMENT_HOLDERS:
        if current.type in syntax.FUNCTION_TYPES:
            return None
        current = current.parent
    return current if current.parent is not None else None


def abandoning(
    index: PackageIndex, effects: EffectsAnalyzer, generator: Generator, consumer: Consumer
) -> Abandoning | None:
    """Whether this call can leave the goroutine with values it cannot send."""
    sends = generator.launch.effects.sends
    capacity = generator.channel.capacity.value
    if capacity is not None and sends != MANY and sends <= capacity:
        return None  # every call makes a channel of its own, with room for all it sends
    if consumer.form == "range":
        return _left_range(index, generator, consumer)
    stranding = _stranding(index, effects, generator, consumer)
    if stranding is None:
        return None
    block = stranding.abandonment.block
    leaves = block.node if block.node is not None else consumer.statement
    return Abandoning(consumer, leaves)


def _stranding(
    index: PackageIndex, effects: EffectsAnalyzer, generator: Generator, consumer: Consumer
) -> Stranding | None:
    """The caller's path search, with the generator's goroutine started at the call."""
    cfg = index.cfg(consumer.caller)
    received_at = cfg.block_for(consumer.call)
    # A select evaluates every case's channel before it picks one: the goroutine starts
    # there, whichever case wins.
    case = syntax.communication_case(consumer.call)
    at = cfg.block_for(case.parent) if case is not None and case.parent is not None else received_at
    if at is None or received_at is None:
        return None
    launch = Launch(generator.launch.node, generator.launch.effects, generator.launch.function)
    events: dict[int, list[Event]]
    if consumer.form == "variable":
        target = syntax.expressions(consumer.statement.child_by_field_name("left"))[0]
        variable = index.resolution(target).var_of(target)
        if variable is None:
            return None
        paths = frozenset({(variable, None)})
        events = {b: list(e) for b, e in effects.block_events(consumer.caller, paths).items()}
        name = variable.name
    else:
        # The call's value has no variable: one stands for it, received from at most once.
        variable = Var(generator.channel.name, consumer.call, consumer.caller, "local")
        paths = frozenset({(variable, None)})
        name = generator.channel.name
        events = {}
        receive = consumer.call.parent
        if consumer.form == "receive" and receive is not None:
            use = Use(UseKind.RECV, (variable, None), consumer.call, consumer.caller)
            site = Site(receive, consumer.call, "recv")
            events[received_at.id] = [Op(UseKind.RECV, use, site)]
    events[at.id] = [launch, *events.get(at.id, [])]
    capacity = Capacity(generator.channel.capacity.value)
    channel = Channel(consumer.caller, consumer.call, paths, capacity, name)
    strandings = unreceived_sends(index, channel, events)  # one goroutine: one way out at most
    return strandings[0] if strandings else None


def _left_range(index: PackageIndex, generator: Generator, consumer: Consumer) -> Abandoning | None:
    """A ``range`` over the call that can be left before the channel is closed, when the
    goroutine's sends have no bound (a bounded number is left to the receive counts)."""
    if generator.launch.effects.sends != MANY:
        return None
    cfg = index.cfg(consumer.caller)
    leaves = _early_exit(cfg, consumer.statement)
    return Abandoning(consumer, leaves) if leaves is not None else None


def _early_exit(cfg: CFG, loop: Node) -> Node | None:
    """A statement of the loop's body that leaves it (``break``, ``return``, ``goto``)."""
    head = cfg.block_of.get(loop)
    if head is None:
        return None
    body = cfg.loop_body.get(head, frozenset())
    reachable = cfg.reachable()
    for block in sorted(body):
        if block not in reachable or cfg.blocks[block].kind in NOT_LEAVING:
            continue
        for successor, _ in cfg.successors(block):
            if successor == head or successor in body:
                continue
            if cfg.blocks[successor].kind in NOT_LEAVING:
                continue
            node = cfg.blocks[block].node
            return node if node is not None else loop
    return None
