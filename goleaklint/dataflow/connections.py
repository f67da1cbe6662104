"""Goroutines that can send only once a connection reaches the function's own listener.

A test often accepts on a listener in a goroutine and dials it itself::

    ln, err := net.Listen("tcp", "127.0.0.1:0")
    defer ln.Close()
    go func() {
        conn, err := ln.Accept()
        if err != nil {
            return
        }
        connCh <- conn
    }()
    c, err := net.Dial("tcp", ln.Addr().String())
    if err != nil {
        t.Fatal(err)
    }

The listener is the function's own (:func:`listeners.own_listeners`) and its address is
read only in that one ``Dial``'s arguments, so nothing else can connect to it. A plain
stream ``Dial`` (TCP or Unix) that fails has connected nothing: the goroutine is still
waiting in ``Accept``, which fails only once the listener is closed, and it leaves without
sending. When no send of the goroutine can be reached once its ``Accept`` fails, it owes
its sends only from the ``Dial``'s success on: a way out on the ``Dial``'s failure leaves
nothing behind (:func:`connection_gates`).

The other way round (:func:`dial_joins`), a goroutine dials the address of a listener the
function holds (its own, or an object it made around one: ``&Listener{Listener: l}``) and
sends only when that ``Dial`` fails; the function accepts. A listener's ``Accept`` that
cannot fail while it is open returns only once a connection has come, and only the
goroutine's one ``Dial`` knows the address: once the function's ``Accept`` has returned, the
goroutine's ``Dial`` has succeeded, and none of its sends will come.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Block, Edge, Kind
from goleaklint.dataflow.effects import Launch
from goleaklint.dataflow.listeners import own_listeners
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.uses import UseKind, method_calls_on
from goleaklint.dataflow.values import NIL, NONNIL, Value, passing_check
from goleaklint.parse import Node

DIAL_CALL = re.compile(r"net\.Dial(?:Timeout)?")
DIAL_TEXT = re.compile(rb"\bnet\.Dial")
STREAM_NETWORKS = frozenset({'"tcp"', '"tcp4"', '"tcp6"', '"unix"'})
FAILED_ACCEPT: tuple[Value, ...] = (NIL, NONNIL)
CONNECTED: tuple[Value, ...] = (NONNIL, NIL)
# What an address read may sit in on its way into a call's arguments (``.String()``).
_ADDRESS_PARTS = frozenset({"call_expression", "selector_expression", "parenthesized_expression"})


def connection_gates(
    index: PackageIndex, launcher: Node, launches: dict[Node, Launch]
) -> dict[Node, frozenset[int]]:
    """Go statements of ``launches`` whose goroutine sends only past an ``Accept`` on one
    of the launcher's own listeners, with the blocks where the launcher's sole ``Dial`` of
    that listener has succeeded: from there on it owes its sends."""
    gates: dict[Node, frozenset[int]] = {}
    dials = bool(launches) and index.matches(launcher, DIAL_TEXT)
    listeners = own_listeners(index, launcher) if dials else []
    if not listeners:
        return gates
    cfg = index.cfg(launcher)
    for listener in listeners:
        dial = _sole_dial(index, launcher, listener.var)
        dial_block = cfg.block_id_for(dial) if dial is not None else None
        if dial is None or dial_block is None or cfg.loops_containing(dial_block):
            continue
        success = _success_blocks(index, cfg, dial)
        if not success:
            continue
        for go, launch in launches.items():
            go_block = cfg.block_id_for(go)
            if (
                go in gates
                or go_block is None
                or cfg.loops_containing(go_block)
                or not cfg.all_after(go_block, [dial_block])
                or not _sends_once_accepted(index, launch, listener.var)
            ):
                continue
            gates[go] = success
    return gates


@dataclass(frozen=True)
class DialFailures:
    """A goroutine's sends it reaches only when its ``Dial`` of a listener the launcher
    holds fails, and the launcher's blocks where that listener has accepted a connection:
    on any way out through one of them, those sends will not come."""

    sends: frozenset[Node]
    accepted: frozenset[int]
    every_send: bool  # all the goroutine's sends on the channel are such sends


def dial_failures(
    index: PackageIndex, launcher: Node, launches: dict[Node, Launch]
) -> dict[Node, DialFailures]:
    """For each go statement of ``launches`` whose goroutine literal dials the address of a
    listener the launcher holds, read nowhere else, and accepts on through calls that
    return only once a connection has come (:attr:`PackageIndex.connecting_calls`): the
    sends it reaches only when that ``Dial`` fails."""
    accepting = index.connecting_calls(launcher) if index.connecting_calls else {}
    if not accepting:
        return {}
    cfg = index.cfg(launcher)
    found: dict[Node, DialFailures] = {}
    for go, launch in launches.items():
        dial = _goroutine_dial(launch)
        holder = _address_holder(index, dial) if dial is not None else None
        if dial is None or holder is None or _sole_dial(index, launcher, holder) != dial:
            continue
        accepted = frozenset(
            block
            for call, var in accepting.items()
            if var == holder and (block := cfg.block_id_for(call)) is not None
        )
        sends = _unreached_sends(index, launch, {dial: CONNECTED})
        if accepted and sends:
            every = len(sends) == len(launch.effects.blocking_sends)
            found[go] = DialFailures(frozenset(sends), accepted, every)
    return found


def dial_joins(failures: dict[Node, DialFailures]) -> dict[int, frozenset[Node]]:
    """Blocks of the launcher, by the go statements it meets there past their last send:
    where a goroutine that sends only when its ``Dial`` fails is known connected."""
    met: dict[int, frozenset[Node]] = {}
    for go, failure in failures.items():
        if failure.every_send:
            for block in failure.accepted:
                met[block] = met.get(block, frozenset()) | {go}
    return met


def _goroutine_dial(launch: Launch) -> Node | None:
    """The goroutine literal's one plain stream ``Dial``."""
    goroutine = launch.function
    if goroutine is None or goroutine.type != "func_literal":
        return None
    dials = [
        node
        for node in syntax.descendants_outside_closures(goroutine)
        if node.type == "call_expression" and _is_stream_dial(node)
    ]
    return dials[0] if len(dials) == 1 else None


def _unreached_sends(
    index: PackageIndex, launch: Launch, known: dict[Node, tuple[Value, ...]]
) -> list[Node]:
    """The goroutine's blocking sends that no path of its own code reaches when the calls
    of ``known`` give those results."""
    goroutine = launch.function
    if goroutine is None:
        return []
    cfg = index.cfg(goroutine)
    reached = index.path_values(goroutine).with_results(known).reachable()
    return [
        site.node
        for site in launch.effects.blocking_sends
        if (block := cfg.block_id_for(site.node)) is not None and block not in reached
    ]


def _address_holder(index: PackageIndex, dial: Node) -> Var | None:
    """The variable whose ``Addr()`` the ``Dial``'s address argument reads (``ln`` of
    ``ln.Addr().String()``)."""
    arguments = syntax.call_arguments(dial)
    address = arguments[1] if len(arguments) > 1 else None
    nodes = (address, *syntax.descendants_outside_closures(address)) if address else ()
    reads = [node for node in nodes if syntax.method_operand(node, "Addr") is not None]
    if len(reads) != 1:
        return None
    operand = syntax.method_operand(reads[0], "Addr")
    if operand is None or operand.type != "identifier":
        return None
    return index.resolution(dial).var_of(operand)


def _sends_once_accepted(index: PackageIndex, launch: Launch, listener: Var) -> bool:
    """The goroutine is a literal that accepts on ``listener``, and none of its sends can
    be reached once those ``Accept`` calls fail."""
    goroutine = launch.function
    sends = launch.effects.blocking_sends
    if goroutine is None or goroutine.type != "func_literal" or not sends:
        return False
    resolution = index.resolution(goroutine)
    accepts = {
        call: FAILED_ACCEPT
        for call, _, method in method_calls_on(goroutine, {(listener, None)}, resolution)
        if method == "Accept"
    }
    return bool(accepts) and len(_unreached_sends(index, launch, accepts)) == len(sends)


def _sole_dial(index: PackageIndex, launcher: Node, holder: Var) -> Node | None:
    """The one plain stream ``Dial``, in the launcher or a literal of it, that every read
    of the holder's address (``ln.Addr()``) feeds, directly or through a variable read
    only there: only it can connect to the listener."""
    dial: Node | None = None
    for use in index.uses_within(launcher):
        if use.path != (holder, None) or use.kind != UseKind.RECEIVER:
            continue
        if use.method != "Addr":
            continue
        found = _dial_fed(index, launcher, use.call)
        if found is None or (dial is not None and found != dial):
            return None
        dial = found
    return dial


def _dial_fed(index: PackageIndex, launcher: Node, read: Node | None) -> Node | None:
    """The ``Dial`` call whose arguments the address ``read`` (``ln.Addr()``) ends in: it
    is among them (through ``.String()``), or it sets a variable whose every read is
    among one ``Dial``'s."""
    node = read
    while node is not None and node.parent is not None:
        parent = node.parent
        if parent.type == "argument_list":
            call = parent.parent
            return call if call is not None and _is_stream_dial(call) else None
        if parent.type not in _ADDRESS_PARTS:
            break
        node = parent
    values = node.parent if node is not None else None
    declaration = values.parent if values is not None else None
    if declaration is None or declaration.type != "short_var_declaration":
        return None
    names = syntax.expressions(declaration.child_by_field_name("left"))
    if len(names) != 1 or names[0].type != "identifier":
        return None
    var = index.resolution(launcher).var_of(names[0])
    if var is None or var.kind != "local":
        return None
    dials = {
        _dial_fed(index, launcher, use.node)
        for use in index.uses_within(launcher)
        if use.path[0] == var and use.node != names[0]
    }
    return dials.pop() if len(dials) == 1 else None


def _is_stream_dial(call: Node) -> bool:
    """``net.Dial`` or ``net.DialTimeout`` on a TCP or Unix stream network."""
    function = call.child_by_field_name("function")
    arguments = syntax.call_arguments(call)
    return (
        function is not None
        and DIAL_CALL.fullmatch(syntax.text(function)) is not None
        and bool(arguments)
        and syntax.text(arguments[0]) in STREAM_NETWORKS
    )


def _success_blocks(index: PackageIndex, cfg: CFG, dial: Node) -> frozenset[int]:
    """Where the launcher goes on once the ``Dial`` has succeeded: the edge of the test of
    its error right after it (``if err != nil {``, ``require.NoError(t, err)``) on which
    the error is nil."""
    statement = dial.parent.parent if dial.parent is not None else None
    if statement is None or statement.type not in ("short_var_declaration", "assignment_statement"):
        return frozenset()
    targets = syntax.expressions(statement.child_by_field_name("left"))
    if len(targets) != 2 or targets[1].type != "identifier":
        return frozenset()
    error = syntax.text(targets[1])
    test = statement.next_named_sibling
    while test is not None and test.type == "comment":
        test = test.next_named_sibling
    block = cfg.block_for(test) if test is not None else None
    if block is None:
        return frozenset()
    wanted: Edge | None = None
    if block.kind == Kind.COND and test is not None and block.node == test:
        wanted = _nil_edge(test.child_by_field_name("condition"), error)
    elif block.kind == Kind.CHECK and _checks_nil(block, error):
        wanted = Edge.NEXT
    return frozenset(t for t, kind in cfg.successors(block.id) if kind == wanted)


def _nil_edge(condition: Node | None, error: str) -> Edge | None:
    """The edge of ``err != nil`` (false) or ``err == nil`` (true) on which it is nil."""
    node = syntax.unparen(condition)
    if node is None or node.type != "binary_expression":
        return None
    sides = {syntax.text(node.child_by_field_name(f)) for f in ("left", "right")}
    if sides != {error, "nil"}:
        return None
    operator = syntax.token(node, "==", "!=")
    return {"!=": Edge.FALSE, "==": Edge.TRUE}.get(operator or "")


def _checks_nil(block: Block, error: str) -> bool:
    """``require.NoError(t, err)`` or another check that passes only when ``err`` is nil."""
    check = passing_check(block)
    return check is not None and check[1] == NIL and syntax.text(check[0]) == error
