"""Ways out of a function after which the process ends.

A goroutine left blocked when the process exits is no leak: nothing outlives the exit.
``main`` of package main ends the process when it returns, and so does a command's body
that a command-line framework runs (``cobra.Command``'s ``RunE``). A function ends it too
when every call of it (:meth:`Reach.only_calls`: the only ways to run it, unexported or
in package main) hands its result straight to ``os.Exit`` or ``log.Fatal``
(``os.Exit(run())``), or is the last thing a function that ends the process does: nothing
follows the call but tests of what it gave and a return of those, or an exit
(:func:`_only_endings_follow`), within :data:`MAX_HOPS` callers.

One way out of a function can end the process where another does not: the caller checks
what the function gives and exits on it::

    func main() {
        if err := run(); err != nil {
            log.Fatal(err)
        }
        serve()
    }

    func run() error {
        errc := make(chan error)
        go func() { errc <- setup() }()
        if err := check(); err != nil {
            return err // main exits the process on this error: the sender dies with it
        }
        return <-errc
    }

What each ``return`` gives (``nil``, not ``nil``, a boolean: from the returned expression,
or what every path there has shown of the variable it returns) is carried into the
caller's paths past the call (:meth:`PathValues.with_results`), and only the paths those
values allow must end: :meth:`ProcessExits.ending` names the ways out (blocks) for which
every call does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, NORETURN_CALLS, Block, Kind, statement_call
from goleaklint.dataflow.package import PackageIndex, returned_value
from goleaklint.dataflow.parents import launched
from goleaklint.dataflow.reach import Reach
from goleaklint.dataflow.values import NONNIL, Value, new_error
from goleaklint.parse import Node, walk

# Callers followed up from a function to ``main`` or a command's body.
MAX_HOPS = 4
# Calls that end the process (``panic`` and ``log.Panic`` may be recovered).
PANICS = frozenset({"panic", "log.Panic", "log.Panicf", "log.Panicln"})
PROCESS_EXITS = NORETURN_CALLS - PANICS
# Functions a chain of calls ending the process can go through (not literals).
DECLARED_FUNCTIONS = ("function_declaration", "method_declaration")
# What a function may still return or exit with once the call it ends with is done: the
# call's own results, or constants (``run(); return 0``).
CONSTANT_RESULTS = frozenset(
    {"int_literal", "interpreted_string_literal", "raw_string_literal", "true", "false", "nil"}
)
# Calls that only format their arguments into an error or a string (an argument's own
# ``Error`` or ``String`` method aside).
RESULT_FORMATTERS = frozenset({"fmt.Errorf", "fmt.Sprintf", "fmt.Sprint", "errors.New"})
# Unary operators that compute a value from their operand (not ``<-``, ``*`` or ``&``).
PURE_UNARY = frozenset({"!", "-", "+", "^"})
# What an exiting helper may do before its ``os.Exit``: nothing that waits or goes on.
WORKING_STATEMENTS = frozenset(
    {"for_statement", "select_statement", "go_statement", "send_statement", "defer_statement"}
)
WAYS_OUT = frozenset({Kind.RETURN, Kind.END})

Successors = Callable[[int], list[int]]


@dataclass
class ProcessExits:
    """Which functions, and which ways out of them, end the process, in one package."""

    index: PackageIndex
    reach: Reach
    _on_return: dict[Node, bool] = field(default_factory=dict)
    _ending: dict[tuple[Node, int], frozenset[int]] = field(default_factory=dict)

    def ends_on_return(self, function: Node) -> bool:
        """The process ends whenever ``function`` returns (see the module docstring)."""
        found = self._on_return.get(function)
        if found is None:
            self._on_return[function] = False  # a chain of calls back into it ends nothing
            found = self._on_return[function] = self._find_on_return(function)
        return found

    def _find_on_return(self, function: Node) -> bool:
        if self.reach.runs_as_command(function):
            return True
        if function.type not in DECLARED_FUNCTIONS or not self._may_end():
            return False
        return self.is_main(function) or self._ends_after_every_call(function, MAX_HOPS)

    def _may_end(self) -> bool:
        """There is a ``main`` or a command's body for a chain of calls to end at."""
        return self.index.name == "main" or self.reach.imports_commands()

    def is_main(self, function: Node) -> bool:
        """``func main`` of package main."""
        name = function.child_by_field_name("name")
        return self.index.name == "main" and name is not None and syntax.text(name) == "main"

    def _ends_after_every_call(self, function: Node, hops: int) -> bool:
        """Every call of ``function`` hands its result to ``os.Exit``, or is the last thing
        ``main`` (or a function ending the process the same way, within ``hops`` calls)
        does: ``if *dict { ... } else { generate() }`` ends ``main``."""
        calls = self.reach.only_calls(function)
        unknown: tuple[Value, ...] = (None,) * syntax.result_count(function)
        return bool(calls) and all(
            self._ends_after(call, caller, unknown, hops) for call, caller in calls or ()
        )

    # Ways out, one by one ----------------------------------------------------------------

    def ending(self, function: Node, hops: int = MAX_HOPS) -> frozenset[int]:
        """The blocks of ``function`` (a ``return``, or the end of its body) whose way out
        ends the process: all of them when the function ends it whenever it returns."""
        key = (function, hops)
        found = self._ending.get(key)
        if found is None:
            self._ending[key] = frozenset()  # a call back into the function ends nothing
            found = self._ending[key] = self._find_ending(function, hops)
        return found

    def _find_ending(self, function: Node, hops: int) -> frozenset[int]:
        if not self._may_end():
            return frozenset()
        cfg = self.index.cfg(function)
        ways_out = _ways_out(cfg)
        if not ways_out or self.ends_on_return(function):
            return ways_out
        if function.type not in DECLARED_FUNCTIONS or hops == 0:
            return frozenset()
        calls = self.reach.only_calls(function)
        if not calls:
            return frozenset()
        returned = self._returned(function, cfg, ways_out)
        return frozenset(
            block
            for block in ways_out
            if all(self._ends_after(call, caller, returned[block], hops) for call, caller in calls)
        )

    def _returned(
        self, function: Node, cfg: CFG, ways_out: frozenset[int]
    ) -> dict[int, tuple[Value, ...]]:
        """What each way out returns, per result: the returned expression's value, or what
        every path there has shown of the variable it returns (None where not known)."""
        count = syntax.result_count(function)
        if count and self.index.results_rewritten_on_the_way_out(function):
            return {block: (None,) * count for block in ways_out}
        values = self.index.path_values(function)
        arriving = values.values_arriving_each(ways_out) if count and values.active else {}
        resolution = self.index.resolution(function)
        found: dict[int, tuple[Value, ...]] = {}
        for block in ways_out:
            node = cfg.blocks[block].node
            returning = cfg.blocks[block].kind == Kind.RETURN and node is not None
            expressions = syntax.returned_values(node) if returning and node else []
            if len(expressions) != count:
                found[block] = (None,) * count  # a naked return, or ``return f()``
                continue
            known = arriving.get(block, {})
            results: list[Value] = []
            for expression in expressions:
                value = returned_value(expression)
                ident = syntax.unparen(expression)
                if value is None and ident is not None and ident.type == "call_expression":
                    value = NONNIL if new_error(ident, resolution) else None
                if value is None and ident is not None and ident.type == "identifier":
                    var = resolution.var_of(ident)
                    value = known.get(var) if var is not None else None
                    if value is None and node is not None and _tested_not_nil(node, ident):
                        value = NONNIL
                results.append(value)
            found[block] = tuple(results)
        return found

    def _ends_after(self, call: Node, caller: Node, results: tuple[Value, ...], hops: int) -> bool:
        """Given what ``call`` returns, the process ends right after it: the call hands its
        result to an exit, or nothing follows it in ``caller`` but tests and returns of
        what it gave, or an exit (:func:`_last_use`), and the caller, within ``hops``
        calls, ends the process whenever it returns, or on each way out those results
        can reach."""
        if _exits_with(call, self.index):
            return True
        if hops == 0 or launched(call, self.index.parent):
            return False
        command = self.reach.runs_as_command(caller)
        if caller.type not in DECLARED_FUNCTIONS and not command:
            return False
        cfg = self.index.cfg(caller)
        block = cfg.block_for(call)
        if block is None:
            return False
        successors = self._successors(caller, cfg, block.id, call, results)
        if command or self.is_main(caller) or self._ends_after_every_call(caller, hops - 1):
            return _last_use(cfg, block, call, self.index, successors)
        ending = self.ending(caller, hops - 1)
        return bool(ending) and _last_use(cfg, block, call, self.index, successors, ending)

    def _successors(
        self, caller: Node, cfg: CFG, block: int, call: Node, results: tuple[Value, ...]
    ) -> Successors | None:
        """The successors of each block on from ``block`` that the caller's values allow
        once ``call`` has given ``results``; None (every successor) when nothing is known."""
        if all(value is None for value in results):
            return None
        values = self.index.path_values(caller).with_results({call: results})
        if not values.active:
            return None
        edges: dict[int, list[int]] = {}
        for edge in values.edges_from(block, values.unknown()):
            if edge is None:
                return None  # the walk gave up: every successor
            source, target = edge
            following = edges.setdefault(source, [])
            if target not in following:
                following.append(target)
        return lambda current: edges.get(current, [])


def _ways_out(cfg: CFG) -> frozenset[int]:
    """The blocks that leave the function for its caller: its returns and the end of its
    body (not ``t.Fatal`` or ``runtime.Goexit``, which end only the goroutine)."""
    return frozenset(b for b in cfg.predecessors(cfg.exit) if cfg.blocks[b].kind in WAYS_OUT)


def _tested_not_nil(statement: Node, ident: Node) -> bool:
    """The ``return`` is a statement of the body of an ``if`` whose condition holds only
    when ``ident`` is not nil (``if err != nil { return err }``, ``&&`` of such terms), and
    nothing before it there, in a nested branch too, assigns the name or takes its
    address."""
    block = statement.parent
    if block is not None and block.type == "statement_list":
        block = block.parent
    test = block.parent if block is not None else None
    if (
        test is None
        or test.type != "if_statement"
        or test.child_by_field_name("consequence") != block
    ):
        return False
    name = syntax.text(ident)
    for node in walk(block) if block is not None else ():
        if node.start_byte >= statement.start_byte:
            continue
        if node.type in ("assignment_statement", "short_var_declaration"):
            left = node.child_by_field_name("left")
            if any(syntax.text(target) == name for target in syntax.expressions(left)):
                return False  # ``err = nil`` somewhere before, in a branch too
        operand = node.child_by_field_name("operand") if node.type == "unary_expression" else None
        if operand is not None and syntax.token(node, "&") and syntax.text(operand) == name:
            return False  # ``&err`` handed to something that may set it
    return _requires_not_nil(test.child_by_field_name("condition"), name)


def _requires_not_nil(condition: Node | None, name: str) -> bool:
    """The condition holds only when ``name`` is not nil."""
    node = syntax.unparen(condition)
    if node is None or node.type != "binary_expression":
        return False
    operands = (node.child_by_field_name("left"), node.child_by_field_name("right"))
    if syntax.token(node, "&&"):
        return any(_requires_not_nil(side, name) for side in operands)
    texts = {syntax.text(side) for side in operands}
    return syntax.token(node, "!=") is not None and texts == {name, "nil"}


def _exits_with(call: Node, index: PackageIndex) -> bool:
    """The call is the argument of a call that ends the process (``os.Exit(run())``)."""
    arguments = index.parent(call)
    outer = index.parent(arguments) if arguments is not None else None
    if arguments is None or outer is None or arguments.type != "argument_list":
        return False
    return outer.type == "call_expression" and syntax.call_name(outer) in PROCESS_EXITS


def _last_use(
    cfg: CFG,
    block: Block,
    call: Node,
    index: PackageIndex,
    successors: Successors | None = None,
    ending: frozenset[int] | None = None,
) -> bool:
    """``call`` is the whole of the block's statement (or an argument of the call that is:
    ``checkErr(run())``), or it is assigned, and nothing follows but the function's end:
    returns of constants or of what it was assigned, or ``os.Exit`` of those (``run()``,
    ``return run()``, ``err := run(); return err``, :func:`_only_endings_follow`). With
    ``successors`` (what the call's results allow) and ``ending`` (the caller's ways out
    that end the process), only the paths those results allow must end, each through one
    of those ways out or an exit."""
    parent = index.parent
    statement = block.node
    holder = parent(call)
    while holder is not None and holder.type == "argument_list":  # ``checkErr(run())``
        outer = parent(holder)
        holder = parent(outer) if outer is not None else None
    if holder is not None and holder != statement and holder.type == "expression_list":
        holder = parent(holder)
    if statement is None or holder != statement:
        return False
    if statement.type == "return_statement" and ending is not None and block.id not in ending:
        return False  # ``return run()`` through a way out that does not end the process
    if statement.type in ("expression_statement", "return_statement"):
        return _only_endings_follow(cfg, block.id, frozenset(), index, successors, ending)
    if statement.type not in ("short_var_declaration", "assignment_statement"):
        return False
    if ending is None and _checked_last(statement, parent):
        return True
    assigned = {syntax.text(n) for n in syntax.expressions(statement.child_by_field_name("left"))}
    return _only_endings_follow(
        cfg, block.id, frozenset(assigned), index, successors, ending, statement
    )


def _only_endings_follow(
    cfg: CFG,
    block: int,
    names: frozenset[str],
    index: PackageIndex,
    successors: Successors | None = None,
    ending: frozenset[int] | None = None,
    initializer: Node | None = None,
) -> bool:
    """Every path on from ``block`` reaches the function's end doing nothing on the way:
    through empty blocks to a ``return`` or a process exit (``os.Exit(code)``) whose values
    are ``names`` (what the call was assigned to) or constants. ``successors`` gives the
    blocks a path may go on to (every successor when None); with ``ending``, a way out
    reached must be one of those. ``initializer``: the call's statement, when it is the
    initializer of the ``if`` testing what it gave (``if err := run(); err != nil``)."""

    def following(current: int) -> list[int]:
        if successors is not None:
            return successors(current)
        return [successor for successor, _ in cfg.successors(current)]

    seen = {block}
    pending = following(block)
    while pending:
        current = pending.pop()
        if current in seen:
            continue
        seen.add(current)
        found = cfg.blocks[current]
        if current == cfg.exit:
            continue
        if found.kind in WAYS_OUT and ending is not None and current not in ending:
            return False
        if found.kind == Kind.END:
            continue
        node = found.node
        if node is None:
            pending.extend(following(current))
            continue
        if (
            found.kind == Kind.COND
            and node.child_by_field_name("initializer") in (None, initializer)
            and _reads_only(node.child_by_field_name("condition"), names)
        ):
            pending.extend(following(current))
            continue  # ``if err == nil``: a test of what the call gave runs nothing
        exit_call = _ending_exit(node, index) if found.kind == Kind.NORETURN else None
        if found.kind == Kind.RETURN:
            values = syntax.expressions(node.named_children[0] if node.named_children else None)
        elif exit_call is not None:
            values = syntax.call_arguments(exit_call)
        else:
            return False
        if not all(_known_result(value, names) for value in values):
            return False
    return True


def _ending_exit(statement: Node, index: PackageIndex) -> Node | None:
    """The call of ``statement`` when it ends the process: ``os.Exit``, ``log.Fatal``, or a
    package function that only reports on its way to one (``fatalWithCode(err, 255)``:
    logs, then ``os.Exit(code)``): its last statement is that exit, it has no ``return``,
    and nothing in it loops, selects, starts a goroutine, sends, receives, defers or
    panics (a deferred ``recover`` up the stack would let the caller go on)."""
    found = process_exit(statement)
    if found is not None:
        return found
    call = statement_call(statement) if statement.type == "expression_statement" else None
    name = syntax.call_name(call) if call is not None else None
    if call is None or name is None or index.exiting().get(name) != Kind.NORETURN:
        return None
    definition = index.functions.get(name)
    body = definition.node.child_by_field_name("body") if definition is not None else None
    last = syntax.statements(body)[-1:]
    if body is None or not last or process_exit(last[0]) is None:
        return None
    return None if any(_works(node) for node in syntax.descendants_outside_closures(body)) else call


def _works(node: Node) -> bool:
    """A statement or expression that can wait, go on for a while, or panic."""
    if node.type in WORKING_STATEMENTS:
        return True
    if node.type == "unary_expression":
        return syntax.token(node, "<-") is not None
    return node.type == "call_expression" and syntax.call_name(node) in PANICS


def _reads_only(condition: Node | None, names: frozenset[str]) -> bool:
    """A condition made of the call's results and constants (:func:`_known_result`),
    compared and combined (``err == nil``, ``!ok``): evaluating it runs nothing and waits
    for nothing (``<-done`` would)."""
    node = syntax.unparen(condition)
    if node is None:
        return False
    if node.type == "binary_expression":
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        return _reads_only(left, names) and _reads_only(right, names)
    if node.type == "unary_expression":
        pure = syntax.token(node, *PURE_UNARY) is not None
        return pure and _reads_only(node.child_by_field_name("operand"), names)
    return _known_result(node, names)


def process_exit(statement: Node) -> Node | None:
    """The call of ``os.Exit(code)`` or ``log.Fatal(...)`` as a statement of its own."""
    call = statement.named_children[0] if statement.type == "expression_statement" else statement
    exits = call.type == "call_expression" and syntax.call_name(call) in PROCESS_EXITS
    return call if exits else None


def _known_result(value: Node, names: frozenset[str]) -> bool:
    """A name the call's results were assigned to, a constant, or an error or text only
    formatted from those (``fmt.Errorf("run: %w", err)``): building it runs nothing but the
    values' own ``Error`` or ``String`` methods."""
    node = syntax.unparen(value)
    if node is None:
        return False
    if node.type == "call_expression" and syntax.call_name(node) in RESULT_FORMATTERS:
        return all(_known_result(argument, names) for argument in syntax.call_arguments(node))
    return node.type in CONSTANT_RESULTS or syntax.text(node) in names


def _checked_last(statement: Node, parent: Callable[[Node], Node | None]) -> bool:
    """``statement`` assigns a result that the function's last statement only checks: ``if
    err := run(); err != nil { ...; os.Exit(1) }``, or ``err := run()`` right before such an
    ``if`` (no ``else``; a body that reports and may exit, with no loop, ``go`` or
    ``select``). After the call, the function ends either way."""
    holder = parent(statement)
    if holder is not None and holder.type == "if_statement":
        if holder.child_by_field_name("initializer") != statement:
            return False
        check = holder
    else:
        following = statement.next_named_sibling
        if following is None or following.type != "if_statement":
            return False
        if following.child_by_field_name("initializer") is not None:
            return False
        check = following
    container = parent(check)
    if container is not None and container.type == "statement_list":
        container = parent(container)
    function = parent(container) if container is not None else None
    if (
        container is None
        or container.type != "block"
        or function is None
        or function.type not in syntax.FUNCTION_TYPES
        or syntax.statements(container)[-1:] != [check]
        or check.child_by_field_name("alternative") is not None
    ):
        return False
    body = check.child_by_field_name("consequence")
    return body is not None and not any(
        node.type in ("for_statement", "go_statement", "select_statement", "func_literal")
        for node in walk(body)
    )
