"""The innermost of a set of syntax nodes that holds a given node, from byte ranges.

Nodes of one tree either nest or are disjoint, so sorted by start (outer first on a tie)
each one's enclosing member is found with a stack, and the innermost member holding a
byte range is the last member starting at or before it, or one of the members around that
one. This answers without walking up ``Node.parent`` (in tree-sitter each step up is a
walk down from the root, so a walk up a deep tree costs its depth squared).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from typing import Generic, TypeVar

from goleaklint.parse import Node

T = TypeVar("T")


class Nesting(Generic[T]):
    """Members (nodes, each with a value) and the innermost member around a byte range.

    ``exact`` is False when two members share their bytes (which of them is inside the
    other, only the tree knows): callers then ask the tree.
    """

    def __init__(self, members: Iterable[tuple[Node, T]]) -> None:
        ordered = sorted(members, key=lambda m: (m[0].start_byte, -m[0].end_byte))
        self.nodes = [node for node, _ in ordered]
        self.values = [value for _, value in ordered]
        self.starts = [node.start_byte for node in self.nodes]
        self.ends = [node.end_byte for node in self.nodes]
        self.parents: list[int] = []  # index of the enclosing member, -1 for none
        self.exact = True
        open_members: list[int] = []
        for i, (start, end) in enumerate(zip(self.starts, self.ends, strict=True)):
            if start == end:
                self.exact = False  # an empty member may sit on another's edge
            while open_members and self.ends[open_members[-1]] <= start:
                open_members.pop()
            if open_members and (self.starts[open_members[-1]], self.ends[open_members[-1]]) == (
                start,
                end,
            ):
                self.exact = False
            self.parents.append(open_members[-1] if open_members else -1)
            open_members.append(i)

    def innermost(self, start: int, end: int) -> int:
        """The index of the innermost member holding bytes ``start..end``, or -1."""
        i = bisect_right(self.starts, start) - 1
        while i >= 0 and self.ends[i] < end:
            i = self.parents[i]
        return i
