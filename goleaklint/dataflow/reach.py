"""Who runs a function: its callers in the package, the ``go`` statements that start it (or a
function that calls it), and whether anything can run it at all.

Callers are found the cheap way first (declarations whose text names the function) and then
confirmed call by call, so a package is never walked whole for one question.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from goleaklint import syntax
from goleaklint.dataflow.cfg import TEST_EXITS
from goleaklint.dataflow.commands import (
    command_field_value,
    imports_a_command_library,
    reexec_entry,
)
from goleaklint.dataflow.dispatch import DispatchTables, Table
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.parents import launched
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.types import Types
from goleaklint.dataflow.uses import ClosureUse, UseKind, closure_use
from goleaklint.dataflow.values import NIL, Value, tested_parameters
from goleaklint.parse import Node, captures
from goleaklint.spelled import calls_spelling, spelling, tokens

CALL_QUERY = "(call_expression) @call"
MAX_HOPS = 4  # synchronous calls followed back from a function to the goroutine running it
ENTRY_PREFIXES = ("Test", "Benchmark", "Example", "Fuzz")
# The comment that makes ``go test`` run an example and compare what it prints.
EXAMPLE_OUTPUT = re.compile(rb"//[ \t]*(?:unordered[ \t]+)?output:", re.IGNORECASE)
DECLARATIONS = ("function_declaration", "method_declaration")
NAME_QUERY = "[(type_identifier) (identifier)] @name"
# What a confined value may be used for: its methods called, compared with nil.
KEPT_USES = frozenset({UseKind.RECEIVER, UseKind.QUERY})
# Arguments whose value a path can know without evaluating anything.
LITERAL_VALUES: dict[str, Value] = {"true": True, "false": False, "nil": NIL}
Known = TypeVar("Known")


@dataclass
class Reach:
    """Callers and launch sites of the package's functions."""

    index: PackageIndex
    types: Types
    _callers: dict[Node, list[tuple[Node, Node]]] = field(default_factory=dict)
    _tables: DispatchTables | None = None
    _mention_counts: dict[str, int] = field(default_factory=dict)
    _runs: dict[Node, list[tuple[Node, Node]] | None] = field(default_factory=dict)
    # name -> every call spelling it, with the package functions it may run (None: unknown)
    _spelled_calls: dict[str, list[tuple[Node, frozenset[Node] | None]]] = field(
        default_factory=dict
    )
    _commands: dict[Node, bool] = field(default_factory=dict)
    _command_library: bool | None = None  # some file imports a command-line framework
    _unmade_types: dict[str, bool] = field(default_factory=dict)
    _confined_types: dict[str, bool] = field(default_factory=dict)
    _lengths: dict[Var, int | None] = field(default_factory=dict)
    _alive: dict[Node, bool] = field(default_factory=dict)  # top-level declaration -> live

    def callers(self, function: Node) -> list[tuple[Node, Node]]:
        """``(call, calling function)`` for every call of ``function`` in the package; a
        function literal's only "call" is the expression that runs or hands it over."""
        found = self._callers.get(function)
        if found is None:
            found = self._callers[function] = self._find_callers(function)
        return found

    def _find_callers(self, function: Node) -> list[tuple[Node, Node]]:
        if function.type == "func_literal":
            parent = function.parent
            while parent is not None and parent.type == "parenthesized_expression":
                parent = parent.parent
            owner = syntax.enclosing_function(function)
            if parent is not None and parent.type == "call_expression" and owner is not None:
                return [(parent, owner)]
            return []
        name = syntax.text(function.child_by_field_name("name"))
        if not name:
            return []
        found: list[tuple[Node, Node]] = []
        for call, callees in self._calls_spelling(name):
            if callees is None or function not in callees:
                continue
            owner = syntax.enclosing_function(call)  # a literal, in a package variable too
            if owner is not None:
                found.append((call, owner))
        return found

    def _calls_spelling(self, name: str) -> list[tuple[Node, frozenset[Node] | None]]:
        """Every call in the package that spells ``name``, with the functions it may run:
        by name for a package function, by the receiver's type for a method (never by a
        method's name alone), every other method so named of the package's types for a
        call through an interface of the package, none for a method of another package's
        type; None where the types do not say."""
        found = self._spelled_calls.get(name)
        if found is None:
            found = []
            for go_file in self.index.files:
                for call in calls_spelling(go_file, name):
                    found.append((call, self._callees(call)))
            self._spelled_calls[name] = found
        return found

    def _callees(self, call: Node) -> frozenset[Node] | None:
        direct = self.types.callee(call)
        if direct is not None:  # (any platform's declaration of it)
            return frozenset(d.node for d in self.index.alternatives(direct))
        dispatched = self.types.dispatched(call)
        if dispatched:
            # A method calling through an interface runs another value's method (a
            # wrapper calls what it wraps), not itself again.
            caller = self.index.top_level(call)
            return frozenset(d.node for d in dispatched if d.node != caller)
        return frozenset() if self.types.foreign_receiver(call) else None

    def argument_constants(self, function: Node, position: int) -> frozenset[int] | None:
        """The constants the package's calls pass as parameter ``position`` of a function
        that only they can run: it is unexported (or in package main), every mention of its
        name is one of these calls (no function value, no interface), and each passes a
        constant there. None when any of that fails, or when nothing calls it."""
        return self._arguments(function, position, self.index.constant)

    def argument_values(self, function: Node, position: int) -> frozenset[Value] | None:
        """:meth:`argument_constants` for the values a path can know: integers, ``true``,
        ``false`` and ``nil``."""
        return self._arguments(function, position, self._literal_value)

    def _arguments(
        self, function: Node, position: int, read: Callable[[Node], Known | None]
    ) -> frozenset[Known] | None:
        if function.type not in DECLARATIONS:
            return None
        calls = self.only_calls(function)
        if calls is None:
            return None
        found: set[Known] = set()
        count = len(syntax.parameter_names(function))
        for call, _ in calls:
            arguments = syntax.call_arguments(call)
            value = read(arguments[position]) if len(arguments) == count else None
            if value is None:
                return None
            found.add(value)
        return frozenset(found)

    def _literal_value(self, node: Node) -> Value:
        """An argument's value where it is a constant integer or ``true``, ``false`` or
        ``nil`` (those words as the language predeclares them)."""
        unwrapped = syntax.unparen(node)
        if unwrapped is not None and unwrapped.type in LITERAL_VALUES:
            return LITERAL_VALUES[unwrapped.type]
        return self.index.constant(node)

    def argument_seeds(self, function: Node) -> dict[Var, Value]:
        """The value every call of ``function`` passes for each parameter it tests and never
        sets, where only the package's calls can run it and they all agree: a helper that
        its callers all give ``dieOnTimeout = true`` never takes the branches of ``false``."""
        if self._package_private_name(function) is None:
            return {}  # callers outside the package may pass anything
        if not syntax.parameter_names(function):
            return {}
        found: dict[Var, Value] = {}
        for var in tested_parameters(function, self.index.resolution(function)):
            values = self.argument_values(function, var.index) if self._never_set(var) else None
            if values is not None and len(values) == 1:
                found[var] = next(iter(values))
        return found

    def only_calls(
        self, function: Node, *, held_literals: bool = False
    ) -> list[tuple[Node, Node]] | None:
        """The calls of a package-level function when they are the only way to run it: it
        is unexported (or in package main) and every mention of its name is one of them (no
        function value, no interface, no dispatch table). None otherwise, or when nothing
        calls it. These calls give the function its arguments in order. With
        ``held_literals``, a function literal's are the calls of the local variable declared
        with it and only ever called (``check := func(...) {...}``; ``check(h, s)``), each
        made by the function around it (so far only the lock graph's entry locks ask)."""
        if function.type == "func_literal":
            return self._literal_calls(function) if held_literals else None
        runs = self.only_runs(function)
        return runs if runs is not None and not self._tables_holding(function) else None

    def _literal_calls(self, literal: Node) -> list[tuple[Node, Node]] | None:
        calls = self.index.held_calls(literal)
        resolution = self.index.resolution(literal)
        found = [(call, owner) for call in calls or () if (owner := resolution.owner(call))]
        return found or None

    def only_runs(self, function: Node) -> list[tuple[Node, Node]] | None:
        """The calls that are the only ways to run an unexported (or package main) function:
        calls by name, and the calls of the dispatch tables holding it (each may run it),
        when every mention of its name is one of these or a table entry. None otherwise,
        or when nothing runs it. The arguments of a table call need not line up with the
        function's parameters (a method expression takes the receiver first)."""
        if function not in self._runs:
            self._runs[function] = self._find_runs(function)
        return self._runs[function]

    def _find_runs(self, function: Node) -> list[tuple[Node, Node]] | None:
        name = self._package_private_name(function)
        if name is None:
            return None
        tables = self._tables_holding(function)
        named = self.callers(function)
        calls = list(named)
        for table in tables:
            for call in table.calls:
                owner = syntax.enclosing_function(call)
                if owner is not None:
                    calls.append((call, owner))
        entries = sum(e.name == name for table in tables for e in table.entries)
        # Every mention is a call, a table entry, or the name declared (in an interface
        # too); methods of other types that share the name (their declarations, the calls
        # their receivers' types resolve to them) are mentions of those, not of this one.
        declared = self.index.named_definitions({name.encode()})
        in_interfaces = sum(name in methods for methods in self.index.interface_methods.values())
        others = sum(
            1
            for _, callees in self._calls_spelling(name)
            if callees is not None and function not in callees
        )
        accounted = len(named) + entries + len(declared) + in_interfaces + others
        if not calls or self._mentions(name) != accounted:
            return None
        return calls

    def _tables_holding(self, function: Node) -> list[Table]:
        if self._tables is None:
            self._tables = DispatchTables(self.index)
        return self._tables.holding(function)

    def handed_only(self, function: Node) -> bool:
        """A package-level function that nothing in the package calls by name, but whose
        name it uses as a value (``reexec.Register("child", childMain)``, a callback), or a
        literal handed straight to another package's function: what runs it, and what runs
        after it, is code the package does not show."""
        if function.type == "func_literal":
            return self._argument_of_unknown_call(function)
        name = self._package_private_name(function)
        if name is None or name == "init" or (name == "main" and self.index.name == "main"):
            return False  # the runtime runs ``main`` and ``init``: no value is handed anywhere
        return not self.callers(function) and self._mentions(name) > 1

    def runs_as_command(self, function: Node) -> bool:
        """A command-line framework runs ``function`` as a command's body, once per process
        on the way to the end of ``main`` (see commands.py): it is the value of a command's
        run field, or only the package can name it and every mention of its name but its
        declaration is such a value."""
        if not self.imports_commands():
            return False
        found = self._commands.get(function)
        if found is None:
            found = self._commands[function] = self._runs_as_command(function)
        return found

    def imports_commands(self) -> bool:
        """Some file of the package imports a command-line framework (see commands.py)."""
        if self._command_library is None:
            self._command_library = imports_a_command_library(self.index)
        return self._command_library

    def _runs_as_command(self, function: Node) -> bool:
        if function.type == "func_literal":
            return command_field_value(self.index, function) or reexec_entry(self.index, function)
        name = self._package_private_name(function)
        if name is None or function.type != "function_declaration":
            return False
        word = name.encode()
        values = 0
        for go_file in self.index.files:
            for token in tokens(go_file, word):
                parent = self.index.parent(token)
                if reexec_entry(self.index, token):
                    values += 1
                elif parent is not None and parent.type == "literal_element":
                    if not command_field_value(self.index, token):
                        return False
                    values += 1
        declared = len(self.index.named_definitions({word}))
        return values > 0 and self._mentions(name) == values + declared

    def _argument_of_unknown_call(self, literal: Node) -> bool:
        """A literal passed straight to a function of another package (``once.Do(func()
        {...})``, a test framework's ``BeforeEach``), which may run it at any time."""
        arguments = literal.parent
        call = arguments.parent if arguments is not None else None
        if arguments is None or call is None or arguments.type != "argument_list":
            return False
        statement = call.parent
        if statement is not None and statement.type in ("go_statement", "defer_statement"):
            return False
        return call.type == "call_expression" and self.index.callee(call) is None

    def runs_out_of_sight(self, function: Node) -> bool:
        """Every way to run ``function`` starts in a function the package only hands out as
        a value (:meth:`handed_only`), directly or through package functions that only such
        functions call."""
        return bool(self._entries_above(function, self.handed_only, through_go=True))

    def sole_goroutine(self, function: Node) -> Node | None:
        """The test, ``main`` or ``init`` whose goroutine is the only one that runs
        ``function``: it is that entry, or every way to run it is a call (not a ``go``
        statement) from functions for which the same entry holds. A test runs on one
        goroutine at a time, and so do ``main`` and ``init``. None when another goroutine,
        another package or a function value may run it."""
        entries = self._entries_above(function, self._runs_alone, through_go=False)
        if not entries or len(entries) > 1:
            return None
        (entry,) = entries
        return None if self.callers(entry) else entry  # a test another test calls: two

    def on_tests_only(self, function: Node) -> bool:
        """Every way to run ``function`` is a call (no ``go`` statement) from tests,
        benchmarks or fuzz targets, through functions for which the same holds: it runs
        only on tests' goroutines, never on ``main``'s or a goroutine of the package. A
        method ``TestXxx`` of a test file's type is a test too: a suite runs it
        (``func (s) TestDial(t *testing.T)``, testify's ``func (s *Suite) TestDial()``).
        A function literal written in such a function is the test's code as well (a
        subtest's body, a ``checkFor`` callback, a local helper), unless the test starts
        it on a goroutine of its own (:meth:`_run_without_go`)."""
        if function.type == "func_literal":
            top = self.index.top_level(function)
            return (
                top is not function and self._run_without_go(function) and self.on_tests_only(top)
            )
        entries = self._entries_above(function, self._test_entry, through_go=False)
        return bool(entries)

    def _run_without_go(self, literal: Node) -> bool:
        """Neither the literal nor a literal around it is started with ``go`` (``go func()
        {...}()``, ``go run(func() {...})``, the ``go`` call of a variable bound to it) or
        handed to a ``Go`` method (``wg.Go``, ``g.Go``): the code around runs it, or hands
        it to a call that does (``t.Run``, a polling helper). A literal stored or bound to
        a variable used otherwise than by calls may run anywhere."""
        parent_of = self.index.parent
        current: Node | None = literal
        while current is not None and current.type == "func_literal":
            use = closure_use(current, parent_of)
            if use in (ClosureUse.GO, ClosureUse.SPAWNED):
                return False
            if use == ClosureUse.ESCAPE and not self._handed_in_place(current):
                return False
            holder = parent_of(current)
            current = self.index.enclosing_function(holder) if holder is not None else None
        return True

    def _handed_in_place(self, literal: Node) -> bool:
        """The literal is an argument of a call that no ``go`` statement makes, or bound to
        a variable that is only called, never by a ``go`` statement."""
        parent_of = self.index.parent
        holder = parent_of(literal)
        while holder is not None and holder.type == "parenthesized_expression":
            holder = parent_of(holder)
        if holder is not None and holder.type == "argument_list":
            call = parent_of(holder)
            return call is not None and not launched(call, parent_of)
        calls = self.index.held_calls(literal)
        return calls is not None and not any(launched(call, parent_of) for call in calls)

    def test_code(self, function: Node) -> bool:
        """``function`` (a declaration or a literal) is a test's code: in a test file, or in
        a declaration only tests run (:meth:`on_tests_only`)."""
        if self.index.file_of(function).path.endswith("_test.go"):
            return True
        return self.on_tests_only(self.index.top_level(function))

    def _test_entry(self, function: Node) -> bool:
        name = syntax.text(function.child_by_field_name("name"))
        if function.type == "method_declaration":
            in_test = self.index.file_of(function).path.endswith("_test.go")
            return in_test and name.startswith("Test")
        return self._runs_alone(function) and name not in ("main", "init")

    def _entries_above(
        self, function: Node, is_entry: Callable[[Node], bool], *, through_go: bool
    ) -> set[Node] | None:
        """The functions ``is_entry`` accepts that every way to run ``function`` starts
        from, going up the calls that are the only way to run each function on the way
        (:meth:`only_calls`); None when some way starts elsewhere: outside the package, in
        a function value or literal, in the runtime (``main`` or ``init`` reached but not
        accepted), or (unless ``through_go``) in a ``go`` statement."""
        entries: set[Node] = set()
        seen = {function}
        pending = [function]
        while pending:  # a worklist, not recursion: call chains can be long
            current = pending.pop()
            if is_entry(current):
                entries.add(current)
                continue
            if self._runs_alone(current):
                return None  # the runtime runs it (``main``, ``init``), whoever else calls it
            calls = self.only_runs(current)
            if not calls:
                return None
            for call, caller in calls:
                statement = call.parent
                if caller.type == "func_literal" or (
                    not through_go and statement is not None and statement.type == "go_statement"
                ):
                    return None
                if caller not in seen:
                    seen.add(caller)
                    pending.append(caller)
        return entries

    def _runs_alone(self, function: Node) -> bool:
        """A test (in a ``_test.go`` file), ``init``, or ``main`` of package main."""
        if function.type != "function_declaration":
            return False
        name = syntax.text(function.child_by_field_name("name"))
        if name == "init" or (name == "main" and self.index.name == "main"):
            return True
        return name.startswith(ENTRY_PREFIXES) and self.index.file_of(function).path.endswith(
            "_test.go"
        )

    def _package_private_name(self, function: Node) -> str | None:
        """The name of a package-level function that only the package can call by name:
        unexported, any name in package main or in an external test package (nothing
        imports those), or a method of an unexported type declared in a test file (no
        other package's code can name the type, nor import the file)."""
        if function.type not in DECLARATIONS:
            return None
        name = syntax.text(function.child_by_field_name("name"))
        if not name:
            return None
        if _exported(name) and not self._package_only(function):
            return None
        return name

    def _package_only(self, function: Node) -> bool:
        """Every declaration of ``function``'s file is the package's alone (see
        :meth:`_package_private_name`)."""
        package = self.index.name
        if package == "main" or package.endswith("_test"):
            return True
        if function.type != "method_declaration":
            return False
        _, type_name = syntax.receiver(function)
        in_test = self.index.file_of(function).path.endswith("_test.go")
        return in_test and type_name is not None and not _exported(type_name)

    def parameter_constants(self, var: Var) -> frozenset[int] | None:
        """:meth:`argument_constants` for a parameter variable its function never assigns."""
        if not self._never_set(var):
            return None
        return self.argument_constants(var.owner, var.index)

    def parameter_length(self, var: Var) -> int | None:
        """The most elements the slice a parameter names can hold: the longest of the
        arguments every package call of its function passes (each as long as
        :func:`~goleaklint.dataflow.lengths.known_length` knows it at the call), when only
        those calls run the function and it never assigns the parameter. A helper ranging
        over ``want []int`` that its callers give ``[]int{}`` or ``[]int{d}`` runs at most once."""
        if var in self._lengths:
            return self._lengths[var]
        self._lengths[var] = None  # (asked again through a recursive call: not known)
        found = None
        if self._never_set(var):
            from goleaklint.dataflow.lengths import known_length

            lengths = self._arguments(
                var.owner, var.index, lambda node: known_length(node, self.index)
            )
            found = max(lengths) if lengths else None
        self._lengths[var] = found
        return found

    def _never_set(self, var: Var) -> bool:
        """A parameter its function neither assigns nor lends by address."""
        return var.kind == "param" and var.index >= 0 and self.never_set(var)

    def never_set(self, var: Var) -> bool:
        """A variable (a parameter, the receiver) its function neither assigns nor lends
        by address: it names what the caller handed over throughout."""
        for use in self.index.uses_within(var.owner):
            if use.path != (var, None):
                continue
            if use.kind == UseKind.ASSIGNED or syntax.address_taken(use.node):
                return False  # a new value, or lent to code that may set one
        return True

    def _mentions(self, name: str) -> int:
        """How many times the package's code spells ``name`` as a word: leaves of the trees,
        so a comment that names it (at the top level or inside a body) does not count."""
        found = self._mention_counts.get(name)
        if found is None:
            word = name.encode()
            pattern = spelling(word)
            found = 0
            for go_file in self.index.files:
                for declaration in go_file.declarations_matching(pattern):
                    if declaration.type != "comment":
                        found += len(tokens(go_file, word, declaration))
            self._mention_counts[name] = found
        return found

    def launches(self, function: Node) -> list[Node]:
        """``go`` statements that start ``function``, or a function that (through a few
        synchronous calls) calls it, nearest first."""
        found: list[Node] = []
        seen = {function}
        queue: deque[tuple[Node, int]] = deque([(function, 0)])
        while queue:
            current, hops = queue.popleft()
            for call, owner in self.callers(current):
                statement = call.parent
                if statement is not None and statement.type == "go_statement":
                    if statement not in found:
                        found.append(statement)
                    continue
                if hops < MAX_HOPS and owner not in seen:
                    seen.add(owner)
                    queue.append((owner, hops + 1))
        return found

    def stops_goroutine(self, function: Node, before: Node | None = None) -> Node | None:
        """A call that can end the goroutine running ``function`` early (``t.Fatal``,
        ``runtime.Goexit``, a failing ``require`` check), in the function or in a function it
        calls (a few calls deep), written before ``before`` in ``function`` when given:
        where it is, or None."""
        limit = before.start_byte if before is not None else None
        seen = {function}
        queue: deque[tuple[Node, int]] = deque([(function, 0)])
        while queue:
            current, hops = queue.popleft()
            cfg = self.index.cfg(current)
            for block in cfg.blocks:
                if block.kind not in TEST_EXITS or block.node is None:
                    continue
                if hops == 0 and limit is not None and block.node.start_byte > limit:
                    continue
                return block.node
            if hops >= MAX_HOPS:
                continue
            body = current.child_by_field_name("body")
            for call in captures(CALL_QUERY, body).get("call", []) if body is not None else []:
                if syntax.enclosing_function(call) != current:
                    continue
                if hops == 0 and limit is not None and call.start_byte > limit:
                    continue
                definition = self.types.callee(call)
                if definition is not None and definition.node not in seen:
                    seen.add(definition.node)
                    queue.append((definition.node, hops + 1))
        return None

    def live(self, function: Node) -> bool:
        """Whether anything can run the function: it is an entry point (``main``, ``init``,
        a test; anything exported outside package main), or the package names it elsewhere
        (a call, a method value, a registration) and its namer is live."""
        top = self.index.top_level(function)
        found = self._alive.get(top)
        if found is None:
            found = self._alive[top] = self._live(top)
        return found

    def _live(self, declaration: Node) -> bool:
        """Whether a declaration naming ``declaration``, or naming one that does, and so on,
        is an entry point (a depth-first search with a stack: a long chain of functions
        naming each other needs no recursion). A cycle of functions naming each other
        keeps none alive. A search that finds no entry point has seen every namer of every
        declaration it visited: all of them are dead, which later searches reuse."""
        if declaration.type not in DECLARATIONS:
            return True  # a literal in a package-level variable: run by whoever reads it
        seen: set[Node] = set()
        pending = [declaration]
        while pending:
            current = pending.pop()
            if current in seen:
                continue
            if self._alive.get(current) is not None:
                if self._alive[current]:
                    return True
                continue
            seen.add(current)
            if self._of_unmade_type(current):
                continue  # no value of its receiver's type can exist to call it on
            name = syntax.text(current.child_by_field_name("name"))
            confined = self._of_confined_type(current)
            if not self._unrun_example(current, name) and not confined and self._entry_name(name):
                return True  # an example go test only compiles is alive only if named
            # A method of a confined type runs only where a value of it is named: a
            # selector of the name in code that makes one, or in the type's own methods.
            pattern = _selecting(name.encode()) if confined else spelling(name.encode())
            namers: list[Node] = []
            for go_file in self.index.files:
                for other in go_file.declarations_matching(pattern):
                    if other == current or other.type == "comment":
                        continue  # its own name, recursion or prose: keeps nothing alive
                    if confined and not self._holds_confined(other, confined):
                        continue  # no value of the type is there to call it on
                    if other.type not in DECLARATIONS:
                        return True  # a package-level variable or type refers to it
                    namers.append(other)
            pending.extend(reversed(namers))
        self._alive.update(dict.fromkeys(seen, False))
        return False

    def _of_unmade_type(self, method: Node) -> bool:
        """A method of a type no code can make a value of: the package spells the type's
        name only in its own type declaration and in its own methods (which run only on a
        value already made), and no other package can name it (it is unexported, or in
        package main, or of a test file that the package's external tests do not spell:
        :meth:`PackageIndex.named_elsewhere`)."""
        return self._receiver_type_where(method, self._unmade_types, self._unmade) is not None

    def _receiver_type_where(
        self, method: Node, known: dict[str, bool], holds: Callable[[str], bool]
    ) -> str | None:
        """The receiver type of a method when ``holds`` of it (remembered in ``known``)."""
        if method.type != "method_declaration":
            return None
        _, type_name = syntax.receiver(method)
        if type_name is None:
            return None
        found = known.get(type_name)
        if found is None:
            found = known[type_name] = holds(type_name)
        return type_name if found else None

    def _unmade(self, type_name: str) -> bool:
        if self.index.named_elsewhere(type_name):
            return False
        pattern = spelling(type_name.encode())
        declared = 0  # spellings in type declarations
        for go_file in self.index.files:
            for declaration in go_file.declarations_matching(pattern):
                if declaration.type == "comment":
                    continue
                if declaration.type == "method_declaration":
                    if syntax.receiver(declaration)[1] == type_name:
                        continue  # its own methods run only on a value already made
                    return False
                if declaration.type != "type_declaration":
                    return False  # a function or variable names it: it may make one
                declared += 1
        return declared == 1

    def _of_confined_type(self, method: Node) -> str | None:
        """The receiver type of a method whose values never leave the package's sight
        (:meth:`_confined`), else None."""
        return self._receiver_type_where(method, self._confined_types, self._confined)

    def _holds_confined(self, declaration: Node, type_name: str) -> bool:
        """A declaration that can hold a value of a confined type: one of its methods, or
        code that makes one."""
        if declaration.type == "method_declaration" and syntax.receiver(declaration)[1] == (
            type_name
        ):
            return True
        text = self.index.file_of(declaration).source
        return (
            spelling(type_name.encode()).search(text, declaration.start_byte, declaration.end_byte)
            is not None
        )

    def _confined(self, type_name: str) -> bool:
        """An unexported type whose values never leave the package's sight: the package
        spells its name only in its declaration, its methods' receivers, and values it
        makes (``&T{...}``, ``T{...}``, ``new(T)``) that are only called methods on, or
        bound to a local only ever called methods on (and compared); and no method lets
        its receiver out. No interface value can then hold one, and no other package can
        call its methods: a method runs only where the package calls it on such a value
        (``return (&backoffManager{...}).Step`` hands out ``Step`` alone)."""
        if _exported(type_name) or self.index.named_elsewhere(type_name):
            return False
        pattern = spelling(type_name.encode())
        for go_file in self.index.files:
            for declaration in go_file.declarations_matching(pattern):
                if declaration.type == "comment":
                    continue
                for node in captures(NAME_QUERY, declaration).get("name", []):
                    if syntax.text(node) == type_name and not self._confined_spelling(node):
                        return False
        methods = [d.node for d in self.index.methods.values() if d.receiver_type == type_name]
        return all(self._receiver_kept(method) for method in methods)

    def _confined_spelling(self, node: Node) -> bool:
        """One spelling of a confined type's name: its declaration, a method's receiver,
        or a value made and kept in sight."""
        parent = node.parent
        if parent is None:
            return False
        if parent.type == "type_spec" and parent.child_by_field_name("name") == node:
            return True
        if _in_receiver(node):
            return True
        made = None
        if parent.type == "composite_literal" and parent.child_by_field_name("type") == node:
            made = parent
        elif parent.type == "argument_list" and _new_call(parent.parent):
            made = parent.parent
        return made is not None and self._kept_in_sight(made)

    def _kept_in_sight(self, made: Node) -> bool:
        """A made value (``&`` and parentheses around it allowed) only selected from
        where it stands, or bound to a local only ever called methods on."""
        value = made
        while value.parent is not None and (
            value.parent.type == "parenthesized_expression"
            or (value.parent.type == "unary_expression" and syntax.token(value.parent, "&"))
        ):
            value = value.parent
        holder = value.parent
        if holder is None:
            return False
        if holder.type == "selector_expression" and holder.child_by_field_name("operand") == value:
            return True
        name = syntax.sole_assigned(holder, declared=True)
        var = self.index.resolution(holder).var_of(name) if name is not None else None
        function = syntax.enclosing_function(holder)
        if var is None or function is None:
            return False
        return self._only_called_on(var, self.index.top_level(function))

    def _receiver_kept(self, method: Node) -> bool:
        """The method only reads its receiver's fields and calls methods on it (an unnamed
        receiver cannot be let out)."""
        receiver = self.index.param_var(method, -1)
        return receiver is None or self._only_called_on(receiver, method)

    def _only_called_on(self, var: Var, within: Node) -> bool:
        """Every use of the variable in ``within`` (its declaration aside) calls a method
        on it, reads a field of it or compares it."""
        return all(
            use.kind in KEPT_USES or use.node == var.decl
            for use in self.index.uses_within(within)
            if use.path == (var, None)
        )

    def _entry_name(self, name: str) -> bool:
        """What a name alone keeps alive: ``main``, ``init``, tests (and their kin), and
        anything exported outside package main."""
        if name in ("main", "init") or name.startswith(ENTRY_PREFIXES):
            return True
        return _exported(name) and self.index.name != "main"

    def _unrun_example(self, function: Node, name: str) -> bool:
        """An example of a test file with no ``// Output:`` comment: ``go test`` compiles
        it but does not run it (a sketch for the documentation)."""
        if not name.startswith("Example") or function.type != "function_declaration":
            return False
        go_file = self.index.file_of(function)
        if not go_file.path.endswith("_test.go"):
            return False
        text = go_file.source[function.start_byte : function.end_byte]
        return EXAMPLE_OUTPUT.search(text) is None


def _in_receiver(node: Node) -> bool:
    """The node is in a method declaration's receiver."""
    current: Node | None = node
    while current is not None and current.type != "method_declaration":
        parent = current.parent
        if parent is not None and parent.type == "method_declaration":
            return parent.child_by_field_name("receiver") == current
        current = parent
    return False


def _new_call(call: Node | None) -> bool:
    """``new(T)``."""
    return (
        call is not None
        and call.type == "call_expression"
        and syntax.text(call.child_by_field_name("function")) == "new"
    )


def _selecting(name: bytes) -> re.Pattern[bytes]:
    """A selector of the name: ``x.name`` (a call or a method value)."""
    return re.compile(rb"\.\s*" + re.escape(name) + rb"(?![A-Za-z0-9_])")


def _exported(name: str) -> bool:
    return bool(name) and name[0].isupper()
