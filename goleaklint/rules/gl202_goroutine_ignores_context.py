"""GL202 goroutine-ignores-context. Documentation: rules/GL202.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import edits, syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.channels import caller_path
from goleaklint.dataflow.contexts import Contexts, unending_loops
from goleaklint.dataflow.loops import endless_loops
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.uses import path_of
from goleaklint.parse import Node
from goleaklint.rule import Applicability, Confidence, Finding, Fix, FixAvailability, rule


@rule(
    "GL202", "goroutine-ignores-context", fix=FixAvailability.SOMETIMES, needs=(b"context.Context",)
)
def goroutine_ignores_context(analysis: PackageAnalysis) -> Iterator[Finding]:
    contexts = analysis.contexts
    reported: list[Node] = []
    for go in analysis.go_statements():
        launcher = analysis.index.enclosing_function(go)
        call = go.named_children[0] if go.named_children else None
        if launcher is None or call is None or call.type != "call_expression":
            continue
        callee = analysis.index.callee(call)
        if callee is None:
            continue
        body = callee[0]
        # A context nothing can cancel (``ctx := context.Background()``) asks nothing to stop.
        in_scope = [
            v for v in contexts.goroutine_contexts(go, body) if not contexts.never_done(v.decl)
        ]
        if not in_scope:
            continue
        for loop in unending_loops(analysis.index.cfg(body)):
            if any(syntax.contains(done, loop) for done in reported):
                continue
            if contexts.loop_observes_context(loop):
                continue
            if _waits_on_launcher_channels(analysis, launcher, call, body, loop):
                continue  # a loop on the launcher's own channels is GL004's (or GL001's)
            reported.append(loop)
            own = [v for v in in_scope if v.owner == body]
            shown = own or in_scope
            names = ", ".join(f"`{v.name}`" for v in shown)
            related = [(go, "goroutine started here")]
            related += [(v.decl, f"`{v.name}` is in scope here") for v in shown]
            fix = done_case_fix(analysis, contexts, body, loop, in_scope)
            sees = own or body.type == "func_literal"
            what = (
                f"without looking at {names}"
                if sees
                else f"and is not given {names}, which is in scope where it starts"
            )
            yield analysis.finding(
                goroutine_ignores_context,
                loop,
                f"goroutine loops forever {what}: cancelling the context does not stop it; "
                f"return when `{shown[0].name}.Done()` is closed",
                related=related,
                fixes=(fix,) if fix is not None else (),
                confidence=Confidence.MEDIUM,
                launch=go,
            )


def _waits_on_launcher_channels(
    analysis: PackageAnalysis, launcher: Node, call: Node, body: Node, loop: Node
) -> bool:
    """The loop blocks on a channel the launching function made itself."""
    resolution = analysis.index.resolution(body)
    for endless in endless_loops(analysis.index.cfg(body)):
        if endless.loop != loop:
            continue
        for wait in endless.waits:
            path = path_of(wait, resolution)
            mine = caller_path(analysis.index, call, body, path) if path is not None else None
            if mine is not None and analysis.channel_holding(launcher, mine) is not None:
                return True
    return False


def done_case_fix(
    analysis: PackageAnalysis, contexts: Contexts, body: Node, loop: Node, in_scope: list[Var]
) -> Fix | None:
    """Add ``case <-ctx.Done(): return`` to the one select the loop blocks in."""
    if body.child_by_field_name("result") is not None:
        return None  # a bare `return` would not compile
    block = loop.child_by_field_name("body")
    selects = (
        [
            node
            for node in syntax.descendants_outside_closures(block)
            if node.type == "select_statement" and _innermost_loop(node) == loop
        ]
        if block is not None
        else []
    )
    if len(selects) != 1 or selects[0] not in syntax.statements(block):
        return None
    select = selects[0]
    if any(case.type == "default_case" for case in select.named_children):
        return None  # the loop does not block there
    go_file = analysis.index.file_of(select)
    if not edits.closing_brace_alone(go_file, select):
        return None
    brace = select.children[-1]
    ctx = contexts.usable_context(select, in_scope)
    if ctx is None:
        return None
    indent = edits.indentation(go_file, select)
    return Fix(
        f"Return from the loop when `{ctx.name}` is done",
        (
            edits.line_before(
                go_file, brace, f"case <-{ctx.name}.Done():\n{indent}\treturn", indent
            ),
        ),
        Applicability.UNSAFE,
    )


def _innermost_loop(node: Node) -> Node | None:
    current = node.parent
    while current is not None and current.type != "for_statement":
        current = current.parent
    return current
