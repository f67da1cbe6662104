"""Run settings, after the config file and the command line have been merged."""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_MAX_FILE_SIZE = 2 * 1024 * 1024


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

    def enabled(self, rule_id: str) -> bool:
        return self.rules is None or rule_id in self.rules

    def fingerprint(self) -> str:
        """A canonical text of everything that can change findings (stable across processes)."""
        rules = "ALL" if self.rules is None else ",".join(sorted(self.rules))
        ignores = ";".join(
            f"{i.pattern}={','.join(sorted(i.rules))}" for i in self.per_path_ignores
        )
        return f"rules={rules}|go={self.go_version}|ignores={ignores}|max={self.max_file_size}"
