"""The most sends (or receives) one run of a function can make, on the paths its values allow.

The count over the control-flow graph alone takes every branch as possible on every round:
``if !sent { sent = true; ch <- v }`` in a loop, then ``if !sent { ch <- err }`` after it,
counts as a loop of sends plus one more. Walking the graph together with the function's
value domain (:mod:`goleaklint.dataflow.values`) unrolls what the values tell apart: once
``sent`` is true, neither guarded branch can run again, so the heaviest path sends once.
Only a cycle that the values cannot break and that carries weight leaves the count open.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from goleaklint.dataflow.cfg import CFG, Edge, strongly_connected
from goleaklint.dataflow.values import Env, PathValues

# Past this many (block, values) states the walk stops and the count stays open: each tracked
# integer can multiply the states of a loop by its range.
MAX_VALUE_STATES = 512


class ValueGraph:
    """The (block, values) states of one function that a path from its entry can reach, and
    the heaviest path through them for each of several weightings of the blocks.

    The states are found depth first: a way back to a state on the search's stack closes a
    cycle, and a weighting that the cycle carries is unbounded at once. Once every weighting
    is, the rest of the graph does not matter and is not walked.
    """

    def __init__(
        self,
        cfg: CFG,
        values: PathValues,
        weights: Sequence[Mapping[int, int]],
        limit: int = MAX_VALUE_STATES,
    ) -> None:
        self.cfg = cfg
        self.values = values
        self.weights = weights
        self.limit = limit
        self.blocks: list[int] = []  # the block of each state
        self.envs: list[Env] = []
        self.edges: list[list[tuple[int, Edge]]] = []
        self._state_of: dict[tuple[int, Env], int] = {}
        self.unbounded = [False] * len(weights)
        self.complete = self._search()
        self._components: tuple[list[list[int]], list[int]] | None = None

    def _search(self) -> bool:
        """Walk every state (False when they run past the limit or every weighting is
        unbounded)."""
        first = self._state(self.cfg.entry, self.values.start())
        if first is None:
            return False
        expanded: set[int] = set()
        # The search's stack: (state, next edge), with each weighting's total up to it.
        frames: list[tuple[int, int]] = []
        totals: list[list[int]] = [[] for _ in self.weights]
        depth_of: dict[int, int] = {}

        def enter(state: int) -> bool:
            expanded.add(state)
            if not self._expand(state):
                return False
            depth_of[state] = len(frames)
            frames.append((state, 0))
            block = self.blocks[state]
            for k, weights in enumerate(self.weights):
                below = totals[k][-1] if totals[k] else 0
                totals[k].append(below + weights.get(block, 0))
            return True

        if not enter(first):
            return False
        while frames:
            state, position = frames[-1]
            out = self.edges[state]
            if position == len(out):
                frames.pop()
                del depth_of[state]
                for column in totals:
                    column.pop()
                continue
            frames[-1] = (state, position + 1)
            target = out[position][0]
            depth = depth_of.get(target)
            if depth is not None:  # back to a state on the stack: a cycle
                for k, column in enumerate(totals):
                    carried = column[-1] - (column[depth - 1] if depth else 0)
                    if carried:
                        self.unbounded[k] = True
                if all(self.unbounded):
                    return False
                continue
            if target not in expanded and not enter(target):
                return False
        return True

    def _state(self, block: int, env: Env) -> int | None:
        """The number of a state, made on first sight (None past the limit)."""
        key = (block, env)
        number = self._state_of.get(key)
        if number is None:
            if len(self.blocks) >= self.limit:
                return None
            number = self._state_of[key] = len(self.blocks)
            self.blocks.append(block)
            self.envs.append(env)
            self.edges.append([])
        return number

    def _expand(self, state: int) -> bool:
        """The edges out of a state (False past the limit)."""
        cfg, values = self.cfg, self.values
        block = cfg.blocks[self.blocks[state]]
        after = values.through(block, self.envs[state])
        out = self.edges[state]
        for successor, kind in cfg.successors(block.id):
            reached = values.along(block, kind, cfg.blocks[successor], after)
            if reached is None:
                continue  # the values say no path takes this edge here
            target = self._state(successor, reached)
            if target is None:
                return False
            out.append((target, kind))
        return True

    def heaviest(self, which: int) -> int | None:
        """The largest total of weighting ``which`` along one path from the entry; None when
        such a path can go round a cycle that carries it, or the walk did not finish."""
        if not self.complete or self.unbounded[which]:
            return None
        weights = self.weights[which]
        if self._components is None:  # shared by every weighting asked
            self._components = strongly_connected(len(self.blocks), self.edges.__getitem__)
        order, component_of = self._components
        incoming = {component_of[0]: 0}  # heaviest path into each component reached
        heaviest = 0
        for component, members in enumerate(order):
            if component not in incoming:
                continue
            weight = sum(weights.get(self.blocks[m], 0) for m in members)
            if weight and (
                len(members) > 1 or any(s == members[0] for s, _ in self.edges[members[0]])
            ):
                return None
            total = incoming[component] + weight
            heaviest = max(heaviest, total)
            for member in members:
                for successor, _ in self.edges[member]:
                    target = component_of[successor]
                    if target != component and incoming.get(target, -1) < total:
                        incoming[target] = total
        return heaviest


def cycles_can_break(cfg: CFG, weights: Mapping[int, int], values: PathValues) -> bool:
    """Whether every cycle of the graph that carries weight tests something the values know:
    one that does not stays a cycle on every walk, so there is no need to take one."""
    order, component_of = cfg.components()
    for block, weight in weights.items():
        if weight and cfg.cyclic(block):
            members = order[component_of[block]]
            if not any(values.may_cut(cfg.blocks[m]) for m in members):
                return False
    return True
