"""Calls that move the calling OS thread into other kernel state: a namespace or a label.

A goroutine that locks its thread and then moves it (``unix.Setns``, ``unix.Unshare``,
``netns.Set``, containernetworking's ``ns.NetNS.Set()``, SELinux's ``SetExecLabel`` and
``SetSocketLabel``) must keep the thread locked until it moves it back: unlocked, the
scheduler would run other goroutines in that namespace, or with that label. A function that
locks, moves the thread once and never unlocks hands the moved thread to its caller (or
retires it with its goroutine) on purpose, and an unlock added there would be the bug.
"""

from __future__ import annotations

import re

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex, declared_value
from goleaklint.parse import Node, captures

CALL_QUERY = "(call_expression) @call"
# Package functions that move the calling thread.
MOVING_FUNCTIONS = re.compile(
    r"(?:unix|syscall)\.(?:Setns|Unshare)"
    r"|netns\.(?:Set|Setns|New|NewNamed)"
    r"|(?:selinux|label)\.Set(?:Exec|Socket|FSCreate|FileCreate|Key|Task|Process)Label"
)
# What makes a containernetworking ``ns.NetNS``, whose ``Set()`` moves the calling thread.
NETNS_MAKERS = re.compile(r"(?:\w+\.)?(?:GetNS|GetCurrentNS|NewNS)")
NETNS_TYPE = re.compile(r"(?:\w+\.)?NetNS")


def moves_thread_once(index: PackageIndex, function: Node, after: Node) -> bool:
    """The function's own code (not a literal in it) moves the thread exactly once, after
    ``after`` (its ``LockOSThread``) in the text, and not in a deferred call: it means to
    hand the moved thread on."""
    moves = [
        call
        for call in captures(CALL_QUERY, function).get("call", [])
        if syntax.enclosing_function(call) == function and _moves_thread(index, call)
    ]
    if len(moves) != 1:
        return False  # none, or moved back again: nothing to keep the thread locked for
    (move,) = moves
    deferred = move.parent is not None and move.parent.type == "defer_statement"
    return move.start_byte > after.end_byte and not deferred


def _moves_thread(index: PackageIndex, call: Node) -> bool:
    callee = syntax.unparen(call.child_by_field_name("function"))
    if callee is None or callee.type != "selector_expression":
        return False
    if MOVING_FUNCTIONS.fullmatch(syntax.text(callee)):
        return True
    operand = callee.child_by_field_name("operand")
    arguments = call.child_by_field_name("arguments")
    if syntax.text(callee.child_by_field_name("field")) != "Set" or operand is None:
        return False
    if arguments is None or arguments.named_child_count or operand.type != "identifier":
        return False
    return _a_netns(index, operand)


def _a_netns(index: PackageIndex, ident: Node) -> bool:
    """``ident`` names a containernetworking ``ns.NetNS``: declared with that type, or bound
    at its declaration to what ``GetNS``, ``GetCurrentNS`` or ``NewNS`` returns."""
    var = index.resolution(ident).var_of(ident)
    name = var.decl if var is not None else _declared_above(ident)
    if name is None:
        return False
    value = syntax.unparen(declared_value(var)) if var is not None else None
    value = value or _sole_call(name)
    if value is not None and value.type == "call_expression":
        maker = value.child_by_field_name("function")
        return maker is not None and NETNS_MAKERS.fullmatch(syntax.text(maker)) is not None
    declaration = name.parent
    kind = declaration.child_by_field_name("type") if declaration is not None else None
    return kind is not None and NETNS_TYPE.fullmatch(syntax.text(kind)) is not None


def _declared_above(ident: Node) -> Node | None:
    """The name a ``:=`` in a block around ``ident``, before it, declares with its spelling
    (for code the package's scopes leave out: a literal in a package variable's value, as
    in a ginkgo ``var _ = Describe(...)``)."""
    spelled = syntax.text(ident)
    current: Node | None = ident
    while current is not None and current.parent is not None:
        for sibling in current.parent.named_children:
            if sibling.start_byte >= current.start_byte:
                break
            if sibling.type != "short_var_declaration":
                continue
            for name in syntax.expressions(sibling.child_by_field_name("left")):
                if syntax.text(name) == spelled:
                    return name
        current = current.parent
    return None


def _sole_call(name: Node) -> Node | None:
    """The one call a ``:=`` declaring ``name`` among its results binds (``n, err :=
    testutils.NewNS()``)."""
    names = name.parent
    statement = names.parent if names is not None else None
    if statement is None or statement.type != "short_var_declaration":
        return None
    values = syntax.expressions(statement.child_by_field_name("right"))
    return values[0] if len(values) == 1 and values[0].type == "call_expression" else None
