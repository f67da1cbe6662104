"""``check --fix`` and ``check --diff`` on the command line."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from goleaklint import engine
from goleaklint.cli import cli
from goleaklint.results import CheckResult

LEAK = b"""package p

func f() int {
	ch := make(chan int)
	go func() { ch <- 1 }()
	return 0
}
"""
FIXED = LEAK.replace(b"make(chan int)", b"make(chan int, 1)")


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A package with one finding that has a safe fix, as the working directory."""
    (tmp_path / ".goleaklint.toml").write_text("")
    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "p.go").write_bytes(LEAK)
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """Record every engine run (its overrides and keyword arguments) and let it happen."""
    recorded: list[dict[str, Any]] = []
    real = engine.check_paths

    def recording(
        paths: Sequence[str],
        settings: Any = None,
        overrides: Mapping[str, bytes] | None = None,
        **options: Any,
    ) -> CheckResult:
        recorded.append({"overrides": dict(overrides or {}), **options})
        return real(paths, settings, overrides, **options)

    monkeypatch.setattr(engine, "check_paths", recording)
    return recorded


def invoke(*args: str) -> Result:
    return CliRunner().invoke(cli, ["check", *args])


def test_diff_prints_the_fix_and_checks_the_files_as_they_are_once(
    project: Path, calls: list[dict[str, Any]]
) -> None:
    result = invoke("--diff", "p")
    assert result.exit_code == 1, "the files still hold a finding"
    assert "-\tch := make(chan int)\n+\tch := make(chan int, 1)\n" in result.stdout
    assert (project / "p" / "p.go").read_bytes() == LEAK
    assert [call["overrides"] for call in calls].count({}) == 1


def test_fix_writes_the_file(project: Path) -> None:
    result = invoke("--fix", "p")
    assert result.exit_code == 0
    assert "Fixed 1 finding in 1 file." in result.stderr
    assert (project / "p" / "p.go").read_bytes() == FIXED


@pytest.mark.parametrize("mode", ["--fix", "--diff"])
def test_fixing_passes_jobs_and_cache_choice_to_the_engine(
    project: Path, calls: list[dict[str, Any]], mode: str
) -> None:
    invoke(mode, "--jobs", "3", "--no-cache", "p")
    assert calls
    assert all((call["jobs"], call["use_cache"]) == (3, False) for call in calls)
    (project / "p" / "p.go").write_bytes(LEAK)
    calls.clear()
    invoke(mode, "p")
    assert calls
    assert all((call["jobs"], call["use_cache"]) == (None, True) for call in calls)


@pytest.mark.parametrize("option", ["--baseline", "--write-baseline"])
def test_diff_refuses_a_baseline(project: Path, option: str) -> None:
    result = invoke("--diff", option, "baseline.json", "p")
    assert result.exit_code == 2
    assert "--diff" in result.stderr
    assert not (project / "baseline.json").exists()


def test_fix_then_record_the_rest_in_a_baseline(project: Path) -> None:
    result = invoke("--fix", "--write-baseline", "baseline.json", "p")
    assert result.exit_code == 0
    assert (project / "p" / "p.go").read_bytes() == FIXED
    assert "Wrote 0 findings to baseline.json." in result.stderr


def test_diff_reports_a_missing_path_and_exits_2(project: Path) -> None:
    result = invoke("--diff", "p", "nope")
    assert result.exit_code == 2
    assert "nope" in result.stderr
    assert "make(chan int, 1)" in result.stdout  # the existing package is still diffed


RANGE_LEAK = b"""package p

func g() {
	ch := make(chan int)
	go func() {
		for v := range ch {
			_ = v
		}
	}()
	ch <- 1
}
"""


def test_diff_says_why_it_shows_nothing_when_only_unsafe_fixes_exist(project: Path) -> None:
    (project / "p" / "p.go").write_bytes(RANGE_LEAK)  # GL003: a deferred close, unsafe
    plain = invoke("--no-cache", "p")
    assert "[*]" not in plain.stdout
    assert "No safe fixes; 1 fixable with --fix --unsafe-fixes (review them)." in plain.stdout
    shown = invoke("--no-cache", "--diff", "p")
    assert shown.stdout == ""
    assert "No safe fixes to show; 1 finding has an unsafe fix: add --unsafe-fixes." in (
        shown.stderr
    )
    assert shown.exit_code == 1
    unsafe = invoke("--no-cache", "--diff", "--unsafe-fixes", "p")
    assert unsafe.stdout.startswith("--- a/p/p.go\n+++ b/p/p.go\n")
    assert (project / "p" / "p.go").read_bytes() == RANGE_LEAK


def test_diff_with_nothing_to_fix_says_so(project: Path) -> None:
    (project / "p" / "p.go").write_bytes(b"package p\n\nfunc f() {}\n")
    shown = invoke("--no-cache", "--diff", "p")
    assert (shown.exit_code, shown.stdout) == (0, "")
    assert "No fixes to show." in shown.stderr


def test_fix_hint_names_both_kinds_of_fix(project: Path) -> None:
    (project / "p" / "q.go").write_bytes(RANGE_LEAK.replace(b"func g", b"func h"))
    result = invoke("--no-cache", "p")
    assert result.stdout.splitlines()[-1] == (
        "[*] 1 fixable with --fix (1 more with --fix --unsafe-fixes)."
    )
