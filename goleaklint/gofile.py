"""One parsed Go file: its bytes, tree, line index and syntax problems."""

from __future__ import annotations

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

    @property
    def root(self) -> Node:
        return self.tree.root_node

    @property
    def package_name(self) -> str:
        """The name in the ``package`` clause ('' when there is none)."""
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
