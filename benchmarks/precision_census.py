"""Match a run's findings to the verdicts already given, and say which need judging.

    python benchmarks/precision_census.py precision-run/findings.json [docs/data]

``findings.json`` is ``precision_corpus.py``'s. A verdict (any ``docs/data/*.json`` record
with a ``verdict``) is the verdict of a finding when it names the same file, rule and message
(or, failing that, line) and the same claim: the related locations where the goroutine is
started and where the function leaves, as offsets from the finding's line, so that code a
newer version moved does not count. The message alone does not say which way out a finding
names, and a change to the engine can move it to another one: a verdict given for the old
claim is *stale*, and the finding must be judged again. Several verdicts of one claim: the
file judged last in name order wins, files named ``*rejudged*`` after all others.

Prints precision per rule (true + plausible over judged; strictly true), counting only
fresh verdicts, and the findings to judge (no verdict, or a stale one); ``--json OUT``
writes those for the judges.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path

Record = dict[str, object]
Claim = frozenset[tuple[str, int]]
# The related locations that say which goroutine and which way out a finding is about.
CLAIM_WORDS = ("started", "leaves", "returns", "reaches its end")
PATH_MARKS = ("gocode/src/", "/src/")


def short_path(path: object) -> str:
    """The path from the import path on (``github.com/x/y/z.go``), whatever the root."""
    text = str(path or "")
    for mark in PATH_MARKS:
        if mark in text:
            return text.split(mark, 1)[1]
    return text


def claim(record: Record) -> Claim:
    """Where the goroutine starts and where the function leaves, as (first word of the
    related message, offset from the finding's line)."""
    base = int(str(record.get("line") or 0))
    found: set[tuple[str, int]] = set()
    related = record.get("related") or []
    assert isinstance(related, list)
    for entry in related:
        if isinstance(entry, dict):
            line, message = entry.get("line"), str(entry.get("message") or "")
        else:
            line, message = entry[1], str(entry[2])
        if any(word in message for word in CLAIM_WORDS):
            found.add((message.split()[0], int(line or 0) - base))
    return frozenset(found)


class Verdicts:
    """Every verdict of a directory of judged files, by (file, rule, message) and by
    (file, rule, line)."""

    def __init__(self, files: Iterable[Path]) -> None:
        self.by_message: dict[tuple[str, str, str], list[Record]] = {}
        self.by_line: dict[tuple[str, str, int], list[Record]] = {}
        for path in sorted(files, key=lambda p: ("rejudged" in p.name, p.name)):
            data = json.loads(path.read_text())
            if isinstance(data, dict):
                data = data.get("findings", data.get("verdicts", []))
            for record in data if isinstance(data, list) else []:
                if isinstance(record, dict) and record.get("verdict"):
                    self._add(record)

    def _add(self, record: Record) -> None:
        where, rule = short_path(record.get("path")), str(record.get("rule"))
        if record.get("message"):
            key = (where, rule, str(record["message"]))
            self.by_message.setdefault(key, []).append(record)
        line = int(str(record.get("line") or 0))
        self.by_line.setdefault((where, rule, line), []).append(record)

    def lookup(self, finding: Record) -> tuple[Record | None, bool]:
        """The finding's verdict and whether it was given for the finding's own claim."""
        where, rule = short_path(finding.get("path")), str(finding.get("rule"))
        candidates = self.by_message.get((where, rule, str(finding.get("message")))) or (
            self.by_line.get((where, rule, int(str(finding.get("line") or 0)))) or []
        )
        if not candidates:
            return None, False
        mine = claim(finding)
        fresh = [c for c in candidates if not claim(c) or claim(c) == mine]
        # Of one message's verdicts (a file may hold the same message at several lines),
        # those given at the finding's own line first.
        if not fresh:
            return candidates[-1], False
        line = int(str(finding.get("line") or 0))
        here = [c for c in fresh if int(str(c.get("line") or 0)) == line]
        return (here or fresh)[-1], True


def census(
    findings: Sequence[Record], verdicts: Verdicts
) -> tuple[Counter[tuple[str, str]], list[Record]]:
    """Verdict counts per rule (fresh verdicts only; ``"?"`` for none, ``"stale"``), and
    the findings to judge."""
    counts: Counter[tuple[str, str]] = Counter()
    to_judge: list[Record] = []
    for finding in findings:
        verdict, fresh = verdicts.lookup(finding)
        rule = str(finding.get("rule"))
        if verdict is None or not fresh:
            counts[(rule, "?" if verdict is None else "stale")] += 1
            to_judge.append({**finding, "earlier_verdict": verdict and verdict.get("verdict")})
        else:
            counts[(rule, str(verdict["verdict"]))] += 1
    return counts, to_judge


def lines(counts: Counter[tuple[str, str]]) -> list[str]:
    rules = sorted({rule for rule, _ in counts})
    out = ["| Rule | Judged | Right | Strictly true | To judge |", "|---|---:|---:|---:|---:|"]
    total: Counter[str] = Counter()
    for rule in [*rules, "All"]:
        mine = (
            total if rule == "All" else Counter({v: n for (r, v), n in counts.items() if r == rule})
        )
        judged = mine["true"] + mine["plausible"] + mine["false"]
        right = mine["true"] + mine["plausible"]
        share = f"{right / judged:.1%}" if judged else "-"
        strict = f"{mine['true'] / judged:.1%}" if judged else "-"
        out.append(
            f"| {rule} | {judged} | {right} ({share}) | {mine['true']} ({strict}) | "
            f"{mine['?'] + mine['stale']} |"
        )
        if rule != "All":
            total.update(mine)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("findings", type=Path)
    parser.add_argument("verdicts", nargs="?", type=Path, default=Path("docs/data"))
    parser.add_argument("--json", type=Path, help="write the findings to judge here")
    args = parser.parse_args()
    findings = json.loads(args.findings.read_text())
    counts, to_judge = census(findings, Verdicts(args.verdicts.glob("*.json")))
    print("\n".join(lines(counts)))
    if args.json is not None:
        args.json.write_text(json.dumps(to_judge, indent=1))


if __name__ == "__main__":
    main()
