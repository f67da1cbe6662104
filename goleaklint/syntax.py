"""Small, tolerant helpers over tree-sitter-go nodes.

After error recovery any field may be absent, so every helper accepts ``None``.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator, Sequence

from goleaklint.parse import Node

FUNCTION_TYPES = frozenset({"function_declaration", "method_declaration", "func_literal"})
# Nodes whose children are statements (a block's braces hold a statement_list).
STATEMENT_HOLDERS = frozenset({"block", "statement_list"})


def text(node: Node | None) -> str:
    """The source text of a node ('' for None)."""
    raw = node.text if node is not None else None  # each read copies the bytes
    return raw.decode("utf-8", errors="replace") if raw is not None else ""


def squeezed(node: Node | None) -> str:
    """A node's text with every run of blanks (newlines too) made one space: one spelling
    for ``s.mu`` written over two lines or with a comment between, to compare and show."""
    return " ".join(text(node).split())


def has_goto(function: Node) -> bool:
    """The function itself (not a literal in it) has a ``goto``: it may jump back, or
    over a declaration."""
    return b"goto" in (function.text or b"") and any(
        node.type == "goto_statement" for node in descendants_outside_closures(function)
    )


def unparen(node: Node | None) -> Node | None:
    """Strip parentheses around an expression."""
    while node is not None and node.type == "parenthesized_expression":
        node = node.named_children[0] if node.named_children else None
    return node


def statements(block: Node | None) -> list[Node]:
    """The statements of a block, a case clause or a statement list."""
    if block is None:
        return []
    if block.type == "statement_list":
        return [c for c in block.named_children if c.type != "comment"]
    for child in block.named_children:
        if child.type == "statement_list":
            return [c for c in child.named_children if c.type != "comment"]
    return []


def address_taken(node: Node) -> bool:
    """``&x`` (parentheses allowed): the variable itself escapes, not just its value."""
    parent = node.parent
    while parent is not None and parent.type == "parenthesized_expression":
        parent = parent.parent
    return parent is not None and parent.type == "unary_expression" and bool(token(parent, "&"))


def expressions(node: Node | None) -> list[Node]:
    """Members of an ``expression_list`` (or the node itself when it is a lone expression)."""
    if node is None:
        return []
    if node.type == "expression_list":
        return [c for c in node.named_children if c.type != "comment"]
    return [node]


def assigned_targets(values: Node | None) -> list[Node] | None:
    """The left-hand sides when ``values`` is the right-hand ``expression_list`` of a
    ``:=``, a plain ``=`` or a ``var`` spec; None otherwise."""
    statement = values.parent if values is not None else None
    if values is None or statement is None or values.type != "expression_list":
        return None
    if statement.type == "var_spec":
        return statement.children_by_field_name("name")
    if statement.type not in ("short_var_declaration", "assignment_statement"):
        return None
    if statement.child_by_field_name("right") != values:
        return None
    if statement.type == "assignment_statement" and token(statement, "=") is None:
        return None
    return expressions(statement.child_by_field_name("left"))


def sole_assigned(values: Node | None, *, declared: bool = False) -> Node | None:
    """The one name a ``:=``, a plain ``=`` or a ``var`` spec (only a ``:=`` when
    ``declared``) binds when ``values``, its right side, holds a single value and its left
    side a single name (``t := time.Tick(d)``)."""
    if values is None or len(expressions(values)) != 1:
        return None
    if declared and (values.parent is None or values.parent.type != "short_var_declaration"):
        return None
    targets = assigned_targets(values)
    if targets is None or len(targets) != 1 or targets[0].type != "identifier":
        return None
    return targets[0]


def assigned_target(value: Node) -> Node | None:
    """The left-hand side that ``value``, one of the right-hand expressions of a ``:=``, a
    plain ``=`` or a ``var`` spec, is assigned to (:func:`assigned_targets`)."""
    values = value.parent
    members = expressions(values)
    targets = assigned_targets(values)
    if targets is None or len(targets) != len(members) or value not in members:
        return None
    return targets[members.index(value)]


def token(node: Node, *tokens: str) -> str | None:
    """The first anonymous child token among ``tokens`` (e.g. ':=' or '=')."""
    for child in node.children:
        if not child.is_named and child.type in tokens:
            return child.type
    return None


def call_name(call: Node) -> str | None:
    """``f`` for ``f(x)``, ``a.b`` for ``a.b(x)``, else None."""
    function = unparen(call.child_by_field_name("function"))
    if function is None:
        return None
    if function.type == "identifier":
        return text(function)
    if function.type == "selector_expression":
        operand = unparen(function.child_by_field_name("operand"))
        field = function.child_by_field_name("field")
        if operand is not None and operand.type == "identifier" and field is not None:
            return f"{text(operand)}.{text(field)}"
    return None


def selected_method(call: Node) -> tuple[Node, str] | None:
    """The operand (unparenthesised) and the selected name of a call ``x.m(...)`` (None for
    other calls)."""
    function = unparen(call.child_by_field_name("function"))
    if function is None or function.type != "selector_expression":
        return None
    operand = unparen(function.child_by_field_name("operand"))
    if operand is None:
        return None
    return operand, text(function.child_by_field_name("field"))


def method_operand(call: Node | None, method: str) -> Node | None:
    """``x`` of a call ``x.method()`` without arguments (None for anything else)."""
    if call is None or call.type != "call_expression" or call_arguments(call):
        return None
    selected = selected_method(call)
    return selected[0] if selected is not None and selected[1] == method else None


def keyed_value_of(value: Node) -> tuple[Node, Node] | None:
    """``(composite literal, key)`` when ``value`` is the value of a keyed element
    (``T{key: value}``); the key is the element's first part (a ``literal_element``)."""
    element = value.parent
    keyed = element.parent if element is not None else None
    if element is None or keyed is None or element.type != "literal_element":
        return None
    if keyed.type != "keyed_element" or keyed.named_children[-1] != element:
        return None
    body = keyed.parent
    literal = body.parent if body is not None else None
    if literal is None or literal.type != "composite_literal":
        return None
    return literal, keyed.named_children[0]


def given_value(target: Node) -> Node | None:
    """What ``target`` is given where it stands: the value of the keyed element whose key
    it is (``f: v``, ``target`` the key's name), or of the plain assignment to it (``x.f =
    v``, ``target`` the selector); None anywhere else."""
    parent = target.parent
    if parent is not None and parent.type == "literal_element":
        keyed = parent.parent
        if keyed is None or keyed.type != "keyed_element":
            return None
        if keyed.child_by_field_name("key") != parent:
            return None
        value = keyed.child_by_field_name("value")
        return value.named_children[0] if value is not None and value.named_children else None
    statement = parent.parent if parent is not None else None
    if parent is None or statement is None or parent.type != "expression_list":
        return None
    if statement.type != "assignment_statement" or statement.child_by_field_name("left") != parent:
        return None
    right = expressions(statement.child_by_field_name("right"))
    targets = parent.named_children
    return right[targets.index(target)] if len(right) == len(targets) else None


def call_arguments(call: Node) -> list[Node]:
    """Argument expressions of a call (comments dropped)."""
    arguments = call.child_by_field_name("arguments")
    if arguments is None:
        return []
    return [a for a in arguments.named_children if a.type != "comment"]


def make_channel(expr: Node | None) -> tuple[Node, Node | None] | None:
    """``(channel_type, capacity_or_None)`` when ``expr`` is ``make(chan T[, n])``."""
    expr = unparen(expr)
    if expr is None or expr.type != "call_expression" or call_name(expr) != "make":
        return None
    args = call_arguments(expr)
    if not args or args[0].type != "channel_type":
        return None
    return args[0], (args[1] if len(args) > 1 else None)


def unbuffered_make(expr: Node | None) -> bool:
    """``make(chan T)`` or ``make(chan T, 0)``: a channel whose sends wait for a receiver."""
    made = make_channel(expr)
    return made is not None and (made[1] is None or text(made[1]) == "0")


def is_receive(node: Node | None) -> bool:
    """True for a receive expression ``<-x``."""
    node = unparen(node)
    return node is not None and node.type == "unary_expression" and token(node, "<-") == "<-"


def channel_operation(expr: Node, parent: Node | None) -> str | None:
    """How the channel expression ``expr`` (whose tree parent is ``parent``) is operated
    on: ``"send"`` (the channel of a send statement), ``"receive"`` (the operand of ``<-``,
    or what a ``range`` clause ranges over), or None (anything else)."""
    if parent is None:
        return None
    if parent.type == "send_statement" and parent.child_by_field_name("channel") == expr:
        return "send"
    if parent.type == "range_clause" and parent.child_by_field_name("right") == expr:
        return "receive"
    return "receive" if is_receive(parent) else None


def negated(node: Node | None) -> Node | None:
    """The operand of ``!x`` (None for anything else)."""
    if node is None or node.type != "unary_expression" or not token(node, "!"):
        return None
    return node.child_by_field_name("operand")


def received_channel(communication: Node | None) -> Node | None:
    """The channel a select case's communication, or a statement, receives from (``<-ch``,
    ``v := <-ch``, ``v, ok = <-ch``); None for a send or anything else."""
    if communication is None:
        return None
    receive: Node | None = communication
    if communication.type == "receive_statement":
        receive = communication.child_by_field_name("right")
    elif communication.type == "expression_statement" and communication.named_children:
        receive = communication.named_children[0]
    elif communication.type in ("short_var_declaration", "assignment_statement"):
        right = expressions(communication.child_by_field_name("right"))
        receive = right[0] if len(right) == 1 else None
    receive = unparen(receive)
    if receive is None or not is_receive(receive):
        return None
    return receive.child_by_field_name("operand")


def communication_case(operation: Node) -> Node | None:
    """The ``select`` case whose communication is ``operation`` (a send, a receive, or
    something inside one such as the received channel), if it is one."""
    node = operation
    while node.parent is not None and node.parent.type in (
        "unary_expression",
        "parenthesized_expression",
        "expression_list",
        "receive_statement",
        "expression_statement",
    ):
        node = node.parent
    case = node.parent
    return case if case is not None and case.type == "communication_case" else None


def in_case_body(node: Node, case: Node) -> bool:
    """``node`` is in the statements of a select ``case`` (not in its communication)."""
    communication = case.child_by_field_name("communication")
    inside = case.start_byte <= node.start_byte < case.end_byte
    in_communication = communication is not None and (
        communication.start_byte <= node.start_byte < communication.end_byte
    )
    return inside and not in_communication


def spells_recover(function: Node) -> bool:
    """The function's text calls ``recover()`` (a cheap test before any walk)."""
    return b"recover()" in (function.text or b"")


def contains(outer: Node, inner: Node) -> bool:
    """``inner`` lies within ``outer``'s bytes (or is ``outer``)."""
    return outer.start_byte <= inner.start_byte and inner.end_byte <= outer.end_byte


def starting_within(starts: Sequence[int], node: Node) -> slice:
    """The items (sorted by start byte, ``starts`` their starts) that start inside
    ``node``'s bytes, as a slice of them: a bisection instead of a walk over the tree."""
    return slice(bisect_left(starts, node.start_byte), bisect_left(starts, node.end_byte))


def loop_condition(loop: Node) -> Node | None:
    """The condition of a ``for`` statement: ``for cond {}`` or ``for i := 0; cond; i++ {}``
    (None for ``for {}`` and a range loop). The grammar names only a clause's condition."""
    body = loop.child_by_field_name("body")
    for child in loop.named_children:
        if child.type == "for_clause":
            return child.child_by_field_name("condition")
        if child.type == "range_clause":
            return None
    return next((c for c in loop.named_children if c != body and c.type != "comment"), None)


def literal_in(function: Node, inner: Node) -> Node | None:
    """The function literal directly inside ``function`` that holds ``inner`` (or is it);
    None when ``inner`` is ``function``'s own code or lies outside it."""
    current: Node | None = inner
    while current is not None:
        outer = enclosing_function(current)
        if outer == function:
            return current if current.type == "func_literal" else None
        current = outer
    return None


def sending_statement(node: Node) -> Node | None:
    """The send statement ``node`` (a channel expression, or the statement) is part of."""
    current: Node | None = node
    while current is not None and current.type != "send_statement":
        current = current.parent
    return current


def enclosing_function(node: Node) -> Node | None:
    """The innermost function declaration, method or literal containing ``node``."""
    parent = node.parent
    while parent is not None and parent.type not in FUNCTION_TYPES:
        parent = parent.parent
    return parent


def descendants_outside_closures(node: Node) -> Iterator[Node]:
    """Named descendants of ``node`` that are not inside a nested function literal."""
    stack = list(reversed(node.named_children))
    while stack:
        current = stack.pop()
        yield current
        if current.type != "func_literal":
            stack.extend(reversed(current.named_children))


def parameter_names(function: Node) -> list[tuple[Node, Node | None]]:
    """``(name identifier, type node)`` for each parameter, in order."""
    params = function.child_by_field_name("parameters")
    result: list[tuple[Node, Node | None]] = []
    if params is None:
        return result
    for decl in params.named_children:
        if decl.type not in ("parameter_declaration", "variadic_parameter_declaration"):
            continue
        kind = decl.child_by_field_name("type")
        names = [c for c in decl.children_by_field_name("name") if c.type == "identifier"]
        result.extend((name, kind) for name in names)
    return result


def returned(node: Node) -> bool:
    """``node`` is one of the values a ``return`` statement gives back."""
    parent = node.parent
    if parent is not None and parent.type == "expression_list":
        parent = parent.parent
    return parent is not None and parent.type == "return_statement"


def returned_values(statement: Node) -> list[Node]:
    """The values a ``return`` statement gives, in order (none for a bare ``return``;
    ``return f()`` gives the one call)."""
    values = [c for c in statement.named_children if c.type != "comment"]
    if values and values[0].type == "expression_list":
        return expressions(values[0])
    return values


def handed(call: Node, callee: Node) -> list[tuple[Node, Node]]:
    """``(expression, name)`` for what ``call`` hands ``callee``: a method call's operand
    as the receiver, and each argument as the parameter at its place when they line up one
    to one (not a variadic parameter's, nor ``f(g())`` giving several results)."""
    found: list[tuple[Node, Node]] = []
    name, _ = receiver(callee)
    selector = unparen(call.child_by_field_name("function"))
    operand = selector.child_by_field_name("operand") if selector is not None else None
    is_method = selector is not None and selector.type == "selector_expression"
    if name is not None and is_method and operand is not None:
        found.append((operand, name))
    names = parameter_names(callee)
    arguments = call_arguments(call)
    if len(names) == len(arguments):
        for (parameter, _), argument in zip(names, arguments, strict=True):
            declaration = parameter.parent
            if declaration is None or declaration.type != "variadic_parameter_declaration":
                found.append((argument, parameter))
    return found


def result_count(function: Node) -> int:
    """How many results a function declaration, method or literal returns."""
    result = function.child_by_field_name("result")
    if result is None:
        return 0
    if result.type != "parameter_list":
        return 1
    count = 0
    for decl in result.named_children:
        if decl.type == "parameter_declaration":
            names = [c for c in decl.children_by_field_name("name") if c.type == "identifier"]
            count += max(len(names), 1)
    return count


def named_results(function: Node) -> bool:
    """The function names its results (``func f() (n int, err error)``)."""
    result = function.child_by_field_name("result")
    return result is not None and any(
        decl.type == "parameter_declaration" and decl.child_by_field_name("name") is not None
        for decl in result.named_children
    )


def receiver(function: Node) -> tuple[Node | None, str | None]:
    """``(receiver name identifier, receiver type name)`` of a method declaration."""
    params = function.child_by_field_name("receiver")
    if params is None:
        return None, None
    for decl in params.named_children:
        if decl.type != "parameter_declaration":
            continue
        names = decl.children_by_field_name("name")
        kind = decl.child_by_field_name("type")
        type_name = None
        while kind is not None and kind.type in ("pointer_type", "generic_type"):
            kind = kind.named_children[0] if kind.named_children else None
        if kind is not None and kind.type == "type_identifier":
            type_name = text(kind)
        return (names[0] if names else None), type_name
    return None, None
