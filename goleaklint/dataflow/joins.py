"""Methods a function has waited out.

A method that defers ``close(r.done)`` on a channel field of its receiver closes it only
once every call it made has returned. So a method of the same type that receives from that
field (``<-s.done``) has, from there on, seen that method end for its object, and with it
everything that runs only inside it (:meth:`Reach.runs_only_inside`): the two never run at
once. Like the lock graph, objects are told apart by type and field only; the closing
method must be the package's only closer of a field of that name, and the field's channel
made in at most one place, so that one channel stands for one run of the method.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex
from goleaklint.parse import Node


@dataclass
class Joins:
    index: PackageIndex
    _closers: dict[tuple[str, str], Node | None] = field(default_factory=dict)

    def waited_out(self, function: Node, before: Node) -> set[Node]:
        """The methods ``function`` (a method) has waited to end on every path to
        ``before``: a statement of its body, ahead of the one holding ``before``, receives
        from a done channel of its receiver that only such a method closes."""
        receiver, receiver_type = syntax.receiver(function)
        if function.type != "method_declaration" or receiver is None or receiver_type is None:
            return set()
        found: set[Node] = set()
        for statement in syntax.statements(function.child_by_field_name("body")):
            if statement.start_byte <= before.start_byte < statement.end_byte:
                break
            name = _received_field(statement, syntax.text(receiver))
            closer = self.closer(receiver_type, name) if name is not None else None
            if closer is not None:
                found.add(closer)
        return found

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
