"""A work budget for the analysis of one package: path states across all its searches, and
a generous wall-clock cap as a last resort.

The path searches (goleaklint.dataflow.paths) are where the analysis can grow without
bound: each function's search has its own limit (``paths.MAX_STATES``), and a package with
many such functions, or one whose summaries multiply searches, is stopped by this one.
When it runs out, :class:`OutOfBudget` is raised inside the rule that was running; the
engine keeps every finding the rules already reported, runs no further rule on the
package and says that its analysis stopped early.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

BASE_STATES = 1_000_000  # path states any package may use...
STATES_PER_BYTE = 20  # ...plus this many per byte of its source
MAX_SECONDS = 300.0  # wall-clock seconds per package, whatever the states say
CLOCK_EVERY = 1024  # states between two looks at the clock


class OutOfBudget(Exception):
    """The package's analysis used up its budget (raised inside a rule's check)."""


@dataclass
class Budget:
    """What one package's analysis may still spend."""

    states: int
    seconds: float = MAX_SECONDS
    used: int = 0
    started: float = field(default_factory=time.monotonic)
    exhausted: str | None = None  # why it ran out, once it did
    _next_clock: int = CLOCK_EVERY

    @classmethod
    def for_source(cls, size: int) -> Budget:
        """The budget of a package of ``size`` bytes of source."""
        return cls(BASE_STATES + STATES_PER_BYTE * size, MAX_SECONDS, _next_clock=CLOCK_EVERY)

    def spend(self, states: int) -> None:
        """Count ``states`` more path states; raise :class:`OutOfBudget` past the budget."""
        self.used += states
        if self.used > self.states:
            self._stop(f"{self.states:,} path states")
        if self.used >= self._next_clock:
            self._next_clock = self.used + CLOCK_EVERY
            if time.monotonic() - self.started > self.seconds:
                self._stop(f"{self.seconds:g} seconds")

    def _stop(self, limit: str) -> None:
        self.exhausted = limit
        raise OutOfBudget(f"the analysis went over its budget of {limit}")


_current: ContextVar[Budget | None] = ContextVar("budget", default=None)


@contextmanager
def budgeted(budget: Budget) -> Iterator[Budget]:
    """Charge the path searches made while the block runs to ``budget``."""
    token = _current.set(budget)
    try:
        yield budget
    finally:
        _current.reset(token)


def current() -> Budget | None:
    """The budget searches are charged to (None outside :func:`budgeted`)."""
    return _current.get()
