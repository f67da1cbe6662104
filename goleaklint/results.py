"""What a run produces: findings plus per-file problems."""

from __future__ import annotations

from dataclasses import dataclass, field

from goleaklint.rule import Finding
from goleaklint.span import Span


@dataclass(frozen=True, order=True)
class FileError:
    """A file that could not be analysed (fully), with a one-line reason.

    ``syntax`` marks a file the parser could not read everywhere: it was analysed as far as
    it parses, and ``span`` says where reading failed first.
    """

    path: str
    message: str
    span: Span | None = field(default=None, compare=False)
    syntax: bool = field(default=False, compare=False)


@dataclass
class CheckResult:
    """Everything a run found, sorted deterministically by the engine."""

    findings: list[Finding] = field(default_factory=list)
    errors: list[FileError] = field(default_factory=list)
    files: int = 0
    lines: int = 0
    missing: list[str] = field(default_factory=list)  # command-line paths that do not exist
    cached_packages: int = 0  # packages served from the result cache
    baselined: int = 0  # findings left out because the baseline lists them

    def extend(self, other: CheckResult) -> None:
        self.findings.extend(other.findings)
        self.errors.extend(other.errors)
        self.files += other.files
        self.lines += other.lines
        self.missing.extend(other.missing)
        self.cached_packages += other.cached_packages

    def sort(self) -> None:
        self.findings.sort(key=lambda f: f.sort_key())
        self.errors.sort()
