"""GL102 waitgroup-add-in-goroutine. Documentation: rules/GL102.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import edits, syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.waitgroups import (
    AddOp,
    CallOp,
    Launched,
    RootReport,
    WaitGroups,
)
from goleaklint.parse import Node, walk
from goleaklint.rule import Applicability, Finding, Fix, FixAvailability, rule


@rule("GL102", "waitgroup-add-in-goroutine", fix=FixAvailability.SOMETIMES, needs=(b"WaitGroup",))
def waitgroup_add_in_goroutine(analysis: PackageAnalysis) -> Iterator[Finding]:
    groups = analysis.waitgroups
    reported: set[Node] = set()
    for report in groups.reports():
        for launched in groups.launches(report):
            goroutine = launched.launch.summary
            if (
                not goroutine.own_adds
                or goroutine.waits
                or goroutine.looped_dones
                or _holds_count(groups, launched)
            ):
                # Its own fan-out; a worker marking done the items it is given (and adding
                # for the new ones it finds); or the launcher's count keeps the group up.
                continue
            waits = [
                wait
                for wait in _waits_elsewhere(groups, report, launched.launch.function)
                if not _after_the_goroutine(analysis, launched, wait)
                and not _before_the_goroutine(analysis, launched, wait)
            ]
            if not waits:
                continue
            for add in goroutine.own_adds:
                if add in reported:
                    continue
                reported.add(add)
                name = syntax.text(add.child_by_field_name("function")).rpartition(".")[0]
                fix = _move_add_fix(analysis, launched, add)
                yield analysis.finding(
                    waitgroup_add_in_goroutine,
                    add,
                    f"`{name}.Add` runs inside a started goroutine: `{name}.Wait()` can "
                    "return before it does, so what it counts is not waited for; call `Add` "
                    "before the `go` statement",
                    related=[
                        (launched.launch.node, "goroutine started here"),
                        (waits[0], "waits here"),
                    ],
                    fixes=(fix,) if fix is not None else (),
                    launch=launched.launch.node,
                )


def _holds_count(groups: WaitGroups, launched: Launched) -> bool:
    """The launcher adds before the ``go`` and the goroutine calls ``Done``: the counter stays
    above zero while the goroutine runs, so its own Adds cannot race with a Wait."""
    if not launched.launch.summary.dones:
        return False
    start = launched.launch.node.start_byte
    for block_events in groups.events(launched.launcher, launched.targets).values():
        for event in block_events:
            adds = isinstance(event, AddOp) or (isinstance(event, CallOp) and event.summary.adds)
            if adds and event.node.start_byte < start:
                return True
    return False


def _waits_elsewhere(groups: WaitGroups, report: RootReport, goroutine: Node) -> list[Node]:
    waits = list(report.all_waits)
    if report.root.path[1] is not None:
        waits += groups.field_waits(report.root.path)
    return [w for w in dict.fromkeys(waits) if not syntax.contains(goroutine, w)]


def _after_the_goroutine(analysis: PackageAnalysis, launched: Launched, wait: Node) -> bool:
    """``wait`` runs only once the goroutine has ended, and with it its Adds: its launcher
    waits for it before reaching ``wait``, or the method holding ``wait`` has first waited
    out a method every run of the goroutine happens within."""
    joins = analysis.joins
    launch = launched.launch.node
    if launch.type == "go_statement" and joins.joined_launch(launch, until=wait):
        return True
    method = analysis.index.top_level(wait)
    return any(
        joins.runs_within(launched.launch.function, ended)
        for ended in joins.waited_out(method, wait)
    )


def _before_the_goroutine(analysis: PackageAnalysis, launched: Launched, wait: Node) -> bool:
    """``wait`` has returned before the goroutine starts, so the goroutine's Adds count for
    a later Wait, not this one: it is the launcher's own, every path to the ``go`` statement
    passes it first, and no loop holds both (the next round's ``wait`` would follow this
    round's goroutine)."""
    launch = launched.launch.node
    index = analysis.index
    function = index.enclosing_function(launch)
    if launch.type != "go_statement" or function is None:
        return False
    if index.enclosing_function(wait) != function:
        return False
    cfg = index.cfg(function)
    go_block, wait_block = cfg.block_id_for(launch), cfg.block_id_for(wait)
    if go_block is None or wait_block is None:
        return False
    if set(cfg.loops_containing(go_block)) & set(cfg.loops_containing(wait_block)):
        return False
    if go_block == wait_block:
        return wait.end_byte <= launch.start_byte
    return cfg.always_through(go_block, frozenset({wait_block}))


def _move_add_fix(analysis: PackageAnalysis, launched: Launched, add: Node) -> Fix | None:
    """Move an ``Add`` that opens a goroutine closure to just before its ``go`` statement."""
    literal = launched.launch.function
    go = launched.launch.node
    statement = add.parent
    if literal.type != "func_literal" or go.type != "go_statement" or statement is None:
        return None
    body = literal.child_by_field_name("body")
    statements = syntax.statements(body)
    if not statements or statements[0] != statement:
        return None
    resolution = analysis.index.resolution(add)
    for node in walk(add):
        var = resolution.uses.get(node) if node.type == "identifier" else None
        if var is not None and syntax.contains(literal, var.owner):
            return None  # the count depends on the goroutine's own values
    go_file = analysis.index.file_of(add)
    if (
        add.start_point.row != add.end_point.row
        or not edits.starts_its_line(go_file, statement)
        or not edits.ends_its_line(go_file, statement)
        or not edits.starts_its_line(go_file, go)
    ):
        return None
    text = syntax.text(add)
    return Fix(
        f"Move `{text}` before the `go` statement",
        (
            edits.line_before(go_file, go, text, edits.indentation(go_file, go)),
            edits.delete_lines(go_file, statement),
        ),
        Applicability.UNSAFE,
    )
