"""The only module that talks to tree-sitter: parsing, queries and node helpers."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from operator import attrgetter

import tree_sitter_go
from tree_sitter import Language, Node, Parser, Point, Query, QueryCursor, Range, Tree

from goleaklint import grammar_gaps

__all__ = [
    "Node",
    "SourceEdit",
    "SyntaxProblem",
    "Tree",
    "captures",
    "captures_in",
    "edit_tree",
    "language",
    "matches_from",
    "parse",
    "query",
    "reparse",
    "source_edit",
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
    """Parse Go source bytes into a syntax tree (never raises on bad syntax).

    Valid Go the grammar misses is read too (see :mod:`goleaklint.grammar_gaps`).
    """
    return _read_past_grammar_gaps(source, _parser().parse(source))


_NOT_CODE = frozenset(
    {
        "comment",
        "escape_sequence",
        "interpreted_string_literal",
        "interpreted_string_literal_content",
        "raw_string_literal",
        "raw_string_literal_content",
        "rune_literal",
    }
)


def _read_past_grammar_gaps(source: bytes, tree: Tree) -> Tree:
    """``tree``, or when it has errors where Go the grammar misses sits, a parse that skips
    the bytes the grammar cannot take (re-using what ``tree`` got right)."""
    root = tree.root_node
    if not root.has_error:
        return tree

    def is_code(offset: int) -> bool:
        node = root.descendant_for_byte_range(offset, offset + 1)
        return node is None or node.type not in _NOT_CODE

    gaps = grammar_gaps.gaps(source, _broken_spans(root), _reads_as_type, is_code)
    if not gaps:
        return tree
    return Parser(language(), included_ranges=_ranges_around(source, gaps)).parse(source, tree)


def _broken_spans(root: Node) -> list[tuple[int, int]]:
    """Byte spans of the top-level nodes holding a syntax error."""
    if root.is_error:
        return [(root.start_byte, root.end_byte)]
    return [(c.start_byte, c.end_byte) for c in root.children if c.has_error]


@lru_cache(maxsize=4096)
def _reads_as_type(text: bytes) -> bool:
    """Whether the grammar reads ``text`` as a Go type."""
    return not _parser().parse(b"package p\ntype _ " + text + b"\n").root_node.has_error


def _ranges_around(source: bytes, gaps: Sequence[tuple[int, int]]) -> list[Range]:
    """Included ranges covering all of ``source`` except ``gaps`` (sorted and disjoint)."""
    bounds = [0]
    for gap in gaps:
        bounds.extend(gap)
    bounds.append(len(source))
    points: list[Point] = []
    row, line_start, counted = 0, 0, 0
    for offset in bounds:  # in order: each newline is counted once
        row += source.count(b"\n", counted, offset)
        line_start = max(line_start, source.rfind(b"\n", counted, offset) + 1)
        points.append(Point(row, offset - line_start))
        counted = offset
    return [
        Range(points[i], points[i + 1], bounds[i], bounds[i + 1])
        for i in range(0, len(bounds), 2)
        if bounds[i] < bounds[i + 1]
    ]


@dataclass(frozen=True)
class SourceEdit:
    """One replacement in a source file, in the terms tree-sitter needs to re-use a tree.

    Points are ``(row, byte column)``, both 0-based.
    """

    start_byte: int
    old_end_byte: int
    new_end_byte: int
    start_point: tuple[int, int]
    old_end_point: tuple[int, int]
    new_end_point: tuple[int, int]


def source_edit(source: bytes, start: int, end: int, new_text: bytes) -> SourceEdit:
    """Describe replacing ``source[start:end]`` with ``new_text``."""
    start_point = _point(source, start)
    rows = new_text.count(b"\n")
    if rows:
        new_end_point = (start_point[0] + rows, len(new_text) - new_text.rfind(b"\n") - 1)
    else:
        new_end_point = (start_point[0], start_point[1] + len(new_text))
    return SourceEdit(
        start, end, start + len(new_text), start_point, _point(source, end), new_end_point
    )


def _point(source: bytes, offset: int) -> Point:
    """The (row, byte column) of a byte offset."""
    return Point(source.count(b"\n", 0, offset), offset - (source.rfind(b"\n", 0, offset) + 1))


def edit_tree(tree: Tree, edits: Sequence[SourceEdit]) -> Tree:
    """A copy of ``tree`` adjusted for ``edits`` (applied in order); ``tree`` is left intact.

    Hand the copy to :func:`reparse` with the edited source.
    """
    edited = tree.copy()
    for edit in edits:
        edited.edit(
            start_byte=edit.start_byte,
            old_end_byte=edit.old_end_byte,
            new_end_byte=edit.new_end_byte,
            start_point=edit.start_point,
            old_end_point=edit.old_end_point,
            new_end_point=edit.new_end_point,
        )
    return edited


def reparse(source: bytes, edited: Tree) -> Tree:
    """Parse ``source`` again, re-using what :func:`edit_tree` kept of the old tree.

    The old tree may come from a parse that skipped bytes (Go the grammar misses): tree-sitter
    compares its included ranges with the parser's and parses the differing bytes afresh.
    """
    return _read_past_grammar_gaps(source, _parser().parse(source, edited))


_START = attrgetter("start_byte")  # a sort key with no Python frame per node


@cache
def query(text: str) -> Query:
    """Compile a tree-sitter query once and cache it."""
    return Query(language(), text)


def captures(
    query_text: str, node: Node, *, max_start_depth: int | None = None
) -> dict[str, list[Node]]:
    """Run a query under ``node``; every capture list is sorted in source order.

    ``max_start_depth`` keeps the search near the top (0: patterns rooted at ``node``), which
    spares a walk over the whole tree.
    """
    cursor = QueryCursor(query(query_text))
    if max_start_depth is not None:
        cursor.set_max_start_depth(max_start_depth)
    found = cursor.captures(node)
    return {name: sorted(nodes, key=_START) for name, nodes in found.items()}


def matches_from(query_text: str, node: Node) -> bool:
    """Whether a pattern of the query matches starting at ``node`` itself."""
    cursor = QueryCursor(query(query_text))
    cursor.set_max_start_depth(0)
    return bool(cursor.captures(node))


def captures_in(query_text: str, nodes: Sequence[Node]) -> dict[str, list[Node]]:
    """:func:`captures` under each of ``nodes`` (disjoint, in source order), joined."""
    joined: dict[str, list[Node]] = {}
    for node in nodes:
        for name, found in captures(query_text, node).items():
            joined.setdefault(name, []).extend(found)
    return joined


@dataclass(frozen=True)
class SyntaxProblem:
    """A syntax error found by tree-sitter's error recovery."""

    line: int  # 1-based
    column: int  # 0-based byte column
    message: str
    start_byte: int


def syntax_problems(tree: Tree) -> list[SyntaxProblem]:
    """ERROR and MISSING nodes of a tree, in source order."""
    problems: list[SyntaxProblem] = []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        row, col = node.start_point
        if node.is_error:
            problems.append(SyntaxProblem(row + 1, col, "syntax error", node.start_byte))
        elif node.is_missing:
            problems.append(SyntaxProblem(row + 1, col, f"missing {node.type!r}", node.start_byte))
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
