"""Calls through an interface the package declares (PackageIndex.implementation): followed
into the one method the package shows for them, when the interface is unexported (or the
package is main), a single type of the package declares a method of that name and
implements the whole interface, and the caller is not that method itself."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.gofile import GoFile
from goleaklint.parse import captures

PROGRAM = """package %s

import "io"

type Doer interface {
	Do()
	Name() string
}

type Client interface {
	Doer
	Sync()
}

type Reader interface {
	io.Reader
	Peek()
}

%s

func use(d Doer, c Client, r Reader) {
	d.Do()
	c.Do()
	r.Peek()
}
"""

ONE = """type impl struct{}

func (i *impl) Do()          {}
func (i *impl) Name() string { return "" }
func (i *impl) Sync()        {}
func (i *impl) Peek()        {}
"""


def followed(declarations: str, call_text: str, package: str = "main") -> str | None:
    """The receiver type of the method ``call_text`` (in ``use``, or anywhere) is taken to
    run, by both call resolvers when the operand is a parameter (they must agree; the
    index's alone also picks a method by its name when the operand's type is not written
    down)."""
    go_file = GoFile.from_source("p.go", (PROGRAM % (package, declarations)).encode())
    assert not go_file.root.has_error
    analysis = analyze_package([go_file], None)
    call = next(
        c
        for c in captures("(call_expression) @call", go_file.root)["call"]
        if c.text.decode() == call_text
    )
    typed = analysis.types.callee(call)
    named = analysis.index.callee(call)
    typed_type = typed.receiver_type if typed is not None else None
    if call_text[0] in "dcr":  # a parameter of ``use``
        assert named is not None or typed is None
    if named is not None and call_text[0] in "dcr":
        named_type = next(
            (d.receiver_type for d in analysis.index.methods.values() if d.node == named[0]),
            None,
        )
        assert named_type == typed_type
    return typed_type


@pytest.mark.parametrize(
    ("declarations", "call", "expected"),
    [
        (ONE, "d.Do()", "impl"),
        # a method of an embedded interface of the package
        (ONE, "c.Do()", "impl"),
        # two types of the package declare Do
        (ONE + "type other struct{}\n\nfunc (o other) Do() {}\n", "d.Do()", None),
        # the only type declaring Do lacks Name: it does not implement Doer
        ("type half struct{}\n\nfunc (h *half) Do() {}\n", "d.Do()", None),
        # an interface embedding another package's: its method set is not known
        (ONE, "r.Peek()", None),
        # a wrapper calling what it wraps runs another value's method, not itself
        (
            "type wrap struct{ inner Doer }\n\n"
            "func (w *wrap) Do()          { w.inner.Do() }\n"
            "func (w *wrap) Name() string { return w.inner.Name() }\n",
            "w.inner.Do()",
            None,
        ),
    ],
    ids=[
        "one-implementation",
        "through-an-embedded-interface",
        "two-types-declare-the-method",
        "not-the-whole-interface",
        "another-packages-interface-embedded",
        "a-wrapper-calls-what-it-wraps",
    ],
)
def test_implementation(declarations: str, call: str, expected: str | None) -> None:
    assert followed(declarations, call) == expected


def test_an_exported_interface_of_a_library_is_not_followed() -> None:
    """Other packages may implement it: the package's one implementation is not all."""
    assert followed(ONE, "d.Do()", package="p") is None


def test_an_unexported_interface_of_a_library_is_followed() -> None:
    declarations = ONE + "type doer interface{ Do() }\n\nfunc local(x doer) { x.Do() }\n"
    assert followed(declarations, "x.Do()", package="p") == "impl"
