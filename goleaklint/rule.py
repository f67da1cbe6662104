"""The vocabulary shared by rules, the engine and the reporters."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from goleaklint.span import Span

if TYPE_CHECKING:
    from goleaklint.analysis import PackageAnalysis


class Severity(StrEnum):
    """SARIF levels, verbatim."""

    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"


class Confidence(StrEnum):
    HIGH = "high"
    MEDIUM = "medium"
    LOW = "low"


class Applicability(StrEnum):
    """How safe a fix is to apply without review (ruff's scale)."""

    SAFE = "safe"
    UNSAFE = "unsafe"
    DISPLAY_ONLY = "display-only"


class FixAvailability(StrEnum):
    NONE = "none"
    SOMETIMES = "sometimes"
    ALWAYS = "always"


@dataclass(frozen=True)
class Edit:
    """Replace bytes ``[start_byte, end_byte)`` of ``path`` with ``new_text``."""

    path: str
    start_byte: int
    end_byte: int
    new_text: str


@dataclass(frozen=True)
class Fix:
    """A suggested change; ``title`` is an imperative verb phrase."""

    title: str
    edits: tuple[Edit, ...]
    applicability: Applicability


@dataclass(frozen=True)
class Related:
    """A secondary location of a finding, with what happens there."""

    span: Span
    message: str


@dataclass(frozen=True)
class Finding:
    """One problem: where the goroutine blocks, and why nothing will unblock it."""

    rule_id: str
    name: str
    severity: Severity
    span: Span
    message: str
    confidence: Confidence = Confidence.HIGH
    related: tuple[Related, ...] = ()
    fixes: tuple[Fix, ...] = ()
    # What identifies the finding without line numbers: the enclosing function and the
    # normalised code of the primary location (baselines and SARIF fingerprints use it).
    fingerprint: str = ""
    # The ``go`` statement that started the blocked goroutine, when the finding is about one.
    launch: Span | None = None

    @property
    def path(self) -> str:
        return self.span.path

    def sort_key(self) -> tuple[str, int, int, str, str]:
        return (self.path, self.span.start.line, self.span.start.column, self.rule_id, self.message)


CheckFunction = Callable[["PackageAnalysis"], Iterable[Finding]]


@dataclass(frozen=True)
class Rule:
    """A rule: an id, a name, and a check over one analysed package."""

    id: str
    name: str
    check: CheckFunction = field(repr=False)
    severity: Severity = Severity.WARNING
    fix: FixAvailability = FixAvailability.NONE
    # Text the package must contain somewhere for the rule to have anything to look at (a
    # mutex rule needs "Mutex"): packages without any of it are skipped before any analysis.
    needs: tuple[bytes, ...] = ()

    def applies_to(self, present: frozenset[bytes]) -> bool:
        """Whether a package whose text contains the ``present`` tokens can hold a finding."""
        return not self.needs or any(t in present for t in self.needs)


def rule(
    rule_id: str,
    name: str,
    *,
    severity: Severity = Severity.WARNING,
    fix: FixAvailability = FixAvailability.NONE,
    needs: tuple[bytes, ...] = (),
) -> Callable[[CheckFunction], Rule]:
    """Decorator turning a check function into a :class:`Rule` (registers nothing)."""

    def wrap(check: CheckFunction) -> Rule:
        return Rule(rule_id, name, check, severity, fix, needs)

    return wrap
