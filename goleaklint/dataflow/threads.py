"""``runtime.LockOSThread`` and ``runtime.UnlockOSThread``, path by path.

Locking the OS thread nests (since Go 1.10): every ``LockOSThread`` needs its own
``UnlockOSThread`` before the goroutine is free to move again. Per function this collects the
lock and unlock calls, deferred unlocks (``defer runtime.UnlockOSThread()`` or inside a
deferred literal), and calls to package functions that lock or unlock on every path (their
summaries), then walks every path counting locks still held when the function returns.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from goleaklint import syntax
from goleaklint.dataflow.cfg import TEST_EXITS, Block, Edge, exit_node
from goleaklint.dataflow.objects import Objects
from goleaklint.dataflow.package import PackageIndex
from goleaklint.dataflow.paths import explore_all
from goleaklint.dataflow.trampoline import Task, run
from goleaklint.dataflow.uses import ClosureUse, closure_use
from goleaklint.parse import Node, captures
from goleaklint.spelled import method_calls, tokens

LOCK = "runtime.LockOSThread"
UNLOCK = "runtime.UnlockOSThread"
THREAD_METHODS = ("LockOSThread", "UnlockOSThread")
CALL_QUERY = "(call_expression) @call"
MAX_HELD = 3
TEST_PREFIXES = ("Test", "Benchmark", "Fuzz")


@dataclass(frozen=True)
class ThreadOp:
    """One operation of a block: ``lock`` (+1), ``unlock`` (-1) or a deferred unlock."""

    lock: bool
    node: Node  # the call
    deferred: bool = False
    direct: bool = True  # a runtime call here, not a package helper


@dataclass(frozen=True)
class _State:
    held: tuple[Node, ...] = ()  # locks not yet unlocked, oldest first (saturates)
    debt: int = 0  # unlocks with nothing held: the caller's locks
    deferred: int = 0
    undone: bool = False  # a lock this path took was unlocked again


@dataclass
class ThreadReport:
    """What one function does with the OS-thread lock."""

    unreleased: dict[Node, Node | None] = field(default_factory=dict)  # lock -> where it leaves
    unlocks: bool = False  # some path unlocks (explicitly, deferred, or in a helper)
    # The ``return`` statements some path reaches with the thread still locked, and those
    # some path reaches after it took the lock and undid it.
    locked_returns: frozenset[Node] = frozenset()
    undoing_returns: frozenset[Node] = frozenset()


@dataclass(frozen=True)
class _Summary:
    net: int  # +1: locks on every path, -1: unlocks on every path, 0: neither or mixed


GOROUTINE_BODIES = (ClosureUse.GO, ClosureUse.SPAWNED)


class Threads:
    """Thread lock operations of a package, helper summaries and per-function reports."""

    def __init__(self, index: PackageIndex, objects: Objects) -> None:
        self.index = index
        self.objects = objects
        self._direct: dict[Node, list[tuple[Node, bool]]] | None = None
        self._summaries: dict[Node, _Summary] = {}
        self._handing: dict[Node, frozenset[Node]] | None = None
        self._cleanups: list[Node] | None = None
        self._values: list[Node] | None = None
        self._active: set[Node] = set()

    def direct_calls(self) -> dict[Node, list[tuple[Node, bool]]]:
        """Function -> its own ``(call, is_lock)`` runtime calls (deferred literals included)."""
        if self._direct is None:
            self._direct = {}
            for go_file in self.index.files:
                if b"OSThread" not in go_file.source:
                    continue
                for call in method_calls(go_file, THREAD_METHODS):
                    name = self.objects.qualified_call(call)
                    if name not in (LOCK, UNLOCK):
                        continue
                    function = _owner(call, self.index)
                    if function is not None:
                        self._direct.setdefault(function, []).append((call, name == LOCK))
        return self._direct

    def unlocking_halves(self, besides: Node) -> list[Node]:
        """Package-level functions other than ``besides`` that unlock the thread and never
        lock it: the release half of a lock/unlock pair of functions a caller pairs."""
        return [
            function
            for function, calls in self.direct_calls().items()
            if function != besides
            and function.type in ("function_declaration", "method_declaration")
            and not any(lock for _, lock in calls)
        ]

    def functions(self) -> list[Node]:
        """Functions calling ``runtime.LockOSThread`` themselves, in source order."""
        return [f for f, calls in self.direct_calls().items() if any(lock for _, lock in calls)]

    def events(self, function: Node) -> dict[int, list[ThreadOp]]:
        return run(self._events_task(function))

    # Events need the summaries of the helpers called, and summaries need events: tasks
    # (goleaklint.dataflow.trampoline), so no Python recursion follows a call chain.

    def _events_task(self, function: Node) -> Task[dict[int, list[ThreadOp]]]:
        cfg = self.index.cfg(function)
        events: dict[int, list[ThreadOp]] = {}
        for call, lock in self.direct_calls().get(function, []):
            enclosing = syntax.enclosing_function(call)
            anchor = call if enclosing == function else enclosing
            block = cfg.block_for(anchor) if anchor is not None else None
            if block is None:
                continue
            deferred = enclosing != function or _is_deferred(call)
            if deferred and lock:
                continue
            events.setdefault(block.id, []).append(ThreadOp(lock, call, deferred))
        for value in self._cleanup_unlocks():
            block = cfg.block_for(value)
            if syntax.enclosing_function(value) == function and block is not None:
                events.setdefault(block.id, []).append(ThreadOp(False, value, deferred=True))
        for call in self._helper_calls(function):
            callee = self.index.callee(call)
            if callee is None:
                continue
            summary: _Summary = yield self._summary_task(callee[0])
            net = summary.net
            block = cfg.block_for(call)
            if net == 0 or block is None:
                continue
            deferred = _is_deferred(call)
            if deferred and net > 0:
                continue
            events.setdefault(block.id, []).append(ThreadOp(net > 0, call, deferred, False))
        for ops in events.values():
            ops.sort(key=lambda op: op.node.start_byte)
        return events

    def _helper_calls(self, function: Node) -> list[Node]:
        """Calls of package functions that lock or unlock the thread themselves."""
        helpers = self.direct_calls()
        body = function.child_by_field_name("body")
        if body is None:
            return []
        found: list[Node] = []
        for call in captures(CALL_QUERY, body).get("call", []):
            if syntax.enclosing_function(call) != function:
                continue
            callee = self.index.callee(call)
            if callee is not None and callee[0] != function and callee[0] in helpers:
                found.append(call)
        return found

    def summary(self, function: Node) -> _Summary:
        """+1 when every path out of ``function`` leaves one more lock, -1 one fewer."""
        return run(self._summary_task(function))

    def _summary_task(self, function: Node) -> Task[_Summary]:
        found = self._summaries.get(function)
        if found is not None:
            return found
        if function in self._active:
            return _Summary(0)
        self._active.add(function)
        events: dict[int, list[ThreadOp]] = yield self._events_task(function)
        handing = self.handing_returns(function)
        walk, _ = explore_all(
            self.index.cfg(function),
            lambda: _ThreadWalk(events, handing),
            values=self.index.path_values(function),
        )
        self._active.discard(function)
        nets = {len(s.held) - s.debt - s.deferred for s in walk.exits}
        net = 0
        if nets and all(n > 0 for n in nets):
            net = 1
        elif nets and all(n < 0 for n in nets):
            net = -1
        result = _Summary(net)
        self._summaries[function] = result
        return result

    def report(self, function: Node) -> ThreadReport:
        events = self.events(function)
        handing = self.handing_returns(function)
        walk, _ = explore_all(
            self.index.cfg(function),
            lambda: _ThreadWalk(events, handing),
            values=self.index.path_values(function),
            reports=lambda walk: bool(walk.unreleased),
        )
        report = ThreadReport()
        unlocking = any(not op.lock for ops in events.values() for op in ops)
        # A function that unlocks only to lock again, and leaves one more lock on every
        # path (``Get``: lock, unlock, wait, lock, return), hands the lock to its caller
        # like one that never unlocks.
        report.unlocks = bool(handing) or (unlocking and self.summary(function).net != 1)
        for lock, leaves in walk.unreleased.items():
            report.unreleased[lock] = leaves
        report.locked_returns = frozenset(walk.locked_returns)
        report.undoing_returns = frozenset(walk.undoing_returns)
        return report

    def handing_returns(self, function: Node) -> frozenset[Node]:
        """The ``return`` statements of ``function`` that hand its caller a literal which
        unlocks the thread (``return func() { runtime.UnlockOSThread() }``), or the unlock
        itself as a value (``return runtime.UnlockOSThread, err``): undoing the lock is then
        the caller's, when it is done with the thread."""
        if self._handing is None:  # found once for the package: a walk, a report, a fix ask
            found: dict[Node, set[Node]] = {}
            for literal, calls in self.direct_calls().items():
                if literal.type != "func_literal" or all(lock for _, lock in calls):
                    continue
                parent = _above_values(literal)
                owner = syntax.enclosing_function(parent) if parent is not None else None
                if parent is not None and parent.type == "return_statement" and owner is not None:
                    found.setdefault(owner, set()).add(parent)
            for value in self._unlock_values():
                parent = _above_values(value)
                owner = syntax.enclosing_function(parent) if parent is not None else None
                if parent is not None and parent.type == "return_statement" and owner is not None:
                    found.setdefault(owner, set()).add(parent)
            self._handing = {owner: frozenset(returns) for owner, returns in found.items()}
        return self._handing.get(function, frozenset())

    def _cleanup_unlocks(self) -> list[Node]:
        """``runtime.UnlockOSThread`` registered as a test's cleanup (``t.Cleanup(
        runtime.UnlockOSThread)``): it runs on the test's goroutine when the test is done."""
        if self._cleanups is None:  # found once for the package, asked for each function
            values = self._unlock_values()
            self._cleanups = [value for value in values if _test_cleanup(value, self.index)]
        return self._cleanups

    def _unlock_values(self) -> list[Node]:
        """``runtime.UnlockOSThread`` spelled as a value, not called (found once)."""
        if self._values is None:
            self._values = self._find_unlock_values()
        return self._values

    def _find_unlock_values(self) -> list[Node]:
        found: list[Node] = []
        for go_file in self.index.files:
            if b"UnlockOSThread" not in go_file.source:
                continue
            leaves = tokens(go_file, b"UnlockOSThread")
            for leaf in leaves:
                selector = leaves.parent(leaf)
                if selector is None or selector.type != "selector_expression":
                    continue
                package = syntax.unparen(selector.child_by_field_name("operand"))
                above = leaves.parent(selector)
                called = (
                    above is not None
                    and above.type == "call_expression"
                    and above.child_by_field_name("function") == selector
                )
                if (
                    not called
                    and package is not None
                    and package.type == "identifier"
                    and self.index.import_path(selector, syntax.text(package)) == "runtime"
                ):
                    found.append(selector)
        return found

    def launched(self, function: Node) -> bool:
        """The function is a goroutine's body: a ``go func(){...}()``, a literal handed to
        ``g.Go`` (errgroup, ``sync.WaitGroup.Go``), started by ``go f()``, or a test, which
        the testing package runs in a goroutine of its own (a literal held in a variable is
        started by ``go run()``)."""
        if function.type == "func_literal" and closure_use(function) in GOROUTINE_BODIES:
            return True
        name = syntax.text(function.child_by_field_name("name"))
        if (
            function.type == "function_declaration"
            and name.startswith(TEST_PREFIXES)
            and self.index.file_of(function).path.endswith("_test.go")
        ):
            return True
        for go in self.index.go_statements:
            call = go.named_children[0] if go.named_children else None
            if call is None or call.type != "call_expression":
                continue
            callee = self.index.callee(call)
            if callee is not None and callee[0] == function:
                return True
        return False

    def callers_unlock(self, function: Node) -> bool:
        """Some package function calls ``function`` and also unlocks the thread: a helper."""
        for caller, calls in self.direct_calls().items():
            if caller == function or not any(not lock for _, lock in calls):
                continue
            for call in self._helper_calls(caller):
                callee = self.index.callee(call)
                if callee is not None and callee[0] == function:
                    return True
        return False


def _owner(call: Node, index: PackageIndex) -> Node | None:
    """The function whose paths the call belongs to: a deferred literal's encloser (a
    literal a test registers with ``t.Cleanup`` runs like one, on the test's goroutine)."""
    function = syntax.enclosing_function(call)
    if (
        function is not None
        and function.type == "func_literal"
        and (closure_use(function) == ClosureUse.DEFER or _test_cleanup(function, index))
    ):
        return syntax.enclosing_function(function)
    return function


# How a test's handle is declared: ``t.Cleanup(f)`` runs ``f`` on the test's goroutine when
# the test (or benchmark, or fuzz target) is done, after its deferred calls.
TEST_HANDLES = frozenset({"*testing.T", "*testing.B", "*testing.F", "testing.TB"})


def _test_cleanup(value: Node, index: PackageIndex) -> bool:
    """``value`` is the one argument of ``t.Cleanup``, ``t`` a parameter declared as a
    test's handle (:data:`TEST_HANDLES`)."""
    arguments = value.parent
    if arguments is None or arguments.type != "argument_list" or arguments.named_child_count != 1:
        return False
    call = arguments.parent
    function = call.child_by_field_name("function") if call is not None else None
    if function is None or function.type != "selector_expression":
        return False
    if syntax.text(function.child_by_field_name("field")) != "Cleanup":
        return False
    handle = function.child_by_field_name("operand")
    if handle is None or handle.type != "identifier":
        return False
    var = index.resolution(handle).var_of(handle)
    return (
        var is not None
        and var.kind == "param"
        and var.type_node is not None
        and syntax.squeezed(var.type_node) in TEST_HANDLES
    )


def _is_deferred(call: Node) -> bool:
    statement = call.parent
    return statement is not None and statement.type == "defer_statement"


class _ThreadWalk:
    def __init__(self, events: dict[int, list[ThreadOp]], handing: frozenset[Node]) -> None:
        self.events = events
        self.handing = handing  # returns that hand the caller the unlock
        self.exits: list[_State] = []
        self.unreleased: dict[Node, Node | None] = {}
        self.locked_returns: set[Node] = set()
        self.undoing_returns: set[Node] = set()

    def start(self) -> _State:
        return _State()

    def through(self, block: Block, state: _State) -> _State:
        for op in self.events.get(block.id, []):
            if op.deferred:
                state = replace(state, deferred=min(state.deferred + 1, MAX_HELD))
            elif op.lock:
                if len(state.held) < MAX_HELD:
                    state = replace(state, held=(*state.held, op.node))
            elif state.held:
                state = replace(state, held=state.held[:-1], undone=True)
            else:
                state = replace(state, debt=min(state.debt + 1, MAX_HELD))
        return state

    def along(self, source: Block, kind: Edge, target: Block, state: _State) -> _State:
        return state

    def at_exit(self, source: Block, state: _State) -> None:
        if source.kind in TEST_EXITS:
            # ``t.Fatal``, ``runtime.Goexit``: the goroutine ends here, and a thread it
            # leaves locked ends with it; nothing returns to run on that thread.
            return
        if source.node in self.handing:
            state = replace(state, deferred=min(state.deferred + 1, MAX_HELD))
        self.exits.append(state)
        left = len(state.held) - state.deferred
        for lock in state.held[: max(left, 0)]:
            self.unreleased.setdefault(lock, exit_node(source))
        node = source.node
        if node is not None and node.type == "return_statement":
            if left > 0:
                self.locked_returns.add(node)
            elif state.undone or (state.held and state.deferred):
                self.undoing_returns.add(node)


def _above_values(node: Node) -> Node | None:
    """The node around ``node`` past parentheses and expression lists (a ``return``'s)."""
    parent = node.parent
    while parent is not None and parent.type in ("parenthesized_expression", "expression_list"):
        parent = parent.parent
    return parent
