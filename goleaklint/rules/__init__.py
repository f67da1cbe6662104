"""Every rule, listed explicitly and sorted by id."""

from __future__ import annotations

from goleaklint.rule import Rule
from goleaklint.rules.gl001_unreceived_channel_send import unreceived_channel_send
from goleaklint.rules.gl002_unsent_channel_receive import unsent_channel_receive
from goleaklint.rules.gl003_unclosed_channel_range import unclosed_channel_range
from goleaklint.rules.gl004_unstoppable_goroutine_loop import unstoppable_goroutine_loop
from goleaklint.rules.gl005_nil_channel_operation import nil_channel_operation
from goleaklint.rules.gl104_unreleased_mutex import unreleased_mutex
from goleaklint.rules.gl105_double_lock import double_lock

ALL_RULES: tuple[Rule, ...] = (
    unreceived_channel_send,
    unsent_channel_receive,
    unclosed_channel_range,
    unstoppable_goroutine_loop,
    nil_channel_operation,
    unreleased_mutex,
    double_lock,
)

# Diagnostics the engine itself reports (not rule modules): id -> name.
TOOL_DIAGNOSTICS: dict[str, str] = {
    "GL901": "malformed-suppression",
    "GL902": "unused-suppression",
    "GL999": "internal-error",
}
