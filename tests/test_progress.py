"""The progress bar draws on a terminal for big runs only, and never otherwise."""

from __future__ import annotations

import io
import sys
from pathlib import Path

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


class _Terminal(io.StringIO):
    """Standard error as a terminal."""

    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(("flags", "drawn"), [(("-q",), False), ((), True)])
def test_quiet_cli_run_draws_no_bar(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, flags: tuple[str, ...], drawn: bool
) -> None:
    """A run big enough for the bar, on a terminal: ``-q`` alone keeps it away."""
    from goleaklint import progress
    from goleaklint.cli import cli

    (tmp_path / "p.go").write_text("package p\n")
    monkeypatch.setattr(progress, "MIN_FILES", 1)
    monkeypatch.setenv("TERM", "xterm-256color")
    for variable in ("TTY_INTERACTIVE", "TTY_COMPATIBLE", "NO_COLOR"):
        monkeypatch.delenv(variable, raising=False)
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    with pytest.raises(SystemExit) as exited:
        cli.main(["check", "--no-cache", *flags, str(tmp_path)], standalone_mode=False)
    assert exited.value.code == 0
    assert ("checking" in terminal.getvalue()) is drawn
