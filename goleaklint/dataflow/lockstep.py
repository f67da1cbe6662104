"""Helpers that talk to a request/reply goroutine in lock-step.

::

    func ask(req, rep chan int, n int) (total int) {
        for i := 0; i < n; i++ {
            req <- i
            total += <-rep
        }
        return total
    }

Every request ``ask`` sends, it waits for the reply to before it sends the next one or
returns. A goroutine that answers each request once (:mod:`replies`) is therefore owed no
reply once a call of ``ask`` returns, however many requests the call sent: the calling
function owes it nothing for that call.

A helper is lock-step for a pair of its channel parameters when, on every path through
its body, a send on the request parameter is followed by a receive from the reply
parameter before the next send and before the way out (a return, or a panic or test
failure leaving it), and it does nothing else with either channel (a ``len`` aside): it
does not pass them on, and no literal of its uses them.
"""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node


def lockstep_call(index: PackageIndex, requests: Channel, replies: Channel, call: Node) -> bool:
    """The call hands the request and reply channels to a helper that waits for each
    reply before its next request or its return (:func:`lockstep`)."""
    found = index.callee(call)
    if found is None or found[1] is not None:
        return False
    callee = found[0]
    resolution = index.resolution(call)
    slots: dict[str, int] = {}
    for position, argument in enumerate(syntax.call_arguments(call)):
        var = resolution.var_of(argument) if argument.type == "identifier" else None
        if var is None:
            continue
        for name, channel in (("request", requests), ("reply", replies)):
            if channel.holds((var, None)):
                slots[name] = position
    if len(slots) != 2:
        return False
    request = index.param_var(callee, slots["request"])
    reply = index.param_var(callee, slots["reply"])
    return request is not None and reply is not None and lockstep(index, callee, request, reply)


def lockstep(index: PackageIndex, callee: Node, request: Var, reply: Var) -> bool:
    """Whether ``callee`` waits for a reply on ``reply`` after each request it sends on
    ``request``, before sending again or leaving (as above)."""
    steps: list[tuple[Node, bool]] = []  # (where, is a request send)
    for use in index.uses_within(callee):
        var = use.path[0]
        if var not in (request, reply):
            continue
        if use.path[1] is not None or use.function != callee:
            return False
        if use.kind == UseKind.QUERY:
            continue
        if var == request and use.kind == UseKind.SEND:
            steps.append((use.node, True))
        elif var == reply and use.kind == UseKind.RECV:
            steps.append((use.node, False))
        else:
            return False
    if not any(sends for _, sends in steps):
        return False
    return _always_answered(index, callee, steps)


def _always_answered(index: PackageIndex, callee: Node, steps: list[tuple[Node, bool]]) -> bool:
    """No path sends a request while one is unanswered, nor leaves with one unanswered."""
    cfg = index.cfg(callee)
    by_block: dict[int, list[tuple[int, bool]]] = {}
    for node, sends in steps:
        holder = cfg.block_for(node)
        if holder is None:
            return False
        by_block.setdefault(holder.id, []).append((node.start_byte, sends))
    for events in by_block.values():
        events.sort()
    seen: set[tuple[int, bool]] = set()
    pending = [(cfg.entry, False)]
    while pending:
        block, owing = pending.pop()
        if (block, owing) in seen:
            continue
        seen.add((block, owing))
        for _, sends in by_block.get(block, []):
            if sends and owing:
                return False
            owing = sends
        if owing and block in (cfg.exit, cfg.abort):
            return False
        pending.extend((successor, owing) for successor, _ in cfg.successors(block))
    return True
