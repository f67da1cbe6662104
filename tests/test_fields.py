"""Channel fields judged across the package: what other packages can reach stays theirs,
and an operation on an operand whose type cannot be told counts for every field of its
name."""

from __future__ import annotations

import pytest

from goleaklint import engine

LIBRARY = """package lib

type Server struct {
	%s chan struct{}
}

func (s *Server) serve() {
	<-s.%s
}

func Start(s *Server) { go s.serve() }
"""
NEW = "\nfunc New() *Server { return &Server{%s: make(chan struct{})} }\n"


def _rules(source: str, path: str = "lib/x.go") -> list[str]:
    return [f.rule_id for f in engine.check_source(path, source.encode()).findings]


def test_unexported_field_of_a_library_is_the_package_s_alone() -> None:
    source = LIBRARY % ("quit", "quit") + NEW % "quit"
    assert _rules(source) == ["GL002"]


def test_exported_field_of_a_library_may_be_served_by_other_packages() -> None:
    source = LIBRARY % ("Quit", "Quit") + NEW % "Quit"
    assert _rules(source) == []


@pytest.mark.parametrize(
    ("result", "found"),
    [
        ("<-chan struct{}", ["GL002"]),  # other packages can only receive from it
        ("chan struct{}", []),  # other packages could close it
    ],
)
def test_exported_accessor_hands_the_channel_out(result: str, found: list[str]) -> None:
    source = f"""package lib

type server struct {{
	quit chan struct{{}}
}}

func New() *server {{ return &server{{quit: make(chan struct{{}})}} }}

func (s *server) Done() {result} {{ return s.quit }}

func (s *server) serve() {{
	<-s.quit
}}

func Start(s *server) {{ go s.serve() }}
"""
    assert _rules(source) == found


def test_untyped_operand_counts_for_every_field_of_that_name() -> None:
    """``x.quit`` on something the package cannot type may be the struct's field."""
    source = (
        LIBRARY % ("quit", "quit")
        + """
func New() *Server { return &Server{quit: make(chan struct{})} }

func stop(x interface{ get() *Server }) { close(x.get().quit) }
"""
    )
    assert _rules(source) == []


def test_program_main_has_no_other_packages() -> None:
    source = """package main

type Server struct {
	Quit chan struct{}
}

func (s *Server) serve() {
	<-s.Quit
}

func main() {
	s := &Server{Quit: make(chan struct{})}
	go s.serve()
}
"""
    assert _rules(source, "cmd/x.go") == ["GL002"]


def test_dead_code_is_not_reported() -> None:
    """An unexported method nothing names never runs."""
    source = """package main

type server struct {
	quit chan struct{}
}

func (s *server) serve() {
	<-s.quit
}

func main() {
	_ = &server{quit: make(chan struct{})}
}
"""
    assert _rules(source, "cmd/x.go") == []


SIZED = """package lib

type auditor struct {
	entries chan string
}

func %s(backlog int) *auditor {
	a := &auditor{entries: make(chan string, backlog)}
	go a.record()
	return a
}

func (a *auditor) record() { a.entries <- "started" }

func Start(n int) { %s }
"""


@pytest.mark.parametrize(
    ("constructor", "calls", "found"),
    [
        # Every call passes 0: the field is unbuffered, and nothing receives from it.
        ("newAuditor", "newAuditor(0); newAuditor(0)", ["GL001"]),
        # Other packages may call an exported constructor with any size.
        ("NewAuditor", "NewAuditor(0)", []),
        # One call's size is not a constant.
        ("newAuditor", "newAuditor(0); newAuditor(n)", []),
        # A function value may be called with anything.
        ("newAuditor", "newAuditor(0); build := newAuditor; build(n)", []),
        # Not every call asks for no buffer (the capacities of all calls are pooled).
        ("newAuditor", "newAuditor(0); newAuditor(1)", []),
    ],
)
def test_buffer_size_passed_by_every_caller(constructor: str, calls: str, found: list[str]) -> None:
    assert _rules(SIZED % (constructor, calls)) == found
