"""Each rule doc's Example triggers its rule and its Use instead triggers nothing."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from goleaklint import engine
from goleaklint.docs import RuleDoc, load_docs

GO_BLOCK = re.compile(r"```go\n(.*?)```", re.DOTALL)
GO_MOD_BLOCK = re.compile(r"```go\.mod\n(.*?)```", re.DOTALL)
DOCS = [doc for doc in load_docs().values() if not doc.id.startswith("GL9")]


def go_blocks(doc: RuleDoc, heading: str) -> list[str]:
    section = doc.section(heading) or ""
    return GO_BLOCK.findall(section)


def go_mod(doc: RuleDoc, heading: str) -> str | None:
    """A section's ```go.mod block: the module its Go example belongs to (a Go version)."""
    found = GO_MOD_BLOCK.findall(doc.section(heading) or "")
    return found[0] if found else None


def run(source: str, module: str | None = None, directory: Path | None = None) -> list[str]:
    if not source.lstrip().startswith("package"):
        source = "package example\n\n" + source
    path = "example.go"
    if module is not None and directory is not None:
        (directory / "go.mod").write_text(module)
        path = (directory / "example.go").as_posix()
    result = engine.check_source(path, source.encode())
    return [f.rule_id for f in result.findings]


@pytest.mark.parametrize("doc", DOCS, ids=lambda d: d.id)
def test_example_triggers_the_rule(doc: RuleDoc, tmp_path: Path) -> None:
    blocks = go_blocks(doc, "Example")
    assert blocks, f"{doc.id} has no Go example"
    for block in blocks:
        found = run(block, go_mod(doc, "Example"), tmp_path)
        assert doc.id in found, f"{doc.id}'s example does not trigger it"


@pytest.mark.parametrize("doc", DOCS, ids=lambda d: d.id)
def test_use_instead_is_clean(doc: RuleDoc, tmp_path: Path) -> None:
    blocks = go_blocks(doc, "Use instead")
    assert blocks, f"{doc.id} has no Go `Use instead` block"
    for block in blocks:
        found = run(block, go_mod(doc, "Use instead"), tmp_path)
        assert found == [], f"{doc.id}'s `Use instead` still triggers findings"
