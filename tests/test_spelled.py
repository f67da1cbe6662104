"""Tokens found from their spelling agree with a query walk over the tree."""

from __future__ import annotations

from pathlib import Path

import pytest
from pathological_sources import channel_type, receive_chain

from goleaklint import spelled
from goleaklint.gofile import GoFile
from goleaklint.parse import Node

TESTDATA = Path(__file__).resolve().parent.parent / "testdata"
TOKENS = [b"go", b"for", b"<-", b"chan", b"make", b"return", b"Lock", b"Unlock", b"done", b"ch"]
TRICKY = b"""package p

// go for chan make: words of a comment are no tokens
func f(ch chan int, done chan struct{}) {
	s := "go for <- chan make"
	r := `for
go`
	gopher, former, chanel := 1, 2, 3
	_, _, _, _, _ = s, r, gopher, former, chanel
	for i := 0; i < 2; i++ {
		go func() { ch <- <-ch }()
	}
	var m = make(map[string]chan<- int)
	_ = m
	x := struct{ done chan int }{}
	<-x.done
	close(done)
}
"""


def _ids(nodes: list[Node]) -> list[tuple[int, int, str]]:
    return [(n.start_byte, n.end_byte, n.type) for n in nodes]


@pytest.mark.parametrize("token", TOKENS)
def test_tokens_are_the_leaves_a_walk_finds(token: bytes) -> None:
    files = [GoFile.from_source("tricky.go", TRICKY)]
    files += [GoFile.from_source(str(p), p.read_bytes()) for p in sorted(TESTDATA.rglob("*.go"))]
    for go_file in files:
        assert _ids(spelled.tokens(go_file, token)) == _ids(spelled.walked(go_file.root, token)), (
            go_file.path
        )


def test_comments_strings_and_longer_names_are_no_tokens() -> None:
    go_file = GoFile.from_source("tricky.go", TRICKY)
    assert [n.parent.type for n in spelled.tokens(go_file, b"go")] == ["go_statement"]
    assert [n.parent.type for n in spelled.tokens(go_file, b"for")] == ["for_statement"]
    assert len(spelled.tokens(go_file, b"chan")) == 4
    assert len(spelled.tokens(go_file, b"<-")) == 4


@pytest.mark.parametrize(
    ("source", "token"), [(receive_chain(600), b"<-"), (channel_type(600), b"chan")]
)
def test_many_candidates_fall_back_to_one_walk(source: bytes, token: bytes) -> None:
    go_file = GoFile.from_source("deep.go", source)
    found = spelled.tokens(go_file, token)
    assert len(found) > spelled.DESCENT_LIMIT
    assert _ids(found) == _ids(spelled.walked(go_file.root, token))


def test_calls_are_found_from_the_names_they_spell() -> None:
    source = b"""package p

func f() {}

func g(s *S) {
	f()
	s.f()
	(s.f)()
	h[int]()
	_ = f
	s.mu.Lock()
	defer s.mu.Unlock()
}
"""
    go_file = GoFile.from_source("calls.go", source)
    called = [go_file.text(c) for c in spelled.calls_spelling(go_file, "f")]
    assert called == ["f()", "s.f()", "(s.f)()"]
    assert [go_file.text(c) for c in spelled.calls_spelling(go_file, "h")] == ["h[int]()"]
    locks = spelled.method_calls(go_file, ["Unlock", "Lock"])
    assert [go_file.text(c) for c in locks] == ["s.mu.Lock()", "s.mu.Unlock()"]


def test_parents_of_a_walked_declaration_come_from_its_table() -> None:
    go_file = GoFile.from_source("deep.go", receive_chain(600))
    found = spelled.tokens(go_file, b"<-")
    assert found.from_walk, "a declaration with this many candidates is walked"
    for leaf in found[:50]:
        parent = found.parent(leaf)
        assert parent is not None and parent == leaf.parent
        assert found.parent(parent) == parent.parent
