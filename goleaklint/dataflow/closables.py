"""Objects a function makes and alone closes, and what their methods return until then.

Many objects fail only once closed: a ``Write`` of a queue returns ``ErrClosed`` only past
``if q.closed {``, and ``closed`` turns true only in ``Close``; ``Accept`` on a
``net.Listener`` fails only once the listener is closed. A function that makes such an
object, and is the only code that may close it, knows what the object's methods return
to its goroutines until its first use that may close it: their error results are ``nil``.

For a type of the package this is read from its methods (:meth:`Closables.open_results`):
a *closed flag* is a ``bool`` field; every ``return`` of a method that sits outside every
``if x.flag {`` test of its receiver is one the method can take while the flag is false,
and what those returns give (``nil``, ``true``, ``false``) is what a call returns while the
object is open. A use of the object may close it when it sets one of its flags (to
anything but ``false``), calls a method that may set its receiver's (directly, through
the receiver's other methods, or by handing the receiver on), or hands the object
anywhere else. An object is open when it is made (the zero value, ``new``, a literal
setting no flag, or a package function returning one it only kept open) until the
first such use.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from goleaklint import syntax
from goleaklint.dataflow.listeners import own_listeners
from goleaklint.dataflow.package import (
    RETURNS_QUERY,
    PackageIndex,
    agreed_returns,
    made_value,
    returned_objects,
)
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.types import Types, struct_name
from goleaklint.dataflow.uses import Path, Use, UseKind, method_calls_on
from goleaklint.dataflow.values import NIL, Value
from goleaklint.parse import Node

Results = tuple[Value, ...]
FIELD_TEST = re.compile(rb"\bif\s+\w+\.(\w+)\s*\{")  # ``if q.closed {``
ACCEPT_CALL = re.compile(rb"\.Accept\(")


@dataclass(frozen=True)
class OwnClosable:
    """A variable of the function holding an object that only the function's own code may
    close: where it may (``closes``), and what its methods return until then."""

    var: Var
    closes: tuple[Node, ...]
    results: Mapping[str, Results]


@dataclass
class Closables:
    """Closed flags of the package's types, and the objects each function alone closes."""

    index: PackageIndex
    types: Types
    _flags: dict[str, tuple[str, ...]] = field(default_factory=dict)
    _open: dict[tuple[str, str], Results | None] = field(default_factory=dict)
    _own: dict[Node, list[OwnClosable]] = field(default_factory=dict)
    _listeners: dict[Node, list[OwnClosable]] = field(default_factory=dict)
    _keeping: dict[tuple[str, str], bool] = field(default_factory=dict)
    _constructors: dict[tuple[str, Node], bool] = field(default_factory=dict)
    _names: re.Pattern[bytes] | Literal[False] | None = None

    def own(self, function: Node) -> list[OwnClosable]:
        """The function's listeners (:func:`own_listeners`) and its objects of the
        package's types (:meth:`own_objects`)."""
        return self._own_listeners(function) + self.own_objects(function)

    def _own_listeners(self, function: Node) -> list[OwnClosable]:
        found = self._listeners.get(function)
        if found is None:
            found = [
                OwnClosable(own.var, own.closes, {"Accept": (None, NIL)})
                for own in own_listeners(self.index, function)
            ]
            self._listeners[function] = found
        return found

    def _callable(self, function: Node, kinds: tuple[bool, bool]) -> list[OwnClosable]:
        """:meth:`own`, without the kinds some text does not call (:meth:`_called_kinds`:
        most functions call none, and this is asked of every function a rule walks)."""
        accepts, objects = kinds
        listeners = self._own_listeners(function) if accepts else []
        return listeners + (self.own_objects(function) if objects else [])

    def _called_kinds(self, function: Node) -> tuple[bool, bool]:
        """Whether the function's text calls a listener's ``Accept``, and whether it calls
        a method of the package's that fails only once its receiver is closed."""
        names = self._open_methods()
        return (
            self.index.matches(function, ACCEPT_CALL),
            names is not None and self.index.matches(function, names),
        )

    def own_objects(self, function: Node) -> list[OwnClosable]:
        """The function's objects of the package's types with a closed flag that only its
        own code may close: made by it (the zero value, ``new``, a literal setting no flag,
        or a package function returning one it only kept open), bound once, and elsewhere
        only called methods on that keep it open."""
        found = self._own.get(function)
        if found is None:
            names = self._open_methods()
            called = names is not None and self.index.matches(function, names)
            found = self._find_own_objects(function) if called else []
            self._own[function] = found
        return found

    def open_during(
        self,
        launcher: Node,
        wait: Node,
        goroutine: Node,
        theirs: Callable[[Path], Iterable[Path]] = lambda path: (path,),
    ) -> dict[Node, Results]:
        """The calls in ``goroutine``'s own code on objects its ``launcher`` alone closes,
        and only once it has passed ``wait``, with what they return meanwhile; ``theirs``
        names a path of the launcher as the goroutine does (a literal: the same)."""
        cfg = self.index.cfg(launcher)
        block = cfg.block_id_for(wait)
        if block is None:
            return {}
        opened: dict[Path, Mapping[str, Results]] = {}
        for own in self.own(launcher):
            closing = [cfg.block_id_for(node) for node in own.closes]
            ids = [b for b in closing if b is not None]
            if len(ids) == len(closing) and cfg.all_after(block, ids):
                opened.update(dict.fromkeys(theirs((own.var, None)), own.results))
        return open_calls(self.index, goroutine, opened)

    def opened_calls(self, function: Node) -> dict[Node, Results]:
        """Calls in the function's own code, with what they return, on objects it alone
        closes that no use which may close them comes before (a deferred one comes last);
        in a literal, also calls on such objects of the functions around it that nothing
        closes at all."""
        kinds = self._called_kinds(function)
        if not any(kinds):
            return {}
        found: dict[Node, Results] = {}
        for own in self._callable(function, kinds):
            found.update(self._open_calls_before_close(function, own))
        outer: Node | None = function
        while outer is not None and outer.type == "func_literal":
            parent = self.index.parent(outer)
            outer = self.index.enclosing_function(parent) if parent is not None else None
            if outer is not None:
                never: dict[Path, Mapping[str, Results]] = {
                    (own.var, None): own.results
                    for own in self._callable(outer, kinds)
                    if not own.closes
                }
                found.update(open_calls(self.index, function, never))
        return found

    def accepting_calls(self, function: Node) -> dict[Node, Var]:
        """The function's own ``Accept`` calls on its own listeners while they are open:
        each returns only once a connection has come, with the listener's variable."""
        if not self.index.matches(function, ACCEPT_CALL):
            return {}
        return {
            call: own.var
            for own in self._own_listeners(function)
            for call in self._open_calls_before_close(function, own)
        }

    def _open_calls_before_close(self, function: Node, own: OwnClosable) -> dict[Node, Results]:
        """The function's own calls on the object that no use which may close it comes
        before (a deferred one comes last), with what they return."""
        cfg = self.index.cfg(function)
        closed = cfg.from_first(own.closes)
        if closed is None:
            return {}
        calls = open_calls(self.index, function, {(own.var, None): own.results})
        return {
            call: results
            for call, results in calls.items()
            if (block := cfg.block_for(call)) is not None and block.id not in closed
        }

    def _open_methods(self) -> re.Pattern[bytes] | None:
        """The names of the methods of the package's types that fail only once their
        receiver is closed, as a pattern of their calls (None: there are none)."""
        if self._names is None:
            names = sorted(
                {
                    name
                    for struct, name in self.index.methods
                    if self.flags(struct) and self.open_results(struct, name) is not None
                }
            )
            alternatives = "|".join(re.escape(name) for name in names)
            self._names = re.compile(rf"\.(?:{alternatives})\(".encode()) if names else False
        return self._names or None

    def open_results(self, struct: str, method: str) -> Results | None:
        """What every ``return`` of the method that the receiver's closed flags do not
        guard gives, per result (None: no flag guards any, or nothing is known)."""
        key = (struct, method)
        if key not in self._open:
            self._open[key] = self._find_open_results(struct, method)
        return self._open[key]

    # Flags ---------------------------------------------------------------------------------

    def flags(self, struct: str) -> tuple[str, ...]:
        """The ``bool`` fields the struct declares itself."""
        found = self._flags.get(struct)
        if found is None:
            kind = self.index.struct_types.get(struct)
            found = tuple(_bool_fields(kind)) if kind is not None else ()
            self._flags[struct] = found
        return found

    def _sets_flag(self, struct: str, literal: Node) -> bool:
        """A composite literal of the struct gives a flag a value other than ``false``."""
        flags = self.flags(struct)
        names = "|".join(re.escape(name) for name in flags)
        pattern = re.compile(rf"\b(?:{names})\s*:\s*(?!false\b)")
        return bool(flags) and pattern.search(syntax.text(literal)) is not None

    def _find_open_results(self, struct: str, method: str) -> Results | None:
        definition = self.index.methods.get((struct, method))
        flags = self.flags(struct)
        if definition is None or not flags:
            return None
        function = definition.node
        tested = FIELD_TEST.findall(definition.file.source, function.start_byte, function.end_byte)
        if not any(name.decode() in flags for name in tested):
            return None  # no test of a flag to sit under
        count = syntax.result_count(function)
        name, _ = syntax.receiver(function)
        if not count or name is None or function.child_by_field_name("body") is None:
            return None
        receiver = syntax.text(name)
        returns = self.index.resolution(function).owned(RETURNS_QUERY, "return", function)
        open_returns = [r for r in returns if not _behind_flag(r, receiver, flags, function)]
        if not open_returns or len(open_returns) == len(returns):
            return None
        return agreed_returns(open_returns, count)

    # Objects -------------------------------------------------------------------------------

    def _find_own_objects(self, function: Node) -> list[OwnClosable]:
        found: list[OwnClosable] = []
        for var, uses in _uses_by_var(self.index, function).items():
            if var.owner != function or var.kind != "local":
                continue
            struct = struct_name(self.types.of_var(var))
            if struct is None or not self.flags(struct) or not self._made_open(struct, var):
                continue
            own = self._closed_only_by(function, struct, var, uses)
            if own is not None:
                found.append(own)
        return found

    def _made_open(self, struct: str, var: Var) -> bool:
        """The variable's declaration makes a new object nothing has closed: the zero
        value, ``new``, a composite literal setting no flag, or a package function that
        returns such an object, having only kept it open."""
        parent = var.decl.parent
        if parent is not None and parent.type == "var_spec" and _no_value(parent):
            return True  # ``var q Queue``: every flag false
        value = made_value(var)
        return value is not None and self._open_value(struct, value)

    def _open_value(self, struct: str, value: Node) -> bool:
        node = syntax.unparen(value)
        if node is not None and node.type == "unary_expression" and syntax.token(node, "&"):
            node = syntax.unparen(node.child_by_field_name("operand"))
        if node is None:
            return False
        if node.type == "composite_literal":
            return not self._sets_flag(struct, node)
        if node.type != "call_expression":
            return False
        callee = node.child_by_field_name("function")
        if callee is not None and syntax.text(callee) == "new":
            return True
        definition = self.types.callee(node)
        if definition is None or definition.receiver_type is not None:
            return False
        key = (struct, definition.node)
        if key not in self._constructors:
            self._constructors[key] = False  # a recursive constructor: not known
            self._constructors[key] = self._returns_open(struct, definition.node)
        return self._constructors[key]

    def _returns_open(self, struct: str, function: Node) -> bool:
        """Every ``return`` of the package function gives (first) ``nil``, a new object of
        the struct, or a variable of its own holding one that it only kept open."""
        objects = returned_objects(self.index, function)
        if objects is None:
            return False
        uses = _uses_by_var(self.index, function)
        for _, first in objects:
            if first.type == "unary_expression" and syntax.token(first, "&"):
                operand = syntax.unparen(first.child_by_field_name("operand"))
                first = operand if operand is not None and operand.type == "identifier" else first
            if first.type != "identifier":
                if not self._open_value(struct, first):
                    return False
                continue
            var = self.index.resolution(function).var_of(first)
            if var is None or var.owner != function or not self._made_open(struct, var):
                return False
            if not self._keeps_open(struct, var, uses.get(var, []), returned=True):
                return False
        return bool(self.index.resolution(function).owned(RETURNS_QUERY, "return", function))

    def _keeps_open(self, struct: str, var: Var, uses: Sequence[Use], returned: bool) -> bool:
        """No use of the variable may close the object it holds: it sets no flag, calls
        only methods that keep their receiver open, and hands it nowhere (but to the
        caller, when ``returned``)."""
        for use in uses:
            if use.kind == UseKind.QUERY:
                continue
            fields = use.path[1]
            if fields is not None:
                if use.kind == UseKind.ASSIGNED and self._sets(struct, fields, use.value):
                    return False
                continue
            if use.kind == UseKind.ASSIGNED and use.node == var.decl:
                continue
            if use.kind == UseKind.RECEIVER and use.method is not None:
                if self._method_keeps_open(struct, use.method):
                    continue
                return False
            if use.kind == UseKind.ESCAPE and returned and _returned(use.node):
                continue
            return False
        return True

    def _sets(self, struct: str, fields: str, value: Node | None) -> bool:
        """An assignment to ``fields`` of the object may set one of its flags."""
        flag = fields.split(".")[0] in self.flags(struct)
        return flag and (value is None or syntax.text(value) != "false")

    def _method_keeps_open(self, struct: str, method: str) -> bool:
        """The method of the struct never closes its own receiver (a method reached again
        while it is judged may)."""
        key = (struct, method)
        if key not in self._keeping:
            self._keeping[key] = False
            definition = self.types.method(struct, method)
            if definition is not None and definition.receiver_type == struct:
                function = definition.node
                uses = [
                    use
                    for var, var_uses in _uses_by_var(self.index, function).items()
                    if var.kind == "receiver" and var.owner == function
                    for use in var_uses
                ]
                receiver = uses[0].path[0] if uses else None
                self._keeping[key] = receiver is None or self._keeps_open(
                    struct, receiver, uses, returned=True
                )
        return self._keeping[key]

    def _closed_only_by(
        self, function: Node, struct: str, var: Var, uses: Sequence[Use]
    ) -> OwnClosable | None:
        """The object, when every use that may close it is the function's own (not a
        literal's) and it is never bound again; its methods that fail only once it is
        closed, with what they return until then."""
        closes: list[Node] = []
        methods: dict[str, Results] = {}
        for use in uses:
            if self._keeps_open(struct, var, [use], returned=False):
                if use.kind == UseKind.RECEIVER and use.method is not None:
                    results = self.open_results(struct, use.method)
                    if results is not None:
                        methods[use.method] = results
                continue
            if use.function != function or use.kind == UseKind.ASSIGNED:
                return None  # a literal may close it at any time; or it is bound again
            closes.append(use.call if use.call is not None else use.node)
        if not methods:
            return None
        return OwnClosable(var, tuple(closes), methods)


def open_calls(
    index: PackageIndex, function: Node, paths: Mapping[Path, Mapping[str, Results]]
) -> dict[Node, Results]:
    """Calls in ``function``'s own code of a method on one of ``paths`` (as it names them)
    whose results are known while the object is open."""
    if not paths:
        return {}
    resolution = index.resolution(function)
    return {
        call: results
        for call, path, method in method_calls_on(function, paths, resolution)
        if (results := paths[path].get(method)) is not None
    }


def _uses_by_var(index: PackageIndex, function: Node) -> dict[Var, list[Use]]:
    found: dict[Var, list[Use]] = {}
    for use in index.uses_within(function):
        found.setdefault(use.path[0], []).append(use)
    return found


def _no_value(spec: Node) -> bool:
    return spec.child_by_field_name("value") is None


def _returned(node: Node) -> bool:
    """The expression is (the operand of ``&`` in) a returned value."""
    parent = node.parent
    while parent is not None and parent.type in ("unary_expression", "parenthesized_expression"):
        parent = parent.parent
    if parent is not None and parent.type == "expression_list":
        parent = parent.parent
    return parent is not None and parent.type == "return_statement"


def _bool_fields(struct: Node) -> Iterable[str]:
    body = next((c for c in struct.named_children if c.type == "field_declaration_list"), None)
    for declaration in body.named_children if body is not None else []:
        kind = declaration.child_by_field_name("type")
        if kind is not None and syntax.text(kind) == "bool":
            yield from (syntax.text(n) for n in declaration.children_by_field_name("name"))


def _behind_flag(statement: Node, receiver: str, flags: tuple[str, ...], function: Node) -> bool:
    """The statement lies in the body of an ``if recv.flag {`` test of the method."""
    child = statement
    parent = statement.parent
    while parent is not None and parent != function:
        if parent.type == "if_statement" and child == parent.child_by_field_name("consequence"):
            condition = syntax.unparen(parent.child_by_field_name("condition"))
            if condition is not None and condition.type == "selector_expression":
                operand = condition.child_by_field_name("operand")
                name = syntax.text(condition.child_by_field_name("field"))
                if operand is not None and syntax.text(operand) == receiver and name in flags:
                    return True
        child, parent = parent, parent.parent
    return False
