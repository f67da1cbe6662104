"""GL201 lost-cancel. Documentation: rules/GL201.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import edits, syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.contexts import CancelSite, Contexts, LostCancel
from goleaklint.parse import Node
from goleaklint.rule import Applicability, Confidence, Finding, Fix, FixAvailability, rule

CANCEL_NAMES = ("cancel", "cancelCtx", "cancelFunc")


@rule("GL201", "lost-cancel", fix=FixAvailability.SOMETIMES, needs=(b"context.With",))
def lost_cancel(analysis: PackageAnalysis) -> Iterator[Finding]:
    contexts = analysis.contexts
    for site in contexts.cancel_sites():
        if analysis.ends_process_on_return(site.function) and not (
            site.discarded and _in_loop(analysis, site.call, site.function)
        ):
            # Returning from main ends the process, and every context with it: only a loop
            # that discards one cancel per round piles contexts up before that.
            continue
        lost = contexts.lost(site)
        if lost is None or contexts.released_with_parent(site):
            continue
        fix = defer_cancel_fix(analysis, contexts, site)
        yield analysis.finding(
            lost_cancel,
            site.call,
            _message(analysis, lost),
            related=_related(lost),
            fixes=(fix,) if fix is not None else (),
            # An orphan child leaks only if something goes on to watch its Done; a timer
            # child of a never-cancelled parent only until its deadline.
            confidence=Confidence.MEDIUM if lost.orphan or lost.until_deadline else Confidence.HIGH,
        )


def _in_loop(analysis: PackageAnalysis, node: Node, function: Node) -> bool:
    """``node`` sits in a loop of ``function`` (not only in one around it)."""
    cfg = analysis.index.cfg(function)
    block = cfg.block_for(node)
    return block is not None and bool(cfg.loops_containing(block.id))


def _message(analysis: PackageAnalysis, lost: LostCancel) -> str:
    site = lost.site
    made = f"`{site.name}`"
    if lost.orphan:
        return _orphan_message(analysis, lost)
    if lost.until_deadline:
        return _deadline_message(lost)
    if site.discarded:
        timer = "" if "Cancel" in site.name else " (and its timer running)"
        return (
            f"the cancel function of {made} is discarded: the derived context stays "
            f"registered with its parent{timer} until the parent ends; keep it and `defer` "
            "the call"
        )
    spelled = syntax.text(site.target)
    name = f"`{spelled}`"
    owner = analysis.function_phrase(site.function)
    if lost.overwritten:
        return (
            f"{name} from {made} is replaced before it is called on some path of {owner}: "
            "the earlier context is never cancelled"
        )
    return (
        f"{name} from {made} is not called on every path out of {owner}: the derived "
        f"context stays registered with its parent; call it with `defer {spelled}()`"
    )


def _deadline_message(lost: LostCancel) -> str:
    site = lost.site
    parent = syntax.text(syntax.call_arguments(site.call)[0])
    how = "is discarded" if site.discarded else "is not called on every path"
    return (
        f"the cancel function of `{site.name}` {how}: its parent `{parent}` is never "
        "cancelled, so the context and its timer stay until the deadline instead of being "
        "released when the work is done; keep it and `defer` the call"
    )


def _orphan_message(analysis: PackageAnalysis, lost: LostCancel) -> str:
    """A lost cancel of a child whose parent is never cancelled: the child never ends."""
    site = lost.site
    parent = syntax.text(syntax.call_arguments(site.call)[0])
    if site.discarded:
        how = "is discarded"
    else:
        owner = analysis.function_phrase(site.function)
        how = f"is not called on every path out of {owner}"
    return (
        f"the cancel function of `{site.name}` {how}, and its parent `{parent}` is never "
        "cancelled: the derived context never ends, so whatever waits on its `Done` waits "
        "forever"
    )


def _related(lost: LostCancel) -> list[tuple[Node, str]]:
    if lost.where is None:
        return []
    name = f"`{syntax.text(lost.site.target)}`"
    if lost.overwritten:
        return [(lost.where, f"{name} gets a new value here while the old one is uncalled")]
    if lost.where.type == "return_statement":
        return [(lost.where, f"returns here without calling {name}")]
    if lost.test_exit:
        return [(lost.where, f"leaves here without calling {name}")]
    return [(lost.where, f"reaches its end here without calling {name}")]


def defer_cancel_fix(analysis: PackageAnalysis, contexts: Contexts, site: CancelSite) -> Fix | None:
    """``defer cancel()`` on the line after the call, naming a discarded cancel function.

    Offered only outside loops (a deferred call runs when the function returns, not per
    iteration), for statements alone in a block, and — for a named cancel — when no code
    reads the variable after the call yet. Safe when the derived context cannot outlive the
    function (it is ``_`` or only asked for ``Err``/``Deadline``/``Value``).
    """
    statement = site.statement
    if statement.type == "var_spec":
        declaration = statement.parent
        if declaration is None or declaration.type != "var_declaration":
            return None
        statement = declaration
    if statement.parent is None or statement.parent.type != "statement_list":
        return None
    go_file = analysis.index.file_of(statement)
    if not edits.ends_its_line(go_file, statement):
        return None
    if not analysis.outside_loops(site.function, site.call):
        return None
    changes = []
    if site.discarded:
        if site.statement.type == "assignment_statement":
            return None  # `=` needs a declared variable to receive the function
        name = _fresh_name(analysis, site.call)
        if name is None:
            return None
        changes.append(edits.replace(go_file, site.target, name))
    elif site.var is not None and contexts.never_read_after(site):
        name = site.var.name
    else:
        return None
    argument = "nil" if site.name == "context.WithCancelCause" else ""
    changes.append(edits.line_after(go_file, statement, f"defer {name}({argument})"))
    safe = contexts.stays_local(site)
    return Fix(
        f"Cancel the context with `defer {name}({argument})`",
        tuple(changes),
        Applicability.SAFE if safe else Applicability.UNSAFE,
    )


def _fresh_name(analysis: PackageAnalysis, node: Node) -> str | None:
    """A name no variable, function, type, global or import of this declaration uses."""
    index = analysis.index
    taken = {v.name for v in index.resolution(node).variables}
    taken |= set(index.functions) | index.globals | index.imports | set(index.struct_types)
    return next((n for n in CANCEL_NAMES if n not in taken), None)
