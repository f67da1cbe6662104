"""The only module that talks to tree-sitter: parsing, queries and node helpers."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

import tree_sitter_go
from tree_sitter import Language, Node, Parser, Query, QueryCursor, Tree

__all__ = [
    "Node",
    "SyntaxProblem",
    "Tree",
    "captures",
    "language",
    "parse",
    "query",
    "syntax_problems",
]


@cache
def language() -> Language:
    """The Go grammar, loaded once."""
    return Language(tree_sitter_go.language())


@cache
def _parser() -> Parser:
    return Parser(language())


def parse(source: bytes) -> Tree:
    """Parse Go source bytes into a syntax tree (never raises on bad syntax)."""
    return _parser().parse(source)


@cache
def query(text: str) -> Query:
    """Compile a tree-sitter query once and cache it."""
    return Query(language(), text)


def captures(query_text: str, node: Node) -> dict[str, list[Node]]:
    """Run a query under ``node``; every capture list is sorted in source order."""
    found = QueryCursor(query(query_text)).captures(node)
    return {name: sorted(nodes, key=lambda n: n.start_byte) for name, nodes in found.items()}


@dataclass(frozen=True)
class SyntaxProblem:
    """A syntax error found by tree-sitter's error recovery."""

    line: int  # 1-based
    column: int  # 0-based byte column
    message: str


def syntax_problems(tree: Tree) -> list[SyntaxProblem]:
    """ERROR and MISSING nodes of a tree, in source order."""
    problems: list[SyntaxProblem] = []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        row, col = node.start_point
        if node.is_error:
            problems.append(SyntaxProblem(row + 1, col, "syntax error"))
        elif node.is_missing:
            problems.append(SyntaxProblem(row + 1, col, f"missing {node.type!r}"))
        if node.has_error:
            stack.extend(reversed(node.children))
    problems.sort(key=lambda p: (p.line, p.column))
    return problems


def walk(node: Node) -> Iterator[Node]:
    """Pre-order walk over every named descendant of ``node`` (itself included)."""
    cursor = node.walk()
    while True:
        current = cursor.node
        if current is not None and current.is_named:
            yield current
        if cursor.goto_first_child():
            continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent() or cursor.node == node:
                return
