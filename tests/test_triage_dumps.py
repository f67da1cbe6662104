"""Reading goroutine dumps: the traceback and debug=1 forms, damaged and truncated text,
binary input; and which goroutines count as stuck."""

from __future__ import annotations

import gzip

import pytest

from goleaklint.triage import DumpError, DumpForm, Frame, read_dump
from goleaklint.triage.stuck import CHANNEL_OR_SELECT, is_stuck, wait_reason
from goleaklint.triage.symbols import is_standard_library, parse_symbol

TRACEBACK = """\
panic: something went wrong

goroutine 1 gp=0xc000002380 m=0 mp=0x5a1c40 [running]:
main.main()
\t/build/app/main.go:10 +0x25 fp=0xc000107f50 sp=0xc000107f20 pc=0x4581e5

goroutine 7 [chan send (leaked), 12 minutes, locked to thread]:
example.com/app/worker.(*Pool).run.func1(...)
\t/build/app/worker/pool.go:30
example.com/app/worker.(*Pool).run(0xc00001c0c0, {0x4f5e20?, 0xc000012345?})
\t/build/app/worker/pool.go:31 +0x9a
created by example.com/app/worker.(*Pool).start in goroutine 1
\t/build/app/worker/pool.go:29 +0x7f

goroutine 8 [sync.WaitGroup.Wait, 3 minutes] {request_id: 42}:
sync.runtime_SemacquireWaitGroup(0x0?, 0x0?)
\t/usr/local/go/src/runtime/sema.go:114 +0x2e
sync.(*WaitGroup).Wait(0xc000012345)
\t/usr/local/go/src/sync/waitgroup.go:206 +0x85
...additional frames elided...
created by example.com/app/worker.(*Pool).start
\t/build/app/worker/pool.go:40 +0x7f

goroutine 9 [select]:
example.com/app/api.serve()
\t/build/app/api/serve.go:12 +0x10
[originating from goroutine 1]:
example.com/app/api.start(...)
\t/build/app/api/start.go:3 +0x1

goroutine 10 [running]:
\tgoroutine running on other thread; stack unavailable
exit status 2
"""


def test_tracebacks_are_read_with_their_headers_frames_and_creators() -> None:
    dump = read_dump(TRACEBACK.encode())
    assert dump.form is DumpForm.TRACEBACK
    assert not dump.problems
    assert [g.goroutine_id for g in dump.goroutines] == [1, 7, 8, 9, 10]
    running, send, wait, select, other_thread = dump.goroutines
    assert running.wait_reason == "running"
    assert running.stack == (Frame("main.main", "/build/app/main.go", 10),)
    assert send.wait_reason == "chan send"
    assert send.leaked and send.minutes == 12
    assert send.stack[0] == Frame(
        "example.com/app/worker.(*Pool).run.func1", "/build/app/worker/pool.go", 30
    )
    assert send.created_by == Frame(
        "example.com/app/worker.(*Pool).start", "/build/app/worker/pool.go", 29
    )
    assert wait.wait_reason == "sync.WaitGroup.Wait" and wait.minutes == 3
    assert not wait.leaked
    assert [f.function for f in wait.stack] == [
        "sync.runtime_SemacquireWaitGroup",
        "sync.(*WaitGroup).Wait",
    ]
    assert wait.created_by is not None and wait.created_by.line == 40  # Go before 1.21
    assert [f.line for f in select.stack] == [12]  # the ancestor's frames are not its own
    assert other_thread.stack == ()
    assert dump.verdict  # goroutine 7 says "(leaked)"
    assert dump.has_creation_sites
    assert dump.total == 5


def test_identical_frames_and_stacks_are_shared() -> None:
    block = "goroutine {n} [chan receive]:\nexample.com/a.f()\n\t/a/f.go:3 +0x1\n\n"
    dump = read_dump("".join(block.format(n=n) for n in range(3)).encode())
    stacks = [g.stack for g in dump.goroutines]
    assert stacks[0] is stacks[1] is stacks[2]


def test_a_damaged_traceback_is_read_as_far_as_it_goes() -> None:
    text = (
        "goroutine 5 [chan receive]:\n"
        "example.com/a.worker()\n"
        "\t/a/worker.go:8 +0x1\n"
        "@@ garbage @@\n"
        "example.com/a.start()\n"
        "\t/a/start.go:3 +0x1\n"
        "\n"
        "goroutine [select]:\n"
        "example.com/a.lost()\n"
        "\t/a/lost.go:1 +0x1\n"
        "\n"
        "goroutine 6 [chan send]:\n"
        "example.com/a.sender()\n"
        "\t/a/sender.go:4 +0x1\n"
        "example.com/a.cut("
    )
    dump = read_dump(text.encode())
    assert [g.goroutine_id for g in dump.goroutines] == [5, 6]
    assert [f.line for f in dump.goroutines[0].stack] == [8, 3]
    assert [f.line for f in dump.goroutines[1].stack] == [4]
    messages = [(p.line, p.message) for p in dump.problems]
    assert messages == [
        (4, "not a call or a position in goroutine 5"),
        (8, "a goroutine header that cannot be read"),
        (12, "goroutine 6: the stack is cut off at the end of the dump"),
    ]


def test_a_traceback_cut_after_a_call_keeps_the_frames_before() -> None:
    dump = read_dump(
        b"goroutine 3 [chan send]:\nexample.com/a.f()\n\t/a/f.go:2 +0x1\nexample.com/a.g()\n"
    )
    assert [f.line for f in dump.goroutines[0].stack] == [2]
    assert [p.message for p in dump.problems] == [
        "goroutine 3: the stack is cut off at the end of the dump"
    ]


def test_a_goroutineleak_traceback_has_the_verdict_even_when_nothing_leaked() -> None:
    text = (
        "goroutine 19 [running]:\n"
        "runtime/pprof.writeGoroutineLeak({0x6d9aa0, 0x2cf6fff38040}, 0x2)\n"
        "\t/go/src/runtime/pprof/pprof.go:803 +0xa8\n"
        "\n"
        "goroutine 20 [chan receive]:\n"
        "example.com/a.idle()\n"
        "\t/a/idle.go:5 +0x1\n"
    )
    dump = read_dump(text.encode())
    assert dump.verdict
    reason = wait_reason(dump.goroutines[1], lambda _: False)
    assert not is_stuck(dump.goroutines[1], dump, reason)


PROFILE = """\
goroutineleak profile: total 3
2 @ 0x4864aa 0x41531c 0x414f17 0x5444b2 0x48c941
# labels: {"request":"42"}
#\t0x5444b1\texample.com/app/report.generate.func1+0x31\t/build/app/report/report.go:30

1 @ 0x48674a 0x461c92 0x4920e5 0x544d77 0x48cfc1
#\t0x487c0d\tsync.runtime_SemacquireWaitGroup+0x2d\t/go/src/runtime/sema.go:114
#\t0x4920e4\tsync.(*WaitGroup).Wait+0x84\t\t/go/src/sync/waitgroup.go:206
#\t0x544d76\texample.com/app/report.collect+0x16\t/build/app/report/report.go:41
#\t0x544d77
"""


def test_debug1_profiles_are_read_record_by_record() -> None:
    dump = read_dump(PROFILE.encode())
    assert dump.form is DumpForm.LEAK_PROFILE
    assert dump.verdict and not dump.has_creation_sites
    assert not dump.problems
    assert [g.count for g in dump.goroutines] == [2, 1]
    assert dump.total == 3
    first, second = dump.goroutines
    assert first.leaked and first.wait_reason is None
    assert first.stack == (
        Frame("example.com/app/report.generate.func1", "/build/app/report/report.go", 30),
    )
    assert [f.line for f in second.stack] == [114, 206, 41]  # the unknown PC is left out


def test_debug1_wait_reasons_are_inferred_from_the_stack() -> None:
    dump = read_dump(PROFILE.replace("goroutineleak", "goroutine").encode())
    assert dump.form is DumpForm.PROFILE and not dump.verdict

    def standard(frame: Frame) -> bool:
        return is_standard_library(parse_symbol(frame.function).package)

    reasons = [wait_reason(g, standard) for g in dump.goroutines]
    assert reasons == [CHANNEL_OR_SELECT, "sync.WaitGroup.Wait"]
    assert all(is_stuck(g, dump, r) for g, r in zip(dump.goroutines, reasons, strict=True))


def test_a_truncated_profile_says_how_much_is_missing() -> None:
    text = (
        PROFILE.replace("total 3", "total 40").split("1 @ 0x48674a")[0] + "1 @ 0x1 0x2\n#\t0x1\tbad"
    )
    dump = read_dump(text.encode())
    assert dump.total == 3
    assert [p.message for p in dump.problems] == [
        "a frame that cannot be read",
        "the profile counts 40 goroutines but only 3 could be read: it is cut off or damaged",
    ]


def test_an_empty_leak_profile_is_a_dump_with_nothing_in_it() -> None:
    dump = read_dump(b"goroutineleak profile: total 0\n")
    assert dump.goroutines == [] and dump.verdict


def test_gzip_compressed_text_is_read() -> None:
    assert read_dump(gzip.compress(PROFILE.encode())).total == 3


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (gzip.compress(b"\x1a\x04\x08\x01\x10\x02\x00\x00"), "binary pprof profile (debug=0)"),
        (b"\x00\x01\x02binary", "binary data"),
        (b"just some log lines\nnothing else\n", "no goroutine found"),
        (b"", "no goroutine found"),
        (b"\x1f\x8bnot gzip", "cannot be uncompressed"),
    ],
)
def test_what_is_not_a_text_dump_is_refused_with_the_way_to_get_one(
    data: bytes, message: str
) -> None:
    with pytest.raises(DumpError, match=message.replace("(", r"\(").replace(")", r"\)")) as info:
        read_dump(data)
    if "binary" in message:
        assert "debug=2" in str(info.value)


@pytest.mark.parametrize(
    ("reason", "stuck"),
    [
        ("chan send", True),
        ("chan receive (nil chan)", True),
        ("select (no cases)", True),
        ("sync.Mutex.Lock", True),
        ("sync.RWMutex.RLock", True),
        ("sync.Cond.Wait", True),
        ("semacquire", True),
        ("sleep", False),
        ("IO wait", False),
        ("syscall", False),
        ("running", False),
        ("runnable", False),
        ("GC worker (idle)", False),
        ("finalizer wait", False),
    ],
)
def test_a_plain_dump_counts_channel_and_lock_waits_as_stuck(reason: str, stuck: bool) -> None:
    dump = read_dump(f"goroutine 4 [{reason}]:\nexample.com/a.f()\n\t/a/f.go:2 +0x1\n".encode())
    goroutine = dump.goroutines[0]
    assert is_stuck(goroutine, dump, wait_reason(goroutine, lambda _: False)) is stuck
