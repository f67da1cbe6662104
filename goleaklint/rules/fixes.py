"""Suggested fixes shared by the channel rules, built as gofmt-clean text edits."""

from __future__ import annotations

from collections.abc import Iterable

from goleaklint import edits, syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.abandon import Stranding, flat_events, make_block
from goleaklint.dataflow.buffers import required_buffer
from goleaklint.dataflow.cfg import CFG, Kind
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.effects import Call, Escape, Event, Launch, Op
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node
from goleaklint.rule import Applicability, Edit, Fix


def buffer_fix(
    analysis: PackageAnalysis, stranding: Stranding, events: dict[int, list[Event]]
) -> Fix | None:
    """GL001: give the channel room for every value its goroutines send."""
    channel = stranding.channel
    needed = required_buffer(analysis.index, channel, events)
    if needed is None:
        return None
    sends = [site.node for w in stranding.waiters for site in w.sites]
    return capacity_fix(analysis, channel, needed, sends)


def capacity_fix(
    analysis: PackageAnalysis, channel: Channel, needed: str, sends: Iterable[Node]
) -> Fix | None:
    """``make(chan T, needed)`` for the channel: safe when every one of ``sends`` is its
    goroutine's last action (nothing waits behind a send the buffer now takes)."""
    made = syntax.make_channel(channel.make)
    if made is None:
        return None
    go_file = analysis.index.file_of(channel.make)
    element, capacity = made
    if capacity is None:
        edit = edits.insert_after(go_file, element, f", {needed}")
    else:
        edit = edits.replace(go_file, capacity, needed)
    safe = all(send_is_final(analysis, send) for send in sends)
    return Fix(
        f"Give `{channel.name}` a buffer of {needed}",
        (edit,),
        Applicability.SAFE if safe else Applicability.UNSAFE,
    )


def send_is_final(analysis: PackageAnalysis, send: Node) -> bool:
    """The send is the goroutine's last action: nothing observable waits behind it."""
    function = analysis.index.enclosing_function(send)
    if function is None:
        return False
    cfg = analysis.index.cfg(function)
    block = cfg.block_for(send)
    if block is None or cfg.loops_containing(block.id):
        return False
    if any(b.kind == Kind.DEFER for b in cfg.blocks):
        return False
    return all(cfg.blocks[s].kind in (Kind.RETURN, Kind.END) for s, _ in cfg.successors(block.id))


def close_fix(
    analysis: PackageAnalysis, channel: Channel, events: dict[int, list[Event]]
) -> Fix | None:
    """GL002/GL003: close the channel when the function that owns it returns.

    Explicit ``close`` calls that are the last thing before a return move into the ``defer``;
    any other close (in a loop, followed by more work, in a helper) means no fix is offered.
    """
    cfg = analysis.index.cfg(channel.function)
    made_at = make_block(cfg, channel)
    statement = cfg.blocks[made_at].node if made_at >= 0 else None
    if statement is None or cfg.loops_containing(made_at):
        return None
    go_file = analysis.index.file_of(channel.make)
    if not edits.ends_its_line(go_file, statement):
        return None
    removals: list[Edit] = []
    for block, event in flat_events(events):
        if isinstance(event, Launch) and event.effects.sends:
            return None  # a goroutine still sends: closing at return could make it panic
        if isinstance(event, Call) and event.effects.closes:
            return None
        if isinstance(event, Op) and event.kind == UseKind.CLOSE:
            removal = movable_close(analysis, cfg, block)
            if removal is None:
                return None
            removals.append(removal)
    insert = edits.line_after(go_file, statement, f"defer close({channel.name})")
    owner = analysis.function_phrase(channel.function)
    return Fix(
        f"Close `{channel.name}` with `defer` when {owner} returns",
        (insert, *removals),
        Applicability.UNSAFE,
    )


def close_before_return_fix(
    analysis: PackageAnalysis, stranding: Stranding, events: dict[int, list[Event]]
) -> Fix | None:
    """GL003, when the close cannot move into a ``defer`` (the function waits for the
    ranging goroutine after it): close the channel at the return that skips it, when no
    path that has closed it reaches that return and nothing but the function sends on it."""
    channel = stranding.channel
    block = stranding.abandonment.block
    node = block.node
    if block.kind != Kind.RETURN or node is None or node.type != "return_statement":
        return None
    cfg = analysis.index.cfg(channel.function)
    for at, event in flat_events(events):
        if isinstance(event, Escape):
            return None  # a literal holding it may still send once it is closed
        if isinstance(event, (Call, Launch)) and event.effects.anywhere(
            lambda e: bool(e.sends or e.closes)
        ):
            return None
        if isinstance(event, Op) and event.kind == UseKind.CLOSE and block.id in cfg.after(at):
            return None  # closed already on some path to this return
    go_file = analysis.index.file_of(node)
    if not edits.starts_its_line(go_file, node):
        return None
    close = edits.line_before(
        go_file, node, f"close({channel.name})", edits.indentation(go_file, node)
    )
    return Fix(f"Close `{channel.name}` before this return", (close,), Applicability.UNSAFE)


def movable_close(analysis: PackageAnalysis, cfg: CFG, block: int) -> Edit | None:
    """Delete a statement (``close(ch)``, ``mu.Unlock()``) that is the last thing before a
    return, so that a ``defer`` can take its place."""
    node = cfg.blocks[block].node
    if node is None or cfg.blocks[block].kind != Kind.STMT or node.type != "expression_statement":
        return None
    if cfg.loops_containing(block):
        return None
    successors = [cfg.blocks[s] for s, _ in cfg.successors(block)]
    if not all(s.kind in (Kind.RETURN, Kind.END) for s in successors):
        return None
    if any(
        s.kind == Kind.RETURN and s.node is not None and _may_wait(analysis, s.node)
        for s in successors
    ):
        return None  # ``close(ch); return <-done``: the result waits for what the close ends
    go_file = analysis.index.file_of(node)
    if not edits.alone_on_its_lines(go_file, node):
        return None
    return edits.delete_lines(go_file, node)


# Builtins and conversions a return may call without waiting for anything.
NON_WAITING_BUILTINS = frozenset(
    {"len", "cap", "append", "make", "new", "min", "max", "string", "int", "error"}
)


def _may_wait(analysis: PackageAnalysis, statement: Node) -> bool:
    """The statement receives from a channel or calls a method or a function of the package
    (``return <-done``, ``return g.Wait()``): a deferred release runs only after it, so it
    must not wait for what the release ends. Functions of other packages (``fmt.Errorf``)
    and builtins cannot wait on the function's own channels and locks."""
    for node in syntax.descendants_outside_closures(statement):
        if syntax.is_receive(node):
            return True
        if node.type == "call_expression":
            name = analysis.objects.qualified_call(node)
            if name is None or not ("." in name or name in NON_WAITING_BUILTINS):
                return True
    return False


def deferrable_statement(analysis: PackageAnalysis, function: Node, call: Node) -> Node | None:
    """The statement of an acquiring ``call`` after which a ``defer`` of its release can be
    inserted: a statement of its own, ending its line, outside any loop (a deferred release
    in a loop would run only when the function returns)."""
    statement = call.parent
    if statement is None or statement.type != "expression_statement":
        return None
    if not edits.ends_its_line(analysis.index.file_of(call), statement):
        return None
    return statement if analysis.outside_loops(function, call) else None


def defer_unlock_fix(analysis: PackageAnalysis, function: Node, lock: Node) -> Fix | None:
    """GL104: release the lock with ``defer`` right after taking it.

    Explicit unlocks that are the last thing before a return move into the ``defer``; any
    other unlock, or a second critical section on the same mutex, means no fix is offered.
    """
    statement = deferrable_statement(analysis, function, lock)
    function_node = lock.child_by_field_name("function")
    if statement is None or function_node is None:
        return None
    receiver, _, method = syntax.text(function_node).rpartition(".")
    unlock = "RUnlock" if method == "RLock" else "Unlock"
    go_file = analysis.index.file_of(lock)
    cfg = analysis.index.cfg(function)
    removals: list[Edit] = []
    events = analysis.locks.events(function)
    keys = {op.key for ops in events.values() for op in ops if op.node == lock}
    for block, ops in events.items():
        for op in ops:
            text = syntax.text(op.node.child_by_field_name("function"))
            if op.key in keys and not text.startswith(receiver + "."):
                return None  # ``unlock()`` of a method value: removed, its binding is left unused
            if not text.startswith(receiver + "."):
                continue
            if op.acquire and op.node != lock:
                return None  # another critical section on the same mutex
            if not op.acquire:
                if op.deferred:
                    return None
                removal = movable_close(analysis, cfg, block)
                if removal is None:
                    return None
                removals.append(removal)
    insert = edits.line_after(go_file, statement, f"defer {receiver}.{unlock}()")
    return Fix(
        f"Release `{receiver}` with `defer {receiver}.{unlock}()`",
        (insert, *removals),
        Applicability.UNSAFE,
    )
