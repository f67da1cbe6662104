"""Channel fields of the package's structs, and everything the package does to each.

An unexported struct field can only be reached by the package's own code, so when no code
of the package ever sends on a channel field, closes it, or lets its value go where the
package cannot follow, a receive from it waits forever; when no code ever receives from an
unbuffered one, a send on it does. This module gathers, once per package, every operation on
every channel field: through the field itself (``s.done``, on any operand whose type the
package spells), through local copies (``ch := s.done``), through package functions it is
passed to (their summaries say what they do to the parameter), through accessor methods
(``func (s *T) Done() <-chan struct{} { return s.done }``), and the values stored into it
(``make``, ``nil``, or something else that other code may hold too). An operation on an
operand whose type cannot be told counts for every field of that name, so the answer errs
towards "something may send here".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.dataflow.effects import Effects, EffectsAnalyzer
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.reach import Reach
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.types import FieldKey, Types, struct_name
from goleaklint.dataflow.uses import Path, Use, UseKind, expression_use
from goleaklint.gofile import GoFile
from goleaklint.parse import Node, captures
from goleaklint.spelled import method_calls, tokens

LITERAL_ELEMENTS = ("keyed_element", "literal_element")
SELECT_CASES = ("communication_case", "default_case")
COMMUNICATIONS = ("receive_statement", "expression_list", "expression_statement")


@dataclass
class FieldOps:
    """What the package does to one channel field (counts of operations anywhere)."""

    key: FieldKey
    sends: int = 0
    receives: int = 0  # receives and ranges
    closes: int = 0
    makes: list[Node] = field(default_factory=list)  # the make(...) calls stored into it
    capacities: set[int | None] = field(default_factory=set)  # None: not a constant
    foreign: bool = False  # a value other code may hold too was stored (a parameter...)
    escapes: bool = False  # its value went where the package cannot follow
    outside_receives: bool = False  # other packages can receive from it (an accessor)
    # Operations in the package's own code, with the function making each: (expression,
    # function).
    receive_sites: list[tuple[Node, Node]] = field(default_factory=list)
    send_sites: list[tuple[Node, Node]] = field(default_factory=list)
    close_sites: list[tuple[Node, Node]] = field(default_factory=list)
    indirect_receives: int = 0  # receives inside functions it is passed to
    indirect_feeds: int = 0  # sends or closes inside functions it is passed to

    @property
    def fed(self) -> bool:
        """Something may send on it or close it (or the package cannot tell)."""
        return bool(self.sends or self.closes) or self.foreign or self.escapes

    @property
    def drained(self) -> bool:
        """Something may receive from it (or the package cannot tell)."""
        return bool(self.receives) or self.foreign or self.escapes or self.outside_receives

    @property
    def unbuffered(self) -> bool:
        """Every value ever stored into it is an unbuffered channel."""
        return bool(self.makes) and self.capacities == {0}


@dataclass
class Operation:
    """A blocking channel operation on a field: where, on which field, in which function."""

    node: Node  # the send statement, the receive expression, or the range statement
    key: FieldKey
    function: Node
    kind: UseKind  # SEND, RECV or RANGE


@dataclass
class FieldFacts:
    """Channel-field operations of one package, gathered on first use."""

    index: PackageIndex
    types: Types
    effects: EffectsAnalyzer
    reach: Reach | None = None  # callers, for buffer sizes passed as parameters
    ops: dict[FieldKey, FieldOps] = field(default_factory=dict)
    operations: list[Operation] = field(default_factory=list)  # blocking ones, in order
    _built: bool = False
    _accessors: dict[tuple[str, str], list[Node]] | None = None

    def of(self, key: FieldKey) -> FieldOps | None:
        self._build()
        return self.ops.get(key)

    def blocking_operations(self) -> list[Operation]:
        self._build()
        return self.operations

    def unfed_receives(self) -> list[Operation]:
        """Receives (and ranges) from a field nothing in the package sends on or closes, that
        some code stores a channel into (a field never set is nil: another rule's)."""
        found = []
        for operation in self.blocking_operations():
            ops = self.ops[operation.key]
            if operation.kind != UseKind.SEND and not ops.fed and ops.makes:
                found.append(operation)
        return found

    def abandoned_sends(self, stops: Callable[[Node, Node], bool]) -> list[Operation]:
        """Sends that cannot give up, on an unbuffered field whose every receiver is a loop
        that can stop receiving (``stops(receive, function)``): once it has, the next send
        waits forever. Fields nothing receives from are :meth:`undrained_sends`."""
        found = []
        for operation in self.blocking_operations():
            ops = self.ops[operation.key]
            if operation.kind != UseKind.SEND or not ops.unbuffered:
                continue
            if ops.foreign or ops.escapes or ops.outside_receives or ops.indirect_receives:
                continue
            receivers = ops.receive_sites
            if not receivers or any(function == operation.function for _, function in receivers):
                continue
            if all(stops(node, function) for node, function in receivers):
                found.append(operation)
        return found

    def undrained_sends(self) -> list[Operation]:
        """Sends on an unbuffered field nothing in the package receives from."""
        found = []
        for operation in self.blocking_operations():
            ops = self.ops[operation.key]
            if operation.kind == UseKind.SEND and not ops.drained and ops.unbuffered:
                found.append(operation)
        return found

    # Gathering ----------------------------------------------------------------------------

    def _build(self) -> None:
        if self._built:
            return
        self._built = True
        by_name: dict[str, list[FieldKey]] = {}
        for struct in sorted(self.index.struct_types):
            for name in self.index.channel_fields(struct):
                key = FieldKey(struct, name)
                self.ops[key] = FieldOps(key, escapes=self._open(name))
                by_name.setdefault(name, []).append(key)
        if not by_name:
            return
        structs = sorted({k.struct for keys in by_name.values() for k in keys})
        query = _mentions_query(sorted(by_name), structs)
        for declaration in self._declarations_mentioning(by_name):
            self._scan(declaration, by_name, query)
        self._scan_accessors(by_name)

    def _open(self, member: str) -> bool:
        """Other packages can reach a field or method of that name: it is exported (the type
        need not be: a value of an unexported type reaches them through an exported
        function's result or an interface), and the package is one others can import."""
        if self.index.name == "main" or self.index.name.endswith("_test"):
            return False
        return _exported(member)

    def _declarations_mentioning(self, by_name: dict[str, list[FieldKey]]) -> list[Node]:
        words = [f".{name}".encode() for name in by_name]
        words += [f"{name}:".encode() for name in by_name]
        found: dict[Node, None] = {}
        for go_file in self.index.files:
            for declaration in go_file.declarations_containing(words):
                found.setdefault(declaration, None)
        # Positional composite literals name no field: every literal of a struct with
        # channel fields counts too.
        structs = {k.struct for keys in by_name.values() for k in keys}
        literal_words = [f"{name}{{".encode() for name in structs]
        for go_file in self.index.files:
            for declaration in go_file.declarations_containing(literal_words):
                found.setdefault(declaration, None)
        return list(found)

    def _scan(self, declaration: Node, by_name: dict[str, list[FieldKey]], query: str) -> None:
        if declaration.type not in syntax.FUNCTION_TYPES:
            return
        resolution = self.index.resolution(declaration)
        found = captures(query, declaration)
        for selector in found.get("selector", []):
            keys = by_name.get(syntax.text(selector.child_by_field_name("field")))
            if keys is None:
                continue
            key = self.types.field_key(selector)
            if key is not None and key not in self.ops:
                continue  # a field of that name on a struct without a channel there
            function = resolution.owner(selector) or declaration
            use = expression_use(selector, _path_for(selector, function), function, resolution)
            targets = [key] if key is not None else keys
            for target in targets:
                self._record(target, selector, use, function)
        for literal in found.get("literal", []):
            self._literal(literal, declaration)

    def _record(self, key: FieldKey, node: Node, use: Use, function: Node) -> None:
        ops = self.ops[key]
        kind = use.kind
        if kind == UseKind.SEND:
            ops.sends += 1
            ops.send_sites.append((node, function))
            self._operation(key, node, function, kind)
        elif kind in (UseKind.RECV, UseKind.RANGE):
            ops.receives += 1
            ops.receive_sites.append((node, function))
            self._operation(key, node, function, kind)
        elif kind == UseKind.CLOSE:
            ops.closes += 1
            ops.close_sites.append((node, function))
        elif kind == UseKind.ASSIGNED:
            self._stored(ops, use.value, node)
        elif kind == UseKind.FLOWS:
            self._alias(key, use, function)
        elif kind == UseKind.ARG:
            self._passed(ops, use)
        elif kind == UseKind.QUERY:
            return
        elif not self._accessor_return(node, key):
            ops.escapes = True

    def _operation(self, key: FieldKey, node: Node, function: Node, kind: UseKind) -> None:
        site = blocking_site(node, kind)
        if site is not None:
            self.operations.append(Operation(site, key, function, kind))

    def _stored(self, ops: FieldOps, value: Node | None, at: Node) -> None:
        value = syntax.unparen(value)
        if value is None:
            ops.foreign = True
            return
        if value.type == "nil":
            return
        made = syntax.make_channel(value)
        if made is None:
            ops.foreign = True
            return
        ops.makes.append(value)
        capacity = made[1]
        if capacity is None:
            ops.capacities.add(0)
            return
        number = self.index.constant(capacity)
        passed = self._passed_capacities(capacity) if number is None else None
        if passed is not None:
            ops.capacities.update(passed)
        else:
            ops.capacities.add(number)

    def _passed_capacities(self, capacity: Node) -> frozenset[int] | None:
        """``make(chan T, size)`` with ``size`` a parameter: the constants every call of the
        function passes for it (``newWatcher(0)``), when only those calls can run it."""
        node = syntax.unparen(capacity)
        if self.reach is None or node is None or node.type != "identifier":
            return None
        var = self.index.resolution(node).var_of(node)
        return self.reach.parameter_constants(var) if var is not None else None

    def _alias(self, key: FieldKey, use: Use, function: Node) -> None:
        """``ch := s.done``: the local variable's uses are the field's."""
        ops = self.ops[key]
        target = use.target
        if target is None or target[1] is not None or target[0].kind != "local":
            ops.escapes = True
            return
        paths = self.effects.expand(function, frozenset({target}))
        for alias in self.index.uses_within(function):
            if alias.path not in paths:
                continue
            if alias.kind == UseKind.ASSIGNED:
                continue  # the copy itself, or a new value for the variable
            if alias.kind == UseKind.FLOWS and alias.target in paths:
                continue
            self._record(key, alias.node, alias, alias.function)

    def _passed(self, ops: FieldOps, use: Use) -> None:
        """Passed to a function: its summary says what it does with the parameter."""
        call = use.call
        callee = self.index.callee(call) if call is not None else None
        if callee is None or callee[0].type == "func_literal" or use.index < 0:
            ops.escapes = True
            return
        receives = self._receiving_parameter(callee[0], use.index)
        if receives:
            ops.receives += len(receives)
            ops.receive_sites.extend((node, callee[0]) for node in receives)
            return
        _apply(ops, self.effects.summary(callee[0], use.index, None))

    def _receiving_parameter(self, function: Node, position: int) -> list[Node]:
        """The receives from parameter ``position`` in ``function``'s own code, when that is
        all the function does with it (``func drain(in <-chan T, quit ...)``): they are the
        field's receive sites, as if written where the field is named."""
        param = self.index.param_var(function, position)
        if param is None:
            return []
        found: list[Node] = []
        for use in self.index.uses_within(function):
            if use.path[0] is not param:
                continue
            if use.path[1] is not None or use.function != function:
                return []
            if use.kind in (UseKind.RECV, UseKind.RANGE):
                found.append(use.node)
            elif use.kind != UseKind.QUERY:
                return []
        return found

    def _literal(self, literal: Node, declaration: Node) -> None:
        """Values stored by a composite literal of a struct with channel fields."""
        struct = struct_name(literal.child_by_field_name("type"))
        body = literal.child_by_field_name("body")
        if struct is None or body is None:
            return
        elements = [
            c for c in body.named_children if c.type in ("keyed_element", "literal_element")
        ]
        names = list(self.index.channel_fields(struct))
        if not names:
            return
        order = field_order(self.index.struct_types.get(struct))
        for position, element in enumerate(elements):
            if element.type == "keyed_element":
                parts = [c for c in element.named_children if c.type == "literal_element"]
                if len(parts) != 2:
                    continue
                key_node = parts[0].named_children[0] if parts[0].named_children else None
                name = syntax.text(key_node) if key_node is not None else ""
                value = parts[1].named_children[0] if parts[1].named_children else None
            else:
                name = order[position] if position < len(order) else ""
                value = element.named_children[0] if element.named_children else None
            key = FieldKey(struct, name)
            if key in self.ops:
                self._stored(self.ops[key], value, element)

    # Accessors ----------------------------------------------------------------------------

    def _accessor_return(self, node: Node, key: FieldKey) -> bool:
        """The field's value is returned by an accessor method (judged at its callers)."""
        return any(node in returned for returned in self._accessor_returns().values())

    def _accessor_returns(self) -> dict[tuple[str, str], list[Node]]:
        """``(type, method)`` -> the receiver-field selectors an accessor method returns."""
        if self._accessors is None:
            self._accessors = {}
            for (struct, method), definition in self.index.methods.items():
                returned = _accessor(definition.file, definition.node)
                if returned is not None:
                    self._accessors[(struct, method)] = returned
        return self._accessors

    def _scan_accessors(self, by_name: dict[str, list[FieldKey]]) -> None:
        accessors = self._accessor_returns()
        if not accessors:
            return
        keys: dict[tuple[str, str], FieldKey] = {}
        for (struct, method), returned in accessors.items():
            key = self.types.field_key(returned[0])
            if key is None or key not in self.ops:
                continue
            keys[(struct, method)] = key
            definition = self.index.methods[(struct, method)]
            if not self._open(method):
                continue
            if _receive_only(definition.node):
                self.ops[key].outside_receives = True
            else:
                self.ops[key].escapes = True  # other packages may close or send on it
        if not keys:
            return
        words = [f".{method}(".encode() for _, method in keys]
        for go_file in self.index.files:
            for declaration in go_file.declarations_containing(words):
                if declaration.type not in syntax.FUNCTION_TYPES:
                    continue
                self._accessor_calls(declaration, keys)

    def _accessor_calls(self, declaration: Node, keys: dict[tuple[str, str], FieldKey]) -> None:
        key: FieldKey | None
        resolution = self.index.resolution(declaration)
        methods = {method for _, method in keys}
        for call in method_calls(self.index.file_of(declaration), sorted(methods), declaration):
            definition = self.types.callee(call)
            if definition is None or definition.receiver_type is None:
                implementers = self._through_interface(call, keys)
                if implementers:
                    owner = resolution.owner(call) or declaration
                    use = expression_use(call, _path_for(call, owner), owner, resolution)
                    for implementer in implementers:
                        _record_indirect(self.ops[implementer], use.kind)
                continue
            key = keys.get((definition.receiver_type, definition.name))
            if key is None:
                continue
            owner = resolution.owner(call) or declaration
            use = expression_use(call, _path_for(call, owner), owner, resolution)
            self._record(key, call, use, owner)

    def _through_interface(
        self, call: Node, keys: dict[tuple[str, str], FieldKey]
    ) -> list[FieldKey]:
        """The fields a call of an accessor through a package interface may return: the
        operand's type is an interface of the package with that method, and every type of
        the package with a method of that name is an accessor of a field followed here."""
        holders = self.types.dispatched(call)
        if not holders:
            return []
        method = holders[0].name
        found = [key for (_, m), key in keys.items() if m == method]
        return found if len(found) == len(holders) else []


def _record_indirect(ops: FieldOps, kind: UseKind) -> None:
    """An operation that may be on the field (through an interface): counted, as an
    indirect one, with no site to judge; anything else hands the field off."""
    if kind == UseKind.SEND:
        ops.sends += 1
        ops.indirect_feeds += 1
    elif kind == UseKind.CLOSE:
        ops.closes += 1
        ops.indirect_feeds += 1
    elif kind in (UseKind.RECV, UseKind.RANGE):
        ops.receives += 1
        ops.indirect_receives += 1
    elif kind != UseKind.QUERY:
        ops.escapes = True


def _mentions_query(fields: list[str], structs: list[str]) -> str:
    """A query for the selectors of these field names and the literals of these structs."""
    names = " ".join(f'"{n}"' for n in fields)
    types = " ".join(f'"{s}"' for s in structs)
    return (
        f"(selector_expression field: (field_identifier) @_f (#any-of? @_f {names})) @selector\n"
        f"(composite_literal type: (type_identifier) @_t (#any-of? @_t {types})) @literal\n"
    )


def _apply(ops: FieldOps, callee: Effects) -> None:
    """A callee's effects (and its goroutines') on the parameter holding the channel."""
    for effects in (callee, *callee.all_goroutines()):
        _apply_one(ops, effects)


def _apply_one(ops: FieldOps, effects: Effects) -> None:
    if effects.sends or effects.blocking_sends:
        ops.sends += 1
        ops.indirect_feeds += 1
    if effects.free_ops:  # a select case: it may send or receive
        ops.sends += 1
        ops.receives += 1
        ops.indirect_receives += 1
        ops.indirect_feeds += 1
    if effects.closes:
        ops.closes += 1
        ops.indirect_feeds += 1
    if effects.receives:
        ops.receives += 1
        ops.indirect_receives += 1
    if effects.escapes:
        ops.escapes = True


def blocking_site(node: Node, kind: UseKind) -> Node | None:
    """Where an operation waits: the send statement, the receive (or its statement), the
    range statement; None when it is a select case with other ways out."""
    if kind == UseKind.RANGE:
        clause = node.parent
        while clause is not None and clause.type != "range_clause":
            clause = clause.parent
        return clause.parent if clause is not None else None
    operation = node.parent
    while operation is not None and operation.type == "parenthesized_expression":
        operation = operation.parent
    if operation is None:
        return None
    case = syntax.communication_case(operation)
    select = case.parent if case is not None else None
    if case is None or select is None:
        return operation
    cases = [c for c in select.named_children if c.type in ("communication_case", "default_case")]
    # A one-case select is a plain wait (Go compiles it to one, and blocks on the case).
    return case.child_by_field_name("communication") if len(cases) == 1 else None


def _path_for(node: Node, function: Node) -> Path:
    """A path naming an expression that is no local variable (a field, a call's result)."""
    return Var(syntax.text(node), node, function, "field"), None


def _accessor(go_file: GoFile, method: Node) -> list[Node] | None:
    """The receiver-field selectors a method returns, when it only ever returns one of them
    (or nil) as its single result: ``return s.done``."""
    body = method.child_by_field_name("body")
    if body is None:
        return None
    receiver, _ = syntax.receiver(method)
    if receiver is None:
        return None
    returned: list[Node] = []
    keywords = tokens(go_file, b"return", body)
    for keyword in keywords:
        statement = keywords.parent(keyword)
        if statement is None or syntax.enclosing_function(statement) != method:
            continue
        values = syntax.returned_values(statement)
        if not values:
            return None
        value = syntax.unparen(values[0])  # the first result
        if value is None:
            return None
        if value.type == "nil":
            continue
        if value.type != "selector_expression":
            return None
        operand = syntax.unparen(value.child_by_field_name("operand"))
        if (
            operand is None
            or operand.type != "identifier"
            or syntax.text(operand) != syntax.text(receiver)
        ):
            return None
        returned.append(value)
    return returned or None


def _receive_only(method: Node) -> bool:
    result = method.child_by_field_name("result")
    if result is None or result.type != "channel_type":
        return False
    tokens = [c.type for c in result.children if not c.is_named]
    return tokens[:2] == ["<-", "chan"]


def field_order(struct: Node | None) -> list[str]:
    """Field names in declaration order (an embedded field is named by its type)."""
    if struct is None:
        return []
    body = next((c for c in struct.named_children if c.type == "field_declaration_list"), None)
    names: list[str] = []
    for declaration in body.named_children if body is not None else []:
        if declaration.type != "field_declaration":
            continue
        declared = declaration.children_by_field_name("name")
        if declared:
            names.extend(syntax.text(n) for n in declared)
        else:
            kind = declaration.child_by_field_name("type")
            names.append(syntax.text(kind).lstrip("*").rpartition(".")[2] if kind else "")
    return names


_EXPORTED = re.compile(r"^[A-Z]")


def _exported(name: str) -> bool:
    return bool(_EXPORTED.match(name))
