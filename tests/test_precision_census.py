"""benchmarks/precision_census.py: a verdict counts for a finding only when it was given for
the finding's own launch and way out."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def _census() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "precision_census", ROOT / "benchmarks" / "precision_census.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["precision_census"] = module
    spec.loader.exec_module(module)
    return module


MESSAGE = "goroutine can block forever sending on `done`"


def _finding(line: int, leaves: int, root: str = "/a/gocode/src/") -> dict[str, object]:
    return {
        "rule": "GL001",
        "path": f"{root}example.com/p/x_test.go",
        "line": line,
        "message": MESSAGE,
        "related": [
            [f"{root}example.com/p/x_test.go", line - 2, "goroutine started here"],
            [f"{root}example.com/p/x_test.go", leaves, "leaves here through `t.Fatal`"],
        ],
    }


def _write(directory: Path, name: str, records: list[dict[str, object]]) -> None:
    (directory / name).write_text(json.dumps(records))


def test_verdict_for_another_way_out_is_stale(tmp_path: Path) -> None:
    census = _census()
    _write(tmp_path, "tuning-1-verdicts.json", [{**_finding(10, 20), "verdict": "false"}])
    verdicts = census.Verdicts(tmp_path.glob("*.json"))
    # Same claim on code moved by five lines (another version): the verdict holds.
    assert verdicts.lookup(_finding(15, 25, "/b/gocode/src/")) == (
        {**_finding(10, 20), "verdict": "false"},
        True,
    )
    # Same message, another way out: the verdict is stale and the finding is to judge.
    counts, to_judge = census.census([_finding(10, 30)], verdicts)
    assert counts[("GL001", "stale")] == 1
    assert to_judge[0]["earlier_verdict"] == "false"


def test_judged_again_wins(tmp_path: Path) -> None:
    census = _census()
    _write(tmp_path, "round-9-rejudged-verdicts.json", [{**_finding(10, 30), "verdict": "true"}])
    _write(tmp_path, "tuning-1-verdicts.json", [{**_finding(10, 30), "verdict": "false"}])
    counts, to_judge = census.census([_finding(10, 30)], census.Verdicts(tmp_path.glob("*.json")))
    assert counts == {("GL001", "true"): 1}
    assert to_judge == []
    assert "| All | 1 | 1 (100.0%) | 1 (100.0%) | 0 |" in census.lines(counts)
