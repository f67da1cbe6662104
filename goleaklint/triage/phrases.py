"""Wording shared by the triage reports."""

from __future__ import annotations

from goleaklint.triage.dump import Dump, DumpForm
from goleaklint.triage.grouping import Group
from goleaklint.triage.matching import Verdict
from goleaklint.triage.run import TriageResult

NO_VERDICT_NOTE = (
    "this dump has no leak verdict: goroutines blocked on channels, selects and locks are "
    "listed, and some may only be waiting for work; a goroutineleak profile "
    "(`/debug/pprof/goroutineleak?debug=2`) lists exactly the goroutines blocked forever"
)


def plural(count: int, noun: str) -> str:
    return f"{count:,} {noun}" if count == 1 else f"{count:,} {noun}s"


def group_title(group: Group) -> str:
    """``10 goroutines · chan send · up to 12 minutes``."""
    parts = [plural(group.count, "goroutine"), group.reason or "no wait reason in this dump"]
    if group.longest_minutes is not None:
        parts.append(f"up to {plural(group.longest_minutes, 'minute')}")
    return " · ".join(parts)


def dump_phrase(dump: Dump) -> str:
    form = str(dump.form)
    if dump.form is DumpForm.TRACEBACK and dump.verdict:
        form = "traceback with the leak verdict (goroutineleak profile, debug=2)"
    return f"{form}: {plural(dump.total, 'goroutine')}"


def summary(result: TriageResult) -> str:
    """One line: how many goroutines are stuck, in how many groups, with what verdicts."""
    head = dump_phrase(result.dump)
    if not result.groups:
        return f"{head}, none stuck."
    counts = [f"{result.count(verdict)} {verdict}" for verdict in Verdict if result.count(verdict)]
    groups = plural(len(result.groups), "group")
    grouped = result.stuck - result.outside_user_code
    return f"{head}, {grouped:,} stuck in {groups}: {', '.join(counts)}."
