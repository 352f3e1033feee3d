"""The venue's own PostgreSQL server: one folder holds its data, its password and its settings.

``start`` runs ``initdb`` the first time (UTF-8, the C collation so names sort as on SQLite,
password authentication only), then ``pg_ctl start`` listening on every address, with
``pg_hba.conf`` accepting this computer and the networks it is directly on (the LAN) with a password
(scram-sha-256). PostgreSQL refuses to run as root: when this program runs as root, the server
runs as the unprivileged ``postgres`` user (``runuser -u postgres --``), and the data folder
belongs to that user.

The folder's layout::

    DIR/venue.json   the port, user, database and generated password (readable by its owner only)
    DIR/data/        the PostgreSQL cluster (owned by the user the server runs as)
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
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from opl_tournament.ports import VENUE_SERVER_PORT
from opl_tournament.storage.errors import StorageError

DEFAULT_PORT = VENUE_SERVER_PORT
USER = "opl"
DATABASE = "opl"
SERVICE_USER = "postgres"
SETTINGS_FILE = "venue.json"
INSTALL_HINT = (
    "PostgreSQL is not installed on this computer: on Debian/Ubuntu "
    "'sudo apt-get install postgresql', on macOS 'brew install postgresql@15', on Windows the "
    "installer from postgresql.org"
)
# Who may connect (with the password): this computer, and the networks it is directly on (the
# venue's LAN: PostgreSQL's "samenet"), never addresses beyond a router.
ALLOWED_FROM = ("127.0.0.1/32", "::1/128", "samenet")
_SEARCH_FOLDERS = (
    "/usr/lib/postgresql/*/bin",
    "/usr/pgsql-*/bin",
    "/opt/homebrew/opt/postgresql@*/bin",
    "/usr/local/opt/postgresql@*/bin",
    "/Applications/Postgres.app/Contents/Versions/*/bin",
    "C:/Program Files/PostgreSQL/*/bin",
)


@dataclass(frozen=True)
class VenueSettings:
    port: int
    password: str
    user: str = USER
    database: str = DATABASE

    def url(self, host: str) -> str:
        return (
            f"postgresql+psycopg://{self.user}:{quote(self.password, safe='')}"
            f"@{host}:{self.port}/{self.database}"
        )


@dataclass(frozen=True)
class VenueStatus:
    folder: Path
    running: bool
    settings: VenueSettings | None
    host: str

    @property
    def url(self) -> str | None:
        return None if self.settings is None else self.settings.url(self.host)


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


def _run(args: list[str], what: str, *, timeout: float = 120) -> str:
    """Run a PostgreSQL program (as the postgres user when we are root); its output on failure."""
    command = ["runuser", "-u", SERVICE_USER, "--", *args] if _as_root() else args
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


def read_settings(folder: Path) -> VenueSettings | None:
    path = folder / SETTINGS_FILE
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return VenueSettings(
            port=int(data["port"]),
            password=str(data["password"]),
            user=str(data.get("user", USER)),
            database=str(data.get("database", DATABASE)),
        )
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise StorageError(f"{path} is not a venue server's settings file ({error})") from error


def _write_settings(folder: Path, settings: VenueSettings) -> None:
    path = folder / SETTINGS_FILE
    partial = path.with_suffix(".partial")
    partial.write_text(
        json.dumps(
            {
                "port": settings.port,
                "user": settings.user,
                "database": settings.database,
                "password": settings.password,
            },
            indent=2,
        ),
        encoding="utf-8",
    )
    partial.chmod(0o600)
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
    password_file.write_text(settings.password + "\n", encoding="utf-8")
    password_file.chmod(0o600)
    _give_to_service_user(password_file)
    try:
        _run(
            [
                _binary("initdb"),
                "-D",
                str(data),
                "-U",
                settings.user,
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
    with (data / "pg_hba.conf").open("a", encoding="utf-8") as hba:
        hba.write("\n# opl-tournament: stations on the venue's network, with the password\n")
        for network in ALLOWED_FROM:
            hba.write(f"host all all {network} scram-sha-256\n")


def _create_database(settings: VenueSettings) -> None:
    import psycopg

    try:
        with psycopg.connect(
            host="127.0.0.1",
            port=settings.port,
            user=settings.user,
            password=settings.password,
            dbname="postgres",
            autocommit=True,
            connect_timeout=10,
        ) as conn:
            exists = conn.execute(
                "SELECT 1 FROM pg_database WHERE datname = %s", (settings.database,)
            ).fetchone()
            if exists is None:
                conn.execute(f'CREATE DATABASE "{settings.database}"')
    except psycopg.Error as error:
        raise StorageError(f"the venue server started but refused a connection: {error}") from error


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
    """Start (creating on first use) the venue server kept in ``folder``.

    ``scratch`` makes a throw-away server (for tests): nothing is synced to disk.
    """
    folder = folder.expanduser().resolve()
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
        settings = VenueSettings(port=port or DEFAULT_PORT, password=secrets.token_urlsafe(18))
        _check_reachable(folder)
        _init_cluster(folder, data, settings, listen, scratch=scratch)
        _write_settings(folder, settings)
    elif port is not None and port != settings.port:
        raise StorageError(
            f"the venue server in {folder} listens on port {settings.port}; "
            "start it without --port (or use a new folder)"
        )
    if not _running(data):
        _run(
            [
                _binary("pg_ctl"),
                "start",
                "-D",
                str(data),
                "-l",
                str(data / "server.log"),
                "-w",
                "-t",
                "60",
            ],
            f"starting the venue server (its log: {data / 'server.log'})",
        )
    _create_database(settings)
    return status(folder)


def stop(folder: Path, *, immediate: bool = False) -> VenueStatus:
    """Stop the server (``immediate``: without a final checkpoint, for throw-away servers)."""
    folder = folder.expanduser().resolve()
    data = folder / "data"
    if read_settings(folder) is None:
        raise StorageError(f"{folder} holds no venue server")
    mode = "immediate" if immediate else "fast"
    if _running(data):
        _run([_binary("pg_ctl"), "stop", "-D", str(data), "-m", mode, "-w"], "stopping")
    return status(folder)


def status(folder: Path) -> VenueStatus:
    folder = folder.expanduser().resolve()
    settings = read_settings(folder)
    running = settings is not None and _running(folder / "data")
    return VenueStatus(folder, running, settings, lan_address())
