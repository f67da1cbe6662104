"""Go's function symbols, as tracebacks print them, taken apart.

``example.com/app/cache.(*store).put.func1`` is a function literal in the method ``put`` of
``*store`` in package ``example.com/app/cache``. The dots of the last path element are
escaped (``gopkg.in/yaml%2ev3``) so that the first dot after the last slash ends the package.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

_TYPE_ARGUMENTS = re.compile(r"\[[^\[\]]*\]")
_NESTED = re.compile(r"(?:func|gowrap|deferwrap)\d+$|\d+$")


@dataclass(frozen=True)
class Symbol:
    """Where a function is declared: package, receiver type and name."""

    package: str  # import path; "main" for a program's main package
    receiver: str | None  # the receiver's type name without `*` or type arguments
    name: str  # the declared function or method ("" for a package-level function literal)
    literal: bool  # a function literal (or a go/defer wrapper) inside ``name``


@cache
def parse_symbol(function: str) -> Symbol:
    """The declaration a traceback's function name refers to."""
    plain = function.removesuffix("-fm")
    while "[" in plain:
        stripped = _TYPE_ARGUMENTS.sub("", plain)
        if stripped == plain:
            break
        plain = stripped
    slash = plain.rfind("/")
    dot = plain.find(".", slash + 1)
    if dot == -1:
        return Symbol(plain.replace("%2e", "."), None, "", False)
    package = plain[:dot].replace("%2e", ".")
    rest = plain[dot + 1 :]
    if rest.startswith("("):
        close = rest.find(")")
        receiver = rest[1:close].lstrip("*")
        parts = rest[close + 2 :].split(".")
        return Symbol(package, receiver, parts[0], len(parts) > 1)
    parts = rest.split(".")
    if len(parts) > 1 and parts[1] and not _NESTED.match(parts[1]):
        return Symbol(package, parts[0], parts[1], len(parts) > 2)  # a value receiver
    if parts[0] == "glob" and len(parts) > 1 and not parts[1]:
        return Symbol(package, None, "", True)  # a literal in a package-level variable
    return Symbol(package, None, parts[0], len(parts) > 1)


def short_name(function: str) -> str:
    """The function without its package path: ``(*store).put.func1``."""
    slash = function.rfind("/")
    dot = function.find(".", slash + 1)
    return function if dot == -1 else function[dot + 1 :]


def is_standard_library(package: str) -> bool:
    """Standard-library packages have no dot in their first path element (``net/http``)."""
    first = package.split("/", 1)[0]
    return "." not in first and package != "main"
