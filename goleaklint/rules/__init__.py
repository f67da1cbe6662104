"""Every rule, listed explicitly and sorted by id."""

from __future__ import annotations

from goleaklint.rule import Rule
from goleaklint.rules.gl001_unreceived_channel_send import unreceived_channel_send
from goleaklint.rules.gl002_unsent_channel_receive import unsent_channel_receive
from goleaklint.rules.gl003_unclosed_channel_range import unclosed_channel_range
from goleaklint.rules.gl004_unstoppable_goroutine_loop import unstoppable_goroutine_loop
from goleaklint.rules.gl005_nil_channel_operation import nil_channel_operation
from goleaklint.rules.gl006_send_after_receivers_stop import send_after_receivers_stop
from goleaklint.rules.gl101_unreleased_waitgroup_wait import unreleased_waitgroup_wait
from goleaklint.rules.gl102_waitgroup_add_in_goroutine import waitgroup_add_in_goroutine
from goleaklint.rules.gl103_unsignaled_cond_wait import unsignaled_cond_wait
from goleaklint.rules.gl104_unreleased_mutex import unreleased_mutex
from goleaklint.rules.gl105_double_lock import double_lock
from goleaklint.rules.gl106_blocked_while_locked import blocked_while_locked
from goleaklint.rules.gl107_lock_order_inversion import lock_order_inversion
from goleaklint.rules.gl108_recursive_read_lock import recursive_read_lock
from goleaklint.rules.gl201_lost_cancel import lost_cancel
from goleaklint.rules.gl202_goroutine_ignores_context import goroutine_ignores_context
from goleaklint.rules.gl203_handler_goroutine_outlives_request import (
    handler_goroutine_outlives_request,
)
from goleaklint.rules.gl301_unstopped_ticker import unstopped_ticker
from goleaklint.rules.gl302_leaky_time_tick import leaky_time_tick
from goleaklint.rules.gl303_time_after_in_loop import time_after_in_loop
from goleaklint.rules.gl401_busy_wait_loop import busy_wait_loop
from goleaklint.rules.gl402_unpaired_lock_os_thread import unpaired_lock_os_thread

ALL_RULES: tuple[Rule, ...] = (
    unreceived_channel_send,
    unsent_channel_receive,
    unclosed_channel_range,
    unstoppable_goroutine_loop,
    nil_channel_operation,
    send_after_receivers_stop,
    unreleased_waitgroup_wait,
    waitgroup_add_in_goroutine,
    unsignaled_cond_wait,
    unreleased_mutex,
    double_lock,
    blocked_while_locked,
    lock_order_inversion,
    recursive_read_lock,
    lost_cancel,
    goroutine_ignores_context,
    handler_goroutine_outlives_request,
    unstopped_ticker,
    leaky_time_tick,
    time_after_in_loop,
    busy_wait_loop,
    unpaired_lock_os_thread,
)

# Diagnostics the engine itself reports (not rule modules): id -> name.
TOOL_DIAGNOSTICS: dict[str, str] = {
    "GL901": "malformed-suppression",
    "GL902": "unused-suppression",
    "GL999": "internal-error",
}
