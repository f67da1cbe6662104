"""What a ``container/list`` field holds: a type assertion on its elements that cannot fail.

A queue kept in a ``*list.List`` field of a package type (``items *list.List``) holds only
what the package pushes into it. When every ``PushBack``, ``PushFront``, ``InsertBefore``
and ``InsertAfter`` on that field pushes a value of one declared type (``req
*memdQRequest``), and the list never leaves the field (no method hands it elsewhere, no
other list is spliced in), then ``req, ok := e.Value.(*memdQRequest)`` on an element taken
from the field (``e := q.items.Front()``, ``e = e.Next()``) always gives ``ok == true``: its
``!ok`` branch is dead, on every path.
"""

from __future__ import annotations

import re

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex, declared_value
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.types import FieldKey, Types, struct_name
from goleaklint.dataflow.uses import UseKind
from goleaklint.dataflow.values import Value
from goleaklint.gofile import GoFile
from goleaklint.parse import Node, captures
from goleaklint.spelled import tokens

ASSERTION_QUERY = "(type_assertion_expression) @assertion"
ELEMENT_VALUE = re.compile(rb"\.Value\s*\.\s*\(")  # what an assertion on an element spells

# Methods of a list that add a value: the value is their first argument.
INSERTING = ("PushBack", "PushFront", "InsertBefore", "InsertAfter")
# Methods that give an element of the list they are called on.
ELEMENT_OF_LIST = frozenset({"Front", "Back", *INSERTING})
# Methods of an element that give another element of the same list.
ELEMENT_OF_ELEMENT = frozenset({"Next", "Prev"})
# Methods of a list that neither add values of their own nor hand the list on.
KEEPING = frozenset(
    {*ELEMENT_OF_LIST, "Len", "Remove", "Init", "MoveToFront", "MoveToBack", "MoveBefore"}
    | {"MoveAfter"}
)
# The assertion's results where it cannot fail: the value (not known), and ``ok``.
HOLDS: tuple[Value, ...] = (None, True)


class ElementTypes:
    """For each ``*list.List`` field asked about, the one declared type of every value
    pushed into it, or None."""

    def __init__(self, index: PackageIndex, types: Types) -> None:
        self.index = index
        self.types = types
        self._held: dict[FieldKey, str | None] = {}

    def assertions(self, function: Node) -> dict[Node, tuple[Value, ...]]:
        """The comma-ok type assertions of ``function`` that cannot fail, with their results."""
        found: dict[Node, tuple[Value, ...]] = {}
        body = function.child_by_field_name("body")
        if body is None or not self.index.matches(body, ELEMENT_VALUE):
            return found
        for assertion in captures(ASSERTION_QUERY, body).get("assertion", []):
            if self.always_holds(assertion):
                found[assertion] = HOLDS
        return found

    def always_holds(self, assertion: Node) -> bool:
        """The comma-ok type assertion ``e.Value.(T)`` cannot fail (see the module
        docstring)."""
        operand = syntax.unparen(assertion.child_by_field_name("operand"))
        asserted = assertion.child_by_field_name("type")
        if operand is None or asserted is None or operand.type != "selector_expression":
            return False
        if syntax.text(operand.child_by_field_name("field")) != "Value":
            return False
        element = syntax.unparen(operand.child_by_field_name("operand"))
        key = self._list_of(element) if element is not None else None
        return key is not None and self._held_type(key) == syntax.text(asserted)

    def _list_of(self, element: Node) -> FieldKey | None:
        """The list field every value of the element variable comes from."""
        resolution = self.index.resolution(element)
        var = resolution.var_of(element) if element.type == "identifier" else None
        if var is None or var.kind != "local":
            return None
        keys = {self._list_giving(value, var) for value in _values_of(self.index, var)}
        keys.discard(_SAME)
        return keys.pop() if len(keys) == 1 else None

    def _list_giving(self, given: Node, var: Var) -> FieldKey | None:
        """The list field a call giving an element takes it from: ``q.items.Front()``;
        ``e.Next()`` of the element variable itself gives :data:`_SAME` (the list it
        comes from otherwise)."""
        value = syntax.unparen(given)
        if value is None or value.type != "call_expression":
            return None
        function = value.child_by_field_name("function")
        if function is None or function.type != "selector_expression":
            return None
        method = syntax.text(function.child_by_field_name("field"))
        receiver = syntax.unparen(function.child_by_field_name("operand"))
        if receiver is None:
            return None
        if (
            method in ELEMENT_OF_ELEMENT
            and receiver.type == "identifier"
            and self.index.resolution(receiver).var_of(receiver) is var
        ):
            return _SAME
        if method in ELEMENT_OF_LIST:
            return self.types.field_key(receiver)
        return None

    def _held_type(self, key: FieldKey) -> str | None:
        if key not in self._held:
            self._held[key] = self._find_held_type(key)
        return self._held[key]

    def _find_held_type(self, key: FieldKey) -> str | None:
        """The declared type of every value pushed into the field, when it is one and the
        list stays in the field: every mention calls a list method that keeps it there, or
        gives it a new list (a field other packages can reach may hold anything)."""
        if key.field[:1].isupper() and not self._package_alone():
            return None
        found: set[str | None] = set()
        for go_file in self.index.files:
            if _positional_literal(go_file, key.struct):
                return None  # ``queue{mu, l}`` gives the field whatever list it names
            leaves = tokens(go_file, key.field.encode())
            for leaf in leaves:
                parent = leaves.parent(leaf)
                if parent is not None and parent.type == "literal_element":
                    if _literal_of_another(parent, key.struct):
                        continue
                    if not _new_list(syntax.given_value(leaf)):
                        return None  # ``items: l``: a list made elsewhere
                    continue
                if parent is None or parent.type != "selector_expression":
                    continue
                if parent.child_by_field_name("field") != leaf:
                    continue
                if self.types.field_key(parent) != key:
                    continue
                call = _called_on(parent)
                selected = syntax.selected_method(call) if call is not None else None
                method = selected[1] if selected is not None else None
                if call is None:
                    if not _new_list(syntax.given_value(parent)):
                        return None  # the list is handed on: other code may push into it
                elif method not in KEEPING:
                    return None
                elif method in INSERTING:
                    arguments = syntax.call_arguments(call)
                    found.add(self._declared_type(arguments[0]) if arguments else None)
        if len(found) != 1:
            return None
        return found.pop()

    def _package_alone(self) -> bool:
        """No other package can import this one: ``main``, or an external test package."""
        return self.index.name == "main" or self.index.name.endswith("_test")

    def _declared_type(self, pushed: Node) -> str | None:
        """The type a pushed value is declared with: a variable's declared type, or the
        type of a composite literal (``&T{...}``)."""
        value = syntax.unparen(pushed)
        if value is None:
            return None
        if value.type == "identifier":
            var = self.index.resolution(value).var_of(value)
            kind = var.type_node if var is not None else None
            return syntax.text(kind) if kind is not None else None
        if value.type == "unary_expression" and syntax.token(value, "&") is not None:
            inner = syntax.unparen(value.child_by_field_name("operand"))
            kind = inner.child_by_field_name("type") if inner is not None else None
            if inner is not None and inner.type == "composite_literal" and kind is not None:
                return "*" + syntax.text(kind)
        return None


_SAME = FieldKey("", "")  # ``e.Next()``: the list the element variable already comes from


def _values_of(index: PackageIndex, var: Var) -> list[Node]:
    """Every value the variable is given: its declaration's and each assignment's (the
    name itself where no one value is told: no list gives it)."""
    first = declared_value(var)
    values = [first if first is not None else var.decl]
    for use in index.uses_within(var.owner):
        if use.path == (var, None) and use.kind == UseKind.ASSIGNED and use.node != var.decl:
            values.append(use.value if use.value is not None else use.node)
    return values


def _called_on(selector: Node) -> Node | None:
    """The method call whose receiver ``selector`` is (``q.items.Len()``), if any."""
    outer = selector.parent
    call = outer.parent if outer is not None else None
    if outer is None or call is None or outer.type != "selector_expression":
        return None
    if call.type != "call_expression" or call.child_by_field_name("function") != outer:
        return None
    return call


def _new_list(value: Node | None) -> bool:
    """A list made right there: ``list.New()``, ``new(list.List)``, ``&list.List{}``."""
    value = syntax.unparen(value)
    if value is None:
        return False
    if value.type == "call_expression":
        name = syntax.call_name(value)
        arguments = syntax.call_arguments(value)
        return name == "list.New" or (
            name == "new" and len(arguments) == 1 and syntax.text(arguments[0]) == "list.List"
        )
    if value.type == "unary_expression" and syntax.token(value, "&") is not None:
        value = syntax.unparen(value.child_by_field_name("operand"))
    kind = value.child_by_field_name("type") if value is not None else None
    return (
        value is not None and value.type == "composite_literal" and syntax.text(kind) == "list.List"
    )


def _positional_literal(go_file: GoFile, struct: str) -> bool:
    """Some composite literal of ``struct`` in the file gives its fields by position."""
    names = tokens(go_file, struct.encode())
    for name in names:
        literal = names.parent(name)
        body = literal.child_by_field_name("body") if literal is not None else None
        if literal is None or body is None or literal.type != "composite_literal":
            continue
        if any(element.type == "literal_element" for element in body.named_children):
            return True
    return False


def _literal_of_another(key: Node, struct: str) -> bool:
    """The keyed element whose key is ``key`` is in a composite literal of a type other
    than ``struct`` (an elided type, in a literal of literals, may be any)."""
    keyed = key.parent
    body = keyed.parent if keyed is not None else None
    literal = body.parent if body is not None else None
    kind = literal.child_by_field_name("type") if literal is not None else None
    if literal is None or literal.type != "composite_literal" or kind is None:
        return False
    return struct_name(kind) != struct
