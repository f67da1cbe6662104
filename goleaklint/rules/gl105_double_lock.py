"""GL105 double-lock. Documentation: rules/GL105.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.rule import Finding, Severity, rule


@rule("GL105", "double-lock", severity=Severity.ERROR, needs=(b"Mutex",))
def double_lock(analysis: PackageAnalysis) -> Iterator[Finding]:
    locks = analysis.locks
    for function in locks.functions():
        report = locks.report(function)
        owner = analysis.function_phrase(function)
        for node, key in sorted(report.relocked.items(), key=lambda item: item[0].start_byte):
            var, fields = key
            name = f"{var.name}.{fields}" if fields else var.name
            callee = syntax.text(node.child_by_field_name("function"))
            how = (
                "locks it again" if callee.endswith("Lock") else f"calls `{callee}`, which locks it"
            )
            yield analysis.finding(
                double_lock,
                node,
                f"{owner} already holds `{name}` here and {how}: the goroutine blocks forever "
                "on its own lock",
            )
