"""Code, docs and testdata agree about which rules exist."""

from __future__ import annotations

import importlib
from pathlib import Path

from goleaklint.docs import load_docs
from goleaklint.rules import ALL_RULES, TOOL_DIAGNOSTICS
from goleaklint.testing import parse_wants

ROOT = Path(__file__).resolve().parent.parent
TESTDATA = ROOT / "testdata"
MIN_POSITIVE = 8
MIN_NEGATIVE = 6


def test_ids_are_unique_and_sorted() -> None:
    ids = [rule.id for rule in ALL_RULES]
    assert ids == sorted(set(ids))
    assert not set(ids) & set(TOOL_DIAGNOSTICS)


def test_each_rule_lives_in_its_own_module() -> None:
    for rule in ALL_RULES:
        module = f"goleaklint.rules.{rule.id.lower()}_{rule.name.replace('-', '_')}"
        assert getattr(importlib.import_module(module), rule.check.__name__, None) is rule


def test_docs_match_rules() -> None:
    docs = load_docs()
    for rule in ALL_RULES:
        doc = docs[rule.id]
        assert doc.name == rule.name
        assert doc.severity == rule.severity
        assert doc.fix == rule.fix
    expected = {rule.id for rule in ALL_RULES} | set(TOOL_DIAGNOSTICS)
    assert set(docs) == expected


def test_every_rule_has_positive_and_negative_testdata() -> None:
    for rule in ALL_RULES:
        files = sorted((TESTDATA / rule.id).glob("*.go"))
        positive = [f for f in files if any(w.rule == rule.id for w in parse_wants(f.read_bytes()))]
        negative = [f for f in files if not parse_wants(f.read_bytes())]
        assert len(positive) >= MIN_POSITIVE, f"{rule.id}: {len(positive)} positive files"
        assert len(negative) >= MIN_NEGATIVE, f"{rule.id}: {len(negative)} negative files"
        assert all(f.name.startswith("ok_") for f in negative), "negative files start with ok_"


def test_every_want_names_a_known_rule() -> None:
    known = {rule.id for rule in ALL_RULES} | set(TOOL_DIAGNOSTICS)
    for path in TESTDATA.rglob("*.go"):
        for want in parse_wants(path.read_bytes()):
            assert want.rule in known, f"{path}: unknown rule {want.rule}"
