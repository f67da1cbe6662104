"""File names with newlines, control characters or bytes that are not UTF-8: escaped in
text (one line per location, always encodable), exact in JSON and SARIF, and never the
reason a report is lost."""

from __future__ import annotations

import json
import os
from pathlib import Path
from urllib.parse import unquote_to_bytes

import pytest
from click.testing import CliRunner, Result

from goleaklint import display
from goleaklint.cli import cli

LEAK = b"package p\n\nfunc f() {\n\tch := make(chan int)\n\tgo func() { ch <- 1 }()\n}\n"
NAMES = {
    b"a\nb.go": '"a\\nb.go"',
    b"\x1b[31mred.go": '"\\x1b[31mred.go"',
    b"caf\xe9.go": '"caf\\xe9.go"',  # Latin-1, not UTF-8
    b"tab\there.go": '"tab\\there.go"',
    b'"quoted".go': '"\\"quoted\\".go"',
    "caf\u00e9.go".encode(): "caf\u00e9.go",  # UTF-8: printable, shown as it is
    b"plain.go": "plain.go",
}


@pytest.mark.parametrize(("raw", "shown"), NAMES.items())
def test_display_path(raw: bytes, shown: str) -> None:
    assert display.path(os.fsdecode(raw)) == shown


def test_display_text_escapes_only_what_is_not_printable() -> None:
    assert display.text("`ch` made here") == "`ch` made here"
    assert display.text("a\nb\x00c\u2028d\udcff") == "a\\nb\\x00c\\u2028d\\xff"
    assert display.path("back\\slash.go") == "back\\slash.go"  # printable: as it is


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / ".goleaklint.toml").write_text("")
    for raw in NAMES:
        with open(os.path.join(os.fsencode(tmp_path), raw), "wb") as handle:
            handle.write(LEAK)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def check(*args: str) -> Result:
    return CliRunner().invoke(cli, ["check", *args])


def test_text_shows_each_location_on_one_line(project: Path) -> None:
    result = check(".")
    assert result.exit_code == 1, result.output
    lines = result.stdout.splitlines()
    for shown in NAMES.values():
        assert f"{shown}:5:14: GL001 " in result.stdout
        assert sum(line.startswith(f"{shown}:5:14: GL001") for line in lines) == 1
    assert "\x1b" not in result.stdout
    assert f"Found {len(NAMES)} findings" in result.stdout


@pytest.mark.parametrize("use_cache", [True, False])
def test_json_carries_the_exact_names(project: Path, use_cache: bool) -> None:
    result = check("--format", "json", *([] if use_cache else ["--no-cache"]), ".")
    paths = {finding["path"] for finding in json.loads(result.stdout)["findings"]}
    assert paths == {os.fsdecode(raw) for raw in NAMES}


def test_sarif_uris_are_the_exact_bytes(project: Path) -> None:
    result = check("--format", "sarif", "--output", "report.sarif", ".")
    assert result.exit_code == 1, result.output
    log = json.loads((project / "report.sarif").read_text())
    uris = {
        location["physicalLocation"]["artifactLocation"]["uri"]
        for run in log["runs"]
        for finding in run["results"]
        for location in finding["locations"]
    }
    assert {unquote_to_bytes(uri) for uri in uris} == set(NAMES)


@pytest.mark.parametrize("output_format", ["text", "json", "sarif", "github"])
def test_output_file_holds_the_whole_report(project: Path, output_format: str) -> None:
    result = check("--format", output_format, "--output", "report.out", ".")
    assert result.exit_code == 1, result.output
    assert "internal error" not in result.output
    written = (project / "report.out").read_bytes()
    assert written.count(b"GL001") >= len(NAMES)
    written.decode("utf-8")  # never half-encoded


def test_github_annotations_stay_on_one_line(project: Path) -> None:
    result = check("--format", "github", ".")
    lines = result.stdout.splitlines()
    assert len(lines) == len(NAMES)
    assert all(line.startswith("::warning file=") for line in lines)
    assert "file=a%0Ab.go," in result.stdout
    assert "\x1b" not in result.stdout


def test_file_problems_and_diff_headers_are_escaped(project: Path) -> None:
    with open(os.path.join(os.fsencode(project), b"bad\nname.go"), "wb") as handle:
        handle.write(b"package p\x00")
    result = check("--no-cache", ".")
    assert '"bad\\nname.go": error: skipped: binary file' in result.stderr
    diff = check("--diff", "--unsafe-fixes", ".")
    assert '--- "a/a\\nb.go"\n+++ "b/a\\nb.go"\n' in diff.stdout


def test_fix_writes_files_with_such_names(project: Path) -> None:
    result = check("--fix", "--unsafe-fixes", ".")
    assert f"Fixed {len(NAMES)} findings in {len(NAMES)} files." in result.stderr, result.output
    for raw in NAMES:
        with open(os.path.join(os.fsencode(project), raw), "rb") as handle:
            assert b"make(chan int, 1)" in handle.read()
