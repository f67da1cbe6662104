"""GL106 blocked-while-locked. Documentation: rules/GL106.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.groupwaits import GroupWaits
from goleaklint.dataflow.lockwaits import Counterpart, LockedWait, locked_waits
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node
from goleaklint.rule import Confidence, Finding, Severity, rule

MAX_SHOWN = 3


@rule("GL106", "blocked-while-locked", severity=Severity.ERROR, needs=(b"Mutex",))
def blocked_while_locked(analysis: PackageAnalysis) -> Iterator[Finding]:
    """At the wait made with the lock held, and at the first counterpart's Lock: the two
    goroutines that block each other. When that counterpart's goroutine first waits for
    the one taking the Lock, at that wait too: the third goroutine of the cycle."""
    reported: set[Node] = set()
    groups = GroupWaits(analysis.index, analysis.objects)
    waits = locked_waits(
        analysis.lockgraph,
        analysis.fields,
        analysis.reach,
        analysis.channels,
        groups.waits_of,
        analysis.cond_families(),
    )
    for wait in waits:
        if wait.node in reported or not analysis.reach.live(wait.function):
            continue
        reported.add(wait.node)
        yield _the_wait(analysis, wait)
        first = wait.counterparts[0]
        if first.lock_site not in reported:
            reported.add(first.lock_site)
            yield _the_lock(analysis, wait, first)
        if first.behind is not None and first.behind.node not in reported:
            reported.add(first.behind.node)
            yield _the_wait_behind(analysis, wait, first, first.behind)


def _holder(analysis: PackageAnalysis, wait: LockedWait) -> str:
    """The function holding the lock: the waiter's, or its caller's for a wait in a
    function called with the lock held."""
    if wait.via is None:
        return analysis.function_phrase(wait.function)
    caller = analysis.index.enclosing_function(wait.via)
    return analysis.function_phrase(caller) if caller is not None else "its caller"


def _the_wait(analysis: PackageAnalysis, wait: LockedWait) -> Finding:
    lock = wait.held.lock
    owner = analysis.function_phrase(wait.function)
    verb, partners = _verb(wait)
    related: list[tuple[Node, str]] = [(wait.held.node, f"`{lock}` is taken here")]
    holding = f"while holding `{lock}`"
    if wait.via is not None:
        holding = f"while {_holder(analysis, wait)} holds `{lock}` around the call"
        related.append((wait.via, f"called here with `{lock}` held"))
    for counterpart in wait.counterparts[:MAX_SHOWN]:
        related.append((counterpart.node, "a goroutine that could complete the wait"))
        if counterpart.behind is not None:
            related.append((counterpart.behind.node, "which first waits here"))
            related.append(
                (counterpart.lock_site, f"for a goroutine that first takes `{lock}` here")
            )
        else:
            related.append((counterpart.lock_site, f"which first takes `{lock}` here"))
    first = (
        f"takes `{lock}` first, or first waits for a goroutine that does"
        if any(c.behind is not None for c in wait.counterparts)
        else f"takes `{lock}` first"
    )
    return analysis.finding(
        blocked_while_locked,
        wait.node,
        f"{owner} {verb} `{wait.channel}` {holding}, and every goroutine "
        f"that could {partners} {first}: they wait for each other forever",
        related=related,
        confidence=Confidence.MEDIUM,
    )


def _the_lock(analysis: PackageAnalysis, wait: LockedWait, first: Counterpart) -> Finding:
    lock = wait.held.lock
    owner = _holder(analysis, wait)
    lock_call = syntax.text(first.lock_site.child_by_field_name("function"))
    whom = (
        f"for a goroutine on `{wait.channel}` that first waits for this one"
        if first.behind is not None
        else f"for this goroutine on `{wait.channel}`"
    )
    return analysis.finding(
        blocked_while_locked,
        first.lock_site,
        f"this `{lock_call}` can wait forever: {owner} holds `{lock}` while it waits {whom}",
        related=[
            (wait.held.node, f"`{lock}` is taken here"),
            (wait.node, "and held while waiting here"),
        ],
        confidence=Confidence.MEDIUM,
    )


def _the_wait_behind(
    analysis: PackageAnalysis, wait: LockedWait, first: Counterpart, behind: LockedWait
) -> Finding:
    lock = wait.held.lock
    owner = _holder(analysis, wait)
    waiter = analysis.function_phrase(behind.function)
    verb = {"sends on": "sending on", "receives from": "receiving from"}.get(
        _verb(behind)[0], "waiting on"
    )
    return analysis.finding(
        blocked_while_locked,
        behind.node,
        f"{waiter} can block forever {verb} `{behind.channel}`: the goroutine that could "
        f"complete it first takes `{lock}`, which {owner} holds while it waits on "
        f"`{wait.channel}`, and only this goroutine, past this wait, completes that",
        related=[
            (first.lock_site, f"the goroutine that could complete it takes `{lock}` here"),
            (wait.held.node, f"`{lock}` is taken here"),
            (wait.node, "and held while waiting here"),
            (first.node, "which only this operation completes"),
        ],
        confidence=Confidence.MEDIUM,
    )


def _verb(wait: LockedWait) -> tuple[str, str]:
    """What the wait does, and what its counterparts would do to complete it."""
    if wait.cond:
        return "waits on", "call `Signal` or `Broadcast` on it"
    if wait.group:
        return "waits on", "call `Done` on it"
    if wait.kind == UseKind.SEND:
        return "sends on", "receive from it"
    return "receives from", "send on it or close it"
