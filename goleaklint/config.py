"""Configuration: ``[tool.goleaklint]`` in pyproject.toml or a ``.goleaklint.toml``.

The config file and the command line are merged into :class:`Settings`. Rule
selectors are validated here, so every later stage can trust them.
"""

from __future__ import annotations

import os
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from goleaklint.readfile import read_regular
from goleaklint.rule import Confidence, Severity
from goleaklint.rules import ALL_RULES, TOOL_DIAGNOSTICS
from goleaklint.settings import DEFAULT_MAX_FILE_SIZE, PathIgnore, Settings

PYPROJECT = "pyproject.toml"
DOTFILE = ".goleaklint.toml"
KNOWN_KEYS = (
    "exclude",
    "fail-on",
    "go-version",
    "ignore",
    "max-file-size",
    "min-confidence",
    "per-path-ignores",
    "select",
    "tests",
)
# Rules that are off by default in packages whose Go version collects unstopped timers
# (1.23 and later), where all they could say is a note about allocation; naming one in
# ``select`` (by id or name, not by prefix or ALL) turns it back on there.
OFF_BY_DEFAULT_SINCE_GO_1_23 = frozenset({"GL303"})
# Rules that are off by default everywhere: what they report rests on an order of calls
# the package does not show. Naming one in ``select`` (by id or name) turns it on.
OFF_BY_DEFAULT = frozenset({"GL006"})
DEFAULT_FAIL_ON = Severity.WARNING
_GO_VERSION = re.compile(r"(?:go)?(\d+\.\d+(?:\.\d+)?)")
E = TypeVar("E", Confidence, Severity)
_PREFIX = re.compile(r"GL\d{0,2}")
_SIZE = re.compile(r"(\d+(?:\.\d+)?)\s*([kmg]i?b|b)?", re.IGNORECASE)
_UNITS = {
    "b": 1,
    "kb": 1000,
    "kib": 1024,
    "mb": 1000**2,
    "mib": 1024**2,
    "gb": 1000**3,
    "gib": 1024**3,
}


class ConfigError(Exception):
    """A configuration or selector problem; the message names the file and key."""


@dataclass(frozen=True)
class Config:
    """The validated contents of a config file (all fields optional)."""

    path: Path | None = None
    select: tuple[str, ...] | None = None
    ignore: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    per_path_ignores: tuple[tuple[str, tuple[str, ...]], ...] = ()
    go_version: str | None = None
    max_file_size: int | None = None
    tests: bool | None = None
    min_confidence: Confidence | None = None
    fail_on: Severity | None = None


def load_config(config_file: Path | None, start: Path) -> Config:
    """Load ``config_file``, or the nearest config file at or above ``start``."""
    if config_file is not None:
        table = _explicit_table(config_file)
        return _parse(config_file, table)
    found = find_config(start)
    if found is None:
        return Config()
    path, table = found
    return _parse(path, table)


def find_config(start: Path) -> tuple[Path, dict[str, object]] | None:
    """The first ``.goleaklint.toml``, or pyproject.toml with our table, walking up."""
    directory = start.resolve()
    if _is_file(directory):
        directory = directory.parent
    for folder in (directory, *directory.parents):
        dotfile = folder / DOTFILE
        if _is_file(dotfile):
            return dotfile, _read_toml(dotfile)
        pyproject = folder / PYPROJECT
        if _is_file(pyproject):
            table = _tool_table(pyproject, _read_toml(pyproject))
            if table is not None:
                return pyproject, table
    return None


def rule_catalog() -> dict[str, str]:
    """Every rule id the tool knows (rules and tool diagnostics) -> its name."""
    catalog = {rule.id: rule.name for rule in ALL_RULES}
    catalog.update(TOOL_DIAGNOSTICS)
    return dict(sorted(catalog.items()))


def expand_selector(selector: str) -> frozenset[str]:
    """The rule ids a selector stands for: ``ALL``, an id, an id prefix or a name.

    Returns an empty set when the selector matches nothing.
    """
    catalog = rule_catalog()
    text = selector.strip()
    upper = text.upper()
    if upper == "ALL":
        return frozenset(catalog)
    if upper in catalog:
        return frozenset({upper})
    if _PREFIX.fullmatch(upper):
        return frozenset(rule_id for rule_id in catalog if rule_id.startswith(upper))
    return frozenset(rule_id for rule_id, name in catalog.items() if name == text.lower())


def resolve_selectors(select: Sequence[str] | None, ignore: Sequence[str]) -> frozenset[str]:
    """The enabled rule ids: ``select`` (every rule when None) minus ``ignore``."""
    chosen = frozenset(rule_catalog()) if select is None else _expand_all(select)
    return chosen - _expand_all(ignore)


def named_rules(selectors: Sequence[str]) -> frozenset[str]:
    """The rule ids that selectors name exactly, by id or name (not by prefix or ALL)."""
    catalog = rule_catalog()
    named: set[str] = set()
    for selector in selectors:
        text = selector.strip()
        if text.upper() in catalog:
            named.add(text.upper())
        named.update(rule_id for rule_id, name in catalog.items() if name == text.lower())
    return frozenset(named)


def build_settings(
    config: Config,
    cli_select: Sequence[str] | None,
    cli_ignore: Sequence[str],
    cli_go_version: str | None,
    *,
    cli_tests: bool | None = None,
    cli_min_confidence: str | None = None,
) -> Settings:
    """Merge the config with the command line: ``--select`` replaces, ignores add up, and
    the other options override the config's values."""
    _check_selectors("--select", cli_select or ())
    _check_selectors("--ignore", cli_ignore)
    go_version = config.go_version
    if cli_go_version is not None:
        go_version = parse_go_version("--go-version", cli_go_version)
    min_confidence = config.min_confidence or Confidence.LOW
    if cli_min_confidence is not None:
        min_confidence = _choice("--min-confidence", cli_min_confidence, Confidence)
    select = tuple(cli_select) if cli_select else config.select
    per_path = tuple(
        PathIgnore(pattern, _expand_all(selectors))
        for pattern, selectors in config.per_path_ignores
    )
    tests = cli_tests if cli_tests is not None else config.tests
    return Settings(
        rules=resolve_selectors(select, (*config.ignore, *cli_ignore)),
        go_version=go_version,
        exclude=config.exclude,
        per_path_ignores=per_path,
        max_file_size=config.max_file_size or DEFAULT_MAX_FILE_SIZE,
        tests=True if tests is None else tests,
        root=None if config.path is None else Path(os.path.abspath(config.path.parent)),
        min_confidence=min_confidence,
        off_since_go_1_23=OFF_BY_DEFAULT_SINCE_GO_1_23 - named_rules(select or ()),
        off_by_default=OFF_BY_DEFAULT - named_rules(select or ()),
    )


def fail_on_level(config: Config, cli_fail_on: str | None) -> Severity:
    """The least severe finding that makes the run exit 1 (``--fail-on``, config ``fail-on``)."""
    if cli_fail_on is not None:
        return _choice("--fail-on", cli_fail_on, Severity)
    return config.fail_on or DEFAULT_FAIL_ON


def parse_go_version(where: str, value: str) -> str:
    """``"1.22"``, ``"1.22.3"`` or ``"go1.22"`` -> the version without ``go``."""
    match = _GO_VERSION.fullmatch(value.strip())
    if match is None:
        raise ConfigError(f'{where}: `{value}` is not a Go version such as "1.22" or "go1.22"')
    return match.group(1)


def parse_size(value: str) -> int | None:
    """``"2MiB"`` -> 2097152; ``None`` when the text is not a size."""
    match = _SIZE.fullmatch(value.strip())
    if match is None:
        return None
    unit = (match.group(2) or "b").lower()
    return int(float(match.group(1)) * _UNITS[unit])


def _expand_all(selectors: Sequence[str]) -> frozenset[str]:
    chosen: set[str] = set()
    for selector in selectors:
        ids = expand_selector(selector)
        if not ids:
            raise ConfigError(f"unknown rule selector `{selector}`")
        chosen |= ids
    return frozenset(chosen)


def _check_selectors(where: str, selectors: Sequence[str]) -> None:
    for selector in selectors:
        if not expand_selector(selector):
            raise ConfigError(
                f"{where}: unknown rule selector `{selector}` "
                "(use ALL, a rule id such as GL001, an id prefix such as GL0, or a rule name)"
            )


def _choice(where: str, value: object, kind: type[E]) -> E:
    """One of an enum's values, spelled as in the docs (``warning``, ``medium``)."""
    allowed = [str(member) for member in kind]
    if not isinstance(value, str) or value.strip().lower() not in allowed:
        raise ConfigError(f"{where}: `{value}` is not one of {', '.join(allowed)}")
    return kind(value.strip().lower())


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except OSError:  # e.g. a parent directory we may not search
        return False


def _read_toml(path: Path) -> dict[str, object]:
    try:
        return tomllib.loads(read_regular(path).decode("utf-8"))
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read: {exc.strerror or exc}") from exc
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: invalid TOML: {exc}") from exc


def _tool_table(path: Path, data: Mapping[str, object]) -> dict[str, object] | None:
    tool = data.get("tool")
    if not isinstance(tool, dict) or "goleaklint" not in tool:
        return None
    table = tool["goleaklint"]
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: [tool.goleaklint] must be a table")
    return table


def _explicit_table(path: Path) -> dict[str, object]:
    data = _read_toml(path)
    if path.name != PYPROJECT:
        return data
    table = _tool_table(path, data)
    if table is None:
        raise ConfigError(f"{path}: no [tool.goleaklint] table")
    return table


def _parse(path: Path, table: Mapping[str, object]) -> Config:
    """Validate every key of a config table."""
    where = f"{path}: [tool.goleaklint]" if path.name == PYPROJECT else str(path)
    unknown = sorted(set(table) - set(KNOWN_KEYS))
    if unknown:
        raise ConfigError(
            f"{where}: unknown key `{unknown[0]}` (known keys: {', '.join(KNOWN_KEYS)})"
        )
    select = _string_list(where, "select", table["select"]) if "select" in table else None
    ignore = _string_list(where, "ignore", table.get("ignore", []))
    _check_selectors(f"{where} select", select or ())
    _check_selectors(f"{where} ignore", ignore)
    return Config(
        path=path,
        select=select,
        ignore=ignore,
        exclude=_string_list(where, "exclude", table.get("exclude", [])),
        per_path_ignores=_per_path_ignores(where, table.get("per-path-ignores", {})),
        go_version=_go_version(where, table.get("go-version")),
        max_file_size=_max_file_size(where, table.get("max-file-size")),
        tests=_boolean(where, "tests", table.get("tests")),
        min_confidence=_optional_choice(where, "min-confidence", table, Confidence),
        fail_on=_optional_choice(where, "fail-on", table, Severity),
    )


def _boolean(where: str, key: str, value: object) -> bool | None:
    if value is None or isinstance(value, bool):
        return value
    raise ConfigError(f"{where}: `{key}` must be true or false, got {_describe(value)}")


def _optional_choice(where: str, key: str, table: Mapping[str, object], kind: type[E]) -> E | None:
    if key not in table:
        return None
    return _choice(f"{where} {key}", table[key], kind)


def _string_list(where: str, key: str, value: object) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ConfigError(f"{where}: `{key}` must be a list of strings, got {_describe(value)}")
    return tuple(value)


def _per_path_ignores(where: str, value: object) -> tuple[tuple[str, tuple[str, ...]], ...]:
    key = "per-path-ignores"
    if not isinstance(value, dict):
        raise ConfigError(
            f"{where}: `{key}` must be a table of glob = [rules], got {_describe(value)}"
        )
    entries: list[tuple[str, tuple[str, ...]]] = []
    for pattern, selectors in value.items():
        rules = _string_list(where, f'{key}."{pattern}"', selectors)
        _check_selectors(f'{where} {key}."{pattern}"', rules)
        entries.append((pattern, rules))
    return tuple(entries)


def _go_version(where: str, value: object) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ConfigError(f'{where}: `go-version` must be a string such as "1.22", got {value!r}')
    return parse_go_version(f"{where} go-version", value)


def _max_file_size(where: str, value: object) -> int | None:
    if value is None:
        return None
    size: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        size = value
    elif isinstance(value, str):
        size = parse_size(value)
    if size is None or size <= 0:
        raise ConfigError(
            f'{where}: `max-file-size` must be a positive number of bytes or a size such as "2MiB",'
            f" got {value!r}"
        )
    return size


def _describe(value: object) -> str:
    return f"{type(value).__name__} {value!r}"
