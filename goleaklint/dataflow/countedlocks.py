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
  go of) the lock at its top level, with no ``break``, ``continue``, ``return`` or
  ``goto`` in it: every round that starts does both;
* the counter starts at a constant ``k`` and the second loop runs while ``n > k`` (or
  ``n != k``, ``k < n``);
* nothing else sets the counter;
* the two loops are statements of one block, the second after the first, and no way out
  (``return``, ``goto``, ``break``, ``continue``, ``panic``, a test's ``Fatal``) lies
  between them.
"""

from __future__ import annotations

from collections.abc import Iterable

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex, declared_value
from goleaklint.dataflow.scope import Var
from goleaklint.parse import Node, captures

JUMPS_QUERY = "[(return_statement) (break_statement) (continue_statement) (goto_statement)] @jump"
CALLS_QUERY = "(call_expression) @call"
IDENTIFIER_QUERY = "(identifier) @id"
# Calls that leave the goroutine or the process where they are.
LEAVING_CALLS = frozenset(
    {"panic", "Fatal", "Fatalf", "FailNow", "Skip", "Skipf", "SkipNow", "Goexit", "Exit"}
)
DOWN_TESTS = frozenset({">", "!="})  # n > k, n != k (and k < n, k != n)


def counted_pairs(
    index: PackageIndex, function: Node, acquires: Iterable[Node], releases: Iterable[Node]
) -> set[Node]:
    """The ``Lock`` calls among ``acquires`` that a release among ``releases`` (same
    mutex: the caller pairs them) balances round for round, as above."""
    downs = [d for d in (_counted_loop(index, r, "--") for r in releases) if d is not None]
    found: set[Node] = set()
    if not downs:
        return found
    for acquire in acquires:
        up = _counted_loop(index, acquire, "++")
        if up is None:
            continue
        loop, counter = up
        start = _start(index, counter)
        if start is None:
            continue
        for back, other in downs:
            if other != counter or not _counts_down_to(index, back, counter, start):
                continue
            if _nothing_between(loop, back) and _only_steps(index, function, counter, loop, back):
                found.add(acquire)
                break
    return found


def _counted_loop(index: PackageIndex, call: Node, step: str) -> tuple[Node, Var] | None:
    """The ``for`` loop whose body holds ``call`` as a top-level statement, when the loop's
    header steps a counter by ``step`` and no jump leaves a round early."""
    statement = call.parent
    loop = _enclosing_loop(statement)
    if statement is None or loop is None:
        return None
    if statement not in syntax.statements(loop.child_by_field_name("body")):
        return None
    clause = next((c for c in loop.named_children if c.type == "for_clause"), None)
    update = clause.child_by_field_name("update") if clause is not None else None
    kind = "inc_statement" if step == "++" else "dec_statement"
    if update is None or update.type != kind:
        return None
    operand = syntax.unparen(update.named_children[0]) if update.named_children else None
    if operand is None or operand.type != "identifier":
        return None
    counter = index.resolution(operand).var_of(operand)
    if counter is None or _jumps(loop.child_by_field_name("body")):
        return None
    return loop, counter


def _enclosing_loop(statement: Node | None) -> Node | None:
    """The ``for`` statement whose body block lists ``statement``."""
    holder = statement.parent if statement is not None else None
    while holder is not None and holder.type in syntax.STATEMENT_HOLDERS:
        holder = holder.parent
    return holder if holder is not None and holder.type == "for_statement" else None


def _jumps(node: Node | None) -> bool:
    """A jump out of the round, or a call that leaves, in ``node`` (not in a literal)."""
    if node is None:
        return False
    for jump in captures(JUMPS_QUERY, node).get("jump", []):
        if not _in_literal(jump, node):
            return True
    return _leaves(node)


def _leaves(node: Node) -> bool:
    for call in captures(CALLS_QUERY, node).get("call", []):
        if _in_literal(call, node):
            continue
        function = syntax.unparen(call.child_by_field_name("function"))
        if function is not None and function.type == "selector_expression":
            function = function.child_by_field_name("field")
        if function is not None and syntax.text(function) in LEAVING_CALLS:
            return True
    return False


def _in_literal(node: Node, outer: Node) -> bool:
    current = node.parent
    while current is not None and current != outer:
        if current.type == "func_literal":
            return True
        current = current.parent
    return False


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


def _nothing_between(first: Node, second: Node) -> bool:
    """Both loops are statements of one block, ``second`` after ``first``, with no way
    out between them."""
    if first.parent is None or first.parent != second.parent:
        return False
    if second.start_byte <= first.end_byte:
        return False
    statement = first.next_named_sibling
    while statement is not None and statement != second:
        if statement.type in ("return_statement", "goto_statement", "labeled_statement"):
            return False
        if _jumps(statement):
            return False
        statement = statement.next_named_sibling
    return statement == second


def _only_steps(index: PackageIndex, function: Node, counter: Var, up: Node, down: Node) -> bool:
    """Nothing but the two loops' headers sets the counter (``n++``, ``n = 0``, ``&n``)."""
    allowed = [_update(up), _update(down)]
    resolution = index.resolution(function)
    for ident in captures(IDENTIFIER_QUERY, function).get("id", []):
        if ident == counter.decl or resolution.var_of(ident) != counter:
            continue
        if any(a is not None and a.start_byte <= ident.start_byte < a.end_byte for a in allowed):
            continue
        if _written(ident):
            return False
    return True


def _update(loop: Node) -> Node | None:
    clause = next((c for c in loop.named_children if c.type == "for_clause"), None)
    return clause.child_by_field_name("update") if clause is not None else None


def _written(ident: Node) -> bool:
    """The identifier is set here: stepped, assigned, or its address taken."""
    parent = ident.parent
    if parent is None:
        return False
    if parent.type in ("inc_statement", "dec_statement"):
        return True
    if syntax.address_taken(ident):
        return True
    if parent.type == "expression_list":
        statement = parent.parent
        if statement is not None and statement.type in (
            "assignment_statement",
            "short_var_declaration",
        ):
            return statement.child_by_field_name("left") == parent
    return False
