"""Triage a dump: group the stuck goroutines, analyse the packages they block in, and
match findings to groups."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from goleaklint import discover, engine
from goleaklint.results import CheckResult
from goleaklint.settings import Settings
from goleaklint.triage.dump import Dump
from goleaklint.triage.grouping import Group, group_stuck
from goleaklint.triage.matching import Explanation, FindingIndex, Verdict, explain
from goleaklint.triage.sourcecode import SourceCode
from goleaklint.triage.sources import SourceMap


@dataclass(frozen=True)
class TriagedGroup:
    group: Group
    explanation: Explanation


@dataclass
class TriageResult:
    """Everything ``goleaklint triage`` reports."""

    dump: Dump
    groups: list[TriagedGroup]
    sources: SourceMap  # how the dump's frames were located (reports locate every frame)
    stuck: int  # stuck goroutines in the dump
    outside_user_code: int  # of which left out: no frame in the user's code (plain dumps)
    packages: list[str] = field(default_factory=list)  # package directories analysed
    analysis: CheckResult = field(default_factory=CheckResult)

    def exit_status(self) -> int:
        """1 when goroutines are stuck (in groups), else 0."""
        return 1 if self.groups else 0

    def count(self, verdict: Verdict) -> int:
        """Groups with this verdict."""
        return sum(1 for g in self.groups if g.explanation.verdict is verdict)


def triage(
    dump: Dump, roots: Sequence[Path], settings: Settings | None = None, *, jobs: int | None = None
) -> TriageResult:
    """Group the stuck goroutines of ``dump``, find their code under ``roots``, analyse
    exactly the packages they block in or were started from, and explain each group."""
    settings = settings or Settings()
    sources = SourceMap(roots)
    grouping = group_stuck(dump, sources)
    directories = _package_directories(grouping.groups)
    files = [found.path for d in directories for found in discover.siblings(d, settings)]
    analysis = engine.check_paths(files, settings, jobs=jobs) if files else CheckResult()
    index = FindingIndex(analysis.findings)
    code = SourceCode()
    groups = [TriagedGroup(g, explain(g, index, code)) for g in grouping.groups]
    cwd = Path.cwd()
    return TriageResult(
        dump=dump,
        groups=groups,
        sources=sources,
        stuck=grouping.stuck,
        outside_user_code=grouping.outside_user_code,
        packages=[discover.display_path(d, cwd) for d in directories],
        analysis=analysis,
    )


def _package_directories(groups: Sequence[Group]) -> list[Path]:
    """The directories of the user's files where groups block or were started."""
    directories: set[Path] = set()
    for group in groups:
        for location in (group.blocking_location, group.created_location):
            if location is not None and location.is_user and location.path is not None:
                directories.add(location.path.parent)
    return sorted(directories)
