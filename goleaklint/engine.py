"""discover -> read -> parse -> analyse -> rules -> suppress -> sort."""

from __future__ import annotations

import gc
import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Future, as_completed
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

from goleaklint import cache, discover, suppress
from goleaklint.analysis import PackageAnalysis, analyze_package
from goleaklint.dataflow import budget, paths
from goleaklint.dataflow.timers import timer_semantics
from goleaklint.fix_shape import shape_findings
from goleaklint.gofile import GoFile
from goleaklint.gomod import go_version_for
from goleaklint.parse import Node
from goleaklint.results import CheckResult, FileError, content_digest
from goleaklint.rule import Confidence, Finding, Fix, Rule, Severity
from goleaklint.rules import ALL_RULES
from goleaklint.settings import Settings
from goleaklint.span import Span

if TYPE_CHECKING:
    from concurrent.futures import ProcessPoolExecutor

INTERNAL_ERROR = "GL999"
PARALLEL_MIN_FILES = 64  # below this, starting worker processes costs more than it saves


@dataclass(frozen=True)
class PackageInput:
    """The files of one Go package (one directory) and which of them to report on."""

    directory: Path
    files: tuple[discover.GoSource, ...]
    report_on: frozenset[str]  # display paths of the files whose findings are kept


def check_paths(
    paths: Sequence[str],
    settings: Settings | None = None,
    overrides: Mapping[str, bytes] | None = None,
    *,
    jobs: int | None = None,
    use_cache: bool = False,
    progress: Callable[[int, int], None] | None = None,
) -> CheckResult:
    """Analyse every Go file under ``paths``, one package (directory) per task.

    ``overrides`` replaces the content of files (by display path) without touching the disk:
    fixes are re-checked this way before anything is written. Packages run in parallel
    processes (``jobs``, default: every core) and, with ``use_cache``, are served from the
    result cache when nothing about them changed. ``progress(done, total)`` is called with
    file counts as packages finish.
    """
    settings = settings or Settings()
    found = discover.discover(paths, settings)
    result = CheckResult(errors=list(found.errors), missing=list(found.missing))
    tasks = list(_tasks(found.files, found.explicit, settings, overrides or {}, use_cache))
    total = sum(len(t.report_on) for t in tasks)
    done = 0
    for package_result in _run_tasks(tasks, jobs):
        result.extend(package_result)
        done += _handled(package_result)
        if progress is not None:
            progress(done, total)
    result.errors = [_mark_named(error, found.explicit) for error in result.errors]
    result.sort()
    return result


def _handled(result: CheckResult) -> int:
    """Files of a package result that are done with: analysed, skipped as generated, or not
    analysable (each reported-on file is exactly one of these)."""
    return result.files + result.generated + sum(1 for e in result.errors if not e.analysed)


def _mark_named(error: FileError, explicit: frozenset[str]) -> FileError:
    """Flag a problem with a file named on the command line (it decides the exit status)."""
    if error.named or error.path not in explicit:
        return error
    return replace(error, named=True)


@dataclass(frozen=True)
class PackageTask:
    """One directory to analyse: its files, which to report on, and how."""

    directory: Path
    members: tuple[discover.FoundFile, ...]
    report_on: frozenset[str]
    settings: Settings
    overrides: tuple[tuple[str, bytes], ...] = ()
    use_cache: bool = False


@dataclass(frozen=True)
class LoadedTask:
    """A package read from disk (or overrides), with its cache key when caching."""

    package: PackageInput
    settings: Settings
    key: str | None


def load_task(task: PackageTask) -> tuple[LoadedTask | None, CheckResult]:
    """Read and check a package's files. Returns what is left to analyse (None when no file
    is readable or the cache already holds the answer) and what is known already: file
    problems, or the cached result."""
    result = CheckResult()
    overrides = dict(task.overrides)
    sources: list[discover.GoSource] = []
    for member in task.members:
        loaded: discover.GoSource | FileError | None
        if member.path in overrides:
            loaded = discover.check_content(member.path, overrides[member.path])
        else:
            loaded = discover.load(member, task.settings)
        if loaded is None:  # generated code
            result.generated += member.path in task.report_on
            continue
        if isinstance(loaded, FileError):
            if member.path in task.report_on:
                result.errors.append(loaded)
            continue
        sources.append(loaded)
    if not sources:
        return None, result
    report_on = task.report_on & {s.path for s in sources}
    package = PackageInput(task.directory, tuple(sources), report_on)
    key = None
    if task.use_cache:
        version = task.settings.go_version or go_version_for(task.directory)
        files = [(s.path, s.source) for s in sources]
        key = cache.package_key(files, report_on, task.settings.fingerprint(), version)
        cached = cache.load(key)
        if cached is not None:
            cached.cached_packages = 1
            result.extend(cached)
            return None, result
    return LoadedTask(package, task.settings, key), result


def analyse(loaded: LoadedTask) -> CheckResult:
    """Check one loaded package and remember the result; runs in a worker process."""
    checked = check_package(loaded.package, loaded.settings)
    if loaded.key is not None:
        cache.store(loaded.key, checked)
    return checked


def run_task(task: PackageTask) -> CheckResult:
    """Load, check (or fetch from the cache) one package."""
    loaded, result = load_task(task)
    if loaded is not None:
        result.extend(analyse(loaded))
    return result


def _run_tasks(tasks: Sequence[PackageTask], jobs: int | None) -> Iterator[CheckResult]:
    """Results of every task as they finish; in parallel processes when it pays off.

    The biggest packages start first so that no worker is left with a long tail; the
    caller sorts the findings, so completion order does not matter. With the cache on, the
    parent reads each package and answers cache hits itself: only misses go to a worker
    (and no worker starts at all when everything is cached).
    """
    workers = jobs if jobs is not None else (os.cpu_count() or 1)
    files = sum(len(t.members) for t in tasks)
    if workers <= 1 or len(tasks) < 2 or files < PARALLEL_MIN_FILES:
        yield from map(run_task, tasks)
        return
    pool: ProcessPoolExecutor | None = None
    futures: list[Future[CheckResult]] = []
    try:
        for task in sorted(tasks, key=_weight, reverse=True):
            if not task.use_cache:
                pool = pool or _start_pool(workers)
                futures.append(pool.submit(run_task, task))
                continue
            loaded, known = load_task(task)
            yield known
            if loaded is not None:
                pool = pool or _start_pool(workers)
                futures.append(pool.submit(analyse, loaded))
        for future in as_completed(futures):
            yield future.result()
    finally:
        if pool is not None:
            pool.shutdown()


def _start_pool(workers: int) -> ProcessPoolExecutor:
    """The worker processes, made for the first package that needs one: a run answered
    from the cache does not even import multiprocessing."""
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(max_workers=workers)


def check_buffer(path: str, source: bytes, settings: Settings | None = None) -> CheckResult:
    """Analyse an unsaved buffer together with its package's files on disk.

    Only the buffer is reported on; its siblings give context (a ``go worker(ch)`` whose
    ``worker`` lives in another file of the package). The language server does not call
    this (it re-parses incrementally and calls :func:`check_parsed`); the LSP benchmark
    times it as the reference without incremental parsing.
    """
    settings = settings or Settings()
    checked = discover.check_content(path, source)
    if isinstance(checked, FileError):
        return CheckResult(errors=[checked], files=1)
    directory = Path(path).parent
    target = Path(path).resolve()
    sources: list[discover.GoSource] = [checked]
    for sibling in discover.siblings(directory, settings):
        if sibling.abs_path.resolve() == target:
            continue
        loaded = discover.load(sibling, settings)
        if isinstance(loaded, discover.GoSource):
            sources.append(loaded)
    result = check_package(PackageInput(directory, tuple(sources), frozenset({path})), settings)
    result.sort()
    return result


def check_source(path: str, source: bytes, settings: Settings | None = None) -> CheckResult:
    """Analyse one in-memory file as a package of its own (tests)."""
    return check_sources({path: source}, settings)


def check_sources(files: Mapping[str, bytes], settings: Settings | None = None) -> CheckResult:
    """Analyse in-memory files of one directory as its packages, each file seeing the
    others (tests); a file that cannot be read is reported as such."""
    settings = settings or Settings()
    checked = [discover.check_content(path, source) for path, source in files.items()]
    errors = [c for c in checked if isinstance(c, FileError)]
    sources = tuple(c for c in checked if not isinstance(c, FileError))
    if not sources:
        return CheckResult(errors=errors, files=len(errors))
    directory = Path(next(iter(files))).parent
    result = check_package(PackageInput(directory, sources, frozenset(files)), settings)
    result.errors.extend(errors)
    result.files += len(errors)
    result.sort()
    return result


def check_package(package: PackageInput, settings: Settings) -> CheckResult:
    """Parse a directory's files and analyse each Go package among them (``x`` and ``x_test``)."""
    go_files = [GoFile.from_source(s.path, s.source) for s in package.files]
    return check_parsed(package.directory, go_files, package.report_on, settings)


def check_parsed(
    directory: Path,
    go_files: Sequence[GoFile],
    report_on: frozenset[str],
    settings: Settings,
    *,
    whole_directory: bool = True,
) -> CheckResult:
    """Analyse the already parsed files of one directory, keeping findings for ``report_on``.

    The language server calls this with trees it re-parsed incrementally, so nothing is
    parsed here; otherwise it is :func:`check_package`. ``whole_directory``: ``go_files``
    are all the directory's files (its external tests included), so what they do not name
    no other code of the directory names either.
    """
    with _collector_paused():
        return _check_parsed(directory, go_files, report_on, settings, whole_directory)


def _check_parsed(
    directory: Path,
    go_files: Sequence[GoFile],
    report_on: frozenset[str],
    settings: Settings,
    whole_directory: bool = True,
) -> CheckResult:
    result = CheckResult()
    unanalysable = {f.path for f in go_files if not f.package_name}
    for go_file in go_files:
        if go_file.path in report_on:
            result.digests[go_file.path] = content_digest(go_file.source)
            problem = _file_problem(go_file)
            if problem is not None:
                result.errors.append(problem)
            if go_file.path not in unanalysable:
                result.files += 1
                result.lines += go_file.line_count
    go_files = [f for f in go_files if f.path not in unanalysable]
    version = settings.go_version or go_version_for(directory)
    off_here = settings.off_since_go_1_23 if _collects_timers(version) else frozenset()

    def enabled(rule_id: str) -> bool:
        return settings.enabled(rule_id) and rule_id not in off_here

    selected = [rule for rule in ALL_RULES if enabled(rule.id)]
    findings: list[Finding] = []
    unfinished: set[str] = set()  # rules stopped by a package's budget
    for members in _by_package_clause(go_files):
        present = _tokens_present([f.source for f in members], selected)
        rules = [rule for rule in selected if rule.applies_to(present)]
        if not rules:
            continue
        # Internal errors go on a reported file: on any other they would be dropped below.
        anchor = next((f for f in members if f.path in report_on), members[0])
        try:
            others = [f for f in go_files if f.package_name != members[0].package_name]
            analysis = analyze_package(members, version, others if whole_directory else None)
        except Exception as exc:  # a crashing analysis must not end the run
            message = f"the analysis crashed on this package: {type(exc).__name__}: {exc}"
            findings.append(_internal_error(anchor, message))
            continue
        package_budget = budget.Budget.for_source(sum(len(f.source) for f in members))
        with paths.watching_budget() as given_up, budget.budgeted(package_budget):
            for position, rule in enumerate(rules):
                found, stopped = _run_rule(rule, analysis, anchor)
                findings.extend(found)
                if stopped:
                    left = rules[position:]
                    unfinished.update(r.id for r in left)
                    if anchor.path in report_on:
                        result.errors.append(_stopped_early(analysis, anchor, left, package_budget))
                    break
        result.errors.extend(_budget_errors(analysis, given_up, report_on))
    reported = [f for f in go_files if f.path in report_on]

    def finished(rule_id: str) -> bool:  # a suppression of an unfinished rule may be used
        return enabled(rule_id) and rule_id not in unfinished

    # Every finding of the package goes through the suppressions, not only the reported
    # files' ones: a directive in a reported file at the `go` statement of a leak in a
    # sibling file is used, not a GL902, when only the launching file is named.
    unsuppressed = suppress.apply(findings, reported, finished, go_files)
    shown = [
        f
        for f in _merged_repeats(unsuppressed)
        if f.path in report_on
        and _allowed(f, directory, settings)
        and settings.confident_enough(f.confidence)
    ]
    result.findings.extend(shape_findings(shown, {f.path: f.source for f in go_files}))
    result.sort()
    return result


def _merged_repeats(findings: Sequence[Finding]) -> list[Finding]:
    """One finding per rule, location, message and fix: goroutines started at several
    ``go`` statements that block at one operation for one reason are one problem to fix,
    reported once with every launch among its related locations. Suppressions were applied
    before, launch by launch; findings whose fixes differ stay apart, so that each fix can
    still be applied."""
    merged: dict[tuple[str, Span, str, tuple[Fix, ...]], Finding] = {}
    for finding in findings:
        key = (finding.rule_id, finding.span, finding.message, finding.fixes)
        first = merged.get(key)
        if first is None:
            merged[key] = finding
            continue
        extra = tuple(r for r in finding.related if r not in first.related)
        if extra:
            merged[key] = replace(first, related=first.related + extra)
    return list(merged.values())


def _file_problem(go_file: GoFile) -> FileError | None:
    """Why a file was not analysed (no ``package`` clause) or only in part (syntax errors)."""
    if not go_file.package_name:
        message = "not Go source: no `package` clause; not analysed"
        return FileError(go_file.path, message, go_file.lines.span(go_file.path, 0, 0))
    if not go_file.syntax_problems:
        return None
    return _syntax_error(go_file)


def _syntax_error(go_file: GoFile) -> FileError:
    """Where the parser first could not read a file, said as the parser's failure: the code
    may well be valid Go that tree-sitter-go does not know."""
    first = go_file.syntax_problems[0]
    span = go_file.lines.span(go_file.path, first.start_byte, first.start_byte)
    message = (
        f"goleaklint's parser (tree-sitter-go) could not read line {span.start.line}, "
        f"column {span.start.column} ({first.message}); analysed what it could read"
    )
    return FileError(go_file.path, message, span, syntax=True, analysed=True)


def _collects_timers(version: str | None) -> bool:
    """Whether the package's Go version collects unstopped timers (1.23 and later)."""
    return timer_semantics(version).collects_unstopped


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while one package is analysed.

    The analysis makes millions of objects (node wrappers, uses, CFG blocks) that live until
    the package is done and form few reference cycles: the collector would otherwise rescan
    that growing live set over and over (about a tenth of the run). The first collection
    after the pause frees whatever cycles the package left behind.
    """
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def _by_package_clause(files: Sequence[GoFile]) -> list[list[GoFile]]:
    """Files grouped by their ``package`` name, in first-seen order."""
    groups: dict[str, list[GoFile]] = {}
    for go_file in files:
        groups.setdefault(go_file.package_name, []).append(go_file)
    return list(groups.values())


def _budget_errors(
    analysis: PackageAnalysis, given_up: Sequence[Node], report_on: frozenset[str]
) -> Iterator[FileError]:
    """One message per function whose path search ran out of states."""
    for function in given_up:
        span = analysis.span(function)
        if span.path in report_on:
            name = analysis.function_phrase(function)
            yield FileError(
                span.path,
                f"{name} (line {span.start.line}) has too many paths to follow within "
                f"{paths.MAX_STATES:,} states; some of its findings may be missing",
                analysed=True,
                span=span,
            )


def _run_rule(rule: Rule, analysis: PackageAnalysis, first: GoFile) -> tuple[list[Finding], bool]:
    """The rule's findings, and whether the package's budget stopped it (the findings it
    reported until then stand)."""
    found: list[Finding] = []
    try:
        for finding in rule.check(analysis):  # one by one: those before a stop are kept
            if not analysis.never_run(finding.span):
                found.append(finding)
    except budget.OutOfBudget:
        return found, True
    except Exception as exc:  # a crashing rule must not end the run
        message = f"rule {rule.id} crashed on this package: {type(exc).__name__}: {exc}"
        return [_internal_error(first, message)], False
    return found, False


def _stopped_early(
    analysis: PackageAnalysis, anchor: GoFile, left: Sequence[Rule], spent: budget.Budget
) -> FileError:
    """The file problem saying that a package's analysis stopped at its budget."""
    name = analysis.index.name or "this package"
    rules = ", ".join(rule.id for rule in left)
    return FileError(
        anchor.path,
        f"analysis stopped early: package `{name}` went over its budget of "
        f"{spent.exhausted}; {rules} did not finish, so some of their findings may be "
        "missing (the findings reported stand)",
        analysed=True,
    )


def _internal_error(first: GoFile, message: str) -> Finding:
    """A GL999 finding at the start of ``first`` (a file of the package reported on)."""
    return Finding(
        INTERNAL_ERROR,
        "internal-error",
        Severity.ERROR,
        first.lines.span(first.path, 0, 0),
        message,
        Confidence.HIGH,
    )


def _tokens_present(sources: Sequence[bytes], rules: Sequence[Rule]) -> frozenset[bytes]:
    """Which of the rules' needed tokens the package's text contains.

    A substring test stops at the first occurrence and scans faster than a regex; a token
    once found is not looked for in the next files.
    """
    missing = {t for rule in rules for t in rule.needs}
    found: set[bytes] = set()
    for source in sources:
        if not missing:
            break
        here = {t for t in missing if t in source}
        found |= here
        missing -= here
    return frozenset(found)


def _allowed(finding: Finding, directory: Path, settings: Settings) -> bool:
    """Per-path ignores from the config, matched like ``exclude`` patterns (relative to the
    config file's directory; the finding's file is in the package's ``directory``)."""
    if not settings.per_path_ignores:
        return True
    absolute = Path(os.path.abspath(directory / PurePosixPath(finding.path).name))
    where = discover.pattern_path(absolute, finding.path, settings)
    if where is None:
        return True
    for ignore in settings.per_path_ignores:
        if finding.rule_id in ignore.rules and discover.is_excluded(
            where, [ignore.pattern], is_dir=False
        ):
            return False
    return True


def _weight(task: PackageTask) -> int:
    """Bytes of source in a package: a cheap estimate of how long it takes."""
    total = 0
    for member in task.members:
        try:
            total += member.abs_path.stat().st_size
        except OSError:
            continue
    return total


def _tasks(
    files: Sequence[discover.FoundFile],
    explicit: frozenset[str],
    settings: Settings,
    overrides: Mapping[str, bytes],
    use_cache: bool,
) -> Iterator[PackageTask]:
    """Group files by directory; explicitly named files still see their siblings."""
    by_dir: dict[Path, dict[str, discover.FoundFile]] = {}
    for found in files:
        by_dir.setdefault(found.abs_path.parent, {})[found.path] = found
    for directory in sorted(by_dir):
        members = by_dir[directory]
        report_on = frozenset(members)
        if any(path in explicit for path in members):
            for sibling in discover.siblings(directory, settings):
                members.setdefault(sibling.path, sibling)
        ordered = tuple(members[p] for p in sorted(members))
        replaced = tuple((p, overrides[p]) for p in sorted(members) if p in overrides)
        yield PackageTask(directory, ordered, report_on, settings, replaced, use_cache)
