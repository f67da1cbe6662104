"""Per-function control-flow graphs over statements.

One graph per function body (declarations, methods and literals each get their own). Blocks
are statements or statement headers; edges carry a kind so path analyses can tell a loop
that finished from a ``break`` out of it. Normal exits (``return`` and falling off the end)
reach ``exit``; ``panic``, ``os.Exit``, ``log.Fatal*`` and friends reach ``abort``. Calls that
end only the calling goroutine, running its deferred calls (``t.Fatal``, ``t.FailNow``,
``t.Skip``, ``runtime.Goexit``), reach ``exit`` too: the function is gone and whatever it
started is on its own. A testify ``require`` assertion does so when it fails, so it has an
edge to ``exit`` besides the one to the next statement.
Deferred calls are left to the analyses: they see ``defer`` blocks on a path and apply them
at ``exit``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache
from itertools import chain
from types import MappingProxyType
from typing import TYPE_CHECKING

from goleaklint import syntax
from goleaklint.dataflow.nesting import Nesting
from goleaklint.dataflow.parents import TREE_PARENT, ParentOf
from goleaklint.dataflow.trampoline import Task, run
from goleaklint.parse import Node, captures

if TYPE_CHECKING:
    import networkx as nx

NORETURN_CALLS = frozenset(
    {
        "panic",
        "os.Exit",
        "log.Fatal",
        "log.Fatalf",
        "log.Fatalln",
        "log.Panic",
        "log.Panicf",
        "log.Panicln",
    }
)
# Calls that end the calling goroutine (running its defers) but not the process.
GOEXIT_CALLS = frozenset({"runtime.Goexit"})
# Methods of testing.T/B/F that stop the test without failing it.
SKIP_METHODS = frozenset({"Skip", "Skipf", "SkipNow"})
# Methods of testing.T/B/F that end the test's goroutine with runtime.Goexit.
GOEXIT_METHODS = frozenset({"Fatal", "Fatalf", "FailNow"}) | SKIP_METHODS
# A logger's (a package's, or a package variable's) Fatal logs and exits the process.
FATAL_METHODS = frozenset({"Fatal", "Fatalf", "Fatalln"})
# Packages whose every function ends the test's goroutine when its check fails.
FAILING_CHECK_PACKAGES = frozenset({"github.com/stretchr/testify/require"})
# Their assertions that always fail: like ``t.FailNow``, they never let the test go on.
ALWAYS_FAILING_CHECKS = frozenset({"Fail", "FailNow"})


class Kind(StrEnum):
    ENTRY = "entry"
    EXIT = "exit"
    ABORT = "abort"
    STMT = "stmt"
    COND = "cond"
    LOOP = "loop"  # a loop header, evaluated before every iteration
    RANGE_NEXT = "range-next"  # a range loop takes its next element
    SWITCH = "switch"
    CASE = "case"
    SELECT = "select"
    COMM = "comm"  # a select case's send or receive
    DEFAULT = "default"
    RETURN = "return"
    GO = "go"
    DEFER = "defer"
    LABEL = "label"
    END = "end"  # falling off the end of the body
    NORETURN = "noreturn"
    GOEXIT = "goexit"  # a call that ends the goroutine: t.Fatal, runtime.Goexit
    CHECK = "check"  # a test assertion that ends the goroutine when it fails


class Edge(StrEnum):
    NEXT = "next"
    TRUE = "true"
    FALSE = "false"
    LOOP_EXIT = "loop-exit"  # the loop condition failed or the range ran out
    BREAK = "break"
    CONTINUE = "continue"
    GOTO = "goto"
    CASE = "case"
    FAIL = "fail"  # a failing test assertion leaves the function


@dataclass(slots=True)
class Block:
    id: int
    kind: Kind
    node: Node | None
    loop: Node | None = None  # for LOOP blocks: the for_statement


def last_statement(cfg: CFG, block: int) -> bool:
    """Nothing follows the block's statement but the function's end (or a bare return)."""
    for successor, _ in cfg.successors(block):
        kind = cfg.blocks[successor].kind
        if successor == cfg.exit or kind == Kind.END:
            continue
        node = cfg.blocks[successor].node
        if kind == Kind.RETURN and node is not None and not node.named_children:
            continue
        return False
    return True


def exit_node(block: Block) -> Node | None:
    """Where a path that leaves the function from ``block`` is shown: the return, panic or
    other statement itself, or the body's closing brace when it runs off the end."""
    if block.kind in LEAVING_STATEMENTS and block.node is not None:
        return block.node
    if block.node is not None and block.node.children:
        return block.node.children[-1]
    return block.node


# No package function known to end the process or the goroutine.
EMPTY_EXITING: Mapping[str, Kind] = MappingProxyType({})
LEAVING_STATEMENTS = frozenset({Kind.RETURN, Kind.NORETURN, Kind.STMT, Kind.GOEXIT, Kind.CHECK})
# Blocks from which a path leaves the function early through a call, not a ``return``.
TEST_EXITS = frozenset({Kind.GOEXIT, Kind.CHECK})


def skips(block: Block) -> bool:
    """The way out at ``block`` is a test's ``Skip``: the test stops without failing."""
    call = statement_call(block.node) if block.kind == Kind.GOEXIT and block.node else None
    function = syntax.unparen(call.child_by_field_name("function")) if call is not None else None
    field = function.child_by_field_name("field") if function is not None else None
    return field is not None and syntax.text(field) in SKIP_METHODS


def leaving_phrase(block: Block) -> str:
    """How a message says that a path leaves the function at ``block``."""
    if block.kind == Kind.RETURN:
        return "returns here"
    if block.kind in TEST_EXITS and block.node is not None:
        call = syntax.unparen(block.node.named_children[0]) if block.node.named_children else None
        name = syntax.text(call.child_by_field_name("function")) if call is not None else ""
        return f"leaves here through `{name}`" if name else "leaves here"
    return "reaches its end here"


EdgeRecord = tuple[int, int, dict[str, Edge]]


@dataclass
class CFG:
    function: Node
    edges: list[EdgeRecord]  # (source, target, {"kind": edge}) in the order they were made
    blocks: list[Block]
    entry: int
    exit: int
    abort: int
    block_of: dict[Node, int]
    loop_body: dict[int, frozenset[int]]  # LOOP id -> body blocks (a range of ids)
    successor_table: dict[int, list[tuple[int, Edge]]] = field(repr=False)
    _graph: nx.DiGraph | None = field(default=None, repr=False)
    _components: tuple[list[list[int]], list[int]] | None = field(default=None, repr=False)
    _predecessors: list[list[int]] | None = field(default=None, repr=False)
    _reachable: frozenset[int] | None = field(default=None, repr=False)
    _loops_of: dict[int, list[int]] | None = field(default=None, repr=False)
    _looped: frozenset[int] | None = field(default=None, repr=False)
    _aborting: dict[int, bool] = field(default_factory=dict, repr=False)  # only_aborts
    # The innermost function strictly around a node (PackageIndex.enclosing_function).
    owner_of: Callable[[Node], Node | None] | None = field(default=None, repr=False)
    # A node's parent (PackageIndex.parent: cheap in deep declarations, see parents.py).
    parent_of: ParentOf = field(default=TREE_PARENT, repr=False)
    _mapped: Nesting[int] | None = field(default=None, repr=False)

    @property
    def graph(self) -> nx.DiGraph:
        """The blocks and edges as a networkx graph, built on first use: most functions are
        only walked through :meth:`successors`. networkx itself is imported here too, so a
        run answered from the result cache never pays for the import."""
        if self._graph is None:
            import networkx as nx

            graph = nx.DiGraph()
            graph.add_nodes_from(range(len(self.blocks)))
            graph.add_edges_from(self.edges)
            self._graph = graph
        return self._graph

    def block_for(self, node: Node) -> Block | None:
        """The block whose own code contains ``node`` (None inside nested literals).

        With ``owner_of`` (the innermost function around a node, from the package index),
        found from byte ranges: the innermost statement of a block around the node, unless a
        literal nested in this function lies in between.
        """
        if self.owner_of is None or node.start_byte == node.end_byte:
            return self._block_above(node)
        if self._mapped is None:
            self._mapped = Nesting(self.block_of.items())
        mapped = self._mapped
        if not mapped.exact:
            return self._block_above(node)
        i = mapped.innermost(node.start_byte, node.end_byte)
        if i < 0:
            return None
        found = self.blocks[mapped.values[i]]
        if mapped.nodes[i] == node:
            return found
        if (mapped.starts[i], mapped.ends[i]) == (node.start_byte, node.end_byte):
            return self._block_above(node)  # the node may be around the statement
        return found if self.owner_of(node) == self.function else None

    def block_id_for(self, node: Node) -> int | None:
        """The id of :meth:`block_for`'s block, if any."""
        block = self.block_for(node)
        return block.id if block is not None else None

    def _block_above(self, node: Node) -> Block | None:
        """:meth:`block_for` by walking up the node's ancestors."""
        current: Node | None = node
        while current is not None:
            found = self.block_of.get(current)
            if found is not None:
                return self.blocks[found]
            if (
                current != node
                and current.type in syntax.FUNCTION_TYPES
                and current != self.function
            ):
                return None
            current = self.parent_of(current)
        return None

    def successors(self, block_id: int) -> list[tuple[int, Edge]]:
        """``(successor, edge kind)`` pairs, in the graph's order; read from a table (path
        searches call this for every step, and the networkx views are slow to walk)."""
        return self.successor_table[block_id]

    def predecessors(self, block_id: int) -> list[int]:
        """Blocks with an edge into ``block_id`` (a table built on first use)."""
        if self._predecessors is None:
            table: list[list[int]] = [[] for _ in self.blocks]
            for source in range(len(self.blocks)):
                for target, _ in self.successors(source):
                    table[target].append(source)
            self._predecessors = table
        return self._predecessors[block_id]

    def after(self, block_id: int, avoid: frozenset[int] = frozenset()) -> set[int]:
        """Blocks some path of one step or more from ``block_id`` reaches (``block_id``
        itself only round a loop), never passing through a block of ``avoid`` (one may be
        reached, not left)."""
        return _closure(block_id, lambda b: [s for s, _ in self.successors(b)], avoid)

    def all_after(self, block_id: int, blocks: Iterable[int]) -> bool:
        """Every block of ``blocks`` runs only once ``block_id`` has: it is deferred (run on
        the way out), or follows ``block_id`` and never comes before it."""
        after = self.after(block_id)
        return all(
            self.blocks[b].kind == Kind.DEFER or (b in after and block_id not in self.after(b))
            for b in blocks
        )

    def from_first(self, nodes: Iterable[Node]) -> frozenset[int] | None:
        """The blocks of ``nodes`` that run in place (not deferred) and every block some
        path reaches after one: where what they do has happened (None when a node has no
        block of this function)."""
        found: set[int] = set()
        for node in nodes:
            block = self.block_for(node)
            if block is None:
                return None
            if block.kind != Kind.DEFER:
                found |= {block.id, *self.after(block.id)}
        return frozenset(found)

    def always_through(self, block_id: int, gates: frozenset[int]) -> bool:
        """Every path from the entry to ``block_id`` passes a block of ``gates`` first (also
        when no path reaches it at all)."""
        return block_id != self.entry and block_id not in self.after(self.entry, gates)

    def only_aborts(self, block_id: int) -> bool:
        """Every path from ``block_id`` ends in ``abort`` (a ``panic``, ``os.Exit``,
        ``log.Fatal``...): none returns, and none passes a loop (which might go round for
        ever). Worked out once per block."""
        found = self._aborting.get(block_id)
        if found is None:
            later = self.after(block_id)
            found = self._aborting[block_id] = (
                self.abort in later
                and self.exit not in later
                and not any(self.cyclic(block) for block in (block_id, *later))
            )
        return found

    def may_precede(self, first: Node, then: Node) -> bool:
        """Some path runs ``first`` and then reaches ``then``: ``first``'s block reaches
        ``then``'s, or both are in one block, ``first`` earlier in its text or a loop round
        it. True when either has no block here (nothing shows it cannot)."""
        one, other = self.block_for(first), self.block_for(then)
        if one is None or other is None:
            return True
        if one.id == other.id:
            return first.start_byte < then.start_byte or self.cyclic(one.id)
        return other.id in self.after(one.id)

    def only_after_running_out(self, head: int, block_id: int) -> bool:
        """Every path from the entry to ``block_id`` leaves the loop of ``head`` by running
        out (its condition failing or its range ending), not by a ``break``, a ``goto`` or
        never entering it (also when no path reaches ``block_id`` at all)."""

        def step(block: int) -> list[int]:
            return [
                target
                for target, kind in self.successors(block)
                if not (block == head and kind == Edge.LOOP_EXIT)
            ]

        return block_id != self.entry and block_id not in _closure(self.entry, step, frozenset())

    def before(self, block_id: int) -> set[int]:
        """Blocks from which some path of one step or more reaches ``block_id``."""
        return _closure(block_id, self.predecessors, frozenset())

    def reachable(self) -> frozenset[int]:
        """Blocks some path from the entry reaches."""
        if self._reachable is None:
            seen = {self.entry}
            stack = [self.entry]
            while stack:
                for successor, _ in self.successors(stack.pop()):
                    if successor not in seen:
                        seen.add(successor)
                        stack.append(successor)
            self._reachable = frozenset(seen)
        return self._reachable

    def components(self) -> tuple[list[list[int]], list[int]]:
        """Strongly connected components of the blocks, in topological order, and each
        block's component index (Tarjan's algorithm, iterative, on the successor table)."""
        if self._components is None:
            self._components = strongly_connected(len(self.blocks), self.successors)
        return self._components

    def cyclic(self, block_id: int) -> bool:
        """The block lies on a cycle (its component has several blocks, or a self-edge)."""
        order, component_of = self.components()
        if len(order[component_of[block_id]]) > 1:
            return True
        return any(s == block_id for s, _ in self.successors(block_id))

    def loops_containing(self, block_id: int) -> list[int]:
        """LOOP blocks whose body contains ``block_id``, innermost first (inner loops are
        recorded before the loops around them)."""
        if self._loops_of is None:
            table: dict[int, list[int]] = {}
            for head, body in self.loop_body.items():
                for block in body:
                    table.setdefault(block, []).append(head)
            self._loops_of = table
        return self._loops_of.get(block_id, [])

    def innermost_loop(self, block_id: int) -> int | None:
        """The LOOP block of the smallest loop whose body contains ``block_id``."""
        heads = self.loops_containing(block_id)
        return min(heads, key=lambda head: len(self.loop_body[head]), default=None)

    @property
    def looped_blocks(self) -> frozenset[int]:
        """Every block inside some loop's body."""
        if self._looped is None:
            # A loop's body is the run of blocks built for it (a range of ids), and nested
            # loops nest their ranges: merging the ranges costs no walk over every body.
            spans = sorted((min(body), max(body)) for body in self.loop_body.values() if body)
            looped: list[range] = []
            for first, last in spans:
                if looped and first <= looped[-1].stop:
                    if last >= looped[-1].stop:
                        looped[-1] = range(looped[-1].start, last + 1)
                else:
                    looped.append(range(first, last + 1))
            self._looped = frozenset(chain.from_iterable(looped))
        return self._looped


def strongly_connected(
    count: int, successors: Callable[[int], list[tuple[int, Edge]]]
) -> tuple[list[list[int]], list[int]]:
    """Strongly connected components of the nodes ``0..count-1``, in topological order,
    and each node's component index (Tarjan's algorithm, iterative)."""
    index_of = [-1] * count
    low = [0] * count
    on_stack = [False] * count
    stack: list[int] = []
    found: list[list[int]] = []  # reverse topological order, as Tarjan finds them
    next_index = 0
    for root in range(count):
        if index_of[root] != -1:
            continue
        work = [(root, 0)]
        while work:
            block, position = work.pop()
            if position == 0:
                index_of[block] = low[block] = next_index
                next_index += 1
                stack.append(block)
                on_stack[block] = True
            edges = successors(block)
            descended = False
            while position < len(edges):
                successor = edges[position][0]
                position += 1
                if index_of[successor] == -1:
                    work.append((block, position))
                    work.append((successor, 0))
                    descended = True
                    break
                if on_stack[successor]:
                    low[block] = min(low[block], index_of[successor])
            if descended:
                continue
            if low[block] == index_of[block]:
                component: list[int] = []
                while True:
                    member = stack.pop()
                    on_stack[member] = False
                    component.append(member)
                    if member == block:
                        break
                found.append(component)
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[block])
    found.reverse()
    component_of = [0] * count
    for position, component in enumerate(found):
        for member in component:
            component_of[member] = position
    return found, component_of


Preds = list[tuple[int, Edge]]
SWITCH_CLAUSES = ("expression_case", "type_case", "default_case")


@dataclass
class _Target:
    label: str | None
    breaks: Preds
    continue_to: int | None  # LOOP or update block; None for switch/select


class _Builder:
    def __init__(
        self,
        function: Node,
        failing_checks: frozenset[str],
        packages: frozenset[str],
        exiting: Mapping[str, Kind],
        loggers: frozenset[str],
    ) -> None:
        self.function = function
        self.failing_checks = failing_checks
        self.packages = packages
        self.exiting = exiting
        self.loggers = loggers
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
        preds = run(self.sequence(syntax.statements(body), [(entry, Edge.NEXT)]))
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

    # Statements that hold statements are built as tasks (see goleaklint.dataflow.trampoline):
    # no Python recursion however deep they nest. The others are built on the spot.

    def sequence(self, stmts: list[Node], preds: Preds) -> Task[Preds]:
        for stmt in stmts:
            if stmt.type in COMPOUND_STATEMENTS:
                preds = yield self.compound(stmt, preds)
            else:
                preds = self.simple(stmt, preds)
        return preds

    def statement(self, stmt: Node, preds: Preds) -> Task[Preds]:
        if stmt.type in COMPOUND_STATEMENTS:
            built: Preds = yield self.compound(stmt, preds)
            return built
        return self.simple(stmt, preds)

    def compound(self, stmt: Node, preds: Preds) -> Task[Preds]:
        """The task building a statement that holds statements (it takes a pending label)."""
        label, self.pending_label = self.pending_label, None
        kind = stmt.type
        if kind == "if_statement":
            return self.s_if_statement(stmt, preds)
        if kind == "for_statement":
            return self.s_for_statement(stmt, preds, label)
        if kind == "select_statement":
            return self.s_select_statement(stmt, preds, label)
        if kind == "block":
            return self.sequence(syntax.statements(stmt), preds)
        if kind == "labeled_statement":
            return self.s_labeled_statement(stmt, preds)
        return self.s_expression_switch_statement(stmt, preds, label)

    def simple(self, stmt: Node, preds: Preds) -> Preds:
        """A statement that holds no statements."""
        kind = stmt.type
        self.pending_label = None
        handler = SIMPLE_HANDLERS.get(kind)
        if handler is not None:
            return handler(self, stmt, preds)
        if kind == "expression_statement":
            ending = _ending(stmt, self.failing_checks, self.packages, self.exiting, self.loggers)
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

    def s_empty_statement(self, stmt: Node, preds: Preds) -> Preds:
        return preds

    def s_labeled_statement(self, stmt: Node, preds: Preds) -> Task[Preds]:
        label_node = stmt.child_by_field_name("label")
        label = syntax.text(label_node)
        block = self.new(Kind.LABEL, stmt, preds)
        self.labels[label] = block
        inner = [c for c in stmt.named_children if c.type not in ("label_name", "comment")]
        if not inner:
            return [(block, Edge.NEXT)]
        self.pending_label = label
        built: Preds = yield self.statement(inner[0], [(block, Edge.NEXT)])
        return built

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

    def s_if_statement(self, stmt: Node, preds: Preds) -> Task[Preds]:
        init = stmt.child_by_field_name("initializer")
        if init is not None:
            preds = yield self.statement(init, preds)
        cond = self.new(Kind.COND, stmt, preds)
        # `if false {...}` and `if true {...} else {...}` have a branch no run can take.
        constant = syntax.text(syntax.unparen(stmt.child_by_field_name("condition")))
        taken: Preds = [] if constant == "false" else [(cond, Edge.TRUE)]
        skipped: Preds = [] if constant == "true" else [(cond, Edge.FALSE)]
        consequence = syntax.statements(stmt.child_by_field_name("consequence"))
        then: Preds = yield self.sequence(consequence, taken)
        alternative = stmt.child_by_field_name("alternative")
        if alternative is None:
            return then + skipped
        if alternative.type == "if_statement":
            otherwise: Preds = yield self.statement(alternative, skipped)
        else:
            otherwise = yield self.sequence(syntax.statements(alternative), skipped)
        return then + otherwise

    def s_expression_switch_statement(
        self, stmt: Node, preds: Preds, label: str | None
    ) -> Task[Preds]:
        """An expression or type switch: one CASE block per clause."""
        init = stmt.child_by_field_name("initializer")
        if init is not None:
            preds = yield self.statement(init, preds)
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
            end: Preds = yield self.sequence(body, [(case, Edge.NEXT), *carried])
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

    def s_select_statement(self, stmt: Node, preds: Preds, label: str | None) -> Task[Preds]:
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
            out.extend((yield self.sequence(syntax.statements(clause), [(case, Edge.NEXT)])))
        self.targets.pop()
        return out + target.breaks

    # Loops -----------------------------------------------------------------------------------

    def s_for_statement(self, stmt: Node, preds: Preds, label: str | None) -> Task[Preds]:
        clause = next(
            (c for c in stmt.named_children if c.type in ("for_clause", "range_clause")), None
        )
        body = stmt.child_by_field_name("body")
        condition: Node | None = None
        update: Node | None = None
        if clause is not None and clause.type == "for_clause":
            init = clause.child_by_field_name("initializer")
            if init is not None:
                preds = yield self.statement(init, preds)
            condition = clause.child_by_field_name("condition")
            update = clause.child_by_field_name("update")
        elif clause is None:
            condition = syntax.loop_condition(stmt)
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
        end: Preds = yield self.sequence(syntax.statements(body), entry)
        self.link(end, continue_to)
        self.targets.pop()
        self.loop_body[head] = frozenset(range(first_block + 1, len(self.blocks)))
        exits = list(target.breaks)
        infinite = condition is None and (clause is None or clause.type == "for_clause")
        if not infinite:
            exits.append((head, Edge.LOOP_EXIT))
        return exits


# Statements holding statements: built as tasks. An ``init`` or ``update`` in a header is a
# simple statement, built on the spot like any other.
COMPOUND_STATEMENTS = frozenset(
    {
        "if_statement",
        "for_statement",
        "expression_switch_statement",
        "type_switch_statement",
        "select_statement",
        "block",
        "labeled_statement",
    }
)
SIMPLE_HANDLERS: dict[str, Callable[[_Builder, Node, Preds], Preds]] = {
    "return_statement": _Builder.s_return_statement,
    "go_statement": _Builder.s_go_statement,
    "defer_statement": _Builder.s_defer_statement,
    "empty_statement": _Builder.s_empty_statement,
    "break_statement": _Builder.s_break_statement,
    "continue_statement": _Builder.s_continue_statement,
    "goto_statement": _Builder.s_goto_statement,
    "fallthrough_statement": _Builder.s_fallthrough_statement,
}


def _ending(
    stmt: Node,
    failing_checks: frozenset[str],
    packages: frozenset[str],
    exiting: Mapping[str, Kind] = EMPTY_EXITING,
    loggers: frozenset[str] = frozenset(),
) -> Kind | None:
    """NORETURN, GOEXIT or CHECK for a call statement that ends the process, the goroutine,
    or the goroutine when a check fails; None for an ordinary statement. ``packages``: the
    names the file imports packages under (``logrus.Fatal``, ``log.Logger.Fatalf``: a
    logger's ``Fatal`` ends the process; only a test's ``T`` ends just the goroutine).
    ``exiting``: the package's own functions that never return (:func:`exiting_functions`).
    ``loggers``: the package variables whose ``Fatal`` is a logger's (``logger.Fatal``, read
    so only with nothing between: ``s.t.Fatalf`` is a test's)."""
    call = statement_call(stmt)
    if call is None:
        return None
    function = syntax.unparen(call.child_by_field_name("function"))
    method = None
    if function is not None and function.type == "selector_expression":
        method = syntax.text(function.child_by_field_name("field"))
        if method in FATAL_METHODS and _logger_fatal(function, packages, loggers):
            return Kind.NORETURN  # a package's (or a package variable's) logger
    name = syntax.call_name(call)
    if name is None:
        if method in GOEXIT_METHODS:
            return Kind.GOEXIT  # s.t.Fatalf(...): a test's T reached through a field
        return _suite_check(call)
    if name in NORETURN_CALLS:
        return Kind.NORETURN
    if name in exiting:
        return exiting[name]
    if name in GOEXIT_CALLS:
        return Kind.GOEXIT
    package, _, method = name.rpartition(".")
    if package and method in GOEXIT_METHODS:
        return Kind.GOEXIT
    if package in failing_checks:
        return Kind.GOEXIT if method in ALWAYS_FAILING_CHECKS else Kind.CHECK
    return None


def _logger_fatal(function: Node, packages: frozenset[str], loggers: frozenset[str]) -> bool:
    """``Fatal`` selected from a package's logger (any chain from an imported name:
    ``logrus.WithField(...).Fatal``) or from a package variable itself (``logger.Fatal``)."""
    spelled = syntax.text(function).split(".")
    return spelled[0] in packages or (len(spelled) == 2 and spelled[0] in loggers)


def statement_call(stmt: Node) -> Node | None:
    """The call an expression statement makes (``f(x)``, ``(f)(x)``), or None."""
    call = syntax.unparen(stmt.named_children[0]) if stmt.named_children else None
    return call if call is not None and call.type == "call_expression" else None


def _suite_check(call: Node) -> Kind | None:
    """``s.Require().NoError(err)`` (a testify suite): fails the test like ``require``."""
    function = syntax.unparen(call.child_by_field_name("function"))
    if function is None or function.type != "selector_expression":
        return None
    inner = syntax.unparen(function.child_by_field_name("operand"))
    if inner is None or inner.type != "call_expression" or syntax.call_arguments(inner):
        return None
    callee = syntax.unparen(inner.child_by_field_name("function"))
    if callee is None or callee.type != "selector_expression":
        return None
    if syntax.text(callee.child_by_field_name("field")) != "Require":
        return None
    method = syntax.text(function.child_by_field_name("field"))
    return Kind.GOEXIT if method in ALWAYS_FAILING_CHECKS else Kind.CHECK


def _root(node: Node) -> Node:
    """The root of the file's tree."""
    while node.parent is not None:
        node = node.parent
    return node


@lru_cache(maxsize=64)
def _imports(root: Node) -> tuple[tuple[str, str], ...]:
    """``(name, path)`` of each package a file (its root node) imports. The name is the
    alias, or the last element of the path (``k8s.io/klog/v2``: ``klog``;
    ``gopkg.in/yaml.v2``: ``yaml``; ``github.com/go-kit/log``: ``log``)."""
    found: list[tuple[str, str]] = []
    for spec in captures("(import_spec) @spec", root, max_start_depth=3).get("spec", []):
        path = syntax.text(spec.child_by_field_name("path")).strip('"`')
        alias = spec.child_by_field_name("name")
        if alias is not None:
            found.append((syntax.text(alias), path))
            continue
        parts = path.split("/")
        last = parts[-1]
        if len(parts) > 1 and last[:1] == "v" and last[1:].isdigit():
            last = parts[-2]
        found.append((last.split(".")[0].removeprefix("go-"), path))
    return tuple(found)


def exiting_functions(
    declarations: Iterable[tuple[str, Node, Node]],
    checks_of: Callable[[Node], frozenset[str]],
    imports_of: Callable[[Node], frozenset[str]],
    loggers: frozenset[str] = frozenset(),
) -> dict[str, Kind]:
    """The package functions that never return, and how they end: NORETURN (the process) or
    GOEXIT (the calling goroutine, as ``t.Fatalf``). ``declarations``: each plain function's
    name, declaration and file root; ``checks_of`` and ``imports_of`` give a root's
    :func:`failing_check_names` and :func:`imported_names`, asked only for the functions
    that end in a call. A function never returns when its body has no ``return`` and its
    last statement ends the process or the goroutine, directly (``os.Exit``, ``t.Fatalf``)
    or through another such function of the package (``die`` calling ``fatal``): every way
    out passes that statement."""
    exiting: dict[str, Kind] = {}
    chained: list[tuple[str, Node, str]] = []  # (function, body, package function it ends in)
    for name, declaration, root in declarations:
        body = declaration.child_by_field_name("body")
        last = _last_statement(body)
        if body is None or last is None or last.type != "expression_statement":
            continue
        kind = _ending(last, checks_of(root), imports_of(root), loggers=loggers)
        if kind in (Kind.NORETURN, Kind.GOEXIT):
            if not _returns(body):
                exiting[name] = kind
            continue
        call = statement_call(last)
        callee = syntax.call_name(call) if call is not None else None
        if callee is not None and "." not in callee:
            chained.append((name, body, callee))
    changed = True
    while changed:  # to a fixed point: ``die`` ends in ``fatal``, which ends in os.Exit
        changed = False
        for name, body, callee in chained:
            if name not in exiting and callee in exiting and not _returns(body):
                exiting[name] = exiting[callee]
                changed = True
    return exiting


def _last_statement(body: Node | None) -> Node | None:
    """The last statement of a function body, without building the list of all of them."""
    if body is None:
        return None
    statements = next((c for c in body.named_children if c.type == "statement_list"), None)
    if statements is None:
        return None
    for position in range(statements.named_child_count - 1, -1, -1):
        child = statements.named_child(position)
        if child is not None and child.type != "comment":
            return child
    return None


def _returns(body: Node) -> bool:
    """A ``return`` statement of the function itself (not of a literal inside it)."""
    return any(n.type == "return_statement" for n in syntax.descendants_outside_closures(body))


def imported_names(root: Node) -> frozenset[str]:
    """The names under which a file (its root node) imports packages."""
    return frozenset(name for name, _ in _imports(root))


def failing_check_names(root: Node) -> frozenset[str]:
    """The names under which a file (its root node) imports a FAILING_CHECK_PACKAGES
    package: its calls end the test's goroutine when they fail."""
    return frozenset(name for name, path in _imports(root) if path in FAILING_CHECK_PACKAGES)


def check_assertion(block: Block) -> tuple[str, Node] | None:
    """The assertion of a CHECK block and the argument it checks: ``("NoError", err)`` for
    ``require.NoError(t, err)`` (after the test's ``t``) and for a suite's
    ``s.Require().NoError(err)``."""
    call = syntax.unparen(block.node.named_children[0]) if block.node is not None else None
    if block.kind != Kind.CHECK or call is None or call.type != "call_expression":
        return None
    function = syntax.unparen(call.child_by_field_name("function"))
    if function is None or function.type != "selector_expression":
        return None
    suite = _suite_check(call) is not None
    arguments = syntax.call_arguments(call)
    index = 0 if suite else 1
    if index >= len(arguments):
        return None
    return syntax.text(function.child_by_field_name("field")), arguments[index]


def build_cfg(
    function: Node,
    failing_checks: frozenset[str] | None = None,
    owner_of: Callable[[Node], Node | None] | None = None,
    parent_of: ParentOf | None = None,
    packages: frozenset[str] | None = None,
    exiting: Mapping[str, Kind] = EMPTY_EXITING,
    loggers: frozenset[str] = frozenset(),
) -> CFG:
    """The control-flow graph of a function declaration, method or literal.

    ``failing_checks``: :func:`failing_check_names` of the function's file, ``packages``:
    its :func:`imported_names`, ``owner_of``:
    the innermost function strictly around a node, and ``parent_of``: a node's parent, when
    the caller knows them (otherwise found by walking up the tree, slow when it is deep);
    ``exiting``: the package's functions that never return (:func:`exiting_functions`);
    ``loggers``: the package variables whose ``Fatal`` ends the process.
    """
    if failing_checks is None or packages is None:
        root = _root(function)
        failing_checks = failing_check_names(root) if failing_checks is None else failing_checks
        packages = imported_names(root) if packages is None else packages
    cfg = _Builder(function, failing_checks, packages, exiting, loggers).build()
    cfg.owner_of = owner_of
    if parent_of is not None:
        cfg.parent_of = parent_of
    return cfg


def _closure(start: int, step: Callable[[int], list[int]], avoid: frozenset[int]) -> set[int]:
    """What repeated ``step``s lead to from ``start`` (one step or more), stopping at
    ``avoid``."""
    seen: set[int] = set()
    stack = list(step(start))
    while stack:
        current = stack.pop()
        if current in seen:
            continue
        seen.add(current)
        if current not in avoid:
            stack.extend(step(current))
    return seen
