"""Fixes that cannot go wrong: a fix that changes nothing is not offered, line endings are
kept, files that vanish or change under ``--fix`` are reported and skipped, and the
"Fixed N findings in M files" line counts what was written."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from goleaklint import engine, fix
from goleaklint.analysis import PackageAnalysis
from goleaklint.cli import cli
from goleaklint.fix_shape import shape_edit
from goleaklint.results import CheckResult
from goleaklint.rule import Applicability, Confidence, Edit, Finding, Fix, Rule, Severity
from goleaklint.span import Span

TESTDATA = Path(__file__).resolve().parent.parent / "testdata"
LEAK = (
    b"package p\n\nfunc f() int {\n"
    b"\tch := make(chan int)\n\tgo func() { ch <- 1 }()\n\treturn 0\n}\n"
)
FIXED = LEAK.replace(b"make(chan int)", b"make(chan int, 1)")


def invoke(*args: str) -> Result:
    return CliRunner().invoke(cli, ["check", "--no-cache", *args])


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / ".goleaklint.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    return tmp_path


# -- the shape of an edit -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "edit", "shaped"),
    [
        # A line added at the end of a CRLF line goes before its \r and ends in \r\n.
        (b"a\r\nb\r\n", (2, 2, "\n\tx"), (1, 1, "\r\n\tx")),
        (b"a\r\nb\r\n", (0, 0, "x\n"), (0, 0, "x\r\n")),
        (b"a\r\nb", (4, 4, "\ny"), (4, 4, "\r\ny")),  # the last line, without a line ending
        # LF files and text without a newline are left as they are.
        (b"a\nb\n", (1, 1, "\n\tx"), (1, 1, "\n\tx")),
        (b"a\r\nb\r\n", (3, 4, "c"), (3, 4, "c")),
        # A mixed file: each edit takes the line ending of its own line.
        (b"a\nb\r\nc\n", (3, 3, "\nx"), (3, 3, "\r\nx")),
        (b"a\nb\r\nc\n", (1, 1, "\nx"), (1, 1, "\nx")),
        # Text already in CRLF is not doubled.
        (b"a\r\n", (1, 1, "\r\nx"), (1, 1, "\r\nx")),
    ],
)
def test_edits_take_the_line_endings_of_their_line(
    source: bytes, edit: tuple[int, int, str], shaped: tuple[int, int, str]
) -> None:
    got = shape_edit(Edit("x.go", *edit), source)
    assert got is not None
    assert (got.start_byte, got.end_byte, got.new_text) == shaped


def test_an_edit_that_changes_nothing_is_no_edit() -> None:
    source = b"ch := make(chan int, 144)\r\n"
    assert shape_edit(Edit("x.go", 21, 24, "144"), source) is None
    assert shape_edit(Edit("x.go", 5, 5, ""), source) is None
    assert shape_edit(Edit("x.go", 25, 27, "\n"), source) is None  # \r\n for \n, in CRLF
    assert shape_edit(Edit("x.go", 21, 24, "145"), source) == Edit("x.go", 21, 24, "145")


def test_every_golden_fix_applies_to_the_crlf_version_of_its_file() -> None:
    """The testdata fixes, on the same files with CRLF line endings: the result is the
    golden with CRLF line endings, not a file of mixed line endings."""
    goldens = sorted(TESTDATA.rglob("*.go.golden"))
    assert len(goldens) > 20
    for golden in goldens:
        path = golden.with_name(golden.name.removesuffix(".golden")).as_posix()
        source = Path(path).read_bytes().replace(b"\n", b"\r\n")
        outcome = fix.fix_paths(
            lambda overrides, p=path, s=source: engine.check_source(p, overrides.get(p, s)),
            lambda _, s=source: s,
            unsafe=True,
        )
        assert outcome.fixed[path] == golden.read_bytes().replace(b"\n", b"\r\n"), path


# -- rules whose fixes change nothing, or never remove their finding ------------------------

BUFFERED = b"make(chan int, 144)"
RESTLESS = b"// restless"


def odd_fixes(analysis: PackageAnalysis) -> Iterator[Finding]:
    """Each ``make(chan int, 144)`` gets a finding with a fix that gives it the 144 it has,
    then one that gives it 145; each ``// restless`` gets a fix that appends a comment to
    the file and leaves the finding where it is, round after round."""
    for go_file in analysis.files:
        for at in _occurrences(go_file.source, BUFFERED):
            capacity = at + len(BUFFERED) - 4
            same = Edit(go_file.path, capacity, capacity + 3, "144")
            nothing = Edit(go_file.path, at, at, "")
            grow = Edit(go_file.path, capacity, capacity + 3, "145")
            fixes = (
                Fix("Give `ch` a buffer of 144", (same, nothing), Applicability.SAFE),
                Fix("Give `ch` a buffer of 145", (nothing, grow), Applicability.SAFE),
            )
            yield _finding(go_file.lines.span(go_file.path, at, at + 1), fixes, "buffered")
        for at in _occurrences(go_file.source, RESTLESS):
            end = len(go_file.source)
            append = Edit(go_file.path, end, end, "// again\n")
            fixes = (Fix("Append a comment", (append,), Applicability.SAFE),)
            yield _finding(go_file.lines.span(go_file.path, at, at + 1), fixes, "restless")


def _occurrences(source: bytes, text: bytes) -> Iterator[int]:
    at = source.find(text)
    while at != -1:
        yield at
        at = source.find(text, at + 1)


def _finding(span: Span, fixes: tuple[Fix, ...], fingerprint: str) -> Finding:
    return Finding(
        "GL001",
        "unreceived-channel-send",
        Severity.WARNING,
        span,
        "a finding with odd fixes",
        Confidence.HIGH,
        fixes=fixes,
        fingerprint=fingerprint,
    )


@pytest.fixture
def odd_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = (Rule("GL001", "unreceived-channel-send", odd_fixes),)
    monkeypatch.setattr(engine, "ALL_RULES", rules)


CAPACITY_144 = b"package p\n\nfunc f() {\n\tch := make(chan int, 144)\n\t_ = ch\n}\n"


def test_a_fix_that_changes_nothing_is_not_offered(odd_rule: None) -> None:
    [finding] = engine.check_source("p.go", CAPACITY_144).findings
    assert [f.title for f in finding.fixes] == ["Give `ch` a buffer of 145"]
    assert [e.new_text for e in finding.fixes[0].edits] == ["145"]


def test_fix_skips_a_fix_that_changes_nothing(project: Path, odd_rule: None) -> None:
    (project / "p.go").write_bytes(CAPACITY_144)
    result = invoke("--fix", "p.go")
    assert "Fixed 1 finding in 1 file." in result.stderr, result.output
    assert (project / "p.go").read_bytes() == CAPACITY_144.replace(b"144", b"145")


def test_a_fix_reapplied_every_round_counts_once(project: Path, odd_rule: None) -> None:
    """A fix that changes the file but never removes its finding is applied until the
    rounds run out; the count is of findings fixed, so it counts once."""
    source = CAPACITY_144 + b"\n// restless\n"
    (project / "p.go").write_bytes(source)
    result = invoke("--fix", "p.go")
    assert "Fixed 2 findings in 1 file." in result.stderr, result.output
    assert (project / "p.go").read_bytes().count(b"// again\n") == fix.MAX_ROUNDS


def test_a_file_left_as_it_was_is_not_counted(project: Path, odd_rule: None) -> None:
    (project / "p.go").write_bytes(b"package p\n\nvar ch = make(chan int, 145)\n")
    result = invoke("--fix", "p.go")
    assert result.stderr == "" and result.exit_code == 0, result.output


# -- files that vanish or change under --fix ------------------------------------------------


class Sabotage:
    """Run the real engine, but do something to a file right after the first check."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, action: str, target: Path) -> None:
        self.action, self.target, self.calls = action, target, 0
        self.real = engine.check_paths
        monkeypatch.setattr(engine, "check_paths", self)

    def __call__(
        self, paths: list[str], settings: Any = None, overrides: Any = None, **options: Any
    ) -> CheckResult:
        result = self.real(paths, settings, overrides, **options)
        self.calls += 1
        if self.calls == 1:
            if self.action == "remove":
                self.target.unlink()
            elif self.action == "change":
                self.target.write_bytes(self.target.read_bytes() + b"\n// edited meanwhile\n")
        return result


@pytest.mark.parametrize("action", ["remove", "change"])
def test_a_file_that_goes_away_or_changes_after_the_check_is_skipped(
    project: Path, monkeypatch: pytest.MonkeyPatch, action: str
) -> None:
    (project / "a.go").write_bytes(LEAK)
    (project / "b.go").write_bytes(LEAK.replace(b"func f", b"func g"))
    Sabotage(monkeypatch, action, project / "a.go")
    result = invoke("--fix", ".")
    no_crash(result)
    expected = "was removed" if action == "remove" else "changed"
    assert f"a.go: error: not fixed: it {expected} after it was checked" in result.stderr
    assert "Fixed 1 finding in 1 file." in result.stderr
    assert (project / "b.go").read_bytes() == FIXED.replace(b"func f", b"func g")
    if action == "change":
        assert (project / "a.go").read_bytes().endswith(b"// edited meanwhile\n")
        assert "a.go:5:14: GL001" in result.stdout  # the finding in a.go is still reported
    assert result.exit_code == (1 if action == "change" else 0)  # a.go: changed, or gone


@pytest.mark.parametrize("action", ["remove", "change"])
def test_a_file_that_goes_away_or_changes_while_fixing_is_not_written(
    project: Path, monkeypatch: pytest.MonkeyPatch, action: str
) -> None:
    (project / "a.go").write_bytes(LEAK)
    real_apply = fix.apply_edits

    def apply_then_sabotage(source: bytes, edits: list[Edit]) -> bytes:
        if action == "remove":
            (project / "a.go").unlink(missing_ok=True)
        else:
            (project / "a.go").write_bytes(LEAK + b"// edited meanwhile\n")
        return real_apply(source, edits)

    monkeypatch.setattr(fix, "apply_edits", apply_then_sabotage)
    result = invoke("--fix", ".")
    no_crash(result)
    assert "a.go: error: not fixed: it" in result.stderr
    assert "while the fixes were computed" in result.stderr
    assert "Fixed" not in result.stderr
    if action == "change":
        assert (project / "a.go").read_bytes() == LEAK + b"// edited meanwhile\n"
        assert result.exit_code == 1  # its finding, checked again on disk
    else:
        assert not (project / "a.go").exists()


def test_a_file_removed_just_before_it_is_written_is_reported(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Removed after the last look at it and before the write: reported, not recreated,
    and the other file is still fixed."""
    (project / "a.go").write_bytes(LEAK)
    (project / "b.go").write_bytes(LEAK.replace(b"func f", b"func g"))
    real_look = fix.unchanged_on_disk

    def look_then_remove(path: str, expected: bytes, read: Any) -> Any:
        problem = real_look(path, expected, read)
        if path == "a.go":
            (project / "a.go").unlink()
        return problem

    monkeypatch.setattr(fix, "unchanged_on_disk", look_then_remove)
    result = invoke("--fix", ".")
    no_crash(result)
    assert "a.go: error: not fixed: it was removed before it could be written" in result.stderr
    assert "Fixed 1 finding in 1 file." in result.stderr
    assert not (project / "a.go").exists()
    assert (project / "b.go").read_bytes() == FIXED.replace(b"func f", b"func g")
    assert result.exit_code == 0


def test_fix_keeps_crlf(project: Path) -> None:
    """Lines added to a CRLF file end in CRLF (GL003's fix adds a deferred close)."""
    source = (TESTDATA / "GL003" / "producer_forgets_close.go").read_bytes()
    (project / "p.go").write_bytes(source.replace(b"\n", b"\r\n"))
    result = invoke("--fix", "--unsafe-fixes", "p.go")
    assert "Fixed" in result.stderr, result.output
    fixed = (project / "p.go").read_bytes()
    assert fixed.count(b"\n") > source.count(b"\n")
    assert fixed.count(b"\n") == fixed.count(b"\r\n")


def no_crash(result: Result) -> None:
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    assert "internal error" not in result.output and "Traceback" not in result.output
