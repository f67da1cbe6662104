"""The pre-commit hooks (.pre-commit-hooks.yaml), run through ``pre-commit try-repo``.

try-repo reads a hook repository's HEAD plus changes to tracked files only, so the
hooks are tried from a committed snapshot of this checkout's working tree (tracked
and untracked files, minus ignored ones). Every try-repo run installs the hook
environment from that snapshot with packages from PyPI (try-repo uses a throwaway
store, not PRE_COMMIT_HOME), so the tests keep to one run per behaviour; the
module-wide PRE_COMMIT_HOME only keeps pre-commit away from the user's own.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip(
    "pre_commit", reason="pre-commit is not installed; it comes with the `dev` extra"
)
if shutil.which("git") is None:
    pytest.skip("git is not installed", allow_module_level=True)

ROOT = Path(__file__).resolve().parent.parent
LEAK = b"package p\n\nfunc leak() {\n\tch := make(chan int)\n\tgo func() { ch <- 1 }()\n}\n"
CLEAN = b"package p\n\nfunc clean() int {\n\treturn 1\n}\n"
# The same leak; its fix (a buffer of 1) is safe because the send is the goroutine's
# last action.
FIXABLE = LEAK.replace(b"func leak()", b"func fixable()")

GIT_ENV = {
    "GIT_AUTHOR_NAME": "test",
    "GIT_AUTHOR_EMAIL": "test@example.com",
    "GIT_COMMITTER_NAME": "test",
    "GIT_COMMITTER_EMAIL": "test@example.com",
    "GIT_CONFIG_GLOBAL": os.devnull,
    "GIT_CONFIG_NOSYSTEM": "1",
}


def git(cwd: Path, *args: str) -> str:
    return subprocess.run(
        ["git", *args],
        cwd=cwd,
        env={**os.environ, **GIT_ENV},
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def commit_all(root: Path) -> None:
    git(root, "init", "--quiet")
    git(root, "add", "--all")
    git(root, "commit", "--quiet", "--no-verify", "-m", "snapshot")


class GoRepo:
    """A git repository of Go files, and pre-commit runs in it."""

    def __init__(self, root: Path, hook_repo: Path, pre_commit_home: Path) -> None:
        self.root = root
        self.hook_repo = hook_repo
        self.env = {
            **os.environ,
            **GIT_ENV,
            "PRE_COMMIT_HOME": str(pre_commit_home),
            "PRE_COMMIT_COLOR": "never",
            "NO_COLOR": "1",
            "GOLEAKLINT_CACHE_DIR": str(pre_commit_home / "goleaklint-cache"),
        }

    def try_repo(self, hook: str, *files: str) -> subprocess.CompletedProcess[str]:
        """``pre-commit try-repo <hook repo> HOOK --verbose --files FILES``."""
        command = ["try-repo", str(self.hook_repo), hook, "--verbose", "--files", *files]
        return subprocess.run(
            [sys.executable, "-m", "pre_commit", *command],
            cwd=self.root,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=600,
        )


@pytest.fixture(scope="module")
def hook_repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """This checkout's working tree, committed to a repository of its own."""
    snapshot = tmp_path_factory.mktemp("hook-repo")
    listed = git(ROOT, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():  # tracked files deleted in the working tree are left out
            (snapshot / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, snapshot / name)
    commit_all(snapshot)
    return snapshot


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory, hook_repo: Path) -> GoRepo:
    """A committed Go package: two leaking files, a clean one, and a leaking fixture."""
    root = tmp_path_factory.mktemp("go-repo")
    (root / "leak.go").write_bytes(LEAK)
    (root / "fixable.go").write_bytes(FIXABLE)
    (root / "clean.go").write_bytes(CLEAN)
    (root / "testdata").mkdir()
    (root / "testdata" / "leak.go").write_bytes(LEAK)
    (root / ".goleaklint.toml").write_text("")
    commit_all(root)
    return GoRepo(root, hook_repo, tmp_path_factory.mktemp("pre-commit-home"))


def test_manifest_is_valid() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "pre_commit", "validate-manifest", ".pre-commit-hooks.yaml"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr


def test_leaking_file_fails_the_hook(repo: GoRepo) -> None:
    completed = repo.try_repo("goleaklint", "leak.go")

    output = completed.stdout + completed.stderr
    assert completed.returncode == 1, output
    assert "goleaklint" in output and "Failed" in output
    assert "leak.go:5:14: GL001 goroutine can block forever sending on `ch`" in output


def test_clean_file_passes_and_testdata_is_excluded(repo: GoRepo) -> None:
    completed = repo.try_repo("goleaklint", "clean.go", "testdata/leak.go")

    output = completed.stdout + completed.stderr
    assert completed.returncode == 0, output
    assert "Passed" in output
    assert "No findings in 1 file." in output


def test_fix_hook_rewrites_the_file_and_fails_then_passes(repo: GoRepo) -> None:
    fixable = repo.root / "fixable.go"

    first = repo.try_repo("goleaklint-fix", "fixable.go")
    output = first.stdout + first.stderr
    assert first.returncode == 1, output
    assert "files were modified by this hook" in output
    assert "Fixed 1 finding in 1 file." in output
    assert fixable.read_bytes() == FIXABLE.replace(b"make(chan int)", b"make(chan int, 1)")

    second = repo.try_repo("goleaklint-fix", "fixable.go")
    output = second.stdout + second.stderr
    assert second.returncode == 0, output
    assert "Passed" in output
