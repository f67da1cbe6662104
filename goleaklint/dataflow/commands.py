"""Command bodies of command-line frameworks: the functions a CLI library runs once per
process, on the way to the end of ``main``.

``cobra``'s ``Command.RunE`` (and its other run hooks) or ``urfave/cli``'s ``Action`` is run
by the library's ``Execute``/``Run``, which a program's ``main`` calls once, as its last
step; when the body returns, the library returns to ``main`` and the process ends. What such
a body leaves behind when it returns is what ``main`` leaves behind: nothing that can grow.
"""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.package import PackageIndex
from goleaklint.parse import Node

COBRA_RUNS = frozenset(
    {
        "Run",
        "RunE",
        "PreRun",
        "PreRunE",
        "PostRun",
        "PostRunE",
        "PersistentPreRun",
        "PersistentPreRunE",
        "PersistentPostRun",
        "PersistentPostRunE",
    }
)
URFAVE_RUNS = frozenset({"Action", "Before", "After"})
# Struct types (import path and name) -> the fields holding a function the library runs.
COMMAND_FIELDS: dict[str, frozenset[str]] = {
    "github.com/spf13/cobra.Command": COBRA_RUNS,
    **{
        f"github.com/urfave/cli{major}.{kind}": URFAVE_RUNS
        for major in ("", "/v2", "/v3")
        for kind in ("App", "Command")
    },
}


COMMAND_PACKAGES = frozenset(kind.rpartition(".")[0] for kind in COMMAND_FIELDS)


def imports_a_command_library(index: PackageIndex) -> bool:
    """Some file of the package imports a command-line framework."""
    return any(
        path in COMMAND_PACKAGES for paths in index.import_paths.values() for path in paths.values()
    )


def command_field_value(index: PackageIndex, value: Node) -> bool:
    """``value`` is the value of a run field in a composite literal of a command type
    (``&cobra.Command{RunE: value}``)."""
    found = syntax.keyed_value_of(value)
    kind = found[0].child_by_field_name("type") if found is not None else None
    if found is None or kind is None or kind.type != "qualified_type":
        return False
    fields = COMMAND_FIELDS.get(index.qualified_type(kind) or "", frozenset())
    return syntax.text(found[1]) in fields
