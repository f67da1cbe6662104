"""What a run produces: findings plus per-file problems."""

from __future__ import annotations

import hashlib
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
    # Where in the file the problem is (the first syntax error), when it has a place.
    span: Span | None = field(default=None, compare=False)
    # A syntax problem: the parser could not read part of the file.
    syntax: bool = field(default=False, compare=False)
    # The file was analysed in part (syntax errors, a function with too many paths): its
    # findings stand. False: nothing of it was analysed.
    analysed: bool = field(default=False, compare=False)
    # The file was named on the command line (not found by walking a directory).
    named: bool = field(default=False, compare=False)


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
    unchanged: int = 0  # findings left out because they are outside the changes (--new-from-*)
    generated: int = 0  # generated files skipped quietly while walking directories
    # The SHA-256 of each reported file as it was analysed (display path -> hex digest):
    # ``--fix`` checks against it that a file did not change before it writes the fixes.
    digests: dict[str, str] = field(default_factory=dict)

    def extend(self, other: CheckResult) -> None:
        self.findings.extend(other.findings)
        self.errors.extend(other.errors)
        self.files += other.files
        self.lines += other.lines
        self.missing.extend(other.missing)
        self.cached_packages += other.cached_packages
        self.generated += other.generated
        self.digests.update(other.digests)

    def sort(self) -> None:
        self.findings.sort(key=lambda f: f.sort_key())
        self.errors.sort()

    def incomplete(self) -> bool:
        """Whether the run could not analyse what it was asked to (exit status 2): a named
        path is missing, a named file could not be analysed at all, or nothing at all was
        analysed while files had problems (every file unreadable or not Go)."""
        if self.missing or any(e.named and not e.analysed for e in self.errors):
            return True
        return self.files == 0 and any(not e.analysed for e in self.errors)


def content_digest(source: bytes) -> str:
    """The digest :attr:`CheckResult.digests` holds for a file's bytes."""
    return hashlib.sha256(source).hexdigest()
