"""Read the ``debug=1`` form of the goroutine and goroutineleak profiles: one record per
distinct stack, with how many goroutines share it (runtime/pprof's printCountProfile).

::

    goroutineleak profile: total 2
    2 @ 0x4864aa 0x41531c 0x414f17 0x5444b2 0x48c941
    #   0x5444b1   example.com/app/report.generate.func1+0x31   /build/report/report.go:30

(the fields of a frame line are separated by tabs). This form has neither wait reasons
nor creation sites, and pprof leaves out the runtime frames at the top of each stack. A
record cut off by the end of the text keeps the frames it has; a total larger than the
records add up to is reported.
"""

from __future__ import annotations

import re

from goleaklint.triage.dump import Dump, DumpForm, DumpProblem, Frame, Goroutine

_TITLE = re.compile(r"(goroutine|goroutineleak) profile: total (\d+)$")
_RECORD = re.compile(r"(\d+) @(?: 0x[0-9a-f]+)*$")
_POSITION = re.compile(r"(.+):(\d+)$")
_OFFSET = re.compile(r"\+0x[0-9a-f]+$")


def is_profile(first_line: str) -> bool:
    """Whether a dump starting with this line is in the ``debug=1`` profile form."""
    return _TITLE.match(first_line.strip()) is not None


def parse_profile(text: str) -> Dump:
    """Every record of a ``debug=1`` goroutine or goroutineleak profile."""
    lines = text.splitlines()
    title = _TITLE.match(lines[0].strip()) if lines else None
    leak = title is not None and title.group(1) == "goroutineleak"
    dump = Dump(DumpForm.LEAK_PROFILE if leak else DumpForm.PROFILE, verdict=leak)
    frames: dict[tuple[str, str, int], Frame] = {}
    count: int | None = None
    stack: list[Frame] = []

    def close() -> None:
        if count is not None:
            dump.goroutines.append(Goroutine(count=count, stack=tuple(stack), leaked=leak))
        stack.clear()

    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            close()
            count = None
        elif line.startswith("#"):
            if count is None:
                dump.problems.append(DumpProblem(number, "a frame outside any record"))
                continue
            frame = _frame(line, frames)
            if frame is not None:
                stack.append(frame)
            elif not line.startswith("# labels:") and len(line.split()) > 2:
                dump.problems.append(DumpProblem(number, "a frame that cannot be read"))
        else:
            match = _RECORD.match(line.strip())
            if match is None:
                dump.problems.append(DumpProblem(number, "not a record of the profile"))
                continue
            close()
            count = int(match.group(1))
    close()
    if title is not None and int(title.group(2)) > dump.total:
        dump.problems.append(
            DumpProblem(
                1,
                f"the profile counts {title.group(2)} goroutines but only {dump.total} "
                "could be read: it is cut off or damaged",
            )
        )
    return dump


def _frame(line: str, frames: dict[tuple[str, str, int], Frame]) -> Frame | None:
    """``#\\t0x5444b1\\tpkg.fn+0x31\\t/path/file.go:30`` -> a frame; None when unreadable
    (or a PC pprof could not symbolise)."""
    fields = [field for field in line.split("\t") if field]
    if len(fields) < 4:
        return None
    function = _OFFSET.sub("", fields[2])
    position = _POSITION.match("\t".join(fields[3:]))
    if position is None:
        return None
    key = (function, position.group(1), int(position.group(2)))
    frame = frames.get(key)
    if frame is None:
        frame = frames[key] = Frame(*key)
    return frame
