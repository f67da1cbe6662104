"""GL005 nil-channel-operation. Documentation: rules/GL005.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.nilchans import NilChannels
from goleaklint.parse import Node
from goleaklint.rule import Finding, Severity, rule

VERBS = {
    "send": "send on",
    "receive": "receive from",
    "range": "range over",
    "select": "select on",
}


@rule("GL005", "nil-channel-operation", severity=Severity.ERROR, needs=(b"chan",))
def nil_channel_operation(analysis: PackageAnalysis) -> Iterator[Finding]:
    nil_channels = NilChannels(analysis.index)
    reported: set[Node] = set()
    for function in analysis.index.declarations_with_channels():
        for operation in nil_channels.operations(function):
            if operation.site in reported or not analysis.reached(operation.site):
                continue
            reported.add(operation.site)
            related = [(operation.via, "the nil channel is passed here")] if operation.via else []
            yield analysis.finding(
                nil_channel_operation,
                operation.site,
                f"{VERBS[operation.kind]} nil channel `{operation.name}` blocks forever: "
                f"{operation.reason}",
                related=related,
            )
