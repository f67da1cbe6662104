"""Suppression directives: //goleaklint:ignore, //goleaklint:file-ignore, //nolint."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from goleaklint import config, suppress
from goleaklint.gofile import GoFile
from goleaklint.rule import Confidence, Finding, Severity
from goleaklint.span import LineIndex

PATH = "p/x.go"

pytestmark = pytest.mark.usefixtures("known_rules")  # GL001, GL002 and GL101 only


def finding(source: str, line: int, rule_id: str = "GL001") -> Finding:
    """A finding on the first non-blank character of 1-based ``line``."""
    data = source.encode()
    index = LineIndex(data)
    text = index.line_bytes(line)
    start = index.line_start(line) + len(text) - len(text.lstrip())
    name = {rule.id: rule.name for rule in config.ALL_RULES}[rule_id]  # the stand-ins
    return Finding(
        rule_id, name, Severity.WARNING, index.span(PATH, start, start + 1), "leak", Confidence.HIGH
    )


def run(
    source: str, *findings: Finding, enabled: frozenset[str] | None = None
) -> list[tuple[str, int]]:
    """(rule id, line) of every finding left after suppression, sorted."""
    go_file = GoFile.from_source(PATH, source.encode())
    allowed = enabled if enabled is not None else frozenset({*config.rule_catalog()})
    kept = suppress.apply(list(findings), [go_file], lambda rule_id: rule_id in allowed)
    return sorted((f.rule_id, f.span.start.line) for f in kept)


def test_inline_ignore_covers_its_line() -> None:
    src = (
        "package p\n"
        "\n"
        "func f(ch chan int) {\n"
        "\tch <- 1 //goleaklint:ignore GL001 the caller drains ch\n"
        "\tch <- 2\n"
        "}\n"
    )
    assert run(src, finding(src, 4), finding(src, 5)) == [("GL001", 5)]


def test_ignore_alone_covers_the_next_line() -> None:
    src = (
        "package p\n"
        "\n"
        "func f(ch chan int) {\n"
        "\t//goleaklint:ignore GL001 drained by the caller\n"
        "\tch <- 1\n"
        "\tch <- 2\n"
        "}\n"
    )
    assert run(src, finding(src, 5), finding(src, 6)) == [("GL001", 6)]


def test_stacked_directives_skip_comment_lines() -> None:
    src = (
        "package p\n"
        "\n"
        "func f(ch chan int) {\n"
        "\t//goleaklint:ignore GL001 drained by the caller\n"
        "\t//goleaklint:ignore GL002 closed by the caller\n"
        "\tgo work(ch)\n"
        "}\n"
    )
    assert run(src, finding(src, 6), finding(src, 6, "GL002")) == []


def test_ignore_only_the_named_rules() -> None:
    src = "package p\n\nfunc f() {\n\tgo g() //goleaklint:ignore GL002 reason\n}\n"
    assert run(src, finding(src, 4), finding(src, 4, "GL002")) == [("GL001", 4)]


def test_rule_list_by_id_name_and_prefix() -> None:
    lines = [
        "//goleaklint:ignore GL001,GL002 both are fine here",
        "//goleaklint:ignore unreceived-channel-send,unsent-channel-receive fine",
        "//goleaklint:ignore GL0 every channel rule",
    ]
    for directive in lines:
        src = f"package p\n\nfunc f() {{\n\tgo g() {directive}\n}}\n"
        got = run(src, finding(src, 4), finding(src, 4, "GL002"), finding(src, 4, "GL101"))
        assert got == [("GL101", 4)], directive


def test_file_ignore_covers_the_whole_file_and_is_never_unused() -> None:
    src = (
        "package p\n"
        "\n"
        "func f() {\n"
        "\tgo g()\n"
        "}\n"
        "\n"
        "//goleaklint:file-ignore GL001 legacy code, rewritten in v2\n"
    )
    assert run(src, finding(src, 4), finding(src, 4, "GL002")) == [("GL002", 4)]
    assert run(src) == []


def test_directive_in_string_literal_is_ignored() -> None:
    src = (
        "package p\n"
        "\n"
        "func f() {\n"
        '\tgo g("//goleaklint:ignore GL001 not a comment")\n'
        "\tgo g(`//nolint`)\n"
        "}\n"
    )
    assert run(src, finding(src, 4), finding(src, 5)) == [("GL001", 4), ("GL001", 5)]


@pytest.mark.parametrize(
    "directive",
    [
        "//goleaklint:ignore GL001",
        "//goleaklint:ignore GL001 //",
        "//goleaklint:ignore",
        "//goleaklint:ignore GL777 no such rule",
        "//goleaklint:ignore GL001, GL002 space after the comma",
        "//goleaklint:ignore GL001,,GL002 double comma",
        "//goleaklint:skip GL001 unknown directive",
        "// goleaklint:ignore GL001 space after the slashes",
        "//goleaklint:file-ignore GL001",
    ],
)
def test_malformed_directive_is_gl901_and_suppresses_nothing(directive: str) -> None:
    src = f"package p\n\nfunc f() {{\n\tgo g() {directive}\n}}\n"
    assert run(src, finding(src, 4)) == [("GL001", 4), ("GL901", 4)]


def test_gl901_span_is_the_comment() -> None:
    src = "package p\n\nfunc f() {\n\tgo g() //goleaklint:ignore GL001\n}\n"
    go_file = GoFile.from_source(PATH, src.encode())
    (problem,) = suppress.apply([], [go_file], lambda _: True)
    assert (problem.rule_id, problem.name) == ("GL901", "malformed-suppression")
    assert problem.severity is Severity.WARNING
    assert problem.confidence is Confidence.HIGH
    assert src.encode()[problem.span.start_byte : problem.span.end_byte] == (
        b"//goleaklint:ignore GL001"
    )
    assert "reason" in problem.message


def test_unused_ignore_is_gl902() -> None:
    src = (
        "package p\n"
        "\n"
        "func f() {\n"
        "\tgo g() //goleaklint:ignore GL001 stale\n"
        "\t//goleaklint:ignore GL002 stale too\n"
        "\tgo g()\n"
        "}\n"
    )
    go_file = GoFile.from_source(PATH, src.encode())
    problems = suppress.apply([], [go_file], lambda _: True)
    assert [(p.rule_id, p.name, p.span.start.line) for p in problems] == [
        ("GL902", "unused-suppression", 4),
        ("GL902", "unused-suppression", 5),
    ]
    assert "line 6" in problems[1].message


def test_no_gl902_when_a_named_rule_is_disabled() -> None:
    src = "package p\n\nfunc f() {\n\tgo g() //goleaklint:ignore GL001,GL002 reason\n}\n"
    everything_but_gl002 = frozenset(config.rule_catalog()) - {"GL002"}
    assert run(src, enabled=everything_but_gl002) == []
    assert run(src) == [("GL902", 4)]


def test_gl901_and_gl902_obey_enabled() -> None:
    src = (
        "package p\n"
        "\n"
        "func f() {\n"
        "\tgo g() //goleaklint:ignore GL001 stale\n"
        "\tgo g() //goleaklint:ignore GL001\n"
        "}\n"
    )
    all_ids = frozenset(config.rule_catalog())
    assert run(src) == [("GL901", 5), ("GL902", 4)]
    assert run(src, enabled=all_ids - {"GL901"}) == [("GL902", 4)]
    assert run(src, enabled=all_ids - {"GL902"}) == [("GL901", 5)]


@pytest.mark.parametrize(
    "comment",
    [
        "//nolint:goleaklint // reason",
        "//nolint:all",
        "//nolint",
        "//nolint // explained",
        "//nolint:errcheck,goleaklint",
        "//nolint:errcheck, goleaklint // spaces are tolerated",
    ],
)
def test_nolint_inline_covers_its_line(comment: str) -> None:
    src = f"package p\n\nfunc f() {{\n\tgo g() {comment}\n\tgo g()\n}}\n"
    assert run(src, finding(src, 4), finding(src, 5, "GL002")) == [("GL002", 5)]


def test_nolint_for_other_linters_does_not_apply() -> None:
    src = "package p\n\nfunc f() {\n\tgo g() //nolint:errcheck,gosec // not us\n}\n"
    assert run(src, finding(src, 4)) == [("GL001", 4)]


def test_nolint_above_func_covers_the_whole_function() -> None:
    src = (
        "package p\n"
        "\n"
        "//nolint:goleaklint // workers are stopped by the process exit\n"
        "func f(ch chan int) {\n"
        "\tgo func() {\n"
        "\t\tch <- 1\n"
        "\t}()\n"
        "}\n"
        "\n"
        "func g(ch chan int) {\n"
        "\tch <- 1\n"
        "}\n"
    )
    assert run(src, finding(src, 5), finding(src, 6, "GL002"), finding(src, 11)) == [("GL001", 11)]


def test_nolint_above_a_statement_covers_that_statement_only() -> None:
    src = (
        "package p\n"
        "\n"
        "func f(ch chan int) {\n"
        "\t//nolint\n"
        "\tgo func() {\n"
        "\t\tch <- 1\n"
        "\t}()\n"
        "\tch <- 2\n"
        "}\n"
    )
    assert run(src, finding(src, 5), finding(src, 6), finding(src, 8)) == [("GL001", 8)]


def test_nolint_followed_by_a_blank_line_covers_nothing_else() -> None:
    src = "package p\n\nfunc f() {\n\t//nolint\n\n\tgo g()\n}\n"
    assert run(src, finding(src, 6)) == [("GL001", 6)]


def test_nolint_above_a_doc_comment_still_covers_the_declaration() -> None:
    src = (
        "package p\n"
        "\n"
        "//nolint:goleaklint // fire and forget\n"
        "// f starts a worker.\n"
        "func f() {\n"
        "\tgo g()\n"
        "}\n"
    )
    assert run(src, finding(src, 6)) == []


def test_nolint_above_package_covers_the_file() -> None:
    src = "//nolint:goleaklint // generated-like code\npackage p\n\nfunc f() {\n\tgo g()\n}\n"
    assert run(src, finding(src, 5), finding(src, 5, "GL101")) == []


def test_unused_nolint_is_not_reported() -> None:
    src = "package p\n\n//nolint:goleaklint\nfunc f() {}\n"
    assert run(src) == []


def test_findings_of_other_files_pass_through() -> None:
    src = "//nolint\npackage p\n\nfunc f() {\n\tgo g()\n}\n"
    other = finding(src, 5)
    elsewhere = replace(other, span=replace(other.span, path="other.go"))
    go_file = GoFile.from_source(PATH, src.encode())
    assert suppress.apply([other, elsewhere], [go_file], lambda _: True) == [elsewhere]


# -- at the go statement --------------------------------------------------------------------

WORKER = (
    "package p\n"
    "\n"
    "func produce(ch chan int) {\n"
    "\tch <- 1\n"
    "}\n"
    "\n"
    "func run(ch chan int) {\n"
    "\t//goleaklint:ignore GL001 the caller drains the channel in its defer\n"
    "\tgo produce(ch)\n"
    "}\n"
)


def launched(source: str, line: int, go_line: int, rule_id: str = "GL001") -> Finding:
    """A finding on ``line`` about the goroutine started by the ``go`` on ``go_line``."""
    base = finding(source, line, rule_id)
    return replace(base, launch=finding(source, go_line).span)


def test_ignore_at_the_go_statement_covers_the_leak_inside_the_callee() -> None:
    assert run(WORKER, launched(WORKER, 4, 9)) == []


def test_ignore_at_the_go_statement_needs_the_finding_to_name_that_launch() -> None:
    # Without a launch the finding is only matched by its own line; the directive is unused.
    assert run(WORKER, finding(WORKER, 4)) == [("GL001", 4), ("GL902", 8)]


def test_ignore_at_the_go_statement_still_names_its_rules() -> None:
    assert run(WORKER, launched(WORKER, 4, 9, "GL002")) == [("GL002", 4), ("GL902", 8)]


def test_a_directive_at_the_go_statement_in_a_sibling_file_suppresses() -> None:
    caller = (
        "package p\n\nfunc run(ch chan int) {\n"
        "\tgo produce(ch) //goleaklint:ignore GL001 drained elsewhere\n}\n"
    )
    worker = "package p\n\nfunc produce(ch chan int) {\n\tch <- 1\n}\n"
    caller_file = GoFile.from_source("p/caller.go", caller.encode())
    worker_file = GoFile.from_source(PATH, worker.encode())
    go_span = replace(finding(caller, 4).span, path="p/caller.go")
    leak = replace(finding(worker, 4), launch=go_span)
    kept = suppress.apply([leak], [worker_file], lambda _: True, [caller_file, worker_file])
    assert kept == []  # and no GL902 for the sibling's directive: it is not reported on


def test_a_file_ignore_in_the_launching_file_does_not_reach_other_files() -> None:
    caller = "package p\n\n//goleaklint:file-ignore GL001 reason\nfunc run() {\n\tgo produce()\n}\n"
    worker = "package p\n\nfunc produce(ch chan int) {\n\tch <- 1\n}\n"
    caller_file = GoFile.from_source("p/caller.go", caller.encode())
    worker_file = GoFile.from_source(PATH, worker.encode())
    leak = replace(finding(worker, 4), launch=replace(finding(caller, 5).span, path="p/caller.go"))
    assert suppress.apply([leak], [worker_file], lambda _: True, [caller_file]) == [leak]


def test_nolint_above_the_launching_function_covers_its_goroutines() -> None:
    src = (
        "package p\n\nfunc produce(ch chan int) {\n\tch <- 1\n}\n\n"
        "//nolint:goleaklint // fire and forget\nfunc run(ch chan int) {\n\tgo produce(ch)\n}\n"
    )
    assert run(src, launched(src, 4, 9)) == []


# -- staticcheck's //lint:ignore and golangci-lint's //nolint:GL001 -------------------------


@pytest.mark.parametrize(
    "directive",
    [
        "//lint:ignore GL001 the caller drains the channel",
        "//lint:ignore SA2000,GL001 both checks are wrong here",
        "//lint:ignore gl001 lower case",
    ],
)
def test_staticcheck_ignore_above_the_line(directive: str) -> None:
    src = f"package p\n\nfunc f(ch chan int) {{\n\t{directive}\n\tch <- 1\n\tch <- 2\n}}\n"
    assert run(src, finding(src, 5), finding(src, 6)) == [("GL001", 6)]


def test_staticcheck_ignore_after_code_covers_that_line() -> None:
    src = "package p\n\nfunc f() {\n\tgo g() //lint:ignore GL001 reason\n\tgo g()\n}\n"
    assert run(src, finding(src, 4), finding(src, 5)) == [("GL001", 5)]


def test_staticcheck_file_ignore() -> None:
    src = "//lint:file-ignore GL001 legacy\npackage p\n\nfunc f() {\n\tgo g()\n}\n"
    assert run(src, finding(src, 5), finding(src, 5, "GL002")) == [("GL002", 5)]


def test_staticcheck_directives_for_other_checks_are_left_alone() -> None:
    src = "package p\n\nfunc f() {\n\t//lint:ignore SA4006 not ours\n\tgo g()\n}\n"
    assert run(src, finding(src, 5)) == [("GL001", 5)]  # no GL901, no GL902


@pytest.mark.parametrize(
    "directive", ["//lint:ignore GL001", "//lint:ignore SA1000,GL777 unknown rule"]
)
def test_malformed_staticcheck_directive_naming_goleaklint_is_gl901(directive: str) -> None:
    src = f"package p\n\nfunc f() {{\n\tgo g() {directive}\n}}\n"
    assert run(src, finding(src, 4)) == [("GL001", 4), ("GL901", 4)]


def test_unused_staticcheck_ignore_is_gl902() -> None:
    src = "package p\n\nfunc f() {\n\t//lint:ignore GL001 stale\n\tgo g()\n}\n"
    assert run(src) == [("GL902", 4)]


@pytest.mark.parametrize(
    ("comment", "left"),
    [
        ("//nolint:GL001 // reason", [("GL002", 4)]),
        ("//nolint:gl001,GL002", []),
        ("//nolint:errcheck,GL002", [("GL001", 4)]),
    ],
)
def test_nolint_with_rule_ids(comment: str, left: list[tuple[str, int]]) -> None:
    src = f"package p\n\nfunc f() {{\n\tgo g() {comment}\n}}\n"
    assert run(src, finding(src, 4), finding(src, 4, "GL002")) == left


def test_nolint_with_a_rule_id_above_a_function() -> None:
    src = "package p\n\n//nolint:GL001\nfunc f() {\n\tgo g()\n\tgo h()\n}\n"
    assert run(src, finding(src, 5), finding(src, 6, "GL002")) == [("GL002", 6)]


def test_engine_suppresses_a_leak_in_the_callee_at_its_go_statement(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With the real rules: the GL001 finding is on `ch <- 1` inside `produce`, and the
    directive above `go produce(ch)` suppresses it without a GL902."""
    monkeypatch.undo()  # the real rule set, not the stand-ins
    from goleaklint import engine

    directive = "\t//goleaklint:ignore GL001 the caller drains the channel in its defer\n"
    source = (
        "package p\n\nfunc produce(ch chan int) {\n\tch <- 1\n}\n\n"
        f"func run() {{\n\tch := make(chan int)\n{directive}\tgo produce(ch)\n}}\n"
    )
    bare = source.replace(directive, "")
    [leak] = engine.check_source("p/x.go", bare.encode()).findings
    assert (leak.rule_id, leak.span.start.line) == ("GL001", 4)
    assert engine.check_source("p/x.go", source.encode()).findings == []


@pytest.mark.parametrize("named", ["start.go", "worker.go", "."])
def test_a_directive_at_the_go_statement_is_used_whichever_file_is_named(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, named: str
) -> None:
    """The leak is in worker.go, the directive at its `go` statement in start.go. Naming
    only start.go (as pre-commit does when only it is staged, and as the language server
    does for the open file) must not call the directive unused: the leak it silences is
    still there, in a file that is not reported on."""
    monkeypatch.undo()  # the real rule set, not the stand-ins
    from goleaklint import engine

    (tmp_path / "worker.go").write_text("package p\n\nfunc produce(ch chan int) {\n\tch <- 1\n}\n")
    (tmp_path / "start.go").write_text(
        "package p\n\nfunc Start() {\n\tch := make(chan int)\n"
        "\t//goleaklint:ignore GL001 the process exits right after Start returns\n"
        "\tgo produce(ch)\n}\n"
    )
    monkeypatch.chdir(tmp_path)
    result = engine.check_paths([named])
    assert result.findings == [] and result.errors == []
    stale = tmp_path / "start.go"
    stale.write_text(stale.read_text().replace("go produce(ch)", "go func() {}()"))
    unused = engine.check_paths([named]).findings
    expected = [] if named == "worker.go" else [("GL902", "start.go", 5)]
    assert [(f.rule_id, f.path, f.span.start.line) for f in unused] == expected
