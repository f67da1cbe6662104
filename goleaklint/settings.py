"""Run settings, after the config file and the command line have been merged."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from goleaklint.rule import Confidence

DEFAULT_MAX_FILE_SIZE = 2 * 1024 * 1024
# Confidence levels from the most to the least certain: ``--min-confidence medium`` keeps
# the first two.
CONFIDENCE_ORDER = (Confidence.HIGH, Confidence.MEDIUM, Confidence.LOW)


@dataclass(frozen=True)
class PathIgnore:
    """Rules ignored for files matching a glob pattern (``per-path-ignores``)."""

    pattern: str
    rules: frozenset[str]


@dataclass(frozen=True)
class Settings:
    """Which rules run and on what; built by :mod:`goleaklint.config`."""

    rules: frozenset[str] | None = None  # enabled rule ids; None means every rule
    go_version: str | None = None  # overrides the go.mod "go" line
    exclude: tuple[str, ...] = ()  # glob patterns of paths to skip
    per_path_ignores: tuple[PathIgnore, ...] = ()
    max_file_size: int = DEFAULT_MAX_FILE_SIZE
    tests: bool = True  # analyse ``_test.go`` files
    # Where ``exclude`` and ``per-path-ignores`` patterns are anchored: the directory of the
    # config file (None: the display paths, relative to the working directory, are matched).
    root: Path | None = None
    min_confidence: Confidence = Confidence.LOW  # findings less certain than this are dropped
    # Rules left out of packages whose Go version collects unstopped timers (Go 1.23 and
    # later), unless they were selected by name: there they can only report a note.
    off_since_go_1_23: frozenset[str] = frozenset()
    # Rules left out everywhere unless selected by name (``config.OFF_BY_DEFAULT``).
    off_by_default: frozenset[str] = frozenset()

    def enabled(self, rule_id: str) -> bool:
        if rule_id in self.off_by_default:
            return False
        return self.rules is None or rule_id in self.rules

    def confident_enough(self, confidence: Confidence) -> bool:
        """Whether a finding of this confidence is kept (``--min-confidence``)."""
        return CONFIDENCE_ORDER.index(confidence) <= CONFIDENCE_ORDER.index(self.min_confidence)

    def fingerprint(self) -> str:
        """A canonical text of everything that can change findings (stable across processes)."""
        rules = "ALL" if self.rules is None else ",".join(sorted(self.rules))
        ignores = ";".join(
            f"{i.pattern}={','.join(sorted(i.rules))}" for i in self.per_path_ignores
        )
        return (
            f"rules={rules}|go={self.go_version}|ignores={ignores}|max={self.max_file_size}"
            f"|tests={self.tests}|root={self.root}|confidence={self.min_confidence}"
            f"|off1.23={','.join(sorted(self.off_since_go_1_23))}"
            f"|off={','.join(sorted(self.off_by_default))}"
        )
