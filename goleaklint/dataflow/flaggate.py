"""Sends that a lock-guarded state flag lets through only while their receiver runs.

A common way to keep clients from sending to a loop that has stopped: a flag field
(``running``) and a mutex. A client locks the mutex and sends only when the flag is set;
the code that stops the loop holds the same mutex, and clears the flag in that same
critical section; and the flag is set only where the loop is then started. While the flag
is set the loop is receiving (or about to), so a guarded send cannot be left waiting by a
receiver that stopped::

    func (c *Cron) Remove(id ID) {
        c.mu.Lock()
        defer c.mu.Unlock()
        if c.running {
            c.remove <- id      // the loop runs: Stop has not cleared the flag
        }
    }

    func (c *Cron) Stop() {
        c.mu.Lock()
        defer c.mu.Unlock()
        if c.running {
            c.stop <- struct{}{} // the loop's only way out
            c.running = false
        }
    }

Everything is read from the syntax and the package's types. A critical section is a
``Lock`` call statement before the code in an enclosing block, with no ``Unlock`` of that
mutex outside a ``defer`` between them. Any write of the flag that is not a literal
``true`` or ``false`` assignment (its address taken, a composite literal setting it, a
computed value) makes the module give up.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from goleaklint import syntax
from goleaklint.dataflow.fields import FieldFacts
from goleaklint.dataflow.lockgraph import GLOBAL
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.parents import ParentOf
from goleaklint.dataflow.partners import receiver_stops
from goleaklint.dataflow.types import FieldKey, Types
from goleaklint.parse import Node
from goleaklint.spelled import tokens

LOCKS = ("Lock", "RLock")
FlagWrite = tuple[bool, Node, Node]  # the literal written, the statement, its function


def flag_gated(
    index: PackageIndex,
    types: Types,
    fields: FieldFacts,
    send: Node,
    sender: Node,
    receivers: list[tuple[Node, Node]],
) -> bool:
    """Whether ``send`` (on a channel field whose receives are ``receivers``: (receive,
    receiving function)) is made only while a lock-guarded flag says the receiving loop runs,
    and every way the loop stops clears that flag under the same lock."""
    gate = _gate(types, send)
    if gate is None:
        return False
    flag, test = gate
    section = critical_section(index, types, test)
    if section is None or critical_section(index, types, send) != section:
        return False
    lock, _ = section
    writes = flag_writes(index, types, flag)
    if writes is None:
        return False
    for receive, function in receivers:
        stops = receiver_stops(index, receive, function)
        if not stops:
            return False
        for stop in stops:
            if not _stopped_under(index, types, fields, stop.trigger, lock, writes):
                return False
    started = {function for _, function in receivers}
    return all(
        _starts_after(index, node, function, started) for value, node, function in writes if value
    )


def _gate(types: Types, send: Node) -> tuple[FieldKey, Node] | None:
    """The flag field an enclosing ``if`` requires set for the send to run, and that ``if``:
    ``if x.f { send }`` or ``if !x.f { ... } else { send }``, ``x`` the channel's holder."""
    channel = syntax.unparen(send.child_by_field_name("channel"))
    if channel is None or channel.type != "selector_expression":
        return None
    holder = syntax.text(channel.child_by_field_name("operand"))
    child, node = send, send.parent
    while node is not None and node.type not in syntax.FUNCTION_TYPES:
        tested = _flag_tested(node, holder) if node.type == "if_statement" else None
        if tested is not None:  # other conditions around the send only narrow it
            condition, negated = tested
            if (node.child_by_field_name("consequence") == child) == negated:
                return None  # the send runs when the flag is clear
            key = types.field_key(condition)
            return (key, node) if key is not None else None
        child, node = node, node.parent
    return None


def _flag_tested(statement: Node, holder: str) -> tuple[Node, bool] | None:
    """``x.f`` (and whether negated) when the ``if`` tests ``x.f`` or ``!x.f`` alone."""
    condition = syntax.unparen(statement.child_by_field_name("condition"))
    negated = False
    if condition is not None and condition.type == "unary_expression":
        if syntax.token(condition, "!") is None:
            return None
        negated = True
        condition = syntax.unparen(condition.child_by_field_name("operand"))
    if condition is None or condition.type != "selector_expression":
        return None
    if syntax.text(condition.child_by_field_name("operand")) != holder:
        return None
    return condition, negated


def critical_section(
    index: PackageIndex,
    types: Types,
    node: Node,
    lock_of: Callable[[Node, str], FieldKey | None] | None = None,
) -> tuple[FieldKey, Node] | None:
    """The mutex held at ``node`` and the ``Lock`` statement that took it: the nearest such
    statement before it in an enclosing block, not released (outside a ``defer``) between.
    Mutexes are struct fields, or with ``lock_of`` (mutex, method -> its identity) whatever
    it names (package variables too)."""
    source = index.file_of(node).source
    child, block = node, node.parent
    while block is not None and block.type not in syntax.FUNCTION_TYPES:
        if block.type in syntax.STATEMENT_HOLDERS:
            for statement in reversed(_before(block, child)):
                taken = lock_statement(statement, any_mutex=lock_of is not None)
                if taken is None:
                    continue
                mutex, method = taken
                key = lock_of(mutex, method) if lock_of is not None else types.field_key(mutex)
                if key is None or _released_between(source, mutex, statement, node, block):
                    return None
                return key, statement
        child, block = block, block.parent
    return None


def _before(block: Node, child: Node) -> list[Node]:
    found = []
    for statement in block.named_children:
        if statement.start_byte >= child.start_byte:
            break
        found.append(statement)
    return found


def lock_statement(
    statement: Node, any_mutex: bool = False, methods: tuple[str, ...] = LOCKS
) -> tuple[Node, str] | None:
    """``m.Lock()`` / ``m.RLock()`` (or another of ``methods``) as a statement: the mutex
    expression and the method (``m`` a selector, or with ``any_mutex`` any expression)."""
    if statement.type != "expression_statement" or not statement.named_children:
        return None
    call = statement.named_children[0]
    if call.type != "call_expression":
        return None
    function = syntax.unparen(call.child_by_field_name("function"))
    if function is None or function.type != "selector_expression":
        return None
    method = syntax.text(function.child_by_field_name("field"))
    mutex = syntax.unparen(function.child_by_field_name("operand"))
    if method not in methods or mutex is None:
        return None
    if mutex.type != "selector_expression" and not any_mutex:
        return None
    return mutex, method


def _released_between(source: bytes, mutex: Node, statement: Node, node: Node, block: Node) -> bool:
    """An ``Unlock``/``RUnlock`` of the mutex, spelled as written, between the ``Lock``
    statement and ``node`` that is not in a ``defer`` statement, nor in a statement of
    ``block`` (the one holding the ``Lock``) that returns at its end (``if cached {
    mu.Unlock(); return }``): the paths on to ``node`` do not go through that one."""
    spelled = re.escape(mutex.text or b"") + rb"\s*\.\s*R?Unlock\s*\("
    region = source[statement.end_byte : node.start_byte]
    for match in re.finditer(spelled, region):
        position = statement.end_byte + match.start()
        if not _deferred_at(source, position) and not _in_returning_branch(block, position):
            return True
    return False


def _in_returning_branch(block: Node, position: int) -> bool:
    """``position`` is in the body of an ``if`` statement of ``block`` (no ``else``) whose
    last statement is a ``return``."""
    for statement in block.named_children:
        if not statement.start_byte <= position < statement.end_byte:
            continue
        if statement.type != "if_statement" or statement.child_by_field_name("alternative"):
            return False
        body = syntax.statements(statement.child_by_field_name("consequence"))
        return bool(body) and body[-1].type == "return_statement"
    return False


def _deferred_at(source: bytes, position: int) -> bool:
    line_start = source.rfind(b"\n", 0, position) + 1
    return source[line_start:position].strip().startswith(b"defer")


def _stopped_under(
    index: PackageIndex,
    types: Types,
    fields: FieldFacts,
    trigger: Node,
    lock: FieldKey,
    writes: list[FlagWrite],
) -> bool:
    """Every send on or close of the stop's channel field holds ``lock`` (not for reading)
    and clears the flag (``writes``: every write of it) in that same critical section."""
    channel = syntax.unparen(trigger)
    key = types.field_key(channel) if channel is not None else None
    ops = fields.of(key) if key is not None else None
    if ops is None or ops.foreign or ops.escapes or ops.indirect_feeds:
        return False
    firings = [*ops.send_sites, *ops.close_sites]
    if not firings:
        return False
    for firing, _ in firings:
        section = critical_section(index, types, firing)
        if section is None or section[0] != lock:
            return False
        if lock_method(section[1]) != "Lock":
            return False
        if not any(
            value is False and critical_section(index, types, node) == section
            for value, node, _ in writes
        ):
            return False
    return True


def lock_method(statement: Node) -> str:
    """``Lock`` or ``RLock`` for a lock statement (else empty)."""
    taken = lock_statement(statement, any_mutex=True)
    return taken[1] if taken is not None else ""


def _starts_after(index: PackageIndex, node: Node, function: Node, started: set[Node]) -> bool:
    """A ``go`` statement or a call of ``function``'s own code after ``node`` that runs one
    of the ``started`` functions: setting the flag is followed by starting the loop."""
    for call in syntax.descendants_outside_closures(function):
        if call.type != "call_expression" or call.start_byte <= node.end_byte:
            continue
        callee = index.callee(call)
        if callee is not None and callee[0] in started:
            return True
    return False


def flag_writes(index: PackageIndex, types: Types, flag: FieldKey) -> list[FlagWrite] | None:
    """``(value, assignment, function)`` for every write of the flag (a struct field, or a
    package variable: ``FieldKey(GLOBAL, name)``); None when one is not a literal
    ``true``/``false`` assignment (or cannot be told apart from one)."""
    package_variable = flag.struct == GLOBAL
    found: list[FlagWrite] = []
    for go_file in index.files:
        leaves = tokens(go_file, flag.field.encode())
        for leaf in leaves:
            parent = leaves.parent(leaf)
            if parent is None:
                continue
            if leaf.type == "identifier" and parent.type == "literal_element":
                keyed = leaves.parent(parent)
                if keyed is not None and keyed.type == "keyed_element" and not _keyed_false(keyed):
                    return None  # set in a composite literal: T{running: true}
                continue
            if parent.type == "selector_expression":
                if package_variable or parent.child_by_field_name("field") != leaf:
                    continue
                key = types.field_key(parent)
                if key is not None and key != flag:
                    continue
                named = parent
            elif package_variable and leaf.type == "identifier":
                if index.resolution(leaf).var_of(leaf) is not None:
                    continue  # a local of the same name
                named = leaf
            else:
                continue
            write = _write_of(named, leaves.parent)
            if write is None:
                continue
            value, statement = write
            function = index.enclosing_function(statement)
            if value is None or function is None:
                return None
            found.append((value, statement, function))
    return found


def _keyed_false(keyed: Node) -> bool:
    """``f: false`` in a composite literal: the zero value, spelled out."""
    parts = keyed.named_children
    value = parts[-1] if len(parts) == 2 else None
    inner = value.named_children[0] if value is not None and value.named_children else None
    return inner is not None and inner.type == "false"


def _write_of(selector: Node, parent_of: ParentOf) -> tuple[bool | None, Node] | None:
    """``(value, statement)`` when the selector (or identifier) is written: the literal
    assigned (None for any other value or way of writing it); None when it is only read."""
    around = parent_of(selector)
    if around is None:
        return None
    if around.type == "unary_expression" and syntax.token(around, "&") is not None:
        return None, around
    if around.type == "inc_statement" or around.type == "dec_statement":
        return None, around
    if around.type != "expression_list":
        return None
    statement = parent_of(around)
    if statement is None or statement.type != "assignment_statement":
        return None
    if statement.child_by_field_name("left") != around:
        return None
    left = syntax.expressions(around)
    right = syntax.expressions(statement.child_by_field_name("right"))
    if len(left) != len(right) or syntax.token(statement, "=") is None:
        return None, statement
    value = syntax.unparen(right[left.index(selector)])
    if value is not None and value.type in ("true", "false"):
        return value.type == "true", statement
    return None, statement
