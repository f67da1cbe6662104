"""Method results on objects a function made with a literal
(goleaklint.dataflow.literalobjects): fields no code of the package changes hold what the
literal gave, and a wrapped listener's Accept fails only once something may close it."""

from __future__ import annotations

from pathlib import Path

import pytest

from goleaklint import engine

TESTDATA = Path(__file__).parent.parent / "testdata" / "GL001"
SINK = (TESTDATA / "ok_exit_on_error_the_literal_rules_out.go").read_text()
WRAPPER = (TESTDATA / "ok_accept_on_wrapped_open_listener.go").read_text()


def _gl001_lines(source: str) -> list[int]:
    result = engine.check_source("p/x.go", source.encode())
    return [f.span.start.line for f in result.findings if f.rule_id == "GL001"]


def test_fields_the_literal_fixes_decide_the_method() -> None:
    assert _gl001_lines(SINK) == []


@pytest.mark.parametrize(
    ("change", "replacement"),
    [
        # A method of the package sets the field: the literal no longer fixes it.
        ("var errRejected", "func (s *sink) harden() { s.strict = true }\n\nvar errRejected"),
        # The field's address is lent: anyone may set it.
        ("var errRejected", "var strictFlag = &(&sink{}).strict\n\nvar errRejected"),
        # The object is handed on: someone else holds it.
        ("\tdone := make(chan int)\n", "\tkeep(s)\n\tdone := make(chan int)\n"),
        # A method overwrites the whole object through its receiver.
        (
            "var errRejected",
            "func (s *sink) reset() { *s = sink{strict: true} }\n\nvar errRejected",
        ),
        # A positional literal names no field: the left-out ones are not known zero.
        ("s := &sink{limit: 3}", "s := &sink{true, 3}"),
    ],
)
def test_a_field_something_may_change_is_not_known(change: str, replacement: str) -> None:
    source = SINK.replace(change, replacement, 1) + "\nfunc keep(*sink) {}\n"
    assert _gl001_lines(source)


def test_a_wrapped_listener_keeps_accept_from_failing_while_open() -> None:
    assert _gl001_lines(WRAPPER) == []


@pytest.mark.parametrize(
    ("change", "replacement"),
    [
        # The listener is closed before the accept: Accept fails.
        ("\tconn, err := pl.Accept()\n", "\tl.Close()\n\tconn, err := pl.Accept()\n"),
        # Another method of the wrapper may close what it wraps.
        ("\tconn, err := pl.Accept()\n", "\tpl.Stop()\n\tconn, err := pl.Accept()\n"),
    ],
)
def test_a_listener_that_may_be_closed_first_lets_accept_fail(
    change: str, replacement: str
) -> None:
    source = WRAPPER.replace(change, replacement, 1)
    source += "\nfunc (p *Listener) Stop() { p.Listener.Close() }\n"
    assert _gl001_lines(source)


EMBEDDED = SINK.replace(
    "type sink struct {\n\tstrict bool\n\tlimit  int\n}",
    "type mode struct{ strict bool }\n\ntype sink struct {\n\tmode\n\tlimit int\n}",
)


def test_a_field_of_an_embedded_struct_is_known_only_when_the_literal_says() -> None:
    """``sink{limit: 3}`` leaves the embedded ``mode`` zero, but ``sink{mode: strictMode}``
    may set its ``strict``: a promoted field is read only from what the literal spells."""
    assert _gl001_lines(EMBEDDED) == []
    source = EMBEDDED.replace("s := &sink{limit: 3}", "s := &sink{mode: strictMode, limit: 3}")
    source += "\nvar strictMode = mode{strict: true}\n"
    assert _gl001_lines(source)


# main goes on after the call, so the call's return does not end the process.
CHECKED = (
    (TESTDATA / "ok_accept_on_wrapper_whose_check_allows.go")
    .read_text()
    .replace("\tfmt.Println(serveOne())\n", '\tfmt.Println(serveOne())\n\tfmt.Println("done")\n')
)


@pytest.mark.parametrize(
    ("change", "replacement"),
    [
        ("", ""),  # a local bound only to a function literal
        # The literal itself in the field.
        ("Check: allow}", "Check: func(net.Addr) error { return nil }}"),
        # A function of the package.
        ("Check: allow}", "Check: allowAll}"),
        # A field holding a function is not nil: a method's test of it for nil fails.
        (
            "\tif g.Check != nil {\n",
            '\tif g.Check == nil {\n\t\treturn nil, fmt.Errorf("no check")\n\t}\n'
            "\tif g.Check != nil {\n",
        ),
    ],
)
def test_a_function_the_literal_fixes_in_a_field_gives_its_results(
    change: str, replacement: str
) -> None:
    source = CHECKED.replace(change, replacement, 1) if change else CHECKED
    source += "\nfunc allowAll(net.Addr) error { return nil }\n"
    assert _gl001_lines(source) == []


@pytest.mark.parametrize(
    ("change", "replacement"),
    [
        # The local is bound again: which function the field holds is not known.
        ("\tg := &gate{", "\tallow = deny\n\tg := &gate{"),
        # A function that may fail.
        ("Check: allow}", "Check: deny}"),
        # A method of the package sets the field.
        ("func main() {", "func (g *gate) strict() { g.Check = deny }\n\nfunc main() {"),
    ],
)
def test_a_function_field_something_may_change_or_that_fails_is_not_known(
    change: str, replacement: str
) -> None:
    source = CHECKED.replace(change, replacement, 1)
    source += '\nfunc deny(net.Addr) error { return fmt.Errorf("denied") }\n'
    assert _gl001_lines(source)
