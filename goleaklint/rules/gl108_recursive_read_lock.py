"""GL108 recursive-read-lock. Documentation: rules/GL108.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint.analysis import PackageAnalysis
from goleaklint.parse import Node
from goleaklint.rule import Confidence, Finding, Severity, rule


@rule("GL108", "recursive-read-lock", severity=Severity.WARNING, needs=(b"RLock",))
def recursive_read_lock(analysis: PackageAnalysis) -> Iterator[Finding]:
    """At the second ``RLock`` of a mutex already read-held, when the package also
    write-locks it: a writer that queues in between blocks every later reader. The first
    writer of that mutex gets a finding too: it is the other goroutine that blocks."""
    graph = analysis.lockgraph
    writers_reported: set[Node] = set()
    for again in sorted(graph.reads_again(), key=lambda a: a.again.site.start_byte):
        writers = graph.writers(again.first.lock)
        if not writers:
            continue
        owner = analysis.function_phrase(again.function)
        related: list[tuple[Node, str]] = [
            (again.first.node, f"`{again.first.lock}` is read-locked here first")
        ]
        if again.via is not None:
            related.append((again.via, "this call read-locks it again"))
        related.append((writers[0], f"a writer locks `{again.first.lock}` here"))
        yield analysis.finding(
            recursive_read_lock,
            again.again.site,
            f"`{again.first.lock}` is read-locked again while {owner} already read-holds it: "
            "once a writer waits for it, this RLock waits for the writer, which waits for "
            "the first RLock to be released",
            related=related,
            confidence=Confidence.HIGH if again.same_instance else Confidence.MEDIUM,
        )
        writer = writers[0]
        if writer in writers_reported:
            continue
        writers_reported.add(writer)
        others = f" (and {len(writers) - 1} other writers)" if len(writers) > 1 else ""
        yield analysis.finding(
            recursive_read_lock,
            writer,
            f"this `Lock` of `{again.first.lock}`{others} can wait forever: {owner} "
            "read-locks it twice, and a writer that queues between the two read locks "
            "blocks both",
            related=[
                (again.first.node, "read-locked here first"),
                (again.again.site, "and again here"),
            ],
            confidence=Confidence.MEDIUM,
        )
