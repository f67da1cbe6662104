"""Classify every use of a local variable by what the code does with it there.

A use is an identifier, extended through field selections (``s.in``) into an access path.
The classification is syntactic and deliberately pessimistic: any context not recognised
as harmless or as a channel operation counts as an escape ("handed off").
"""

from __future__ import annotations

from collections.abc import Container, Iterable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Literal

from goleaklint import syntax
from goleaklint.dataflow.parents import TREE_PARENT, ParentOf
from goleaklint.dataflow.scope import Resolution, Var
from goleaklint.parse import Node


class UseKind(StrEnum):
    SEND = "send"  # ch <- v
    RECV = "recv"  # <-ch
    RANGE = "range"  # for v := range ch
    CLOSE = "close"  # close(ch)
    QUERY = "query"  # len(ch), ch == nil, and other uses that cannot hand the value off
    ASSIGNED = "assigned"  # the path is written: value is the new value (None if unknown)
    FLOWS = "flows"  # the value is copied into another path (``target``)
    ARG = "arg"  # passed as argument ``index`` of ``call``
    RECEIVER = "receiver"  # a method ``method`` is called on the path
    ESCAPE = "escape"  # anything else: returned, stored, sent, address taken, ...


# A path is a variable plus an optional field chain: (s, "in") for ``s.in``.
Path = tuple[Var, str | None]


def field_suffix(prefix: str | None, fields: str | None) -> str | Literal[False] | None:
    """``fields`` with ``prefix`` removed; False when ``prefix`` is not a prefix of it."""
    if prefix is None:
        return fields
    if fields is None:
        return False
    if fields == prefix:
        return None
    if fields.startswith(prefix + "."):
        return fields[len(prefix) + 1 :]
    return False


def join_fields(head: str | None, tail: str | None) -> str | None:
    """Two field chains one after the other (either may be empty)."""
    return ".".join(f for f in (head, tail) if f) or None


@dataclass(frozen=True, eq=False, slots=True)
class Use:
    kind: UseKind
    path: Path
    node: Node  # the expression (identifier or selector chain)
    function: Node  # innermost function containing the use
    value: Node | None = None  # ASSIGNED: the assigned expression
    target: Path | None = None  # FLOWS: where the value goes
    call: Node | None = None  # ARG / RECEIVER: the call expression
    index: int = -1  # ARG: argument position
    method: str | None = None  # RECEIVER: the method name
    in_select: Node | None = None  # SEND/RECV as a select case: the select statement


TRANSPARENT = frozenset({"parenthesized_expression", "type_conversion_expression"})
HARMLESS_CALLS = frozenset({"len", "cap", "make", "print", "println", "new", "delete", "copy"})


def classify(resolution: Resolution) -> list[Use]:
    """Every use of every variable of a resolved top-level function."""
    uses: list[Use] = []
    for ident, var in resolution.uses.items():
        use = _classify_one(ident, var, resolution)
        if use is not None:
            uses.append(use)
    uses.sort(key=lambda u: u.node.start_byte)
    return uses


def _path_expression(ident: Node, parent_of: ParentOf) -> tuple[Node, str | None, str | None]:
    """Extend an identifier through ``.field`` selections: (expression, field path, method)."""
    expr = ident
    fields: list[str] = []
    while True:
        parent = _parent(expr, parent_of)
        if parent is None or parent.type != "selector_expression":
            break
        field = syntax.text(parent.child_by_field_name("field"))
        grand = _parent(parent, parent_of)
        if grand is not None and grand.type == "call_expression" and _is_function_of(parent, grand):
            return expr, ".".join(fields) or None, field
        fields.append(field)
        expr = parent
    return expr, ".".join(fields) or None, None


def _parent(node: Node, parent_of: ParentOf) -> Node | None:
    """The parent, skipping parentheses and conversions around the value."""
    parent = parent_of(node)
    while parent is not None and parent.type in TRANSPARENT:
        parent = parent_of(parent)
    return parent


def _is_function_of(node: Node, call: Node) -> bool:
    function = syntax.unparen(call.child_by_field_name("function"))
    return function is not None and function == node


QUERY_CONTEXTS = frozenset(
    {
        "binary_expression",
        "expression_statement",
        "if_statement",
        "for_statement",
        "index_expression",
        "expression_case",
        "expression_switch_statement",
        "type_switch_statement",
        "type_assertion_expression",
        "slice_expression",
        "for_clause",
    }
)


def expression_use(expr: Node, path: Path, function: Node, resolution: Resolution) -> Use:
    """How the code around ``expr`` uses its value, for an expression that is not a plain
    variable path (a field selected on any operand, the result of a call): ``path`` is what
    the caller wants the use to name."""
    return _Context(path, expr, function, resolution).classify(None)


def _classify_one(ident: Node, var: Var, resolution: Resolution) -> Use | None:
    if ident in resolution.declared_at:
        return None
    expr, fields, method = _path_expression(ident, resolution.parent)
    function = resolution.owner(ident)
    if function is None:
        return None
    return _Context((var, fields), expr, function, resolution).classify(method)


@dataclass(slots=True)
class _Context:
    """One use of a path: what the surrounding syntax does with the value (one per use of
    every classified function: a plain slotted class is the cheapest to make)."""

    path: Path
    expr: Node
    function: Node
    resolution: Resolution

    def use(self, kind: UseKind, **details: Any) -> Use:
        return Use(kind, self.path, self.expr, self.function, **details)

    def classify(self, method: str | None) -> Use:
        expr = self.expr
        if method is not None:
            selector = _parent(expr, self.resolution.parent)
            call = _parent(selector, self.resolution.parent) if selector is not None else None
            return self.use(UseKind.RECEIVER, call=call, method=method)
        parent = _parent(expr, self.resolution.parent)
        if parent is None:
            return self.use(UseKind.ESCAPE)
        kind = parent.type
        if kind == "send_statement":
            if syntax.unparen(parent.child_by_field_name("channel")) == expr:
                return self.use(UseKind.SEND, in_select=select_of(parent, self.resolution.parent))
            return self.use(UseKind.ESCAPE)
        if kind == "unary_expression":
            operator = syntax.token(parent, "<-", "&", "!", "-", "+", "^", "*")
            if operator == "<-":
                return self.use(UseKind.RECV, in_select=select_of(parent, self.resolution.parent))
            return self.use(UseKind.ESCAPE if operator == "&" else UseKind.QUERY)
        if kind == "range_clause":
            if syntax.unparen(parent.child_by_field_name("right")) == expr:
                return self.use(UseKind.RANGE)
            return self.use(UseKind.ASSIGNED)
        if kind == "call_expression":
            return self.use(UseKind.QUERY)  # calling a function-typed variable
        if kind == "argument_list":
            return self.argument(parent)
        if kind == "expression_list":
            return self.in_expression_list(parent)
        if kind in ("inc_statement", "dec_statement"):
            return self.use(UseKind.ASSIGNED)
        if kind == "index_expression" and _stored_as_key(parent, expr, self.resolution.parent):
            return self.use(UseKind.ESCAPE)  # ``m[ch] = v``: a range over m gives it back
        if kind == "type_assertion_expression" and _asserted_channel(parent, expr):
            return self.use(UseKind.ESCAPE)  # ``v.(chan T)``: the same channel, untracked
        if kind in QUERY_CONTEXTS:
            return self.use(UseKind.QUERY)
        if kind == "literal_element":
            return self.literal_element(parent)
        return self.use(UseKind.ESCAPE)

    def argument(self, arguments: Node) -> Use:
        call = self.resolution.parent(arguments)
        if call is None:
            return self.use(UseKind.ESCAPE)
        name = syntax.call_name(call)
        if name == "close":
            return self.use(UseKind.CLOSE)
        if name in HARMLESS_CALLS:
            return self.use(UseKind.QUERY)
        args = syntax.call_arguments(call)
        index = next((i for i, a in enumerate(args) if syntax.contains(a, self.expr)), -1)
        return self.use(UseKind.ARG, call=call, index=index)

    def in_expression_list(self, list_node: Node) -> Use:
        owner = self.resolution.parent(list_node)
        if owner is None:
            return self.use(UseKind.ESCAPE)
        members = syntax.expressions(list_node)
        index = next((i for i, m in enumerate(members) if syntax.contains(m, self.expr)), -1)
        if owner.type in ("short_var_declaration", "assignment_statement"):
            left = owner.child_by_field_name("left")
            right = owner.child_by_field_name("right")
            if list_node == left:
                if owner.type == "assignment_statement" and syntax.token(owner, "=") is None:
                    return self.use(UseKind.QUERY)  # x += ...
                values = syntax.expressions(right)
                value = values[index] if len(values) == len(members) and index >= 0 else None
                return self.use(UseKind.ASSIGNED, value=value)
            targets = syntax.expressions(left)
            if len(targets) == len(members) and index >= 0:
                return self.flow_into(targets[index])
            return self.use(UseKind.ESCAPE)
        if owner.type == "var_spec":
            names = owner.children_by_field_name("name")
            if len(names) == len(members) and index >= 0:
                return self.flow_into(names[index])
            return self.use(UseKind.ESCAPE)
        if owner.type in ("range_clause", "receive_statement"):
            return self.use(UseKind.ASSIGNED)
        if owner.type == "expression_case":
            return self.use(UseKind.QUERY)
        return self.use(UseKind.ESCAPE)

    def flow_into(self, target: Node) -> Use:
        """The value flows into ``target``: a local variable path keeps it trackable."""
        if target.type == "identifier" and syntax.text(target) == "_":
            return self.use(UseKind.QUERY)
        root: Node | None = target
        fields: list[str] = []
        while root is not None and root.type == "selector_expression":
            fields.insert(0, syntax.text(root.child_by_field_name("field")))
            root = syntax.unparen(root.child_by_field_name("operand"))
        if root is None or root.type != "identifier":
            return self.use(UseKind.ESCAPE)
        var = self.resolution.var_of(root)
        if var is None:
            return self.use(UseKind.ESCAPE)
        return self.use(UseKind.FLOWS, target=(var, ".".join(fields) or None))

    def literal_element(self, element: Node) -> Use:
        keyed = element.parent
        if keyed is not None and keyed.type == "keyed_element":
            parts = [c for c in keyed.named_children if c.type == "literal_element"]
            literal = keyed.parent.parent if keyed.parent is not None else None
            if parts and parts[0] == element:
                if literal is not None and _map_literal(literal):
                    return self.use(UseKind.ESCAPE)  # a map key: a range over the map gives it
                return self.use(UseKind.QUERY)  # a field name
            key = parts[0].named_children[0] if parts and parts[0].named_children else None
            holder = literal_holder(literal)
            if key is not None and key.type == "identifier" and holder is not None:
                var = self.resolution.var_of(holder)
                if var is not None:
                    return self.use(UseKind.FLOWS, target=(var, syntax.text(key)))
        return self.use(UseKind.ESCAPE)


def _stored_as_key(index: Node, expr: Node, parent_of: ParentOf) -> bool:
    """``expr`` is the key of ``m[expr]``, and the index expression is a target of an
    assignment or of ``++``/``--``: the map keeps the value, and a range over it gives it
    to anyone."""
    if syntax.unparen(index.child_by_field_name("index")) != expr:
        return False
    targets = _parent(index, parent_of)
    if targets is not None and targets.type in ("inc_statement", "dec_statement"):
        return True  # ``m[ch]++`` makes the entry when it is missing
    assignment = _parent(targets, parent_of) if targets is not None else None
    return (
        assignment is not None
        and assignment.type == "assignment_statement"
        and assignment.child_by_field_name("left") == targets
    )


def _asserted_channel(assertion: Node, expr: Node) -> bool:
    """``expr`` is asserted to a channel type: the assertion gives the same channel."""
    kind = assertion.child_by_field_name("type")
    return (
        syntax.unparen(assertion.child_by_field_name("operand")) == expr
        and kind is not None
        and kind.type == "channel_type"
    )


def _map_literal(literal: Node) -> bool:
    """A composite literal of a map type spelled in place (``map[chan T]U{...}``)."""
    kind = literal.child_by_field_name("type") if literal.type == "composite_literal" else None
    return kind is not None and kind.type == "map_type"


def select_of(op: Node, parent_of: ParentOf) -> Node | None:
    """The select statement when ``op`` (a send or receive) is a select case's communication."""
    node = op
    while (up := parent_of(node)) is not None and up.type in (
        "receive_statement",
        "expression_list",
    ):
        node = up
    case = parent_of(node)
    if (
        case is not None
        and case.type == "communication_case"
        and (case.child_by_field_name("communication") == node)
    ):
        return parent_of(case)
    return None


def literal_holder(literal: Node | None) -> Node | None:
    """The identifier a composite literal (or ``&literal``) is directly assigned to."""
    if literal is None or literal.type != "composite_literal":
        return None
    node = literal
    if node.parent is not None and node.parent.type == "unary_expression":
        node = node.parent
    target = syntax.assigned_target(node)
    return target if target is not None and target.type == "identifier" else None


class ClosureUse(StrEnum):
    GO = "go"  # go func(){...}()
    DEFER = "defer"  # defer func(){...}()
    CALL = "call"  # func(){...}() runs right here
    SPAWNED = "spawned"  # g.Go(func(){...}): errgroup.Group.Go, sync.WaitGroup.Go and kin
    ESCAPE = "escape"  # stored or handed to code that runs it at an unknown time


def closure_use(literal: Node, parent_of: ParentOf = TREE_PARENT) -> ClosureUse:
    """How a function literal is used by the code around it."""
    parent = parent_of(literal)
    while parent is not None and parent.type == "parenthesized_expression":
        parent = parent_of(parent)
    if (
        parent is not None
        and parent.type == "argument_list"
        and spawner_call(literal, parent_of) is not None
    ):
        return ClosureUse.SPAWNED
    if parent is None or parent.type != "call_expression":
        return ClosureUse.ESCAPE
    if syntax.unparen(parent.child_by_field_name("function")) != literal:
        return ClosureUse.ESCAPE
    statement = parent_of(parent)
    if statement is not None and statement.type == "go_statement":
        return ClosureUse.GO
    if statement is not None and statement.type == "defer_statement":
        return ClosureUse.DEFER
    return ClosureUse.CALL


def spawner_call(literal: Node, parent_of: ParentOf = TREE_PARENT) -> Node | None:
    """The ``x.Go(literal)`` call when the literal is its only argument.

    ``errgroup.Group.Go``, ``sync.WaitGroup.Go`` (Go 1.25) and worker pools all run the function
    in a new goroutine; a method named ``Go`` that takes just a function is that idiom.
    """
    arguments = parent_of(literal)
    call = parent_of(arguments) if arguments is not None else None
    if arguments is None or call is None or call.type != "call_expression":
        return None
    if [a for a in arguments.named_children if a.type != "comment"] != [literal]:
        return None
    function = syntax.unparen(call.child_by_field_name("function"))
    if function is None or function.type != "selector_expression":
        return None
    field = function.child_by_field_name("field")
    return call if field is not None and syntax.text(field) == "Go" else None


def reassigned(uses: Iterable[Use], var: Var) -> bool:
    """Some use gives ``var`` itself a new value after its declaration."""
    return any(
        u.kind == UseKind.ASSIGNED and u.path == (var, None) and u.node != var.decl for u in uses
    )


def reassigned_before(uses: Iterable[Use], var: Var, node: Node) -> bool:
    """Some assignment other than ``var``'s declaration may have given it the value it has
    at ``node``: one earlier in the text, one in another function (a literal may run at any
    time, and ``node`` may be in one), or one in a loop that also goes round ``node`` (the
    next round reads what it left). An assignment whose right side holds ``node`` reads it
    first (``ctx, cancel = context.WithCancel(ctx)``). A function with a ``goto`` may jump
    back, so every assignment there counts."""
    function = syntax.enclosing_function(node)
    jumps: bool | None = None  # whether the function has a goto, asked once
    for use in uses:
        if use.kind != UseKind.ASSIGNED or use.path != (var, None) or use.node == var.decl:
            continue
        if function is None or use.function != function:
            return True
        if jumps is None:
            jumps = syntax.has_goto(function)
        if jumps:
            return True
        statement = use.node.parent
        while statement is not None and statement.type == "expression_list":
            statement = statement.parent
        right = statement.child_by_field_name("right") if statement is not None else None
        reads_first = right is not None and syntax.contains(right, node)
        if loop_around_both(node, use.node, function):
            return True
        if use.node.start_byte < node.start_byte and not reads_first:
            return True
    return False


def loop_around_both(
    first: Node, second: Node, function: Node, parent_of: ParentOf = TREE_PARENT
) -> bool:
    """A loop of ``function`` holds both nodes (it runs the first again after the second).
    ``parent_of``: the resolution's ``parent`` when it is at hand."""
    current = parent_of(first)
    while current is not None and current != function:
        holds = current.start_byte <= second.start_byte < current.end_byte
        if current.type == "for_statement" and holds:
            return True
        current = parent_of(current)
    return False


def path_of(expr: Node | None, resolution: Resolution) -> Path | None:
    """The local path spelled by an identifier or a chain of field selections on one."""
    expr = syntax.unparen(expr)
    fields: list[str] = []
    while expr is not None and expr.type == "selector_expression":
        fields.insert(0, syntax.text(expr.child_by_field_name("field")))
        expr = syntax.unparen(expr.child_by_field_name("operand"))
    if expr is None or expr.type != "identifier":
        return None
    var = resolution.var_of(expr)
    if var is None:
        return None
    return var, ".".join(fields) or None


def pointee_path(expr: Node | None, resolution: Resolution) -> Path | None:
    """:func:`path_of`, where ``&x`` names ``x`` (an argument that lends a variable)."""
    node = syntax.unparen(expr)
    if node is not None and node.type == "unary_expression" and syntax.token(node, "&"):
        node = node.named_children[-1] if node.named_children else None
    return path_of(node, resolution)


def recovering_deferred_literal(function: Node) -> bool:
    """``defer func() { if r := recover(); r != nil { ... } }()``."""
    return (
        function.type == "func_literal"
        and syntax.spells_recover(function)
        and closure_use(function) == ClosureUse.DEFER
    )


def method_calls_on(
    function: Node, paths: Container[Path], resolution: Resolution
) -> Iterator[tuple[Node, Path, str]]:
    """Calls ``p.m(...)`` in ``function``'s own code (not its literals') on a path of
    ``paths``: the call, the path and the method's name."""
    for node in syntax.descendants_outside_closures(function):
        selector = node.child_by_field_name("function") if node.type == "call_expression" else None
        if selector is None or selector.type != "selector_expression":
            continue
        path = path_of(selector.child_by_field_name("operand"), resolution)
        if path is not None and path in paths:
            yield node, path, syntax.text(selector.child_by_field_name("field"))
