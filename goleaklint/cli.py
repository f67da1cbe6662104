"""Command line: ``goleaklint check``, ``triage``, ``rules``, ``rule`` and ``lsp`` (the
language server).

This module parses arguments, calls the engine and prints; it decides nothing about
Go code. Exit codes: 0 no findings at or above ``--fail-on``, 1 such findings, 2 usage,
config or internal error, or input that could not be analysed
(:meth:`CheckResult.incomplete`).
Files written: the ``--output`` report, the Go files that ``--fix`` changes, the
``--write-baseline`` file, and result-cache entries (unless ``--no-cache``).
"""

from __future__ import annotations

import dataclasses
import functools
import json
import os
import sys
import traceback
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, ParamSpec

import click

from goleaklint import __version__, baseline, changes, display, engine
from goleaklint import fix as fix_module
from goleaklint.atomic import write_atomically
from goleaklint.config import ConfigError, build_settings, fail_on_level, load_config
from goleaklint.progress import progress_bar
from goleaklint.readfile import read_regular
from goleaklint.report import FORMATS, renderer
from goleaklint.results import CheckResult, FileError
from goleaklint.rule import Confidence, Finding, Severity
from goleaklint.settings import Settings

if TYPE_CHECKING:
    from goleaklint.docs import RuleDoc
    from goleaklint.triage.dump import DumpProblem

EXIT_CLEAN = 0
EXIT_FINDINGS = 1
EXIT_ERROR = 2
DEBUG_ENV = "GOLEAKLINT_DEBUG"
TRIAGE_FORMATS = ["text", "json", "sarif"]
MAX_DUMP_PROBLEMS_SHOWN = 20
_SEVERITY_RANK = {Severity.NOTE: 0, Severity.WARNING: 1, Severity.ERROR: 2}

P = ParamSpec("P")


def _fail(message: str) -> NoReturn:
    click.echo(f"goleaklint: error: {message}", err=True)
    sys.exit(EXIT_ERROR)


def _guarded(command: Callable[P, None]) -> Callable[P, None]:
    """Turn config errors and unexpected exceptions into a one-line message and exit 2.

    A closed pipe (`goleaklint rules | head`) is not one: click ends such a run quietly.
    """

    @functools.wraps(command)
    def run(*args: P.args, **kwargs: P.kwargs) -> None:
        try:
            command(*args, **kwargs)
        except (click.ClickException, click.exceptions.Exit, click.Abort, BrokenPipeError):
            raise
        except (ConfigError, changes.ChangesError) as exc:
            _fail(str(exc))
        except Exception as exc:
            if os.environ.get(DEBUG_ENV) == "1":
                click.echo(traceback.format_exc(), err=True, nl=False)
            click.echo(f"goleaklint: internal error: {type(exc).__name__}: {exc}", err=True)
            sys.exit(EXIT_ERROR)

    return run


@click.group(context_settings={"help_option_names": ["-h", "--help"]}, invoke_without_command=True)
@click.version_option(
    __version__, "--version", prog_name="goleaklint", message="%(prog)s %(version)s"
)
@click.pass_context
def cli(ctx: click.Context) -> None:
    """Find goroutine leaks in Go source code.

    Start with `goleaklint check ./...`; `goleaklint rules` lists what it looks for.
    """
    if ctx.invoked_subcommand is None:  # bare `goleaklint`: help on stdout, success
        click.echo(ctx.get_help())


def main() -> None:
    """Console-script entry point."""
    cli(prog_name="goleaklint")


# Options that check and triage share.
_output_option = click.option(
    "--output",
    "-o",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Write the report to this file instead of standard output.",
)
_config_option = click.option(
    "--config",
    "config_file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Config file (default: nearest .goleaklint.toml or pyproject.toml).",
)
_color_option = click.option(
    "--color/--no-color",
    default=None,
    help="Colour the text output (default: when writing to a terminal).",
)


@cli.command()
@click.argument("paths", nargs=-1, type=click.Path())
@click.option(
    "--format",
    "output_format",
    type=click.Choice(list(FORMATS)),
    default="text",
    show_default=True,
    help="Output format.",
)
@_output_option
@click.option("--select", multiple=True, help="Rules to run (ids, prefixes, names, ALL).")
@click.option("--ignore", multiple=True, help="Rules to skip (ids, prefixes, names).")
@_config_option
@click.option("--go-version", help="Go language version, overriding go.mod (1.22 or go1.22).")
@click.option(
    "--fail-on",
    type=click.Choice([str(level) for level in Severity]),
    help="Least severe finding that makes the exit status 1 (default: warning).",
)
@click.option(
    "--min-confidence",
    type=click.Choice([str(level) for level in Confidence]),
    help="Report only findings at least this certain (default: low, i.e. all).",
)
@click.option(
    "--tests/--no-tests",
    default=None,
    help="Analyse _test.go files (default: yes; config `tests`).",
)
@click.option(
    "--new-from-rev",
    metavar="REV",
    help="Report only findings on lines changed since git revision REV (and untracked files).",
)
@click.option(
    "--new-from-patch",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    help="Report only findings on lines this unified diff adds or changes.",
)
@click.option("--quiet", "-q", is_flag=True, help="Text format: no summary line.")
@_color_option
@click.option(
    "--fix", is_flag=True, help="Apply safe fixes to the files, then report what is left."
)
@click.option(
    "--unsafe-fixes", is_flag=True, help="With --fix or --diff: also apply the unsafe fixes."
)
@click.option("--diff", is_flag=True, help="Print the fixes as a unified diff; change no Go file.")
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    help="Worker processes (default: one per core).",
)
@click.option("--no-cache", is_flag=True, help="Do not read or write the result cache.")
@click.option(
    "--baseline",
    "baseline_file",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Report only findings that this baseline file does not list.",
)
@click.option(
    "--write-baseline",
    type=click.Path(dir_okay=False, path_type=Path),
    help="Record the current findings in this baseline file and exit 0.",
)
@_guarded
def check(
    paths: tuple[str, ...],
    output_format: str,
    output: Path | None,
    select: tuple[str, ...],
    ignore: tuple[str, ...],
    config_file: Path | None,
    go_version: str | None,
    fail_on: str | None,
    min_confidence: str | None,
    tests: bool | None,
    new_from_rev: str | None,
    new_from_patch: Path | None,
    quiet: bool,
    color: bool | None,
    fix: bool,
    unsafe_fixes: bool,
    diff: bool,
    jobs: int | None,
    no_cache: bool,
    baseline_file: Path | None,
    write_baseline: Path | None,
) -> None:
    """Analyse Go files and directories (default: the current directory).

    PATHS are files, directories (walked recursively) or `./...`-style trees.
    """
    _check_combinations(fix, diff, unsafe_fixes, baseline_file, write_baseline)
    _check_new_from(new_from_rev, new_from_patch, fix or diff or write_baseline is not None)
    config = load_config(config_file, Path.cwd())
    settings = build_settings(
        config,
        _split(select) or None,
        _split(ignore),
        go_version,
        cli_tests=tests,
        cli_min_confidence=min_confidence,
    )
    failing = fail_on_level(config, fail_on)
    targets = paths or (".",)
    use_cache = not no_cache
    changed = _changed_lines(new_from_rev, new_from_patch)
    if fix or diff:
        result = _apply_fixes(
            targets, settings, unsafe=unsafe_fixes, write=fix, jobs=jobs, use_cache=use_cache
        )
        if diff:
            _echo_file_errors(result)
            sys.exit(_exit_status(result, failing))
    else:
        with progress_bar(enabled=not quiet and sys.stderr.isatty()) as report_progress:
            result = engine.check_paths(
                targets, settings, jobs=jobs, use_cache=use_cache, progress=report_progress
            )
    if write_baseline is not None:
        try:
            written = baseline.write(write_baseline, result.findings)
        except OSError as exc:
            _fail(f"cannot write {display.path(str(write_baseline))}: {exc.strerror or exc}")
        shown = display.path(str(write_baseline))
        click.echo(f"Wrote {written} finding{'s' * (written != 1)} to {shown}.", err=True)
        sys.exit(EXIT_CLEAN)
    if baseline_file is not None:
        try:
            recorded = baseline.load(baseline_file)
        except baseline.BaselineError as exc:
            _fail(str(exc))
        result.findings, result.baselined = recorded.split(result.findings)
    if changed is not None:
        result.findings, result.unchanged = changes.split_new(result.findings, changed)
    use_color = _use_color(color, output)
    if output_format == "text":
        document = _render_text(result, quiet=quiet, color=use_color)
    else:
        document = renderer(output_format)(result, root=Path.cwd(), color=use_color)
    _emit(document, output, color=use_color)
    if output_format != "text":  # text already reported them as file errors on stderr
        for path in result.missing:
            click.echo(
                f"goleaklint: error: {display.path(path)}: no such file or directory", err=True
            )
    sys.exit(_exit_status(result, failing))


def _check_combinations(
    fix: bool,
    diff: bool,
    unsafe_fixes: bool,
    baseline_file: Path | None,
    write_baseline: Path | None,
) -> None:
    if fix and diff:
        raise click.UsageError("--fix writes the fixes and --diff only shows them: pick one")
    if diff and (baseline_file is not None or write_baseline is not None):
        raise click.UsageError("--diff shows every fix and reports no findings: drop the baseline")
    if unsafe_fixes and not (fix or diff):
        raise click.UsageError(
            "--unsafe-fixes only changes what --fix applies and --diff shows: add one of them"
        )


def _check_new_from(rev: str | None, patch: Path | None, changes_code: bool) -> None:
    if rev is not None and patch is not None:
        raise click.UsageError("--new-from-rev and --new-from-patch both say what is new: pick one")
    if (rev is not None or patch is not None) and changes_code:
        raise click.UsageError(
            "--new-from-rev and --new-from-patch only filter the report; "
            "they do not combine with --fix, --diff or --write-baseline"
        )


def _changed_lines(rev: str | None, patch: Path | None) -> changes.ChangedLines | None:
    if rev is not None:
        return changes.from_revision(rev)
    if patch is not None:
        return changes.from_patch(patch)
    return None


def _exit_status(result: CheckResult, fail_on: Severity) -> int:
    """2 when the run could not analyse what it was asked to, else 1 when a finding is at
    least as severe as ``fail_on``, else 0."""
    if result.incomplete():
        return EXIT_ERROR
    return EXIT_FINDINGS if any(_fails(f, fail_on) for f in result.findings) else EXIT_CLEAN


def _fails(finding: Finding, fail_on: Severity) -> bool:
    return _SEVERITY_RANK[finding.severity] >= _SEVERITY_RANK[fail_on]


def _echo_file_errors(result: CheckResult) -> None:
    """File problems go to stderr, one line each, whatever goes to stdout."""
    from goleaklint.report.text import error_line

    for error in result.errors:
        click.echo(error_line(error), err=True)


_DOC_FORMAT = click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
)


@cli.command("rules")
@_DOC_FORMAT
@_guarded
def rules_command(output_format: str) -> None:
    """List every rule."""
    docs = _load_docs()
    if output_format == "json":
        click.echo(json.dumps([_doc_json(doc, with_body=False) for doc in docs.values()], indent=2))
        return
    header = ("ID", "NAME", "SEVERITY", "FIX", "TITLE")
    rows = [
        (doc.id, doc.name, str(doc.severity), doc.fix_label, doc.title) for doc in docs.values()
    ]
    for line in _table([header, *rows]):
        click.echo(line)


@cli.command("rule")
@click.argument("rule")
@_DOC_FORMAT
@_guarded
def rule_command(rule: str, output_format: str) -> None:
    """Show the documentation of one rule, by id (GL001) or name."""
    doc = _find_doc(_load_docs(), rule)
    if doc is None:
        _fail(f"unknown rule `{rule}`; `goleaklint rules` lists them all")
    if output_format == "json":
        click.echo(json.dumps(_doc_json(doc, with_body=True), indent=2))
        return
    header = (
        f"{doc.id} {doc.name} · {doc.severity} · {doc.status} since {doc.since}"
        f" · fix: {doc.fix_label}"
    )
    click.echo(header)
    click.echo()
    click.echo(doc.body.strip("\n"))


@cli.command("triage")
@click.argument("dump", type=click.Path(dir_okay=False, allow_dash=True))
@click.argument("paths", nargs=-1, type=click.Path())
@click.option(
    "--format",
    "output_format",
    type=click.Choice(TRIAGE_FORMATS),
    default="text",
    show_default=True,
    help="Output format.",
)
@_output_option
@_config_option
@click.option("--go-version", help="Go language version, overriding go.mod (e.g. 1.22).")
@_color_option
@click.option(
    "--jobs",
    "-j",
    type=click.IntRange(min=1),
    help="Worker processes for the analysis (default: one per core).",
)
@_guarded
def triage_command(
    dump: str,
    paths: tuple[str, ...],
    output_format: str,
    output: Path | None,
    config_file: Path | None,
    go_version: str | None,
    color: bool | None,
    jobs: int | None,
) -> None:
    """Explain the stuck goroutines of a goroutine dump (DUMP, or - for standard input)
    with the source under PATHS (default: the current directory).

    Every rule runs, whatever the config selects, on test files too and at every
    confidence; the config's exclude patterns and Go version apply. Exit status: 0
    when no goroutine is stuck, 1 when some are, 2 on errors.
    """
    from goleaklint import triage

    config = load_config(config_file, Path.cwd())
    settings = dataclasses.replace(
        build_settings(config, None, (), go_version),
        rules=None,
        per_path_ignores=(),
        tests=True,
        min_confidence=Confidence.LOW,
    )
    roots = [Path(p) for p in paths or (".",)]
    missing = [str(root) for root in roots if not root.exists()]
    if missing:
        _fail(f"{display.path(missing[0])}: no such file or directory")
    try:
        parsed = triage.read_dump(_read_input(dump))
    except triage.DumpError as exc:
        _fail(f"{display.path(dump)}: {exc}")
    result = triage.triage(parsed, roots, settings, jobs=jobs)
    use_color = _use_color(color, output)
    if output_format == "text":
        for problem in _limited(result.dump.problems):
            click.echo(f"goleaklint: {display.path(dump)}: {display.text(problem)}", err=True)
        _echo_file_errors(result.analysis)
        document = triage.render_text(result, color=use_color)
    elif output_format == "json":
        document = triage.render_json(result)
    else:
        document = triage.render_sarif(result, root=Path.cwd())
    _emit(document, output, color=use_color)
    sys.exit(result.exit_status())


def _read_input(dump: str) -> bytes:
    """The bytes of the dump file, or of standard input for ``-``."""
    if dump == "-":
        return sys.stdin.buffer.read()
    try:
        return Path(dump).read_bytes()
    except OSError as exc:
        _fail(f"cannot read {display.path(dump)}: {exc.strerror or exc}")


def _limited(problems: Sequence[DumpProblem]) -> list[str]:
    """Problem lines to show, the rest summed up in one."""
    shown = [f"line {p.line}: {p.message}" for p in problems[:MAX_DUMP_PROBLEMS_SHOWN]]
    if len(problems) > MAX_DUMP_PROBLEMS_SHOWN:
        shown.append(f"... and {len(problems) - MAX_DUMP_PROBLEMS_SHOWN} more unreadable parts")
    return shown


@cli.command("lsp")
@_guarded
def lsp_command() -> None:
    """Run the language server on standard input and output (needs the `lsp` extra)."""
    try:
        from goleaklint import lsp
    except ImportError as exc:
        if exc.name and exc.name.split(".")[0] in ("pygls", "lsprotocol"):
            _fail(
                "the language server needs pygls, which is not installed next to goleaklint; "
                f"install it with `{sys.executable} -m pip install 'pygls>=2.1,<3'` "
                "(or reinstall from a goleaklint checkout with `pip install '.[lsp]'`, "
                "or `pipx inject goleaklint 'pygls>=2.1,<3'`)"
            )
        raise
    lsp.serve()


def _apply_fixes(
    targets: Sequence[str],
    settings: Settings,
    *,
    unsafe: bool,
    write: bool,
    jobs: int | None,
    use_cache: bool,
) -> CheckResult:
    """Fix in memory; write the changed files (``--fix``) or print their diff (``--diff``).

    ``--fix`` returns the findings left after fixing. ``--diff`` returns the findings of
    the files as they are, so its exit status is that of a plain check: 1 when there are
    findings, whether or not a fix would remove them.
    """

    def read(path: str) -> bytes:
        return read_regular(path, settings.max_file_size)

    def check(overrides: Mapping[str, bytes]) -> CheckResult:
        return engine.check_paths(targets, settings, overrides, jobs=jobs, use_cache=use_cache)

    outcome = fix_module.fix_paths(check, read, unsafe)
    changed = outcome.changed()
    if not write:
        for path, (old, new) in sorted(changed.items()):
            click.echo(fix_module.unified_diff(path, old, new), nl=False)
        if not changed:
            click.echo(_no_diff_reason(outcome.initial.findings, unsafe), err=True)
        return _with_problems(outcome.initial, outcome.skipped)
    written: list[str] = []
    problems = list(outcome.skipped)
    for path, (old, new) in sorted(changed.items()):
        problem = fix_module.unchanged_on_disk(path, old, read)
        if problem is None:
            try:
                write_atomically(Path(path), new)
            except FileNotFoundError:
                message = "not fixed: it was removed before it could be written"
                problem = FileError(path, message, analysed=True)
            except OSError as exc:
                _fail(f"cannot write {display.path(path)}: {exc.strerror or exc}")
        if problem is None:
            written.append(path)
        else:
            problems.append(problem)
    fixed = outcome.applied_in(written)
    if fixed:
        files = len(written)
        click.echo(
            f"Fixed {fixed} finding{'s' * (fixed != 1)} in {files} file{'s' * (files != 1)}.",
            err=True,
        )
    # A fixed file that could not be written still holds its findings: check the disk again.
    result = outcome.result if len(written) == len(changed) else check({})
    return _with_problems(result, problems)


def _with_problems(result: CheckResult, problems: Sequence[FileError]) -> CheckResult:
    """``result`` with the files that ``--fix`` or ``--diff`` left alone listed."""
    if problems:
        result.errors.extend(problems)
        result.sort()
    return result


def _no_diff_reason(findings: Sequence[Finding], unsafe: bool) -> str:
    """Why ``--diff`` printed nothing."""
    from goleaklint.report.text import unsafely_fixable

    waiting = sum(1 for f in findings if unsafely_fixable(f))
    if waiting and not unsafe:
        noun = "finding has" if waiting == 1 else "findings have"
        return f"No safe fixes to show; {waiting} {noun} an unsafe fix: add --unsafe-fixes."
    return "No fixes to show."


def _split(values: Iterable[str]) -> tuple[str, ...]:
    """Flatten repeatable, comma-separated option values."""
    return tuple(part.strip() for value in values for part in value.split(",") if part.strip())


def _use_color(flag: bool | None, output: Path | None) -> bool:
    if flag is not None:
        return flag
    if output is not None or os.environ.get("NO_COLOR"):
        return False
    return sys.stdout.isatty()


def _render_text(result: CheckResult, *, quiet: bool, color: bool) -> str:
    """Findings (and the summary) for stdout; file errors go to stderr here."""
    from goleaklint.report import text

    _echo_file_errors(result)
    return text.render(
        dataclasses.replace(result, errors=[]),
        root=Path.cwd(),
        color=color,
        with_summary=not quiet,
    )


def _emit(document: str, output: Path | None, *, color: bool) -> None:
    if output is None:
        click.echo(document, nl=False, color=color)
        return
    try:
        # surrogateescape: a name that is not UTF-8 is written back as the bytes it was.
        output.write_bytes(document.encode("utf-8", errors="surrogateescape"))
    except OSError as exc:
        _fail(f"cannot write {display.path(str(output))}: {exc.strerror or exc}")


def _load_docs() -> dict[str, RuleDoc]:
    from goleaklint.docs import load_docs

    return load_docs()


def _find_doc(docs: dict[str, RuleDoc], wanted: str) -> RuleDoc | None:
    by_id = docs.get(wanted.strip().upper())
    if by_id is not None:
        return by_id
    return next((doc for doc in docs.values() if doc.name == wanted.strip().lower()), None)


def _doc_json(doc: RuleDoc, *, with_body: bool) -> dict[str, Any]:
    data: dict[str, Any] = {
        "id": doc.id,
        "name": doc.name,
        "title": doc.title,
        "severity": str(doc.severity),
        "confidence": str(doc.confidence),
        "status": str(doc.status),
        "since": doc.since,
        "default": doc.default,
        "fix": str(doc.fix),
        "applicability": None if doc.applicability is None else str(doc.applicability),
        "tags": list(doc.tags),
    }
    if with_body:
        data["body"] = doc.body
    return data


def _table(rows: Sequence[Sequence[str]]) -> list[str]:
    """Left-aligned columns separated by two spaces; the last column is not padded."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]) - 1)]
    lines = []
    for row in rows:
        cells = [cell.ljust(width) for cell, width in zip(row, widths, strict=False)]
        lines.append("  ".join([*cells, row[-1]]))
    return lines
