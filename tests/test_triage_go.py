"""Triage of dumps that Go itself wrote: every program of the blocking-rule testdata (and
the triage programs) is run once per test session (``go_outcomes``), and each writes its
goroutines in every text form (gotruth.DUMPS).

- Every stuck group of a leaking testdata program is explained by the finding `check`
  reports at that line, in every dump form.
- Clean programs have nothing stuck in the goroutineleak profile (exit 0).
- Leaks the rules miss come out as "not explained statically" with the right blocking line,
  operation and launch site.
- Frames keep mapping to the source when the paths are those of the module cache, of a
  -trimpath build or of another machine, and when functions print as `main.f`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from gotruth import DUMPS, MODULE, TRIAGE_PROGRAMS, Outcome, blocking_testdata, expected_leaks

from goleaklint import engine
from goleaklint.cli import cli
from goleaklint.rule import Finding
from goleaklint.triage import TriageResult, read_dump, render_json, render_sarif, triage
from goleaklint.triage.matching import Verdict

TESTDATA = blocking_testdata()
POSITIVES = [p for p in TESTDATA if expected_leaks(p)]
NEGATIVES = [p for p in TESTDATA if not expected_leaks(p)]
LEAK_FORMS = ("goroutineleak debug=2", "goroutineleak debug=1")
FORMS = tuple(DUMPS)
WITH_CREATION_SITES = ("traceback", "goroutine debug=2", "goroutineleak debug=2")
UNEXPLAINED = TRIAGE_PROGRAMS / "hub_forgets_close.go"
IDLE = TRIAGE_PROGRAMS / "idle_worker.go"
_MARKER = re.compile(r"// triage: (blocked|started|waiting) (\w+)")


def name(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def run_triage(outcome: Outcome, form: str, roots: list[Path] | None = None) -> TriageResult:
    assert outcome.failure is None, outcome.failure
    assert outcome.directory is not None
    dump = read_dump(outcome.dump(form).read_bytes())
    assert not dump.problems, dump.problems
    return triage(dump, roots or [outcome.directory], jobs=1)


def finding_key(finding: Finding) -> tuple[str, int, int, str]:
    return (finding.rule_id, finding.span.start.line, finding.span.start.column, finding.message)


def reported_by_check(path: Path) -> set[tuple[str, int, int, str]]:
    """What `check` reports on the program (each testdata file is a package of its own, as
    in the testdata harness; the Go run builds it alone too)."""
    result = engine.check_source(path.as_posix(), path.read_bytes())
    return {finding_key(f) for f in result.findings}


def markers(path: Path) -> dict[tuple[str, str], int]:
    """``// triage: blocked poll`` comments -> {("blocked", "poll"): line}."""
    found = {}
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        for kind, label in _MARKER.findall(line):
            found[(kind, label)] = number
    return found


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("path", POSITIVES, ids=name)
def test_every_stuck_group_is_explained_by_the_finding_check_reports(
    path: Path, form: str, go_outcomes: dict[Path, Outcome]
) -> None:
    outcome = go_outcomes[path]
    result = run_triage(outcome, form)
    lines = {g.group.blocking.line for g in result.groups if g.group.blocking}
    if form in LEAK_FORMS:
        assert lines == set(outcome.leaked_lines)
    else:  # a plain dump lists every blocked goroutine, the leaked ones among them
        assert lines >= set(outcome.leaked_lines)
    reported = reported_by_check(path)
    for triaged in result.groups:
        group, explanation = triaged.group, triaged.explanation
        if group.blocking is None or group.blocking.line not in outcome.leaked_lines:
            continue
        assert explanation.verdict is Verdict.EXPLAINED, (group, explanation)
        assert explanation.finding is not None
        assert finding_key(explanation.finding) in reported
        assert explanation.finding.span.start.line == group.blocking.line
        if form in WITH_CREATION_SITES and explanation.finding.launch is not None:
            created = group.created_location
            assert created is not None
            assert explanation.launch_checked or not created.is_user
    assert result.exit_status() == 1


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("path", NEGATIVES, ids=name)
def test_clean_programs_have_nothing_stuck(
    path: Path, form: str, go_outcomes: dict[Path, Outcome], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The leak profile is exact. The clean testdata programs also leave no goroutine of
    theirs blocked, so the plain dumps show nothing stuck either (a program with an idle
    worker would show it there: see the idle-worker test)."""
    outcome = go_outcomes[path]
    assert outcome.failure is None, outcome.failure
    assert outcome.directory is not None
    monkeypatch.chdir(outcome.directory)
    run = CliRunner().invoke(cli, ["triage", DUMPS[form]])
    assert run.exit_code == 0, run.output
    assert "none stuck" in run.output


@pytest.mark.parametrize("form", FORMS)
def test_a_leak_the_rules_miss_is_not_explained_statically(
    form: str, go_outcomes: dict[Path, Outcome]
) -> None:
    expected = markers(UNEXPLAINED)
    blocked = {label: line for (kind, label), line in expected.items() if kind == "blocked"}
    started = {label: line for (kind, label), line in expected.items() if kind == "started"}
    reported = {key[1] for key in reported_by_check(UNEXPLAINED)}
    assert not reported & set(blocked.values()), "the rules now find this leak: pick another"
    result = run_triage(go_outcomes[UNEXPLAINED], form)
    by_line = {g.group.blocking.line: g for g in result.groups if g.group.blocking}
    assert set(by_line) == set(blocked.values())
    for label, line in blocked.items():
        triaged = by_line[line]
        assert triaged.explanation.verdict is Verdict.NOT_EXPLAINED
        assert triaged.explanation.finding is None
        if form in WITH_CREATION_SITES:
            assert triaged.group.created is not None
            assert triaged.group.created.line == started[label]
        else:
            assert triaged.group.created is None  # debug=1 has no creation sites
    deliver = by_line[blocked["deliver"]].explanation.operation
    assert deliver is not None
    assert deliver.description == "range over `ch`"
    parameter = "a parameter of `deliver`"
    if form in WITH_CREATION_SITES:  # followed to the go statement that passed it
        made = UNEXPLAINED.read_text().splitlines().index("\tch := make(chan string)") + 1
        parameter += (
            f"; the go statement at line {started['deliver']} passes `ch`, "
            f"a `chan string` made at line {made} (unbuffered)"
        )
    assert [w.description for w in deliver.waits_on] == [parameter]
    poll = by_line[blocked["poll"]].explanation.operation
    assert poll is not None
    assert poll.description == "select over `p.results`, `p.quit`"
    assert [w.description for w in poll.waits_on] == [
        "the field `results` of the receiver `p`",
        "the field `quit` of the receiver `p`",
    ]
    assert result.exit_status() == 1


def test_a_plain_dump_lists_idle_goroutines_that_the_leak_profile_leaves_out(
    go_outcomes: dict[Path, Outcome],
) -> None:
    idle_line = markers(IDLE)[("waiting", "idle")]
    for form in FORMS:
        result = run_triage(go_outcomes[IDLE], form)
        lines = [g.group.blocking.line for g in result.groups if g.group.blocking]
        if form in LEAK_FORMS:
            assert lines == [], form
            assert result.exit_status() == 0
        else:
            assert lines == [idle_line], form
            assert not result.dump.verdict


# -- source mapping ---------------------------------------------------------------------

ONE_PER_RULE = sorted({p.parent.name: p for p in reversed(POSITIVES)}.values())


def rewritten(text: str, directory: Path, *, prefix: str, main_package: bool) -> str:
    """The dump as a build elsewhere would print it: the case's files under ``prefix``,
    and its functions as `main.f` (how Go prints a program's main package)."""
    case = directory.name
    text = text.replace(str(directory) + "/", f"{prefix}{case}/")
    if main_package:
        text = text.replace(f"{MODULE}/{case}.", "main.")
    return text


@pytest.mark.parametrize(
    ("prefix", "main_package"),
    [
        (f"/root/go/pkg/mod/{MODULE}@v1.4.2/", False),  # the module cache
        (f"/root/go/pkg/mod/{MODULE}@v1.4.2/", True),
        (f"{MODULE}/", True),  # -trimpath
        ("/home/ci/work/src/", True),  # another machine's checkout: the longest suffix
    ],
    ids=["module-cache", "module-cache-main", "trimpath-main", "other-checkout-main"],
)
@pytest.mark.parametrize("path", ONE_PER_RULE, ids=name)
def test_frames_map_to_the_source_wherever_the_build_was(
    path: Path,
    prefix: str,
    main_package: bool,
    go_outcomes: dict[Path, Outcome],
    tmp_path: Path,
) -> None:
    outcome = go_outcomes[path]
    assert outcome.directory is not None
    original = run_triage(outcome, "goroutineleak debug=2")
    moved = tmp_path / "leaks.txt"
    text = outcome.dump("goroutineleak debug=2").read_text()
    moved.write_text(rewritten(text, outcome.directory, prefix=prefix, main_package=main_package))
    assert str(outcome.directory) not in moved.read_text()
    module_root = outcome.directory.parent  # every case has a main.go: suffixes must decide
    result = triage(read_dump(moved.read_bytes()), [module_root], jobs=1)
    assert summary(result) == summary(original)
    for triaged in result.groups:
        location = triaged.group.blocking_location
        assert location is not None and location.path == outcome.directory / "main.go"


def summary(result: TriageResult) -> list[tuple[Any, ...]]:
    return [
        (
            g.group.count,
            g.group.blocking.line if g.group.blocking else None,
            g.group.created.line if g.group.created else None,
            g.explanation.verdict,
            finding_key(g.explanation.finding) if g.explanation.finding else None,
        )
        for g in result.groups
    ]


# -- output formats ---------------------------------------------------------------------


@pytest.mark.parametrize("path", [*ONE_PER_RULE, UNEXPLAINED], ids=name)
def test_sarif_of_real_dumps_is_valid_and_puts_results_at_the_blocking_lines(
    path: Path,
    go_outcomes: dict[Path, Outcome],
    validate: Callable[[dict[str, Any]], list[str]],
) -> None:
    outcome = go_outcomes[path]
    assert outcome.directory is not None
    result = run_triage(outcome, "goroutineleak debug=2")
    log = json.loads(render_sarif(result, root=outcome.directory))
    assert validate(log) == []
    results = log["runs"][0]["results"]
    assert len(results) == len(result.groups)
    for triaged, sarif_result in zip(result.groups, results, strict=True):
        group, finding = triaged.group, triaged.explanation.finding
        assert group.blocking is not None
        region = sarif_result["locations"][0]["physicalLocation"]["region"]
        assert region["startLine"] == group.blocking.line
        assert sarif_result["ruleId"] == (finding.rule_id if finding else "triage/not-explained")
        assert sarif_result["message"]["text"].startswith(f"{group.count} goroutine")
        assert sarif_result["level"] == "error"  # the dump carries the leak verdict
        flow = sarif_result["codeFlows"][0]["threadFlows"][0]["locations"]
        names = [step["location"]["logicalLocations"][0]["fullyQualifiedName"] for step in flow]
        assert names[-1] == group.stacks.most_common(1)[0][0][0].function  # innermost last


def test_json_of_a_real_dump(go_outcomes: dict[Path, Outcome]) -> None:
    outcome = go_outcomes[UNEXPLAINED]
    document = json.loads(render_json(run_triage(outcome, "goroutineleak debug=2")))
    assert document["dump"]["form"] == "traceback"
    assert document["dump"]["leak_verdict"] is True
    assert document["dump"]["stuck"] == 3
    first = document["groups"][0]
    assert first["count"] == 2  # the two subscribers, biggest group first
    assert first["wait_reason"] == "chan receive"
    assert first["verdict"] == "not explained statically"
    assert first["blocked_at"]["path"].endswith("main.go")
    assert first["blocked_at"]["origin"] == "user"
    assert first["started_at"]["line"] == markers(UNEXPLAINED)[("started", "deliver")]
    assert first["operation"]["kind"] == "range"
    assert first["stacks"][0]["count"] == 2
