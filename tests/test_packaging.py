"""The wheel carries the rule docs, and an installed goleaklint reads them from there."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(out)],
        check=True,
        capture_output=True,
    )
    return next(out.glob("goleaklint-*.whl"))


def test_wheel_ships_every_rule_doc(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for doc in sorted((ROOT / "rules").glob("GL*.md")):
        assert f"goleaklint/_rules/{doc.name}" in names


def test_installed_wheel_reads_docs_from_itself(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--no-deps",
            "-q",
            "--target",
            str(target),
            str(wheel),
        ],
        check=True,
        capture_output=True,
    )
    code = (
        "import goleaklint.docs as d; from pathlib import Path;"
        "print(Path(str(d.docs_directory())).as_posix()); print(d.load_docs()['GL001'].name)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        check=True,
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(target), "PATH": ""},
    ).stdout.splitlines()
    assert out[0].endswith("goleaklint/_rules")
    assert str(target) in out[0]
    assert out[1] == "unreceived-channel-send"
