"""GL107 does not pair an order that only tests take with the package's own order: a test
holding a package lock stages a state for the code it drives. Orders that only tests take
are still paired with each other, and the same order in package code is reported."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.gofile import GoFile
from goleaklint.rules.gl107_lock_order_inversion import lock_order_inversion

SERVER = """package p

import "sync"

type Account struct {
	mu sync.Mutex
	n  int
}

type Server struct {
	mu       sync.Mutex
	accounts []*Account
}

// Broadcast takes the server's lock, then each account's.
func (s *Server) Broadcast() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, a := range s.accounts {
		a.mu.Lock()
		a.n++
		a.mu.Unlock()
	}
}

func (s *Server) Register() *Account {
	s.mu.Lock()
	defer s.mu.Unlock()
	a := &Account{}
	s.accounts = append(s.accounts, a)
	return a
}

var srv = &Server{}

func Start(s *Server) {
	go func() {
		for {
			s.Broadcast()
		}
	}()
}
"""

# An account's lock held while the server's is taken: the other way round.
HOLDER = """package p

import "testing"

func %s {
	a := srv.Register()
	a.mu.Lock()
	srv.Register()
	a.mu.Unlock()
}
"""

# The first order in a test too: the server's lock, then an account's.
OTHER_TEST = """package p

import "testing"

func TestBroadcastHeld(t *testing.T) {
	srv.mu.Lock()
	for _, a := range srv.accounts {
		a.mu.Lock()
		a.mu.Unlock()
	}
	srv.mu.Unlock()
}
"""


def _findings(files: dict[str, str]) -> list[str]:
    go_files = [GoFile.from_source(name, text.encode()) for name, text in files.items()]
    analysis = analyze_package(go_files, None)
    return sorted(finding.message for finding in lock_order_inversion.check(analysis))


def test_order_a_test_stages_is_not_paired_with_the_package_order() -> None:
    files = {"server.go": SERVER, "server_test.go": HOLDER % "TestHoldAccount(t *testing.T)"}
    assert _findings(files) == []


def test_the_same_order_in_package_code_is_reported() -> None:
    files = {"server.go": SERVER, "hold.go": HOLDER % "HoldAccount(t *testing.T)"}
    found = _findings(files)
    assert len(found) == 2
    assert any("`Server.mu` is taken here while `Account.mu` is held" in m for m in found)


def test_the_same_function_in_a_test_file_that_is_no_test_is_reported() -> None:
    files = {"server.go": SERVER, "server_test.go": HOLDER % "holdAccount(t *testing.T)"}
    assert len(_findings(files)) == 2  # no test calls it: it may run anywhere


def test_orders_that_only_tests_take_are_still_paired() -> None:
    files = {
        "holder_test.go": HOLDER % "TestHoldAccount(t *testing.T)",
        "other_test.go": OTHER_TEST,
        "server.go": SERVER.replace("s.mu.Lock()\n\tdefer s.mu.Unlock()\n\tfor", "for"),
    }
    assert len(_findings(files)) == 2


def test_a_suite_method_is_a_test() -> None:
    holder = HOLDER % "(suite) TestHoldAccount(t *testing.T)"
    files = {"server.go": SERVER, "server_test.go": holder + "\ntype suite struct{}\n"}
    assert _findings(files) == []
    files["server_test.go"] = holder.replace("TestHoldAccount", "holdAccount") + (
        "\ntype suite struct{}\n"
    )
    assert len(_findings(files)) == 2


# The account's lock held, then the server's, in a literal the test runs: a subtest's
# body, or a check a helper of the test calls.
IN_LITERAL = """package p

import "testing"

func checkFor(t *testing.T, check func() error) {
	for check() != nil {
	}
}

func TestHoldAccount(t *testing.T) {
	a := srv.Register()
	t.Run("held", func(t *testing.T) {
		a.mu.Lock()
		srv.Register()
		a.mu.Unlock()
	})
	checkFor(t, func() error {
		a.mu.Lock()
		defer a.mu.Unlock()
		srv.Register()
		return nil
	})
}
"""


def test_a_literal_the_test_runs_stages_too() -> None:
    assert _findings({"server.go": SERVER, "server_test.go": IN_LITERAL}) == []


def test_a_literal_the_test_starts_with_go_is_paired() -> None:
    started = IN_LITERAL.replace('t.Run("held", func', "go (func")
    started = started.replace("\t})\n\tcheckFor", "\t})(t)\n\tcheckFor")
    assert len(_findings({"server.go": SERVER, "server_test.go": started})) == 2


STARTED_APART = """package p

import (
	"sync"
	"testing"
)

func run(f func()) { f() }

func TestHoldAccount(t *testing.T) {
	a := srv.Register()
	var wg sync.WaitGroup
	%s
	wg.Wait()
}
"""

HOLD = "a.mu.Lock()\n\t\tsrv.Register()\n\t\ta.mu.Unlock()"


@pytest.mark.parametrize(
    "start",
    [
        f"go run(func() {{\n\t\t{HOLD}\n\t}})",
        f"wg.Go(func() {{\n\t\t{HOLD}\n\t}})",
        f"go func() {{\n\t\thold := func() {{\n\t\t{HOLD}\n\t\t}}\n\t\thold()\n\t}}()",
        f"hold := func() {{\n\t\t{HOLD}\n\t}}\n\tgo hold()",
    ],
)
def test_a_literal_started_on_a_goroutine_of_its_own_is_paired(start: str) -> None:
    test = STARTED_APART % start
    assert len(_findings({"server.go": SERVER, "server_test.go": test})) == 2
