"""Who runs a function: its callers in the package, the ``go`` statements that start it (or a
function that calls it), and whether anything can run it at all.

Callers are found the cheap way first (declarations whose text names the function) and then
confirmed call by call, so a package is never walked whole for one question.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.dataflow.cfg import TEST_EXITS
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.types import Types
from goleaklint.parse import Node, captures
from goleaklint.spelled import calls_spelling

CALL_QUERY = "(call_expression) @call"
MAX_HOPS = 4  # synchronous calls followed back from a function to the goroutine running it
ENTRY_PREFIXES = ("Test", "Benchmark", "Example", "Fuzz")
DECLARATIONS = ("function_declaration", "method_declaration")


@dataclass
class Reach:
    """Callers and launch sites of the package's functions."""

    index: PackageIndex
    types: Types
    _callers: dict[Node, list[tuple[Node, Node]]] = field(default_factory=dict)

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
        for go_file in self.index.files:
            for call in calls_spelling(go_file, name):
                if self.index.top_level(call).type not in syntax.FUNCTION_TYPES:
                    continue
                if self._calls(call, function):
                    owner = syntax.enclosing_function(call)
                    if owner is not None:
                        found.append((call, owner))
        return found

    def _calls(self, call: Node, function: Node) -> bool:
        """The call runs ``function``: by name for a package function, by the receiver's
        type for a method (never by a method's name alone)."""
        definition = self.types.callee(call)
        return definition is not None and definition.node == function

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
        return self._live(top, set())

    def _live(self, declaration: Node, seen: set[Node]) -> bool:
        """Whether a declaration naming ``declaration``, or naming one that does, and so on,
        is an entry point (a depth-first search with a stack: a long chain of functions
        naming each other needs no recursion). A cycle of functions naming each other
        keeps none alive."""
        if declaration.type not in DECLARATIONS:
            return True  # a literal in a package-level variable: run by whoever reads it
        pending = [declaration]
        while pending:
            current = pending.pop()
            if current in seen:
                continue
            seen.add(current)
            name = syntax.text(current.child_by_field_name("name"))
            if name in ("main", "init") or name.startswith(ENTRY_PREFIXES):
                return True
            if _exported(name) and self.index.name != "main":
                return True
            pattern = re.compile(rb"\b" + re.escape(name.encode()) + rb"\b")
            namers: list[Node] = []
            for go_file in self.index.files:
                for other in go_file.declarations_matching(pattern):
                    if other == current or other.type == "comment":
                        continue  # its own name, recursion or prose: keeps nothing alive
                    if other.type not in DECLARATIONS:
                        return True  # a package-level variable or type refers to it
                    namers.append(other)
            pending.extend(reversed(namers))
        return False


def _exported(name: str) -> bool:
    return bool(name) and name[0].isupper()
