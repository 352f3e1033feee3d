"""Migration 0007 gives every event the language its forms are printed in: an event made before
there was a choice keeps printing in English (on a file and on a venue server)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from opl_tournament.domain.languages import Language
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import EventChanges, edit_event, event_json, get_event
from opl_tournament.storage import open_database
from opl_tournament.storage.migrate import upgrade, upgrade_server
from tests.postgres import PostgresServer

OLD_EVENT = (
    "INSERT INTO event (id, name, game, tournament_type, format, sanction_number, date, place, "
    "time_limit_minutes, seed, tier, paper_size, odd_field, policies_json, rules_edition, status,"
    " created_at) VALUES (1, 'Old Open', 'overpower', 'constructed', 'swiss', '', '2026-11-27', "
    "'', 45, 7, 'local', 'Letter', 'bye', '{}', '', 'registration', 'then')"
)


@pytest.fixture(params=["sqlite", "postgresql"])
def before_languages(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A database at schema 0006 holding one event."""
    if request.param == "sqlite":
        path = tmp_path / "old.sqlite"
        upgrade(path, "0006")
        location = f"sqlite:///{path}"
    else:
        server: PostgresServer = request.getfixturevalue("postgres_server")
        location = server.new_database(migrated=False)
        upgrade_server(location, "0006", create=True)
    engine = create_engine(location)
    with engine.begin() as conn:
        conn.execute(text(OLD_EVENT))
    engine.dispose()
    yield str(path) if request.param == "sqlite" else location
    if request.param == "postgresql":
        server.drop_database(location)


def test_an_event_made_before_languages_prints_in_english_and_can_change(
    before_languages: str,
) -> None:
    database = open_database(before_languages)
    try:
        ctx = ServiceContext(database)
        event = get_event(ctx, 1)
        assert event.settings.language is Language.ENGLISH
        assert event_json(event)["language"] == "en"
        edit_event(ctx, 1, EventChanges(language="fr"))
        assert get_event(ctx, 1).settings.language is Language.FRENCH
    finally:
        database.close()
