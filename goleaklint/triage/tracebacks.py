"""Read the traceback form: what a panic, ``SIGQUIT``, ``runtime.Stack(buf, true)`` and the
``?debug=2`` goroutine and goroutineleak profiles print (Go's runtime/traceback.go).

::

    goroutine 20 [chan send (leaked), 12 minutes]:
    example.com/app/report.generate.func1()
        /build/report/report.go:30 +0x32
    created by example.com/app/report.generate in goroutine 19
        /build/report/report.go:29 +0x7f

(position lines start with a tab). Text around the goroutines (a panic message, log lines)
is skipped. Inside a goroutine, a line that is neither a call nor its position is reported
as a problem and the rest of the goroutine is still read; a stack cut off by the end of the
text keeps the frames it has.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from goleaklint.triage.dump import Dump, DumpForm, DumpProblem, Frame, Goroutine

_HEADER = re.compile(r"goroutine (\d+)\b[^\[]*\[([^\]]*)\].*:$")
_POSITION = re.compile(r"\t(.+):(\d+)(?: \+0x[0-9a-f]+)?(?: fp=\S+ sp=\S+ pc=\S+)?$")
_CREATED = re.compile(r"created by (\S+?)(?: in goroutine (\d+))?$")
_MINUTES = re.compile(r"(\d+) minutes$")
_NOISE_IN_STACK = ("...", "\tgoroutine running on other thread")
# pprof's goroutineleak profile prints every goroutine at debug=2 from inside this function:
# seeing it means the dump carries the leak verdict even when nothing leaked.
LEAK_PROFILE_WRITER = "runtime/pprof.writeGoroutineLeak"


def parse_tracebacks(text: str) -> Dump:
    """Every goroutine of a traceback-form dump, with the problems met on the way."""
    reader = _Reader()
    lines = text.splitlines()
    for number, line in enumerate(lines, start=1):
        reader.feed(number, line)
    reader.finish(cut=bool(text) and not text.endswith("\n"))
    return reader.dump


@dataclass
class _Open:
    """The goroutine being read."""

    goroutine_id: int
    status: str
    header_line: int
    frames: list[Frame] = field(default_factory=list)
    created_by: Frame | None = None
    pending: str | None = None  # a function whose position line comes next
    pending_created: str | None = None  # a "created by" function whose position comes next
    in_ancestor: bool = False  # inside "[originating from goroutine N]:" (tracebackancestors)
    # A line that is no part of a stack: damage if the stack goes on after it, else the
    # text that follows the dump ("exit status 2").
    odd_line: int | None = None


class _Reader:
    """A line-at-a-time reader; frames and stacks are shared between identical goroutines."""

    def __init__(self) -> None:
        self.dump = Dump(DumpForm.TRACEBACK)
        self.current: _Open | None = None
        self._frames: dict[tuple[str, str, int], Frame] = {}
        # By (function, position line as printed): a call site prints the same each time.
        self._seen: dict[tuple[str, str], Frame] = {}
        self._stacks: dict[tuple[Frame, ...], tuple[Frame, ...]] = {}

    def feed(self, number: int, line: str) -> None:
        current = self.current
        if current is not None and current.pending is not None:  # the most common line
            frame = self._seen.get((current.pending, line))
            if frame is not None:
                current.frames.append(frame)
                current.pending = None
                return
        if line.startswith("goroutine "):
            self._start(number, line)
            return
        if current is None:
            return  # text around the dump
        if not line.strip():
            self._close()
        elif current.in_ancestor:
            return
        elif current.pending is not None or current.pending_created is not None:
            self._position(number, line, current)
        elif self._stack_line(line, current):
            if current.odd_line is not None:
                self._problem(
                    current.odd_line,
                    f"not a call or a position in goroutine {current.goroutine_id}",
                )
                current.odd_line = None
        elif current.odd_line is None:
            current.odd_line = number
        else:
            current.odd_line = None  # two odd lines in a row: the dump has ended
            self._close()

    def _stack_line(self, line: str, current: _Open) -> bool:
        """Read a line of a stack; False when it is none."""
        if line.startswith("created by "):
            current.pending_created = line
        elif line.startswith(_NOISE_IN_STACK):
            pass  # "...additional frames elided...", a stack on another thread
        elif line.startswith("[originating from goroutine "):
            current.in_ancestor = True
        elif line.endswith(")") and "(" in line and not line.startswith("\t"):
            current.pending = line[: line.rfind("(")]
        else:
            return False
        return True

    def finish(self, *, cut: bool) -> None:
        """End of the text; ``cut`` when it ends in the middle of a line."""
        current = self.current
        if current is not None and (current.pending or current.pending_created or cut):
            self._problem(
                current.header_line,
                f"goroutine {current.goroutine_id}: the stack is cut off at the end of the dump",
            )
            current.pending = current.pending_created = None
        self._close()

    def _start(self, number: int, line: str) -> None:
        self._close()
        match = _HEADER.match(line)
        if match is None:
            self._problem(number, "a goroutine header that cannot be read")
            return
        self.current = _Open(int(match.group(1)), match.group(2), number)

    def _position(self, number: int, line: str, current: _Open) -> None:
        match = _POSITION.match(line)
        if match is None:
            what = current.pending or current.pending_created
            self._problem(number, f"no file:line after `{what}`")
            current.pending = current.pending_created = None
            if not line.startswith("\t"):
                self.feed(number, line)  # perhaps the next call: read it as such
            return
        if current.pending is not None:
            frame = self._frame(current.pending, match)
            self._seen[(current.pending, line)] = frame
            current.frames.append(frame)
            current.pending = None
            return
        created = _CREATED.match(current.pending_created or "")
        current.pending_created = None
        if created is None:
            self._problem(number - 1, "a `created by` line that cannot be read")
            return
        current.created_by = self._frame(created.group(1), match)

    def _frame(self, function: str, match: re.Match[str]) -> Frame:
        key = (function, match.group(1), int(match.group(2)))
        frame = self._frames.get(key)
        if frame is None:
            frame = self._frames[key] = Frame(*key)
        return frame

    def _close(self) -> None:
        current = self.current
        if current is None:
            return
        self.current = None
        if current.pending is not None:
            self._problem(
                current.header_line, f"goroutine {current.goroutine_id}: a call has no position"
            )
        stack = tuple(current.frames)
        stack = self._stacks.setdefault(stack, stack)
        reason, minutes, leaked = _status(current.status)
        if current.created_by is not None:
            self.dump.has_creation_sites = True
        if leaked or any(f.function == LEAK_PROFILE_WRITER for f in stack):
            self.dump.verdict = True
        self.dump.goroutines.append(
            Goroutine(
                count=1,
                stack=stack,
                wait_reason=reason,
                minutes=minutes,
                leaked=leaked,
                created_by=current.created_by,
                goroutine_id=current.goroutine_id,
            )
        )

    def _problem(self, number: int, message: str) -> None:
        self.dump.problems.append(DumpProblem(number, message))


def _status(status: str) -> tuple[str, int | None, bool]:
    """``"chan send (leaked), 12 minutes, locked to thread"`` -> ("chan send", 12, True)."""
    parts = status.split(", ")
    reason = parts[0]
    leaked = " (leaked)" in reason
    reason = reason.replace(" (leaked)", "").replace(" (scan)", "")
    minutes = None
    for part in parts[1:]:
        match = _MINUTES.match(part)
        if match:
            minutes = int(match.group(1))
    return reason, minutes, leaked
