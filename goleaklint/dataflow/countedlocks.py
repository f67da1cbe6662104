"""Locks taken once per round of a counted loop and let go of once per round of a later
loop that counts back down.

::

    n := 0
    for ; more(); n++ {
        mu.RLock()
    }
    ...
    for ; n > 0; n-- {
        mu.RUnlock()
    }

The first loop takes the lock once per round and adds one to ``n``; the second lets go of
it once per round and takes one away, until ``n`` is back where it started. Paths cannot
see that the two loops run the same number of rounds, so each ``RLock`` looks left held on
the way out. The pair is balanced when:

* each loop's own header steps the counter (``n++``, ``n--``) and its body takes (or lets
  go of) the lock at its top level, and no round can end early (no ``break``,
  ``continue`` or ``goto`` in the body, and no way out of the function: a ``return``, or
  a call the control flow graph knows to end the goroutine or the process, such as
  ``panic``, ``t.Fatal`` or a failing ``require`` check): every round that starts does
  both;
* the counter starts at a constant ``k`` and the second loop runs while ``n > k`` (or
  ``n != k``, ``k < n``);
* nothing else sets the counter;
* every path out of the first loop reaches the second before it can leave the function
  (through a ``return`` or such a call).
"""

from __future__ import annotations

from collections.abc import Iterable

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Edge, Kind
from goleaklint.dataflow.package import PackageIndex, declared_value
from goleaklint.dataflow.receivers import writes
from goleaklint.dataflow.scope import Var
from goleaklint.parse import Node

# Blocks that end a round of a loop early, by leaving the function or the goroutine.
LEAVING = frozenset({Kind.RETURN, Kind.NORETURN, Kind.GOEXIT, Kind.CHECK})
JUMPS = frozenset({Edge.BREAK, Edge.CONTINUE, Edge.GOTO})
DOWN_TESTS = frozenset({">", "!="})  # n > k, n != k (and k < n, k != n)


def counted_pairs(
    index: PackageIndex, function: Node, acquires: Iterable[Node], releases: Iterable[Node]
) -> set[Node]:
    """The ``Lock`` calls among ``acquires`` that a release among ``releases`` (same
    mutex: the caller pairs them) balances round for round, as above."""
    cfg = index.cfg(function)
    downs = [d for d in (_counted_loop(index, cfg, r, "--") for r in releases) if d is not None]
    found: set[Node] = set()
    if not downs:
        return found
    for acquire in acquires:
        up = _counted_loop(index, cfg, acquire, "++")
        if up is None:
            continue
        head, loop, counter = up
        start = _start(index, counter)
        if start is None:
            continue
        for back_head, back, other in downs:
            if other != counter or not _counts_down_to(index, back, counter, start):
                continue
            if _always_reaches(cfg, head, back_head) and _only_steps(
                index, function, counter, loop, back
            ):
                found.add(acquire)
                break
    return found


def _counted_loop(
    index: PackageIndex, cfg: CFG, call: Node, step: str
) -> tuple[int, Node, Var] | None:
    """The ``for`` loop (its header block, and the loop) whose body holds ``call`` as a
    top-level statement, with its counter, when the loop's header steps the counter by
    ``step`` and no round can end early."""
    statement = call.parent
    loop = _enclosing_loop(statement)
    if statement is None or loop is None:
        return None
    if statement not in syntax.statements(loop.child_by_field_name("body")):
        return None
    update = _update(loop)
    kind = "inc_statement" if step == "++" else "dec_statement"
    if update is None or update.type != kind:
        return None
    operand = syntax.unparen(update.named_children[0]) if update.named_children else None
    if operand is None or operand.type != "identifier":
        return None
    counter = index.resolution(operand).var_of(operand)
    head = cfg.block_for(loop)
    if counter is None or head is None or head.kind != Kind.LOOP or _ends_early(cfg, head.id):
        return None
    return head.id, loop, counter


def _enclosing_loop(statement: Node | None) -> Node | None:
    """The ``for`` statement whose body block lists ``statement``."""
    holder = statement.parent if statement is not None else None
    while holder is not None and holder.type in syntax.STATEMENT_HOLDERS:
        holder = holder.parent
    return holder if holder is not None and holder.type == "for_statement" else None


def _ends_early(cfg: CFG, head: int) -> bool:
    """A round of the loop can stop before its end: a jump, or a way out."""
    return any(
        cfg.blocks[block].kind in LEAVING or any(kind in JUMPS for _, kind in cfg.successors(block))
        for block in cfg.loop_body.get(head, ())
    )


def _start(index: PackageIndex, counter: Var) -> int | None:
    """The constant the counter is declared with (``n := 0``, ``var n int``)."""
    if counter.kind != "local":
        return None
    value = declared_value(counter)
    if value is None:
        statement = counter.decl.parent
        plain = statement is not None and statement.type == "var_spec"
        return 0 if plain and counter.type_node is not None else None
    return index.constant(value)


def _counts_down_to(index: PackageIndex, loop: Node, counter: Var, start: int) -> bool:
    """The loop runs while the counter is above ``start``: ``n > k``, ``n != k``,
    ``k < n``, ``k != n``."""
    clause = next((c for c in loop.named_children if c.type == "for_clause"), None)
    condition = syntax.unparen(clause.child_by_field_name("condition")) if clause else None
    if condition is None or condition.type != "binary_expression":
        return False
    operator = condition.child_by_field_name("operator")
    left = syntax.unparen(condition.child_by_field_name("left"))
    right = syntax.unparen(condition.child_by_field_name("right"))
    if operator is None or left is None or right is None:
        return False
    spelled = syntax.text(operator)
    if _names(index, left, counter):
        return spelled in DOWN_TESTS and index.constant(right) == start
    if _names(index, right, counter):
        flipped = {"<": ">", "!=": "!="}.get(spelled)
        return flipped in DOWN_TESTS and index.constant(left) == start
    return False


def _names(index: PackageIndex, node: Node, var: Var) -> bool:
    return node.type == "identifier" and index.resolution(node).var_of(node) == var


def _always_reaches(cfg: CFG, first: int, second: int) -> bool:
    """Every path out of the loop headed by ``first`` reaches the one headed by ``second``
    before it can leave the function (its end, or a call that ends it)."""
    outs = {cfg.exit, cfg.abort}
    for target, kind in cfg.successors(first):
        if kind != Edge.LOOP_EXIT or target == second:
            continue
        if target in outs or outs & cfg.after(target, frozenset({second})):
            return False
    return True


def _only_steps(index: PackageIndex, function: Node, counter: Var, up: Node, down: Node) -> bool:
    """Nothing but the two loops' headers sets the counter (``n++``, ``n = 0``, ``&n``)."""
    allowed = [a for a in (_update(up), _update(down)) if a is not None]
    return all(
        any(syntax.contains(a, use.node) for a in allowed)
        for use in writes(index, function)
        if use.path[0] == counter
    )


def _update(loop: Node) -> Node | None:
    clause = next((c for c in loop.named_children if c.type == "for_clause"), None)
    return clause.child_by_field_name("update") if clause is not None else None
