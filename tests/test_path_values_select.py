"""Select cases in the path value domain (goleaklint.dataflow.values): a case on a channel
variable the path has set to nil is never chosen; one the path does not know, or knows is
not nil, may be."""

from __future__ import annotations

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.cfg import Block, Kind
from goleaklint.dataflow.values import PathValues
from goleaklint.gofile import GoFile

PROGRAM = """package p

func poll(ticks, results chan int, off bool) {
	tick := ticks
	%s
	select {
	case <-tick:
	case v := <-results:
		_ = v
	}
}
"""


def _cases(prelude: str) -> tuple[PathValues, Block, list[Block]]:
    go_file = GoFile.from_source("p.go", (PROGRAM % prelude).encode())
    analysis = analyze_package([go_file], None)
    function = next(d for d in go_file.declarations if d.type == "function_declaration")
    cfg = analysis.index.cfg(function)
    values = analysis.index.path_values(function)
    select = next(b for b in cfg.blocks if b.kind == Kind.SELECT)
    cases = [cfg.blocks[i] for i, _ in cfg.successors(select.id)]
    return values, select, cases


def _choosable(prelude: str) -> list[bool]:
    """For each case of the select, whether the straight path to it can choose it."""
    values, select, cases = _cases(prelude)
    env = values.start()
    block = values.cfg.blocks[values.cfg.entry]
    while block.id != select.id:  # the prelude is straight-line code
        env = values.through(block, env)
        (successor, edge), *_ = values.cfg.successors(block.id)
        following = values.cfg.blocks[successor]
        stepped = values.along(block, edge, following, env)
        assert stepped is not None
        env, block = stepped, following
    env = values.through(select, env)
    return [
        values.along(select, edge, case, env) is not None
        for case, (_, edge) in zip(cases, values.cfg.successors(select.id), strict=True)
    ]


def test_a_case_on_a_channel_set_to_nil_is_never_chosen() -> None:
    assert _choosable("tick = nil") == [False, True]


def test_a_case_on_a_channel_set_again_may_be_chosen() -> None:
    assert _choosable("tick = nil\n\ttick = ticks") == [True, True]


def test_a_case_on_a_channel_not_known_may_be_chosen() -> None:
    assert _choosable("_ = off") == [True, True]


def test_a_select_on_a_tracked_channel_may_cut_paths() -> None:
    values, select, _ = _cases("tick = nil")
    assert values.may_cut(select)
