"""Migration 0006 gives every player already registered a code of their own (on a file and on
a venue server), so an event that began before codes existed can turn self-reporting on."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from opl_tournament.domain.player_codes import normalise
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.player_codes import player_by_code, player_codes
from opl_tournament.storage import open_database
from opl_tournament.storage.migrate import upgrade, upgrade_server
from tests.postgres import PostgresServer

ROWS = [
    "INSERT INTO event (id, name, game, tournament_type, format, sanction_number, date, place, "
    "time_limit_minutes, seed, tier, paper_size, odd_field, policies_json, rules_edition, status,"
    " created_at) VALUES (1, 'Old Open', 'overpower', 'constructed', 'swiss', '', '', '', 45, 7, "
    "'local', 'Letter', 'bye', '{}', '', 'registration', 'then')",
    *(
        f"INSERT INTO player (id, number, kind, name, address, city, state_province, postal_code,"
        f" phone, email, membership_action, online_search_opt_out, created_at) VALUES ({i}, "
        f"'000{i}', 'temporary', 'Player {i}', '', '', '', '', '', '', 'none', false, 'then')"
        for i in (1, 2, 3)
    ),
    *(
        f"INSERT INTO registration (id, event_id, player_id, sequence, status, is_staff, "
        f"fee_cents, fee_paid, entered_round, created_at) VALUES ({i}, 1, {i}, {i}, 'active', "
        f"false, 0, false, 1, 'then')"
        for i in (1, 2, 3)
    ),
]


@pytest.fixture(params=["sqlite", "postgresql"])
def before_codes(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A database at schema 0005 holding an event with three registered players."""
    if request.param == "sqlite":
        path = tmp_path / "old.sqlite"
        upgrade(path, "0005")
        location = f"sqlite:///{path}"
    else:
        server: PostgresServer = request.getfixturevalue("postgres_server")
        location = server.new_database(migrated=False)
        upgrade_server(location, "0005", create=True)
    engine = create_engine(location)
    with engine.begin() as conn:
        for statement in ROWS:
            conn.execute(text(statement))
    engine.dispose()
    yield str(path) if request.param == "sqlite" else location
    if request.param == "postgresql":
        server.drop_database(location)


def test_players_registered_before_codes_get_one_each(before_codes: str) -> None:
    database = open_database(before_codes)
    try:
        ctx = ServiceContext(database)
        codes = player_codes(ctx, 1)
        assert [c.number for c in codes] == ["0001", "0002", "0003"]
        assert len({c.code for c in codes}) == 3
        for listed in codes:
            assert normalise(listed.code) == listed.code
            found = player_by_code(ctx, listed.code)
            assert found is not None and found[1].number == listed.number
    finally:
        database.close()
