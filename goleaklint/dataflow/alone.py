"""Channel operations no other goroutine can answer: the channel is still its maker's alone.

A function that makes a channel holds it alone until something else can reach it: a ``go``
statement, a function literal, a call or an assignment handed the channel (or the value
whose field holds it). Until then the maker is the only goroutine that could take what it
sends or send what it receives. A send that finds the buffer full waits for a receiver that
can never come (``ch := make(chan T, 1); ch <- a; ch <- b; go consume(ch)``), and a receive
that finds it empty for a sender that can never come (``<-done; go work(done)``). A call of
a package function on the holder (``c.start()``, ``fill(ch)``) counts the sends and receives
the callee makes on the channel before anything else in it touches what it was handed.

Only the statements of the maker's body after the ``make`` are read, in order, up to the
first that mentions the channel or its holder in any other way: a branch, a loop, a
``select`` or a ``close`` that mentions it ends the reading, so every operation counted runs
on every path that reaches the last one. A receive that is all the function ever does with
the channel (``forever := make(chan struct{}); <-forever``) parks on purpose, and is left
to the rules' other judgments.
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

CALL_DEPTH = 3  # package calls followed from the maker to an operation


@dataclass(frozen=True)
class Operation:
    node: Node  # the send statement, or the receive expression
    send: bool


@dataclass(frozen=True)
class Stuck:
    """``operation`` blocks forever: the maker holds the channel alone, and its buffer is
    full (a send: ``buffered`` are the sends filling it) or empty (a receive). ``via`` is
    the maker's call whose callee makes the operation."""

    channel: Channel
    operation: Operation
    buffered: tuple[Node, ...]
    via: Node | None
    needed: int | None = None  # a buffer that takes every send before anyone else can


@dataclass(frozen=True)
class _Step:
    """An operation of the maker's leading sequence, with the statement making it."""

    operation: Operation
    statement: Node
    position: int  # the statement's place in the maker's body
    own: bool  # the statement's own operation, not one of a callee it calls


def stuck_alone(index: PackageIndex, types: Types, channel: Channel) -> Stuck | None:
    """The first operation of ``channel``'s maker that blocks while the maker still holds
    the channel alone, if any; ``needed`` on the result is the buffer that would take
    every send of the maker's leading sequence (None for a receive, which no buffer
    helps)."""
    capacity = channel.capacity.value
    found = _leading(index, types, channel) if capacity is not None else None
    if capacity is None or found is None:
        return None
    steps, statements = found
    holders = frozenset(var for var, _ in channel.paths)
    buffered: list[Node] = []
    sent = False  # a send (or a call handed the channel) came before
    for step in steps:
        operation = step.operation
        full = operation.send and len(buffered) == capacity
        empty = not operation.send and not buffered
        if empty and not sent and step.own:
            later = statements[step.position + 1 :]
            if not any(_mentions(index, other, holders) for other in later):
                return None  # ``<-make(chan struct{})`` in two lines: parked on purpose
        if full or empty:
            via = None if step.own else _call_of(step.statement)
            needed = _most_buffered(steps) if operation.send else None
            return Stuck(channel, operation, tuple(buffered), via, needed)
        sent = sent or operation.send or not step.own
        if operation.send:
            buffered.append(operation.node)
        else:
            buffered.pop(0)
    return None


def _leading(
    index: PackageIndex, types: Types, channel: Channel
) -> tuple[list[_Step], list[Node]] | None:
    """The operations on the channel its maker makes while it holds it alone, in order,
    and the statements of the maker's body."""
    function = channel.function
    body = function.child_by_field_name("body")
    if body is None or syntax.has_goto(function):
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
    steps: list[_Step] = []
    for position, statement in enumerate(statements[start + 1 :], start + 1):
        if not _mentions(index, statement, holders):
            continue
        operations = _operations(index, types, statement, channel.paths, CALL_DEPTH)
        if operations is None:
            break  # the channel or its holder is handed on, closed, or tested here
        own = _own(statement)
        steps += [_Step(o, statement, position, o.node == own) for o in operations]
        if len(operations) != 1 or operations[0].node != own:
            break  # after a call the callee may have handed the channel on
    return steps, statements


def _most_buffered(steps: list[_Step]) -> int | None:
    """The most values the leading sequence ever leaves in the buffer, whatever its size;
    None when a receive would still find it empty."""
    count = most = 0
    for step in steps:
        count += 1 if step.operation.send else -1
        if count < 0:
            return None
        most = max(most, count)
    return most


def _own(statement: Node) -> Node | None:
    """The operation a statement makes itself: a send statement, or the receive of
    ``<-ch``, ``v := <-ch`` or ``v, ok = <-ch``."""
    if statement.type == "send_statement":
        return statement
    if statement.type == "expression_statement":
        value = syntax.unparen(statement.named_children[0]) if statement.named_children else None
    elif statement.type in ("short_var_declaration", "assignment_statement"):
        if syntax.token(statement, "=", ":=") is None:
            return None
        values = syntax.expressions(statement.child_by_field_name("right"))
        value = syntax.unparen(values[0]) if len(values) == 1 else None
    else:
        return None
    if value is None or value.type != "unary_expression" or not syntax.token(value, "<-"):
        return None
    return value


def _operations(
    index: PackageIndex, types: Types, statement: Node, paths: frozenset[Path], depth: int
) -> list[Operation] | None:
    """The operations on the channel that ``statement`` makes before it lets anything else
    reach the channel: its own send or receive (:func:`_own`) when the rest of it does not
    mention the holder, or the leading operations of a package function it calls with the
    holder as receiver or argument. None for any other use."""
    holders = frozenset(var for var, _ in paths)
    own = _own(statement)
    if own is not None:
        send = own == statement
        channel = own.child_by_field_name("channel" if send else "operand")
        if path_of(channel, index.resolution(statement)) not in paths:
            return None
        rest = statement.child_by_field_name("value" if send else "left")
        if rest is not None and _mentions(index, rest, holders):
            return None
        return [Operation(own, send)]
    call = _call_of(statement)
    if call is None or depth == 0:
        return None
    definition = types.callee(call)
    if definition is None:
        return None
    callee = definition.node
    handed = _handed_paths(index, call, callee, paths)
    body = callee.child_by_field_name("body")
    if handed is None or body is None or syntax.has_goto(callee):
        return None
    found: list[Operation] = []
    inner_holders = frozenset(var for var, _ in handed)
    for inner in syntax.statements(body):
        if not _mentions(index, inner, inner_holders):
            continue
        taken = _operations(index, types, inner, handed, depth - 1)
        found.extend(taken or ())
        if taken is None or len(taken) != 1 or taken[0].node != _own(inner):
            break  # anything but the statement's own operation may hand the channel on
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
    holders = frozenset(var for var, _ in paths)
    handed = syntax.handed(call, callee)
    values = [value for value, _ in handed]
    selector = syntax.unparen(call.child_by_field_name("function"))
    operand = selector.child_by_field_name("operand") if selector is not None else None
    for value in (operand, *syntax.call_arguments(call)):
        if value is not None and value not in values and _mentions(index, value, holders):
            return None  # handed where no parameter lines up (a variadic one)
    for value, name in handed:
        if not _mentions(index, value, holders):
            continue
        path = path_of(value, resolution)
        var = callee_resolution.declared_at.get(name)
        if path is None or var is None:
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
    spelled = node.text or b""
    if not any(var.name.encode() in spelled for var in holders):
        return False  # (most statements: no need to resolve their identifiers)
    resolution = index.resolution(node)
    for ident in captures("(identifier) @id", node).get("id", []):
        var = resolution.var_of(ident)
        if var in holders and (declared or ident != var.decl):
            return True
    return False
