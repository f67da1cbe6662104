"""Methods of a type no code can make a value of run for nobody
(goleaklint.dataflow.reach): an unexported type (or one of package main) that the package
names only in its declaration and its methods' receivers."""

from __future__ import annotations

from pathlib import Path

import pytest

from goleaklint import engine

FEED = """package feed

type poller interface{ Poll() int }

type leftover struct{ every int }

func (l *leftover) Poll() int {
	done := make(chan int)
	go func() {
		if l.every > 0 {
			done <- l.every
		}
	}()
	return <-done
}

type constant struct{ value int }

func (c constant) Poll() int { return c.value }

func Total(ps []poller) int {
	sum := 0
	for _, p := range ps {
		sum += p.Poll()
	}
	return sum
}
"""


def _gl002(source: str, path: str = "feed/feed.go") -> list[int]:
    result = engine.check_source(path, source.encode())
    return [f.span.start.line for f in result.findings if f.rule_id == "GL002"]


def test_a_method_of_a_type_nothing_makes_runs_for_nobody() -> None:
    """Another type's ``Poll`` is called through the interface, which spells the name,
    but no ``leftover`` can exist to run this one on."""
    assert _gl002(FEED) == []


@pytest.mark.parametrize(
    ("change", "replacement", "path"),
    [
        # Exported: another package may make one.
        ("leftover", "Leftover", "feed/feed.go"),
        # A function of the package makes one.
        ("func Total(", "func fresh() *leftover { return &leftover{} }\n\nfunc Total(", ""),
        # Another type embeds it: a value of that type holds one.
        ("type constant struct{ value int }", "type constant struct {\n\tleftover\n}", ""),
    ],
)
def test_a_type_something_may_make_keeps_its_methods(
    change: str, replacement: str, path: str
) -> None:
    every = -1 if change == "leftover" else 1  # a rename renames every spelling
    assert _gl002(FEED.replace(change, replacement, every), path or "feed/feed.go") == [14]


def _gl002_in(directory: Path, files: dict[str, str]) -> list[int]:
    for name, source in files.items():
        (directory / name).write_text(source)
    result = engine.check_paths([str(directory)], use_cache=False, jobs=1)
    return [f.span.start.line for f in result.findings if f.rule_id == "GL002"]


EXTERNAL_TEST = """package feed_test

import "example.com/feed"

var _ = &feed.Leftover{}
"""


def test_an_exported_type_of_a_test_file_only_its_external_tests_may_make(
    tmp_path: Path,
) -> None:
    """A test file's exported type can be named by the package's external tests alone (no
    package imports test files): when they do not spell it, nothing makes one."""
    exported = FEED.replace("leftover", "Leftover")
    assert _gl002_in(tmp_path, {"feed_test.go": exported}) == []
    other = {"feed_test.go": exported, "other_test.go": EXTERNAL_TEST.replace("Leftover", "Other")}
    assert _gl002_in(tmp_path, other) == []
    assert _gl002_in(tmp_path, {"feed_test.go": exported, "other_test.go": EXTERNAL_TEST}) == [14]
