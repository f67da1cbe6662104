"""Types of expressions, as far as the package's own declarations spell them out.

There is no type checker: an expression's type is read from what the code declares. A
variable's declared type or initial value, a struct field's declared type (embedded fields
promote theirs), a package function's or method's declared result, the element type of a
slice, array, map or channel, a type assertion, a composite literal. The answer is a type
*node* of the package's source (``*Stopper``, ``[]*Stopper``, ``chan struct{}``) so that
containers can be looked into; :func:`struct_name` names the package struct a type is (or
points to). Unknown means unknown: callers must stay silent where this module cannot type.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.dataflow.package import (
    FuncDef,
    PackageIndex,
    declared_value,
    embedded_field_name,
    type_name,
)
from goleaklint.dataflow.scope import Var
from goleaklint.parse import Node

MAX_DEPTH = 12  # selector chains and aliases followed (a.b.c.d...)
WRAPPERS = frozenset({"pointer_type", "parenthesized_type"})


@dataclass(frozen=True)
class FieldKey:
    """A struct field of the package: ``(struct type name, field name)``."""

    struct: str
    field: str

    def __str__(self) -> str:
        """``T.f``; a package-level variable (no struct) is just its name."""
        return f"{self.struct}.{self.field}" if self.struct else self.field


@dataclass(frozen=True)
class LocalMutex(FieldKey):
    """A mutex that is a local variable of one function, made there (``var mu sync.Mutex``,
    ``mu := &sync.Mutex{}``) and never assigned again: every use of the name, in the
    function and in the literals it holds, is the same mutex. Shown as its name."""

    decl: Node  # the declaring identifier: two functions' ``mu`` are different mutexes


def reachable_outside(key: FieldKey, package: str) -> bool:
    """Code of another package can reach the field or package variable: some name on its
    path is exported (an exported field, or an embedded type whose fields and methods the
    struct promotes), and the package is not ``main``. Never a local mutex."""
    if isinstance(key, LocalMutex) or package == "main":
        return False
    return any(name[:1].isupper() for name in key.field.split("."))


@dataclass
class Types:
    """Answers the type of an expression; memoised per node."""

    index: PackageIndex
    _memo: dict[Node, Node | None] = field(default_factory=dict)
    _fields: dict[tuple[str, str], tuple[Node, str] | None] = field(default_factory=dict)
    _globals: dict[str, tuple[Node, int, int]] | None = None  # name -> (spec, position, names)

    # Expressions --------------------------------------------------------------------------

    def of(self, expr: Node | None, depth: int = 0) -> Node | None:
        """The type node of ``expr``, when the declarations say it."""
        node = syntax.unparen(expr)
        if node is None or depth > MAX_DEPTH:
            return None
        if node in self._memo:
            return self._memo[node]
        self._memo[node] = None  # a cycle through aliases answers "unknown"
        found = self._of(node, depth + 1)
        self._memo[node] = found
        return found

    def _of(self, node: Node, depth: int) -> Node | None:
        kind = node.type
        if kind == "identifier":
            var = self.index.resolution(node).var_of(node)
            if var is None:
                return self._of_global(syntax.text(node), depth)
            return self.of_var(var, depth)
        if kind == "selector_expression":
            return self._selected(node, depth)
        if kind == "call_expression":
            return self._call_result(node, depth)
        if kind == "composite_literal":
            return node.child_by_field_name("type")
        if kind == "unary_expression":
            operand = node.child_by_field_name("operand")
            if syntax.token(node, "&") or syntax.token(node, "*"):
                return self.of(operand, depth)  # pointers are looked through anyway
            if syntax.token(node, "<-"):
                return _element(self.of(operand, depth))
            return None
        if kind == "index_expression":
            container = _unwrap(self.of(node.child_by_field_name("operand"), depth))
            return _element(container)
        if kind == "type_assertion_expression":
            return node.child_by_field_name("type")
        return None

    def _of_global(self, name: str, depth: int) -> Node | None:
        """The type of a package-level variable (``var termMon *termMonitor``): declared,
        or that of its value when the spec gives each name one."""
        if name not in self.index.globals:
            return None
        if self._globals is None:
            self._globals = {}
            for spec in self.index.global_specs:
                names = [syntax.text(n) for n in spec.children_by_field_name("name")]
                for position, declared in enumerate(names):
                    self._globals.setdefault(declared, (spec, position, len(names)))
        found = self._globals.get(name)
        if found is None:
            return None
        spec, position, count = found
        declared_type = spec.child_by_field_name("type")
        if declared_type is not None:
            return declared_type
        values = syntax.expressions(spec.child_by_field_name("value"))
        return self.of(values[position], depth) if len(values) == count else None

    def of_var(self, var: Var, depth: int = 0) -> Node | None:
        """The type of a variable: declared, or that of its initial value."""
        if var.kind == "receiver":
            params = var.owner.child_by_field_name("receiver")
            for decl in params.named_children if params is not None else []:
                if decl.type == "parameter_declaration":
                    return decl.child_by_field_name("type")
            return None
        if var.type_node is not None:
            return var.type_node
        value = declared_value(var)
        if value is not None:
            return self.of(value, depth)
        return self._multi_result(var) or self._ranged(var, depth)

    def _multi_result(self, var: Var) -> Node | None:
        """``a, b := f()``: the declared result type at the variable's position."""
        statement = var.decl.parent
        if statement is not None and statement.type == "expression_list":
            statement = statement.parent
        if statement is None or statement.type != "short_var_declaration":
            return None
        left = syntax.expressions(statement.child_by_field_name("left"))
        right = syntax.expressions(statement.child_by_field_name("right"))
        value = syntax.unparen(right[0]) if len(right) == 1 else None
        if value is None or var.decl not in left:
            return None
        position = left.index(var.decl)
        if value.type != "call_expression":
            # ``v, ok := m[k]``, ``v, ok := x.(T)``, ``v, ok := <-ch``: the value first.
            return self.of(value) if position == 0 and len(left) == 2 else None
        results = self.results(value)
        return results[position] if len(results) == len(left) else None

    def _ranged(self, var: Var, depth: int) -> Node | None:
        """``for i, v := range xs``: the element type for ``v`` (the index is an int)."""
        statement = var.decl.parent
        if statement is not None and statement.type == "expression_list":
            statement = statement.parent
        if statement is None or statement.type != "range_clause":
            return None
        left = syntax.expressions(statement.child_by_field_name("left"))
        if var.decl not in left:
            return None
        container = _unwrap(self.of(statement.child_by_field_name("right"), depth))
        if container is None:
            return None
        if container.type == "channel_type":
            return container.child_by_field_name("value") if left.index(var.decl) == 0 else None
        if left.index(var.decl) == 1:
            return _element(container)
        return container.child_by_field_name("key") if container.type == "map_type" else None

    def _selected(self, selector: Node, depth: int) -> Node | None:
        operand = syntax.unparen(selector.child_by_field_name("operand"))
        name = syntax.text(selector.child_by_field_name("field"))
        kind = _unwrap(self.of(operand, depth))
        if kind is not None and kind.type == "struct_type":
            return self._anonymous_field(kind, name)  # ``s.mu.items`` of ``mu struct{...}``
        struct = type_name(kind) if kind is not None else None
        if struct is None:
            return None
        found = self.field(struct, name)
        return found[0] if found is not None else None

    def _anonymous_field(self, struct: Node, name: str) -> Node | None:
        """Field ``name`` of a struct type spelled in place, or of a type it embeds."""
        kind, embedded = _own_field(struct, name)
        for inner in embedded if kind is None else ():
            found = self.field(inner, name)
            if found is not None:
                return found[0]
        return kind

    def _call_result(self, call: Node, depth: int) -> Node | None:
        builtin = self._builtin_result(call)
        if builtin is not None:
            kind, argument = builtin
            return argument if kind != "append" else self.of(argument, depth)
        definition = self.callee(call, depth)
        if definition is None:
            return None
        results = _results(definition.node)
        return results[0] if len(results) == 1 else None

    def _builtin_result(self, call: Node) -> tuple[str, Node] | None:
        """``("make", T)`` for ``make(T, ...)``, ``("new", T)`` for ``new(T)`` (pointers are
        looked through) and ``("append", xs)`` for ``append(xs, ...)``: where the result's
        type is spelled. None for other calls, and when a local variable shadows the
        builtin."""
        function = syntax.unparen(call.child_by_field_name("function"))
        if function is None or function.type != "identifier":
            return None
        name = syntax.text(function)
        arguments = syntax.call_arguments(call)
        if name not in ("make", "new", "append") or not arguments:
            return None
        if self.index.resolution(call).var_of(function) is not None:
            return None
        return name, arguments[0]

    def results(self, call: Node) -> list[Node]:
        """Declared result types of a call to a package function or method."""
        definition = self.callee(call)
        return _results(definition.node) if definition is not None else []

    def callee(self, call: Node, depth: int = 0) -> FuncDef | None:
        """The package function or method a call names, typing the receiver to find it."""
        function = syntax.unparen(call.child_by_field_name("function"))
        if function is None:
            return None
        if function.type == "identifier":
            if self.index.resolution(call).var_of(function) is not None:
                return None  # a function-typed variable
            return self.index.functions.get(syntax.text(function))
        selected = syntax.selected_method(call)
        if selected is None:
            return None
        operand, method = selected
        if (
            operand.type == "identifier"
            and self.index.resolution(call).var_of(operand) is None
            and syntax.text(operand) not in self.index.globals
        ):
            return None  # a package-qualified call
        struct = struct_name(self.of(operand, depth))
        if struct is None:
            return None
        found = self.method(struct, method)
        if found is None and struct in self.index.interface_methods:
            found = self.index.implementation(struct, method, self.index.top_level(call))
        return found

    def dispatched(self, call: Node) -> list[FuncDef]:
        """The package methods a call through an interface of the package may run: the
        operand's type is an interface the package declares with that method, and each is
        a method of that name of one of the package's types."""
        selected = syntax.selected_method(call)
        if selected is None:
            return []
        operand, method = selected
        interface = struct_name(self.of(operand))
        if interface is None or method not in self.index.interface_methods.get(interface, ()):
            return []
        return [d for d in self.index.methods_by_name.get(method, []) if d.receiver_type]

    def foreign_receiver(self, call: Node) -> bool:
        """The call's method is one of another package's type (``gmx.ui.Start()`` with
        ``ui`` declared ``ifc.GomuksUI``): no method of this package's types."""
        selected = syntax.selected_method(call)
        return selected is not None and self.foreign(selected[0])

    def foreign(self, expr: Node) -> bool:
        """The declarations say ``expr`` is of another package's type (``streaming.Server``)."""
        kind = _unwrap(self.of(expr))
        return kind is not None and kind.type == "qualified_type"

    # Declarations -------------------------------------------------------------------------

    def method(self, struct: str, name: str) -> FuncDef | None:
        """A method of a package type, promoted through embedded fields too."""
        seen: set[str] = set()
        current: list[str] = [struct]
        while current:
            type_name_ = current.pop(0)
            if type_name_ in seen:
                continue
            seen.add(type_name_)
            found = self.index.methods.get((type_name_, name))
            if found is not None:
                return found
            current.extend(self.embedded(type_name_))
        return None

    def field(self, struct: str, name: str) -> tuple[Node, str] | None:
        """``(type node, owning struct)`` of field ``name`` of ``struct``, through embedding:
        a promoted field belongs to the struct that declares it."""
        key = (struct, name)
        if key not in self._fields:
            self._fields[key] = self._find_field(struct, name, set())
        return self._fields[key]

    def _find_field(self, struct: str, name: str, seen: set[str]) -> tuple[Node, str] | None:
        if struct in seen:
            return None
        seen.add(struct)
        node = self.index.struct_types.get(struct)
        if node is None:
            return None
        kind, embedded = _own_field(node, name)
        if kind is not None:
            return kind, struct
        for inner in embedded:
            found = self._find_field(inner, name, seen)
            if found is not None:
                return found
        return None

    def embedded(self, struct: str) -> list[str]:
        node = self.index.struct_types.get(struct)
        if node is None:
            return []
        found: list[str] = []
        for declaration in _field_declarations(node):
            kind = declaration.child_by_field_name("type")
            if kind is not None and not declaration.children_by_field_name("name"):
                inner = type_name(kind)
                if inner is not None:
                    found.append(inner)
        return found

    def field_key(self, selector: Node) -> FieldKey | None:
        """The package struct field a selector expression ``x.f`` denotes, if typed."""
        if selector.type != "selector_expression":
            return None
        operand = syntax.unparen(selector.child_by_field_name("operand"))
        struct = struct_name(self.of(operand))
        if struct is None:
            return None
        name = syntax.text(selector.child_by_field_name("field"))
        found = self.field(struct, name)
        return FieldKey(found[1], name) if found is not None else None


def struct_name(kind: Node | None) -> str | None:
    """The package type a type node names (through pointers and generic instances)."""
    return type_name(_unwrap(kind)) if kind is not None else None


def _unwrap(kind: Node | None) -> Node | None:
    while kind is not None and kind.type in WRAPPERS:
        kind = kind.named_children[0] if kind.named_children else None
    return kind


def _element(container: Node | None) -> Node | None:
    """The element type of a slice, array, map (its values) or channel."""
    container = _unwrap(container)
    if container is None:
        return None
    if container.type in ("slice_type", "array_type", "implicit_length_array_type"):
        return container.child_by_field_name("element")
    if container.type == "map_type":
        return container.child_by_field_name("value")
    if container.type == "channel_type":
        return container.child_by_field_name("value")
    return None


def _results(function: Node) -> list[Node]:
    """The declared result types of a function or method declaration, in order."""
    result = function.child_by_field_name("result")
    if result is None:
        return []
    if result.type != "parameter_list":
        return [result]
    found: list[Node] = []
    for declaration in result.named_children:
        if declaration.type != "parameter_declaration":
            continue
        kind = declaration.child_by_field_name("type")
        if kind is None:
            continue
        names = declaration.children_by_field_name("name")
        found.extend([kind] * max(len(names), 1))
    return found


def _own_field(struct: Node, name: str) -> tuple[Node | None, list[str]]:
    """The type of field ``name`` that a struct type node declares itself (also ``t.Mutex``
    of an embedded ``sync.Mutex``); else None, and the package types it embeds."""
    embedded: list[str] = []
    for declaration in _field_declarations(struct):
        kind = declaration.child_by_field_name("type")
        names = [syntax.text(n) for n in declaration.children_by_field_name("name")]
        if kind is None:
            continue
        if name in names:
            return kind, []
        if not names:
            inner = type_name(kind)
            if name in (inner, embedded_field_name(kind)):
                return kind, []
            if inner is not None:
                embedded.append(inner)
    return None, embedded


def _field_declarations(struct: Node) -> list[Node]:
    body = next((c for c in struct.named_children if c.type == "field_declaration_list"), None)
    if body is None:
        return []
    return [c for c in body.named_children if c.type == "field_declaration"]
