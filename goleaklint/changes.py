"""Only new findings: ``--new-from-rev REV`` and ``--new-from-patch FILE``.

A finding is new when its first line (where the goroutine blocks) or the line of the
``go`` statement that started its goroutine is a line the change adds or modifies, the
way golangci-lint's ``new-from-rev`` keeps issues on changed lines. ``--new-from-rev``
diffs the working tree (staged and unstaged changes) against REV and counts every line
of an untracked file as new; ``--new-from-patch`` reads a unified diff whose paths are
relative to the working directory or to a directory above it (``git diff`` writes them
relative to the repository root, even when it runs in a subdirectory).
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from goleaklint.readfile import read_regular
from goleaklint.rule import Finding
from goleaklint.span import Span

_HUNK = re.compile(r"@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")
_OCTAL = re.compile(r"[0-7]{3}")
_GIT_TIMEOUT = 120  # seconds: a diff of a large repository, not a hung credential prompt
_ESCAPES = {"a": "\a", "b": "\b", "t": "\t", "n": "\n", "v": "\v", "f": "\f", "r": "\r"}


class ChangesError(Exception):
    """The change could not be read: git failed, or the patch file is unreadable."""


@dataclass(frozen=True)
class ChangedLines:
    """The lines a change adds or modifies, per file (real absolute paths)."""

    lines: Mapping[str, frozenset[int]]
    whole_files: frozenset[str] = frozenset()  # new files: every line counts

    def touches(self, span: Span) -> bool:
        """Whether the first line of ``span`` is one of the changed lines."""
        path = _real(span.path)
        return path in self.whole_files or span.start.line in self.lines.get(path, ())

    def keeps(self, finding: Finding) -> bool:
        """Whether a finding is new: on a changed line, or started on one."""
        if self.touches(finding.span):
            return True
        return finding.launch is not None and self.touches(finding.launch)


def split_new(findings: Iterable[Finding], changes: ChangedLines) -> tuple[list[Finding], int]:
    """The new findings, and how many were left out as old."""
    kept: list[Finding] = []
    left_out = 0
    for finding in findings:
        if changes.keeps(finding):
            kept.append(finding)
        else:
            left_out += 1
    return kept, left_out


def from_patch(patch_file: Path) -> ChangedLines:
    """The lines a unified diff adds or modifies; its paths are relative to the working
    directory or the directory above it that :func:`patch_base` finds."""
    try:
        text = read_regular(patch_file).decode("utf-8", errors="replace")
    except OSError as exc:
        raise ChangesError(f"cannot read {patch_file}: {exc.strerror or exc}") from exc
    changed = parse_patch(text)
    return ChangedLines(_absolute(changed, patch_base(changed, Path.cwd())))


def patch_base(changed: Mapping[str, frozenset[int]], cwd: Path) -> Path:
    """The directory a patch's paths are relative to: the working directory or the nearest
    one above it where every changed file exists, else the one where most do (the nearest
    on a tie). A patch none of whose files exists anywhere there is an error: filtering
    by it would silently drop every finding."""
    if not changed:
        return cwd
    candidates = [cwd, *cwd.parents]
    found = [sum((base / path).exists() for path in changed) for base in candidates]
    best = max(found)
    if best == 0:
        others = f" and {len(changed) - 1} more" if len(changed) > 1 else ""
        raise ChangesError(
            f"--new-from-patch: no file the patch changes ({min(changed)!r}{others}) exists "
            "relative to the working directory or a directory above it"
        )
    if len(changed) in found:
        return candidates[found.index(len(changed))]
    return candidates[found.index(best)]


def from_revision(revision: str) -> ChangedLines:
    """The lines changed in the working tree since git revision ``revision``, and the
    untracked files (not ignored) as wholly new."""
    top = Path(_git("rev-parse", "--show-toplevel").strip())
    diff = _git(
        "-C",
        str(top),
        "-c",
        "core.quotePath=false",
        "diff",
        "--no-color",
        "--no-ext-diff",
        "--no-renames",
        "--unified=0",
        "--src-prefix=a/",
        "--dst-prefix=b/",
        revision,
        "--",
    )
    untracked = _git("-C", str(top), "ls-files", "--others", "--exclude-standard", "-z")
    whole = frozenset(_real(str(top / name)) for name in untracked.split("\0") if name)
    return ChangedLines(_absolute(parse_patch(diff), top), whole)


def parse_patch(text: str) -> dict[str, frozenset[int]]:
    """New-side line numbers of the added lines of each file of a unified diff (paths as
    written in the ``+++`` lines, without git's ``b/`` prefix)."""
    changed: dict[str, set[int]] = {}
    old_name = ""
    current: set[int] = set()  # the file being read (a deleted one: a set nobody keeps)
    lines = iter(text.splitlines())
    for line in lines:
        if line.startswith("--- "):
            old_name = _file_name(line[4:])
        elif line.startswith("+++ "):
            name = _file_name(line[4:])
            deleted = name == "/dev/null"
            current = set() if deleted else changed.setdefault(_strip(name, old_name), set())
        elif hunk := _HUNK.match(line):
            old_count = 1 if hunk.group(1) is None else int(hunk.group(1))
            start = int(hunk.group(2))
            new_count = 1 if hunk.group(3) is None else int(hunk.group(3))
            current.update(_added(lines, start, old_count, new_count))
    return {path: frozenset(numbers) for path, numbers in changed.items()}


def _added(lines: Iterator[str], start: int, old_count: int, new_count: int) -> Iterator[int]:
    """Line numbers of the ``+`` lines of one hunk body, consumed from ``lines`` by count
    (a body line may itself start with ``+++`` or ``---``)."""
    line_number = start
    while old_count > 0 or new_count > 0:
        body = next(lines, None)
        if body is None:
            return
        marker = body[:1]
        if marker == "+":
            yield line_number
            line_number += 1
            new_count -= 1
        elif marker == "-":
            old_count -= 1
        elif marker == "\\":  # "\ No newline at end of file"
            continue
        else:  # context (" ", or an empty line some tools write for an empty context line)
            line_number += 1
            old_count -= 1
            new_count -= 1


def _file_name(header: str) -> str:
    """The path of a ``---``/``+++`` line: a trailing tab and timestamp dropped, git's
    C-style quoting undone."""
    name = header.split("\t", 1)[0].rstrip("\r")
    if len(name) >= 2 and name.startswith('"') and name.endswith('"'):
        return _unquote(name[1:-1])
    return name


def _unquote(text: str) -> str:
    r"""Undo git's quoting of unusual paths (``\"``, ``\\``, ``\t``, octal bytes)."""
    out = bytearray()
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\\" and i + 1 < len(text):
            octal = _OCTAL.match(text, i + 1)
            if octal is not None:
                out.append(int(octal.group(), 8) & 0xFF)
                i += 4
                continue
            nxt = text[i + 1]
            out.extend(_ESCAPES.get(nxt, nxt).encode())
            i += 2
            continue
        out.extend(ch.encode())
        i += 1
    return out.decode("utf-8", errors="replace")


def _strip(name: str, old_name: str) -> str:
    """Drop git's ``b/`` prefix (when the old side has ``a/`` or is /dev/null)."""
    if name.startswith("b/") and (old_name.startswith("a/") or old_name == "/dev/null"):
        return name[2:]
    return name


def _absolute(changed: Mapping[str, frozenset[int]], base: Path) -> dict[str, frozenset[int]]:
    return {_real(str(base / path)): lines for path, lines in changed.items()}


def _real(path: str) -> str:
    return os.path.realpath(path)


def _git(*args: str) -> str:
    try:
        completed = subprocess.run(
            ["git", *args],
            capture_output=True,
            timeout=_GIT_TIMEOUT,
            check=False,
            stdin=subprocess.DEVNULL,
        )
    except FileNotFoundError as exc:
        raise ChangesError("--new-from-rev needs git, which is not installed") from exc
    except subprocess.TimeoutExpired as exc:
        raise ChangesError(f"git {args[-1]} took longer than {_GIT_TIMEOUT} s") from exc
    if completed.returncode != 0:
        reason = completed.stderr.decode("utf-8", errors="replace").strip().splitlines()
        detail = reason[-1] if reason else f"exit status {completed.returncode}"
        raise ChangesError(f"--new-from-rev: git failed: {detail}")
    return completed.stdout.decode("utf-8", errors="replace")
