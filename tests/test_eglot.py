"""The README's Emacs eglot snippet, in a batch Emacs: diagnostic, quick fix, gone.

The snippet is loaded as written (only the command's path is replaced by this
environment's ``goleaklint``). ``.ci/run`` installs Debian's ``emacs-nox``,
``elpa-eglot`` (eglot is built into Emacs 29, Debian 12 ships 28.2) and
``elpa-go-mode``; elsewhere the test is skipped without them, but never in CI.

A batch Emacs has no command loop, so the script does by hand what an interactive one
does after each command: it runs ``post-command-hook`` (where ``eglot-ensure`` connects)
and sends the buffer's changes (an idle timer's job), and it answers the code-action
prompt with the first action, as a user pressing RET would.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from editors import LEAK, PLACEHOLDER, installed_command, leaky_project, run_headless
from readme_blocks import block_containing

CHECK = """
(package-initialize)
(require 'go-mode)
(require 'eglot)
(load-file (getenv "INIT_FILE"))
(find-file (getenv "GO_FILE"))
(defun wait-until (predicate)
  (let ((deadline (+ (float-time) 60)))
    (while (and (< (float-time) deadline) (not (funcall predicate)))
      (run-hooks 'post-command-hook)
      (accept-process-output nil 0.1))
    (funcall predicate)))
(defvar result nil)
(push (cons "mode" (symbol-name major-mode)) result)
(push (cons "connected" (if (wait-until #'eglot-current-server) "yes" "no")) result)
(push (cons "diagnosed" (if (wait-until #'flymake-diagnostics) "yes" "no")) result)
(dolist (d (flymake-diagnostics))
  (push (cons "line" (number-to-string (line-number-at-pos (flymake-diagnostic-beg d))))
        result)
  (push (cons "message" (flymake-diagnostic-text d)) result))
(goto-char (point-min))
(forward-line 4)
(advice-add 'completing-read :override
            (lambda (_prompt items &rest _)
              (push (cons "choices" (number-to-string (length items))) result)
              (car (car items))))
(let ((last-nonmenu-event 13))  ; a key, not a mouse click: a prompt, not a popup menu
  (eglot-code-actions (line-beginning-position) (line-end-position) nil t))
(eglot--signal-textDocument/didChange)
(push (cons "cleared" (if (wait-until (lambda () (null (flymake-diagnostics)))) "yes" "no"))
      result)
(push (cons "text" (buffer-substring-no-properties (point-min) (point-max))) result)
(with-temp-file (getenv "RESULT_FILE")
  (dolist (entry (reverse result))
    (insert (car entry) "\\t" (replace-regexp-in-string "\\n" "\\\\\\\\n" (cdr entry)) "\\n")))
"""


def emacs_with_eglot() -> str:
    found = shutil.which("emacs")
    loads = "(progn (package-initialize) (require 'eglot) (require 'go-mode))"
    probe = ["--batch", "--eval", loads]
    if found is not None and subprocess.run([found, *probe], capture_output=True).returncode == 0:
        return found
    if os.environ.get("CI") == "true":
        pytest.fail("Emacs with eglot and go-mode is missing; .ci/run installs them")
    pytest.skip("needs Emacs with eglot and go-mode (apt-get install emacs-nox elpa-eglot ...)")


def test_readme_eglot_snippet_diagnoses_and_fixes_a_leak(tmp_path: Path) -> None:
    emacs = emacs_with_eglot()
    command = installed_command()
    snippet = block_containing("elisp", "eglot-server-programs")
    assert PLACEHOLDER in snippet
    (tmp_path / "init.el").write_text(snippet.replace(PLACEHOLDER, str(command)))
    (tmp_path / "check.el").write_text(CHECK)
    project = leaky_project(tmp_path)
    result_file = tmp_path / "result.tsv"
    env = {
        **os.environ,
        "HOME": str(tmp_path / "home"),
        "GOLEAKLINT_CACHE_DIR": str(tmp_path / "goleaklint-cache"),
        "INIT_FILE": str(tmp_path / "init.el"),
        "GO_FILE": str(project / "leak.go"),
        "RESULT_FILE": str(result_file),
    }
    argv = [emacs, "--batch", "-l", str(tmp_path / "check.el")]
    completed = run_headless(argv, project, env, result_file)
    result = dict(line.split("\t", 1) for line in result_file.read_text().splitlines())
    shown = f"{result}\n{completed.stderr[-2000:]}"
    assert result["mode"] == "go-mode", shown
    assert (result["connected"], result["diagnosed"], result["line"]) == ("yes", "yes", "5"), shown
    assert "[GL001]" in result["message"], shown
    assert "can block forever sending on `ch`" in result["message"], shown
    assert result["choices"] == "1", shown  # "Give `ch` a buffer of 1", a safe fix
    assert result["cleared"] == "yes", shown
    assert "ch := make(chan int, 1)" in result["text"], shown
    assert (project / "leak.go").read_text() == LEAK  # the buffer changed, not the file
