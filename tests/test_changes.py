"""Only new findings: unified-diff parsing, --new-from-patch and --new-from-rev (real git)."""

from __future__ import annotations

import dataclasses
import json
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from goleaklint.changes import ChangedLines, parse_patch
from goleaklint.cli import cli
from goleaklint.rule import Finding, Severity
from goleaklint.span import LineIndex

# Two leaks: `old` (send on line 5, go on line 5) and `started` whose send is inside
# `worker` (line 9) but whose go statement is on line 14.
BEFORE = b"""package p

func old() {
	ch := make(chan int)
	go func() { ch <- 1 }()
}

func worker(ch chan int) {
	ch <- 1
}

func started() {
	ch := make(chan int)
	_ = ch
}
"""
AFTER = BEFORE.replace(b"\t_ = ch\n", b"\tgo worker(ch)\n")


def test_parse_patch_reads_added_lines_by_count() -> None:
    patch = """diff --git a/p/a.go b/p/a.go
index 1..2 100644
--- a/p/a.go
+++ b/p/a.go
@@ -3,0 +4,2 @@ func f() {
+++counter
+--- not a header
@@ -10 +12 @@
-old
+new
diff --git a/gone.go b/gone.go
--- a/gone.go
+++ /dev/null
@@ -1,2 +0,0 @@
--- this line starts with dashes
-x
diff --git a/new.go b/new.go
--- /dev/null
+++ b/new.go
@@ -0,0 +1,3 @@
+package p
+
+func f() {}
"""
    assert parse_patch(patch) == {
        "p/a.go": frozenset({4, 5, 12}),
        "new.go": frozenset({1, 2, 3}),
    }


def test_parse_patch_counts_context_lines() -> None:
    patch = (
        "--- a/x.go\n+++ b/x.go\n@@ -1,4 +1,5 @@\n package p\n \n-func f() {}\n+func f() {\n+}\n \n"
    )
    assert parse_patch(patch) == {"x.go": frozenset({3, 4})}


def test_parse_patch_handles_plain_diff_names_and_git_quoting() -> None:
    plain = "--- x.go\t2024-01-01 10:00:00\n+++ x.go\t2024-01-02 10:00:00\n@@ -1 +1 @@\n-a\n+b\n"
    assert parse_patch(plain) == {"x.go": frozenset({1})}
    quoted = '--- "a/dir/t\\303\\251st.go"\n+++ "b/dir/t\\303\\251st.go"\n@@ -1 +1 @@\n-a\n+b\n'
    assert parse_patch(quoted) == {"dir/tést.go": frozenset({1})}
    spaced = "--- a/my dir/x.go\t\n+++ b/my dir/x.go\t\n@@ -1 +1 @@\n-a\n+b\n"
    assert parse_patch(spaced) == {"my dir/x.go": frozenset({1})}


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / ".goleaklint.toml").write_text("")
    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "p.go").write_bytes(AFTER)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def check(*args: str) -> Result:
    return CliRunner().invoke(cli, ["check", "--no-cache", *args])


def reported(result: Result) -> list[tuple[str, int]]:
    return [(f["rule"], f["line"]) for f in json.loads(result.stdout)["findings"]]


def test_everything_is_reported_without_a_change_filter(project: Path) -> None:
    assert reported(check("--format", "json", "p")) == [("GL001", 5), ("GL001", 9)]


def test_new_from_patch_keeps_findings_started_on_a_changed_line(project: Path) -> None:
    patch = project / "change.patch"
    patch.write_text(
        "--- a/p/p.go\n+++ b/p/p.go\n@@ -14 +14 @@ func started() {\n-\t_ = ch\n+\tgo worker(ch)\n"
    )
    result = check("--format", "json", "--new-from-patch", str(patch), "p")
    # The send in `worker` (line 9) did not change, but its goroutine starts on line 14.
    assert reported(result) == [("GL001", 9)]
    assert result.exit_code == 1
    text = check("--new-from-patch", str(patch), "p")
    assert "1 more outside the changed lines." in text.stdout


def test_new_from_patch_with_no_touched_finding_exits_0(project: Path) -> None:
    patch = project / "change.patch"
    patch.write_text("--- a/p/p.go\n+++ b/p/p.go\n@@ -1 +1 @@\n-package q\n+package p\n")
    result = check("--new-from-patch", str(patch), "p")
    assert result.exit_code == 0, result.output
    assert "No findings in 1 file. 2 more outside the changed lines." in result.stdout


ROOT_PATCH = (
    "--- a/p/p.go\n+++ b/p/p.go\n@@ -14 +14 @@ func started() {\n-\t_ = ch\n+\tgo worker(ch)\n"
)


def test_a_patch_of_the_repository_root_works_from_a_subdirectory(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`git diff` writes paths relative to the repository root even in a subdirectory, so a
    run there finds them in the directory above, not nowhere (which reported nothing)."""
    patch = project / "change.patch"
    # go.mod exists both at the root and in p/: only the root holds every file of the patch.
    (project / "go.mod").write_text("module example.com/m\n\ngo 1.22\n")
    (project / "p" / "go.mod").write_text("module example.com/p\n\ngo 1.22\n")
    go_mod = "--- a/go.mod\n+++ b/go.mod\n@@ -1 +1 @@\n-module x\n+module example.com/m\n"
    patch.write_text(go_mod + ROOT_PATCH)
    monkeypatch.chdir(project / "p")
    result = check("--format", "json", "--new-from-patch", str(patch), ".")
    assert reported(result) == [("GL001", 9)]
    assert result.exit_code == 1


def test_a_patch_of_files_that_are_nowhere_is_an_error(project: Path) -> None:
    patch = project / "change.patch"
    patch.write_text(ROOT_PATCH.replace("p/p.go", "elsewhere/gone.go"))
    result = check("--new-from-patch", str(patch), "p")
    assert result.exit_code == 2
    assert "no file the patch changes ('elsewhere/gone.go') exists" in result.stderr


def git(root: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.com", *args],
        cwd=root,
        check=True,
        capture_output=True,
    )


@pytest.fixture
def repo(project: Path) -> Path:
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    (project / "p" / "p.go").write_bytes(BEFORE)
    git(project, "init", "-q")
    git(project, "add", ".")
    git(project, "commit", "-q", "-m", "before")
    (project / "p" / "p.go").write_bytes(AFTER)
    return project


def test_new_from_rev_diffs_the_working_tree(repo: Path) -> None:
    result = check("--format", "json", "--new-from-rev", "HEAD", "p")
    assert reported(result) == [("GL001", 9)]


def test_new_from_rev_sees_committed_changes_and_works_from_a_subdirectory(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    git(repo, "commit", "-q", "-am", "after")
    assert reported(check("--format", "json", "--new-from-rev", "HEAD", "p")) == []
    monkeypatch.chdir(repo / "p")
    assert reported(check("--format", "json", "--new-from-rev", "HEAD~1", ".")) == [("GL001", 9)]


def test_new_from_rev_counts_untracked_files_as_new(repo: Path) -> None:
    (repo / "q").mkdir()
    (repo / "q" / "q.go").write_bytes(BEFORE.replace(b"package p", b"package q"))
    result = check("--format", "json", "--new-from-rev", "HEAD", "q")
    assert reported(result) == [("GL001", 5)]


def test_a_bad_revision_is_a_clear_error(repo: Path) -> None:
    result = check("--new-from-rev", "no-such-rev", "p")
    assert result.exit_code == 2
    assert "--new-from-rev: git failed:" in result.stderr
    assert "Traceback" not in result.output


def test_new_from_rev_outside_a_repository(project: Path) -> None:
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    result = check("--new-from-rev", "HEAD", "p")
    assert result.exit_code == 2
    assert "not a git repository" in result.stderr


@pytest.mark.parametrize(
    "extra",
    [("--fix",), ("--diff",), ("--write-baseline", "b.json"), ("--new-from-patch", "x.patch")],
)
def test_change_filters_do_not_combine_with_writing_options(
    project: Path, extra: tuple[str, ...]
) -> None:
    (project / "x.patch").write_text("")
    result = check("--new-from-rev", "HEAD", *extra, "p")
    assert result.exit_code == 2
    assert "new-from" in result.stderr


def test_changed_lines_match_launch_lines_in_other_files(tmp_path: Path) -> None:
    caller = b"package p\n\nfunc run(ch chan int) {\n\tgo produce(ch)\n}\n"
    worker = b"package p\n\nfunc produce(ch chan int) {\n\tch <- 1\n}\n"
    a, b = tmp_path / "a.go", tmp_path / "b.go"
    go_start = caller.index(b"go produce")
    launch = LineIndex(caller).span(str(a), go_start, go_start + len(b"go produce(ch)"))
    send_start = worker.index(b"ch <- 1")
    send = LineIndex(worker).span(str(b), send_start, send_start + len(b"ch <- 1"))
    finding = Finding("GL001", "unreceived-channel-send", Severity.WARNING, send, "leak")
    started = dataclasses.replace(finding, launch=launch)
    go_line_changed = ChangedLines({str(a.resolve()): frozenset({4})})
    assert go_line_changed.keeps(started)
    assert not go_line_changed.keeps(finding)  # no launch: only its own line counts
    assert not ChangedLines({str(a.resolve()): frozenset({3})}).keeps(started)
    assert ChangedLines({str(b.resolve()): frozenset({4})}).keeps(finding)
    assert ChangedLines({}, frozenset({str(b.resolve())})).keeps(finding)
