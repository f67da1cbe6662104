"""Configuration: ``[tool.goleaklint]`` in pyproject.toml or a ``.goleaklint.toml``.

The config file and the command line are merged into :class:`Settings`. Rule
selectors are validated here, so every later stage can trust them.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from goleaklint.rules import ALL_RULES, TOOL_DIAGNOSTICS
from goleaklint.settings import DEFAULT_MAX_FILE_SIZE, PathIgnore, Settings

PYPROJECT = "pyproject.toml"
DOTFILE = ".goleaklint.toml"
KNOWN_KEYS = (
    "exclude",
    "go-version",
    "ignore",
    "max-file-size",
    "per-path-ignores",
    "select",
)
_GO_VERSION = re.compile(r"\d+\.\d+(\.\d+)?")
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


def build_settings(
    config: Config,
    cli_select: Sequence[str] | None,
    cli_ignore: Sequence[str],
    cli_go_version: str | None,
) -> Settings:
    """Merge the config with the command line: ``--select`` replaces, ignores add up."""
    _check_selectors("--select", cli_select or ())
    _check_selectors("--ignore", cli_ignore)
    if cli_go_version is not None:
        _check_go_version("--go-version", cli_go_version)
    select = tuple(cli_select) if cli_select else config.select
    per_path = tuple(
        PathIgnore(pattern, _expand_all(selectors))
        for pattern, selectors in config.per_path_ignores
    )
    return Settings(
        rules=resolve_selectors(select, (*config.ignore, *cli_ignore)),
        go_version=cli_go_version or config.go_version,
        exclude=config.exclude,
        per_path_ignores=per_path,
        max_file_size=config.max_file_size or DEFAULT_MAX_FILE_SIZE,
    )


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


def _check_go_version(where: str, value: str) -> None:
    if not _GO_VERSION.fullmatch(value):
        raise ConfigError(f'{where}: `{value}` is not a Go version such as "1.22"')


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except OSError:  # e.g. a parent directory we may not search
        return False


def _read_toml(path: Path) -> dict[str, object]:
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read: {exc.strerror or exc}") from exc
    except tomllib.TOMLDecodeError as exc:
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
    )


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
    _check_go_version(f"{where} go-version", value)
    return value


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
