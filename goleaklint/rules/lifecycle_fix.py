"""The lifecycle fix (GFix's "defer the missing operation"): a started object whose goroutine
waits for a release that only a method nothing calls would give gets ``defer x.Stop()``
(``Close``, ``End``: whichever method the object model found to release it) right after
each statement that starts it. Offered when every start in the package holds the object in
a local variable of its own function that is used for nothing but its fields and methods
there (so deferring the release cannot stop an object someone else still uses).

A start is a call of the method that launches the goroutine (``x.Start()``) or of a
constructor that launches it and returns the object (``x := newSession(ctx)``).
"""

from __future__ import annotations

from goleaklint import edits, syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.cancelfields import DEAD, UnendedWait
from goleaklint.dataflow.package import declared_value
from goleaklint.parse import Node
from goleaklint.rule import Applicability, Edit, Fix

# When several methods release the object, the one a reader expects first.
PREFERRED = ("Stop", "Close", "Cancel", "Shutdown", "End")


def release_fix(analysis: PackageAnalysis, wait: UnendedWait) -> Fix | None:
    """GL002: a context whose cancel is kept in a field and called only in a method that
    nothing calls: call that method with ``defer`` after each start of the object."""
    struct = wait.holder.struct
    releasing = [
        method
        for call, kind in wait.calls.items()
        if kind == DEAD and (method := _releasing_method(analysis, call, struct)) is not None
    ]
    if not releasing:
        return None
    name = min(
        {syntax.text(m.child_by_field_name("name")) for m in releasing},
        key=lambda n: (PREFERRED.index(n) if n in PREFERRED else len(PREFERRED), n),
    )
    start = analysis.index.enclosing_function(wait.go)
    if start is None or start != wait.site.function or not _starts(start, struct):
        return None
    callers = analysis.reach.callers(start)
    if not callers or not any(analysis.reach.live(caller) for _, caller in callers):
        return None  # a release in code nothing runs would release nothing
    result: list[Edit] = []
    holders: list[str] = []
    seen: set[tuple[Node, str]] = set()
    for call, caller in callers:
        held = _held_start(analysis, start, call, caller, struct)
        if held is None:
            return None
        statement, variable = held
        if (caller, variable) in seen:
            return None  # started twice: a second deferred release may not be harmless
        seen.add((caller, variable))
        go_file = analysis.index.file_of(statement)
        result.append(edits.line_after(go_file, statement, f"defer {variable}.{name}()"))
        holders.append(variable)
    shown = holders[0] if len(set(holders)) == 1 else "it"
    return Fix(
        f"Release the `{struct}` with `defer {shown}.{name}()` after starting it",
        tuple(result),
        Applicability.UNSAFE,
    )


def _releasing_method(analysis: PackageAnalysis, call: Node, struct: str) -> Node | None:
    """The method of ``struct`` holding ``call``, when a caller can call it as ``x.M()``: a
    pointer receiver (it sees the object the start set up) and no parameters."""
    method = analysis.index.enclosing_function(call)
    if method is None or method.type != "method_declaration":
        return None
    if syntax.receiver(method)[1] != struct or not _pointer_receiver(method):
        return None
    parameters = method.child_by_field_name("parameters")
    if parameters is None or any(c.type != "comment" for c in parameters.named_children):
        return None
    return method


def _starts(start: Node, struct: str) -> bool:
    """``start`` is a method of ``struct`` with a pointer receiver, or a function whose only
    result is the object (``*T`` or ``T``)."""
    if start.type == "method_declaration":
        return syntax.receiver(start)[1] == struct and _pointer_receiver(start)
    if start.type != "function_declaration":
        return False
    result = start.child_by_field_name("result")
    return result is not None and syntax.text(result) in (struct, f"*{struct}")


def _pointer_receiver(method: Node) -> bool:
    receiver = method.child_by_field_name("receiver")
    declarations = receiver.named_children if receiver is not None else []
    kind = declarations[0].child_by_field_name("type") if declarations else None
    return kind is not None and kind.type == "pointer_type"


def _held_start(
    analysis: PackageAnalysis, start: Node, call: Node, caller: Node, struct: str
) -> tuple[Node, str] | None:
    """The statement of a start and the local variable holding the started object."""
    if start.type == "method_declaration":
        statement = call.parent
        function = syntax.unparen(call.child_by_field_name("function"))
        operand = function.child_by_field_name("operand") if function is not None else None
        holder = syntax.unparen(operand)
        if statement is None or statement.type != "expression_statement":
            return None
        if not _made_here(analysis, holder, struct):
            return None
    else:
        values = call.parent
        statement = values.parent if values is not None else None
        if statement is None or statement.type != "short_var_declaration":
            return None
        targets = syntax.expressions(statement.child_by_field_name("left"))
        if syntax.expressions(values) != [call] or len(targets) != 1:
            return None
        holder = targets[0]
    if holder is None or holder.type != "identifier" or not _deferrable(analysis, statement):
        return None
    if not _only_its_members_used(analysis, holder, caller):
        return None
    return statement, syntax.text(holder)


def _made_here(analysis: PackageAnalysis, holder: Node | None, struct: str) -> bool:
    """The variable was declared holding a new ``struct``: ``x := &T{...}``, ``T{...}``,
    ``new(T)`` or ``var x T`` (not one it was handed, which others may still use)."""
    if holder is None or holder.type != "identifier":
        return False
    variable = analysis.index.resolution(holder).var_of(holder)
    if variable is None:
        return False
    value = syntax.unparen(declared_value(variable))
    if value is None:
        declaration = variable.decl.parent
        declared = variable.type_node
        fresh = declaration is not None and declaration.type == "var_spec"
        return fresh and declared is not None and syntax.text(declared) == struct
    if value.type == "unary_expression" and syntax.token(value, "&"):
        value = syntax.unparen(value.child_by_field_name("operand"))
        if value is None or value.type != "composite_literal":
            return False
    if value.type == "composite_literal":
        return syntax.text(value.child_by_field_name("type")) == struct
    if value.type == "call_expression" and syntax.call_name(value) == "new":
        arguments = syntax.call_arguments(value)
        return len(arguments) == 1 and syntax.text(arguments[0]) == struct
    return False


def _deferrable(analysis: PackageAnalysis, statement: Node) -> bool:
    """A statement of a block, ending its line, outside any loop (a release deferred in a
    loop would run only when the function returns)."""
    if statement.parent is None or statement.parent.type not in syntax.STATEMENT_HOLDERS:
        return False
    if not edits.ends_its_line(analysis.index.file_of(statement), statement):
        return False
    function = analysis.index.enclosing_function(statement)
    return function is not None and analysis.outside_loops(function, statement)


def _only_its_members_used(analysis: PackageAnalysis, holder: Node, caller: Node) -> bool:
    """``holder`` is a local variable of ``caller``, and every other mention of it there is
    ``x.field`` or ``x.method(...)`` in the function itself: it is not handed on, returned,
    captured by a literal or assigned again."""
    resolution = analysis.index.resolution(holder)
    variable = resolution.var_of(holder)
    if variable is None or variable.kind != "local" or variable.owner != caller:
        return False
    for use, used in resolution.uses.items():
        if used is not variable or use == variable.decl:
            continue
        if resolution.owner(use) != caller:
            return False
        if not _member_access(use) and not _nil_test(use):
            return False
    return True


def _member_access(use: Node) -> bool:
    """``x.field`` or ``x.method``."""
    parent = use.parent
    return (
        parent is not None
        and parent.type == "selector_expression"
        and parent.child_by_field_name("operand") == use
    )


def _nil_test(use: Node) -> bool:
    """``x == nil`` or ``x != nil``."""
    parent = use.parent
    if parent is None or parent.type != "binary_expression":
        return False
    if syntax.token(parent, "==", "!=") is None:
        return False
    sides = (parent.child_by_field_name("left"), parent.child_by_field_name("right"))
    return use in sides and any(side is not None and side.type == "nil" for side in sides)
