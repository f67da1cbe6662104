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
from goleaklint.dataflow.scope import Resolution, Var
from goleaklint.dataflow.uses import Path, Use, UseKind, path_of
from goleaklint.parse import Node, captures_in

FIELD_WRITES_QUERY = """
(assignment_statement
  left: (expression_list (selector_expression field: (field_identifier) @field)))
(receive_statement
  left: (expression_list (selector_expression field: (field_identifier) @field)))
(unary_expression operator: "&" operand: (selector_expression field: (field_identifier) @field))
(keyed_element . (literal_element (identifier) @field))
(composite_literal type: (type_identifier) @positional body: (literal_value (literal_element)))
"""


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

    def _scan_field_writes(self) -> set[str]:
        """Channel field names any code of the package writes (computed on first need)."""
        if self._written_fields is not None:
            return self._written_fields
        self._written_fields = set()
        names = self._channel_field_names()
        for go_file in self.index.files:
            declarations = go_file.declarations_containing(names) if names else []
            found = captures_in(FIELD_WRITES_QUERY, declarations)
            self._written_fields.update(syntax.text(n) for n in found.get("field", []))
            for type_node in found.get("positional", []):
                literal = type_node.parent
                body = literal.child_by_field_name("body") if literal is not None else None
                if body is not None and not any(
                    c.type == "keyed_element" for c in body.named_children
                ):
                    self._positional_types.add(syntax.text(type_node))
        return self._written_fields

    def _channel_field_names(self) -> list[bytes]:
        """Names of the package's channel fields and of their struct types: only code that
        spells one can write such a field."""
        names: set[str] = set()
        for type_name, struct in self.index.struct_types.items():
            if struct.text is None or b"chan" not in struct.text:
                continue  # no channel-typed field
            fields = self.index.channel_fields(type_name)
            if fields:
                names.add(type_name)
                names.update(fields)
        return sorted(n.encode() for n in names)

    # Which paths are nil ----------------------------------------------------------------------

    def nil_variables(self, function: Node) -> set[Var]:
        """Variables of a top-level declaration that are nil channels forever."""
        resolution = self.index.resolution(function)
        uses = self.index.uses(function)
        candidates = {v for v in resolution.variables if v.kind == "local" and _declared_nil(v)}
        candidates |= {v for v in resolution.variables if v.kind == "local" and _declared_from(v)}
        changed = True
        while changed:
            changed = False
            for var in list(candidates):
                if not self._stays_nil(var, uses, candidates, resolution):
                    candidates.discard(var)
                    changed = True
        return candidates

    def _stays_nil(self, var: Var, uses: list[Use], nil: set[Var], resolution: Resolution) -> bool:
        value = declared_value(var)
        if value is not None and not _is_nil(value, nil, resolution):
            return False
        if value is None and not _is_channel_type(var.type_node):
            return False
        for use in uses:
            if use.path != (var, None):
                continue
            if use.kind == UseKind.ASSIGNED and (
                use.value is None or not _is_nil(use.value, nil, resolution)
            ):
                return False
            if use.kind == UseKind.ESCAPE and _address_taken(use.node):
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
        if self._settable_outside(type_name, fields):
            return None
        return f"{type_name}.{fields}"

    def _settable_outside(self, type_name: str, field_name: str) -> bool:
        """An exported field of an exported type in an importable package: another package
        may give it a channel (``pkg.T{C: make(chan int)}``)."""
        return self.index.name != "main" and type_name[:1].isupper() and field_name[:1].isupper()

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


def _declared_nil(var: Var) -> bool:
    decl = var.decl
    if decl.parent is None or decl.parent.type != "var_spec":
        return False
    value = declared_value(var)
    return _is_channel_type(var.type_node) and (value is None or value.type == "nil")


def _declared_from(var: Var) -> bool:
    """Declared as a copy of another variable (``out := in``): nil if that one is."""
    value = syntax.unparen(declared_value(var))
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


def _address_taken(node: Node) -> bool:
    parent = node.parent
    return (
        parent is not None
        and parent.type == "unary_expression"
        and syntax.token(parent, "&") == "&"
    )
