"""The players' page's cache is bounded in entries and in bytes, least recently used out first;
a lock lives and dies with its entry, and an address that is not found leaves nothing behind."""

from __future__ import annotations

import gc
import tracemalloc
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from opl_tournament.domain.model import EventSettings, PlayerIdentity
from opl_tournament.services.events import create_event
from opl_tournament.services.player_import import register_many
from opl_tournament.services.registration import Entrant
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.web import create_app
from opl_tournament.web.cache import ENTRY_BYTES, FreshCache
from tests.helpers.contexts import context_on


def test_the_least_recently_used_answers_go_first_when_there_are_too_many() -> None:
    cache = FreshCache(most_entries=3)
    for key in "abc":
        cache.get(key, lambda key=key: key.encode())
    cache.get("a", lambda: b"read again")  # used: now the most recent
    cache.get("d", lambda: b"d")
    assert len(cache) == 3
    assert cache.get("a", lambda: b"read again") == b"a"  # kept
    assert cache.get("b", lambda: b"read again") == b"read again"  # the oldest went


def test_the_answers_kept_fit_in_their_bytes() -> None:
    cache = FreshCache(most_bytes=50_000)
    for i in range(100):
        cache.get(i, lambda: bytes(3000))
        assert cache.bytes <= 50_000
    assert len(cache) == 50_000 // (3000 + ENTRY_BYTES)
    assert cache.bytes == len(cache) * (3000 + ENTRY_BYTES)


def test_a_key_that_is_never_found_leaves_no_entry_and_no_lock() -> None:
    cache = FreshCache()

    def unknown() -> bytes:
        raise LookupError("no such page")

    for i in range(1000):
        with pytest.raises(LookupError):
            cache.get(("player", i), unknown)
    assert len(cache) == 0 and cache.bytes == 0 and not cache._loading


def test_many_pages_of_known_players_stay_within_the_budget_in_memory(tmp_path: Path) -> None:
    """Every player's own page and thousands of made-up ones: what the process holds after
    them grows by no more than the cache's budget."""
    budget = 220_000  # the event's pages' data (some 130 KB) and a few dozen players' pages
    with context_on(tmp_path / "event.sqlite") as ctx:
        event_id = create_event(ctx, EventSettings(name="Club Night", seed=3)).id
        players = [(i + 2, Entrant(PlayerIdentity(name=f"Player {i:03d}"))) for i in range(100)]
        register_many(ctx, event_id, players, source="test")
        pair_next_round(ctx, event_id)
        app = create_app(ctx)
        assert app.page is not None  # type: ignore[attr-defined]
        cache: FreshCache = app.page.cache  # type: ignore[attr-defined]
        cache.most_bytes = budget
        client = TestClient(app)
        assert client.get(f"/events/{event_id}/players/0001").status_code == 200
        gc.collect()
        tracemalloc.start()
        try:
            before = tracemalloc.get_traced_memory()[0]
            for i in range(1, 101):
                assert client.get(f"/events/{event_id}/players/{i:04d}").status_code == 200
                assert client.get(f"/events/{event_id}/players/{i + 9000}").status_code == 404
            gc.collect()
            grown = tracemalloc.get_traced_memory()[0] - before
        finally:
            tracemalloc.stop()
        assert cache.bytes <= budget and len(cache) < 100
        assert grown < budget + 100_000, f"{grown} bytes more"
