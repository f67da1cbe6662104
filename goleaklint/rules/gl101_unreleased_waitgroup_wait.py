"""GL101 unreleased-waitgroup-wait. Documentation: rules/GL101.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import edits, syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.closables import Results
from goleaklint.dataflow.groupfields import unreleased_fields
from goleaklint.dataflow.waitgroups import (
    ASSUMED_LENGTH,
    AddOp,
    CallOp,
    DoneOp,
    EscapeOp,
    LaunchOp,
    RootReport,
    Skip,
    WaitGroups,
    WaitOp,
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
        if fix is None and report.over_counted:
            fix = _add_per_launch_fix(analysis, groups, report)
        for wait in report.all_waits:
            if wait in reported:
                continue
            # The workers that can skip their Done while the launcher waits here.
            # Released even by the fewest Done calls each goroutine makes: no skip matters.
            released = report.short_stuck is not None and wait not in report.short_stuck
            live = [
                skip
                for skip in ([] if released else skips)
                if groups.skips_while_waiting(skip, wait, _open_while_waiting(analysis, skip, wait))
            ]
            if not (live or wait in report.over_counted):
                continue
            reported.add(wait)
            name = _receiver_text(wait)
            if live:
                message, related = _skipping(analysis, name, live)
            else:
                message = (
                    f"`{name}.Wait()` can block forever: `{name}` is added to more times than "
                    "its goroutines call `Done` on some path"
                )
                if report.assumed_length is not None:
                    message += f" (with {ASSUMED_LENGTH} elements in `{report.assumed_length}`)"
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
    yield from _never_done(analysis, reported)


def _never_done(analysis: PackageAnalysis, reported: set[Node]) -> Iterator[Finding]:
    """Waits on a WaitGroup field that the package adds to and never marks done."""
    for group in unreleased_fields(analysis.index, analysis.objects):
        adds = [a for a in group.adds if analysis.reach.live(analysis.index.top_level(a))]
        if not adds:
            continue
        related = [(add, "added to here") for add in adds[:2]]
        for wait in group.waits:
            if wait in reported or not analysis.reach.live(analysis.index.top_level(wait)):
                continue
            reported.add(wait)
            name = _receiver_text(wait)
            yield analysis.finding(
                unreleased_waitgroup_wait,
                wait,
                f"`{name}.Wait()` blocks forever once anything has called `Add` on it: "
                f"nothing in the package ever calls `Done` on `{group}`",
                related=related,
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
        owner = analysis.function_phrase(function, literal="the goroutine")
        found = _defer_done(analysis, groups, function, skip)
        if found is not None:
            worker_edits, receiver = found
            titles.append(f"Call `{receiver}.Done()` with `defer` at the start of {owner}")
        else:
            found = _done_before_leaving(analysis, groups, function, skip)
            if found is None:
                return None
            worker_edits, receiver = found
            titles.append(f"Call `{receiver}.Done()` where {owner} leaves early")
        all_edits.extend(worker_edits)
    title = titles[0] if len(titles) == 1 else "Call `Done` on every way out of every worker"
    return Fix(title, tuple(all_edits), Applicability.UNSAFE)


def _done_before_leaving(
    analysis: PackageAnalysis, groups: WaitGroups, function: Node, skip: Skip
) -> tuple[list[Edit], str] | None:
    """A worker that marks done more than once (``wg.Done()`` first, then again at the end)
    and leaves early through one statement one Done short: that Done goes right before it
    (a ``return``, or a call that ends the goroutine such as ``t.Fatal``)."""
    summary = groups.body(function, skip.targets)
    if summary.hi - summary.lo != 1 or len(summary.short_exits) != 1:
        return None
    receiver = _sole_receiver(_own_dones(groups, function, skip))
    statement = _leaving_statement(summary.short_exits[0])
    if receiver is None or statement is None or statement.parent is None:
        return None
    if statement.parent.type not in ("block", "statement_list"):
        return None
    go_file = analysis.index.file_of(function)
    if not edits.alone_on_its_lines(go_file, statement):
        return None
    done = f"{receiver}.Done()"
    insert = edits.line_before(go_file, statement, done, edits.indentation(go_file, statement))
    return [insert], receiver


def _leaving_statement(node: Node | None) -> Node | None:
    """The statement a path leaves the function by: a ``return``, or the statement of a call
    that ends the goroutine."""
    if node is None:
        return None
    if node.type == "return_statement":
        return node
    statement = node if node.type == "expression_statement" else node.parent
    if statement is None or statement.type != "expression_statement":
        return None
    call = statement.named_children[0] if statement.named_children else None
    return statement if call is not None and call.type == "call_expression" else None


def _own_dones(groups: WaitGroups, function: Node, skip: Skip) -> list[Node] | None:
    """The worker's ``Done`` calls, when each is its own plain ``x.Done()`` (not deferred,
    not through a callee or a goroutine it starts, which an edit here would not see)."""
    dones: list[Node] = []
    for block_events in groups.events(function, skip.targets).values():
        for event in block_events:
            if isinstance(event, DoneOp):
                if event.deferred or event.count != 1:
                    return None
                dones.append(event.node)
            elif isinstance(event, (CallOp, LaunchOp)) and event.summary.dones:
                return None  # a Done made elsewhere
            elif isinstance(event, EscapeOp):
                return None
    return dones


def _sole_receiver(dones: list[Node] | None) -> str | None:
    """The one WaitGroup expression ``dones`` (:func:`_own_dones`) are all spelled on."""
    receivers = {_receiver_text(done) for done in dones or ()}
    return receivers.pop() if len(receivers) == 1 else None


def _defer_done(
    analysis: PackageAnalysis, groups: WaitGroups, function: Node, skip: Skip
) -> tuple[list[Edit], str] | None:
    dones = _own_dones(groups, function, skip)
    if not dones or groups.body(function, skip.targets).hi != 1:
        return None
    receiver = _sole_receiver(dones)
    body = function.child_by_field_name("body")
    statements = syntax.statements(body)
    if receiver is None or body is None or not statements:
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
    insert = edits.line_before(
        go_file, first, f"defer {receiver}.Done()", edits.indentation(go_file, first)
    )
    return [insert, *removals], receiver


def _add_per_launch_fix(
    analysis: PackageAnalysis, groups: WaitGroups, report: RootReport
) -> Fix | None:
    """An ``Add(n)`` that does not match the goroutines started: add 1 at each start
    instead, when every goroutine that calls ``Done`` calls it exactly once and every wait
    comes after the last start."""
    owner = report.root.owner
    adds: list[tuple[int, AddOp]] = []
    workers: list[LaunchOp] = []
    waits: list[Node] = []
    for block, block_events in groups.events(owner, report.targets).items():
        for event in block_events:
            if isinstance(event, AddOp):
                adds.append((block, event))
            elif isinstance(event, WaitOp):
                waits.append(event.node)
            elif isinstance(event, LaunchOp) and event.summary.dones:
                workers.append(event)
            elif isinstance(event, LaunchOp):
                if event.summary.adds or event.summary.spawned_adds or event.summary.escapes:
                    return None
                waits.extend(event.summary.waits)
                waits.append(event.node)
            else:
                return None  # a Done, a call or an escape of the owner's own
    if len(adds) != 1 or not workers or not all(_done_once(w) for w in workers):
        return None
    block, add = adds[0]
    if add.amount is None:
        return None  # ``Add(len(xs))``: the count holds for one length of ``xs`` only
    statement = add.node.parent
    go_file = analysis.index.file_of(owner)
    cfg = analysis.index.cfg(owner)
    if (
        statement is None
        or statement.type != "expression_statement"
        or cfg.loops_containing(block)
        or not edits.alone_on_its_lines(go_file, statement)
    ):
        return None
    starts = [w.node for w in workers]
    if any(
        s.start_byte < add.node.start_byte or not edits.starts_its_line(go_file, s) for s in starts
    ):
        return None
    last = max(s.end_byte for s in starts)
    if any(w.start_byte < last for w in waits):
        return None
    name = _receiver_text(add.node)
    insertions = [
        edits.line_before(go_file, s, f"{name}.Add(1)", edits.indentation(go_file, s))
        for s in starts
    ]
    return Fix(
        f"Add 1 to `{name}` where each goroutine starts, instead of `{syntax.text(add.node)}`",
        (edits.delete_lines(go_file, statement), *insertions),
        Applicability.UNSAFE,
    )


def _done_once(launch: LaunchOp) -> bool:
    summary = launch.summary
    return (
        summary.lo == summary.hi == 1
        and not summary.looped_dones
        and not summary.adds
        and not summary.spawned_adds
        and not summary.skips
        and not summary.escapes
        and launch.node.type == "go_statement"
    )


def _open_while_waiting(analysis: PackageAnalysis, skip: Skip, wait: Node) -> dict[Node, Results]:
    """The worker literal's calls on objects its launcher alone closes, and only after
    ``wait``, with what they return until then (:meth:`Closables.open_during`)."""
    launcher = analysis.index.enclosing_function(skip.go)
    if skip.function.type != "func_literal" or launcher is None:
        return {}
    if syntax.enclosing_function(wait) != launcher:
        return {}
    return analysis.closables.open_during(launcher, wait, skip.function)
