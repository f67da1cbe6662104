"""Condition variables: who waits on a ``sync.Cond`` and who wakes the waiters.

A Cond is followed as a *family* of paths that name the same condition variable:

* a struct field of this package typed ``sync.Cond`` or ``*sync.Cond`` (``s.ready``), met on
  any value of that struct type anywhere in the package — an unexported field can only be
  signalled by this package's code;
* a local variable made by ``sync.NewCond``, with the parameters it is passed to in package
  functions (``go castVote(c, ...)``), followed through their bodies.

For each family this module lists the ``Wait`` calls and the ``Signal``/``Broadcast`` calls
with the function whose paths decide whether they run (a goroutine's closure, or the function
a deferred or immediately called closure belongs to). Anything else done with the Cond —
passing it to another package or a function value, storing it elsewhere, a method value,
signalling from a stored closure, an exported field — hands it off and the family is not
judged.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from goleaklint import syntax
from goleaklint.dataflow.cfg import Block, Edge, Kind
from goleaklint.dataflow.fields import field_order
from goleaklint.dataflow.objects import Objects
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.paths import explore_all
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.trampoline import Task, run
from goleaklint.dataflow.uses import ClosureUse, Use, UseKind, closure_use
from goleaklint.parse import Node, captures, walk

COND = "sync.Cond"
SIGNALS = frozenset({"Signal", "Broadcast"})
HARMLESS_FIELDS = frozenset({"L"})  # c.L.Lock(), s.ready.L = &s.mu
# The comparison that holds exactly when another does not.
NEGATED_COMPARISONS = {"==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">"}


@dataclass
class CondFamily:
    """One condition variable: its waits, its signals and whether it was handed off."""

    name: str  # how the code spells it: ``server.ready`` or ``allDone``
    waits: list[Node] = field(default_factory=list)
    signals: list[tuple[Node, Node]] = field(default_factory=list)  # (call, use's function)
    handed_off: bool = False
    created: bool = True  # a ``*sync.Cond`` field is set to ``sync.NewCond`` somewhere


@dataclass(frozen=True)
class Skipped:
    """The family's only signaller can leave early without signalling."""

    signaller: Node
    exit: Node
    signal: Node


@dataclass(frozen=True)
class _Signalled:
    signalled: bool = False
    deferred: bool = False


class Conds:
    """Cond families of a package and the paths of their signallers."""

    def __init__(self, index: PackageIndex, objects: Objects) -> None:
        self.index = index
        self.objects = objects
        self._params: dict[tuple[Node, int], CondFamily] = {}
        self._active: set[tuple[Node, int]] = set()

    # Families ---------------------------------------------------------------------------------

    def families(self) -> list[CondFamily]:
        """Field families, then local-variable families, in source order."""
        found = list(self._field_families().values())
        found.extend(self._variable_families())
        return [f for f in found if f.waits and f.created]

    def _field_families(self) -> dict[tuple[str, str], CondFamily]:
        fields = self.objects.cond_fields()
        families = {
            key: CondFamily(
                f"{key[0]}.{key[1]}", handed_off=key[1][:1].isupper(), created=not pointer
            )
            for key, pointer in fields.items()
        }
        if not families:
            return families
        names = {name for _, name in fields}
        wanted = [f".{name}".encode() for name in names]
        for definition in self.index.all_declarations_with_methods(()):
            source = self.index.file_of(definition).source
            text = source[definition.start_byte : definition.end_byte]
            if not any(w in text for w in wanted):
                continue
            for use in self.index.uses(definition):
                self._field_use(use, names, families)
        for go_file in self.index.files:
            for literal in captures("(composite_literal) @l", go_file.root).get("l", []):
                self._field_literal(literal, families)
        return families

    def _field_use(
        self, use: Use, names: set[str], families: dict[tuple[str, str], CondFamily]
    ) -> None:
        for name, owner, rest in self.objects.field_steps(use.path, names):
            family = families.get((owner, name)) if owner is not None else None
            if family is None:
                if owner is None and use.kind == UseKind.RECEIVER and use.method in SIGNALS:
                    for (_, field_name), other in families.items():
                        if field_name == name:
                            other.handed_off = True  # a signal on a value of unknown type
                continue
            if rest:
                if rest[0] not in HARMLESS_FIELDS:
                    family.handed_off = True  # a method value such as s.cond.Broadcast
                return
            self._record(family, use)
            return

    def _field_literal(self, literal: Node, families: dict[tuple[str, str], CondFamily]) -> None:
        """``T{cond: sync.NewCond(&mu)}`` (or ``T{sync.NewCond(&mu)}``, fields in declaration
        order) keeps the family; any other value hands it off."""
        struct = self.objects.spelled(literal.child_by_field_name("type") or literal)
        if struct is None or "." in struct:
            return
        body = literal.child_by_field_name("body")
        elements = [c for c in body.named_children if c.type != "comment"] if body else []
        keyed = all(e.type == "keyed_element" for e in elements)
        order = [] if keyed else field_order(self.index.struct_types.get(struct))
        for (owner, name), family in families.items():
            if owner != struct:
                continue
            if not keyed and len(order) != len(elements):
                family.handed_off = True
                continue
            for position, element in enumerate(elements):
                if keyed:
                    parts = [c for c in element.named_children if c.type == "literal_element"]
                    if len(parts) != 2 or syntax.text(parts[0]) != name:
                        continue
                    value_element = parts[1]
                elif order[position] == name:
                    value_element = element
                else:
                    continue
                value = value_element.named_children[0] if value_element.named_children else None
                if value is None or self.objects.value_type(value) != COND:
                    family.handed_off = True
                else:
                    family.created = True

    def _variable_families(self) -> list[CondFamily]:
        """Local variables holding a Cond (``c := sync.NewCond(&mu)``), with their callees."""
        families: list[CondFamily] = []
        seen: set[int] = set()
        for definition in self.index.all_declarations_with_methods(()):
            if not self.index.spells(definition, self.objects.spellings(COND)):
                continue  # no local variable in it can hold a Cond (Objects.spellings)
            for var in self.index.resolution(definition).variables:
                if id(var) in seen or var.kind != "local":
                    continue
                seen.add(id(var))
                if self.objects.var_type(var) == COND:
                    families.append(self._variable_family(var))
        return families

    def _variable_family(self, var: Var) -> CondFamily:
        family = CondFamily(var.name)
        for use in self.index.uses(var.owner):
            if use.path[0] is var:
                run(self._var_use(family, use))
        return family

    # A family follows the Cond into the functions it is passed to: tasks
    # (goleaklint.dataflow.trampoline), so no Python recursion follows a call chain.

    def _param_family(self, function: Node, position: int) -> Task[CondFamily]:
        """What a package function does with the Cond passed as parameter ``position``."""
        key = (function, position)
        found = self._params.get(key)
        if found is not None:
            return found
        param = self.index.param_var(function, position)
        if key in self._active or param is None:
            return CondFamily("", handed_off=True)
        self._active.add(key)
        family = CondFamily(param.name)
        for use in self.index.uses(function):
            if use.path[0] is param:
                yield self._var_use(family, use)
        self._active.discard(key)
        self._params[key] = family
        return family

    def _var_use(self, family: CondFamily, use: Use) -> Task[None]:
        _, fields = use.path
        if fields is not None:
            if fields.split(".")[0] not in HARMLESS_FIELDS:
                family.handed_off = True
            return
        if use.kind == UseKind.ARG and use.call is not None:
            callee = self.index.callee(use.call)
            if callee is None or callee[0].type == "func_literal":
                family.handed_off = True
                return
            inner: CondFamily = yield self._param_family(callee[0], use.index)
            family.waits.extend(inner.waits)
            family.signals.extend(inner.signals)
            family.handed_off |= inner.handed_off
            return
        self._record(family, use)

    def _record(self, family: CondFamily, use: Use) -> None:
        """A use of the Cond itself: a wait, a signal, or a hand-off."""
        if use.kind == UseKind.RECEIVER and use.call is not None:
            statement = use.call.parent
            if statement is not None and statement.type == "go_statement":
                family.handed_off = True
            elif use.method == "Wait":
                family.waits.append(use.call)
            elif use.method in SIGNALS:
                family.signals.append((use.call, use.function))
            else:
                family.handed_off = True
        elif use.kind == UseKind.ASSIGNED:
            value = syntax.unparen(use.value)
            if value is None or self.objects.value_type(value) != COND:
                family.handed_off = True
            else:
                family.created = True
        elif use.kind != UseKind.QUERY:
            family.handed_off = True

    # Signallers -------------------------------------------------------------------------------

    def signaller(self, function: Node) -> tuple[Node, bool] | None:
        """The function whose paths decide whether a signal in ``function`` runs, and whether
        it runs deferred; None when it runs in a stored closure (unknown time)."""
        current = function
        deferred = False
        while current.type == "func_literal":
            usage = closure_use(current)
            if usage in (ClosureUse.GO, ClosureUse.SPAWNED):
                return current, deferred
            if usage == ClosureUse.ESCAPE:
                return None
            deferred |= usage == ClosureUse.DEFER
            outer = syntax.enclosing_function(current)
            if outer is None:
                return None
            current = outer
        return current, deferred

    def skipped(self, family: CondFamily) -> Skipped | None:
        """The family's only signaller, when it can return (or panic and recover) before any
        of its signals: waiters that needed that signal sleep forever."""
        by_signaller: dict[Node, list[Node]] = {}
        for call, function in family.signals:
            found = self.signaller(function)
            if found is None:
                return None
            by_signaller.setdefault(found[0], []).append(call)
        if len(by_signaller) != 1:
            return None
        signaller, calls = next(iter(by_signaller.items()))
        cfg = self.index.cfg(signaller)
        marks: dict[int, bool] = {}  # block -> the signal there is deferred
        for call in calls:
            anchor, deferred = self._anchor(call, signaller)
            block = cfg.block_for(anchor) if anchor is not None else None
            if block is None:
                return None
            marks[block.id] = marks.get(block.id, False) or deferred
        walk, _ = explore_all(
            cfg,
            lambda: _SignalWalk(marks),
            reports=lambda walk: bool(walk.unsignalled),
            panics_exit=self.index.recovers(signaller),
            values=self.index.path_values(signaller),
        )
        last = max(calls, key=lambda c: c.start_byte)
        for exit_node in walk.unsignalled:
            if exit_node.start_byte >= last.start_byte:
                continue
            if self._gate_shared_with_waiters(exit_node, signaller, family.waits):
                continue  # skips the signal only for calls no waiter ever waits for
            return Skipped(signaller, exit_node, last)
        return None

    def _gate_shared_with_waiters(
        self, exit_node: Node, signaller: Node, waits: list[Node]
    ) -> bool:
        """``exit_node`` returns from an ``if G { return }`` of the signaller, and every
        waiter makes the same test on its own parameters before it waits
        (:meth:`_waiter_gates`): the signaller leaves early only for what no waiter waits
        on (``if c.Options().Persist == nil { return }`` at the top of both; ``if f.set {
        return }`` in ``Set``, ``for !f.set { f.c.Wait() }`` in ``Get``)."""
        gate = self._opening_gate(exit_node, signaller)
        if gate is None:
            return False
        for wait in waits:
            function = syntax.enclosing_function(wait)
            if function is None or function.type == "func_literal":
                return False
            if gate not in self._waiter_gates(wait, function):
                return False
        return True

    def _waiter_gates(self, wait: Node, function: Node) -> set[str | None]:
        """The tests ``G`` a waiter makes before it waits: ``if G { return ... }`` before the
        wait in any statement list around it (``for { if f.set { return f.val }; f.c.Wait()
        }``), and the condition of a loop around it that runs while ``G`` is false (``for
        !f.set { f.c.Wait() }``)."""
        gates: set[str | None] = set()
        current = wait
        while current != function:
            above = current.parent
            if above is None:
                break
            if above.type in syntax.STATEMENT_HOLDERS:
                for statement in syntax.statements(above):
                    if statement.start_byte >= current.start_byte:
                        break
                    gates.add(self._gate_text(statement, function))
            elif above.type == "for_statement" and above.child_by_field_name("body") == current:
                gates.add(self._negated_loop_test(above, function))
            elif above.type == "if_statement" and above.child_by_field_name("initializer") is None:
                gates.add(self._branch_gate(above, current, function))
            current = above
        return gates

    def _branch_gate(self, branch: Node, taken: Node, function: Node) -> str | None:
        """``G`` for a wait in the body of ``if C { ... }`` with ``C`` false exactly when
        ``G`` holds (:meth:`_negation`), or in the ``else`` block of ``if G { ... }``: the
        waiter waits only while ``G`` is false."""
        condition = syntax.unparen(branch.child_by_field_name("condition"))
        if condition is None:
            return None
        if taken == branch.child_by_field_name("alternative"):
            return self._test_text(condition, branch, function)
        if taken != branch.child_by_field_name("consequence"):
            return None
        return self._negation(condition, branch, function)

    def _negated_loop_test(self, loop: Node, function: Node) -> str | None:
        """``G`` for a wait in the body of ``for C { ... }``, ``C`` false exactly when ``G``
        holds (:meth:`_negation`)."""
        condition = syntax.unparen(syntax.loop_condition(loop))
        return self._negation(condition, loop, function) if condition is not None else None

    def _negation(self, condition: Node, statement: Node, function: Node) -> str | None:
        """``G``, spelled as :meth:`_gate_text` spells tests, of a condition that is false
        exactly when ``G`` holds: ``!G``, or the comparison ``G`` negates (``p.max != 0``
        for ``p.max == 0``)."""
        operand = syntax.negated(condition)
        if operand is not None:
            return self._test_text(operand, statement, function)
        if condition.type != "binary_expression":
            return None
        flipped = NEGATED_COMPARISONS.get(syntax.text(condition.child_by_field_name("operator")))
        left = condition.child_by_field_name("left")
        right = condition.child_by_field_name("right")
        if flipped is None or left is None or right is None:
            return None
        sides = [self._test_text(side, statement, function) for side in (left, right)]
        if sides[0] is None or sides[1] is None:
            return None
        return f"{sides[0]}{flipped}{sides[1]}"

    def _opening_gate(self, exit_node: Node, function: Node) -> str | None:
        """The test of the statement of ``function``'s body holding ``exit_node``, when that
        statement is ``if G { return }``."""
        if function.type == "func_literal":
            return None
        for statement in syntax.statements(function.child_by_field_name("body")):
            if syntax.contains(statement, exit_node):
                return self._gate_text(statement, function)
        return None

    def _gate_text(self, statement: Node, function: Node) -> str | None:
        """``G`` of an ``if G { return ... }`` statement (no init, no else; the ``return``
        may give values: the signal is skipped whatever it returns), its parameters and
        receiver spelled by position so that two functions' tests compare."""
        if statement.type != "if_statement" or statement.child_by_field_name("alternative"):
            return None
        if statement.child_by_field_name("initializer") is not None:
            return None
        body = syntax.statements(statement.child_by_field_name("consequence"))
        if len(body) != 1 or body[0].type != "return_statement":
            return None
        condition = statement.child_by_field_name("condition")
        if condition is None:
            return None
        return self._test_text(condition, statement, function)

    def _test_text(self, condition: Node, statement: Node, function: Node) -> str | None:
        """``condition`` with ``function``'s parameters and receiver spelled by position;
        None when it reads a local or a result (a value of this call only)."""
        resolution = self.index.resolution(statement)
        source = self.index.file_of(statement).source
        parts: list[bytes] = []
        done = condition.start_byte  # the condition's text before it is in ``parts``
        for ident in walk(condition):
            var = resolution.var_of(ident) if ident.type == "identifier" else None
            if var is not None and var.kind in ("local", "result"):
                return None  # a value of this call only: the waiter's may differ
            if var is None or var.owner != function or var.kind not in ("param", "receiver"):
                continue
            parts += [source[done : ident.start_byte], f"${var.kind}{var.index}".encode()]
            done = ident.end_byte
        parts.append(source[done : condition.end_byte])
        return "".join(b"".join(parts).decode(errors="replace").split())

    def _anchor(self, call: Node, signaller: Node) -> tuple[Node | None, bool]:
        """The node of ``signaller``'s own code where a signal happens, and if deferred."""
        statement = call.parent
        deferred = statement is not None and statement.type == "defer_statement"
        current: Node = call
        function = syntax.enclosing_function(call)
        while function is not None and function != signaller:
            deferred |= closure_use(function) == ClosureUse.DEFER
            current = function
            function = syntax.enclosing_function(function)
        return (current if function == signaller else None), deferred


class _SignalWalk:
    """Records early exits (returns, recovered panics) reached without a signal."""

    def __init__(self, marks: dict[int, bool]) -> None:
        self.marks = marks
        self.unsignalled: list[Node] = []

    def start(self) -> _Signalled:
        return _Signalled()

    def through(self, block: Block, state: _Signalled) -> _Signalled:
        deferred = self.marks.get(block.id)
        if deferred is None:
            return state
        if deferred:
            return replace(state, deferred=True)
        return replace(state, signalled=True)

    def along(self, source: Block, kind: Edge, target: Block, state: _Signalled) -> _Signalled:
        return state

    def at_exit(self, source: Block, state: _Signalled) -> None:
        if state.signalled or state.deferred or source.node is None:
            return
        if source.kind in (Kind.RETURN, Kind.NORETURN) and source.node not in self.unsignalled:
            self.unsignalled.append(source.node)
