"""File names and messages made safe for a line of terminal text.

A file name may hold a newline (which would split ``path:line:col`` over two lines), other
control characters (an escape sequence that recolours the terminal) or bytes that are not
UTF-8 (Python keeps them as lone surrogates, which cannot be written to a UTF-8 stream).
Text output shows such a name as a double-quoted Go string literal, ``"bad\\nname.go"``,
with each undecodable byte as ``\\xNN``; every other name is shown as it is. JSON and SARIF
carry the exact name instead (see their modules).
"""

from __future__ import annotations

_NAMED = {"\a": "\\a", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\v": "\\v"}
_SURROGATE_ESCAPES = range(0xDC80, 0xDD00)  # os.fsdecode's stand-ins for bytes 0x80-0xFF


def path(name: str) -> str:
    """``name`` as it is when every character is printable, else quoted and escaped."""
    if name.isprintable() and not name.startswith('"'):
        return name
    inner = name.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{text(inner)}"'


def text(message: str) -> str:
    """``message`` with each non-printable character escaped (``\\n``, ``\\x1b``, ``\\xff``
    for an undecodable byte), so that it stays on one line and can always be encoded."""
    if message.isprintable():
        return message
    return "".join(ch if ch.isprintable() else _escape(ch) for ch in message)


def _escape(ch: str) -> str:
    code = ord(ch)
    if ch in _NAMED:
        return _NAMED[ch]
    if code in _SURROGATE_ESCAPES:
        return f"\\x{code - 0xDC00:02x}"
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"
