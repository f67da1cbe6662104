"""Callbacks that hold their owner weakly.

The index keeps graphs and value domains that call back into it, and the index is the
analysis's: a callback holding its owner strongly closes a cycle, and every package's
objects become garbage that only the cyclic collector frees.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Concatenate, ParamSpec, TypeVar
from weakref import ref

Owner = TypeVar("Owner")
Answer = TypeVar("Answer")
Params = ParamSpec("Params")


def weakly(
    owner: Owner,
    ask: Callable[Concatenate[Owner, Params], Answer],
    otherwise: Callable[Params, Answer],
) -> Callable[Params, Answer]:
    """``ask(owner, ...)`` with ``owner`` held weakly; ``otherwise(...)`` once it is gone."""
    weak = ref(owner)

    def answer(*args: Params.args, **kwargs: Params.kwargs) -> Answer:
        live = weak()
        return ask(live, *args, **kwargs) if live is not None else otherwise(*args, **kwargs)

    return answer
