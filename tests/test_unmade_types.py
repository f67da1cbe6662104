"""Methods of a type no code can make a value of run for nobody
(goleaklint.dataflow.reach): a type declared only in test files, or unexported, that the
package names only in its declaration and its methods' receivers."""

from __future__ import annotations

import pytest

from goleaklint import engine

FEED = """package feed

type receiver interface{ Receive() int }

type DummyFeed struct{ in chan int }

func (f *DummyFeed) Receive() int {
	return <-f.in
}

type constant struct{ value int }

func (c constant) Receive() int { return c.value }

func Total(rs []receiver) int {
	sum := 0
	for _, r := range rs {
		sum += r.Receive()
	}
	return sum
}
"""


def _gl005(path: str, source: str) -> list[int]:
    result = engine.check_source(path, source.encode())
    return [f.span.start.line for f in result.findings if f.rule_id == "GL005"]


def test_a_method_of_an_exported_type_only_a_test_file_declares_runs_for_nobody() -> None:
    assert _gl005("feed/feed_test.go", FEED) == []


@pytest.mark.parametrize(
    ("change", "replacement"),
    [
        # Declared outside test files and exported: another package may make one.
        ("", ""),
        # A function of the package makes one.
        ("func Total(", "func make1() *DummyFeed { return &DummyFeed{} }\n\nfunc Total("),
        # Another type embeds it: a value of that type holds one.
        (
            "type constant struct{ value int }",
            "type constant struct {\n\tvalue int\n\tDummyFeed\n}",
        ),
    ],
)
def test_a_type_something_may_make_keeps_its_methods(change: str, replacement: str) -> None:
    source = FEED.replace(change, replacement, 1) if change else FEED
    path = "feed/feed.go" if not change else "feed/feed_test.go"
    assert _gl005(path, source) == [8]
