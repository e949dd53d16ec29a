"""The engine's caches emptied before each test: each test computes what it asks for, as a
fresh program would, so a fault in a cached function fails every test that relies on it,
not only the first to fill the cache (mutation testing maps each function to the tests that
reach it, and a cached answer hides the function from the rest)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scoretable.engine import conditions, tile_hand


@pytest.fixture(autouse=True)
def _fresh_engine_caches() -> Iterator[None]:
    conditions._levels_cache.clear()
    conditions._ranks_cache.clear()
    tile_hand.parse_tiles.cache_clear()
    tile_hand.parse_meld.cache_clear()
    yield
