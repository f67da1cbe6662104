"""The mutex a ``sync.Cond`` field of a package struct locks through its ``L``.

A Cond's ``L`` is the Locker it was made with, so after ``q.ready = sync.NewCond(&q.mu)``
the calls ``q.ready.L.Lock()`` and ``q.mu.Lock()`` take the same mutex. The lock layers read
``y.ready.L`` as ``y.mu`` for any ``y`` of that struct when the package fixes the locker for
every value of the field:

* the field is unexported (no other package can set it) and is set at least once;
* every value stored in it is ``sync.NewCond(&x.m)`` (or ``*sync.NewCond(&x.m)`` for a
  ``sync.Cond`` value), and every value stored in its ``L`` is ``&x.m``
  (``x.ready.L = &x.m``), ``x`` spelled as the object whose field is set in that same
  statement, and ``m`` a ``sync.Mutex`` or ``sync.RWMutex`` field declared in that struct.
  An ``RWMutex``'s Cond locks it for writing, as ``L`` is the mutex itself; one made on
  ``x.m.RLocker()`` read-locks it: its ``L.Lock()`` is ``m.RLock()``, its ``L.Unlock()``
  is ``m.RUnlock()``.

Anything else leaves the field unknown, and ``L`` stays no mutex the layers know: a composite
literal setting the field (it cannot name the object it builds), a mutex of another object,
a Cond made elsewhere or copied in, a store through a path whose struct is not known, or
``L`` assigned anything else. A copy of a whole struct (``q2 := *q``, which ``go vet``'s
copylocks check reports) keeps the original's Cond, and so its mutex: the model reads the
copy's.
"""

from __future__ import annotations

from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.objects import MUTEXES, Objects
from goleaklint.dataflow.types import Types
from goleaklint.parse import Node, captures, walk

LOCKER_FIELD = "L"
READ_METHODS = {"Lock": "RLock", "Unlock": "RUnlock"}


@dataclass(frozen=True)
class Locker:
    """The mutex field of the Cond's own object that its ``L`` locks, and whether it
    read-locks it (a Cond made on ``m.RLocker()``)."""

    mutex: str
    read: bool = False

    def method(self, called: str) -> str | None:
        """The mutex method ``L.called()`` runs (None for ``TryLock`` and the like)."""
        if called not in READ_METHODS:
            return None
        return READ_METHODS[called] if self.read else called


def cond_lockers(objects: Objects, types: Types) -> dict[tuple[str, str], Locker]:
    """``(struct, cond field) -> locker`` for every Cond field whose locker the package
    fixes (see the module docstring). ``types`` names the struct that declares the field a
    store sets."""
    fields = {key for key in objects.cond_fields() if not key[1][:1].isupper()}
    if not fields:
        return {}
    found: dict[tuple[str, str], Locker | None] = {}
    wanted = [f".{name}".encode() for _, name in fields]  # ``x.ready =``, ``x.ready.L =``
    # A literal setting such a field spells its struct (positional) or the field (keyed).
    spelled = {word.encode() for key in fields for word in key}
    for go_file in objects.index.files:
        if any(w in go_file.source for w in wanted):
            for statement in captures("(assignment_statement) @a", go_file.root).get("a", []):
                targets = syntax.expressions(statement.child_by_field_name("left"))
                values = syntax.expressions(statement.child_by_field_name("right"))
                for position, target in enumerate(targets):
                    value = values[position] if len(values) == len(targets) else None
                    _store(objects, types, fields, found, syntax.unparen(target), value)
        if not any(word in go_file.source for word in spelled):
            continue  # no literal that sets such a field
        for body in captures("(literal_value) @v", go_file.root).get("v", []):
            kind = _literal_type(body)
            struct = objects.spelled(kind) if kind is not None else None
            for owner, name in fields:
                if kind is None and _keys(body, name):
                    _forget(found, fields, name)  # a literal whose type is not spelled
                elif owner == struct and _sets(body, name):
                    found[(owner, name)] = None
    return {key: mutex for key, mutex in found.items() if mutex is not None}


def _store(
    objects: Objects,
    types: Types,
    fields: set[tuple[str, str]],
    found: dict[tuple[str, str], Locker | None],
    target: Node | None,
    value: Node | None,
) -> None:
    """What ``target = value`` tells of a Cond field's locker: ``x.ready = sync.NewCond(..)``
    or ``x.ready.L = ...``; ``*x.ready = ...`` changes a Cond others may share."""
    if target is not None and target.type == "unary_expression" and syntax.token(target, "*"):
        inner = syntax.unparen(target.child_by_field_name("operand"))
        if inner is None or inner.type != "selector_expression":
            return
        declared = types.field_key(inner)
        if declared is None:
            _forget(found, fields, syntax.text(inner.child_by_field_name("field")))
        elif (declared.struct, declared.field) in fields:
            found[(declared.struct, declared.field)] = None
        return
    if target is None or target.type != "selector_expression":
        return
    name = syntax.text(target.child_by_field_name("field"))
    relocked = name == LOCKER_FIELD
    cond = syntax.unparen(target.child_by_field_name("operand")) if relocked else target
    if cond is None or cond.type != "selector_expression":
        return
    name = syntax.text(cond.child_by_field_name("field"))
    if not any(name == field for _, field in fields):
        return
    declared = types.field_key(cond)
    if declared is None:
        _forget(found, fields, name)  # a value of a type not known
        return
    key = (declared.struct, declared.field)
    if key not in fields:
        return  # some other struct's field of that name
    lent = syntax.unparen(value) if relocked else _made_on(objects, value)
    locker = _locker(objects, cond, lent, key[0])
    if found.setdefault(key, locker) != locker:
        found[key] = None


def _forget(
    found: dict[tuple[str, str], Locker | None], fields: set[tuple[str, str]], name: str
) -> None:
    """A store to a field of that name on a value whose type is not known: every Cond
    field so named is unknown."""
    for key in fields:
        if key[1] == name:
            found[key] = None


def _made_on(objects: Objects, value: Node | None) -> Node | None:
    """``lent`` of ``sync.NewCond(lent)`` or of its dereference."""
    node = syntax.unparen(value)
    if node is not None and node.type == "unary_expression" and syntax.token(node, "*"):
        node = syntax.unparen(node.child_by_field_name("operand"))
    if node is None or node.type != "call_expression":
        return None
    if objects.qualified_call(node) != "sync.NewCond":
        return None
    arguments = syntax.call_arguments(node)
    return syntax.unparen(arguments[0]) if len(arguments) == 1 else None


def _locker(objects: Objects, target: Node, lent: Node | None, owner: str) -> Locker | None:
    """The locker when ``lent`` is ``&x.m`` or ``x.m.RLocker()``, with ``x`` spelled as
    the operand of ``target`` (the Cond, ``x.ready``) and ``m`` a mutex field declared in
    ``owner``."""
    mutex, read = _lent(lent)
    if mutex is None or mutex.type != "selector_expression" or target.type != "selector_expression":
        return None
    holder = mutex.child_by_field_name("operand")
    object_ = target.child_by_field_name("operand")
    if holder is None or object_ is None or syntax.squeezed(holder) != syntax.squeezed(object_):
        return None
    if any(n.type == "call_expression" for n in walk(holder)):
        return None  # ``xs[next()]`` twice may be two objects
    name = syntax.text(mutex.child_by_field_name("field"))
    kind = objects.field_type(owner, name)
    if kind not in MUTEXES or (read and kind != "sync.RWMutex"):
        return None
    return Locker(name, read)


def _lent(lent: Node | None) -> tuple[Node | None, bool]:
    """The mutex expression of ``&m`` (for writing) or ``m.RLocker()`` (for reading)."""
    if lent is None:
        return None, False
    if lent.type == "unary_expression" and syntax.token(lent, "&"):
        return syntax.unparen(lent.child_by_field_name("operand")), False
    if lent.type != "call_expression" or syntax.call_arguments(lent):
        return None, False
    method = syntax.unparen(lent.child_by_field_name("function"))
    if method is None or method.type != "selector_expression":
        return None, False
    if syntax.text(method.child_by_field_name("field")) != "RLocker":
        return None, False
    return syntax.unparen(method.child_by_field_name("operand")), True


def _sets(body: Node, name: str) -> bool:
    """The literal's body gives field ``name`` a value (keyed, or positionally)."""
    elements = _elements(body)
    if any(e.type != "keyed_element" for e in elements):
        return True  # positional: every field is set
    return _keys(body, name)


def _keys(body: Node, name: str) -> bool:
    """The literal's body has an element keyed ``name``."""
    for element in _elements(body):
        parts = [c for c in element.named_children if c.type == "literal_element"]
        if element.type == "keyed_element" and parts and syntax.text(parts[0]) == name:
            return True
    return False


def _elements(body: Node) -> list[Node]:
    return [c for c in body.named_children if c.type != "comment"]


def _literal_type(body: Node) -> Node | None:
    """The type a literal's body builds: its composite literal's, or, where the type is
    elided (``[]*T{{ready: c}}``, ``map[string]T{"k": {...}}``), the element (or key) type
    of the literal around it. None when that is not spelled there."""
    parent = body.parent
    if parent is None:
        return None
    if parent.type == "composite_literal":
        return parent.child_by_field_name("type")
    if parent.type != "literal_element" or parent.parent is None:
        return None
    container: Node | None = parent.parent
    is_key = False
    if container is not None and container.type == "keyed_element":
        is_key = container.named_children[0] == parent
        container = container.parent
    outer = _literal_type(container) if container is not None else None
    if outer is None:
        return None
    if outer.type in ("slice_type", "array_type", "implicit_length_array_type"):
        return outer.child_by_field_name("element")
    if outer.type == "map_type":
        return outer.child_by_field_name("key" if is_key else "value")
    return None
