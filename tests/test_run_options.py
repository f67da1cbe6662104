"""Options that choose what a run looks at: GL303's default on Go 1.23+, --min-confidence,
--tests, ./... trees, and config patterns anchored at the config file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from goleaklint.cli import cli
from goleaklint.config import Config, build_settings
from goleaklint.rule import Confidence

LEAK = b"package p\n\nfunc leak() {\n\tch := make(chan int)\n\tgo func() { ch <- 1 }()\n}\n"
SUPPRESSION = b" //goleaklint:ignore GL303 the idle timeout restarts on purpose"
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
		case <-time.After(idle): //goleaklint:ignore GL303 the idle timeout restarts on purpose
			return handled
		}
	}
}
"""
# GL401 reports a busy-wait loop with medium confidence.
SPIN = b"""package p

import "sync/atomic"

func waitLoaded(loaded *atomic.Bool) {
	for !loaded.Load() {
	}
}
"""


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / ".goleaklint.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def write(root: Path, name: str, content: bytes | str) -> Path:
    path = root / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    return path


def check(*args: str) -> Result:
    return CliRunner().invoke(cli, ["check", "--no-cache", *args])


def rules_of(result: Result) -> list[tuple[str, str]]:
    """(rule id, path) of every finding of a ``--format json`` run."""
    document = json.loads(result.stdout)
    return [(item["rule"], item["path"]) for item in document["findings"]]


# -- GL303 on Go 1.23 and later -------------------------------------------------------------


def timer_modules(root: Path) -> None:
    """The idle-timeout idiom (without its suppression) in a Go 1.22 and a Go 1.24 module."""
    plain = IDLE_TIMEOUT.replace(SUPPRESSION, b"")
    assert plain != IDLE_TIMEOUT
    for version in ("1.22", "1.24"):
        folder = f"v{version.replace('.', '')}"
        write(root, f"{folder}/go.mod", f"module example.com/{folder}\n\ngo {version}\n")
        write(root, f"{folder}/p.go", plain)


def test_gl303_is_off_by_default_where_go_collects_timers(project: Path) -> None:
    timer_modules(project)
    result = check("--format", "json", ".")
    assert rules_of(result) == [("GL303", "v122/p.go")]
    assert result.exit_code == 1  # the Go 1.22 warning


@pytest.mark.parametrize("selector", ["GL303", "time-after-in-loop", "GL001,GL303"])
def test_naming_gl303_brings_it_back_on_new_go(project: Path, selector: str) -> None:
    timer_modules(project)
    result = check("--format", "json", "--select", selector, ".")
    assert rules_of(result) == [("GL303", "v122/p.go"), ("GL303", "v124/p.go")]
    document = json.loads(result.stdout)
    assert [item["severity"] for item in document["findings"]] == ["warning", "note"]


@pytest.mark.parametrize("selector", ["ALL", "GL3", "GL"])
def test_prefixes_and_all_do_not_name_gl303(project: Path, selector: str) -> None:
    timer_modules(project)
    result = check("--format", "json", "--select", selector, ".")
    assert rules_of(result) == [("GL303", "v122/p.go")]


def test_config_select_naming_gl303_brings_it_back(project: Path) -> None:
    timer_modules(project)
    (project / ".goleaklint.toml").write_text('select = ["GL0", "GL303"]\n')
    assert len(rules_of(check("--format", "json", "."))) == 2


def test_go_version_option_decides_the_default_too(project: Path) -> None:
    timer_modules(project)
    result = check("--format", "json", "--go-version", "1.21", ".")
    assert len(rules_of(result)) == 2


def test_a_gl303_suppression_is_not_unused_where_gl303_is_off(project: Path) -> None:
    write(project, "go.mod", "module example.com/p\n\ngo 1.24\n")
    write(project, "p.go", IDLE_TIMEOUT)
    result = check("--format", "json", ".")
    assert rules_of(result) == []  # no GL902: the rule did not run here
    named = check("--format", "json", "--select", "GL303,GL902", ".")
    assert rules_of(named) == []  # it ran, and the directive suppressed it


def test_settings_leave_gl303_out_only_when_not_named() -> None:
    assert build_settings(Config(), None, (), None).off_since_go_1_23 == {"GL303"}
    assert build_settings(Config(), ["GL303"], (), None).off_since_go_1_23 == frozenset()
    named_in_config = Config(select=("time-after-in-loop",))
    assert build_settings(named_in_config, None, (), None).off_since_go_1_23 == frozenset()


# -- --min-confidence -----------------------------------------------------------------------


def test_min_confidence_drops_less_certain_findings(project: Path) -> None:
    write(project, "p/spin.go", SPIN)
    write(project, "p/leak.go", LEAK)
    everything = check("--format", "json", "p")
    assert sorted(rules_of(everything)) == [("GL001", "p/leak.go"), ("GL401", "p/spin.go")]
    document = json.loads(everything.stdout)
    confidence = {item["rule"]: item["confidence"] for item in document["findings"]}
    assert confidence == {"GL001": "high", "GL401": "medium"}
    assert rules_of(check("--format", "json", "--min-confidence", "medium", "p")) == rules_of(
        everything
    )
    assert rules_of(check("--format", "json", "--min-confidence", "high", "p")) == [
        ("GL001", "p/leak.go")
    ]


def test_min_confidence_from_the_config(project: Path) -> None:
    write(project, "p/spin.go", SPIN)
    (project / ".goleaklint.toml").write_text('min-confidence = "high"\n')
    assert rules_of(check("--format", "json", "p")) == []
    assert rules_of(check("--format", "json", "--min-confidence", "low", "p")) == [
        ("GL401", "p/spin.go")
    ]


def test_text_output_shows_the_confidence(project: Path) -> None:
    write(project, "p/spin.go", SPIN)
    first = check("p").stdout.splitlines()[0]
    assert first.endswith("[busy-wait-loop] [medium confidence]")


def test_confidence_levels_compare_from_high_to_low() -> None:
    settings = build_settings(Config(), None, (), None, cli_min_confidence="medium")
    assert settings.min_confidence is Confidence.MEDIUM
    assert settings.confident_enough(Confidence.HIGH)
    assert settings.confident_enough(Confidence.MEDIUM)
    assert not settings.confident_enough(Confidence.LOW)


# -- --tests / --no-tests -------------------------------------------------------------------


def test_no_tests_skips_test_files_walked_and_named(project: Path) -> None:
    write(project, "p/p.go", LEAK)
    write(project, "p/p_test.go", LEAK.replace(b"func leak", b"func leakInTest"))
    assert len(rules_of(check("--format", "json", "p"))) == 2
    assert rules_of(check("--format", "json", "--no-tests", "p")) == [("GL001", "p/p.go")]
    assert rules_of(check("--format", "json", "--no-tests", "p/p_test.go")) == []


def test_tests_false_in_the_config_and_tests_on_the_command_line(project: Path) -> None:
    write(project, "p/p_test.go", LEAK)
    (project / ".goleaklint.toml").write_text("tests = false\n")
    assert rules_of(check("--format", "json", "p")) == []
    assert rules_of(check("--format", "json", "--tests", "p")) == [("GL001", "p/p_test.go")]


def test_tests_must_be_a_boolean(project: Path) -> None:
    (project / ".goleaklint.toml").write_text('tests = "no"\n')
    result = check(".")
    assert result.exit_code == 2
    assert "`tests` must be true or false" in result.stderr


# -- ./... and dir/... ----------------------------------------------------------------------


def test_dot_slash_dot_dot_dot_walks_the_tree(project: Path) -> None:
    write(project, "a/a.go", LEAK)
    write(project, "a/b/b.go", LEAK)
    result = check("--format", "json", "./...")
    assert result.exit_code == 1, result.output
    assert rules_of(result) == [("GL001", "a/a.go"), ("GL001", "a/b/b.go")]
    assert rules_of(check("--format", "json", "a/b/...")) == [("GL001", "a/b/b.go")]
    assert rules_of(check("--format", "json", "...")) == rules_of(result)


def test_a_tree_pattern_on_a_file_or_a_missing_directory_exits_2(project: Path) -> None:
    write(project, "a.go", LEAK)
    file_tree = check("a.go/...")
    assert file_tree.exit_code == 2
    assert "names a tree of packages" in file_tree.stderr
    assert check("nowhere/...").exit_code == 2


# -- config patterns are relative to the config file ----------------------------------------


def test_exclude_and_per_path_ignores_apply_from_a_subdirectory(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (project / ".goleaklint.toml").write_text(
        'exclude = ["internal/generated/"]\n\n'
        '[per-path-ignores]\n"internal/legacy/*.go" = ["GL001"]\n'
    )
    write(project, "internal/generated/g.go", LEAK)
    write(project, "internal/legacy/l.go", LEAK)
    write(project, "internal/live/x.go", LEAK)
    from_root = rules_of(check("--format", "json", "."))
    assert from_root == [("GL001", "internal/live/x.go")]
    monkeypatch.chdir(project / "internal")
    assert rules_of(check("--format", "json", ".")) == [("GL001", "live/x.go")]
    monkeypatch.chdir(project / "internal" / "legacy")
    assert rules_of(check("--format", "json", ".")) == []
    # Named explicitly (as pre-commit does), an excluded file stays excluded.
    monkeypatch.chdir(project / "internal" / "generated")
    assert rules_of(check("--format", "json", "g.go")) == []


def test_an_explicit_config_file_anchors_its_patterns_at_its_own_directory(
    project: Path,
) -> None:
    write(project, "ci/lint.toml", 'exclude = ["vendored/"]\n')
    write(project, "ci/vendored/v.go", LEAK)
    write(project, "vendored/v.go", LEAK)
    result = check("--format", "json", "--config", "ci/lint.toml", ".")
    assert rules_of(result) == [("GL001", "vendored/v.go")]
