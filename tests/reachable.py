"""What the path value domain lets a function reach, in tests."""

from __future__ import annotations

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.cfg import Kind
from goleaklint.gofile import GoFile
from goleaklint.parse import Node


def reachable_returns(source: str, name: str) -> list[str]:
    """The ``return`` statements of the function or method ``name`` of a one-file package
    that some path reaches, the values it sets allowing each branch, in source order."""
    go_file = GoFile.from_source("p.go", source.encode())
    analysis = analyze_package([go_file], None)
    function = next(d for d in go_file.declarations if declared_name(d) == name)
    values = analysis.index.path_values(function)
    reachable = values.reachable()
    return [
        block.node.text.decode()
        for block in values.cfg.blocks
        if block.kind == Kind.RETURN and block.node is not None and block.id in reachable
    ]


def reached_calls(source: str, name: str, calls: tuple[str, ...]) -> set[str]:
    """Which of ``calls`` (``a()``, spelled alone as a statement) some path of the function
    ``name`` of a one-file package reaches, the values it sets allowing each branch."""
    go_file = GoFile.from_source("p.go", source.encode())
    assert not go_file.root.has_error
    analysis = analyze_package([go_file], None)
    function = next(d for d in go_file.declarations if declared_name(d) == name)
    values = analysis.index.path_values(function)
    reachable = values.reachable()
    return {
        text
        for block in values.cfg.blocks
        if block.id in reachable
        and block.node is not None
        and (text := block.node.text.decode()) in calls
    }


def declared_name(declaration: Node) -> str:
    name = declaration.child_by_field_name("name")
    return name.text.decode() if name is not None and name.text is not None else ""
