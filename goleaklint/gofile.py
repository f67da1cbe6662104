"""One parsed Go file: its bytes, tree, line index and syntax problems."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass, field

from goleaklint.parse import Node, SyntaxProblem, Tree, parse, syntax_problems
from goleaklint.span import LineIndex, Span


@dataclass
class GoFile:
    """A parsed Go source file; ``path`` is the display path used in findings."""

    path: str
    source: bytes
    tree: Tree
    syntax_problems: list[SyntaxProblem] = field(default_factory=list)
    _lines: LineIndex | None = field(default=None, repr=False)
    _package_name: str | None = field(default=None, repr=False)
    # Read once: the analyses ask for them hundreds of thousands of times, and each read of
    # ``Tree.root_node`` or ``Node.children`` makes new node objects.
    root: Node = field(init=False, repr=False)
    declarations: list[Node] = field(init=False, repr=False)  # root's children, in order
    declaration_starts: list[int] = field(init=False, repr=False)  # their start bytes

    def __post_init__(self) -> None:
        self.root = self.tree.root_node
        self.declarations = self.root.children  # declarations, comments and errors
        self.declaration_starts = [d.start_byte for d in self.declarations]

    @classmethod
    def from_source(cls, path: str, source: bytes) -> GoFile:
        tree = parse(source)
        problems = syntax_problems(tree) if tree.root_node.has_error else []
        return cls(path, source, tree, problems)

    @classmethod
    def from_tree(cls, path: str, source: bytes, tree: Tree) -> GoFile:
        """Wrap a tree already parsed from ``source`` (editors re-parse incrementally)."""
        problems = syntax_problems(tree) if tree.root_node.has_error else []
        return cls(path, source, tree, problems)

    @property
    def lines(self) -> LineIndex:
        """Line offsets, built on first use (most files never need a position)."""
        if self._lines is None:
            self._lines = LineIndex(self.source)
        return self._lines

    @property
    def line_count(self) -> int:
        return self.source.count(b"\n") + 1

    def declaration_around(self, node: Node) -> Node | None:
        """The root's child whose bytes hold ``node`` (the root itself for the root, or for
        every node when the root is not a ``source_file``); None when no child holds it.

        Found from byte ranges (the root's children are disjoint and in source order), so it
        costs no walk up the node's ancestors. A node of another tree may get an answer too:
        callers that hold several trees check membership (:meth:`holds`).
        """
        root = self.root
        if node == root or root.type != "source_file":
            return root
        start, end = node.start_byte, node.end_byte
        if start == end:  # an empty node may sit where one declaration ends and one starts
            return self._declaration_above(node)
        declarations = self.declarations
        i = bisect_right(self.declaration_starts, start) - 1
        if i >= 0 and end <= declarations[i].end_byte:
            return declarations[i]
        return None

    def _declaration_above(self, node: Node) -> Node | None:
        """:meth:`declaration_around` by walking up the node's ancestors."""
        current = node
        while (parent := current.parent) is not None and parent != self.root:
            current = parent
        return current if parent is not None else None

    def holds(self, declaration: Node, node: Node) -> bool:
        """Whether ``node``, which lies within ``declaration``'s bytes, is a node of this
        file's tree (``declaration`` is :meth:`declaration_around` of it).

        The deepest node of this tree spanning ``node``'s bytes is ``node`` or a descendant
        with the same bytes; the few nodes between them share those bytes.
        """
        start, end = node.start_byte, node.end_byte
        current: Node | None = declaration.descendant_for_byte_range(start, end)
        while current is not None and (current.start_byte, current.end_byte) == (start, end):
            if current == node:
                return True
            if current == declaration:
                return False
            current = current.parent
        return False

    def declarations_matching(self, pattern: re.Pattern[bytes]) -> list[Node]:
        """Top-level nodes whose text contains a match of ``pattern``, in source order.

        A query costs a walk over the tree it runs on: one that only matches code spelling
        some word runs on these nodes alone.
        """
        declarations = self.declarations
        found: list[Node] = []
        position = 0
        while (match := pattern.search(self.source, position)) is not None:
            at = match.start()
            position = at + 1
            i = bisect_right(self.declaration_starts, at) - 1
            if i < 0 or at >= declarations[i].end_byte:
                continue
            found.append(declarations[i])
            position = max(position, declarations[i].end_byte)
        return found

    def declarations_containing(self, words: Iterable[bytes]) -> list[Node]:
        """Top-level nodes whose text contains one of ``words``, in source order (plain
        substrings: each is found with ``find`` over the whole file)."""
        declarations = self.declarations
        found: set[int] = set()
        for word in words:
            position = self.source.find(word)
            while position != -1:
                i = bisect_right(self.declaration_starts, position) - 1
                if i >= 0 and position + len(word) <= declarations[i].end_byte:
                    found.add(i)
                    position = self.source.find(word, declarations[i].end_byte)
                else:
                    position = self.source.find(word, position + 1)
        return [declarations[i] for i in sorted(found)]

    @property
    def package_name(self) -> str:
        """The name in the ``package`` clause ('' when there is none)."""
        if self._package_name is None:
            self._package_name = self._find_package_name()
        return self._package_name

    def _find_package_name(self) -> str:
        for clause in self.root.named_children:
            if clause.type == "package_clause":
                names = [c for c in clause.named_children if c.type == "package_identifier"]
                return self.text(names[0]) if names else ""
        return ""

    def span(self, node: Node) -> Span:
        """The span of a syntax node."""
        return self.lines.span(self.path, node.start_byte, node.end_byte)

    def text(self, node: Node) -> str:
        return self.source[node.start_byte : node.end_byte].decode("utf-8", errors="replace")
