"""Source positions: byte offsets inside, 1-based lines and columns at the edges.

tree-sitter counts columns in UTF-8 bytes from 0. Humans and the text format want
1-based character columns; SARIF, GitHub and LSP (by default) want UTF-16 code units.
Every conversion lives here.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Position:
    """One point in a file. ``line`` is 1-based; the columns are 1-based too."""

    line: int
    column: int  # 1-based, in Unicode code points
    utf16_column: int  # 1-based, in UTF-16 code units
    byte_column: int  # 0-based, in UTF-8 bytes (tree-sitter's unit)


@dataclass(frozen=True, order=True)
class Span:
    """A half-open range of a file, as byte offsets and as start/end positions."""

    path: str
    start_byte: int
    end_byte: int
    start: Position
    end: Position


def utf16_units(text: str) -> int:
    """Number of UTF-16 code units needed for ``text``."""
    return len(text) + sum(1 for ch in text if ord(ch) > 0xFFFF)


class LineIndex:
    """Maps byte offsets of one file to lines and columns."""

    def __init__(self, source: bytes) -> None:
        self.source = source
        starts = [0]
        find = source.find
        at = find(b"\n")
        while at != -1:
            starts.append(at + 1)
            at = find(b"\n", at + 1)
        self._starts = starts

    @property
    def line_count(self) -> int:
        return len(self._starts)

    def line_start(self, line: int) -> int:
        """Byte offset where 1-based ``line`` begins."""
        return self._starts[line - 1]

    def line_bytes(self, line: int) -> bytes:
        """The bytes of 1-based ``line`` without its newline."""
        start = self._starts[line - 1]
        end = self._starts[line] - 1 if line < len(self._starts) else len(self.source)
        return self.source[start:end]

    def position(self, offset: int) -> Position:
        """The position of a byte offset."""
        line = bisect_right(self._starts, offset)
        byte_col = offset - self._starts[line - 1]
        prefix = self.source[self._starts[line - 1] : offset].decode("utf-8", errors="replace")
        return Position(line, len(prefix) + 1, utf16_units(prefix) + 1, byte_col)

    def offset(self, line: int, utf16_column: int) -> int:
        """Byte offset of a 1-based line and 1-based UTF-16 column (clamped to the line)."""
        line = max(1, min(line, len(self._starts)))
        text = self.line_bytes(line).decode("utf-8", errors="replace")
        units = 0
        chars = 0
        for ch in text:
            if units >= utf16_column - 1:
                break
            units += 2 if ord(ch) > 0xFFFF else 1
            chars += 1
        return self._starts[line - 1] + len(text[:chars].encode("utf-8"))

    def span(self, path: str, start_byte: int, end_byte: int) -> Span:
        """A span between two byte offsets."""
        return Span(path, start_byte, end_byte, self.position(start_byte), self.position(end_byte))
