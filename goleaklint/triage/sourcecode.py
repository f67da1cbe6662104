"""What the local source shows where a goroutine blocks: the function around a line, the
blocking operation on it, and what that operation waits on (a field, a parameter, a
channel made or returned nearby).

Only syntax is read (tree-sitter, through :mod:`goleaklint.parse`); nothing here depends on
the rules or their analyses.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from goleaklint import syntax
from goleaklint.gofile import GoFile
from goleaklint.parse import Node, walk
from goleaklint.span import Span
from goleaklint.triage.symbols import Symbol

_FUNCTIONS = ("function_declaration", "method_declaration", "func_literal")
_SYNC_METHODS = {"Wait": "Wait", "Lock": "Lock", "RLock": "RLock"}
# Which operations a wait reason can stand for (None: the dump did not say).
_KINDS_FOR_REASON = {
    "chan send": ("send",),
    "chan receive": ("receive", "range"),
    "select": ("select",),
    "sync.WaitGroup.Wait": ("Wait",),
    "sync.Cond.Wait": ("Wait",),
    "sync.Mutex.Lock": ("Lock",),
    "sync.RWMutex.Lock": ("Lock",),
    "sync.RWMutex.RLock": ("RLock",),
    "semacquire": ("Wait", "Lock", "RLock"),
}
_ALL_KINDS = ("send", "receive", "range", "select", "Wait", "Lock", "RLock")


@dataclass(frozen=True)
class WaitedOn:
    """An object a blocking operation waits on, and what the code says it is."""

    expression: str  # "results", "s.done", "ctx.Done()"
    description: str  # "a channel made at line 28 (unbuffered)"
    # Its position among the parameters of the function the operation is in, when it is one.
    parameter: int | None = None


@dataclass(frozen=True)
class Operation:
    """A blocking operation at a line of the source."""

    kind: str  # send, receive, range, select, Wait, Lock, RLock
    description: str  # "send on `results`"
    span: Span
    waits_on: tuple[WaitedOn, ...]


@dataclass(frozen=True)
class Declared:
    """A named function or method of the source."""

    receiver: str | None
    name: str

    def matches(self, symbol: Symbol) -> bool:
        """Whether a traceback's function can be this declaration (or a literal inside it)."""
        return symbol.name == self.name and symbol.receiver == self.receiver


class SourceCode:
    """Local Go files, parsed on first use."""

    def __init__(self) -> None:
        self._files: dict[Path, GoFile | None] = {}

    def file(self, path: Path, display: str) -> GoFile | None:
        if path not in self._files:
            try:
                self._files[path] = GoFile.from_source(display, path.read_bytes())
            except OSError:
                self._files[path] = None
        return self._files[path]

    def declared_at(self, path: Path, display: str, line: int) -> Declared | None:
        """The named function or method whose body holds ``line``."""
        go_file = self.file(path, display)
        if go_file is None:
            return None
        for node in go_file.declarations:
            if node.type in ("function_declaration", "method_declaration") and _holds(node, line):
                return _declared(go_file, node)
        return None

    def launch_argument(self, path: Path, display: str, line: int, index: int) -> str | None:
        """What the ``go`` statement at ``line`` passes as its argument number ``index``
        (from 0), described as in "`ch`, a `chan string` made at line 16"."""
        go_file = self.file(path, display)
        if go_file is None:
            return None
        for node in go_file.declarations:
            if not _holds(node, line):
                continue
            for statement in walk(node):
                if statement.type != "go_statement" or statement.start_point[0] + 1 != line:
                    continue
                call = _child_of_type(statement, "call_expression")
                arguments = call.child_by_field_name("arguments") if call is not None else None
                values = arguments.named_children if arguments is not None else []
                if index < len(values):
                    value = values[index]
                    return f"`{go_file.text(value)}`, {_what_is(go_file, value, statement)}"
        return None

    def operation(
        self, path: Path, display: str, line: int, reason: str | None
    ) -> Operation | None:
        """The blocking operation at ``line`` that the wait reason points to, if any."""
        go_file = self.file(path, display)
        if go_file is None:
            return None
        kinds = _KINDS_FOR_REASON.get(_base_reason(reason), _ALL_KINDS) if reason else _ALL_KINDS
        starting: list[tuple[str, Node]] = []
        holding: list[tuple[str, Node]] = []
        for node in go_file.declarations:
            if not _holds(node, line):
                continue
            for candidate in walk(node):
                if not _holds(candidate, line):
                    continue
                kind = _kind(go_file, candidate)
                if kind in kinds:
                    (starting if candidate.start_point[0] + 1 == line else holding).append(
                        (kind, candidate)
                    )
        if starting:
            kind, node = starting[0]
        elif holding:
            kind, node = holding[-1]  # the innermost
        else:
            return None
        return _describe(go_file, kind, node)


def _base_reason(reason: str) -> str:
    """``chan send (nil chan)`` and ``select (durable)`` wait like ``chan send``, ``select``."""
    return reason.split(" (", 1)[0]


def _holds(node: Node, line: int) -> bool:
    return node.start_point[0] + 1 <= line <= node.end_point[0] + 1


def _kind(go_file: GoFile, node: Node) -> str | None:
    kind = node.type
    if kind == "send_statement":
        return "send"
    if kind == "unary_expression" and _operator(go_file, node) == "<-":
        return "receive"
    if kind == "select_statement":
        return "select"
    if kind == "for_statement":
        clause = _child_of_type(node, "range_clause")
        return "range" if clause is not None else None
    if kind == "call_expression":
        function = node.child_by_field_name("function")
        if function is not None and function.type == "selector_expression":
            field = function.child_by_field_name("field")
            if field is not None:
                return _SYNC_METHODS.get(go_file.text(field))
    return None


def _operator(go_file: GoFile, node: Node) -> str | None:
    operator = node.child_by_field_name("operator")
    return go_file.text(operator) if operator is not None else None


def _child_of_type(node: Node, kind: str) -> Node | None:
    return next((child for child in node.named_children if child.type == kind), None)


def _describe(go_file: GoFile, kind: str, node: Node) -> Operation:
    span = go_file.span(node)
    if kind == "select":
        channels = list(_select_channels(go_file, node))
        objects = tuple(_waited_on(go_file, c, node) for c in channels)
        listed = ", ".join(f"`{go_file.text(c)}`" for c in channels) or "no channel"
        return Operation(kind, f"select over {listed}", span, objects)
    target = _target(node, kind)
    if target is None:
        return Operation(kind, f"`{_first_line(go_file.text(node))}`", span, ())
    text = go_file.text(target)
    phrase = {
        "send": f"send on `{text}`",
        "receive": f"receive from `{text}`",
        "range": f"range over `{text}`",
    }.get(kind, f"`{text}.{kind}()`")
    return Operation(kind, phrase, span, (_waited_on(go_file, target, node),))


def _target(node: Node, kind: str) -> Node | None:
    """The expression an operation waits on: the channel, or the WaitGroup/mutex/cond."""
    if kind == "send":
        return node.child_by_field_name("channel")
    if kind == "receive":
        return node.child_by_field_name("operand")
    if kind == "range":
        clause = _child_of_type(node, "range_clause")
        return clause.child_by_field_name("right") if clause is not None else None
    function = node.child_by_field_name("function")
    return function.child_by_field_name("operand") if function is not None else None


def _select_channels(go_file: GoFile, select: Node) -> Iterator[Node]:
    for case in select.named_children:
        if case.type != "communication_case":
            continue
        communication = case.child_by_field_name("communication")
        if communication is None:
            continue
        if communication.type == "send_statement":
            channel = communication.child_by_field_name("channel")
        else:
            receive = communication.child_by_field_name("right") or communication
            if receive.type == "unary_expression":
                channel = receive.child_by_field_name("operand")
            else:
                channel = _child_of_type(receive, "unary_expression")
                channel = channel.child_by_field_name("operand") if channel else None
        if channel is not None:
            yield channel


def _waited_on(go_file: GoFile, expression: Node, at: Node) -> WaitedOn:
    text = go_file.text(expression)
    parameter = None
    if expression.type == "identifier":
        functions = _enclosing_functions(at)
        parameters = functions[0].child_by_field_name("parameters") if functions else None
        if parameters is not None:
            names = _ordered_parameter_names(go_file, parameters)
            parameter = names.index(text) if text in names else None
    return WaitedOn(text, _what_is(go_file, expression, at), parameter)


def _what_is(go_file: GoFile, expression: Node, at: Node) -> str:
    """What the code says ``expression`` is, seen from the operation ``at``."""
    while expression.type in ("parenthesized_expression", "unary_expression"):
        inner = expression.named_children
        if not inner:
            break
        expression = inner[-1]
    kind = expression.type
    if kind == "call_expression":
        made = _made(go_file, expression)
        if made is not None:
            return f"a `{made[0]}` made there ({made[1]})"
        function = expression.child_by_field_name("function")
        callee = go_file.text(function) if function is not None else go_file.text(expression)
        return f"the value returned by `{callee}()`"
    if kind == "selector_expression":
        operand = expression.child_by_field_name("operand")
        field = expression.child_by_field_name("field")
        if operand is None or field is None:
            return "a selector"
        owner = go_file.text(operand)
        if operand.type == "identifier" and _is_receiver(go_file, owner, at):
            return f"the field `{go_file.text(field)}` of the receiver `{owner}`"
        return f"the field `{go_file.text(field)}` of `{owner}`"
    if kind == "index_expression":
        operand = expression.child_by_field_name("operand")
        return f"an element of `{go_file.text(operand) if operand else '?'}`"
    if kind == "identifier":
        return _identifier(go_file, go_file.text(expression), at)
    return "an expression"


def _enclosing_functions(node: Node) -> list[Node]:
    """The functions around ``node``, innermost first."""
    found = []
    current = node.parent
    while current is not None:
        if current.type in _FUNCTIONS:
            found.append(current)
        current = current.parent
    return found


def _is_receiver(go_file: GoFile, name: str, at: Node) -> bool:
    for function in _enclosing_functions(at):
        receiver = function.child_by_field_name("receiver")
        if receiver is not None and name in _parameter_names(go_file, receiver):
            return True
    return False


def _identifier(go_file: GoFile, name: str, at: Node) -> str:
    """Where ``name`` is declared: a parameter, a local (made or returned), a captured
    variable of an outer function, or a package variable."""
    functions = _enclosing_functions(at)
    for depth, function in enumerate(functions):
        owner = _function_phrase(go_file, functions[depth:])
        captured = f", captured from {owner}" if depth else ""
        receiver = function.child_by_field_name("receiver")
        if receiver is not None and name in _parameter_names(go_file, receiver):
            return f"the receiver of {owner}{captured}"
        parameters = function.child_by_field_name("parameters")
        if parameters is not None and name in _parameter_names(go_file, parameters):
            return f"a parameter of {owner}{captured}"
        body = function.child_by_field_name("body")
        declared = _local_declaration(go_file, body, name, at) if body is not None else None
        if declared is not None:
            return declared + captured
    for node in go_file.declarations:
        if node.type == "var_declaration" and name in _declared_names(go_file, node):
            return "a package-level variable"
    return "declared elsewhere"


def _function_phrase(go_file: GoFile, chain: list[Node]) -> str:
    """``generate`` or ``the function literal in generate``."""
    named = next((f for f in chain if f.type != "func_literal"), None)
    name = go_file.text(named.child_by_field_name("name") or named) if named else "?"
    return f"`{name}`" if chain[0].type != "func_literal" else f"the function literal in `{name}`"


def _ordered_parameter_names(go_file: GoFile, parameters: Node) -> list[str]:
    return [
        go_file.text(child)
        for declaration in parameters.named_children
        for child in declaration.children_by_field_name("name")
    ]


def _parameter_names(go_file: GoFile, parameters: Node) -> set[str]:
    names: set[str] = set()
    for declaration in parameters.named_children:
        for child in declaration.children_by_field_name("name"):
            names.add(go_file.text(child))
    return names


def _declared_names(go_file: GoFile, declaration: Node) -> set[str]:
    names: set[str] = set()
    for spec in walk(declaration):
        if spec.type == "var_spec":
            names.update(go_file.text(n) for n in spec.children_by_field_name("name"))
    return names


def _local_declaration(go_file: GoFile, body: Node, name: str, at: Node) -> str | None:
    """The last declaration of ``name`` in ``body`` before ``at`` (not inside another
    function literal), described by its value."""
    found: str | None = None
    for node in syntax.descendants_outside_closures(body):
        if node.start_byte >= at.start_byte:
            break
        described = _declaration(go_file, node, name)
        if described is not None:
            found = described
    return found


def _declaration(go_file: GoFile, node: Node, name: str) -> str | None:
    line = node.start_point[0] + 1
    if node.type == "short_var_declaration":
        left = node.child_by_field_name("left")
        right = node.child_by_field_name("right")
        names = [go_file.text(n) for n in (left.named_children if left else [])]
        if name not in names:
            return None
        values = right.named_children if right is not None else []
        value = values[names.index(name)] if len(values) == len(names) else None
        return _value_phrase(go_file, value, line)
    if node.type == "var_spec":
        names = [go_file.text(n) for n in node.children_by_field_name("name")]
        if name not in names:
            return None
        value_list = node.child_by_field_name("value")
        values = value_list.named_children if value_list is not None else []
        value = values[names.index(name)] if len(values) == len(names) else None
        if value is None:
            kind = node.child_by_field_name("type")
            typed = f" `{go_file.text(kind)}`" if kind is not None else ""
            return f"a local{typed} declared at line {line}"
        return _value_phrase(go_file, value, line)
    if node.type == "range_clause":
        left = node.child_by_field_name("left")
        if left is not None and name in {go_file.text(n) for n in left.named_children}:
            return f"a loop variable of the range at line {line}"
    return None


def _value_phrase(go_file: GoFile, value: Node | None, line: int) -> str:
    if value is None:
        return f"a local declared at line {line}"
    if value.type == "call_expression":
        made = _made(go_file, value)
        if made is not None:
            return f"a `{made[0]}` made at line {line} ({made[1]})"
        function = value.child_by_field_name("function")
        callee = go_file.text(function) if function is not None else "?"
        return f"the value returned by `{callee}()` at line {line}"
    return f"a local assigned `{_first_line(go_file.text(value))}` at line {line}"


def _made(go_file: GoFile, call: Node) -> tuple[str, str] | None:
    """``make(chan int, 4)`` -> ("chan int", "buffer 4"); None for other calls."""
    function = call.child_by_field_name("function")
    arguments = call.child_by_field_name("arguments")
    if function is None or arguments is None or go_file.text(function) != "make":
        return None
    made = arguments.named_children
    what = go_file.text(made[0]) if made else "?"
    size = f"buffer {go_file.text(made[1])}" if len(made) > 1 else "unbuffered"
    return what, size


def _declared(go_file: GoFile, node: Node) -> Declared:
    name_node = node.child_by_field_name("name")
    name = go_file.text(name_node) if name_node is not None else ""
    receiver = node.child_by_field_name("receiver")
    if receiver is None:
        return Declared(None, name)
    return Declared(_receiver_type(go_file, receiver), name)


def _receiver_type(go_file: GoFile, receiver: Node) -> str | None:
    """``(c *cache[K])`` -> ``cache``."""
    for declaration in receiver.named_children:
        kind = declaration.child_by_field_name("type")
        if kind is None:
            continue
        text = go_file.text(kind).lstrip("*").strip()
        return text.split("[", 1)[0].strip()
    return None


def _first_line(text: str) -> str:
    first = text.split("\n", 1)[0]
    return first if len(first) <= 60 else first[:57] + "..."
