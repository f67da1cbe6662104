"""Fields only code holding a lock of the same object touches
(goleaklint.dataflow.guardedfields), and the new objects stored in them while that lock is
held: nobody else can reach them until it is let go of."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.escapes import unpublished_receiver
from goleaklint.dataflow.guardedfields import guards_of
from goleaklint.dataflow.types import FieldKey
from goleaklint.gofile import GoFile
from goleaklint.parse import Node, captures

PROGRAM = """package %s

import "sync"

type R struct {
	mu    sync.Mutex
	other sync.Mutex
	items map[string]*W
	list  []*W
	Items map[string]*W
}

type W struct {
	mu sync.Mutex
	n  int
}

func (w *W) start() { w.mu.Lock(); w.n = 1; w.mu.Unlock() }

%s
"""


def _analysis(body: str, package: str = "p"):
    go_file = GoFile.from_source("p.go", (PROGRAM % (package, body)).encode())
    assert not go_file.root.has_error
    return go_file, analyze_package([go_file], None)


def guards(body: str, field: str, package: str = "p") -> set[str]:
    _, analysis = _analysis(body, package)
    return {str(lock) for lock in guards_of(analysis.lockgraph, FieldKey("R", field))}


def _start_call(root: Node) -> Node:
    calls = captures("(call_expression) @call", root)["call"]
    return next(c for c in calls if c.text.decode() == "w.start()")


def unpublished(body: str, package: str = "p") -> bool:
    go_file, analysis = _analysis(body, package)
    return unpublished_receiver(analysis.lockgraph, _start_call(go_file.root))


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # every access after a lock of the same object, at the top of the function
        (
            "func (r *R) Get(k string) *W { r.mu.Lock(); defer r.mu.Unlock(); return r.items[k] }\n"
            "func (r *R) Drop(k string) { r.mu.Lock(); delete(r.items, k); r.mu.Unlock() }",
            {"R.mu"},
        ),
        # one access without it
        (
            "func (r *R) Get(k string) *W { r.mu.Lock(); defer r.mu.Unlock(); return r.items[k] }\n"
            "func (r *R) Peek(k string) *W { return r.items[k] }",
            set(),
        ),
        # the lock let go of before the access
        ("func (r *R) Get(k string) *W { r.mu.Lock(); r.mu.Unlock(); return r.items[k] }", set()),
        # taken on one branch only: not at the top of the function
        (
            "func (r *R) Get(k string, b bool) *W {\n"
            "\tif b {\n\t\tr.mu.Lock()\n\t\tdefer r.mu.Unlock()\n\t}\n\treturn r.items[k]\n}",
            set(),
        ),
        # a lock of another object is no guard
        (
            "func (r *R) Get(o *R, k string) *W {\n"
            "\to.mu.Lock()\n\tdefer o.mu.Unlock()\n\treturn r.items[k]\n}",
            set(),
        ),
        # the whole map handed on: read later without the lock
        (
            "func (r *R) All() map[string]*W { r.mu.Lock(); defer r.mu.Unlock(); return r.items }",
            set(),
        ),
        # ranged over, its length taken, compared with nil, all in place
        (
            "func (r *R) Each() int {\n\tr.mu.Lock()\n\tdefer r.mu.Unlock()\n"
            "\tif r.items == nil {\n\t\treturn len(r.items)\n\t}\n"
            "\tfor _, w := range r.items {\n\t\tw.n++\n\t}\n\treturn 0\n}",
            {"R.mu"},
        ),
    ],
)
def test_guards_of_a_field(body: str, expected: set[str]) -> None:
    assert guards(body, "items") == expected


def test_both_locks_held_at_every_access_both_guard() -> None:
    body = (
        "func (r *R) Get(k string) *W {\n\tr.other.Lock()\n\tr.mu.Lock()\n"
        "\tw := r.items[k]\n\tr.mu.Unlock()\n\tr.other.Unlock()\n\treturn w\n}"
    )
    assert guards(body, "items") == {"R.mu", "R.other"}


REGISTER = """func (r *R) Add(k string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	w := &W{}
	%s
	w.start()
}
"""


@pytest.mark.parametrize(
    ("store", "others", "expected"),
    [
        ("r.items[k] = w", "", True),
        ("r.list = append(r.list, w)", "", True),
        # another use reads the map without the lock
        ("r.items[k] = w", "func (r *R) Peek(k string) *W { return r.items[k] }", False),
        # an exported field: other packages may read it without the lock
        ("r.Items[k] = w", "", False),
        # appended to one field, stored in another
        ("r.list = append(r.items2(), w)", "func (r *R) items2() []*W { return nil }", False),
    ],
)
def test_stored_under_own_lock(store: str, others: str, expected: bool) -> None:
    assert unpublished((REGISTER % store) + others) is expected


def test_exported_field_in_package_main_is_the_package_s_own() -> None:
    assert unpublished(REGISTER % "r.Items[k] = w", package="main") is True


def test_lock_let_go_of_before_the_call() -> None:
    body = """func (r *R) Add(k string) {
	r.mu.Lock()
	w := &W{}
	r.items[k] = w
	r.mu.Unlock()
	w.start()
}
"""
    assert unpublished(body) is False
