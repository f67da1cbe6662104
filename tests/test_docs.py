"""Rule docs: every doc loads and follows the format; the README table is current."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from goleaklint import DOCS_BASE_URL, DOCS_REF
from goleaklint.docs import (
    REQUIRED_SECTIONS,
    SECTION_ORDER,
    RuleDoc,
    RuleDocError,
    Status,
    doc_url,
    load_docs,
    load_docs_from,
    markdown_to_plain,
    parse_doc,
)
from goleaklint.readme_table import (
    END_MARKER,
    README,
    START_MARKER,
    is_current,
    rules_table,
    update_readme,
)
from goleaklint.rule import FixAvailability, Severity
from goleaklint.rules import ALL_RULES, TOOL_DIAGNOSTICS

DOCS = load_docs()
CHANNEL_RULES = {
    "GL001": "unreceived-channel-send",
    "GL002": "unsent-channel-receive",
    "GL003": "unclosed-channel-range",
    "GL004": "unstoppable-goroutine-loop",
    "GL005": "nil-channel-operation",
}
# Docs whose Example / Use instead are Go files that the analyser can run on.
GO_EXAMPLE_DOCS = sorted(rule_id for rule_id in DOCS if rule_id != "GL999")
GO_BLOCK = re.compile(r"```go\n(.*?)```", re.DOTALL)


def doc_ids() -> list[str]:
    return sorted(DOCS)


def test_every_expected_doc_exists() -> None:
    assert set(CHANNEL_RULES) | set(TOOL_DIAGNOSTICS) <= set(DOCS)
    assert list(DOCS) == sorted(DOCS)


@pytest.mark.parametrize("rule_id", doc_ids())
def test_front_matter(rule_id: str) -> None:
    doc = DOCS[rule_id]
    assert doc.id == rule_id
    assert len(doc.title) <= 80
    assert not doc.title.endswith(".")
    assert doc.since == "0.1.0"
    assert doc.tags
    assert (doc.applicability is None) == (doc.fix is FixAvailability.NONE)


@pytest.mark.parametrize("rule_id", doc_ids())
def test_sections_in_order(rule_id: str) -> None:
    headings = list(DOCS[rule_id].sections)
    assert headings == sorted(headings, key=SECTION_ORDER.index)
    assert set(REQUIRED_SECTIONS) <= set(headings)
    assert ("Fix" in headings) == (DOCS[rule_id].fix is not FixAvailability.NONE)


@pytest.mark.parametrize("rule_id", doc_ids())
def test_summary_is_plain_first_paragraph(rule_id: str) -> None:
    summary = DOCS[rule_id].summary
    assert summary
    assert "\n" not in summary
    assert "`" not in summary
    assert len(summary) <= 1024


@pytest.mark.parametrize(("rule_id", "name"), sorted(CHANNEL_RULES.items()))
def test_channel_rules(rule_id: str, name: str) -> None:
    doc = DOCS[rule_id]
    assert doc.name == name
    assert doc.status is Status.STABLE
    assert doc.fix is next(rule for rule in ALL_RULES if rule.id == rule_id).fix
    expected = Severity.ERROR if rule_id == "GL005" else Severity.WARNING
    assert doc.severity is expected


@pytest.mark.parametrize(("rule_id", "name"), sorted(TOOL_DIAGNOSTICS.items()))
def test_tool_diagnostics_agree_with_docs(rule_id: str, name: str) -> None:
    assert DOCS[rule_id].name == name


def test_every_gl9_doc_is_a_tool_diagnostic() -> None:
    assert {rule_id for rule_id in DOCS if rule_id.startswith("GL9")} == set(TOOL_DIAGNOSTICS)


def test_registered_rules_agree_with_docs() -> None:
    for rule in ALL_RULES:
        doc = DOCS.get(rule.id)
        assert doc is not None, f"{rule.id} has no rules/{rule.id}.md"
        assert (doc.name, doc.severity, doc.fix) == (rule.name, rule.severity, rule.fix), rule.id


@pytest.mark.parametrize("rule_id", GO_EXAMPLE_DOCS)
@pytest.mark.parametrize("section", ["Example", "Use instead"])
def test_examples_are_complete_go_files(rule_id: str, section: str) -> None:
    blocks = GO_BLOCK.findall(DOCS[rule_id].section(section) or "")
    assert len(blocks) == 1, f"{rule_id} {section}: expected one Go block"
    assert blocks[0].startswith("package example\n")


def test_doc_url_is_versioned() -> None:
    assert doc_url("GL001") == f"{DOCS_BASE_URL}/{DOCS_REF}/rules/GL001.md"
    assert DOCS_REF == "main", "no release tag exists yet: links must not point at one"


def test_load_docs_returns_a_copy() -> None:
    docs = load_docs()
    docs.pop("GL001")
    assert "GL001" in load_docs()


def test_markdown_to_plain() -> None:
    assert markdown_to_plain("a `*p` and **b** or *c*, [d](https://x.invalid)") == (
        "a *p and b or c, d"
    )


def test_readme_table_is_current() -> None:
    assert is_current(README), "run: python -m goleaklint.readme_table"


def test_rules_table_lists_only_rules() -> None:
    table = rules_table()
    assert table.startswith("| Rule | Name | What it finds | Severity | Fix |\n| --- |")
    assert "[GL001](rules/GL001.md)" in table
    assert "GL9" not in table


def test_update_readme_creates_and_refreshes(tmp_path: Path) -> None:
    readme = tmp_path / "README.md"
    assert update_readme(readme) is True
    text = readme.read_text(encoding="utf-8")
    assert text.startswith("# goleaklint\n")
    assert f"{START_MARKER}\n{rules_table()}{END_MARKER}" in text
    assert update_readme(readme) is False

    readme.write_text(f"intro\n{START_MARKER}\nstale\n{END_MARKER}\noutro\n", encoding="utf-8")
    assert update_readme(readme) is True
    assert readme.read_text(encoding="utf-8") == (
        f"intro\n{START_MARKER}\n{rules_table()}{END_MARKER}\noutro\n"
    )


def test_update_readme_needs_markers(tmp_path: Path) -> None:
    readme = tmp_path / "README.md"
    readme.write_text("# no markers\n", encoding="utf-8")
    with pytest.raises(ValueError, match="rules-table:start"):
        update_readme(readme)


# -- validation ------------------------------------------------------------------

VALID = """\
---
id: GL123
name: sample-rule
title: A sample rule
severity: warning
confidence: high
status: preview
since: 0.1.0
default: true
fix: none
applicability: none
tags: [channel]
---

## What it does
Flags `things`.

More detail.

## Why is this bad?
Because.

## Example
```go
package example
```

## Use instead
```go
package example
```

## Options
None.
"""

WITH_FIX = (
    VALID.replace("fix: none", "fix: sometimes")
    .replace("applicability: none", "applicability: unsafe")
    .replace("## Options", "## Fix\nBuffers the channel.\n\n## Options")
)


def test_valid_doc_parses() -> None:
    doc = parse_doc(VALID, "rules/GL123.md")
    assert isinstance(doc, RuleDoc)
    assert doc.summary == "Flags things."
    assert doc.tags == ("channel",)
    assert doc.body.startswith("## What it does\n")
    fixed = parse_doc(WITH_FIX, "rules/GL123.md")
    assert fixed.fix is FixAvailability.SOMETIMES
    assert fixed.section("Fix") == "Buffers the channel."


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("no front matter\n", "front matter"),
        (VALID.replace("---\n\n##", "\n##"), "not closed"),
        (VALID.replace("title: A sample rule\n", ""), "missing title"),
        (VALID.replace("tags:", "colour: red\ntags:"), "unknown front matter keys: colour"),
        (VALID.replace("A sample rule", "A sample rule."), "period"),
        (VALID.replace("A sample rule", "x" * 81), "at most 80"),
        (VALID.replace("severity: warning", "severity: info"), "'severity' must be one of"),
        (VALID.replace("default: true", "default: yes please"), "'default' must be true or false"),
        (VALID.replace("name: sample-rule", "name: SampleRule"), "kebab-case"),
        (VALID.replace("since: 0.1.0", "since: soon"), "'since'"),
        (VALID.replace("applicability: none", "applicability: safe"), "'applicability'"),
        (VALID.replace("tags: [channel]", "tags: []"), "'tags'"),
        (VALID.replace("## Why is this bad?", "## Why not?"), "unknown sections: Why not?"),
        (VALID.replace("## Options\nNone.\n", "## Example\nagain\n"), "twice"),
        (
            VALID.replace("## Options\nNone.\n", "").replace(
                "## What it does", "## Options\nNone.\n\n## What it does"
            ),
            "order",
        ),
        (VALID.replace("## Use instead\n```go\npackage example\n```\n", ""), "Use instead"),
        (VALID.replace("## Options", "## Fix\nNo.\n\n## Options"), "must not have a '## Fix'"),
        (
            VALID.replace("fix: none", "fix: always").replace(
                "applicability: none", "applicability: safe"
            ),
            "needs a '## Fix'",
        ),
        (VALID.replace("## Example\n```go\npackage example\n```", "## Example\nText."), "code"),
        (VALID.replace("\n## What it does", "Preamble.\n\n## What it does"), "must start"),
    ],
)
def test_invalid_docs_name_the_file(text: str, problem: str) -> None:
    with pytest.raises(RuleDocError, match=re.escape(problem)) as caught:
        parse_doc(text, "rules/GL123.md")
    assert str(caught.value).startswith("rules/GL123.md: ")


def test_id_must_match_file_name() -> None:
    with pytest.raises(RuleDocError, match=r"rules/GL124\.md: 'id' is GL123"):
        parse_doc(VALID, "rules/GL124.md")


def test_headings_inside_code_blocks_are_not_sections() -> None:
    text = VALID.replace(
        "package example\n```\n\n## Use", "package example\n## not a heading\n```\n\n## Use"
    )
    assert "not a heading" not in parse_doc(text, "rules/GL123.md").sections


def test_load_docs_from_directory(tmp_path: Path) -> None:
    (tmp_path / "GL123.md").write_text(VALID, encoding="utf-8")
    (tmp_path / "notes.txt").write_text("ignored", encoding="utf-8")
    assert list(load_docs_from(tmp_path)) == ["GL123"]
    (tmp_path / "GL124.md").write_text(VALID, encoding="utf-8")
    with pytest.raises(RuleDocError, match=r"GL124\.md"):
        load_docs_from(tmp_path)
