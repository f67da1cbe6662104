"""Command bodies of command-line frameworks: the functions a CLI library runs once per
process, on the way to the end of ``main``; and the entry points of re-executed processes
(``reexec.Register("name", entry)``), each the ``main`` of a process of its own.

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


# Packages whose ``Register(name, entry)`` makes ``entry`` the main of a re-executed copy of
# the program: ``reexec.Init()`` at the top of ``main`` runs it, and ``main`` then returns.
REEXEC_PACKAGES = frozenset(
    {
        "github.com/docker/docker/pkg/reexec",
        "github.com/moby/sys/reexec",
        "github.com/containers/storage/pkg/reexec",
        "go.podman.io/storage/pkg/reexec",
    }
)

# Packages that run a function of the program as a process's main.
COMMAND_PACKAGES = frozenset(kind.rpartition(".")[0] for kind in COMMAND_FIELDS) | REEXEC_PACKAGES


def imports_a_command_library(index: PackageIndex) -> bool:
    """Some file of the package imports a command-line framework or a re-exec library."""
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


def reexec_entry(index: PackageIndex, value: Node) -> bool:
    """``value`` is the entry point handed to a re-exec library's ``Register`` (its second
    argument): the re-executed process runs it as its ``main``."""
    arguments = value.parent
    call = arguments.parent if arguments is not None else None
    if arguments is None or call is None or arguments.type != "argument_list":
        return False
    if call.type != "call_expression" or syntax.call_arguments(call)[1:2] != [value]:
        return False
    function = syntax.unparen(call.child_by_field_name("function"))
    if function is None or function.type != "selector_expression":
        return False
    operand = function.child_by_field_name("operand")
    field = function.child_by_field_name("field")
    if operand is None or field is None or syntax.text(field) != "Register":
        return False
    return index.import_path(call, syntax.text(operand)) in REEXEC_PACKAGES
