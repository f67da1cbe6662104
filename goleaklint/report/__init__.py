"""Output formats. Each module exposes ``render(result, *, root, color) -> str``.

Modules are imported on first use, so the text format does not pay for the SARIF
object model.
"""

from __future__ import annotations

import importlib
import os
from pathlib import Path
from typing import Protocol, cast

from goleaklint.results import CheckResult

FORMATS: dict[str, str] = {
    "text": "text",
    "json": "json_format",
    "sarif": "sarif",
    "github": "github",
}


class Renderer(Protocol):
    def __call__(self, result: CheckResult, *, root: Path, color: bool = False) -> str: ...


def renderer(fmt: str) -> Renderer:
    """The ``render`` function of an output format (a key of :data:`FORMATS`)."""
    try:
        module_name = FORMATS[fmt]
    except KeyError:
        raise ValueError(f"unknown output format {fmt!r}") from None
    module = importlib.import_module(f"{__name__}.{module_name}")
    return cast(Renderer, module.render)


def render(fmt: str, result: CheckResult, *, root: Path, color: bool = False) -> str:
    """Render ``result`` in output format ``fmt``."""
    return renderer(fmt)(result, root=root, color=color)


def relative_to_root(path: str, root: Path) -> str | None:
    """``path`` (a display path, relative to the working directory) relative to ``root``.

    Forward slashes; None when the file is outside ``root``. Symlinks are not
    resolved, so the result names the file the way the user reached it.
    """
    try:
        return absolute_path(path).relative_to(absolute_path(root)).as_posix()
    except ValueError:
        return None


def relative_path(path: str, root: Path) -> str:
    """Like :func:`relative_to_root`, but absolute (forward slashes) outside ``root``."""
    relative = relative_to_root(path, root)
    return relative if relative is not None else absolute_path(path).as_posix()


def absolute_path(path: str | Path) -> Path:
    """``path`` made absolute against the working directory, symlinks kept."""
    return Path(os.path.abspath(path))
