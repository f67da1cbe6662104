"""Ways out of a function on which a goroutine literal it started never sends.

A goroutine literal that tests the launcher's variables (``if err != nil { return }``
before ``ch <- v``) sees what the launcher left in them when nothing changes them after the
``go`` statement. A way out taken only when the launcher has seen the same values
(``if err != nil { t.Fatal(err) }``) leaves a goroutine that returns before its send: it
owes nothing there, however the two conditions are spelled.
"""

from __future__ import annotations

from collections.abc import Iterable

from goleaklint.dataflow.cfg import CFG
from goleaklint.dataflow.effects import Launch, Site
from goleaklint.dataflow.package import PackageIndex
from goleaklint.parse import Node


def sendless_exits(
    index: PackageIndex, cfg: CFG, senders: Iterable[tuple[Launch, tuple[Site, ...]]]
) -> dict[int, frozenset[Node]]:
    """For each block of ``cfg`` that leaves the function, the go statements among
    ``senders`` (each with its blocking sends) whose literal reaches none of those sends
    with the values the launcher's variables hold on every path to that block."""
    exits = frozenset(
        block.id
        for block in cfg.blocks
        if any(successor == cfg.exit for successor, _ in cfg.successors(block.id))
    )
    found: dict[int, set[Node]] = {}
    for launch, sites in senders:
        literal = launch.function
        if literal is None or literal.type != "func_literal":
            continue
        if not _own_sites(index, literal, sites):
            continue
        literal_cfg = index.cfg(literal)
        values = index.path_values(literal)
        for block, seeds in index.launch_seeds_at(literal, exits).items():
            if not seeds:
                continue
            reached = values.seeded(seeds).reachable()
            if not any(literal_cfg.block_id_for(site.op) in reached for site in sites):
                found.setdefault(block, set()).add(launch.node)
    return {block: frozenset(goes) for block, goes in found.items()}


def _own_sites(index: PackageIndex, literal: Node, sites: tuple[Site, ...]) -> bool:
    """Every send is the literal's own statement (not a callee's, nor a nested literal's)."""
    return bool(sites) and all(index.enclosing_function(site.op) == literal for site in sites)
