"""``goleaklint lsp``: a language server over stdio (pygls).

A thin adapter: buffers are analysed with their package by :mod:`goleaklint.engine`
(config and suppression comments included) and findings become diagnostics, quick fixes
and hovers. Analysis runs on one worker thread, after a short pause in typing.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from enum import Enum
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from goleaklint import __version__
from goleaklint.docs import RuleDoc, doc_url, load_docs
from goleaklint.lsp_documents import (
    ENCODINGS,
    UTF16,
    Checker,
    LineMap,
    OpenDocument,
    Outcome,
    TextChange,
    encode,
)
from goleaklint.rule import Applicability, Confidence, Finding, Fix, Severity

SOURCE = "goleaklint"
DEBOUNCE_SECONDS = 0.15
UNUSED_SUPPRESSION = "GL902"

_SEVERITIES = {
    Severity.ERROR: types.DiagnosticSeverity.Error,
    Severity.WARNING: types.DiagnosticSeverity.Warning,
    Severity.NOTE: types.DiagnosticSeverity.Information,
}

logger = logging.getLogger(__name__)


class GoleaklintServer(LanguageServer):
    """The server and its state: open buffers, pending analyses, published diagnostics."""

    def __init__(self) -> None:
        super().__init__("goleaklint", __version__)
        self.documents: dict[str, OpenDocument] = {}
        self.published: dict[str, list[types.Diagnostic]] = {}  # for hover
        self.pending: dict[str, asyncio.Task[None]] = {}
        self.checker = Checker()
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="goleaklint")
        self.shown_problems: set[str] = set()

    @property
    def encoding(self) -> str:
        """The negotiated position encoding: ``utf-8``, ``utf-16`` or ``utf-32``."""
        chosen = self.workspace.position_encoding
        value = chosen.value if isinstance(chosen, Enum) else chosen
        return value if value in ENCODINGS else UTF16

    def use_workspace_roots(self) -> None:
        """Display paths (config patterns match them) are relative to the workspace folders."""
        uris = [folder.uri for folder in self.workspace.folders.values()]
        if self.workspace.root_uri:
            uris.append(self.workspace.root_uri)
        paths = (to_fs_path(uri) for uri in uris)
        self.checker.roots = tuple(dict.fromkeys(Path(p) for p in paths if p))

    def schedule(self, uri: str, delay: float) -> None:
        """(Re-)start the analysis of a buffer after ``delay`` seconds."""
        previous = self.pending.pop(uri, None)
        if previous is not None:
            previous.cancel()
        task = asyncio.get_running_loop().create_task(self.diagnose(uri, delay))
        self.pending[uri] = task
        task.add_done_callback(lambda done: self._forget_task(uri, done))

    def _forget_task(self, uri: str, task: asyncio.Task[None]) -> None:
        if self.pending.get(uri) is task:
            del self.pending[uri]

    async def diagnose(self, uri: str, delay: float) -> None:
        """Analyse the buffer on the worker thread and publish, unless it changed meanwhile."""
        if delay:
            await asyncio.sleep(delay)
        document = self.documents.get(uri)
        if document is None:
            return
        target = document.snapshot()
        others = [self.documents[other].snapshot() for other in self.open_siblings(uri)]
        loop = asyncio.get_running_loop()
        try:
            outcome = await loop.run_in_executor(self.worker, self.checker.check, target, others)
        except Exception as exc:  # keep serving the other buffers
            logger.exception("analysis of %s failed", uri)
            self.log(types.MessageType.Error, f"goleaklint: analysis of {uri} failed: {exc}")
            return
        for tree_uri, (version, tree) in outcome.trees.items():
            if tree_uri in self.documents:
                self.documents[tree_uri].adopt(version, tree)
        if self.documents.get(uri) is not document or document.version != outcome.version:
            return  # a newer analysis is on its way
        self.report_problem(outcome.problem)
        self.publish(uri, outcome)

    def open_siblings(self, uri: str) -> list[str]:
        """The other open buffers in the directory (the package) of ``uri``."""
        document = self.documents.get(uri)
        if document is None or document.path is None:
            return []
        directory = document.path.parent
        return [
            other
            for other, open_document in self.documents.items()
            if other != uri
            and open_document.path is not None
            and open_document.path.parent == directory
        ]

    def publish(self, uri: str, outcome: Outcome) -> None:
        diagnostics = diagnostics_for(outcome, self.encoding)
        self.published[uri] = diagnostics
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(
                uri=uri, diagnostics=diagnostics, version=outcome.version
            )
        )

    def clear(self, uri: str) -> None:
        self.published.pop(uri, None)
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=[])
        )

    def report_problem(self, problem: str | None) -> None:
        """Show a configuration error once (the defaults are used meanwhile)."""
        if problem is None or problem in self.shown_problems:
            return
        self.shown_problems.add(problem)
        message = f"goleaklint: {problem} (using the default settings)"
        self.window_show_message(
            types.ShowMessageParams(type=types.MessageType.Error, message=message)
        )
        self.log(types.MessageType.Error, message)

    def log(self, kind: types.MessageType, message: str) -> None:
        self.window_log_message(types.LogMessageParams(type=kind, message=message))

    def stop_work(self) -> None:
        for task in self.pending.values():
            task.cancel()
        self.pending.clear()
        self.worker.shutdown(wait=False, cancel_futures=True)


# Diagnostics -------------------------------------------------------------------------------


class _Texts:
    """Line maps of the files an outcome read, built when a position is needed."""

    def __init__(self, outcome: Outcome, encoding: str) -> None:
        self.files = outcome.files
        self.encoding = encoding
        self._maps: dict[str, LineMap] = {}

    def uri(self, path: str) -> str | None:
        found = self.files.get(path)
        return found[0] if found else None

    def range(self, path: str, start: int, end: int) -> types.Range | None:
        found = self.files.get(path)
        if found is None:
            return None
        lines = self._maps.get(path)
        if lines is None:
            lines = self._maps[path] = LineMap(found[1])
        return types.Range(
            start=_position(lines.position(start, self.encoding)),
            end=_position(lines.position(end, self.encoding)),
        )


def _position(point: tuple[int, int]) -> types.Position:
    return types.Position(line=point[0], character=point[1])


def diagnostics_for(outcome: Outcome, encoding: str) -> list[types.Diagnostic]:
    """The outcome's findings as LSP diagnostics in the given position encoding."""
    texts = _Texts(outcome, encoding)
    diagnostics = (_diagnostic(finding, texts, outcome.version) for finding in outcome.findings)
    return [diagnostic for diagnostic in diagnostics if diagnostic is not None]


def _diagnostic(finding: Finding, texts: _Texts, version: int) -> types.Diagnostic | None:
    span = finding.span
    where = texts.range(span.path, span.start_byte, span.end_byte)
    if where is None:
        return None
    related = _related(finding, texts)
    fixes = [_fix_data(fix, texts) for fix in finding.fixes if _offered(fix)]
    unused = finding.rule_id == UNUSED_SUPPRESSION
    data: dict[str, Any] = {"version": version, "confidence": str(finding.confidence)}
    if fixes:
        data["fixes"] = fixes
    return types.Diagnostic(
        range=where,
        message=diagnostic_message(finding),
        severity=_SEVERITIES[finding.severity],
        code=finding.rule_id,
        code_description=types.CodeDescription(href=doc_url(finding.rule_id)),
        source=SOURCE,
        tags=[types.DiagnosticTag.Unnecessary] if unused else None,
        related_information=related or None,
        data=data,
    )


def diagnostic_message(finding: Finding) -> str:
    """The finding's message; one less certain than ``high`` says how certain it is."""
    if finding.confidence is Confidence.HIGH:
        return finding.message
    return f"{finding.message} ({finding.confidence} confidence)"


def _related(finding: Finding, texts: _Texts) -> list[types.DiagnosticRelatedInformation]:
    """The finding's secondary locations, each with the URI of its own file."""
    related = []
    for item in finding.related:
        uri = texts.uri(item.span.path)
        place = texts.range(item.span.path, item.span.start_byte, item.span.end_byte)
        if uri is not None and place is not None:
            location = types.Location(uri=uri, range=place)
            related.append(types.DiagnosticRelatedInformation(location, item.message))
    return related


def _offered(fix: Fix) -> bool:
    """Display-only fixes are shown by the CLI but never applied."""
    return fix.applicability is not Applicability.DISPLAY_ONLY and bool(fix.edits)


def _fix_data(fix: Fix, texts: _Texts) -> dict[str, Any]:
    """A fix as plain JSON: the code action needs nothing else."""
    edits = []
    for edit in fix.edits:
        uri = texts.uri(edit.path)
        place = texts.range(edit.path, edit.start_byte, edit.end_byte)
        if uri is None or place is None:
            continue
        edits.append({"uri": uri, "range": _range_json(place), "newText": edit.new_text})
    return {"title": fix.title, "applicability": str(fix.applicability), "edits": edits}


def _range_json(place: types.Range) -> dict[str, dict[str, int]]:
    return {
        "start": {"line": place.start.line, "character": place.start.character},
        "end": {"line": place.end.line, "character": place.end.character},
    }


def _range_from_json(place: dict[str, dict[str, int]]) -> types.Range:
    start, end = place["start"], place["end"]
    return types.Range(
        start=types.Position(line=start["line"], character=start["character"]),
        end=types.Position(line=end["line"], character=end["character"]),
    )


# Code actions and hover --------------------------------------------------------------------


def code_actions(
    server: GoleaklintServer, params: types.CodeActionParams
) -> list[types.CodeAction]:
    """One quick fix per fix of each goleaklint diagnostic in the request."""
    only = params.context.only
    if only and not any(_covers(kind, types.CodeActionKind.QuickFix) for kind in only):
        return []
    uri = params.text_document.uri
    actions = []
    for diagnostic in params.context.diagnostics:
        if diagnostic.source != SOURCE:
            continue
        data = (
            diagnostic.data
            if isinstance(diagnostic.data, dict)
            else _stored(server, uri, diagnostic)
        )
        if not data:
            continue
        for fix in data.get("fixes", []):
            actions.append(_action(server, diagnostic, fix, uri, data.get("version")))
    return actions


def _covers(requested: str, kind: str) -> bool:
    """Code action kinds are hierarchical: ``""`` covers all, ``quickfix`` ``quickfix.x``."""
    return requested in ("", kind) or kind.startswith(f"{requested}.")


def _stored(
    server: GoleaklintServer, uri: str, diagnostic: types.Diagnostic
) -> dict[str, Any] | None:
    """The data of a published diagnostic, for clients that do not send ``data`` back."""
    for sent in server.published.get(uri, []):
        if (sent.code, sent.range, sent.message) == (
            diagnostic.code,
            diagnostic.range,
            diagnostic.message,
        ):
            return sent.data if isinstance(sent.data, dict) else None
    return None


def _action(
    server: GoleaklintServer,
    diagnostic: types.Diagnostic,
    fix: dict[str, Any],
    uri: str,
    version: int | None,
) -> types.CodeAction:
    safe = fix.get("applicability") == Applicability.SAFE.value
    title = fix["title"] if safe else f"{fix['title']} (unsafe)"
    return types.CodeAction(
        title=title,
        kind=types.CodeActionKind.QuickFix,
        diagnostics=[diagnostic],
        is_preferred=safe,
        edit=_workspace_edit(server, fix["edits"], uri, version),
    )


def _workspace_edit(
    server: GoleaklintServer, edits: Sequence[dict[str, Any]], uri: str, version: int | None
) -> types.WorkspaceEdit:
    by_uri: dict[str, list[types.TextEdit]] = {}
    for edit in edits:
        place = _range_from_json(edit["range"])
        by_uri.setdefault(edit["uri"], []).append(
            types.TextEdit(range=place, new_text=edit["newText"])
        )
    capabilities = server.client_capabilities.workspace
    versioned = bool(
        capabilities
        and capabilities.workspace_edit
        and capabilities.workspace_edit.document_changes
    )
    if not versioned:
        return types.WorkspaceEdit(changes=by_uri)
    changes: list[
        types.TextDocumentEdit | types.CreateFile | types.RenameFile | types.DeleteFile
    ] = [
        types.TextDocumentEdit(
            text_document=types.OptionalVersionedTextDocumentIdentifier(
                uri=target, version=version if target == uri else None
            ),
            edits=list(text_edits),
        )
        for target, text_edits in by_uri.items()
    ]
    return types.WorkspaceEdit(document_changes=changes)


def hover(server: GoleaklintServer, params: types.HoverParams) -> types.Hover | None:
    """Each diagnostic under the cursor: its message and its rule's summary, with a link to
    the rule's full documentation (not the documentation itself: it is pages long)."""
    at = (params.position.line, params.position.character)
    published = server.published.get(params.text_document.uri, [])
    hits = [diagnostic for diagnostic in published if _contains(diagnostic.range, at)]
    if not hits:
        return None
    docs = load_docs()
    markdown = _supports_markdown(server)
    sections = [_hover_section(hit, docs.get(str(hit.code)), markdown) for hit in hits]
    separator = "\n\n---\n\n" if markdown else "\n\n"
    kind = types.MarkupKind.Markdown if markdown else types.MarkupKind.PlainText
    value = separator.join(sections)
    return types.Hover(contents=types.MarkupContent(kind=kind, value=value), range=hits[0].range)


def _contains(place: types.Range, at: tuple[int, int]) -> bool:
    start = (place.start.line, place.start.character)
    end = (place.end.line, place.end.character)
    return start <= at <= end


def _hover_section(diagnostic: types.Diagnostic, doc: RuleDoc | None, markdown: bool) -> str:
    """``GL001 unreceived-channel-send``, the finding, the rule's summary and where to read
    more."""
    code = str(diagnostic.code)
    if doc is None:
        return f"{code}: {diagnostic.message}"
    if markdown:
        link = f"[{doc.id} documentation]({doc_url(doc.id)}) · `goleaklint rule {doc.id}`"
        return f"**{doc.id} {doc.name}**\n\n{diagnostic.message}\n\n{doc.summary}\n\n{link}"
    more = f"More: goleaklint rule {doc.id} ({doc_url(doc.id)})"
    return f"{doc.id} {doc.name}\n\n{diagnostic.message}\n\n{doc.summary}\n\n{more}"


def _supports_markdown(server: GoleaklintServer) -> bool:
    document = server.client_capabilities.text_document
    formats = document.hover.content_format if document and document.hover else None
    return formats is None or types.MarkupKind.Markdown in formats


# Wiring ------------------------------------------------------------------------------------


def _changes(params: types.DidChangeTextDocumentParams) -> list[TextChange]:
    changes = []
    for change in params.content_changes:
        if isinstance(change, types.TextDocumentContentChangePartial):
            start, end = change.range.start, change.range.end
            changes.append(
                TextChange((start.line, start.character), (end.line, end.character), change.text)
            )
        else:
            changes.append(TextChange(None, None, change.text))
    return changes


def _path(uri: str) -> Path | None:
    if not uri.startswith("file:"):
        return None
    path = to_fs_path(uri)
    return Path(path) if path else None


def create_server() -> GoleaklintServer:
    """A server with every feature registered."""
    server = GoleaklintServer()

    @server.feature(types.INITIALIZED)
    def initialized(ls: GoleaklintServer, params: types.InitializedParams) -> None:
        ls.use_workspace_roots()

    @server.feature(types.WORKSPACE_DID_CHANGE_WORKSPACE_FOLDERS)
    def folders_changed(
        ls: GoleaklintServer, params: types.DidChangeWorkspaceFoldersParams
    ) -> None:
        ls.use_workspace_roots()

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: GoleaklintServer, params: types.DidOpenTextDocumentParams) -> None:
        item = params.text_document
        ls.documents[item.uri] = OpenDocument(
            item.uri, _path(item.uri), item.version, encode(item.text)
        )
        ls.schedule(item.uri, 0)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: GoleaklintServer, params: types.DidChangeTextDocumentParams) -> None:
        uri = params.text_document.uri
        document = ls.documents.get(uri)
        if document is None:
            return
        document.apply(_changes(params), params.text_document.version, ls.encoding)
        ls.schedule(uri, DEBOUNCE_SECONDS)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: GoleaklintServer, params: types.DidSaveTextDocumentParams) -> None:
        uri = params.text_document.uri
        if uri not in ls.documents:
            return
        ls.schedule(uri, 0)
        for other in ls.open_siblings(uri):  # the saved file is their sibling on disk
            ls.schedule(other, DEBOUNCE_SECONDS)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: GoleaklintServer, params: types.DidCloseTextDocumentParams) -> None:
        uri = params.text_document.uri
        ls.documents.pop(uri, None)
        pending = ls.pending.pop(uri, None)
        if pending is not None:
            pending.cancel()
        ls.clear(uri)

    @server.feature(
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]),
    )
    def code_action(ls: GoleaklintServer, params: types.CodeActionParams) -> list[types.CodeAction]:
        return code_actions(ls, params)

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def on_hover(ls: GoleaklintServer, params: types.HoverParams) -> types.Hover | None:
        return hover(ls, params)

    @server.feature(types.SHUTDOWN)
    def shutdown(ls: GoleaklintServer, params: None) -> None:
        ls.stop_work()

    return server


def serve() -> None:
    """Run the server on standard input and output until the client exits."""
    logging.basicConfig(level=logging.WARNING, format="goleaklint-lsp: %(levelname)s %(message)s")
    create_server().start_io()
