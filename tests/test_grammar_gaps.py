"""Valid Go that tree-sitter-go's grammar misses is parsed by skipping bytes: the trees, texts,
positions, findings and incremental re-parses are those of the original file."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from goleaklint import engine, grammar_gaps
from goleaklint.lsp_documents import UTF8, OpenDocument, TextChange
from goleaklint.parse import Node, Tree, parse, walk
from goleaklint.span import LineIndex

CORPUS = Path(__file__).resolve().parent.parent / "testdata" / "go_syntax"


def signature(tree: Tree) -> list[tuple[str, int, int, tuple[int, int], tuple[int, int]]]:
    """Every node (anonymous ones too) with its bytes and points, in pre-order."""
    found = []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        found.append((node.type, node.start_byte, node.end_byte, node.start_point, node.end_point))
        stack.extend(reversed(node.children))
    return found


def first(tree: Tree, kind: str, text: str) -> Node:
    for node in walk(tree.root_node):
        if node.type == kind and node.text == text.encode():
            return node
    raise AssertionError(f"no {kind} {text!r}")


def body(code: str) -> bytes:
    return f"package p\n\nfunc f() {{\n{code}\n}}\n".encode()


# -- what the parser reads --------------------------------------------------------------


@pytest.mark.parametrize(
    "code",
    [
        "x := new(int64(500))",
        'g(new("x"))',
        "return new(a + b)",
        "_ = T{F: new(1)}",
        "_ = []*int{new(1), new(2)}",
        "*new(x+1) = 3",
        "new(f()).Method()",
        "go g(new(3))",
        "defer g(new(3))",
        "if p := new(3); *p > 0 {}",
        "ch <- new(-1)",
        "_ = new(<-ch)",
        "_ = new(x.y.z)",
        "_ = new(a[1:2])",
        "_ = new(x.(T))",
        "_ = new(func() int { return 1 }())",
        "_ = new(`raw`)",
        "_ = new(new(1))",
        "_ = new([]int{1})",
        "_ = new(struct{}{})",
        "_ = new(\n\t1, // a comment\n)",
        "var make func(int) int; _ = make(n - 1)",
        "new := func(int) int { return 0 }; _ = new(1 + 1)",
        # A package function named new or make, called as the builtins cannot be: more
        # arguments than they take, or a spread slice (the first argument reads as a type).
        "_ = new(iface, nil, nil, opts...)",
        "_ = new(iface, conn)",
        "_ = make(a, b, c, d)",
        "_ = make(a, opts...)",
    ],
)
def test_new_and_make_with_an_expression_parse_as_calls(code: str) -> None:
    tree = parse(body(code))
    assert not tree.root_node.has_error, str(tree.root_node)
    calls = [
        n
        for n in walk(tree.root_node)
        if n.type == "call_expression"
        and (callee := n.child_by_field_name("function")) is not None
        and callee.text in (b"new", b"make")
    ]
    assert calls
    for call in calls:
        callee = call.child_by_field_name("function")
        assert callee is not None and callee.type == "identifier"
        assert callee.end_byte - callee.start_byte == len(callee.text or b"")


@pytest.mark.parametrize(
    ("code", "argument"),
    [
        ("_ = new(int)", "type_identifier"),
        ("_ = new([]int)", "slice_type"),
        ("_ = new(map[string]int)", "map_type"),
        ("_ = new(sync.WaitGroup)", "qualified_type"),
        ("_ = make(chan int, 1)", "channel_type"),
    ],
)
def test_new_and_make_of_a_type_keep_reading_as_types(code: str, argument: str) -> None:
    # The same code beside an error that makes the gaps search run.
    for source in (body(code), body(code + "\n\t_ = new(1)")):
        tree = parse(source)
        assert not tree.root_node.has_error
        call = next(n for n in walk(tree.root_node) if n.type == "call_expression")
        arguments = call.child_by_field_name("arguments")
        assert arguments is not None
        assert arguments.named_children[0].type == argument


def test_generic_method_parses_as_a_method_with_its_bytes() -> None:
    fold = b"func (l List[E]) Fold[\n\tA any, // accumulator\n\tS ~[]E,\n](a A, _ S) A { return a }"
    source = (
        b"package p\n\nfunc (r *Rand) N[Int intType](n Int) Int { return n }\n\n" + fold + b"\n"
    )
    tree = parse(source)
    assert not tree.root_node.has_error, str(tree.root_node)
    methods = [n for n in tree.root_node.named_children if n.type == "method_declaration"]
    assert [m.text for m in methods] == [
        b"func (r *Rand) N[Int intType](n Int) Int { return n }",
        fold,
    ]
    fields = [(m.child_by_field_name("name"), m.child_by_field_name("parameters")) for m in methods]
    assert [(n.text, p.text) for n, p in fields if n and p] == [
        (b"N", b"(n Int)"),
        (b"Fold", b"(a A, _ S)"),
    ]
    assert [p.start_point for _, p in fields if p] == [(2, 29), (7, 1)]


def test_calls_and_values_of_generic_methods_parse() -> None:
    source = body("_ = r.N[int](5)\n\tdraw := r.N[int8]\n\t_ = draw(5)\n\t_ = r.N(5)")
    assert not parse(source).root_node.has_error


def test_gaps_are_exact_and_only_for_what_the_grammar_misses() -> None:
    source = (
        body(
            "_ = x.new(1)\n"  # a method called new
            "\t_ = new(int)\n"
            "\t_ = make([]int, 3)\n"
            '\t_ = "new(1)" // new(2)\n'
            "\t/* make(n - 1) */ _ = new(1)\n"
            "\t_ = make(n - 1, 2)"
        )
        + b"\nfunc (r R) M[T any](t T) {}\n"
    )
    broken = [(0, len(source))]
    code = parse(source)  # any tree: it only answers "is this offset code?"

    def is_code(offset: int) -> bool:
        node = code.root_node.descendant_for_byte_range(offset, offset + 1)
        return node is None or node.type not in ("comment", "interpreted_string_literal_content")

    def is_type(text: bytes) -> bool:
        return text in (b"int", b"[]int")

    found = grammar_gaps.gaps(source, broken, is_type, is_code)
    new_one = source.index(b"_ = new(1)") + 4
    make_n = source.index(b"make(n - 1, 2)")
    bracket = source.index(b"[T any]")
    assert found == [(new_one + 1, new_one + 2), (make_n + 1, make_n + 2), (bracket, bracket + 7)]
    assert grammar_gaps.gaps(source, [], is_type, is_code) == []


def test_files_the_grammar_reads_are_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    called: list[bytes] = []
    monkeypatch.setattr(grammar_gaps, "gaps", lambda source, *_: called.append(source) or [])
    assert not parse(body("_ = new(int)")).root_node.has_error
    assert called == []
    parse(body("_ = new(1)"))
    assert len(called) == 1


# -- original bytes everywhere ------------------------------------------------------------


@pytest.mark.parametrize("path", sorted(CORPUS.glob("*.go")), ids=lambda p: p.name)
def test_corpus_positions_and_texts_are_the_original_files(path: Path) -> None:
    source = path.read_bytes()
    tree = parse(source)
    assert not tree.root_node.has_error
    lines = LineIndex(source)
    for node in walk(tree.root_node):
        assert node.text == source[node.start_byte : node.end_byte]
        for offset, point in ((node.start_byte, node.start_point), (node.end_byte, node.end_point)):
            position = lines.position(offset)
            assert (point.row, point.column) == (position.line - 1, position.byte_column)


def test_findings_beside_new_expressions_quote_the_original_code() -> None:
    path = CORPUS / "new_expression.go"
    result = engine.check_source(path.as_posix(), path.read_bytes())
    [finding] = result.findings
    assert finding.fingerprint == "firstResult|results <- new(compute())"
    [fix] = finding.fixes
    [edit] = fix.edits
    line = LineIndex(path.read_bytes()).line_bytes(finding.related[1].span.start.line)
    assert line == b"\tresults, fallback := make(chan *int), new(-1)"
    assert (edit.new_text, path.read_bytes()[edit.start_byte - 4 : edit.end_byte]) == (
        ", 1",
        b"*int",
    )


def test_findings_in_generic_methods_name_the_method() -> None:
    path = CORPUS / "generic_methods.go"
    result = engine.check_source(path.as_posix(), path.read_bytes())
    [finding] = result.findings
    assert "`List.Collect`" in finding.message
    assert finding.fingerprint == "List.Collect|results <- out"
    assert (finding.span.start.line, finding.span.start.column) == (61, 3)


# -- syntax problems that remain ----------------------------------------------------------


def test_a_remaining_syntax_problem_is_the_real_one_and_named_as_the_parser_s() -> None:
    source = body("p := new(int64(500))\n\tx := := 1\n\t_ = p")
    result = engine.check_source("pkg/x.go", source)
    [error] = result.errors
    assert error.syntax
    assert error.span is not None and (error.span.start.line, error.span.start.column) == (5, 7)
    assert error.message == (
        "goleaklint's parser (tree-sitter-go) could not read line 5, column 7 (syntax error); "
        "analysed what it could read"
    )


# -- incremental re-parses ------------------------------------------------------------------


EDITS = [
    "new(1)",  # adds a new(expr)
    "new(",
    ")",
    "[T any]",  # makes a method generic (or breaks other code)
    "e",
    "",
    "x",
    "\n",
    "}",
    "make(n - 1)",
]


@pytest.mark.parametrize(
    "name", ["new_expression.go", "generic_methods.go", "shadowed_builtins.go"]
)
def test_incremental_reparse_matches_a_full_parse(name: str) -> None:
    rng = random.Random(name)
    source = (CORPUS / name).read_bytes()
    document = OpenDocument("file:///x.go", None, 1, source)
    go_file, _ = document.snapshot().go_file("x.go")
    document.adopt(1, go_file.tree)
    targets = [b"new(", b"make(", b"[R any]", b"[F any]", b"func", b"\n\t"]
    for version in range(2, 50):
        text = document.source
        target = rng.choice(targets)
        spots = [i for i in range(len(text)) if text.startswith(target, i)] or [len(text) // 2]
        start = rng.choice(spots) + rng.randrange(len(target) + 1)
        end = min(len(text), start + rng.choice([0, 0, 1, 3, len(target)]))
        inserted = rng.choice(EDITS)
        lines = LineIndex(text)
        at, to = lines.position(start), lines.position(end)
        change = TextChange((at.line - 1, at.byte_column), (to.line - 1, to.byte_column), inserted)
        document.apply([change], version, UTF8)
        assert document.source == text[:start] + inserted.encode() + text[end:]
        go_file, parsed = document.snapshot().go_file("x.go")
        assert parsed
        document.adopt(version, go_file.tree)
        assert signature(go_file.tree) == signature(parse(document.source)), (version, change)


def test_reparse_after_removing_and_restoring_a_new_expression() -> None:
    source = (CORPUS / "new_expression.go").read_bytes()
    document = OpenDocument("file:///x.go", None, 1, source)
    go_file, _ = document.snapshot().go_file("x.go")
    document.adopt(1, go_file.tree)
    spot = source.index(b"new(compute())")
    lines = LineIndex(source)
    at, to = lines.position(spot), lines.position(spot + len(b"new(compute())"))
    steps = [
        TextChange((at.line - 1, at.byte_column), (to.line - 1, to.byte_column), "nil"),
        TextChange(
            (at.line - 1, at.byte_column), (at.line - 1, at.byte_column + 3), "new(compute())"
        ),
    ]
    for version, change in enumerate(steps, start=2):
        document.apply([change], version, UTF8)
        go_file, _ = document.snapshot().go_file("x.go")
        document.adopt(version, go_file.tree)
        assert not go_file.tree.root_node.has_error
        assert signature(go_file.tree) == signature(parse(document.source))
    assert document.source == source
    assert first(go_file.tree, "call_expression", "new(compute())").start_byte == spot
