"""SARIF 2.1.0 for GitHub code scanning and SARIF viewers, built on sarif-om.

sarif-om only provides the object model. Its attrs defaults mirror the schema
defaults (``level="warning"``, ``ruleIndex=-1`` ...), and a serializer that drops
values equal to their default would silently remove an explicit ``level:
"warning"``, letting consumers fall back to the rule's default level. So every
object is created through :func:`sarif_object`, which remembers the fields that
were set, and :func:`to_json` keeps exactly those (plus required ones).

Regions use UTF-16 code units (``run.columnKind``), as GitHub expects. Artifact
URIs are relative to ``%SRCROOT%``, the ``root`` the caller passes.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import quote

import attr
import sarif_om as om

from goleaklint import __version__
from goleaklint.docs import RuleDoc, doc_url, load_docs
from goleaklint.readfile import read_regular
from goleaklint.report import absolute_path, relative_path, relative_to_root
from goleaklint.results import CheckResult, FileError
from goleaklint.rule import Edit, Finding, Fix, Severity
from goleaklint.rules import ALL_RULES
from goleaklint.span import LineIndex, Span

SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json"
SARIF_VERSION = "2.1.0"
TOOL_NAME = "goleaklint"
SRCROOT = "%SRCROOT%"
COLUMN_KIND = "utf16CodeUnits"
FINGERPRINT_KEY = "goleaklint/v1"

_EXPLICIT = "_goleaklint_explicit_fields"
_PROBLEM_SEVERITY = {
    Severity.ERROR: "error",
    Severity.WARNING: "warning",
    Severity.NOTE: "recommendation",
}


def render(result: CheckResult, *, root: Path, color: bool = False) -> str:
    """The result as a SARIF log with one run."""
    return json.dumps(to_json(build_log(result, root)), indent=2) + "\n"


def build_log(result: CheckResult, root: Path) -> Any:
    """The sarif-om ``SarifLog`` for ``result``."""
    builder = _RunBuilder(root)
    return sarif_object(
        om.SarifLog,
        schema_uri=SCHEMA_URI,
        version=SARIF_VERSION,
        runs=[builder.run(result)],
    )


def tool_driver(rules: list[Any]) -> Any:
    """goleaklint as a SARIF tool component, with the rules a run refers to."""
    return sarif_object(
        om.ToolComponent,
        name=TOOL_NAME,
        version=__version__,
        semantic_version=__version__,
        rules=rules,
    )


def sarif_object(cls: type[Any], **fields: Any) -> Any:
    """Create a sarif-om object and remember which fields were given, in order."""
    obj = cls(**fields)
    setattr(obj, _EXPLICIT, tuple(fields))
    return obj


def to_json(obj: Any) -> Any:
    """sarif-om objects -> JSON-ready values with the schema's property names.

    A field is kept when it was set explicitly (see :func:`sarif_object`), is
    required, or differs from its default; None is always dropped. Explicit
    fields come first, in the order they were given.
    """
    if attr.has(type(obj)):
        return _attrs_to_json(obj)
    if isinstance(obj, dict):
        return {str(key): to_json(value) for key, value in obj.items()}
    if isinstance(obj, list | tuple):
        return [to_json(value) for value in obj]
    return obj


def _attrs_to_json(obj: Any) -> dict[str, Any]:
    explicit: tuple[str, ...] = getattr(obj, _EXPLICIT, ())
    fields = attr.fields_dict(type(obj))
    others = [name for name in fields if name not in explicit]
    out: dict[str, Any] = {}
    for name in (*explicit, *others):
        field, value = fields[name], getattr(obj, name)
        if value is None or (name not in explicit and _is_default(field, value)):
            continue
        out[field.metadata.get("schema_property_name", name)] = to_json(value)
    return out


def _is_default(field: Any, value: Any) -> bool:
    default = field.default
    if default is attr.NOTHING:
        return False
    if isinstance(default, attr.Factory):  # type: ignore[arg-type]
        default = default.factory()
    return bool(value == default)


class _Sources:
    """File contents read from disk (relative to the working directory), cached."""

    def __init__(self) -> None:
        self._indexes: dict[str, LineIndex | None] = {}

    def index(self, path: str) -> LineIndex | None:
        if path not in self._indexes:
            try:
                self._indexes[path] = LineIndex(read_regular(path))
            except OSError:
                self._indexes[path] = None
        return self._indexes[path]

    def span_lines(self, span: Span) -> str | None:
        """The whole lines the span touches, whitespace-normalised, or None if unreadable."""
        index = self.index(span.path)
        if index is None or not 0 <= span.start_byte <= span.end_byte <= len(index.source):
            return None
        first = index.position(span.start_byte).line
        last = index.position(span.end_byte).line
        text = b"\n".join(index.line_bytes(line) for line in range(first, last + 1))
        return " ".join(text.decode("utf-8", errors="replace").split())


class _RunBuilder:
    """Builds one ``run``; holds the root, the file cache and the rule index."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.sources = _Sources()
        self.rule_index: dict[str, int] = {}

    def run(self, result: CheckResult) -> Any:
        rules = self.rules(result.findings)
        return sarif_object(
            om.Run,
            tool=sarif_object(om.Tool, driver=tool_driver(rules)),
            column_kind=COLUMN_KIND,
            original_uri_base_ids={SRCROOT: sarif_object(om.ArtifactLocation, uri=self.root_uri())},
            invocations=[self.invocation(result.errors, successful=not result.incomplete())],
            results=self.results(result.findings),
        )

    def root_uri(self) -> str:
        uri = absolute_path(self.root).as_uri()
        return uri if uri.endswith("/") else uri + "/"

    # -- rules -------------------------------------------------------------

    def rules(self, findings: Sequence[Finding]) -> list[Any]:
        """Every registered rule plus any other rule (GL9xx) with a finding, sorted by id."""
        names = {rule.id: rule.name for rule in ALL_RULES}
        severities = {rule.id: rule.severity for rule in ALL_RULES}
        for finding in findings:
            names.setdefault(finding.rule_id, finding.name)
            severities.setdefault(finding.rule_id, finding.severity)
        docs = load_docs()
        descriptors = []
        for index, rule_id in enumerate(sorted(names)):
            self.rule_index[rule_id] = index
            doc = docs.get(rule_id)
            if doc is not None:
                descriptors.append(documented_rule(doc))
            else:
                descriptors.append(_undocumented_rule(rule_id, names[rule_id], severities[rule_id]))
        return descriptors

    # -- results -----------------------------------------------------------

    def results(self, findings: Sequence[Finding]) -> list[Any]:
        seen: Counter[tuple[str, str, str]] = Counter()
        results = []
        for finding in findings:
            key = self.fingerprint_key(finding)
            results.append(self.result(finding, _fingerprint(key, seen[key])))
            seen[key] += 1
        return results

    def fingerprint_key(self, finding: Finding) -> tuple[str, str, str]:
        """What identifies a finding independently of line numbers."""
        text = finding.fingerprint or self.sources.span_lines(finding.span)
        return (finding.rule_id, relative_path(finding.path, self.root), text or finding.message)

    def result(self, finding: Finding, fingerprint: str) -> Any:
        fields: dict[str, Any] = {
            "rule_id": finding.rule_id,
            "rule_index": self.rule_index[finding.rule_id],
            "level": str(finding.severity),
            "message": sarif_message(linked_message(finding)),
            "locations": [self.location(finding.span)],
        }
        if finding.related:
            fields["related_locations"] = [
                self.location(related.span, message=related.message, location_id=number)
                for number, related in enumerate(finding.related, start=1)
            ]
        fields["partial_fingerprints"] = {FINGERPRINT_KEY: fingerprint}
        if finding.fixes:
            fields["fixes"] = [self.fix(fix) for fix in finding.fixes]
        fields["properties"] = {"confidence": str(finding.confidence)}
        return sarif_object(om.Result, **fields)

    def location(
        self, span: Span, *, message: str | None = None, location_id: int | None = None
    ) -> Any:
        fields: dict[str, Any] = {}
        if location_id is not None:
            fields["id"] = location_id
        fields["physical_location"] = sarif_object(
            om.PhysicalLocation,
            artifact_location=self.artifact(span.path),
            region=span_region(span),
        )
        if message is not None:
            fields["message"] = sarif_message(message)
        return sarif_object(om.Location, **fields)

    def artifact(self, path: str) -> Any:
        return artifact_location(path, self.root)

    # -- fixes -------------------------------------------------------------

    def fix(self, fix: Fix) -> Any:
        return sarif_object(
            om.Fix,
            description=sarif_message(fix.title),
            artifact_changes=[self.change(path, edits) for path, edits in _by_path(fix.edits)],
            properties={"applicability": str(fix.applicability)},
        )

    def change(self, path: str, edits: Sequence[Edit]) -> Any:
        return sarif_object(
            om.ArtifactChange,
            artifact_location=self.artifact(path),
            replacements=[self.replacement(edit) for edit in edits],
        )

    def replacement(self, edit: Edit) -> Any:
        fields: dict[str, Any] = {"deleted_region": self.edit_region(edit)}
        if edit.new_text:
            fields["inserted_content"] = sarif_object(om.ArtifactContent, text=edit.new_text)
        return sarif_object(om.Replacement, **fields)

    def edit_region(self, edit: Edit) -> Any:
        """Lines and UTF-16 columns from the file text; byte offsets if it is unreadable."""
        index = self.sources.index(edit.path)
        if index is None or not 0 <= edit.start_byte <= edit.end_byte <= len(index.source):
            return sarif_object(
                om.Region,
                byte_offset=edit.start_byte,
                byte_length=edit.end_byte - edit.start_byte,
            )
        return span_region(index.span(edit.path, edit.start_byte, edit.end_byte))

    # -- invocation --------------------------------------------------------

    def invocation(self, errors: Sequence[FileError], *, successful: bool) -> Any:
        """``executionSuccessful`` is false when the run exits 2 (input it could not
        analyse); per-file problems become notifications either way."""
        fields: dict[str, Any] = {"execution_successful": successful}
        if errors:
            fields["tool_execution_notifications"] = [self.notification(e) for e in errors]
        return sarif_object(om.Invocation, **fields)

    def notification(self, error: FileError) -> Any:
        physical: dict[str, Any] = {"artifact_location": self.artifact(error.path)}
        if error.span is not None:
            physical["region"] = span_region(error.span)
        location = sarif_object(
            om.Location, physical_location=sarif_object(om.PhysicalLocation, **physical)
        )
        return sarif_object(
            om.Notification,
            level=notification_level(error),
            message=sarif_message(error.message),
            locations=[location],
        )


def notification_level(error: FileError) -> str:
    """``warning`` for a file analysed in part (syntax errors), ``error`` for one not analysed."""
    return "warning" if error.analysed else "error"


def linked_message(finding: Finding) -> str:
    """The message, then each related location as a SARIF embedded link ``[text](id)`` to
    ``relatedLocations[id]``, which code scanning shows as clickable text."""
    if not finding.related:
        return finding.message
    links = ", ".join(
        f"[{_escape_brackets(related.message)}]({number})"
        for number, related in enumerate(finding.related, start=1)
    )
    return f"{_escape_brackets(finding.message)} ({links})"


def _escape_brackets(text: str) -> str:
    """Literal ``[`` and ``]`` are escaped in SARIF message text (they would open a link)."""
    return text.replace("[", "\\[").replace("]", "\\]")


def documented_rule(doc: RuleDoc) -> Any:
    """The SARIF descriptor of a rule, from its doc (``goleaklint triage`` uses it too)."""
    return sarif_object(
        om.ReportingDescriptor,
        id=doc.id,
        name=doc.name,
        short_description=_text(doc.title),
        full_description=_text(doc.summary),
        help=sarif_object(om.MultiformatMessageString, text=doc.body, markdown=doc.body),
        help_uri=doc_url(doc.id),
        default_configuration=_configuration(doc.severity),
        properties={
            "tags": list(doc.tags),
            "precision": str(doc.confidence),
            "problem.severity": _PROBLEM_SEVERITY[doc.severity],
        },
    )


def _undocumented_rule(rule_id: str, name: str, severity: Severity) -> Any:
    """A descriptor for a rule without a doc (should not ship; keeps the log valid)."""
    return sarif_object(
        om.ReportingDescriptor,
        id=rule_id,
        name=name,
        short_description=_text(name),
        full_description=_text(name),
        help=_text(name),
        default_configuration=_configuration(severity),
        properties={"problem.severity": _PROBLEM_SEVERITY[severity]},
    )


def _configuration(severity: Severity) -> Any:
    return sarif_object(om.ReportingConfiguration, level=str(severity))


def _text(text: str) -> Any:
    return sarif_object(om.MultiformatMessageString, text=text)


def artifact_location(path: str, root: Path) -> Any:
    """``path`` (a display path) as a URI relative to %SRCROOT% (``root``), percent-encoded;
    a file URI outside the root."""
    relative = relative_to_root(path, root)
    if relative is None:
        return sarif_object(om.ArtifactLocation, uri=absolute_path(path).as_uri())
    # The file name's own bytes, percent-encoded: exact even when they are not UTF-8.
    uri = quote(os.fsencode(relative))
    return sarif_object(om.ArtifactLocation, uri=uri, uri_base_id=SRCROOT)


def sarif_message(text: str) -> Any:
    """A SARIF message of plain text."""
    return sarif_object(om.Message, text=text)


def span_region(span: Span) -> Any:
    """The SARIF region of a span (columns in UTF-16 code units)."""
    return sarif_object(
        om.Region,
        start_line=span.start.line,
        start_column=span.start.utf16_column,
        end_line=span.end.line,
        end_column=span.end.utf16_column,
    )


def _fingerprint(key: tuple[str, str, str], occurrence: int) -> str:
    """A hash of rule id, relative path, source text and occurrence; no line numbers."""
    parts = (*key, str(occurrence))
    text = "\0".join(parts).encode("utf-8", errors="surrogateescape")  # a name may not be UTF-8
    return hashlib.sha256(text).hexdigest()[:32]


def _by_path(edits: Iterable[Edit]) -> list[tuple[str, list[Edit]]]:
    """Edits grouped by file, files in order of first appearance."""
    grouped: dict[str, list[Edit]] = {}
    for edit in edits:
        grouped.setdefault(edit.path, []).append(edit)
    return list(grouped.items())
