"""A result cache per package, keyed on everything that can change the findings.

The key hashes the content and display path of every file of the package, which of them
are reported on, the settings, the Go version in force, and the analyzer's own code, so a
changed file, option or goleaklint version can never serve a stale result. Entries live
under the user cache directory; a broken or unreadable entry is simply recomputed.
"""

from __future__ import annotations

import hashlib
import os
import pickle
from collections.abc import Sequence
from functools import cache
from pathlib import Path

import goleaklint
from goleaklint.atomic import write_atomically
from goleaklint.results import CheckResult


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
        digest.update(b"\0file\0" + path.encode() + b"\0" + hashlib.sha256(content).digest())
        digest.update(b"\1" if path in report_on else b"\0")
    return digest.hexdigest()


def load(key: str) -> CheckResult | None:
    """The stored result, or None when there is none or it cannot be used (then the package
    is simply analysed again)."""
    path = cache_directory() / key[:2] / f"{key[2:]}.pickle"
    try:
        with path.open("rb") as handle:
            found = pickle.load(handle)
    except Exception:  # missing, unreadable, truncated, corrupt or from another version
        return None
    return found if isinstance(found, CheckResult) else None


def store(key: str, result: CheckResult) -> None:
    """Write an entry atomically; a cache that cannot be written is silently skipped."""
    folder = cache_directory() / key[:2]
    try:
        data = pickle.dumps(result, protocol=pickle.HIGHEST_PROTOCOL)
        folder.mkdir(parents=True, exist_ok=True)
        write_atomically(folder / f"{key[2:]}.pickle", data, keep_mode=False)
    except Exception:  # the cache only saves time: the result stands without it
        return
