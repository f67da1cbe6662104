"""Apply suggested fixes: pick one fix per finding, drop overlaps, re-check to a fixpoint.

Nothing here writes: :func:`fix_paths` works on in-memory copies and the caller decides
whether to write them (``--fix``, through :func:`goleaklint.atomic.write_atomically`, after
:func:`unchanged_on_disk`) or print a diff (``--diff``). A file that is gone, or is not the
file that was checked, is left alone and reported, never patched with stale offsets.
"""

from __future__ import annotations

import difflib
import errno
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from goleaklint import display
from goleaklint.results import CheckResult, FileError, content_digest
from goleaklint.rule import Applicability, Edit, Finding, Fix

MAX_ROUNDS = 10
FindingKey = tuple[str, str, str, int]  # rule, file, what it is about, occurrence


@dataclass
class FixOutcome:
    """The fixed sources (only files that changed), the findings before any fix and the
    findings that remain."""

    original: dict[str, bytes] = field(default_factory=dict)
    fixed: dict[str, bytes] = field(default_factory=dict)
    result: CheckResult = field(default_factory=CheckResult)
    initial: CheckResult = field(default_factory=CheckResult)  # the check of the files as-is
    # Files left as they are: they vanished, became unreadable or changed after the check.
    skipped: list[FileError] = field(default_factory=list)
    # Each finding a fix was applied for, with the files that fix edits.
    fixed_findings: dict[FindingKey, frozenset[str]] = field(default_factory=dict)

    def changed(self) -> dict[str, tuple[bytes, bytes]]:
        return {
            p: (self.original[p], new) for p, new in self.fixed.items() if new != self.original[p]
        }

    @property
    def applied(self) -> int:
        """How many findings were fixed (in files that end up changed)."""
        return self.applied_in(self.changed())

    def applied_in(self, files: Collection[str]) -> int:
        """How many findings were fixed by edits to ``files`` (say, the files written)."""
        return sum(1 for paths in self.fixed_findings.values() if not paths.isdisjoint(files))


def applicable(fix: Fix, unsafe: bool) -> bool:
    if fix.applicability == Applicability.SAFE:
        return True
    return unsafe and fix.applicability == Applicability.UNSAFE


def chosen_fixes(findings: Iterable[Finding], unsafe: bool) -> list[tuple[Finding, Fix]]:
    """The first applicable fix of each finding, without overlapping edits (first wins)."""
    chosen: list[tuple[Finding, Fix]] = []
    taken: list[Edit] = []
    for finding in findings:
        fix = next((f for f in finding.fixes if applicable(f, unsafe)), None)
        if fix is None or any(_overlaps(e, t) for e in fix.edits for t in taken):
            continue
        chosen.append((finding, fix))
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
    """Fix until nothing applicable is left (or ``MAX_ROUNDS``), re-checking in memory.

    ``read`` gives a file's bytes as they are now (raising ``OSError`` when it cannot): a
    file that cannot be read again, or whose bytes are not those the first check analysed,
    is left alone and listed in :attr:`FixOutcome.skipped`.
    """
    outcome = FixOutcome()
    result = outcome.initial = check({})
    left_alone = {e.path for e in result.errors if e.syntax}
    for _ in range(MAX_ROUNDS):
        candidates = [f for f in result.findings if f.path not in left_alone]
        chosen = chosen_fixes(candidates, unsafe)
        unread = {e.path for _, fix in chosen for e in fix.edits} - outcome.original.keys()
        for path in sorted(unread):
            problem = _read_original(outcome, path, read)
            if problem is not None:
                outcome.skipped.append(problem)
                left_alone.add(path)
        chosen = [(f, fix) for f, fix in chosen if left_alone.isdisjoint(_paths(fix))]
        if not _apply(outcome, [fix for _, fix in chosen]):
            break  # nothing to apply, or nothing the fixes did changed a byte
        keys = dict(zip(map(id, result.findings), finding_keys(result.findings), strict=True))
        for finding, fix in chosen:
            key = keys[id(finding)]
            outcome.fixed_findings[key] = outcome.fixed_findings.get(key, frozenset()) | _paths(fix)
        result = check(outcome.fixed)
    outcome.result = result
    return outcome


def _read_original(
    outcome: FixOutcome, path: str, read: Callable[[str], bytes]
) -> FileError | None:
    """Read a file to fix; a problem when it is gone or is not what was checked."""
    try:
        data = read(path)
    except OSError as exc:
        return _not_fixed(path, exc, "after it was checked")
    expected = outcome.initial.digests.get(path)
    if expected is not None and content_digest(data) != expected:
        return FileError(path, "not fixed: it changed after it was checked", analysed=True)
    outcome.original[path] = data
    return None


def _apply(outcome: FixOutcome, fixes: Sequence[Fix]) -> bool:
    """Apply one round of fixes to the in-memory copies; whether any byte changed."""
    by_file: dict[str, list[Edit]] = {}
    for fix in fixes:
        for edit in fix.edits:
            by_file.setdefault(edit.path, []).append(edit)
    changed = False
    for path, file_edits in by_file.items():
        current = outcome.fixed.get(path, outcome.original[path])
        outcome.fixed[path] = apply_edits(current, file_edits)
        changed = changed or outcome.fixed[path] != current
    return changed


def finding_keys(findings: Sequence[Finding]) -> list[FindingKey]:
    """What identifies each finding from one round of fixing to the next, without line
    numbers: a fix that leaves its finding in place is counted once, however many rounds
    apply it again."""
    seen: Counter[tuple[str, str, str]] = Counter()
    keys: list[FindingKey] = []
    for finding in findings:
        base = (finding.rule_id, finding.path, finding.fingerprint or finding.message)
        keys.append((*base, seen[base]))
        seen[base] += 1
    return keys


def unchanged_on_disk(path: str, expected: bytes, read: Callable[[str], bytes]) -> FileError | None:
    """None when ``path`` still holds ``expected`` (the bytes that were fixed), else why the
    fixed file is not written: it vanished or changed while the fixes were computed."""
    try:
        now = read(path)
    except OSError as exc:
        return _not_fixed(path, exc, "while the fixes were computed")
    if now != expected:
        return FileError(path, "not fixed: it changed while the fixes were computed", analysed=True)
    return None


def _paths(fix: Fix) -> frozenset[str]:
    return frozenset(edit.path for edit in fix.edits)


def _not_fixed(path: str, exc: OSError, when: str) -> FileError:
    if exc.errno == errno.ENOENT:
        message = f"not fixed: it was removed {when}"
    else:
        message = f"not fixed: it cannot be read again: {(exc.strerror or str(exc)).lower()}"
    return FileError(path, message, analysed=True)


def unified_diff(path: str, old: bytes, new: bytes) -> str:
    """A unified diff of one file, as ``git diff`` would print it."""
    lines = difflib.unified_diff(
        old.decode("utf-8", errors="replace").splitlines(keepends=True),
        new.decode("utf-8", errors="replace").splitlines(keepends=True),
        fromfile=display.path(f"a/{path}"),
        tofile=display.path(f"b/{path}"),
    )
    return "".join(lines)
