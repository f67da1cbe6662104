"""Fixes as every driver shows and applies them: in the file's line endings, and only
edits that change something.

Rules build edits as if every line ended in ``\\n``. In a CRLF file that would insert bare
LF lines, and an edit placed at the end of a line would land between its ``\\r`` and
``\\n``. Here each edit is moved before the ``\\r`` and its new text takes the line ending of
the line it is on. An edit whose new text equals the bytes it replaces is no edit, and a
fix left without edits is no fix: it is not offered, so ``--fix`` cannot apply it ten times
and count it each time.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from goleaklint.rule import Edit, Finding, Fix


def shape_findings(findings: Iterable[Finding], sources: Mapping[str, bytes]) -> list[Finding]:
    """``findings`` with their fixes shaped for the files in ``sources`` (display path to
    bytes); edits of other files are kept as the rule made them."""
    return [shape_finding(finding, sources) for finding in findings]


def shape_finding(finding: Finding, sources: Mapping[str, bytes]) -> Finding:
    if not finding.fixes:
        return finding
    shaped = (shape_fix(fix, sources) for fix in finding.fixes)
    fixes = tuple(fix for fix in shaped if fix is not None)
    return finding if fixes == finding.fixes else replace(finding, fixes=fixes)


def shape_fix(fix: Fix, sources: Mapping[str, bytes]) -> Fix | None:
    """The fix in the files' line endings, without edits that change nothing; None when no
    edit is left."""
    shaped = (shape_edit(edit, sources.get(edit.path)) for edit in fix.edits)
    edits = tuple(edit for edit in shaped if edit is not None)
    if not edits:
        return None
    return fix if edits == fix.edits else replace(fix, edits=edits)


def shape_edit(edit: Edit, source: bytes | None) -> Edit | None:
    """One edit in the line endings of ``source``; None if it would change nothing."""
    if source is None:
        return edit
    start = _before_carriage_return(source, edit.start_byte)
    end = _before_carriage_return(source, edit.end_byte)
    text = edit.new_text
    if "\n" in text and _line_ends_in_crlf(source, start):
        text = text.replace("\r\n", "\n").replace("\n", "\r\n")
    if source[start:end] == text.encode():
        return None
    if (start, end, text) == (edit.start_byte, edit.end_byte, edit.new_text):
        return edit
    return replace(edit, start_byte=start, end_byte=end, new_text=text)


def _before_carriage_return(source: bytes, offset: int) -> int:
    """``offset``, or the offset of the ``\\r`` when it falls inside a ``\\r\\n``."""
    if 0 < offset < len(source) and source[offset - 1 : offset + 1] == b"\r\n":
        return offset - 1
    return offset


def _line_ends_in_crlf(source: bytes, offset: int) -> bool:
    """Whether the line holding ``offset`` ends in ``\\r\\n`` (the last line, which may have
    no line ending: whether the line before it does)."""
    newline = source.find(b"\n", offset)
    if newline == -1:
        newline = source.rfind(b"\n", 0, offset)
    return newline > 0 and source[newline - 1] == 0x0D
