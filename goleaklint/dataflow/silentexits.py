"""Ways out of a function on which a goroutine it started never sends.

A goroutine literal that tests the launcher's variables (``if err != nil { return }``
before ``ch <- v``) sees what the launcher left in them when nothing changes them after the
``go`` statement. A way out taken only when the launcher has seen the same values
(``if err != nil { t.Fatal(err) }``) leaves a goroutine that returns before its send: it
owes nothing there, however the two conditions are spelled.

A goroutine that reports to its launcher first (:mod:`goleaklint.dataflow.reports`) is
silent on a way out past the report when no path through its report, sending what the
launcher received, reaches a send: ``errc <- err; if err != nil { return }; ids <- id``
owes nothing where the launcher leaves on a non-nil ``<-errc``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from goleaklint.dataflow.cfg import CFG
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.effects import EffectsAnalyzer, Event, Launch, Site
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.reports import Report, reached_after, reports_before
from goleaklint.dataflow.values import Seeds
from goleaklint.parse import Node

Reporting = tuple[EffectsAnalyzer, Sequence[tuple[Channel, dict[int, list[Event]]]]]


def sendless_exits(
    index: PackageIndex,
    cfg: CFG,
    senders: Iterable[tuple[Launch, tuple[Site, ...]]],
    reporting: Reporting | None = None,
) -> dict[int, frozenset[Node]]:
    """For each block of ``cfg`` that leaves the function, the go statements among
    ``senders`` (each with its blocking sends) that reach none of those sends with the
    values the launcher's variables hold on every path to that block (literals), or past
    the reports the launcher received on every path there (``reporting``: the effects
    analyzer and the launcher's channels with their events)."""
    exits = frozenset(
        block.id
        for block in cfg.blocks
        if any(successor == cfg.exit for successor, _ in cfg.successors(block.id))
    )
    found: dict[int, set[Node]] = {}
    for launch, sites in senders:
        function = launch.function
        if function is None or not _own_sites(index, function, sites):
            continue
        literal = function.type == "func_literal"
        seeds_at = index.launch_seeds_at(function, exits) if literal else {}
        for block in exits:
            if _silent(index, cfg, launch, sites, block, seeds_at.get(block) or {}, reporting):
                found.setdefault(block, set()).add(launch.node)
    return {block: frozenset(goes) for block, goes in found.items()}


def _silent(
    index: PackageIndex,
    cfg: CFG,
    launch: Launch,
    sites: tuple[Site, ...],
    block: int,
    seeds: Seeds,
    reporting: Reporting | None,
) -> bool:
    """The goroutine reaches none of ``sites`` when the launcher leaves at ``block``."""
    function = launch.function
    assert function is not None
    reports: tuple[Report, ...] = ()
    if reporting is not None:
        effects, channels = reporting
        reports = reports_before(index, effects, cfg.function, block, launch, channels)
    if not seeds and not reports:
        return False
    values = index.path_values(function).seeded(seeds)
    if reports:
        reached = reached_after(values, reports)
        if reached is None:
            return False
    else:
        reached = values.reachable()
    own_cfg = index.cfg(function)
    return not any(own_cfg.block_id_for(site.op) in reached for site in sites)


def _own_sites(index: PackageIndex, function: Node, sites: tuple[Site, ...]) -> bool:
    """Every send is the goroutine's own statement (not a callee's, nor a nested literal's)."""
    return bool(sites) and all(index.enclosing_function(site.op) == function for site in sites)
