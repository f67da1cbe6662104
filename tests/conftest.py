"""Test-session settings shared by every test module."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from goleaklint import config
from goleaklint.rule import Finding, Rule


def _never(_: object) -> list[Finding]:
    return []


FAKE_RULES = (
    Rule("GL001", "unreceived-channel-send", _never),
    Rule("GL002", "unsent-channel-receive", _never),
    Rule("GL101", "waitgroup-add-in-goroutine", _never),
)


@pytest.fixture(autouse=True, scope="session")
def _private_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Keep the result cache of CLI runs out of the user's home directory."""
    previous = os.environ.get("GOLEAKLINT_CACHE_DIR")
    os.environ["GOLEAKLINT_CACHE_DIR"] = str(tmp_path_factory.mktemp("cache"))
    yield
    if previous is None:
        os.environ.pop("GOLEAKLINT_CACHE_DIR", None)
    else:
        os.environ["GOLEAKLINT_CACHE_DIR"] = previous


@pytest.fixture
def known_rules(monkeypatch: pytest.MonkeyPatch) -> tuple[Rule, ...]:
    """Make three stand-in rules that find nothing (GL001, GL002, GL101) the whole rule set
    that configs and suppression comments are checked against."""
    monkeypatch.setattr(config, "ALL_RULES", FAKE_RULES)
    return FAKE_RULES
