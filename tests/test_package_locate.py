"""The package index answers "which file, which top-level declaration" from byte ranges:
the answers are those of a walk up ``Node.parent``, for every node of multi-file packages
(files with syntax errors and their empty MISSING nodes included)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pathological_sources import GENERATORS
from trees import every_node

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.parents import PROBE_AFTER, Parents, is_deep
from goleaklint.gofile import GoFile
from goleaklint.parse import Node

TESTDATA = Path(__file__).resolve().parent.parent / "testdata"
PACKAGES = sorted({p.parent for p in TESTDATA.rglob("*.go")})


def top_level_by_parents(node: Node) -> Node:
    while node.parent is not None and node.parent.type != "source_file":
        node = node.parent
    return node


@pytest.mark.parametrize("directory", PACKAGES, ids=lambda p: p.relative_to(TESTDATA).as_posix())
def test_file_and_top_level_agree_with_the_parent_walk(directory: Path) -> None:
    files = [GoFile.from_source(p.name, p.read_bytes()) for p in sorted(directory.glob("*.go"))]
    index = PackageIndex.build(files)
    for go_file in files:
        for node in every_node(go_file.root):
            assert index.file_of(node) is go_file, (go_file.path, node)
            assert index.top_level(node) == top_level_by_parents(node), (go_file.path, node)


def test_identical_files_are_told_apart() -> None:
    """Two files with the same bytes: every node still gets its own file."""
    source = b"package p\n\nfunc f(ch chan int) {\n\tgo func() { ch <- 1 }()\n}\n"
    files = [GoFile.from_source("a.go", source), GoFile.from_source("b.go", source)]
    index = PackageIndex.build(files)
    for go_file in files:
        for node in every_node(go_file.root):
            assert index.file_of(node) is go_file


def test_a_node_of_another_package_is_refused() -> None:
    source = b"package p\n\nfunc f() {}\n"
    index = PackageIndex.build(
        [GoFile.from_source("a.go", source), GoFile.from_source("b.go", source)]
    )
    stranger = GoFile.from_source("c.go", source).root.named_children[1]
    with pytest.raises(KeyError):
        index.file_of(stranger)


@pytest.mark.parametrize("directory", PACKAGES, ids=lambda p: p.relative_to(TESTDATA).as_posix())
def test_enclosing_function_agrees_with_the_parent_walk(directory: Path) -> None:
    files = [GoFile.from_source(p.name, p.read_bytes()) for p in sorted(directory.glob("*.go"))]
    index = PackageIndex.build(files)
    for go_file in files:
        for node in every_node(go_file.root):
            expected = syntax.enclosing_function(node)
            assert index.enclosing_function(node) == expected, (go_file.path, node)


def test_enclosing_function_of_a_literal_in_an_expression_list() -> None:
    """``f := func() {}``: the list around the literal has its bytes, and lies outside it."""
    source = b"package p\n\nfunc f() {\n\tg := func() {}\n\tg()\n}\n"
    go_file = GoFile.from_source("a.go", source)
    index = PackageIndex.build([go_file])
    for node in every_node(go_file.root):
        assert index.enclosing_function(node) == syntax.enclosing_function(node)


@pytest.mark.parametrize("directory", PACKAGES, ids=lambda p: p.relative_to(TESTDATA).as_posix())
def test_blocks_from_byte_ranges_agree_with_the_parent_walk(directory: Path) -> None:
    """``CFG.block_for`` of every node of every function, against the walk up the tree."""
    files = [GoFile.from_source(p.name, p.read_bytes()) for p in sorted(directory.glob("*.go"))]
    index = PackageIndex.build(files)
    for go_file in files:
        nodes = every_node(go_file.root)
        for function in (n for n in nodes if n.type in syntax.FUNCTION_TYPES):
            cfg = index.cfg(function)
            for node in every_node(function):
                assert cfg.block_for(node) == cfg._block_above(node), (go_file.path, node)


@pytest.mark.parametrize("construct", ["nested-select", "receive-chain", "nested-closure"])
def test_parents_of_a_deep_declaration_are_those_of_the_tree(construct: str) -> None:
    """A deep declaration reads its parents into a table once asked often enough; the
    table's answers are the tree's, for every node (the declaration's own included)."""
    source = GENERATORS[construct](80)
    declaration = next(
        d
        for d in GoFile.from_source("p.go", source).declarations
        if d.type == "function_declaration"
    )
    parents = Parents(declaration)
    nodes = every_node(declaration)
    rounds = 2 * PROBE_AFTER // len(nodes) + 1  # past the probe, and every node again after
    for _ in range(rounds):
        for node in nodes:
            assert parents.of(node) == node.parent, node
    assert parents._table is not None, "a deep declaration asked often gets its table"


def test_a_shallow_declaration_keeps_asking_the_tree() -> None:
    source = GENERATORS["many-goroutines"](60)
    declaration = next(
        d
        for d in GoFile.from_source("p.go", source).declarations
        if d.type == "function_declaration"
    )
    parents = Parents(declaration)
    for node in every_node(declaration):
        assert parents.of(node) == node.parent
    assert parents._table is None and not is_deep(declaration)
