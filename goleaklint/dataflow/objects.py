"""What standard-library object a local path holds: a mutex, a WaitGroup, a ticker...

There is no type checker here, so the answer comes from what the code spells out: a declared
type (``var wg sync.WaitGroup``, a ``*sync.Mutex`` parameter, a struct field), a constructor
(``sync.NewCond``, ``time.NewTicker``, ``&sync.WaitGroup{}``), or a struct of this package
that embeds one. Import aliases are resolved, so ``import s "sync"`` works. Unknown means
unknown: callers stay silent on paths this module cannot type.
"""

from __future__ import annotations

from collections.abc import Container, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from goleaklint import syntax
from goleaklint.dataflow.package import (
    PackageIndex,
    declared_value,
    embedded_field_name,
    type_name,
)
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.types import Types
from goleaklint.dataflow.uses import Path, join_fields
from goleaklint.parse import Node, captures
from goleaklint.spelled import spells

if TYPE_CHECKING:
    from goleaklint.dataflow.condlockers import Locker

CONSTRUCTORS = {
    "sync.NewCond": "sync.Cond",
    "time.NewTicker": "time.Ticker",
    "time.NewTimer": "time.Timer",
    "context.Background": "context.Context",
    "context.TODO": "context.Context",
    "context.WithValue": "context.Context",
    "context.WithoutCancel": "context.Context",
}
# Functions with several results: the type of each result, by position.
RESULTS = {
    "context.WithCancel": ("context.Context", "context.CancelFunc"),
    "context.WithTimeout": ("context.Context", "context.CancelFunc"),
    "context.WithDeadline": ("context.Context", "context.CancelFunc"),
    "context.WithCancelCause": ("context.Context", "context.CancelCauseFunc"),
    "context.WithTimeoutCause": ("context.Context", "context.CancelFunc"),
    "context.WithDeadlineCause": ("context.Context", "context.CancelFunc"),
}
# Methods of standard types that construct a known type: (receiver type, method) -> type.
METHOD_RESULTS = {
    ("net/http.Request", "Context"): "context.Context",
}
# The mutex types and the methods each has.
MUTEX_METHODS = {
    "sync.Mutex": frozenset({"Lock", "Unlock", "TryLock"}),
    "sync.RWMutex": frozenset(
        {"Lock", "Unlock", "RLock", "RUnlock", "TryLock", "TryRLock", "RLocker"}
    ),
}
MUTEXES = frozenset(MUTEX_METHODS)


@dataclass
class Objects:
    """Types of paths, as far as the code spells them out."""

    index: PackageIndex
    _fields: dict[tuple[str, str], str | None] = field(default_factory=dict)
    _spellings: dict[str, tuple[bytes, ...]] = field(default_factory=dict)
    types: Types | None = None  # the package's, when the analysis has made them
    _cond_fields: dict[tuple[str, str], bool] | None = None
    _cond_lockers: dict[tuple[str, str], Locker] | None = None

    def type_of(self, path: Path) -> str | None:
        """``"sync.Mutex"``, ``"time.Ticker"``, a package type name like ``"cache"``, or None."""
        var, fields = path
        current = self.var_type(var)
        for name in fields.split(".") if fields else ():
            if current is None or "." in current:
                return None
            current = self.field_type(current, name)
        return current

    def field_steps(
        self, path: Path, names: Container[str]
    ) -> Iterator[tuple[str, str | None, list[str]]]:
        """For each field of the path's chain named one of ``names`` (``s.wg`` in
        ``s.wg.Done``): its name, the type it is a field of (None when unknown), and the
        fields selected after it."""
        var, fields = path
        parts = fields.split(".") if fields else []
        for position, name in enumerate(parts):
            if name in names:
                owner = self.type_of((var, ".".join(parts[:position]) or None))
                yield name, owner, parts[position + 1 :]

    def spellings(self, qualified: str) -> tuple[bytes, ...]:
        """Words one of which a declaration spells when a local path in it can hold a
        ``qualified`` object (``sync.WaitGroup``): the type's name, a constructor's, or
        the name of a package struct holding one in a field, however nested. A variable's
        type is only ever known from what its own declaration spells (see var_type), so
        code spelling none of these has no such path, and needs no look."""
        found = self._spellings.get(qualified)
        if found is None:
            found = self._spellings[qualified] = tuple(sorted(self._spellings_of(qualified)))
        return found

    def _spellings_of(self, qualified: str) -> set[bytes]:
        words = self._type_spellings(qualified)
        producers = [name for name, kind in CONSTRUCTORS.items() if kind == qualified]
        producers += [name for name, kinds in RESULTS.items() if qualified in kinds]
        producers += [method for (_, method), kind in METHOD_RESULTS.items() if kind == qualified]
        words.update(name.rpartition(".")[2].encode() for name in producers)
        holders = {
            name.encode(): struct.text or b"" for name, struct in self.index.struct_types.items()
        }
        grown = True
        while grown:  # structs holding a struct that holds one...
            grown = False
            for name, text in holders.items():
                if name not in words and spells(text, words):
                    words.add(name)
                    grown = True
        return words

    def _type_spellings(self, qualified: str) -> set[bytes]:
        """How the package's files spell a type: ``sync.Cond``, or ``s.Cond`` under ``import
        s "sync"`` (a bare ``Cond`` is some other type: a field, or one of the package's)."""
        path, _, name = qualified.rpartition(".")
        if not path:
            return {name.encode()}
        return {
            f"{alias}.{name}".encode()
            for aliases in self.index.import_paths.values()
            for alias, imported in aliases.items()
            if imported == path
        }

    def var_type(self, var: Var) -> str | None:
        if var.kind == "receiver":
            return syntax.receiver(var.owner)[1]
        if var.type_node is not None:
            return self.spelled(var.type_node)
        value = syntax.unparen(declared_value(var))
        if value is None:
            return self.result_type(var)
        return self.value_type(value)

    def result_type(self, var: Var) -> str | None:
        """The type of a variable declared from one result of a multi-value call:
        ``ctx, cancel := context.WithCancel(parent)``."""
        statement = var.decl.parent
        if statement is not None and statement.type == "expression_list":
            statement = statement.parent
        if statement is None or statement.type not in ("short_var_declaration", "var_spec"):
            return None
        if statement.type == "var_spec":
            targets = statement.children_by_field_name("name")
            values = syntax.expressions(statement.child_by_field_name("value"))
        else:
            targets = syntax.expressions(statement.child_by_field_name("left"))
            values = syntax.expressions(statement.child_by_field_name("right"))
        call = syntax.unparen(values[0]) if len(values) == 1 else None
        if call is None or call.type != "call_expression" or var.decl not in targets:
            return None
        results = RESULTS.get(self.qualified_call(call) or "")
        position = targets.index(var.decl)
        return results[position] if results is not None and position < len(results) else None

    def value_type(self, value: Node) -> str | None:
        """The type a constructor expression produces."""
        node = syntax.unparen(value)
        if node is not None and node.type == "unary_expression" and node.named_children:
            node = syntax.unparen(node.named_children[-1])
        if node is None:
            return None
        if node.type == "composite_literal":
            kind = node.child_by_field_name("type")
            return self.spelled(kind) if kind is not None else None
        if node.type == "call_expression":
            name = self.qualified_call(node)
            if name == "new":
                args = syntax.call_arguments(node)
                return self.spelled(args[0]) if args else None
            if name is None:
                return self._method_result(node)
            return CONSTRUCTORS.get(name)
        return None

    def _method_result(self, call: Node) -> str | None:
        """``context.Context`` for ``r.Context()`` when ``r`` is a ``*http.Request``."""
        function = syntax.unparen(call.child_by_field_name("function"))
        if function is None or function.type != "selector_expression":
            return None
        operand = syntax.unparen(function.child_by_field_name("operand"))
        method = syntax.text(function.child_by_field_name("field"))
        if operand is None or operand.type != "identifier":
            return None
        var = self.index.resolution(call).uses.get(operand)
        receiver = self.var_type(var) if var is not None else None
        return METHOD_RESULTS.get((receiver, method)) if receiver is not None else None

    def qualified_call(self, call: Node) -> str | None:
        """``sync.NewCond`` for ``sync.NewCond(...)`` (resolving import aliases), ``new``, ..."""
        name = syntax.call_name(call)
        if name is None or "." not in name:
            return name
        package, _, member = name.partition(".")
        resolution = self.index.resolution(call)
        function = syntax.unparen(call.child_by_field_name("function"))
        operand = function.child_by_field_name("operand") if function is not None else None
        if operand is not None and operand in resolution.uses:
            return None  # a method on a local variable, not a package function
        path = self.index.import_path(call, package)
        return f"{path}.{member}" if path is not None else None

    def spelled(self, type_node: Node) -> str | None:
        """The type a type expression names: ``sync.Mutex`` (aliases resolved) or ``cache``."""
        return spelled_type(self.index, type_node)

    def field_type(self, struct: str, name: str) -> str | None:
        """The type of field ``name`` of package struct ``struct``."""
        key = (struct, name)
        if key not in self._fields:
            self._fields[key] = self._lookup_field(struct, name)
        return self._fields[key]

    def _lookup_field(self, struct: str, name: str) -> str | None:
        node = self.index.struct_types.get(struct)
        if node is None:
            return None
        for declaration in _field_declarations(node):
            names = [syntax.text(n) for n in declaration.children_by_field_name("name")]
            kind = declaration.child_by_field_name("type")
            if kind is None:
                continue
            if name in names or (not names and embedded_field_name(kind) == name):
                return self.spelled(kind)
        return None

    def lock_path(self, path: Path, method: str) -> Path | None:
        """The mutex that ``method`` (``Lock``, ``RLock``...) called on ``path`` locks (see
        :meth:`lock_call`)."""
        called = self.lock_call(path, method)
        return called[0] if called is not None else None

    def lock_call(self, path: Path, method: str) -> tuple[Path, str] | None:
        """The mutex that ``method`` (``Lock``, ``RLock``...) called on ``path`` works on,
        and the method of that mutex it runs: the path itself when it is a
        ``sync.Mutex``/``sync.RWMutex``, or the embedded one of a package struct that
        promotes the method (``s.Mutex``, ``s.inner.RWMutex``, the shallowest, as Go picks
        it), or the mutex a Cond's ``L`` is made on (``q.mu`` for ``q.ready.L``, whose
        ``Lock`` is ``q.mu.RLock`` for a Cond made on ``q.mu.RLocker()``;
        :meth:`cond_lockers`). None when the path is no mutex, or when an embedded type the
        package cannot see may be the one that promotes it."""
        kind = self.type_of(path)
        if kind in MUTEXES:
            return (path, method) if method in MUTEX_METHODS[kind] else None
        if kind is None:
            return self._cond_mutex(path, method)
        if "." in kind:
            return None
        promoted = promoted_mutex(self.index, kind, method)
        if promoted is None:
            return None
        var, fields = path
        return (var, join_fields(fields, promoted)), method

    def cond_fields(self) -> dict[tuple[str, str], bool]:
        """``(struct, field) -> is a pointer`` for every ``sync.Cond`` or ``*sync.Cond``
        field of a package struct."""
        if self._cond_fields is None:
            self._cond_fields = {}
            for struct_name, struct in self.index.struct_types.items():
                for declaration in captures("(field_declaration) @f", struct).get("f", []):
                    kind = declaration.child_by_field_name("type")
                    if kind is None or self.spelled(kind) != "sync.Cond":
                        continue
                    for name in declaration.children_by_field_name("name"):
                        key = (struct_name, syntax.text(name))
                        self._cond_fields[key] = kind.type == "pointer_type"
        return self._cond_fields

    def cond_lockers(self) -> dict[tuple[str, str], Locker]:
        """``(struct, Cond field) -> locker`` where the package fixes the mutex a Cond field
        locks (:mod:`~goleaklint.dataflow.condlockers`)."""
        if self._cond_lockers is None:
            from goleaklint.dataflow.condlockers import cond_lockers

            self._cond_lockers = cond_lockers(self, self.types or Types(self.index))
        return self._cond_lockers

    def _cond_mutex(self, path: Path, method: str) -> tuple[Path, str] | None:
        """``q.mu`` for ``q.ready.L`` when ``ready`` is a Cond field made on ``q.mu``, with
        the method of ``q.mu`` that ``method`` of ``L`` runs."""
        var, fields = path
        parts = fields.split(".") if fields else []
        if len(parts) < 2 or parts[-1] != "L":
            return None
        head = ".".join(parts[:-2]) or None
        owner = self.type_of((var, head))
        locker = self.cond_lockers().get((owner, parts[-2])) if owner is not None else None
        called = locker.method(method) if locker is not None else None
        if locker is None or called is None:
            return None
        return (var, join_fields(head, locker.mutex)), called


def spelled_type(index: PackageIndex, type_node: Node) -> str | None:
    """The type a type expression names: ``sync.Mutex`` (aliases resolved) or ``cache``."""
    node: Node | None = type_node
    while node is not None and node.type in ("pointer_type", "parenthesized_type"):
        node = node.named_children[0] if node.named_children else None
    if node is None:
        return None
    if node.type == "qualified_type":
        return index.qualified_type(node)
    return type_name(node)


def promoted_mutex(index: PackageIndex, struct: str, method: str) -> str | None:
    """The embedded-field path from package struct ``struct`` to the mutex that promotes
    ``method`` to it (``Mutex``, ``inner.RWMutex``): the shallowest, as Go picks it. None
    when there is none, when an embedded type of another package may be the one, or when
    a type on the way declares a method of that name itself (``func (t *batchTx) Unlock()``
    shadows the embedded mutex's)."""
    level = [(struct, "")]
    seen = {struct}
    while level:
        deeper: list[tuple[str, str]] = []
        unseen = False  # another package's type at this depth: it may have the method
        if any((name, method) in index.methods for name, _ in level):
            return None  # a method the type declares itself: Go calls it, not the mutex's
        for name, prefix in level:
            node = index.struct_types.get(name)
            for kind in _embedded_types(node) if node is not None else ():
                spelled = spelled_type(index, kind)
                field_path = prefix + embedded_field_name(kind)
                if spelled in MUTEX_METHODS:
                    if method in MUTEX_METHODS[spelled]:
                        return field_path  # two at one depth would not compile
                elif spelled is None or "." in spelled:
                    unseen = True
                elif spelled not in seen:
                    seen.add(spelled)
                    deeper.append((spelled, field_path + "."))
        if unseen:
            return None
        level = deeper
    return None


def _field_declarations(struct: Node) -> list[Node]:
    body = next((c for c in struct.named_children if c.type == "field_declaration_list"), None)
    if body is None:
        return []
    return [c for c in body.named_children if c.type == "field_declaration"]


def _embedded_types(struct: Node) -> list[Node]:
    """The types a struct embeds (fields declared without a name)."""
    found = []
    for declaration in _field_declarations(struct):
        kind = declaration.child_by_field_name("type")
        if kind is not None and not declaration.children_by_field_name("name"):
            found.append(kind)
    return found
