"""Rule documentation: load and validate ``rules/GLNNN.md``.

Each doc is YAML front matter followed by fixed ``##`` sections. The docs are the
single source of every user-facing fact about a rule (``goleaklint rule``, SARIF
rule descriptors, the README table).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any, TypeVar

import yaml

from goleaklint import DOCS_BASE_URL, DOCS_REF
from goleaklint.rule import Applicability, Confidence, FixAvailability, Severity


class Status(StrEnum):
    PREVIEW = "preview"
    STABLE = "stable"
    DEPRECATED = "deprecated"
    REMOVED = "removed"


REQUIRED_SECTIONS = ("What it does", "Why is this bad?", "Example", "Use instead")
SECTION_ORDER = (*REQUIRED_SECTIONS, "Fix", "Options", "Limitations", "References")
FRONT_MATTER_KEYS = (
    "id",
    "name",
    "title",
    "severity",
    "confidence",
    "status",
    "since",
    "default",
    "fix",
    "applicability",
    "tags",
)
NO_APPLICABILITY = "none"  # the front-matter spelling for rules without fixes
MAX_TITLE_LENGTH = 80
MAX_SUMMARY_LENGTH = 1024

_ID_RE = re.compile(r"GL\d{3}")
_NAME_RE = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*")
_VERSION_RE = re.compile(r"\d+\.\d+\.\d+")
_FENCE_RE = re.compile(r"^(`{3,}|~{3,})")
_HEADING_RE = re.compile(r"^## (.+?)\s*$")
_CODE_SPAN_RE = re.compile(r"(`[^`]+`)")
_LINK_RE = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_EMPHASIS_RE = re.compile(r"(\*\*|\*)(\S(?:.*?\S)?)\1")


E = TypeVar("E", bound=StrEnum)


class RuleDocError(ValueError):
    """A rule doc is missing, malformed, or disagrees with the doc conventions."""


@dataclass(frozen=True)
class RuleDoc:
    """The front matter and Markdown body of one rule doc."""

    id: str
    name: str
    title: str
    severity: Severity
    confidence: Confidence
    status: Status
    since: str
    default: bool
    fix: FixAvailability
    applicability: Applicability | None  # None exactly when fix is "none"
    tags: tuple[str, ...]
    body: str

    @property
    def fix_label(self) -> str:
        """Whether the rule fixes, with how safely when it does: ``sometimes (safe)``."""
        if self.applicability is None:
            return str(self.fix)
        return f"{self.fix} ({self.applicability})"

    @property
    def sections(self) -> dict[str, str]:
        """Section heading -> section text, in document order."""
        return dict(_split_sections(self.body))

    def section(self, heading: str) -> str | None:
        """The text of one section, without its heading, or None if absent."""
        return self.sections.get(heading)

    @property
    def summary(self) -> str:
        """The first paragraph of *What it does*, as plain text on one line."""
        text = self.section("What it does") or ""
        paragraph = text.strip().split("\n\n", 1)[0]
        return markdown_to_plain(" ".join(paragraph.split()))


def markdown_to_plain(text: str) -> str:
    """Strip the inline Markdown a doc paragraph uses: code spans, links, emphasis."""
    parts = _CODE_SPAN_RE.split(text)
    plain = [part[1:-1] if index % 2 else _strip_inline(part) for index, part in enumerate(parts)]
    return "".join(plain)


def _strip_inline(text: str) -> str:
    text = _LINK_RE.sub(r"\1", text)
    return _EMPHASIS_RE.sub(r"\2", text)


def doc_url(rule_id: str) -> str:
    """The URL of a rule's doc in the repository (at :data:`goleaklint.DOCS_REF`)."""
    return repository_url(f"rules/{rule_id}.md")


def repository_url(path: str) -> str:
    """The URL of a file of the repository (``docs/triage.md``) at :data:`goleaklint.DOCS_REF`,
    the one ref every documentation link points at."""
    return f"{DOCS_BASE_URL}/{DOCS_REF}/{path}"


def load_docs() -> dict[str, RuleDoc]:
    """Every rule doc shipped with goleaklint, keyed by id and sorted by id."""
    return dict(_load_installed())


@cache
def _load_installed() -> Mapping[str, RuleDoc]:
    return load_docs_from(docs_directory())


def docs_directory() -> Traversable:
    """The wheel's ``goleaklint/_rules``, else ``rules/`` of the source tree."""
    packaged = resources.files("goleaklint") / "_rules"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent / "rules"


def load_docs_from(directory: Traversable) -> dict[str, RuleDoc]:
    """Load and validate every ``GL*.md`` in ``directory``."""
    if not directory.is_dir():
        raise RuleDocError(f"{directory}: rule doc directory not found")
    files = sorted(
        (entry for entry in directory.iterdir() if _is_doc_file(entry.name)),
        key=lambda entry: entry.name,
    )
    docs = (parse_doc(entry.read_text(encoding="utf-8"), f"rules/{entry.name}") for entry in files)
    return {doc.id: doc for doc in docs}


def _is_doc_file(name: str) -> bool:
    return name.startswith("GL") and name.endswith(".md")


def parse_doc(text: str, filename: str) -> RuleDoc:
    """Parse and validate one doc; errors name ``filename``."""
    try:
        front, body = _split_front_matter(text)
        doc = _build(front, body)
        _check_file_name(doc, filename)
        _check_sections(doc)
    except RuleDocError as exc:
        raise RuleDocError(f"{filename}: {exc}") from None
    return doc


def _split_front_matter(text: str) -> tuple[dict[str, Any], str]:
    lines = text.splitlines(keepends=True)
    if not lines or lines[0].rstrip() != "---":
        raise RuleDocError("must start with a '---' front matter line")
    for index, line in enumerate(lines[1:], start=1):
        if line.rstrip() == "---":
            raw = "".join(lines[1:index])
            body = "".join(lines[index + 1 :]).strip("\n") + "\n"
            return _parse_yaml(raw), body
    raise RuleDocError("front matter is not closed by a '---' line")


def _parse_yaml(raw: str) -> dict[str, Any]:
    try:
        data = yaml.safe_load(raw)
    except yaml.YAMLError as exc:
        raise RuleDocError(f"invalid YAML front matter: {exc}") from None
    if not isinstance(data, dict):
        raise RuleDocError("front matter must be a YAML mapping")
    return data


def _build(front: dict[str, Any], body: str) -> RuleDoc:
    missing = [key for key in FRONT_MATTER_KEYS if key not in front]
    unknown = sorted(set(map(str, front)) - set(FRONT_MATTER_KEYS))
    if missing:
        raise RuleDocError(f"front matter is missing {', '.join(missing)}")
    if unknown:
        raise RuleDocError(f"unknown front matter keys: {', '.join(unknown)}")
    fix = _enum(FixAvailability, front, "fix")
    return RuleDoc(
        id=_matching(front, "id", _ID_RE, "GL followed by three digits"),
        name=_matching(front, "name", _NAME_RE, "kebab-case"),
        title=_title(front),
        severity=_enum(Severity, front, "severity"),
        confidence=_enum(Confidence, front, "confidence"),
        status=_enum(Status, front, "status"),
        since=_matching(front, "since", _VERSION_RE, "a version like 0.1.0"),
        default=_boolean(front, "default"),
        fix=fix,
        applicability=_applicability(front, fix),
        tags=_tags(front),
        body=body,
    )


def _string(front: Mapping[str, Any], key: str) -> str:
    value = front[key]
    if not isinstance(value, str) or not value.strip():
        raise RuleDocError(f"{key!r} must be a non-empty string, got {value!r}")
    return value


def _matching(front: Mapping[str, Any], key: str, pattern: re.Pattern[str], what: str) -> str:
    value = _string(front, key)
    if not pattern.fullmatch(value):
        raise RuleDocError(f"{key!r} must be {what}, got {value!r}")
    return value


def _title(front: Mapping[str, Any]) -> str:
    title = _string(front, "title")
    if len(title) > MAX_TITLE_LENGTH:
        raise RuleDocError(f"'title' is {len(title)} characters long (at most {MAX_TITLE_LENGTH})")
    if title.rstrip().endswith("."):
        raise RuleDocError("'title' must not end with a period")
    return title


def _enum(kind: type[E], front: Mapping[str, Any], key: str) -> E:
    value = front[key]
    try:
        return kind(value)
    except ValueError:
        allowed = " | ".join(member.value for member in kind)
        raise RuleDocError(f"{key!r} must be one of {allowed}, got {value!r}") from None


def _boolean(front: Mapping[str, Any], key: str) -> bool:
    value = front[key]
    if not isinstance(value, bool):
        raise RuleDocError(f"{key!r} must be true or false, got {value!r}")
    return value


def _applicability(front: Mapping[str, Any], fix: FixAvailability) -> Applicability | None:
    value = front["applicability"]
    if fix is FixAvailability.NONE:
        if value != NO_APPLICABILITY:
            raise RuleDocError(f"'applicability' must be {NO_APPLICABILITY!r} when 'fix' is none")
        return None
    if value == NO_APPLICABILITY:
        raise RuleDocError(f"'applicability' cannot be {NO_APPLICABILITY!r} when 'fix' is {fix}")
    return _enum(Applicability, front, "applicability")


def _tags(front: Mapping[str, Any]) -> tuple[str, ...]:
    tags = front["tags"]
    if not isinstance(tags, list) or not tags:
        raise RuleDocError(f"'tags' must be a non-empty list, got {tags!r}")
    for tag in tags:
        if not isinstance(tag, str) or not _NAME_RE.fullmatch(tag):
            raise RuleDocError(f"every tag must be a kebab-case string, got {tag!r}")
    if len(set(tags)) != len(tags):
        raise RuleDocError("'tags' contains duplicates")
    return tuple(tags)


def _check_file_name(doc: RuleDoc, filename: str) -> None:
    stem = Path(filename).stem
    if stem != doc.id:
        raise RuleDocError(f"'id' is {doc.id} but the file is named {stem}.md")


def _check_sections(doc: RuleDoc) -> None:
    headings = [heading for heading, _ in _split_sections(doc.body)]
    unknown = [heading for heading in headings if heading not in SECTION_ORDER]
    if unknown:
        raise RuleDocError(f"unknown sections: {', '.join(unknown)}")
    if len(set(headings)) != len(headings):
        raise RuleDocError("a section appears twice")
    if headings != sorted(headings, key=SECTION_ORDER.index):
        raise RuleDocError(f"sections must appear in the order: {', '.join(SECTION_ORDER)}")
    missing = [heading for heading in REQUIRED_SECTIONS if heading not in headings]
    if missing:
        raise RuleDocError(f"missing sections: {', '.join(missing)}")
    has_fix = "Fix" in headings
    if has_fix != (doc.fix is not FixAvailability.NONE):
        need = "needs" if not has_fix else "must not have"
        raise RuleDocError(f"a rule with 'fix: {doc.fix}' {need} a '## Fix' section")
    for heading in ("Example", "Use instead"):
        if not _has_code_block(doc.sections[heading]):
            raise RuleDocError(f"section {heading!r} has no fenced code block")
    if not doc.summary:
        raise RuleDocError("section 'What it does' is empty")
    if len(doc.summary) > MAX_SUMMARY_LENGTH:
        raise RuleDocError(
            f"the first paragraph of 'What it does' is {len(doc.summary)} characters long"
            f" (at most {MAX_SUMMARY_LENGTH}, the SARIF fullDescription limit)"
        )
    if not doc.body.startswith("## "):
        raise RuleDocError("the body must start with the '## What it does' heading")


def _has_code_block(text: str) -> bool:
    return any(_FENCE_RE.match(line) for line in text.splitlines())


def _split_sections(body: str) -> Iterable[tuple[str, str]]:
    """``## `` headings outside fenced code blocks, each with the text under it."""
    heading: str | None = None
    lines: list[str] = []
    fence: str | None = None
    for line in body.splitlines():
        fence = _next_fence(fence, line)
        match = _HEADING_RE.match(line) if fence is None else None
        if match:
            if heading is not None:
                yield heading, "\n".join(lines).strip("\n")
            heading, lines = match.group(1), []
        elif heading is not None:
            lines.append(line)
    if heading is not None:
        yield heading, "\n".join(lines).strip("\n")


def _next_fence(fence: str | None, line: str) -> str | None:
    """The open code fence after ``line``, given the one open before it."""
    marker = _FENCE_RE.match(line)
    if marker is None:
        return fence
    if fence is None:
        return marker.group(1)
    closes = marker.group(1)[0] == fence[0] and len(marker.group(1)) >= len(fence)
    return None if closes and not line[len(marker.group(1)) :].strip() else fence
