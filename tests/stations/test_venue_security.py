"""The venue server against someone on the venue's network: what each role `venue start` makes
can do, tried for real, and TLS on every connection from the LAN."""

from __future__ import annotations

import hashlib
import json
import shutil
import socket
import ssl
import struct
import tempfile
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from opl_tournament.storage import open_database, venue_server
from opl_tournament.storage.db import WRITER_LOCK_KEY
from opl_tournament.storage.venue_certificate import make_certificate
from opl_tournament.storage.venue_server import Login, VenueSettings
from tests.helpers.ports import free_port
from tests.postgres import skip_or_fail_without_postgres
from tests.stations.conftest import Opl

# The machine's address on its network (the loopback over TCP where it has none).
LAN = venue_server.lan_address()


@pytest.fixture(scope="module")
def venue() -> Iterator[Path]:
    """One venue server, listening on every address, made by `venue start`'s own code."""
    skip_or_fail_without_postgres()
    scratch = Path(tempfile.mkdtemp(prefix="opl-venue-"))
    scratch.chmod(0o755)  # as root, the postgres user must reach it
    folder = scratch / "venue"
    venue_server.start(folder, port=free_port(), scratch=True)
    yield folder
    venue_server.stop(folder, immediate=True)
    shutil.rmtree(scratch, ignore_errors=True)


def _settings(venue: Path) -> VenueSettings:
    settings = venue_server.read_settings(venue)
    assert settings is not None and settings.station is not None
    return settings


def _connect(
    venue: Path,
    login: Login | None,
    *,
    host: str = LAN,
    database: str | None = None,
    **options: str,
) -> psycopg.Connection:
    settings = _settings(venue)
    assert login is not None
    return psycopg.connect(
        host=host,
        port=settings.port,
        user=login.user,
        password=login.password,
        dbname=database or settings.database,
        autocommit=True,
        connect_timeout=10,
        **options,  # type: ignore[arg-type]
    )


def _refused(conn: psycopg.Connection, statement: str) -> str:
    with pytest.raises(psycopg.errors.InsufficientPrivilege) as refused:
        conn.execute(statement)  # type: ignore[arg-type]
    return str(refused.value)


def test_the_station_login_cannot_run_programs_read_files_or_make_databases_and_roles(
    venue: Path,
) -> None:
    with _connect(venue, _settings(venue).station) as station:
        station.execute("CREATE TEMP TABLE loot (line text)")
        assert "external program" in _refused(station, "COPY loot FROM PROGRAM 'id'")
        assert "external program" in _refused(station, "COPY (SELECT 1) TO PROGRAM 'id'")
        assert "pg_read_file" in _refused(station, "SELECT pg_read_file('/etc/passwd')")
        assert "from a file" in _refused(station, "COPY loot FROM '/etc/passwd'")
        assert "to a file" in _refused(station, "COPY (SELECT 1) TO '/tmp/opl-written'")
        assert "create database" in _refused(station, "CREATE DATABASE stolen")
        assert "create role" in _refused(station, "CREATE ROLE intruder LOGIN")
        rights = station.execute(
            "SELECT rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls "
            "FROM pg_roles WHERE rolname = current_user"
        ).fetchone()
        assert rights == (False, False, False, False, False)
        for right in venue_server.HOST_RIGHTS:
            member = station.execute("SELECT pg_has_role(current_user, %s, 'MEMBER')", (right,))
            assert member.fetchone() == (False,), right
        # ... but it owns the event's tables: the program's migrations ran as it
        owner = station.execute("SELECT tableowner FROM pg_tables WHERE tablename = 'event'")
        assert owner.fetchone() == (venue_server.STATION,)
    with pytest.raises(psycopg.OperationalError, match="permission denied for database"):
        _connect(venue, _settings(venue).station, database="postgres")


def test_the_read_only_role_reads_every_table_and_changes_nothing(venue: Path) -> None:
    settings = _settings(venue)
    with _connect(venue, settings.station) as station:  # a table made after `venue start`
        station.execute("CREATE TABLE later (x int)")
        station.execute("INSERT INTO later VALUES (1)")
    try:
        with _connect(venue, settings.reader) as reader:
            assert reader.execute("SELECT count(*) FROM event").fetchone() == (0,)
            assert reader.execute("SELECT x FROM later").fetchall() == [(1,)]
            for statement in (
                "INSERT INTO later VALUES (2)",
                "UPDATE later SET x = 3",
                "DELETE FROM later",
                "INSERT INTO event (id) VALUES (99)",
                "CREATE TABLE mine (x int)",
                "CREATE TEMP TABLE mine (x int)",
                "DROP TABLE later",
                "TRUNCATE later",
            ):
                _refused(reader, statement)
    finally:
        with _connect(venue, settings.station) as station:
            station.execute("DROP TABLE later")


def test_the_read_only_role_can_neither_stop_the_stations_writes_nor_store_anything(
    venue: Path, opl: Opl
) -> None:
    """Whoever holds the read-only URL could take the lock every station's write waits for and
    keep it (each write then waited, and failed after ten seconds), or store large objects."""
    settings = _settings(venue)
    with _connect(venue, settings.reader) as reader:
        for statement in (
            f"SELECT pg_advisory_lock({WRITER_LOCK_KEY})",
            f"SELECT pg_try_advisory_lock({WRITER_LOCK_KEY})",
            f"SELECT pg_advisory_lock_shared({WRITER_LOCK_KEY})",
            f"SELECT pg_advisory_lock({WRITER_LOCK_KEY >> 32}, {WRITER_LOCK_KEY & 0xFFFFFFFF})",
            "SELECT lo_create(0)",
            "SELECT lo_from_bytea(0, 'loot')",
        ):
            assert "permission denied for function" in _refused(reader, statement)
        # ... and a station's write goes through at once while the reader is connected.
        created = opl("event", "create", "Open", "--format", "swiss", "--json", "--db", _url(venue))
        assert created.returncode == 0, created.stderr
        assert reader.execute("SELECT count(*) FROM event WHERE name = 'Open'").fetchone() == (1,)
    with _connect(venue, settings.station) as station:
        station.execute("DELETE FROM event WHERE name = 'Open'")


def test_the_read_only_login_cannot_take_the_connections_the_stations_need(venue: Path) -> None:
    """The server holds about a hundred connections: whoever held the read-only URL could open
    them all, and no station could connect ("remaining connection slots are reserved")."""
    settings = _settings(venue)
    held = [_connect(venue, settings.reader) for _ in range(venue_server.READER_CONNECTIONS)]
    try:
        with pytest.raises(psycopg.OperationalError, match="too many connections for role"):
            _connect(venue, settings.reader)
        with _connect(venue, settings.station) as station:
            assert station.execute("SELECT 1").fetchone() == (1,)
    finally:
        for connection in held:
            connection.close()


def _url(venue: Path) -> str:
    return _settings(venue).url(LAN)


def test_a_station_on_the_lan_is_encrypted_and_plain_text_is_refused(venue: Path) -> None:
    settings = _settings(venue)
    with _connect(venue, settings.station, sslmode="require") as station:
        ssl = station.execute("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
        assert ssl.fetchone() == (True,)
    for login in (settings.station, settings.reader, settings.superuser):
        with pytest.raises(psycopg.OperationalError, match=r"no pg_hba.conf entry .*no encryption"):
            _connect(venue, login, sslmode="disable")


def test_the_programs_own_connections_to_the_venue_are_encrypted(venue: Path) -> None:
    database = open_database(_settings(venue).url(LAN))
    try:
        with database.transaction(read_only=True) as txn:
            assert txn.sql.value("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
    finally:
        database.close()


def test_the_superuser_is_refused_from_anywhere_but_this_computer(venue: Path) -> None:
    settings = _settings(venue)
    with _connect(venue, settings.superuser, host="127.0.0.1") as own:
        assert own.execute("SELECT rolsuper FROM pg_roles WHERE rolname = current_user").fetchone()
    if LAN == "127.0.0.1":
        pytest.skip("this machine has no network address besides the loopback")
    with pytest.raises(psycopg.OperationalError, match=r"no pg_hba\.conf entry"):
        _connect(venue, settings.superuser)


def test_venue_status_names_the_certificate_and_never_the_superuser_password(
    venue: Path, opl: Opl
) -> None:
    settings = _settings(venue)
    shown = json.loads(opl("venue", "status", str(venue), "--json").stdout)
    certificate = venue / venue_server.CERTIFICATE_FILE
    assert shown["certificate"] == str(certificate)
    assert shown["url"] == settings.url(LAN)
    assert shown["url"].startswith(f"postgresql+psycopg://{venue_server.STATION}:")
    assert shown["read_only_url"].startswith(f"postgresql+psycopg://{venue_server.READER}:")
    assert shown["fingerprint"] == _presented_fingerprint(settings.port)
    text = opl("venue", "status", str(venue)).stdout
    assert shown["fingerprint"] in text and len(shown["fingerprint"].split(":")) == 32
    assert settings.superuser.password not in text + json.dumps(shown)
    # The read-only URL is no harmless one: it reads the codes players act with.
    assert "can change nothing" not in text
    assert "reads every\nplayer's code" in text and "give it to judges only too" in text
    with _connect(venue, settings.reader) as reader:
        reader.execute("SELECT player_code FROM registration")
    assert (venue / "venue.json").stat().st_mode & 0o777 == 0o600
    assert (venue / "data" / venue_server.SERVER_KEY).stat().st_mode & 0o777 == 0o600


def test_the_certificate_file_moved_away_is_written_again_by_the_next_start(
    venue: Path, opl: Opl
) -> None:
    """A judge who moved the file to a USB stick (instead of copying it) found `venue status`
    silent about the certificate ever after, and no file to give the next station."""
    settings = _settings(venue)
    shown = venue / venue_server.CERTIFICATE_FILE
    shown.unlink()
    venue_server.start(venue)
    assert shown.is_file()
    text = opl("venue", "status", str(venue)).stdout
    assert f"its SHA-256 fingerprint: {_presented_fingerprint(settings.port)}" in text


def _presented_fingerprint(port: int) -> str:
    """The SHA-256 fingerprint of the certificate the server shows a client on the LAN."""
    with socket.create_connection((LAN, port), timeout=10) as raw:
        raw.sendall(struct.pack("!ii", 8, 80877103))  # PostgreSQL's SSLRequest
        assert raw.recv(1) == b"S"
        context = ssl.create_default_context()
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
        with context.wrap_socket(raw) as tls:
            der = tls.getpeercert(binary_form=True)
    assert der is not None
    return hashlib.sha256(der).digest().hex(":").upper()


def test_a_station_given_the_certificate_checks_the_server_with_it(
    venue: Path, opl: Opl, tmp_path: Path
) -> None:
    url = _settings(venue).url(LAN)
    certificate = venue / venue_server.CERTIFICATE_FILE
    checked = opl("--db", url, "--venue-cert", str(certificate), "event", "list", "--json")
    assert checked.returncode == 0, checked.stderr

    # A certificate of another server (what an impostor on the venue's network would hold).
    other, key = tmp_path / "other.pem", tmp_path / "other.key"
    make_certificate(other, key, [])
    refused = opl("--db", url, "--venue-cert", str(other), "event", "list")
    assert refused.returncode == 1
    assert "certificate verify failed" in refused.stderr
    assert len(refused.stderr.strip().splitlines()) == 1 and "Traceback" not in refused.stderr

    missing = opl("--db", url, "--venue-cert", str(tmp_path / "none.pem"), "event", "list")
    assert missing.returncode == 1 and "no certificate file at" in missing.stderr
    not_one = tmp_path / "not.pem"
    not_one.write_text("hello", encoding="utf-8")
    wrong = opl("--db", url, "--venue-cert", str(not_one), "event", "list")
    assert wrong.returncode == 1 and "is not a certificate file" in wrong.stderr


def test_starting_again_takes_back_rights_given_to_the_station_by_hand(venue: Path) -> None:
    settings = _settings(venue)
    with _connect(venue, settings.superuser, host="127.0.0.1") as admin:
        admin.execute(f"GRANT pg_execute_server_program TO {venue_server.STATION}")
        admin.execute(f"ALTER ROLE {venue_server.STATION} CREATEDB")

    venue_server.start(venue)  # already running: it is brought back to the rules

    with _connect(venue, settings.station) as station:
        assert station.execute(
            "SELECT pg_has_role(current_user, 'pg_execute_server_program', 'MEMBER'), rolcreatedb "
            "FROM pg_roles WHERE rolname = current_user"
        ).fetchone() == (False, False)
