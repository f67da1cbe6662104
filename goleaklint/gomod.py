"""The Go language version of a directory, from the nearest go.mod above it.

Answers are remembered for the life of the process (a command-line run reads each go.mod
once); a long-lived caller such as the language server calls :func:`forget` to see go.mod
files edited, added or removed since.
"""

from __future__ import annotations

import re
from pathlib import Path

from goleaklint.readfile import read_regular

_GO_LINE = re.compile(rb"^go\s+(\d+\.\d+(?:\.\d+)?)\s*(?://.*)?$", re.MULTILINE)
# What the go command assumes for a go.mod without a ``go`` line.
IMPLIED_VERSION = "1.16"


GO_MOD_LIMIT = 1 << 20  # a go.mod larger than this is not read (its version: the newest)

# Remembered answers: the real path of each directory asked about, and the version of each
# real directory. Filled walking up the tree with a loop, never by recursion, so a package
# thousands of directories deep costs no more stack than any other.
_real_paths: dict[Path, Path] = {}
_versions: dict[Path, str | None] = {}


def go_version_for(directory: Path) -> str | None:
    """The ``go`` directive of the nearest go.mod at or above ``directory``, if any (a
    go.mod without one means Go 1.16, as the go command reads it)."""
    try:
        current = _resolved(directory)
    except (OSError, RuntimeError):  # RuntimeError: a symbolic link loop (Python < 3.13)
        return None
    return _version_at(current)


def _resolved(directory: Path) -> Path:
    """``directory.resolve()``, built on its parent's answer when it is no symbolic link (one
    ``lstat`` instead of one per component, for each package of a tree)."""
    below: list[Path] = []  # directories whose answer is their parent's plus their name
    current = directory
    while current not in _real_paths:
        parent = current.parent
        if (
            parent == current
            or not current.is_absolute()
            or ".." in current.parts
            or current.is_symlink()
        ):
            _real_paths[current] = current.resolve()
            break
        below.append(current)
        current = parent
    real = _real_paths[current]
    for folder in reversed(below):
        real = real / folder.name
        _real_paths[folder] = real
    return real


def _version_at(folder: Path) -> str | None:
    """``go_version_for`` of a resolved folder: its own go.mod, else the nearest one above
    (remembered for every folder passed, so the packages of one module do not each climb to
    its root)."""
    passed: list[Path] = []
    current = folder
    while current not in _versions:
        try:
            data = read_regular(current / "go.mod", GO_MOD_LIMIT)
        except OSError:  # none here (or not a readable regular file): look further up
            passed.append(current)
            if current.parent == current:
                _versions[current] = None
                break
            current = current.parent
            continue
        match = _GO_LINE.search(data)
        _versions[current] = match.group(1).decode() if match else IMPLIED_VERSION
        break
    version = _versions[current]
    for below in passed:
        _versions[below] = version
    return version


def forget() -> None:
    """Drop every remembered answer, so the next lookups read the go.mod files again."""
    _real_paths.clear()
    _versions.clear()


def version_tuple(version: str) -> tuple[int, ...]:
    """``"1.22.3"`` -> ``(1, 22, 3)``; unparseable parts count as 0."""
    parts = []
    for part in version.split("."):
        digits = re.match(r"\d+", part)
        parts.append(int(digits.group()) if digits else 0)
    return tuple(parts)
