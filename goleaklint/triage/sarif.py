"""The SARIF 2.1.0 report: one result per group of stuck goroutines in the user's code.

Each result sits at the blocking line and carries the goroutine count in its message. An
explained group takes the explaining rule's id (so viewers show that rule's help); the
others take :data:`NOT_EXPLAINED_ID`. The distinct stacks of a group (at most
:data:`MAX_FLOWS`) become ``codeFlows``, outermost call first; the creation site and the
finding's related locations are ``relatedLocations``. Groups with no frame in the user's
code, dump problems and analysis errors are invocation notifications. Results are
``error`` when the dump carries the runtime's leak verdict, ``warning`` otherwise.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import sarif_om as om

from goleaklint.docs import load_docs, repository_url
from goleaklint.report import absolute_path
from goleaklint.report.sarif import (
    COLUMN_KIND,
    SARIF_VERSION,
    SCHEMA_URI,
    SRCROOT,
    artifact_location,
    documented_rule,
    sarif_message,
    sarif_object,
    span_region,
    to_json,
    tool_driver,
)
from goleaklint.triage.dump import Frame
from goleaklint.triage.grouping import Group
from goleaklint.triage.matching import Verdict
from goleaklint.triage.phrases import group_title, plural
from goleaklint.triage.run import TriagedGroup, TriageResult
from goleaklint.triage.sources import Location

NOT_EXPLAINED_ID = "triage/not-explained"
NOT_EXPLAINED_NAME = "stuck-goroutines-not-explained"
MAX_FLOWS = 10


def render(result: TriageResult, *, root: Path) -> str:
    """The result as a SARIF log with one run; URIs relative to ``root`` (%SRCROOT%)."""
    return json.dumps(to_json(_Builder(result, root).log()), indent=2) + "\n"


class _Builder:
    def __init__(self, result: TriageResult, root: Path) -> None:
        self.result = result
        self.root = root
        self.level = "error" if result.dump.verdict else "warning"
        self.rule_index: dict[str, int] = {}

    def log(self) -> Any:
        run = sarif_object(
            om.Run,
            tool=sarif_object(om.Tool, driver=self.driver()),
            column_kind=COLUMN_KIND,
            original_uri_base_ids={SRCROOT: sarif_object(om.ArtifactLocation, uri=self.root_uri())},
            invocations=[self.invocation()],
            results=[self.group_result(g) for g in self.result.groups if self.located(g)],
        )
        return sarif_object(om.SarifLog, schema_uri=SCHEMA_URI, version=SARIF_VERSION, runs=[run])

    def root_uri(self) -> str:
        uri = absolute_path(self.root).as_uri()
        return uri if uri.endswith("/") else uri + "/"

    @staticmethod
    def located(triaged: TriagedGroup) -> bool:
        return triaged.explanation.verdict is not Verdict.OUTSIDE

    # -- rules -------------------------------------------------------------

    def driver(self) -> Any:
        ids = sorted(
            {
                g.explanation.finding.rule_id if g.explanation.finding else NOT_EXPLAINED_ID
                for g in self.result.groups
                if self.located(g)
            }
        )
        docs = load_docs()
        rules = []
        for index, rule_id in enumerate(ids):
            self.rule_index[rule_id] = index
            doc = docs.get(rule_id)
            rules.append(documented_rule(doc) if doc is not None else _not_explained_rule())
        return tool_driver(rules)

    # -- results -----------------------------------------------------------

    def group_result(self, triaged: TriagedGroup) -> Any:
        group, explanation = triaged.group, triaged.explanation
        finding = explanation.finding
        rule_id = finding.rule_id if finding is not None else NOT_EXPLAINED_ID
        assert group.blocking is not None and group.blocking_location is not None
        if finding is not None:
            region = span_region(finding.span)
            text = f"{_stuck_here(group)}: {finding.message}"
        else:
            operation = explanation.operation
            region = (
                span_region(operation.span)
                if operation is not None
                else sarif_object(om.Region, start_line=group.blocking.line)
            )
            what = f" ({operation.description})" if operation is not None else ""
            text = f"{_stuck_here(group)}{what}: not explained statically"
            if explanation.stale:
                text += f"; {explanation.stale}"
        fields: dict[str, Any] = {
            "rule_id": rule_id,
            "rule_index": self.rule_index[rule_id],
            "level": self.level,
            "message": sarif_message(text),
            "locations": [self.location(group.blocking_location, region)],
        }
        related = self.related(triaged)
        if related:
            fields["related_locations"] = related
        fields["code_flows"] = [
            self.code_flow(stack, count, group.created)
            for stack, count in group.stacks.most_common(MAX_FLOWS)
        ]
        fields["properties"] = {
            "goroutines": group.count,
            "waitReason": group.reason,
            "longestWaitMinutes": group.longest_minutes,
            "verdict": str(explanation.verdict),
        }
        return sarif_object(om.Result, **fields)

    def related(self, triaged: TriagedGroup) -> list[Any]:
        """The creation site, then the explaining finding's related locations, numbered."""
        group, finding = triaged.group, triaged.explanation.finding
        places: list[tuple[Any, str]] = []  # (physical location, message)
        created = group.created_location
        if group.created is not None and created is not None and created.is_user:
            region = sarif_object(om.Region, start_line=group.created.line)
            message = f"{plural(group.count, 'goroutine')} started here"
            places.append((self.physical(created, region), message))
        if finding is not None:
            for extra in finding.related:
                physical = sarif_object(
                    om.PhysicalLocation,
                    artifact_location=self.artifact(extra.span.path),
                    region=span_region(extra.span),
                )
                places.append((physical, extra.message))
        return [
            sarif_object(
                om.Location, id=number, physical_location=physical, message=sarif_message(text)
            )
            for number, (physical, text) in enumerate(places, start=1)
        ]

    def code_flow(self, stack: tuple[Frame, ...], count: int, created: Frame | None) -> Any:
        frames = [self.frame_location(created, "the go statement in ")] if created else []
        frames.extend(self.frame_location(frame, "") for frame in reversed(stack))
        return sarif_object(
            om.CodeFlow,
            message=sarif_message(f"{plural(count, 'goroutine')} with this stack"),
            thread_flows=[sarif_object(om.ThreadFlow, locations=frames)],
        )

    def frame_location(self, frame: Frame, role: str) -> Any:
        """A frame of a stack: clickable in the user's code, named by function elsewhere."""
        location = self.result.sources.locate(frame)
        logical = sarif_object(
            om.LogicalLocation, fully_qualified_name=frame.function, kind="function"
        )
        text = f"{role}{frame.function} ({frame.file}:{frame.line})"
        fields: dict[str, Any] = {}
        if location.is_user:
            region = sarif_object(om.Region, start_line=frame.line)
            fields["physical_location"] = self.physical(location, region)
        fields["logical_locations"] = [logical]
        fields["message"] = sarif_message(text)
        return sarif_object(om.ThreadFlowLocation, location=sarif_object(om.Location, **fields))

    def location(self, location: Location, region: Any) -> Any:
        return sarif_object(om.Location, physical_location=self.physical(location, region))

    def physical(self, location: Location, region: Any) -> Any:
        assert location.display is not None
        return sarif_object(
            om.PhysicalLocation, artifact_location=self.artifact(location.display), region=region
        )

    def artifact(self, path: str) -> Any:
        return artifact_location(path, self.root)

    # -- invocation --------------------------------------------------------

    def invocation(self) -> Any:
        notes = [
            self.notification("warning", f"dump line {p.line}: {p.message}")
            for p in self.result.dump.problems
        ]
        notes.extend(
            self.notification("error", f"{e.path}: {e.message}")
            for e in self.result.analysis.errors
        )
        for triaged in self.result.groups:
            if not self.located(triaged):
                group = triaged.group
                top = (
                    f" at {group.top.function} ({group.top.file}:{group.top.line})"
                    if group.top
                    else ""
                )
                notes.append(
                    self.notification(
                        "note", f"{group_title(group)}{top}: no frame in the code under PATH"
                    )
                )
        fields: dict[str, Any] = {"execution_successful": True}
        if notes:
            fields["tool_execution_notifications"] = notes
        return sarif_object(om.Invocation, **fields)

    @staticmethod
    def notification(level: str, text: str) -> Any:
        return sarif_object(om.Notification, level=level, message=sarif_message(text))


def _stuck_here(group: Group) -> str:
    """``10 goroutines stuck here (chan send, up to 12 minutes)``."""
    reason = group.reason or "no wait reason in the dump"
    waited = f", up to {plural(group.longest_minutes, 'minute')}" if group.longest_minutes else ""
    return f"{plural(group.count, 'goroutine')} stuck here ({reason}{waited})"


def _not_explained_rule() -> Any:
    summary = (
        "Goroutines of the dump are stuck at this line and no rule of goleaklint explains "
        "why: the blocking operation, what it waits on and where the goroutines were "
        "started are in the result."
    )
    return sarif_object(
        om.ReportingDescriptor,
        id=NOT_EXPLAINED_ID,
        name=NOT_EXPLAINED_NAME,
        short_description=sarif_object(
            om.MultiformatMessageString, text="Goroutines stuck where no rule explains why"
        ),
        full_description=sarif_object(om.MultiformatMessageString, text=summary),
        help_uri=repository_url("docs/triage.md"),
        default_configuration=sarif_object(om.ReportingConfiguration, level="warning"),
    )
