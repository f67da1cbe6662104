"""Fixes for a generator whose callers can stop receiving early (GL001).

A goroutine that sends a bounded number of values gets a buffer for all of them on the
generator's ``make``: whatever the callers do, every send completes. One that streams gets
a stop channel: the generator takes ``done <-chan struct{}`` as its last parameter, each
blocking send becomes ``select { case ch <- v: case <-done: return }``, and every caller
in the package makes ``done := make(chan struct{})``, closes it with ``defer`` and passes
it. Offered only when every call can be changed in the same fix, so the package still
builds: the generator is not exported (or the package is ``main``), its name is used only
by those calls, and each call is a statement of its own outside loops, one per function.
"""

from __future__ import annotations

from collections.abc import Sequence

from goleaklint import edits, syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.effects import MANY
from goleaklint.dataflow.generators import Calls, Consumer, Generator
from goleaklint.parse import Node
from goleaklint.rule import Applicability, Edit, Fix
from goleaklint.rules.fixes import capacity_fix
from goleaklint.rules.stop_fix import (
    append_item,
    blocking_statement,
    can_append,
    element_type,
    fresh_name,
    give_up,
    goroutine_of,
    mentions,
    thread_parameter,
)


def generator_fix(analysis: PackageAnalysis, generator: Generator, calls: Calls) -> Fix | None:
    """The buffer when the goroutine's sends are bounded, else the stop channel (which
    every call must pass)."""
    if generator.launch.effects.sends != MANY:
        return _buffer_fix(analysis, generator)
    return _stop_fix(analysis, generator, calls.consumers) if calls.complete else None


def _buffer_fix(analysis: PackageAnalysis, generator: Generator) -> Fix | None:
    channel = generator.channel
    needed = generator.launch.effects.sends
    if needed <= (channel.capacity.value or 0):
        return None
    sends = [site.node for site in generator.launch.effects.blocking_sends]
    return capacity_fix(analysis, channel, str(needed), sends)


def _stop_fix(
    analysis: PackageAnalysis, generator: Generator, consumers: Sequence[Consumer]
) -> Fix | None:
    function = generator.function
    identifier = function.child_by_field_name("name")
    parameters = function.child_by_field_name("parameters")
    if identifier is None or parameters is None or not can_append(parameters):
        return None
    name = syntax.text(identifier)
    if name[:1].isupper() and analysis.index.name != "main":
        return None  # other packages call it too
    if mentions(analysis, name) != len(consumers) + 1:
        return None  # a function value, an interface, a call not seen: all would need it
    callers = [c.caller for c in consumers]
    if len(set(callers)) != len(callers) or function in callers:
        return None
    goroutine = goroutine_of(analysis, generator.launch.node)
    if goroutine is None:
        return None
    bodies = [function, goroutine.function]
    done = fresh_name(analysis, [analysis.index.top_level(b) for b in bodies])
    if done is None:
        return None
    result: list[Edit] = []
    declared = [c for c in parameters.named_children if c.type != "comment"]
    parameter = f"{done} <-chan struct{{}}"
    result.append(
        append_item(analysis.index.file_of(function), parameters, parameter, bool(declared))
    )
    if goroutine.named:
        threaded = thread_parameter(analysis, goroutine, done)
        if threaded is None:
            return None
        result.extend(threaded)
    element = element_type(generator.channel)
    seen: set[Node] = set()
    for site in generator.launch.effects.blocking_sends:
        statement = blocking_statement(site.node)
        if statement is None:
            return None
        if statement in seen:
            continue
        seen.add(statement)
        owner = analysis.index.enclosing_function(statement)
        if owner != goroutine.function or owner.child_by_field_name("result") is not None:
            return None
        rewritten = give_up(analysis, statement, element, done)
        if rewritten is None:
            return None
        result.extend(rewritten)
    for consumer in consumers:
        closing = _caller_closes(analysis, consumer)
        if closing is None:
            return None
        result.extend(closing)
    return Fix(
        f"Stop the generator's goroutine with a `{done}` channel each caller of "
        f"{analysis.function_phrase(function)} closes when it returns",
        tuple(result),
        Applicability.UNSAFE,
    )


def _caller_closes(analysis: PackageAnalysis, consumer: Consumer) -> list[Edit] | None:
    """``done := make(chan struct{})`` and ``defer close(done)`` before the caller's
    statement, and ``done`` as the call's last argument."""
    statement = consumer.statement
    arguments = consumer.call.child_by_field_name("arguments")
    if arguments is None or not can_append(arguments):
        return None
    if statement.parent is None or statement.parent.type not in syntax.STATEMENT_HOLDERS:
        return None
    go_file = analysis.index.file_of(statement)
    if not edits.starts_its_line(go_file, statement):
        return None
    if not analysis.outside_loops(consumer.caller, statement):
        return None  # a defer in a loop would close the channel only when the caller returns
    top = analysis.index.top_level(consumer.caller)
    if syntax.has_goto(top):
        return None  # a goto must not jump over the declaration of the stop channel
    name = fresh_name(analysis, [top])
    if name is None:
        return None
    indent = edits.indentation(go_file, statement)
    made = f"{name} := make(chan struct{{}})\n{indent}defer close({name})"
    given = [c for c in arguments.named_children if c.type != "comment"]
    return [
        edits.line_before(go_file, statement, made, indent),
        append_item(go_file, arguments, name, bool(given)),
    ]
