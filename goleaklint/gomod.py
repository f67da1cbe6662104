"""The Go language version of a directory, from the nearest go.mod above it.

Answers are remembered for the life of the process (a command-line run reads each go.mod
once); a long-lived caller such as the language server calls :func:`forget` to see go.mod
files edited, added or removed since.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

_GO_LINE = re.compile(rb"^go\s+(\d+\.\d+(?:\.\d+)?)\s*(?://.*)?$", re.MULTILINE)
# What the go command assumes for a go.mod without a ``go`` line.
IMPLIED_VERSION = "1.16"


@cache
def go_version_for(directory: Path) -> str | None:
    """The ``go`` directive of the nearest go.mod at or above ``directory``, if any (a
    go.mod without one means Go 1.16, as the go command reads it)."""
    try:
        current = _resolved(directory)
    except OSError:
        return None
    return _version_at(current)


@cache
def _resolved(directory: Path) -> Path:
    """``directory.resolve()``, built on its parent's answer when it is no symbolic link (one
    ``lstat`` instead of one per component, for each package of a tree)."""
    parent = directory.parent
    if (
        parent == directory
        or not directory.is_absolute()
        or ".." in directory.parts
        or directory.is_symlink()
    ):
        return directory.resolve()
    return _resolved(parent) / directory.name


@cache
def _version_at(folder: Path) -> str | None:
    """``go_version_for`` of a resolved folder: its own go.mod, else its parent's answer
    (remembered, so the packages of one module do not each climb to its root)."""
    try:
        data = (folder / "go.mod").read_bytes()
    except OSError:
        parent = folder.parent
        return None if parent == folder else _version_at(parent)
    match = _GO_LINE.search(data)
    return match.group(1).decode() if match else IMPLIED_VERSION


def forget() -> None:
    """Drop every remembered answer, so the next lookups read the go.mod files again."""
    go_version_for.cache_clear()
    _resolved.cache_clear()
    _version_at.cache_clear()


def version_tuple(version: str) -> tuple[int, ...]:
    """``"1.22.3"`` -> ``(1, 22, 3)``; unparseable parts count as 0."""
    parts = []
    for part in version.split("."):
        digits = re.match(r"\d+", part)
        parts.append(int(digits.group()) if digits else 0)
    return tuple(parts)
