"""The locks a function is entered with (goleaklint.dataflow.entrylocks): handed held, or
held on every path by every call of a package-private function, or by its callers' own
entry; never through a goroutine, a deferred call or an exported function's callers."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.gofile import GoFile

PROGRAM = """package p

import "sync"

type T struct {
	mu   sync.Mutex
	gate sync.Mutex
	n    int
}

func (t *T) lockGate() { t.gate.Lock() }

%s
"""


def entered(body: str, name: str) -> set[str]:
    go_file = GoFile.from_source("p.go", (PROGRAM % body).encode())
    assert not go_file.root.has_error
    analysis = analyze_package([go_file], None)
    function = next(
        node
        for node in go_file.root.named_children
        if node.type in ("function_declaration", "method_declaration")
        and node.child_by_field_name("name").text.decode() == name
    )
    return {str(lock) for lock, _ in analysis.entry_locks.held_on_entry(function)}


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # handed held: the first operation on the gate is its release
        ("func (t *T) Done() { t.n++; t.gate.Unlock() }", {"T.gate"}),
        # a deferred release of a lock the function takes itself is no hand-over
        ("func (t *T) Done() { defer t.gate.Unlock(); t.gate.Lock(); t.n++ }", set()),
        # every call holds the gate, one through a helper that leaves it held
        (
            "func (t *T) bump() { t.n++ }\n"
            "func (t *T) A() { t.gate.Lock(); t.bump(); t.gate.Unlock() }\n"
            "func (t *T) B() { t.lockGate(); t.bump(); t.gate.Unlock() }",
            {"T.gate"},
        ),
        # one call without it
        (
            "func (t *T) bump() { t.n++ }\n"
            "func (t *T) A() { t.gate.Lock(); t.bump(); t.gate.Unlock() }\n"
            "func (t *T) B() { t.bump() }",
            set(),
        ),
        # a goroutine holds nothing of its launcher's
        (
            "func (t *T) bump() { t.n++ }\n"
            "func (t *T) A() { t.gate.Lock(); go t.bump(); t.gate.Unlock() }",
            set(),
        ),
        # entered through a caller that is itself entered with the gate
        (
            "func (t *T) bump() { t.n++ }\n"
            "func (t *T) step() { t.bump() }\n"
            "func (t *T) A() { t.gate.Lock(); t.step(); t.gate.Unlock() }",
            {"T.gate"},
        ),
    ],
)
def test_entry_locks(body: str, expected: set[str]) -> None:
    name = "Done" if "Done" in body else "bump"
    assert entered(body, name) == expected
