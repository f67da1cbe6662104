"""A result cache per package, keyed on everything that can change the findings.

The key hashes the content and display path of every file of the package, which of them
are reported on, the settings, the Go version in force, and the analyzer's own code, so a
changed file, option or goleaklint version can never serve a stale result. Entries live
under the user cache directory, as JSON (data only: reading an entry runs no code, whoever
wrote it) with their key and the SHA-256 of their content inside, both checked on every
read. An entry that is missing, unreadable, not a regular file, truncated, corrupt or
another key's is never used: the package is analysed again and the entry rewritten.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Sequence
from functools import cache
from pathlib import Path

import goleaklint
from goleaklint import codec
from goleaklint.atomic import write_atomically
from goleaklint.readfile import read_regular
from goleaklint.results import CheckResult

FORMAT = "goleaklint-cache/1"
MAX_ENTRY_SIZE = 64 << 20  # larger files in the cache directory are not entries
MAX_HEADER_SIZE = 512


def cache_directory() -> Path:
    """Where entries live: ``$GOLEAKLINT_CACHE_DIR``, else the XDG user cache directory."""
    explicit = os.environ.get("GOLEAKLINT_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "goleaklint"


@cache
def code_fingerprint() -> str:
    """A hash of goleaklint's version and the source of its modules (every ``*.py`` of the
    package; the rule docs change no finding): a new analyzer means new keys."""
    digest = hashlib.sha256(goleaklint.__version__.encode())
    package = Path(goleaklint.__file__).parent
    for path in sorted(package.rglob("*.py")):
        digest.update(path.relative_to(package).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def package_key(
    files: Sequence[tuple[str, bytes]],
    report_on: frozenset[str],
    settings_repr: str,
    version: str | None,
) -> str:
    """The cache key of one package's analysis."""
    digest = hashlib.sha256(code_fingerprint().encode())
    digest.update(settings_repr.encode())
    digest.update((version or "newest").encode())
    for path, content in sorted(files):
        name = path.encode("utf-8", errors="surrogateescape")  # a name may not be UTF-8
        digest.update(b"\0file\0" + name + b"\0" + hashlib.sha256(content).digest())
        digest.update(b"\1" if path in report_on else b"\0")
    return digest.hexdigest()


def entry_path(key: str) -> Path:
    """Where the entry of ``key`` lives."""
    return cache_directory() / key[:2] / f"{key[2:]}.json"


def load(key: str) -> CheckResult | None:
    """The stored result of ``key``, or None when there is none or it cannot be trusted
    (then the package is simply analysed again)."""
    try:
        data = read_regular(entry_path(key), MAX_ENTRY_SIZE)
    except OSError:  # missing, unreadable, too big, or not a regular file (never opened)
        return None
    return decode_entry(key, data)


def store(key: str, result: CheckResult) -> None:
    """Write an entry atomically (a concurrent reader sees the old entry or the new one,
    never half of one); a cache that cannot be written is silently skipped. A result that
    cannot be encoded raises: that is a bug in goleaklint, not in the cache."""
    data = encode_entry(key, result)
    folder = cache_directory() / key[:2]
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_atomically(entry_path(key), data, keep_mode=False)
    except OSError:  # the cache only saves time: the result stands without it
        return


def encode_entry(key: str, result: CheckResult) -> bytes:
    """A header line naming the format, the key and the SHA-256 of the payload, then the
    payload: the result as JSON."""
    payload = json.dumps(codec.encode(result), separators=(",", ":")).encode("ascii")
    header = {"format": FORMAT, "key": key, "sha256": hashlib.sha256(payload).hexdigest()}
    return json.dumps(header, separators=(",", ":")).encode("ascii") + b"\n" + payload


def decode_entry(key: str, data: bytes) -> CheckResult | None:
    """The result in an entry, if the entry is whole and is the entry of ``key``: a flipped
    byte, a truncated file or an entry copied over another key gives None."""
    header_end = data.find(b"\n", 0, MAX_HEADER_SIZE)
    if header_end == -1:
        return None
    payload = data[header_end + 1 :]
    try:
        header = json.loads(data[:header_end])
        if not isinstance(header, dict) or header.get("format") != FORMAT:
            return None
        if header.get("key") != key:
            return None
        if header.get("sha256") != hashlib.sha256(payload).hexdigest():
            return None
        return codec.decode(CheckResult, json.loads(payload))
    except (ValueError, RecursionError):  # not JSON, or not a result (codec.CodecError)
        return None
