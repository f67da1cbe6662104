"""The text report: one block per group, biggest first, then a summary line.

::

    10 goroutines · chan send · up to 12 minutes
      blocked    report/report.go:30:3 in generate.func1: send on `results`
      started    report/report.go:29 in generate
      explained  GL001 goroutine may block forever sending on `results`: ... [name]
      fix        Give `results` a buffer of 1 (unsafe)
"""

from __future__ import annotations

from goleaklint import display
from goleaklint.report.text import Style
from goleaklint.rule import Finding
from goleaklint.triage.grouping import Group
from goleaklint.triage.matching import Explanation, Verdict
from goleaklint.triage.phrases import NO_VERDICT_NOTE, group_title, plural, summary
from goleaklint.triage.run import TriagedGroup, TriageResult
from goleaklint.triage.sources import Location
from goleaklint.triage.symbols import short_name

LABEL_WIDTH = 11
_VERDICT_COLORS = {
    Verdict.EXPLAINED: "green",
    Verdict.NOT_EXPLAINED: "yellow",
    Verdict.OUTSIDE: "magenta",
}


def render(result: TriageResult, *, color: bool = False) -> str:
    """The whole report (dump problems and analysis errors go to stderr, not here). File
    names are shown as ``check`` shows them (quoted and escaped when they hold a newline, a
    control character or bytes that are not UTF-8), and the text of the dump and the
    source is escaped the same way, so that each row stays one line of plain text."""
    style = Style(color)
    blocks = [_group_block(triaged, style) for triaged in result.groups]
    tail: list[str] = []
    if result.outside_user_code:
        tail.append(
            f"{plural(result.outside_user_code, 'more goroutine')} blocked with no frame in "
            "the code under PATH (not listed)."
        )
    if not result.dump.verdict and result.groups:
        tail.append(f"Note: {NO_VERDICT_NOTE}.")
    if result.packages:
        names = ", ".join(display.path(package) for package in result.packages)
        tail.append(f"Analysed {plural(len(result.packages), 'package')}: {names}")
    tail.append(style.bold(summary(result)))
    return "\n\n".join([*blocks, "\n".join(tail)]) + "\n"


def _group_block(triaged: TriagedGroup, style: Style) -> str:
    group, explanation = triaged.group, triaged.explanation
    lines = [style.bold(display.text(group_title(group)))]
    lines.extend(_where(group, explanation))
    lines.extend(_verdict(group, explanation, style))
    return "\n".join(lines)


def _row(label: str, text: str) -> str:
    return f"  {label.ljust(LABEL_WIDTH)}{text}"


def _where(group: Group, explanation: Explanation) -> list[str]:
    rows = []
    if group.blocking is not None and group.blocking_location is not None:
        place = _place(group.blocking_location, group.blocking.line, explanation)
        operation = f": {explanation.operation.description}" if explanation.operation else ""
        function = short_name(group.blocking.function)
        rows.append(_row("blocked", f"{place} in {display.text(function + operation)}"))
    elif group.top is not None:
        top = group.top
        where = f"{display.path(top.file)}:{top.line} in {display.text(top.function)}"
        rows.append(_row("blocked", where))
    if group.created is not None:
        location = group.created_location
        function = group.created.function
        if location is not None and location.is_user and location.display is not None:
            where = display.path(location.display)
            place = f"{where}:{group.created.line} in {display.text(short_name(function))}"
        else:
            origin = f" ({location.origin})" if location is not None else ""
            where = display.path(group.created.file)
            place = f"{where}:{group.created.line} in {display.text(function)}{origin}"
        rows.append(_row("started", place))
    return rows


def _place(location: Location, line: int, explanation: Explanation) -> str:
    column = ""
    if explanation.finding is not None:
        column = f":{explanation.finding.span.start.column}"
    elif explanation.operation is not None:
        column = f":{explanation.operation.span.start.column}"
    assert location.display is not None
    return f"{display.path(location.display)}:{line}{column}"


def _verdict(group: Group, explanation: Explanation, style: Style) -> list[str]:
    finding = explanation.finding
    if finding is not None:
        label = style.paint("explained", _VERDICT_COLORS[Verdict.EXPLAINED])
        rows = [f"  {label}{' ' * (LABEL_WIDTH - len('explained'))}{_finding_text(finding, style)}"]
        rows.extend(_fix_rows(finding))
        if not explanation.launch_checked and finding.launch is not None:
            why = (
                "no creation sites in this dump form"
                if group.created is None
                else ("started by library code")
            )
            rows.append(_row("", f"({why}: the launch was not compared)"))
        rows.extend(_row("also", _finding_text(other, style)) for other in explanation.also)
        return rows
    verdict = style.paint(str(explanation.verdict), _VERDICT_COLORS[explanation.verdict])
    if explanation.verdict is Verdict.OUTSIDE:
        return [f"  {verdict}: no frame of these stacks is in it"]
    rows = [f"  {verdict}"]
    if explanation.stale is not None:
        rows.append(_row("source", display.text(explanation.stale)))
    operation = explanation.operation
    if operation is not None:
        for waited in operation.waits_on:
            waits = f"`{waited.expression}`: {waited.description}"
            rows.append(_row("waits on", display.text(waits)))
    elif explanation.stale is None:
        rows.append(_row("waits on", "no blocking operation found at this line"))
    for other in explanation.elsewhere:
        launch = other.launch
        about = f" about the goroutine started at line {launch.start.line}" if launch else ""
        rows.append(_row("nearby", f"{other.rule_id} at this line is{about}"))
    return rows


def _finding_text(finding: Finding, style: Style) -> str:
    rule = style.paint(finding.rule_id, "cyan", bold=True)
    return f"{rule} {display.text(finding.message)} {style.dim(f'[{finding.name}]')}"


def _fix_rows(finding: Finding) -> list[str]:
    if not finding.fixes:
        return [_row("fix", "none offered: see `goleaklint rule " + finding.rule_id + "`")]
    return [
        _row("fix", f"{display.text(fix.title)} ({fix.applicability})") for fix in finding.fixes
    ]
