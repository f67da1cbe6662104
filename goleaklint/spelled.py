"""Tokens found from their spelling: a text search, then a descent to the leaf.

A query walks every node of the tree it runs on. Most of what the analysis looks for starts
with a keyword, an operator or a name (``go``, ``for``, ``<-``, ``chan``, ``make``), so
finding that token's bytes in the source and descending from the enclosing declaration to
the leaf there visits only the places where it is spelled. Spellings inside comments and
string literals, or inside longer names, lead to no leaf of that token and are dropped.

A descent from a node scans the children of each node on the way: a declaration with very
many candidates (a generated table, a fuzzed file) is walked with the equivalent query
instead, so the cost stays linear in the size of the declaration. Such a declaration may
also nest deep, and ``Node.parent`` costs a node's depth in tree-sitter: the parents of its
nodes are read into a table in the same pass (:meth:`Tokens.parent`).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator
from functools import lru_cache

from goleaklint.dataflow.parents import parent_table
from goleaklint.gofile import GoFile
from goleaklint.parse import Node, captures

# Past this many candidate positions in one declaration, one walk of it costs less (each
# descent costs the depth of the leaf; a walk, the size of the declaration).
DESCENT_LIMIT = 64
_WORD = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
# Every byte that cannot be part of a Go identifier, as a space: ``text.translate`` and
# ``split`` then give the words of a text (faster than any regex). Bytes of UTF-8
# sequences, 0x80 and up, belong to the non-ASCII letters names may hold.
_NOT_IN_NAMES = bytes(c if c in _WORD or c >= 0x80 else 0x20 for c in range(256))
_IDENTIFIER_TOKENS = frozenset({"identifier", "field_identifier", "type_identifier"})


class Tokens(list[Node]):
    """Leaves found by :func:`tokens`, and the parents of nodes around them."""

    def __init__(self) -> None:
        super().__init__()
        self._tables: list[dict[Node, Node]] = []  # of the declarations that were walked

    @property
    def from_walk(self) -> bool:
        """Whether some of the leaves come from a declaration that was walked."""
        return bool(self._tables)

    def parent(self, node: Node) -> Node | None:
        """``node.parent``, from a table where the declaration was walked."""
        for table in self._tables:
            found = table.get(node)
            if found is not None:
                return found
        return node.parent


def tokens(go_file: GoFile, token: bytes, within: Node | None = None) -> Tokens:
    """The leaves spelled exactly ``token`` (keywords and operators, or identifiers when
    ``token`` is a name), in source order, under ``within`` (default: the whole file)."""
    declarations, starts = _declarations(go_file, within)
    positions = _positions(go_file.source, token, within)
    found = Tokens()
    i = 0
    while i < len(positions):
        at = positions[i]
        d = bisect_right(starts, at) - 1
        if d < 0 or at >= declarations[d].end_byte:
            i += 1
            continue
        declaration = declarations[d]
        j = bisect_left(positions, declaration.end_byte, i)
        if j - i > DESCENT_LIMIT:
            found.extend(walked(declaration, token))
            found._tables.append(parent_table(declaration))
        else:
            found.extend(_descended(declaration, token, positions[i:j]))
        i = j
    return found


def _declarations(go_file: GoFile, within: Node | None) -> tuple[list[Node], list[int]]:
    """The nodes to descend from, and their starts."""
    if within is not None:
        return [within], [within.start_byte]
    root = go_file.root
    if root.type == "source_file":
        return go_file.declarations, go_file.declaration_starts
    return [root], [root.start_byte]


def _positions(source: bytes, token: bytes, within: Node | None) -> list[int]:
    """Where ``token`` is spelled, as a whole word when it is a name or a keyword."""
    start, end = (within.start_byte, within.end_byte) if within is not None else (0, len(source))
    return [match.start() for match in spelling(token).finditer(source, start, end)]


# Go's builtin functions: a bare ``len(`` calls no function of the package.
GO_BUILTINS = frozenset(
    b"append cap clear close complex copy delete imag len make max min new panic print "
    b"println real recover".split()
)
_SPACE_OR_CLOSE = frozenset(b" \t\r\n)")
_SPACE = frozenset(b" \t\r\n")


def called_names(text: bytes) -> set[bytes]:
    """Names a text spells as called: ``f(``, ``x.f(``, ``f[T](`` or ``(s.f)(``, bare
    builtins left out. A method runs only where it is called by name (a method value is
    not followed, as :meth:`~goleaklint.dataflow.types.Types.callee` does not follow one).

    The name before each ``(`` is read backwards from it: a split and a short walk per
    call cost less than a regular expression tried at every byte."""
    found: set[bytes] = set()
    for chunk in text.split(b"(")[:-1]:
        end = len(chunk)
        while end and chunk[end - 1] in _SPACE_OR_CLOSE:
            end -= 1
        if end and chunk[end - 1] == 0x5D:  # ``]``: type arguments of a generic call
            end = chunk.rfind(b"[", 0, end)
            while end > 0 and chunk[end - 1] in _SPACE:
                end -= 1
        start = end
        while start > 0 and _NOT_IN_NAMES[chunk[start - 1]] != 0x20:
            start -= 1
        if start >= end or 0x30 <= chunk[start] <= 0x39:
            continue  # no name there, or a number
        name = chunk[start:end]
        if (start and chunk[start - 1] == 0x2E) or name not in GO_BUILTINS:
            found.add(name)
    return found


def names_in(text: bytes) -> set[bytes]:
    """The words of a text that can be Go names (and numbers: harmless to a name lookup)."""
    return set(text.translate(_NOT_IN_NAMES).split())


def spells(source: bytes, words: Iterable[bytes], start: int = 0, end: int | None = None) -> bool:
    """Whether ``source[start:end]`` spells one of ``words`` as a whole token (``Cond``
    in ``sync.Cond``, not in ``CondExpr``)."""
    stop = len(source) if end is None else end
    return any(spelling(word).search(source, start, stop) is not None for word in words)


@lru_cache(maxsize=1024)  # field and type names vary by package: a bounded cache
def spelling(token: bytes) -> re.Pattern[bytes]:
    """The token, not inside a longer name when it is word-like. The literal comes first, so
    that the regex engine searches for it as fast as ``bytes.find`` (a leading look-behind
    would make it try every position); the look-behind after it checks the byte before."""
    literal = re.escape(token)
    if token[0] not in _WORD and token[-1] not in _WORD:
        return re.compile(literal)
    return re.compile(literal + rb"(?![A-Za-z0-9_])(?<![A-Za-z0-9_]" + literal + rb")")


def _descended(declaration: Node, token: bytes, positions: list[int]) -> Iterator[Node]:
    size = len(token)
    for at in positions:
        leaf = declaration.descendant_for_byte_range(at, at + size)
        if leaf is not None and _is_token(leaf, token, at):
            yield leaf


def _is_token(node: Node, token: bytes, at: int) -> bool:
    if node.start_byte != at or node.end_byte != at + len(token):
        return False  # a comment, a string, a longer token
    if node.type in _IDENTIFIER_TOKENS:
        return True
    return node.type == token.decode() and not node.is_named


def walked(node: Node, token: bytes) -> list[Node]:
    """:func:`tokens` under ``node`` by a query walk (the fallback, and its reference)."""
    name = token.decode()
    if not (name[0].isalpha() or name[0] == "_"):
        return captures(f'"{name}" @token', node).get("token", [])
    patterns = [f'"{name}" @token'] if name in _KEYWORDS else []
    patterns += [f'(({kind}) @token (#eq? @token "{name}"))' for kind in sorted(_IDENTIFIER_TOKENS)]
    return captures("\n".join(patterns), node).get("token", [])


_KEYWORDS = frozenset(
    {
        "break",
        "case",
        "chan",
        "const",
        "continue",
        "default",
        "defer",
        "else",
        "fallthrough",
        "for",
        "func",
        "go",
        "goto",
        "if",
        "import",
        "interface",
        "map",
        "package",
        "range",
        "return",
        "select",
        "struct",
        "switch",
        "type",
        "var",
    }
)


def method_calls(go_file: GoFile, names: Iterable[str], within: Node | None = None) -> list[Node]:
    """Calls ``x.name(...)`` of a method or package member spelled one of ``names`` (the
    call's function is the selector itself), in source order."""
    found = [
        around
        for selector, around in _named_selectors(go_file, names, within)
        if around is not None
        and around.type == "call_expression"
        and around.child_by_field_name("function") == selector
    ]
    found.sort(key=_start)
    return found


def method_values(go_file: GoFile, names: Iterable[str], within: Node | None = None) -> list[Node]:
    """Selectors ``x.name`` spelled one of ``names`` that are not called where they stand
    (``unlock := s.mu.Unlock``: the method as a value), in source order."""
    found = [
        selector
        for selector, around in _named_selectors(go_file, names, within)
        # (``function`` is a field of call expressions only)
        if around is None or around.child_by_field_name("function") != selector
    ]
    found.sort(key=_start)
    return found


def _named_selectors(
    go_file: GoFile, names: Iterable[str], within: Node | None
) -> Iterator[tuple[Node, Node | None]]:
    """Selectors ``x.name`` whose field is spelled one of ``names``, each with the node
    around it."""
    for name in names:
        leaves = tokens(go_file, name.encode(), within)
        for leaf in leaves:
            selector = leaves.parent(leaf)
            if selector is None or selector.type != "selector_expression":
                continue
            if selector.child_by_field_name("field") == leaf:
                yield selector, leaves.parent(selector)


def _start(node: Node) -> int:
    return node.start_byte


def calls_spelling(go_file: GoFile, name: str, within: Node | None = None) -> list[Node]:
    """Calls whose function expression ends in the name: ``name(...)``, ``x.name(...)``,
    ``(x.name)(...)``, ``name[T](...)``, in source order (which function each one runs is
    for the caller to decide)."""
    found: list[Node] = []
    leaves = tokens(go_file, name.encode(), within)
    for leaf in leaves:
        callee = leaf
        parent = leaves.parent(leaf)
        if parent is not None and parent.type == "selector_expression":
            if parent.child_by_field_name("field") != leaf:
                continue
            callee, parent = parent, leaves.parent(parent)
        while parent is not None and parent.type in _AROUND_CALLEE:
            callee, parent = parent, leaves.parent(parent)
        if (
            parent is not None
            and parent.type == "call_expression"
            and parent.child_by_field_name("function") == callee
        ):
            found.append(parent)
    return found


_AROUND_CALLEE = frozenset({"parenthesized_expression", "index_expression"})
