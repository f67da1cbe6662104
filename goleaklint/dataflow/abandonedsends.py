"""Plain sends on channel fields whose receiving goroutines can all stop.

A send on an unbuffered field channel waits for a receiver. When every goroutine receiving
from the field leaves its receiving loop on some signal (another case of its ``select``),
a send that comes after that waits forever, unless something rules it out: the channel is
closed once the receivers stop (a send then panics), the one value it carries is what a
receiver waits for before it stops, the sender (or each of its callers) fires the stop
itself after its sends, the sender waits for the receivers to start and stops none before,
or a flag under a lock says the receiver runs.

Who is stranded depends on what runs the send: a goroutine the package starts, or a
function literal handed to code that runs it (GL001), or the callers of a function or
method no ``go`` statement starts, which block only if they call it after the receivers
stopped (GL006, :func:`runs_on_callers`).
"""

from __future__ import annotations

from collections.abc import Callable

from goleaklint.dataflow.closingstops import closed_once_stopped
from goleaklint.dataflow.effects import EffectsAnalyzer
from goleaklint.dataflow.fields import FieldFacts, FieldOps, Operation
from goleaklint.dataflow.flaggate import flag_gated
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.partners import (
    callers_stop_it,
    receiver_stop,
    sender_stops_it,
    started_before,
)
from goleaklint.dataflow.reach import Reach
from goleaklint.dataflow.receipts import carries_one_value, leaves_only_after_receipt
from goleaklint.dataflow.types import Types
from goleaklint.parse import Node


def abandoned_sends(
    index: PackageIndex,
    effects: EffectsAnalyzer,
    reach: Reach,
    fields: FieldFacts,
    types: Types,
    ends_process: Callable[[Node], bool],
) -> list[Operation]:
    """Plain sends on fields whose receivers can all stop, not stopped by the sender.
    ``ends_process``: a receiving function whose return ends the process, whose stop
    therefore strands nothing."""

    def stops(receive: Node, function: Node) -> bool:
        if ends_process(function):
            return False  # it stops only for the process to end
        return receiver_stop(index, receive, function) is not None

    found = []
    for operation in fields.abandoned_sends(stops):
        if closed_once_stopped(index, fields, types, operation.key):
            continue  # once the receivers stop it is closed: a send then panics, not waits
        ops = fields.of(operation.key)
        if ops is not None and _a_receiver_takes_the_one_value(index, ops):
            continue  # the one value it carries is what a receiver waits for before stopping
        stopping = [
            (node, function, stop)
            for node, function in (ops.receive_sites if ops is not None else [])
            if (stop := receiver_stop(index, node, function)) is not None
        ]
        send, sender = operation.node, operation.function
        if any(
            sender_stops_it(index, effects, send, sender, stop, function)
            or callers_stop_it(index, effects, reach, send, sender, stop)
            for _, function, stop in stopping
        ):
            continue  # the sender (or each of its callers) stops the receivers, after its sends
        if started_before(index, effects, send, sender, stopping):
            continue  # the sender waits for the receivers to start, and stops none before
        receivers = ops.receive_sites if ops is not None else []
        if flag_gated(index, types, fields, send, sender, receivers):
            continue  # sent only while a lock-guarded flag says the receiver runs
        found.append(operation)
    return found


def runs_on_callers(reach: Reach, operation: Operation) -> bool:
    """The send is in a function or method that no ``go`` statement of the package starts:
    it runs on its callers' goroutines. (A function literal is run by whatever it is
    handed to, a worker pool's ``Go`` as often as not: it stays a goroutine's send.)"""
    function = operation.function
    return function.type != "func_literal" and not reach.launches(function)


def receivers_stop(
    index: PackageIndex, fields: FieldFacts, operation: Operation
) -> list[tuple[Node, str]]:
    """Where the receivers of the field leave their receiving loops (related locations)."""
    ops = fields.of(operation.key)
    found: list[tuple[Node, str]] = []
    for node, function in ops.receive_sites[:2] if ops is not None else []:
        stop = receiver_stop(index, node, function)
        if stop is not None:
            found.append((stop.leaves, f"a receiver of `{operation.key}` stops here"))
    return found


# Why such a send waits forever, after the finding's colon (``{field}`` names the field).
ABANDONED_WHY = (
    "every goroutine receiving from {field} can stop doing so, and this send on the "
    "unbuffered channel cannot give up"
)


def _a_receiver_takes_the_one_value(index: PackageIndex, ops: FieldOps) -> bool:
    """The field carries one value, and some receiving loop leaves only after receiving it
    (:mod:`goleaklint.dataflow.receipts`)."""
    return carries_one_value(index, ops) and any(
        leaves_only_after_receipt(index, node, function) for node, function in ops.receive_sites
    )
