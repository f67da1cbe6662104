"""Messages and fix titles put code in backquotes, and only code: a function literal has no
name, so the phrase standing for it stays plain text."""

from __future__ import annotations

from pathlib import Path

from goleaklint import engine
from goleaklint.settings import Settings

TESTDATA = Path(__file__).resolve().parent.parent / "testdata"
PHRASES = ("the function literal", "the goroutine", "a goroutine")


def test_phrases_for_function_literals_are_not_quoted_as_code() -> None:
    result = engine.check_paths([str(TESTDATA)], Settings(), jobs=1)
    texts = [f.message for f in result.findings]
    texts += [fix.title for f in result.findings for fix in f.fixes]
    assert any("the function literal" in text for text in texts), "no case exercises it"
    quoted = [t for t in texts if any(f"`{phrase}`" in t for phrase in PHRASES)]
    assert not quoted, quoted
