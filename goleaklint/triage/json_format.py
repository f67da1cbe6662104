"""The JSON report: a versioned document with the dump, the groups and their verdicts.

Lines and columns are 1-based. ``blocked_at`` and ``started_at`` give the frame as the dump
printed it (``function``, ``file``, ``line``) and, for the user's code, the local ``path``.
At most :data:`MAX_STACKS` distinct stacks are listed per group (``stacks_total`` says how
many there are).
"""

from __future__ import annotations

import json
from typing import Any

from goleaklint import __version__
from goleaklint.rule import Finding
from goleaklint.triage.dump import Frame
from goleaklint.triage.run import TriagedGroup, TriageResult
from goleaklint.triage.sourcecode import Operation
from goleaklint.triage.sources import Location, SourceMap

FORMAT_VERSION = 1
MAX_STACKS = 10


def render(result: TriageResult) -> str:
    """The whole result as one JSON document (keys in a fixed order, indent 2)."""
    dump = result.dump
    document = {
        "version": __version__,
        "format": FORMAT_VERSION,
        "dump": {
            "form": str(dump.form),
            "leak_verdict": dump.verdict,
            "goroutines": dump.total,
            "stuck": result.stuck,
            "stuck_outside_user_code": result.outside_user_code,
            "problems": [{"line": p.line, "message": p.message} for p in dump.problems],
        },
        "groups": [_group(triaged, result.sources) for triaged in result.groups],
        "analysis": {
            "packages": result.packages,
            "errors": [{"path": e.path, "message": e.message} for e in result.analysis.errors],
        },
    }
    return json.dumps(document, indent=2) + "\n"


def _group(triaged: TriagedGroup, sources: SourceMap) -> dict[str, Any]:
    group, explanation = triaged.group, triaged.explanation
    return {
        "count": group.count,
        "wait_reason": group.reason,
        "longest_wait_minutes": group.longest_minutes,
        "blocked_at": _frame(group.blocking or group.top, group.blocking_location),
        "started_at": _frame(group.created, group.created_location),
        "verdict": str(explanation.verdict),
        "finding": _finding(explanation.finding) if explanation.finding else None,
        "launch_checked": explanation.launch_checked,
        "also": [_finding(f) for f in explanation.also],
        "operation": _operation(explanation.operation),
        "nearby_findings": [_finding(f) for f in explanation.elsewhere],
        "source_differs": explanation.stale,
        "stacks_total": len(group.stacks),
        "stacks": [
            {"count": count, "frames": [_frame(f, sources.locate(f)) for f in stack]}
            for stack, count in group.stacks.most_common(MAX_STACKS)
        ],
    }


def _frame(frame: Frame | None, location: Location | None) -> dict[str, Any] | None:
    if frame is None:
        return None
    return {
        "function": frame.function,
        "file": frame.file,
        "line": frame.line,
        "origin": str(location.origin) if location is not None else None,
        "path": location.display if location is not None else None,
    }


def _finding(finding: Finding) -> dict[str, Any]:
    return {
        "rule": finding.rule_id,
        "name": finding.name,
        "message": finding.message,
        "path": finding.path,
        "line": finding.span.start.line,
        "column": finding.span.start.column,
        "launch": (
            {"path": finding.launch.path, "line": finding.launch.start.line}
            if finding.launch is not None
            else None
        ),
        "fix_available": bool(finding.fixes),
        "fixes": [
            {"title": fix.title, "applicability": str(fix.applicability)} for fix in finding.fixes
        ],
    }


def _operation(operation: Operation | None) -> dict[str, Any] | None:
    if operation is None:
        return None
    return {
        "kind": operation.kind,
        "description": operation.description,
        "line": operation.span.start.line,
        "column": operation.span.start.column,
        "waits_on": [
            {"expression": w.expression, "description": w.description} for w in operation.waits_on
        ],
    }
