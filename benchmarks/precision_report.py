"""Tables of a judged precision run: per rule, per project and per confidence, with 95%
Wilson intervals, and every judged finding listed.

    python benchmarks/precision_report.py docs/data/held-back-verdicts.json > report.md

The input is a ``findings.json`` of ``precision_corpus.py`` with three keys added to each
finding by the judges: ``verdict`` (true, plausible or false), ``reason`` and ``cause``.
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Callable, Iterable
from pathlib import Path

GOCODE = "/usr/share/gocode/src/"
VERDICTS = ("true", "plausible", "false")
Finding = dict[str, object]


def wilson(correct: int, total: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if total == 0:
        return 0.0, 1.0
    p = correct / total
    centre = p + z * z / (2 * total)
    spread = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total))
    denominator = 1 + z * z / total
    return (centre - spread) / denominator, (centre + spread) / denominator


def row(label: str, findings: list[Finding]) -> str:
    counts = {v: sum(1 for f in findings if f["verdict"] == v) for v in VERDICTS}
    total = len(findings)
    correct = counts["true"] + counts["plausible"]
    low, high = wilson(correct, total)
    strict = counts["true"] / total if total else 0.0
    precision = correct / total if total else 0.0
    return (
        f"| {label} | {total} | {counts['true']} | {counts['plausible']} | {counts['false']} "
        f"| {precision:.0%} | {low:.0%}-{high:.0%} | {strict:.0%} |"
    )


def table(title: str, findings: list[Finding], key: Callable[[Finding], str]) -> list[str]:
    lines = [
        f"| {title} | Findings | True | Plausible | False | Precision | 95% interval | "
        "Strictly true |",
        "|---|---:|---:|---:|---:|---:|---|---:|",
    ]
    for label in sorted({key(f) for f in findings}):
        lines.append(row(label, [f for f in findings if key(f) == label]))
    lines.append(row("**All**", findings))
    return lines


def listing(findings: Iterable[Finding]) -> list[str]:
    lines = [
        "| # | Project | Rule | Location | Conf. | Verdict | Reason |",
        "|---:|---|---|---|---|---|---|",
    ]
    for number, finding in enumerate(findings, 1):
        path = str(finding["path"]).removeprefix(GOCODE)
        reason = " ".join(str(finding["reason"]).split()).replace("|", "\\|")
        lines.append(
            f"| {number} | {finding['corpus']} | {finding['rule']} | `{path}:{finding['line']}` "
            f"| {finding['confidence']} | {finding['verdict']} | {reason} |"
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("verdicts", type=Path)
    args = parser.parse_args()
    findings: list[Finding] = json.loads(args.verdicts.read_text())
    sections = [
        "## By rule",
        *table("Rule", findings, lambda f: str(f["rule"])),
        "",
        "## By project",
        *table("Project", findings, lambda f: str(f["corpus"])),
        "",
        "## By confidence",
        *table("Confidence", findings, lambda f: str(f["confidence"])),
        "",
        "## Every judged finding",
        *listing(findings),
    ]
    print("\n".join(sections))


if __name__ == "__main__":
    main()
