"""Every rule, listed explicitly and sorted by id."""

from __future__ import annotations

from goleaklint.rule import Rule

ALL_RULES: tuple[Rule, ...] = ()

# Diagnostics the engine itself reports (not rule modules): id -> name.
TOOL_DIAGNOSTICS: dict[str, str] = {
    "GL901": "malformed-suppression",
    "GL902": "unused-suppression",
    "GL999": "internal-error",
}
