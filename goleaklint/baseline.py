"""Baselines: adopt goleaklint on a large codebase by recording today's findings.

A baseline lists findings by rule, file (relative to the baseline's own directory) and
fingerprint (enclosing function and normalised code, never line numbers), with a count for
identical ones, so that inserting lines or moving a function keeps them matched. Checking
against a baseline reports only findings beyond those recorded.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from goleaklint.readfile import read_regular
from goleaklint.rule import Finding

FORMAT_VERSION = 1
Key = tuple[str, str, str]  # rule, path relative to the baseline, fingerprint


class BaselineError(ValueError):
    """The baseline file cannot be read or is not a goleaklint baseline."""


@dataclass(frozen=True)
class Baseline:
    directory: Path
    entries: Counter[Key]

    def split(self, findings: Sequence[Finding]) -> tuple[list[Finding], int]:
        """Findings not covered by the baseline, and how many were covered."""
        remaining = Counter(self.entries)
        new: list[Finding] = []
        covered = 0
        for finding in findings:
            key = key_of(finding, self.directory)
            if remaining[key] > 0:
                remaining[key] -= 1
                covered += 1
            else:
                new.append(finding)
        return new, covered


def key_of(finding: Finding, directory: Path) -> Key:
    path = Path(os.path.relpath(Path(finding.path).resolve(), directory.resolve())).as_posix()
    return (finding.rule_id, path, finding.fingerprint or finding.message)


def write(path: Path, findings: Iterable[Finding]) -> int:
    """Record findings; returns how many were written."""
    directory = path.resolve().parent
    counts = Counter(key_of(f, directory) for f in findings)
    entries = [
        {"rule": rule, "path": file, "fingerprint": fingerprint, "count": count}
        for (rule, file, fingerprint), count in sorted(counts.items())
    ]
    document = {"goleaklint_baseline": FORMAT_VERSION, "findings": entries}
    path.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
    return sum(counts.values())


def load(path: Path) -> Baseline:
    try:
        document = json.loads(read_regular(path).decode("utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BaselineError(f"cannot read baseline {path}: {exc}") from exc
    if not isinstance(document, dict) or document.get("goleaklint_baseline") != FORMAT_VERSION:
        raise BaselineError(f"{path} is not a goleaklint baseline (version {FORMAT_VERSION})")
    findings = document.get("findings", [])
    if not isinstance(findings, list):
        raise BaselineError(f"{path}: `findings` must be a list, not {findings!r}")
    entries: Counter[Key] = Counter()
    for entry in findings:
        try:
            key = (str(entry["rule"]), str(entry["path"]), str(entry["fingerprint"]))
            entries[key] += int(entry.get("count", 1))
        except (KeyError, TypeError, ValueError) as exc:
            raise BaselineError(f"{path}: malformed entry {entry!r}") from exc
    return Baseline(path.resolve().parent, entries)
