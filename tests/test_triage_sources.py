"""From a frame of the dump to the local source: Go symbols, module paths, the module
cache, -trimpath, vendored and standard-library code; and what the code shows at the
blocking line."""

from __future__ import annotations

from pathlib import Path

import pytest
from deep_trees import deep_tree

from goleaklint.triage import Frame
from goleaklint.triage.sourcecode import SourceCode
from goleaklint.triage.sources import Origin, SourceMap
from goleaklint.triage.symbols import Symbol, parse_symbol


@pytest.mark.parametrize(
    ("function", "symbol"),
    [
        ("main.main", Symbol("main", None, "main", False)),
        ("main.main.func1.2", Symbol("main", None, "main", True)),
        (
            "example.com/app/cache.(*store).put",
            Symbol("example.com/app/cache", "store", "put", False),
        ),
        (
            "example.com/app/cache.store.get.func3",
            Symbol("example.com/app/cache", "store", "get", True),
        ),
        (
            "example.com/app/cache.(*List[...]).Push",
            Symbol("example.com/app/cache", "List", "Push", False),
        ),
        (
            "example.com/app/cache.Map[...].gowrap1",
            Symbol("example.com/app/cache", None, "Map", True),
        ),
        (
            "gopkg.in/yaml%2ev3.(*parser).parse",
            Symbol("gopkg.in/yaml.v3", "parser", "parse", False),
        ),
        ("example.com/app.init.0", Symbol("example.com/app", None, "init", True)),
        ("example.com/app.glob..func1", Symbol("example.com/app", None, "", True)),
        ("example.com/app.(*T).run-fm", Symbol("example.com/app", "T", "run", False)),
        ("sync.(*WaitGroup).Wait", Symbol("sync", "WaitGroup", "Wait", False)),
    ],
)
def test_symbols(function: str, symbol: Symbol) -> None:
    assert parse_symbol(function) == symbol


@pytest.fixture
def checkout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A module github.com/Acme/app with a package, two commands, a vendored dependency and
    a nested tools module; the working directory is its root."""
    files = {
        "go.mod": "module github.com/Acme/app\n\ngo 1.27\n",
        "internal/report/report.go": "package report\n",
        "internal/report/report_test.go": "package report_test\n",
        "cmd/api/main.go": "package main\n",
        "cmd/worker/main.go": "package main\n",
        "vendor/github.com/other/lib/lib.go": "package lib\n",
        "tools/go.mod": 'module "github.com/Acme/app/tools"\n',
        "tools/gen/gen.go": "package gen\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    monkeypatch.chdir(tmp_path)
    return tmp_path


CACHE = "/root/go/pkg/mod/github.com/!acme/app@v1.2.3"


@pytest.mark.parametrize(
    ("function", "file", "origin", "local"),
    [
        # by package: wherever the build was, the import path names the directory
        (
            "github.com/Acme/app/internal/report.generate",
            f"{CACHE}/internal/report/report.go",
            Origin.USER,
            "internal/report/report.go",
        ),
        (
            "github.com/Acme/app/internal/report.generate.func1",
            "/build/internal/report/report.go",
            Origin.USER,
            "internal/report/report.go",
        ),
        (
            "github.com/Acme/app/internal/report_test.TestX",
            "/b/internal/report/report_test.go",
            Origin.USER,
            "internal/report/report_test.go",
        ),
        (
            "github.com/Acme/app/tools/gen.run",
            "/b/tools/gen/gen.go",
            Origin.USER,
            "tools/gen/gen.go",
        ),
        # main packages print as main.f: by path, module cache (case-encoded) or -trimpath
        ("main.main", f"{CACHE}/cmd/api/main.go", Origin.USER, "cmd/api/main.go"),
        ("main.main", "github.com/Acme/app/cmd/worker/main.go", Origin.USER, "cmd/worker/main.go"),
        ("main.serve", "/home/ci/src/app/cmd/worker/main.go", Origin.USER, "cmd/worker/main.go"),
        ("main.serve", "/elsewhere/main.go", Origin.UNKNOWN, None),  # two main.go: ambiguous
        ("main.main", "_testmain.go", Origin.UNKNOWN, None),
        # not the user's code
        ("sync.(*WaitGroup).Wait", "/usr/local/go/src/sync/waitgroup.go", Origin.STANDARD, None),
        (
            "github.com/other/lib.Do",
            "/root/go/pkg/mod/github.com/other/lib@v1.0.0/lib.go",
            Origin.DEPENDENCY,
            None,
        ),
        (
            "github.com/other/lib.Do",
            "/build/vendor/github.com/other/lib/lib.go",
            Origin.VENDORED,
            None,
        ),
        # a package of the module whose file is not here
        (
            "github.com/Acme/app/internal/report.gone",
            "/build/internal/report/gone.go",
            Origin.UNKNOWN,
            None,
        ),
    ],
)
def test_frames_are_located(
    checkout: Path, function: str, file: str, origin: Origin, local: str | None
) -> None:
    location = SourceMap([Path(".")]).locate(Frame(function, file, 1))
    assert location.origin is origin
    if local is None:
        assert location.path is None
    else:
        assert location.path == (checkout / local).resolve()
        assert location.display == local


def test_the_module_cache_path_decides_where_path_suffixes_are_ambiguous(
    checkout: Path,
) -> None:
    """A second cmd/api/main.go elsewhere in the checkout: the longest suffix names two
    files, and only the module path in the frame's file (after the version the module
    cache adds) tells which one ran."""
    (checkout / "examples" / "cmd" / "api").mkdir(parents=True)
    (checkout / "examples" / "cmd" / "api" / "main.go").write_text("package main\n")
    sources = SourceMap([Path(".")])
    ambiguous = sources.locate(Frame("main.main", "/elsewhere/cmd/api/main.go", 1))
    assert ambiguous.origin is Origin.UNKNOWN
    located = sources.locate(Frame("main.main", f"{CACHE}/cmd/api/main.go", 1))
    assert located.display == "cmd/api/main.go"


def test_only_files_under_the_given_paths_are_the_users(checkout: Path) -> None:
    sources = SourceMap([Path("cmd")])  # the module is found above the path
    inside = sources.locate(Frame("main.main", f"{CACHE}/cmd/api/main.go", 1))
    outside = sources.locate(
        Frame("github.com/Acme/app/internal/report.f", "/b/internal/report/report.go", 1)
    )
    assert inside.origin is Origin.USER
    assert outside.origin is Origin.UNKNOWN


def test_modules_and_files_are_found_in_a_tree_thousands_of_levels_deep(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The walks for go.mod files and for a main package's files need no recursion."""
    monkeypatch.chdir(tmp_path)
    with deep_tree(tmp_path / "tree", 1500) as bottom:
        (bottom / "go.mod").write_text("module example.com/deep\n")
        (bottom / "pkg").mkdir()
        (bottom / "pkg" / "p.go").write_text("package pkg\n")
        (bottom / "cmd").mkdir()
        (bottom / "cmd" / "main.go").write_text("package main\n")
        sources = SourceMap([Path("tree")])
        by_package = sources.locate(Frame("example.com/deep/pkg.f", "/b/pkg/p.go", 1))
        by_suffix = sources.locate(Frame("main.main", "/elsewhere/cmd/main.go", 1))
        assert by_package.path == bottom / "pkg" / "p.go"
        assert by_suffix.path == bottom / "cmd" / "main.go"


SOURCE = """\
package app

import (
	"context"
	"sync"
)

var events = make(chan string)

type server struct {
	mu   sync.Mutex
	done chan struct{}
}

func (s *server) stop() {
	s.mu.Lock()
}

func results() chan int { return make(chan int) }

func run(ctx context.Context, in chan int, queues []chan int) {
	out := make(chan int, 4)
	found := results()
	var wg sync.WaitGroup
	go func() {
		out <- 1
		wg.Wait()
		for range found {
		}
		<-queues[0]
	}()
	select {
	case v := <-in:
		_ = v
	case <-ctx.Done():
	case events <- "x":
	}
	x := 1 +
		<-in
	_ = x
}
"""


@pytest.mark.parametrize(
    ("line", "reason", "description", "waits_on"),
    [
        (16, "sync.Mutex.Lock", "`s.mu.Lock()`", ["the field `mu` of the receiver `s`"]),
        (
            26,
            "chan send",
            "send on `out`",
            ["a `chan int` made at line 22 (buffer 4), captured from `run`"],
        ),
        (
            27,
            "sync.WaitGroup.Wait",
            "`wg.Wait()`",
            ["a local `sync.WaitGroup` declared at line 24, captured from `run`"],
        ),
        (
            28,
            "chan receive",
            "range over `found`",
            ["the value returned by `results()` at line 23, captured from `run`"],
        ),
        (30, None, "receive from `queues[0]`", ["an element of `queues`"]),
        (
            32,
            "select",
            "select over `in`, `ctx.Done()`, `events`",
            [
                "a parameter of `run`",
                "the value returned by `ctx.Done()`",
                "a package-level variable",
            ],
        ),
        (39, "chan receive", "receive from `in`", ["a parameter of `run`"]),
    ],
)
def test_the_blocking_operation_and_what_it_waits_on(
    tmp_path: Path, line: int, reason: str | None, description: str, waits_on: list[str]
) -> None:
    path = tmp_path / "app.go"
    path.write_text(SOURCE)
    operation = SourceCode().operation(path, "app.go", line, reason)
    assert operation is not None
    assert operation.description == description
    assert [w.description for w in operation.waits_on] == waits_on


def test_no_operation_where_the_line_has_none(tmp_path: Path) -> None:
    path = tmp_path / "app.go"
    path.write_text(SOURCE)
    assert SourceCode().operation(path, "app.go", 19, "chan send") is None
    # a wait reason that does not fit the line's operation
    assert SourceCode().operation(path, "app.go", 26, "sync.Mutex.Lock") is None


def test_the_function_declared_at_a_line(tmp_path: Path) -> None:
    path = tmp_path / "app.go"
    path.write_text(SOURCE)
    code = SourceCode()
    stop = code.declared_at(path, "app.go", 16)
    run = code.declared_at(path, "app.go", 27)
    assert stop is not None and stop.matches(parse_symbol("example.com/app.(*server).stop"))
    assert run is not None and run.matches(parse_symbol("example.com/app.run.func1"))
    assert not run.matches(parse_symbol("example.com/app.(*server).run"))
    assert code.declared_at(path, "app.go", 8) is None


def test_a_parameter_is_followed_to_the_go_statement_that_passed_it(tmp_path: Path) -> None:
    path = tmp_path / "app.go"
    path.write_text(
        "package app\n"
        "\n"
        "func worker(id int, jobs chan string) {\n"
        "\tfor range jobs {\n"
        "\t}\n"
        "}\n"
        "\n"
        "func start() {\n"
        "\tqueue := make(chan string, 8)\n"
        "\tgo worker(1, queue)\n"
        "\tgo worker(2, make(chan string))\n"
        "}\n"
    )
    code = SourceCode()
    operation = code.operation(path, "app.go", 4, "chan receive")
    assert operation is not None
    (waited,) = operation.waits_on
    assert waited.parameter == 1
    assert code.launch_argument(path, "app.go", 10, 1) == (
        "`queue`, a `chan string` made at line 9 (buffer 8)"
    )
    assert code.launch_argument(path, "app.go", 11, 1) == (
        "`make(chan string)`, a `chan string` made there (unbuffered)"
    )
    assert code.launch_argument(path, "app.go", 9, 1) is None  # no go statement there
