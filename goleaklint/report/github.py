"""GitHub Actions workflow commands: one ``::warning``/``::error`` annotation per finding.

Paths are relative to ``root`` (the repository checkout); columns are UTF-16 code
units. GitHub shows at most 10 warning and 10 error annotations per step, so the
SARIF format is the one to use for large result sets.
"""

from __future__ import annotations

from pathlib import Path

from goleaklint import display
from goleaklint.report import relative_path
from goleaklint.results import CheckResult, FileError
from goleaklint.rule import Finding, Severity

_COMMANDS = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.NOTE: "notice"}


def render(result: CheckResult, *, root: Path, color: bool = False) -> str:
    """One workflow command per finding and per file error."""
    lines = [_finding_command(finding, root) for finding in result.findings]
    lines.extend(_error_command(error, root) for error in result.errors)
    return "".join(f"{line}\n" for line in lines)


def escape_data(text: str) -> str:
    """Escape a command's message (actions/toolkit ``escapeData``); other control characters
    and the bytes of a file name that are not UTF-8 are written as ``\\xNN``."""
    escaped = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return display.text(escaped)


def escape_property(text: str) -> str:
    """Escape a command property value (actions/toolkit ``escapeProperty``)."""
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def command(name: str, properties: dict[str, str | int], message: str) -> str:
    """``::name key=value,...::message`` with both parts escaped."""
    props = ",".join(f"{key}={escape_property(str(value))}" for key, value in properties.items())
    return f"::{name} {props}::{escape_data(message)}"


def _finding_command(finding: Finding, root: Path) -> str:
    start, end = finding.span.start, finding.span.end
    properties: dict[str, str | int] = {
        "file": relative_path(finding.path, root),
        "line": start.line,
        "endLine": end.line,
    }
    if start.line == end.line:
        properties["col"] = start.utf16_column
        properties["endColumn"] = end.utf16_column
    properties["title"] = f"{finding.rule_id} {finding.name}"
    return command(_COMMANDS[finding.severity], properties, finding.message)


def _error_command(error: FileError, root: Path) -> str:
    """A file analysed in part is a warning at its first problem; one not analysed, an error."""
    properties: dict[str, str | int] = {"file": relative_path(error.path, root)}
    if error.span is not None:
        properties["line"] = error.span.start.line
        properties["col"] = error.span.start.utf16_column
    return command("warning" if error.analysed else "error", properties, error.message)
