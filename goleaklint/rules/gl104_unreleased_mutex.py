"""GL104 unreleased-mutex. Documentation: rules/GL104.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.rule import Finding, FixAvailability, rule
from goleaklint.rules.fixes import defer_unlock_fix


@rule("GL104", "unreleased-mutex", fix=FixAvailability.SOMETIMES, needs=(b"Mutex",))
def unreleased_mutex(analysis: PackageAnalysis) -> Iterator[Finding]:
    locks = analysis.locks
    for function in locks.functions():
        report = locks.report(function)
        owner = analysis.function_phrase(function)
        for lock in sorted(report.unreleased, key=lambda node: node.start_byte):
            name = syntax.text(lock.child_by_field_name("function")).rpartition(".")[0]
            exit_node = report.exits.get(lock)
            related = (
                [(exit_node, "leaves here with the lock held")] if exit_node is not None else []
            )
            yield analysis.finding(
                unreleased_mutex,
                lock,
                f"`{name}` stays locked when {owner} leaves on some path: every later "
                f"`Lock` of it blocks forever; release it with `defer {name}.Unlock()`",
                related=related,
                fixes=[fix] if (fix := defer_unlock_fix(analysis, function, lock)) else [],
            )
