"""Objects a function alone closes (goleaklint.dataflow.closables): a method whose other
returns sit under its receiver's closed-flag tests returns what its open returns give,
until the first use that may close the object."""

from __future__ import annotations

import pytest

from goleaklint import engine

PROGRAM = """package p

import "errors"

var errClosed = errors.New("closed")

type box struct {
	items  []int
	closed bool
	other  bool
}

func newBox() *box { return &box{} }

func (b *box) Put(v int) error {
	%(put)s
	b.items = append(b.items, v)
	return nil
}

func (b *box) Close() { b.closed = true }

func (b *box) Reset() { b.other = true }

func (b *box) shut() { b.Close() }

func use(b *box) {}

func compute() int { return 1 }

func run() int {
	b := %(made)s
	%(before)s
	ch := make(chan int)
	go func() { ch <- compute() }()
	if err := b.Put(1); err != nil {
		return 0
	}
	return <-ch
}
"""

GUARDED = "if b.closed {\n\t\treturn errClosed\n\t}"
OTHER_FLAG = "if b.other {\n\t\treturn errClosed\n\t}"
UNGUARDED = "if len(b.items) > 3 {\n\t\treturn errClosed\n\t}"


def gl001(put: str, made: str = "newBox()", before: str = "") -> int:
    program = PROGRAM % {"put": put, "made": made, "before": before}
    result = engine.check_source("p/p.go", program.encode())
    assert not result.errors
    return sum(1 for f in result.findings if f.rule_id == "GL001")


@pytest.mark.parametrize(
    ("put", "made", "before", "expected"),
    [
        # Put fails only once closed, and nothing closes the box before it
        (GUARDED, "newBox()", "", 0),
        (GUARDED, "&box{}", "", 0),
        (GUARDED, "new(box)", "", 0),
        (OTHER_FLAG, "newBox()", "", 0),  # any bool flag of the struct guards the same way
        # a failure no flag guards: Put may fail on an open box
        (UNGUARDED, "newBox()", "", 1),
        # closed before Put: directly, through a method, or by code it is handed to
        (GUARDED, "newBox()", "b.Close()", 1),
        (GUARDED, "newBox()", "b.shut()", 1),
        (GUARDED, "newBox()", "use(b)", 1),
        (GUARDED, "newBox()", "b.closed = true", 1),
        # made closed
        (GUARDED, "&box{closed: true}", "", 1),
        # Reset sets the other flag: any bool field set counts as a close
        (OTHER_FLAG, "newBox()", "b.Reset()", 1),
        (GUARDED, "newBox()", "b.Reset()", 1),
    ],
)
def test_open_until_closed(put: str, made: str, before: str, expected: int) -> None:
    assert gl001(put, made, before) == expected
