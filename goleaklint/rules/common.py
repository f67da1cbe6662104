"""Helpers shared by the channel rules: describing where a goroutine is abandoned."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.abandon import Stranding, Waiter
from goleaklint.dataflow.alone import Stuck
from goleaklint.dataflow.cfg import (
    SWITCH_CLAUSES,
    TEST_EXITS,
    Block,
    Kind,
    exit_node,
    leaving_phrase,
    skips,
    statement_call,
)
from goleaklint.dataflow.fields import Operation
from goleaklint.dataflow.uses import UseKind
from goleaklint.parse import Node
from goleaklint.rule import Confidence, Finding, Fix, Rule

MAX_CONDITION_SHOWN = 40  # longer conditions are named as "its check"


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
    """ "can return", or how the function leaves on the abandoning path when a call ends it
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
    unsure: str | None = None,
    unsure_where: Callable[[Waiter], tuple[Node, str] | None] | None = None,
) -> Iterator[Finding]:
    """One finding per stranded goroutine, at its first blocking site; the others are related.

    When the function leaves through a failing test check and the goroutine can itself stop
    at one before it blocks, both may fail together (the test's peer goes away): the leak
    then rests on that protocol, and the finding says so with medium confidence. ``unsure``
    is another such reason, given by the rule: it is added to the message, and the
    confidence is medium; ``unsure_where`` names the code it rests on, as a related location.
    """
    where, phrase = leaving(stranding)
    test_exit = stranding.abandonment.at_exit and stranding.abandonment.block.kind in TEST_EXITS
    check = failing_check(analysis, stranding.abandonment.block) if test_exit else None
    make_note = f"`{stranding.channel.name}` made here ({capacity_text(stranding)})"
    seen: set[Node] = set()
    for waiter in stranding.waiters:
        sites = sorted({s.node: s for s in waiter.sites}.values(), key=lambda s: s.node.start_byte)
        if not sites or sites[0].node in seen:
            continue
        if analysis.blocked_earlier(stranding, waiter) is not None:
            continue  # it stops at another channel first, and that finding says so
        seen.update(s.node for s in sites)
        related = [
            (waiter.go, "goroutine started here"),
            (stranding.channel.make, make_note),
            (where, f"{phrase} {left_how}"),
        ]
        related += [(s.node, "it can also block here") for s in sites[1:]]
        fixes = (fix,) if fix is not None else ()
        confidence = Confidence.HIGH if unsure is None else Confidence.MEDIUM
        text = message if unsure is None else f"{message}; {unsure}"
        cause = unsure_where(waiter) if unsure is not None and unsure_where is not None else None
        if cause is not None:
            related.append(cause)
        stops = _goroutine_stops(analysis, waiter.go, sites[0].node) if test_exit else None
        if stops is not None:
            confidence = Confidence.MEDIUM
            text = f"{message}, unless the goroutine stops at a failed check first"
            related.append((stops, "the goroutine can stop here first"))
        elif check is not None:
            confidence = Confidence.MEDIUM
            text = f"{text}; it takes that way out only {check.phrase()}"
            related.append((check.node, "only when this check fails"))
        yield analysis.finding(
            rule,
            sites[0].node,
            text,
            related=related,
            fixes=fixes,
            launch=waiter.go,
            confidence=confidence,
        )


@dataclass(frozen=True)
class FailingCheck:
    """Where a test's check fails on the way out: the assertion, or the ``if``'s
    condition (``negated`` when the way out is its ``else``), or a switch's case."""

    node: Node
    negated: bool = False

    def phrase(self) -> str:
        """How a message says when the test takes that way out: ``when `err != nil` ``,
        ``when `err == nil` does not hold``, ``when `require.NoError` fails``, ``when its
        check fails``."""
        node = self.node
        call = statement_call(node) if node.type == "expression_statement" else None
        function = call.child_by_field_name("function") if call is not None else None
        if function is not None:
            return f"when `{syntax.squeezed(function)}` fails"
        if node.type in SWITCH_CLAUSES:
            return "when its check fails"
        condition = syntax.squeezed(node)
        if len(condition) > MAX_CONDITION_SHOWN or "`" in condition:
            return "when its check fails"
        return f"when `{condition}` does not hold" if self.negated else f"when `{condition}`"


def failing_check(analysis: PackageAnalysis, block: Block) -> FailingCheck | None:
    """The check a test's way out at ``block`` fails: the assertion itself
    (``require.NoError(t, err)``), or the condition of the ``if`` or the case of the
    ``switch`` around its ``t.Fatal``. None for a way out no check guards: a ``select``'s
    case (a timeout, a context's end), a ``t.Fatal`` on every path, or a ``t.Skip`` (a
    skip is no failure). A leak on a failing check rests on that check failing for the
    test's own inputs, which a test's fixed inputs often rule out; one on a timeout is the
    test's peer not answering. A deadline polled in an ``if`` (``time.Now().After(d)``)
    reads as a check too."""
    if block.kind == Kind.CHECK:
        return FailingCheck(block.node) if block.node is not None else None
    if skips(block):
        return None
    current = block.node
    while current is not None:
        holder = analysis.index.parent(current)
        if holder is None or holder.type in syntax.FUNCTION_TYPES:
            return None
        if holder.type == "communication_case" or _select_default(analysis, holder):
            return None
        if holder.type == "if_statement":
            condition = holder.child_by_field_name("condition")
            if condition is not None and current == holder.child_by_field_name("consequence"):
                return FailingCheck(condition)
            if condition is not None and current == holder.child_by_field_name("alternative"):
                return FailingCheck(condition, negated=True)
        if holder.type in SWITCH_CLAUSES:
            return FailingCheck(holder)
        current = holder
    return None


def _select_default(analysis: PackageAnalysis, case: Node) -> bool:
    """A ``select``'s ``default``: which case runs is the peers' timing, not a check."""
    if case.type != "default_case":
        return False
    holder = analysis.index.parent(case)
    return holder is not None and holder.type == "select_statement"


def _goroutine_stops(analysis: PackageAnalysis, go: Node, blocks: Node) -> Node | None:
    """Where the goroutine a ``go`` statement starts can end itself before it reaches
    ``blocks`` (a literal's own code), if anywhere."""
    call = go.named_children[0] if go.named_children else None
    if call is None or call.type != "call_expression":
        return None
    function = syntax.unparen(call.child_by_field_name("function"))
    if function is not None and function.type == "func_literal":
        return analysis.reach.stops_goroutine(function, blocks)
    definition = analysis.types.callee(call)
    if definition is None:
        return None
    inside = syntax.contains(definition.node, blocks)
    return analysis.reach.stops_goroutine(definition.node, blocks if inside else None)


MAX_LAUNCHES_SHOWN = 3


def field_findings(
    analysis: PackageAnalysis,
    rule: Rule,
    operations: Sequence[Operation],
    why: str,
    *,
    at_most: Confidence = Confidence.HIGH,
    also: Callable[[Operation], list[tuple[Node, str]]] | None = None,
) -> Iterator[Finding]:
    """One finding per blocking operation on a channel field that the package does not serve,
    at the operation, naming the goroutines that run it and where the field's channel is made.

    ``why`` is the reason after the colon (``{field}`` names the field). ``at_most`` caps the
    confidence; ``also`` adds related locations. Operations in code nothing can run (an
    unexported function nobody names) are dead and not reported.
    """
    for operation in operations:
        if not analysis.reach.live(operation.function):
            continue
        ops = analysis.fields.of(operation.key)
        launches = analysis.reach.launches(operation.function)
        channel = syntax.text(_operand(operation.node))
        verb = "sending on" if operation.kind == UseKind.SEND else "receiving from"
        subject = "goroutine" if launches else analysis.function_phrase(operation.function)
        reason = why.replace("{field}", f"`{operation.key}`")
        message = f"{subject} can block forever {verb} `{channel}`: {reason}"
        related = [(go, "goroutine started here") for go in launches[:MAX_LAUNCHES_SHOWN]]
        if ops is not None:
            related += [(make, f"`{operation.key}` made here") for make in ops.makes[:2]]
        if also is not None:
            related += also(operation)
        # Seen run from the package itself, or only reachable from outside it (an exported
        # function or method nobody here calls): then it rests on callers we cannot see.
        called = bool(launches or analysis.reach.callers(operation.function))
        confidence = Confidence.HIGH if called and at_most == Confidence.HIGH else Confidence.MEDIUM
        yield analysis.finding(
            rule,
            operation.node,
            message,
            related=related,
            confidence=confidence,
            launch=launches[0] if launches else None,
        )


def _operand(site: Node) -> Node | None:
    """The channel expression of a send, receive, range or one-case select."""
    node: Node | None = site
    if node is not None and node.type == "select_statement":
        case = next((c for c in node.named_children if c.type == "communication_case"), None)
        node = case.child_by_field_name("communication") if case is not None else None
    if node is not None and node.type == "expression_statement":
        node = node.named_children[0] if node.named_children else None
    if node is not None and node.type == "receive_statement":
        node = node.child_by_field_name("right")
    if node is None:
        return None
    if node.type == "send_statement":
        return node.child_by_field_name("channel")
    if node.type == "for_statement":
        clause = next((c for c in node.named_children if c.type == "range_clause"), None)
        return clause.child_by_field_name("right") if clause is not None else None
    if node.type == "unary_expression":
        return node.child_by_field_name("operand")
    return node


def stuck_finding(
    analysis: PackageAnalysis,
    rule: Rule,
    stuck: Stuck,
    message: str,
    related: Sequence[tuple[Node, str]] = (),
    fixes: Sequence[Fix] = (),
) -> Finding:
    """A finding at an operation on a channel its maker still holds alone
    (:mod:`~goleaklint.dataflow.alone`), naming where the channel was made, the call that
    runs the operation, and the goroutine that runs the maker."""
    channel = stuck.channel
    found = [(channel.make, f"`{channel.name}` made here"), *related]
    if stuck.via is not None:
        found.append((stuck.via, "the operation runs in this call"))
    launches = analysis.reach.launches(channel.function)
    launch = launches[0] if launches else None
    if launch is not None:
        found.append((launch, "goroutine started here"))
    return analysis.finding(
        rule, stuck.operation.node, message, related=found, fixes=fixes, launch=launch
    )
