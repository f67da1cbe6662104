"""``CFG.only_aborts``: blocks every path from which ends in a panic or an exit of the
process; a path that can return, or go round a loop for ever, is not one of them."""

from __future__ import annotations

import pytest
from test_cfg_exits import _cfg_of

from goleaklint import syntax

SOURCE = """package p

import "os"

func check(bad, worse bool) int {
	if bad {
		mark()
		if worse {
			os.Exit(2)
		}
		panic("bad")
	}
	if worse {
		mark()
		return 1
	}
	for {
		if bad {
			mark()
			panic("in a loop")
		}
		mark()
	}
}

func mark() {}
"""


def _marks(source: str) -> list[int]:
    """The blocks of ``check``'s ``mark()`` calls, in text order."""
    cfg = _cfg_of(source, "check")
    found = []
    for block in cfg.blocks:
        node = block.node
        if node is not None and syntax.text(node) == "mark()":
            found.append(block.id)
    return found


@pytest.mark.parametrize(
    ("mark", "aborts"),
    [
        (0, True),  # then a panic or os.Exit, whichever branch
        (1, False),  # then a return
        (2, True),  # a panic inside an endless loop still ends the path
        (3, False),  # the loop goes round for ever
    ],
)
def test_only_aborts(mark: int, aborts: bool) -> None:
    cfg = _cfg_of(SOURCE, "check")
    assert cfg.only_aborts(_marks(SOURCE)[mark]) is aborts
