"""The language server, end to end: the real ``goleaklint lsp`` process driven by pytest-lsp.

A few in-process tests cover the position conversions and incremental parsing directly.
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import Any

import pytest
import pytest_lsp
from click.testing import CliRunner
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from goleaklint import discover
from goleaklint.cli import cli
from goleaklint.docs import doc_url, load_docs
from goleaklint.gofile import GoFile
from goleaklint.lsp_documents import (
    UTF8,
    UTF16,
    UTF32,
    Checker,
    LineMap,
    OpenDocument,
    Snapshot,
    TextChange,
)
from goleaklint.parse import parse

SERVER = ClientServerConfig(server_command=[sys.executable, "-m", "goleaklint", "lsp"])

# The send (line 4) and the make (line 3) sit behind "é" (2 UTF-8 bytes, 1 UTF-16 unit)
# and "😀" (4 UTF-8 bytes, 2 UTF-16 units).
LEAK = (
    "package p\n"
    "\n"
    "func f() {\n"
    '\ts := "é😀"; ch := make(chan int)\n'
    '\tt := "é😀"; go func() { ch <- 1 }()\n'
    "\t_, _ = s, t\n"
    "}\n"
)
SEND_LINE, MAKE_LINE = 4, 3
# 0-based columns of `ch <- 1` and `make(chan int)`: (start, end) per encoding.
SEND_COLUMNS = {UTF32: (24, 31), UTF16: (25, 32), UTF8: (28, 35)}
MAKE_COLUMNS = {UTF32: (18, 32), UTF16: (19, 33), UTF8: (22, 36)}
EDITORS = {"visual-studio-code": UTF16, "neovim": UTF8, "emacs": UTF32}
# A worker in one file, the channel it sends on made in another.
CALLER = (
    "package p\n\nfunc wordCount(text string) int {\n\tcounts := make(chan int)\n"
    '\tgo countWords(text, counts)\n\tif text == "" {\n\t\treturn 0\n\t}\n'
    "\treturn <-counts\n}\n"
)
WORKER = "package p\n\nfunc countWords(text string, out chan int) {\n\tout <- len(text)\n}\n"


@pytest_lsp.fixture(config=SERVER)
async def client(lsp_client: LanguageClient, tmp_path: Path) -> AsyncIterator[None]:
    """A VS Code-like client (UTF-16) with ``tmp_path`` as its workspace folder."""
    await initialize(lsp_client, "visual-studio-code", tmp_path)
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=SERVER, params=sorted(EDITORS))
async def editor(
    lsp_client: LanguageClient, request: pytest.FixtureRequest, tmp_path: Path
) -> AsyncIterator[None]:
    """One client per editor; each negotiates a different position encoding."""
    result = await initialize(lsp_client, request.param, tmp_path)
    assert result.capabilities.position_encoding == EDITORS[request.param]
    yield
    await lsp_client.shutdown_session()


async def initialize(
    client: LanguageClient, editor_name: str, root: Path
) -> types.InitializeResult:
    return await client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities(editor_name),
            root_uri=root.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=root.as_uri(), name="project")],
        )
    )


async def diagnostics_for(client: LanguageClient, uri: str) -> Sequence[types.Diagnostic]:
    """Wait for the next diagnostics published for ``uri``."""
    while True:
        params = await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        if params.uri == uri:
            return client.diagnostics[uri]


async def open_file(
    client: LanguageClient, path: Path, text: str = LEAK
) -> Sequence[types.Diagnostic]:
    """Save ``text`` to ``path``, open it in the client and return its first diagnostics."""
    path.write_text(text, encoding="utf-8")
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=path.as_uri(), language_id="go", version=1, text=text
            )
        )
    )
    return await diagnostics_for(client, path.as_uri())


def change(client: LanguageClient, uri: str, version: int, place: types.Range, text: str) -> None:
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangePartial(range=place, text=text)],
        )
    )


def at(line: int, character: int) -> types.Position:
    return types.Position(line=line, character=character)


async def request_code_actions(
    client: LanguageClient,
    uri: str,
    diagnostics: Sequence[types.Diagnostic],
    only: list[str] | None = None,
) -> list[types.Command | types.CodeAction] | None:
    """The code actions offered for ``diagnostics`` (on the range of the first)."""
    return await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=diagnostics[0].range,
            context=types.CodeActionContext(diagnostics=list(diagnostics), only=only),
        )
    )


def columns(place: types.Range) -> tuple[int, int, int]:
    return place.start.line, place.start.character, place.end.character


def apply_edits(text: str, edits: Sequence[types.TextEdit]) -> str:
    """Apply UTF-16 text edits the way a client does (last edit first)."""
    lines = LineMap(text.encode())
    data = text.encode()
    spans = []
    for edit in edits:
        start = lines.offset(edit.range.start.line, edit.range.start.character, UTF16)
        end = lines.offset(edit.range.end.line, edit.range.end.character, UTF16)
        spans.append((start, end, edit.new_text.encode()))
    for start, end, new in sorted(spans, reverse=True):
        data = data[:start] + new + data[end:]
    return data.decode()


# Diagnostics -------------------------------------------------------------------------------


@pytest.mark.asyncio
async def test_columns_follow_the_negotiated_encoding(
    editor: LanguageClient, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    encoding = EDITORS[request.node.callspec.params["editor"]]
    diagnostics = await open_file(editor, tmp_path / "leak.go")
    assert [d.code for d in diagnostics] == ["GL001"]
    assert columns(diagnostics[0].range) == (SEND_LINE, *SEND_COLUMNS[encoding])
    made = [r for r in diagnostics[0].related_information or [] if "made here" in r.message]
    assert columns(made[0].location.range) == (MAKE_LINE, *MAKE_COLUMNS[encoding])


@pytest.mark.asyncio
async def test_diagnostic_fields(client: LanguageClient, tmp_path: Path) -> None:
    path = tmp_path / "leak.go"
    (diagnostic,) = await open_file(client, path)
    assert diagnostic.source == "goleaklint"
    assert diagnostic.code == "GL001"
    assert diagnostic.severity == types.DiagnosticSeverity.Warning
    assert diagnostic.code_description is not None
    assert diagnostic.code_description.href == doc_url("GL001")
    assert "can block forever sending on `ch`" in diagnostic.message
    related = diagnostic.related_information or []
    assert {r.location.uri for r in related} == {path.as_uri()}
    assert [r.message for r in related] == [
        "goroutine started here",
        "`ch` made here (unbuffered)",
        "reaches its end here without receiving",
    ]
    assert isinstance(diagnostic.data, dict) and diagnostic.data["fixes"]
    assert diagnostic.data["confidence"] == "high"


SPIN = (
    'package p\n\nimport "sync/atomic"\n\n'
    "func waitLoaded(loaded *atomic.Bool) {\n\tfor !loaded.Load() {\n\t}\n}\n"
)


@pytest.mark.asyncio
async def test_diagnostics_carry_their_confidence(client: LanguageClient, tmp_path: Path) -> None:
    (diagnostic,) = await open_file(client, tmp_path / "spin.go", SPIN)
    assert diagnostic.code == "GL401"
    assert isinstance(diagnostic.data, dict)
    assert diagnostic.data["confidence"] == "medium"
    assert "fixes" not in diagnostic.data  # GL401 has no fix
    assert diagnostic.message.endswith(" (medium confidence)")


@pytest.mark.asyncio
async def test_min_confidence_in_the_config_applies(client: LanguageClient, tmp_path: Path) -> None:
    (tmp_path / ".goleaklint.toml").write_text('min-confidence = "high"\n')
    assert await open_file(client, tmp_path / "spin.go", SPIN) == ()


@pytest.mark.asyncio
async def test_related_information_points_into_sibling_files(
    client: LanguageClient, tmp_path: Path
) -> None:
    caller = tmp_path / "caller.go"
    caller.write_text(CALLER)
    (diagnostic,) = await open_file(client, tmp_path / "worker.go", WORKER)
    assert diagnostic.code == "GL001"
    assert columns(diagnostic.range) == (3, 1, 17)
    related = {r.message: r.location for r in diagnostic.related_information or []}
    made = related["`counts` made here (unbuffered)"]
    assert made.uri == caller.as_uri()
    assert columns(made.range) == (3, 11, 25)


# Changes, saves and closing ----------------------------------------------------------------


@pytest.mark.asyncio
async def test_change_clears_and_updates(client: LanguageClient, tmp_path: Path) -> None:
    uri = (tmp_path / "leak.go").as_uri()
    assert len(await open_file(client, tmp_path / "leak.go")) == 1
    receive = types.Range(start=at(5, 12), end=at(5, 12))
    change(client, uri, 2, receive, "\n\t<-ch")  # f now receives the value
    assert await diagnostics_for(client, uri) == ()
    change(client, uri, 3, types.Range(start=at(5, 12), end=at(6, 5)), "")  # undo it
    change(client, uri, 4, types.Range(start=at(0, 0), end=at(0, 0)), "// moved\n")
    (moved,) = await diagnostics_for(client, uri)  # debounced: one publish for both
    assert columns(moved.range) == (SEND_LINE + 1, *SEND_COLUMNS[UTF16])


@pytest.mark.asyncio
async def test_save_reanalyses(client: LanguageClient, tmp_path: Path) -> None:
    uri = (tmp_path / "leak.go").as_uri()
    await open_file(client, tmp_path / "leak.go")
    client.text_document_did_save(
        types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert [d.code for d in await diagnostics_for(client, uri)] == ["GL001"]


@pytest.mark.asyncio
async def test_close_clears(client: LanguageClient, tmp_path: Path) -> None:
    uri = (tmp_path / "leak.go").as_uri()
    assert await open_file(client, tmp_path / "leak.go")
    client.text_document_did_close(
        types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    assert await diagnostics_for(client, uri) == ()


# Suppressions and configuration ------------------------------------------------------------


@pytest.mark.asyncio
async def test_suppression_comment_removes_the_diagnostic(
    client: LanguageClient, tmp_path: Path
) -> None:
    suppressed = LEAK.replace(
        "ch <- 1 }()", "ch <- 1 }() //goleaklint:ignore GL001 the caller drains ch"
    )
    assert await open_file(client, tmp_path / "leak.go", suppressed) == ()


@pytest.mark.asyncio
async def test_config_file_is_honoured(client: LanguageClient, tmp_path: Path) -> None:
    (tmp_path / ".goleaklint.toml").write_text('ignore = ["GL001"]\n')
    (tmp_path / "pkg").mkdir()
    assert await open_file(client, tmp_path / "pkg" / "leak.go") == ()


@pytest.mark.asyncio
async def test_bad_config_is_shown_and_defaults_are_used(
    client: LanguageClient, tmp_path: Path
) -> None:
    (tmp_path / ".goleaklint.toml").write_text("select = [\n")
    diagnostics = await open_file(client, tmp_path / "leak.go")
    assert [d.code for d in diagnostics] == ["GL001"]
    assert any("invalid TOML" in m.message for m in client.messages)


# Code actions and hover --------------------------------------------------------------------


@pytest.mark.asyncio
async def test_quick_fix_buffers_the_channel(client: LanguageClient, tmp_path: Path) -> None:
    uri = (tmp_path / "leak.go").as_uri()
    diagnostics = await open_file(client, tmp_path / "leak.go")
    actions = await request_code_actions(
        client, uri, diagnostics, only=[types.CodeActionKind.QuickFix]
    )
    assert actions is not None and len(actions) == 1
    (action,) = actions
    assert isinstance(action, types.CodeAction)
    assert action.kind == types.CodeActionKind.QuickFix and action.is_preferred
    assert action.edit is not None and action.edit.document_changes is not None
    (document_edit,) = action.edit.document_changes
    assert isinstance(document_edit, types.TextDocumentEdit)
    assert document_edit.text_document.uri == uri
    edits = [e for e in document_edit.edits if isinstance(e, types.TextEdit)]
    fixed = apply_edits(LEAK, edits)
    assert '\ts := "é😀"; ch := make(chan int, 1)\n' in fixed
    assert fixed.replace("make(chan int, 1)", "make(chan int)") == LEAK
    for number, edit in enumerate(edits, start=2):  # apply it as the editor would
        change(client, uri, number, edit.range, edit.new_text)
    assert await diagnostics_for(client, uri) == ()


@pytest.mark.asyncio
async def test_unsafe_fix_is_offered_but_not_preferred(
    client: LanguageClient, tmp_path: Path
) -> None:
    text = (
        "package p\n\nfunc f() {\n\tch := make(chan int)\n\tgo func() {\n"
        '\t\tch <- 1\n\t\tprintln("sent")\n\t}()\n}\n'
    )
    uri = (tmp_path / "leak.go").as_uri()
    diagnostics = await open_file(client, tmp_path / "leak.go", text)
    actions = await request_code_actions(client, uri, diagnostics)
    assert actions is not None
    assert [(a.title, a.is_preferred) for a in actions if isinstance(a, types.CodeAction)] == [
        ("Give `ch` a buffer of 1 (unsafe)", False)
    ]


@pytest.mark.asyncio
async def test_code_actions_respect_the_requested_kinds(
    client: LanguageClient, tmp_path: Path
) -> None:
    uri = (tmp_path / "leak.go").as_uri()
    diagnostics = await open_file(client, tmp_path / "leak.go")
    actions = await request_code_actions(
        client, uri, diagnostics, only=[types.CodeActionKind.Source]
    )
    assert not actions


@pytest.mark.asyncio
async def test_hover_shows_the_finding_and_the_rule_summary(
    client: LanguageClient, tmp_path: Path
) -> None:
    uri = (tmp_path / "leak.go").as_uri()
    (diagnostic,) = await open_file(client, tmp_path / "leak.go")
    document = types.TextDocumentIdentifier(uri=uri)
    inside = at(SEND_LINE, diagnostic.range.start.character + 2)
    result = await client.text_document_hover_async(
        types.HoverParams(text_document=document, position=inside)
    )
    assert result is not None and isinstance(result.contents, types.MarkupContent)
    assert result.contents.kind == types.MarkupKind.Markdown
    doc = load_docs()["GL001"]
    value = result.contents.value
    assert value.startswith("**GL001 unreceived-channel-send**")
    assert diagnostic.message in value
    assert doc.summary in value
    assert doc_url("GL001") in value
    # The summary, not the whole doc: no sections, no examples.
    assert "## What it does" not in value and "```" not in value
    assert len(value) < len(doc.body) / 2
    assert result.range == diagnostic.range
    outside = await client.text_document_hover_async(
        types.HoverParams(text_document=document, position=at(0, 0))
    )
    assert outside is None


# In process: positions, incremental parsing, sibling files --------------------------------


@pytest.mark.parametrize("encoding", [UTF8, UTF16, UTF32])
def test_line_map_round_trips(encoding: str) -> None:
    source = 'a := "é😀"\r\nb\rc\n\n😀x'.encode()
    lines = LineMap(source)
    assert lines.line_count == 5
    boundaries = [i for i in range(len(source) + 1) if _is_boundary(source, i)]
    for offset in boundaries:
        if source[offset - 1 : offset + 1] == b"\r\n":
            continue  # between CR and LF is not a position
        line, character = lines.position(offset, encoding)
        assert lines.offset(line, character, encoding) == offset


def test_line_map_clamps_like_lsp() -> None:
    lines = LineMap(b"ab\ncd")
    assert lines.offset(0, 99, UTF16) == 2
    assert lines.offset(7, 0, UTF16) == len("ab\ncd")
    assert lines.offset(0, 1, UTF8) == 1
    assert LineMap("é".encode()).offset(0, 1, UTF8) == 0  # never inside a character


def _is_boundary(source: bytes, offset: int) -> bool:
    return offset == len(source) or source[offset] & 0xC0 != 0x80


def test_incremental_parse_matches_a_full_parse() -> None:
    rng = random.Random(7)
    text = LEAK * 3
    document = OpenDocument("file:///x.go", None, 1, text.encode())
    for version in range(2, 60):
        lines = text.split("\n")
        line = rng.randrange(len(lines))
        start = rng.randrange(len(lines[line]) + 1)
        end = min(len(lines[line]), start + rng.randrange(4))
        insert = rng.choice(["", "x", "😀", "\n", "}", "go f()\n", "é"])
        document.apply([TextChange((line, start), (line, end), insert)], version, UTF32)
        lines[line] = lines[line][:start] + insert + lines[line][end:]
        text = "\n".join(lines)
        assert document.source == text.encode()
        go_file, parsed = document.snapshot().go_file("x.go")
        assert parsed
        document.adopt(version, go_file.tree)
        assert str(go_file.root) == str(parse(text.encode()).root_node)


def worker_snapshot(directory: Path) -> Snapshot:
    path = directory / "worker.go"
    return Snapshot(path.as_uri(), path, 1, WORKER.encode(), None, False)


def test_sibling_parses_are_reused_until_the_file_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    caller = tmp_path / "caller.go"
    caller.write_text(CALLER)
    parsed: list[str] = []
    from_source = GoFile.from_source

    def counting(path: str, source: bytes) -> GoFile:
        parsed.append(path)
        return from_source(path, source)

    monkeypatch.setattr(GoFile, "from_source", counting)
    checker = Checker(roots=(tmp_path,))
    target = worker_snapshot(tmp_path)
    assert [f.rule_id for f in checker.check(target).findings] == ["GL001"]
    assert [f.rule_id for f in checker.check(target).findings] == ["GL001"]
    assert parsed == ["caller.go"]
    caller.write_text(CALLER.replace('\tif text == "" {\n\t\treturn 0\n\t}\n', ""))
    os.utime(caller, ns=(0, caller.stat().st_mtime_ns + 10**9))
    assert checker.check(target).findings == []
    assert parsed == ["caller.go", "caller.go"]


def test_siblings_are_read_once_and_generated_ones_skipped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    caller = tmp_path / "caller.go"
    caller.write_text(CALLER)
    opened: list[str] = []

    real_read = discover.read_regular

    def counting_read(file: Path, *args: Any, **kwargs: Any) -> Any:
        opened.append(Path(file).name)
        return real_read(file, *args, **kwargs)

    monkeypatch.setattr(discover, "read_regular", counting_read)
    outcome = Checker(roots=(tmp_path,)).check(worker_snapshot(tmp_path))
    assert [f.rule_id for f in outcome.findings] == ["GL001"]
    assert opened == ["caller.go"]

    caller.write_text("// Code generated by hand. DO NOT EDIT.\n\n" + CALLER)
    outcome = Checker(roots=(tmp_path,)).check(worker_snapshot(tmp_path))
    assert outcome.findings == []
    assert "caller.go" not in outcome.files


def test_open_buffers_replace_their_files_on_disk(tmp_path: Path) -> None:
    (tmp_path / "caller.go").write_text(CALLER)
    fixed = CALLER.replace('\tif text == "" {\n\t\treturn 0\n\t}\n', "")
    caller = tmp_path / "caller.go"
    unsaved = Snapshot(caller.as_uri(), caller, 3, fixed.encode(), None, False)
    outcome = Checker(roots=(tmp_path,)).check(worker_snapshot(tmp_path), [unsaved])
    assert outcome.findings == []
    assert outcome.files["caller.go"] == (caller.as_uri(), fixed.encode())
    assert caller.as_uri() in outcome.trees  # parsed here: the server keeps the tree


def test_config_patterns_match_paths_relative_to_the_workspace(tmp_path: Path) -> None:
    (tmp_path / ".goleaklint.toml").write_text('[per-path-ignores]\n"pkg/*.go" = ["GL001"]\n')
    checker = Checker(roots=(tmp_path,))
    for folder, expected in (("pkg", []), ("other", ["GL001"])):
        path = tmp_path / folder / "leak.go"
        path.parent.mkdir()
        snapshot = Snapshot(path.as_uri(), path, 1, LEAK.encode(), None, False)
        assert [f.rule_id for f in checker.check(snapshot).findings] == expected


def test_config_patterns_are_relative_to_the_config_file_not_the_workspace(
    tmp_path: Path,
) -> None:
    """The workspace folder is a subdirectory of the project holding the config file."""
    (tmp_path / ".goleaklint.toml").write_text(
        'exclude = ["svc/gen/"]\ntests = false\n\n'
        '[per-path-ignores]\n"svc/legacy/*.go" = ["GL001"]\n'
    )
    checker = Checker(roots=(tmp_path / "svc",))
    cases = {
        "gen/leak.go": [],
        "legacy/leak.go": [],
        "live/leak.go": ["GL001"],
        "live/x_test.go": [],
    }
    for name, expected in cases.items():
        path = tmp_path / "svc" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        snapshot = Snapshot(path.as_uri(), path, 1, LEAK.encode(), None, False)
        assert [f.rule_id for f in checker.check(snapshot).findings] == expected, name


IDLE_TIMEOUT = (
    'package p\n\nimport "time"\n\nfunc consume(events <-chan string, idle time.Duration) {\n'
    "\tfor {\n\t\tselect {\n\t\tcase <-events:\n\t\tcase <-time.After(idle):\n"
    "\t\t\treturn\n\t\t}\n\t}\n}\n"
)


def test_gl303_follows_the_command_line_default_in_the_editor(tmp_path: Path) -> None:
    """Off on Go 1.23+ (and in an untitled buffer: newest Go), on for older modules."""
    checker = Checker(roots=(tmp_path,))
    untitled = Snapshot("untitled:1", None, 1, IDLE_TIMEOUT.encode(), None, False)
    assert checker.check(untitled).findings == []
    for version, expected in (("1.22", ["GL303"]), ("1.24", [])):
        module = tmp_path / f"go{version}"
        module.mkdir()
        (module / "go.mod").write_text(f"module example.com/m\n\ngo {version}\n")
        path = module / "idle.go"
        snapshot = Snapshot(path.as_uri(), path, 1, IDLE_TIMEOUT.encode(), None, False)
        assert [f.rule_id for f in checker.check(snapshot).findings] == expected, version


def test_an_edited_go_mod_is_seen_by_the_next_analysis(tmp_path: Path) -> None:
    (tmp_path / "go.mod").write_text("module example.com/m\n\ngo 1.22\n")
    path = tmp_path / "tick.go"
    source = (
        'package p\n\nimport "time"\n\nfunc every(d time.Duration, n int) {\n'
        "\tfor i := 0; i < n; i++ {\n\t\t<-time.Tick(d)\n\t}\n}\n"
    )
    snapshot = Snapshot(path.as_uri(), path, 1, source.encode(), None, False)
    checker = Checker(roots=(tmp_path,))
    assert [f.rule_id for f in checker.check(snapshot).findings] == ["GL302"]
    (tmp_path / "go.mod").write_text("module example.com/m\n\ngo 1.23\n")
    assert checker.check(snapshot).findings == []


def test_lsp_command_explains_a_missing_pygls(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "pygls", None)
    monkeypatch.delitem(sys.modules, "goleaklint.lsp", raising=False)
    result = CliRunner().invoke(cli, ["lsp"])
    assert result.exit_code == 2
    # The command names this interpreter, so it installs pygls where goleaklint runs.
    assert f"{sys.executable} -m pip install 'pygls>=2.1,<3'" in result.output
    assert "pip install '.[lsp]'" in result.output
    assert "goleaklint[lsp]" not in result.output  # not on PyPI
