"""Hostile input, with a fixed seed: mutants of the testdata (flipped bytes, truncations,
lines duplicated, removed or swapped, stray tokens) and pathological files (each construct
nested deep, many goroutines, long lines) never crash the analysis, never give GL999, stay
within a work bound, round-trip through the result cache, and their fixes never break a
file that parsed.

The work bound counts function calls (Python and C calls, through ``sys.setprofile``), not
seconds: a file may cost at most ``BASE_CALLS`` plus ``CALLS_PER_BYTE`` per byte of source,
an envelope that holds the most expensive testdata file about twice over. An analysis
that runs past its bound is stopped there (so a runaway search fails the test instead of
hanging it). Work done inside one C call, such as a tree-sitter ``parent`` walk, is not
counted: ``benchmarks/pathological.py`` times each construct to thousands of levels, and
``tests/test_linear_cost.py`` checks that the counted work grows linearly with the depth.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from pathological_sources import GENERATORS
from workbound import OverBudget, work_bound

from goleaklint import cache, codec, engine
from goleaklint.fix import MAX_ROUNDS, fix_paths
from goleaklint.gofile import GoFile
from goleaklint.results import CheckResult

SEED = 17
TESTDATA_MUTANTS = 300
MUTANTS_PER_PATHOLOGICAL_FILE = 5
BASE_CALLS = 50_000
CALLS_PER_BYTE = 200
TESTDATA = Path(__file__).resolve().parent.parent / "testdata"
SOURCES = sorted(TESTDATA.rglob("*.go"))

# Deep enough that a cost growing faster than the source, or Python recursion along a
# nesting or a call chain, would fail the bound or give GL999 (see the module doc).
DEPTHS: dict[str, tuple[int, ...]] = {
    "receive-chain": (1, 7, 600),
    "channel-type": (1, 7, 600),
    "nested-go": (1, 5, 400),
    "nested-select": (1, 5, 400),
    "nested-waitgroup": (1, 5, 300),
    "nested-if": (1, 9, 400),
    "nested-for": (1, 9, 400),
    "nested-closure": (1, 5, 400),
    "nested-parens": (1, 9, 600),
    "call-chain": (1, 9, 600),
    "lock-chain": (1, 600),
    "waitgroup-chain": (1, 600),
    "timer-chain": (1, 600),
    "thread-chain": (1, 600),
    "cond-chain": (1, 600),
    "many-goroutines": (1, 16, 600),
    "long-line": (1, 16, 600),
}
STRAY_TOKENS = ("{", "}", "(", ")", "go ", "<-", "chan ", "select {", "defer ", "for {", "\n")


@dataclass(frozen=True)
class Case:
    name: str
    source: bytes


def mutate(rng: random.Random, source: bytes) -> tuple[str, bytes]:
    """One random mutation of ``source`` and what it was."""
    lines = source.splitlines(keepends=True) or [b""]
    kind = rng.choice(("flip", "truncate", "duplicate", "remove", "swap", "stray", "block"))
    at = rng.randrange(max(1, len(source)))
    line = rng.randrange(len(lines))
    if kind == "flip":
        mutated = bytearray(source)
        if mutated:
            mutated[at] ^= 1 << rng.randrange(7)  # mostly stays ASCII, so mostly parses on
        return f"flip byte {at}", bytes(mutated)
    if kind == "truncate":
        return f"truncate at {at}", source[:at]
    if kind == "duplicate":
        return f"duplicate line {line + 1}", b"".join(lines[: line + 1] + lines[line:])
    if kind == "remove":
        return f"remove line {line + 1}", b"".join(lines[:line] + lines[line + 1 :])
    if kind == "swap":
        other = rng.randrange(len(lines))
        lines[line], lines[other] = lines[other], lines[line]
        return f"swap lines {line + 1} and {other + 1}", b"".join(lines)
    if kind == "stray":
        token = rng.choice(STRAY_TOKENS).encode()
        return f"insert {token!r} at {at}", source[:at] + token + source[at:]
    end = min(len(lines), line + rng.randrange(1, 12))
    block = lines[line:end]
    return f"repeat lines {line + 1}-{end} four times", b"".join(
        lines[:end] + block * 3 + lines[end:]
    )


def mutants_of_testdata() -> list[Case]:
    rng = random.Random(SEED)
    cases = []
    for _ in range(TESTDATA_MUTANTS):
        path = rng.choice(SOURCES)
        what, source = mutate(rng, path.read_bytes())
        cases.append(Case(f"{path.relative_to(TESTDATA).as_posix()}: {what}", source))
    return cases


def mutants_of_deep_code() -> list[Case]:
    rng = random.Random(SEED + 1)
    cases = []
    for construct, depths in DEPTHS.items():
        for depth in depths:
            source = GENERATORS[construct](depth)
            cases.append(Case(f"{construct} x{depth}", source))
            for _ in range(MUTANTS_PER_PATHOLOGICAL_FILE):
                what, mutant = mutate(rng, source)
                cases.append(Case(f"{construct} x{depth}: {what}", mutant))
    return cases


def analyse(case: Case) -> CheckResult:
    """Check one file within its work bound; no GL999, and a faithful cache round trip."""
    limit = BASE_CALLS + CALLS_PER_BYTE * len(case.source)
    try:
        with work_bound(limit):
            result = engine.check_source("fuzz/mutant.go", case.source)
    except OverBudget as exc:
        pytest.fail(f"{case.name}: over the work bound ({exc}; {len(case.source)} bytes)")
    crashes = [f.message for f in result.findings if f.rule_id == engine.INTERNAL_ERROR]
    assert not crashes, f"{case.name}: {crashes}"
    key = "f" * 64
    back = cache.decode_entry(key, cache.encode_entry(key, result))
    assert back is not None and codec.encode(back) == codec.encode(result), case.name
    return result


def fix_never_breaks(case: Case, result: CheckResult) -> bool:
    """Apply every fix (unsafe ones too); a file that parsed still parses. Whether any fix
    applied."""
    if not any(f.fixes for f in result.findings):
        return False
    path = "fuzz/mutant.go"

    def check(overrides: Any) -> CheckResult:
        return engine.check_source(path, overrides.get(path, case.source))

    checks = MAX_ROUNDS + 1  # fixes may make the file grow: twice the bytes, each check
    limit = checks * (BASE_CALLS + CALLS_PER_BYTE * 2 * len(case.source))
    try:
        with work_bound(limit):
            outcome = fix_paths(check, lambda _: case.source, unsafe=True)
    except OverBudget as exc:
        pytest.fail(f"{case.name}: fixing went over the work bound ({exc})")
    fixed = outcome.fixed.get(path)
    if fixed is None or fixed == case.source:
        return False
    if not GoFile.from_source(path, case.source).syntax_problems:
        problems = GoFile.from_source(path, fixed).syntax_problems
        assert not problems, f"{case.name}: the fixes broke the file: {problems[:1]}"
    return True


@pytest.mark.parametrize(
    "cases", [mutants_of_testdata, mutants_of_deep_code], ids=["testdata", "deep"]
)
def test_mutants_analyse_within_bounds(cases: Callable[[], list[Case]]) -> None:
    engine.check_source("warm/up.go", b"package p\n")  # compile the queries outside the bound
    analysed = fixed = 0
    for case in cases():
        result = analyse(case)
        analysed += 1
        fixed += fix_never_breaks(case, result)
    assert analysed >= 150
    assert fixed >= 5, "the mutants should exercise the fixes too"


def test_generated_sources_parse_and_have_the_shape_they_claim() -> None:
    for construct, generate in GENERATORS.items():
        for depth in (1, 2, 9):
            go_file = GoFile.from_source("x.go", generate(depth))
            assert not go_file.syntax_problems, (construct, depth)
        assert len(generate(20)) < len(generate(40)) < 3 * len(generate(20)), construct


def test_the_work_bound_stops_a_runaway_analysis() -> None:
    """The bound is real: a budget far below what a file needs stops the analysis."""
    source = GENERATORS["nested-waitgroup"](5)
    with pytest.raises(OverBudget), work_bound(100):
        engine.check_source("x.go", source)
