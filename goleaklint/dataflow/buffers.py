"""The buffer a channel needs so that every send of its goroutines completes unreceived."""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.abandon import flat_events, make_block
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.effects import MANY, Call, Event, Launch
from goleaklint.dataflow.loops import constant_trips
from goleaklint.dataflow.package import PackageIndex, declared_value
from goleaklint.dataflow.scope import Var
from goleaklint.parse import Node

SIZED_TYPES = frozenset({"slice_type", "array_type", "map_type"})


def required_buffer(
    index: PackageIndex, channel: Channel, events: dict[int, list[Event]]
) -> str | None:
    """Go source for the capacity that holds every value the goroutines send, or None.

    Known when each sending goroutine sends a bounded number of values and is started once,
    a fixed number of times, or once per element of a slice, array or map (``len(xs)``).
    """
    cfg = index.cfg(channel.function)
    around_make = set(cfg.loops_containing(make_block(cfg, channel)))
    constant = 0
    lengths: list[str] = []
    for block, event in flat_events(events):
        if isinstance(event, Call) and event.effects.spawned:
            return None
        if not isinstance(event, Launch) or not event.effects.sends:
            continue
        sends = event.effects.sends
        if sends >= MANY or _sends_counted_by_callers(index, event):
            return None
        loops = [head for head in cfg.loops_containing(block) if head not in around_make]
        if not loops:
            constant += sends
            continue
        if len(loops) > 1:
            return None
        loop = cfg.blocks[loops[0]].loop
        # A parameter's length known from today's callers is no size to write into the
        # code: ``len(xs)`` holds for every caller.
        fixed = loop is not None and not _over_parameter(index, loop)
        trips = constant_trips(loop, index) if loop is not None and fixed else None
        if trips is not None:
            constant += trips * sends
            continue
        collection = _ranged_collection(index, loop)
        if collection is None or sends != 1:
            return None
        lengths.append(f"len({collection})")
    terms = [*lengths, str(constant)] if constant else lengths
    return "+".join(terms) if terms else None


def _sends_counted_by_callers(index: PackageIndex, launch: Launch) -> bool:
    """The goroutine sends in a loop over a parameter (its own or its launcher's): how
    many values it sends is the length the callers pass today, not a size to write."""
    function = launch.function
    for site in launch.effects.blocking_sends if function is not None else ():
        loops: list[Node] = []  # around the send, up to the goroutine's function
        node = index.parent(site.node)
        while node is not None and node != function:
            if node.type == "for_statement":
                loops.append(node)
            node = index.parent(node)
        if node is not None and any(_over_parameter(index, loop) for loop in loops):
            return True
    return False


def _over_parameter(index: PackageIndex, loop: Node) -> bool:
    """The loop ranges over a parameter of its function (``for _, s := range shards``)."""
    ranged = _ranged_variable(index, loop)
    return ranged is not None and ranged[1].kind == "param"


def _ranged_variable(index: PackageIndex, loop: Node | None) -> tuple[Node, Var] | None:
    """The variable ``for ... range xs`` ranges over, with ``xs`` as written there."""
    clause = (
        next((c for c in loop.named_children if c.type == "range_clause"), None) if loop else None
    )
    right = syntax.unparen(clause.child_by_field_name("right")) if clause is not None else None
    if right is None or right.type != "identifier":
        return None
    var = index.resolution(right).uses.get(right)
    return (right, var) if var is not None else None


def _ranged_collection(index: PackageIndex, loop: Node | None) -> str | None:
    """``xs`` for ``for ... range xs`` when ``xs`` is a local slice, array or map."""
    ranged = _ranged_variable(index, loop)
    if ranged is None:
        return None
    right, var = ranged
    kind = var.type_node
    if kind is None:
        value = syntax.unparen(declared_value(var))
        kind = (
            value.child_by_field_name("type")
            if value is not None and value.type == "composite_literal"
            else None
        )
    return syntax.text(right) if kind is not None and kind.type in SIZED_TYPES else None
