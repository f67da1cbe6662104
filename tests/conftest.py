"""Test-session settings shared by every test module."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True, scope="session")
def _private_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Keep the result cache of CLI runs out of the user's home directory."""
    previous = os.environ.get("GOLEAKLINT_CACHE_DIR")
    os.environ["GOLEAKLINT_CACHE_DIR"] = str(tmp_path_factory.mktemp("cache"))
    yield
    if previous is None:
        os.environ.pop("GOLEAKLINT_CACHE_DIR", None)
    else:
        os.environ["GOLEAKLINT_CACHE_DIR"] = previous
