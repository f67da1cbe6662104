"""``goleaklint triage``: from a goroutine dump to the stuck line, the rule and the fix.

reading (which form) -> tracebacks / profiles (parse) -> stuck (which goroutines) ->
grouping (by wait reason, blocking frame, creation site) -> sources (frames to local
files) -> run (analyse the packages involved) -> matching (findings to groups) ->
text / json_format / sarif (report).
"""

from __future__ import annotations

from pathlib import Path

from goleaklint.triage.dump import Dump, DumpError, DumpForm, Frame, Goroutine
from goleaklint.triage.reading import read_dump
from goleaklint.triage.run import TriagedGroup, TriageResult, triage

__all__ = [
    "Dump",
    "DumpError",
    "DumpForm",
    "Frame",
    "Goroutine",
    "TriageResult",
    "TriagedGroup",
    "read_dump",
    "render_json",
    "render_sarif",
    "render_text",
    "triage",
]


def render_text(result: TriageResult, *, color: bool = False) -> str:
    """The text report (imported on use, like the other formats)."""
    from goleaklint.triage import text

    return text.render(result, color=color)


def render_json(result: TriageResult) -> str:
    """The JSON report."""
    from goleaklint.triage import json_format

    return json_format.render(result)


def render_sarif(result: TriageResult, *, root: Path) -> str:
    """The SARIF report, URIs relative to ``root``."""
    from goleaklint.triage import sarif

    return sarif.render(result, root=root)
