"""Receivers that stop only after a receipt, on channels that carry one value.

A receiving loop can stop (``case <-c.serverDone: serverDone = true; if clientDone &&
serverDone { return }``), and a plain send on ``c.clientDone`` after that waits forever.
Not when two facts hold together:

- **the loop leaves only after receiving from the channel**: every path of the receiving
  function that leaves the loop has passed the receive first, the path's own values ruling
  the others out (``clientDone`` starts false and only the ``clientDone`` case sets it, so
  the loop returns only once that case has run);
- **the channel carries one value**: each send on it is followed at once by its close
  (``c.clientDone <- err; close(c.clientDone)``), and it is sent on nowhere else. A second
  send would panic on the closed channel, or be waiting in it when the close comes and
  panic there: a crash, never a goroutine waiting forever.

Then the one value is the one the loop waits for before it can stop: the send always has
its receiver.
"""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG
from goleaklint.dataflow.fields import FieldOps
from goleaklint.dataflow.package import PackageIndex
from goleaklint.parse import Node


def carries_one_value(index: PackageIndex, ops: FieldOps) -> bool:
    """Every send on the field is outside loops and followed at once by ``close`` of the
    channel it sent on, and no function it is handed to sends on it."""
    if not ops.send_sites or ops.indirect_feeds:
        return False
    return all(_closed_right_after(index, node, function) for node, function in ops.send_sites)


def leaves_only_after_receipt(index: PackageIndex, receive: Node, function: Node) -> bool:
    """Every path of ``function`` that leaves the loop around ``receive`` passes the
    receive first, given what the path's own assignments and tests show (a walk that runs
    out of budget proves nothing)."""
    cfg = index.cfg(function)
    block = cfg.block_for(receive)
    if block is None:
        return False
    loop = _outermost_loop(cfg, block.id)
    if loop is None:
        return False
    head, body = loop
    values = index.path_values(function)
    for edge in values.edges_from(cfg.entry, values.start(), within=lambda b: b != block.id):
        if edge is None:
            return False
        source, target = edge
        if source in body and target not in body and target not in (head, cfg.abort):
            return False
    return True


def _outermost_loop(cfg: CFG, block: int) -> tuple[int, frozenset[int]] | None:
    """The head and body of the outermost loop around ``block`` (the loop a receiver
    serves); going back to the head is the next round, not a way out."""
    heads = cfg.loops_containing(block)
    if not heads:
        return None
    head = max(heads, key=lambda h: len(cfg.loop_body[h]))
    return head, cfg.loop_body[head]


def _closed_right_after(index: PackageIndex, channel: Node, function: Node) -> bool:
    """The send statement on ``channel`` is in no loop of ``function``, and the statement
    after it closes the same channel, spelled the same way."""
    send = channel.parent
    if send is None or send.type != "send_statement" or send.parent is None:
        return False
    cfg = index.cfg(function)
    block = cfg.block_for(send)
    if block is None or cfg.loops_containing(block.id):
        return False
    following = send.next_named_sibling
    while following is not None and following.type == "comment":
        following = following.next_named_sibling
    if following is None or following.type != "expression_statement":
        return False
    call = following.named_children[0] if following.named_children else None
    if call is None or call.type != "call_expression" or syntax.call_name(call) != "close":
        return False
    arguments = syntax.call_arguments(call)
    return len(arguments) == 1 and syntax.text(syntax.unparen(arguments[0])) == syntax.text(channel)
