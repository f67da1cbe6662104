"""Machine-readable JSON: a versioned, stable list of findings and file errors.

Lines and columns are 1-based; columns count Unicode code points, like the text
format. Edits use 0-based byte offsets, half-open, as the engine does.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from goleaklint import __version__
from goleaklint.results import CheckResult, FileError
from goleaklint.rule import Edit, Finding, Fix, Related
from goleaklint.span import Span


def render(result: CheckResult, *, root: Path, color: bool = False) -> str:
    """The whole result as one JSON document (keys in a fixed order, indent 2)."""
    document = {
        "version": __version__,
        "findings": [_finding(finding) for finding in result.findings],
        "errors": [_error(error) for error in result.errors],
    }
    return json.dumps(document, indent=2) + "\n"


def _finding(finding: Finding) -> dict[str, Any]:
    return {
        "rule": finding.rule_id,
        "name": finding.name,
        "severity": str(finding.severity),
        **_span(finding.span),
        "message": finding.message,
        "confidence": str(finding.confidence),
        "launch": _span(finding.launch) if finding.launch is not None else None,
        "related": [_related(related) for related in finding.related],
        "fixes": [_fix(fix) for fix in finding.fixes],
    }


def _span(span: Span) -> dict[str, Any]:
    return {
        "path": span.path,
        "line": span.start.line,
        "column": span.start.column,
        "end_line": span.end.line,
        "end_column": span.end.column,
    }


def _related(related: Related) -> dict[str, Any]:
    return {**_span(related.span), "message": related.message}


def _fix(fix: Fix) -> dict[str, Any]:
    return {
        "title": fix.title,
        "applicability": str(fix.applicability),
        "edits": [_edit(edit) for edit in fix.edits],
    }


def _edit(edit: Edit) -> dict[str, Any]:
    return {
        "path": edit.path,
        "start_byte": edit.start_byte,
        "end_byte": edit.end_byte,
        "new_text": edit.new_text,
    }


def _error(error: FileError) -> dict[str, Any]:
    """A file problem; ``line`` and ``column`` say where it is (the first syntax error)
    when it has a place, else they are null."""
    place = error.span.start if error.span is not None else None
    return {
        "path": error.path,
        "message": error.message,
        "analysed": error.analysed,
        "line": place.line if place is not None else None,
        "column": place.column if place is not None else None,
    }
