"""GL107 lock-order-inversion. Documentation: rules/GL107.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.claims import claim_gated
from goleaklint.dataflow.lockgraph import OrderEdge
from goleaklint.dataflow.lockobjects import Objects
from goleaklint.dataflow.types import FieldKey
from goleaklint.parse import Node
from goleaklint.rule import Confidence, Finding, Severity, rule


@rule("GL107", "lock-order-inversion", severity=Severity.ERROR, needs=(b"Mutex",))
def lock_order_inversion(analysis: PackageAnalysis) -> Iterator[Finding]:
    """One finding per edge of a two-lock cycle, at the second Lock of the edge (where a
    goroutine blocks once another holds the locks the other way round)."""
    graph = analysis.lockgraph
    pairs = {(e.first.lock, e.second.lock): e for e in graph.edges()}
    reported: set[Node] = set()
    for first, second in sorted(
        pairs, key=lambda pair: (pairs[pair].second.site.start_byte, str(pair))
    ):
        if (second, first) not in pairs:
            continue
        conflict = _conflicting(graph.witnesses(first, second), graph.witnesses(second, first))
        if conflict is None or conflict[0].second.site in reported:
            continue  # readers share: holding one as reader does not stop the other reader
        edge, other = conflict
        if (
            _one_goroutine(analysis, first, second)
            or _waited_out(analysis, first, second)
            or _own_objects(analysis, first, second)
            or _gated(analysis, first, second)
            or _claimed(analysis, first, second)
            or _apart(analysis, first, second)
            or _staged_by_a_test(analysis, first, second)
        ):
            continue
        reported.add(edge.second.site)
        # Two goroutines are needed: sure when one of the two functions runs as one.
        concurrent = bool(
            analysis.reach.launches(edge.function) or analysis.reach.launches(other.function)
        )
        owner = analysis.function_phrase(edge.function)
        other_owner = analysis.function_phrase(other.function)
        yield analysis.finding(
            lock_order_inversion,
            edge.second.site,
            f"`{second}` is taken here while `{first}` is held ({owner}), but {other_owner} "
            f"takes them the other way round: two goroutines doing both deadlock",
            related=_related(edge, other),
            confidence=Confidence.HIGH if concurrent else Confidence.MEDIUM,
        )


def _conflicting(
    witnesses: list[OrderEdge], others: list[OrderEdge]
) -> tuple[OrderEdge, OrderEdge] | None:
    """The first witness of one order, with the first of the other order, that can block
    each other: not where each second lock is a read lock the other holds only as reader
    (one function's read-locking witness must not hide another's write lock)."""
    for edge in witnesses:
        for other in others:
            if not (
                (edge.first.read and other.second.read) or (edge.second.read and other.first.read)
            ):
                return edge, other
    return None


def _one_goroutine(analysis: PackageAnalysis, first: FieldKey, second: FieldKey) -> bool:
    """Every function taking the two locks in either order runs only on the goroutine of
    one test (or ``main``, ``init``): a goroutine cannot wait for itself this way, and the
    two orders are never held at once."""
    graph = analysis.lockgraph
    witnesses = graph.witnesses(first, second) + graph.witnesses(second, first)
    roots = {analysis.reach.sole_goroutine(edge.function) for edge in witnesses}
    return len(roots) == 1 and None not in roots


def _waited_out(analysis: PackageAnalysis, first: FieldKey, second: FieldKey) -> bool:
    """One order is taken only inside a method (or what it alone calls), and every function
    taking the other order has waited for that method to end first (a receive from the done
    channel it closes on its way out): the two orders are never held at once."""
    graph = analysis.lockgraph
    forward, backward = graph.witnesses(first, second), graph.witnesses(second, first)
    for ones, others in ((forward, backward), (backward, forward)):
        waited = [analysis.joins.waited_out(e.function, e.first.node) for e in others]
        common = set.intersection(*waited) if waited else set()
        for method in common:
            if all(analysis.joins.runs_within(e.function, method) for e in ones):
                return True
    return False


def _gated(analysis: PackageAnalysis, first: FieldKey, second: FieldKey) -> bool:
    """Every function taking the two locks in one order and every one taking them in the
    other hold a third lock in common whenever they do, not both only as readers (a gate
    lock): one of them waits for the gate, so the two orders are never held at once. A
    lock the function is entered with (handed held, or held by every caller) counts, and
    so does one a callee taking the second lock holds there (:meth:`held_where_taken`)."""
    graph = analysis.lockgraph
    forward, backward = graph.witnesses(first, second), graph.witnesses(second, first)
    if not (forward and backward):
        return False
    entry = analysis.entry_locks

    def gates(edge: OrderEdge) -> dict[FieldKey, bool]:
        held = dict(edge.guards)
        taker = graph.held_where_taken(edge.second.site) if edge.via is not None else ()
        for lock, read in (*entry.held_on_entry(edge.function), *taker):
            if lock not in (first, second):
                held[lock] = held.get(lock, read) and read
        return held

    forward_gates = [gates(edge) for edge in forward]
    backward_gates = [gates(edge) for edge in backward]
    return all(_share_a_gate(one, other) for one in forward_gates for other in backward_gates)


def _claimed(analysis: PackageAnalysis, first: FieldKey, second: FieldKey) -> bool:
    """One order takes its second lock only by claiming a flag under the first, and only the
    claimer holds the reverse order (:func:`claims.claim_gated`)."""
    graph = analysis.lockgraph
    return any(
        claim_gated(analysis.index, analysis.types, graph, graph.witnesses(one, other))
        for one, other in ((first, second), (second, first))
    )


def _apart(analysis: PackageAnalysis, first: FieldKey, second: FieldKey) -> bool:
    """Every function taking the two locks in one order takes both on one object (``r.a``,
    then ``r.b`` or a method of ``r`` that takes it), and every one taking them the other
    way round on two different variables (``ar.a``, then a method of ``ar2``): the two
    orders would have to meet on one object, where the second order is never taken."""
    graph = analysis.lockgraph
    objects = analysis.lock_objects
    forward, backward = graph.witnesses(first, second), graph.witnesses(second, first)
    for ones, others in ((forward, backward), (backward, forward)):
        if all(objects.relation(e) == Objects.SAME for e in ones) and all(
            objects.relation(e) == Objects.APART for e in others
        ):
            return True
    return False


def _staged_by_a_test(analysis: PackageAnalysis, first: FieldKey, second: FieldKey) -> bool:
    """Every function taking the two locks in one order runs only on tests' goroutines
    (:meth:`Reach.on_tests_only`), and some function taking them the other way round is
    the package's own code. The test holds a package lock to stage a state for the code it
    drives; whether the package's goroutines hold the other order on those same objects
    meanwhile is the test's sequencing, which nothing here ties to the instances, not a
    lock order of the package; and the other order's tests run one at a time beside it.
    Two orders that only tests take are still paired."""
    graph = analysis.lockgraph
    forward = [analysis.reach.on_tests_only(e.function) for e in graph.witnesses(first, second)]
    backward = [analysis.reach.on_tests_only(e.function) for e in graph.witnesses(second, first)]
    return all(forward) != all(backward)


def _share_a_gate(one: dict[FieldKey, bool], other: dict[FieldKey, bool]) -> bool:
    """A lock both hold (lock -> held only as reader), not both only as readers."""
    return any(lock in other and not (read and other[lock]) for lock, read in one.items())


def _own_objects(analysis: PackageAnalysis, first: FieldKey, second: FieldKey) -> bool:
    """One of the two locks is, in every function taking the two in either order, a lock of
    that function's own object (:meth:`LockGraph.own_object`): functions and runs never
    share one, so the two orders are never on the same pair of mutexes in two goroutines."""
    graph = analysis.lockgraph
    witnesses = graph.witnesses(first, second) + graph.witnesses(second, first)

    def own(edge: OrderEdge, lock: FieldKey) -> bool:
        if edge.first.lock == lock:
            node: Node | None = edge.first.node if edge.first.instance is not None else None
        else:
            node = edge.second.site if edge.via is None else None
        return node is not None and graph.own_object(node) is not None

    return any(all(own(edge, lock) for edge in witnesses) for lock in (first, second))


def _related(edge: OrderEdge, other: OrderEdge) -> list[tuple[Node, str]]:
    related: list[tuple[Node, str]] = [(edge.first.node, f"`{edge.first.lock}` is taken here")]
    if edge.via is not None:
        related.append((edge.via, f"this call takes `{edge.second.lock}`"))
    related.append((other.first.node, f"the other order: `{other.first.lock}` is taken here"))
    related.append((other.second.site, f"then `{other.second.lock}` here"))
    return related
