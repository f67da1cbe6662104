"""Result values as plain JSON data and back, derived from their dataclass fields.

Only data goes through here (no code runs on decoding, unlike pickle). The mapping follows
the declared types: a dataclass is an object of its fields, an enum its value, a tuple or
list an array, ``X | None`` either. Decoding is strict: every field must be there with a
value of its declared type, and nothing else, or :class:`CodecError` is raised. A value
or declared type the codec does not know raises ``TypeError`` when encoding, so a field
added to a result type either round-trips exactly or fails loudly in the test suite.
"""

from __future__ import annotations

import dataclasses
import types
from enum import Enum
from functools import cache
from typing import Any, TypeVar, Union, get_args, get_origin, get_type_hints

T = TypeVar("T")
JSON = None | bool | int | str | list["JSON"] | dict[str, "JSON"]


class CodecError(ValueError):
    """Data that does not describe a value of the expected type."""


def encode(value: object) -> JSON:
    """``value`` as JSON-ready data; ``TypeError`` for anything not listed above."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, Enum):  # before str and int: a StrEnum is a str
        return encode(value.value)
    if isinstance(value, str | int):
        return value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, list | tuple):
        return [encode(item) for item in value]
    if isinstance(value, dict):
        if not all(isinstance(key, str) for key in value):
            raise TypeError("only dicts with str keys can be encoded")
        return {key: encode(item) for key, item in value.items()}
    raise TypeError(f"cannot encode a value of type {type(value).__name__}")


def decode(kind: type[T], data: JSON) -> T:
    """The value of type ``kind`` that :func:`encode` turned into ``data``."""
    value: T = _decode(kind, data)
    return value


def _decode(kind: Any, data: JSON) -> Any:
    origin = get_origin(kind)
    if kind is type(None):
        return _expect(data is None, kind, data, None)
    if origin in (Union, types.UnionType):
        return _decode_optional(kind, data)
    if kind is bool:
        return _expect(isinstance(data, bool), kind, data, data)
    if kind is int:
        return _expect(isinstance(data, int) and not isinstance(data, bool), kind, data, data)
    if kind is str:
        return _expect(isinstance(data, str), kind, data, data)
    if isinstance(kind, type) and issubclass(kind, Enum):
        try:
            return kind(data)
        except ValueError as exc:
            raise CodecError(f"{data!r} is not a {kind.__name__}") from exc
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return _decode_dataclass(kind, data)
    if origin in (tuple, list):
        return _decode_sequence(kind, origin, data)
    if origin is dict:
        key_type, value_type = get_args(kind)
        if key_type is not str:
            raise TypeError(f"cannot decode {kind}: keys must be str")
        if not isinstance(data, dict):
            raise CodecError(f"expected an object for {kind}, got {type(data).__name__}")
        return {key: _decode(value_type, item) for key, item in data.items()}
    raise TypeError(f"cannot decode a value of type {kind}")


def _expect(ok: bool, kind: Any, data: JSON, value: Any) -> Any:
    if not ok:
        raise CodecError(f"expected {getattr(kind, '__name__', kind)}, got {data!r:.40}")
    return value


def _decode_optional(kind: Any, data: JSON) -> Any:
    others = [arg for arg in get_args(kind) if arg is not type(None)]
    if len(others) != 1:
        raise TypeError(f"cannot decode {kind}: only `X | None` unions are supported")
    if data is None:
        return None
    return _decode(others[0], data)


def _decode_sequence(kind: Any, origin: type, data: JSON) -> Any:
    args = get_args(kind)
    if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
        raise TypeError(f"cannot decode {kind}: only `tuple[X, ...]` is supported")
    if not isinstance(data, list):
        raise CodecError(f"expected an array for {kind}, got {type(data).__name__}")
    items = [_decode(args[0], item) for item in data]
    return tuple(items) if origin is tuple else items


def _decode_dataclass(kind: type, data: JSON) -> Any:
    if not isinstance(data, dict):
        raise CodecError(f"expected an object for {kind.__name__}, got {type(data).__name__}")
    hints = _field_types(kind)
    if set(data) != set(hints):
        raise CodecError(f"the fields of {kind.__name__} are {sorted(hints)}, not {sorted(data)}")
    return kind(**{name: _decode(hints[name], data[name]) for name in hints})


@cache
def _field_types(kind: type) -> dict[str, Any]:
    """The declared type of each field of a dataclass (string annotations resolved)."""
    hints = get_type_hints(kind)
    fields = dataclasses.fields(kind)
    if any(not f.init for f in fields):
        raise TypeError(f"cannot decode {kind.__name__}: it has fields outside __init__")
    return {f.name: hints[f.name] for f in fields}
