"""Time the language server's re-diagnosis of a 2,000-line file after a one-line edit.

Usage: ``python benchmarks/bench_lsp.py [--edits N] [--no-server]``

A package is written to a temporary directory: ``big.go`` (2,000 lines) and three
siblings. Two versions of ``big.go`` are measured: *typical*, where about one function
in five starts goroutines and uses channels, and *dense*, where every function does.
For each, one line in the middle of ``big.go`` is edited ``N`` times (typing a character,
then deleting it) and the time from the ``didChange`` content change to the finished list
of LSP diagnostics is measured through the server's own code path: incremental re-parse,
cached sibling parses, the engine, conversion to LSP. The 150 ms typing debounce is not
included. The engine's share is reported separately, and for comparison the same edits
are timed with full re-parses of every file, and ``engine.check_buffer`` once per run.

Unless ``--no-server`` is given, the real ``goleaklint lsp`` process is also driven over
stdio: the figure is the time from sending ``didChange`` to having decoded
``publishDiagnostics``, minus the debounce (so it includes JSON on both sides).
"""

from __future__ import annotations

import argparse
import asyncio
import platform
import re
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.lsp.client import LanguageClient

from goleaklint import engine
from goleaklint.lsp import DEBOUNCE_SECONDS, diagnostics_for
from goleaklint.lsp_documents import UTF16, Checker, OpenDocument, TextChange

LINES = 2000
_EDITABLE = re.compile(r"\t\t\S.*[A-Za-z0-9]")
HEADER = """package bench

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
)

var errInvalid = errors.New("invalid id")

func validate(id int) error {
	if id <= 0 {
		return errInvalid
	}
	return nil
}
"""
PLAIN = """
// Account{i} is a record with a few helpers.
type Account{i} struct {{
	ID    int
	Owner string
	Tags  []string
}}

func (a *Account{i}) Label() string {{
	if a.Owner == "" {{
		return fmt.Sprintf("account-%d", a.ID)
	}}
	return strings.ToUpper(a.Owner) + "/" + strings.Join(a.Tags, ",")
}}

func score{i}(values []int) int {{
	total := 0
	for i, v := range values {{
		switch {{
		case v < 0:
			total -= v * {i}
		case i%2 == 0:
			total += v
		default:
			total += v / 2
		}}
	}}
	return total
}}

func parse{i}(text string) (map[string]string, error) {{
	out := make(map[string]string)
	for _, field := range strings.Fields(text) {{
		key, value, ok := strings.Cut(field, "=")
		if !ok {{
			return nil, fmt.Errorf("field %q: missing '='", field)
		}}
		out[key] = value
	}}
	return out, nil
}}
"""
CONCURRENT = """
// fetch{i} returns early on a bad id and strands the goroutine's send.
func fetch{i}(id int) (string, error) {{
	result := make(chan string)
	go func() {{
		result <- fmt.Sprint("item-", id+{i})
	}}()
	if err := validate(id); err != nil {{
		return "", err
	}}
	return <-result, nil
}}

func upper{i}(ctx context.Context, words []string) []string {{
	out := make(chan string, len(words))
	var wg sync.WaitGroup
	for _, w := range words {{
		wg.Add(1)
		go func(s string) {{
			defer wg.Done()
			out <- strings.ToUpper(s)
		}}(w)
	}}
	wg.Wait()
	close(out)
	var got []string
	for s := range out {{
		select {{
		case <-ctx.Done():
			return got
		default:
			got = append(got, s)
		}}
	}}
	return got
}}
"""


def go_file(lines: int, concurrent_every: int) -> str:
    """A gofmt-style Go file of about ``lines`` lines."""
    parts = [HEADER]
    count = HEADER.count("\n")
    i = 0
    while count < lines:
        block = CONCURRENT if i % concurrent_every == 0 else PLAIN
        text = block.format(i=i)
        parts.append(text)
        count += text.count("\n")
        i += 1
    return "".join(parts)


def write_package(directory: Path, concurrent_every: int) -> Path:
    (directory / "go.mod").write_text("module example.com/bench\n\ngo 1.22\n")
    for n in range(3):
        sibling = _rename(go_file(300, 4), f"S{n}")
        (directory / f"sibling{n}.go").write_text(sibling)
    big = directory / "big.go"
    big.write_text(go_file(LINES, concurrent_every))
    return big


def _rename(text: str, suffix: str) -> str:
    """Give a sibling's declarations their own names (one package, no clashes)."""
    body = text[len(HEADER) :]
    for name in ("Account", "score", "parse", "fetch", "upper"):
        body = body.replace(name, name + suffix)
    return 'package bench\n\nimport (\n\t"context"\n\t"fmt"\n\t"strings"\n\t"sync"\n)\n' + body


def edit_line(source: str) -> int:
    """A statement in the middle of the file that still parses with a digit appended."""
    lines = source.split("\n")
    middle = len(lines) // 2
    return next(i for i in range(middle, len(lines)) if _EDITABLE.fullmatch(lines[i]))


@dataclass
class Timings:
    """Per edit: the whole re-diagnosis, and the engine's analysis inside it."""

    total: list[float] = field(default_factory=list)
    analysis: list[float] = field(default_factory=list)

    @property
    def own(self) -> list[float]:
        """What the server adds around the analysis."""
        return [t - a for t, a in zip(self.total, self.analysis, strict=True)]


def time_edits(big: Path, edits: int, incremental: bool) -> Timings:
    """Seconds from each one-line change to the finished diagnostics."""
    source = big.read_text()
    line = edit_line(source)
    column = len(source.split("\n")[line])
    checker = Checker(roots=(big.parent,))
    document = OpenDocument(big.as_uri(), big, 1, source.encode())
    _diagnose(checker, document)  # opening: parses the buffer and caches the siblings
    timings = Timings()
    analysis = AnalysisClock(timings.analysis)
    for version in range(2, edits + 2):
        typed = version % 2 == 0
        start, end = (column, column) if typed else (column, column + 1)
        change = TextChange((line, start), (line, end), "1" if typed else "")
        began = time.perf_counter()
        document.apply([change], version, UTF16)
        if not incremental:
            document.tree = None
            checker = Checker(roots=(big.parent,))
        _diagnose(checker, document)
        timings.total.append(time.perf_counter() - began)
    analysis.undo()
    return timings


class AnalysisClock:
    """Times every ``engine.check_parsed`` call into ``samples`` until :meth:`undo`."""

    def __init__(self, samples: list[float]) -> None:
        self.original = engine.check_parsed

        def timed(*args: Any, **kwargs: Any) -> Any:
            began = time.perf_counter()
            result = self.original(*args, **kwargs)
            samples.append(time.perf_counter() - began)
            return result

        engine.check_parsed = timed

    def undo(self) -> None:
        engine.check_parsed = self.original


def _diagnose(checker: Checker, document: OpenDocument) -> int:
    outcome = checker.check(document.snapshot())
    for version, tree in outcome.trees.values():
        document.adopt(version, tree)
    return len(diagnostics_for(outcome, UTF16))


def time_check_buffer(big: Path, runs: int) -> list[float]:
    data = big.read_bytes()
    samples = []
    for _ in range(runs):
        began = time.perf_counter()
        engine.check_buffer(str(big), data)
        samples.append(time.perf_counter() - began)
    return samples


async def time_server(big: Path, edits: int) -> list[float]:
    """didChange -> publishDiagnostics through the real server process, minus the debounce."""
    client = LanguageClient("bench", "1")
    published: asyncio.Queue[float] = asyncio.Queue()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)  # type: ignore[untyped-decorator]
    def on_diagnostics(params: types.PublishDiagnosticsParams) -> None:
        published.put_nowait(time.perf_counter())

    await client.start_io(sys.executable, "-m", "goleaklint", "lsp")
    await client.initialize_async(
        types.InitializeParams(
            capabilities=types.ClientCapabilities(), root_uri=big.parent.as_uri()
        )
    )
    client.initialized(types.InitializedParams())
    source = big.read_text()
    uri = big.as_uri()
    item = types.TextDocumentItem(uri=uri, language_id="go", version=1, text=source)
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=item))
    await published.get()
    line = edit_line(source)
    column = len(source.split("\n")[line])
    samples = []
    for version in range(2, edits + 2):
        typed = version % 2 == 0
        end = column if typed else column + 1
        place = types.Range(
            start=types.Position(line=line, character=column),
            end=types.Position(line=line, character=end),
        )
        change = types.TextDocumentContentChangePartial(range=place, text="1" if typed else "")
        began = time.perf_counter()
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[change],
            )
        )
        samples.append(await published.get() - began - DEBOUNCE_SECONDS)
    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()  # type: ignore[no-untyped-call]
    return samples


def report(label: str, samples: list[float]) -> None:
    ms = sorted(s * 1000 for s in samples)
    p90 = ms[max(0, int(len(ms) * 0.9) - 1)]
    print(f"  {label:<50} median {statistics.median(ms):6.1f} ms   p90 {p90:6.1f} ms")


def run(kind: str, concurrent_every: int, edits: int, server: bool) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        big = write_package(Path(tmp), concurrent_every)
        lines = big.read_text().count("\n")
        print(f"{kind}: big.go {lines} lines + 3 siblings of ~300 lines, {edits} edits")
        incremental = time_edits(big, edits, incremental=True)
        report("one-line edit -> diagnostics (incremental)", incremental.total)
        report("  of which the engine's analysis", incremental.analysis)
        report("  of which the server's own work", incremental.own)
        full = time_edits(big, edits, incremental=False)
        report("same, full re-parses and no sibling cache", full.total)
        report("engine.check_buffer (reference)", time_check_buffer(big, 10))
        if server:
            report("server process: didChange -> publish - debounce", _server(big, edits))


def _server(big: Path, edits: int) -> list[float]:
    return asyncio.run(time_server(big, edits))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--edits", type=int, default=40, help="one-line edits per measurement")
    parser.add_argument("--no-server", action="store_true", help="skip the stdio server run")
    args = parser.parse_args()
    print(
        f"machine: {platform.processor() or platform.machine()}, python {platform.python_version()}"
    )
    run("typical", 4, args.edits, not args.no_server)
    run("dense", 1, args.edits, not args.no_server)


if __name__ == "__main__":
    main()
