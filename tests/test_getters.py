"""Getters in the object model: a call of a package method that only returns a field of
its receiver, bound to a variable, copies that field into the variable
(``PackageIndex.getter_call``, ``copied_path``)."""

from __future__ import annotations

import pytest

from goleaklint import syntax
from goleaklint.analysis import analyze_package
from goleaklint.gofile import GoFile
from goleaklint.parse import Node, captures

PROGRAM = """package p

import "sync"

type S struct {
	mu    sync.RWMutex
	done  chan struct{}
	other *S
}

func (s *S) Done() <-chan struct{} { return s.done }

func (s *S) Guarded() <-chan struct{} {
	if s == nil {
		return nil
	}
	return s.done
}

func (s *S) OthersDone() <-chan struct{} { return s.other.done }

func (s *S) Locked() <-chan struct{} {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.done
}

func (s *S) Closing() <-chan struct{} {
	s.mu.Lock()
	defer close(s.done)
	return s.done
}

func (s *S) Make() <-chan struct{} { return make(chan struct{}) }

func use(<-chan struct{}) {}

func f(s *S) {
	%s
}
"""


def copied(body: str) -> tuple[str, str | None] | None:
    """The copied path of the first call in ``f``'s body, spelled (variable, fields)."""
    source = (PROGRAM % body).encode()
    go_file = GoFile.from_source("p.go", source)
    assert not go_file.root.has_error
    analysis = analyze_package([go_file], None)
    function = next(
        node
        for node in go_file.root.named_children
        if node.type == "function_declaration"
        and syntax.text(node.child_by_field_name("name")) == "f"
    )
    call: Node = captures("(call_expression) @call", function)["call"][0]
    path = analysis.index.copied_path(call)
    return (path[0].name, path[1]) if path is not None else None


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("d := s.Done()\n\t<-d", ("s", "done")),
        ("var d = s.Done()\n\t<-d", ("s", "done")),
        ("var d <-chan struct{}\n\td = s.Done()\n\t<-d", ("s", "done")),
        ("d := s.other.Done()\n\t<-d", ("s", "other.done")),
        ("d := s.Locked()\n\t<-d", ("s", "done")),  # locking around the read
        # not a getter of the receiver's own field, or more than a return
        ("d := s.Guarded()\n\t<-d", None),
        ("d := s.OthersDone()\n\t<-d", None),
        ("d := s.Make()\n\t<-d", None),
        ("d := s.Closing()\n\t<-d", None),
        # not bound to one variable as its one value
        ("use(s.Done())", None),
        ("<-s.Done()", None),
        ("d, e := s.Done(), s.Done()\n\t<-d\n\t<-e", None),
    ],
)
def test_copied_path(body: str, expected: tuple[str, str | None] | None) -> None:
    assert copied(body) == expected
