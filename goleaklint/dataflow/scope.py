"""Resolve every identifier of a function (nested literals included) to the variable it names.

Variables are identified by their declaration, so a closure's use of an outer variable is
just a use of that same :class:`Var` (this is how captures are seen), and shadowing is exact.
Identifiers that resolve to nothing local are package-level or universe names.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.dataflow.parents import TREE_PARENT, ParentOf, parent_of
from goleaklint.parse import Node, captures


@dataclass(eq=False, slots=True)
class Var:
    """A local variable, parameter, receiver or named result."""

    name: str
    decl: Node  # the declaring identifier
    owner: Node  # the function (declaration or literal) whose scope declares it
    kind: str  # "param", "receiver", "result", "local", "const"
    type_node: Node | None = None
    index: int = -1  # position among the parameters, for kind == "param"
    scope: Node | None = None  # the block (or clause, header, function) it is visible in

    def __repr__(self) -> str:
        return f"Var({self.name}@{self.decl.start_point.row + 1})"


@dataclass
class Resolution:
    """Identifier uses of one top-level function, and every variable it declares."""

    uses: dict[Node, Var] = field(default_factory=dict)
    variables: list[Var] = field(default_factory=list)
    declared_at: dict[Node, Var] = field(default_factory=dict)
    owners: Owners | None = None  # which function of the declaration holds a node
    # ``node.parent``, cheap however deep the declaration nests (see parents.parent_of; an
    # attribute, so that a step up is at most one Python call).
    parent: ParentOf = TREE_PARENT
    # Query captures of the whole declaration and their starts (see :meth:`within`).
    _captured: dict[str, tuple[list[Node], list[int]]] = field(default_factory=dict)
    # Locals that stand for what another expression holds (the ``ok`` of ``v, ok :=
    # x.f.(T)``), filled once by the value domain (values.aliases).
    aliases: dict[Var, tuple[Var, str]] | None = None

    def owned(self, query_text: str, capture: str, function: Node) -> list[Node]:
        """The ``capture`` nodes of a query whose owner is ``function`` (not its literals)."""
        return [n for n in self.within(query_text, capture, function) if self.owner(n) == function]

    def within(self, query_text: str, capture: str, function: Node) -> list[Node]:
        """The ``capture`` nodes of a query inside ``function``'s bytes, in source order:
        the query runs once over the whole declaration (run per literal, nested code
        would be searched again for every literal around it)."""
        if self.owners is None:
            return captures(query_text, function).get(capture, [])
        key = f"{capture}\0{query_text}"
        found = self._captured.get(key)
        if found is None:
            nodes = captures(query_text, self.owners.function).get(capture, [])
            found = self._captured[key] = (nodes, [n.start_byte for n in nodes])
        nodes, starts = found
        inside = nodes[syntax.starting_within(starts, function)]
        return [n for n in inside if n.end_byte <= function.end_byte]

    def var_of(self, ident: Node) -> Var | None:
        """The variable an identifier names, where it is used or where it is declared."""
        return self.uses.get(ident) or self.declared_at.get(ident)

    def owner(self, node: Node) -> Node | None:
        """The innermost function (the declaration or a literal in it) holding ``node``."""
        owners = self.owners
        if owners is None:
            return syntax.enclosing_function(node)
        if not owners.literals:  # most functions hold no literal: everything is theirs
            return owners.function
        return owners.of(node)


class Owners:
    """Innermost enclosing function from byte ranges: a top-level function's literals nest,
    so the owner of a node is the last literal starting before it that still contains it,
    or one of that literal's enclosing literals, or the function itself. This answers
    without walking up the node's ancestors (which costs a Python object per step)."""

    def __init__(self, function: Node, literals: list[Node]) -> None:
        self.function = function
        self.literals = literals  # in source order
        self.starts = [literal.start_byte for literal in literals]
        self.ends = [literal.end_byte for literal in literals]
        self.parents: list[int] = []  # index of the enclosing literal, -1 for none
        open_literals: list[int] = []
        for i, start in enumerate(self.starts):
            while open_literals and self.ends[open_literals[-1]] <= start:
                open_literals.pop()
            self.parents.append(open_literals[-1] if open_literals else -1)
            open_literals.append(i)

    def literal_owners(self) -> list[tuple[Node, Node]]:
        """``(literal, the function it is directly nested in)`` for every literal."""
        return [
            (literal, self.literals[parent] if parent >= 0 else self.function)
            for literal, parent in zip(self.literals, self.parents, strict=True)
        ]

    def of(self, node: Node) -> Node:
        """The owner of a node inside the function (not a literal itself)."""
        start, end = node.start_byte, node.end_byte
        i = bisect_right(self.starts, start) - 1
        while i >= 0 and self.ends[i] < end:
            i = self.parents[i]
        return self.literals[i] if i >= 0 else self.function

    def enclosing(self, node: Node) -> Node | None:
        """:func:`syntax.enclosing_function` of a node inside the function (the function
        itself included): the innermost function strictly containing it."""
        start, end = node.start_byte, node.end_byte
        if node == self.function:
            return None
        if start == end:  # an empty node may sit on a literal's edge: ask the tree
            return syntax.enclosing_function(node)
        i = bisect_right(self.starts, start) - 1
        while i >= 0 and self.ends[i] < end:
            i = self.parents[i]
        # A literal with the very bytes of the node is the node itself, or lies inside it
        # (``x := func() {}`` has an expression list around the literal): not around it.
        while i >= 0 and self.starts[i] == start and self.ends[i] == end:
            i = self.parents[i]
        return self.literals[i] if i >= 0 else self.function


SCOPE_HOLDERS = frozenset(
    {"block", "expression_case", "default_case", "communication_case", "type_case"}
)
HEADER_SCOPES = frozenset(
    {"if_statement", "for_statement", "expression_switch_statement", "type_switch_statement"}
)
# One pass of tree-sitter finds every identifier and every construct that declares names.
RESOLVE_QUERY = """
(identifier) @ident
[(parameter_list) (function_type) (struct_type) (interface_type) (type_declaration)] @skip
(var_spec type: (_) @skip)
(const_spec type: (_) @skip)
(short_var_declaration) @declares
(var_spec) @declares
(const_spec) @declares
(range_clause) @declares
(receive_statement) @declares
(type_switch_statement) @declares
(func_literal) @declares
"""


@dataclass(slots=True)
class _Declaration:
    var: Var
    scope: Node  # the names are visible inside this node...
    start: int  # ...from this byte on


class _Resolver:
    """Scopes from positions: a name declared in scope node S from byte B is visible to every
    identifier inside S after B; the innermost such declaration wins (Go's shadowing)."""

    def __init__(self, function: Node) -> None:
        self.function = function
        self.result = Resolution()
        self.by_name: dict[bytes, list[_Declaration]] = {}

    def run(self) -> Resolution:
        found = captures(RESOLVE_QUERY, self.function)
        literals = [n for n in found.get("declares", []) if n.type == "func_literal"]
        self.result.owners = Owners(self.function, literals)
        self.result.parent = parent_of(self.function)
        self.parameters(self.function)
        for node in found.get("declares", []):
            self.declaration(node)
        skips = sorted((n.start_byte, n.end_byte) for n in found.get("skip", []))
        name = self.function.child_by_field_name("name")
        if name is not None:
            skips.insert(0, (name.start_byte, name.end_byte))  # the function's own name
        skipped = _merged(sorted(skips))
        declared_at = self.result.declared_at
        for ident in found.get("ident", []):
            candidates = self.by_name.get(ident.text or b"")
            if candidates is None or ident in declared_at or ident in self.result.uses:
                continue  # most identifiers name package-level things: nothing to look up
            if _inside(skipped, ident.start_byte):
                continue
            var = _innermost(candidates, ident.start_byte)
            if var is not None:
                self.result.uses[ident] = var
        return self.result

    # Declarations -----------------------------------------------------------------------

    def declare(
        self,
        ident: Node,
        kind: str,
        scope: Node,
        start: int,
        owner: Node,
        type_node: Node | None = None,
        index: int = -1,
    ) -> None:
        name = syntax.text(ident)
        if name == "_" or not name:
            return
        var = Var(name, ident, owner, kind, type_node, index, scope)
        self.by_name.setdefault(name.encode(), []).append(_Declaration(var, scope, start))
        self.result.variables.append(var)
        self.result.declared_at[ident] = var

    def parameters(self, function: Node) -> None:
        start = function.start_byte
        if function.type == "method_declaration":
            name, _ = syntax.receiver(function)
            if name is not None:
                self.declare(name, "receiver", function, start, function)
        for index, (ident, kind) in enumerate(syntax.parameter_names(function)):
            self.declare(ident, "param", function, start, function, kind, index)
        result = function.child_by_field_name("result")
        if result is not None and result.type == "parameter_list":
            for decl in result.named_children:
                for ident in decl.children_by_field_name("name"):
                    kind = decl.child_by_field_name("type")
                    self.declare(ident, "result", function, start, function, kind)

    def declaration(self, node: Node) -> None:
        kind = node.type
        if kind == "func_literal":
            self.parameters(node)
            return
        owner = self.result.owner(node) or self.function
        if kind == "type_switch_statement":
            for ident in syntax.expressions(node.child_by_field_name("alias")):
                for clause in node.named_children:
                    if clause.type in ("type_case", "default_case"):
                        type_node = _case_type(clause)
                        self.declare(ident, "local", clause, clause.start_byte, owner, type_node)
            return
        if kind in ("var_spec", "const_spec"):
            declared = "local" if kind == "var_spec" else "const"
            scope = _scope_of(node, self.result.parent)
            for ident in node.children_by_field_name("name"):
                self.declare(
                    ident, declared, scope, node.end_byte, owner, node.child_by_field_name("type")
                )
            return
        if kind != "short_var_declaration" and not syntax.token(node, ":="):
            return  # range / receive with `=` assign, they do not declare
        left = node.child_by_field_name("left")
        scope = _scope_of(node, self.result.parent)
        for ident in syntax.expressions(left):
            if ident.type != "identifier":
                continue
            if kind == "short_var_declaration":
                existing = self.in_same_scope(syntax.text(ident), scope, ident.start_byte)
                if existing is not None:
                    self.result.uses[ident] = existing  # `:=` reuses names of its own scope
                    continue
            self.declare(ident, "local", scope, node.end_byte, owner)

    def in_same_scope(self, name: str, scope: Node, before: int) -> Var | None:
        for declaration in reversed(self.by_name.get(name.encode(), [])):
            if declaration.scope == scope and declaration.start <= before:
                return declaration.var
        return None


def _innermost(candidates: list[_Declaration], at: int) -> Var | None:
    """The declaration visible at byte ``at`` whose scope is innermost."""
    best: _Declaration | None = None
    for declaration in candidates:
        scope = declaration.scope
        if not (scope.start_byte <= at < scope.end_byte) or declaration.start > at:
            continue
        if best is None or (scope.start_byte, declaration.start) >= (
            best.scope.start_byte,
            best.start,
        ):
            best = declaration
    return best.var if best is not None else None


def _case_type(clause: Node) -> Node | None:
    """The type a type switch's variable has in ``clause``: the case's type when it names
    exactly one (``case T:``), else that of the switched expression (unknown here)."""
    types = [t for t in clause.children_by_field_name("type") if t.is_named]
    if len(types) != 1 or types[0].text == b"nil":
        return None
    return types[0]


def _scope_of(node: Node, parent_of: ParentOf) -> Node:
    """The block (or case clause, or if/for/switch header) a declaration statement is in."""
    current = parent_of(node)
    while current is not None:
        if (
            current.type == "block"
            and (above := parent_of(current)) is not None
            and above.type in ("func_literal", "function_declaration", "method_declaration")
        ):
            return above  # a function's outermost block holds its parameters too
        if current.type in SCOPE_HOLDERS or current.type in HEADER_SCOPES:
            return current
        if current.type in ("func_literal", "function_declaration", "method_declaration"):
            return current
        current = parent_of(current)
    return node


def _merged(intervals: list[tuple[int, int]]) -> tuple[list[int], list[int]]:
    """Sorted half-open intervals merged where they overlap: (starts, ends)."""
    starts: list[int] = []
    ends: list[int] = []
    for start, end in intervals:
        if ends and start < ends[-1]:
            ends[-1] = max(ends[-1], end)
        else:
            starts.append(start)
            ends.append(end)
    return starts, ends


def _inside(merged: tuple[list[int], list[int]], at: int) -> bool:
    """Whether ``at`` falls in one of the merged intervals."""
    starts, ends = merged
    i = bisect_right(starts, at) - 1
    return i >= 0 and at < ends[i]


def resolve(function: Node) -> Resolution:
    """Resolve the identifiers of a top-level function or method declaration."""
    return _Resolver(function).run()
