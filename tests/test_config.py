"""Configuration files, rule selectors and the merge with the command line."""

from __future__ import annotations

from pathlib import Path

import pytest

from goleaklint import config
from goleaklint.config import Config, ConfigError, build_settings, load_config, resolve_selectors
from goleaklint.settings import DEFAULT_MAX_FILE_SIZE, PathIgnore

pytestmark = pytest.mark.usefixtures("known_rules")  # GL001, GL002 and GL101 only

TOOL = frozenset({"GL901", "GL902", "GL999"})
EVERY = frozenset({"GL001", "GL002", "GL101"}) | TOOL


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_no_config_file_gives_defaults(tmp_path: Path) -> None:
    assert load_config(None, tmp_path) == Config()


def test_pyproject_table_is_found_walking_up(tmp_path: Path) -> None:
    pyproject = write(
        tmp_path / "pyproject.toml",
        """
[project]
name = "x"

[tool.goleaklint]
select = ["GL0"]
ignore = ["GL002"]
exclude = ["**/gen/*", "legacy/"]
go-version = "1.22"
max-file-size = "1MiB"

[tool.goleaklint.per-path-ignores]
"*_test.go" = ["GL001", "unsent-channel-receive"]
""",
    )
    start = tmp_path / "a" / "b"
    start.mkdir(parents=True)
    assert load_config(None, start) == Config(
        path=pyproject,
        select=("GL0",),
        ignore=("GL002",),
        exclude=("**/gen/*", "legacy/"),
        per_path_ignores=(("*_test.go", ("GL001", "unsent-channel-receive")),),
        go_version="1.22",
        max_file_size=1024 * 1024,
    )


def test_pyproject_without_table_is_skipped(tmp_path: Path) -> None:
    outer = write(tmp_path / ".goleaklint.toml", 'ignore = ["GL101"]\n')
    write(tmp_path / "inner" / "pyproject.toml", '[project]\nname = "x"\n')
    found = load_config(None, tmp_path / "inner")
    assert (found.path, found.ignore) == (outer, ("GL101",))


def test_dotfile_wins_over_pyproject_in_the_same_directory(tmp_path: Path) -> None:
    write(tmp_path / "pyproject.toml", '[tool.goleaklint]\nignore = ["GL001"]\n')
    dotfile = write(tmp_path / ".goleaklint.toml", 'ignore = ["GL002"]\n')
    assert load_config(None, tmp_path).path == dotfile


def test_nearest_config_wins(tmp_path: Path) -> None:
    write(tmp_path / ".goleaklint.toml", 'ignore = ["GL001"]\n')
    inner = write(tmp_path / "sub" / "pyproject.toml", '[tool.goleaklint]\nignore = ["GL002"]\n')
    assert load_config(None, tmp_path / "sub").path == inner


def test_explicit_config_file_wins(tmp_path: Path) -> None:
    write(tmp_path / ".goleaklint.toml", 'ignore = ["GL001"]\n')
    chosen = write(tmp_path / "ci" / "strict.toml", 'select = ["ALL"]\n')
    assert load_config(chosen, tmp_path).select == ("ALL",)


def test_explicit_pyproject_needs_the_table(tmp_path: Path) -> None:
    pyproject = write(tmp_path / "pyproject.toml", '[project]\nname = "x"\n')
    with pytest.raises(ConfigError, match=r"no \[tool.goleaklint\] table"):
        load_config(pyproject, tmp_path)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ('selct = ["GL001"]', "selct"),
        ('select = "GL001"', "select"),
        ("ignore = [1]", "ignore"),
        ('exclude = "gen"', "exclude"),
        ('per-path-ignores = ["x"]', "per-path-ignores"),
        ('per-path-ignores = { "x.go" = "GL001" }', "per-path-ignores"),
        ("go-version = 1.22", "go-version"),
        ('go-version = "latest"', "go-version"),
        ('max-file-size = "big"', "max-file-size"),
        ("max-file-size = -1", "max-file-size"),
        ("max-file-size = true", "max-file-size"),
        ('select = ["GL777"]', "select"),
        ('ignore = ["no-such-rule"]', "ignore"),
        ('per-path-ignores = { "x.go" = ["GL7"] }', "per-path-ignores"),
    ],
)
def test_bad_keys_and_types_name_file_and_key(tmp_path: Path, text: str, key: str) -> None:
    path = write(tmp_path / ".goleaklint.toml", text + "\n")
    with pytest.raises(ConfigError) as caught:
        load_config(None, tmp_path)
    assert str(path) in str(caught.value)
    assert key in str(caught.value)


def test_pyproject_errors_name_the_table(tmp_path: Path) -> None:
    write(tmp_path / "pyproject.toml", "[tool.goleaklint]\nunknown = 1\n")
    with pytest.raises(ConfigError, match=r"pyproject.toml: \[tool.goleaklint\]: unknown key"):
        load_config(None, tmp_path)


def test_invalid_toml(tmp_path: Path) -> None:
    path = write(tmp_path / ".goleaklint.toml", "select = [\n")
    with pytest.raises(ConfigError, match="invalid TOML"):
        load_config(path, tmp_path)


@pytest.mark.parametrize(
    ("text", "size"),
    [("2MiB", 2 * 1024 * 1024), ("512 KiB", 512 * 1024), ("1MB", 1_000_000), ("100", 100)],
)
def test_sizes(text: str, size: int) -> None:
    assert config.parse_size(text) == size


@pytest.mark.parametrize(
    ("select", "ignore", "expected"),
    [
        (None, [], EVERY),
        (["ALL"], ["GL9"], frozenset({"GL001", "GL002", "GL101"})),
        (["GL0"], [], frozenset({"GL001", "GL002"})),
        (["GL"], ["GL002", "GL1"], frozenset({"GL001"}) | TOOL),
        (["unreceived-channel-send", "gl101"], [], frozenset({"GL001", "GL101"})),
        ([], [], frozenset()),
    ],
)
def test_resolve_selectors(
    select: list[str] | None, ignore: list[str], expected: frozenset[str]
) -> None:
    assert resolve_selectors(select, ignore) == expected


@pytest.mark.parametrize("selector", ["GL777", "GL5", "nope", "G", ""])
def test_unknown_selector(selector: str) -> None:
    with pytest.raises(ConfigError, match="unknown rule selector"):
        resolve_selectors([selector], [])


def test_build_settings_merges_config_and_command_line() -> None:
    loaded = Config(
        select=("GL0",),
        ignore=("GL002",),
        exclude=("gen/",),
        per_path_ignores=(("*_test.go", ("GL0",)),),
        go_version="1.21",
        max_file_size=1000,
    )
    settings = build_settings(loaded, None, [], None)
    assert settings.rules == frozenset({"GL001"})
    assert settings.exclude == ("gen/",)
    assert settings.per_path_ignores == (PathIgnore("*_test.go", frozenset({"GL001", "GL002"})),)
    assert (settings.go_version, settings.max_file_size) == ("1.21", 1000)

    cli = build_settings(loaded, ["GL1", "GL002"], ["GL9"], "1.23")
    assert cli.rules == frozenset({"GL101"})  # select replaced, ignores added up
    assert cli.go_version == "1.23"


def test_build_settings_defaults() -> None:
    settings = build_settings(Config(), None, [], None)
    assert settings.rules == EVERY
    assert settings.max_file_size == DEFAULT_MAX_FILE_SIZE
    assert settings.enabled("GL902")


@pytest.mark.parametrize(
    ("select", "ignore", "version", "where"),
    [
        (["GL777"], [], None, "--select"),
        (None, ["nope"], None, "--ignore"),
        (None, [], "1.x", "--go-version"),
    ],
)
def test_build_settings_names_the_bad_option(
    select: list[str] | None, ignore: list[str], version: str | None, where: str
) -> None:
    with pytest.raises(ConfigError, match=where):
        build_settings(Config(), select, ignore, version)


def test_go_mod_without_a_go_line_means_go_1_16(tmp_path: Path) -> None:
    """The go command reads a go.mod without a ``go`` directive as Go 1.16."""
    from goleaklint import gomod

    (tmp_path / "go.mod").write_text("module example.com/m\n")
    gomod.forget()
    assert gomod.go_version_for(tmp_path) == "1.16"
