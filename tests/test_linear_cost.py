"""The analysis work on each pathological construct grows linearly with its depth: doubling
the depth at most about doubles the function calls made (Python and C calls, counted with
``sys.setprofile``; not seconds, so the test cannot be flaky). A question asked of every
literal of a nesting about the code within it (the WaitGroup summaries of nested code, the
conditions of each literal, the uses of a variable), answered by walking that code, makes
the count grow with the square of the depth and fails here."""

from __future__ import annotations

import sys

import pytest
from pathological_sources import GENERATORS
from workbound import work_bound

from goleaklint import engine

DEPTH = 120
# Doubling the depth doubles the source; a little more allows for the per-file constant.
MAX_GROWTH = 2.3


def calls_to_check(source: bytes) -> int:
    with work_bound(sys.maxsize) as calls:
        engine.check_source("deep.go", source)
    return calls[0]


@pytest.mark.parametrize("construct", sorted(GENERATORS))
def test_work_grows_linearly_with_depth(construct: str) -> None:
    engine.check_source("warm/up.go", b"package p\n")  # compile the queries first
    generate = GENERATORS[construct]
    once, twice = calls_to_check(generate(DEPTH)), calls_to_check(generate(2 * DEPTH))
    assert twice <= MAX_GROWTH * once, f"{construct}: {once} calls, then {twice} at twice the depth"
