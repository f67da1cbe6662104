"""Channel fields nothing closes (PackageIndex.never_closed): a range over one never runs
out, but only while every mention of a field so named sends, receives, asks its length or
gives it a new make; anything else may close it."""

from __future__ import annotations

from pathlib import Path

import pytest

from goleaklint import engine

TESTDATA = Path(__file__).parent.parent / "testdata" / "GL002"
NEGATIVE = (TESTDATA / "ok_range_over_a_field_nobody_closes.go").read_text()


def _rules(source: str) -> list[str]:
    return [f.rule_id for f in engine.check_source("x/feed.go", source.encode()).findings]


def test_a_field_only_sent_on_is_never_closed() -> None:
    assert _rules(NEGATIVE) == []


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # Handed to a function: that function may close it.
        ("go f.publish(3)", "go f.publish(3)\n\tgo shut(f.Events)"),
        # Given a channel made elsewhere: its maker may close it.
        ("go f.publish(3)", "go f.publish(3)\n\tf.Events = make(chan string)\n\tf.Events = other"),
    ],
    ids=["handed-to-a-function", "given-another-channel"],
)
def test_a_field_that_goes_elsewhere_may_be_closed(old: str, new: str) -> None:
    extra = "\nvar other = make(chan string)\n\nfunc shut(c chan string) { close(c) }\n"
    source = NEGATIVE.replace(old, new) + extra
    assert _rules(source) == ["GL002"]


def test_another_package_variable_may_be_closed_by_its_package() -> None:
    source = """package main

import "example.com/feeds"

func watch() {
	found := make(chan struct{})
	go func() {
		for e := range feeds.Events {
			if e == "event 2" {
				close(found)
				return
			}
		}
	}()
	feeds.Events <- "event 0"
	<-found
}

func main() { watch() }
"""
    assert "GL002" in _rules(source)
