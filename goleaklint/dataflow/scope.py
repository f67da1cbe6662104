"""Resolve every identifier of a function (nested literals included) to the variable it names.

Variables are identified by their declaration, so a closure's use of an outer variable is
just a use of that same :class:`Var` (this is how captures are seen), and shadowing is exact.
Identifiers that resolve to nothing local are package-level or universe names.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.parse import Node

SCOPED = frozenset(
    {
        "block",
        "if_statement",
        "for_statement",
        "expression_switch_statement",
        "select_statement",
        "expression_case",
        "default_case",
        "communication_case",
    }
)
# Subtrees holding no variable references of interest (types, parameter lists handled apart).
SKIPPED = frozenset(
    {
        "parameter_list",
        "function_type",
        "struct_type",
        "interface_type",
        "type_declaration",
        "field_identifier",
        "type_identifier",
        "package_identifier",
        "label_name",
        "comment",
    }
)


@dataclass(eq=False)
class Var:
    """A local variable, parameter, receiver or named result."""

    name: str
    decl: Node  # the declaring identifier
    owner: Node  # the function (declaration or literal) whose scope declares it
    kind: str  # "param", "receiver", "result", "local", "const"
    type_node: Node | None = None
    index: int = -1  # position among the parameters, for kind == "param"

    def __repr__(self) -> str:
        return f"Var({self.name}@{self.decl.start_point.row + 1})"


@dataclass
class Resolution:
    """Identifier uses of one top-level function, and every variable it declares."""

    uses: dict[Node, Var] = field(default_factory=dict)
    variables: list[Var] = field(default_factory=list)
    declared_at: dict[Node, Var] = field(default_factory=dict)


class _Resolver:
    def __init__(self) -> None:
        self.scopes: list[dict[str, Var]] = []
        self.result = Resolution()
        self.owners: list[Node] = []

    def declare(
        self, ident: Node, kind: str, type_node: Node | None = None, index: int = -1
    ) -> None:
        name = syntax.text(ident)
        if name == "_" or not name:
            return
        var = Var(name, ident, self.owners[-1], kind, type_node, index)
        self.scopes[-1][name] = var
        self.result.variables.append(var)
        self.result.declared_at[ident] = var

    def lookup(self, name: str) -> Var | None:
        for scope in reversed(self.scopes):
            found = scope.get(name)
            if found is not None:
                return found
        return None

    def run(self, function: Node) -> Resolution:
        self.function(function)
        return self.result

    def function(self, function: Node) -> None:
        self.owners.append(function)
        self.scopes.append({})
        if function.type == "method_declaration":
            name, _ = syntax.receiver(function)
            if name is not None:
                self.declare(name, "receiver")
        for index, (ident, kind) in enumerate(syntax.parameter_names(function)):
            self.declare(ident, "param", kind, index)
        result = function.child_by_field_name("result")
        if result is not None and result.type == "parameter_list":
            for decl in result.named_children:
                for ident in decl.children_by_field_name("name"):
                    self.declare(ident, "result", decl.child_by_field_name("type"))
        body = function.child_by_field_name("body")
        if body is not None:
            for child in body.named_children:
                self.visit(child)
        self.scopes.pop()
        self.owners.pop()

    def visit(self, root: Node) -> None:
        # An explicit work list: generated Go can nest expressions deeper than Python recurses.
        work: list[tuple[str, object]] = [("visit", root)]
        while work:
            action, payload = work.pop()
            if action == "pop":
                self.scopes.pop()
            elif action == "push":
                self.scopes.append({})
            elif action == "declare":
                for ident, kind, type_node in payload:  # type: ignore[attr-defined]
                    self.declare_or_reuse(ident, kind, type_node)
            else:
                self.visit_one(payload, work)  # type: ignore[arg-type]

    def declare_or_reuse(self, ident: Node, kind: str, type_node: Node | None) -> None:
        name = syntax.text(ident)
        existing = self.scopes[-1].get(name) if kind == "reuse" else None
        if existing is not None:
            self.result.uses[ident] = existing
        else:
            self.declare(ident, "local" if kind == "reuse" else kind, type_node)

    def visit_one(self, node: Node, work: list[tuple[str, object]]) -> None:
        kind = node.type
        if kind in SKIPPED:
            return
        if kind == "identifier":
            var = self.lookup(syntax.text(node))
            if var is not None:
                self.result.uses[node] = var
            return
        if kind == "func_literal":
            self.function(node)
            return
        children = [c for c in node.named_children]
        if kind == "short_var_declaration":
            targets = syntax.expressions(node.child_by_field_name("left"))
            work.append(
                ("declare", [(i, "reuse", None) for i in targets if i.type == "identifier"])
            )
            self.schedule(work, syntax.expressions(node.child_by_field_name("right")))
            return
        if kind in ("var_spec", "const_spec"):
            names = node.children_by_field_name("name")
            declared_type = node.child_by_field_name("type")
            decl_kind = "local" if kind == "var_spec" else "const"
            work.append(("declare", [(i, decl_kind, declared_type) for i in names]))
            self.schedule(work, [c for c in children if c not in names and c != declared_type])
            return
        if kind in ("range_clause", "receive_statement"):
            left = node.child_by_field_name("left")
            right = node.child_by_field_name("right")
            if syntax.token(node, ":=") and left is not None:
                idents = [i for i in syntax.expressions(left) if i.type == "identifier"]
                work.append(("declare", [(i, "local", None) for i in idents]))
                self.schedule(work, [right] if right is not None else [])
            else:
                self.schedule(work, [c for c in (left, right) if c is not None])
            return
        if kind == "type_switch_statement":
            self.type_switch(node, work)
            return
        if kind == "labeled_statement":
            self.schedule(work, [c for c in children if c.type != "label_name"])
            return
        if kind == "selector_expression":
            operand = node.child_by_field_name("operand")
            self.schedule(work, [operand] if operand is not None else [])
            return
        if kind in SCOPED:
            self.scopes.append({})
            work.append(("pop", None))
        self.schedule(work, children)

    @staticmethod
    def schedule(work: list[tuple[str, object]], nodes: list[Node]) -> None:
        for child in reversed(nodes):
            work.append(("visit", child))

    def type_switch(self, node: Node, work: list[tuple[str, object]]) -> None:
        self.scopes.append({})
        work.append(("pop", None))
        alias = [i for i in syntax.expressions(node.child_by_field_name("alias"))]
        clauses = [c for c in node.named_children if c.type in ("type_case", "default_case")]
        for clause in reversed(clauses):
            work.append(("pop", None))
            work.append(("visit", clause))
            work.append(("declare", [(i, "local", None) for i in alias]))
            work.append(("push", None))
        head = [
            c
            for c in (node.child_by_field_name("initializer"), node.child_by_field_name("value"))
            if c is not None
        ]
        self.schedule(work, head)


def resolve(function: Node) -> Resolution:
    """Resolve the identifiers of a top-level function or method declaration."""
    return _Resolver().run(function)
