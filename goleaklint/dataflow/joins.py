"""Methods a function has waited out, and goroutines their launchers wait for.

A method that defers ``close(r.done)`` on a channel field of its receiver closes it only
once every call it made has returned. So a method of the same type that receives from that
field (``<-s.done``) has, from there on, seen that method end for its object, and with it
everything that runs only inside it (:meth:`Joins.runs_within`): the two never run at
once. Like the lock graph, objects are told apart by type and field only; the closing
method must be the package's only closer of a field of that name, and the field's channel
made in at most one place, so that one channel stands for one run of the method.

A WaitGroup field does the same when its only ``Done`` is one method's deferred
``defer r.wg.Done()`` and every run of that method is a ``go`` statement right after
``r.wg.Add(1)``: ``r.wg.Wait()`` returns once those runs have ended.

A goroutine literal that defers ``wg.Done()`` before anything that could leave it, on a
local WaitGroup its launcher waits for later in its body with no ``return`` on the way,
ends before the launcher goes on (:func:`join_of`): what it runs, runs within the
launcher, and before that wait.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.reach import Reach
from goleaklint.parse import Node, walk


@dataclass
class Joins:
    index: PackageIndex
    reach: Reach
    _closers: dict[tuple[str, str], Node | None] = field(default_factory=dict)
    _enders: dict[tuple[str, str], Node | None] = field(default_factory=dict)

    def waited_out(self, function: Node, before: Node) -> set[Node]:
        """The methods ``function`` (a method) has waited to end on every path to
        ``before``: a statement of its body, ahead of the one holding ``before``, receives
        from a done channel of its receiver that only such a method closes, or waits on a
        WaitGroup of its receiver that only such a method's runs count."""
        receiver, receiver_type = syntax.receiver(function)
        if function.type != "method_declaration" or receiver is None or receiver_type is None:
            return set()
        found: set[Node] = set()
        owner = syntax.text(receiver)
        for statement in syntax.statements(function.child_by_field_name("body")):
            if statement.start_byte <= before.start_byte < statement.end_byte:
                break
            name = _received_field(statement, owner)
            closer = self.closer(receiver_type, name) if name is not None else None
            group = _waited_field(statement, owner)
            ender = self.group_ender(receiver_type, group) if group is not None else None
            found.update(method for method in (closer, ender) if method is not None)
        return found

    def runs_within(self, function: Node, outer: Node) -> bool:
        """Every run of ``function`` happens within a run of ``outer``: it is ``outer``, or
        every way to run it is a call from (or a goroutine its launcher waits for, or a
        literal called or deferred by) functions for which the same holds."""
        seen = {function}
        pending = [function]
        while pending:
            current = pending.pop()
            if current == outer:
                continue
            runners = self._runners(current)
            if runners is None:
                return False
            for runner in runners:
                if runner not in seen:
                    seen.add(runner)
                    pending.append(runner)
        return True

    def _runners(self, function: Node) -> list[Node] | None:
        """The functions whose runs every run of ``function`` happens within, one step up;
        None when some run may happen elsewhere."""
        if function.type == "func_literal":
            call = self.index.parent(function)
            statement = self.index.parent(call) if call is not None else None
            if call is None or call.type != "call_expression" or statement is None:
                return None
            if call.child_by_field_name("function") != function:
                return None
            if statement.type == "go_statement" and not self.joined_launch(statement):
                return None
            launcher = self.index.enclosing_function(call)
            return [launcher] if launcher is not None else None
        calls = self.reach.only_runs(function)
        if not calls:
            return None
        runners = []
        for call, caller in calls:
            statement = self.index.parent(call)
            if statement is None:
                return None
            if statement.type == "go_statement" and not self.joined_launch(statement):
                return None
            runners.append(caller)
        return runners

    def joined_launch(self, go: Node, until: Node | None = None) -> bool:
        """The goroutine ``go`` starts ends before its launcher returns (or, with
        ``until``, a node of the launcher, reaches that node): :func:`join_of` finds the
        statement that waits for it."""
        return join_of(self.index, go, until) is not None

    def group_ender(self, receiver_type: str, name: str) -> Node | None:
        """The method of ``receiver_type`` whose runs the WaitGroup field ``name`` counts:
        its body defers ``r.name.Done()``, the package's only ``Done`` of a field so named,
        and each way to run it is a ``go`` statement right after ``r.name.Add(1)``."""
        key = (receiver_type, name)
        if key not in self._enders:
            self._enders[key] = self._find_ender(receiver_type, name)
        return self._enders[key]

    def _find_ender(self, receiver_type: str, name: str) -> Node | None:
        dones = re.compile(rb"\." + re.escape(name.encode()) + rb"\.Done\(\s*\)")
        if sum(len(dones.findall(f.source)) for f in self.index.files) != 1:
            return None
        for (method_type, _), definition in self.index.methods.items():
            method = definition.node
            if method_type != receiver_type or not _defers_field_done(method, name):
                continue
            runs = self.reach.only_runs(method)
            if runs and all(self._counted_launch(call, name) for call, _ in runs):
                return method
        return None

    def _counted_launch(self, call: Node, name: str) -> bool:
        """``call`` is ``go x.M()`` right after ``x.name.Add(1)``."""
        go = self.index.parent(call)
        if go is None or go.type != "go_statement":
            return False
        before = go.prev_named_sibling
        while before is not None and before.type == "comment":
            before = before.prev_named_sibling
        add = before.named_children[0] if before is not None and before.named_children else None
        if before is None or before.type != "expression_statement" or add is None:
            return False
        if add.type != "call_expression":
            return False
        arguments = syntax.call_arguments(add)
        function = add.child_by_field_name("function")
        counts_one = len(arguments) == 1 and syntax.text(arguments[0]) == "1"
        return counts_one and syntax.text(function).endswith(f".{name}.Add")

    def closer(self, receiver_type: str, name: str) -> Node | None:
        """The method of ``receiver_type`` that defers closing its receiver's field
        ``name`` (a statement of its body, so at its every exit), when it is the only close
        of a field so named in the package and the field's channel is made at most once."""
        key = (receiver_type, name)
        if key not in self._closers:
            self._closers[key] = self._find_closer(receiver_type, name)
        return self._closers[key]

    def _find_closer(self, receiver_type: str, name: str) -> Node | None:
        closes = re.compile(rb"\bclose\(\s*[\w.]*\." + re.escape(name.encode()) + rb"\s*\)")
        made = re.compile(
            rb"(\." + re.escape(name.encode()) + rb"\s*=|\b" + re.escape(name.encode()) + rb":)"
            rb"\s*make\("
        )
        if sum(len(closes.findall(f.source)) for f in self.index.files) != 1:
            return None
        if sum(len(made.findall(f.source)) for f in self.index.files) > 1:
            return None
        for (method_type, _), definition in self.index.methods.items():
            if method_type == receiver_type and defers_close(definition.node, name):
                return definition.node
        return None


def join_of(index: PackageIndex, go: Node, until: Node | None = None) -> Node | None:
    """The statement of the launcher's body that waits for the goroutine ``go`` starts to
    end, before the launcher returns (with ``until``, a node of the launcher, before it
    reaches that node): the goroutine is a literal that defers ``wg.Done()`` on a local
    WaitGroup of the launcher before anything that could leave it (no ``return`` ahead of
    the ``defer``), and a later statement of the launcher's body, with no ``return`` before
    it, is ``wg.Wait()``. Everything the goroutine does happens before that statement."""
    literal = launched_literal(go)
    if literal is None:
        return None
    group = None
    for statement in syntax.statements(literal.child_by_field_name("body")):
        group = _deferred_done(statement)
        if group is not None or _returns(index, statement, literal):
            break
    launcher = index.enclosing_function(go)
    if group is None or launcher is None:
        return None
    if until is not None and not syntax.contains(launcher, until):
        return None
    var = index.resolution(group).var_of(group)
    if var is None or var.owner != launcher or var.kind != "local":
        return None
    for statement in syntax.statements(launcher.child_by_field_name("body")):
        if statement.end_byte <= go.start_byte:
            continue
        if until is not None and statement.end_byte > until.start_byte:
            return None
        if _returns(index, statement, launcher):
            return None
        if statement.start_byte > go.end_byte and _waits_on(statement, group):
            return statement
    return None


def launched_literal(go: Node) -> Node | None:
    """The function literal a ``go`` statement starts (``go func() { ... }()``)."""
    call = go.named_children[0] if go.named_children else None
    literal = syntax.unparen(call.child_by_field_name("function")) if call else None
    return literal if literal is not None and literal.type == "func_literal" else None


def _returns(index: PackageIndex, statement: Node, function: Node) -> bool:
    """The statement holds a ``return`` of ``function`` (not of a literal inside it)."""
    return any(
        node.type == "return_statement" and index.enclosing_function(node) == function
        for node in walk(statement)
    )


def _waited_field(statement: Node, receiver: str) -> str | None:
    """``g`` for a statement ``receiver.g.Wait()``."""
    return _receiver_field(_called_on(statement, "expression_statement", "Wait"), receiver)


def _defers_field_done(method: Node, name: str) -> bool:
    """A statement of the method's body is ``defer r.name.Done()`` on its receiver ``r``."""
    receiver, _ = syntax.receiver(method)
    if receiver is None:
        return False
    owner = syntax.text(receiver)
    return any(
        _receiver_field(_deferred_done(statement), owner) == name
        for statement in syntax.statements(method.child_by_field_name("body"))
    )


def _deferred_done(statement: Node) -> Node | None:
    """``wg`` (an identifier or a selector) for ``defer wg.Done()``."""
    return _called_on(statement, "defer_statement", "Done")


def _waits_on(statement: Node, group: Node) -> bool:
    """The statement is ``group.Wait()``, spelled as ``group`` is."""
    waited = _called_on(statement, "expression_statement", "Wait")
    return waited is not None and syntax.squeezed(waited) == syntax.squeezed(group)


def _called_on(statement: Node, kind: str, method: str) -> Node | None:
    """``x`` for a statement of type ``kind`` that is the call ``x.method()`` with no
    arguments (``wg.Wait()``, ``defer s.wg.Done()``)."""
    call = statement.named_children[0] if statement.named_children else None
    if statement.type != kind or call is None or call.type != "call_expression":
        return None
    function = call.child_by_field_name("function")
    if function is None or function.type != "selector_expression" or syntax.call_arguments(call):
        return None
    if syntax.text(function.child_by_field_name("field")) != method:
        return None
    return syntax.unparen(function.child_by_field_name("operand"))


def _received_field(statement: Node, receiver: str) -> str | None:
    """``f`` for a statement that receives from ``receiver.f`` (``<-s.f``, ``_ = <-s.f``)."""
    expression: Node | None
    if statement.type == "expression_statement" and statement.named_children:
        expression = statement.named_children[0]
    elif statement.type in ("assignment_statement", "short_var_declaration"):
        values = syntax.expressions(statement.child_by_field_name("right"))
        expression = values[0] if len(values) == 1 else None
    else:
        return None
    expression = syntax.unparen(expression)
    if expression is None or not syntax.is_receive(expression):
        return None
    channel = syntax.unparen(expression.child_by_field_name("operand"))
    return _receiver_field(channel, receiver)


def _receiver_field(node: Node | None, receiver: str) -> str | None:
    """``f`` for ``receiver.f``."""
    if node is None or node.type != "selector_expression":
        return None
    operand = syntax.unparen(node.child_by_field_name("operand"))
    if operand is None or operand.type != "identifier" or syntax.text(operand) != receiver:
        return None
    return syntax.text(node.child_by_field_name("field"))


def defers_close(method: Node, name: str) -> bool:
    """The method closes ``r.name`` of its receiver ``r`` in a deferred call: ``defer
    close(r.name)``, or a deferred literal with ``close(r.name)`` among the statements of its
    body (not under a condition). When it closes, the method is returning, and every call it
    made has returned."""
    receiver, _ = syntax.receiver(method)
    if receiver is None:
        return False
    owner = syntax.text(receiver)
    for statement in syntax.statements(method.child_by_field_name("body")):
        call = statement.named_children[0] if statement.named_children else None
        if statement.type != "defer_statement" or call is None or call.type != "call_expression":
            continue
        if closes_field(call, owner, name):
            return True
        literal = syntax.unparen(call.child_by_field_name("function"))
        if literal is None or literal.type != "func_literal" or syntax.call_arguments(call):
            continue
        for inner in syntax.statements(literal.child_by_field_name("body")):
            closing = inner.named_children[0] if inner.named_children else None
            if inner.type != "expression_statement" or closing is None:
                continue
            if closing.type == "call_expression" and closes_field(closing, owner, name):
                return True
    return False


def closes_field(call: Node, receiver: str, name: str) -> bool:
    """``close(receiver.name)``."""
    arguments = syntax.call_arguments(call)
    return (
        syntax.call_name(call) == "close"
        and len(arguments) == 1
        and _receiver_field(syntax.unparen(arguments[0]), receiver) == name
    )
