"""Which goroutines of a dump count as stuck.

- When the dump carries the runtime's leak verdict (a goroutineleak profile, or a traceback
  whose goroutines say ``(leaked)``), exactly the leaked goroutines are stuck: the garbage
  collector proved that nothing can ever wake them.
- Otherwise (a plain traceback or goroutine profile) there is no verdict. A goroutine counts
  as stuck when it waits on a channel, a select or a sync primitive; goroutines asleep, in
  I/O, in system calls or running do not. Such a dump also holds goroutines that are merely
  waiting for work, so it over-approximates; triage further keeps only those with a frame
  in the user's code (see :mod:`goleaklint.triage.grouping`).
- The ``debug=1`` forms print no wait reason and hide the runtime frames at the top of
  each stack. The reason is inferred from the stack: a sync method on top names it; a
  stack whose top frame is outside the standard library was parked by the runtime itself,
  which for code outside the runtime means a channel operation or a select.
"""

from __future__ import annotations

from collections.abc import Callable

from goleaklint.triage.dump import Dump, Frame, Goroutine
from goleaklint.triage.symbols import parse_symbol

BLOCKING_REASONS = frozenset(
    {
        "chan send",
        "chan receive",
        "chan send (nil chan)",
        "chan receive (nil chan)",
        "select",
        "select (no cases)",
        "sync.WaitGroup.Wait",
        "sync.Mutex.Lock",
        "sync.RWMutex.Lock",
        "sync.RWMutex.RLock",
        "sync.Cond.Wait",
        "semacquire",
        # Inside a testing/synctest bubble, the same waits are marked durable.
        "chan send (durable)",
        "chan receive (durable)",
        "select (durable)",
        "sync.WaitGroup.Wait (durable)",
    }
)
CHANNEL_OR_SELECT = "channel operation or select"
_SYNC_WAITS = {
    "sync.(*WaitGroup).Wait": "sync.WaitGroup.Wait",
    "sync.(*Mutex).Lock": "sync.Mutex.Lock",
    "sync.(*RWMutex).Lock": "sync.RWMutex.Lock",
    "sync.(*RWMutex).RLock": "sync.RWMutex.RLock",
    "sync.(*Cond).Wait": "sync.Cond.Wait",
}
_SYNC_PACKAGES = ("sync", "internal/sync")


def wait_reason(goroutine: Goroutine, in_standard_library: Callable[[Frame], bool]) -> str | None:
    """The wait reason Go printed, or the one the stack implies (debug=1 forms).

    ``in_standard_library`` tells the standard library's frames apart (a module path
    without a dot, such as ``myservice/api``, looks like one on its own).
    """
    if goroutine.wait_reason is not None:
        return goroutine.wait_reason
    for frame in goroutine.stack:
        named = _SYNC_WAITS.get(frame.function)
        if named is not None:
            return named
        if parse_symbol(frame.function).package not in _SYNC_PACKAGES:
            break
    if goroutine.stack and not in_standard_library(goroutine.stack[0]):
        return CHANNEL_OR_SELECT
    return None


def is_stuck(goroutine: Goroutine, dump: Dump, reason: str | None) -> bool:
    """Whether ``goroutine`` counts as stuck (``reason`` is :func:`wait_reason` of it)."""
    if dump.verdict:
        return goroutine.leaked
    return reason is not None and (reason in BLOCKING_REASONS or reason == CHANNEL_OR_SELECT)
