"""discover -> read -> parse -> analyse -> rules -> suppress -> sort."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from goleaklint import discover, suppress
from goleaklint.analysis import analyze_package
from goleaklint.gofile import GoFile
from goleaklint.gomod import go_version_for
from goleaklint.results import CheckResult, FileError
from goleaklint.rule import Confidence, Finding, Rule, Severity
from goleaklint.rules import ALL_RULES
from goleaklint.settings import Settings
from goleaklint.span import LineIndex

INTERNAL_ERROR = "GL999"


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
) -> CheckResult:
    """Analyse every Go file under ``paths``, one package (directory) at a time.

    ``overrides`` replaces the content of files (by display path) without touching the disk:
    fixes are re-checked this way before anything is written.
    """
    settings = settings or Settings()
    found = discover.discover(paths, settings)
    result = CheckResult(errors=list(found.errors), missing=list(found.missing))
    for package in _packages(found.files, found.explicit, settings, result, overrides or {}):
        result.extend(check_package(package, settings))
    result.sort()
    return result


def check_buffer(path: str, source: bytes, settings: Settings | None = None) -> CheckResult:
    """Analyse an unsaved buffer together with its package's files on disk (editors).

    Only the buffer is reported on; its siblings give context (a ``go worker(ch)`` whose
    ``worker`` lives in another file of the package).
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
    """Analyse one in-memory file as a package of its own (editors, tests)."""
    settings = settings or Settings()
    checked = discover.check_content(path, source)
    if isinstance(checked, FileError):
        return CheckResult(errors=[checked], files=1)
    package = PackageInput(Path(path).parent, (checked,), frozenset({path}))
    result = check_package(package, settings)
    result.sort()
    return result


def check_package(package: PackageInput, settings: Settings) -> CheckResult:
    """Parse a directory's files and analyse each Go package among them (``x`` and ``x_test``)."""
    result = CheckResult()
    go_files: list[GoFile] = []
    for source in package.files:
        go_file = GoFile.from_source(source.path, source.source)
        go_files.append(go_file)
        if source.path in package.report_on:
            result.files += 1
            result.lines += go_file.lines.line_count
            if go_file.syntax_problems:
                first = go_file.syntax_problems[0]
                result.errors.append(
                    FileError(
                        source.path,
                        f"syntax error at line {first.line}: {first.message}"
                        " (analysed what parses)",
                    )
                )
    version = settings.go_version or go_version_for(package.directory)
    findings: list[Finding] = []
    for members in _by_package_clause(go_files):
        analysis = analyze_package(members, version)
        for rule in _selected(settings):
            findings.extend(_run_rule(rule, analysis, package))
    kept = [f for f in findings if f.path in package.report_on]
    reported = [f for f in go_files if f.path in package.report_on]
    unsuppressed = suppress.apply(kept, reported, settings.enabled)
    result.findings.extend(f for f in unsuppressed if _allowed(f, settings))
    return result


def _by_package_clause(files: Sequence[GoFile]) -> list[list[GoFile]]:
    """Files grouped by their ``package`` name, in first-seen order."""
    groups: dict[str, list[GoFile]] = {}
    for go_file in files:
        groups.setdefault(go_file.package_name, []).append(go_file)
    return list(groups.values())


def _run_rule(rule: Rule, analysis: object, package: PackageInput) -> Iterable[Finding]:
    try:
        return list(rule.check(analysis))  # type: ignore[arg-type]
    except Exception as exc:  # a crashing rule must not end the run
        first = package.files[0]
        index = LineIndex(first.source)
        return [
            Finding(
                INTERNAL_ERROR,
                "internal-error",
                Severity.ERROR,
                index.span(first.path, 0, 0),
                f"rule {rule.id} crashed on this package: {type(exc).__name__}: {exc}",
                Confidence.HIGH,
            )
        ]


def _selected(settings: Settings) -> list[Rule]:
    return [rule for rule in ALL_RULES if settings.enabled(rule.id)]


def _allowed(finding: Finding, settings: Settings) -> bool:
    """Per-path ignores from the config, matched like ``exclude`` patterns."""
    for ignore in settings.per_path_ignores:
        if finding.rule_id in ignore.rules and discover.is_excluded(
            finding.path, [ignore.pattern], is_dir=False
        ):
            return False
    return True


def _packages(
    files: Sequence[discover.FoundFile],
    explicit: frozenset[str],
    settings: Settings,
    result: CheckResult,
    overrides: Mapping[str, bytes],
) -> Iterable[PackageInput]:
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
        sources: list[discover.GoSource] = []
        for path in sorted(members):
            if path in overrides:
                loaded = discover.check_content(path, overrides[path])
            else:
                loaded = discover.load(members[path], settings)
            if isinstance(loaded, FileError):
                if path in report_on:
                    result.errors.append(loaded)
                continue
            sources.append(loaded)
        if sources:
            yield PackageInput(directory, tuple(sources), report_on & {s.path for s in sources})
