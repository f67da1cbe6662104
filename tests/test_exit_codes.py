"""Exit codes on real input: what fails CI (``--fail-on``), and what counts as input that
could not be analysed at all (exit 2)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from deep_trees import deep_tree

from goleaklint.cli import cli

LEAK = b"package p\n\nfunc leak() {\n\tch := make(chan int)\n\tgo func() { ch <- 1 }()\n}\n"
CLEAN = b"package p\n\nfunc clean() int {\n\treturn 1\n}\n"
# GL303: a note on Go 1.23 and later (the runtime collects the timers), a warning before.
IDLE_TIMEOUT = b"""package p

import "time"

func consume(events <-chan string, idle time.Duration) int {
	handled := 0
	for {
		select {
		case _, ok := <-events:
			if !ok {
				return handled
			}
			handled++
		case <-time.After(idle):
			return handled
		}
	}
}
"""
# GL005 (a send on a nil channel) is an error.
NIL_SEND = b"package p\n\nfunc f() {\n\tvar ch chan int\n\tch <- 1\n}\n"
HALF_BROKEN = LEAK + b"\nfunc broken( {\n"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / ".goleaklint.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def write(root: Path, name: str, content: bytes) -> Path:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return path


def check(*args: str) -> Result:
    return CliRunner().invoke(cli, ["check", "--no-cache", *args])


# -- --fail-on ------------------------------------------------------------------------------


def module(root: Path, version: str, source: bytes = IDLE_TIMEOUT) -> None:
    write(root, "go.mod", f"module example.com/p\n\ngo {version}\n".encode())
    write(root, "p.go", source)


def test_notes_are_reported_but_do_not_fail_by_default(project: Path) -> None:
    module(project, "1.24")
    result = check("--select", "GL303")
    assert "GL303" in result.stdout
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize(
    ("fail_on", "source", "version", "code"),
    [
        ("note", IDLE_TIMEOUT, "1.24", 1),  # a note fails when asked
        ("warning", IDLE_TIMEOUT, "1.22", 1),  # GL303 is a warning before Go 1.23
        ("error", IDLE_TIMEOUT, "1.22", 0),  # a warning does not fail --fail-on error
        ("error", NIL_SEND, "1.24", 1),  # GL005 is an error
        ("error", CLEAN, "1.24", 0),
        ("note", CLEAN, "1.24", 0),
    ],
)
def test_fail_on_chooses_the_least_severe_failing_level(
    project: Path, fail_on: str, source: bytes, version: str, code: int
) -> None:
    module(project, version, source)
    result = check("--select", "GL303,GL005", "--fail-on", fail_on)
    assert result.exit_code == code, result.output


def test_fail_on_from_the_config_file_and_the_command_line_wins(project: Path) -> None:
    module(project, "1.24")
    (project / ".goleaklint.toml").write_text('fail-on = "note"\nselect = ["GL303"]\n')
    assert check().exit_code == 1
    assert check("--fail-on", "warning").exit_code == 0


def test_bad_fail_on_in_the_config_is_a_config_error(project: Path) -> None:
    (project / ".goleaklint.toml").write_text('fail-on = "info"\n')
    write(project, "p.go", CLEAN)
    result = check()
    assert result.exit_code == 2
    assert "fail-on" in result.stderr and "error, warning, note" in result.stderr


# -- exit 2: input that could not be analysed -----------------------------------------------


def test_a_named_markdown_file_exits_2_and_the_go_files_are_still_checked(project: Path) -> None:
    write(project, "README.md", b"# title\n")
    write(project, "p.go", LEAK)
    result = check("README.md", "p.go")
    assert result.exit_code == 2
    assert "README.md: error: not a Go file" in result.stderr
    assert "p.go:5:14: GL001" in result.stdout


def test_a_named_go_file_that_is_not_go_source_exits_2(project: Path) -> None:
    write(project, "notes.go", b"# These are notes, not Go.\n\n- one\n- two\n")
    result = check("notes.go")
    assert result.exit_code == 2
    assert "notes.go: error: not Go source: no `package` clause" in result.stderr
    assert "No findings in 0 files." in result.stdout


def test_a_named_binary_file_exits_2(project: Path) -> None:
    write(project, "blob.go", b"package p\x00\x01\x02")
    result = check("blob.go")
    assert result.exit_code == 2
    assert "binary file" in result.stderr


def test_a_file_that_parses_in_part_is_analysed(project: Path) -> None:
    write(project, "p.go", HALF_BROKEN)
    result = check("p.go")
    assert result.exit_code == 1  # the leak is found; the syntax error is a problem line
    assert "GL001" in result.stdout
    assert "could not read line" in result.stderr


def test_every_walked_file_failing_exits_2(project: Path) -> None:
    write(project, "pkg/a.go", b"package p\x00")
    write(project, "pkg/b.go", b"\xff\xfe not utf-8")
    result = check("pkg")
    assert result.exit_code == 2
    assert "pkg/a.go: error: skipped: binary file" in result.stderr
    assert "pkg/b.go: error: not valid UTF-8" in result.stderr


def test_one_bad_walked_file_among_good_ones_is_a_problem_line(project: Path) -> None:
    write(project, "pkg/a.go", b"package p\x00")
    write(project, "pkg/b.go", CLEAN)
    result = check("pkg")
    assert result.exit_code == 0, result.output
    assert "pkg/a.go: error: skipped: binary file" in result.stderr


def test_a_directory_without_go_files_alone_exits_2(project: Path) -> None:
    write(project, "docs/index.md", b"# docs\n")
    assert check("docs").exit_code == 2
    write(project, "pkg/p.go", CLEAN)
    assert check("docs", "pkg").exit_code == 0  # something was analysed


def test_a_missing_path_still_exits_2(project: Path) -> None:
    write(project, "p.go", CLEAN)
    assert check("p.go", "gone.go").exit_code == 2


def test_json_output_exits_2_for_a_named_non_go_file(project: Path) -> None:
    write(project, "README.md", b"# title\n")
    result = check("--format", "json", "README.md")
    assert result.exit_code == 2
    assert '"analysed": false' in result.stdout


# -- usage nits -----------------------------------------------------------------------------


def test_bare_goleaklint_prints_help_on_stdout_and_succeeds() -> None:
    result = CliRunner().invoke(cli, [])
    assert result.exit_code == 0
    assert "Usage: " in result.stdout and "check" in result.stdout
    assert result.stderr == ""


def test_unsafe_fixes_alone_is_a_usage_error(project: Path) -> None:
    write(project, "p.go", LEAK)
    result = check("--unsafe-fixes")
    assert result.exit_code == 2
    assert "--unsafe-fixes only changes what --fix applies and --diff shows" in result.stderr


@pytest.mark.parametrize("spelling", ["1.22", "go1.22", "1.22.3", "go1.22.3"])
def test_go_version_accepts_the_go_prefix(project: Path, spelling: str) -> None:
    write(project, "p.go", IDLE_TIMEOUT)
    result = check("--go-version", spelling)
    assert result.exit_code == 1, result.output  # GL303 is a warning before Go 1.23
    assert f"GL303 module go {spelling.removeprefix('go')}: " in result.stdout


def test_go_version_rejects_other_text(project: Path) -> None:
    result = check("--go-version", "golang-1.22")
    assert result.exit_code == 2
    assert "is not a Go version" in result.stderr


def test_a_closed_pipe_ends_the_listing_quietly(tmp_path: Path) -> None:
    """`goleaklint rules | head -1`: the reader exits first; no traceback, no internal error."""
    process = subprocess.Popen(
        [sys.executable, "-m", "goleaklint", "rule", "GL001"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=tmp_path,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # before the child writes anything
    stderr = process.stderr.read().decode()
    process.wait(timeout=60)
    assert "Traceback" not in stderr and "internal error" not in stderr, stderr
    assert "BrokenPipeError" not in stderr
    assert process.returncode == 1


# -- named paths that cannot be read, special files, deep trees -----------------------------


@pytest.fixture
def unreadable(monkeypatch: pytest.MonkeyPatch) -> set[str]:
    """File names whose reading fails as a permission error would (a mode of 0 does not
    stop root, who may run the suite)."""
    from goleaklint import discover

    denied: set[str] = set()
    real = discover.read_regular

    def refuse(path: Any, *args: Any, **kwargs: Any) -> bytes:
        if Path(path).name in denied:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(discover, "read_regular", refuse)
    return denied


def test_an_unreadable_named_file_is_a_problem_and_the_rest_is_analysed(
    project: Path, unreadable: set[str]
) -> None:
    write(project, "locked.go", CLEAN)
    write(project, "p.go", LEAK)
    unreadable.add("locked.go")
    result = check("locked.go", "p.go")
    assert result.exit_code == 2
    assert "locked.go: error: cannot read: permission denied" in result.stderr
    assert "p.go:5:14: GL001" in result.stdout


def test_a_run_whose_named_files_are_all_unreadable_exits_2(
    project: Path, unreadable: set[str]
) -> None:
    for name in ("a.go", "b.go"):
        write(project, name, CLEAN)
        unreadable.add(name)
    result = check("a.go", "b.go")
    assert result.exit_code == 2
    assert result.stderr.count("cannot read: permission denied") == 2
    assert "No findings in 0 files." in result.stdout


def test_a_named_fifo_is_a_problem_and_never_blocks(project: Path) -> None:
    os.mkfifo(project / "pipe.go")
    write(project, "p.go", LEAK)
    result = check("pipe.go", "p.go")
    assert result.exit_code == 2
    assert "pipe.go: error: cannot read: not a regular file (a named pipe)" in result.stderr
    assert "p.go:5:14: GL001" in result.stdout


def test_a_named_directory_that_cannot_be_read_exits_2(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(project, "pkg/p.go", CLEAN)
    write(project, "q.go", CLEAN)
    real = os.scandir

    def refuse(path: Any = ".") -> Any:
        if Path(path).name == "pkg":
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", refuse)
    result = check("pkg", "q.go")
    assert result.exit_code == 2
    assert "pkg: error: cannot read directory: permission denied" in result.stderr
    assert "no Go files found" not in result.stderr


def test_special_files_found_by_a_walk_are_problem_lines(project: Path) -> None:
    write(project, "pkg/p.go", CLEAN)
    os.mkfifo(project / "pkg" / "pipe.go")
    (project / "pkg" / "gone.go").symlink_to(project / "nowhere.go")
    result = check("pkg")
    assert result.exit_code == 0, result.output  # found by walking, among good files
    assert "pkg/pipe.go: error: skipped: not a regular file (a named pipe)" in result.stderr
    assert "pkg/gone.go: error: skipped: broken symbolic link" in result.stderr
    (project / "pkg" / "p.go").unlink()
    assert check("pkg").exit_code == 2  # nothing left that could be analysed


def test_a_go_mod_that_is_a_fifo_does_not_block(project: Path) -> None:
    os.mkfifo(project / "go.mod")
    write(project, "p.go", LEAK)
    result = check("p.go")
    assert result.exit_code == 1, result.output


def test_a_package_1200_directories_deep_is_analysed(project: Path) -> None:
    with deep_tree(project / "deep", 1200) as bottom:
        (bottom / "p.go").write_bytes(LEAK)
        result = check("deep")
    assert result.exit_code == 1, result.output[-300:]
    assert "GL001" in result.stdout and "internal error" not in result.stderr


@pytest.mark.parametrize(
    ("option", "message"),
    [
        ("--config", "fifo: cannot read: not a regular file (a named pipe)"),
        ("--baseline", "not a regular file (a named pipe)"),
        ("--new-from-patch", "cannot read fifo: not a regular file (a named pipe)"),
    ],
)
def test_an_option_file_that_is_a_fifo_is_an_error_not_a_hang(
    project: Path, option: str, message: str
) -> None:
    os.mkfifo(project / "fifo")
    write(project, "p.go", CLEAN)
    result = check(option, "fifo", "p.go")
    assert result.exit_code == 2
    assert message in result.stderr
