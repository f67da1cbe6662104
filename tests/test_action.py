"""The composite GitHub Action (action.yml): schema-valid, and its shell steps work.

The shell steps are run here the way the runner runs them (bash with ``-eo pipefail``,
a fresh ``GITHUB_OUTPUT`` file per step, inputs and step outputs substituted into
``env:``), with the ``uses:`` steps skipped. The action's install step takes an
interpreter that already has goleaklint through ``GOLEAKLINT_ACTION_PYTHON``, so no
virtualenv is built; installing from a checkout is what the pre-commit tests cover.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
ACTION_FILE = ROOT / "action.yml"
LEAK = b"package p\n\nfunc leak() {\n\tch := make(chan int)\n\tgo func() { ch <- 1 }()\n}\n"
CLEAN = b"package p\n\nfunc clean() int {\n\treturn 1\n}\n"
UPLOAD_ACTION = "github/codeql-action/upload-sarif@v4"

# The only expressions the local runner understands; anything else fails the test.
INPUT_EXPRESSION = re.compile(r"\$\{\{\s*inputs\.([\w-]+)\s*\}\}")
STEP_OUTPUT_EXPRESSION = re.compile(r"\$\{\{\s*steps\.([\w-]+)\.outputs\.([\w-]+)\s*\}\}")


def load_action() -> dict[str, Any]:
    action: dict[str, Any] = yaml.safe_load(ACTION_FILE.read_text(encoding="utf-8"))
    return action


def steps() -> list[dict[str, Any]]:
    result: list[dict[str, Any]] = load_action()["runs"]["steps"]
    return result


@dataclass
class StepResult:
    id: str | None
    name: str
    returncode: int
    stdout: str
    stderr: str
    outputs: dict[str, str]


@dataclass
class ActionRun:
    steps: list[StepResult]
    skipped: list[str]
    outputs: dict[str, str]
    summary: str

    def step(self, step_id: str) -> StepResult:
        return next(step for step in self.steps if step.id == step_id)


def parse_output_file(path: Path) -> dict[str, str]:
    """``name=value`` lines and ``name<<DELIMITER`` blocks, as the runner reads them."""
    outputs: dict[str, str] = {}
    lines = iter(path.read_text(encoding="utf-8").splitlines())
    for line in lines:
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            block: list[str] = []
            for body in lines:
                if body == delimiter:
                    break
                block.append(body)
            outputs[name] = "\n".join(block)
        elif line:
            name, value = line.split("=", 1)
            outputs[name] = value
    return outputs


def resolve(
    value: object, inputs: Mapping[str, str], step_outputs: Mapping[str, dict[str, str]]
) -> str:
    """Substitute ``${{ inputs.x }}`` and ``${{ steps.y.outputs.z }}`` (missing: empty)."""
    text = str(value)
    text = INPUT_EXPRESSION.sub(lambda m: inputs[m.group(1)], text)
    text = STEP_OUTPUT_EXPRESSION.sub(
        lambda m: step_outputs.get(m.group(1), {}).get(m.group(2), ""), text
    )
    assert "${{" not in text, f"the local runner cannot evaluate {value!r}"
    return text


def run_action(workspace: Path, tmp: Path, **overrides: str) -> ActionRun:
    """Run the composite's shell steps in order until one fails, like the runner."""
    action = load_action()
    declared: dict[str, dict[str, Any]] = action["inputs"]
    unknown = set(overrides) - set(declared)
    assert not unknown, f"not inputs of the action: {unknown}"
    inputs = {name: str(spec.get("default", "")) for name, spec in declared.items()}
    inputs.update(overrides)

    summary = tmp / "step-summary.md"
    summary.touch()
    runner_temp = tmp / "runner-temp"
    runner_temp.mkdir()
    base_env = {k: v for k, v in os.environ.items() if not k.startswith(("GITHUB_", "RUNNER_"))}
    base_env.update(
        GITHUB_ACTIONS="true",
        GITHUB_ACTION_PATH=str(ROOT),
        GITHUB_WORKSPACE=str(workspace),
        GITHUB_STEP_SUMMARY=str(summary),
        RUNNER_TEMP=str(runner_temp),
        GOLEAKLINT_ACTION_PYTHON=sys.executable,
        GOLEAKLINT_CACHE_DIR=str(tmp / "goleaklint-cache"),
        NO_COLOR="1",
    )

    results: list[StepResult] = []
    skipped: list[str] = []
    step_outputs: dict[str, dict[str, str]] = {}
    for index, step in enumerate(action["runs"]["steps"]):
        name = step.get("name", f"step {index}")
        if "uses" in step:
            skipped.append(step["uses"])
            continue
        assert step.get("shell") == "bash", f"{name}: expected `shell: bash`"
        assert "if" not in step, f"{name}: the local runner cannot evaluate `if:`"
        output_file = tmp / f"github-output-{index}"
        output_file.touch()
        script = tmp / f"step-{index}.sh"
        script.write_text(step["run"], encoding="utf-8")
        env = dict(base_env, GITHUB_OUTPUT=str(output_file))
        env.update(
            {
                key: resolve(value, inputs, step_outputs)
                for key, value in step.get("env", {}).items()
            }
        )
        completed = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
            cwd=workspace,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        outputs = parse_output_file(output_file)
        results.append(
            StepResult(
                step.get("id"),
                name,
                completed.returncode,
                completed.stdout,
                completed.stderr,
                outputs,
            )
        )
        if step.get("id"):
            step_outputs[step["id"]] = outputs
        if completed.returncode != 0:
            break

    action_outputs = {
        name: resolve(spec["value"], inputs, step_outputs)
        for name, spec in action["outputs"].items()
    }
    return ActionRun(results, skipped, action_outputs, summary.read_text(encoding="utf-8"))


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    """A repository checkout with one leaking Go file and an empty goleaklint config."""
    root = tmp_path / "workspace"
    root.mkdir()
    (root / ".goleaklint.toml").write_text("")
    (root / "leak.go").write_bytes(LEAK)
    return root


def test_action_matches_the_github_action_schema() -> None:
    pytest.importorskip(
        "check_jsonschema",
        reason="check-jsonschema is not installed; it comes with the `dev` extra",
    )
    completed = subprocess.run(
        [
            sys.executable,
            "-m",
            "check_jsonschema",
            "--builtin-schema",
            "vendor.github-actions",
            str(ACTION_FILE),
        ],
        capture_output=True,
        text=True,
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr


def test_inputs_reach_scripts_only_through_env() -> None:
    for step in steps():
        if "run" in step:
            assert "${{" not in step["run"], f"{step['name']}: expression inside `run:`"


def test_upload_always_runs_and_comes_before_the_failure() -> None:
    all_steps = steps()
    upload = next(i for i, step in enumerate(all_steps) if step.get("uses") == UPLOAD_ACTION)
    condition = all_steps[upload]["if"]
    assert "always()" in condition
    assert "inputs.upload-sarif == 'true'" in condition
    assert all_steps[upload]["with"]["sarif_file"] == "${{ steps.run.outputs.sarif-file }}"
    assert all_steps[upload]["with"]["category"] == "${{ inputs.category }}"
    # Everything after the upload is the step that turns the exit code into a failure.
    assert [step.get("name") for step in all_steps[upload + 1 :]] == ["Check the result"]


def test_findings_are_annotated_uploaded_and_fail_the_job(workspace: Path, tmp_path: Path) -> None:
    run = run_action(workspace, tmp_path, args="--select GL001")

    assert run.skipped == [UPLOAD_ACTION]
    install, lint, check = run.steps
    assert install.returncode == 0, install.stderr
    assert install.stdout.startswith("goleaklint ")
    assert install.outputs == {"python": sys.executable}

    assert lint.returncode == 0, lint.stderr
    annotations = [line for line in lint.stdout.splitlines() if line.startswith("::warning ")]
    assert len(annotations) == 1
    assert annotations[0].startswith("::warning file=leak.go,line=5,endLine=5,col=14,")
    assert "title=GL001 unreceived-channel-send::" in annotations[0]
    assert lint.outputs == {"sarif-file": "goleaklint.sarif", "exit-code": "1"}
    assert run.outputs == {"sarif-file": "goleaklint.sarif", "exit-code": "1"}

    log = json.loads((workspace / "goleaklint.sarif").read_text(encoding="utf-8"))
    results = log["runs"][0]["results"]
    assert [result["ruleId"] for result in results] == ["GL001"]
    location = results[0]["locations"][0]["physicalLocation"]
    assert location["artifactLocation"]["uri"] == "leak.go"
    assert location["region"]["startLine"] == 5
    assert "1 finding (GL001: 1)" in run.summary

    assert check.returncode != 0
    assert "::error title=goleaklint::goleaklint reported findings" in check.stdout


def test_clean_code_passes(workspace: Path, tmp_path: Path) -> None:
    (workspace / "leak.go").write_bytes(CLEAN)
    run = run_action(workspace, tmp_path, paths=". ")

    assert [step.returncode for step in run.steps] == [0, 0, 0]
    assert "::" not in run.step("run").stdout.replace("::group::", "").replace("::endgroup::", "")
    assert run.outputs == {"sarif-file": "goleaklint.sarif", "exit-code": "0"}
    assert json.loads((workspace / "goleaklint.sarif").read_text())["runs"][0]["results"] == []
    assert "No findings." in run.summary


def test_errors_fail_even_without_fail_on_findings(workspace: Path, tmp_path: Path) -> None:
    run = run_action(
        workspace, tmp_path, paths="leak.go\nmissing.go", **{"fail-on-findings": "false"}
    )

    lint, check = run.step("run"), run.steps[-1]
    assert lint.returncode == 0, lint.stderr
    assert lint.outputs["exit-code"] == "2"
    assert "missing.go: no such file or directory" in lint.stderr
    assert check.returncode != 0
    assert "exit code 2" in check.stdout


@pytest.mark.parametrize(
    ("exit_code", "fail_on_findings", "fails"),
    [
        ("0", "true", False),
        ("1", "true", True),
        ("1", "True", True),
        ("1", "false", False),
        ("2", "false", True),
        ("", "false", True),
    ],
)
def test_check_step_decides_from_the_exit_code(
    tmp_path: Path, exit_code: str, fail_on_findings: str, fails: bool
) -> None:
    check = steps()[-1]
    inputs = {"fail-on-findings": fail_on_findings}
    env = {
        key: resolve(value, inputs, {"run": {"exit-code": exit_code}})
        for key, value in check["env"].items()
    }
    script = tmp_path / "check.sh"
    script.write_text(check["run"], encoding="utf-8")
    completed = subprocess.run(
        ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
        env={"PATH": os.environ["PATH"], **env},
        capture_output=True,
        text=True,
    )
    assert (completed.returncode != 0) == fails, completed.stdout


def test_category_defaults_to_upload_sarifs_own() -> None:
    category = load_action()["inputs"]["category"]
    assert category["default"] == ""  # a fixed default would make two jobs share alerts


def test_paths_are_one_per_line_and_may_hold_spaces(workspace: Path, tmp_path: Path) -> None:
    (workspace / "my pkg").mkdir()
    (workspace / "my pkg" / "leak.go").write_bytes(LEAK)
    (workspace / "leak.go").write_bytes(CLEAN)
    (workspace / "other").mkdir()
    (workspace / "other" / "x.go").write_bytes(LEAK.replace(b"func leak", b"func other"))
    run = run_action(workspace, tmp_path, paths="  my pkg  \n\nother/...\n", args="")
    lint = run.step("run")
    assert lint.outputs["exit-code"] == "1", lint.stderr
    files = sorted(
        line.split("file=", 1)[1].split(",", 1)[0]
        for line in lint.stdout.splitlines()
        if line.startswith("::warning ")
    )
    assert files == ["my pkg/leak.go", "other/x.go"]


def test_args_are_one_option_per_line_with_its_value(workspace: Path, tmp_path: Path) -> None:
    (workspace / "lint config.toml").write_text('ignore = ["GL001"]\n')
    args = "--config lint config.toml\n  --fail-on=error  \n--no-tests\n"
    run = run_action(workspace, tmp_path, args=args)
    lint = run.step("run")
    assert lint.outputs["exit-code"] == "0", lint.stderr  # GL001 ignored by that config
    assert "::warning" not in lint.stdout
    second = tmp_path / "second"
    second.mkdir()
    strict = run_action(workspace, second, args="--select GL001,GL002\n--fail-on note")
    assert strict.step("run").outputs["exit-code"] == "1"
