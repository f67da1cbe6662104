"""GoKer recall: goleaklint on each kernel of Go's own blocking-bug benchmark, scored against
what Go's ``goroutineleak`` profile says when the kernel runs.

Usage: ``python benchmarks/goker.py [--runs N] [--json OUT]``.

The kernels ship with Go in ``$(go env GOROOT)/src/runtime/testdata/testgoroutineleakprofile/
goker/``. The script builds them into one program, runs every kernel ``--runs`` times (the
bugs depend on interleavings, so a leak may show on some runs only) and reads, from the
profile each run prints, the line of the kernel's file where every leaked goroutine blocks and
its wait reason. Those are the labels: nothing is written by hand.

Each kernel is then analysed alone in a folder of its own. A kernel counts as found when a
finding lies within ``SLACK`` lines of a line where Go saw a goroutine blocked; findings
elsewhere are listed as stray. Kernels are split by what their leaked goroutines wait on:

* **channel/WaitGroup/Cond**: some goroutine waits on a channel, a select, a WaitGroup or a
  Cond, and none waits on a mutex;
* **mutex-only**: every leaked goroutine waits on a Mutex or RWMutex;
* **blocked-while-locked**: both kinds at once (one goroutine blocks on a channel or a
  WaitGroup while another waits for a lock, typically the one the first holds).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from goleaklint import engine
from goleaklint.settings import Settings

SLACK = 2
RUN_TIMEOUT = 20.0
REGISTER = re.compile(r'register\("(\w+)",\s*(\w+)\)')
HEADER = re.compile(r"^goroutine \d+ \[([^\]]*)\]:")
FRAME = re.compile(r"^\t(\S+\.go):(\d+)")
MUTEX_WAITS = ("sync.Mutex.Lock", "sync.RWMutex.Lock", "sync.RWMutex.RLock")
FAMILIES = ("channel/WaitGroup/Cond", "mutex-only", "blocked-while-locked")


@dataclass
class Kernel:
    name: str
    file: Path
    leaks: dict[int, set[str]] = field(default_factory=dict)  # line -> wait reasons
    findings: list[tuple[int, str]] = field(default_factory=list)  # (line, rule)

    @property
    def family(self) -> str | None:
        reasons = {r for rs in self.leaks.values() for r in rs}
        if not reasons:
            return None
        mutex = {r for r in reasons if r.startswith(MUTEX_WAITS)}
        if mutex == reasons:
            return "mutex-only"
        return "blocked-while-locked" if mutex else "channel/WaitGroup/Cond"

    def near_leak(self, line: int) -> bool:
        return any(abs(line - leak) <= SLACK for leak in self.leaks)

    @property
    def found(self) -> bool:
        return any(self.near_leak(line) for line, _ in self.findings)

    @property
    def stray(self) -> list[tuple[int, str]]:
        return [(line, rule) for line, rule in self.findings if not self.near_leak(line)]


def go_command() -> str:
    beside = Path(sys.executable).parent / "go"
    return str(beside) if beside.exists() else shutil.which("go") or "go"


def goker_dir(go: str) -> Path:
    out = subprocess.run([go, "env", "GOROOT"], capture_output=True, text=True, check=True)
    return Path(out.stdout.strip()) / "src/runtime/testdata/testgoroutineleakprofile/goker"


def kernels(source: Path) -> list[Kernel]:
    found: list[Kernel] = []
    for path in sorted(source.glob("*.go")):
        for name, _ in REGISTER.findall(path.read_text()):
            found.append(Kernel(name, path))
    return found


def build(go: str, source: Path, work: Path) -> Path:
    module = work / "goker"
    shutil.copytree(source, module)
    (module / "go.mod").write_text("module goker\n\ngo 1.27\n")
    binary = work / "goker.bin"
    env = dict(os.environ, GOTOOLCHAIN="local", GOFLAGS="-mod=mod")
    subprocess.run([go, "build", "-o", str(binary), "."], cwd=module, env=env, check=True)
    return binary


def leaked(profile: str, file_name: str) -> dict[int, set[str]]:
    """Line of ``file_name`` where each leaked goroutine blocks (its innermost frame there)."""
    leaks: dict[int, set[str]] = defaultdict(set)
    for block in profile.split("\n\n"):
        lines = block.strip().splitlines()
        header = HEADER.match(lines[0]) if lines else None
        if header is None or "(leaked)" not in header.group(1):
            continue
        reason = header.group(1).split(" (leaked)")[0].split(",")[0]
        for line in lines[1:]:
            frame = FRAME.match(line)
            if frame and Path(frame.group(1)).name == file_name:
                leaks[int(frame.group(2))].add(reason)
                break
    return leaks


def label(binary: Path, kernel: Kernel, runs: int) -> None:
    for _ in range(runs):
        try:
            proc = subprocess.run(
                [str(binary), kernel.name], capture_output=True, text=True, timeout=RUN_TIMEOUT
            )
        except subprocess.TimeoutExpired:
            continue
        for line, reasons in leaked(proc.stdout + proc.stderr, kernel.file.name).items():
            kernel.leaks.setdefault(line, set()).update(reasons)


def analyse(kernel: Kernel, work: Path) -> None:
    folder = work / "alone" / kernel.name
    folder.mkdir(parents=True)
    shutil.copyfile(kernel.file, folder / kernel.file.name)
    result = engine.check_paths([str(folder)], Settings(), jobs=1)
    kernel.findings = [(f.span.start.line, f.rule_id) for f in result.findings]


def report(all_kernels: list[Kernel]) -> dict[str, object]:
    by_family: dict[str, list[Kernel]] = {f: [] for f in FAMILIES}
    unlabelled = [k.name for k in all_kernels if k.family is None]
    for kernel in all_kernels:
        if kernel.family is not None:
            by_family[kernel.family].append(kernel)
    print(f"{'family':24} {'kernels':>7} {'found':>5} {'recall':>7}")
    summary: dict[str, object] = {}
    for family, members in by_family.items():
        hits = sum(k.found for k in members)
        share = hits / len(members) if members else 0.0
        print(f"{family:24} {len(members):7} {hits:5} {share:7.0%}")
        summary[family] = {
            "kernels": len(members),
            "found": sorted(k.name for k in members if k.found),
            "missed": sorted(k.name for k in members if not k.found),
        }
    print(f"no leak seen in any run: {len(unlabelled)} ({', '.join(unlabelled) or '-'})")
    strays = [(k.name, line, rule) for k in all_kernels for line, rule in k.stray]
    print(f"stray findings: {len(strays)}")
    for name, line, rule in strays:
        print(f"  {name}:{line} {rule}")
    summary["unlabelled"] = unlabelled
    summary["stray"] = strays
    summary["kernels"] = {
        k.name: {
            "file": k.file.name,
            "family": k.family,
            "leaks": {str(line): sorted(r) for line, r in sorted(k.leaks.items())},
            "findings": k.findings,
        }
        for k in all_kernels
    }
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each kernel (flaky leaks)")
    parser.add_argument("--json", type=Path, help="write the labels and findings here")
    args = parser.parse_args()
    go = go_command()
    source = goker_dir(go)
    found = kernels(source)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        binary = build(go, source, work)
        for kernel in found:
            label(binary, kernel, args.runs)
            analyse(kernel, work)
    summary = report(found)
    if args.json is not None:
        args.json.write_text(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()
