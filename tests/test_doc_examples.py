"""Each rule doc's Example triggers its rule and its Use instead triggers nothing."""

from __future__ import annotations

import re

import pytest

from goleaklint import engine
from goleaklint.docs import RuleDoc, load_docs

GO_BLOCK = re.compile(r"```go\n(.*?)```", re.DOTALL)
DOCS = [doc for doc in load_docs().values() if not doc.id.startswith("GL9")]


def go_blocks(doc: RuleDoc, heading: str) -> list[str]:
    section = doc.section(heading) or ""
    return GO_BLOCK.findall(section)


def run(source: str) -> list[str]:
    if not source.lstrip().startswith("package"):
        source = "package example\n\n" + source
    result = engine.check_source("example.go", source.encode())
    return [f.rule_id for f in result.findings]


@pytest.mark.parametrize("doc", DOCS, ids=lambda d: d.id)
def test_example_triggers_the_rule(doc: RuleDoc) -> None:
    blocks = go_blocks(doc, "Example")
    assert blocks, f"{doc.id} has no Go example"
    for block in blocks:
        assert doc.id in run(block), f"{doc.id}'s example does not trigger it"


@pytest.mark.parametrize("doc", DOCS, ids=lambda d: d.id)
def test_use_instead_is_clean(doc: RuleDoc) -> None:
    blocks = go_blocks(doc, "Use instead")
    assert blocks, f"{doc.id} has no Go `Use instead` block"
    for block in blocks:
        assert run(block) == [], f"{doc.id}'s `Use instead` still triggers findings"
