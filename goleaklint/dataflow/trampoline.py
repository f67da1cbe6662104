"""Run recursive computations without Python recursion.

A computation that would call itself (a statement holding statements, a summary needing
its callees' summaries) is written as a generator that *yields* the sub-computation it
needs, as another such generator, and receives its result::

    def size(node: Node) -> Task[int]:
        total = 1
        for child in node.children:
            total += yield size(child)
        return total

    run(size(root))

:func:`run` keeps the pending generators on a list, so the depth of the computation is
bounded by memory, not by the interpreter's recursion limit, and everything happens in the
order the recursive version would do it (results are the same by construction). An
exception raised by a sub-computation is thrown into the one that asked for it, as a
recursive call would raise it there.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, TypeVar

T = TypeVar("T")

# A computation giving a T: it yields sub-computations and is sent back their results.
Task = Generator["Task[Any]", Any, T]


def run(task: Task[T]) -> T:
    """The result of ``task``, with every sub-computation it yields run first."""
    stack: list[Task[Any]] = [task]
    value: Any = None
    error: BaseException | None = None
    while True:
        current = stack[-1]
        try:
            if error is None:
                request = current.send(value)
            else:
                thrown, error = error, None
                request = current.throw(thrown)
        except StopIteration as finished:
            stack.pop()
            if not stack:
                return finished.value  # type: ignore[no-any-return]
            value = finished.value
            continue
        except BaseException as exc:
            stack.pop()
            if not stack:
                raise
            error = exc
            continue
        stack.append(request)
        value = None
