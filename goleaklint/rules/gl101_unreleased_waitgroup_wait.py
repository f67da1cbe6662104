"""GL101 unreleased-waitgroup-wait. Documentation: rules/GL101.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import edits, syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.waitgroups import (
    CallOp,
    DoneOp,
    EscapeOp,
    LaunchOp,
    Skip,
    WaitGroups,
)
from goleaklint.parse import Node
from goleaklint.rule import Applicability, Edit, Finding, Fix, FixAvailability, rule


@rule("GL101", "unreleased-waitgroup-wait", fix=FixAvailability.SOMETIMES, needs=(b"WaitGroup",))
def unreleased_waitgroup_wait(analysis: PackageAnalysis) -> Iterator[Finding]:
    groups = analysis.waitgroups
    reported: set[Node] = set()
    for report in groups.reports():
        if report.summary.escapes:
            continue
        skips = list(dict.fromkeys(report.summary.skips)) if report.skips_matter else []
        fix = _fix(analysis, groups, skips) if skips else None
        for wait in report.all_waits:
            if wait in reported or not (skips or wait in report.over_counted):
                continue
            reported.add(wait)
            name = _receiver_text(wait)
            if skips:
                message, related = _skipping(analysis, name, skips)
            else:
                message = (
                    f"`{name}.Wait()` can block forever: `{name}` is added to more times than "
                    "its goroutines call `Done` on some path"
                )
                exit_node = report.over_counted[wait]
                related = (
                    [(exit_node, "the launcher leaves here with the counter above zero")]
                    if exit_node is not None
                    else []
                )
            yield analysis.finding(
                unreleased_waitgroup_wait,
                wait,
                message,
                related=related,
                fixes=(fix,) if fix is not None else (),
            )


def _skipping(
    analysis: PackageAnalysis, name: str, skips: list[Skip]
) -> tuple[str, list[tuple[Node, str]]]:
    first = skips[0]
    worker = analysis.function_phrase(first.function, literal="a goroutine")
    message = (
        f"`{name}.Wait()` can block forever: {worker} can leave without calling `Done`, "
        "so the counter never reaches zero"
    )
    related: list[tuple[Node, str]] = []
    for skip in skips:
        related.append((skip.go, "goroutine started here"))
        if skip.exit is not None:
            related.append((skip.exit, "leaves here without calling `Done`"))
    return message, related


def _receiver_text(call: Node) -> str:
    return syntax.text(call.child_by_field_name("function")).rpartition(".")[0]


# Fix -----------------------------------------------------------------------------------------


def _fix(analysis: PackageAnalysis, groups: WaitGroups, skips: list[Skip]) -> Fix | None:
    """Defer the Done at the start of every worker that can skip it (the count is otherwise
    right); the Done statements it replaces are removed."""
    workers: dict[Node, Skip] = {}
    for skip in skips:
        workers.setdefault(skip.function, skip)
    all_edits: list[Edit] = []
    titles: list[str] = []
    for function, skip in workers.items():
        found = _defer_done(analysis, groups, function, skip)
        if found is None:
            return None
        worker_edits, receiver = found
        all_edits.extend(worker_edits)
        owner = analysis.function_phrase(function, literal="the goroutine")
        titles.append(f"Call `{receiver}.Done()` with `defer` at the start of {owner}")
    title = titles[0] if len(titles) == 1 else "Call `Done` with `defer` in every worker"
    return Fix(title, tuple(all_edits), Applicability.UNSAFE)


def _defer_done(
    analysis: PackageAnalysis, groups: WaitGroups, function: Node, skip: Skip
) -> tuple[list[Edit], str] | None:
    dones: list[Node] = []
    for block_events in groups.events(function, skip.targets).values():
        for event in block_events:
            if isinstance(event, DoneOp):
                if event.deferred or event.count != 1:
                    return None
                dones.append(event.node)
            elif isinstance(event, (CallOp, LaunchOp)) and event.summary.dones:
                return None  # a Done made elsewhere would run twice
            elif isinstance(event, EscapeOp):
                return None
    if not dones or groups.body(function, skip.targets).hi != 1:
        return None
    receivers = {_receiver_text(done) for done in dones}
    body = function.child_by_field_name("body")
    statements = syntax.statements(body)
    if len(receivers) != 1 or body is None or not statements:
        return None
    first = statements[0]
    if first.start_point.row == body.start_point.row:
        return None  # a one-line body
    go_file = analysis.index.file_of(function)
    removals: list[Edit] = []
    for done in dones:
        statement = done.parent
        if (
            statement is None
            or statement.type != "expression_statement"
            or statement == first
            or not edits.alone_on_its_lines(go_file, statement)
        ):
            return None
        removals.append(edits.delete_lines(go_file, statement))
    receiver = receivers.pop()
    insert = edits.line_before(
        go_file, first, f"defer {receiver}.Done()", edits.indentation(go_file, first)
    )
    return [insert, *removals], receiver
