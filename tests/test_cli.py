"""The command line: exit codes, formats, options, and the rule docs commands."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

import goleaklint
from goleaklint import engine
from goleaklint.cli import cli
from goleaklint.results import CheckResult, FileError
from goleaklint.rule import Confidence, Finding, Severity
from goleaklint.settings import Settings
from goleaklint.span import LineIndex

CLEAN = b"package p\n\nfunc f() int {\n\treturn 1\n}\n"
REPO = Path(__file__).resolve().parent.parent


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A clean Go package as the working directory, with an empty config file."""
    (tmp_path / ".goleaklint.toml").write_text("")
    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "p.go").write_bytes(CLEAN)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def invoke(*args: str, env: dict[str, str] | None = None) -> Result:
    return CliRunner().invoke(cli, list(args), env=env)


def one_finding() -> CheckResult:
    index = LineIndex(CLEAN)
    finding = Finding(
        "GL001",
        "unreceived-channel-send",
        Severity.WARNING,
        index.span("p/p.go", 27, 33),
        "goroutine may block forever sending on `ch`",
        Confidence.HIGH,
    )
    return CheckResult(findings=[finding], files=1, lines=5)


@pytest.fixture
def with_finding(monkeypatch: pytest.MonkeyPatch) -> list[Settings]:
    """Make the engine report one finding; records the settings it was called with."""
    calls: list[Settings] = []

    def fake(
        paths: Sequence[str], settings: Settings | None = None, *_: object, **__: object
    ) -> CheckResult:
        calls.append(settings or Settings())
        return one_finding()

    monkeypatch.setattr(engine, "check_paths", fake)
    return calls


def test_clean_code_exits_0(project: Path) -> None:
    result = invoke("check")
    assert result.exit_code == 0, result.output
    assert "No findings in 1 file." in result.stdout


def test_findings_exit_1(project: Path, with_finding: list[Settings]) -> None:
    result = invoke("check", "p")
    assert result.exit_code == 1
    assert "p/p.go:4:2: GL001 " in result.stdout
    assert "GL001" in result.stdout


def test_quiet_drops_the_summary(project: Path, with_finding: list[Settings]) -> None:
    result = invoke("check", "--quiet")
    assert result.exit_code == 1
    assert "Found" not in result.stdout
    assert "GL001" in result.stdout


def test_quiet_clean_run_prints_nothing(project: Path) -> None:
    result = invoke("check", "-q")
    assert (result.exit_code, result.stdout) == (0, "")


@pytest.mark.parametrize("fmt", ["json", "github", "sarif"])
def test_machine_formats(project: Path, with_finding: list[Settings], fmt: str) -> None:
    result = invoke("check", "--format", fmt)
    assert result.exit_code == 1
    assert "GL001" in result.stdout
    if fmt in ("json", "sarif"):
        json.loads(result.stdout)


def test_file_errors_go_to_stderr_in_text_and_into_the_document_otherwise(project: Path) -> None:
    (project / "p" / "bad.go").write_bytes(b"package p\n// \xff\n")
    text = invoke("check")
    assert text.exit_code == 0
    assert "p/bad.go: error: not valid UTF-8 at line 2" in text.stderr
    assert "bad.go" not in text.stdout
    as_json = invoke("check", "--format", "json")
    errors = json.loads(as_json.stdout)["errors"]
    assert errors[0]["path"] == "p/bad.go"
    assert as_json.stderr == ""


def test_output_file(project: Path, with_finding: list[Settings]) -> None:
    result = invoke("check", "--format", "json", "--output", "report.json")
    assert result.exit_code == 1
    assert result.stdout == ""
    document = json.loads((project / "report.json").read_text())
    assert document["findings"][0]["rule"] == "GL001"


def test_output_file_that_cannot_be_written(project: Path) -> None:
    result = invoke("check", "--output", "no/such/dir/report.txt")
    assert result.exit_code == 2
    assert "cannot write" in result.stderr


def test_nothing_is_written_without_output(project: Path) -> None:
    before = sorted(project.rglob("*"))
    invoke("check", "--format", "json")
    assert sorted(project.rglob("*")) == before


def test_select_and_ignore_reach_the_settings(project: Path, with_finding: list[Settings]) -> None:
    invoke("check", "--select", "GL9", "--ignore", "GL901,GL999")
    assert with_finding[-1].rules == frozenset({"GL902"})
    invoke("check", "--select", "GL901", "--select", "unused-suppression")
    assert with_finding[-1].rules == frozenset({"GL901", "GL902"})


def test_config_file_is_used(project: Path, with_finding: list[Settings]) -> None:
    (project / ".goleaklint.toml").write_text('ignore = ["GL9"]\ngo-version = "1.21"\n')
    invoke("check")
    assert with_finding[-1].rules is not None
    assert not any(rule.startswith("GL9") for rule in with_finding[-1].rules)
    assert with_finding[-1].go_version == "1.21"
    invoke("check", "--go-version", "1.23")
    assert with_finding[-1].go_version == "1.23"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--select", "GL777"], "unknown rule selector `GL777`"),
        (["--ignore", "nope"], "unknown rule selector `nope`"),
        (["--go-version", "one"], "--go-version"),
        (["--format", "xml"], "Invalid value"),
        (["--config", "missing.toml"], "does not exist"),
    ],
)
def test_usage_and_config_errors_exit_2(project: Path, args: list[str], message: str) -> None:
    result = invoke("check", *args)
    assert result.exit_code == 2
    assert message in result.stderr


def test_bad_config_file_exits_2(project: Path) -> None:
    (project / ".goleaklint.toml").write_text("colour = true\n")
    result = invoke("check")
    assert result.exit_code == 2
    assert "goleaklint: error:" in result.stderr
    assert "unknown key `colour`" in result.stderr


def test_missing_path_exits_2_after_the_run(project: Path) -> None:
    result = invoke("check", "nope", "p")
    assert result.exit_code == 2
    assert "nope: error: no such file or directory" in result.stderr
    assert "No findings in 1 file." in result.stdout
    as_json = invoke("check", "--format", "json", "nope")
    assert as_json.exit_code == 2
    assert "nope: no such file or directory" in as_json.stderr


def test_color(project: Path, with_finding: list[Settings]) -> None:
    assert "\x1b[" not in invoke("check").stdout
    assert "\x1b[" in invoke("check", "--color").stdout
    assert "\x1b[" not in invoke("check", "--no-color").stdout


def test_internal_error_is_one_line(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(paths: Sequence[str], settings: Settings | None = None, **_: object) -> CheckResult:
        raise RuntimeError("boom")

    monkeypatch.setattr(engine, "check_paths", boom)
    result = invoke("check", env={"GOLEAKLINT_DEBUG": ""})
    assert result.exit_code == 2
    assert result.stderr == "goleaklint: internal error: RuntimeError: boom\n"
    debug = invoke("check", env={"GOLEAKLINT_DEBUG": "1"})
    assert debug.exit_code == 2
    assert "Traceback" in debug.stderr
    assert debug.stderr.endswith("goleaklint: internal error: RuntimeError: boom\n")


def test_rules_table() -> None:
    result = invoke("rules")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["ID", "NAME", "SEVERITY", "FIX", "TITLE"]
    assert any(line.startswith("GL901  malformed-suppression") for line in lines)


def test_rules_json() -> None:
    result = invoke("rules", "--format", "json")
    assert result.exit_code == 0
    rules = {rule["id"]: rule for rule in json.loads(result.stdout)}
    assert rules["GL902"]["name"] == "unused-suppression"


@pytest.mark.parametrize("which", ["GL901", "gl901", "malformed-suppression"])
def test_rule_doc(which: str) -> None:
    result = invoke("rule", which)
    assert result.exit_code == 0
    header, blank, *body = result.stdout.splitlines()
    assert header.startswith("GL901 malformed-suppression · warning · ")
    assert " since " in header and " · fix: " in header
    assert blank == ""
    assert "## What it does" in body


def test_rule_doc_json() -> None:
    result = invoke("rule", "GL902", "--format", "json")
    document = json.loads(result.stdout)
    assert (document["id"], document["name"]) == ("GL902", "unused-suppression")
    assert "## What it does" in document["body"]


def test_unknown_rule_exits_2() -> None:
    result = invoke("rule", "GL777")
    assert result.exit_code == 2
    assert "unknown rule `GL777`" in result.stderr


def test_version() -> None:
    result = invoke("--version")
    assert (result.exit_code, result.stdout) == (0, f"goleaklint {goleaklint.__version__}\n")


def test_python_dash_m(project: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-m", "goleaklint", "check", "p"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert (done.returncode, done.stdout) == (0, "No findings in 1 file.\n")


def test_file_error_list_is_not_mutated(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    result = CheckResult(errors=[FileError("p/x.go", "skipped: binary file")], files=1)
    monkeypatch.setattr(engine, "check_paths", lambda paths, settings=None, **_: result)
    run = invoke("check")
    assert "p/x.go: error: skipped: binary file" in run.stderr
    assert result.errors == [FileError("p/x.go", "skipped: binary file")]
