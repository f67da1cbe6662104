"""The mutex a ``sync.Cond`` field of a package struct locks through its ``L``.

A Cond's ``L`` is the Locker it was made with, so after ``q.ready = sync.NewCond(&q.mu)``
the calls ``q.ready.L.Lock()`` and ``q.mu.Lock()`` take the same mutex. The lock layers read
``y.ready.L`` as ``y.mu`` for any ``y`` of that struct when the package fixes the locker for
every value of the field:

* the field is unexported (no other package can set it) and is set at least once;
* every value stored in it is ``sync.NewCond(&x.m)`` (or ``*sync.NewCond(&x.m)`` for a
  ``sync.Cond`` value), ``x`` spelled as the object whose field is set in that same
  statement, and ``m`` a ``sync.Mutex`` or ``sync.RWMutex`` field declared in that struct.
  An ``RWMutex``'s Cond locks it for writing, as ``L`` is the mutex itself.

Anything else leaves the field unknown, and ``L`` stays no mutex the layers know: a composite
literal setting the field (it cannot name the object it builds), ``RLocker()`` (whose
``Lock`` is a read lock), a mutex of another object, a Cond made elsewhere or copied in, a
store through a path whose struct is not known, or ``L`` itself assigned.
"""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.objects import MUTEXES, Objects
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node, captures

COND = "sync.Cond"
LOCKER_FIELD = "L"


def cond_lockers(objects: Objects) -> dict[tuple[str, str], str]:
    """``(struct, cond field) -> mutex field`` for every Cond field whose locker the
    package fixes (see the module docstring)."""
    fields = _cond_fields(objects)
    if not fields:
        return {}
    found: dict[tuple[str, str], str | None] = {}
    names = {name for _, name in fields}
    wanted = [f".{name}".encode() for name in names]
    index = objects.index
    for definition in index.all_declarations_with_methods(()):
        source = index.file_of(definition).source
        if not any(w in source[definition.start_byte : definition.end_byte] for w in wanted):
            continue
        for use in index.uses(definition):
            if use.kind != UseKind.ASSIGNED or use.path[1] is None:
                continue
            parts = use.path[1].split(".")
            relocked = parts[-1] == LOCKER_FIELD and len(parts) > 1  # ``q.ready.L = ...``
            if relocked:
                parts = parts[:-1]
            if parts[-1] not in names:
                continue
            owner = objects.type_of((use.path[0], ".".join(parts[:-1]) or None))
            key = (owner or "", parts[-1])
            if key not in fields:
                if owner is None or objects.field_type(owner, parts[-1]) is None:
                    _forget(found, fields, parts[-1])  # a struct not known, or promoted
                continue
            mutex = None if relocked else _lent_mutex(objects, use.node, use.value, owner)
            if found.setdefault(key, mutex) != mutex:
                found[key] = None
    for go_file in index.files:
        for literal in captures("(composite_literal) @l", go_file.root).get("l", []):
            struct = objects.spelled(literal.child_by_field_name("type") or literal)
            if struct is not None and any(owner == struct for owner, _ in fields):
                for owner, name in fields:
                    if owner == struct and _sets(literal, name):
                        found[(owner, name)] = None
    return {key: mutex for key, mutex in found.items() if mutex is not None}


def _cond_fields(objects: Objects) -> set[tuple[str, str]]:
    """The unexported ``sync.Cond`` and ``*sync.Cond`` fields of the package's structs."""
    fields: set[tuple[str, str]] = set()
    for struct_name, struct in objects.index.struct_types.items():
        for declaration in captures("(field_declaration) @f", struct).get("f", []):
            kind = declaration.child_by_field_name("type")
            if kind is None or objects.spelled(kind) != COND:
                continue
            for name in declaration.children_by_field_name("name"):
                text = syntax.text(name)
                if not text[:1].isupper():
                    fields.add((struct_name, text))
    return fields


def _forget(
    found: dict[tuple[str, str], str | None], fields: set[tuple[str, str]], name: str
) -> None:
    """A store to a field of that name on a struct not known: every Cond field so named
    is unknown."""
    for key in fields:
        if key[1] == name:
            found[key] = None


def _lent_mutex(
    objects: Objects, target: Node, value: Node | None, owner: str | None
) -> str | None:
    """``m`` when ``value`` is ``sync.NewCond(&x.m)`` (or its dereference) with ``x``
    spelled as the operand of ``target`` (``x.ready``) and ``m`` a mutex field declared in
    ``owner``."""
    node = syntax.unparen(value)
    if node is not None and node.type == "unary_expression" and syntax.token(node, "*"):
        node = syntax.unparen(node.child_by_field_name("operand"))
    if owner is None or node is None or node.type != "call_expression":
        return None
    if objects.qualified_call(node) != "sync.NewCond":
        return None
    arguments = syntax.call_arguments(node)
    lent = syntax.unparen(arguments[0]) if len(arguments) == 1 else None
    if lent is None or lent.type != "unary_expression" or not syntax.token(lent, "&"):
        return None
    mutex = syntax.unparen(lent.child_by_field_name("operand"))
    if mutex is None or mutex.type != "selector_expression" or target.type != "selector_expression":
        return None
    holder = mutex.child_by_field_name("operand")
    object_ = target.child_by_field_name("operand")
    if holder is None or object_ is None or _spelling(holder) != _spelling(object_):
        return None
    name = syntax.text(mutex.child_by_field_name("field"))
    return name if objects.field_type(owner, name) in MUTEXES else None


def _spelling(node: Node) -> str:
    return "".join(syntax.text(node).split())


def _sets(literal: Node, name: str) -> bool:
    """The composite literal gives field ``name`` a value (keyed, or positionally)."""
    body = literal.child_by_field_name("body")
    elements = [c for c in body.named_children if c.type != "comment"] if body else []
    if not elements:
        return False
    if any(e.type != "keyed_element" for e in elements):
        return True  # positional: every field is set
    for element in elements:
        parts = [c for c in element.named_children if c.type == "literal_element"]
        if parts and syntax.text(parts[0]) == name:
            return True
    return False
