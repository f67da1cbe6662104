"""Result-cache entries cannot lie: a data-only format whose every field round-trips, and
any damage (flipped bytes, truncation, another key's entry, a FIFO or a directory in its
place, an unreadable file) means the package is analysed again, with the same findings."""

from __future__ import annotations

import dataclasses
import multiprocessing
import os
import random
import re
import shutil
import threading
from collections.abc import Callable, Iterator
from enum import Enum
from pathlib import Path

import pytest

from goleaklint import cache, codec, engine
from goleaklint.results import CheckResult, FileError
from goleaklint.rule import Finding
from goleaklint.settings import Settings
from goleaklint.span import Span

ROOT = Path(__file__).resolve().parent.parent
TESTDATA = ROOT / "testdata"
KEY = "ab" + "0" * 62
OTHER_KEY = "ab" + "1" * 62


def every_field(value: object) -> object:
    """The value as nested tuples of every dataclass field, including those left out of
    ``==`` (``FileError.span`` and its flags), with each value's type."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        named = ((f.name, every_field(getattr(value, f.name))) for f in dataclasses.fields(value))
        return (type(value).__name__, *named)
    if isinstance(value, list | tuple):
        return (type(value).__name__, *map(every_field, value))
    if isinstance(value, dict):
        return ("dict", *sorted((k, every_field(v)) for k, v in value.items()))
    return (type(value).__name__, value)


@pytest.fixture(scope="module")
def sample() -> CheckResult:
    """Real results: every testdata file, plus a named path that does not exist."""
    result = engine.check_paths([str(TESTDATA), str(TESTDATA / "gone.go")], jobs=1)
    result.cached_packages, result.baselined, result.unchanged, result.generated = 1, 2, 3, 4
    return result


def round_trip(result: CheckResult) -> CheckResult:
    decoded = cache.decode_entry(KEY, cache.encode_entry(KEY, result))
    assert decoded is not None
    return decoded


def test_every_field_of_real_results_survives_the_round_trip(sample: CheckResult) -> None:
    back = round_trip(sample)
    assert back == sample
    assert every_field(back) == every_field(sample)


def nested_values(value: object) -> Iterator[object]:
    yield value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from nested_values(getattr(value, f.name))
    elif isinstance(value, list | tuple):
        for item in value:
            yield from nested_values(item)


def test_the_sample_sets_every_field_of_every_result_type(sample: CheckResult) -> None:
    """So the round trip above cannot pass by leaving a field at its default everywhere."""
    values = list(nested_values(sample))
    for kind in {type(v) for v in values if dataclasses.is_dataclass(v)}:
        instances = [v for v in values if type(v) is kind]
        for f in dataclasses.fields(kind):
            seen = {repr(getattr(v, f.name)) for v in instances}
            assert len(seen) > 1 or kind is CheckResult, f"{kind.__name__}.{f.name}: {seen}"
    kinds = {type(v).__name__ for v in values}
    assert {"Finding", "Span", "Position", "Related", "Fix", "Edit", "FileError"} <= kinds
    for enum in (v for v in values if isinstance(v, Enum)):
        assert type(enum)(enum.value) is enum
    errors = sample.errors
    assert any(e.named for e in errors) and any(e.syntax and e.span for e in errors)


def test_names_that_are_not_utf8_or_hold_newlines_round_trip_exactly() -> None:
    odd = CheckResult(errors=[FileError("a\udcff\n\tb.go", "x")], missing=["\x1b[31m.go"])
    back = round_trip(odd)
    assert every_field(back) == every_field(odd)


def test_a_value_the_codec_does_not_know_fails_loudly() -> None:
    @dataclasses.dataclass
    class WithFloat:
        ratio: float

    with pytest.raises(TypeError):
        codec.encode(WithFloat(0.5))
    with pytest.raises(TypeError):
        codec.encode({"a": {1, 2}})
    with pytest.raises(TypeError, match="float"):
        codec.decode(WithFloat, {"ratio": 1})
    bad = CheckResult(errors=[FileError("x.go", lambda: None)])  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        cache.store(KEY, bad)


def test_decoding_is_strict(sample: CheckResult) -> None:
    span = sample.findings[0].span
    data = codec.encode(span)
    assert isinstance(data, dict)
    assert codec.decode(Span, data) == span
    for damaged in (
        {k: v for k, v in data.items() if k != "path"},  # a field missing
        {**data, "extra": 1},  # a field too many
        {**data, "start_byte": "0"},  # a str for an int
        {**data, "start_byte": True},  # a bool for an int
        {**data, "start": None},  # None for a Position
        {**data, "start": [1, 2, 3, 4]},  # an array for an object
    ):
        with pytest.raises(codec.CodecError):
            codec.decode(Span, damaged)
    finding = codec.encode(sample.findings[0])
    assert isinstance(finding, dict)
    with pytest.raises(codec.CodecError):
        codec.decode(Finding, {**finding, "severity": "fatal"})


def test_no_module_of_goleaklint_uses_pickle() -> None:
    uses = re.compile(r"^\s*(import|from)\s+(c?pickle|marshal|shelve)\b", re.MULTILINE)
    sources = (ROOT / "goleaklint").rglob("*.py")
    assert [p.name for p in sources if uses.search(p.read_text(encoding="utf-8"))] == []


# -- damaged entries ------------------------------------------------------------------------


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("GOLEAKLINT_CACHE_DIR", str(folder))
    return folder


def test_every_flipped_byte_and_every_truncation_is_refused(
    sample: CheckResult, cache_dir: Path
) -> None:
    small = CheckResult(findings=sample.findings[:2], errors=sample.errors[:1], files=2)
    cache.store(KEY, small)
    entry = cache.entry_path(KEY)
    good = entry.read_bytes()
    assert every_field(cache.load(KEY)) == every_field(small)
    rng = random.Random(17)
    for at in sorted(rng.sample(range(len(good)), 300)):
        damaged = bytearray(good)
        damaged[at] ^= 1 << rng.randrange(8)
        entry.write_bytes(bytes(damaged))
        assert cache.load(KEY) is None, f"byte {at} flipped"
    for length in (0, 1, 100, len(good) // 2, len(good) - 1):
        entry.write_bytes(good[:length])
        assert cache.load(KEY) is None, f"truncated to {length}"
    entry.write_bytes(good + b" ")
    assert cache.load(KEY) is None


def test_an_entry_copied_over_another_key_is_refused(cache_dir: Path) -> None:
    cache.store(KEY, CheckResult(files=1))
    cache.store(OTHER_KEY, CheckResult(files=2))
    shutil.copyfile(cache.entry_path(KEY), cache.entry_path(OTHER_KEY))
    assert cache.load(OTHER_KEY) is None
    assert cache.load(KEY) == CheckResult(files=1)


def test_an_old_pickle_entry_is_never_read(cache_dir: Path) -> None:
    legacy = cache_dir / KEY[:2] / f"{KEY[2:]}.pickle"
    legacy.parent.mkdir(parents=True)
    legacy.write_bytes(b"\x80\x05K\x01.")
    assert cache.load(KEY) is None


def in_time(action: Callable[[], object]) -> object:
    """Run ``action`` in a thread and fail (instead of hanging the suite) if it blocks."""
    outcome: list[object] = []
    worker = threading.Thread(target=lambda: outcome.append(action()), daemon=True)
    worker.start()
    worker.join(timeout=30)
    assert not worker.is_alive(), "blocked"
    return outcome[0]


def test_a_fifo_or_a_directory_in_place_of_an_entry(cache_dir: Path) -> None:
    entry = cache.entry_path(KEY)
    entry.parent.mkdir(parents=True)
    os.mkfifo(entry)
    assert in_time(lambda: cache.load(KEY)) is None
    in_time(lambda: cache.store(KEY, CheckResult(files=1)))  # replaces the FIFO
    assert cache.load(KEY) == CheckResult(files=1)
    entry.unlink()
    entry.mkdir()
    assert cache.load(KEY) is None
    cache.store(KEY, CheckResult(files=1))  # cannot replace a directory: skipped
    assert entry.is_dir()


def test_an_unreadable_entry_is_recomputed(
    cache_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache.store(KEY, CheckResult(files=1))

    def refuse(*_: object) -> bytes:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(cache, "read_regular", refuse)
    assert cache.load(KEY) is None


def test_a_failed_store_leaves_nothing_behind(
    cache_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    cache.store(KEY, CheckResult(files=1))
    assert [p.name for p in cache_dir.rglob("*") if p.is_file()] == []


def hammer(directory: str, files: int, rounds: int) -> list[int | None]:
    """Store and load one key over and over (in a worker process); what each load saw."""
    os.environ["GOLEAKLINT_CACHE_DIR"] = directory
    seen: list[int | None] = []
    for _ in range(rounds):
        cache.store(KEY, CheckResult(files=files, missing=["x" * 50_000]))
        loaded = cache.load(KEY)
        seen.append(None if loaded is None else loaded.files)
    return seen


def test_concurrent_writers_of_one_entry_never_show_half_of_one(cache_dir: Path) -> None:
    context = multiprocessing.get_context("spawn")
    with context.Pool(2) as pool:
        runs = pool.starmap(hammer, [(str(cache_dir), files, 100) for files in (1, 2)])
    seen = {files for run in runs for files in run}
    assert seen <= {1, 2}, "a load returned nothing or a mixture"
    assert cache.load(KEY) in (
        CheckResult(files=1, missing=["x" * 50_000]),
        CheckResult(files=2, missing=["x" * 50_000]),
    )
    assert [p.name for p in cache_dir.rglob("*.tmp")] == []


# -- end to end: a damaged cache gives the findings of --no-cache ---------------------------


def corruptions() -> dict[str, Callable[[list[Path]], None]]:
    def flip(entries: list[Path]) -> None:
        """The case of one letter of a message: still JSON, still a result, only the
        content hash can tell."""
        for entry in entries:
            data = bytearray(entry.read_bytes())
            at = data.index(b'"message":"', data.index(b"\n")) + len(b'"message":"')
            while not chr(data[at]).isalpha():
                at += 1
            data[at] ^= 0x20
            entry.write_bytes(bytes(data))

    def swap(entries: list[Path]) -> None:
        contents = [entry.read_bytes() for entry in entries]
        for entry, content in zip(entries, contents[1:] + contents[:1], strict=True):
            entry.write_bytes(content)

    def copy(entries: list[Path]) -> None:
        for entry in entries[1:]:
            shutil.copyfile(entries[0], entry)

    def fifo(entries: list[Path]) -> None:
        for entry in entries:
            entry.unlink()
            os.mkfifo(entry)

    def directory(entries: list[Path]) -> None:
        for entry in entries:
            entry.unlink()
            entry.mkdir()

    return {
        "flipped byte": flip,
        "swapped": swap,
        "copied over another": copy,
        "fifo": fifo,
        "directory": directory,
    }


PACKAGES = ("GL001", "GL101", "GL201")


@pytest.mark.parametrize("damage", sorted(corruptions()))
def test_a_damaged_cache_gives_the_findings_of_no_cache(
    damage: str, tmp_path: Path, cache_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each package is checked on its own: in a run over all of them, entries swapped
    among the packages would still add up to the right findings."""
    tree = tmp_path / "tree"
    for rule in PACKAGES:
        shutil.copytree(TESTDATA / rule, tree / rule, ignore=shutil.ignore_patterns("*.golden"))
    monkeypatch.chdir(tmp_path)

    def check(package: str, *, use_cache: bool) -> CheckResult:
        return engine.check_paths([f"tree/{package}"], Settings(), jobs=1, use_cache=use_cache)

    expected = {package: check(package, use_cache=False) for package in PACKAGES}
    assert len({every_field(result) for result in expected.values()}) == len(PACKAGES)
    for package in PACKAGES:
        check(package, use_cache=True)
    entries = sorted(cache_dir.rglob("*.json"))
    assert len(entries) == len(PACKAGES)
    corruptions()[damage](entries)
    for _ in range(2):  # the damaged entries, then what the first run wrote over them
        cached = 0
        for package in PACKAGES:
            served = in_time(lambda package=package: check(package, use_cache=True))
            assert isinstance(served, CheckResult)
            cached += served.cached_packages
            served.cached_packages = 0
            assert every_field(served) == every_field(expected[package]), package
    assert cached == (0 if damage == "directory" else len(PACKAGES))
