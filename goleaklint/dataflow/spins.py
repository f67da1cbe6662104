"""Loops that burn a core while they wait for another goroutine.

A loop spins when some way round it, from its header back to its header, does nothing but
test conditions and poll: it reads an atomic (``flag.Load()``, ``atomic.LoadInt32(&x)``, a
compare-and-swap, or a package function that does only that), or runs a ``select`` whose
``default`` goes straight round again. Anything on that way round that can block, sleep,
yield or do real work breaks the spin: a channel operation, ``time.Sleep``,
``runtime.Gosched()``, a ``sync`` wait, and every call this module cannot see through (other
packages, function values) counts as such, so only loops made of known, non-blocking code are
reported. Range loops and loops with a post statement step through something: they are not
waits.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Block, Kind
from goleaklint.dataflow.lenguards import served_from_buffer
from goleaklint.dataflow.loops import case_channel
from goleaklint.dataflow.objects import Objects
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.uses import path_of
from goleaklint.parse import Node, captures
from goleaklint.spelled import called_names, spelling

ATOMIC = "sync/atomic"
POLLING_PREFIXES = ("Load", "CompareAndSwap", "Swap")
BUILTINS = frozenset(
    {
        "append",
        "cap",
        "clear",
        "complex",
        "copy",
        "delete",
        "imag",
        "len",
        "make",
        "max",
        "min",
        "new",
        "real",
    }
)
CONVERSIONS = frozenset(
    {
        "any",
        "bool",
        "byte",
        "complex128",
        "complex64",
        "error",
        "float32",
        "float64",
        "int",
        "int16",
        "int32",
        "int64",
        "int8",
        "rune",
        "string",
        "uint",
        "uint16",
        "uint32",
        "uint64",
        "uint8",
        "uintptr",
    }
)
PURE_CALLS = frozenset({"time.Now", "time.Since", "time.Until"})
IDLE_KINDS = frozenset({Kind.COND, Kind.SWITCH, Kind.CASE, Kind.SELECT, Kind.DEFAULT, Kind.LABEL})

# Every poll is a member call spelling one of these (an atomic read, compare-and-swap or
# swap: ``atomic.LoadInt32(``, ``flag.Load(``), and every select whose default goes round
# again spells ``select``.
POLL_SPELLING = re.compile(
    rb"\.(?:" + b"|".join(p.encode() for p in POLLING_PREFIXES) + rb")\w*\s*\("
)
SELECT_SPELLING = spelling(b"select")
GLOBAL_VAR_QUERY = "(source_file (var_declaration (var_spec) @spec))"


@dataclass(frozen=True)
class Cost:
    """What running some code can do: block (or anything unknown), and poll shared state."""

    blocks: bool = False
    polls: tuple[Node, ...] = ()  # the atomic reads / polling calls, outermost

    def plus(self, other: Cost) -> Cost:
        return Cost(self.blocks or other.blocks, self.polls + other.polls)


BLOCKS = Cost(blocks=True)


@dataclass(frozen=True)
class Spin:
    """A loop with a way round it that only polls."""

    loop: Node
    function: Node
    polls: tuple[Node, ...]  # the polling calls on the way round, in source order
    select: Node | None  # a select whose default leads straight round again


@dataclass
class Spins:
    """Busy-waiting loops of a package."""

    index: PackageIndex
    objects: Objects
    _summaries: dict[Node, Cost] = field(default_factory=dict)
    _active: set[Node] = field(default_factory=set)
    _globals: dict[str, str | None] | None = None

    def loops(self) -> list[Spin]:
        """Every spinning loop, in source order."""
        found: list[Spin] = []
        # A spin polls an atomic or goes round a select's default: without either spelled
        # anywhere in the package there is nothing to find (and no loop needs a look).
        if not any(_may_spin(f.source) for f in self.index.files):
            return found
        for go_file in self.index.files:
            for loop in self.index.loops(go_file):
                spin = self.spin(loop)
                if spin is not None:
                    found.append(spin)
        return found

    def spin(self, loop: Node) -> Spin | None:
        if not _waiting_shape(loop) or not self._may_poll(loop):
            return None
        function = syntax.enclosing_function(loop)
        if function is None:
            return None
        cfg = self.index.cfg(function)
        head = cfg.block_of.get(loop)
        if head is None or cfg.blocks[head].kind != Kind.LOOP:
            return None
        head_cost = self.cost_of(_condition(loop), function)
        if head_cost.blocks:
            return None
        cycle = self._idle_cycle(cfg, head, function)
        if not cycle:
            return None
        polls = list(head_cost.polls)
        select: Node | None = None
        for block_id in sorted(cycle - {head}):
            block = cfg.blocks[block_id]
            polls.extend(self.block_cost(block, function).polls)
            if block.kind == Kind.SELECT and select is None:
                select = block.node
        if not polls and select is None:
            return None  # a plain endless loop, or one that waits for nothing outside
        sends, receives = _case_channels(
            cfg.blocks[b].node for b in cycle if cfg.blocks[b].kind == Kind.SELECT
        )
        if sends & receives.keys():
            return None  # "send, or drop the stale value and retry": it makes its own room
        if any(self._takes_buffered(channel, function) for channel in receives.values()):
            return None  # "while len(ch) > 0, take one": a buffered value waits each round
        polls.sort(key=lambda n: n.start_byte)
        return Spin(loop, function, tuple(polls), select)

    def _takes_buffered(self, channel: Node, function: Node) -> bool:
        """The case receiving from ``channel`` runs only where a length test shows a value
        waits in its buffer (:func:`lenguards.served_from_buffer`: the loop goes round only while
        ``len(ch) > 0``): whenever the loop goes round that case is ready, and its default
        runs only when another receiver took the value first, so the next test sees the
        buffer emptier. A drain of what is there, not a wait."""
        return served_from_buffer(channel, function, self.index.parent)

    def _may_poll(self, loop: Node) -> bool:
        """Whether a way round the loop can poll or go round a select's default: the loop
        spells a poll or a ``select``, or names a package function that reaches a poll
        (goleaklint.dataflow.package.reaches_spelling). Loops that cannot are not walked."""
        source = self.index.file_of(loop).source
        start, end = loop.start_byte, loop.end_byte
        if POLL_SPELLING.search(source, start, end) or SELECT_SPELLING.search(source, start, end):
            return True
        return any(
            self.index.reaches_spelling(callee, POLL_SPELLING)
            for callee in self.index.named_definitions(called_names(source[start:end]))
        )

    def _idle_cycle(self, cfg: CFG, head: int, function: Node) -> set[int]:
        """Blocks on some way from the loop header back to it that only test and poll."""
        body = cfg.loop_body.get(head, frozenset())
        reach: set[int] = set()
        closing: set[int] = set()
        stack = [head]
        while stack:
            current = stack.pop()
            for successor, _ in cfg.successors(current):
                if successor == head:
                    closing.add(current)
                elif (
                    successor in body
                    and successor not in reach
                    and self._idle(cfg.blocks[successor], function)
                ):
                    reach.add(successor)
                    stack.append(successor)
        if not closing:
            return set()
        cycle = {b for b in closing if b != head}
        stack = list(cycle)
        while stack:
            current = stack.pop()
            for predecessor in cfg.predecessors(current):
                if predecessor in reach and predecessor not in cycle:
                    cycle.add(predecessor)
                    stack.append(predecessor)
        return cycle | {head}

    def _idle(self, block: Block, function: Node) -> bool:
        if block.kind == Kind.STMT:
            node = block.node
            return node is not None and node.type in ("continue_statement", "empty_statement")
        if block.kind not in IDLE_KINDS:
            return False
        if block.kind == Kind.SELECT and not _has_default(block.node):
            return False
        return not self.block_cost(block, function).blocks

    # Costs ---------------------------------------------------------------------------------

    def block_cost(self, block: Block, function: Node) -> Cost:
        """What the block's own code (not its nested statements) can do."""
        node = block.node
        if node is None:
            return Cost()
        kind = block.kind
        if kind in (Kind.STMT, Kind.RETURN, Kind.NORETURN, Kind.DEFER):
            return self.cost_of(node, function)
        if kind == Kind.GO:
            call = node.named_children[0] if node.named_children else None
            arguments = call.child_by_field_name("arguments") if call is not None else None
            return self.cost_of(arguments, function)
        if kind in (Kind.COND, Kind.SWITCH):
            return self.cost_of(node.child_by_field_name("condition"), function).plus(
                self.cost_of(node.child_by_field_name("value"), function)
            )
        if kind == Kind.CASE:
            return self.cost_of(node.child_by_field_name("value"), function)
        if kind == Kind.LOOP:
            return self.cost_of(_condition(node), function)
        if kind == Kind.RANGE_NEXT:
            return BLOCKS  # the operand may be a channel (or an iterator function)
        if kind == Kind.SELECT:
            cost = Cost() if _has_default(node) else BLOCKS
            for case in node.named_children:
                communication = case.child_by_field_name("communication")
                for part in _select_operands(communication):
                    cost = cost.plus(self.cost_of(part, function))
            return cost
        return Cost()

    def cost_of(self, node: Node | None, function: Node) -> Cost:
        """What evaluating an expression or simple statement can do."""
        if node is None:
            return Cost()
        cost = Cost()
        for inner in (node, *syntax.descendants_outside_closures(node)):
            if inner.type == "send_statement" or syntax.is_receive(inner):
                return BLOCKS
            if inner.type == "call_expression":
                cost = cost.plus(self.call_cost(inner))
                if cost.blocks:
                    return BLOCKS
        return cost

    def call_cost(self, call: Node) -> Cost:
        function = syntax.unparen(call.child_by_field_name("function"))
        if function is None:
            return BLOCKS
        if function.type == "func_literal":
            return self._summary_of_call(call, self.summary(function))
        resolution = self.index.resolution(call)
        if function.type == "identifier":
            if function in resolution.uses:
                return BLOCKS  # a function value
            name = syntax.text(function)
            if name in BUILTINS or name in CONVERSIONS:
                return Cost()
            found = self.index.functions.get(name)
            if found is None:
                return BLOCKS if name not in self.index.struct_types else Cost()
            return self._summary_of_call(call, self.summary(found.node))
        if function.type != "selector_expression":
            return BLOCKS
        qualified = self.objects.qualified_call(call)
        method = syntax.text(function.child_by_field_name("field"))
        if qualified is not None and "." in qualified:
            package, _, member = qualified.rpartition(".")
            if package == ATOMIC:
                return Cost(polls=(call,)) if member.startswith(POLLING_PREFIXES) else Cost()
            return Cost() if qualified in PURE_CALLS else BLOCKS
        operand = syntax.unparen(function.child_by_field_name("operand"))
        path = path_of(operand, resolution)
        kind = self.objects.type_of(path) if path is not None else self._global_type(operand)
        if kind is not None and kind.startswith(ATOMIC + "."):
            return Cost(polls=(call,)) if method.startswith(POLLING_PREFIXES) else Cost()
        callee = self.index.callee(call)
        if callee is None:
            return BLOCKS
        return self._summary_of_call(call, self.summary(callee[0]))

    @staticmethod
    def _summary_of_call(call: Node, summary: Cost) -> Cost:
        """A call of a package function: it polls at the call (the reads are inside it)."""
        if summary.blocks:
            return BLOCKS
        return Cost(polls=(call,)) if summary.polls else Cost()

    def summary(self, function: Node) -> Cost:
        """What calling a package function (or a literal) can do."""
        found = self._summaries.get(function)
        if found is not None:
            return found
        if function in self._active:
            return BLOCKS  # recursion: unknown depth
        self._active.add(function)
        cost = Cost()
        cfg = self.index.cfg(function)
        for block in cfg.blocks:
            cost = cost.plus(self.block_cost(block, function))
            if cost.blocks:
                break
        self._active.discard(function)
        result = BLOCKS if cost.blocks else Cost(polls=cost.polls[:1])
        self._summaries[function] = result
        return result

    def _global_type(self, operand: Node | None) -> str | None:
        """The declared type of a package-level variable (``var ready atomic.Bool``)."""
        if operand is None or operand.type != "identifier":
            return None
        if operand in self.index.resolution(operand).uses:
            return None
        if self._globals is None:
            self._globals = {}
            for go_file in self.index.files:
                specs = captures(GLOBAL_VAR_QUERY, go_file.root, max_start_depth=0)
                for spec in specs.get("spec", []):
                    kind = spec.child_by_field_name("type")
                    spelled = self.objects.spelled(kind) if kind is not None else None
                    for name in spec.children_by_field_name("name"):
                        self._globals[syntax.text(name)] = spelled
        return self._globals.get(syntax.text(operand))


def _case_channels(selects: Iterable[Node | None]) -> tuple[set[str], dict[str, Node]]:
    """The channels (squeezed) the selects' cases send on, and those they receive from
    (each with the channel expression a case receives from)."""
    sends: set[str] = set()
    receives: dict[str, Node] = {}
    for select in selects:
        for case in select.named_children if select is not None else ():
            communication = case.child_by_field_name("communication")
            channel = case_channel(case)
            if communication is None or channel is None:
                continue
            key = syntax.squeezed(channel)
            if communication.type == "send_statement":
                sends.add(key)
            else:
                receives.setdefault(key, channel)
    return sends, receives


def _may_spin(source: bytes) -> bool:
    """Cheap text test: polls an atomic, or has a ``select`` that can take a ``default``."""
    return b'"sync/atomic"' in source or (b"select {" in source and b"default:" in source)


def _waiting_shape(loop: Node) -> bool:
    """``for {}``, ``for cond {}`` or ``for init; cond; {}``: no range, no post statement."""
    for child in loop.named_children:
        if child.type == "range_clause":
            return False
        if child.type == "for_clause" and child.child_by_field_name("update") is not None:
            return False
    return True


def _condition(loop: Node) -> Node | None:
    body = loop.child_by_field_name("body")
    for child in loop.named_children:
        if child.type == "for_clause":
            return child.child_by_field_name("condition")
        if child.type not in ("range_clause", "comment") and child != body:
            return child
    return None


def _has_default(select: Node | None) -> bool:
    return select is not None and any(c.type == "default_case" for c in select.named_children)


def _select_operands(communication: Node | None) -> list[Node]:
    """The expressions a select evaluates for a case: the channel and any value to send."""
    if communication is None:
        return []
    if communication.type == "send_statement":
        return [
            n
            for n in (
                communication.child_by_field_name("channel"),
                communication.child_by_field_name("value"),
            )
            if n is not None
        ]
    channel = syntax.received_channel(communication)
    return [channel] if channel is not None else []
