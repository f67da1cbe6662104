"""Fixes on real code keep it building: every fix offered (unsafe ones too) is applied to
packages of Debian's Go source tree, and ``go vet`` of the fixed package, tests included,
reports nothing the original did not (a type error would be new). The packages are built
in GOPATH mode against ``/usr/share/gocode``, the fixed files laid over the originals with
Go's ``-overlay`` (nothing is written there); without the Debian packages or Go the test is
skipped.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from collections.abc import Mapping
from pathlib import Path

import pytest
from gotruth import go_binary

from goleaklint import engine
from goleaklint.fix import fix_paths
from goleaklint.results import CheckResult
from goleaklint.settings import Settings

GOCODE = Path("/usr/share/gocode/src")
# Packages of the tuning corpora where goleaklint offers fixes, among them stop channels,
# deferred closes and buffers.
PACKAGES = (
    "go.etcd.io/etcd/raft",  # stop channels
    "github.com/godbus/dbus",  # defer wg.Done()
    "github.com/xtaci/smux",  # buffers
    "github.com/rabbitmq/amqp091-go",  # buffers, safe and unsafe
)
DIAGNOSTIC = re.compile(r"^\S*?([^/\s]+\.go):\d+:\d+: (.*)$")


@pytest.fixture(scope="module")
def go_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A build cache of this session's own: vet's cached answers name the files they were
    computed for, and an earlier session's overlay files had other names."""
    return tmp_path_factory.mktemp("gocache")


def _vet(go: str, cache: Path, package: str, overlay: Path | None = None) -> set[str]:
    """``go vet``'s messages, without directories and positions; with ``overlay``, a Go
    ``-overlay`` file that puts the fixed files in place of the originals."""
    environment = {
        **os.environ,
        "GOCACHE": str(cache),
        "GO111MODULE": "off",
        "GOPATH": str(GOCODE.parent),
        "GOFLAGS": "",
        "GOTOOLCHAIN": "local",
    }
    flags = [f"-overlay={overlay}"] if overlay is not None else []
    done = subprocess.run(
        [go, "vet", *flags, package], capture_output=True, text=True, env=environment, timeout=600
    )
    messages: set[str] = set()
    for line in done.stderr.splitlines():
        found = DIAGNOSTIC.match(line.strip())
        messages.add(f"{found[1]}: {found[2]}" if found else line.strip())
    return messages - {""}


def _fixed(directory: Path) -> dict[str, bytes]:
    def check(overrides: Mapping[str, bytes]) -> CheckResult:
        return engine.check_paths([str(directory)], Settings(), overrides, jobs=1)

    outcome = fix_paths(check, lambda path: Path(path).read_bytes(), unsafe=True)
    return {path: new for path, (_, new) in outcome.changed().items()}


@pytest.mark.parametrize("package", PACKAGES)
def test_fixed_real_package_still_vets(package: str, tmp_path: Path, go_cache: Path) -> None:
    go = go_binary()
    directory = GOCODE / package
    if go is None or not directory.is_dir():
        pytest.skip(f"needs Go and the Debian package of {package}")
    fixed = _fixed(directory)
    assert fixed, f"no fix applies to {package} any more: pick another package"
    replace = {}
    for index, (path, content) in enumerate(sorted(fixed.items())):
        replacement = tmp_path / str(index) / Path(path).name  # vet names it as the original
        replacement.parent.mkdir()
        replacement.write_bytes(content)
        replace[str(Path(path).resolve())] = str(replacement)
    overlay = tmp_path / "overlay.json"
    overlay.write_text(json.dumps({"Replace": replace}))
    original = _vet(go, go_cache, package)
    assert not [m for m in original if m.startswith("# ")], f"{package} does not build: {original}"
    after = _vet(go, go_cache, package, overlay)
    assert after <= original, f"new go vet messages after fixing: {sorted(after - original)}"
