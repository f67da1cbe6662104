"""Rules off by default everywhere (GL006): on only when selected by id or name."""

from __future__ import annotations

from pathlib import Path

import pytest

from goleaklint import engine
from goleaklint.config import Config, build_settings

HUB = (Path(__file__).resolve().parent.parent / "testdata/GL006/send_after_close.go").read_bytes()


def _rules(select: list[str] | None) -> list[str]:
    settings = build_settings(Config(), select, (), None)
    result = engine.check_source("hub/hub.go", HUB, settings)
    return sorted({f.rule_id for f in result.findings})


def test_off_by_default() -> None:
    assert _rules(None) == []


@pytest.mark.parametrize("selector", ["GL006", "gl006", "send-after-receivers-stop"])
def test_on_when_named(selector: str) -> None:
    assert _rules([selector]) == ["GL006"]


@pytest.mark.parametrize("selector", ["GL0", "ALL"])
def test_a_prefix_or_all_does_not_name_it(selector: str) -> None:
    assert _rules([selector]) == []
