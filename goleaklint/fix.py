"""Apply suggested fixes: pick one fix per finding, drop overlaps, re-check to a fixpoint.

Nothing here writes: :func:`fix_paths` works on in-memory copies and the caller decides
whether to write them (``--fix``, through :func:`goleaklint.atomic.write_atomically`) or
print a diff (``--diff``).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from goleaklint.results import CheckResult
from goleaklint.rule import Applicability, Edit, Finding, Fix

MAX_ROUNDS = 10


@dataclass
class FixOutcome:
    """The fixed sources (only files that changed), the findings before any fix and the
    findings that remain."""

    original: dict[str, bytes] = field(default_factory=dict)
    fixed: dict[str, bytes] = field(default_factory=dict)
    applied: int = 0
    result: CheckResult = field(default_factory=CheckResult)
    initial: CheckResult = field(default_factory=CheckResult)  # the check of the files as-is

    def changed(self) -> dict[str, tuple[bytes, bytes]]:
        return {
            p: (self.original[p], new) for p, new in self.fixed.items() if new != self.original[p]
        }


def applicable(fix: Fix, unsafe: bool) -> bool:
    if fix.applicability == Applicability.SAFE:
        return True
    return unsafe and fix.applicability == Applicability.UNSAFE


def chosen_fixes(findings: Iterable[Finding], unsafe: bool) -> list[Fix]:
    """The first applicable fix of each finding, without overlapping edits (first wins)."""
    chosen: list[Fix] = []
    taken: list[Edit] = []
    for finding in findings:
        fix = next((f for f in finding.fixes if applicable(f, unsafe)), None)
        if fix is None or any(_overlaps(e, t) for e in fix.edits for t in taken):
            continue
        chosen.append(fix)
        taken.extend(fix.edits)
    return chosen


def _overlaps(a: Edit, b: Edit) -> bool:
    if a.path != b.path:
        return False
    if a == b:
        return True  # the same fix offered for two findings
    if a.start_byte == a.end_byte or b.start_byte == b.end_byte:
        return a.start_byte == b.start_byte or (
            a.start_byte < b.end_byte and b.start_byte < a.end_byte
        )
    return a.start_byte < b.end_byte and b.start_byte < a.end_byte


def apply_edits(source: bytes, file_edits: Sequence[Edit]) -> bytes:
    """Apply non-overlapping edits to one file's bytes.

    Insertions at the same offset keep their given order in the result.
    """
    unique = list(dict.fromkeys(file_edits))
    order = sorted(
        range(len(unique)),
        key=lambda i: (unique[i].start_byte, unique[i].end_byte, i),
        reverse=True,
    )
    out = source
    for index in order:
        edit = unique[index]
        out = out[: edit.start_byte] + edit.new_text.encode() + out[edit.end_byte :]
    return out


def fix_paths(
    check: Callable[[Mapping[str, bytes]], CheckResult],
    read: Callable[[str], bytes],
    unsafe: bool,
) -> FixOutcome:
    """Fix until nothing applicable is left (or ``MAX_ROUNDS``), re-checking in memory."""
    outcome = FixOutcome()
    result = outcome.initial = check({})
    broken = {e.path for e in result.errors if e.syntax}
    for _ in range(MAX_ROUNDS):
        candidates = [f for f in result.findings if f.path not in broken]
        fixes = chosen_fixes(candidates, unsafe)
        if not fixes:
            break
        by_file: dict[str, list[Edit]] = {}
        for fix in fixes:
            for edit in fix.edits:
                by_file.setdefault(edit.path, []).append(edit)
        for path, file_edits in by_file.items():
            if path not in outcome.original:
                outcome.original[path] = read(path)
            current = outcome.fixed.get(path, outcome.original[path])
            outcome.fixed[path] = apply_edits(current, file_edits)
        outcome.applied += len(fixes)
        result = check(outcome.fixed)
    outcome.result = result
    return outcome


def unified_diff(path: str, old: bytes, new: bytes) -> str:
    """A unified diff of one file, as ``git diff`` would print it."""
    lines = difflib.unified_diff(
        old.decode("utf-8", errors="replace").splitlines(keepends=True),
        new.decode("utf-8", errors="replace").splitlines(keepends=True),
        fromfile=f"a/{path}",
        tofile=f"b/{path}",
    )
    return "".join(lines)
