"""Parallel workers and the result cache change nothing about the findings."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from goleaklint import engine
from goleaklint.results import CheckResult
from goleaklint.settings import Settings

TESTDATA = Path(__file__).resolve().parent.parent / "testdata"
SOURCES = sorted(p for d in ("GL001", "GL002", "GL003") for p in (TESTDATA / d).glob("*.go"))


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """One package per testdata file, enough of them for the parallel path."""
    root = tmp_path / "repo"
    for copy in range(2):
        for index, source in enumerate(SOURCES):
            package = root / f"set{copy}" / f"p{index:03d}"
            package.mkdir(parents=True)
            shutil.copyfile(source, package / "main.go")
    monkeypatch.setenv("GOLEAKLINT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    assert len(SOURCES) * 2 >= engine.PARALLEL_MIN_FILES
    return root


def keys(result: CheckResult) -> list[tuple[str, int, int, str, str]]:
    return [f.sort_key() for f in result.findings]


def test_parallel_matches_sequential(tree: Path) -> None:
    sequential = engine.check_paths([str(tree)], Settings(), jobs=1)
    parallel = engine.check_paths([str(tree)], Settings(), jobs=2)
    assert sequential.findings
    assert keys(parallel) == keys(sequential)
    assert (parallel.files, parallel.lines) == (sequential.files, sequential.lines)


def test_warm_cache_serves_every_package_with_the_same_findings(tree: Path) -> None:
    cold = engine.check_paths([str(tree)], Settings(), use_cache=True)
    warm = engine.check_paths([str(tree)], Settings(), use_cache=True)
    assert cold.cached_packages == 0
    assert warm.cached_packages == len(SOURCES) * 2
    assert keys(warm) == keys(cold)
    assert warm.findings == cold.findings


def test_a_changed_file_is_analysed_again(tree: Path) -> None:
    engine.check_paths([str(tree)], Settings(), use_cache=True)
    changed = next(tree.rglob("main.go"))
    changed.write_bytes(changed.read_bytes() + b"\n// edited\n")
    warm = engine.check_paths([str(tree)], Settings(), use_cache=True)
    assert warm.cached_packages == len(SOURCES) * 2 - 1


def test_other_settings_do_not_share_entries(tree: Path) -> None:
    engine.check_paths([str(tree)], Settings(), use_cache=True)
    narrowed = engine.check_paths([str(tree)], Settings(rules=frozenset({"GL003"})), use_cache=True)
    assert narrowed.cached_packages == 0
    assert {f.rule_id for f in narrowed.findings} == {"GL003"}
