"""Fix coverage: the positive testdata programs of the blocking rules whose golden (every
offered fix applied) has no blocking finding left. ``test_go_confirms_the_fix`` runs each
golden under Go's leak profile and requires it to leak exactly where findings remain, so a
file counted here is one Go proves fixed."""

from __future__ import annotations

from pathlib import Path

from gotruth import BLOCKING_RULES, TESTDATA, expected_leaks

from goleaklint import engine
from goleaklint.rule import FixAvailability
from goleaklint.rules import ALL_RULES


def fixed_by_golden(path: Path) -> bool:
    golden = path.with_name(path.name + ".golden")
    if not golden.exists():
        return False
    remaining = engine.check_source(path.as_posix(), golden.read_bytes())
    return not any(f.rule_id in BLOCKING_RULES for f in remaining.findings)


def coverage() -> dict[str, tuple[int, int]]:
    """Rule -> (positive files fixed, positive files)."""
    counts: dict[str, tuple[int, int]] = {}
    for rule in sorted(BLOCKING_RULES):
        files = [p for p in sorted((TESTDATA / rule).rglob("*.go")) if expected_leaks(p)]
        counts[rule] = (sum(fixed_by_golden(p) for p in files), len(files))
    return counts


def fixable_rules() -> set[str]:
    """Blocking rules that have a fix family at all."""
    return {r.id for r in ALL_RULES if r.fix != FixAvailability.NONE} & BLOCKING_RULES
