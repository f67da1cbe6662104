"""Work counted in function calls (Python and C calls, through ``sys.setprofile``), not
seconds: the fuzz test bounds it, the linear-cost test compares it across depths."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any


class OverBudget(BaseException):
    """Raised inside the analysis when it exceeds its work bound (a BaseException, so that
    the engine's guards, which turn an Exception into GL999, let it through)."""


@contextmanager
def work_bound(limit: int) -> Iterator[list[int]]:
    """Count the function calls made inside the block; stop it past ``limit``."""
    calls = [0]

    def count(frame: FrameType, event: str, arg: Any) -> None:
        if event == "call" or event == "c_call":
            calls[0] += 1
            if calls[0] > limit:
                raise OverBudget(f"more than {limit:,} calls")

    with _profiled(count):
        yield calls


@contextmanager
def deepest_stack() -> Iterator[list[int]]:
    """The most Python frames below the block's own frame at any call made inside it."""
    base = _frames(sys._getframe())
    deepest = [0]

    def measure(frame: FrameType, event: str, arg: Any) -> None:
        if event == "call":
            deepest[0] = max(deepest[0], _frames(frame) - base)

    with _profiled(measure):
        yield deepest


@contextmanager
def _profiled(hook: Callable[[FrameType, str, Any], None]) -> Iterator[None]:
    """Run the block with ``hook`` as the profile function, then put the previous back."""
    previous = sys.getprofile()
    sys.setprofile(hook)
    try:
        yield
    finally:
        sys.setprofile(previous)


def _frames(frame: FrameType | None) -> int:
    count = 0
    while frame is not None:
        count += 1
        frame = frame.f_back
    return count
