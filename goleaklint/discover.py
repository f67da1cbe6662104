"""Find the Go files to analyse and read them safely.

Directory walks follow the ``go`` tool's conventions: ``vendor/``, ``testdata/``
and ``.``/``_``-prefixed entries are skipped, and so are generated files. Anything
named explicitly on the command line is taken as given (pre-commit passes file
names). Problems become :class:`FileError` values; nothing here raises or writes.
"""

from __future__ import annotations

import errno
import fnmatch
import io
import os
import re
import stat
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from goleaklint.readfile import (
    NotRegularFile,
    TooLarge,
    file_kind,
    open_regular,
    read_regular,
)
from goleaklint.results import FileError
from goleaklint.settings import Settings

SKIPPED_DIRS = frozenset({"vendor", "testdata"})
RECURSIVE_SUFFIX = "..."  # ``./...`` and ``dir/...``: the go tool's "this tree" pattern
TEST_SUFFIX = "_test.go"
BINARY_PROBE = 8 * 1024
_GENERATED = re.compile(rb"^// Code generated .* DO NOT EDIT\.$")
_HEAD_LINE_LIMIT = 64 * 1024  # longest header line read when looking for the marker


@dataclass(frozen=True)
class FoundFile:
    """A Go file to analyse: its display path and where it really is."""

    path: str  # relative to the working directory when inside it, else absolute; POSIX
    abs_path: Path
    # Found by walking a directory: skipped at load time if generated (``// Code generated``).
    # Checking then, on the bytes read anyway, spares opening every file twice.
    skip_generated: bool = False


@dataclass(frozen=True)
class GoSource:
    """The bytes of one Go file, known to be text and valid UTF-8."""

    path: str
    source: bytes


@dataclass
class Discovery:
    """The outcome of :func:`discover`."""

    files: list[FoundFile] = field(default_factory=list)
    errors: list[FileError] = field(default_factory=list)
    explicit: frozenset[str] = frozenset()  # display paths of files named directly
    missing: list[str] = field(default_factory=list)  # command-line paths that do not exist


def discover(paths: Sequence[str], settings: Settings) -> Discovery:
    """Every Go file under ``paths``, sorted by display path."""
    try:
        cwd = Path.cwd()
    except OSError as exc:
        reason = f"cannot determine the working directory: {_reason(exc)}"
        return Discovery(errors=[FileError(path, reason) for path in paths])
    walker = _Walker(settings, cwd)
    for given in paths:
        walker.add_argument(given)
    return walker.result()


def siblings(directory: Path, settings: Settings) -> list[FoundFile]:
    """The ``.go`` files of ``directory`` (one package) that are not left out, sorted;
    generated ones are skipped when loaded."""
    try:
        cwd = Path.cwd()
    except OSError:
        return []
    found: list[FoundFile] = []
    for path in go_files_in(directory):
        shown = display_path(path, cwd)
        if not left_out(path, shown, settings):
            found.append(FoundFile(shown, path, skip_generated=True))
    return found


def left_out(path: Path, shown: str, settings: Settings, *, is_dir: bool = False) -> bool:
    """Whether the settings leave a file or directory out: an ``exclude`` pattern matches it,
    or it is a ``_test.go`` file and tests are off. ``path`` is absolute, ``shown`` its
    display path."""
    if not is_dir and not settings.tests and path.name.endswith(TEST_SUFFIX):
        return True
    if not settings.exclude:
        return False
    where = pattern_path(path, shown, settings)
    return where is not None and is_excluded(where, settings.exclude, is_dir=is_dir)


def pattern_path(path: Path, shown: str, settings: Settings) -> str | None:
    """The path config patterns are matched against: relative to the config file's
    directory, or None outside it (the patterns do not reach there); the display path
    when the settings come from no config file."""
    if settings.root is None:
        return shown
    try:
        return path.relative_to(settings.root).as_posix()
    except ValueError:
        return None


def tree_pattern(given: str) -> str | None:
    """The directory of a ``./...`` or ``dir/...`` argument, else None."""
    if given == RECURSIVE_SUFFIX:
        return "."
    for separator in ("/", os.sep):
        suffix = separator + RECURSIVE_SUFFIX
        if given.endswith(suffix):
            return given[: -len(suffix)] or separator
    return None


def go_files_in(directory: Path) -> list[Path]:
    """The files of ``directory`` that the go tool would build, sorted by name (before
    exclusion and the generated-code check); none when it cannot be read."""
    try:
        entries = _sorted_entries(directory)
    except OSError:
        return []
    return [directory / entry.name for entry in entries if is_go_file(entry)]


def load(found: FoundFile, settings: Settings) -> GoSource | FileError | None:
    """Read one file, refusing huge, binary and non-UTF-8 content and anything that is not a
    regular file (never blocking on a FIFO); None for a generated file found by walking
    (those are skipped quietly)."""
    try:
        data = read_regular(found.abs_path, settings.max_file_size)
    except TooLarge as exc:
        if found.skip_generated and is_generated(found.abs_path):
            return None  # a generated file is skipped quietly, whatever its size
        return _too_big(found, exc.size, settings.max_file_size)
    except NotRegularFile as exc:
        return FileError(found.path, f"cannot read: {_not_regular(exc.kind)}")
    except OSError as exc:
        return FileError(found.path, f"cannot read: {_open_failure(found.abs_path, exc)}")
    if found.skip_generated and _generated_head(io.BytesIO(data)):
        return None
    return check_content(found.path, data)


def check_content(path: str, data: bytes) -> GoSource | FileError:
    """Accept ``data`` as Go source unless it is binary or not UTF-8."""
    if b"\0" in data[:BINARY_PROBE]:
        return FileError(path, "skipped: binary file (NUL byte in the first 8 KiB)")
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        return FileError(path, f"not valid UTF-8 at line {line}; Go source must be UTF-8")
    return GoSource(path, data)


def display_path(path: Path, cwd: Path) -> str:
    """``path`` relative to ``cwd`` when inside it, else absolute; POSIX separators."""
    try:
        return path.relative_to(cwd).as_posix()
    except ValueError:
        return path.as_posix()


def is_excluded(display: str, patterns: Iterable[str], *, is_dir: bool) -> bool:
    """Whether a display path, or one of its parent directories, matches a pattern.

    A pattern matches the whole path or any trailing part of it (``gen/*.go`` matches
    ``a/gen/x.go``); a leading ``**/`` is optional and a trailing ``/`` restricts the
    pattern to directories (``legacy/``).
    """
    patterns = list(patterns)
    if not patterns:
        return False
    parts = display.split("/")
    prefixes = ["/".join(parts[: i + 1]) for i in range(len(parts))]
    for raw in patterns:
        dirs_only = raw.endswith("/")
        pattern = raw.rstrip("/")
        if not pattern:
            continue
        candidates = prefixes if is_dir or not dirs_only else prefixes[:-1]
        if any(_glob_match(candidate, pattern) for candidate in candidates):
            return True
    return False


def is_generated(path: Path) -> bool:
    """Whether the file carries Go's ``// Code generated ... DO NOT EDIT.`` marker.

    Only the head is read: the marker must come before the first line of code.
    """
    try:
        with open_regular(path) as (handle, _):
            return _generated_head(io.BufferedReader(handle))
    except OSError:
        return False  # load() reports the problem


def _generated_head(handle: BinaryIO) -> bool:
    in_block = False
    while raw := handle.readline(_HEAD_LINE_LIMIT):
        line = raw.rstrip(b"\r\n")
        if in_block:
            end = line.find(b"*/")
            if end != -1:
                in_block = False
                if line[end + 2 :].strip():
                    return False
            continue
        if _GENERATED.match(line):
            return True
        stripped = line.strip()
        if not stripped or stripped.startswith(b"//"):
            continue
        if not stripped.startswith(b"/*"):
            return False
        end = stripped.find(b"*/", 2)
        if end == -1:
            in_block = True
        elif stripped[end + 2 :].strip():
            return False
    return False


def _glob_match(candidate: str, pattern: str) -> bool:
    patterns = [pattern]
    if pattern.startswith("**/"):
        patterns.append(pattern[3:])
    return any(
        fnmatch.fnmatchcase(candidate, p) or fnmatch.fnmatchcase(candidate, f"*/{p}")
        for p in patterns
    )


class _Walker:
    """Collects files from command-line arguments, one walk per directory."""

    def __init__(self, settings: Settings, cwd: Path) -> None:
        self.settings = settings
        self.cwd = cwd
        self.files: dict[str, FoundFile] = {}
        self.errors: list[FileError] = []
        self.explicit: set[str] = set()
        self.missing: list[str] = []
        self.visited: set[str] = set()  # real paths of walked directories
        self.walked = 0  # files the directory walks kept so far

    def result(self) -> Discovery:
        files = [self.files[path] for path in sorted(self.files)]
        return Discovery(files, self.errors, frozenset(self.explicit), self.missing)

    def add_argument(self, given: str) -> None:
        tree = tree_pattern(given)
        path = Path(os.path.abspath(self.cwd / (given if tree is None else tree)))
        shown = display_path(path, self.cwd)
        try:
            info = os.stat(path)
        except OSError as exc:
            if exc.errno not in (errno.ENOENT, errno.ENOTDIR):
                self.errors.append(FileError(shown, f"cannot read: {_reason(exc)}", named=True))
                return
            self.missing.append(given)
            broken = path.is_symlink()
            reason = "broken symbolic link" if broken else "no such file or directory"
            self.errors.append(FileError(shown, reason, named=True))
            return
        if stat.S_ISDIR(info.st_mode):
            self._add_directory_argument(path, shown)
        elif tree is not None:
            reason = f"`{given}` names a tree of packages, but {shown} is not a directory"
            self.errors.append(FileError(shown, reason, named=True))
        elif not path.name.endswith(".go"):
            reason = "not a Go file (the name does not end in .go); not analysed"
            self.errors.append(FileError(shown, reason, named=True))
        elif not left_out(path, shown, self.settings):
            self.explicit.add(shown)
            self.files.setdefault(shown, FoundFile(shown, path))

    def _add_directory_argument(self, path: Path, shown: str) -> None:
        if left_out(path, shown, self.settings, is_dir=True):
            return
        real = os.path.realpath(path)
        if real in self.visited:
            return  # already walked through another argument
        self.visited.add(real)
        before = self.walked
        self._walk(_Directory(path, shown, real, None))
        unread = any(error.path == shown for error in self.errors)  # said why already
        if self.walked == before and not unread and not self._holds_files(path):
            self.errors.append(FileError(shown, "no Go files found"))

    def _holds_files(self, directory: Path) -> bool:
        """Whether a file found by an earlier argument lies under ``directory``: one named
        explicitly (even in ``testdata/``) or in a subdirectory already walked. Only asked
        when the walk itself kept nothing."""
        return any(found.abs_path.is_relative_to(directory) for found in self.files.values())

    def _walk(self, top: _Directory) -> None:
        """Walk the tree under ``top`` depth first, in name order, with a stack of its own
        instead of recursion: a tree thousands of directories deep is walked like any other."""
        pending = [top]
        while pending:
            directory = pending.pop()
            real = directory.real if directory is top else self._enter(directory)
            if real is not None:
                pending.extend(reversed(self._scan(directory, real)))

    def _scan(self, directory: _Directory, real: str) -> list[_Directory]:
        """Take the Go files of one directory; return its subdirectories to walk, in order.
        Entries are displayed relative to the directory, which is what :func:`display_path`
        gives without parsing every full path again."""
        try:
            entries = _sorted_entries(directory.path)
        except OSError as exc:
            reason = f"cannot read directory: {_reason(exc)}"
            named = directory.parent is None  # the directory given on the command line
            self.errors.append(FileError(directory.shown, reason, named=named))
            return []
        base = "" if directory.shown == "." else directory.shown.rstrip("/") + "/"
        below: list[_Directory] = []
        for entry in entries:
            if entry.name.startswith((".", "_")):
                continue
            path, shown = directory.path / entry.name, base + entry.name
            if _is_dir(entry):
                if entry.name not in SKIPPED_DIRS:
                    # Below a known real path, only a symbolic link needs resolving.
                    known = None if _is_link(entry) else os.path.join(real, entry.name)
                    below.append(_Directory(path, shown, known, directory))
            elif is_go_file(entry):
                self._add_walked_file(path, shown)
            elif entry.name.endswith(".go"):
                self._add_special_file(path, shown)
        return below

    def _enter(self, directory: _Directory) -> str | None:
        """The real path of a subdirectory to walk; None when it is excluded, a symbolic
        link back to a directory being walked (a loop, reported) or reached before."""
        if left_out(directory.path, directory.shown, self.settings, is_dir=True):
            return None
        real = directory.real or os.path.realpath(directory.path)
        directory.real = real
        if any(_is_within(above, real) for above in directory.ancestors()):
            target = display_path(Path(real), self.cwd)
            self.errors.append(
                FileError(directory.shown, f"symbolic link loop back to {target}; not followed")
            )
            return None
        if real in self.visited:
            return None  # the same directory reached through a symbolic link
        self.visited.add(real)
        return real

    def _add_walked_file(self, path: Path, shown: str) -> None:
        if shown not in self.files:
            if left_out(path, shown, self.settings):
                return
            self.files[shown] = FoundFile(shown, path, skip_generated=True)
        self.walked += 1  # kept, or already named by an earlier argument

    def _add_special_file(self, path: Path, shown: str) -> None:
        """A ``*.go`` entry that is neither a regular file nor a directory (a FIFO, a
        socket, a broken symbolic link or a loop of them): reported, never opened."""
        if left_out(path, shown, self.settings):
            return
        if any(error.path == shown for error in self.errors):  # named, and already reported
            return
        self.errors.append(FileError(shown, f"skipped: {_special_file_reason(path)}"))
        self.walked += 1  # found, if not analysable: no "no Go files found" on top


@dataclass
class _Directory:
    """A directory met in a walk: where it is, how it is shown, its real path (None until
    resolved, for a symbolic link) and the directory it was found in."""

    path: Path
    shown: str
    real: str | None
    parent: _Directory | None

    def ancestors(self) -> Iterator[str]:
        """The real paths of the directories above this one in the walk, nearest first."""
        above = self.parent
        while above is not None:
            if above.real is not None:
                yield above.real
            above = above.parent


def _special_file_reason(path: Path) -> str:
    """Why a ``*.go`` entry that is not a regular file cannot be analysed."""
    try:
        info = os.stat(path)
    except OSError as exc:
        return _open_failure(path, exc)
    return _not_regular(file_kind(info.st_mode))


def _not_regular(kind: str) -> str:
    return "is a directory" if kind == "a directory" else f"not a regular file ({kind})"


def _open_failure(path: Path, exc: OSError) -> str:
    """Why ``path`` cannot be opened: a broken link said as such."""
    if exc.errno == errno.ENOENT and os.path.islink(path):
        return "broken symbolic link"
    return _reason(exc)


def _sorted_entries(directory: Path) -> list[os.DirEntry[str]]:
    with os.scandir(directory) as scan:
        return sorted(scan, key=lambda entry: entry.name)


def _is_dir(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir()
    except OSError:
        return False


def _is_link(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_symlink()
    except OSError:
        return True  # resolve it to find out


def _is_within(path: str, folder: str) -> bool:
    """Whether real path ``path`` is ``folder`` or inside it (lexically, as
    ``Path.is_relative_to`` on these normalised absolute paths, without parsing them)."""
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)


def is_go_file(entry: os.DirEntry[str]) -> bool:
    """A regular ``.go`` file that the go tool would build (not hidden, not ``_``-prefixed)."""
    if not entry.name.endswith(".go") or entry.name.startswith((".", "_")):
        return False
    try:
        return entry.is_file()
    except OSError:
        return False


def _too_big(found: FoundFile, size: int, limit: int) -> FileError:
    return FileError(
        found.path,
        f"skipped: {_human_size(size)} is over the {_human_size(limit)} limit (max-file-size)",
    )


def _human_size(size: int) -> str:
    if size < 1024:
        return f"{size} bytes"
    if size < 1024 * 1024:
        return f"{size / 1024:.1f} KiB"
    return f"{size / (1024 * 1024):.1f} MiB"


def _reason(exc: OSError) -> str:
    """A short, lowercase reason for an OS error, without the path."""
    if exc.errno == errno.ENOENT:
        return "no such file or directory (it may have been removed)"
    if exc.errno == errno.ELOOP:
        return "symbolic link loop (too many levels of symbolic links)"
    if exc.strerror:
        return exc.strerror[0].lower() + exc.strerror[1:]
    return type(exc).__name__
