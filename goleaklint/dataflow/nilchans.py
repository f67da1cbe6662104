"""Channels that are nil forever: variables never given a channel, fields never assigned.

A variable counts only when it is declared without a value (or with ``nil``), never assigned
anything but ``nil`` or another such variable, and its address is never taken. A field counts
only when no code of the package assigns it in any form (selector assignment, keyed or
positional composite literal, address taken), and the operation is on a value whose type the
code spells out. Channels are values, so handing a nil channel to other code cannot make it
non-nil.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.dataflow.loops import case_channel
from goleaklint.dataflow.package import PackageIndex, declared_value, var_type
from goleaklint.dataflow.parents import ParentOf
from goleaklint.dataflow.scope import Resolution, Var
from goleaklint.dataflow.uses import Path, Use, UseKind, path_of
from goleaklint.parse import Node
from goleaklint.spelled import tokens


@dataclass(frozen=True)
class NilOperation:
    """An operation that blocks forever because its channel is nil."""

    site: Node  # where it blocks
    kind: str  # "send", "receive", "range", "select"
    name: str  # how the code names the channel there
    reason: str  # why it is nil
    via: Node | None = None  # the call that passed a nil channel in, if any


@dataclass
class NilChannels:
    index: PackageIndex
    _written_fields: set[str] | None = None
    _positional_types: set[str] = field(default_factory=set)
    _valued_types: set[str] = field(default_factory=set)  # spelled where a value can be made

    def _scan_field_writes(self) -> set[str]:
        """Channel field names any code of the package writes (computed on first need),
        found from where each field's and each struct's name is spelled."""
        if self._written_fields is not None:
            return self._written_fields
        self._written_fields = set()
        structs, fields = self._channel_field_names()
        for go_file in self.index.files:  # a name found in one file is not looked for again
            for name in fields:
                if name in self._written_fields:
                    continue
                leaves = tokens(go_file, name.encode())
                if any(_written(leaf, leaves.parent) for leaf in leaves):
                    self._written_fields.add(name)
            for name in structs:
                if name in self._positional_types:
                    continue
                leaves = tokens(go_file, name.encode())
                if any(_positional_literal(leaf, leaves.parent) for leaf in leaves):
                    self._positional_types.add(name)
                if any(_may_hold_value(leaf, leaves.parent) for leaf in leaves):
                    self._valued_types.add(name)
        return self._written_fields

    def _channel_field_names(self) -> tuple[list[str], list[str]]:
        """The package's structs with channel fields, and the names of those fields: only
        code that spells one can write such a field."""
        structs: set[str] = set()
        fields: set[str] = set()
        for type_name, struct in self.index.struct_types.items():
            if struct.text is None or b"chan" not in struct.text:
                continue  # no channel-typed field
            channel_fields = self.index.channel_fields(type_name)
            if channel_fields:
                structs.add(type_name)
                fields.update(channel_fields)
        return sorted(structs), sorted(fields)

    # Which paths are nil ----------------------------------------------------------------------

    def nil_variables(self, function: Node) -> set[Var]:
        """Variables of a top-level declaration that are nil channels forever."""
        resolution = self.index.resolution(function)
        uses = self.index.uses(function)
        parent = resolution.parent
        locals_ = [v for v in resolution.variables if v.kind == "local"]
        candidates = {v for v in locals_ if _declared_nil(v, parent)}
        candidates |= {v for v in locals_ if _declared_from(v, parent)}
        if not candidates:
            return candidates
        own_uses: dict[Var, list[Use]] = {}  # each candidate's uses of the variable itself
        for use in uses:
            if use.path[1] is None and use.path[0] in candidates:
                own_uses.setdefault(use.path[0], []).append(use)
        changed = True
        while changed:
            changed = False
            for var in list(candidates):
                if not self._stays_nil(var, own_uses.get(var, []), candidates, resolution):
                    candidates.discard(var)
                    changed = True
        return candidates

    def _stays_nil(self, var: Var, uses: list[Use], nil: set[Var], resolution: Resolution) -> bool:
        """Nothing gives ``var`` a channel: ``uses`` are its own (path ``(var, None)``)."""
        value = declared_value(var, resolution.parent)
        if value is not None and not _is_nil(value, nil, resolution):
            return False
        if value is None and not _is_channel_type(var.type_node):
            return False
        for use in uses:
            if use.kind == UseKind.ASSIGNED and (
                use.value is None or not _is_nil(use.value, nil, resolution)
            ):
                return False
            if use.kind == UseKind.ESCAPE and syntax.address_taken(use.node):
                return False
        return True

    def nil_field(self, path: Path) -> str | None:
        """``Type.field`` when ``path`` is a channel field of a package type nobody assigns."""
        var, fields = path
        if fields is None or "." in fields:
            return None
        type_name = var_type(var)
        if type_name is None or fields not in self.index.channel_fields(type_name):
            return None
        if fields in self._scan_field_writes() or type_name in self._positional_types:
            return None
        if self._settable_outside(type_name, fields) or self._never_made(type_name):
            return None
        return f"{type_name}.{fields}"

    def _never_made(self, type_name: str) -> bool:
        """No value of the type can exist, so code on its fields never runs: the package
        spells the type only to declare it, its methods and type-switch cases or assertions
        on it, and no other package can make one (:meth:`PackageIndex.named_elsewhere`)."""
        if self.index.named_elsewhere(type_name):
            return False
        self._scan_field_writes()
        return type_name not in self._valued_types

    def _settable_outside(self, type_name: str, field_name: str) -> bool:
        """An exported field of a type another package can name: it may give it a channel
        (``pkg.T{C: make(chan int)}``)."""
        return field_name[:1].isupper() and self.index.named_elsewhere(type_name)

    # Operations on nil paths ----------------------------------------------------------------

    def operations(self, function: Node) -> list[NilOperation]:
        """Blocking operations on nil channels in one top-level declaration."""
        nil_vars = self.nil_variables(function)
        found: list[NilOperation] = []
        for use in self.index.uses(function):
            var, fields = use.path
            if fields is None and var in nil_vars:
                reason = f"`{var.name}` is declared but never assigned a channel"
                name = var.name
            elif fields is not None:
                nil_field = self.nil_field(use.path)
                if nil_field is None:
                    continue
                reason = f"field `{nil_field}` is never assigned a channel in this package"
                name = syntax.text(use.node)
            else:
                continue
            if _tested_not_nil(use, self.index.resolution(use.node)):
                continue  # runs only once the channel is found non-nil: never, not forever
            if use.kind in (UseKind.SEND, UseKind.RECV, UseKind.RANGE):
                operation = self._blocking(use, name, reason, nil_vars)
                if operation is not None:
                    found.append(operation)
            elif use.kind == UseKind.ARG and fields is None and use.call is not None:
                found.extend(self._through_call(use, name, reason))
        return found

    def _blocking(
        self, use: Use, name: str, reason: str, nil_vars: set[Var]
    ) -> NilOperation | None:
        select = use.in_select
        if select is not None:
            cases = [
                c for c in select.named_children if c.type in ("communication_case", "default_case")
            ]
            if len(cases) > 1:
                if not all(self._nil_case(c, nil_vars, use.function) for c in cases):
                    return None
                first = min((c for c in cases), key=lambda c: c.start_byte)
                if use.node.start_byte < first.start_byte or not syntax.contains(first, use.node):
                    return None  # report a select once, on its first case
                return NilOperation(select, "select", name, reason)
        if use.kind == UseKind.SEND:
            return NilOperation(use.node.parent or use.node, "send", name, reason)
        if use.kind == UseKind.RANGE:
            loop = use.node.parent.parent if use.node.parent is not None else None
            return NilOperation(loop or use.node, "range", name, reason)
        return NilOperation(use.node.parent or use.node, "receive", name, reason)

    def _nil_case(self, case: Node, nil_vars: set[Var], function: Node) -> bool:
        if case.type == "default_case":
            return False
        channel = case_channel(case)
        if channel is None:
            return False
        path = path_of(channel, self.index.resolution(case))
        if path is None:
            return False
        var, fields = path
        if fields is None:
            return var in nil_vars
        return self.nil_field(path) is not None

    def _through_call(self, use: Use, name: str, reason: str) -> list[NilOperation]:
        """A nil channel passed to a same-package function blocks its operations on it."""
        callee = self.index.callee(use.call) if use.call is not None else None
        if callee is None:
            return []
        function = callee[0]
        param = self.index.param_var(function, use.index)
        if param is None:
            return []
        found: list[NilOperation] = []
        passed = f"{reason}, and it is passed here as `{param.name}`"
        for inner in self.index.uses_within(function):
            if inner.path != (param, None) or inner.kind not in (
                UseKind.SEND,
                UseKind.RECV,
                UseKind.RANGE,
            ):
                continue
            operation = self._blocking(inner, param.name, passed, {param})
            if operation is not None:
                found.append(NilOperation(operation.site, operation.kind, name, passed, use.call))
        return found


def _tested_not_nil(use: Use, resolution: Resolution) -> bool:
    """``use`` runs only where a condition around it found its channel non-nil: the body
    of ``if ch != nil`` (a conjunct of ``&&`` too) or the ``else`` of ``if ch == nil``,
    within the function of the use."""
    child = use.node
    node = child.parent
    while node is not None and node.type not in syntax.FUNCTION_TYPES:
        if node.type == "if_statement":
            condition = node.child_by_field_name("condition")
            branch = {
                node.child_by_field_name("consequence"): "!=",
                node.child_by_field_name("alternative"): "==",
            }.get(child)
            if (
                branch is not None
                and condition is not None
                and _compares_nil(condition, use.path, branch, resolution)
            ):
                return True
        child, node = node, node.parent
    return False


def _compares_nil(condition: Node, channel: Path, operator: str, resolution: Resolution) -> bool:
    """``condition`` holds only when ``channel`` compares to nil with ``operator`` (``!=``
    through ``&&``, ``==`` through ``||``: the other outcome then says the opposite)."""
    condition = syntax.unparen(condition) or condition
    if condition.type != "binary_expression":
        return False
    token = syntax.token(condition, "&&", "||", "==", "!=")
    left = syntax.unparen(condition.child_by_field_name("left"))
    right = syntax.unparen(condition.child_by_field_name("right"))
    if left is None or right is None:
        return False
    if token in ("&&", "||"):
        if token != ("&&" if operator == "!=" else "||"):
            return False
        return any(_compares_nil(side, channel, operator, resolution) for side in (left, right))
    if token != operator:
        return False
    for value, other in ((left, right), (right, left)):
        if other.type == "nil" and path_of(value, resolution) == channel:
            return True
    return False


def _declared_nil(var: Var, parent_of: ParentOf) -> bool:
    spec = parent_of(var.decl)
    if spec is None or spec.type != "var_spec":
        return False
    value = declared_value(var, parent_of)
    return _is_channel_type(var.type_node) and (value is None or value.type == "nil")


def _declared_from(var: Var, parent_of: ParentOf) -> bool:
    """Declared as a copy of another variable (``out := in``): nil if that one is."""
    value = syntax.unparen(declared_value(var, parent_of))
    return value is not None and value.type == "identifier"


def _is_channel_type(node: Node | None) -> bool:
    return node is not None and node.type == "channel_type"


def _is_nil(value: Node, nil: set[Var], resolution: Resolution) -> bool:
    unwrapped = syntax.unparen(value)
    if unwrapped is None:
        return False
    if unwrapped.type == "nil":
        return True
    if unwrapped.type == "identifier":
        return resolution.uses.get(unwrapped) in nil
    return False


def _written(leaf: Node, parent_of: ParentOf) -> bool:
    """The name is a field set where it is spelled: assigned (``x.f = v``, ``x.f = <-c``),
    lent (``&x.f``) or keyed in a composite literal (``T{f: v}``)."""
    parent = parent_of(leaf)
    if parent is None:
        return False
    if leaf.type == "identifier":  # T{f: v}: the key of a keyed element
        keyed = parent_of(parent) if parent.type == "literal_element" else None
        return (
            keyed is not None
            and keyed.type == "keyed_element"
            and (keyed.named_children[0] == parent)
        )
    if parent.type != "selector_expression" or parent.child_by_field_name("field") != leaf:
        return False
    around = parent_of(parent)
    if around is None:
        return False
    if around.type == "unary_expression":
        return syntax.token(around, "&") is not None and (
            around.child_by_field_name("operand") == parent
        )
    statement = parent_of(around) if around.type == "expression_list" else None
    return (
        statement is not None
        and statement.type in ("assignment_statement", "receive_statement")
        and statement.child_by_field_name("left") == around
    )


def _may_hold_value(leaf: Node, parent_of: ParentOf) -> bool:
    """A type's name spelled where a value of it may be made or come from: anywhere but its
    own declaration, a method's receiver, a type-switch case or a type assertion (those
    only name the type of values made elsewhere). A field or method of that name is not it."""
    if leaf.type == "field_identifier":
        return False
    parent = parent_of(leaf)
    while parent is not None and parent.type in ("pointer_type", "parenthesized_type"):
        parent = parent_of(parent)
    if parent is None:
        return True
    if parent.type == "type_spec":
        return parent.child_by_field_name("name") != leaf
    if parent.type in ("type_case", "type_assertion_expression"):
        return False
    if parent.type == "parameter_declaration":
        holder = parent_of(parent)
        method = parent_of(holder) if holder is not None else None
        return not (
            method is not None
            and method.type == "method_declaration"
            and method.child_by_field_name("receiver") == holder
        )
    return True


def _positional_literal(leaf: Node, parent_of: ParentOf) -> bool:
    """The name is the type of a composite literal whose elements name no field."""
    literal = parent_of(leaf)
    if literal is None or literal.type != "composite_literal":
        return False
    body = literal.child_by_field_name("body")
    if literal.child_by_field_name("type") != leaf or body is None:
        return False
    elements = [c.type for c in body.named_children]
    return "literal_element" in elements and "keyed_element" not in elements
