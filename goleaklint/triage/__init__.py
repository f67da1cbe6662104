"""``goleaklint triage``: from a goroutine dump to the stuck line, the rule and the fix.

reading (which form) -> tracebacks / profiles (parse) -> stuck (which goroutines) ->
grouping (by wait reason, blocking frame, creation site) -> sources (frames to local
files) -> run (analyse the packages involved) -> matching (findings to groups) ->
text / json_format / sarif (report).
"""

from goleaklint.triage.dump import Dump, DumpError, DumpForm, Frame, Goroutine
from goleaklint.triage.reading import read_dump
from goleaklint.triage.run import TriagedGroup, TriageResult, triage

__all__ = [
    "Dump",
    "DumpError",
    "DumpForm",
    "Frame",
    "Goroutine",
    "TriageResult",
    "TriagedGroup",
    "read_dump",
    "triage",
]
