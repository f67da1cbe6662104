"""Contexts whose cancel lives in a struct field: a goroutine waits on ``<-ctx.Done()`` for a
context whose cancel function the package keeps in a field (``rs.cancel``), and nothing
that can run calls that field before the wait.

The object model of a cancel field: the ``context.With...`` call that stores its cancel
there (directly, ``ctx, rs.cancel = context.WithCancel(ctx)``, or through a composite
literal, ``&Tx{cancel: cancel, ctx: ctx}``), every call of the field, and where the child
context goes (a local, a parameter of the goroutine, a field every write of which is that
child). The wait can end only when a call of the field runs first, or the parent is
cancelled; so it is a leak when the parent is never cancelled (``context.Background()``,
through the callers' arguments too) and every call of the field is in code nothing can run
(no live function names it) or runs only after the wait, in the waiting goroutine itself.
A field read any other way (handed over, stored elsewhere) may be called anywhere: no
judgement.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.contexts import CancelSite, Contexts
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.reach import MAX_HOPS, Reach
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.types import FieldKey, Types, struct_name
from goleaklint.parse import Node, captures
from goleaklint.spelled import tokens

RECEIVE_QUERY = '(unary_expression operator: "<-") @receive'
ASSIGNMENTS = ("assignment_statement", "short_var_declaration")
DEAD = "dead"  # in code no live function reaches
LATER = "later"  # only after the wait, in the waiting goroutine


@dataclass(frozen=True)
class UnendedWait:
    """A goroutine's wait on a context's ``Done`` that nothing will end."""

    receive: Node  # the ``<-ctx.Done()``
    go: Node  # the go statement starting the goroutine
    site: CancelSite
    holder: FieldKey  # the field keeping the cancel function
    calls: dict[Node, str]  # each call of the field: DEAD or LATER

    @property
    def by_names(self) -> bool:
        """Some call is set aside as dead code: a judgement by names (an interface or
        reflection could still reach it)."""
        return DEAD in self.calls.values()


@dataclass
class _Child:
    """Where a cancel site's child context can be found."""

    var: Var | None
    fields: set[FieldKey]


class CancelFields:
    """Cancel functions kept in struct fields, and the waits on their contexts."""

    def __init__(self, index: PackageIndex, types: Types, contexts: Contexts, reach: Reach):
        self.index = index
        self.types = types
        self.contexts = contexts
        self.reach = reach
        self._selectors: dict[str, list[Node]] = {}

    def unended_waits(self) -> Iterator[UnendedWait]:
        for site in self.contexts.cancel_sites():
            holder = self._holder(site)
            if holder is None or self._settable_outside(holder):
                continue
            calls = self._calls(holder)
            if calls is None or not self.reach.live(site.function):
                continue
            if not self._parent_never_done(site):
                continue
            child = self._child(site)
            for go, receive, goroutine in self._waits(site, child):
                judged = self._judge(calls, receive, goroutine)
                if judged is not None:
                    yield UnendedWait(receive, go, site, holder, judged)

    # The cancel field ---------------------------------------------------------------------

    def _holder(self, site: CancelSite) -> FieldKey | None:
        """The field the site's cancel function is kept in."""
        if site.target.type == "selector_expression":
            return self.types.field_key(site.target)
        if site.var is None:
            return None
        holders = {self._stored_in(use) for use in self._uses(site.var, site.target)}
        if len(holders) != 1:
            return None
        return holders.pop()

    def _stored_in(self, use: Node) -> FieldKey | None:
        """The field a use of a variable stores it in: ``T{f: v}`` or ``x.f = v``."""
        element = _keyed_value_of(use)
        if element is not None:
            return element
        values = use.parent
        statement = values.parent if values is not None else None
        if values is None or statement is None or statement.type != "assignment_statement":
            return None
        if statement.child_by_field_name("right") != values:
            return None
        members = syntax.expressions(values)
        targets = syntax.expressions(statement.child_by_field_name("left"))
        if len(members) != len(targets) or use not in members:
            return None
        return self.types.field_key(targets[members.index(use)])

    def _calls(self, holder: FieldKey) -> list[Node] | None:
        """Every call of the field; None when it is read any other way."""
        calls: list[Node] = []
        for selector in self._selectors_named(holder.field):
            if self.types.field_key(selector) != holder:
                continue
            parent = selector.parent
            if parent is not None and parent.child_by_field_name("function") == selector:
                calls.append(parent)  # a call_expression: the only parent with that field
                continue
            if _assigned(selector):
                continue  # storing a cancel function there, not reading one
            return None
        return calls

    def _settable_outside(self, holder: FieldKey) -> bool:
        """An exported field of an exported type in an importable package: another package
        may call it."""
        return (
            self.index.name != "main" and holder.struct[:1].isupper() and holder.field[:1].isupper()
        )

    # The child context --------------------------------------------------------------------

    def _child(self, site: CancelSite) -> _Child:
        if site.context.type == "selector_expression":
            key = self.types.field_key(site.context)
            return _Child(None, {key} if key is not None else set())
        var = self.index.resolution(site.call).var_of(site.context)
        fields = {key for use in self._uses(var, site.context) if (key := self._stored_in(use))}
        return _Child(var, {key for key in fields if self._only_written_from(key, var, site)})

    def _only_written_from(self, key: FieldKey, var: Var | None, site: CancelSite) -> bool:
        """Every write of the field stores the site's child context."""
        for selector in self._selectors_named(key.field):
            if self.types.field_key(selector) != key or not _assigned(selector):
                continue
            if selector != site.context and self._assigned_value_var(selector) != var:
                return False
        for literal in self._literals_of(key.struct):
            value = _keyed_value(literal, key.field)
            if value is None:
                continue
            if value.type != "identifier" or self.index.resolution(value).var_of(value) != var:
                return False
        return True

    def _assigned_value_var(self, target: Node) -> Var | None:
        statement = target.parent.parent if target.parent is not None else None
        if statement is None or statement.type not in ASSIGNMENTS:
            return None
        left = syntax.expressions(statement.child_by_field_name("left"))
        right = syntax.expressions(statement.child_by_field_name("right"))
        if len(left) != len(right) or target not in left:
            return None
        value = right[left.index(target)]
        return self.index.resolution(value).var_of(value) if value.type == "identifier" else None

    # The waits ----------------------------------------------------------------------------

    def _waits(self, site: CancelSite, child: _Child) -> Iterator[tuple[Node, Node, Node]]:
        """``(go statement, receive, goroutine function)`` for each plain ``<-ctx.Done()``
        statement of a goroutine the site's function starts after the site, on the child."""
        for go in self.index.go_statements:
            if syntax.enclosing_function(go) != site.function:
                continue
            if go.start_byte < site.statement.end_byte:
                continue
            call = go.named_children[0] if go.named_children else None
            callee = self.index.callee(call) if call is not None else None
            if call is None or callee is None:
                continue
            goroutine = callee[0]
            body = goroutine.child_by_field_name("body")
            resolution = self.index.resolution(goroutine)
            for receive in captures(RECEIVE_QUERY, body).get("receive", []) if body else []:
                if resolution.owner(receive) != goroutine:
                    continue
                statement = receive.parent
                if statement is None or statement.type != "expression_statement":
                    continue
                context = _done_operand(receive)
                if context is not None and self._is_child(context, child, goroutine, call):
                    yield go, receive, goroutine

    def _is_child(self, context: Node, child: _Child, goroutine: Node, call: Node) -> bool:
        if context.type == "selector_expression":
            return self.types.field_key(context) in child.fields
        if context.type != "identifier" or child.var is None:
            return False
        var = self.index.resolution(context).var_of(context)
        if var == child.var:
            return True  # captured by a literal
        if var is None or var.kind != "param" or var.owner != goroutine:
            return False
        arguments = syntax.call_arguments(call)
        if var.index >= len(arguments) or arguments[var.index].type != "identifier":
            return False
        argument = arguments[var.index]
        return self.index.resolution(argument).var_of(argument) == child.var

    # Can a call run before the wait? ------------------------------------------------------

    def _judge(self, calls: list[Node], receive: Node, goroutine: Node) -> dict[Node, str] | None:
        """Why each call cannot end the wait (``DEAD``: nothing runs its code, ``LATER``: it
        runs only after the wait); None when some call may run before it."""
        why: dict[Node, str] = {}
        for call in calls:
            if not self.reach.live(self.index.top_level(call)):
                why[call] = DEAD
            elif self._only_after(call, receive, goroutine, MAX_HOPS):
                why[call] = LATER
            else:
                return None
        return why

    def _only_after(self, node: Node, receive: Node, goroutine: Node, hops: int) -> bool:
        """Every way to ``node`` passes the wait first, in the waiting goroutine."""
        function = syntax.enclosing_function(node)
        if function is None:
            return False
        if function == goroutine:
            return _behind(self.index, function, node, receive)
        callers = self.reach.callers(function)
        if hops == 0 or not callers:
            return False
        return all(
            self._only_after(call, receive, goroutine, hops - 1)
            for call, _ in callers
            if self.reach.live(self.index.top_level(call))
        )

    # The parent ---------------------------------------------------------------------------

    def _parent_never_done(self, site: CancelSite) -> bool:
        """The site's parent context is never cancelled: ``context.Background()``, or a
        parameter every caller in the package passes such a context (the function not
        callable from outside: :meth:`Contexts.never_done`)."""
        arguments = syntax.call_arguments(site.call)
        return bool(arguments) and self.contexts.never_done(arguments[0])

    # Syntax helpers -----------------------------------------------------------------------

    def _uses(self, var: Var | None, declared: Node) -> list[Node]:
        """The identifiers naming ``var`` other than ``declared`` (the site's own target)."""
        if var is None:
            return []
        resolution = self.index.resolution(declared)
        return [
            ident
            for ident, v in resolution.uses.items()
            if v == var and ident != declared and not _literal_key(ident)
        ]

    def _selectors_named(self, field: str) -> list[Node]:
        """Every ``x.field`` of the package, in file and source order."""
        found = self._selectors.get(field)
        if found is None:
            found = self._selectors[field] = []
            for go_file in self.index.files:
                leaves = tokens(go_file, field.encode())
                found += [
                    selector
                    for leaf in leaves
                    if (selector := leaves.parent(leaf)) is not None
                    and selector.type == "selector_expression"
                    and selector.child_by_field_name("field") == leaf
                ]
        return found

    def _literals_of(self, struct: str) -> Iterator[Node]:
        for go_file in self.index.files:
            if struct.encode() not in go_file.source:
                continue
            for literal in captures("(composite_literal) @literal", go_file.root).get(
                "literal", []
            ):
                if struct_name(literal.child_by_field_name("type")) == struct:
                    yield literal


def _done_operand(receive: Node) -> Node | None:
    """``ctx`` of ``<-ctx.Done()``."""
    return syntax.method_operand(syntax.unparen(receive.child_by_field_name("operand")), "Done")


def _behind(index: PackageIndex, function: Node, node: Node, wait: Node) -> bool:
    """No path from the function's entry reaches ``node`` without passing ``wait``."""
    cfg = index.cfg(function)
    target = cfg.block_for(node)
    blocked = cfg.block_for(wait)
    if target is None or blocked is None:
        return False
    if target.id == blocked.id:
        return node.start_byte > wait.end_byte
    return cfg.always_through(target.id, frozenset((blocked.id,)))


def _assigned(selector: Node) -> bool:
    """``x.f`` is a target of an assignment (``x.f = v``, ``a, x.f = ...``)."""
    values = selector.parent
    statement = values.parent if values is not None else None
    return (
        values is not None
        and values.type == "expression_list"
        and statement is not None
        and statement.type in ASSIGNMENTS
        and statement.child_by_field_name("left") == values
    )


def _keyed_value_of(use: Node) -> FieldKey | None:
    """The field ``T{f: use}`` stores ``use`` in."""
    found = syntax.keyed_value_of(use)
    if found is None:
        return None
    literal, key = found
    struct = struct_name(literal.child_by_field_name("type"))
    name = syntax.text(key.named_children[0]) if key.named_children else ""
    return FieldKey(struct, name) if struct is not None and name else None


def _literal_key(ident: Node) -> bool:
    """The field name of ``T{f: v}`` (spelled like a variable, naming none)."""
    value = ident.parent
    element = value.parent if value is not None else None
    return (
        value is not None
        and element is not None
        and value.type == "literal_element"
        and element.type == "keyed_element"
        and element.named_children[0] == value
    )


def _keyed_value(literal: Node, field: str) -> Node | None:
    """The value a composite literal gives ``field`` by key, if it does."""
    body = literal.child_by_field_name("body")
    for element in body.named_children if body is not None else []:
        if element.type != "keyed_element" or len(element.named_children) != 2:
            continue
        key, value = element.named_children
        name = syntax.text(key.named_children[0]) if key.named_children else ""
        if name == field:
            return value.named_children[0] if value.named_children else None
    return None
