"""Map the files of a dump's frames (paths on the build machine) to the source under PATH.

A frame belongs to the user's code when its file is found under one of the ``PATH``
arguments. It is looked for, in order:

1. by package: the function's import path, less the path of a local module (read from the
   ``module`` line of each ``go.mod`` at or under ``PATH``), names the package's directory
   in that module; the file's base name completes it. Build directories, GOPATH and
   module-cache prefixes (``/root/go/pkg/mod/example.com/app@v1.2.0/``) and ``-trimpath``
   all leave the import path alone, so this is the usual way;
2. for a program's ``main`` package, whose functions print as ``main.f``: the path as
   written, then the path after a local module's path in it (module-cache case encoding
   ``!a`` for ``A`` understood), then the longest path suffix that names exactly one file.

Frames of the standard library, of other modules and of vendored copies (``vendor/``) are
not the user's code: triage walks past them to the first frame that is.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path, PurePosixPath

from goleaklint.discover import SKIPPED_DIRS, display_path
from goleaklint.triage.dump import Frame
from goleaklint.triage.symbols import is_standard_library, parse_symbol

_MODULE_LINE = re.compile(rb'^module\s+"?([^"\s]+)"?', re.MULTILINE)


class Origin(StrEnum):
    USER = "user"  # a file under PATH
    STANDARD = "standard library"
    DEPENDENCY = "dependency"  # another module
    VENDORED = "vendored"  # another module, copied into a vendor/ directory
    UNKNOWN = "unknown"  # not found under PATH


@dataclass(frozen=True)
class Location:
    """Where a frame's file is, as far as the local source tells."""

    origin: Origin
    path: Path | None = None  # the local file, resolved, for user code
    display: str | None = None  # the local file as findings name it (relative when inside cwd)

    @property
    def is_user(self) -> bool:
        return self.origin is Origin.USER


@dataclass(frozen=True)
class Module:
    """A Go module found at or under PATH."""

    path: str  # the module path of its go.mod
    root: Path  # the directory holding the go.mod, resolved


class SourceMap:
    """Locates frames under the given roots; answers are remembered per (function, file)."""

    def __init__(self, roots: Sequence[Path]) -> None:
        self.roots = tuple(_directory(root.resolve()) for root in roots)
        self.modules = find_modules(self.roots)
        self._cwd = Path.cwd()
        self._answers: dict[tuple[str, str], Location] = {}
        self._by_name: dict[str, list[Path]] | None = None

    def locate(self, frame: Frame) -> Location:
        """Where ``frame`` is in the local source, or why it is not the user's code."""
        key = (frame.function, frame.file)
        answer = self._answers.get(key)
        if answer is None:
            answer = self._answers[key] = self._locate(frame.function, frame.file)
        return answer

    def _locate(self, function: str, file: str) -> Location:
        package = parse_symbol(function).package
        module = self._module_of(package)
        if module is not None:
            found = self._by_package(module, package, file)
            if found is not None:
                return self._user(found)
        elif package != "main":
            if is_standard_library(package):
                return Location(Origin.STANDARD)
            if "/vendor/" in file:
                return Location(Origin.VENDORED)
            return Location(Origin.DEPENDENCY)
        found = self._by_path(file)
        return self._user(found) if found is not None else Location(Origin.UNKNOWN)

    def _user(self, path: Path) -> Location:
        return Location(Origin.USER, path, display_path(path, self._cwd))

    def _module_of(self, package: str) -> Module | None:
        """The local module with the longest path that holds ``package``."""
        best: Module | None = None
        for module in self.modules:
            holds = package == module.path or package.startswith(module.path + "/")
            if holds and (best is None or len(module.path) > len(best.path)):
                best = module
        return best

    def _by_package(self, module: Module, package: str, file: str) -> Path | None:
        relative = package[len(module.path) :].strip("/")
        name = PurePosixPath(file).name
        for directory in (relative, relative.removesuffix("_test")):
            candidate = module.root / directory / name
            if self._inside(candidate) and candidate.is_file():
                return candidate
        return None

    def _by_path(self, file: str) -> Path | None:
        """A local file for a path of the build machine (main packages, unknown packages)."""
        given = Path(file)
        if given.is_absolute() and self._inside(given) and given.is_file():
            return given.resolve()
        for module in sorted(self.modules, key=lambda m: -len(m.path)):
            rest = _after_module(file, module.path)
            if rest is not None:
                candidate = module.root / rest
                if self._inside(candidate) and candidate.is_file():
                    return candidate
        return self._by_suffix(file)

    def _by_suffix(self, file: str) -> Path | None:
        """The one local file sharing the longest path suffix with ``file``."""
        parts = PurePosixPath(file).parts
        if not parts:
            return None
        candidates = self._files_named().get(parts[-1], [])
        best: list[Path] = []
        best_length = 0
        for candidate in candidates:
            length = _common_suffix(parts, candidate.parts)
            if length > best_length:
                best, best_length = [candidate], length
            elif length == best_length:
                best.append(candidate)
        return best[0] if len(best) == 1 else None

    def _files_named(self) -> dict[str, list[Path]]:
        """Every Go file under the roots, by base name (walked once, on first need)."""
        if self._by_name is None:
            self._by_name = {}
            for root in self.roots:
                for path in _go_files_under(root):
                    self._by_name.setdefault(path.name, []).append(path)
        return self._by_name

    def _inside(self, path: Path) -> bool:
        resolved = path.resolve()
        return any(resolved.is_relative_to(root) for root in self.roots)


def find_modules(roots: Sequence[Path]) -> tuple[Module, ...]:
    """The module holding each root (its nearest go.mod above) and every module under it."""
    found: dict[Path, Module] = {}
    for root in roots:
        for folder in (root, *root.parents):
            module = _read_module(folder)
            if module is not None:
                found.setdefault(module.root, module)
                break
        for directory, _ in _walk(root):
            module = _read_module(directory)
            if module is not None:
                found.setdefault(module.root, module)
    return tuple(found[root] for root in sorted(found))


def _read_module(folder: Path) -> Module | None:
    try:
        data = (folder / "go.mod").read_bytes()
    except OSError:
        return None
    match = _MODULE_LINE.search(data)
    if match is None:
        return None
    return Module(match.group(1).decode("utf-8", errors="replace"), folder)


def _go_files_under(root: Path) -> list[Path]:
    files: list[Path] = []
    for directory, entries in _walk(root):
        files.extend(directory / e for e in entries if _is_go_name(e))
    return files


def _walk(root: Path) -> Iterator[tuple[Path, list[str]]]:
    """Each directory under ``root`` that the go tool looks into, depth first in name
    order, with the names of its files (sorted). A stack of its own instead of recursion
    (``os.walk`` recurses before Python 3.12): a tree thousands of levels deep is walked
    like any other. Symbolic links to directories are not followed; a directory that
    cannot be read is passed over."""
    pending = [root]
    while pending:
        directory = pending.pop()
        try:
            with os.scandir(directory) as scan:
                entries = sorted(scan, key=lambda entry: entry.name)
        except OSError:
            continue
        files: list[str] = []
        below: list[Path] = []
        for entry in entries:
            if not _is_directory(entry):
                files.append(entry.name)
            elif _walked(entry.name) and not entry.is_symlink():
                below.append(directory / entry.name)
        yield directory, files
        pending.extend(reversed(below))


def _is_directory(entry: os.DirEntry[str]) -> bool:
    """A directory, or a symbolic link to one (neither is a file)."""
    try:
        return entry.is_dir()
    except OSError:
        return False


def _walked(name: str) -> bool:
    """Directories the go tool looks into (no vendor/, testdata/, hidden or _-prefixed)."""
    return name not in SKIPPED_DIRS and not name.startswith((".", "_"))


def _is_go_name(name: str) -> bool:
    return name.endswith(".go") and not name.startswith((".", "_"))


def _directory(path: Path) -> Path:
    return path.parent if path.is_file() else path


def _after_module(file: str, module: str) -> str | None:
    """What follows the module path in ``file``: ``/x/pkg/mod/example.com/app@v1.2.0/a/b.go``
    and ``example.com/app/a/b.go`` (``-trimpath``) both give ``a/b.go``."""
    for spelled in dict.fromkeys((module, _case_encoded(module))):
        if file.startswith(spelled + "/"):
            return file[len(spelled) + 1 :]
        for marker in ("/" + spelled + "@", "/" + spelled + "/"):
            at = file.rfind(marker)
            if at == -1:
                continue
            rest = file[at + len(marker) :]
            if marker.endswith("@"):
                slash = rest.find("/")
                if slash == -1:
                    continue
                rest = rest[slash + 1 :]
            return rest
    return None


def _case_encoded(module: str) -> str:
    """The module cache's spelling: ``github.com/Azure/x`` -> ``github.com/!azure/x``."""
    return re.sub(r"[A-Z]", lambda m: "!" + m.group().lower(), module)


def _common_suffix(left: tuple[str, ...], right: tuple[str, ...]) -> int:
    length = 0
    while length < min(len(left), len(right)) and left[-1 - length] == right[-1 - length]:
        length += 1
    return length
