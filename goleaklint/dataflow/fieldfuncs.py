"""Functions called through a struct's function-typed field.

``le.cp(ctx)`` runs whatever function the field ``cp`` holds. The package can know it: when
no other package can store into the field (its name is unexported, or the package is a
program, ``main``, that nothing imports), every store the package makes is in sight:

- a keyed literal, ``&lessor{cp: fn}``, or an assignment, ``le.cp = fn``;
- of a function literal, a package function, a local bound once to a literal, a function
  a package function returns, a method value, or a parameter of a package function every
  call of which passes one of those (``le.SetCheckpointer(check)`` storing its argument).

When every store gives the same function, a call through the field runs that function and
nothing else (a nil field panics, it runs nothing). A method value runs with the object it
was taken from: one of the very object that holds the field (``s.onFull = s.flush``) makes
``x.onFull()`` a call of ``x.flush()``; one of another object is left unknown. A literal
that captures the variable of the very object it is stored in (``le.cp = func() {
le.checkpoint() }``, or ``le.setCheckpointer(check)`` with ``check`` such a literal) works,
when called through ``x.cp()``, on ``x`` where it names that variable (its *holder*): each
run of the code making the literal makes a new one for the object the variable holds. Any other
store (a value read from elsewhere, ``&le.cp`` lent out, a literal listing values without
their fields), a second struct declaring a field of that name, or a method of that name,
and the call stays unknown.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from goleaklint import syntax
from goleaklint.dataflow.package import (
    PackageIndex,
    declared_value,
    fixed_value,
    never_reassigned,
    returned_objects,
)
from goleaklint.dataflow.parents import ParentOf
from goleaklint.dataflow.scope import Var
from goleaklint.dataflow.values import assigned_there
from goleaklint.parse import Node, captures
from goleaklint.spelled import tokens

_DEPTH = 3  # setters handing the function on to setters
DEREF_QUERY = """(unary_expression operator: "*") @deref"""


@dataclass(frozen=True)
class Stored:
    """The function a field holds; ``own_method``: a method value of the very object the
    field is stored in (``s.onFull = s.flush``), so ``x.onFull()`` runs ``x.flush()``."""

    function: Node
    own_method: bool
    struct: str  # the struct declaring the field: a call through it must be on one
    holder: Var | None = None  # a literal's captured variable of the object holding it


def field_call(index: PackageIndex, selector: Node) -> Stored | None:
    """What a call through ``x.f`` runs: the function the field holds
    (:func:`stored_function`), when ``x`` is of the struct declaring ``f`` or one embedding
    it (``wg.Done()`` is no call of some struct's ``Done`` field)."""
    stored = stored_function(index, selector)
    operand = selector.child_by_field_name("operand")
    field = selector.child_by_field_name("field")
    if stored is None or operand is None or field is None or index.field_owner is None:
        return None
    return stored if index.field_owner(operand, syntax.text(field)) == stored.struct else None


def call_holder(index: PackageIndex, call: Node, literal: Node) -> Var | None:
    """For ``x.f(...)`` running ``literal`` stored in the field: the literal's captured
    variable of the object holding it (:attr:`Stored.holder`), which is ``x`` there."""
    function = syntax.unparen(call.child_by_field_name("function"))
    if function is None or function.type != "selector_expression":
        return None
    stored = field_call(index, function)
    if stored is None or stored.function != literal or stored.holder is None:
        return None
    operand = syntax.unparen(function.child_by_field_name("operand"))
    if operand is None or operand.type != "identifier":
        return None
    resolution = index.resolution(operand)
    if index.static_type(operand, resolution) != stored.struct:
        return None  # a struct embedding it: the literal works on the embedded object
    return stored.holder


def stored_function(index: PackageIndex, selector: Node) -> Stored | None:
    """The one function the field ``selector`` (``x.f``) names can hold, if known."""
    if selector.type != "selector_expression":
        return None
    field = selector.child_by_field_name("field")
    return stored_in_field(index, syntax.text(field)) if field is not None else None


def stored_in_field(index: PackageIndex, name: str) -> Stored | None:
    """:func:`stored_function` for a field named ``name``, worked out once per name."""
    cache = index.field_functions
    if name in cache:
        return cache[name]
    cache[name] = None  # a store of the field's own value, found again, is unknown
    found = cache[name] = _find(index, name)
    return found


def _find(index: PackageIndex, name: str) -> Stored | None:
    struct = _declaring_struct(index, name)
    if struct is None or name in index.methods_by_name:
        return None
    if not (name[:1].islower() or index.name == "main"):
        return None  # another package may store into an exported field
    if _unnamed_stores(index, struct):
        return None  # ``T{mu, fn}``, ``[]T{{mu, fn}}``, ``T(other)`` store without the name
    found: set[Node] = set()
    own = True
    for value, holder in _stores(index, name):
        if value is None:
            return None
        for function in _functions_of(index, value, _DEPTH):
            if function is None:
                return None
            found.add(function)
        own = own and _method_of(index, value, holder)
    if len(found) != 1:
        return None
    function = found.pop()
    if function.type == "method_declaration" and not own:
        return None  # a method of another object: callers would take the call's for it
    literal = function.type == "func_literal"
    holding = _literal_holder(index, name, struct, function) if literal else None
    return Stored(function, function.type == "method_declaration", struct, holding)


def _declaring_struct(index: PackageIndex, name: str) -> str | None:
    """The one struct of the package that declares a field ``name``, of a function type."""
    if index.function_fields is None:
        index.function_fields = _function_fields(index)
    return index.function_fields.get(name)


def _function_fields(index: PackageIndex) -> dict[str, str | None]:
    """Each field name the package's structs declare with a function type -> the struct
    declaring it; None for a name two fields share (or one of another type)."""
    declared: dict[str, list[tuple[str, Node]]] = {}
    for struct, node in index.struct_types.items():
        for declaration in node.named_children:
            if declaration.type != "field_declaration_list":
                continue
            for field in declaration.named_children:
                for ident in field.children_by_field_name("name"):
                    declared.setdefault(syntax.text(ident), []).append((struct, field))
    found: dict[str, str | None] = {}
    for name, fields in declared.items():
        kinds = [_function_type(index, field.child_by_field_name("type")) for _, field in fields]
        if any(kinds):
            found[name] = fields[0][0] if len(fields) == 1 else None
    return found


def _function_type(index: PackageIndex, kind: Node | None) -> bool:
    if kind is not None and kind.type == "type_identifier":
        kind = index.named_types.get(syntax.text(kind))
    return kind is not None and kind.type == "function_type"


# Nodes a type spelling nests its element types in (``[]T``, ``map[K]*T``, ``box[T]``).
_TYPE_NESTING = frozenset(
    {
        "pointer_type",
        "slice_type",
        "array_type",
        "implicit_length_array_type",
        "map_type",
        "generic_type",
        "type_arguments",
        "type_elem",
        "parenthesized_type",
        "channel_type",
    }
)


def _unnamed_stores(index: PackageIndex, struct: str) -> bool:
    """Some value of the struct gets its fields without their names: a literal listing
    values (``T{mu, fn}``, an element of ``[]T{{mu, fn}}`` or of a map of ``T``), or a
    conversion from another struct type (``T(other)``)."""
    for go_file in index.files:
        leaves = tokens(go_file, struct.encode())
        for leaf in leaves:
            node, above = leaf, leaves.parent(leaf)
            if (
                above is not None
                and above.type == "call_expression"
                and above.child_by_field_name("function") == leaf
            ):
                return True  # a conversion
            while above is not None and above.type in _TYPE_NESTING:
                node, above = above, leaves.parent(above)
            if above is None or above.type != "composite_literal":
                continue
            if above.child_by_field_name("type") == node and _lists_values(
                above.child_by_field_name("body")
            ):
                return True
    return False


def _lists_values(body: Node | None) -> bool:
    """A literal's body, or a literal with its type left out inside it, has an element
    without a key."""
    if body is None:
        return False
    for element in body.named_children:
        if element.type == "comment":
            continue
        if element.type != "keyed_element":
            inner = element.named_children[0] if element.named_children else None
            if inner is None or inner.type != "literal_value":
                return True
            if _lists_values(inner):
                return True
            continue
        value = element.child_by_field_name("value")
        inner = value.named_children[0] if value is not None and value.named_children else None
        if inner is not None and inner.type == "literal_value" and _lists_values(inner):
            return True
    return False


def _stores(index: PackageIndex, name: str) -> Iterator[tuple[Node | None, Node | None]]:
    """``(value, holder)`` for each value the package stores into fields named ``name``
    (``holder``: the ``x`` of ``x.f = v``, None in a literal); the value is None for a
    mention that may store something unseen (``&x.f``) or not one expression."""
    declarations = 0  # fields of that name: in the package's types, local or anonymous ones
    for go_file in index.files:
        leaves = tokens(go_file, name.encode())
        for leaf in leaves:
            parent = leaves.parent(leaf)
            if parent is not None and parent.type == "field_declaration":
                declarations += 1
                if declarations > 1:
                    yield None, None  # another struct's field: its stores are not this one's
                continue
            if parent is None or parent.type == "method_elem":
                continue
            if parent.type == "literal_element":
                keyed = leaves.parent(parent)
                if keyed is not None and keyed.child_by_field_name("key") == parent:
                    yield syntax.given_value(leaf), None
                continue
            if parent.type != "selector_expression" or parent.child_by_field_name("field") != leaf:
                continue
            outer = leaves.parent(parent)
            if outer is not None and outer.type == "unary_expression" and syntax.token(outer, "&"):
                yield None, None
            elif assigned_there(parent, leaves.parent):
                yield syntax.given_value(parent), parent.child_by_field_name("operand")


def _method_of(index: PackageIndex, value: Node, holder: Node | None) -> bool:
    """``value`` is a method value of the variable ``holder`` names (``s.flush`` stored by
    ``s.onFull = ...``)."""
    node = syntax.unparen(value)
    holder = syntax.unparen(holder)
    if node is None or holder is None or node.type != "selector_expression":
        return False
    operand = syntax.unparen(node.child_by_field_name("operand"))
    if operand is None or operand.type != "identifier" or holder.type != "identifier":
        return False
    resolution = index.resolution(node)
    var = resolution.var_of(operand)
    return var is not None and var == resolution.var_of(holder)


def _functions_of(index: PackageIndex, value: Node, depth: int) -> Iterator[Node | None]:
    """The functions a stored value can be: None for one not known."""
    node = syntax.unparen(value)
    if node is None:
        yield None
        return
    if node.type == "nil":
        return
    if node.type == "func_literal":
        yield node
        return
    if node.type == "selector_expression":
        yield _method_value(index, node)
        return
    if node.type == "call_expression":
        yield from _made_by(index, node, depth)
        return
    if node.type != "identifier":
        yield None
        return
    var = index.resolution(node).var_of(node)
    if var is None:
        found = index.functions.get(syntax.text(node))
        yield found.node if found is not None else None
        return
    if var.kind == "local":
        yield _bound_once(index, var.decl)
        return
    if var.kind != "param" or depth <= 0 or var.owner.type == "func_literal":
        yield None
        return
    if not never_reassigned(var, index.resolution(node)):
        yield None  # ``if fn == nil { fn = other }``: not what the callers pass
        return
    yield from _passed(index, var.owner, var.index, depth - 1)


def _method_value(index: PackageIndex, selector: Node) -> Node | None:
    """The package method a method value names (``s.startTimer``, ``s`` a typed local)."""
    operand = syntax.unparen(selector.child_by_field_name("operand"))
    field = selector.child_by_field_name("field")
    if operand is None or field is None or operand.type != "identifier":
        return None
    resolution = index.resolution(selector)
    if resolution.var_of(operand) is None:
        return None  # a package's function (``strings.ToUpper``) or a package variable's
    type_name = index.static_type(operand, resolution)
    found = index.methods.get((type_name, syntax.text(field))) if type_name else None
    return found.node if found is not None else None


def _made_by(index: PackageIndex, call: Node, depth: int) -> Iterator[Node | None]:
    """The functions a package function returns (``newDeleter(t)`` returning a literal)."""
    callee = index.callee(call)
    returns = returned_objects(index, callee[0]) if callee is not None and depth > 0 else None
    if not returns:
        yield None
        return
    for _, value in returns:
        yield from _functions_of(index, value, depth - 1)


def _bound_once(index: PackageIndex, decl: Node) -> Node | None:
    """The literal a local is declared with, when nothing gives it another value."""
    resolution = index.resolution(decl)
    var = resolution.var_of(decl)
    value = syntax.unparen(fixed_value(var, resolution)) if var is not None else None
    return value if value is not None and value.type == "func_literal" else None


def _passed(
    index: PackageIndex, function: Node, position: int, depth: int
) -> Iterator[Node | None]:
    """What every call of the package function ``function`` passes at ``position``: None
    when another package may call it, or its name is used other than to call it."""
    calls = _calls_of(index, function) if position >= 0 else None
    if calls is None:
        yield None
        return
    for call in calls:
        arguments = syntax.call_arguments(call)
        if position >= len(arguments):
            yield None
            return
        yield from _functions_of(index, arguments[position], depth)


def _calls_of(index: PackageIndex, function: Node) -> list[Node] | None:
    """Every call of the package function or method ``function``; None when another
    package may call it (an exported name outside ``main``) or its name is used other than
    to call it (a function value, a call the package cannot resolve)."""
    name_node = function.child_by_field_name("name")
    if name_node is None:
        return None
    name = syntax.text(name_node)
    if not (name[:1].islower() or index.name == "main"):
        return None
    calls: list[Node] = []
    for go_file in index.files:
        leaves = tokens(go_file, name.encode())
        for leaf in leaves:
            if leaf == name_node:
                continue
            call = _called_by(leaf, leaves.parent)
            callee = index.callee(call) if call is not None else None
            if call is None or callee is None:
                return None
            if callee[0] == function:  # (not a function of the same name on another type)
                calls.append(call)
    return calls


def _called_by(leaf: Node, parent_of: ParentOf) -> Node | None:
    """The call ``leaf`` names the function of (``f(...)``, ``x.f(...)``)."""
    parent = parent_of(leaf)
    function = leaf
    if parent is not None and parent.type == "selector_expression":
        if parent.child_by_field_name("field") != leaf:
            return None
        function = parent
        parent = parent_of(parent)
    if parent is None or parent.type != "call_expression":
        return None
    return parent if parent.child_by_field_name("function") == function else None


def _literal_holder(index: PackageIndex, name: str, struct: str, literal: Node) -> Var | None:
    """The variable, captured by ``literal``, of the object every store of the field
    ``name`` puts the literal in: ``le`` of ``le.cp = check`` or, through a setter storing
    its parameter in its unchanged receiver's field, of ``le.setCheckpointer(check)``. The
    variable must hold one object for good (:func:`_holds_one_object`), and no value of
    the struct may be a copy of another (:func:`_never_copied`): a copy's field would hold
    a literal working on the original."""
    holders: set[Var | None] = set()
    for value, store in _stores(index, name):
        if value is None or store is None:
            return None  # a keyed literal's object, or a store not followed
        holders |= _holders_of(index, value, store)
        if len(holders) > 1:
            return None
    var = holders.pop() if holders else None
    if var is None or not _holds_one_object(index, var) or not _never_copied(index, struct, name):
        return None
    resolution = index.resolution(literal)
    captured = any(
        other is var and syntax.contains(literal, use) for use, other in resolution.uses.items()
    )
    return var if captured else None


def _holders_of(index: PackageIndex, value: Node, store: Node) -> set[Var | None]:
    """The variables of the objects that ``x.f = value`` puts a function in (``store``:
    the ``x``): ``x``'s own, or, for a setter's parameter stored in the field of its
    receiver (which the setter never changes), each call's operand (``le`` of
    ``le.setCheckpointer(check)``); None for one not known."""
    holder = syntax.unparen(store)
    node = syntax.unparen(value)
    if holder is None or node is None or holder.type != "identifier":
        return {None}
    resolution = index.resolution(holder)
    holder_var = resolution.var_of(holder)
    if holder_var is None or node.type not in ("identifier", "func_literal"):
        return {None}
    var = resolution.var_of(node) if node.type == "identifier" else None
    if var is None or var.kind != "param" or holder_var.kind != "receiver":
        return {holder_var}  # the literal, or a local bound to it, stored in place
    if var.owner != holder_var.owner or not _holds_one_object(index, holder_var):
        return {None}  # (a setter that moves on to another object: ``le = le.root``)
    calls = _calls_of(index, var.owner)
    if calls is None:
        return {None}  # not every store is seen
    found: set[Var | None] = set()
    for call in calls:
        function = call.child_by_field_name("function")
        operand = function.child_by_field_name("operand") if function is not None else None
        operand = syntax.unparen(operand)
        if operand is None or operand.type != "identifier":
            return {None}
        found.add(index.resolution(operand).var_of(operand))
    return found


def _holds_one_object(index: PackageIndex, var: Var) -> bool:
    """The variable holds a pointer to one object for good: a pointer receiver, or a local
    declared with ``&T{...}`` or ``new(T)``; never given another value nor lent out
    (``&x``)."""
    resolution = index.resolution(var.decl)
    if var.kind == "receiver":
        declaration = resolution.parent(var.decl)
        kind = declaration.child_by_field_name("type") if declaration is not None else None
        if kind is None or kind.type != "pointer_type":
            return False
    elif var.kind == "local":
        value = syntax.unparen(declared_value(var, resolution.parent))
        if value is None:
            return False
        made = (value.type == "unary_expression" and syntax.token(value, "&") is not None) or (
            value.type == "call_expression" and syntax.call_name(value) == "new"
        )
        if not made:
            return False
    else:
        return False
    return never_reassigned(var, resolution, pointer=True)


def _never_copied(index: PackageIndex, struct: str, name: str) -> bool:
    """No value of the struct declaring the field ``name`` is a copy of another: every
    mention of its name is behind a pointer (``*T``, ``&T{...}``, ``new(T)``, a pointer
    receiver) or declares it, and no variable holding one (or one embedding it: it has the
    field) is dereferenced whole (``f := *orig``). Worked out once per struct."""
    cache = index.copied_structs
    if struct not in cache:
        cache[struct] = _copies(index, struct, name)
    return not cache[struct]


def _copies(index: PackageIndex, struct: str, name: str) -> bool:
    for go_file in index.files:
        leaves = tokens(go_file, struct.encode())
        for leaf in leaves:
            if not _behind_a_pointer(leaf, leaves.parent):
                return True
    for go_file in index.files:
        if b"*" not in go_file.source:
            continue
        for node in captures(DEREF_QUERY, go_file.root).get("deref", []):
            parent = node.parent
            if parent is not None and parent.type == "parenthesized_expression":
                parent = parent.parent
            if parent is not None and parent.type == "selector_expression":
                continue  # ``(*x).f``: a field, not a copy
            operand = syntax.unparen(node.child_by_field_name("operand"))
            if operand is None or operand.type != "identifier" or index.field_owner is None:
                continue
            if index.field_owner(operand, name) == struct:
                return True  # (of an unknown type: no field, no copy of the struct)
    return False


def _behind_a_pointer(leaf: Node, parent_of: ParentOf) -> bool:
    """A mention of a struct's name that makes or names no value of it: its declaration,
    ``*T`` (an embedded ``*T`` too), ``&T{...}``, ``new(T)``, or a method's pointer
    receiver."""
    parent = parent_of(leaf)
    if parent is None:
        return True
    if parent.type in ("type_spec", "pointer_type", "field_identifier", "method_elem"):
        return True
    if parent.type == "field_declaration" and parent.child_by_field_name("name") is None:
        return syntax.token(parent, "*") is not None  # embedded: ``*T`` is a pointer
    if parent.type == "composite_literal":
        above = parent_of(parent)
        return (
            above is not None
            and above.type == "unary_expression"
            and bool(syntax.token(above, "&"))
        )
    if parent.type == "argument_list":
        call = parent_of(parent)
        return call is not None and syntax.call_name(call) == "new"
    return leaf.type not in ("type_identifier", "identifier")
