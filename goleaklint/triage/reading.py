"""Turn the bytes of a dump into a :class:`Dump`: pick the form, refuse what is not text."""

from __future__ import annotations

import gzip
import zlib

from goleaklint.triage.dump import Dump, DumpError
from goleaklint.triage.profiles import is_profile, parse_profile
from goleaklint.triage.tracebacks import parse_tracebacks

GZIP_MAGIC = b"\x1f\x8b"
HOW_TO_GET_TEXT = (
    "goleaklint reads the text forms: ask for `/debug/pprof/goroutineleak?debug=2` (or "
    "`?debug=1`, or `/debug/pprof/goroutine?debug=2`), call "
    '`pprof.Lookup("goroutineleak").WriteTo(w, 2)`, or send the process SIGQUIT'
)


def read_dump(data: bytes) -> Dump:
    """The goroutines in ``data``; raises :class:`DumpError` when none can be read."""
    if data.startswith(GZIP_MAGIC):
        data = _gunzip(data)
    if b"\0" in data[:4096]:
        raise DumpError(
            f"this is binary data, perhaps a pprof profile (debug=0); {HOW_TO_GET_TEXT}"
        )
    text = data.decode("utf-8", errors="surrogateescape")  # file names as their bytes
    first = next((line for line in text.splitlines() if line.strip()), "")
    dump = parse_profile(text.lstrip("\n")) if is_profile(first) else parse_tracebacks(text)
    if not dump.goroutines and not _announces_empty_profile(first):
        raise DumpError(
            "no goroutine found: expected a traceback (`goroutine 1 [running]:`) or a "
            "debug=1 profile (`goroutine profile: total 3`)"
        )
    return dump


def _gunzip(data: bytes) -> bytes:
    """Uncompress a gzip file. A gzip-compressed pprof profile (debug=0) is refused."""
    try:
        inner = gzip.decompress(data)
    except (OSError, EOFError, zlib.error) as exc:
        raise DumpError(f"gzip data that cannot be uncompressed: {exc}") from None
    if b"\0" in inner[:4096] or not _is_text(inner[:4096]):
        raise DumpError(f"this is a binary pprof profile (debug=0); {HOW_TO_GET_TEXT}")
    return inner


def _is_text(head: bytes) -> bool:
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start > len(head) - 4  # a character cut at the end of the sample
    return True


def _announces_empty_profile(first: str) -> bool:
    """``goroutineleak profile: total 0`` is a dump, with nothing in it."""
    return is_profile(first) and first.strip().endswith(" total 0")
