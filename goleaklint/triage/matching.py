"""Tell, per group, whether a finding of the analysis explains it.

A finding explains a group when it is reported at the group's blocking line (the innermost
frame in the user's code) and, when the finding names the ``go`` statement of the
goroutine it is about (``Finding.launch``), that statement is the group's creation site.
Findings without a launch (a ``Wait`` or ``Lock`` that blocks in the function calling it)
are matched by the line alone: the blocking frame's function is checked against the
function declared at that line, which also catches a dump taken from other source than
the one under PATH.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import StrEnum
from pathlib import Path

from goleaklint.rule import Finding
from goleaklint.triage.grouping import Group
from goleaklint.triage.sourcecode import Declared, Operation, SourceCode
from goleaklint.triage.sources import Origin
from goleaklint.triage.symbols import parse_symbol, short_name

TOOL_DIAGNOSTICS = "GL9"  # parse errors, suppression problems, internal errors: no explanation


class Verdict(StrEnum):
    EXPLAINED = "explained"
    NOT_EXPLAINED = "not explained statically"
    OUTSIDE = "outside the code under PATH"


@dataclass(frozen=True)
class Explanation:
    """What the source and the analysis say about one group."""

    verdict: Verdict
    finding: Finding | None = None
    also: tuple[Finding, ...] = ()  # other findings that explain it as well
    launch_checked: bool = False  # the finding's launch was compared with the creation site
    operation: Operation | None = None  # the blocking operation the code shows
    # Findings at the blocking line about goroutines started elsewhere.
    elsewhere: tuple[Finding, ...] = ()
    stale: str | None = None  # why the local source does not seem to be what ran


class FindingIndex:
    """Findings by (resolved file, line of their primary span)."""

    def __init__(self, findings: Iterable[Finding]) -> None:
        self._by_line: dict[tuple[Path, int], list[Finding]] = {}
        resolved: dict[str, Path] = {}
        for finding in findings:
            if finding.rule_id.startswith(TOOL_DIAGNOSTICS):
                continue
            path = resolved.setdefault(finding.path, Path(finding.path).resolve())
            self._by_line.setdefault((path, finding.span.start.line), []).append(finding)

    def at(self, path: Path, line: int) -> list[Finding]:
        return self._by_line.get((path, line), [])


def explain(group: Group, index: FindingIndex, code: SourceCode) -> Explanation:
    """The verdict on one group."""
    frame, location = group.blocking, group.blocking_location
    if frame is None or location is None or location.path is None or location.display is None:
        return Explanation(Verdict.OUTSIDE)
    operation = code.operation(location.path, location.display, frame.line, group.reason)
    if operation is not None:
        operation = _with_launch_arguments(operation, group, code)
    stale = _staleness(group, code)
    if stale is not None:
        return Explanation(Verdict.NOT_EXPLAINED, operation=operation, stale=stale)
    matched: list[tuple[bool, Finding]] = []
    elsewhere: list[Finding] = []
    for finding in index.at(location.path, frame.line):
        launch_match = _launch_matches(group, finding)
        if launch_match is None:
            matched.append((False, finding))
        elif launch_match:
            matched.append((True, finding))
        else:
            elsewhere.append(finding)
    if not matched:
        return Explanation(Verdict.NOT_EXPLAINED, operation=operation, elsewhere=tuple(elsewhere))
    matched.sort(key=lambda pair: (not pair[0], pair[1].rule_id, pair[1].span.start.column))
    (checked, best), *others = matched
    return Explanation(
        Verdict.EXPLAINED,
        finding=best,
        also=tuple(f for _, f in others),
        launch_checked=checked,
        operation=operation,
    )


def _with_launch_arguments(operation: Operation, group: Group, code: SourceCode) -> Operation:
    """Parameters of the goroutine's own function, followed to the ``go`` statement that
    passed them (when the group blocks in the function the goroutine was started with)."""
    created, frame = group.created_location, group.blocking
    if (
        group.created is None
        or created is None
        or created.path is None
        or created.display is None
        or not all(stack and stack[-1] == frame for stack in group.stacks)
    ):
        return operation
    waits_on = []
    for waited in operation.waits_on:
        passed = None
        if waited.parameter is not None:
            passed = code.launch_argument(
                created.path, created.display, group.created.line, waited.parameter
            )
        if passed is not None:
            launch = f"the go statement at line {group.created.line} passes {passed}"
            waited = replace(waited, description=f"{waited.description}; {launch}")
        waits_on.append(waited)
    return replace(operation, waits_on=tuple(waits_on))


def _launch_matches(group: Group, finding: Finding) -> bool | None:
    """True or False when the finding's launch can be compared with the creation site,
    None when there is nothing to compare: no launch, a dump form without creation sites,
    or a goroutine started by library code (``sync.WaitGroup.Go``, ``errgroup.Group.Go``),
    whose caller in the user's code the dump does not show."""
    launch = finding.launch
    created = group.created_location
    if launch is None or group.created is None or created is None:
        return None
    if created.origin in (Origin.STANDARD, Origin.DEPENDENCY, Origin.VENDORED):
        return None
    if created.path is None or created.path != Path(launch.path).resolve():
        return False
    return launch.start.line <= group.created.line <= launch.end.line


def _staleness(group: Group, code: SourceCode) -> str | None:
    """Why the local source does not hold the blocking frame's function at its line."""
    frame, location = group.blocking, group.blocking_location
    assert frame is not None and location is not None
    assert location.path is not None and location.display is not None
    symbol = parse_symbol(frame.function)
    if not symbol.name:
        return None  # a function literal of a package-level variable: no name to compare
    declared = code.declared_at(location.path, location.display, frame.line)
    if declared is not None and declared.matches(symbol):
        return None
    where = f"line {frame.line} of {location.display}"
    found = "in no function" if declared is None else f"in `{_declared_name(declared)}`"
    return (
        f"the dump puts `{short_name(frame.function)}` at {where}, which is {found} "
        "here: the local source differs from the program that was dumped"
    )


def _declared_name(declared: Declared) -> str:
    return f"({declared.receiver}).{declared.name}" if declared.receiver else declared.name
