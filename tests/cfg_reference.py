"""The recursive control-flow graph builder as it was before the iterative one replaced it:
the reference its graphs are compared with (tests/test_cfg_iterative.py)."""

# ruff: noqa

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.cfg import (
    CFG,
    SWITCH_CLAUSES,
    Block,
    Edge,
    EdgeRecord,
    Kind,
    Preds,
    _ending,
    _Target,
)
from goleaklint.parse import Node


class RecursiveBuilder:
    def __init__(
        self, function: Node, failing_checks: frozenset[str], packages: frozenset[str]
    ) -> None:
        self.function = function
        self.failing_checks = failing_checks
        self.packages = packages
        self.edges: list[EdgeRecord] = []  # in the order they are made
        self.blocks: list[Block] = []
        self.block_of: dict[Node, int] = {}
        self.targets: list[_Target] = []
        self.labels: dict[str, int] = {}
        self.gotos: list[tuple[int, str]] = []
        self.pending_label: str | None = None
        self.loop_body: dict[int, frozenset[int]] = {}

    def new(self, kind: Kind, node: Node | None, preds: Preds, *, mapped: bool = True) -> int:
        block = Block(len(self.blocks), kind, node)
        self.blocks.append(block)
        self.link(preds, block.id)
        if node is not None and mapped:
            self.block_of.setdefault(node, block.id)
        return block.id

    def link(self, preds: Preds, target: int) -> None:
        for pred, edge in preds:
            self.edges.append((pred, target, {"kind": edge}))

    def edge(self, source: int, target: int, kind: Edge) -> None:
        self.edges.append((source, target, {"kind": kind}))

    def build(self) -> CFG:
        entry = self.new(Kind.ENTRY, None, [])
        exit_id = self.new(Kind.EXIT, None, [])
        abort = self.new(Kind.ABORT, None, [])
        self.exit, self.abort = exit_id, abort
        body = self.function.child_by_field_name("body")
        preds = self.sequence(syntax.statements(body), [(entry, Edge.NEXT)])
        end = self.new(Kind.END, body, preds, mapped=False)
        self.edge(end, exit_id, Edge.NEXT)
        for source, label in self.gotos:
            if label in self.labels:
                self.edge(source, self.labels[label], Edge.GOTO)
        return CFG(
            self.function,
            self.edges,
            self.blocks,
            entry,
            exit_id,
            abort,
            self.block_of,
            self.loop_body,
            self.successor_table(),
        )

    def successor_table(self) -> dict[int, list[tuple[int, Edge]]]:
        """What :meth:`CFG.successors` answers, in the graph's order: a successor keeps the
        place of its first edge and the kind of its last, as in networkx."""
        table: list[dict[int, Edge]] = [{} for _ in self.blocks]
        for source, target, data in self.edges:
            table[source][target] = data["kind"]
        return {block: list(successors.items()) for block, successors in enumerate(table)}

    def sequence(self, stmts: list[Node], preds: Preds) -> Preds:
        for stmt in stmts:
            preds = self.statement(stmt, preds)
        return preds

    def statement(self, stmt: Node, preds: Preds) -> Preds:
        kind = stmt.type
        label, self.pending_label = self.pending_label, None
        handler = getattr(self, "s_" + kind, None)
        if handler is not None:
            if kind in (
                "for_statement",
                "expression_switch_statement",
                "type_switch_statement",
                "select_statement",
            ):
                return handler(stmt, preds, label)  # type: ignore[no-any-return]
            return handler(stmt, preds)  # type: ignore[no-any-return]
        if kind == "expression_statement":
            ending = _ending(stmt, self.failing_checks, self.packages)
            if ending == Kind.NORETURN:
                block = self.new(Kind.NORETURN, stmt, preds)
                self.edge(block, self.abort, Edge.NEXT)
                return []
            if ending == Kind.GOEXIT:
                block = self.new(Kind.GOEXIT, stmt, preds)
                self.edge(block, self.exit, Edge.NEXT)
                return []
            if ending == Kind.CHECK:
                block = self.new(Kind.CHECK, stmt, preds)
                self.edge(block, self.exit, Edge.FAIL)
                return [(block, Edge.NEXT)]
        return [(self.new(Kind.STMT, stmt, preds), Edge.NEXT)]

    # Simple control transfers -------------------------------------------------------------

    def s_return_statement(self, stmt: Node, preds: Preds) -> Preds:
        block = self.new(Kind.RETURN, stmt, preds)
        self.edge(block, self.exit, Edge.NEXT)
        return []

    def s_go_statement(self, stmt: Node, preds: Preds) -> Preds:
        return [(self.new(Kind.GO, stmt, preds), Edge.NEXT)]

    def s_defer_statement(self, stmt: Node, preds: Preds) -> Preds:
        return [(self.new(Kind.DEFER, stmt, preds), Edge.NEXT)]

    def s_block(self, stmt: Node, preds: Preds) -> Preds:
        return self.sequence(syntax.statements(stmt), preds)

    def s_empty_statement(self, stmt: Node, preds: Preds) -> Preds:
        return preds

    def s_labeled_statement(self, stmt: Node, preds: Preds) -> Preds:
        label_node = stmt.child_by_field_name("label")
        label = syntax.text(label_node)
        block = self.new(Kind.LABEL, stmt, preds)
        self.labels[label] = block
        inner = [c for c in stmt.named_children if c.type not in ("label_name", "comment")]
        if not inner:
            return [(block, Edge.NEXT)]
        self.pending_label = label
        return self.statement(inner[0], [(block, Edge.NEXT)])

    def s_break_statement(self, stmt: Node, preds: Preds) -> Preds:
        block = self.new(Kind.STMT, stmt, preds)
        target = self.find_target(stmt, loops_only=False)
        if target is not None:
            target.breaks.append((block, Edge.BREAK))
        return []

    def s_continue_statement(self, stmt: Node, preds: Preds) -> Preds:
        block = self.new(Kind.STMT, stmt, preds)
        target = self.find_target(stmt, loops_only=True)
        if target is not None and target.continue_to is not None:
            self.edge(block, target.continue_to, Edge.CONTINUE)
        return []

    def s_goto_statement(self, stmt: Node, preds: Preds) -> Preds:
        block = self.new(Kind.STMT, stmt, preds)
        label = [c for c in stmt.named_children if c.type == "label_name"]
        if label:
            self.gotos.append((block, syntax.text(label[0])))
        return []

    def s_fallthrough_statement(self, stmt: Node, preds: Preds) -> Preds:
        return [(self.new(Kind.STMT, stmt, preds), Edge.NEXT)]

    def find_target(self, stmt: Node, *, loops_only: bool) -> _Target | None:
        label = [c for c in stmt.named_children if c.type == "label_name"]
        wanted = syntax.text(label[0]) if label else None
        for target in reversed(self.targets):
            if loops_only and target.continue_to is None:
                continue
            if wanted is None or target.label == wanted:
                return target
        return None

    # Branches ------------------------------------------------------------------------------

    def s_if_statement(self, stmt: Node, preds: Preds) -> Preds:
        init = stmt.child_by_field_name("initializer")
        if init is not None:
            preds = self.statement(init, preds)
        cond = self.new(Kind.COND, stmt, preds)
        # `if false {...}` and `if true {...} else {...}` have a branch no run can take.
        constant = syntax.text(syntax.unparen(stmt.child_by_field_name("condition")))
        taken: Preds = [] if constant == "false" else [(cond, Edge.TRUE)]
        skipped: Preds = [] if constant == "true" else [(cond, Edge.FALSE)]
        then = self.sequence(syntax.statements(stmt.child_by_field_name("consequence")), taken)
        alternative = stmt.child_by_field_name("alternative")
        if alternative is None:
            return then + skipped
        if alternative.type == "if_statement":
            return then + self.statement(alternative, skipped)
        return then + self.sequence(syntax.statements(alternative), skipped)

    def s_expression_switch_statement(self, stmt: Node, preds: Preds, label: str | None) -> Preds:
        """An expression or type switch: one CASE block per clause."""
        init = stmt.child_by_field_name("initializer")
        if init is not None:
            preds = self.statement(init, preds)
        head = self.new(Kind.SWITCH, stmt, preds)
        target = _Target(label, [], None)
        self.targets.append(target)
        out: Preds = []
        carried: Preds = []
        has_default = False
        for clause in (c for c in stmt.named_children if c.type in SWITCH_CLAUSES):
            has_default |= clause.type == "default_case"
            case = self.new(Kind.CASE, clause, [(head, Edge.CASE)])
            body = syntax.statements(clause)
            end = self.sequence(body, [(case, Edge.NEXT), *carried])
            if body and body[-1].type == "fallthrough_statement":
                carried = end
            else:
                carried = []
                out.extend(end)
        out.extend(carried)
        self.targets.pop()
        if not has_default:
            out.append((head, Edge.FALSE))
        return out + target.breaks

    s_type_switch_statement = s_expression_switch_statement

    def s_select_statement(self, stmt: Node, preds: Preds, label: str | None) -> Preds:
        head = self.new(Kind.SELECT, stmt, preds)
        target = _Target(label, [], None)
        self.targets.append(target)
        out: Preds = []
        for clause in stmt.named_children:
            if clause.type == "communication_case":
                case = self.new(Kind.COMM, clause, [(head, Edge.CASE)])
            elif clause.type == "default_case":
                case = self.new(Kind.DEFAULT, clause, [(head, Edge.CASE)])
            else:
                continue
            out.extend(self.sequence(syntax.statements(clause), [(case, Edge.NEXT)]))
        self.targets.pop()
        return out + target.breaks

    # Loops -----------------------------------------------------------------------------------

    def s_for_statement(self, stmt: Node, preds: Preds, label: str | None) -> Preds:
        clause = next(
            (c for c in stmt.named_children if c.type in ("for_clause", "range_clause")), None
        )
        body = stmt.child_by_field_name("body")
        condition: Node | None = None
        update: Node | None = None
        if clause is not None and clause.type == "for_clause":
            init = clause.child_by_field_name("initializer")
            if init is not None:
                preds = self.statement(init, preds)
            condition = clause.child_by_field_name("condition")
            update = clause.child_by_field_name("update")
        elif clause is None:
            condition = next(
                (c for c in stmt.named_children if c != body and c.type != "comment"), None
            )
        first_block = len(self.blocks)
        head = self.new(Kind.LOOP, stmt, preds)
        self.blocks[head].loop = stmt
        continue_to = head
        if update is not None:
            continue_to = self.new(Kind.STMT, update, [])
            self.edge(continue_to, head, Edge.NEXT)
        target = _Target(label, [], continue_to)
        self.targets.append(target)
        entry: Preds = [(head, Edge.TRUE)]
        if clause is not None and clause.type == "range_clause":
            entry = [(self.new(Kind.RANGE_NEXT, clause, entry), Edge.NEXT)]
        end = self.sequence(syntax.statements(body), entry)
        self.link(end, continue_to)
        self.targets.pop()
        self.loop_body[head] = frozenset(range(first_block + 1, len(self.blocks)))
        exits = list(target.breaks)
        infinite = condition is None and (clause is None or clause.type == "for_clause")
        if not infinite:
            exits.append((head, Edge.LOOP_EXIT))
        return exits
