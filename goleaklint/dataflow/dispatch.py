"""Functions run through a dispatch table.

A table is an unexported package-level variable bound to a composite literal of function
names and method expressions::

    var handlers = []func(*Session, header) error{
        typeData: (*Session).handleData,
        typePing: (*Session).handlePing,
    }

that the package uses nowhere but in calls of its elements (``handlers[t](s, hdr)``). Each
such call may run any function of the table, and nothing else can: the table is never
assigned, ranged over or handed out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex
from goleaklint.parse import Node
from goleaklint.spelled import tokens


@dataclass(frozen=True)
class Entry:
    """A function a table holds: ``name``, or the method ``name`` of ``receiver_type``."""

    name: str
    receiver_type: str | None


@dataclass(frozen=True)
class Table:
    name: str
    entries: tuple[Entry, ...]  # one per element that names a function, repeats kept
    calls: tuple[Node, ...]  # every ``name[...](...)`` of the package


@dataclass
class DispatchTables:
    """The package's dispatch tables, found on first need."""

    index: PackageIndex
    _tables: list[Table] | None = None
    _by_entry: dict[Entry, list[Table]] = field(default_factory=dict)

    def holding(self, function: Node) -> list[Table]:
        """The tables that hold a package-level function or method."""
        if self._tables is None:
            self._tables = self._find()
            for table in self._tables:
                for entry in set(table.entries):
                    self._by_entry.setdefault(entry, []).append(table)
        name = syntax.text(function.child_by_field_name("name"))
        receiver_type = None
        if function.type == "method_declaration":
            _, receiver_type = syntax.receiver(function)
            if receiver_type is None:
                return []
        return self._by_entry.get(Entry(name, receiver_type), [])

    def _find(self) -> list[Table]:
        return [t for spec in self.index.global_specs if (t := self._table(spec)) is not None]

    def _table(self, spec: Node) -> Table | None:
        names = spec.children_by_field_name("name")
        values = syntax.expressions(spec.child_by_field_name("value"))
        if len(names) != 1 or len(values) != 1 or values[0].type != "composite_literal":
            return None
        name = syntax.text(names[0])
        if not name or name[0].isupper() or name == "_":
            return None  # another package may read or replace an exported table
        entries = tuple(e for v in _element_values(values[0]) if (e := self._entry(v)))
        if not entries:
            return None
        calls = self._element_calls(name, names[0])
        return Table(name, entries, tuple(calls)) if calls is not None else None

    def _entry(self, value: Node) -> Entry | None:
        """The function an element names: ``f``, ``(*T).m`` or ``T.m``."""
        value = syntax.unparen(value) or value
        if value.type == "identifier":
            name = syntax.text(value)
            return Entry(name, None) if name in self.index.functions else None
        if value.type != "selector_expression":
            return None
        operand = syntax.unparen(value.child_by_field_name("operand"))
        method = syntax.text(value.child_by_field_name("field"))
        while operand is not None and operand.type in ("unary_expression", "pointer_type"):
            operand = operand.named_children[-1] if operand.named_children else None
        type_name = syntax.text(operand) if operand is not None else ""
        if (type_name, method) in self.index.methods:
            return Entry(method, type_name)
        return None

    def _element_calls(self, name: str, declared: Node) -> list[Node] | None:
        """Every use of the table outside its declaration, when each is a call of an
        element (``name[i](...)``); None when one is anything else."""
        calls: list[Node] = []
        for go_file in self.index.files:
            leaves = tokens(go_file, name.encode())
            for leaf in leaves:
                if leaf == declared or leaf.type != "identifier":
                    continue
                call = _element_call(leaf, leaves.parent)
                if call is None:
                    return None
                calls.append(call)
        return calls


def _element_call(leaf: Node, parent: Callable[[Node], Node | None]) -> Node | None:
    """The call ``leaf[i](...)`` (or ``(leaf[i])(...)``), whichever way the grammar read
    it: an index expression called, or (the same text) a generic function called with
    ``i`` as its type argument."""
    above = parent(leaf)
    if above is None:
        return None
    if above.type == "call_expression":
        arguments = above.child_by_field_name("type_arguments")
        generic = above.child_by_field_name("function") == leaf and arguments is not None
        return above if generic else None
    if above.type != "index_expression" or above.child_by_field_name("operand") != leaf:
        return None
    called, call = above, parent(above)
    while call is not None and call.type == "parenthesized_expression":
        called, call = call, parent(call)
    if call is not None and call.type == "call_expression":
        return call if call.child_by_field_name("function") == called else None
    return None


def _element_values(literal: Node) -> list[Node]:
    """The values of a composite literal's elements (keys left out)."""
    body = literal.child_by_field_name("body")
    values: list[Node] = []
    for element in body.named_children if body is not None else []:
        if element.type == "keyed_element":
            element = element.named_children[-1] if element.named_children else element
        if element.type == "literal_element" and element.named_children:
            element = element.named_children[0]
        if element.type != "comment":
            values.append(element)
    return values
