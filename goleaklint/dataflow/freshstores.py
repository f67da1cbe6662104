"""Locks of a new object just stored where others may look (``c.list = NewList()``).

A new object stored in a field path of a shared object, or in a local that held another
object before, is not yet any other goroutine's: one that reads ``c.list`` after the store
must be ordered after it by something this goroutine does (a send, an ``Unlock``, a ``go``
statement...), or it races with the store. Until this goroutine does such a thing, the
object's locks are its own: taking one cannot wait, and it orders nothing.

:func:`freshly_stored` asks it of a ``Lock`` call on the path, or a method call on it, made
in the statements right after the store, with only quiet calls on the object in between:
methods whose own code only sets the object's fields and takes and lets go of its mutexes
in pairs (:func:`quiet_method`). :func:`leading_locks` are the receiver locks a method
takes before it does anything else that could order another goroutine after it: the
locks private when the method is called on a freshly stored object.

The path is compared as written, so it must name one place every time: identifiers and
field selections only (``c.list``, not ``c.pane().list`` nor ``c.lists[i]``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from goleaklint import syntax
from goleaklint.dataflow.escapes import MUTEX_METHODS, made_by_constructor
from goleaklint.dataflow.locks import ACQUIRE, RELEASE
from goleaklint.dataflow.receivers import fresh_object
from goleaklint.dataflow.types import LocalMutex
from goleaklint.parse import Node

if TYPE_CHECKING:
    from goleaklint.dataflow.lockgraph import LockGraph

# Statements a call can stand for: ``x.m()``, ``v := x.m()``, ``v = x.m()``.
FIRST_CALL_STATEMENTS = frozenset(
    {"expression_statement", "short_var_declaration", "assignment_statement"}
)
# Builtins that order no goroutine.
QUIET_BUILTINS = frozenset(
    {"len", "cap", "append", "copy", "delete", "clear", "min", "max", "make", "new"}
)
ASSIGNING = frozenset({"assignment_statement", "inc_statement", "dec_statement"})
# What may order another goroutine after what came before.
# A range may receive from a channel or run an iterator function: code of its own.
SYNCHRONIZING = frozenset(
    {"go_statement", "send_statement", "select_statement", "func_literal", "range_clause"}
)


def freshly_stored(graph: LockGraph, operand: Node, call: Node) -> bool:
    """``call`` (a ``Lock`` on ``operand`` or a method called on it) is the first thing
    its statement does, and the statements just before it in its block store a new object
    in ``operand`` (``c.list = NewList()``, ``e = c.newEntry(k)``), made there or by a
    constructor (:func:`escapes.made_by_constructor`), and then only make quiet calls on
    it (:func:`quiet_method`)."""
    if not _plain_path(operand):
        return False
    statement = _statement_running_first(call)
    if statement is None:
        return False
    path = syntax.text(operand)
    earlier = statement.prev_named_sibling
    while earlier is not None:
        if earlier.type != "comment":
            value = _stored_value(earlier, path)
            if value is not None:
                return fresh_object(value) or made_by_constructor(graph, value)
            if not _quiet_call_on(graph, earlier, path):
                return False
        earlier = earlier.prev_named_sibling
    return False


def lock_on_fresh_store(graph: LockGraph, lock_call: Node) -> bool:
    """A ``Lock`` of a mutex held by value (:func:`_own_mutex_call`) by a new object just
    stored where the call names it (:func:`freshly_stored`): ``c.list.Lock()``,
    ``c.list.mu.Lock()``."""
    selector = syntax.unparen(lock_call.child_by_field_name("function"))
    mutex = syntax.unparen(selector.child_by_field_name("operand")) if selector else None
    if mutex is None:
        return False
    holders: list[Node | None] = [mutex]  # ``c.list.Lock()``: an embedded mutex
    if mutex.type == "selector_expression":  # ``c.list.mu.Lock()``: a field of it
        holders.append(syntax.unparen(mutex.child_by_field_name("operand")))
    return any(
        holder is not None
        and _own_mutex_call(graph, lock_call, syntax.text(holder))
        and freshly_stored(graph, holder, lock_call)
        for holder in holders
    )


def method_on_fresh_store(graph: LockGraph, call: Node) -> bool:
    """A method call on a path a new object was just stored in (:func:`freshly_stored`)."""
    selector = syntax.unparen(call.child_by_field_name("function"))
    if selector is None or selector.type != "selector_expression":
        return False
    operand = syntax.unparen(selector.child_by_field_name("operand"))
    return operand is not None and freshly_stored(graph, operand, call)


def leading_locks(graph: LockGraph, method: Node) -> frozenset[Node]:
    """The receiver ``Lock`` calls the method makes before anything that may order another
    goroutine after it: only statements that call nothing and leave the receiver variable
    alone, and calls of mutexes the receiver holds by value, come first (``l.Lock();
    defer l.Unlock(); ...``)."""
    receiver = _receiver_name(method)
    body = method.child_by_field_name("body")
    if receiver is None or body is None:
        return frozenset()
    found: list[Node] = []
    for statement in syntax.statements(body):
        call = _receiver_mutex_call(graph, statement, receiver)
        if call is not None:
            if syntax.text(_method_name(call)) in ACQUIRE and statement.type != "defer_statement":
                found.append(call)
            continue
        if not _calls_nothing(statement) or _sets_variable(statement, receiver):
            break
    return frozenset(found)


def quiet_method(graph: LockGraph, method: Node) -> bool:
    """The method's own code orders no other goroutine after it and leaves no lock held:
    it only reads, sets its receiver's own fields (``l.hover = on``, not ``l.owner.list =
    ...``) and locals, calls builtins, and takes and lets go of the mutexes its receiver
    holds by value as often each."""
    receiver = _receiver_name(method)
    body = method.child_by_field_name("body")
    if receiver is None or body is None:
        return False
    taken = 0
    for node in _nodes(body):
        if node.type in SYNCHRONIZING or _receives(node):
            return False
        if node.type == "call_expression":
            name = syntax.call_name(node)
            if node.child_by_field_name("function") is not None and name in QUIET_BUILTINS:
                continue
            if not _own_mutex_call(graph, node, receiver):
                return False
            method_name = syntax.text(_method_name(node))
            taken += 1 if method_name in ACQUIRE else -1 if method_name in RELEASE else 0
        elif node.type in ASSIGNING and not all(
            _own_target(target, receiver) for target in _targets(node)
        ):
            return False
    return taken == 0


def _quiet_call_on(graph: LockGraph, statement: Node, path: str) -> bool:
    """``path.m(...)`` (or ``path.mu.m(...)``), a statement of its own: a mutex method of
    the object, or a quiet package method (:func:`quiet_method`), with arguments that call
    nothing and do not name the object."""
    call = statement.named_children[0] if statement.type == "expression_statement" else None
    if call is None or call.type != "call_expression":
        return False
    selector = syntax.unparen(call.child_by_field_name("function"))
    operand = selector.child_by_field_name("operand") if selector is not None else None
    arguments = call.child_by_field_name("arguments")
    if selector is None or selector.type != "selector_expression" or operand is None:
        return False
    if arguments is None or not _calls_nothing(arguments) or path in syntax.text(arguments):
        return False
    if _own_mutex_call(graph, call, path):
        return True
    if syntax.text(operand) != path:
        return False
    definition = graph.types.callee(call)
    return definition is not None and quiet_method(graph, definition.node)


def _statement_running_first(call: Node) -> Node | None:
    """The statement ``call`` stands for, when nothing in it runs before the call: an
    expression statement, or the one value of an assignment, whose arguments call
    nothing."""
    statement = call.parent
    if statement is not None and statement.type == "expression_list":
        statement = statement.parent
    if statement is None or statement.type not in FIRST_CALL_STATEMENTS:
        return None
    if statement.type != "expression_statement" and len(_values(statement)) != 1:
        return None
    arguments = call.child_by_field_name("arguments")
    return None if arguments is not None and not _calls_nothing(arguments) else statement


def _stored_value(statement: Node, path: str) -> Node | None:
    """What ``statement`` stores in ``path`` when it is ``path = value`` (or ``:=``)."""
    if statement.type not in ("assignment_statement", "short_var_declaration"):
        return None
    if statement.type == "assignment_statement" and not syntax.token(statement, "="):
        return None
    targets = syntax.expressions(statement.child_by_field_name("left"))
    values = _values(statement)
    if len(targets) != 1 or len(values) != 1 or syntax.text(targets[0]) != path:
        return None
    return syntax.unparen(values[0])


def _plain_path(node: Node) -> bool:
    """An identifier, or field selections on one: it names the same place every time."""
    current: Node | None = node
    while current is not None and current.type == "selector_expression":
        current = syntax.unparen(current.child_by_field_name("operand"))
    return current is not None and current.type == "identifier"


def _values(statement: Node) -> list[Node]:
    return syntax.expressions(statement.child_by_field_name("right"))


def _targets(statement: Node) -> list[Node]:
    if statement.type == "assignment_statement":
        return syntax.expressions(statement.child_by_field_name("left"))
    return [child for child in statement.named_children[:1]]


def _own_target(target: Node, receiver: str) -> bool:
    """A local (``n``), or a field of the receiver itself, indexed or not (``l.hover``,
    ``l.items[k]``)."""
    node = syntax.unparen(target)
    while node is not None and node.type == "index_expression":
        node = syntax.unparen(node.child_by_field_name("operand"))
    if node is None:
        return False
    if node.type == "identifier":
        return syntax.text(node) != receiver
    if node.type != "selector_expression":
        return False
    operand = syntax.unparen(node.child_by_field_name("operand"))
    return operand is not None and operand.type == "identifier" and syntax.text(operand) == receiver


def _receiver_mutex_call(graph: LockGraph, statement: Node, receiver: str) -> Node | None:
    """The call of ``recv.Lock()`` / ``recv.mu.Unlock()`` (deferred or not) the statement
    is, if it is one (:func:`_own_mutex_call`)."""
    inner = statement.named_children[0] if statement.named_children else None
    if statement.type not in ("expression_statement", "defer_statement") or inner is None:
        return None
    if inner.type != "call_expression" or not _own_mutex_call(graph, inner, receiver):
        return None
    return inner


def _own_mutex_call(graph: LockGraph, call: Node, owner: str) -> bool:
    """A mutex method called on a mutex the object ``owner`` names holds by value: one
    its type embeds (``l.Lock()``) or a field of it (``l.mu.Lock()``), declared in the
    object's own type as ``sync.Mutex`` or ``sync.RWMutex``, not a pointer (which may be
    another object's mutex)."""
    selector = syntax.unparen(call.child_by_field_name("function"))
    if selector is None or selector.type != "selector_expression":
        return False
    if syntax.text(selector.child_by_field_name("field")) not in MUTEX_METHODS:
        return False
    mutex = syntax.unparen(selector.child_by_field_name("operand"))
    if mutex is None:
        return False
    holder: Node | None = mutex  # a mutex the object's type embeds
    if syntax.text(mutex) != owner and mutex.type == "selector_expression":
        holder = syntax.unparen(mutex.child_by_field_name("operand"))  # a field of it
    if holder is None or syntax.text(holder) != owner or not _plain_path(holder):
        return False
    lock = graph.lock_of(mutex, syntax.text(selector.child_by_field_name("field")))
    if lock is None or isinstance(lock, LocalMutex) or not lock.struct:
        return False
    found = graph.types.field(lock.struct, lock.field)
    return found is not None and found[1] == lock.struct and found[0].type == "qualified_type"


def _sets_variable(node: Node, name: str) -> bool:
    """Some assignment in ``node`` sets the variable ``name`` itself (``l = l.parent``)."""
    return any(
        inner.type in ASSIGNING
        and any(syntax.text(syntax.unparen(t)) == name for t in _targets(inner))
        for inner in _nodes(node)
    )


def _method_name(call: Node) -> Node | None:
    selector = syntax.unparen(call.child_by_field_name("function"))
    return selector.child_by_field_name("field") if selector is not None else None


def _receiver_name(method: Node) -> str | None:
    if method.type != "method_declaration":
        return None
    name, _ = syntax.receiver(method)
    return syntax.text(name) if name is not None else None


def _calls_nothing(node: Node) -> bool:
    """Nothing in ``node`` calls, receives, sends or starts code."""
    return not any(
        inner.type in ("call_expression", *SYNCHRONIZING) or _receives(inner)
        for inner in _nodes(node)
    )


def _receives(node: Node) -> bool:
    return node.type == "unary_expression" and syntax.token(node, "<-") is not None


def _nodes(node: Node) -> Iterator[Node]:
    """``node`` and every named node inside it (a literal's body aside: a literal is
    :data:`SYNCHRONIZING` itself)."""
    yield node
    yield from syntax.descendants_outside_closures(node)
