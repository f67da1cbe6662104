"""What a goroutine dump says, whatever text form Go wrote it in."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class DumpForm(StrEnum):
    """The text forms Go writes goroutines in."""

    TRACEBACK = "traceback"  # panic, SIGQUIT, runtime.Stack, ?debug=2 of either profile
    PROFILE = "goroutine profile (debug=1)"
    LEAK_PROFILE = "goroutineleak profile (debug=1)"


@dataclass(frozen=True, slots=True)
class Frame:
    """One call in a stack, as Go printed it (the file path is the build machine's)."""

    function: str  # "example.com/app/worker.(*Pool).run.func1"
    file: str
    line: int


@dataclass(frozen=True, slots=True)
class Goroutine:
    """One goroutine of a traceback, or one record (``count`` identical stacks) of a profile."""

    count: int
    stack: tuple[Frame, ...]  # innermost call first
    wait_reason: str | None = None  # "chan send"; None when the form prints none (debug=1)
    minutes: int | None = None  # how long it has been waiting, when Go printed it
    leaked: bool = False  # the runtime proved it can never run again
    created_by: Frame | None = None  # the ``go`` statement that started it
    goroutine_id: int | None = None


@dataclass(frozen=True, slots=True)
class DumpProblem:
    """A part of the dump that could not be read."""

    line: int  # 1-based line of the dump
    message: str


@dataclass
class Dump:
    """Every goroutine a dump holds, and what could not be read of it."""

    form: DumpForm
    goroutines: list[Goroutine] = field(default_factory=list)
    # Whether the runtime's leak verdict is in the dump: a goroutineleak profile, or a
    # traceback taken after leak detection (its leaked goroutines say "(leaked)").
    verdict: bool = False
    has_creation_sites: bool = False
    problems: list[DumpProblem] = field(default_factory=list)

    @property
    def total(self) -> int:
        """Goroutines in the dump (a profile record counts as many as it stands for)."""
        return sum(g.count for g in self.goroutines)


class DumpError(Exception):
    """The input is not a goroutine dump goleaklint can read (no goroutine parsed at all)."""
