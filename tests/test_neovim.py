"""The README's Neovim snippet, in a real headless Neovim: diagnostic, quick fix, gone.

The snippet for Neovim 0.7 to 0.10 is taken from the README as written (only the
command's path is replaced by this environment's ``goleaklint``), so the test fails when
the documented configuration stops working. ``.ci/run`` installs Debian's ``neovim``
(0.7.2 on Debian 12); elsewhere the test is skipped when Neovim is missing, but never
in CI.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from readme_blocks import block_containing

PLACEHOLDER = "/home/you/.local/bin/goleaklint"
LEAK = (
    "package p\n\nfunc f() int {\n\tch := make(chan int)\n\tgo func() { ch <- 1 }()\n"
    "\treturn 0\n}\n"
)

# Runs inside Neovim once the file is open: wait for goleaklint's diagnostic, apply the
# code action the way a user picks it from the menu, wait for the diagnostic to go.
CHECK = """
local result = {}
local function diagnostics()
  return vim.diagnostic.get(0)
end
result.diagnosed = vim.wait(60000, function() return #diagnostics() > 0 end, 50)
local first = diagnostics()[1]
if first then
  result.code = first.code
  result.source = first.source
  result.line = first.lnum + 1
  result.message = first.message
  vim.api.nvim_win_set_cursor(0, { first.lnum + 1, first.col })
  vim.ui.select = function(items, _, on_choice)
    result.choices = #items
    on_choice(items[1], 1)
  end
  vim.lsp.buf.code_action()
  result.cleared = vim.wait(60000, function() return #diagnostics() == 0 end, 50)
  result.text = table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), "\\n")
end
result.clients = #vim.lsp.get_active_clients()
local out = io.open(vim.env.RESULT_FILE, "w")
out:write(vim.fn.json_encode(result))
out:close()
vim.cmd("qa!")
"""


def neovim() -> str:
    found = shutil.which("nvim")
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail("nvim is not installed; .ci/run installs Debian's neovim package")
        pytest.skip("nvim is not installed (apt-get install neovim)")
    return found


def test_readme_neovim_snippet_diagnoses_and_fixes_a_leak(tmp_path: Path) -> None:
    nvim = neovim()
    command = Path(sys.executable).with_name("goleaklint")
    assert command.is_file(), f"no console script next to {sys.executable}"
    snippet = block_containing("lua", "vim.lsp.start_client")
    assert PLACEHOLDER in snippet
    (tmp_path / "init.lua").write_text(snippet.replace(PLACEHOLDER, str(command)))
    (tmp_path / "check.lua").write_text(CHECK)
    project = tmp_path / "project"
    project.mkdir()
    (project / "go.mod").write_text("module example.com/leak\n\ngo 1.22\n")
    (project / "leak.go").write_text(LEAK)
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
    completed = subprocess.run(
        [
            nvim,
            "--headless",
            "-i",
            "NONE",
            "-u",
            str(tmp_path / "init.lua"),
            "-c",
            f"luafile {tmp_path / 'check.lua'}",
            str(project / "leak.go"),
        ],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        stdin=subprocess.DEVNULL,
    )
    assert result_file.exists(), completed.stdout + completed.stderr
    result = json.loads(result_file.read_text())
    assert result["diagnosed"] is True, result
    assert (result["code"], result["source"], result["line"]) == ("GL001", "goleaklint", 5)
    assert "can block forever sending on `ch`" in result["message"]
    assert result["choices"] == 1  # "Buffer the channel", a safe fix
    assert result["cleared"] is True, result
    assert "ch := make(chan int, 1)" in result["text"]
    assert result["clients"] == 1
    assert (project / "leak.go").read_text() == LEAK  # the buffer changed, not the file
