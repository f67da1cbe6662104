"""Sends a reader goroutine makes only on a read error that its launcher's close does not
cause.

A reader goroutine often reports read errors on a channel, but returns quietly on the
error a closed source gives::

    p1, p2 := net.Pipe()
    defer p1.Close()
    go func() {
        dec := codec.NewDecoder(p1, h)
        for {
            if err := dec.Decode(&msg); err != nil {
                if err == io.EOF || strings.Contains(err.Error(), "closed") {
                    return
                }
                errCh <- err
            }
            ...
        }
    }()

When the launcher leaves, its deferred ``Close`` fails the read the goroutine waits in
with exactly the error it returns on, so the goroutine ends. The send runs only on another
read error, one the data or the peer causes: a promise about the peer, not a path the
launcher takes. Such sends are not owed on the launcher's way out.

The error must be the one the close gives. Closing the reader's own end (``p1.Close()``,
``conn.Close()``) gives a closed error (``net.ErrClosed``, ``io.ErrClosedPipe``, whose
text says "closed"); closing the other end of a pipe (``p2.Close()`` for a reader of
``p1``, both from one ``net.Pipe()``, ``io.Pipe()`` or ``os.Pipe()``) gives ``io.EOF``. A
reader that returns only on ``io.EOF`` while the launcher closes its own end would send
the closed error: that send is owed, and still counts.
"""

from __future__ import annotations

from goleaklint import syntax
from goleaklint.dataflow.effects import Launch
from goleaklint.dataflow.package import PackageIndex, declared_value
from goleaklint.dataflow.scope import Var
from goleaklint.parse import Node, captures

IDENTIFIER_QUERY = "(identifier) @id"
PIPES = frozenset({("net", "Pipe"), ("io", "Pipe"), ("os", "Pipe")})  # two ends of a stream
# What a test of the error names when it asks "was the source closed?".
CLOSED_NAMES = frozenset({"ErrClosed", "ErrClosedPipe"})
EOF_NAMES = frozenset({"EOF"})


def error_only_send(index: PackageIndex, launcher: Node, launch: Launch, send: Node) -> bool:
    """``send`` (in the goroutine ``launch`` starts, a literal) runs only on a read error
    other than the one ``launcher``'s deferred ``Close`` of the goroutine's source gives."""
    body = launch.function
    if body is None or body.type != "func_literal" or not syntax.contains(body, send):
        return False
    branch = _error_branch(send, body)
    if branch is None:
        return False
    check, read = branch
    source = _source_of(index, read, body)
    if source is None:
        return False
    closes = _deferred_closes(index, launcher, launch.node, source)
    if not closes:
        return False
    return _returns_first_on(check, send, closes)


def _error_branch(send: Node, body: Node) -> tuple[Node, Node] | None:
    """The ``if err != nil`` around the send (within the goroutine's own code) and the
    read call that set ``err``: in the if's own statement (``if err := r.Read(b); err !=
    nil``) or the statement just before it."""
    current = send.parent
    while current is not None and current != body:
        if current.type == "func_literal":
            return None  # a nested literal runs elsewhere
        if current.type == "if_statement" and _inside_consequence(send, current):
            name = _nil_checked(current.child_by_field_name("condition"))
            if name is not None:
                read = _assigning_call(current, name)
                if read is not None:
                    return current, read
        current = current.parent
    return None


def _inside_consequence(node: Node, statement: Node) -> bool:
    consequence = statement.child_by_field_name("consequence")
    return consequence is not None and syntax.contains(consequence, node)


def _nil_checked(condition: Node | None) -> str | None:
    """``err`` of ``err != nil``."""
    condition = syntax.unparen(condition)
    if condition is None or condition.type != "binary_expression":
        return None
    if not syntax.token(condition, "!="):
        return None
    left = syntax.unparen(condition.child_by_field_name("left"))
    right = syntax.unparen(condition.child_by_field_name("right"))
    if left is None or right is None or right.type != "nil" or left.type != "identifier":
        return None
    return syntax.text(left)


def _assigning_call(statement: Node, name: str) -> Node | None:
    """The call whose results the if's initializer, or the statement before the if,
    assigns to ``name``."""
    candidates = [statement.child_by_field_name("initializer")]
    previous = statement.prev_named_sibling
    while previous is not None and previous.type == "comment":
        previous = previous.prev_named_sibling
    candidates.append(previous)
    for candidate in candidates:
        if candidate is None:
            continue
        if candidate.type not in ("short_var_declaration", "assignment_statement"):
            continue
        left = syntax.expressions(candidate.child_by_field_name("left"))
        right = syntax.expressions(candidate.child_by_field_name("right"))
        if name in (syntax.text(e) for e in left) and len(right) == 1:
            value = syntax.unparen(right[0])
            if value is not None and value.type == "call_expression":
                return value
    return None


def _source_of(index: PackageIndex, read: Node, body: Node) -> Var | None:
    """The launcher's variable the read call reads from: one it names, or one named in
    the value of a goroutine local it names (``dec := codec.NewDecoder(p1, h)``)."""
    resolution = index.resolution(read)
    found: Var | None = None
    for ident in captures(IDENTIFIER_QUERY, read).get("id", []):
        var = resolution.var_of(ident)
        if var is None:
            continue
        if not syntax.contains(body, var.decl):
            candidate: Var | None = var  # captured from the launcher
        else:
            candidate = _wrapped(index, var, body)
        if candidate is not None:
            if found is not None and found != candidate:
                return None  # reads two sources: which one ends it is not clear
            found = candidate
    return found


def _wrapped(index: PackageIndex, var: Var, body: Node) -> Var | None:
    """The captured variable a goroutine local is made from (``bufio.NewReader(conn)``)."""
    value = declared_value(var)
    if value is None or value.type != "call_expression":
        return None
    resolution = index.resolution(value)
    captured = {
        v
        for ident in captures(IDENTIFIER_QUERY, value).get("id", [])
        if (v := resolution.var_of(ident)) is not None and not syntax.contains(body, v.decl)
    }
    return next(iter(captured)) if len(captured) == 1 else None


def _deferred_closes(index: PackageIndex, launcher: Node, go: Node, source: Var) -> set[str]:
    """What closing the source gives the reader, for each deferred ``Close`` the launcher
    registers at its top level before the ``go`` statement: "closed" for the source's own
    end, "eof" for the other end of its pipe."""
    gives: set[str] = set()
    partner = _pipe_partner(index, source)
    for statement in syntax.statements(launcher.child_by_field_name("body")):
        if statement.start_byte >= go.start_byte:
            break
        if statement.type != "defer_statement":
            continue
        call = next((c for c in statement.named_children if c.type == "call_expression"), None)
        closed = _closed_var(index, call) if call is not None else None
        if closed is None:
            continue
        if closed == source:
            gives.add("closed")
        elif closed == partner:
            gives.add("eof")
    return gives


def _closed_var(index: PackageIndex, call: Node) -> Var | None:
    """``v`` of ``v.Close()``."""
    operand = syntax.method_operand(call, "Close")
    if operand is None or operand.type != "identifier":
        return None
    return index.resolution(operand).var_of(operand)


def _pipe_partner(index: PackageIndex, source: Var) -> Var | None:
    """The other end of the pipe ``source`` is one end of (``a, b := net.Pipe()``)."""
    statement = source.decl.parent.parent if source.decl.parent is not None else None
    if statement is None or statement.type != "short_var_declaration":
        return None
    left = syntax.expressions(statement.child_by_field_name("left"))
    right = syntax.expressions(statement.child_by_field_name("right"))
    if len(left) != 2 or len(right) != 1 or source.decl not in left:
        return None
    value = syntax.unparen(right[0])
    if value is None or value.type != "call_expression" or not _makes_pipe(index, value):
        return None
    other = left[1 - left.index(source.decl)]
    return index.resolution(other).var_of(other)


def _makes_pipe(index: PackageIndex, call: Node) -> bool:
    function = syntax.unparen(call.child_by_field_name("function"))
    if function is None or function.type != "selector_expression":
        return False
    package = syntax.unparen(function.child_by_field_name("operand"))
    if package is None or package.type != "identifier":
        return False
    path = index.import_path(package, syntax.text(package))
    return (path, syntax.text(function.child_by_field_name("field"))) in PIPES


def _returns_first_on(check: Node, send: Node, closes: set[str]) -> bool:
    """Within the error branch, before the send, a statement ``if <test> { ...; return }``
    whose test names an error the close gives."""
    consequence = check.child_by_field_name("consequence")
    for statement in syntax.statements(consequence):
        if statement.start_byte >= send.start_byte:
            return False
        if statement.type != "if_statement" or statement.child_by_field_name("initializer"):
            continue
        body = syntax.statements(statement.child_by_field_name("consequence"))
        if not body or body[-1].type != "return_statement":
            continue
        if _names_close_error(statement.child_by_field_name("condition"), closes):
            return True
    return False


def _names_close_error(condition: Node | None, closes: set[str]) -> bool:
    """The test names an error the close gives (``io.EOF``, ``net.ErrClosed``, a string
    saying "closed"), with no negation in it (it asks "is it the close?")."""
    if condition is None or b"!" in (condition.text or b""):
        return False
    names: set[str] = set()
    for node in captures("(field_identifier) @f (identifier) @i", condition).values():
        names.update(syntax.text(n) for n in node)
    strings = [
        syntax.text(n).lower()
        for n in captures("(interpreted_string_literal) @s", condition).get("s", [])
    ]
    says_closed = bool(names & CLOSED_NAMES) or any("closed" in s for s in strings)
    says_eof = bool(names & EOF_NAMES)
    return ("closed" in closes and says_closed) or ("eof" in closes and says_eof)
