"""Sends no goroutine can ever take: the channel is still its maker's alone, and full.

A function that makes a channel holds it alone until something else can reach it: a ``go``
statement, a function literal, a call or an assignment handed the channel (or the value
whose field holds it). Sends it makes before that have no receiver but the maker itself,
so once they fill the buffer the next one waits for a receiver that can never come
(``ch := make(chan T, 1); ch <- a; ch <- b; go consume(ch)``). A call of a package method
on the holder (``c.start()``) counts the sends the callee makes on that field before
anything else in it touches its receiver.

Only the statements of the maker's body after the ``make`` are read, in order, up to the
first that mentions the channel or its holder in any other way: a branch, a loop or a
``select`` that mentions it ends the reading, so every send counted runs on every path
that reaches the last one.
"""

from __future__ import annotations

from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.types import Types
from goleaklint.dataflow.uses import Path, path_of
from goleaklint.parse import Node, captures

CALL_DEPTH = 3  # package calls followed from the maker to a send


@dataclass(frozen=True)
class Overfill:
    """``send`` blocks forever: ``earlier`` filled the buffer while nothing else could
    reach the channel; ``via`` is the maker's call whose callee makes ``send``."""

    channel: Channel
    send: Node
    earlier: tuple[Node, ...]
    via: Node | None


def overfilled(index: PackageIndex, types: Types, channel: Channel) -> Overfill | None:
    """The first send of ``channel``'s maker that finds the buffer full while the maker
    still holds the channel alone, if any."""
    capacity = channel.capacity.value
    function = channel.function
    body = function.child_by_field_name("body")
    if capacity is None or body is None or syntax.has_goto(function):
        return None
    statements = syntax.statements(body)
    start = next((i for i, s in enumerate(statements) if syntax.contains(s, channel.make)), None)
    if start is None:
        return None
    holders = frozenset(var for var, _ in channel.paths)
    if any(_mentions(index, s, holders, declared=False) for s in statements[: start + 1]):
        # ``var ch chan T; f := func() { <-ch }; ch = make(...)``, or ``var (ch =
        # make(...); after = func() { <-ch })``: something already holds it
        return None
    sends: list[Node] = []
    for statement in statements[start + 1 :]:
        if not _mentions(index, statement, holders):
            continue
        taken = _sends(index, types, statement, channel.paths, CALL_DEPTH)
        if taken is None:
            return None  # the channel or its holder is handed on, read, or tested here
        for send in taken:
            sends.append(send)
            if len(sends) > capacity:
                via = _call_of(statement) if send is not statement else None
                return Overfill(channel, send, tuple(sends[:-1]), via)
        if taken != [statement]:
            return None  # after a call the callee may have handed the channel on
    return None


def _sends(
    index: PackageIndex, types: Types, statement: Node, paths: frozenset[Path], depth: int
) -> list[Node] | None:
    """The sends on the channel that ``statement`` makes before it lets anything else
    reach the channel: the statement itself when it is a plain send on it, or the leading
    sends of a package function it calls with the channel's holder as receiver or
    argument. None for any other use."""
    if statement.type == "send_statement":
        channel = statement.child_by_field_name("channel")
        if path_of(channel, index.resolution(statement)) not in paths:
            return None
        value = statement.child_by_field_name("value")
        holders = frozenset(var for var, _ in paths)
        return None if value is not None and _mentions(index, value, holders) else [statement]
    call = _call_of(statement)
    if call is None or depth == 0:
        return None
    definition = types.callee(call)
    if definition is None:
        return None
    callee = definition.node
    handed = _handed_paths(index, call, callee, paths)
    if handed is None:
        return None
    body = callee.child_by_field_name("body")
    if body is None or syntax.has_goto(callee):
        return None
    found: list[Node] = []
    holders = frozenset(var for var, _ in handed)
    for inner in syntax.statements(body):
        if not _mentions(index, inner, holders):
            continue
        taken = _sends(index, types, inner, handed, depth - 1)
        found.extend(taken or ())
        if taken != [inner]:
            break  # anything but a plain send may hand the channel on
    return found


def _handed_paths(
    index: PackageIndex, call: Node, callee: Node, paths: frozenset[Path]
) -> frozenset[Path] | None:
    """The callee's paths for the channel: every argument (the receiver included) that is
    one of ``paths`` or the holder of one, renamed as the callee's parameter. None when
    the call hands the holder or channel over any other way (inside a larger expression)."""
    resolution = index.resolution(call)
    callee_resolution = index.resolution(callee)
    found: set[Path] = set()
    handed: list[tuple[Node | None, Node | None]] = []
    selector = syntax.unparen(call.child_by_field_name("function"))
    if selector is not None and selector.type == "selector_expression":
        receiver_name, _ = syntax.receiver(callee)
        handed.append((selector.child_by_field_name("operand"), receiver_name))
    names = syntax.parameter_names(callee)
    arguments = syntax.call_arguments(call)
    for position, argument in enumerate(arguments):
        name = names[position][0] if position < len(names) else None
        handed.append((argument, name))
    holders = frozenset(var for var, _ in paths)
    for value, name in handed:
        if value is None or not _mentions(index, value, holders):
            continue
        path = path_of(value, resolution)
        if path is None or name is None:
            return None
        var = callee_resolution.declared_at.get(name)
        if var is None:
            return None
        for held, fields in paths:
            if path == (held, fields):
                found.add((var, None))
            elif path == (held, None) and fields is not None:
                found.add((var, fields))
            elif path[0] == held:
                return None  # part of the holder handed over: not followed
    return frozenset(found)


def _call_of(statement: Node | None) -> Node | None:
    """The call an expression statement makes."""
    if statement is None or statement.type != "expression_statement":
        return None
    call = syntax.unparen(statement.named_children[0]) if statement.named_children else None
    return call if call is not None and call.type == "call_expression" else None


def _mentions(
    index: PackageIndex, node: Node, holders: frozenset[Var], *, declared: bool = True
) -> bool:
    """Whether ``node`` names one of ``holders`` (``declared``: where it is declared too)."""
    resolution = index.resolution(node)
    for ident in captures("(identifier) @id", node).get("id", []):
        var = resolution.var_of(ident)
        if var in holders and (declared or ident != var.decl):
            return True
    return False
