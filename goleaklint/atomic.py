"""Replace a file's content all at once: readers see the old bytes or the new, never half."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path


def write_atomically(path: Path, data: bytes, *, keep_mode: bool = True) -> None:
    """Write ``data`` to a temporary file beside ``path``, then rename it over ``path``.

    With ``keep_mode`` the file must exist and keeps its permission bits; otherwise the new
    file is private to the user (``mkstemp``'s 0600). On any failure the temporary file is
    removed and the error raised.
    """
    mode = stat.S_IMODE(os.stat(path).st_mode) if keep_mode else None
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        if mode is not None:
            os.chmod(temporary, mode)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
