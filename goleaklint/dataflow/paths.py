"""Search a function's control flow for a path on which it abandons a goroutine.

A rule supplies a small, finite abstract state (counts that saturate, flags) and how blocks
and edges change it; the search walks every reachable (block, state) pair once and reports
the first path that reaches the function's normal exit in a leaking state, or a block that
abandons the goroutine by itself (a loop making a fresh channel while one is still owed).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from goleaklint.dataflow.budget import current as package_budget
from goleaklint.dataflow.cfg import CFG, Block, Edge
from goleaklint.dataflow.values import Env, PathValues
from goleaklint.parse import Node

S = TypeVar("S", bound=Hashable)

MAX_STATES = 200_000  # pathological functions are given up on, never hang the run
VALUES_BUDGET = 20_000  # a search that also carries values falls back beyond this...
VALUES_FLOOR = 2_000  # ...or beyond this many states...
VALUES_FACTOR = 4  # ...or this many times what the same search needed without values

_given_up: ContextVar[list[Node] | None] = ContextVar("given_up", default=None)


@contextmanager
def watching_budget() -> Iterator[list[Node]]:
    """Collect the functions whose search ran out of states while the block runs, so the
    run can say which functions were only partly analysed."""
    given_up: list[Node] = []
    token = _given_up.set(given_up)
    try:
        yield given_up
    finally:
        _given_up.reset(token)


def _give_up(cfg: CFG) -> None:
    given_up = _given_up.get()
    if given_up is not None and cfg.function not in given_up:
        given_up.append(cfg.function)


class PathProtocol(Protocol[S]):
    def start(self) -> S: ...

    def through(self, block: Block, state: S) -> tuple[S, bool]:
        """The state after ``block``, and whether passing it abandons the goroutine."""
        ...

    def along(self, source: Block, kind: Edge, target: Block, state: S) -> S: ...

    def leaks(self, state: S) -> bool:
        """Whether returning in ``state`` leaves a goroutine blocked."""
        ...


@dataclass(frozen=True)
class Abandonment(Generic[S]):
    """Where a leaking path leaves: a return, the end of the body, or a re-made channel."""

    block: Block
    state: S
    at_exit: bool


def find_abandonment(
    cfg: CFG,
    protocol: PathProtocol[S],
    values: PathValues | None = None,
    narrow: Callable[[PathValues], PathValues] | None = None,
) -> Abandonment[S] | None:
    """The first (breadth-first) path that abandons a goroutine, if any.

    With ``values``, a path found is confirmed by a second search that also carries what the
    path knows of the function's simple locals and never takes a branch its own assignments
    rule out: a leak only on paths that cannot run is no leak. (Values only remove paths, so
    a search without them that finds nothing has the answer already.) When the confirming
    search outgrows its budget, it is tried once more carrying only the values ``narrow``
    keeps (those that decide the protocol's events); beyond that too, the first answer
    stands.
    """
    found, used = _search(cfg, protocol, None, MAX_STATES)
    if used is None:
        _give_up(cfg)
        return None
    if found is None or values is None or not values.active:
        return found
    budget = _values_budget(used)
    confirmed, more = _search(cfg, protocol, values, budget)
    narrowed = _narrowed(values, narrow) if more is None else None
    if narrowed is not None:
        confirmed, more = _search(cfg, protocol, narrowed, budget)
    return confirmed if more is not None else found


def _narrowed(
    values: PathValues, narrow: Callable[[PathValues], PathValues] | None
) -> PathValues | None:
    """The narrower domain a search that ran out of its budget with ``values`` tries once
    more, when ``narrow`` keeps less than all of them and still something."""
    if narrow is None:
        return None
    narrowed = narrow(values)
    return narrowed if narrowed is not values and narrowed.active else None


def _values_budget(plain_states: int) -> int:
    """States a search with values may use, given what the same search without them used:
    values may refine a path several ways, never without bound."""
    return min(VALUES_BUDGET, max(VALUES_FLOOR, VALUES_FACTOR * plain_states))


def _search(
    cfg: CFG, protocol: PathProtocol[S], values: PathValues | None, budget: int
) -> tuple[Abandonment[S] | None, int | None]:
    """One breadth-first search: the answer, and the states it used (None when it ran out
    of its budget)."""
    env: Env = values.start() if values is not None else ()
    start = (cfg.entry, protocol.start(), env)
    seen: set[tuple[int, S, Env]] = {start}
    queue: deque[tuple[int, S, Env]] = deque([start])
    package = package_budget()
    while queue:
        if len(seen) > budget:
            return None, None
        if package is not None:
            package.spend(1)
        block_id, state, env = queue.popleft()
        block = cfg.blocks[block_id]
        state, abandoned = protocol.through(block, state)
        if abandoned:
            return Abandonment(block, state, at_exit=False), len(seen)
        if values is not None:
            env = values.through(block, env)
        for successor, kind in cfg.successors(block_id):
            target = cfg.blocks[successor]
            next_env = values.along(block, kind, target, env) if values is not None else env
            if next_env is None:
                continue
            next_state = protocol.along(block, kind, cfg.blocks[successor], state)
            if successor == cfg.exit:
                if protocol.leaks(next_state):
                    return Abandonment(block, next_state, at_exit=True), len(seen)
                continue
            key = (successor, next_state, next_env)
            if key not in seen:
                seen.add(key)
                queue.append(key)
    return None, len(seen)


class Observer(Protocol[S]):
    """A protocol that records what it sees instead of stopping at the first leak."""

    def start(self) -> S: ...

    def through(self, block: Block, state: S) -> S: ...

    def along(self, source: Block, kind: Edge, target: Block, state: S) -> S: ...

    def at_exit(self, source: Block, state: S) -> None:
        """Called for every state in which the function returns (or panics out, if asked)."""
        ...


Obs = TypeVar("Obs", bound=Observer[Any])


def explore_all(
    cfg: CFG,
    make_observer: Callable[[], Obs],
    *,
    panics_exit: bool = False,
    values: PathValues | None = None,
    reports: Callable[[Obs], bool] | None = None,
    narrow: Callable[[PathValues], PathValues] | None = None,
) -> tuple[Obs, bool]:
    """Visit every reachable (block, state) once with a fresh observer; returns it and
    whether the walk finished (False when the state budget ran out).

    With ``values``, branches the path's own assignments rule out are not taken. Carrying
    them can multiply the states of a large function, so a walk with values is tried within
    a smaller budget (and done again without them beyond it). ``reports`` says whether an
    observer saw anything worth reporting: given, the cheap walk without values comes
    first, and values are only carried to confirm what it saw (values only remove paths).
    ``narrow`` keeps the values the observer's question needs: when carrying every value
    runs out of the budget, the walk is tried once more carrying only those
    (:meth:`PathValues.only_tracking`), before it gives values up.
    """
    active = values is not None and values.active
    budget = VALUES_BUDGET
    if active and reports is not None:
        observer = make_observer()
        used = _walk(cfg, observer, panics_exit, None, MAX_STATES)
        if used is None:
            _give_up(cfg)
            return observer, False
        if not reports(observer):
            return observer, True
        budget = _values_budget(used)
    if active:
        assert values is not None
        observer = make_observer()
        if _walk(cfg, observer, panics_exit, values, budget) is not None:
            return observer, True
        narrowed = _narrowed(values, narrow)
        if narrowed is not None:
            observer = make_observer()
            if _walk(cfg, observer, panics_exit, narrowed, budget) is not None:
                return observer, True
    observer = make_observer()
    complete = _walk(cfg, observer, panics_exit, None, MAX_STATES) is not None
    if not complete:
        _give_up(cfg)
    return observer, complete


def _walk(
    cfg: CFG,
    observer: Observer[S],
    panics_exit: bool,
    values: PathValues | None,
    budget: int,
) -> int | None:
    """One walk: the states it used, or None when it ran out of its budget."""
    env: Env = values.start() if values is not None else ()
    start = (cfg.entry, observer.start(), env)
    seen: set[tuple[int, S, Env]] = {start}
    queue: deque[tuple[int, S, Env]] = deque([start])
    package = package_budget()
    while queue:
        if len(seen) > budget:
            return None
        if package is not None:
            package.spend(1)
        block_id, state, env = queue.popleft()
        block = cfg.blocks[block_id]
        state = observer.through(block, state)
        if values is not None:
            env = values.through(block, env)
        for successor, kind in cfg.successors(block_id):
            target = cfg.blocks[successor]
            next_env = values.along(block, kind, target, env) if values is not None else env
            if next_env is None:
                continue
            next_state = observer.along(block, kind, cfg.blocks[successor], state)
            panic_exit = panics_exit and successor == cfg.abort and ends_in_panic(block)
            if successor == cfg.exit or panic_exit:
                observer.at_exit(block, next_state)
                continue
            key = (successor, next_state, next_env)
            if key not in seen:
                seen.add(key)
                queue.append(key)
    return len(seen)


def ends_in_panic(block: Block) -> bool:
    """A ``panic(...)`` statement (a recovered panic returns to the caller)."""
    node = block.node
    if node is None or not node.named_children:
        return False
    call = node.named_children[0]
    function = call.child_by_field_name("function") if call.type == "call_expression" else None
    return function is not None and function.type == "identifier" and function.text == b"panic"
