"""How many leaking testdata programs goleaklint can fix, proven by Go (see
``tests/fixcoverage.py``). Prints the README's table.

    python benchmarks/fix_coverage.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from fixcoverage import coverage, fixable_rules


def main() -> None:
    counts = coverage()
    fixable = fixable_rules()
    print("| Rule | Has fixes | Positive files | Fixed, leak-free in Go |")
    print("|---|---|---:|---:|")
    for rule, (fixed, total) in counts.items():
        print(f"| {rule} | {'yes' if rule in fixable else 'no'} | {total} | {fixed} |")
    for label, rules in (("rules with fixes", fixable), ("all blocking rules", set(counts))):
        fixed = sum(counts[r][0] for r in rules)
        total = sum(counts[r][1] for r in rules)
        print(f"{label}: {fixed}/{total} ({fixed / total:.0%})")


if __name__ == "__main__":
    main()
