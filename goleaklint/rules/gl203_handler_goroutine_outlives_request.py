"""GL203 handler-goroutine-outlives-request. Documentation: rules/GL203.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.handlers import Handlers
from goleaklint.parse import Node
from goleaklint.rule import Confidence, Finding, rule


@rule("GL203", "handler-goroutine-outlives-request", needs=(b"http.ResponseWriter",))
def handler_goroutine_outlives_request(analysis: PackageAnalysis) -> Iterator[Finding]:
    handlers = Handlers(analysis.index, analysis.objects, analysis.types, analysis.contexts)
    for found in handlers.outliving():
        owner = analysis.function_phrase(found.handler.function)
        name = found.var.name
        related: list[tuple[Node, str]] = [(found.use, f"the goroutine uses `{name}` here")]
        if found.exit is not None:
            where = "returns" if found.exit.type == "return_statement" else "reaches its end"
            related.append((found.exit, f"{where} here without waiting for the goroutine"))
        yield analysis.finding(
            handler_goroutine_outlives_request,
            found.go,
            f"goroutine uses `{name}` but {owner} can return before it finishes: the "
            "server then ends the request (closes the body, cancels its context, reuses the "
            "writer); wait for the goroutine, or copy what it needs before starting it",
            related=related,
            confidence=Confidence.MEDIUM,
        )
