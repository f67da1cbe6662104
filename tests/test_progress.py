"""The progress bar draws on a terminal for big runs only, and never otherwise."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from goleaklint.progress import MIN_FILES, progress_bar


def test_disabled_bar_prints_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    with progress_bar(enabled=False) as update:
        update(10, MIN_FILES * 2)
    assert capsys.readouterr() == ("", "")


def test_small_runs_get_no_bar(capsys: pytest.CaptureFixture[str]) -> None:
    with progress_bar(enabled=True) as update:
        update(1, MIN_FILES - 1)
    assert capsys.readouterr() == ("", "")


def test_big_runs_draw_a_bar(capsys: pytest.CaptureFixture[str]) -> None:
    terminal = io.StringIO()
    console = Console(file=terminal, force_terminal=True, width=80)
    with progress_bar(enabled=True, console=console) as update:
        update(MIN_FILES, MIN_FILES * 2)
        update(MIN_FILES * 2, MIN_FILES * 2)
    assert f"{MIN_FILES * 2}/{MIN_FILES * 2}" in terminal.getvalue()
    assert capsys.readouterr().out == ""


def test_quiet_cli_run_draws_no_bar(tmp_path: pytest.TempPathFactory) -> None:
    from click.testing import CliRunner

    from goleaklint.cli import cli

    result = CliRunner().invoke(cli, ["check", "--no-cache", "-q", str(tmp_path)])
    assert "checking" not in result.output
