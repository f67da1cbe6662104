"""Related locations show where a path leaves: the return itself, or the closing brace of
the body when the function runs off its end (never the opening brace)."""

from __future__ import annotations

from pathlib import Path

import pytest

from goleaklint import engine

CASES = {
    "GL104": """package p

import "sync"

type S struct {
	mu sync.Mutex
	n  int
}

func (s *S) Bump(ok bool) {
	s.mu.Lock()
	if ok {
		s.mu.Unlock()
		return
	}
	s.n++
} // leaves
""",
    "GL402": """package p

import "runtime"

func pin(ok bool) {
	runtime.LockOSThread()
	if ok {
		runtime.UnlockOSThread()
		return
	}
	work()
} // leaves

func work() {}

func Run() {
	pin(false)
	work()
}
""",
    "GL003": """package p

func Upper(words []string) {
	out := make(chan string)
	go func() {
		for range out {
		}
	}()
	for _, w := range words {
		out <- w
	}
} // leaves
""",
}


@pytest.mark.parametrize("rule", sorted(CASES))
def test_leaving_by_the_end_points_at_the_closing_brace(rule: str) -> None:
    source = CASES[rule]
    closing_line = next(
        n for n, line in enumerate(source.splitlines(), 1) if line.endswith("// leaves")
    )
    result = engine.check_source("p.go", source.encode())
    findings = [f for f in result.findings if f.rule_id == rule]
    assert len(findings) == 1, [f.message for f in result.findings]
    leaving = [r for r in findings[0].related if r.span.start.line == closing_line]
    assert leaving, [(r.span.start.line, r.message) for r in findings[0].related]
    assert leaving[0].span.start.column == 1


TESTDATA = Path(__file__).resolve().parent.parent / "testdata"
GOROUTINE_RULES = ("GL001", "GL002", "GL003", "GL004", "GL202")


@pytest.mark.parametrize("rule", GOROUTINE_RULES)
def test_goroutine_findings_name_their_launch(rule: str) -> None:
    """A finding about a started goroutine carries its ``go`` statement as ``launch``, the same
    place its related locations show as "goroutine started here"."""
    checked = 0
    for path in sorted((TESTDATA / rule).glob("*.go")):
        result = engine.check_source(str(path), path.read_bytes())
        for finding in result.findings:
            if finding.rule_id != rule:
                continue
            started = [r.span for r in finding.related if r.message == "goroutine started here"]
            if not started:  # the blocked goroutine is the function itself
                assert finding.launch is None, f"{path.name}: {finding.message}"
                continue
            assert finding.launch is not None, f"{path.name}: {finding.message}"
            assert started[0] == finding.launch
            checked += 1
    assert checked
