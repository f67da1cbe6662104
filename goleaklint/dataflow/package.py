"""The package being analysed: its functions and methods, constants, struct fields, and the
per-function caches (scope resolution, classified uses, control-flow graphs)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING

from goleaklint import syntax
from goleaklint.dataflow.cfg import (
    CFG,
    Kind,
    build_cfg,
    exiting_functions,
    failing_check_names,
    imported_names,
)
from goleaklint.dataflow.getters import read_kind, returned_field
from goleaklint.dataflow.parents import TREE_PARENT, ParentOf
from goleaklint.dataflow.scope import Resolution, Var, resolve
from goleaklint.dataflow.uses import (
    Path,
    Use,
    UseKind,
    classify,
    join_fields,
    path_of,
    recovering_deferred_literal,
    select_of,
)
from goleaklint.dataflow.values import (
    NIL,
    NONNIL,
    PathValues,
    Value,
    assigned_there,
    captured_tests,
    certainly_not_nil,
    tested_parameters,
)
from goleaklint.dataflow.weak import weakly
from goleaklint.gofile import GoFile
from goleaklint.parse import Node, captures
from goleaklint.spelled import Tokens, called_names, names_in, spelling, spells, tokens

if TYPE_CHECKING:
    from goleaklint.dataflow.fieldfuncs import Stored

# Package-level names: only the root's children are visited (max start depth 0).
INTEGER_TYPES = frozenset(
    {
        "int",
        "int8",
        "int16",
        "int32",
        "int64",
        "uint",
        "uint8",
        "uint16",
        "uint32",
        "uint64",
        "uintptr",
        "byte",
        "rune",
    }
)
# Files without any of these spell no concurrency fact: their declarations are never searched.
# A WaitGroup's Done (or Wait) in a literal counts too: the literal may be handed to a
# function of another file that starts it (``Go(func() { ...; wg.Done() })``).
CONCURRENCY_TOKENS = (b"chan", b"<-", b"go ", b"go\t", b"close(", b"select", b".Done(", b".Wait(")
LITERAL_QUERY = "(func_literal) @literal"


@dataclass(eq=False)
class FuncDef:
    """A function or method declared at package level."""

    file: GoFile
    node: Node
    name: str
    receiver_type: str | None = None

    @property
    def qualified_name(self) -> str:
        return f"{self.receiver_type}.{self.name}" if self.receiver_type else self.name


class Foreign(Enum):
    """What an operand of another package's type has of the package's methods: none."""

    TYPE = "another package's type"


@dataclass
class PackageIndex:
    """Package-level names and lazily computed per-function facts."""

    files: Sequence[GoFile]
    name: str = ""
    # The directory's files of its other package (``x_test`` beside ``x``, or ``x`` beside
    # ``x_test``), the only code besides the package's own that can name what its test
    # files declare; None when the caller did not say (then anything may).
    neighbours: Sequence[GoFile] | None = None
    _global_values: dict[str, Node | None] = field(default_factory=dict)
    functions: dict[str, FuncDef] = field(default_factory=dict)
    methods: dict[tuple[str, str], FuncDef] = field(default_factory=dict)
    methods_by_name: dict[str, list[FuncDef]] = field(default_factory=dict)
    # Every declaration of a function or method declared more than once: files for other
    # platforms (build constraints) each declare their own; a call may run any of them.
    declared_again: dict[tuple[str | None, str], list[FuncDef]] = field(default_factory=dict)
    imports: set[str] = field(default_factory=set)
    import_paths: dict[int, dict[str, str]] = field(
        default_factory=dict
    )  # tree id -> alias -> path
    constants: dict[str, int] = field(default_factory=dict)
    const_specs: list[Node] = field(default_factory=list)  # package-level ``const`` specs
    globals: set[str] = field(default_factory=set)
    global_specs: list[Node] = field(default_factory=list)  # package-level ``var`` specs
    struct_types: dict[str, Node] = field(default_factory=dict)
    named_types: dict[str, Node] = field(default_factory=dict)  # name -> the type it declares
    interface_methods: dict[str, frozenset[str]] = field(default_factory=dict)  # by type
    # interface -> the interfaces it embeds (another package's as ``pkg.Name``)
    interface_embeds: dict[str, tuple[str, ...]] = field(default_factory=dict)
    _implementations: dict[tuple[str, str], FuncDef | None] = field(default_factory=dict)
    _channel_fields: dict[str, dict[str, Node]] = field(default_factory=dict)
    _resolutions: dict[Node, Resolution] = field(default_factory=dict)
    _bound: dict[Var, tuple[Node, list[Node]] | tuple[()]] = field(default_factory=dict)
    _held: dict[Var, tuple[Node, list[Node]] | tuple[()]] = field(default_factory=dict)
    _recovering: dict[Node, bool] = field(default_factory=dict)
    _loggers: frozenset[str] | None = None
    _reaching: dict[bytes, dict[Node, bool]] = field(default_factory=dict)  # spelling -> answers
    _by_name: dict[bytes, list[Node]] | None = None  # name -> functions and methods so named
    _function_name_set: set[bytes] | None = None  # the names of the package functions
    _called_names: dict[Node, set[bytes]] = field(default_factory=dict)
    _literal_calls: dict[Node, list[Node] | None] = field(default_factory=dict)
    _uses: dict[Node, list[Use]] = field(default_factory=dict)
    _getters: dict[Node, str | None] = field(default_factory=dict)
    _getter_name_set: frozenset[str] | None = None
    _getter_calls: dict[Node, str | None] = field(default_factory=dict)
    _uses_by_function: dict[Node, dict[Node, list[Use]]] = field(default_factory=dict)
    _uses_within: dict[Node, list[Use]] = field(default_factory=dict)
    _use_starts: dict[Node, list[int]] = field(default_factory=dict)  # top level -> starts
    # top level -> id of a variable -> starts of its uses
    _var_use_starts: dict[Node, dict[int, list[int]]] = field(default_factory=dict)
    _located: dict[Node, tuple[GoFile, Node]] = field(default_factory=dict)  # file, top level
    _last_file: GoFile | None = None
    _cfgs: dict[Node, CFG] = field(default_factory=dict)
    _failing_checks: dict[Node, frozenset[str]] = field(default_factory=dict)  # root -> names
    _exiting: dict[str, Kind] | None = None  # package functions that never return
    _imported: dict[Node, frozenset[str]] = field(default_factory=dict)  # root -> names
    _path_values: dict[Node, PathValues] = field(default_factory=dict)
    _unclosed_fields: dict[str, bool] = field(default_factory=dict)
    _deferred_seeds: dict[Node, dict[Var, Value]] = field(default_factory=dict)
    _results: dict[Node, tuple[Value, ...] | None] = field(default_factory=dict)
    _call_results: dict[Node, tuple[Value, ...] | None] = field(default_factory=dict)
    _tested: dict[Node, frozenset[Var]] = field(default_factory=dict)
    _arguing: int = 0  # calls of _argued_results under way, one inside another
    # (function, seeds of its parameters) -> what it returns then (_argued_results)
    _argued: dict[tuple[Node, frozenset[tuple[Var, Value]]], tuple[Value, ...] | None] = field(
        default_factory=dict
    )
    _carried: dict[Var, Value] = field(default_factory=dict)  # what local channels carry
    _watching: dict[tuple[Node, Var], PathValues] = field(default_factory=dict)
    _local_constants: dict[Node, dict[str, int]] = field(default_factory=dict)
    _durations: dict[str, int] | None = None  # package constants that are known durations
    # field name -> the one function its stores give (:mod:`~goleaklint.dataflow.fieldfuncs`)
    field_functions: dict[str, Stored | None] = field(default_factory=dict)
    # struct -> whether a value of it may be a copy of another (fieldfuncs._never_copied)
    copied_structs: dict[str, bool] = field(default_factory=dict)
    function_fields: dict[str, str | None] | None = None  # field name -> its struct
    _declarations_calling: dict[tuple[str, ...], list[Node]] = field(default_factory=dict)
    _concurrent: set[Node] | None = None  # roots of the files with CONCURRENCY_TOKENS
    _concurrency: dict[str, list[Node]] | None = None  # go, make, op, chan_type
    _makes_by_root: dict[Node, tuple[list[Node], list[int]]] = field(default_factory=dict)
    _literals: dict[Node, list[Node]] = field(default_factory=dict)  # function -> literals
    _literals_found: set[Node] = field(default_factory=set)  # top-level declarations done
    # package function -> whether it returns only listeners it made (goleaklint.dataflow.listeners)
    listener_makers: dict[Node, bool] = field(default_factory=dict)
    # The method an operand's type has, typed from results, fields and elements too (the
    # analysis sets it: goleaklint.dataflow.types builds on this module): the package's
    # method; ``Foreign.TYPE`` when the declarations give the operand another package's
    # type (no method of the package is its, even the one so named); None when not known.
    # Asked only when the operand's declaration does not spell its type and the package
    # has a method so named.
    typed_method: Callable[[Node, str], FuncDef | Foreign | None] | None = None
    # The package struct declaring the field an operand's ``.name`` selects (embedding too).
    field_owner: Callable[[Node, str], str | None] | None = None
    # The value every call of a function passes for some of its parameters, where all the
    # package's calls agree and nothing else can run it (the analysis sets it: callers are
    # goleaklint.dataflow.reach's). Path searches start from those values.
    argument_seeds: Callable[[Node], dict[Var, Value]] | None = None
    # The most elements a slice parameter holds, from what every call passes (the analysis
    # sets it from goleaklint.dataflow.reach).
    parameter_length: Callable[[Var], int | None] | None = None
    # What some calls of a function return, known from the objects they are made on (the
    # analysis sets it: goleaklint.dataflow.closables reads the package's types).
    opened_calls: Callable[[Node], dict[Node, tuple[Value, ...]]] | None = None
    # A function's own calls that return only once a listener of its own has accepted a
    # connection, with the variable they are made on (the analysis sets it).
    connecting_calls: Callable[[Node], dict[Node, Var]] | None = None

    @classmethod
    def build(cls, files: Sequence[GoFile]) -> PackageIndex:
        index = cls(files)
        for go_file in files:
            index._add_file(go_file)
        return index

    def _add_file(self, go_file: GoFile) -> None:
        root = go_file.root
        self._located[root] = (go_file, root)
        for clause in root.named_children:
            if clause.type == "package_clause" and not self.name:
                self.name = syntax.text(clause.named_children[0]) if clause.named_children else ""
        if root.type != "source_file":
            return
        aliases = self.import_paths.setdefault(id(go_file.tree), {})
        for declaration in go_file.declarations:  # the package-level declarations
            self._located[declaration] = (go_file, declaration)
            kind = declaration.type
            if kind in ("function_declaration", "method_declaration"):
                self._add_function(go_file, declaration)
            elif kind == "import_declaration":
                for spec in _declared_specs(declaration, "import_spec"):
                    self._add_import(spec, aliases)
            elif kind == "const_declaration":
                for spec in _declared_specs(declaration, "const_spec"):
                    self._add_constant(spec)
            elif kind == "var_declaration":
                for spec in _declared_specs(declaration, "var_spec"):
                    self.global_specs.append(spec)
                    self.globals.update(syntax.text(n) for n in spec.children_by_field_name("name"))
            elif kind == "type_declaration":
                for spec in _declared_specs(declaration, "type_spec"):
                    self._add_type(spec)

    # Concurrency facts: found on first need (many packages are only checked by rules that
    # never ask, the lock rules for one), in the declarations that spell a concurrency token.

    @property
    def go_statements(self) -> list[Node]:
        return self._concurrency_facts("go")

    @property
    def makes(self) -> list[Node]:
        """``make(chan ...)`` calls."""
        return self._concurrency_facts("make")

    def makes_within(self, node: Node) -> list[Node]:
        """The ``make(chan ...)`` calls inside ``node``'s bytes, in source order."""
        self._concurrency_facts("make")
        makes, starts = self._makes_by_root.get(self.file_of(node).root, ([], []))
        return makes[syntax.starting_within(starts, node)]

    @property
    def channel_ops(self) -> list[Node]:
        """Sends and receives."""
        return self._concurrency_facts("op")

    @property
    def channel_types(self) -> list[Node]:
        return self._concurrency_facts("chan_type")

    def _concurrency_facts(self, name: str) -> list[Node]:
        """Concurrency facts of the files with CONCURRENCY_TOKENS, each found from the token
        that spells it (goleaklint.spelled): ``go`` statements, ``make(chan ...)`` calls,
        sends and receives, channel types."""
        if self._concurrency is None:
            facts: dict[str, list[Node]] = {"go": [], "make": [], "op": [], "chan_type": []}
            for go_file in self.files:
                if go_file.root not in self._concurrent_roots():
                    continue
                facts["go"] += _parents(tokens(go_file, b"go"), "go_statement")
                names = tokens(go_file, b"make")
                makes = [call for leaf in names if (call := _channel_make(leaf, names.parent))]
                facts["make"] += makes
                self._makes_by_root[go_file.root] = (makes, [m.start_byte for m in makes])
                operations = _parents(tokens(go_file, b"<-"), "send_statement", "unary_expression")
                facts["op"] += sorted(operations, key=_start)
                facts["chan_type"] += _parents(tokens(go_file, b"chan"), "channel_type")
            self._concurrency = facts
        return self._concurrency[name]

    def _concurrent_roots(self) -> set[Node]:
        """Roots of the files that spell a concurrency token (found on first need: the
        lock rules never ask)."""
        if self._concurrent is None:
            self._concurrent = {
                f.root for f in self.files if any(t in f.source for t in CONCURRENCY_TOKENS)
            }
        return self._concurrent

    def loops(self, go_file: GoFile) -> list[Node]:
        """The ``for`` statements of a file, in source order."""
        return _parents(tokens(go_file, b"for"), "for_statement")

    def _add_function(self, go_file: GoFile, node: Node) -> None:
        name = syntax.text(node.child_by_field_name("name"))
        if node.type == "method_declaration":
            _, receiver_type = syntax.receiver(node)
            definition = FuncDef(go_file, node, name, receiver_type)
            if receiver_type is not None:
                previous = self.methods.get((receiver_type, name))
                if previous is not None:
                    self._declared_again((receiver_type, name), previous, definition)
                self.methods[(receiver_type, name)] = definition
            self.methods_by_name.setdefault(name, []).append(definition)
        elif name not in ("init", "_"):
            definition = FuncDef(go_file, node, name)
            previous = self.functions.get(name)
            if previous is not None:
                self._declared_again((None, name), previous, definition)
            self.functions[name] = definition

    def _declared_again(
        self, key: tuple[str | None, str], previous: FuncDef, definition: FuncDef
    ) -> None:
        self.declared_again.setdefault(key, [previous]).append(definition)

    def alternatives(self, definition: FuncDef) -> list[FuncDef]:
        """Every declaration of the function or method ``definition`` declares: itself, or
        each platform's own (see :attr:`declared_again`)."""
        return self.declared_again.get((definition.receiver_type, definition.name), [definition])

    def _add_type(self, spec: Node) -> None:
        kind = spec.child_by_field_name("type")
        name = syntax.text(spec.child_by_field_name("name"))
        if kind is not None:
            self.named_types[name] = kind
        if kind is not None and kind.type == "struct_type":
            self.struct_types[name] = kind
        elif kind is not None and kind.type == "interface_type":
            self.interface_methods[name] = frozenset(
                syntax.text(m.child_by_field_name("name"))
                for m in kind.named_children
                if m.type == "method_elem"
            )
            self.interface_embeds[name] = tuple(
                syntax.text(m.named_children[0])
                for m in kind.named_children
                if m.type == "type_elem" and len(m.named_children) == 1
            )

    def _add_import(self, spec: Node, aliases: dict[str, str]) -> None:
        alias = spec.child_by_field_name("name")
        path = syntax.text(spec.child_by_field_name("path")).strip('"`')
        if alias is not None and syntax.text(alias) not in ("_", "."):
            name = syntax.text(alias)
        elif alias is None:
            last = path.rsplit("/", 1)[-1]
            if last.startswith("v") and last[1:].isdigit() and "/" in path:
                last = path.rsplit("/", 2)[-2]
            name = last.removeprefix("go-").split(".")[0].replace("-", "_")
        else:
            return
        self.imports.add(name)
        aliases[name] = path

    def import_path(self, node: Node, name: str) -> str | None:
        """The import path that ``name`` stands for in the file of ``node``."""
        return self.import_paths.get(id(self.file_of(node).tree), {}).get(name)

    def qualified_type(self, qualified: Node) -> str | None:
        """The import path and name a ``pkg.Type`` spells (``sync.Mutex``, aliases resolved)."""
        package = qualified.child_by_field_name("package")
        name = qualified.child_by_field_name("name")
        path = self.import_path(qualified, syntax.text(package)) if package else None
        return f"{path}.{syntax.text(name)}" if path is not None and name is not None else None

    def _add_constant(self, spec: Node) -> None:
        self.const_specs.append(spec)
        names = spec.children_by_field_name("name")
        values = syntax.expressions(spec.child_by_field_name("value"))
        for name, value in zip(names, values, strict=False):
            number = int_value(value, self.constants)
            if number is not None:
                self.constants[syntax.text(name)] = number

    # Lookups --------------------------------------------------------------------------------

    def channel_fields(self, type_name: str) -> dict[str, Node]:
        """Channel-typed fields of a package struct type: field name -> channel type."""
        found = self._channel_fields.get(type_name)
        if found is None:
            struct = self.struct_types.get(type_name)
            found = _channel_fields(struct) if struct is not None else {}
            self._channel_fields[type_name] = found
        return found

    def all_declarations_with_methods(self, methods: Iterable[str]) -> list[Node]:
        """Package-level declarations whose text calls one of ``methods`` (a cheap filter);
        every declaration when ``methods`` is empty."""
        key = tuple(sorted(methods))
        cached = self._declarations_calling.get(key)
        if cached is not None:
            return cached
        wanted = [f".{m}(".encode() for m in key]
        definitions = [*self.functions.values()]
        definitions += [m for ms in self.methods_by_name.values() for m in ms]
        if wanted:
            spelling = self.declarations_spelling(wanted)
            definitions = [d for d in definitions if d.node in spelling]
        found = [d.node for d in definitions]
        self._declarations_calling[key] = found
        return found

    def declarations_spelling(self, words: Iterable[bytes]) -> set[Node]:
        """Package-level declarations whose text contains one of ``words``."""
        wanted = list(words)
        return {n for f in self.files for n in f.declarations_containing(wanted)}

    def spells(self, node: Node, words: Iterable[bytes]) -> bool:
        """Whether the node's text spells one of ``words`` as a whole token."""
        return spells(self.file_of(node).source, words, node.start_byte, node.end_byte)

    def declarations_with_channels(self) -> list[Node]:
        """Package-level declarations that mention a channel type or operate on a channel."""
        found: dict[Node, None] = {}
        for node in (*self.channel_types, *self.channel_ops):
            top = self.top_level(node)
            if top.type in ("function_declaration", "method_declaration"):
                found.setdefault(top, None)
        return list(found)

    def file_of(self, node: Node) -> GoFile:
        """The file a node belongs to."""
        return self._locate(node)[0]

    def global_value(self, name: str) -> Node | None:
        """The value a package variable is declared with, when nothing gives it another:
        declared alone in its ``var`` spec with a value, no other package can name it
        (:meth:`_named_outside`), and no code of the package assigns it (``name = ...``,
        ``name, err := ...``, ``name++``), takes its address or declares another variable
        of its name (a local that could be the one assigned)."""
        if name not in self.globals:
            return None
        if name in self._global_values:
            return self._global_values[name]
        value = None
        specs = [
            spec
            for spec in self.global_specs
            if name in (syntax.text(n) for n in spec.children_by_field_name("name"))
        ]
        alone = len(specs) == 1 and len(specs[0].children_by_field_name("name")) == 1
        if alone and not self._named_outside(name, specs[0]):
            values = syntax.expressions(specs[0].child_by_field_name("value"))
            if len(values) == 1 and not self._rebound(name, specs[0]):
                value = syntax.unparen(values[0])
        self._global_values[name] = value
        return value

    def _rebound(self, name: str, spec: Node) -> bool:
        """Some code of the package may give the variable ``name`` another value."""
        for go_file in self.files:
            leaves = tokens(go_file, name.encode())
            for leaf in leaves:
                parent = leaves.parent(leaf)
                if leaf.type != "identifier" or parent is None or parent == spec:
                    continue
                if parent.type == "unary_expression" and syntax.token(parent, "&"):
                    return True
                declares = parent.type in ("var_spec", "parameter_declaration")
                if declares and leaf in parent.children_by_field_name("name"):
                    return True  # another variable of the name
                if assigned_there(leaf, leaves.parent):
                    return True
        return False

    def named_elsewhere(self, type_name: str) -> bool:
        """Code outside the package may name the type (:meth:`_named_outside`)."""
        kind = self.named_types.get(type_name)
        return self._named_outside(type_name, kind)

    def _named_outside(self, name: str, declared: Node | None) -> bool:
        """Code outside the package may name what ``declared`` declares as ``name``: it is
        exported from an importable package, unless it is declared in a test file (no
        package imports those) and the directory's other package (its external tests,
        :attr:`neighbours`, when known) does not spell it."""
        if not name[:1].isupper() or self.name == "main":
            return False
        if declared is None or self.neighbours is None:
            return True
        if not self.file_of(declared).path.endswith("_test.go"):
            return True
        word = spelling(name.encode())
        return any(word.search(f.source) for f in self.neighbours)

    def matches(self, node: Node, pattern: re.Pattern[bytes]) -> bool:
        """The node's text (a function's, say) matches the pattern somewhere: a cheap
        first look before a closer one (:meth:`spells` for whole words)."""
        source = self.file_of(node).source
        return pattern.search(source, node.start_byte, node.end_byte) is not None

    def top_level(self, node: Node) -> Node:
        """The package-level declaration enclosing ``node`` (the root for the root itself)."""
        return self._locate(node)[1]

    def _locate(self, node: Node) -> tuple[GoFile, Node]:
        """The file of ``node`` and its package-level declaration, from byte ranges (walking
        up ``Node.parent`` costs, at every step, a walk down from the root in tree-sitter).
        Remembered: the analyses ask again and again about the same nodes."""
        found = self._located.get(node)
        if found is not None:
            self._last_file = found[0]
            return found
        several = len(self.files) > 1 and node.start_byte < node.end_byte
        # The file of the last answer first: the analyses go function by function.
        for go_file in (self._last_file, *self.files) if self._last_file else self.files:
            declaration = go_file.declaration_around(node)
            if declaration is not None and (not several or go_file.holds(declaration, node)):
                found = go_file, declaration
                break
        else:
            raise KeyError("node of an unknown tree")
        self._last_file = go_file
        self._located[node] = found
        return found

    def resolution(self, node: Node) -> Resolution:
        top = self.top_level(node)
        found = self._resolutions.get(top)
        if found is None:
            found = resolve(top) if top.type in syntax.FUNCTION_TYPES else Resolution()
            self._resolutions[top] = found
        return found

    def parent(self, node: Node) -> Node | None:
        """``node.parent``, cheap however deep its declaration nests."""
        return self.resolution(node).parent(node)

    def enclosing_function(self, node: Node) -> Node | None:
        """:func:`syntax.enclosing_function` from byte ranges (the resolution of a function
        knows where its literals are): no walk up the node's ancestors."""
        owners = self.resolution(node).owners
        if owners is None:
            return syntax.enclosing_function(node)
        return owners.enclosing(node)

    def uses(self, node: Node) -> list[Use]:
        """Classified uses of every local variable in the declaration enclosing ``node``."""
        top = self.top_level(node)
        found = self._uses.get(top)
        if found is None:
            # The plain uses first: finding a getter's callee may ask for them again.
            plain = self._uses[top] = classify(self.resolution(top))
            found = self._uses[top] = self._with_getter_flows(plain)
        return found

    def _with_getter_flows(self, uses: list[Use]) -> list[Use]:
        """``uses``, with what a getter's call does to the field it returns (``Done`` only
        returning ``s.done``) added after it: bound to a variable, ``done := s.Done()``
        copies the field into it, as ``done := s.done`` would (:meth:`getter_call`);
        received from or ranged over, ``<-s.Done()`` receives from the field."""
        names = self._getter_names()
        if not names:
            return uses  # (most packages: no getter, nothing to add)
        added = {
            position: extra
            for position, use in enumerate(uses)
            if use.kind == UseKind.RECEIVER
            and use.method in names
            and (extra := self._getter_use(use)) is not None
        }
        if not added:
            return uses
        found: list[Use] = []
        for position, use in enumerate(uses):
            found.append(use)
            if position in added:
                found.append(added[position])
        return found

    def _getter_use(self, use: Use) -> Use | None:
        """The use a getter's call (``use``, on the getter's receiver) makes of the field
        it returns, if it binds it to a variable, receives from it or ranges over it."""
        field_name = self.getter_of(use.call) if use.call is not None else None
        if use.call is None or field_name is None:
            return None
        path = (use.path[0], join_fields(use.path[1], field_name))
        bound = self.getter_call(use.call)
        if bound is not None:
            return Use(UseKind.FLOWS, path, use.node, use.function, target=(bound[1], None))
        kind = read_kind(use.call)
        if kind is None:
            return None
        parent_of = self.resolution(use.call).parent
        select = select_of(parent_of(use.call) or use.call, parent_of)
        return Use(kind, path, use.call, use.function, in_select=select)

    def getter_of(self, call: Node) -> str | None:
        """The field a call of a package getter (a method that only returns a field of its
        receiver, locking around the read or not) gives."""
        if call in self._getter_calls:
            return self._getter_calls[call]
        found: str | None = None
        selected = syntax.selected_method(call)
        # (most calls: no getter of the package has that name)
        if selected is not None and selected[1] in self._getter_names():
            callee = self.callee(call)
            if callee is not None and callee[0].type == "method_declaration":
                found = self.getter_field(callee[0])
        self._getter_calls[call] = found
        return found

    def getter_call(self, call: Node) -> tuple[str, Var] | None:
        """For a getter's call (:meth:`getter_of`) bound as the one value of a ``:=``,
        ``=`` or ``var`` to a variable: the field's name and the variable."""
        target = syntax.sole_assigned(call.parent)
        field_name = self.getter_of(call) if target is not None else None
        if target is None or field_name is None:
            return None
        var = self.resolution(target).var_of(target)
        return (field_name, var) if var is not None else None

    def copied_path(self, expr: Node | None) -> Path | None:
        """The local path ``expr`` reads: spelled (``s.done``), or through a getter call
        bound to a variable (``s.Done()``, :meth:`getter_call`)."""
        node = syntax.unparen(expr)
        if node is None:
            return None
        resolution = self.resolution(node)
        found = path_of(node, resolution)
        bound = self.getter_call(node) if found is None and node.type == "call_expression" else None
        selected = syntax.selected_method(node) if bound is not None else None
        holder = path_of(selected[0], resolution) if selected is not None else None
        if bound is None or holder is None:
            return found
        return holder[0], join_fields(holder[1], bound[0])

    def _getter_names(self) -> frozenset[str]:
        if self._getter_name_set is None:
            self._getter_name_set = frozenset(
                name
                for (_, name), definition in self.methods.items()
                if self.getter_field(definition.node) is not None
            )
        return self._getter_name_set

    def getter_field(self, method: Node) -> str | None:
        """The field of its receiver the method only returns (:func:`getters.returned_field`)."""
        if method not in self._getters:
            self._getters[method] = returned_field(method)
        return self._getters[method]

    def uses_within(self, function: Node) -> list[Use]:
        """Uses whose innermost function is ``function`` or a literal nested in it (computed
        once per function: callers only read the list)."""
        found = self._uses_within.get(function)
        if found is None:
            top = self.top_level(function)
            uses = self.uses(top)
            starts = self._use_starts.get(top)
            if starts is None:
                starts = [u.node.start_byte for u in uses]  # uses are in source order
                self._use_starts[top] = starts
            # A use's node lies inside its function: only those inside ``function``'s bytes.
            inside = uses[syntax.starting_within(starts, function)]
            found = [u for u in inside if syntax.contains(function, u.function)]
            self._uses_within[function] = found
        return found

    def mentions(self, function: Node, var: Var) -> bool:
        """Whether code within ``function`` (its literals too) uses ``var``, by bisecting
        the variable's uses: asking it of every literal of a deep nesting stays linear."""
        top = self.top_level(function)
        by_var = self._var_use_starts.get(top)
        if by_var is None:
            by_var = {}
            for use in self.uses(top):
                by_var.setdefault(id(use.path[0]), []).append(use.node.start_byte)
            self._var_use_starts[top] = by_var
        starts = by_var.get(id(var), [])
        return bool(starts[syntax.starting_within(starts, function)])

    def own_uses(self, function: Node) -> list[Use]:
        """Uses whose innermost function is ``function`` itself, in source order."""
        top = self.top_level(function)
        by_function = self._uses_by_function.get(top)
        if by_function is None:
            by_function = {}
            for use in self.uses(top):
                by_function.setdefault(use.function, []).append(use)
            self._uses_by_function[top] = by_function
        return by_function.get(function, [])

    def literals_in(self, function: Node) -> list[Node]:
        """Function literals directly nested in ``function``, in source order; like the
        other concurrency facts, only in files with CONCURRENCY_TOKENS.

        Found per top-level declaration on first need: a function's resolution already
        holds its literals and how they nest.
        """
        top = self.top_level(function)
        if top not in self._literals_found:
            self._literals_found.add(top)
            parent = top.parent  # None: the tree failed to parse into one error node
            root = parent if parent is not None else top
            if root in self._concurrent_roots():
                self._find_literals(top)
        return self._literals.get(function, [])

    def _find_literals(self, top: Node) -> None:
        owners = self.resolution(top).owners
        if owners is None:  # not a function: look for them
            for literal in captures(LITERAL_QUERY, top).get("literal", []):
                owner = syntax.enclosing_function(literal)
                if owner is not None:
                    self._literals.setdefault(owner, []).append(literal)
            return
        for literal, owner in owners.literal_owners():
            self._literals.setdefault(owner, []).append(literal)

    def cfg(self, function: Node) -> CFG:
        found = self._cfgs.get(function)
        if found is None:
            root = self.file_of(function).root
            found = build_cfg(
                function,
                self._checks_of(root),
                weakly(self, PackageIndex.enclosing_function, syntax.enclosing_function),
                weakly(self, PackageIndex.parent, TREE_PARENT),
                self._imports_of(root),
                self.exiting(),
                self._package_loggers(),
            )
            self._cfgs[function] = found
        return found

    def _checks_of(self, root: Node) -> frozenset[str]:
        checks = self._failing_checks.get(root)
        if checks is None:
            checks = self._failing_checks[root] = failing_check_names(root)
        return checks

    def _imports_of(self, root: Node) -> frozenset[str]:
        names = self._imported.get(root)
        if names is None:
            names = self._imported[root] = imported_names(root)
        return names

    def _package_loggers(self) -> frozenset[str]:
        """The package variables whose ``Fatal`` may be a logger's: those not declared a
        test's (``var logger = grpclog.Component("x")``)."""
        if self._loggers is None:
            self._loggers = frozenset(
                syntax.text(name)
                for spec in self.global_specs
                if "testing." not in syntax.text(spec.child_by_field_name("type") or spec)
                for name in spec.children_by_field_name("name")
            )
        return self._loggers

    def exiting(self) -> dict[str, Kind]:
        """The package's functions that never return (``fatalf`` ending in ``os.Exit``),
        by name: a call of one ends the path like the call it ends in."""
        if self._exiting is None:
            self._exiting = exiting_functions(
                ((name, f.node, f.file.root) for name, f in self.functions.items()),
                self._checks_of,
                self._imports_of,
                self._package_loggers(),
            )
        return self._exiting

    def constant(self, node: Node | None) -> int | None:
        """The value of a constant integer expression at ``node``: literals, package
        constants and the constants its own declaration declares (``const n = 32``)."""
        if node is None:
            return None
        return int_value(node, self.constants, self.local_constants(node))

    def durations(self) -> dict[str, int]:
        """The package's constants of known duration (:mod:`~goleaklint.dataflow.durations`),
        worked out the first time a timer's duration is asked."""
        if self._durations is None:
            from goleaklint.dataflow.durations import package_durations

            self._durations = package_durations(self, self.const_specs)
        return self._durations

    def local_constants(self, node: Node) -> dict[str, int]:
        """Integer constants declared inside the top-level declaration holding ``node``."""
        top = self.top_level(node)
        found = self._local_constants.get(top)
        if found is None:
            found = {}
            if top.type in syntax.FUNCTION_TYPES:
                for var in self.resolution(top).variables:
                    if var.kind == "const":
                        value = int_value(declared_value(var), self.constants, found)
                        if value is not None:
                            found[var.name] = value
            self._local_constants[top] = found
        return found

    def path_values(self, function: Node) -> PathValues:
        """The value domain path searches of ``function`` carry (built once per function)."""
        found = self._path_values.get(function)
        if found is None:
            from goleaklint.dataflow.loops import constant_trips

            constants = {**self.constants, **self.local_constants(function)}
            found = PathValues(
                self.cfg(function),
                self.resolution(function),
                constants,
                weakly(self, lambda index, loop: constant_trips(loop, index), _no_trips),
                self.argument_seeds(function) if self.argument_seeds else None,
                results=weakly(self, PackageIndex.call_results, _no_results),
                unclosed=weakly(self, PackageIndex.never_closed, _not_known_unclosed),
            )
            if self.opened_calls is not None:
                found = found.with_results(self.opened_calls(function))
            self._path_values[function] = found
        return found

    def never_closed(self, channel: Node) -> bool:
        """``x.f`` names a channel field that nothing closes: every mention of a field so
        named, in the package and in the directory's other package (:attr:`neighbours`),
        sends on it, receives from it (a range too), asks its ``len`` or ``cap``, or gives it
        a new ``make`` (a struct's declaration names it too), and some mention sends on it.
        Code elsewhere that closed it would make those sends panic: channels are closed by
        their senders. A field of that name handed anywhere (an argument, a variable, a
        result) may be closed there, and the answer is no."""
        if channel.type != "selector_expression":
            return False
        operand = syntax.unparen(channel.child_by_field_name("operand"))
        if operand is None or (
            operand.type == "identifier"
            and self.resolution(channel).var_of(operand) is None
            and syntax.text(operand) not in self.globals
        ):
            return False  # another package's variable (``pkg.Events``): its package may close it
        name = syntax.text(channel.child_by_field_name("field"))
        found = self._unclosed_fields.get(name)
        if found is None:
            found = self._unclosed_fields[name] = _only_sent_and_received(
                [*self.files, *(self.neighbours or ())], name
            )
        return found

    def value_arriving(self, function: Node, ident: Node, block: int) -> Value:
        """What the variable ``ident`` names holds on every path of ``function`` arriving
        at ``block``, the domain tracking it on demand (a variable set only by calls or
        receives is not tracked otherwise: rarely worth its paths)."""
        var = self.resolution(ident).var_of(ident)
        if var is None:
            return None
        values = self._watching.get((function, var))
        if values is None:  # one domain per variable: its walks share what they work out
            values = self._watching[(function, var)] = self.path_values(function).watching((ident,))
        return values.values_arriving(block).get(var)

    def deferred_seeds(self, literal: Node) -> dict[Var, Value]:
        """What the variables of the function deferring ``literal`` that the literal tests
        hold on every way out of that function, where one value is known: the values the
        literal runs with on a return. Empty where another deferred literal recovers (a
        recovered panic runs the deferred calls from any point of the body)."""
        found = self._deferred_seeds.get(literal)
        if found is None:
            found = {}
            outer = self.enclosing_function(literal)
            if outer is not None and not any(
                other is not literal and recovering_deferred_literal(other)
                for other in self.literals_in(outer)
            ):
                tests = captured_tests(literal, self.resolution(literal), outer)
                if tests:
                    found = self.path_values(outer).watching(tests).values_at_exit()
            self._deferred_seeds[literal] = found
        return found

    def launch_seeds(self, literal: Node, wait: Node) -> dict[Var, Value]:
        """What the variables of the launching function that a goroutine literal tests
        hold on every path to the launcher's ``wait``, where one value is known, when
        nothing assigns or lends them between the ``go`` statement (in no loop) and the
        wait, nor in any literal: until the wait is answered the goroutine sees those values
        (``if err != nil { return }`` in the goroutine and ``if err != nil { t.Fatal(err) }``
        before the wait test one unchanging ``err``)."""
        outer = self.enclosing_function(literal)
        waiting = self.cfg(outer).block_for(wait) if outer is not None else None
        if waiting is None:
            return {}
        return self.launch_seeds_at(literal, frozenset({waiting.id})).get(waiting.id, {})

    def changed_out_of_sight(self, function: Node) -> frozenset[Var]:
        """The variables of ``function`` that code its own paths do not show may change:
        those lent (``&x``) or assigned in a function literal."""
        return frozenset(
            use.path[0]
            for use in self.uses_within(function)
            if use.path[1] is None
            and (
                syntax.address_taken(use.node)
                or (use.kind == UseKind.ASSIGNED and use.function != function)
            )
        )

    def launch_seeds_at(self, literal: Node, stops: frozenset[int]) -> dict[int, dict[Var, Value]]:
        """:meth:`launch_seeds` for each block of ``stops`` of the launching function (a
        wait, or a statement leaving the function): what the goroutine sees while the
        launcher is stopped there, or once it has left from there."""
        outer = self.enclosing_function(literal)
        if outer is None:
            return {}
        tests = captured_tests(literal, self.resolution(literal), outer)
        cfg = self.cfg(outer)
        launched = cfg.block_for(literal)
        if not tests or launched is None or cfg.loops_containing(launched.id):
            return {}  # in a loop: started again each round, after the round's assignments
        found = self.path_values(outer).watching(tests).values_arriving_each(stops)
        lost = self.changed_out_of_sight(outer)
        assigned: list[tuple[Var, int | None]] = []  # by the launcher itself, in which block
        for use in self.uses_within(outer):
            if use.path[1] is None and use.kind == UseKind.ASSIGNED and use.path[0] not in lost:
                assigned.append((use.path[0], cfg.block_id_for(use.node)))
        started = cfg.after(launched.id)
        for stop, known in found.items():
            # The blocks on some path from the go statement to an arrival at ``stop``.
            between = started & cfg.before(stop)
            between.discard(stop)
            for var in lost:
                known.pop(var, None)
            for var, block in assigned:
                if block in between:
                    known.pop(var, None)
        return found

    def call_results(self, call: Node) -> tuple[Value, ...] | None:
        """What a call of a package function returns, per result: ``nil`` (or non-nil),
        ``true`` or ``false`` where every ``return`` of the callee gives that, None where it
        varies or is not seen; for a receive (``<-errc``), what the channel carries."""
        if call in self._call_results:
            return self._call_results[call]
        if call.type == "unary_expression":
            return self._received(call)
        if call.type != "call_expression":
            return None  # a type assertion: only what the package's facts tell (opened_calls)
        callee = self.callee(call)
        found = None
        self._call_results[call] = None  # (a call met again while its answer is worked out)
        if callee is not None:
            found = self.results_of(callee[0])
            if found is None or None in found:
                found = self._argued_results(call, callee[0]) or found
        self._call_results[call] = found
        return found

    def _argued_results(self, call: Node, function: Node) -> tuple[Value, ...] | None:
        """What ``function`` returns when called with ``call``'s arguments: every
        ``return`` it can reach from parameters holding what the arguments are known to be
        without a path (``nil``, a new value, ``true``, ``false``), where they agree. A
        constructor that fails only for a nil argument cannot fail for ``&T{}``."""
        tested = self._tested_parameters(function)
        if not tested:
            return None
        seeds: dict[Var, Value] = {}
        arguments = syntax.call_arguments(call)
        parameters = syntax.parameter_names(function)
        if len(arguments) != len(parameters):
            return None  # ``f(g())`` handing on several results, or unnamed parameters
        resolution = self.resolution(function)
        for position, (ident, _) in enumerate(parameters):
            var = resolution.declared_at.get(ident)
            if var in tested and (value := returned_value(arguments[position])) is not None:
                seeds[var] = value
        if not seeds:
            return None
        key = (function, frozenset(seeds.items()))
        if key not in self._argued:
            if self._arguing >= ARGUED_DEPTH:
                return None  # a chain of calls each asking its callee: not followed so deep
            self._argued[key] = None  # (a recursive call met while it is worked out)
            cfg = self.cfg(function)
            self._arguing += 1
            try:
                reached = self.path_values(function).seeded(seeds).reachable()
            finally:
                self._arguing -= 1
            returns = [
                statement
                for statement in self.resolution(function).owned(RETURNS_QUERY, "return", function)
                if cfg.block_id_for(statement) in reached
            ]
            count = syntax.result_count(function)
            self._argued[key] = agreed_returns(returns, count) if returns else None
        return self._argued[key]

    def results_of(self, function: Node) -> tuple[Value, ...] | None:
        """What ``function`` (a declaration or a literal) returns, per result, where every
        ``return`` of it agrees (:meth:`call_results`)."""
        if function not in self._results:
            self._results[function] = self._returned_values(function)
        return self._results[function]

    def results_rewritten_on_the_way_out(self, function: Node) -> bool:
        """The function has named results and a ``defer``: a deferred literal, or a
        ``recover()``, may give them other values than its ``return`` statements do."""
        return bool(syntax.named_results(function)) and self.matches(function, DEFER_TEXT)

    def _tested_parameters(self, function: Node) -> frozenset[Var]:
        """The parameters of a package function whose value can choose among its returns:
        those its own conditions test and that only its own code sets (not lent, ``&t``,
        nor assigned in a literal), when its returns give different values of one result,
        some known (``nil``, ``true``, ``false``: :func:`returned_value`). None for a
        literal, a function without results or with a naked return, one that takes a
        variadic parameter, or one with named results and a ``defer`` (a deferred
        literal, or a ``recover()``, may give them other values on the way out)."""
        found = self._tested.get(function)
        if found is not None:
            return found
        found = frozenset()
        count = syntax.result_count(function)
        parameters = syntax.parameter_names(function)
        if (
            count
            and function.type != "func_literal"
            and function.child_by_field_name("body") is not None
            and not any(_is_variadic(ident) for ident, _ in parameters)
            and not self.results_rewritten_on_the_way_out(function)
        ):
            resolution = self.resolution(function)
            returns = resolution.owned(RETURNS_QUERY, "return", function)
            given = [[returned_value(v) for v in syntax.returned_values(r)] for r in returns]
            if all(len(values) == count for values in given) and any(
                len({values[k] for values in given}) > 1 for k in range(count)
            ):
                lost = self.changed_out_of_sight(function)
                found = frozenset(
                    var for var in tested_parameters(function, resolution) if var not in lost
                )
        self._tested[function] = found
        return found

    def _received(self, receive: Node) -> tuple[Value, ...] | None:
        """What a receive from a local channel gives (:func:`channelvalues.carried_value`),
        worked out once per channel; a channel asked about again while its answer is
        being worked out is not known."""
        from goleaklint.dataflow.channelvalues import carried_value, first_received_value

        operand = syntax.unparen(receive.child_by_field_name("operand"))
        var = self.resolution(receive).var_of(operand) if operand is not None else None
        if var is None or operand is None or operand.type != "identifier":
            return None
        if var not in self._carried:
            self._carried[var] = None
            self._carried[var] = carried_value(var, self)
        value = self._carried[var]
        if value is None:
            value = first_received_value(receive, var, self)
        return (value,) if value is not None else None

    def _returned_values(self, function: Node) -> tuple[Value, ...] | None:
        count = syntax.result_count(function)
        if not count or function.child_by_field_name("body") is None:
            return None
        returns = self.resolution(function).owned(RETURNS_QUERY, "return", function)
        return agreed_returns(returns, count)

    def reaches_spelling(self, function: Node, spelling: re.Pattern[bytes]) -> bool:
        """Whether a package-level function, or a package function it may call, spells
        ``spelling`` (a summary over a call graph of names, cheap to build).

        What a function may call is every package function or method whose name its text
        spells as called (:func:`~goleaklint.spelled.called_names`), and every package
        function it names at all (a function value may be called): a superset of the
        calls :meth:`callee` resolves. Code that reaches no such
        spelling has no effect spelled that way: a callee reaching no lock call has no lock
        summary.
        """
        answers = self._reaching.setdefault(spelling.pattern, {})
        known = answers.get(function)
        if known is not None:
            return known
        callers: dict[Node, list[Node]] = {}  # callee -> the explored functions calling it
        explored: list[Node] = []
        pending = [function]
        while pending:
            current = pending.pop()
            if current in answers:
                continue
            answers[current] = False  # until a callee is found to reach the spelling
            explored.append(current)
            text = self.file_of(current).source[current.start_byte : current.end_byte]
            if spelling.search(text):
                answers[current] = True
                continue
            for callee in self.named_definitions(self._names_called(current, text)):
                callers.setdefault(callee, []).append(current)
                pending.append(callee)
        reaching = [f for f in (*explored, *callers) if answers.get(f)]
        while reaching:
            for caller in callers.get(reaching.pop(), ()):
                if not answers[caller]:
                    answers[caller] = True
                    reaching.append(caller)
        return answers[function]

    def _names_called(self, function: Node, text: bytes) -> set[bytes]:
        """The names ``function`` may call: spelled as called, or package functions it
        names at all (remembered: each spelling asked about reads them again)."""
        found = self._called_names.get(function)
        if found is None:
            found = called_names(text) | (names_in(text) & self._function_names())
            self._called_names[function] = found
        return found

    def _function_names(self) -> set[bytes]:
        if self._function_name_set is None:
            self._function_name_set = {name.encode() for name in self.functions}
        return self._function_name_set

    def named_definitions(self, names: set[bytes]) -> list[Node]:
        """The package-level functions and methods called any of ``names``."""
        by_name = self._definitions_by_name()
        return [node for name in names & by_name.keys() for node in by_name[name]]

    def _definitions_by_name(self) -> dict[bytes, list[Node]]:
        if self._by_name is None:
            self._by_name = {}
            methods = [m for ms in self.methods_by_name.values() for m in ms]
            functions = [d for f in self.functions.values() for d in self.alternatives(f)]
            for definition in (*functions, *methods):
                self._by_name.setdefault(definition.name.encode(), []).append(definition.node)
        return self._by_name

    def recovers(self, function: Node) -> bool:
        """The function defers a call to ``recover``: its panics return to its caller
        (asked by every path search over the function, so answered once)."""
        found = self._recovering.get(function)
        if found is None:
            found = self._recovering[function] = self._defers_recover(function)
        return found

    def _defers_recover(self, function: Node) -> bool:
        body = function.child_by_field_name("body")
        if body is None:
            return False
        for node in syntax.descendants_outside_closures(body):
            if node.type != "defer_statement" or not node.named_children:
                continue
            call = syntax.unparen(node.named_children[0])
            if call is None or call.type != "call_expression":
                continue
            target = syntax.unparen(call.child_by_field_name("function"))
            if target is not None and target.type == "func_literal":
                if syntax.spells_recover(target):
                    return True
                continue
            callee = self.callee(call)
            if callee is not None and syntax.spells_recover(callee[0]):
                return True
        return False

    def bound_literal(self, var: Var) -> Node | None:
        """The function literal a local variable holds for good: declared with it
        (``run := func() {...}``) and only ever called after (``run()``, ``go run()``), so
        a call of the variable runs that literal and nothing else can; and one that sets
        none of the variables it captures, so each call does what one run of it does."""
        found = self._bound.get(var)
        if found is None:
            found = self._bind(var)
            self._bound[var] = found
        return found[0] if found else None

    def literal_calls(self, literal: Node) -> list[Node] | None:
        """The calls of the variable that holds ``literal`` for good (see
        :meth:`bound_literal`); None for a literal not held that way."""
        if literal not in self._literal_calls:
            var = self._declared_with(literal)
            bound = var is not None and self.bound_literal(var) == literal
            self._literal_calls[literal] = self.held_calls(literal) if bound else None
        return self._literal_calls[literal]

    def held_calls(self, literal: Node) -> list[Node] | None:
        """The calls of the variable that :meth:`held_literal` says holds ``literal``;
        None for a literal not held that way."""
        var = self._declared_with(literal)
        held = self._held_of(var) if var is not None else ()
        return held[1] if held and held[0] == literal else None

    def _declared_with(self, literal: Node) -> Var | None:
        """The variable a ``x := func() {...}`` declares with the literal."""
        resolution = self.resolution(literal)
        values = resolution.parent(literal)
        statement = resolution.parent(values) if values is not None else None
        if statement is None or statement.type != "short_var_declaration":
            return None
        targets = syntax.expressions(statement.child_by_field_name("left"))
        values_list = syntax.expressions(statement.child_by_field_name("right"))
        for ident, value in zip(targets, values_list, strict=False):
            if syntax.unparen(value) == literal:
                return resolution.declared_at.get(ident)
        return None

    def held_literal(self, var: Var) -> Node | None:
        """The function literal a local variable is declared with and only ever called
        after: a call of the variable runs that literal (which, unlike a
        :meth:`bound_literal`, may keep state across calls)."""
        found = self._held_of(var)
        return found[0] if found else None

    def _held_of(self, var: Var) -> tuple[Node, list[Node]] | tuple[()]:
        found = self._held.get(var)
        if found is None:
            found = self._held[var] = self._hold(var)
        return found

    def _bind(self, var: Var) -> tuple[Node, list[Node]] | tuple[()]:
        held = self._held_of(var)
        if not held:
            return ()
        value = held[0]
        for use in self.uses_within(value):
            if use.kind == UseKind.ASSIGNED and not syntax.contains(value, use.path[0].owner):
                return ()  # it keeps state across calls (a sent-once flag): not one per call
        return held

    def _hold(self, var: Var) -> tuple[Node, list[Node]] | tuple[()]:
        if var.kind != "local":
            return ()
        value = syntax.unparen(declared_value(var))
        if value is None or value.type != "func_literal":
            return ()
        calls: list[Node] = []
        for use in self.uses_within(var.owner):
            if use.path[0] is not var:
                continue
            call = use.node.parent
            if (
                use.path[1] is not None
                or call is None
                or call.type != "call_expression"
                or call.child_by_field_name("function") != use.node
            ):
                return ()  # assigned, lent, copied or handed on: it may run anything
            calls.append(call)
        return value, calls

    def param_var(self, function: Node, index: int) -> Var | None:
        """The variable of parameter ``index`` (-1: the receiver) of a function or literal."""
        resolution = self.resolution(function)
        if index == -1:
            ident, _ = syntax.receiver(function)
        else:
            params = syntax.parameter_names(function)
            if index >= len(params) or _is_variadic(params[index][0]):
                return None
            ident = params[index][0]
        return resolution.declared_at.get(ident) if ident is not None else None

    def callee(self, call: Node) -> tuple[Node, Node | None] | None:
        """``(function node, receiver expression)`` of a call within this package, if known."""
        function = syntax.unparen(call.child_by_field_name("function"))
        if function is None:
            return None
        if function.type == "func_literal":
            return function, None
        resolution = self.resolution(call)
        if function.type == "identifier":
            var = resolution.uses.get(function)
            if var is not None:
                literal = self.bound_literal(var)
                return (literal, None) if literal is not None else None
            found = self.functions.get(syntax.text(function))
            return (found.node, None) if found is not None else None
        if function.type != "selector_expression":
            return None
        operand = syntax.unparen(function.child_by_field_name("operand"))
        method = syntax.text(function.child_by_field_name("field"))
        if operand is None:
            return None
        if operand.type == "identifier" and operand not in resolution.uses:
            return None  # a package-qualified call, or a method on a package-level variable
        definition = self._method_for(operand, method, resolution)
        if definition is not None:
            return definition.node, operand
        if method in self.field_functions and self.field_functions[method] is None:
            return None  # no field of that name holds one known function (asked before)
        from goleaklint.dataflow.fieldfuncs import field_call

        stored = field_call(self, function)  # ``le.cp(ctx)``: the function ``cp`` holds
        return (stored.function, operand if stored.own_method else None) if stored else None

    def _method_for(self, operand: Node, method: str, resolution: Resolution) -> FuncDef | None:
        type_name = self.static_type(operand, resolution)
        if type_name is not None:
            found = self.methods.get((type_name, method))
            if found is None and type_name in self.interface_methods:
                found = self.implementation(type_name, method, self.top_level(operand))
            return found
        candidates = self.methods_by_name.get(method, [])
        if not candidates:
            return None
        typed = self.typed_method(operand, method) if self.typed_method is not None else None
        if typed is Foreign.TYPE:
            return None  # another package's type (a field declared ``streaming.Server``)
        return candidates[0] if len(candidates) == 1 else typed

    def implementation(self, interface: str, method: str, caller: Node) -> FuncDef | None:
        """The method a call of ``method`` through the package's interface ``interface``
        runs, when the package shows only one: the interface is unexported (or the package
        is ``main``: an exported interface of a library is there for other packages to
        implement), a single one of the package's types declares a method so named, that
        type declares every method of the interface (whose whole method set the package
        declares), and it is not ``caller``, the function making the call (a wrapper
        calling what it wraps runs another value's method)."""
        key = (interface, method)
        if key not in self._implementations:
            self._implementations[key] = self._find_implementation(interface, method)
        found = self._implementations[key]
        return None if found is None or found.node == caller else found

    def _find_implementation(self, interface: str, method: str) -> FuncDef | None:
        if interface[:1].isupper() and self.name != "main":
            return None  # an exported interface is there for other packages to implement
        wanted = self._method_set(interface, set())
        if wanted is None or method not in wanted:
            return None
        candidates = [d for d in self.methods_by_name.get(method, []) if d.receiver_type]
        if len(candidates) != 1:
            return None
        found = candidates[0]
        owner = found.receiver_type
        return found if all((owner, name) in self.methods for name in wanted) else None

    def _method_set(self, interface: str, seen: set[str]) -> frozenset[str] | None:
        """The methods of one of the package's interfaces, with those of the interfaces it
        embeds; None when one of these is another package's (its methods are not known)."""
        if interface in seen:
            return frozenset()
        seen.add(interface)
        names = set(self.interface_methods.get(interface, ()))
        for embedded in self.interface_embeds.get(interface, ()):
            if embedded not in self.interface_methods:
                return None
            more = self._method_set(embedded, seen)
            if more is None:
                return None
            names |= more
        return frozenset(names)

    def static_type(self, expr: Node, resolution: Resolution) -> str | None:
        """The named type of a local variable, when its declaration or value says it."""
        var = resolution.uses.get(expr) if expr.type == "identifier" else None
        return var_type(var) if var is not None else None


def _no_trips(loop: Node) -> int | None:
    return None


def _no_results(call: Node) -> tuple[Value, ...] | None:
    return None


def _not_known_unclosed(channel: Node) -> bool:
    return False


def _only_sent_and_received(files: Sequence[GoFile], name: str) -> bool:
    """Every mention of the field ``name`` in ``files`` sends on it, receives from it, asks
    its length or capacity, gives it a new ``make``, or declares it; and one sends on it
    (:meth:`PackageIndex.never_closed`)."""
    sent = False
    for go_file in files:
        leaves = tokens(go_file, name.encode())
        for leaf in leaves:
            use = _channel_field_use(leaf, leaves.parent(leaf))
            if use is None:
                return False
            sent = sent or use == "send"
    return sent


def _channel_field_use(leaf: Node, parent: Node | None) -> str | None:
    """How a mention of a channel field's name uses it: ``"send"``, ``"keep"`` (a receive,
    a range, ``len``/``cap``, a new ``make``, its declaration), or None (anything else)."""
    if parent is None:
        return None
    if parent.type == "field_declaration":
        return "keep"
    if parent.type == "literal_element":  # ``f: make(chan T)`` in a composite literal
        return "keep" if syntax.make_channel(syntax.given_value(leaf)) is not None else None
    if parent.type != "selector_expression" or parent.child_by_field_name("field") != leaf:
        return None
    outer = parent.parent
    if outer is None:
        return None
    operation = syntax.channel_operation(parent, outer)
    if operation is not None:
        return "send" if operation == "send" else "keep"
    if outer.type == "argument_list":
        call = outer.parent
        return "keep" if call is not None and syntax.call_name(call) in ("len", "cap") else None
    # ``s.f = make(chan T)``
    return "keep" if syntax.make_channel(syntax.given_value(parent)) is not None else None


RETURNS_QUERY = "(return_statement) @return"
DEFER_TEXT = re.compile(rb"\bdefer\b")
# Calls whose results are worked out for their arguments, one inside another, at most: each
# level is several Python frames (the callee's values ask about its own calls).
ARGUED_DEPTH = 8


def returned_objects(index: PackageIndex, function: Node) -> list[tuple[Node, Node]] | None:
    """``(return statement, first value)`` for each ``return`` of ``function`` that gives
    something but ``nil`` first (a constructor's objects); None when a return gives nothing
    (a naked return)."""
    found: list[tuple[Node, Node]] = []
    for statement in index.resolution(function).owned(RETURNS_QUERY, "return", function):
        values = syntax.returned_values(statement)
        first = syntax.unparen(values[0]) if values else None
        if first is None:
            return None
        if first.type != "nil":
            found.append((statement, first))
    return found


def agreed_returns(returns: Iterable[Node], count: int) -> tuple[Value, ...] | None:
    """What every ``return`` statement of ``returns`` gives alike, per result (None where
    they differ); None when a return gives another number of values (a naked return, or
    ``return f()`` giving several results), when there are none, or when none agree."""
    known: list[Value] | None = None
    for statement in returns:
        values = syntax.returned_values(statement)
        if len(values) != count:
            return None
        seen = [returned_value(v) for v in values]
        if known is None:
            known = seen
        else:
            known = [a if a == b else None for a, b in zip(known, seen, strict=True)]
    if known is None or all(v is None for v in known):
        return None
    return tuple(known)


def returned_value(value: Node) -> Value:
    """What the domain knows of one returned expression without any path: nil, or not,
    or a boolean literal."""
    node = syntax.unparen(value)
    if node is not None and node.type == "nil":
        return NIL
    if node is not None and node.type in ("true", "false"):
        return node.type == "true"
    return NONNIL if node is not None and certainly_not_nil(node) else None


def var_type(var: Var) -> str | None:
    """The package type a variable holds, when its declaration spells it out."""
    if var.kind == "receiver":
        return syntax.receiver(var.owner)[1]
    if var.type_node is not None:
        return type_name(var.type_node)
    value = declared_value(var)
    return literal_type(value) if value is not None else None


def literal_type(value: Node) -> str | None:
    """``T`` for ``T{...}``, ``&T{...}`` and ``new(T)``."""
    node = syntax.unparen(value)
    if node is not None and node.type == "unary_expression" and node.named_children:
        node = syntax.unparen(node.named_children[-1])
    if node is None:
        return None
    if node.type == "composite_literal":
        return type_name(node.child_by_field_name("type"))
    if node.type == "call_expression" and syntax.call_name(node) == "new":
        args = syntax.call_arguments(node)
        return type_name(args[0]) if args else None
    return None


def declared_value(var: Var, parent_of: ParentOf = TREE_PARENT) -> Node | None:
    """The initial value of a variable declared with ``:=`` or ``var x = v``. ``parent_of``:
    the resolution's ``parent`` when it is at hand (``Node.parent`` costs the node's depth)."""
    decl = var.decl
    owner = parent_of(decl)
    if owner is not None and owner.type == "expression_list":
        statement = parent_of(owner)
        if statement is not None and statement.type == "short_var_declaration":
            left = syntax.expressions(statement.child_by_field_name("left"))
            right = syntax.expressions(statement.child_by_field_name("right"))
            if len(left) == len(right) and decl in left:
                return right[left.index(decl)]
        return None
    if owner is not None and owner.type in ("var_spec", "const_spec"):
        names = owner.children_by_field_name("name")
        values = syntax.expressions(owner.child_by_field_name("value"))
        if len(names) == len(values) and decl in names:
            return values[names.index(decl)]
    return None


def fixed_value(var: Var, resolution: Resolution) -> Node | None:
    """The value a local variable or constant is declared with, when nothing gives it
    another (:func:`never_reassigned`)."""
    if var.kind not in ("local", "const") or not never_reassigned(var, resolution):
        return None
    return declared_value(var, resolution.parent)


def never_reassigned(var: Var, resolution: Resolution, *, pointer: bool = False) -> bool:
    """No code of the variable's function gives it a new value: no assignment (``x = ...``,
    ``x++``, ``case x = <-ch:``), no ``&x``, and, unless the variable holds a
    ``pointer`` (whose methods cannot change it), no method call on it (a pointer method
    may change a value: ``x.grow()``)."""
    for use, other in resolution.uses.items():
        if other is not var:
            continue
        if assigned_there(use, resolution.parent) or syntax.address_taken(use):
            return False
        if pointer:
            continue
        above = resolution.parent(use)
        if (
            above is not None
            and above.type == "selector_expression"
            and above.child_by_field_name("operand") == use
        ):
            call = resolution.parent(above)
            if call is not None and call.type == "call_expression":
                return False
    return True


def sole_value(target: Node) -> tuple[Node, int] | None:
    """The one expression on the right of the ``:=`` or ``=`` that ``target`` is on the left
    of, with its position among the targets (``v, err := f()`` gives ``f()`` and 0 for
    ``v``): pass a variable's declaring identifier for its declaration."""
    names = target.parent
    statement = names.parent if names is not None else None
    if statement is None or statement.type not in ("short_var_declaration", "assignment_statement"):
        return None
    left = syntax.expressions(statement.child_by_field_name("left"))
    right = syntax.expressions(statement.child_by_field_name("right"))
    if len(right) != 1 or target not in left:
        return None
    return right[0], left.index(target)


def first_value(target: Node) -> Node | None:
    """The one expression ``target`` takes the first result of (``ln, err := net.Listen(..)``
    gives the call for ``ln``), or its value when it is the only target."""
    sole = sole_value(target)
    return sole[0] if sole is not None and sole[1] == 0 else None


def made_value(var: Var, parent_of: ParentOf = TREE_PARENT) -> Node | None:
    """What a declaration binds to the variable: its own value, or the call whose first
    result it takes (``q, err := NewQueue()``)."""
    value = declared_value(var, parent_of)
    return value if value is not None else first_value(var.decl)


def int_value(
    node: Node | None, constants: dict[str, int], local: dict[str, int] | None = None
) -> int | None:
    """The value of a constant integer expression, when it is simple enough to know."""
    node = syntax.unparen(node)
    if node is None:
        return None
    if node.type == "int_literal":
        try:
            return int(syntax.text(node).replace("_", ""), 0)
        except ValueError:
            return None
    if node.type == "identifier":
        name = syntax.text(node)
        if local is not None and name in local:
            return local[name]
        return constants.get(name)
    if node.type == "unary_expression" and syntax.token(node, "-", "+"):
        operand = int_value(node.child_by_field_name("operand"), constants, local)
        if operand is None:
            return None
        return -operand if syntax.token(node, "-") else operand
    if node.type == "binary_expression":
        left = int_value(node.child_by_field_name("left"), constants, local)
        right = int_value(node.child_by_field_name("right"), constants, local)
        operator = syntax.token(node, "+", "-", "*")
        if left is None or right is None or operator is None:
            return None
        return {"+": left + right, "-": left - right, "*": left * right}[operator]
    if node.type == "call_expression" and syntax.call_name(node) in INTEGER_TYPES:
        args = syntax.call_arguments(node)
        return int_value(args[0], constants, local) if len(args) == 1 else None  # int32(0)
    return None


def _is_variadic(ident: Node) -> bool:
    return ident.parent is not None and ident.parent.type == "variadic_parameter_declaration"


def type_name(node: Node | None) -> str | None:
    """``T`` for ``T``, ``*T`` and ``T[X]``."""
    while node is not None and node.type in ("pointer_type", "generic_type", "parenthesized_type"):
        node = node.named_children[0] if node.named_children else None
    if node is not None and node.type == "type_identifier":
        return syntax.text(node)
    return None


def _channel_fields(struct: Node) -> dict[str, Node]:
    fields: dict[str, Node] = {}
    for declaration in captures("(field_declaration) @f", struct).get("f", []):
        kind = declaration.child_by_field_name("type")
        if kind is None or kind.type != "channel_type":
            continue
        for name in declaration.children_by_field_name("name"):
            fields[syntax.text(name)] = kind
    return fields


def _parents(leaves: Tokens, *types: str) -> list[Node]:
    """The parents of the tokens that are nodes of one of ``types``."""
    return [p for leaf in leaves if (p := leaves.parent(leaf)) is not None and p.type in types]


def _channel_make(leaf: Node, parent_of: ParentOf) -> Node | None:
    """The ``make(chan T, ...)`` call whose function is the identifier ``leaf``."""
    call = parent_of(leaf)
    if call is None or call.type != "call_expression" or leaf.type != "identifier":
        return None
    if call.child_by_field_name("function") != leaf:
        return None
    arguments = call.child_by_field_name("arguments")
    first = arguments.named_children[0] if arguments and arguments.named_child_count else None
    return call if first is not None and first.type == "channel_type" else None


def _start(node: Node) -> int:
    return node.start_byte


def _declared_specs(declaration: Node, kind: str) -> list[Node]:
    """The ``kind`` specs of a package-level declaration, grouped in parentheses or not."""
    found: list[Node] = []
    for child in declaration.named_children:
        if child.type == kind:
            found.append(child)
        elif child.type.endswith("_list"):  # import_spec_list, var_spec_list
            found.extend(c for c in child.named_children if c.type == kind)
    return found


def embedded_field_name(kind: Node) -> str:
    """The field name of an embedded type: ``Mutex`` for ``sync.Mutex`` or ``*sync.Mutex``."""
    while kind.type == "pointer_type" and kind.named_children:
        kind = kind.named_children[0]
    if kind.type == "qualified_type":
        return syntax.text(kind.child_by_field_name("name"))
    return syntax.text(kind)
