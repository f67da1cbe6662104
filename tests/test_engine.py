"""The engine keeps going when a rule or the package analysis crashes, and says so."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from goleaklint import engine
from goleaklint.cli import cli
from goleaklint.rule import Finding, Rule

SOURCE = b"package p\n\nfunc f() {\n\tch := make(chan int)\n\tgo func() { ch <- 1 }()\n}\n"


def _crash(_: object) -> list[Finding]:
    raise RuntimeError("boom")


@pytest.fixture
def package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Two files of one package; ``a.go`` sorts first."""
    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "a.go").write_bytes(SOURCE)
    (tmp_path / "p" / "b.go").write_bytes(b"package p\n")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_a_crashing_rule_is_reported_on_the_file_named(
    package: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(engine, "ALL_RULES", (Rule("GL001", "unreceived-channel-send", _crash),))
    result = engine.check_paths(["p/b.go"], jobs=1)
    crashes = [f for f in result.findings if f.rule_id == engine.INTERNAL_ERROR]
    assert [(f.path, f.message) for f in crashes] == [
        ("p/b.go", "rule GL001 crashed on this package: RuntimeError: boom")
    ]


def test_a_crashing_rule_shows_on_the_command_line(
    package: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(engine, "ALL_RULES", (Rule("GL001", "unreceived-channel-send", _crash),))
    result = CliRunner().invoke(cli, ["check", "--no-cache", "p/b.go"])
    assert result.exit_code == 1
    assert "p/b.go:1:1: GL999 rule GL001 crashed" in result.stdout


def test_a_crashing_analysis_becomes_an_internal_error(
    package: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_: object) -> None:
        raise ValueError("bad tree")

    monkeypatch.setattr(engine, "analyze_package", broken)
    (package / "q").mkdir()
    (package / "q" / "q.go").write_bytes(SOURCE.replace(b"package p", b"package q"))
    result = engine.check_paths(["p/b.go", "q"], jobs=1)
    crashes = {f.path: f.message for f in result.findings if f.rule_id == engine.INTERNAL_ERROR}
    message = "the analysis crashed on this package: ValueError: bad tree"
    assert crashes == {"p/b.go": message, "q/q.go": message}
    assert result.files == 2
