"""Directory trees thousands of levels deep, made and removed without recursion
(``os.makedirs`` and ``shutil.rmtree`` recurse, and would fail on them)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def deep_tree(root: Path, depth: int) -> Iterator[Path]:
    """``root/d/d/.../d``, ``depth`` levels below ``root``; yields the bottom directory and
    removes the whole tree (whatever the test put in it) afterwards."""
    root.mkdir()
    bottom = root
    for _ in range(depth):
        bottom = bottom / "d"
        bottom.mkdir()
    try:
        yield bottom
    finally:
        remove_tree(root)


def remove_tree(root: Path) -> None:
    """Remove a tree, deepest entries first, with a stack instead of recursion (symbolic
    links are removed, never followed)."""
    pending = [(root, False)]
    while pending:
        path, emptied = pending.pop()
        if emptied:
            path.rmdir()
            continue
        pending.append((path, True))
        with os.scandir(path) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    pending.append((Path(entry.path), False))
                else:
                    os.unlink(entry.path)
