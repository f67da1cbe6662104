"""`goleaklint triage`: grouping and verdicts on a small module, the three formats, exit
codes, damaged input, and that nothing is written unless asked."""

from __future__ import annotations

import gzip
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from goleaklint import DOCS_BASE_URL, DOCS_REF
from goleaklint.cli import cli
from goleaklint.triage import read_dump, triage
from goleaklint.triage.matching import Verdict

TESTDATA = Path(__file__).resolve().parent.parent / "testdata"
ORDERS = (TESTDATA / "GL001" / "early_return_before_receive.go").read_text()


def goroutine(
    number: int, reason: str, frames: list[tuple[str, str]], created: tuple[str, str] | None
) -> str:
    lines = [f"goroutine {number} [{reason}]:"]
    for function, position in frames:
        lines += [f"{function}(...)", f"\t{position}"]
    if created is not None:
        lines += [f"created by {created[0]} in goroutine 1", f"\t{created[1]} +0x7f"]
    return "\n".join(lines) + "\n"


BUILD = "/build/shop/orders/orders.go"
GENERATE = ("example.com/shop/orders.generateReport.func1", f"{BUILD}:30 +0x32")
CREATED_BY_GENERATE = ("example.com/shop/orders.generateReport", f"{BUILD}:29")
COUNT = ("example.com/shop/orders.countWords", f"{BUILD}:39")
CREATED_BY_COUNT = ("example.com/shop/orders.wordCount", f"{BUILD}:45")
RUNNING = goroutine(1, "running", [("main.main", "/build/shop/main.go:5 +0x1d")], None)


def dump(*blocks: str) -> str:
    return "\n".join(blocks)


LEAKY = dump(
    RUNNING,
    goroutine(20, "chan send, 7 minutes", [GENERATE], CREATED_BY_GENERATE),
    goroutine(21, "chan send, 2 minutes", [GENERATE], CREATED_BY_GENERATE),
    goroutine(22, "chan send", [GENERATE], CREATED_BY_GENERATE),
    goroutine(30, "chan send", [COUNT], CREATED_BY_COUNT),
    goroutine(31, "sleep", [("time.Sleep", "/go/src/runtime/time.go:300 +0x1")], None),
    goroutine(
        32, "IO wait", [("internal/poll.runtime_pollWait", "/go/src/runtime/netpoll.go:351")], None
    ),
    goroutine(
        33, "chan receive", [("os/signal.loop", "/go/src/os/signal/signal_unix.go:23")], None
    ),
)


@pytest.fixture
def shop(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A module example.com/shop whose package orders holds two GL001 leaks; the working
    directory is its root."""
    (tmp_path / "go.mod").write_text("module example.com/shop\n\ngo 1.27\n")
    (tmp_path / "orders").mkdir()
    (tmp_path / "orders" / "orders.go").write_text(ORDERS.replace("package main", "package orders"))
    monkeypatch.chdir(tmp_path)
    return tmp_path


def invoke(*args: str, stdin: str | bytes | None = None) -> Result:
    return CliRunner().invoke(cli, ["triage", *args], input=stdin)


def test_groups_are_counted_sorted_and_explained(shop: Path) -> None:
    result = triage(read_dump(LEAKY.encode()), [shop])
    assert result.stuck == 5
    assert result.outside_user_code == 1  # os/signal.loop: blocked, but not in the user's code
    assert [(g.group.count, g.group.longest_minutes) for g in result.groups] == [(3, 7), (1, None)]
    first, second = (g.explanation for g in result.groups)
    assert first.verdict is Verdict.EXPLAINED and first.launch_checked
    assert first.finding is not None and first.finding.rule_id == "GL001"
    assert first.finding.span.start.line == 30
    assert second.finding is not None and second.finding.span.start.line == 39
    assert result.packages == ["orders"]


def test_a_finding_about_another_go_statement_does_not_explain_a_group(shop: Path) -> None:
    elsewhere = ("example.com/shop/orders.wordCount", f"{BUILD}:47")
    text = dump(RUNNING, goroutine(30, "chan send", [COUNT], elsewhere))
    (triaged,) = triage(read_dump(text.encode()), [shop]).groups
    assert triaged.explanation.verdict is Verdict.NOT_EXPLAINED
    assert [f.rule_id for f in triaged.explanation.elsewhere] == ["GL001"]


def test_a_dump_of_other_source_is_not_matched_to_this_one(shop: Path) -> None:
    renamed = ("example.com/shop/orders.publish.func1", f"{BUILD}:30 +0x32")
    text = dump(RUNNING, goroutine(20, "chan send", [renamed], CREATED_BY_GENERATE))
    (triaged,) = triage(read_dump(text.encode()), [shop]).groups
    assert triaged.explanation.verdict is Verdict.NOT_EXPLAINED
    assert triaged.explanation.stale is not None
    assert "`publish.func1`" in triaged.explanation.stale
    assert "`generateReport`" in triaged.explanation.stale


def test_text_report_and_exit_1(shop: Path) -> None:
    (shop / "dump.txt").write_text(LEAKY)
    run = invoke("dump.txt")
    assert run.exit_code == 1, run.output
    assert "3 goroutines · chan send · up to 7 minutes" in run.output
    assert (
        "  blocked    orders/orders.go:30:3 in generateReport.func1: send on `results`"
        in run.output
    )
    assert "  started    orders/orders.go:29 in generateReport" in run.output
    assert "  explained  GL001 " in run.output
    assert "1 more goroutine blocked with no frame in the code under PATH" in run.output
    assert "this dump has no leak verdict" in run.output
    assert "4 stuck in 2 groups: 2 explained." in run.output


def test_standard_input(shop: Path) -> None:
    run = invoke("-", stdin=LEAKY)
    assert run.exit_code == 1
    assert "explained  GL001" in run.output


def test_json_report(shop: Path) -> None:
    run = invoke("-", "--format", "json", stdin=LEAKY)
    assert run.exit_code == 1
    document = json.loads(run.output)
    assert document["dump"]["form"] == "traceback"
    assert document["dump"]["leak_verdict"] is False
    assert [g["count"] for g in document["groups"]] == [3, 1]
    first = document["groups"][0]
    assert first["finding"]["rule"] == "GL001"
    assert first["finding"]["fix_available"] is True
    assert first["blocked_at"] == {
        "function": GENERATE[0],
        "file": BUILD,
        "line": 30,
        "origin": "user",
        "path": "orders/orders.go",
    }
    assert first["started_at"]["line"] == 29
    assert first["longest_wait_minutes"] == 7


def test_sarif_report(shop: Path, validate: Callable[[dict[str, Any]], list[str]]) -> None:
    run = invoke("-", "--format", "sarif", stdin=LEAKY)
    assert run.exit_code == 1
    log = json.loads(run.output)
    assert validate(log) == []
    (sarif_run,) = log["runs"]
    assert [r["id"] for r in sarif_run["tool"]["driver"]["rules"]] == ["GL001"]
    first = sarif_run["results"][0]
    assert first["ruleId"] == "GL001" and first["level"] == "warning"
    assert first["message"]["text"].startswith(
        "3 goroutines stuck here (chan send, up to 7 minutes): "
    )
    assert first["relatedLocations"][0]["message"]["text"] == "3 goroutines started here"
    notes = sarif_run["invocations"][0].get("toolExecutionNotifications", [])
    assert notes == []


def test_sarif_help_links_name_files_of_this_checkout(shop: Path) -> None:
    """Every rule's helpUri, the not-explained one included, points at a file of this
    repository at the ref all documentation links use (no release tag exists yet)."""
    elsewhere = ("example.com/shop/orders.wordCount", f"{BUILD}:47")
    not_explained = goroutine(30, "chan send", [COUNT], elsewhere)
    log = json.loads(invoke("-", "--format", "sarif", stdin=LEAKY + not_explained).output)
    rules = log["runs"][0]["tool"]["driver"]["rules"]
    assert {rule["id"] for rule in rules} == {"GL001", "triage/not-explained"}
    prefix = f"{DOCS_BASE_URL}/{DOCS_REF}/"
    for rule in rules:
        assert rule["helpUri"].startswith(prefix), rule["helpUri"]
        assert (TESTDATA.parent / rule["helpUri"].removeprefix(prefix)).is_file(), rule


def test_nothing_stuck_exits_0(shop: Path) -> None:
    text = dump(
        RUNNING, goroutine(31, "sleep", [("time.Sleep", "/go/src/runtime/time.go:3")], None)
    )
    run = invoke("-", stdin=text)
    assert run.exit_code == 0, run.output
    assert run.output.strip() == "traceback: 2 goroutines, none stuck."


def test_leaked_goroutines_outside_the_code_are_listed(
    shop: Path, validate: Callable[[dict[str, Any]], list[str]]
) -> None:
    library = (
        "github.com/other/pool.(*Pool).worker",
        "/root/go/pkg/mod/github.com/other/pool@v1.0.0/pool.go:12",
    )
    text = dump(RUNNING, goroutine(40, "chan receive (leaked)", [library], None))
    run = invoke("-", stdin=text)
    assert run.exit_code == 1
    assert "outside the code under PATH" in run.output
    log = json.loads(invoke("-", "--format", "sarif", stdin=text).output)
    assert validate(log) == []
    assert log["runs"][0]["results"] == []
    (note,) = log["runs"][0]["invocations"][0]["toolExecutionNotifications"]
    assert (
        note["level"] == "note"
        and "github.com/other/pool.(*Pool).worker" in note["message"]["text"]
    )


def test_a_damaged_dump_is_used_as_far_as_it_parses(shop: Path) -> None:
    broken = LEAKY.replace(
        "\t/build/shop/orders/orders.go:39\n", "\t/build/shop/orders/orders.go:39\n%%%\n"
    )
    broken = broken[: broken.index("goroutine 31")] + "goroutine 31 [sleep]:\ntime.Sl"
    lines = broken.splitlines()
    odd, cut = lines.index("%%%") + 1, lines.index("goroutine 31 [sleep]:") + 1
    run = CliRunner().invoke(cli, ["triage", "-"], input=broken)
    assert run.exit_code == 1
    assert "explained  GL001" in run.stdout
    assert f"line {odd}: not a call or a position in goroutine 30" in run.stderr
    assert f"line {cut}: goroutine 31: the stack is cut off at the end of the dump" in run.stderr
    document = json.loads(invoke("-", "--format", "json", stdin=broken).stdout)
    assert [p["line"] for p in document["dump"]["problems"]] == [odd, cut]


def test_file_names_and_dump_text_are_escaped_in_text_output(shop: Path) -> None:
    """A control character in a file name (of the source, or of a frame outside it) or in
    the dump's own text is shown escaped, as `check` shows it: never sent to the
    terminal."""
    odd = "orders/e\x1b[31m.go"
    (shop / "orders" / "orders.go").rename(shop / odd)
    library = ("github.com/other/pool.work", "/root/go/pkg/mod/github.com/other/pool@v1/\x1bp.go:3")
    text = dump(
        RUNNING,
        goroutine(20, "chan send (leaked)", [(GENERATE[0], f"/build/shop/{odd}:30")], None),
        goroutine(40, "chan receive (leaked)", [library], None),
        "goroutine 41 [chan send (leaked)]:\nexample.com/shop/orders.\x07bad()\nnot a position\n",
    )
    (shop / "dump.txt").write_text(text)
    run = invoke("dump.txt", "--output", "report.txt")
    assert run.exit_code == 1, run.output
    report = (shop / "report.txt").read_text()
    assert "\x1b" not in report and "\x07" not in report
    assert '  blocked    "orders/e\\x1b[31m.go":30:3 in generateReport.func1' in report
    assert '"/root/go/pkg/mod/github.com/other/pool@v1/\\x1bp.go":3' in report
    assert "\x07" not in run.stderr
    assert "no file:line after `example.com/shop/orders.\\abad`" in run.stderr


@pytest.fixture
def latin1(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A module whose goroutine is started in pkg/caf\\xe9.go, a file name that is not
    UTF-8 (Latin-1), and blocks in pkg/a.go; the working directory is its root."""
    (tmp_path / "go.mod").write_text("module example.com/m\n\ngo 1.27\n")
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "a.go").write_text(
        "package pkg\n\nfunc worker(ch chan int) {\n\tch <- 1\n}\n"
    )
    launcher = (
        "package pkg\n\nfunc Start(fail bool) int {\n\tch := make(chan int)\n\tgo worker(ch)\n"
        "\tif fail {\n\t\treturn 0\n\t}\n\treturn <-ch\n}\n"
    )
    with open(os.path.join(os.fsencode(tmp_path), b"pkg", b"caf\xe9.go"), "wb") as handle:
        handle.write(launcher.encode())
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_sarif_names_a_file_that_is_not_utf8_by_its_own_bytes(
    latin1: Path, validate: Callable[[dict[str, Any]], list[str]]
) -> None:
    """The finding's related locations name the launcher's file, percent-encoded byte for
    byte as `check` does."""
    profile = (
        "goroutineleak profile: total 1\n1 @ 0x1 0x2\n"
        "#\t0x1\texample.com/m/pkg.worker+0x31\t/build/pkg/a.go:4\n\n"
    )
    run = invoke("-", "--format", "sarif", stdin=profile)
    assert run.exit_code == 1, run.output
    log = json.loads(run.stdout)
    assert validate(log) == []
    [result] = log["runs"][0]["results"]
    assert result["ruleId"] == "GL001"
    uris = {r["physicalLocation"]["artifactLocation"]["uri"] for r in result["relatedLocations"]}
    assert uris == {"pkg/caf%E9.go"}


def test_a_frame_in_a_file_whose_name_is_not_utf8_is_found_by_its_bytes(latin1: Path) -> None:
    """Go prints a file name's bytes as they are: the creation site in pkg/caf\\xe9.go is
    found, so the launch is compared and the finding explains the group."""
    traceback = (
        b"goroutine 7 [chan send (leaked)]:\nexample.com/m/pkg.worker(0x0)\n"
        b"\t/build/pkg/a.go:4 +0x1\ncreated by example.com/m/pkg.Start in goroutine 1\n"
        b"\t/build/pkg/caf\xe9.go:5 +0x2\n"
    )
    (latin1 / "dump.txt").write_bytes(traceback)
    (triaged,) = triage(read_dump(traceback), [latin1]).groups
    assert triaged.explanation.verdict is Verdict.EXPLAINED
    assert triaged.explanation.launch_checked
    run = invoke("dump.txt")
    assert run.exit_code == 1, run.output
    assert '  started    "pkg/caf\\xe9.go":5 in Start' in run.stdout
    document = json.loads(invoke("dump.txt", "--format", "json").stdout)
    assert document["groups"][0]["started_at"]["path"] == "pkg/caf\udce9.go"


@pytest.mark.parametrize(
    ("args", "stdin", "message"),
    [
        (["missing.txt"], None, "cannot read missing.txt"),
        (
            ["-", "no/such/dir"],
            "goroutine 1 [running]:\n",
            "no/such/dir: no such file or directory",
        ),
        (
            ["-"],
            gzip.compress(b"\x1a\x04\x08\x01\x10\x02\x00 a profile.proto"),
            "binary pprof profile",
        ),
        (["-"], b"\x08\x01\x12\x00binary", "binary data"),
        (["-"], "hello\n", "no goroutine found"),
        (["-", "--format", "github"], "", "Invalid value for '--format'"),
    ],
)
def test_errors_exit_2(
    shop: Path, args: list[str], stdin: str | bytes | None, message: str
) -> None:
    run = invoke(*args, stdin=stdin)
    assert run.exit_code == 2, run.output
    assert message in run.output


def test_nothing_is_written_unless_asked(shop: Path) -> None:
    (shop / "dump.txt").write_text(LEAKY)
    cache = Path(os.environ["GOLEAKLINT_CACHE_DIR"])
    before = sorted(shop.rglob("*")), sorted(cache.rglob("*"))
    assert invoke("dump.txt", "--format", "json").exit_code == 1
    assert (sorted(shop.rglob("*")), sorted(cache.rglob("*"))) == before
    run = invoke("dump.txt", "--format", "sarif", "--output", "triage.sarif")
    assert run.exit_code == 1 and run.output == ""
    assert sorted(shop.rglob("*")) == sorted([*before[0], shop / "triage.sarif"])
    assert json.loads((shop / "triage.sarif").read_text())["version"] == "2.1.0"
