"""A progress bar on standard error for long runs in a terminal (and nothing otherwise)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console

MIN_FILES = 200  # smaller runs finish before a bar would be worth drawing


@contextmanager
def progress_bar(
    *, enabled: bool, console: Console | None = None
) -> Iterator[Callable[[int, int], None]]:
    """Yield a ``progress(done, total)`` callback; it draws only when enabled and the run is big."""
    if not enabled:
        yield _ignore
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    bar = Progress(
        TextColumn("checking"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("files"),
        TimeElapsedColumn(),
        console=console or Console(stderr=True),
        transient=True,
    )
    task = None

    def update(done: int, total: int) -> None:
        nonlocal task
        if total < MIN_FILES:
            return
        if task is None:
            bar.start()
            task = bar.add_task("check", total=total)
        bar.update(task, completed=done)

    try:
        yield update
    finally:
        if task is not None:
            bar.stop()


def _ignore(done: int, total: int) -> None:
    """Progress callback of quiet runs."""
