"""Generators of pathological Go source: one construct nested or repeated ``depth`` times.

Shared by ``tests/test_fuzz.py`` (which keeps the depths at what today's engine handles)
and ``benchmarks/pathological.py`` (which prints how the cost grows with the depth). Every
file is valid Go that the parser reads without error, so the engine analyses all of it.
Nested levels share one indentation (gofmt would indent each further), so a file's size
grows linearly with its depth, and so should the time to analyse it.
"""

from __future__ import annotations

from collections.abc import Callable

HEADER = 'package p\n\nimport (\n\t"context"\n\t"sync"\n)\n\nvar _ = context.Background\n'


def _file(body: str) -> bytes:
    return (HEADER + "\nvar _ sync.Mutex\n\n" + body).encode()


def receive_chain(depth: int) -> bytes:
    """``<-<-<-…ch`` on a ``chan chan … int``."""
    kind = "chan " * depth + "int"
    return _file(
        f"func f() {{\n\tch := make({kind})\n\tgo func() {{\n\t\t_ = {'<-' * depth}ch\n\t}}()\n}}\n"
    )


def channel_type(depth: int) -> bytes:
    """``chan chan … int`` made, sent on by a goroutine and never received."""
    kind = "chan " * depth + "int"
    return _file(f"func f() {{\n\tch := make({kind})\n\tgo func() {{ ch <- nil }}()\n}}\n")


def nested_goroutines(depth: int) -> bytes:
    """``go func() { go func() { … ch <- 1 … }() }()``."""
    opening = "\tgo func() {\n" * depth
    closing = "\t}()\n" * depth
    return _file(f"func f() {{\n\tch := make(chan int)\n{opening}\tch <- 1\n{closing}}}\n")


def nested_selects(depth: int) -> bytes:
    """``select { case <-ctx.Done(): return; case <-a: select { … } }``."""
    lines = ["func f(ctx context.Context, a chan int) {", "\tgo func() { a <- 1 }()"]
    lines += ["\tselect {", "\tcase <-ctx.Done():", "\t\treturn", "\tcase <-a:"] * depth
    lines += ["\t_ = 0", *["\t}"] * depth, "}"]
    return _file("\n".join(lines) + "\n")


def nested_waitgroups(depth: int) -> bytes:
    """A WaitGroup per level: ``wg.Add(1); go func() { defer wg.Done(); <next level> }()``,
    each level waiting for its own group."""
    lines = ["func f() {"]
    for level in range(depth):
        lines += [
            f"\tvar wg{level} sync.WaitGroup",
            f"\twg{level}.Add(1)",
            "\tgo func() {",
            f"\tdefer wg{level}.Done()",
        ]
    lines.append("\t_ = 0")
    for level in reversed(range(depth)):
        lines += ["\t}()", f"\twg{level}.Wait()"]
    lines.append("}")
    return _file("\n".join(lines) + "\n")


def nested_ifs(depth: int) -> bytes:
    """``if x > 0 { if x > 1 { … ch <- x … } }`` inside a goroutine."""
    lines = ["func f(x int) {", "\tch := make(chan int)", "\tgo func() {"]
    lines += [f"\tif x > {level} {{" for level in range(depth)]
    lines += ["\tch <- x", *["\t}"] * depth]
    lines += ["\t}()", "\tif x > 0 {", "\t\treturn", "\t}", "\t<-ch", "}"]
    return _file("\n".join(lines) + "\n")


def nested_loops(depth: int) -> bytes:
    """``for i := range n { for … { ch <- i } }`` inside a goroutine."""
    lines = ["func f(n int) {", "\tch := make(chan int)", "\tgo func() {"]
    lines += [f"\tfor i{level} := range n {{" for level in range(depth)]
    lines += ["\tch <- n", *["\t}"] * depth]
    lines += ["\t}()", "\t<-ch", "}"]
    return _file("\n".join(lines) + "\n")


def nested_closures(depth: int) -> bytes:
    """``func() { func() { … }() }()`` with a send at the bottom, inside a goroutine."""
    body = "\tfunc() {\n" * depth + "\tch <- 1\n" + "\t}()\n" * depth
    return _file(f"func f() {{\n\tch := make(chan int)\n\tgo func() {{\n{body}\t}}()\n}}\n")


def call_chain(depth: int) -> bytes:
    """``f0`` calls ``f1`` … calls ``fN``, which sends: effect summaries along the chain."""
    lines = ["func start() {", "\tch := make(chan int)", "\tgo f0(ch)", "}"]
    for level in range(depth):
        lines += [f"func f{level}(ch chan int) {{", f"\tf{level + 1}(ch)", "}"]
    lines += [f"func f{depth}(ch chan int) {{", "\tch <- 1", "}"]
    return _file("\n".join(lines) + "\n")


def call_diamond(depth: int) -> bytes:
    """``a{k}`` and ``b{k}`` each call both ``a{k+1}`` and ``b{k+1}``, and the last two send
    and start a goroutine that sends: ``2**depth`` call paths reach each, which a summary
    must hold once."""
    lines = ["func start() {", "\tch := make(chan int)", "\tgo a0(ch)", "\tb0(ch)", "}"]
    for level in range(depth):
        for name in "ab":
            lines += [f"func {name}{level}(ch chan int) {{", f"\ta{level + 1}(ch)"]
            lines += [f"\tb{level + 1}(ch)", "}"]
    for name in "ab":
        lines += [f"func {name}{depth}(ch chan int) {{", "\tch <- 1"]
        lines += ["\tgo func() { ch <- 2 }()", "}"]
    return _file("\n".join(lines) + "\n")


def spawn_diamond(depth: int) -> bytes:
    """As :func:`call_diamond`, each level also starting both of the next level's
    functions as goroutines: summaries of what they start, nested ``2**depth`` ways."""
    lines = ["func start() {", "\tch := make(chan int)", "\tgo a0(ch)", "\tb0(ch)", "}"]
    for level in range(depth):
        for name in "ab":
            lines += [f"func {name}{level}(ch chan int) {{"]
            lines += [f"\tgo {callee}{level + 1}(ch)" for callee in "ab"]
            lines += [f"\t{callee}{level + 1}(ch)" for callee in "ab"]
            lines += ["\tch <- 3", "}"]
    for name in "ab":
        lines += [f"func {name}{depth}(ch chan int) {{", "\tch <- 1"]
        lines += ["\tgo func() { ch <- 2 }()", "}"]
    return _file("\n".join(lines) + "\n")


def locked_sends(count: int) -> bytes:
    """``count`` methods that each send with the mutex held, every one called only by the
    one before it: whether each is reachable at all is one question about a long chain."""
    lines = ["type s struct {", "\tmu sync.Mutex", "\tch chan int", "}", "func Start() {"]
    lines += ["\tv := &s{ch: make(chan int)}", "\tgo v.m0()", "}"]
    for index in range(count):
        lines += [f"func (v *s) m{index}() {{", "\tv.mu.Lock()", "\tv.ch <- 1"]
        lines += ["\tv.mu.Unlock()", f"\tv.m{index + 1}()", "}"]
    lines += [f"func (v *s) m{count}() {{", "}"]
    return _file("\n".join(lines) + "\n")


def _chain(depth: int, param: str, start: list[str], bottom: list[str]) -> bytes:
    """``start`` calls ``f0(x)``, ``f0`` calls ``f1(x)`` … and ``fN`` does ``bottom``."""
    lines = ["func start() {", *start, "}"]
    for level in range(depth):
        lines += [f"func f{level}(x {param}) {{", f"\tf{level + 1}(x)", "}"]
    lines += [f"func f{depth}(x {param}) {{", *bottom, "}"]
    return _file("\n".join(lines) + "\n")


def lock_chain(depth: int) -> bytes:
    """A mutex locked, then unlocked at the bottom of a call chain: lock summaries."""
    start = ["\tmu := &sync.Mutex{}", "\tmu.Lock()", "\tf0(mu)"]
    return _chain(depth, "*sync.Mutex", start, ["\tx.Unlock()"])


def waitgroup_chain(depth: int) -> bytes:
    """``wg.Done`` at the bottom of a call chain started as a goroutine: WaitGroup
    summaries."""
    start = ["\tvar wg sync.WaitGroup", "\twg.Add(1)", "\tgo f0(&wg)", "\twg.Wait()"]
    return _chain(depth, "*sync.WaitGroup", start, ["\tx.Done()"])


def timer_chain(depth: int) -> bytes:
    """A ticker handed down a call chain whose bottom never stops it: timer summaries."""
    text = _chain(depth, "*time.Ticker", ["\tt := time.NewTicker(time.Second)", "\tf0(t)"], [])
    return text.replace(b"import (\n", b'import (\n\t"time"\n', 1)


def thread_chain(depth: int) -> bytes:
    """Functions that each lock the OS thread, unlock it when they return and call the
    next: thread summaries down the chain."""
    lines = ["func start() {", "\tgo f0()", "}"]
    for level in range(depth + 1):
        lines += [f"func f{level}() {{", "\truntime.LockOSThread()"]
        lines += ["\tdefer runtime.UnlockOSThread()", f"\tf{level + 1}()", "}"]
    lines += [f"func f{depth + 1}() {{}}"]
    text = _file("\n".join(lines) + "\n")
    return text.replace(b"import (\n", b'import (\n\t"runtime"\n', 1)


def cond_chain(depth: int) -> bytes:
    """A Cond handed down a call chain whose bottom waits on it: Cond summaries."""
    start = ["\tvar mu sync.Mutex", "\tc := sync.NewCond(&mu)", "\tf0(c)"]
    return _chain(depth, "*sync.Cond", start, ["\tx.Wait()"])


def many_goroutines(count: int) -> bytes:
    """``count`` goroutines in one function, each sending once, half of them received."""
    lines = ["func f() {", "\tch := make(chan int)"]
    lines += [f"\tgo func() {{ ch <- {i} }}()" for i in range(count)]
    lines += ["\t<-ch" for _ in range(count // 2)]
    lines.append("}")
    return _file("\n".join(lines) + "\n")


def long_line(count: int) -> bytes:
    """One statement of ``count`` channel receives added up, on a single line."""
    total = " + ".join("<-ch" for _ in range(count))
    return _file(
        f"func f() {{\n\tch := make(chan int)\n\tgo func() {{ ch <- 1 }}()\n\t_ = {total}\n}}\n"
    )


def nested_parens(depth: int) -> bytes:
    """``((((ch)))) <- 1``: deep expressions."""
    channel = "(" * depth + "ch" + ")" * depth
    return _file(f"func f() {{\n\tch := make(chan int)\n\tgo func() {{ {channel} <- 1 }}()\n}}\n")


GENERATORS: dict[str, Callable[[int], bytes]] = {
    "receive-chain": receive_chain,
    "channel-type": channel_type,
    "nested-go": nested_goroutines,
    "nested-select": nested_selects,
    "nested-waitgroup": nested_waitgroups,
    "nested-if": nested_ifs,
    "nested-for": nested_loops,
    "nested-closure": nested_closures,
    "nested-parens": nested_parens,
    "call-chain": call_chain,
    "call-diamond": call_diamond,
    "locked-sends": locked_sends,
    "lock-chain": lock_chain,
    "waitgroup-chain": waitgroup_chain,
    "timer-chain": timer_chain,
    "thread-chain": thread_chain,
    "cond-chain": cond_chain,
    "many-goroutines": many_goroutines,
    "long-line": long_line,
}
# Constructs whose summaries hold what nested levels start: the work may grow with the
# square of the depth (each level's summary lists the goroutines of the levels below), but
# never with the number of call paths.
QUADRATIC: dict[str, Callable[[int], bytes]] = {
    "spawn-diamond": spawn_diamond,
}
