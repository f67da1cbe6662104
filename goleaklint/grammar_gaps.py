"""Valid Go that tree-sitter-go's grammar cannot read, as bytes its parser must skip to read it.

tree-sitter-go 0.25, the newest release, misses two things:

- ``new`` and ``make`` called with something other than a type first. Go 1.26 lets ``new``
  take an expression (``new(int64(500))``, ``new("x")``), and both names can be shadowed by
  a variable or function (``var make func(int) *X``). The grammar reads them as keywords
  that must be followed by a type. With their second byte skipped the parser lexes an
  ordinary identifier (``nw``, ``mke``), so the call reads as a call of a function with
  expression arguments, which is what Go's own parser makes of it. The identifier node
  still spans every byte of the name, so its text is ``new`` or ``make``.
- Go 1.27 methods with type parameters: ``func (r *Rand) N[T intType](n T) T``. With the
  type parameter list skipped, the declaration reads as a plain method.

The parser is given the file minus these bytes as its included ranges
(:func:`goleaklint.parse.parse`): the tree is still the tree of the original bytes, so every
position, node text, message, fingerprint and fix edit is the original's. Only the parts of
a file where the first parse found an error are searched, so a file the grammar reads needs
nothing but that first parse.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

Gap = tuple[int, int]  # a half-open byte range the parser skips

_IDENT_BYTES = rb"0-9A-Za-z_\x80-\xff"  # every byte of a non-ASCII letter is >= 0x80
_CANDIDATE = re.compile(rb"(?<![%s])(?:new|make|func)(?![%s])" % (_IDENT_BYTES, _IDENT_BYTES))
_SPACE = re.compile(rb"(?:[ \t\r\n]+|//[^\n]*|/\*.*?\*/)*", re.DOTALL)
_NAME = re.compile(rb"[A-Za-z_\x80-\xff][%s]*" % _IDENT_BYTES)
# What the bracket scan stops at: literals and comments are consumed whole.
_SCAN = re.compile(
    rb"""
      "(?:[^"\\\n]|\\.)*"
    | `[^`]*`
    | '(?:[^'\\\n]|\\.)*'
    | //[^\n]*
    | /\*.*?\*/
    | \.\.\.
    | [()\[\]{},]
    """,
    re.VERBOSE | re.DOTALL,
)
_OPENERS = frozenset(b"([{")
_CLOSERS = frozenset(b")]}")


def gaps(
    source: bytes,
    broken: Sequence[tuple[int, int]],
    is_type: Callable[[bytes], bool],
    is_code: Callable[[int], bool],
) -> list[Gap]:
    """The bytes to skip (sorted, disjoint) so that the grammar reads the Go it misses in
    ``broken`` spans.

    ``broken`` holds the byte spans of top-level nodes where the parse found an error;
    ``is_type`` says whether the grammar reads some text as a Go type, and ``is_code``
    whether a byte offset is outside comments and literals.
    """
    found: list[Gap] = []
    for start, end in broken:
        for match in _CANDIDATE.finditer(source, start, end):
            if not is_code(match.start()):
                continue
            if match.group() == b"func":
                gap = _method_type_parameters(source, match.end())
            else:
                gap = _call_without_type(source, match.start(), match.end(), is_type)
            if gap is not None:
                found.append(gap)
    return _disjoint(found)


def _call_without_type(
    source: bytes, start: int, end: int, is_type: Callable[[bytes], bool]
) -> Gap | None:
    """The gap for ``new(...)`` or ``make(...)`` whose first argument is not a type."""
    if _after_dot(source, start):  # x.new(...) is a method call already
        return None
    opening = _skip_space(source, end)
    if source[opening : opening + 1] != b"(":
        return None
    scanned = _scan_brackets(source, opening)
    if scanned is None:
        return None
    close, inside = scanned
    commas = [offset for offset, token in inside if token == b","]
    first = source[opening + 1 : commas[0] if commas else close]
    if is_type(first) and _builtin_shape(source[start:end], inside):
        return None
    return start + 1, start + 2


def _builtin_shape(name: bytes, inside: list[tuple[int, bytes]]) -> bool:
    """Whether the arguments fit the builtin: ``new`` takes one, ``make`` at most three,
    and neither takes ``xs...`` (``new(iface, nil, opts...)`` calls a function of the
    package named ``new``)."""
    tokens = [token for _, token in inside]
    if b"..." in tokens:
        return False
    return tokens.count(b",") <= (0 if name == b"new" else 2)


def _method_type_parameters(source: bytes, end: int) -> Gap | None:
    """The gap for the type parameter list of ``func (recv) Name[...](``."""
    receiver = _skip_space(source, end)
    if source[receiver : receiver + 1] != b"(":
        return None
    scanned = _scan_brackets(source, receiver)
    if scanned is None:
        return None
    name = _NAME.match(source, _skip_space(source, scanned[0] + 1))
    if name is None:
        return None
    bracket = _skip_space(source, name.end())
    if source[bracket : bracket + 1] != b"[":
        return None
    scanned = _scan_brackets(source, bracket)
    if scanned is None:
        return None
    parameters = _skip_space(source, scanned[0] + 1)
    if source[parameters : parameters + 1] != b"(":
        return None
    return bracket, scanned[0] + 1


def _scan_brackets(source: bytes, opening: int) -> tuple[int, list[tuple[int, bytes]]] | None:
    """``(offset of the bracket closing the one at opening, the commas and ``...`` directly
    inside with their offsets)``; None when it is never closed."""
    depth = 0
    inside: list[tuple[int, bytes]] = []
    for match in _SCAN.finditer(source, opening):
        byte = source[match.start()]
        if byte in _OPENERS:
            depth += 1
        elif byte in _CLOSERS:
            depth -= 1
            if depth == 0:
                return match.start(), inside
        elif depth == 1 and match.group() in (b",", b"..."):
            inside.append((match.start(), match.group()))
    return None


def _skip_space(source: bytes, position: int) -> int:
    """The offset after any spaces and comments at ``position``."""
    match = _SPACE.match(source, position)
    return match.end() if match is not None else position


def _after_dot(source: bytes, position: int) -> bool:
    """Whether the last non-space byte before ``position`` is a ``.``."""
    at = position - 1
    while at >= 0 and source[at] in b" \t\r\n":
        at -= 1
    return at >= 0 and source[at] == ord(".")


def _disjoint(gaps: list[Gap]) -> list[Gap]:
    """``gaps`` sorted, with overlapping ones joined."""
    joined: list[Gap] = []
    for start, end in sorted(gaps):
        if joined and start <= joined[-1][1]:
            joined[-1] = (joined[-1][0], max(end, joined[-1][1]))
        else:
            joined.append((start, end))
    return joined
