"""Read a file only if it is a regular file, without ever blocking on anything else.

Checking with ``stat`` and then opening leaves a gap in which the file can be swapped for a
FIFO, and opening a FIFO for reading waits for a writer forever. So the file is opened
first, without blocking (``O_NONBLOCK``), and the open descriptor is checked with
``fstat``: what is read is what was checked.
"""

from __future__ import annotations

import errno
import io
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager

_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)
_CHUNK = 1 << 20


class NotRegularFile(OSError):
    """The path names a directory, FIFO, socket or device: nothing was read from it."""

    def __init__(self, path: str | os.PathLike[str], kind: str) -> None:
        code = errno.EISDIR if kind == "a directory" else errno.EINVAL
        super().__init__(code, f"not a regular file ({kind})", os.fspath(path))
        self.kind = kind


class TooLarge(OSError):
    """The file holds more than the caller's limit; ``size`` is how much (at least)."""

    def __init__(self, path: str | os.PathLike[str], size: int) -> None:
        super().__init__(errno.EFBIG, "file too large", os.fspath(path))
        self.size = size


def read_regular(path: str | os.PathLike[str], limit: int | None = None) -> bytes:
    """The bytes of the regular file at ``path`` (symbolic links followed).

    Raises :class:`NotRegularFile` for anything else, :class:`TooLarge` when the file has
    more than ``limit`` bytes (checked before reading, and again on what was read, for a
    file that grows meanwhile), and ``OSError`` when it cannot be opened or read.
    """
    with open_regular(path) as (handle, info):
        if limit is not None and info.st_size > limit:
            raise TooLarge(path, info.st_size)
        data = _read_all(handle, info.st_size, None if limit is None else limit + 1)
    if limit is not None and len(data) > limit:
        raise TooLarge(path, len(data))
    return data


@contextmanager
def open_regular(path: str | os.PathLike[str]) -> Iterator[tuple[io.FileIO, os.stat_result]]:
    """The regular file at ``path``, open for reading (unbuffered), with its ``fstat``;
    :class:`NotRegularFile` for anything else, found without blocking."""
    descriptor = os.open(path, _FLAGS)
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(path, file_kind(info.st_mode))
        handle = io.FileIO(descriptor, "rb")  # from here on, closing it closes the descriptor
    except BaseException:
        os.close(descriptor)
        raise
    with handle:
        yield handle, info


def _read_all(handle: io.FileIO, size: int, most: int | None) -> bytes:
    """Everything up to ``most`` bytes (all of it for None) from an unbuffered file.

    The first read asks for one byte more than ``size`` (what ``fstat`` said), so a file
    that has not changed is read in one call into a buffer of its own size: a fixed large
    buffer costs more than reading a small file. A short read of a regular file is its end.
    """
    chunks: list[bytes] = []
    total = 0
    first = size + 1
    while most is None or total < most:
        want = first if first else _CHUNK
        first = 0
        if most is not None:
            want = min(want, most - total)
        chunk = handle.read(want)
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
        if len(chunk) < want:
            break
    return b"".join(chunks)


def file_kind(mode: int) -> str:
    """What a non-regular file is, in words."""
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a file"
