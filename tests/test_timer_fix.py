"""GL303's fix, proven by Go with the timer semantics it is offered for (before Go 1.23)
and with today's: every fixed testdata program passes ``go vet`` and prints what the
original printed, and on a busy stream the one timer leaves nothing behind where each
``time.After`` left its timer in the heap. ``slow_handler_idle_timeout`` is there for the
drain: without the stop and drain in the other case, the old semantics leave the value of
a timer that fired during the handling in the channel, and the next ``select`` times out
at once (the program then prints a negative count).

The old semantics come from a Go toolchain older than 1.23 (Debian 12's golang-1.19-go,
which .ci/run installs; or $GOLEAKLINT_OLD_GO): Go 1.27 no longer has them at all.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from gotruth import TESTDATA, go_binary

from goleaklint import engine
from goleaklint.rule import Finding
from goleaklint.settings import Settings

GOLDENS = sorted((TESTDATA / "GL303").rglob("*.go.golden"))
BUSY_STREAM = TESTDATA / "GL303" / "go1.22" / "busy_stream_idle_timeout.go"
HEAP = re.compile(r"^heap-bytes (\d+)$", re.MULTILINE)


@dataclass(frozen=True)
class Run:
    stdout: str
    stderr: str


def _version(go: str) -> tuple[int, int] | None:
    done = subprocess.run([go, "version"], capture_output=True, text=True, check=False)
    found = re.search(r"go(\d+)\.(\d+)", done.stdout)
    return (int(found[1]), int(found[2])) if found else None


def old_go() -> str | None:
    """A toolchain with the timer semantics before Go 1.23."""
    configured = os.environ.get("GOLEAKLINT_OLD_GO")
    found = sorted(map(str, Path("/usr/lib").glob("go-1.*/bin/go")))
    candidates = [configured] if configured else found
    for go in candidates:
        version = _version(go) if Path(go).is_file() else None
        if version is not None and version < (1, 23):
            return go
    return None


def _toolchain(which: str) -> str:
    go = old_go() if which == "before-1.23" else go_binary()
    if go is None:
        if os.environ.get("CI"):
            pytest.fail(f"CI must have a Go toolchain {which} (see .ci/run)")
        pytest.skip(f"no Go toolchain {which}")
    return go


def _run_all(go: str, programs: dict[str, Path], workdir: Path) -> dict[str, Run]:
    """Vet, build and run each program as its own package of one module."""
    (workdir / "go.mod").write_text("module timerfix\n\ngo 1.19\n")
    for name, source in programs.items():
        (workdir / name).mkdir()
        shutil.copyfile(source, workdir / name / "main.go")
    env = dict(os.environ, GOTOOLCHAIN="local", GOFLAGS="-mod=mod", GO111MODULE="on")
    env["GOCACHE"] = str(workdir / ".cache")
    vet = subprocess.run([go, "vet", "./..."], cwd=workdir, env=env, capture_output=True, text=True)
    assert vet.returncode == 0, vet.stderr
    binaries = workdir / "bin"
    build = subprocess.run(
        [go, "build", "-o", f"{binaries}{os.sep}", "./..."],
        cwd=workdir,
        env=env,
        capture_output=True,
        text=True,
    )
    assert build.returncode == 0, build.stderr
    runs = {}
    for name in programs:
        done = subprocess.run(
            [str(binaries / name)], capture_output=True, text=True, timeout=120, check=False
        )
        assert done.returncode == 0, f"{name}: {done.stderr}"
        runs[name] = Run(done.stdout, done.stderr)
    return runs


@dataclass(frozen=True)
class Runs:
    """Every original and fixed program's run under one toolchain."""

    old_timers: bool  # the toolchain has the timer semantics before Go 1.23
    of: dict[str, Run]


@pytest.fixture(scope="module", params=["before-1.23", "current"])
def runs(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Runs:
    go = _toolchain(request.param)
    programs: dict[str, Path] = {}
    for index, golden in enumerate(GOLDENS):
        programs[f"original{index:02d}"] = golden.with_name(golden.name.removesuffix(".golden"))
        programs[f"fixed{index:02d}"] = golden
    version = _version(go)
    old = version is not None and version < (1, 23)
    return Runs(old, _run_all(go, programs, tmp_path_factory.mktemp("timerfix")))


def test_there_are_fixed_timer_loops() -> None:
    assert BUSY_STREAM.with_name(BUSY_STREAM.name + ".golden") in GOLDENS
    assert len(GOLDENS) >= 3


@pytest.mark.parametrize("index", range(len(GOLDENS)), ids=[g.name for g in GOLDENS])
def test_the_fixed_program_prints_what_the_original_printed(runs: Runs, index: int) -> None:
    original, fixed = runs.of[f"original{index:02d}"], runs.of[f"fixed{index:02d}"]
    assert original.stdout
    assert fixed.stdout == original.stdout


def test_one_timer_leaves_no_timers_in_the_heap(runs: Runs) -> None:
    """Before Go 1.23 the original keeps 100,000 pending timers (about 20 MB) until they
    fire; the fixed program keeps one. From Go 1.23 on, neither keeps them."""
    index = GOLDENS.index(BUSY_STREAM.with_name(BUSY_STREAM.name + ".golden"))
    heaps = {}
    for kind in ("original", "fixed"):
        found = HEAP.search(runs.of[f"{kind}{index:02d}"].stderr)
        assert found is not None
        heaps[kind] = int(found[1])
    assert heaps["fixed"] < 2_000_000, heaps
    if runs.old_timers:
        assert heaps["original"] > 10 * heaps["fixed"], heaps
    else:
        assert heaps["original"] < 2_000_000, heaps


LOOP = """package main

import "time"

func consume(events <-chan int, idle time.Duration) int {{
	n := 0
	for {{
{body}
	}}
}}
"""
SELECT = """		select {{
		case <-events:
			n++
		case <-{after}:
			return n
		}}"""


def _gl303(body: str, go_version: str = "1.22") -> list[Finding]:
    source = LOOP.format(body=body)
    result = engine.check_source("p/main.go", source.encode(), Settings(go_version=go_version))
    return [f for f in result.findings if f.rule_id == "GL303"]


def test_the_timer_fix_is_offered_for_a_select_case_before_go_1_23() -> None:
    (finding,) = _gl303(SELECT.format(after="time.After(idle)"))
    assert [f.title for f in finding.fixes] == [
        "Use one `time.NewTimer` in `timer`, re-armed with `Reset` before each `select`"
    ]


@pytest.mark.parametrize(
    "body",
    [
        # The channel is kept in a variable first.
        "\t\tt := time.After(idle)\n" + SELECT.format(after="t"),
        # The duration is worked out in the loop.
        "\t\td := idle * 2\n" + SELECT.format(after="time.After(d)"),
        # The duration calls a function: evaluating it once more before the loop could matter.
        SELECT.format(after="time.After(next(idle))"),
        # Two timeouts in one select.
        SELECT.format(after="time.After(idle)").replace(
            "case <-events:", "case <-time.After(2 * idle):\n\t\t\treturn -1\n\t\tcase <-events:"
        ),
        # A case with code on its own line.
        SELECT.format(after="time.After(idle)").replace(
            "case <-events:\n\t\t\tn++", "case <-events: n++"
        ),
    ],
)
def test_no_timer_fix_where_the_shape_does_not_allow_it(body: str) -> None:
    findings = _gl303(body)
    assert findings, "the time.After is still reported"
    assert all(not f.fixes for f in findings)


def test_no_timer_fix_in_a_function_with_a_goto() -> None:
    """``goto out`` would jump over the timer's declaration before the loop."""
    source = LOOP.format(body=SELECT.format(after="time.After(idle)"))
    source = source.replace("\tn := 0\n", "\tn := 0\n\tif idle == 0 {\n\t\tgoto out\n\t}\n")
    source = source.replace("\t}\n}\n", "\t}\nout:\n\treturn n\n}\n")
    result = engine.check_source("p/main.go", source.encode(), Settings(go_version="1.22"))
    findings = [f for f in result.findings if f.rule_id == "GL303"]
    assert findings
    assert all(not f.fixes for f in findings)


def test_no_timer_fix_from_go_1_23_on() -> None:
    (finding,) = _gl303(SELECT.format(after="time.After(idle)"), go_version="1.23")
    assert finding.severity.value == "note"
    assert not finding.fixes
