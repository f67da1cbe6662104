"""Locks taken only by the goroutine that has claimed them through a flag.

A common way to let one goroutine at a time do a slow job: under a mutex ``mu``, test a
flag, set it, and take a second lock ``jobMu`` that the job holds until it is done; clear
the flag under ``mu`` again only once ``jobMu`` is let go::

    c.mu.Lock()
    if !c.running {
        c.running = true
        c.jobMu.Lock()          // mu -> jobMu, only while no one runs the job
        defer func() {
            c.mu.Lock()
            c.jobMu.Unlock()
            c.running = false   // under mu, after jobMu is let go
            c.mu.Unlock()
        }()
    }
    c.mu.Unlock()
    ...
    c.mu.Lock()                 // jobMu -> mu, by the one running the job

Whoever write-holds ``jobMu`` has set the flag, and it stays set until after it lets go;
the ``mu -> jobMu`` order is taken only after finding the flag clear while holding ``mu``,
so no one holds ``jobMu`` then, and the two orders never wait for each other. The module
proves this from the syntax, for flags and mutexes that are struct fields or package
variables: every write-lock of ``jobMu`` in the package is such a claim, the flag is set
only at the claims and cleared only under ``mu`` after an ``Unlock`` of ``jobMu``, and the
reverse order holds ``jobMu`` as a writer.
"""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.flaggate import (
    critical_section,
    flag_writes,
    lock_method,
    lock_statement,
)
from goleaklint.dataflow.lockgraph import GLOBAL, LockGraph, OrderEdge
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.types import FieldKey, Types
from goleaklint.parse import Node


def claim_gated(
    index: PackageIndex, types: Types, graph: LockGraph, forward: list[OrderEdge]
) -> bool:
    """Every edge of ``forward`` (``second`` taken while ``first`` is held) takes ``second``
    only through a claim of a flag under ``first``, and the reverse order is held by the
    claimer (see the module's doc)."""
    if not forward:
        return False
    claims = _Claims(index, types, graph)
    outer, inner = forward[0].first.lock, forward[0].second.lock
    found: dict[Node, FieldKey] = {}  # the Lock call -> the flag it claims
    for edge in forward:
        if edge.first.lock != outer or edge.via is not None or edge.second.read:
            return False
        flag = claims.claim(edge.second.site, outer)
        if flag is None:
            return False
        found[edge.second.site] = flag
    flags = set(found.values())
    if len(flags) != 1:
        return False
    if not claims.only_claimed(inner, set(found)):
        return False
    if any(edge.first.read for edge in graph.witnesses(inner, outer)):
        return False  # a reader of ``inner`` holds it without having claimed the flag
    return claims.cleared_after_release(flags.pop(), set(found), outer, inner)


class _Claims:
    def __init__(self, index: PackageIndex, types: Types, graph: LockGraph) -> None:
        self.index = index
        self.types = types
        self.graph = graph

    def key(self, expr: Node | None) -> FieldKey | None:
        """The field (``x.f``) or package variable (``f``) an expression names."""
        expr = syntax.unparen(expr)
        if expr is None:
            return None
        if expr.type == "selector_expression":
            return self.types.field_key(expr)
        if expr.type != "identifier" or self.index.resolution(expr).var_of(expr) is not None:
            return None
        name = syntax.text(expr)
        return FieldKey(GLOBAL, name) if name in self.index.globals else None

    def claim(self, lock_call: Node, outer: FieldKey) -> FieldKey | None:
        """The flag of ``if !f { f = true; ...; inner.Lock() }`` around ``lock_call``, in a
        critical section of ``outer``."""
        child, node = lock_call, lock_call.parent
        while node is not None and node.type not in syntax.FUNCTION_TYPES:
            if node.type == "if_statement":
                flag = self._cleared_flag(node)
                if flag is None or node.child_by_field_name("consequence") != child:
                    return None
                section = self.section(node)
                return flag if section is not None and section[0] == outer else None
            child, node = node, node.parent
        return None

    def _cleared_flag(self, statement: Node) -> FieldKey | None:
        """``f`` when the ``if`` tests ``!f`` alone."""
        condition = syntax.unparen(statement.child_by_field_name("condition"))
        operand = syntax.negated(condition)
        return self.key(operand) if operand is not None else None

    def section(self, node: Node) -> tuple[FieldKey, Node] | None:
        """The mutex held at ``node`` and the ``Lock``/``RLock`` statement that took it."""
        return critical_section(self.index, self.types, node, self.graph.lock_of)

    def only_claimed(self, inner: FieldKey, claims: set[Node]) -> bool:
        """Every write-lock of ``inner`` in the package is one of the claims."""
        return all(
            op.node in claims
            for function in self.graph.functions()
            for op in self.graph.ops(function)
            if op.lock == inner and op.acquire and not op.read
        )

    def cleared_after_release(
        self, flag: FieldKey, claims: set[Node], outer: FieldKey, inner: FieldKey
    ) -> bool:
        """The flag is set only at the claims, just before their ``Lock``, and cleared only
        under a write-lock of ``outer`` after an ``Unlock`` of ``inner`` in the same block."""
        writes = flag_writes(self.index, self.types, flag)
        if writes is None:
            return False
        set_at = [statement for value, statement, _ in writes if value]
        if len(set_at) != len(claims) or not all(
            any(_sets_before(statement, claim) for claim in claims) for statement in set_at
        ):
            return False
        for value, statement, _ in writes:
            if value:
                continue
            section = self.section(statement)
            if section is None or section[0] != outer or lock_method(section[1]) != "Lock":
                return False
            if not self._released_before(statement, inner):
                return False
        return True

    def _released_before(self, statement: Node, inner: FieldKey) -> bool:
        """A statement before ``statement`` in its block unlocks ``inner``."""
        block = statement.parent
        for earlier in block.named_children if block is not None else ():
            if earlier.start_byte >= statement.start_byte:
                break
            unlocked = lock_statement(earlier, any_mutex=True, methods=("Unlock",))
            if unlocked is not None and self.graph.lock_of(unlocked[0], "Unlock") == inner:
                return True
        return False


def _sets_before(statement: Node, claim: Node) -> bool:
    """``statement`` (``f = true``) is in the block holding the claim's ``Lock``
    statement, before it."""
    locking = claim.parent
    return (
        locking is not None
        and statement.parent == locking.parent
        and statement.end_byte <= locking.start_byte
    )
