"""Expectations written in Go testdata as ``// want "GL001"`` comments, and their comparison.

Importable without pytest, so rule authors can reuse it (like go/analysis's analysistest).
Forms: ``// want "GL001"``, ``// want "GL001" "GL002"`` (a multiset), ``// want "GL001:regexp"``
(also matches the message), ``// want +1 "GL002"`` (the finding is N lines below), and the
tolerated known gaps ``// todo-want "..."`` (may be missing) and ``// todo-ok "..."`` (may appear).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from goleaklint.parse import captures, parse
from goleaklint.rule import Finding

_COMMENT_QUERY = "(comment) @comment"
_DIRECTIVE = re.compile(r"^//\s*(want|todo-want|todo-ok)\b\s*(?:\+(\d+)\s*)?(.*)$")
_QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')


@dataclass(frozen=True)
class Want:
    """One expected finding: ``rule`` on ``line``, optionally with a message pattern."""

    line: int
    rule: str
    pattern: str | None
    kind: str  # "want", "todo-want" or "todo-ok"

    def matches(self, finding: Finding) -> bool:
        if finding.rule_id != self.rule or finding.span.start.line != self.line:
            return False
        return self.pattern is None or re.search(self.pattern, finding.message) is not None

    def __str__(self) -> str:
        text = self.rule if self.pattern is None else f"{self.rule}:{self.pattern}"
        return f"line {self.line}: {self.kind} {text}"


def parse_wants(source: bytes) -> list[Want]:
    """Every expectation in the comments of a Go file (never inside string literals)."""
    tree = parse(source)
    wants: list[Want] = []
    for comment in captures(_COMMENT_QUERY, tree.root_node).get("comment", []):
        text = source[comment.start_byte : comment.end_byte].decode("utf-8", errors="replace")
        match = _DIRECTIVE.match(text)
        if not match:
            continue
        kind, offset, rest = match.groups()
        line = comment.start_point.row + 1 + int(offset or 0)
        for item in _QUOTED.findall(rest):
            rule, _, pattern = item.partition(":")
            wants.append(Want(line, rule.strip(), pattern or None, kind))
    return wants


def compare(wants: Sequence[Want], findings: Iterable[Finding]) -> list[str]:
    """Problems between expectations and findings: missing, unexpected, or closed gaps."""
    problems: list[str] = []
    open_wants = [w for w in wants if w.kind in ("want", "todo-want")]
    tolerated = [w for w in wants if w.kind == "todo-ok"]
    for finding in findings:
        match = next((w for w in open_wants if w.matches(finding)), None)
        if match is not None:
            open_wants.remove(match)
            if match.kind == "todo-want":
                problems.append(f"{match}: the gap is closed, promote it to `want`")
            continue
        gap = next((w for w in tolerated if w.matches(finding)), None)
        if gap is not None:
            tolerated.remove(gap)
            continue
        problems.append(
            f"line {finding.span.start.line}: unexpected {finding.rule_id}: {finding.message}"
        )
    problems.extend(f"{w}: missing" for w in open_wants if w.kind == "want")
    problems.extend(f"{w}: the false positive is gone, remove it" for w in tolerated)
    return problems
