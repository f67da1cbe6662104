"""HTTP handlers, the goroutines they start with the request, and whether they wait for them.

A handler is a function, method or literal whose two parameters are an
``http.ResponseWriter`` and an ``*http.Request`` (by type, not by name). Values that stay
tied to the request are the two parameters and what is taken from them without copying:
``r.Body``, ``r.Context()`` and contexts derived from it, ``r.WithContext(...)``. A goroutine
that mentions one of them outlives the request unless the handler, on every path from the
``go`` statement to its return, waits for a signal the goroutine gives: ``wg.Wait()`` for a
WaitGroup it calls ``Done`` on, or a receive from a channel it sends on or closes. A send on
an unbuffered channel the handler made and only the goroutine receives from waits too, when
the goroutine, once it has received from it, only ends (``case <-stop: tick.Stop(); return``):
the send completes only when the goroutine takes it, and after that it touches nothing of
the request.
"""

from __future__ import annotations

from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.cfg import CFG, Block, Edge, exit_node
from goleaklint.dataflow.contexts import WITH_CANCEL, Contexts, received
from goleaklint.dataflow.hijack import hijacking
from goleaklint.dataflow.objects import Objects
from goleaklint.dataflow.package import PackageIndex, declared_value, made_value
from goleaklint.dataflow.paths import explore_all
from goleaklint.dataflow.scope import Resolution, Var
from goleaklint.dataflow.types import Types
from goleaklint.dataflow.uses import (
    ClosureUse,
    Path,
    Use,
    UseKind,
    closure_use,
    join_fields,
    pointee_path,
)
from goleaklint.parse import Node, walk

RESPONSE_WRITER = "net/http.ResponseWriter"
REQUEST = "net/http.Request"
# Methods of a request (or of a context taken from one) whose result is still tied to it.
TIED_METHODS = frozenset({"Context", "WithContext", "Clone"})
# Fields of http.Request that describe it and stay valid after the handler returns.
PLAIN_REQUEST_FIELDS = frozenset(
    {
        "Method",
        "URL",
        "Proto",
        "ProtoMajor",
        "ProtoMinor",
        "Host",
        "RemoteAddr",
        "RequestURI",
        "ContentLength",
        "TransferEncoding",
        "Close",
        "Pattern",
        "TLS",
    }
)
# Variables of a goroutine's function that are its own, not handed to it nor captured.
OWN_KINDS = frozenset({"local", "const", "result"})
# Context constructors whose result is cancelled with the context they derive from.
DERIVING = WITH_CANCEL | {"context.WithValue"}


@dataclass(frozen=True)
class Handler:
    function: Node
    writer: Var | None  # None when the parameter is ``_``
    request: Var | None


@dataclass(frozen=True)
class Outliving:
    """A goroutine that uses the request and that the handler may not wait for."""

    handler: Handler
    go: Node
    use: Node  # where the goroutine mentions the request (or the writer)
    var: Var  # what it mentions
    exit: Node | None  # where the handler returns without waiting


class Handlers:
    """Goroutines started by HTTP handlers of a package."""

    def __init__(
        self, index: PackageIndex, objects: Objects, types: Types, contexts: Contexts
    ) -> None:
        self.index = index
        self.objects = objects
        self.types = types
        self.contexts = contexts
        self._handlers: dict[Node, Handler | None] = {}

    def handler(self, function: Node) -> Handler | None:
        """The handler view of a function, when its parameters make it one."""
        if function in self._handlers:
            return self._handlers[function]
        kinds = [self._parameter_kind(kind) for _, kind in syntax.parameter_names(function)]
        found = None
        if sorted(k or "" for k in kinds) == ["request", "writer"]:
            variables = {
                kind: self.index.param_var(function, position)
                for position, kind in enumerate(kinds)
            }
            found = Handler(function, variables["writer"], variables["request"])
        self._handlers[function] = found
        return found

    def _parameter_kind(self, kind: Node | None) -> str | None:
        spelled = self.objects.spelled(kind) if kind is not None else None
        if kind is None or spelled is None:
            return None
        if spelled == RESPONSE_WRITER and kind.type != "pointer_type":
            return "writer"
        if spelled == REQUEST and kind.type == "pointer_type":
            return "request"
        return None

    def outliving(self) -> list[Outliving]:
        """Goroutines started directly by a handler with the request, not waited for."""
        found: list[Outliving] = []
        for go in self.index.go_statements:
            function = syntax.enclosing_function(go)
            handler = self.handler(function) if function is not None else None
            if handler is None:
                continue
            if self._hijacked_before(handler, go):
                continue  # the connection is the handler's own: the server is done with it
            resolution = self.index.resolution(go)
            tied = self.tied_values(handler)
            handed_over = self._hijacking_calls(handler, go)
            mentions = [
                n
                for n in walk(go)
                if n.type == "identifier"
                and resolution.uses.get(n) in tied
                and not any(syntax.contains(call, n) for call in handed_over)
            ]
            # A goroutine that only waits for the request to end ends with it; one that only
            # reads what the request was (its method, URL, address) is not tied to its life.
            mentions = [
                n
                for n in mentions
                if not _watches(n)
                and not _closes_body(n)
                and not _reads_plain_field(n, handler.request, resolution)
                and not self._handed_to_plain_reader(n, handler.request, resolution)
            ]
            if not mentions:
                continue
            use = (mentions[0], resolution.uses[mentions[0]])
            waited, exit_node = self._waited(handler, go)
            if not waited:
                found.append(Outliving(handler, go, use[0], use[1], exit_node))
        return found

    def _hijacking_calls(self, handler: Handler, within: Node) -> list[Node]:
        """The calls in ``within`` that take the handler's connection over."""
        writer = handler.writer
        if writer is None:
            return []
        return [
            n
            for n in walk(within)
            if n.type == "call_expression" and hijacking(self.objects, self.types, n, writer)
        ]

    def _hijacked_before(self, handler: Handler, go: Node) -> bool:
        """The handler has taken its connection over on every path to ``go``."""
        cfg = self.index.cfg(handler.function)
        target = cfg.block_for(go)
        hijacks = frozenset(
            block.id
            for call in self._hijacking_calls(handler, handler.function)
            if syntax.enclosing_function(call) == handler.function
            and (block := cfg.block_for(call)) is not None
        )
        return target is not None and bool(hijacks) and cfg.always_through(target.id, hijacks)

    def tied_values(self, handler: Handler) -> frozenset[Var]:
        """The writer, the request, and locals holding what stays tied to the request."""
        resolution = self.index.resolution(handler.function)
        tied: set[Var] = {v for v in (handler.writer, handler.request) if v is not None}
        sources: dict[Var, list[Node]] = {}
        for var in resolution.variables:
            value = made_value(var)
            if value is not None and _declared_within(var, handler.function):
                sources.setdefault(var, []).append(value)
        for use in self.index.uses_within(handler.function):
            if use.kind == UseKind.ASSIGNED and use.value is not None:
                sources.setdefault(use.path[0], []).append(use.value)
        changed = True
        while changed:
            changed = False
            for var, values in sources.items():
                if var not in tied and any(self._is_tied(v, tied, resolution) for v in values):
                    tied.add(var)
                    changed = True
        return frozenset(tied)

    def _is_tied(self, value: Node, tied: set[Var], resolution: Resolution) -> bool:
        """``r``, ``r.Body``, ``r.Context()``, ``context.WithTimeout(ctx, ...)`` and the like."""
        node = syntax.unparen(value)
        if node is None:
            return False
        if node.type == "identifier":
            return resolution.uses.get(node) in tied
        if node.type == "selector_expression":
            operand = syntax.unparen(node.child_by_field_name("operand"))
            field = syntax.text(node.child_by_field_name("field"))
            return (
                field == "Body" and operand is not None and self._is_tied(operand, tied, resolution)
            )
        if node.type != "call_expression":
            return False
        function = syntax.unparen(node.child_by_field_name("function"))
        if function is None or function.type != "selector_expression":
            return False
        if self.objects.qualified_call(node) in DERIVING:
            arguments = syntax.call_arguments(node)
            return bool(arguments) and self._is_tied(arguments[0], tied, resolution)
        operand = syntax.unparen(function.child_by_field_name("operand"))
        method = syntax.text(function.child_by_field_name("field"))
        return (
            method in TIED_METHODS
            and operand is not None
            and self._is_tied(operand, tied, resolution)
        )

    def _handed_to_plain_reader(
        self, mention: Node, request: Var | None, resolution: Resolution
    ) -> bool:
        """The request handed to a package function (``go h.notify(start, req)``, or a call
        the goroutine makes) whose parameter only reads plain fields of it, or nothing."""
        if request is None or resolution.uses.get(mention) is not request:
            return False
        arguments = resolution.parent(mention)
        call = resolution.parent(arguments) if arguments is not None else None
        if arguments is None or arguments.type != "argument_list" or call is None:
            return False
        callee = self.index.callee(call) if call.type == "call_expression" else None
        if callee is None:
            return False
        position = [a for a in arguments.named_children if a.type != "comment"].index(mention)
        parameter = self.index.param_var(callee[0], position)
        if parameter is None:
            return False
        inside = self.index.resolution(callee[0])
        reads = [ident for ident, var in inside.uses.items() if var is parameter]
        return all(_reads_plain_field(read, parameter, inside) for read in reads)

    # Waiting ------------------------------------------------------------------------------

    def signals(self, go: Node) -> set[Path]:
        """Handler paths the goroutine signals on: sends, closes, ``Done()``, or hands on."""
        call = go.named_children[0] if go.named_children else None
        if call is None or call.type != "call_expression":
            return set()
        callee = self.index.callee(call)
        if callee is None:
            return set()
        body = callee[0]
        found: set[Path] = {(context, None) for context in self.contexts.ended_with(body)}
        for use in self.index.uses_within(body):
            signalling = use.kind in (UseKind.SEND, UseKind.CLOSE) or (
                use.kind == UseKind.RECEIVER and use.method == "Done"
            )
            if not signalling and use.kind != UseKind.ARG:
                continue
            path = self._caller_path(call, body, use.path)
            if path is not None and (signalling or self._synchronises(path)):
                found.add(path)  # a channel or WaitGroup handed to a helper may be signalled
        return found

    def stops(self, go: Node) -> set[Path]:
        """Unbuffered channels of the handler the goroutine receives from and, after each of
        its receives from them, only ends: a send on one returns once the goroutine is
        done with the request (see the module docstring)."""
        call = go.named_children[0] if go.named_children else None
        callee = (
            self.index.callee(call) if call is not None and call.type == "call_expression" else None
        )
        if call is None or callee is None:
            return set()
        body = callee[0]
        receives: dict[Path, list[Node]] = {}
        others: set[Path] = set()
        for use in self.index.uses_within(body):
            path = self._caller_path(call, body, use.path)
            if path is None:
                continue
            if use.kind == UseKind.RECV:
                receives.setdefault(path, []).append(use.node)
            else:
                others.add(path)
        handler = syntax.enclosing_function(go)
        for use in self.index.uses_within(handler) if handler is not None else ():
            handed = use.kind == UseKind.ARG and syntax.contains(go, use.node)
            if use.kind not in (UseKind.SEND, UseKind.ASSIGNED) and not handed:
                others.add(use.path)  # another goroutine or function may take the send
        return {
            path
            for path, nodes in receives.items()
            if path not in others
            and _unbuffered_made(path)
            and all(self._only_ends_after(body, node) for node in nodes)
        }

    def _only_ends_after(self, body: Node, receive: Node) -> bool:
        """Every path of ``body`` after ``receive`` ends without coming back to it and
        mentions only the function's own locals (nothing it was handed or captured)."""
        cfg = self.index.cfg(body)
        block = cfg.block_for(receive)
        if block is None or block.id in cfg.after(block.id):
            return False
        resolution = self.index.resolution(body)
        for later in cfg.after(block.id):
            node = cfg.blocks[later].node
            for ident in walk(node) if node is not None else ():
                var = resolution.var_of(ident) if ident.type == "identifier" else None
                if var is not None and (
                    var.kind not in OWN_KINDS or not _declared_within(var, body)
                ):
                    return False
        return True

    def _synchronises(self, path: Path) -> bool:
        """A WaitGroup, or a channel made with ``make``."""
        if self.objects.type_of(path) == "sync.WaitGroup":
            return True
        var, fields = path
        return fields is None and syntax.make_channel(declared_value(var)) is not None

    def _caller_path(self, call: Node, body: Node, path: Path) -> Path | None:
        """A path of the goroutine's function in the handler's terms."""
        var, fields = path
        if var.owner != body:
            return path if not _declared_within(var, body) else None
        if var.kind == "receiver":
            function = syntax.unparen(call.child_by_field_name("function"))
            argument = function.child_by_field_name("operand") if function is not None else None
        elif var.kind == "param":
            arguments = syntax.call_arguments(call)
            argument = arguments[var.index] if var.index < len(arguments) else None
        else:
            return None
        bound = pointee_path(argument, self.index.resolution(call))
        if bound is None:
            return None
        joined = join_fields(bound[1], fields)
        return bound[0], joined

    def _waited(self, handler: Handler, go: Node) -> tuple[bool, Node | None]:
        """Whether every path from ``go`` to the handler's return waits for a signal."""
        function = handler.function
        cfg = self.index.cfg(function)
        go_block = cfg.block_for(go)
        if go_block is None:
            return True, None
        signals = self.signals(go)
        stops = self.stops(go)
        waits: set[int] = set()
        for use in self.index.uses_within(function):
            stopping = use.path in stops and use.kind == UseKind.SEND
            if not stopping and (use.path not in signals or not _waits(use, go)):
                continue
            anchor = use.node if use.function == function else _called_literal(use, function)
            block = cfg.block_for(anchor) if anchor is not None else None
            if block is not None:
                waits.add(block.id)
        walk, _ = explore_all(
            cfg,
            lambda: _WaitWalk(go_block.id, waits, cfg),
            values=self.index.path_values(cfg.function),
            reports=lambda walk: walk.leaves,
        )
        return not walk.leaves, walk.exit


class _WaitWalk:
    def __init__(self, go_block: int, waits: set[int], cfg: CFG) -> None:
        self.go_block = go_block
        self.waits = waits
        self.cfg = cfg
        self.leaves = False
        self.exit: Node | None = None

    def start(self) -> bool:
        return False

    def through(self, block: Block, state: bool) -> bool:
        if block.id in self.waits:
            return False
        return state or block.id == self.go_block

    def along(self, source: Block, kind: Edge, target: Block, state: bool) -> bool:
        return state

    def at_exit(self, source: Block, state: bool) -> None:
        if state and not self.leaves:
            self.leaves = True
            self.exit = exit_node(source)


def _waits(use: Use, go: Node) -> bool:
    """A use of a signalled path that waits for it (or hands it to code that may)."""
    if use.kind in (UseKind.RECV, UseKind.RANGE):
        return True
    if use.kind == UseKind.RECEIVER:
        # ``wg.Wait()``, or ``<-ctx.Done()`` of a context the goroutine cancels on its way out
        return use.method == "Wait" or (
            use.method == "Done" and use.call is not None and received(use.call)
        )
    if use.kind == UseKind.ARG and use.call is not None:
        return not syntax.contains(go, use.call)
    if use.kind == UseKind.ESCAPE:
        return syntax.returned(use.node)  # the caller gets the channel to wait on
    return False


def _unbuffered_made(path: Path) -> bool:
    """A local channel made with ``make`` and no capacity (or a zero one)."""
    var, fields = path
    return fields is None and syntax.unbuffered_make(declared_value(var))


def _reads_plain_field(mention: Node, request: Var | None, resolution: Resolution) -> bool:
    """``r.RemoteAddr``, ``r.URL.Path``, ``r.Method``: a field of the request itself that the
    server never changes or recycles once the handler returns (unlike its body or context)."""
    if request is None or resolution.uses.get(mention) is not request:
        return False
    selector = mention.parent
    if selector is None or selector.type != "selector_expression":
        return False
    if syntax.unparen(selector.child_by_field_name("operand")) != mention:
        return False
    field = syntax.text(selector.child_by_field_name("field"))
    outer = selector.parent
    called = (
        outer is not None
        and outer.type == "call_expression"
        and syntax.unparen(outer.child_by_field_name("function")) == selector
    )
    return field in PLAIN_REQUEST_FIELDS and not called


def _watches(mention: Node) -> bool:
    """``r.Context().Done()``, ``ctx.Done()`` or ``ctx.Err()``: asks whether the request is
    over, which stops mattering once it is."""
    node = mention
    for method in _method_chain(node):
        if method in ("Done", "Err"):
            return True
        if method not in ("Context",):
            return False
    return False


def _closes_body(mention: Node) -> bool:
    """``r.Body.Close()`` (or ``body.Close()`` on a value tied to it): the server closes
    the request's body itself once the handler returns, and closing it again does
    nothing, so a goroutine may do it whenever it likes."""
    selector = mention.parent
    if (
        selector is not None
        and selector.type == "selector_expression"
        and selector.child_by_field_name("operand") == mention
        and syntax.text(selector.child_by_field_name("field")) == "Body"
    ):
        return _method_chain(selector) == ["Close"]
    return _method_chain(mention) == ["Close"]


def _method_chain(node: Node) -> list[str]:
    """The methods called one after the other on ``node``: ``["Context", "Done"]``."""
    methods: list[str] = []
    current = node
    while True:
        selector = current.parent
        if selector is None or selector.type != "selector_expression":
            return methods
        call = selector.parent
        if call is None or call.type != "call_expression":
            return methods
        if syntax.unparen(call.child_by_field_name("function")) != selector:
            return methods
        methods.append(syntax.text(selector.child_by_field_name("field")))
        current = call


def _called_literal(use: Use, function: Node) -> Node | None:
    """The literal directly in ``function`` holding ``use``, when it is called right there."""
    literal = syntax.literal_in(function, use.function)
    return literal if literal is not None and closure_use(literal) == ClosureUse.CALL else None


def _declared_within(var: Var, function: Node) -> bool:
    return syntax.contains(function, var.owner)
