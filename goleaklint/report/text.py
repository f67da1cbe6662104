"""Human-readable output: ``path:line:col: GL001 message [name]``, one line per finding.

File names that would break the line (a newline, control characters, bytes that are not
UTF-8) are shown quoted and escaped (:mod:`goleaklint.display`).

A finding less certain than ``high`` says so after its name (``[medium confidence]``); one
that ``--fix`` can fix ends in ``[*]``, explained by a line after the summary that also
counts the findings only ``--unsafe-fixes`` would fix.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import click

from goleaklint import display
from goleaklint.results import CheckResult, FileError
from goleaklint.rule import Applicability, Confidence, Finding, Related, Severity
from goleaklint.span import Span

FIX_MARKER = "[*]"
RELATED_INDENT = "    "

_SEVERITY_COLORS = {Severity.ERROR: "red", Severity.WARNING: "yellow", Severity.NOTE: "cyan"}


def render(
    result: CheckResult, *, root: Path, color: bool = False, with_summary: bool = True
) -> str:
    """Findings, then file errors, then a summary and the fix hint; columns count code
    points."""
    style = Style(color)
    lines: list[str] = []
    for finding in result.findings:
        lines.append(_finding_line(finding, style))
        lines.extend(_related_line(related, style) for related in finding.related)
    lines.extend(_error_line(error, style) for error in result.errors)
    if with_summary:
        lines.append(style.bold(summary(result)))
        hint = fix_hint(result.findings)
        if hint:
            lines.append(hint)
    return "".join(f"{line}\n" for line in lines)


def summary(result: CheckResult) -> str:
    """``Found 3 findings (GL001: 2, GL003: 1) in 12 files.`` or ``No findings in 12 files.``,
    then what was left out (baseline, unchanged code, generated files)."""
    files = _plural(result.files, "file")
    notes = ""
    if result.baselined:
        notes += f" {result.baselined} more in the baseline."
    if result.unchanged:
        notes += f" {result.unchanged} more outside the changed lines."
    if result.generated:
        notes += f" {_plural(result.generated, 'generated file')} skipped."
    if not result.findings:
        return f"No findings in {files}.{notes}"
    counts = Counter(finding.rule_id for finding in result.findings)
    per_rule = ", ".join(f"{rule_id}: {counts[rule_id]}" for rule_id in sorted(counts))
    return f"Found {_plural(len(result.findings), 'finding')} ({per_rule}) in {files}.{notes}"


def fix_hint(findings: list[Finding]) -> str:
    """``[*] 2 fixable with --fix (1 more with --fix --unsafe-fixes).``; empty when no
    finding has a fix that can be applied."""
    safe = sum(1 for f in findings if safely_fixable(f))
    unsafe = sum(1 for f in findings if not safely_fixable(f) and unsafely_fixable(f))
    if safe and unsafe:
        return f"{FIX_MARKER} {safe} fixable with --fix ({unsafe} more with --fix --unsafe-fixes)."
    if safe:
        return f"{FIX_MARKER} {safe} fixable with --fix."
    if unsafe:
        return f"No safe fixes; {unsafe} fixable with --fix --unsafe-fixes (review them)."
    return ""


def safely_fixable(finding: Finding) -> bool:
    """Whether ``--fix`` alone can fix the finding."""
    return any(fix.applicability is Applicability.SAFE for fix in finding.fixes)


def unsafely_fixable(finding: Finding) -> bool:
    """Whether the finding has a fix that needs ``--unsafe-fixes``."""
    return any(fix.applicability is Applicability.UNSAFE for fix in finding.fixes)


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def _finding_line(finding: Finding, style: Style) -> str:
    rule_id = style.paint(finding.rule_id, _SEVERITY_COLORS[finding.severity], bold=True)
    tail = style.dim(f"[{finding.name}]")
    if finding.confidence is not Confidence.HIGH:
        tail += " " + style.dim(f"[{finding.confidence} confidence]")
    if safely_fixable(finding):
        tail += " " + style.paint(FIX_MARKER, "cyan")
    return f"{_location(finding.span, style)}: {rule_id} {display.text(finding.message)} {tail}"


def _related_line(related: Related, style: Style) -> str:
    return f"{RELATED_INDENT}{_location(related.span, style)}: {display.text(related.message)}"


def _error_line(error: FileError, style: Style) -> str:
    label = style.paint("error", "red", bold=True)
    return f"{style.bold(display.path(error.path))}: {label}: {display.text(error.message)}"


def error_line(error: FileError) -> str:
    """A file problem on one uncoloured line: ``path: error: message``."""
    return _error_line(error, Style(False))


def _location(span: Span, style: Style) -> str:
    return f"{style.bold(display.path(span.path))}:{span.start.line}:{span.start.column}"


class Style:
    """ANSI styling through click, or plain text when colour is off."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled

    def paint(self, text: str, fg: str, *, bold: bool = False) -> str:
        return click.style(text, fg=fg, bold=bold) if self.enabled else text

    def bold(self, text: str) -> str:
        return click.style(text, bold=True) if self.enabled else text

    def dim(self, text: str) -> str:
        return click.style(text, dim=True) if self.enabled else text
