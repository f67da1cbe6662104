"""Range loops over a channel that only the function's own statements can close.

``for v := range ch`` leaves by running out only once ``ch`` is closed. When ``ch`` is a local
channel of the function that nothing but the function's own ``close(ch)`` statements can
close (goroutines it starts may send on it or receive from it, never close it, and it is
never handed to a call or stored anywhere), a path leaves the loop that way only after one
of those statements ran. The value domain (:mod:`goleaklint.dataflow.values`) keeps one flag
per such channel: a ``close`` sets it, and a loop's exit edge needs it. What closes with the
channel (``close(completed); close(compile)``) is then known closed after the loop too.

The channels of the ``time`` package are never closed at all: a range over a ticker's or
timer's ``C`` (``t := time.NewTicker(d)``, or ``time.NewTicker(d).C`` itself) or over
``time.Tick(d)`` never runs out, and a path leaves such a loop only by ``break``,
``return`` or ``goto``. Nor is a channel field that its package only sends on, receives
from and fills with ``make`` (the caller's ``unclosed``: closed by anyone else, the
package's next send would panic).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG
from goleaklint.dataflow.scope import Resolution, Var
from goleaklint.parse import Node

# Uses of a channel that neither close it nor let anything else hold it.
_OPERAND_PARENTS = frozenset({"send_statement", "range_clause"})
_READ_ONLY_CALLS = frozenset({"len", "cap"})
# ``time`` calls whose value is a channel nothing ever closes (a ticker's or timer's ``C``
# is another: see ``timers.TIMER_CONSTRUCTORS``).
_UNCLOSED_CHANNEL_CALLS = frozenset({"time.Tick", "time.After"})


@dataclass(frozen=True)
class Drain:
    """Range loops over one channel (their LOOP blocks) that run out only after one of
    ``closes`` ran."""

    heads: tuple[int, ...]
    closes: frozenset[int]  # blocks whose statement is ``close(ch)``


def drains(
    cfg: CFG, resolution: Resolution, unclosed: Callable[[Node], bool] | None = None
) -> list[Drain]:
    """The function's range loops over channels only its own ``close`` statements close,
    and (first, with no closes) those over channels nothing closes: ``unclosed`` tells
    about channel expressions the function alone cannot judge."""
    loops: dict[Var, list[int]] = {}
    endless: list[int] = []
    for head in sorted(cfg.loop_body):
        channel = _ranged_channel(cfg.blocks[head].loop)
        if channel is None:
            continue
        if _never_closed(channel, resolution) or (unclosed is not None and unclosed(channel)):
            endless.append(head)
            continue
        var = resolution.var_of(channel) if channel.type == "identifier" else None
        if var is not None and var.kind == "local" and var.owner == cfg.function:
            loops.setdefault(var, []).append(head)
    found: list[Drain] = [Drain(tuple(endless), frozenset())] if endless else []
    if not loops:
        return found
    uses: dict[Var, list[Node]] = {}
    for ident, var in resolution.uses.items():
        if var in loops:
            uses.setdefault(var, []).append(ident)
    for var, heads in loops.items():
        closes = _own_closes(cfg, resolution, var, uses.get(var, []))
        if closes is not None:
            found.append(Drain(tuple(heads), closes))
    return found


def _ranged_channel(loop: Node | None) -> Node | None:
    """What a ``for ... range x`` loop ranges over."""
    if loop is None:
        return None
    clause = next((c for c in loop.named_children if c.type == "range_clause"), None)
    return syntax.unparen(clause.child_by_field_name("right")) if clause is not None else None


def _never_closed(channel: Node, resolution: Resolution) -> bool:
    """``time.Tick(d)``, or the ``C`` of ``time.NewTicker(d)`` (or a timer), made right
    there or held in a local ``t := time.NewTicker(d)``."""
    if channel.type == "call_expression":
        return _time_call(channel, resolution) in _UNCLOSED_CHANNEL_CALLS
    if channel.type != "selector_expression":
        return False
    field = channel.child_by_field_name("field")
    holder = syntax.unparen(channel.child_by_field_name("operand"))
    if field is None or syntax.text(field) != "C" or holder is None:
        return False
    from goleaklint.dataflow.package import declared_value
    from goleaklint.dataflow.timers import TIMER_CONSTRUCTORS

    if holder.type == "call_expression":  # ``for range time.NewTicker(d).C``
        return _time_call(holder, resolution) in TIMER_CONSTRUCTORS
    var = resolution.var_of(holder) if holder.type == "identifier" else None
    if var is None or var.kind != "local":
        return False
    value = declared_value(var, resolution.parent)
    return value is not None and _time_call(value, resolution) in TIMER_CONSTRUCTORS


def _time_call(node: Node, resolution: Resolution) -> str | None:
    """``time.X`` when ``node`` calls function ``X`` of the ``time`` package."""
    call = syntax.unparen(node)
    if call is None or call.type != "call_expression":
        return None
    function = call.child_by_field_name("function")
    operand = function.child_by_field_name("operand") if function is not None else None
    if operand is None or operand.type != "identifier" or resolution.var_of(operand):
        return None
    return syntax.call_name(call)


def _own_closes(
    cfg: CFG, resolution: Resolution, var: Var, uses: list[Node]
) -> frozenset[int] | None:
    """The blocks of the function's own ``close(var)`` statements, when the channel is made
    where it is declared and every other use only sends, receives, ranges or measures; None
    when anything else could close it."""
    from goleaklint.dataflow.package import declared_value

    if syntax.make_channel(declared_value(var, resolution.parent)) is None:
        return None  # made elsewhere, or given by a call: someone else may hold it
    closes: set[int] = set()
    for ident in uses:
        parent = resolution.parent(ident)
        if parent is None:
            return None
        if parent.type in _OPERAND_PARENTS and _is_channel_operand(parent, ident):
            continue
        if parent.type == "unary_expression" and syntax.is_receive(parent):
            continue
        call = resolution.parent(parent) if parent.type == "argument_list" else None
        name = syntax.call_name(call) if call is not None else None
        if name in _READ_ONLY_CALLS:
            continue
        if name != "close" or call is None:
            return None
        statement = resolution.parent(call)
        if statement is None or statement.type != "expression_statement":
            return None  # deferred, started with ``go``, or inside an expression
        if resolution.owner(call) != cfg.function:
            return None  # a literal closes it: some goroutine may
        block = cfg.block_for(statement)
        if block is None:
            return None
        closes.add(block.id)
    return frozenset(closes)


def _is_channel_operand(parent: Node, ident: Node) -> bool:
    field = "channel" if parent.type == "send_statement" else "right"
    return syntax.unparen(parent.child_by_field_name(field)) == ident
