"""A package's analysis is freed by reference counting as soon as it is done: nothing in
it refers back to the package index (a closure over the index kept in one of its caches
would make every graph, use and summary of the package garbage that only the cyclic
collector finds, a few percent of a cold run spent collecting)."""

from __future__ import annotations

import gc
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from goleaklint import engine

TESTDATA = Path(__file__).resolve().parent.parent / "testdata"
# What the analysis makes per package; none of it may be left to the cyclic collector.
ANALYSIS_TYPES = frozenset({"PackageIndex", "PackageAnalysis", "CFG", "Block", "Use", "Var"})


@pytest.fixture
def saved_garbage() -> Iterator[list[object]]:
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        yield gc.garbage
    finally:
        gc.set_debug(0)
        gc.garbage.clear()


def test_analysis_leaves_no_cyclic_garbage(saved_garbage: list[object]) -> None:
    for path in sorted(TESTDATA.rglob("*.go")):
        engine.check_source(path.name, path.read_bytes())
    gc.collect()
    left = Counter(type(o).__name__ for o in saved_garbage)
    cyclic = {name: count for name, count in left.items() if name in ANALYSIS_TYPES}
    assert not cyclic, f"analysis objects freed only by the cyclic collector: {cyclic}"
