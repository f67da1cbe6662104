"""Reading only regular files, never blocking on anything else."""

from __future__ import annotations

import os
import socket
import threading
from pathlib import Path

import pytest

from goleaklint.readfile import NotRegularFile, TooLarge, read_regular


def read_in_time(path: Path, limit: int | None = None) -> bytes | OSError:
    """``read_regular`` in a thread, failing the test (not hanging it) if it blocks."""
    outcome: list[bytes | OSError] = []

    def run() -> None:
        try:
            outcome.append(read_regular(path, limit))
        except OSError as exc:
            outcome.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(timeout=30)
    assert not worker.is_alive(), "blocked"
    return outcome[0]


def test_a_regular_file_and_a_link_to_one(tmp_path: Path) -> None:
    (tmp_path / "x.go").write_bytes(b"package p\n" * 200_000)
    (tmp_path / "link.go").symlink_to(tmp_path / "x.go")
    assert read_in_time(tmp_path / "x.go") == b"package p\n" * 200_000
    assert read_in_time(tmp_path / "link.go") == b"package p\n" * 200_000


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.go")
    refused = read_in_time(tmp_path / "pipe.go")
    assert isinstance(refused, NotRegularFile) and refused.kind == "a named pipe"


def test_a_directory_a_socket_and_a_device_are_refused(tmp_path: Path) -> None:
    assert isinstance(read_in_time(tmp_path), NotRegularFile)
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(tmp_path / "s.go"))
        refused = read_in_time(tmp_path / "s.go")
    assert isinstance(refused, OSError)  # a socket cannot even be opened like a file
    device = read_in_time(Path("/dev/null"))
    assert isinstance(device, NotRegularFile) and device.kind == "a device"


def test_the_size_limit(tmp_path: Path) -> None:
    (tmp_path / "x.go").write_bytes(b"x" * 11)
    assert read_regular(tmp_path / "x.go", 11) == b"x" * 11
    with pytest.raises(TooLarge) as raised:
        read_regular(tmp_path / "x.go", 10)
    assert raised.value.size == 11


def test_missing_and_looping_paths_raise_os_errors(tmp_path: Path) -> None:
    (tmp_path / "loop.go").symlink_to(tmp_path / "loop.go")
    for name in ("gone.go", "loop.go"):
        with pytest.raises(OSError):
            read_regular(tmp_path / name)
