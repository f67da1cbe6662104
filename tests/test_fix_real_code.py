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
# Packages of the tuning corpora where goleaklint offers fixes, the Go version they are
# checked at (None: their go.mod's, or the newest) and rules whose fixes must apply there.
# GL303's fix (one timer per loop) is for packages at a Go version before 1.23.
PACKAGES = (
    ("go.etcd.io/etcd/raft", None, ("GL303",)),  # timers
    ("github.com/marten-seemann/qtls-go1-19", None, ("GL001",)),  # stop channels, buffers
    ("github.com/godbus/dbus", None, ("GL101", "GL303")),  # defer wg.Done(), timers
    ("github.com/xtaci/smux", None, ("GL001",)),  # buffers
    ("github.com/rabbitmq/amqp091-go", None, ("GL001", "GL303")),  # safe and unsafe buffers
    ("github.com/opencontainers/runc/libcontainer", None, ("GL001",)),  # a generator's buffer
    ("github.com/containerd/containerd/sys/reaper", "1.22", ("GL303",)),
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


def _fixed(directory: Path, go_version: str | None) -> tuple[dict[str, bytes], set[str]]:
    """The fixed files of a package, and the rules whose findings were fixed."""
    settings = Settings(go_version=go_version)

    def check(overrides: Mapping[str, bytes]) -> CheckResult:
        return engine.check_paths([str(directory)], settings, overrides, jobs=1)

    outcome = fix_paths(check, lambda path: Path(path).read_bytes(), unsafe=True)
    rules = {rule for rule, *_ in outcome.fixed_findings}
    return {path: new for path, (_, new) in outcome.changed().items()}, rules


@pytest.mark.parametrize(("package", "go_version", "expected"), PACKAGES)
def test_fixed_real_package_still_vets(
    package: str, go_version: str | None, expected: tuple[str, ...], tmp_path: Path, go_cache: Path
) -> None:
    go = go_binary()
    directory = GOCODE / package
    if go is None or not directory.is_dir():
        pytest.skip(f"needs Go and the Debian package of {package}")
    fixed, rules = _fixed(directory, go_version)
    assert fixed, f"no fix applies to {package} any more: pick another package"
    missing = set(expected) - rules
    assert not missing, f"no {missing} fix applies to {package} any more: pick another package"
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
