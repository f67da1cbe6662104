"""SARIF output: schema validity, rule descriptors, regions, fixes, fingerprints."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import sarif_om as om

from goleaklint import __version__
from goleaklint.docs import doc_url, load_docs
from goleaklint.report import sarif
from goleaklint.results import CheckResult, FileError
from goleaklint.rule import Applicability, Confidence, Edit, Finding, Fix, Related, Severity
from goleaklint.rules import ALL_RULES
from goleaklint.span import LineIndex, Span

SOURCE = (
    "package p\n"
    "\n"
    "func f() {\n"
    "\tch := make(chan int)\n"
    '\tgo func() { s := "é😀"; ch <- 1; _ = s }()\n'
    "}\n"
)
PATH = "pkg/a.go"


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A checkout holding ``pkg/a.go``, with the working directory at its root."""
    (tmp_path / "pkg").mkdir()
    (tmp_path / PATH).write_text(SOURCE, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def span_in(source: str, needle: str, path: str = PATH, occurrence: int = 0) -> Span:
    data, target = source.encode(), needle.encode()
    start = -1
    for _ in range(occurrence + 1):
        start = data.index(target, start + 1)
    return LineIndex(data).span(path, start, start + len(target))


def send_finding(source: str = SOURCE, **changes: Any) -> Finding:
    finding = Finding(
        "GL001",
        "unreceived-channel-send",
        Severity.WARNING,
        span_in(source, "ch <- 1"),
        "goroutine may block forever sending on `ch`",
        related=(
            Related(span_in(source, "go func"), "goroutine started here"),
            Related(span_in(source, "make(chan int)"), "channel created here"),
        ),
    )
    return dataclasses.replace(finding, **changes)


def buffer_fix(source: str = SOURCE, path: str = PATH) -> Fix:
    at = source.encode().index(b"make(chan int)") + len(b"make(chan int")
    return Fix("Buffer the channel", (Edit(path, at, at, ", 1"),), Applicability.UNSAFE)


def internal_error() -> Finding:
    return Finding(
        "GL999",
        "internal-error",
        Severity.ERROR,
        span_in(SOURCE, ""),
        "rule GL003 crashed on this package: KeyError: 'ch'",
    )


def render(result: CheckResult, root: Path) -> dict[str, Any]:
    document: dict[str, Any] = json.loads(sarif.render(result, root=root))
    return document


def run_of(result: CheckResult, root: Path) -> dict[str, Any]:
    run: dict[str, Any] = render(result, root)["runs"][0]
    return run


BROKEN = b"package b\n\nfunc f() {\n"
BROKEN_MESSAGE = (
    "goleaklint's parser (tree-sitter-go) could not read line 3, column 10 (missing '}'); "
    "analysed what it could read"
)


def full_result() -> CheckResult:
    broken_at = LineIndex(BROKEN).span("pkg/b.go", len(BROKEN) - 2, len(BROKEN) - 2)
    return CheckResult(
        findings=[send_finding(fixes=(buffer_fix(),)), internal_error()],
        errors=[
            FileError("pkg/b.go", BROKEN_MESSAGE, broken_at, syntax=True, analysed=True),
            FileError("pkg/c.go", "cannot read file: permission denied"),
        ],
        files=3,
    )


# -- validity --------------------------------------------------------------------


def test_full_log_is_valid(repo: Path, validate: Callable[[dict[str, Any]], list[str]]) -> None:
    assert validate(render(full_result(), repo)) == []


def test_empty_log_is_valid(repo: Path, validate: Callable[[dict[str, Any]], list[str]]) -> None:
    log = render(CheckResult(), repo)
    assert validate(log) == []
    run = log["runs"][0]
    assert run["results"] == []
    assert [rule["id"] for rule in run["tool"]["driver"]["rules"]] == sorted(
        rule.id for rule in ALL_RULES
    )


def test_log_header_and_run(repo: Path) -> None:
    log = render(full_result(), repo)
    assert list(log) == ["$schema", "version", "runs"]
    assert log["$schema"] == "https://json.schemastore.org/sarif-2.1.0.json"
    assert log["version"] == "2.1.0"
    [run] = log["runs"]
    driver = run["tool"]["driver"]
    assert (driver["name"], driver["version"], driver["semanticVersion"]) == (
        "goleaklint",
        __version__,
        __version__,
    )
    assert run["columnKind"] == "utf16CodeUnits"
    assert run["originalUriBaseIds"] == {"%SRCROOT%": {"uri": repo.as_uri() + "/"}}
    assert "automationDetails" not in run
    assert run["invocations"][0]["executionSuccessful"] is True


# -- rules -----------------------------------------------------------------------


def test_rules_are_registered_plus_reported(repo: Path) -> None:
    findings = [
        send_finding(rule_id="GL003", name="unclosed-channel-range"),
        send_finding(),
        internal_error(),
    ]
    run = run_of(CheckResult(findings=findings), repo)
    rule_ids = [rule["id"] for rule in run["tool"]["driver"]["rules"]]
    expected = sorted({rule.id for rule in ALL_RULES} | {"GL001", "GL003", "GL999"})
    assert rule_ids == expected
    assert "GL901" not in rule_ids
    for result in run["results"]:
        assert rule_ids[result["ruleIndex"]] == result["ruleId"]


@pytest.mark.parametrize("rule_id", ["GL001", "GL005", "GL999"])
def test_rule_descriptor_comes_from_doc(repo: Path, rule_id: str) -> None:
    doc = load_docs()[rule_id]
    finding = send_finding(rule_id=rule_id, name=doc.name, severity=doc.severity)
    run = run_of(CheckResult(findings=[finding]), repo)
    [descriptor] = [r for r in run["tool"]["driver"]["rules"] if r["id"] == rule_id]
    problem_severity = {"error": "error", "warning": "warning", "note": "recommendation"}
    assert descriptor == {
        "id": rule_id,
        "name": doc.name,
        "shortDescription": {"text": doc.title},
        "fullDescription": {"text": doc.summary},
        "help": {"text": doc.body, "markdown": doc.body},
        "helpUri": doc_url(rule_id),
        "defaultConfiguration": {"level": str(doc.severity)},
        "properties": {
            "tags": list(doc.tags),
            "precision": "high",
            "problem.severity": problem_severity[str(doc.severity)],
        },
    }


def test_undocumented_rule_still_gets_a_valid_descriptor(
    repo: Path, validate: Callable[[dict[str, Any]], list[str]]
) -> None:
    finding = send_finding(rule_id="GL777", name="made-up-rule", severity=Severity.NOTE)
    log = render(CheckResult(findings=[finding]), repo)
    assert validate(log) == []
    [descriptor] = [r for r in log["runs"][0]["tool"]["driver"]["rules"] if r["id"] == "GL777"]
    assert descriptor["name"] == "made-up-rule"
    assert descriptor["defaultConfiguration"] == {"level": "note"}


# -- results ---------------------------------------------------------------------


def test_level_is_kept_even_when_it_is_the_default(repo: Path) -> None:
    run = run_of(full_result(), repo)
    assert [result["level"] for result in run["results"]] == ["warning", "error"]
    assert all(rule["defaultConfiguration"]["level"] for rule in run["tool"]["driver"]["rules"])


def test_result_location_uses_utf16_columns(repo: Path) -> None:
    [result, _] = run_of(full_result(), repo)["results"]
    assert result["ruleId"] == "GL001"
    # before `ch`: `\tgo func() { s := "é😀"; `, 24 code points but 25 UTF-16 units
    assert result["locations"] == [
        {
            "physicalLocation": {
                "artifactLocation": {"uri": "pkg/a.go", "uriBaseId": "%SRCROOT%"},
                "region": {"startLine": 5, "startColumn": 26, "endLine": 5, "endColumn": 33},
            }
        }
    ]


def test_message_links_the_related_locations_by_id(repo: Path) -> None:
    [result, internal] = run_of(full_result(), repo)["results"]
    assert result["message"] == {
        "text": "goroutine may block forever sending on `ch` "
        "([goroutine started here](1), [channel created here](2))"
    }
    assert internal["message"] == {"text": "rule GL003 crashed on this package: KeyError: 'ch'"}


def test_brackets_in_linked_messages_are_escaped(repo: Path) -> None:
    finding = send_finding(
        message="sends on `chans[i]`",
        related=(Related(span_in(SOURCE, "go func"), "started for `chans[i]`"),),
    )
    [result] = run_of(CheckResult(findings=[finding]), repo)["results"]
    assert result["message"]["text"] == (
        "sends on `chans\\[i\\]` ([started for `chans\\[i\\]`](1))"
    )


@pytest.mark.parametrize("confidence", list(Confidence))
def test_results_carry_their_confidence(repo: Path, confidence: Confidence) -> None:
    finding = send_finding(confidence=confidence)
    [result] = run_of(CheckResult(findings=[finding]), repo)["results"]
    assert result["properties"] == {"confidence": str(confidence)}


def test_related_locations_have_ids_and_messages(repo: Path) -> None:
    [result, _] = run_of(full_result(), repo)["results"]
    related = result["relatedLocations"]
    assert [(loc["id"], loc["message"]["text"]) for loc in related] == [
        (1, "goroutine started here"),
        (2, "channel created here"),
    ]
    assert related[1]["physicalLocation"]["region"] == {
        "startLine": 4,
        "startColumn": 8,
        "endLine": 4,
        "endColumn": 22,
    }


def test_fixes_become_replacements(repo: Path) -> None:
    [result, _] = run_of(full_result(), repo)["results"]
    assert result["fixes"] == [
        {
            "description": {"text": "Buffer the channel"},
            "artifactChanges": [
                {
                    "artifactLocation": {"uri": "pkg/a.go", "uriBaseId": "%SRCROOT%"},
                    "replacements": [
                        {
                            "deletedRegion": {
                                "startLine": 4,
                                "startColumn": 21,
                                "endLine": 4,
                                "endColumn": 21,
                            },
                            "insertedContent": {"text": ", 1"},
                        }
                    ],
                }
            ],
            "properties": {"applicability": "unsafe"},
        }
    ]


def test_deletions_and_unreadable_files_in_fixes(repo: Path) -> None:
    start = SOURCE.encode().index("é".encode())
    delete = Edit(PATH, start, start + len("é😀".encode()), "")
    elsewhere = Edit("pkg/gone.go", 10, 14, "x")
    fix = Fix("Rewrite", (delete, elsewhere), Applicability.DISPLAY_ONLY)
    [result] = run_of(CheckResult(findings=[send_finding(fixes=(fix,))]), repo)["results"]
    changes = result["fixes"][0]["artifactChanges"]
    assert [change["artifactLocation"]["uri"] for change in changes] == ["pkg/a.go", "pkg/gone.go"]
    assert changes[0]["replacements"] == [
        {"deletedRegion": {"startLine": 5, "startColumn": 20, "endLine": 5, "endColumn": 23}}
    ]
    assert changes[1]["replacements"] == [
        {"deletedRegion": {"byteOffset": 10, "byteLength": 4}, "insertedContent": {"text": "x"}}
    ]


def test_artifact_uris_are_relative_and_percent_encoded(repo: Path) -> None:
    odd = "pkg/my dir/é.go"
    (repo / "pkg" / "my dir").mkdir()
    (repo / odd).write_text(SOURCE, encoding="utf-8")
    outside = repo.parent / "elsewhere.go"
    findings = [
        send_finding(span=span_in(SOURCE, "ch <- 1", path=odd)),
        send_finding(span=span_in(SOURCE, "ch <- 1", path=str(outside))),
    ]
    results = run_of(CheckResult(findings=findings), repo)["results"]
    first = results[0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert first == {"uri": "pkg/my%20dir/%C3%A9.go", "uriBaseId": "%SRCROOT%"}
    second = results[1]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert second == {"uri": outside.as_uri()}


def test_paths_are_relative_to_root_not_cwd(repo: Path) -> None:
    run = run_of(CheckResult(findings=[send_finding()]), repo / "pkg")
    location = run["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert location == {"uri": "a.go", "uriBaseId": "%SRCROOT%"}
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == (repo / "pkg").as_uri() + "/"


# -- fingerprints ----------------------------------------------------------------


def fingerprints(result: CheckResult, root: Path) -> list[str]:
    return [
        item["partialFingerprints"][sarif.FINGERPRINT_KEY]
        for item in run_of(result, root)["results"]
    ]


def test_fingerprint_survives_lines_inserted_above(repo: Path) -> None:
    before = fingerprints(CheckResult(findings=[send_finding()]), repo)
    moved = SOURCE.replace("func f() {\n", "// a\n// b\n\nfunc f() {\n\n")
    (repo / PATH).write_text(moved, encoding="utf-8")
    finding = send_finding(moved)
    assert finding.span.start.line == 9
    after = fingerprints(CheckResult(findings=[finding]), repo)
    assert before == after
    assert len(before[0]) == 32


def test_fingerprint_survives_reindentation(repo: Path) -> None:
    before = fingerprints(CheckResult(findings=[send_finding()]), repo)
    moved = SOURCE.replace("\tgo func()", "\t\t  go func()")
    (repo / PATH).write_text(moved, encoding="utf-8")
    assert fingerprints(CheckResult(findings=[send_finding(moved)]), repo) == before


def test_fingerprint_depends_on_rule_text_and_occurrence(repo: Path) -> None:
    line = '\tgo func() { s := "é😀"; ch <- 1; _ = s }()\n'
    twice = SOURCE.replace(line, line + line)
    (repo / PATH).write_text(twice, encoding="utf-8")
    first = send_finding(twice)
    second = dataclasses.replace(first, span=span_in(twice, "ch <- 1", occurrence=1))
    other_rule = dataclasses.replace(first, rule_id="GL002", name="unsent-channel-receive")
    prints = fingerprints(CheckResult(findings=[first, second, other_rule]), repo)
    assert len(set(prints)) == 3


def test_fingerprint_falls_back_to_message_for_unreadable_files(repo: Path) -> None:
    missing = send_finding(span=span_in(SOURCE, "ch <- 1", path="pkg/missing.go"))
    renamed = dataclasses.replace(missing, message="a different message")
    first, second = fingerprints(CheckResult(findings=[missing, renamed]), repo)
    assert first != second
    assert fingerprints(CheckResult(findings=[missing]), repo) == [first]


# -- notifications ---------------------------------------------------------------


def test_file_errors_become_tool_execution_notifications(repo: Path) -> None:
    invocation = run_of(full_result(), repo)["invocations"][0]
    assert invocation["executionSuccessful"] is True
    notifications = invocation["toolExecutionNotifications"]
    assert [(n["level"], n["message"]["text"]) for n in notifications] == [
        ("warning", BROKEN_MESSAGE),
        ("error", "cannot read file: permission denied"),
    ]
    assert notifications[0]["locations"][0]["physicalLocation"]["region"] == {
        "startLine": 3,
        "startColumn": 10,
        "endLine": 3,
        "endColumn": 10,
    }
    assert notifications[1]["locations"] == [
        {"physicalLocation": {"artifactLocation": {"uri": "pkg/c.go", "uriBaseId": "%SRCROOT%"}}}
    ]


@pytest.mark.parametrize(
    ("result", "successful"),
    [
        (CheckResult(files=1, errors=[FileError("pkg/b.go", BROKEN_MESSAGE, analysed=True)]), True),
        (CheckResult(files=2, errors=[FileError("pkg/c.go", "cannot read")]), True),
        (CheckResult(files=0, errors=[FileError("pkg/c.go", "cannot read")]), False),
        (CheckResult(files=1, errors=[FileError("x.md", "not a Go file", named=True)]), False),
        (CheckResult(files=1, missing=["gone.go"]), False),
    ],
)
def test_execution_is_unsuccessful_exactly_when_the_run_exits_2(
    repo: Path, result: CheckResult, successful: bool
) -> None:
    invocation = run_of(result, repo)["invocations"][0]
    assert invocation["executionSuccessful"] is successful
    assert result.incomplete() is not successful


def test_no_notifications_without_errors(repo: Path) -> None:
    invocation = run_of(CheckResult(findings=[send_finding()]), repo)["invocations"][0]
    assert invocation == {"executionSuccessful": True}


# -- serializer ------------------------------------------------------------------


def test_serializer_keeps_explicit_defaults_and_drops_implicit_ones() -> None:
    message = sarif.sarif_object(om.Message, text="m")
    explicit = sarif.sarif_object(om.Result, message=message, level="warning")
    assert sarif.to_json(explicit) == {"message": {"text": "m"}, "level": "warning"}
    implicit = om.Result(message=om.Message(text="m"))
    assert sarif.to_json(implicit) == {"message": {"text": "m"}}


def test_serializer_follows_the_order_fields_were_given() -> None:
    region = sarif.sarif_object(om.Region, start_line=1, start_column=2, end_line=3, end_column=4)
    assert list(sarif.to_json(region)) == ["startLine", "startColumn", "endLine", "endColumn"]
