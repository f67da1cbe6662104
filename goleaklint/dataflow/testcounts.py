"""Counts of values a test's own data fixes.

A goroutine that sends in a loop no path counts (a scanner at the end of its input, a
``range``, a loop left on an error) sends as many values as its data holds. In a test's
code (:meth:`Reach.test_code`) that data is the test's own, and a test that receives a
fixed number of values gave it that many: an unknown count there is no evidence that more
are sent than received. It still is when the sending loop has no way out (it outruns any
count), and when the test receives as many values as come, in a loop of its own, which a
failed check can end with values still to come. Elsewhere the data comes from outside
(connections, files, events), and a loop that reads it may send more than a receiver that
stops early takes.
"""

from __future__ import annotations

from goleaklint.dataflow.abandon import Stranding, Waiter
from goleaklint.dataflow.channels import Channel
from goleaklint.dataflow.effects import MANY
from goleaklint.dataflow.loops import constant_trips, in_endless_loop
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.parents import loops_around
from goleaklint.dataflow.reach import Reach
from goleaklint.dataflow.uses import UseKind


def count_the_test_fixes(index: PackageIndex, reach: Reach, stranding: Stranding) -> bool:
    """The goroutines send a count the code does not fix to a test's code that receives a
    fixed number of values."""
    channel = stranding.channel
    if stranding.owed < MANY or not reach.test_code(channel.function):
        return False
    return not _receives_as_many_as_come(index, channel)


def sends_endlessly(index: PackageIndex, waiter: Waiter) -> bool:
    """The goroutine's sends, or the starts of such goroutines, are in a loop with no way
    out: they go on for as long as it lives, and outrun whatever count a test takes."""
    return in_endless_loop(index, waiter.go) or any(
        in_endless_loop(index, site.node) for site in waiter.sites
    )


def _receives_as_many_as_come(index: PackageIndex, channel: Channel) -> bool:
    """The function making the channel receives from it in a loop whose rounds the code
    does not fix (a ``range`` over it, a receive in a ``for`` of unknown rounds, or in a
    counted loop inside one)."""
    for use in index.uses(channel.function):
        if use.kind not in (UseKind.RECV, UseKind.RANGE) or not channel.holds(use.path):
            continue
        if index.enclosing_function(use.node) != channel.function:
            continue  # a goroutine's or a callback's receive
        if use.kind == UseKind.RANGE or any(
            constant_trips(loop, index) is None for loop in loops_around(use.node, index.parent)
        ):
            return True
    return False
