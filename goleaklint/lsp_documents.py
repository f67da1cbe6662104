"""What the language server knows about Go files: open buffers, their trees, and positions.

Nothing here speaks JSON-RPC (that is :mod:`goleaklint.lsp`). Positions follow the LSP
rules: 0-based lines ended by ``\\n``, ``\\r\\n`` or ``\\r``, and 0-based columns counted in
the negotiated encoding (UTF-8 bytes, UTF-16 code units or code points).

Threads: :class:`OpenDocument` lives on the server's event loop; :class:`Checker` runs on
one worker thread and only ever sees immutable :class:`Snapshot` values. Trees are never
edited in place (:func:`goleaklint.parse.edit_tree` edits a copy), so a tree being analysed
is never changed under the analysis.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from goleaklint import discover, engine, gomod
from goleaklint.config import Config, ConfigError, build_settings, load_config
from goleaklint.gofile import GoFile
from goleaklint.parse import Tree, edit_tree, parse, reparse, source_edit
from goleaklint.rule import Finding
from goleaklint.settings import Settings
from goleaklint.span import utf16_units

UTF8 = "utf-8"
UTF16 = "utf-16"
UTF32 = "utf-32"
ENCODINGS = (UTF8, UTF16, UTF32)

_LINE_END = re.compile(rb"\r\n|\r|\n")


class LineMap:
    """Converts between byte offsets of one text and LSP ``(line, character)`` positions."""

    def __init__(self, source: bytes) -> None:
        self.source = source
        self._starts = [0]
        self._ends: list[int] = []  # where each line's content stops (before its line end)
        for match in _LINE_END.finditer(source):
            self._ends.append(match.start())
            self._starts.append(match.end())
        self._ends.append(len(source))

    @property
    def line_count(self) -> int:
        return len(self._starts)

    def position(self, offset: int, encoding: str) -> tuple[int, int]:
        """The ``(line, character)`` of a byte offset."""
        offset = max(0, min(offset, len(self.source)))
        line = bisect_right(self._starts, offset) - 1
        prefix = self.source[self._starts[line] : min(offset, self._ends[line])]
        return line, _units(prefix, encoding)

    def offset(self, line: int, character: int, encoding: str) -> int:
        """The byte offset of a position; out-of-range values are clamped, as LSP asks."""
        if line < 0:
            return 0
        if line >= len(self._starts):
            return len(self.source)
        start, end = self._starts[line], self._ends[line]
        content = self.source[start:end]
        if encoding == UTF8:
            at = min(max(character, 0), len(content))
            while 0 < at < len(content) and content[at] & 0xC0 == 0x80:
                at -= 1  # never split a character
            return start + at
        return start + _bytes_for(content.decode("utf-8", errors="replace"), character, encoding)


def _units(prefix: bytes, encoding: str) -> int:
    """The length of ``prefix`` in ``encoding`` units."""
    if encoding == UTF8:
        return len(prefix)
    text = prefix.decode("utf-8", errors="replace")
    return utf16_units(text) if encoding == UTF16 else len(text)


def _bytes_for(text: str, character: int, encoding: str) -> int:
    """UTF-8 length of the first ``character`` units of ``text``."""
    if encoding == UTF32 or text.isascii():
        return len(text[: max(character, 0)].encode("utf-8"))
    units = 0
    size = 0
    for ch in text:
        width = 2 if ord(ch) > 0xFFFF else 1
        if units + width > character:
            break
        units += width
        size += len(ch.encode("utf-8"))
    return size


@dataclass(frozen=True)
class TextChange:
    """One ``contentChanges`` entry: a range (``None`` for the whole text) and its new text."""

    start: tuple[int, int] | None
    end: tuple[int, int] | None
    text: str


def encode(text: str) -> bytes:
    """Buffer text as UTF-8 (a lone surrogate becomes ``?``, one unit like the original)."""
    return text.encode("utf-8", errors="replace")


@dataclass(frozen=True)
class Snapshot:
    """An open buffer at one version, safe to hand to another thread."""

    uri: str
    path: Path | None  # None for buffers that are not files (``untitled:``)
    version: int
    source: bytes
    tree: Tree | None  # the tree of ``source``; when not ``parsed``, an edited tree to re-use
    parsed: bool

    def go_file(self, display: str) -> tuple[GoFile, bool]:
        """The parsed file, and whether this call had to parse it."""
        if self.parsed and self.tree is not None:
            return GoFile.from_tree(display, self.source, self.tree), False
        tree = parse(self.source) if self.tree is None else reparse(self.source, self.tree)
        return GoFile.from_tree(display, self.source, tree), True


@dataclass
class OpenDocument:
    """A buffer the editor has open: its text and the tree kept for incremental parsing."""

    uri: str
    path: Path | None
    version: int
    source: bytes
    tree: Tree | None = None
    parsed: bool = False

    def apply(self, changes: Sequence[TextChange], version: int, encoding: str) -> None:
        """Apply ``didChange`` content changes in order, editing the tree to match."""
        for change in changes:
            new_text = encode(change.text)
            if change.start is None or change.end is None:
                self.source, self.tree = new_text, None
                continue
            lines = LineMap(self.source)
            start = lines.offset(*change.start, encoding)
            end = max(start, lines.offset(*change.end, encoding))
            if self.tree is not None:
                self.tree = edit_tree(self.tree, [source_edit(self.source, start, end, new_text)])
            self.source = self.source[:start] + new_text + self.source[end:]
        self.version = version
        self.parsed = False

    def snapshot(self) -> Snapshot:
        return Snapshot(self.uri, self.path, self.version, self.source, self.tree, self.parsed)

    def adopt(self, version: int, tree: Tree) -> None:
        """Keep a tree parsed elsewhere when it is still the tree of the current text."""
        if version == self.version and not self.parsed:
            self.tree, self.parsed = tree, True


@dataclass(frozen=True)
class Outcome:
    """One analysis of a buffer with its package."""

    uri: str
    version: int
    findings: list[Finding]
    files: Mapping[str, tuple[str, bytes]]  # display path -> (uri, text) of every file read
    trees: Mapping[str, tuple[int, Tree]]  # uri -> (version, tree) of buffers parsed here
    problem: str | None = None  # a configuration error (the defaults were used)


@dataclass
class _DiskFile:
    """A sibling file as last read from disk."""

    stamp: tuple[int, int, int]  # mtime_ns, size, max_file_size
    go_file: GoFile | None  # None: skipped (generated, unreadable, too big)


@dataclass
class Checker:
    """Analyses buffers with their on-disk package, re-using sibling parses by mtime."""

    roots: tuple[Path, ...] = ()  # workspace folders: display paths are relative to these
    _disk: dict[Path, _DiskFile] = field(default_factory=dict)

    def check(self, target: Snapshot, open_documents: Sequence[Snapshot] = ()) -> Outcome:
        """Findings for ``target``; other open buffers replace their files on disk."""
        gomod.forget()  # a go.mod may have changed since the last analysis: read it again
        if target.path is None:
            return self._check_alone(target)
        settings, problem = settings_for(target.path.parent)
        display = self.display(target.path)
        if discover.left_out(target.path, display, settings):
            return Outcome(target.uri, target.version, [], {}, {}, problem)
        buffers = {s.path: s for s in open_documents if s.path is not None}
        buffers[target.path] = target
        files: dict[str, tuple[str, bytes]] = {}
        trees: dict[str, tuple[int, Tree]] = {}
        go_files: list[GoFile] = []
        for path in self._package_paths(target.path, settings):
            shown = self.display(path)
            snapshot = buffers.get(path)
            if snapshot is not None:
                go_file, parsed = snapshot.go_file(shown)
                if parsed:
                    trees[snapshot.uri] = (snapshot.version, go_file.tree)
                uri = snapshot.uri
            else:
                loaded = self._from_disk(path, shown, settings)
                if loaded is None:
                    continue
                go_file, uri = loaded, path.as_uri()
            go_files.append(go_file)
            files[shown] = (uri, go_file.source)
        report_on = frozenset({display})
        result = engine.check_parsed(target.path.parent, go_files, report_on, settings)
        return Outcome(target.uri, target.version, result.findings, files, trees, problem)

    def display(self, path: Path) -> str:
        """The path findings use: relative to the innermost workspace folder holding it."""
        inside = [root for root in self.roots if path.is_relative_to(root)]
        if not inside:
            return path.as_posix()
        return path.relative_to(max(inside, key=lambda root: len(root.parts))).as_posix()

    def _check_alone(self, target: Snapshot) -> Outcome:
        go_file, parsed = target.go_file(target.uri)
        trees = {target.uri: (target.version, go_file.tree)} if parsed else {}
        defaults = build_settings(Config(), None, (), None)  # as for a file without a config
        result = engine.check_parsed(
            Path.cwd(), [go_file], frozenset({target.uri}), defaults, whole_directory=False
        )
        files = {target.uri: (target.uri, target.source)}
        return Outcome(target.uri, target.version, result.findings, files, trees)

    def _package_paths(self, target: Path, settings: Settings) -> list[Path]:
        """The buffer and the other Go files of its directory that the package includes."""
        directory = target.parent
        paths = discover.go_files_in(directory)
        self._forget_missing(directory, paths)
        siblings = [
            p for p in paths if p != target and not discover.left_out(p, self.display(p), settings)
        ]
        return sorted([target, *siblings])

    def _from_disk(self, path: Path, shown: str, settings: Settings) -> GoFile | None:
        """A sibling's parse, re-used while its mtime and size stay the same."""
        try:
            info = path.stat()
        except OSError:
            self._disk.pop(path, None)
            return None
        stamp = (info.st_mtime_ns, info.st_size, settings.max_file_size)
        cached = self._disk.get(path)
        if cached is None or cached.stamp != stamp:
            cached = _DiskFile(stamp, _load(path, shown, settings))
            self._disk[path] = cached
        go_file = cached.go_file
        if go_file is not None and go_file.path != shown:  # the workspace folders changed
            go_file = GoFile.from_tree(shown, go_file.source, go_file.tree)
            cached.go_file = go_file
        return go_file

    def _forget_missing(self, directory: Path, present: Sequence[Path]) -> None:
        keep = set(present)
        for path in [p for p in self._disk if p.parent == directory and p not in keep]:
            del self._disk[path]


def settings_for(directory: Path) -> tuple[Settings, str | None]:
    """The settings of the nearest config file; on a config error, the defaults and why."""
    try:
        return build_settings(load_config(None, directory), None, (), None), None
    except ConfigError as exc:
        return build_settings(Config(), None, (), None), str(exc)


def _load(path: Path, shown: str, settings: Settings) -> GoFile | None:
    """A sibling's parse; None when it is generated, unreadable or too big."""
    loaded = discover.load(discover.FoundFile(shown, path, skip_generated=True), settings)
    if not isinstance(loaded, discover.GoSource):
        return None
    return GoFile.from_source(shown, loaded.source)
