"""Loops that can never end: no exit edge, no return, break, goto or panic out of them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Kind
from goleaklint.dataflow.parents import loops_around
from goleaklint.parse import Node

if TYPE_CHECKING:
    from goleaklint.dataflow.package import PackageIndex
    from goleaklint.dataflow.scope import Resolution, Var


@dataclass(frozen=True)
class EndlessLoop:
    """A ``for`` loop with no way out, and what it waits on between iterations."""

    loop: Node
    site: Node  # where it blocks: a select, a receive, a send or an inner range
    waits: tuple[Node, ...]  # the channel expressions it waits on


def endless_loops(cfg: CFG) -> list[EndlessLoop]:
    """Loops of a function that nothing can leave, and that block on channels only."""
    found: list[EndlessLoop] = []
    for _, body, loop in no_exit_loops(cfg):
        waits = _waits(cfg, body)
        if waits:
            found.append(EndlessLoop(loop, waits[0][0], tuple(w for _, w in waits)))
    return found


def no_exit_loops(cfg: CFG) -> list[tuple[int, frozenset[int], Node]]:
    """(head block, body blocks, ``for`` statement) of every ``for {}`` loop with no way
    out: no exit edge, return, break, goto, panic or other no-return call leaves it."""
    found: list[tuple[int, frozenset[int], Node]] = []
    for head, body in sorted(cfg.loop_body.items()):
        loop = cfg.blocks[head].loop
        if loop is None or not _unconditional(loop):
            continue
        if any(s not in body and s != head for b in body for s, _ in cfg.successors(b)):
            continue
        found.append((head, body, loop))
    return found


def in_endless_loop(index: PackageIndex, node: Node) -> bool:
    """Some ``for`` loop around ``node``, in its own function, has no way out
    (:func:`no_exit_loops`): the code there runs again and again for as long as the
    goroutine lives."""
    loops = list(loops_around(node, index.parent))
    function = index.enclosing_function(node) if loops else None
    if function is None:
        return False
    endless = {found for _, _, found in no_exit_loops(index.cfg(function))}
    return any(loop in endless for loop in loops)


def _unconditional(loop: Node) -> bool:
    """``for {}`` or ``for true {}``."""
    parts = [c for c in loop.named_children if c.type not in ("block", "comment")]
    return not parts or (len(parts) == 1 and parts[0].type == "true")


def _waits(cfg: CFG, body: frozenset[int]) -> list[tuple[Node, Node]]:
    """(site, channel expression) for every blocking channel operation of the loop body.

    Empty when a select in the body has a ``default`` (the loop spins instead of blocking).
    """
    waits: list[tuple[Node, Node]] = []
    for block_id in sorted(body):
        block = cfg.blocks[block_id]
        node = block.node
        if node is None:
            continue
        if block.kind == Kind.SELECT:
            cases = [
                c for c in node.named_children if c.type in ("communication_case", "default_case")
            ]
            if any(c.type == "default_case" for c in cases):
                return []
            for case in cases:
                channel = case_channel(case)
                if channel is None:
                    return []
                site = node if len(cases) > 1 else case.child_by_field_name("communication") or node
                waits.append((site, channel))
        elif block.kind == Kind.RANGE_NEXT:
            right = node.child_by_field_name("right")
            if right is not None and node.parent is not None:
                waits.append((node.parent, right))
        elif block.kind in (Kind.STMT, Kind.COND, Kind.SWITCH, Kind.CASE, Kind.LOOP):
            waits.extend(_plain_operations(node, block.kind))
    waits.sort(key=lambda w: w[0].start_byte)
    return waits


def case_channel(case: Node) -> Node | None:
    """The channel expression of a select case's send or receive."""
    communication = case.child_by_field_name("communication")
    if communication is None:
        return None
    if communication.type == "send_statement":
        return communication.child_by_field_name("channel")
    return syntax.received_channel(communication)


def _plain_operations(node: Node, kind: Kind) -> list[tuple[Node, Node]]:
    """Sends and receives in a statement's own code (not in nested literals or sub-blocks)."""
    if kind in (Kind.LOOP, Kind.COND, Kind.SWITCH):
        roots = [
            c
            for c in node.named_children
            if c.type not in ("block", "expression_case", "default_case", "type_case")
        ]
    elif kind == Kind.CASE:
        roots = [c for c in node.named_children if c.type == "expression_list"]
    else:
        roots = [node]
    found: list[tuple[Node, Node]] = []
    for root in roots:
        for inner in (root, *syntax.descendants_outside_closures(root)):
            if inner.type == "send_statement":
                channel = inner.child_by_field_name("channel")
                if channel is not None:
                    found.append((inner, channel))
            elif syntax.is_receive(inner):
                operand = inner.child_by_field_name("operand")
                if operand is not None:
                    found.append((inner, operand))
    return found


STRING_LITERALS = ("interpreted_string_literal", "raw_string_literal")


def _runes(literal: Node) -> int | None:
    """How many runes a range over a string literal visits (unknown with escapes)."""
    body = (literal.text or b"")[1:-1]
    if literal.type == "interpreted_string_literal" and b"\\" in body:
        return None
    if literal.type == "raw_string_literal":
        body = body.replace(b"\r", b"")
    try:
        return len(body.decode("utf-8"))
    except UnicodeDecodeError:
        return None


def constant_trips(loop: Node, index: PackageIndex) -> int | None:
    """How many times a loop runs when the code fixes it: ``for i := 0; i < 3; i++`` (or a
    bound :func:`~goleaklint.dataflow.lengths.known_size` knows, such as ``cap(ch)``),
    ``for range 4`` (or ``range cap(ch)``, any size ``known_size`` knows), a range over a
    string literal (its runes), over a slice whose length is
    known (a composite literal with N elements, or a local slice
    :func:`~goleaklint.dataflow.lengths.known_length` knows), or over a channel whose one
    producer sends a fixed number of values (:mod:`~goleaklint.dataflow.channelvalues`)."""
    from goleaklint.dataflow.channelvalues import channel_values
    from goleaklint.dataflow.lengths import known_length, known_size

    clause = next(
        (c for c in loop.named_children if c.type in ("for_clause", "range_clause")), None
    )
    if clause is None:
        return None
    if clause.type == "range_clause":
        right = syntax.unparen(clause.child_by_field_name("right"))
        if right is not None and right.type == "composite_literal":
            body = right.child_by_field_name("body")
            return (
                len(
                    [
                        c
                        for c in body.named_children
                        if c.type in ("literal_element", "keyed_element")
                    ]
                )
                if body is not None
                else None
            )
        if right is not None and right.type in STRING_LITERALS:
            return _runes(right)
        number = known_size(right, index)  # ``range 4``, ``range cap(ch)``, ``range len(s)``
        if number is None:
            number = known_length(right, index)
        return number if number is not None else channel_values(right, index)
    init = clause.child_by_field_name("initializer")
    condition = syntax.unparen(clause.child_by_field_name("condition"))
    update = clause.child_by_field_name("update")
    if init is None or condition is None or update is None or init.type != "short_var_declaration":
        return None
    names = syntax.expressions(init.child_by_field_name("left"))
    starts = syntax.expressions(init.child_by_field_name("right"))
    if len(names) != 1 or len(starts) != 1:
        return None
    counter = syntax.text(names[0])
    start = index.constant(starts[0])
    if start is None or condition.type != "binary_expression":
        return None
    if syntax.text(condition.child_by_field_name("left")) != counter:
        return None
    operator = syntax.token(condition, "<", "<=", "!=")
    limit = known_size(condition.child_by_field_name("right"), index)
    if operator is None or limit is None or not _steps_by_one(update, counter):
        return None
    resolution = index.resolution(loop)
    declared = resolution.declared_at.get(names[0])
    if _assigned_in(loop.child_by_field_name("body"), counter, declared, resolution):
        return None
    trips = limit - start + (1 if operator == "<=" else 0)
    return max(trips, 0)


def _steps_by_one(update: Node, counter: str) -> bool:
    if update.type == "inc_statement":
        return syntax.text(update).replace(" ", "") == f"{counter}++"
    return syntax.text(update).replace(" ", "") == f"{counter}+=1"


def _assigned_in(body: Node | None, name: str, counter: Var | None, resolution: Resolution) -> bool:
    """Whether the body assigns the loop's counter: an inner loop's own ``i`` (a
    declaration that shadows it) is another variable."""
    if body is None:
        return False
    for node in syntax.descendants_outside_closures(body):
        if node.type in ("inc_statement", "dec_statement", "assignment_statement"):
            target = node.child_by_field_name("left") or (
                node.named_children[0] if node.named_children else None
            )
            if target is not None and any(
                syntax.text(t) == name and _same_variable(t, counter, resolution)
                for t in syntax.expressions(target)
            ):
                return True
    return False


def _same_variable(ident: Node, counter: Var | None, resolution: Resolution) -> bool:
    """Whether an assigned name is the counter; when either is unresolved, the name decides."""
    used = resolution.uses.get(ident)
    return counter is None or used is None or used is counter
