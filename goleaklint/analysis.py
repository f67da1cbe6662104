"""Package-level analysis shared by all rules (placeholder until the dataflow lands)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from goleaklint.gofile import GoFile


@dataclass
class PackageAnalysis:
    files: Sequence[GoFile]
    go_version: str | None


def analyze_package(files: Sequence[GoFile], go_version: str | None) -> PackageAnalysis:
    return PackageAnalysis(files, go_version)
