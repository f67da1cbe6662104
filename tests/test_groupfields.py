"""WaitGroup fields nothing marks done (GL101): only fields the package alone can reach, and
only while nothing of that name may be released anywhere."""

from __future__ import annotations

import pytest

from goleaklint import engine

LIBRARY = """package lib

import "sync"

type server struct {
	%s
}

func (s *server) accept() { s.%s.Add(1) }

func (s *server) Close() { s.%s.Wait() }
%s
"""


def _rules(source: str) -> list[str]:
    return [f.rule_id for f in engine.check_source("lib/x.go", source.encode()).findings]


@pytest.mark.parametrize(
    ("declaration", "name", "extra", "found"),
    [
        ("conns sync.WaitGroup", "conns", "func Serve(s *server) { s.accept() }", ["GL101"]),
        # Other packages may call Done on an exported field.
        ("Conns sync.WaitGroup", "Conns", "func Serve(s *server) { s.accept() }", []),
        # A pointer may be shared with a WaitGroup that others mark done.
        ("conns *sync.WaitGroup", "conns", "func Serve(s *server) { s.accept() }", []),
        # Done on a field of the same name of a value whose type is unknown.
        (
            "conns sync.WaitGroup",
            "conns",
            "func Serve(s *server, x interface{ get() *server }) {\n"
            "\ts.accept()\n\tx.get().conns.Done()\n}",
            [],
        ),
        # The field is given a new value.
        (
            "conns sync.WaitGroup",
            "conns",
            "func Serve(s *server) { s.accept(); s.conns = sync.WaitGroup{} }",
            [],
        ),
        # A variable amount may be negative.
        (
            "conns sync.WaitGroup",
            "conns",
            "func Serve(s *server, n int) { s.accept(); s.conns.Add(n) }",
            [],
        ),
    ],
)
def test_waitgroup_field_never_done(
    declaration: str, name: str, extra: str, found: list[str]
) -> None:
    assert _rules(LIBRARY % (declaration, name, name, extra)) == found


def test_field_promoted_from_an_embedded_struct_counts_for_every_field_of_its_name() -> None:
    source = """package lib

import "sync"

type base struct {
	conns sync.WaitGroup
}

type server struct {
	base
}

func (b *base) accept() { b.conns.Add(1) }

func (b *base) Close() { b.conns.Wait() }

func finish(wg *sync.WaitGroup) { wg.Done() }

func Serve(s *server) {
	s.accept()
	finish(&s.conns)
}
"""
    assert _rules(source) == []
