"""GL303's fix, for the timer semantics before Go 1.23: one ``time.NewTimer`` for the loop
instead of a ``time.After`` per round.

``case <-time.After(d):`` in a ``select`` the loop evaluates again and again becomes
``case <-timer.C:`` with, before the outermost loop::

    timer := time.NewTimer(d)
    if !timer.Stop() {
        <-timer.C
    }
    defer timer.Stop()

``timer.Reset(d)`` on the line before the ``select`` (where ``time.After(d)`` was
evaluated, so each ``select`` waits ``d`` from the same moment as before, with ``d`` read
at the same point), and, first thing in every other case of the ``select``::

    if !timer.Stop() {
        <-timer.C
    }

Before Go 1.23 ``Reset`` is only correct on a timer that is stopped or has fired with its
channel drained, or a value from the previous arming can arrive after it (a timeout
nobody waited for). The code keeps that state at every ``Reset``: the timer starts
stopped and drained (the same stop and drain as below, in case a very short ``d`` fired
already); when its own case wins, its value has been received; when another case wins,
nothing was received from it, so a ``Stop`` that reports the timer already fired means the
value is in the channel or about to be sent, and the blocking receive takes it (a
non-blocking drain could miss a value still on its way). From Go 1.23 on, ``Stop`` reports
such a value as stopped and no receive happens; the code is correct there too.
"""

from __future__ import annotations

from goleaklint import edits, syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.gofile import GoFile
from goleaklint.parse import Node
from goleaklint.rule import Applicability, Edit, Fix
from goleaklint.rules.stop_fix import fresh_name

NAMES = ("timer", "timeout", "timer2", "timer3", "timer4")
CASES = ("communication_case", "default_case")
# Expressions a duration may be built from when it is also read once before the loop:
# nothing that calls, receives, indexes or allocates.
PURE = frozenset(
    {
        "identifier",
        "field_identifier",
        "package_identifier",
        "selector_expression",
        "int_literal",
        "float_literal",
        "binary_expression",
        "parenthesized_expression",
        "unary_expression",
    }
)


def one_timer_fix(analysis: PackageAnalysis, call: Node, loop: Node) -> Fix | None:
    """Replace the ``time.After`` call of a ``select`` case in ``loop`` with one timer."""
    function = syntax.unparen(call.child_by_field_name("function"))
    package = function.child_by_field_name("operand") if function is not None else None
    arguments = syntax.call_arguments(call)
    receive = call.parent
    if package is None or len(arguments) != 1 or not syntax.is_receive(receive):
        return None
    case = syntax.communication_case(call)
    select = case.parent if case is not None else None
    if case is None or select is None or select.type != "select_statement":
        return None
    if syntax.received_channel(case.child_by_field_name("communication")) != call:
        return None
    anchor = _outermost_loop(loop)
    duration = arguments[0]
    go_file = analysis.index.file_of(call)
    if not _statement_of_its_own(go_file, anchor) or not _statement_of_its_own(go_file, select):
        return None
    if not _readable_before(analysis, duration, anchor, syntax.text(package)):
        return None
    others = [c for c in select.named_children if c.type in CASES and c != case]
    if any("After(" in syntax.text(c.child_by_field_name("communication")) for c in others):
        return None  # two timeouts in one select: one fix at a time, each with its own timer
    top = analysis.index.top_level(call)
    if syntax.has_goto(top):
        return None  # a goto must not jump over the timer's declaration
    name = fresh_name(analysis, [top], NAMES)
    if name is None:
        return None
    d = syntax.text(duration)
    indent = edits.indentation(go_file, anchor)
    made = (
        f"{name} := {syntax.text(package)}.NewTimer({d})\n"
        f"{indent}{_stop_and_drain(name, indent)}\n{indent}defer {name}.Stop()"
    )
    reset = f"{name}.Reset({d})"
    result: list[Edit] = [
        edits.line_before(go_file, anchor, made, indent),
        edits.line_before(go_file, select, reset, edits.indentation(go_file, select)),
        edits.replace(go_file, call, f"{name}.C"),
    ]
    for other in others:
        stop = _stop_first(go_file, other, name)
        if stop is None:
            return None
        result.append(stop)
    return Fix(
        f"Use one `time.NewTimer` in `{name}`, re-armed with `Reset` before each `select`",
        tuple(result),
        Applicability.UNSAFE,
    )


def _outermost_loop(loop: Node) -> Node:
    """The outermost ``for`` of the function around ``loop``: a timer made inside an outer
    loop would be made (and its ``Stop`` deferred) once per outer round."""
    outermost = loop
    current = loop.parent
    while current is not None and current.type not in syntax.FUNCTION_TYPES:
        if current.type == "for_statement":
            outermost = current
        current = current.parent
    return outermost


def _statement_of_its_own(go_file: GoFile, statement: Node) -> bool:
    """A statement of a block that starts its line, so a line can go before it."""
    parent = statement.parent
    return (
        parent is not None
        and parent.type in syntax.STATEMENT_HOLDERS
        and edits.starts_its_line(go_file, statement)
    )


def _readable_before(analysis: PackageAnalysis, duration: Node, anchor: Node, package: str) -> bool:
    """``duration`` can be evaluated before ``anchor`` with the same meaning and no effect:
    it calls nothing but a ``time.Duration`` conversion, and every local variable it reads
    is declared before the loop."""
    resolution = analysis.index.resolution(duration)
    stack = [duration]
    while stack:
        node = stack.pop()
        if node.type == "call_expression":
            converted = syntax.call_arguments(node)
            if syntax.text(node.child_by_field_name("function")) != f"{package}.Duration":
                return False
            stack.extend(converted)
            continue
        if node.type not in PURE or (node.type == "unary_expression" and syntax.is_receive(node)):
            return False
        if node.type == "identifier":
            variable = resolution.var_of(node)
            if variable is not None and variable.decl.start_byte >= anchor.start_byte:
                return False
        stack.extend(node.named_children)
    return True


def _stop_first(go_file: GoFile, case: Node, name: str) -> Edit | None:
    """``if !timer.Stop() { <-timer.C }`` as the first statement of ``case``."""
    colon = next((c for c in case.children if c.type == ":"), None)
    if colon is None or not edits.ends_its_line(go_file, colon):
        return None
    indent = edits.indentation(go_file, case) + "\t"
    return edits.line_after(go_file, colon, _stop_and_drain(name, indent), indent=indent)


def _stop_and_drain(name: str, indent: str) -> str:
    return f"if !{name}.Stop() {{\n{indent}\t<-{name}.C\n{indent}}}"
