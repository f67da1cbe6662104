"""What a method returns when called on an object its function made with a literal.

A struct field that no code of the package assigns (``p.Policy = f``) or lends
(``&p.Policy``) holds, for an object's whole life, what the composite literal that made it
gave, or the zero value of its type when the literal leaves it out. A method called on an
object the function made with a literal runs with those fields known: its tests of them
(``if p.Policy != nil {``) decide their branches, and what the ``return`` statements it
can still reach give is what the call returns there.

A field may also hold a listener the object's maker made (``&Listener{Listener: l}``, with
``l`` from ``net.Listen``) that nothing but the maker's own ``Close`` calls, if any, and
the object's other methods can close: until then the listener's ``Accept`` returns no
error, and a wrapper's ``Accept`` fails only where the wrapped one did or past tests the
literal rules out. The maker is the function itself, or a package function whose one
``return`` of an object gives that literal (a test's ``listen(t)`` helper), the listener
made there and used for nothing else.

Only objects bound once to a local that the function otherwise only calls methods on, or
reads fields of, are read: handed anywhere else, someone else may close their listener.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Literal

from goleaklint import syntax
from goleaklint.dataflow.cfg import Kind
from goleaklint.dataflow.listeners import own_listener
from goleaklint.dataflow.package import (
    RETURNS_QUERY,
    PackageIndex,
    declared_value,
    int_value,
    returned_value,
)
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.types import Types
from goleaklint.dataflow.uses import Use, UseKind, method_calls_on
from goleaklint.dataflow.values import CONDITIONS_QUERY, NIL, NONNIL, Slot, Value, zero_value
from goleaklint.parse import Node

Results = tuple[Value, ...]
OPEN_ACCEPT: Results = (None, NIL)
KEEPING_METHODS = frozenset({"Accept", "Addr"})  # a listener's methods that do not close it
_RECEIVER_TEST = re.compile(rb"\bif\b[^\n{]*?\b(\w+)\.\w+")  # ``if p.Policy != nil {``


@dataclass(frozen=True)
class _Run:
    """A method run on an object made by a literal: what it returns, and whether each of
    its returns comes only after an ``Accept`` of a listener the object holds."""

    results: Results | None
    connected: bool


@dataclass(frozen=True)
class _Made:
    """A local bound once to an object made by a literal of a package struct."""

    var: Var
    struct: str
    literal: Node  # the composite literal
    listeners: frozenset[str]  # fields holding a listener only the object closes
    closes: tuple[Node, ...]  # the function's own calls that may close those listeners
    addressed: bool = False  # a listener's address is read other than through the object


@dataclass
class LiteralObjects:
    """Fields fixed by construction, and method results on objects made with literals."""

    index: PackageIndex
    types: Types
    _fixed: dict[tuple[str, str], bool] = field(default_factory=dict)
    _overwriting: dict[str, bool] = field(default_factory=dict)
    _tested: frozenset[str] | None = None
    _making: re.Pattern[bytes] | Literal[False] | None = None
    _calls: dict[Node, dict[Node, Results]] = field(default_factory=dict)
    _method_calls_of: dict[Node, list[tuple[_Made, Node, str, bool]]] = field(default_factory=dict)
    _runs: dict[tuple[Node, str, bool], _Run | None] = field(default_factory=dict)
    _makers: dict[Node, Node | None] = field(default_factory=dict)

    def call_results(self, function: Node) -> dict[Node, Results]:
        """The function's own calls of methods on objects it made with a literal, with
        what each returns there, where that is known."""
        found = self._calls.get(function)
        if found is None:
            found = {
                call: results
                for made, call, method, open_here in self._method_calls(function)
                if (results := self._method_results(made, method, open_here)) is not None
            }
            self._calls[function] = found
        return found

    def connecting_calls(self, function: Node) -> dict[Node, Var]:
        """The function's own calls on objects it made around a listener of its own whose
        address nothing reads but through the object, that return only once that listener
        has accepted a connection (``pl.Accept()`` on ``&Listener{Listener: l}``), with the
        variable holding the object."""
        return {
            call: made.var
            for made, call, method, open_here in self._method_calls(function)
            if open_here
            and made.listeners
            and not made.addressed
            and (run := self._run(made, method, open_here)) is not None
            and run.connected
        }

    def _method_calls(self, function: Node) -> list[tuple[_Made, Node, str, bool]]:
        """The function's own method calls on its objects made with a literal, each with
        whether the listeners the object holds are still open there."""
        found = self._method_calls_of.get(function)
        if found is not None:
            return found
        found = []
        cfg = self.index.cfg(function)
        resolution = self.index.resolution(function)
        for made in self._made_objects(function):
            closed = cfg.from_first(made.closes)
            for call, _, method in method_calls_on(function, {(made.var, None)}, resolution):
                block = cfg.block_for(call)
                open_here = closed is not None and block is not None and block.id not in closed
                found.append((made, call, method, open_here))
        self._method_calls_of[function] = found
        return found

    # Objects -------------------------------------------------------------------------------

    def _made_objects(self, function: Node) -> Iterator[_Made]:
        if not self._may_make(function):
            return
        uses: dict[Var, list[Use]] = {}
        for use in self.index.uses_within(function):
            uses.setdefault(use.path[0], []).append(use)
        for var, var_uses in uses.items():
            if var.owner != function or var.kind != "local":
                continue
            value = syntax.unparen(declared_value(var))
            if value is None:
                continue
            literal, maker = self._literal_of(value)
            struct = _struct_of(literal)
            if literal is None or struct is None or struct not in self._tested_structs():
                continue
            closes = _only_called(var, var_uses, function)
            if closes is None:
                continue
            listeners: dict[str, tuple[list[Node], bool]] = {}
            for name, held in _fields(literal).items():
                if held.type != "identifier":
                    continue
                own = self._listener_closes(maker or function, held, literal)
                if own is not None and not (maker is not None and own[0]):
                    listeners[name] = own  # (a maker's close runs before it returns it)
            yield _Made(
                var,
                struct,
                literal,
                frozenset(listeners),
                tuple(closes) + tuple(c for own, _ in listeners.values() for c in own),
                any(addressed for _, addressed in listeners.values()),
            )

    def _literal_of(self, value: Node) -> tuple[Node | None, Node | None]:
        """The composite literal that made the value (``&T{...}``, ``T{...}``), or that the
        package function it calls always gives, with that function."""
        node = _unaddressed(value)
        if node is not None and node.type == "composite_literal":
            return node, None
        if value.type != "call_expression":
            return None, None
        definition = self.types.callee(value)
        if definition is None or definition.node.type != "function_declaration":
            return None, None
        maker = definition.node
        if maker not in self._makers:
            self._makers[maker] = self._sole_literal_returned(maker)
        literal = self._makers[maker]
        return (literal, maker) if literal is not None else (None, None)

    def _sole_literal_returned(self, function: Node) -> Node | None:
        """The one composite literal every ``return`` of the function that gives an object
        gives first (others give ``nil``)."""
        found: Node | None = None
        returns = self.index.resolution(function).owned(RETURNS_QUERY, "return", function)
        for statement in returns:
            values = syntax.returned_values(statement)
            first = syntax.unparen(values[0]) if values else None
            if first is not None and first.type == "nil":
                continue
            literal = _unaddressed(first) if first is not None else None
            if literal is None or literal.type != "composite_literal" or found is not None:
                return None
            found = literal
        return found

    def _listener_closes(
        self, maker: Node, held: Node, literal: Node
    ) -> tuple[list[Node], bool] | None:
        """The maker's own ``Close`` calls of ``held``, a listener it made and otherwise
        only puts in the literal (:func:`listeners.own_listener`), and whether it asks the
        address (None: not such a listener)."""
        var = self.index.resolution(maker).var_of(held)
        if var is None:
            return None
        own = own_listener(self.index, maker, var, self.index.uses_within(maker), placed_in=literal)
        return (list(own.closes), own.addressed) if own is not None else None

    # Methods -------------------------------------------------------------------------------

    def _method_results(self, made: _Made, method: str, open_here: bool) -> Results | None:
        """What ``method`` returns on the object: its returns reachable with the fields the
        literal fixes known (and, while ``open_here``, its listeners' ``Accept`` calls
        giving no error), where they agree."""
        run = self._run(made, method, open_here)
        return run.results if run is not None else None

    def _run(self, made: _Made, method: str, open_here: bool) -> _Run | None:
        key = (made.literal, method, open_here)
        if key in self._runs:
            return self._runs[key]
        self._runs[key] = None
        definition = self.types.method(made.struct, method)
        function = definition.node if definition is not None else None
        if function is None or definition is None or definition.receiver_type != made.struct:
            return None
        receiver = self.index.param_var(function, -1)
        count = syntax.result_count(function)
        if receiver is None or not count:
            return None
        seeds = self._field_seeds(made, function, receiver)
        calls = self._field_calls(made, function, receiver)
        accepts: dict[Node, Results] = {}
        if open_here and made.listeners:
            paths = {(receiver, name) for name in made.listeners}
            resolution = self.index.resolution(function)
            accepts = {
                call: OPEN_ACCEPT
                for call, _, name in method_calls_on(function, paths, resolution)
                if name == "Accept"
            }
        if not seeds and not accepts and not calls:
            return None
        values = self.index.path_values(function).seeded(seeds)
        values = values.with_results({**calls, **accepts})
        cfg = values.cfg
        reached = values.reachable()
        returns = [
            block
            for block in cfg.blocks
            if block.kind == Kind.RETURN and block.id in reached and block.node is not None
        ]
        known: list[Value] | None = None
        for block in returns:
            returned = syntax.returned_values(block.node) if block.node is not None else []
            if len(returned) != count:
                known = [None] * count
                break
            seen = [returned_value(v) for v in returned]
            known = (
                seen
                if known is None
                else [a if a == b else None for a, b in zip(known, seen, strict=True)]
            )
        gates = frozenset(b for call in accepts if (b := cfg.block_id_for(call)) is not None)
        connected = bool(gates) and all(cfg.always_through(b.id, gates) for b in returns)
        results = tuple(known) if known is not None and any(v is not None for v in known) else None
        self._runs[key] = _Run(results, connected)
        return self._runs[key]

    def _field_seeds(self, made: _Made, method: Node, receiver: Var) -> dict[Slot, Value]:
        """The receiver's fields the method tests that construction fixes, with the values
        the literal gives them (or their type's zero value)."""
        seeds: dict[Slot, Value] = {}
        resolution = self.index.resolution(method)
        for condition in resolution.owned(CONDITIONS_QUERY, "condition", method):
            for node in (condition, *syntax.descendants_outside_closures(condition)):
                if node.type != "selector_expression":
                    continue
                operand = node.child_by_field_name("operand")
                if operand is None or resolution.var_of(operand) != receiver:
                    continue
                name = syntax.text(node.child_by_field_name("field"))
                if (receiver, name) in seeds or not self._fixed_field(made.struct, name):
                    continue
                value = self._field_value(made.struct, name, made.literal)
                if value is not None:
                    seeds[(receiver, name)] = value
        return seeds

    def _field_calls(self, made: _Made, method: Node, receiver: Var) -> dict[Node, Results]:
        """The method's calls of a function the object holds in a field construction fixes
        (``p.Policy(addr)``, the literal giving ``Policy: policyFunc``), with what that
        function returns, where every ``return`` of it agrees."""
        given = _fields(made.literal)
        resolution = self.index.resolution(method)
        found: dict[Node, Results] = {}
        for call in syntax.descendants_outside_closures(method):
            if call.type != "call_expression":
                continue
            callee = syntax.unparen(call.child_by_field_name("function"))
            if callee is None or callee.type != "selector_expression":
                continue
            operand = callee.child_by_field_name("operand")
            name = syntax.text(callee.child_by_field_name("field"))
            if operand is None or resolution.var_of(operand) != receiver or name not in given:
                continue
            if not self._fixed_field(made.struct, name):
                continue
            function = self._function_value(given[name])
            results = self.index.results_of(function) if function is not None else None
            if results is not None and any(v is not None for v in results):
                found[call] = results
        return found

    def _function_value(self, value: Node) -> Node | None:
        """The function a field's value in a literal is: a function literal, a local bound
        only to one, or a function of the package named."""
        node = syntax.unparen(value)
        if node is None:
            return None
        if node.type == "func_literal":
            return node
        if node.type != "identifier":
            return None
        var = self.index.resolution(node).var_of(node)
        if var is None:
            definition = self.index.functions.get(syntax.text(node))
            return definition.node if definition is not None else None
        bound = declared_value(var)
        if var.kind != "local" or bound is None or bound.type != "func_literal":
            return None
        assigned = [
            use
            for use in self.index.uses(var.owner)
            if use.path == (var, None)
            and (use.kind == UseKind.ASSIGNED or syntax.address_taken(use.node))
            and use.node != var.decl
        ]
        return bound if not assigned else None

    def _field_value(self, struct: str, name: str, literal: Node) -> Value:
        """What the literal gives the field: its value, or, when a keyed literal leaves out
        the field (or the struct embedding it, one level down), the zero value of its type
        (a positional literal names no field)."""
        given = _fields(literal)
        if name in given:
            value = _literal_value(given[name], self.index.constants)
            if value is None and self._function_value(given[name]) is not None:
                return NONNIL  # a function: never nil
            return value
        declared = self.types.field(struct, name)
        if declared is None or not _keyed(literal):
            return None
        if declared[1] != struct and declared[1] in given:
            return None  # the embedded struct's value is spelled out: not read
        if declared[1] != struct and declared[1] not in self.types.embedded(struct):
            return None  # embedded further down: which one the literal sets is not read
        kind = declared[0]
        if kind.type == "type_identifier":
            underlying = self.index.named_types.get(syntax.text(kind))
            kind = underlying if underlying is not None else kind
        return zero_value(kind)

    # Fields --------------------------------------------------------------------------------

    def _tested_structs(self) -> frozenset[str]:
        """The package's structs some method of which tests a field of its receiver in an
        ``if`` (most have none, and their objects are not read)."""
        if self._tested is None:
            found: set[str] = set()
            for (owner, _), definition in self.index.methods.items():
                if owner in found or owner not in self.index.struct_types:
                    continue
                name, _ = syntax.receiver(definition.node)
                node = definition.node
                text = definition.file.source[node.start_byte : node.end_byte]
                receiver = syntax.text(name).encode() if name is not None else None
                if receiver and any(m.group(1) == receiver for m in _RECEIVER_TEST.finditer(text)):
                    found.add(owner)
            self._tested = frozenset(found)
        return self._tested

    def _may_make(self, function: Node) -> bool:
        """The function's text spells a literal of a tested struct (``S{``), or a call of a
        package function whose text returns one: only then can it hold such an object."""
        if self._making is None:
            structs = self._tested_structs()
            self._making = False
            if structs:
                names = "|".join(re.escape(name) for name in sorted(structs))
                literal = re.compile(rf"\b(?:{names})\s*\{{".encode())
                returning = re.compile(rf"\breturn\s+&?(?:{names})\s*\{{".encode())
                makers = sorted(
                    definition.name
                    for definition in self.index.functions.values()
                    if returning.search(
                        definition.file.source, definition.node.start_byte, definition.node.end_byte
                    )
                )
                alternatives = [literal.pattern.decode()]
                if makers:
                    called = "|".join(re.escape(name) for name in makers)
                    alternatives.append(rf"\b(?:{called})\(")
                self._making = re.compile("|".join(alternatives).encode())
        if self._making is False:
            return False
        return self.index.matches(function, self._making)

    def _overwrites_receiver(self, struct: str) -> bool:
        """A method of the struct assigns a whole value through its receiver
        (``*s = sink{}``), which sets every field."""
        if struct not in self._overwriting:
            self._overwriting[struct] = self._finds_overwrite(struct)
        return self._overwriting[struct]

    def _finds_overwrite(self, struct: str) -> bool:
        for (owner, _), definition in self.index.methods.items():
            name, _ = syntax.receiver(definition.node)
            if owner != struct or name is None:
                continue
            node = definition.node
            pattern = rb"\*\s*" + re.escape(syntax.text(name).encode()) + rb"\s*=(?!=)"
            if re.search(pattern, definition.file.source[node.start_byte : node.end_byte]):
                return True
        return False

    def _fixed_field(self, struct: str, name: str) -> bool:
        """No code of the package assigns a field of that name, steps it or lends it: every
        object keeps what its literal gave."""
        key = (struct, name)
        found = self._fixed.get(key)
        if found is None:
            field_name = re.escape(name.encode())
            changed = re.compile(
                rb"\." + field_name + rb"\b[^\n;]*?(?<![=!<>:])=(?!=)"
                rb"|\." + field_name + rb"\b\s*(?:\+\+|--)"
                rb"|&[^\s;,=]*\." + field_name + rb"\b"
            )
            found = (
                self.types.field(struct, name) is not None
                and not any(changed.search(go_file.source) for go_file in self.index.files)
                and not self._overwrites_receiver(struct)
            )
            self._fixed[key] = found
        return found


def _only_called(var: Var, uses: list[Use], function: Node) -> list[Node] | None:
    """The calls on the variable that may close what its object holds (every method but a
    listener's ``Accept`` and ``Addr``), when it is bound once and otherwise only has
    methods called on it, those by the function itself, and fields read (None: used
    otherwise)."""
    closes: list[Node] = []
    for use in uses:
        if use.kind == UseKind.ASSIGNED and use.path[1] is None:
            if use.node != var.decl:
                return None
        elif syntax.address_taken(use.node):
            return None
        elif use.kind == UseKind.RECEIVER and use.path[1] is None and use.call is not None:
            if use.method in KEEPING_METHODS:
                continue
            if use.function != function:
                return None  # a literal may run it at any time
            closes.append(use.call)
        elif use.path[1] is None or use.kind == UseKind.ASSIGNED:
            return None
    return closes


def _fields(literal: Node) -> dict[str, Node]:
    """The keyed fields of a composite literal and their values."""
    body = literal.child_by_field_name("body")
    found: dict[str, Node] = {}
    for element in body.named_children if body is not None else []:
        if element.type != "keyed_element":
            continue
        key = element.child_by_field_name("key")
        value = element.child_by_field_name("value")
        key_node = key.named_children[0] if key is not None and key.named_children else None
        value_node = value.named_children[0] if value is not None and value.named_children else None
        if key_node is not None and key_node.type == "identifier" and value_node is not None:
            found[syntax.text(key_node)] = value_node
    return found


def _keyed(literal: Node) -> bool:
    """Every element of the literal names its field (``T{a: 1}``, or ``T{}``)."""
    body = literal.child_by_field_name("body")
    return body is not None and all(
        e.type == "keyed_element" for e in body.named_children if e.type != "comment"
    )


def _literal_value(node: Node, constants: dict[str, int]) -> Value:
    """What the domain knows of a field's value in a literal: nil or not, a boolean, an
    integer constant."""
    known = returned_value(node)
    return known if known is not None else int_value(node, constants)


def _unaddressed(value: Node | None) -> Node | None:
    node = syntax.unparen(value)
    if node is not None and node.type == "unary_expression" and syntax.token(node, "&"):
        return syntax.unparen(node.child_by_field_name("operand"))
    return node


def _struct_of(literal: Node | None) -> str | None:
    kind = literal.child_by_field_name("type") if literal is not None else None
    return syntax.text(kind) if kind is not None and kind.type == "type_identifier" else None
