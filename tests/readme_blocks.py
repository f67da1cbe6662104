"""The README's fenced code blocks, for the tests that keep it true."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
FENCE = re.compile(r"^```(\w*)\n(.*?)^```", re.MULTILINE | re.DOTALL)


def blocks(language: str, text: str = README) -> list[str]:
    """The bodies of the blocks fenced as ``language`` ("" for unlabelled ones)."""
    return [body for lang, body in FENCE.findall(text) if lang == language]


def block_containing(language: str, needle: str) -> str:
    """The one ``language`` block of the README that contains ``needle``."""
    found = [body for body in blocks(language) if needle in body]
    assert len(found) == 1, f"expected one {language} block with {needle!r}, got {len(found)}"
    return found[0]
