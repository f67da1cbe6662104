"""The stop channel fix (GFix's third strategy): a goroutine that blocks on a channel its
launcher abandons gets a way out. The launcher makes ``done := make(chan struct{})`` and
closes it with ``defer``; each blocking operation of the goroutine becomes a ``select`` that
also waits on ``done`` and returns. A goroutine started from a named function gets ``done``
as a new last parameter, offered only when the function has no other caller.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from goleaklint import edits, syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.abandon import Stranding
from goleaklint.dataflow.channels import Channel
from goleaklint.gofile import GoFile
from goleaklint.parse import Node
from goleaklint.rule import Applicability, Edit, Fix

FRESH_NAMES = ("done", "stop", "quit", "closing")
NAME_TYPES = frozenset({"identifier", "field_identifier"})


@dataclass(frozen=True)
class Wait:
    """A blocking channel operation of a goroutine: any node inside the statement (or the
    select) that blocks, and the channel's element type for a receive that declares."""

    node: Node
    element: str | None = None


def stop_channel_fix(
    analysis: PackageAnalysis, gos: Sequence[Node], waits: Sequence[Wait], title: str
) -> Fix | None:
    """Make every wait of the goroutines that ``gos`` start also give up when the launcher
    returns. ``title`` is formatted with ``name`` (the channel) and ``owner``."""
    launcher = analysis.index.enclosing_function(gos[0]) if gos else None
    if launcher is None or any(analysis.index.enclosing_function(g) != launcher for g in gos):
        return None
    goroutines = [goroutine_of(analysis, go) for go in gos]
    if any(g is None for g in goroutines) or not waits:
        return None
    bodies = {g.function: g for g in goroutines if g is not None}
    name = fresh_name(analysis, [launcher, *bodies])
    anchor = _anchor(launcher, gos)
    if name is None or anchor is None:
        return None
    go_file = analysis.index.file_of(launcher)
    indent = edits.indentation(go_file, anchor)
    made = f"{name} := make(chan struct{{}})\n{indent}defer close({name})"
    result: list[Edit] = [edits.line_before(go_file, anchor, made, indent)]
    for goroutine in bodies.values():
        if goroutine.named:
            threaded = thread_parameter(analysis, goroutine, name)
            if threaded is None:
                return None
            result.extend(threaded)
    seen: set[Node] = set()
    for wait in waits:
        statement = blocking_statement(wait.node)
        if statement is None or statement in seen:
            if statement is None:
                return None
            continue
        seen.add(statement)
        function = analysis.index.enclosing_function(statement)
        if function not in bodies or function.child_by_field_name("result") is not None:
            return None
        rewritten = give_up(analysis, statement, wait.element, name)
        if rewritten is None:
            return None
        result.extend(rewritten)
    owner = analysis.function_phrase(launcher)
    return Fix(title.format(name=name, owner=owner), tuple(result), Applicability.UNSAFE)


@dataclass(frozen=True)
class Goroutine:
    function: Node  # the literal or declaration the goroutine runs
    call: Node
    named: bool


def goroutine_of(analysis: PackageAnalysis, go: Node) -> Goroutine | None:
    call = go.named_children[0] if go.named_children else None
    if call is None or call.type != "call_expression":
        return None
    callee = analysis.index.callee(call)
    if callee is None:
        return None
    named = callee[0].type != "func_literal"
    if not named and syntax.unparen(call.child_by_field_name("function")) != callee[0]:
        return None  # a literal held in a variable
    return Goroutine(callee[0], call, named)


def _anchor(launcher: Node, gos: Sequence[Node]) -> Node | None:
    """The statement before which ``done`` is made: the first ``go`` statement, or the
    outermost loop around it (one channel for every goroutine the loop starts). Every other
    ``go`` statement must lie in the same block, later."""
    first = min(gos, key=lambda g: g.start_byte)
    anchor = first
    current = first.parent
    while current is not None and current != launcher:
        if current.type == "for_statement":
            anchor = current
        current = current.parent
    scope = anchor.parent
    if scope is None or scope.type not in syntax.STATEMENT_HOLDERS:
        return None
    if not all(syntax.contains(scope, g) for g in gos):
        return None
    return anchor


def fresh_name(
    analysis: PackageAnalysis, functions: Sequence[Node], candidates: Sequence[str] = FRESH_NAMES
) -> str | None:
    """The first of ``candidates`` that names no package-level thing, no variable of
    ``functions`` (nor of the literals in them) and nothing another fix of this analysis
    declares there; it is claimed for the fix that asks."""
    taken = set(analysis.index.functions) | analysis.index.globals | analysis.index.imports
    tops = {analysis.index.top_level(function) for function in functions}
    for top in tops:
        taken |= {v.name for v in analysis.index.resolution(top).variables}
        taken |= analysis.claimed_names.get(top, set())
    name = next((n for n in candidates if n not in taken), None)
    if name is not None:
        for top in tops:
            analysis.claimed_names.setdefault(top, set()).add(name)
    return name


def stranding_fix(analysis: PackageAnalysis, stranding: Stranding) -> Fix | None:
    """GL001/GL002: stop the goroutines the channel's owner strands, when it starts them."""
    channel = stranding.channel
    gos = list(dict.fromkeys(w.go for w in stranding.waiters))
    if not gos or any(analysis.index.enclosing_function(g) != channel.function for g in gos):
        return None
    element = element_type(channel)
    waits = [Wait(s.node, element) for w in stranding.waiters for s in w.sites]
    title = "Stop the goroutine with a `{name}` channel closed when {owner} returns"
    return stop_channel_fix(analysis, gos, waits, title)


def element_type(channel: Channel) -> str | None:
    """The element type of a channel made with ``make(chan T)``, as written."""
    made = syntax.make_channel(channel.make)
    value = made[0].child_by_field_name("value") if made is not None else None
    return syntax.text(value) if value is not None else None


# The goroutine's side -------------------------------------------------------------------------


def blocking_statement(node: Node) -> Node | None:
    """The statement holding a blocking operation: the select for a select case."""
    current: Node | None = node
    while current is not None and current.parent is not None:
        parent = current.parent
        if parent.type == "communication_case":
            select = parent.parent
            return select if select is not None and select.type == "select_statement" else None
        if parent.type in syntax.STATEMENT_HOLDERS:
            return current
        if current.type in syntax.FUNCTION_TYPES:
            return None
        current = parent
    return None


def give_up(
    analysis: PackageAnalysis, statement: Node, element: str | None, name: str
) -> list[Edit] | None:
    """Edits that let ``statement`` give up when ``name`` is closed."""
    go_file = analysis.index.file_of(statement)
    indent = edits.indentation(go_file, statement)
    if statement.type == "select_statement":
        return _add_case(go_file, statement, name)
    if not edits.starts_its_line(go_file, statement) or not edits.ends_its_line(go_file, statement):
        return None
    if statement.start_point.row != statement.end_point.row:
        return None
    communication, declarations = _communication(analysis, statement, element)
    if communication is None:
        return None
    comment = _trailing_comment(statement)
    case = f"case {communication}:" + (f" {syntax.text(comment)}" if comment else "")
    declared = "".join(f"{d}\n{indent}" for d in declarations)
    select = f"select {{\n{indent}{case}\n{indent}case <-{name}:\n{indent}\treturn\n{indent}}}"
    end = comment.end_byte if comment is not None else statement.end_byte
    return [Edit(go_file.path, statement.start_byte, end, declared + select)]


def _trailing_comment(statement: Node) -> Node | None:
    """A comment after the statement on its line: it moves with the operation."""
    after = statement.next_sibling
    if after is None or after.type != "comment":
        return None
    return after if after.start_point.row == statement.end_point.row else None


def _add_case(go_file: GoFile, select: Node, name: str) -> list[Edit] | None:
    if any(c.type == "default_case" for c in select.named_children):
        return None
    if not edits.closing_brace_alone(go_file, select):
        return None
    indent = edits.indentation(go_file, select)
    brace = select.children[-1]
    case = f"case <-{name}:\n{indent}\treturn"
    return [edits.line_before(go_file, brace, case, indent)]


def _communication(
    analysis: PackageAnalysis, statement: Node, element: str | None
) -> tuple[str | None, list[str]]:
    """The select case text for a blocking statement, and the ``var`` lines that must come
    first (a ``:=`` receive declares its variables before the select instead)."""
    if statement.type == "send_statement":
        return syntax.text(statement), []
    if statement.type == "expression_statement":
        inner = statement.named_children[0] if statement.named_children else None
        return (syntax.text(statement), []) if syntax.is_receive(inner) else (None, [])
    if statement.type not in ("short_var_declaration", "assignment_statement"):
        return None, []
    right = syntax.expressions(statement.child_by_field_name("right"))
    left = syntax.expressions(statement.child_by_field_name("left"))
    if len(right) != 1 or not syntax.is_receive(right[0]) or not 1 <= len(left) <= 2:
        return None, []
    receive = syntax.text(right[0])
    targets = ", ".join(syntax.text(t) for t in left)
    if statement.type == "assignment_statement":
        if syntax.token(statement, "=") != "=":
            return None, []
        return f"{targets} = {receive}", []
    types = [element, "bool"]
    resolution = analysis.index.resolution(statement)
    declarations: list[str] = []
    for target, kind in zip(left, types, strict=False):
        if target.type != "identifier":
            return None, []
        variable = resolution.var_of(target)
        if syntax.text(target) == "_" or (variable is not None and variable.decl != target):
            continue  # the blank identifier, or a variable declared before
        if kind is None:
            return None, []
        declarations.append(f"var {syntax.text(target)} {kind}")
    return f"{targets} = {receive}", declarations


# A named goroutine function -----------------------------------------------------------------


def thread_parameter(
    analysis: PackageAnalysis, goroutine: Goroutine, name: str
) -> list[Edit] | None:
    """``name <-chan struct{}`` as the function's last parameter and ``name`` as the
    call's last argument, when this ``go`` statement is the function's only use."""
    function = goroutine.function
    identifier = function.child_by_field_name("name")
    parameters = function.child_by_field_name("parameters")
    arguments = goroutine.call.child_by_field_name("arguments")
    if identifier is None or parameters is None or arguments is None:
        return None
    if mentions(analysis, syntax.text(identifier)) != 2:
        return None  # other callers (or an interface) would need the parameter too
    if not can_append(parameters) or not can_append(arguments):
        return None
    declared = [c for c in parameters.named_children if c.type != "comment"]
    given = [c for c in arguments.named_children if c.type != "comment"]
    function_file = analysis.index.file_of(function)
    call_file = analysis.index.file_of(goroutine.call)
    parameter = f"{name} <-chan struct{{}}"
    return [
        append_item(function_file, parameters, parameter, bool(declared)),
        append_item(call_file, arguments, name, bool(given)),
    ]


def can_append(listing: Node) -> bool:
    """A parameter or argument list on one line that can take one more item at its end:
    no variadic parameter, no ``xs...`` argument, no trailing comma."""
    if listing.start_point.row != listing.end_point.row or len(listing.children) < 2:
        return False
    if listing.children[-2].type == ",":
        return False
    if any(c.type == "variadic_parameter_declaration" for c in listing.named_children):
        return False
    return not any(c.type == "..." for c in listing.children)


def append_item(go_file: GoFile, listing: Node, item: str, nonempty: bool) -> Edit:
    close = listing.children[-1]
    text = f", {item}" if nonempty else item
    return Edit(go_file.path, close.start_byte, close.start_byte, text)


def mentions(analysis: PackageAnalysis, word: str) -> int:
    """How many identifiers of the package's files spell ``word`` (a call, a method
    value, an interface's method or the declaration itself)."""
    wanted = word.encode()
    count = 0
    for go_file in analysis.index.files:
        if wanted not in go_file.source:
            continue
        stack = [go_file.root]
        while stack:
            node = stack.pop()
            if node.type in NAME_TYPES:
                count += node.text == wanted
            else:
                stack.extend(node.children)
    return count
