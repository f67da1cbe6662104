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
from goleaklint.dataflow.types import FieldKey, Types
from goleaklint.dataflow.uses import UseKind
from goleaklint.dataflow.values import Value
from goleaklint.parse import Node, captures
from goleaklint.spelled import calls_spelling, tokens

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
        list stays in the field (a field other packages can reach may hold anything)."""
        if key.field[:1].isupper() and not self._package_alone():
            return None
        found: set[str | None] = set()
        for go_file in self.index.files:
            leaves = tokens(go_file, key.field.encode())
            for leaf in leaves:
                selector = leaves.parent(leaf)
                if selector is None or selector.type != "selector_expression":
                    continue
                if selector.child_by_field_name("field") != leaf:
                    continue
                if self.types.field_key(selector) != key:
                    continue
                method = _method_called_on(selector)
                if method is None:
                    if not _set_in_place(selector):
                        return None  # the list is handed on: other code may push into it
                elif method not in KEEPING:
                    return None
            for name in INSERTING:
                for call in calls_spelling(go_file, name):
                    function = call.child_by_field_name("function")
                    receiver = function.child_by_field_name("operand") if function else None
                    inner = syntax.unparen(receiver)
                    if inner is None or self.types.field_key(inner) != key:
                        continue
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


def _method_called_on(selector: Node) -> str | None:
    """The method called with ``selector`` as its receiver (``q.items.Len()``), if any."""
    outer = selector.parent
    call = outer.parent if outer is not None else None
    if outer is None or call is None or outer.type != "selector_expression":
        return None
    if call.type != "call_expression" or call.child_by_field_name("function") != outer:
        return None
    return syntax.text(outer.child_by_field_name("field"))


def _set_in_place(selector: Node) -> bool:
    """The field is given a new list there: ``q.items = list.New()``, ``items: list.New()``."""
    parent = selector.parent
    if parent is not None and parent.type == "expression_list":
        statement = parent.parent
        if statement is not None and statement.type == "assignment_statement":
            left = statement.child_by_field_name("left")
            return left is not None and syntax.contains(left, selector)
    return False
