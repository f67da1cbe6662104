"""Parallel workers and the result cache change nothing about the findings."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from goleaklint import cache, engine
from goleaklint.results import CheckResult, FileError
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


KEY = "ab" + "0" * 62


def test_a_corrupt_entry_is_recomputed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOLEAKLINT_CACHE_DIR", str(tmp_path))
    cache.store(KEY, CheckResult(files=1))
    assert cache.load(KEY) == CheckResult(files=1)
    entry = tmp_path / KEY[:2] / f"{KEY[2:]}.pickle"
    for corrupt in (b"\x80\x63.", b"", b"garbage", b"\x80\x05K\x01."):  # bad protocol, ..., an int
        entry.write_bytes(corrupt)
        assert cache.load(KEY) is None


def test_a_failed_store_leaves_nothing_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GOLEAKLINT_CACHE_DIR", str(tmp_path))

    def refuse(*_: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", refuse)
        cache.store(KEY, CheckResult(files=1))
    cache.store(KEY, CheckResult(errors=[FileError("x.go", lambda: None)]))  # type: ignore[arg-type]
    assert [p.name for p in tmp_path.rglob("*") if p.is_file()] == []
    assert cache.load(KEY) is None
