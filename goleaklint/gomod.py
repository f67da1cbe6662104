"""The Go language version of a directory, from the nearest go.mod above it."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

_GO_LINE = re.compile(rb"^go\s+(\d+\.\d+(?:\.\d+)?)\s*(?://.*)?$", re.MULTILINE)


@cache
def go_version_for(directory: Path) -> str | None:
    """The ``go`` directive of the nearest go.mod at or above ``directory``, if any."""
    try:
        current = directory.resolve()
    except OSError:
        return None
    for folder in (current, *current.parents):
        mod = folder / "go.mod"
        try:
            data = mod.read_bytes()
        except OSError:
            continue
        match = _GO_LINE.search(data)
        return match.group(1).decode() if match else None
    return None


def version_tuple(version: str) -> tuple[int, ...]:
    """``"1.22.3"`` -> ``(1, 22, 3)``; unparseable parts count as 0."""
    parts = []
    for part in version.split("."):
        digits = re.match(r"\d+", part)
        parts.append(int(digits.group()) if digits else 0)
    return tuple(parts)
