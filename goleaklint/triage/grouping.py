"""Group the stuck goroutines of a dump by (wait reason, blocking frame in the user's code,
creation site), biggest group first.

The blocking frame is the innermost frame in the user's code: frames of the standard
library (the sync package's Wait and Lock), of dependencies and of vendored code are walked
past. Stuck goroutines with no frame in the user's code form groups of their own (keyed by
their innermost frame) when the dump carries the leak verdict; in a plain dump they are
only counted, since most of them are runtime or library goroutines waiting for work.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from goleaklint.triage.dump import Dump, Frame, Goroutine
from goleaklint.triage.sources import Location, Origin, SourceMap
from goleaklint.triage.stuck import is_stuck, wait_reason

Stack = tuple[Frame, ...]


@dataclass
class Group:
    """Stuck goroutines that wait for the same reason, at the same place, started by the
    same ``go`` statement."""

    reason: str | None
    blocking: Frame | None  # innermost frame in the user's code; None when there is none
    blocking_location: Location | None
    top: Frame | None  # innermost frame of all (what to show when ``blocking`` is None)
    created: Frame | None
    created_location: Location | None
    count: int = 0
    longest_minutes: int | None = None
    stacks: Counter[Stack] = field(default_factory=Counter)  # distinct stacks, with counts

    def add(self, goroutine: Goroutine) -> None:
        self.count += goroutine.count
        self.stacks[goroutine.stack] += goroutine.count
        if goroutine.minutes is not None and (
            self.longest_minutes is None or goroutine.minutes > self.longest_minutes
        ):
            self.longest_minutes = goroutine.minutes


@dataclass
class Grouping:
    """The groups of a dump, and the stuck goroutines left out of them."""

    groups: list[Group]
    stuck: int  # stuck goroutines, grouped or not
    outside_user_code: int  # stuck goroutines of a plain dump with no frame in the user's code


def group_stuck(dump: Dump, sources: SourceMap) -> Grouping:
    """The stuck goroutines of ``dump`` in groups, sorted biggest first."""
    groups: dict[tuple[str | None, Frame | None, Frame | None], Group] = {}
    first_user: dict[int, Frame | None] = {}  # by id() of the (shared) stack tuple
    stuck = outside = 0

    def in_standard_library(frame: Frame) -> bool:
        return sources.locate(frame).origin is Origin.STANDARD

    for goroutine in dump.goroutines:
        reason = wait_reason(goroutine, in_standard_library)
        if not is_stuck(goroutine, dump, reason):
            continue
        stuck += goroutine.count
        stack = goroutine.stack
        key_id = id(stack)
        if key_id not in first_user:
            first_user[key_id] = _first_user_frame(stack, sources)
        blocking = first_user[key_id]
        if blocking is None and not dump.verdict:
            outside += goroutine.count
            continue
        top = stack[0] if stack else None
        key = (reason, blocking if blocking is not None else top, goroutine.created_by)
        group = groups.get(key)
        if group is None:
            group = groups[key] = Group(
                reason=reason,
                blocking=blocking,
                blocking_location=sources.locate(blocking) if blocking else None,
                top=top,
                created=goroutine.created_by,
                created_location=sources.locate(goroutine.created_by)
                if goroutine.created_by
                else None,
            )
        group.add(goroutine)
    ordered = sorted(groups.values(), key=_order)
    return Grouping(ordered, stuck, outside)


def _first_user_frame(stack: Stack, sources: SourceMap) -> Frame | None:
    for frame in stack:
        if sources.locate(frame).is_user:
            return frame
    return None


def _order(group: Group) -> tuple[int, int, str, int, str]:
    """Biggest first, then the longest waiting, then by place."""
    place = group.blocking or group.top
    return (
        -group.count,
        -(group.longest_minutes if group.longest_minutes is not None else -1),
        place.file if place else "",
        place.line if place else 0,
        group.reason or "",
    )
