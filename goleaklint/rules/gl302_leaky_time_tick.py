"""GL302 leaky-time-tick. Documentation: rules/GL302.md."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from goleaklint import edits, syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.timers import (
    can_return_after,
    per_iteration_loop,
    range_loop_over,
    time_calls,
    timer_semantics,
)
from goleaklint.dataflow.uses import ClosureUse, UseKind, closure_use
from goleaklint.parse import Node, captures
from goleaklint.rule import Applicability, Finding, Fix, FixAvailability, rule

FRESH_NAMES = ("ticker", "tkr", "pacer")
IDENTIFIER_QUERY = "[(identifier) (type_identifier) (package_identifier)] @name"


@dataclass(frozen=True)
class _TickUse:
    """How a ``time.Tick`` channel is used: where a ticker can go, which loops range over it."""

    anchor: Node | None  # the statement a rewrite can put a ticker before
    ranges: frozenset[Node]  # ``for range`` loops over the channel (it never runs out)


@rule("GL302", "leaky-time-tick", fix=FixAvailability.SOMETIMES, needs=(b"Tick(",))
def leaky_time_tick(analysis: PackageAnalysis) -> Iterator[Finding]:
    semantics = timer_semantics(analysis.go_version)
    if semantics.collects_unstopped:
        return
    for call in time_calls(analysis.index, analysis.objects, ("time.Tick",)):
        function = syntax.enclosing_function(call)
        if function is None:
            continue  # a package-level variable: one ticker for the whole process
        if analysis.made_once_per_process(call):
            continue  # one ticker at most
        loop = per_iteration_loop(call)
        use = _tick_use(analysis, call)
        if use is None:
            continue  # the channel is handed to code that decides its lifetime
        owner = analysis.function_phrase(function)
        if loop is not None:
            message = (
                f"{semantics.label}: `time.Tick` in a loop starts a new ticker on every "
                "iteration, and before Go 1.23 the runtime never collects them: each keeps "
                "firing forever; make one `time.NewTicker` before the loop and `defer` its `Stop`"
            )
            related = [(loop, "the loop that calls it again")]
        elif can_return_after(analysis.index.cfg(function), call, use.ranges):
            message = (
                f"{semantics.label}: `time.Tick` leaks its ticker: it cannot be stopped, and "
                f"before Go 1.23 the runtime never collects it, so it keeps firing after "
                f"{owner} returns; use `time.NewTicker` and `defer` its `Stop`"
            )
            related = []
        else:
            continue  # consumed by a loop that never ends: it lives exactly as long
        fix = _new_ticker_fix(analysis, call, use) if loop is None else None
        yield analysis.finding(
            leaky_time_tick, call, message, related=related, fixes=[fix] if fix else []
        )


def _tick_use(analysis: PackageAnalysis, call: Node) -> _TickUse | None:
    """How the channel of ``call`` is used, when only its own function receives from it."""
    parent = call.parent
    while parent is not None and parent.type == "parenthesized_expression":
        parent = parent.parent
    if parent is None:
        return None
    if syntax.is_receive(parent):
        statement = parent.parent
        anchor = (
            statement
            if statement is not None and statement.type == "expression_statement"
            else None
        )
        return _TickUse(anchor, frozenset())
    loop = range_loop_over(call)
    if loop is not None:
        return _TickUse(loop, frozenset({loop}))
    name = syntax.sole_assigned(parent, declared=True)
    var = analysis.index.resolution(call).declared_at.get(name) if name is not None else None
    if var is None:
        return None
    ranges: set[Node] = set()
    for use in analysis.index.uses(call):
        if use.path != (var, None):
            continue
        current = use.function
        while current != var.owner:
            if current.type != "func_literal" or closure_use(current) not in (
                ClosureUse.CALL,
                ClosureUse.DEFER,
            ):
                return None  # a goroutine or stored closure decides how long it lives
            parent_function = syntax.enclosing_function(current)
            if parent_function is None:
                return None
            current = parent_function
        if use.kind == UseKind.RANGE:
            range_loop = range_loop_over(use.node)
            if range_loop is not None:
                ranges.add(range_loop)
        elif use.kind not in (UseKind.RECV, UseKind.QUERY, UseKind.ASSIGNED):
            return None
    return _TickUse(parent.parent, frozenset(ranges))


def _new_ticker_fix(analysis: PackageAnalysis, call: Node, use: _TickUse) -> Fix | None:
    """Make a stoppable ticker right before the statement and receive from its ``C``."""
    anchor = use.anchor
    if anchor is None or anchor.parent is None:
        return None
    if anchor.parent.type not in syntax.STATEMENT_HOLDERS:
        return None
    if per_iteration_loop(anchor) is not None:
        return None
    function = analysis.index.enclosing_function(call)
    if function is None or not analysis.outside_loops(function, anchor):
        return None
    arguments = syntax.call_arguments(call)
    callee = syntax.unparen(call.child_by_field_name("function"))
    package = callee.child_by_field_name("operand") if callee is not None else None
    if len(arguments) != 1 or package is None:
        return None
    go_file = analysis.index.file_of(call)
    if not edits.starts_its_line(go_file, anchor):
        return None
    name = _fresh_name(analysis)
    if name is None:
        return None
    indent = edits.indentation(go_file, anchor)
    made = f"{name} := {syntax.text(package)}.NewTicker({syntax.text(arguments[0])})"
    return Fix(
        f"Use a `time.NewTicker` in `{name}` and stop it when the function returns",
        (
            edits.line_before(go_file, anchor, f"{made}\n{indent}defer {name}.Stop()", indent),
            edits.replace(go_file, call, f"{name}.C"),
        ),
        Applicability.UNSAFE,
    )


def _fresh_name(analysis: PackageAnalysis) -> str | None:
    """A name no identifier of the package spells, so it shadows and clashes with nothing."""
    taken: set[bytes] = set()
    for go_file in analysis.files:
        for node in captures(IDENTIFIER_QUERY, go_file.root).get("name", []):
            taken.add(go_file.source[node.start_byte : node.end_byte])
    return next((n for n in FRESH_NAMES if n.encode() not in taken), None)
