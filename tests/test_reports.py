"""Text, JSON and GitHub annotation output, on hand-built findings."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import click
import pytest

from goleaklint import __version__, engine, report
from goleaklint.report import github, json_format, relative_path, text
from goleaklint.results import CheckResult, FileError
from goleaklint.rule import Applicability, Confidence, Edit, Finding, Fix, Related, Severity
from goleaklint.span import LineIndex, Span

SOURCE = (
    'package p\n\nfunc f() {\n\tch := make(chan int)\n\ts := "é😀"; ch <- 1\n\t_ = s\n}\n'
).encode()
PATH = "pkg/a.go"


def span_of(needle: str, path: str = PATH) -> Span:
    """The span of the first ``needle`` in ``SOURCE``."""
    start = SOURCE.index(needle.encode())
    return LineIndex(SOURCE).span(path, start, start + len(needle.encode()))


SEND = Finding(
    "GL001",
    "unreceived-channel-send",
    Severity.WARNING,
    span_of("ch <- 1"),
    "goroutine may block forever sending on `ch`",
)


def send_finding(**changes: Any) -> Finding:
    """The GL001 finding on `ch <- 1`, with some fields changed."""
    return dataclasses.replace(SEND, **changes)


def buffer_fix(applicability: Applicability = Applicability.UNSAFE) -> Fix:
    start = SOURCE.index(b"make(chan int)") + len(b"make(chan int")
    return Fix("Buffer the channel", (Edit(PATH, start, start, ", 1"),), applicability)


def result_of(
    *findings: Finding, errors: tuple[FileError, ...] = (), files: int = 1
) -> CheckResult:
    return CheckResult(findings=list(findings), errors=list(errors), files=files)


# -- text ----------------------------------------------------------------------


def test_text_uses_code_point_columns() -> None:
    # `ch` follows `\ts := "é😀"; `: 12 code points (13 UTF-16 units, 16 bytes)
    out = text.render(result_of(send_finding()), root=Path.cwd())
    first = out.splitlines()[0]
    assert first == (
        "pkg/a.go:5:13: GL001 goroutine may block forever sending on `ch` [unreceived-channel-send]"
    )


def test_text_marks_safe_fixes_and_indents_related() -> None:
    finding = send_finding(
        related=(Related(span_of("make(chan int)"), "channel created here"),),
        fixes=(buffer_fix(Applicability.SAFE),),
    )
    lines = text.render(result_of(finding), root=Path.cwd()).splitlines()
    assert lines[0].endswith("[unreceived-channel-send] [*]")
    assert lines[1] == "    pkg/a.go:4:8: channel created here"
    assert lines[-2] == "Found 1 finding (GL001: 1) in 1 file."
    assert lines[-1] == "[*] 1 fixable with --fix."


def test_text_does_not_mark_unsafe_only_fixes_but_counts_them() -> None:
    unsafe = send_finding(fixes=(buffer_fix(Applicability.UNSAFE),))
    display = send_finding(fixes=(buffer_fix(Applicability.DISPLAY_ONLY),))
    lines = text.render(result_of(unsafe, display), root=Path.cwd()).splitlines()
    assert not lines[0].endswith("[*]")
    assert lines[-1] == "No safe fixes; 1 fixable with --fix --unsafe-fixes (review them)."


def test_text_fix_hint_counts_safe_and_unsafe_separately() -> None:
    findings = [
        send_finding(fixes=(buffer_fix(Applicability.SAFE),)),
        send_finding(fixes=(buffer_fix(Applicability.UNSAFE), buffer_fix(Applicability.SAFE))),
        send_finding(fixes=(buffer_fix(Applicability.UNSAFE),)),
        send_finding(),
    ]
    lines = text.render(result_of(*findings), root=Path.cwd()).splitlines()
    assert lines[-1] == "[*] 2 fixable with --fix (1 more with --fix --unsafe-fixes)."
    assert sum(line.endswith("[*]") for line in lines[:-1]) == 2
    quiet = text.render(result_of(*findings), root=Path.cwd(), with_summary=False)
    assert "fixable" not in quiet and "Found" not in quiet


@pytest.mark.parametrize(
    ("confidence", "marker"),
    [
        (Confidence.HIGH, None),
        (Confidence.MEDIUM, "[medium confidence]"),
        (Confidence.LOW, "[low confidence]"),
    ],
)
def test_text_shows_confidence_below_high(confidence: Confidence, marker: str | None) -> None:
    line = text.render(result_of(send_finding(confidence=confidence)), root=Path.cwd())
    first = line.splitlines()[0]
    if marker is None:
        assert "confidence" not in first
    else:
        assert first.endswith(f"[unreceived-channel-send] {marker}")


def test_text_reports_file_errors_and_summary() -> None:
    findings = [
        send_finding(),
        send_finding(rule_id="GL003", name="unclosed-channel-range", span=span_of("ch :=")),
        send_finding(span=span_of("_ = s")),
    ]
    error = FileError("pkg/b.go", "cannot read file: permission denied")
    lines = text.render(
        result_of(*findings, errors=(error,), files=12), root=Path.cwd()
    ).splitlines()
    assert lines[-2] == "pkg/b.go: error: cannot read file: permission denied"
    assert lines[-1] == "Found 3 findings (GL001: 2, GL003: 1) in 12 files."


@pytest.mark.parametrize(
    ("result", "expected"),
    [
        (result_of(files=12), "No findings in 12 files."),
        (result_of(files=1), "No findings in 1 file."),
        (result_of(send_finding(), files=1), "Found 1 finding (GL001: 1) in 1 file."),
    ],
)
def test_text_summary_wording(result: CheckResult, expected: str) -> None:
    assert text.summary(result) == expected
    assert text.render(result, root=Path.cwd()).splitlines()[-1] == expected


def test_text_colour_only_when_asked() -> None:
    result = result_of(send_finding(fixes=(buffer_fix(),)))
    plain = text.render(result, root=Path.cwd())
    coloured = text.render(result, root=Path.cwd(), color=True)
    assert "\x1b[" not in plain
    assert "\x1b[" in coloured
    assert click.unstyle(coloured) == plain


# -- JSON ----------------------------------------------------------------------


def test_json_document_shape_and_key_order() -> None:
    finding = send_finding(
        related=(Related(span_of("make(chan int)"), "channel created here"),),
        fixes=(buffer_fix(),),
    )
    error = FileError("pkg/b.go", "cannot read file")
    document = json.loads(json_format.render(result_of(finding, errors=(error,)), root=Path.cwd()))
    assert list(document) == ["version", "findings", "errors"]
    assert document["version"] == __version__
    [item] = document["findings"]
    assert list(item) == [
        "rule",
        "name",
        "severity",
        "path",
        "line",
        "column",
        "end_line",
        "end_column",
        "message",
        "confidence",
        "launch",
        "related",
        "fixes",
    ]
    assert item["rule"] == "GL001"
    assert item["confidence"] == "high"
    assert item["severity"] == "warning"
    assert (item["line"], item["column"], item["end_line"], item["end_column"]) == (5, 13, 5, 20)
    assert item["related"] == [
        {
            "path": PATH,
            "line": 4,
            "column": 8,
            "end_line": 4,
            "end_column": 22,
            "message": "channel created here",
        }
    ]
    start = SOURCE.index(b"make(chan int)") + len(b"make(chan int")
    assert item["fixes"] == [
        {
            "title": "Buffer the channel",
            "applicability": "unsafe",
            "edits": [{"path": PATH, "start_byte": start, "end_byte": start, "new_text": ", 1"}],
        }
    ]
    assert document["errors"] == [
        {
            "path": "pkg/b.go",
            "message": "cannot read file",
            "analysed": False,
            "line": None,
            "column": None,
        }
    ]


def test_json_errors_say_where_a_syntax_problem_is(tmp_path: Path) -> None:
    """The line and column of the first place the parser could not read, as SARIF's region
    and the GitHub annotation give them."""
    (tmp_path / "p.go").write_text("package p\n\nfunc f() {\n\tx := \n}\n")
    (tmp_path / "notes.go").write_text("just notes\n")
    result = engine.check_paths([str(tmp_path)])
    document = json.loads(json_format.render(result, root=tmp_path))
    places = {
        Path(e["path"]).name: (e["analysed"], e["line"], e["column"]) for e in document["errors"]
    }
    assert places["p.go"] == (True, 4, 6)  # `x := ` lacks its value
    assert places["notes.go"] == (False, 1, 1)


def test_json_carries_each_findings_confidence() -> None:
    result = result_of(send_finding(confidence=Confidence.MEDIUM), send_finding())
    document = json.loads(json_format.render(result, root=Path.cwd()))
    assert [item["confidence"] for item in document["findings"]] == ["medium", "high"]


def test_json_is_deterministic_and_indented() -> None:
    result = result_of(send_finding())
    out = json_format.render(result, root=Path.cwd())
    assert out == json_format.render(result, root=Path.cwd())
    assert out.startswith('{\n  "version"')
    assert out.endswith("}\n")


def test_json_keeps_non_ascii_messages() -> None:
    result = result_of(send_finding(message="blocks on `résultat` 😀"))
    document = json.loads(json_format.render(result, root=Path.cwd()))
    assert document["findings"][0]["message"] == "blocks on `résultat` 😀"


# -- GitHub annotations --------------------------------------------------------


def test_github_annotation_uses_utf16_columns() -> None:
    out = github.render(result_of(send_finding()), root=Path.cwd())
    assert out == (
        "::warning file=pkg/a.go,line=5,endLine=5,col=14,endColumn=21,"
        "title=GL001 unreceived-channel-send::goroutine may block forever sending on `ch`\n"
    )


@pytest.mark.parametrize(
    ("severity", "command"),
    [(Severity.ERROR, "error"), (Severity.WARNING, "warning"), (Severity.NOTE, "notice")],
)
def test_github_command_follows_severity(severity: Severity, command: str) -> None:
    out = github.render(result_of(send_finding(severity=severity)), root=Path.cwd())
    assert out.startswith(f"::{command} file=")


def test_github_escapes_properties_and_message() -> None:
    path = "pkg/a,b:100%.go"
    finding = send_finding(
        span=span_of("ch <- 1", path=path),
        rule_id="GL001",
        name="odd:name,here",
        message="first line\r\nsecond: 100%, done",
    )
    out = github.render(result_of(finding), root=Path.cwd())
    assert out == (
        "::warning file=pkg/a%2Cb%3A100%25.go,line=5,endLine=5,col=14,endColumn=21,"
        "title=GL001 odd%3Aname%2Chere::first line%0D%0Asecond: 100%25, done\n"
    )


def test_github_multiline_span_has_no_columns() -> None:
    start = SOURCE.index(b"ch := make")
    end = SOURCE.index(b"_ = s")
    finding = send_finding(span=LineIndex(SOURCE).span(PATH, start, end))
    out = github.render(result_of(finding), root=Path.cwd())
    assert out.startswith("::warning file=pkg/a.go,line=4,endLine=6,title=GL001 ")
    assert "col=" not in out


def test_github_file_errors_and_paths_relative_to_root(tmp_path: Path) -> None:
    root = tmp_path / "repo"
    inside = str(root / "pkg" / "a.go")
    finding = send_finding(span=span_of("ch <- 1", path=inside))
    error = FileError(str(root / "pkg" / "bad.go"), "cannot read: permission denied")
    out = github.render(result_of(finding, errors=(error,)), root=root).splitlines()
    assert out[0].startswith("::warning file=pkg/a.go,line=5,")
    assert out[1] == "::error file=pkg/bad.go::cannot read: permission denied"


def test_github_syntax_problem_annotation_has_its_line(tmp_path: Path) -> None:
    path = tmp_path / "pkg" / "bad.go"
    result = engine.check_source(str(path), b"package pkg\n\nfunc f() {\n\tx := := 1\n}\n")
    [error] = result.errors
    out = github.render(result, root=tmp_path).splitlines()
    assert out == [f"::warning file=pkg/bad.go,line=4,col=7::{github.escape_data(error.message)}"]
    assert error.message.startswith("goleaklint's parser (tree-sitter-go) could not read line 4")


def test_github_syntax_errors_are_warnings_at_their_line() -> None:
    span = LineIndex(SOURCE).span("pkg/a.go", SOURCE.index(b"ch <- 1"), SOURCE.index(b"ch <- 1"))
    error = FileError("pkg/a.go", "syntax error at line 5", span, analysed=True)
    out = github.render(result_of(errors=(error,)), root=Path.cwd())
    assert out == "::warning file=pkg/a.go,line=5,col=14::syntax error at line 5\n"


def test_github_escape_helpers() -> None:
    assert github.escape_data("a%b\rc\nd:e,f") == "a%25b%0Dc%0Ad:e,f"
    assert github.escape_property("a%b\rc\nd:e,f") == "a%25b%0Dc%0Ad%3Ae%2Cf"


# -- shared --------------------------------------------------------------------


def test_relative_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert relative_path("pkg/a.go", tmp_path) == "pkg/a.go"
    assert relative_path("pkg/a.go", tmp_path / "pkg") == "a.go"
    outside = relative_path("pkg/a.go", tmp_path / "other")
    assert outside == (tmp_path / "pkg" / "a.go").as_posix()


def test_render_dispatches_by_format_name() -> None:
    result = result_of(send_finding())
    assert set(report.FORMATS) == {"text", "json", "sarif", "github"}
    assert report.render("text", result, root=Path.cwd()) == text.render(result, root=Path.cwd())
    assert report.renderer("github") is github.render
    with pytest.raises(ValueError, match="unknown output format"):
        report.renderer("xml")
