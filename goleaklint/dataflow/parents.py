"""Parents of the nodes of one package-level declaration, cheap however deep it nests.

In tree-sitter a node does not point to its parent: ``Node.parent`` walks down from the
root to find it, so each step up costs the node's depth, and code nested a thousand deep
pays a thousand for every step. Most declarations are shallow and asked little: their
parents come from the tree. A declaration that is asked often is probed once (one walk in
C for a chain of ``DEEP`` nested nodes); when it is that deep, every parent is read once
into a table, so that each later step up costs a dictionary lookup.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from operator import attrgetter

from goleaklint import syntax
from goleaklint.parse import Node, matches_from

# How a node's parent is found: from the tree, or from a declaration's Parents (cheap
# however deep it nests: see Resolution.parent).
ParentOf = Callable[[Node], Node | None]
TREE_PARENT: ParentOf = attrgetter("parent")  # ``node.parent``, with no Python frame


def launched(call: Node | None, parent_of: ParentOf = TREE_PARENT) -> bool:
    """``call`` is the call of a ``go`` statement (``go f(ctx)``): it runs apart from its
    caller."""
    statement = parent_of(call) if call is not None else None
    return statement is not None and statement.type == "go_statement"


def loop_around(node: Node, parent_of: ParentOf = TREE_PARENT) -> Node | None:
    """The innermost ``for`` statement around ``node`` in its own function: a walk up its
    parents costs its depth (the CFG's table of loops around each block costs the square
    of the nesting on deeply nested loops)."""
    current = parent_of(node)
    while current is not None and current.type not in syntax.FUNCTION_TYPES:
        if current.type == "for_statement":
            return current
        current = parent_of(current)
    return None


def loops_around(node: Node, parent_of: ParentOf = TREE_PARENT) -> Iterator[Node]:
    """The ``for`` statements around ``node`` in its own function, innermost first."""
    loop = loop_around(node, parent_of)
    while loop is not None:
        yield loop
        loop = loop_around(loop, parent_of)


DEEP = 48  # nested named nodes from the declaration that make it deep
# A declaration this small is read through the tree with no bookkeeping: however it nests,
# its few nodes make every walk up cheap, and most functions are this small.
SMALL_BYTES = 4096
PROBE_AFTER = 1024  # steps up asked before the declaration is probed
# A chain of DEEP named nodes starting at the declaration itself (max start depth 0).
_DEEP_QUERY = "(_ " * (DEEP - 1) + "(_) @deep" + ")" * (DEEP - 1)


def parent_of(declaration: Node) -> ParentOf:
    """``Node.parent`` for the nodes of ``declaration``: the tree's own for a small one,
    else a :class:`Parents` that probes it once it is asked often."""
    if declaration.end_byte - declaration.start_byte < SMALL_BYTES:
        return TREE_PARENT
    return Parents(declaration).of


class Parents:
    """``Node.parent`` for the nodes of ``declaration``."""

    def __init__(self, declaration: Node) -> None:
        self.declaration = declaration
        self._asked = 0
        self._table: dict[Node, Node] | None = None
        self._shallow = False

    def of(self, node: Node) -> Node | None:
        """The parent of ``node`` (a node of the declaration, or the declaration itself)."""
        table = self._table
        if table is not None:
            found = table.get(node)
            return found if found is not None else node.parent
        if not self._shallow:
            self._asked += 1
            if self._asked >= PROBE_AFTER:
                self._decide()
                return self.of(node)
        return node.parent

    def _decide(self) -> None:
        """Probe the declaration once: a table of parents if it is deep, the tree if not."""
        if is_deep(self.declaration):
            self._table = parent_table(self.declaration)
        else:
            self._shallow = True


def is_deep(node: Node) -> bool:
    """Whether ``node`` holds a chain of ``DEEP`` nested named nodes below it."""
    return matches_from(_DEEP_QUERY, node)


def parent_table(top: Node) -> dict[Node, Node]:
    """Every node under ``top`` with its parent (one walk, with a stack)."""
    table: dict[Node, Node] = {}
    pending = [top]
    while pending:
        node = pending.pop()
        for child in node.children:
            table[child] = node
            pending.append(child)
    return table
