"""Walking a syntax tree in tests."""

from __future__ import annotations

from goleaklint.parse import Node


def every_node(root: Node) -> list[Node]:
    """``root`` and every node below it, in source order (parents first; an explicit
    stack: deep trees need no recursion)."""
    found, stack = [], [root]
    while stack:
        node = stack.pop()
        found.append(node)
        stack.extend(reversed(node.children))
    return found
