"""The control-flow graph builder uses no Python recursion, and builds exactly the graphs of
the recursive builder it replaced (kept in tests/cfg_reference.py): same blocks in the same
order, same edges in the same order, same statement-to-block map and loop bodies, for every
function and literal of the testdata, of the pathological sources and of part of the
standard library."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cfg_reference import RecursiveBuilder
from pathological_sources import GENERATORS
from test_goroot_parses import go_files, goroot_src

from goleaklint.dataflow.cfg import CFG, Kind, build_cfg, failing_check_names, imported_names
from goleaklint.gofile import GoFile
from goleaklint.parse import Node, captures

TESTDATA = Path(__file__).resolve().parent.parent / "testdata"
FUNCTIONS_QUERY = "[(function_declaration) (method_declaration) (func_literal)] @f"
# Standard library packages with every kind of statement: labels, goto, fallthrough,
# selects, type switches, testify-free test files.
STDLIB_PACKAGES = ("context", "sync", "net/http", "go/scanner", "text/template/parse", "time")


def functions(go_file: GoFile) -> Iterator[Node]:
    yield from captures(FUNCTIONS_QUERY, go_file.root).get("f", [])


def record(cfg: CFG) -> tuple[Any, ...]:
    """Everything a graph is made of, comparable with ``==``."""
    return (
        cfg.function,
        [(b.id, b.kind, b.node, b.loop) for b in cfg.blocks],
        cfg.edges,
        (cfg.entry, cfg.exit, cfg.abort),
        cfg.block_of,
        cfg.loop_body,
        cfg.successor_table,
    )


def assert_same_graphs(go_file: GoFile) -> int:
    checks = failing_check_names(go_file.root)
    packages = imported_names(go_file.root)
    count = 0
    for function in functions(go_file):
        expected = RecursiveBuilder(function, checks, packages).build()
        cfg = build_cfg(function, checks, packages=packages)
        assert record(cfg) == record(expected), (go_file.path, function.start_point)
        assert_loop_bodies_are_ranges(cfg)
        count += 1
    return count


def assert_loop_bodies_are_ranges(cfg: CFG) -> None:
    """Each loop body is a run of block ids (what CFG.looped_blocks merges), and the
    merged runs are exactly the union of the bodies."""
    for body in cfg.loop_body.values():
        assert not body or body == frozenset(range(min(body), max(body) + 1))
    union = frozenset(b for body in cfg.loop_body.values() for b in body)
    assert cfg.looped_blocks == union


@pytest.mark.parametrize(
    "path", sorted(TESTDATA.rglob("*.go")), ids=lambda p: p.relative_to(TESTDATA).as_posix()
)
def test_testdata_graphs_are_those_of_the_recursive_builder(path: Path) -> None:
    assert_same_graphs(GoFile.from_source(path.name, path.read_bytes()))


@pytest.mark.parametrize("construct", sorted(GENERATORS))
def test_pathological_graphs_are_those_of_the_recursive_builder(construct: str) -> None:
    source = GENERATORS[construct](60)  # within what the recursive builder can take
    assert assert_same_graphs(GoFile.from_source("p.go", source))


def test_standard_library_graphs_are_those_of_the_recursive_builder() -> None:
    src = goroot_src()
    count = 0
    for package in STDLIB_PACKAGES:
        for path in go_files(src / package):
            if path.parent == src / package:
                count += assert_same_graphs(GoFile.from_source(path.name, path.read_bytes()))
    assert count > 3000


def test_deep_nesting_needs_no_recursion() -> None:
    """Far deeper than the interpreter's recursion limit: if, for, select, switch, labels,
    blocks and else-if chains nested 5,000 deep."""
    depth = 5000
    lines = ["package p", "func f(x int, ch chan int) {"]
    shapes = (
        "if x > 0 {",
        "for range x {",
        "select {\ncase <-ch:",
        "switch x {\ncase 1:",
        "L: {",
        "{",
        "if x > 1 {\n} else if x > 2 {",
    )
    closers = ("}", "}", "}", "}", "}", "}", "}")
    for level in range(depth):
        lines.append(shapes[level % len(shapes)])
    lines.append("ch <- x")
    for level in reversed(range(depth)):
        lines.append(closers[level % len(closers)])
    lines.append("}")
    go_file = GoFile.from_source("deep.go", "\n".join(lines).encode())
    assert not go_file.syntax_problems
    function = next(functions(go_file))
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(200)  # the builder must not need the stack at all
    try:
        cfg = build_cfg(function, frozenset())
    finally:
        sys.setrecursionlimit(limit)
    assert len(cfg.loop_body) == depth // len(shapes) + (depth % len(shapes) > 1)
    send = captures("(send_statement) @send", function)["send"][0]
    block = cfg.block_for(send)
    assert block is not None and block.kind == Kind.STMT
    assert any(target == cfg.exit for target, _ in cfg.successors(block.id + 1))
