"""Calls that end the test's goroutine are ways out of the function for every path rule:
``t.Fatal`` and friends, ``runtime.Goexit``, and testify ``require`` checks that fail."""

from __future__ import annotations

import pytest

from goleaklint import engine, syntax
from goleaklint.dataflow.cfg import CFG, Edge, Kind, build_cfg
from goleaklint.parse import captures, parse

REQUIRE = """package p

import (
	"testing"

	must "github.com/stretchr/testify/require"
)

var errDown error

func fetch() (int, error) { return 0, errDown }

func TestFetch(t *testing.T) {
	results := make(chan int)
	go func() {
		v, _ := fetch()
		results <- v
	}()
	_, err := fetch()
	must.NoError(t, err)
	<-results
}
"""

SUITE = """package p

import "github.com/stretchr/testify/suite"

type S struct{ suite.Suite }

var errDown error

func fetch() (int, error) { return 0, errDown }

func (s *S) TestFetch() {
	results := make(chan int)
	go func() {
		v, _ := fetch()
		results <- v
	}()
	_, err := fetch()
	s.Require().NoError(err)
	<-results
}
"""

GOEXIT = """package p

import "runtime"

func work(stop bool) {
	results := make(chan int)
	go func() { results <- 1 }()
	if stop {
		runtime.Goexit()
	}
	<-results
}
"""


FUNCTION_NAMES = """[
(function_declaration name: (identifier) @n)
(method_declaration name: (field_identifier) @n)
]"""


def _cfg_of(source: str, name: str) -> CFG:
    tree = parse(source.encode())
    found = captures(FUNCTION_NAMES, tree.root_node)
    for ident in found["n"]:
        if ident.text == name.encode():
            assert ident.parent is not None
            return build_cfg(ident.parent)
    raise AssertionError(name)


@pytest.mark.parametrize(
    ("source", "function", "kind", "named"),
    [
        (REQUIRE, "TestFetch", Kind.CHECK, "must.NoError"),
        (SUITE, "TestFetch", Kind.CHECK, "s.Require().NoError"),
        (GOEXIT, "work", Kind.GOEXIT, "runtime.Goexit"),
    ],
)
def test_call_that_ends_the_goroutine_leaves_the_function(
    source: str, function: str, kind: Kind, named: str
) -> None:
    cfg = _cfg_of(source, function)
    blocks = [b for b in cfg.blocks if b.kind == kind]
    assert len(blocks) == 1
    successors = dict(cfg.successors(blocks[0].id))
    assert cfg.exit in successors
    if kind == Kind.CHECK:  # a check that passes goes on
        assert any(edge == Edge.NEXT and s != cfg.exit for s, edge in successors.items())
    result = engine.check_source("p/x_test.go", source.encode())
    [finding] = [f for f in result.findings if f.rule_id == "GL001"]
    assert f"leave through `{named}`" in finding.message


def test_a_check_that_cannot_fail_is_no_way_out() -> None:
    """``require.NoError(t, err)`` on an error the callee never returns (every ``return``
    of ``fetch`` gives ``nil`` there) cannot fail: nothing leaves early."""
    source = REQUIRE.replace("return 0, errDown", "return 0, nil")
    result = engine.check_source("p/x_test.go", source.encode())
    assert not [f for f in result.findings if f.rule_id == "GL001"]


@pytest.mark.parametrize("check", ["NoError(t, err)", 'NoErrorf(t, err, "fetch %d", 1)'])
def test_a_check_in_its_message_form_that_cannot_fail_is_no_way_out(check: str) -> None:
    """``require.NoErrorf`` checks what ``require.NoError`` does (the ``f`` form only adds a
    message format): on an error the callee never returns it cannot fail either."""
    source = REQUIRE.replace("return 0, errDown", "return 0, nil")
    source = source.replace("must.NoError(t, err)", f"must.{check}")
    result = engine.check_source("p/x_test.go", source.encode())
    assert not [f for f in result.findings if f.rule_id == "GL001"]
    failing = source.replace("return 0, nil", "return 0, errDown")
    result = engine.check_source("p/x_test.go", failing.encode())
    assert [f for f in result.findings if f.rule_id == "GL001"]


def test_an_assertion_that_always_fails_ends_the_goroutine() -> None:
    """``require.Fail`` and ``FailNow`` fail whatever their arguments: like ``t.FailNow``
    they never let the test go on."""
    source = REQUIRE.replace("must.NoError(t, err)", 'must.Fail(t, "down", err)')
    cfg = _cfg_of(source, "TestFetch")
    [block] = [b for b in cfg.blocks if b.kind == Kind.GOEXIT]
    assert [s for s, _ in cfg.successors(block.id)] == [cfg.exit]


def test_require_only_when_imported() -> None:
    """A local package named ``require`` that is not testify's is an ordinary call."""
    source = REQUIRE.replace('must "github.com/stretchr/testify/require"', '"example.com/must"')
    cfg = _cfg_of(source, "TestFetch")
    assert not [b for b in cfg.blocks if b.kind == Kind.CHECK]


def test_process_exit_is_not_a_way_out() -> None:
    """``log.Fatal`` ends the process: nothing is left behind to leak."""
    source = GOEXIT.replace('"runtime"', '"log"').replace("runtime.Goexit()", 'log.Fatal("x")')
    result = engine.check_source("p/x.go", source.encode())
    assert not [f for f in result.findings if f.rule_id == "GL001"]


PEER_FAILS_TOO = """package p

import (
	"testing"
	"time"
)

type server struct{ t *testing.T }

func (s *server) expect(ok bool) {
	if !ok {
		s.t.Fatalf("unexpected")
	}
}

var errOffline error

func open() error { return errOffline }

func TestOpen(t *testing.T) {
	done := make(chan bool)
	srv := &server{t}
	go func() {
		srv.expect(%s)
		done <- true
	}()
	_ = open()
	select {
	case <-done:
	case <-time.After(time.Second):
		t.Fatalf("no answer: %%v", errOffline)
	}
}
"""


@pytest.mark.parametrize(("argument", "confidence"), [("false", "medium"), ("", "high")])
def test_goroutine_that_can_fail_first_lowers_confidence(argument: str, confidence: str) -> None:
    """When the test leaves through ``t.Fatalf`` and its goroutine can stop at a failed
    check of its own before the send, both may fail together: medium confidence."""
    source = (
        PEER_FAILS_TOO % argument
        if argument
        else PEER_FAILS_TOO.replace("srv.expect(%s)\n", "").replace("%%v", "%v")
    )
    result = engine.check_source("p/x_test.go", source.encode())
    [finding] = [f for f in result.findings if f.rule_id == "GL001"]
    assert str(finding.confidence) == confidence


LOGGER_FATAL = """package p

import (
	"sync"

	%s
)

var errStopped error

func serve() error { return errStopped }

func run() {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		if err := serve(); err != nil {
			%s("serve: %%v", err)
			return
		}
		wg.Done()
	}()
	wg.Wait()
}
"""


@pytest.mark.parametrize(
    ("imported", "call"),
    [
        ('"github.com/sirupsen/logrus"', "logrus.Fatalf"),
        ('log "example.com/project/pkg/log"', "log.Logger.Fatalf"),
        ('"k8s.io/klog/v2"', "klog.Fatalf"),
    ],
)
def test_a_loggers_fatal_ends_the_process(imported: str, call: str) -> None:
    """A package's (or a package variable's) ``Fatal`` logs and exits: the goroutine that
    skips ``Done`` takes the process with it, and nothing is left waiting."""
    source = (LOGGER_FATAL % (imported, call)).replace("\t\t\treturn\n", "")
    result = engine.check_source("p/x.go", source.encode())
    assert not [f for f in result.findings if f.rule_id == "GL101"]


def test_a_tests_fatal_ends_only_the_goroutine() -> None:
    """``t.Fatalf`` on a variable (a test's ``T``) ends the goroutine, not the process."""
    source = (LOGGER_FATAL % ('"testing"', "t.Fatalf")).replace("\t\t\treturn\n", "")
    source = source.replace("func run() {", "func run(t *testing.T) {")
    result = engine.check_source("p/x.go", source.encode())
    assert [f for f in result.findings if f.rule_id == "GL101"]


# ``CFG.only_aborts``: blocks every path from which ends in a panic or an exit of the
# process; a path that can return, or go round a loop for ever, is not one of them.
ABORTS = """package p

import "os"

func check(bad, worse bool) int {
	if bad {
		mark()
		if worse {
			os.Exit(2)
		}
		panic("bad")
	}
	if worse {
		mark()
		return 1
	}
	for {
		if bad {
			mark()
			panic("in a loop")
		}
		mark()
	}
}

func mark() {}
"""


def _marks(source: str) -> list[int]:
    """The blocks of ``check``'s ``mark()`` calls, in text order."""
    cfg = _cfg_of(source, "check")
    found = []
    for block in cfg.blocks:
        node = block.node
        if node is not None and syntax.text(node) == "mark()":
            found.append(block.id)
    return found


@pytest.mark.parametrize(
    ("mark", "aborts"),
    [
        (0, True),  # then a panic or os.Exit, whichever branch
        (1, False),  # then a return
        (2, True),  # a panic inside an endless loop still ends the path
        (3, False),  # the loop goes round for ever
    ],
)
def test_only_aborts(mark: int, aborts: bool) -> None:
    cfg = _cfg_of(ABORTS, "check")
    assert cfg.only_aborts(_marks(ABORTS)[mark]) is aborts


ORDER = """package p

func order(n int) int {
	a()
	b()
	for i := 0; i < n; i++ {
		c()
		d()
	}
	return p() + q()
}
"""


@pytest.mark.parametrize(
    ("first", "then", "precedes"),
    [
        ("a()", "b()", True),
        ("b()", "a()", False),
        ("d()", "c()", True),  # round the loop
        ("p()", "q()", True),  # one statement: text order
        ("q()", "p()", False),
    ],
)
def test_may_precede(first: str, then: str, precedes: bool) -> None:
    """``CFG.may_precede``: some path runs the first call and then reaches the second."""
    cfg = _cfg_of(ORDER, "order")
    calls = {
        syntax.text(node): node
        for node in syntax.descendants_outside_closures(cfg.function)
        if node.type == "call_expression"
    }
    assert cfg.may_precede(calls[first], calls[then]) is precedes
