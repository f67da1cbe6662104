"""WaitGroup fields that the package adds to and never marks done.

An unexported ``sync.WaitGroup`` field (a value, not a pointer: no other WaitGroup can stand
behind it) can only be touched by the package's own code. When that code calls ``Add`` on it
with a positive constant and never calls ``Done``, ``Add`` with anything else, or ``Go``, and
never lets the field go (``&s.wg``, a method value, a copy, a new value), its counter only
grows: every ``Wait`` on it after an ``Add`` blocks forever.

Fields are judged by name as well as by owner: any ``Done`` or ``Go`` spelled on a field of
that name anywhere in the package, and any use of such a field on a value whose type cannot
be told or whose field comes from an embedded struct, counts as releasing every field of
that name (the answer errs towards "something may call ``Done``").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.dataflow.objects import Objects
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.uses import Use, UseKind
from goleaklint.parse import Node, captures

WAITGROUP = "sync.WaitGroup"
RELEASES = ("Done", "Go")


@dataclass
class GroupField:
    """One WaitGroup field of a package struct, and what the package does to it."""

    struct: str
    name: str
    adds: list[Node] = field(default_factory=list)  # Add calls with a positive constant
    waits: list[Node] = field(default_factory=list)
    dones: list[tuple[Node, Node]] = field(default_factory=list)  # Done calls, their functions
    # Something else may lower the counter, or the package cannot tell: a method value, a
    # ``Go``, an ``Add`` of anything but a positive constant, the field lent or copied, a
    # ``Done`` on a value of unknown type, or a release spelled where no use shows it.
    unseen: bool = False

    def __str__(self) -> str:
        return f"{self.struct}.{self.name}"

    @property
    def released(self) -> bool:
        """Something may lower the counter."""
        return self.unseen or bool(self.dones)


def unreleased_fields(index: PackageIndex, objects: Objects) -> list[GroupField]:
    """WaitGroup fields that something adds to and waits on, and nothing marks done."""
    return [g for g in waitgroup_fields(index, objects) if g.adds and g.waits and not g.released]


def waitgroup_fields(index: PackageIndex, objects: Objects) -> list[GroupField]:
    """The package-private WaitGroup fields of the package's structs, with what its code
    does to each."""
    fields = _waitgroup_fields(index, objects)
    if not fields:
        return []
    by_name: dict[str, list[GroupField]] = {}
    for group in fields:
        by_name.setdefault(group.name, []).append(group)
    spelled = {
        name: sum(f.source.count(f".{name}.{m}".encode()) for f in index.files for m in RELEASES)
        for name in by_name
    }
    wanted = [f".{name}".encode() for name in by_name]
    declarations = {d for f in index.files for d in f.declarations_containing(wanted)}
    for declaration in index.all_declarations_with_methods(()):
        if declaration in declarations:
            for use in index.uses(declaration):
                _record(use, objects, by_name, index)
    for name, groups in by_name.items():
        if spelled[name] != sum(len(g.dones) for g in groups):
            for group in groups:  # a release no use of a variable shows (a global's)
                group.unseen = True
    return fields


def _waitgroup_fields(index: PackageIndex, objects: Objects) -> list[GroupField]:
    """Named ``sync.WaitGroup`` value fields of the package's structs that only its own code
    can reach (unexported, or any field of package main)."""
    found: list[GroupField] = []
    closed = index.name == "main"
    for struct_name, struct in sorted(index.struct_types.items()):
        for declaration in captures("(field_declaration) @f", struct).get("f", []):
            kind = declaration.child_by_field_name("type")
            if kind is None or kind.type == "pointer_type" or objects.spelled(kind) != WAITGROUP:
                continue
            for name in declaration.children_by_field_name("name"):
                text = syntax.text(name)
                if closed or not text[:1].isupper():
                    found.append(GroupField(struct_name, text))
    return found


def _record(
    use: Use, objects: Objects, by_name: dict[str, list[GroupField]], index: PackageIndex
) -> None:
    for name, owner, rest in objects.field_steps(use.path, by_name):
        groups = by_name[name]
        group = next((g for g in groups if g.struct == owner), None)
        last = not rest
        if group is None or not last:
            # A value of unknown type, a field promoted from an embedded struct, or a method
            # value such as ``s.wg.Done``: any field of that name may be released here.
            if not (last and _counts_up(use, index)) and not _waits(use):
                for other in groups:
                    other.unseen = True
            continue
        if _waits(use):
            assert use.call is not None
            group.waits.append(use.call)
        elif _counts_up(use, index):
            assert use.call is not None
            group.adds.append(use.call)
        elif use.kind == UseKind.RECEIVER and use.method == "Done" and use.call is not None:
            group.dones.append((use.call, use.function))
        else:
            group.unseen = True
        return


def _waits(use: Use) -> bool:
    """``x.wg.Wait()`` run by the goroutine it is in."""
    return (
        use.kind == UseKind.RECEIVER
        and use.method == "Wait"
        and use.call is not None
        and (use.call.parent is None or use.call.parent.type != "go_statement")
    )


def _counts_up(use: Use, index: PackageIndex) -> bool:
    """``x.wg.Add(n)`` with ``n`` a positive constant."""
    if use.kind != UseKind.RECEIVER or use.method != "Add" or use.call is None:
        return False
    args = syntax.call_arguments(use.call)
    amount = index.constant(args[0]) if len(args) == 1 else None
    return amount is not None and amount > 0
