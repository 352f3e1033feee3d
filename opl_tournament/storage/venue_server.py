"""The venue's own PostgreSQL server: one folder holds its data, its passwords and its settings.

``start`` runs ``initdb`` the first time (UTF-8, the C collation so names sort as on SQLite,
password authentication only), makes the server's TLS certificate, then ``pg_ctl start``
listening on every address. PostgreSQL refuses to run as root: when this program runs as root,
the server runs as the unprivileged ``postgres`` user (``runuser -u postgres --``), and the data
folder belongs to that user.

Three logins, each with its own generated password (scram-sha-256), every one over TLS only:

- the superuser: from this computer only (the loopback address); ``venue start`` alone uses it,
  its password is never printed;
- the station role (``STATION``): owns the event database and its tables, and nothing else (no
  superuser, no creating databases or roles, none of the server-program or server-file rights);
  the URL stations open names it, and the migrations run as it;
- the read-only role (``READER``): may read the event's tables (and those made later), nothing
  else; the players' page reads with it.

``pg_hba.conf`` is rewritten by every start: ``hostssl`` lines only (this computer, and for the
two event roles the networks it is directly on: the venue's LAN); anything else is refused, a
plain-text connection included. A folder made by an older version (whose one login was the
superuser, from the whole LAN, without TLS) is upgraded by its next ``start``: the roles are
made, the tables handed to the station role, the superuser's password replaced.

The folder's layout::

    DIR/venue.json               the port, database, logins and passwords (its owner's only)
    DIR/venue-certificate.pem    the server's certificate: the file a station checks it with
    DIR/data/                    the PostgreSQL cluster (owned by the user the server runs as)
    DIR/data/server.key          the certificate's private key (the server's user only)
    DIR/data/server.log
"""

from __future__ import annotations

import contextlib
import glob
import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

from opl_tournament.ports import VENUE_SERVER_PORT
from opl_tournament.storage.errors import StorageError
from opl_tournament.storage.venue_certificate import fingerprint, make_certificate

if TYPE_CHECKING:
    import psycopg

DEFAULT_PORT = VENUE_SERVER_PORT
SUPERUSER = "opl_admin"
OLD_SUPERUSER = "opl"  # an older version's one login
STATION = "opl_station"
READER = "opl_reader"
DATABASE = "opl"
READER_CONNECTIONS = 20
"""The most connections the read-only login holds at once: a players' page reading with it
needs a pool's worth; more would take the slots the stations connect with (the server has
about a hundred)."""
SERVICE_USER = "postgres"
SETTINGS_FILE = "venue.json"
CERTIFICATE_FILE = "venue-certificate.pem"
SERVER_CERTIFICATE, SERVER_KEY = "server.crt", "server.key"
INSTALL_HINT = (
    "PostgreSQL is not installed on this computer: on Debian/Ubuntu "
    "'sudo apt-get install postgresql', on macOS 'brew install postgresql@15', on Windows the "
    "installer from postgresql.org"
)
LOOPBACK = ("127.0.0.1/32", "::1/128")
# Where the stations may connect from: this computer, and the networks it is directly on (the
# venue's LAN: PostgreSQL's "samenet"), never addresses beyond a router.
STATIONS_FROM = (*LOOPBACK, "samenet")
# Rights that let a login run programs or read and write files on the host.
HOST_RIGHTS = ("pg_execute_server_program", "pg_read_server_files", "pg_write_server_files")
_SEARCH_FOLDERS = (
    "/usr/lib/postgresql/*/bin",
    "/usr/pgsql-*/bin",
    "/opt/homebrew/opt/postgresql@*/bin",
    "/usr/local/opt/postgresql@*/bin",
    "/Applications/Postgres.app/Contents/Versions/*/bin",
    "C:/Program Files/PostgreSQL/*/bin",
)


@dataclass(frozen=True)
class Login:
    user: str
    password: str


def _new_password() -> str:
    return secrets.token_urlsafe(18)


@dataclass(frozen=True)
class VenueSettings:
    port: int
    superuser: Login
    station: Login | None = None
    """None in a folder an older version made, until ``start`` upgrades it."""
    reader: Login | None = None
    database: str = DATABASE

    def url(self, host: str, login: Login | None = None, database: str | None = None) -> str:
        """The URL ``login`` (by default the station role) opens the event database (or
        ``database``) with."""
        login = login or self.station
        if login is None:
            raise StorageError("this venue server was made by an older version: start it first")
        return (
            f"postgresql+psycopg://{login.user}:{quote(login.password, safe='')}"
            f"@{host}:{self.port}/{database or self.database}"
        )


@dataclass(frozen=True)
class VenueStatus:
    folder: Path
    running: bool
    settings: VenueSettings | None
    host: str

    @property
    def url(self) -> str | None:
        """The stations' URL (None before an older folder is upgraded)."""
        if self.settings is None or self.settings.station is None:
            return None
        return self.settings.url(self.host)

    @property
    def read_only_url(self) -> str | None:
        """The read-only role's URL (for a players' page that only reads)."""
        if self.settings is None or self.settings.reader is None:
            return None
        return self.settings.url(self.host, self.settings.reader)

    @property
    def certificate(self) -> Path | None:
        path = self.folder / CERTIFICATE_FILE
        return path if path.is_file() else None

    @property
    def fingerprint(self) -> str | None:
        return None if self.certificate is None else fingerprint(self.certificate)


def find_binary(name: str) -> str | None:
    """A PostgreSQL program on the PATH or in the usual install folders (newest version first)."""
    found = shutil.which(name)
    if found:
        return found
    suffix = ".exe" if sys.platform == "win32" else ""
    for pattern in _SEARCH_FOLDERS:
        candidates = sorted(glob.glob(f"{pattern}/{name}{suffix}"), reverse=True)
        if candidates:
            return candidates[0]
    return None


def postgres_installed() -> bool:
    return all(find_binary(name) for name in ("initdb", "pg_ctl", "postgres"))


def _binary(name: str) -> str:
    found = find_binary(name)
    if found is None:
        raise StorageError(INSTALL_HINT)
    return found


def _as_root() -> bool:
    return getattr(os, "geteuid", lambda: 1)() == 0


def run_server_program(program: str, args: list[str], what: str, *, timeout: float = 120) -> str:
    """Run a PostgreSQL program (``initdb``, ``pg_ctl``…) as the user the server runs as (the
    postgres user when we are root); its own last line on failure."""
    command = [_binary(program), *args]
    if _as_root():
        command = ["runuser", "-u", SERVICE_USER, "--", *command]
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=timeout, check=False, cwd="/"
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        raise StorageError(f"{what} failed: {error}") from error
    if done.returncode != 0:
        detail = (done.stderr or done.stdout).strip().splitlines()
        raise StorageError(f"{what} failed: {detail[-1] if detail else f'exit {done.returncode}'}")
    return done.stdout


def _give_to_service_user(path: Path) -> None:
    if _as_root():
        shutil.chown(path, SERVICE_USER, SERVICE_USER)


def _check_reachable(folder: Path) -> None:
    """As root, the postgres user must be able to reach the data folder."""
    if not _as_root():
        return
    check = subprocess.run(
        ["runuser", "-u", SERVICE_USER, "--", "test", "-x", str(folder)],
        capture_output=True,
        check=False,
    )
    if check.returncode != 0:
        raise StorageError(
            f"the PostgreSQL server runs as the '{SERVICE_USER}' user, who cannot open {folder}; "
            "choose a folder that user can reach (for example /srv/opl-venue)"
        )


def _login(data: dict[str, object], role: str) -> Login | None:
    found = data.get(role)
    if found is None:
        return None
    if not isinstance(found, dict):
        raise ValueError(f"'{role}' is not a login")
    return Login(user=str(found["user"]), password=str(found["password"]))


def read_settings(folder: Path) -> VenueSettings | None:
    path = folder / SETTINGS_FILE
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        superuser = _login(data, "superuser")
        if superuser is None:  # an older version's file: its one login was the superuser
            superuser = Login(str(data.get("user", OLD_SUPERUSER)), str(data["password"]))
        return VenueSettings(
            port=int(data["port"]),
            superuser=superuser,
            station=_login(data, "station"),
            reader=_login(data, "reader"),
            database=str(data.get("database", DATABASE)),
        )
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise StorageError(f"{path} is not a venue server's settings file ({error})") from error


def _write_settings(folder: Path, settings: VenueSettings) -> None:
    path = folder / SETTINGS_FILE
    partial = path.with_suffix(".partial")
    logins = {
        role: {"user": login.user, "password": login.password}
        for role, login in (
            ("superuser", settings.superuser),
            ("station", settings.station),
            ("reader", settings.reader),
        )
        if login is not None
    }
    partial.touch(mode=0o600)
    partial.chmod(0o600)
    partial.write_text(
        json.dumps({"port": settings.port, "database": settings.database, **logins}, indent=2),
        encoding="utf-8",
    )
    partial.replace(path)


def lan_address() -> str:
    """This computer's address on the local network (the loopback when there is none)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def _init_cluster(
    folder: Path, data: Path, settings: VenueSettings, listen: str, *, scratch: bool
) -> None:
    data.mkdir(mode=0o700)
    _give_to_service_user(data)
    password_file = folder / ".initial-password"
    password_file.touch(mode=0o600)
    password_file.write_text(settings.superuser.password + "\n", encoding="utf-8")
    _give_to_service_user(password_file)
    try:
        run_server_program(
            "initdb",
            [
                "-D",
                str(data),
                "-U",
                settings.superuser.user,
                f"--pwfile={password_file}",
                "--auth=scram-sha-256",
                "--encoding=UTF8",
                "--locale=C",
                *(["--no-sync"] if scratch else []),
            ],
            "initdb (creating the server's data folder)",
        )
    except StorageError:
        shutil.rmtree(data, ignore_errors=True)
        raise
    finally:
        password_file.unlink(missing_ok=True)
    with (data / "postgresql.conf").open("a", encoding="utf-8") as conf:
        conf.write(
            "\n# written by opl-tournament venue start\n"
            f"listen_addresses = '{listen}'\n"
            f"port = {settings.port}\n"
            "unix_socket_directories = ''\n"
            "password_encryption = 'scram-sha-256'\n"
        )
        if scratch:  # a throw-away server (the tests): speed over durability
            conf.write("fsync = off\nsynchronous_commit = off\nfull_page_writes = off\n")


_TLS_MARK = "# opl-tournament: TLS only"
_FROZEN_MARK = "# opl-tournament: a station frozen mid-action lets go of the writers' lock"
# A station whose laptop sleeps or whose cable is pulled in the middle of an action keeps its
# transaction, and with it the writers' lock, open until TCP gives up on it (hours): every other
# station's writes would be refused as busy all that time. No action of this program leaves its
# transaction waiting for anything for more than a few seconds.
FROZEN_TRANSACTION_LIMIT = "60s"


def _secure_server(folder: Path, data: Path, superuser: str) -> None:
    """The certificate (made once), TLS on, the limit on a frozen transaction, and
    ``pg_hba.conf`` as this version writes it: run by every start, so a folder an older version
    made is brought up to it."""
    certificate, key = data / SERVER_CERTIFICATE, data / SERVER_KEY
    if not (certificate.is_file() and key.is_file()):
        make_certificate(certificate, key, [lan_address()])
        for made in (certificate, key):
            _give_to_service_user(made)
        shutil.copyfile(certificate, folder / CERTIFICATE_FILE)
    elif not (folder / CERTIFICATE_FILE).is_file():  # moved to a USB stick, say: written again
        shutil.copyfile(certificate, folder / CERTIFICATE_FILE)
    conf = data / "postgresql.conf"
    if _TLS_MARK not in conf.read_text(encoding="utf-8"):
        with conf.open("a", encoding="utf-8") as settings:
            settings.write(
                f"\n{_TLS_MARK}\nssl = on\n"
                f"ssl_cert_file = '{SERVER_CERTIFICATE}'\nssl_key_file = '{SERVER_KEY}'\n"
                "ssl_min_protocol_version = 'TLSv1.2'\n"
            )
    if _FROZEN_MARK not in conf.read_text(encoding="utf-8"):
        with conf.open("a", encoding="utf-8") as settings:
            settings.write(
                f"\n{_FROZEN_MARK}\n"
                f"idle_in_transaction_session_timeout = '{FROZEN_TRANSACTION_LIMIT}'\n"
            )
    lines = [
        "# Written by opl-tournament venue start (again at every start): TLS only; any",
        "# connection not named here is refused, a plain-text one included.",
        "# The superuser: from this computer only.",
        *(f"hostssl all {superuser} {network} scram-sha-256" for network in LOOPBACK),
        "# The stations and the players' page: this computer and the networks it is on.",
        *(f"hostssl all {STATION},{READER} {network} scram-sha-256" for network in STATIONS_FROM),
    ]
    hba = data / "pg_hba.conf"
    hba.write_text("\n".join(lines) + "\n", encoding="utf-8")
    _give_to_service_user(hba)


@contextlib.contextmanager
def _as_superuser(
    settings: VenueSettings, database: str = "postgres"
) -> Iterator[psycopg.Connection]:
    """The superuser's connection, from this computer over TLS (autocommit off)."""
    import psycopg

    try:
        with psycopg.connect(
            host="127.0.0.1",
            port=settings.port,
            user=settings.superuser.user,
            password=settings.superuser.password,
            dbname=database,
            sslmode="require",
            connect_timeout=10,
        ) as conn:
            yield conn
    except psycopg.Error as error:
        raise StorageError(
            f"the venue server refused this computer's own login: {error}"
        ) from error


def _hashed(conn: psycopg.Connection, login: Login) -> str:
    """The login's password as the server stores it (SCRAM): it never travels in plain."""
    return conn.pgconn.encrypt_password(
        login.password.encode(), login.user.encode(), b"scram-sha-256"
    ).decode()


def _logins(folder: Path, settings: VenueSettings) -> VenueSettings:
    """The station and read-only roles, as ``settings`` has them: made (with new passwords)
    the first time, and their rights and passwords set again at every start. The superuser
    of an older version's folder gets a new password: the URL that version printed opens
    nothing any more."""
    from psycopg import sql

    wanted = replace(
        settings,
        superuser=(
            settings.superuser
            if settings.superuser.user == SUPERUSER or settings.station is not None
            else Login(settings.superuser.user, _new_password())
        ),
        station=settings.station or Login(STATION, _new_password()),
        reader=settings.reader or Login(READER, _new_password()),
    )
    with _as_superuser(settings) as conn:
        for login, most in ((wanted.station, -1), (wanted.reader, READER_CONNECTIONS)):
            assert login is not None
            exists = conn.execute(
                "SELECT 1 FROM pg_roles WHERE rolname = %s", (login.user,)
            ).fetchone()
            verb = "ALTER ROLE {} LOGIN" if exists else "CREATE ROLE {} LOGIN"
            conn.execute(
                sql.SQL(
                    verb + " NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS "
                    "CONNECTION LIMIT {} PASSWORD {}"
                ).format(
                    sql.Identifier(login.user), sql.Literal(most), sql.Literal(_hashed(conn, login))
                )
            )
        if wanted.superuser != settings.superuser:
            conn.execute(
                sql.SQL("ALTER ROLE {} PASSWORD {}").format(
                    sql.Identifier(wanted.superuser.user),
                    sql.Literal(_hashed(conn, wanted.superuser)),
                )
            )
        if wanted != settings:
            # Written before the commit: when the file cannot be written, the server keeps
            # the passwords the file has.
            _write_settings(folder, wanted)
    return wanted


def _grant_roles(settings: VenueSettings) -> None:
    """The rights of the two roles on the server: none beyond the event database."""
    from psycopg import sql

    with _as_superuser(settings) as conn:
        conn.autocommit = True
        for role in (STATION, READER):
            for right in HOST_RIGHTS:
                conn.execute(
                    sql.SQL("REVOKE {} FROM {}").format(sql.Identifier(right), sql.Identifier(role))
                )
        conn.execute(
            sql.SQL("GRANT {} TO {}").format(sql.Identifier(READER), sql.Identifier(STATION))
        )
        for system in ("postgres", "template1"):  # the roles have no business there
            conn.execute(
                sql.SQL("REVOKE CONNECT, TEMPORARY ON DATABASE {} FROM PUBLIC").format(
                    sql.Identifier(system)
                )
            )
        exists = conn.execute(
            "SELECT 1 FROM pg_database WHERE datname = %s", (settings.database,)
        ).fetchone()
        verb = "CREATE DATABASE {} OWNER {}" if exists is None else "ALTER DATABASE {} OWNER TO {}"
        conn.execute(
            sql.SQL(verb).format(sql.Identifier(settings.database), sql.Identifier(STATION))
        )
    prepare_database(settings, settings.database)


def prepare_database(settings: VenueSettings, database: str) -> None:
    """The event database as the roles want it: the station role owns it and everything in it,
    the read-only role may connect and read every table (those made later too), nobody else
    may connect, and nobody but the station may create anything in it."""
    from psycopg import sql

    with _as_superuser(settings, database) as conn:
        name = sql.Identifier(database)
        station, reader = sql.Identifier(STATION), sql.Identifier(READER)
        conn.execute(sql.SQL("ALTER DATABASE {} OWNER TO {}").format(name, station))
        conn.execute(sql.SQL("REVOKE ALL ON DATABASE {} FROM PUBLIC").format(name))
        conn.execute(sql.SQL("GRANT CONNECT ON DATABASE {} TO {}").format(name, reader))
        conn.execute(sql.SQL("ALTER SCHEMA public OWNER TO {}").format(station))
        conn.execute("REVOKE ALL ON SCHEMA public FROM PUBLIC")
        # An older version made the tables as the superuser: they go to the station role.
        owned = conn.execute(
            "SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm') "
            "AND pg_get_userbyid(c.relowner) <> %s",
            (STATION,),
        ).fetchall()
        for (table,) in owned:
            conn.execute(
                sql.SQL("ALTER TABLE public.{} OWNER TO {}").format(sql.Identifier(table), station)
            )
        conn.execute(sql.SQL("GRANT USAGE ON SCHEMA public TO {}").format(reader))
        conn.execute(sql.SQL("GRANT SELECT ON ALL TABLES IN SCHEMA public TO {}").format(reader))
        conn.execute(
            sql.SQL(
                "ALTER DEFAULT PRIVILEGES FOR ROLE {} IN SCHEMA public GRANT SELECT ON TABLES TO {}"
            ).format(station, reader)
        )
        _revoke_open_functions(conn, station)
        conn.commit()


_WRITERS_LOCK = "pg_catalog.pg_advisory_xact_lock(bigint)"
"""The one lock function the stations call (every write takes the writers' lock: db.py)."""


def _revoke_open_functions(conn: psycopg.Connection, station: object) -> None:
    """PostgreSQL lets every login call the advisory lock functions and make large objects.
    With them the read-only role could hold the writers' lock and stop every station's
    writes, or write into the database; only the station keeps the lock its writes take."""
    from psycopg import sql

    functions = conn.execute(
        "SELECT oid::regprocedure::text FROM pg_proc "
        "WHERE pronamespace = 'pg_catalog'::regnamespace "
        "AND (proname LIKE 'pg\\_%advisory\\_%' OR proname IN ('lo_creat', 'lo_create', "
        "'lo_from_bytea'))"
    ).fetchall()
    for (function,) in functions:
        conn.execute(
            sql.SQL("REVOKE EXECUTE ON FUNCTION pg_catalog.{} FROM PUBLIC").format(
                sql.SQL(function)
            )
        )
    conn.execute(
        sql.SQL("GRANT EXECUTE ON FUNCTION {} TO {}").format(sql.SQL(_WRITERS_LOCK), station)
    )


def _running(data: Path) -> bool:
    if not (data / "PG_VERSION").exists():
        return False
    command = [_binary("pg_ctl"), "status", "-D", str(data)]
    if _as_root():
        command = ["runuser", "-u", SERVICE_USER, "--", *command]
    return subprocess.run(command, capture_output=True, check=False, cwd="/").returncode == 0


def start(
    folder: Path, *, port: int | None = None, listen: str = "*", scratch: bool = False
) -> VenueStatus:
    """Start (creating on first use, upgrading a folder an older version made) the venue
    server kept in ``folder``; the event database is migrated by the station role.

    ``scratch`` makes a throw-away server (for tests): nothing is synced to disk.
    """
    from opl_tournament.storage.migrate import upgrade_server

    folder = folder.expanduser().resolve()
    if folder.exists() and not folder.is_dir():
        raise StorageError(
            f"{folder} is a file, not a folder: venue start keeps the server in a folder of its "
            "own; give the name of a new folder"
        )
    folder.mkdir(parents=True, exist_ok=True)
    data = folder / "data"
    settings = read_settings(folder)
    if settings is None or not (data / "PG_VERSION").exists():
        if data.exists() and any(data.iterdir()):
            raise StorageError(
                f"{data} is not empty and holds no venue server; choose a new folder"
            )
        with contextlib.suppress(FileNotFoundError):
            data.rmdir()
        settings = VenueSettings(
            port=port or DEFAULT_PORT, superuser=Login(SUPERUSER, _new_password())
        )
        _check_reachable(folder)
        _init_cluster(folder, data, settings, listen, scratch=scratch)
        _write_settings(folder, settings)
    elif port is not None and port != settings.port:
        raise StorageError(
            f"the venue server in {folder} listens on port {settings.port}; "
            "start it without --port (or use a new folder)"
        )
    _secure_server(folder, data, settings.superuser.user)
    log = data / "server.log"
    if _running(data):  # an older version's server still running: it takes the new rules
        run_server_program("pg_ctl", ["reload", "-D", str(data)], "reloading the venue server")
    else:
        run_server_program(
            "pg_ctl",
            ["start", "-D", str(data), "-l", str(log), "-w", "-t", "60"],
            f"starting the venue server (its log: {log})",
        )
    settings = _logins(folder, settings)
    _grant_roles(settings)
    upgrade_server(settings.url("127.0.0.1"), create=True)
    return status(folder)


def stop(folder: Path, *, immediate: bool = False) -> VenueStatus:
    """Stop the server (``immediate``: without a final checkpoint, for throw-away servers)."""
    folder = folder.expanduser().resolve()
    data = folder / "data"
    if read_settings(folder) is None:
        raise StorageError(f"{folder} holds no venue server")
    mode = "immediate" if immediate else "fast"
    if _running(data):
        run_server_program("pg_ctl", ["stop", "-D", str(data), "-m", mode, "-w"], "stopping")
    return status(folder)


def status(folder: Path) -> VenueStatus:
    folder = folder.expanduser().resolve()
    settings = read_settings(folder)
    running = settings is not None and _running(folder / "data")
    return VenueStatus(folder, running, settings, lan_address())
