"""GL402 unpaired-lock-os-thread. Documentation: rules/GL402.md."""

from __future__ import annotations

from collections.abc import Iterator

from goleaklint import edits, syntax
from goleaklint.analysis import PackageAnalysis
from goleaklint.dataflow.threads import ThreadReport, Threads
from goleaklint.dataflow.threadstate import moves_thread_once
from goleaklint.parse import Node
from goleaklint.rule import Applicability, Confidence, Edit, Finding, Fix, FixAvailability, rule
from goleaklint.rules.fixes import deferrable_statement, movable_close


@rule("GL402", "unpaired-lock-os-thread", fix=FixAvailability.SOMETIMES, needs=(b"OSThread",))
def unpaired_lock_os_thread(analysis: PackageAnalysis) -> Iterator[Finding]:
    if analysis.index.name == "runtime":
        return
    threads = Threads(analysis.index, analysis.objects)
    for function in threads.functions():
        report = threads.report(function)
        if not report.unreleased or _exempt(analysis, threads, function, report):
            continue
        owner = analysis.function_phrase(function)
        for lock, exit_node in sorted(report.unreleased.items(), key=lambda i: i[0].start_byte):
            if report.unlocks:
                how = (
                    f"is not undone on every path: {owner} can return with the thread still locked"
                )
            else:
                how = f"is never undone: {owner} returns with the thread still locked"
            related = (
                [(exit_node, "returns here with the thread still locked")]
                if exit_node is not None
                else []
            )
            fix = _defer_unlock_fix(analysis, threads, function, lock)
            advice = (
                "unlock it before each return that does not hand back the literal that unlocks"
                if threads.handing_returns(function)
                else "add `defer runtime.UnlockOSThread()` right after the lock"
            )
            message = (
                f"`LockOSThread` {how}, so the goroutine stays wired to this OS thread and no "
                f"other goroutine can use it; {advice}"
            )
            unseen = analysis.reach.runs_out_of_sight(function)
            if unseen:
                message += f"; {UNSEEN_CALLER}"
            yield analysis.finding(
                unpaired_lock_os_thread,
                lock,
                message,
                related=related,
                fixes=[fix] if fix else [],
                confidence=Confidence.MEDIUM if unseen else Confidence.HIGH,
            )


# What a finding on a function the package only hands out as a value rests on: the code that
# runs it (a re-executed child's registry, a callback's owner) may end the goroutine, or the
# process, right after it returns.
UNSEEN_CALLER = (
    "the package runs it only through a function value handed elsewhere (a registration, a "
    "callback), so whether anything runs on this goroutine after it returns is not visible"
)


def _exempt(
    analysis: PackageAnalysis, threads: Threads, function: Node, report: ThreadReport
) -> bool:
    """Locks meant to outlive the function: ``main``/``init``, a goroutine that exits locked
    (its thread is then terminated), a helper whose callers unlock, half of a pair of
    functions whose other half only unlocks (``OpenSystemConn``/``CleanupSystemConn``), a
    function that never unlocks and moves the thread into a namespace after locking it (it
    hands the moved thread on: :mod:`threadstate`), a
    function that never unlocks and that only goroutine bodies call (they retire the
    thread) or only callers that end the process right after, or one that only code out
    of sight runs (a setup hook handed to a test
    framework, a re-executed child's entry point): it locks for that code, which the
    package does not show."""
    if analysis.lives_for_process(function) or threads.launched(function):
        return True  # a goroutine that ends locked only retires its thread
    if report.unlocks:
        return _acquires_for_caller(threads, function, report)
    if all(moves_thread_once(analysis.index, function, lock) for lock in report.unreleased):
        return True  # it hands on a thread it moved into a namespace: unlocked, others run there
    if threads.unlocking_halves(besides=function):
        return True  # half of a pair: another function of the package unlocks for callers
    calls = analysis.reach.only_calls(function)
    if calls and all(_in_goroutine_body(analysis, threads, call) for call, _ in calls):
        return True  # it locks for the goroutines that call it, which retire the thread
    if calls and all(analysis.exits_after(call) for call, _ in calls):
        return True  # every caller ends the process after it: nothing runs on the thread
    if threads.callers_unlock(function) or _only_locks(function):
        return True
    return bool(analysis.reach.runs_out_of_sight(function))


def _acquires_for_caller(threads: Threads, function: Node, report: ThreadReport) -> bool:
    """The lock half of a pair that undoes its own failures (``BeginTxn``: lock, and on an
    error unlock and return it; on success return the transaction, whose ``Commit`` and
    ``Abort`` unlock): every ``return`` that leaves the thread locked gives a ``nil``
    error, every one after the lock was taken and undone gives another error, and another
    function of the package only unlocks."""
    if not report.locked_returns or not threads.unlocking_halves(besides=function):
        return False
    if not _returns_error(function):
        return False
    return all(_error_result(r) == "nil" for r in report.locked_returns) and all(
        _error_result(r) not in (None, "nil") for r in report.undoing_returns
    )


def _returns_error(function: Node) -> bool:
    """The function's last result is an ``error``."""
    results = function.child_by_field_name("result")
    if results is None:
        return False
    if results.type == "parameter_list":
        declarations = [c for c in results.named_children if c.type == "parameter_declaration"]
        kind = declarations[-1].child_by_field_name("type") if declarations else None
    else:
        kind = results
    return kind is not None and syntax.text(kind) == "error"


def _error_result(statement: Node) -> str | None:
    """The last value a ``return`` gives, spelled (None for a bare ``return``)."""
    values = syntax.returned_values(statement)
    return syntax.text(values[-1]) if values else None


def _in_goroutine_body(analysis: PackageAnalysis, threads: Threads, call: Node) -> bool:
    """The call is made by a goroutine's body itself (``go func() { ...; c.send() }()``), so
    what it leaves locked stays with that goroutine until it ends."""
    caller = analysis.index.enclosing_function(call)
    return caller is not None and threads.launched(caller)


def _only_locks(function: Node) -> bool:
    """A wrapper whose body is nothing but the lock call: its callers pair it."""
    return len(syntax.statements(function.child_by_field_name("body"))) == 1


def _defer_unlock_fix(
    analysis: PackageAnalysis, threads: Threads, function: Node, lock: Node
) -> Fix | None:
    """``defer runtime.UnlockOSThread()`` right after the lock; explicit unlocks that are the
    last thing before a return are removed. Anything else (a second lock, a lock in a loop,
    an unlock elsewhere, in a helper, in a literal handed to the caller, or alone in a
    branch) means no fix."""
    if threads.handing_returns(function):
        return None  # a deferred unlock would undo the lock before the caller's unlock runs
    if threads.unlocking_halves(besides=function):
        return None  # the lock half of a pair may mean to keep it: which return is wrong?
    statement = deferrable_statement(analysis, function, lock)
    callee = syntax.unparen(lock.child_by_field_name("function"))
    package = callee.child_by_field_name("operand") if callee is not None else None
    if statement is None or package is None:
        return None
    go_file = analysis.index.file_of(lock)
    cfg = analysis.index.cfg(function)
    removals: list[Edit] = []
    for block, ops in threads.events(function).items():
        for op in ops:
            if op.lock and op.node != lock:
                return None
            if op.lock:
                continue
            if op.deferred or not op.direct:
                return None
            removal = movable_close(analysis, cfg, block)
            if removal is None or _sole_statement_of_branch(op.node):
                return None  # an unlock only one branch does: the author may mean it
            removals.append(removal)
    unlock = f"{syntax.text(package)}.UnlockOSThread()"
    return Fix(
        f"Unlock the thread with `defer {unlock}`",
        (edits.line_after(go_file, statement, f"defer {unlock}"), *removals),
        Applicability.UNSAFE,
    )


def _sole_statement_of_branch(call: Node) -> bool:
    """The call's statement is all an ``if``/``else`` block does: removing it empties it."""
    statement = call.parent
    block = statement.parent if statement is not None else None
    if block is not None and block.type == "statement_list":
        block = block.parent
    if block is None or block.type != "block" or block.parent is None:
        return False
    if block.parent.type in syntax.FUNCTION_TYPES:
        return False
    return len(syntax.statements(block)) == 1
