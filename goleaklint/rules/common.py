"""Helpers shared by the channel rules: describing where a goroutine is abandoned."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.abandon import Stranding
from goleaklint.dataflow.cfg import TEST_EXITS, Kind, exit_node, leaving_phrase
from goleaklint.parse import Node
from goleaklint.rule import Finding, Fix, Rule


def capacity_text(stranding: Stranding) -> str:
    capacity = stranding.channel.capacity
    if capacity.value == 0:
        return "unbuffered"
    if capacity.value is not None:
        return f"buffer of {capacity.value}"
    if capacity.length_of is not None:
        return f"buffer of len({capacity.length_of})"
    return "buffered"


def can_leave(stranding: Stranding) -> str:
    """"can return", or how the function leaves on the abandoning path when a call ends it
    ("can leave through `t.Fatalf`")."""
    block = stranding.abandonment.block
    if stranding.abandonment.at_exit and block.kind in TEST_EXITS:
        return "can " + leaving_phrase(block).replace("leaves here", "leave", 1)
    return "can return"


def leaving(stranding: Stranding) -> tuple[Node, str]:
    """The node where the launching function walks away, and a phrase for it."""
    block = stranding.abandonment.block
    if not stranding.abandonment.at_exit:
        return stranding.channel.make, "the loop makes a new channel and abandons the old one"
    if block.kind == Kind.RETURN and block.node is not None:
        return block.node, "returns here"
    return exit_node(block) or stranding.channel.function, leaving_phrase(block)


def findings(
    analysis: PackageAnalysis,
    rule: Rule,
    stranding: Stranding,
    message: str,
    left_how: str,
    fix: Fix | None = None,
) -> Iterator[Finding]:
    """One finding per stranded goroutine, at its first blocking site; the others are related."""
    where, phrase = leaving(stranding)
    make_note = f"`{stranding.channel.name}` made here ({capacity_text(stranding)})"
    seen: set[Node] = set()
    for waiter in stranding.waiters:
        sites = sorted({s.node: s for s in waiter.sites}.values(), key=lambda s: s.node.start_byte)
        if not sites or sites[0].node in seen:
            continue
        seen.update(s.node for s in sites)
        related = [
            (waiter.go, "goroutine started here"),
            (stranding.channel.make, make_note),
            (where, f"{phrase} {left_how}"),
        ]
        related += [(s.node, "it can also block here") for s in sites[1:]]
        fixes = (fix,) if fix is not None else ()
        yield analysis.finding(
            rule, sites[0].node, message, related=related, fixes=fixes, launch=waiter.go
        )
