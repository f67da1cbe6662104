"""Suppression comments: ``//goleaklint:ignore``, ``//lint:ignore``, ``//nolint`` and the
file-wide ``//goleaklint:file-ignore`` and ``//lint:file-ignore``.

Directives are read from tree-sitter ``comment`` nodes, so text inside string
literals never counts. A finding is matched by the first line of its span or by the
line of the ``go`` statement that started its goroutine (``Finding.launch``), so a
directive above ``go produce(ch)`` covers the leak inside ``produce``.

* ``//goleaklint:ignore GL001[,GL002] reason`` after code covers that line; alone on
  a line it covers the next line that is not a comment.
* ``//goleaklint:file-ignore GL001 reason`` covers the whole file.
* staticcheck's ``//lint:ignore GL001 reason`` and ``//lint:file-ignore GL001 reason``
  work the same way; check names that are not goleaklint ids (``SA1000``) are
  staticcheck's and left alone.
* ``//nolint``, ``//nolint:all``, ``//nolint:...,goleaklint,...`` and
  ``//nolint:GL001,...`` follow golangci-lint: after code, that line; alone on a line,
  the whole statement or declaration that starts on the next line; above the package
  clause, the file.
* A directive silencing a peer's check that reports what a rule of ours does, at the same
  place, silences that rule too (:data:`PEER_LINTERS`, :data:`PEER_CHECKS`): golangci-lint's
  ``//nolint:govet`` (vet's lostcancel) covers GL201, ``//nolint:staticcheck`` and
  ``//lint:ignore SA1015 reason`` cover GL302. These are never reported unused.

Malformed ``goleaklint`` directives (and ``lint:`` ones naming goleaklint rules) are
reported as GL901; an ``ignore`` that suppressed nothing, while all of its rules ran,
is reported as GL902.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from goleaklint.config import expand_selector
from goleaklint.gofile import GoFile
from goleaklint.parse import Node, captures
from goleaklint.rule import Confidence, Finding, Severity
from goleaklint.rules import TOOL_DIAGNOSTICS
from goleaklint.span import Span

MALFORMED = "GL901"
UNUSED = "GL902"
COMMENT_QUERY = "(comment) @comment"

_GOLEAKLINT = re.compile(r"//goleaklint:(?P<kind>\S*)(?P<rest>.*)", re.DOTALL)
_STATICCHECK = re.compile(r"//lint:(?P<kind>ignore|file-ignore)(?P<rest>(?:\s.*)?)", re.DOTALL)
_SPACED = re.compile(r"//\s+goleaklint:")
_NOLINT = re.compile(r"nolint( |:|$)")
_RULE_ID = re.compile(r"GL\d{3}", re.IGNORECASE)
# Nodes that hold several statements or declarations: never a suppression's extent.
_CONTAINERS = frozenset({"source_file", "block", "statement_list"})
_EXAMPLE = "`//goleaklint:ignore GL001 the caller drains the channel`"
# A peer's check that reports what one of our rules does, at the same place: a directive
# silencing that check there silences the rule too, since the author has already judged
# that code. vet's lostcancel (golangci-lint runs it as ``govet``) reports a context's cancel
# discarded or not called on every path at the ``context.With...`` call, as GL201 does;
# staticcheck's SA1015 reports a ``time.Tick`` that leaks its ticker, as GL302 does.
PEER_LINTERS = {"govet": frozenset({"GL201"}), "staticcheck": frozenset({"GL302"})}
PEER_CHECKS = {"SA1015": frozenset({"GL302"})}


class _Kind(Enum):
    LINE = "ignore"
    FILE = "file-ignore"
    NOLINT = "nolint"


@dataclass
class _Directive:
    """One well-formed suppression and the lines it covers."""

    kind: _Kind
    span: Span
    rules: frozenset[str] | None  # None: every rule
    first_line: int
    last_line: int
    label: str = ""  # the rule list as written, for messages
    used: bool = False
    peer: bool = False  # a peer's check's directive (see PEER_CHECKS): never reported unused

    def covers(self, rule_id: str, line: int) -> bool:
        if self.rules is not None and rule_id not in self.rules:
            return False
        return self.first_line <= line <= self.last_line


def apply(
    findings: list[Finding],
    files: Sequence[GoFile],
    enabled: Callable[[str], bool],
    context: Sequence[GoFile] = (),
) -> list[Finding]:
    """The findings no directive suppresses, plus GL901/GL902 findings for ``files``.

    ``context`` holds the package's other files: a directive there at a finding's ``go``
    statement suppresses it too, but is itself never reported.
    """
    directives: dict[str, list[_Directive]] = {}
    problems: list[Finding] = []
    for go_file in files:
        found, malformed = _read_directives(go_file)
        directives[go_file.path] = found
        if enabled(MALFORMED):
            problems.extend(malformed)
    launches = {f.launch.path for f in findings if f.launch is not None}
    for go_file in context:
        if go_file.path in launches and go_file.path not in directives:
            directives[go_file.path] = _read_directives(go_file)[0]
    kept = [f for f in findings if not _suppressed(f, directives)]
    if enabled(UNUSED):
        for go_file in files:
            problems.extend(_unused(directives[go_file.path], enabled))
    return kept + problems


def _suppressed(finding: Finding, directives: Mapping[str, list[_Directive]]) -> bool:
    """Whether a directive covers the finding's line, or (except file-wide ones) the line
    of the ``go`` statement that started its goroutine. Every matching directive counts
    as used."""
    places = [(finding.path, finding.span.start.line, True)]
    if finding.launch is not None:
        places.append((finding.launch.path, finding.launch.start.line, False))
    matched = False
    for path, line, primary in places:
        for directive in directives.get(path, []):
            if directive.kind is _Kind.FILE and not primary:
                continue
            if directive.covers(finding.rule_id, line):
                directive.used = True
                matched = True
    return matched


def _unused(directives: list[_Directive], enabled: Callable[[str], bool]) -> list[Finding]:
    unused: list[Finding] = []
    for directive in directives:
        if directive.kind is not _Kind.LINE or directive.used or directive.rules is None:
            continue
        if directive.peer:
            continue
        if all(enabled(rule_id) for rule_id in directive.rules):
            where = (
                "this line"
                if directive.first_line == directive.span.start.line
                else f"line {directive.first_line}"
            )
            unused.append(
                _tool_finding(
                    UNUSED,
                    directive.span,
                    f"unused suppression: no `{directive.label}` finding on {where}",
                )
            )
    return unused


def _read_directives(go_file: GoFile) -> tuple[list[_Directive], list[Finding]]:
    if b"lint" not in go_file.source:  # goleaklint:, lint: and nolint all spell it
        return [], []  # no directive can be there: skip the comment scan
    comments = captures(COMMENT_QUERY, go_file.root).get("comment", [])
    own_line = _comment_only_lines(go_file, comments)
    directives: list[_Directive] = []
    malformed: list[Finding] = []
    for node in comments:
        text = go_file.text(node).rstrip("\r")
        match = _GOLEAKLINT.fullmatch(text) or _STATICCHECK.fullmatch(text)
        if match is not None:
            parsed = _line_directive(go_file, node, match, own_line)
            if isinstance(parsed, _Directive):
                directives.append(parsed)
            elif parsed is not None:
                malformed.append(parsed)
        elif _SPACED.match(text):
            message = "no space allowed between `//` and `goleaklint:` in a directive"
            malformed.append(_tool_finding(MALFORMED, go_file.span(node), message))
        else:
            nolint = _nolint_directive(go_file, node, text, own_line)
            if nolint is not None:
                directives.append(nolint)
    return directives, malformed


def _comment_only_lines(go_file: GoFile, comments: list[Node]) -> set[int]:
    """1-based lines that hold nothing but comments."""
    lines: set[int] = set()
    for node in comments:
        if _alone(go_file, node):
            lines.update(range(node.start_point.row + 1, node.end_point.row + 2))
    return lines


def _alone(go_file: GoFile, node: Node) -> bool:
    """Whether only whitespace precedes the comment on its line."""
    row, column = node.start_point
    return not go_file.lines.line_bytes(row + 1)[:column].strip()


def _next_code_line(go_file: GoFile, node: Node, own_line: set[int]) -> int:
    line = node.end_point.row + 2
    while line in own_line:
        line += 1
    return line


def _line_directive(
    go_file: GoFile, node: Node, match: re.Match[str], own_line: set[int]
) -> _Directive | Finding | None:
    """A ``//goleaklint:`` or ``//lint:`` directive, the GL901 finding of a malformed one, or
    None for a staticcheck directive that names no goleaklint rule."""
    span = go_file.span(node)
    prefix = "goleaklint" if match.re is _GOLEAKLINT else "lint"
    kind_text, rest = match.group("kind"), match.group("rest")
    kinds = {kind.value: kind for kind in (_Kind.LINE, _Kind.FILE)}
    if kind_text not in kinds:
        message = f"unknown directive `//goleaklint:{kind_text}`: use `ignore` or `file-ignore`"
        return _tool_finding(MALFORMED, span, message)
    kind = kinds[kind_text]
    parts = rest.split(None, 1)
    if prefix == "lint":
        checks = parts[0].split(",") if parts else []
        ours = [c for c in checks if _RULE_ID.fullmatch(c)]
        if not ours:
            if len(parts) < 2:
                return None  # no reason: staticcheck's own to report
            return _peer_directive(go_file, node, kind, checks, own_line)
        parts[0] = ",".join(ours)
    if not parts:
        message = f"`//{prefix}:{kind.value}` needs a rule and a reason, e.g. {_EXAMPLE}"
        return _tool_finding(MALFORMED, span, message)
    label = parts[0]
    rules = _rules(label)
    if isinstance(rules, str):
        return _tool_finding(MALFORMED, span, rules)
    reason = parts[1].strip().lstrip("/").strip() if len(parts) > 1 else ""
    if not reason:
        message = f"suppression of `{label}` needs a reason after the rule list, e.g. {_EXAMPLE}"
        return _tool_finding(MALFORMED, span, message)
    return _covering(go_file, node, kind, rules, own_line, label)


def _covering(
    go_file: GoFile,
    node: Node,
    kind: _Kind,
    rules: frozenset[str],
    own_line: set[int],
    label: str,
    peer: bool = False,
) -> _Directive:
    """An ``ignore`` or ``file-ignore`` directive of ``rules``, over the lines it covers."""
    span = go_file.span(node)
    if kind is _Kind.FILE:
        return _Directive(kind, span, rules, 1, go_file.lines.line_count, label, peer=peer)
    line = _next_code_line(go_file, node, own_line) if _alone(go_file, node) else span.start.line
    return _Directive(kind, span, rules, line, line, label, peer=peer)


def _peer_directive(
    go_file: GoFile, node: Node, kind: _Kind, checks: list[str], own_line: set[int]
) -> _Directive | None:
    """A staticcheck directive for checks that are none of ours: the rules of ours that
    report the same (:data:`PEER_CHECKS`), or None. staticcheck checks its own directives'
    form, so nothing here is malformed."""
    rules = frozenset(rule for check in checks for rule in PEER_CHECKS.get(check.upper(), ()))
    if not rules:
        return None
    return _covering(go_file, node, kind, rules, own_line, ",".join(checks), peer=True)


def _rules(label: str) -> frozenset[str] | str:
    """The rule ids of a comma-separated list, or why the list is malformed."""
    ids: set[str] = set()
    for selector in label.split(","):
        if not selector:
            return f"empty rule in `{label}`: separate rules with commas, without spaces"
        expanded = expand_selector(selector)
        if not expanded:
            return f"unknown rule `{selector}` in suppression"
        ids |= expanded
    return frozenset(ids)


def _nolint_directive(
    go_file: GoFile, node: Node, text: str, own_line: set[int]
) -> _Directive | None:
    """A golangci-lint ``//nolint`` that names goleaklint (or every linter), else None."""
    if not text.startswith("//"):
        return None
    body = text.lstrip("/ ")
    if not _NOLINT.match(body):
        return None
    body = body.split("//", 1)[0].strip()
    rules: frozenset[str] | None = None  # every rule
    if body.startswith("nolint:"):
        linters = {name.strip().lower() for name in body[len("nolint:") :].split(",")}
        if not linters & {"goleaklint", "all"}:
            rules = frozenset(name.upper() for name in linters if _RULE_ID.fullmatch(name))
            rules |= {rule for name in linters for rule in PEER_LINTERS.get(name, ())}
            if not rules:
                return None
    span = go_file.span(node)
    if not _alone(go_file, node):
        return _Directive(_Kind.NOLINT, span, rules, span.start.line, span.start.line)
    last = _extent(go_file, node, own_line)
    return _Directive(_Kind.NOLINT, span, rules, span.start.line, last)


def _extent(go_file: GoFile, comment: Node, own_line: set[int]) -> int:
    """Last line covered by a ``//nolint`` alone on its line (golangci-lint's rule)."""
    line = _next_code_line(go_file, comment, own_line)
    if line > go_file.lines.line_count:
        return comment.end_point.row + 1
    text = go_file.lines.line_bytes(line)
    indent = len(text) - len(text.lstrip())
    if indent == len(text):  # a blank line: the directive covers only itself
        return comment.end_point.row + 1
    statement = _outermost_at(go_file.root, go_file.lines.line_start(line) + indent)
    if statement is None:
        return line
    if statement.type == "package_clause":
        return go_file.lines.line_count
    return statement.end_point.row + 1


def _outermost_at(root: Node, offset: int) -> Node | None:
    """The largest node that starts at ``offset`` without being a list of statements."""
    node = root.named_descendant_for_byte_range(offset, offset)
    if node is None or node.start_byte != offset or node.type in _CONTAINERS:
        return None
    while node.parent is not None:
        parent = node.parent
        if parent.start_byte != offset or parent.type in _CONTAINERS:
            break
        node = parent
    return node


def _tool_finding(rule_id: str, span: Span, message: str) -> Finding:
    return Finding(
        rule_id,
        TOOL_DIAGNOSTICS[rule_id],
        Severity.WARNING,
        span,
        message,
        Confidence.HIGH,
    )
