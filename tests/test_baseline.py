"""Baselines keep recorded findings quiet through inserted lines and moved functions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from goleaklint.cli import cli

LEAKS = """package service

func fetch(url string) string { return url }

// First keeps the first answer; the other senders leak.
func First(urls []string) string {
	out := make(chan string)
	for _, u := range urls {
		go func() { out <- fetch(u) }()
	}
	return <-out
}

// Wait never closes stop.
func Wait(names []string) {
	stop := make(chan struct{})
	go func() { <-stop }()
	if len(names) == 0 {
		return
	}
	close(stop)
}
"""

NEW_LEAK = """
// Later leaks too.
func Later() {
	done := make(chan int)
	go func() { done <- 1 }()
}
"""


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["check", "--no-cache", *args], catch_exceptions=False)
    return result.exit_code, result.output


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "service").mkdir()
    (tmp_path / "service" / "service.go").write_text(LEAKS)
    monkeypatch.chdir(tmp_path)
    code, _ = run(".", "--write-baseline", "baseline.json")
    assert code == 0
    return tmp_path


def test_written_baseline_lists_findings_without_lines(project: Path) -> None:
    document = json.loads((project / "baseline.json").read_text())
    entries = document["findings"]
    assert {e["rule"] for e in entries} == {"GL001", "GL002"}
    assert all(e["path"] == "service/service.go" for e in entries)
    assert all(not any(ch.isdigit() for ch in e["fingerprint"].split("|")[1]) for e in entries)


def test_baselined_findings_are_quiet(project: Path) -> None:
    code, output = run(".", "--baseline", "baseline.json")
    assert code == 0
    assert "2 more in the baseline" in output


def test_inserted_lines_and_moved_functions_still_match(project: Path) -> None:
    source = project / "service" / "service.go"
    text = source.read_text()
    first = text[text.index("// First") : text.index("// Wait")]
    moved = text.replace(first, "").replace(
        "func fetch", "// extra\n// lines\n\n" + first + "func fetch"
    )
    source.write_text(moved)
    code, output = run(".", "--baseline", "baseline.json")
    assert code == 0, output


def test_new_findings_are_reported(project: Path) -> None:
    source = project / "service" / "service.go"
    source.write_text(source.read_text() + NEW_LEAK)
    code, output = run(".", "--baseline", "baseline.json")
    assert code == 1
    assert "Later" in output
    assert "`First`" not in output and "`Wait`" not in output


def test_unreadable_baseline_is_a_usage_error(project: Path) -> None:
    (project / "broken.json").write_text("{not json")
    code, _ = run(".", "--baseline", "broken.json")
    assert code == 2


@pytest.mark.parametrize("findings", ["null", "3", '"GL001"', '{"rule": "GL001"}'])
def test_findings_that_are_not_a_list_are_a_usage_error(project: Path, findings: str) -> None:
    (project / "odd.json").write_text(f'{{"goleaklint_baseline": 1, "findings": {findings}}}')
    result = CliRunner().invoke(cli, ["check", "--no-cache", ".", "--baseline", "odd.json"])
    assert result.exit_code == 2
    assert result.stderr == (
        f"goleaklint: error: odd.json: `findings` must be a list, not {json.loads(findings)!r}\n"
    )


def test_unwritable_baseline_is_a_clear_error(project: Path) -> None:
    result = CliRunner().invoke(
        cli, ["check", "--no-cache", ".", "--write-baseline", "no/such/dir/baseline.json"]
    )
    assert result.exit_code == 2
    assert result.stderr == (
        "goleaklint: error: cannot write no/such/dir/baseline.json: No such file or directory\n"
    )
