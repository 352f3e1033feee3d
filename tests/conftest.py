"""Test-wide set-up: Qt runs offscreen, nothing touches the user's real data folder, and the
database fixtures (``ctx``, ``database``) run on SQLite or, where a module asks, on both SQLite
and PostgreSQL."""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from opl_tournament.services.context import ServiceContext
from opl_tournament.storage import Database, open_database
from tests.helpers.contexts import context_on

# Offscreen, the window has a desktop's screen (Qt's own is 800 × 800, smaller than the window
# the program opens); a test that wants a laptop's screen runs the window in a process of its own.
SCREENS = Path(__file__).parent / "screens"
if os.environ.setdefault("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={SCREENS / 'desktop.json'}"


@pytest.fixture(scope="session")
def qapp(qapp: object) -> object:
    """pytest-qt's application, speaking English as the program's does once started (its
    English catalog says "1 player" and "2 players" from one source)."""
    from opl_tournament.language.languages import Language
    from opl_tournament.ui import language

    language.install(Language.ENGLISH)
    return qapp


@pytest.fixture(autouse=True)
def window_actions_finish() -> Iterator[None]:
    """A window test ends with its actions done: none runs on into the next test."""
    yield
    doorway = sys.modules.get("opl_tournament.ui.doorway")
    if doorway is not None and doorway._DOORWAY:
        doorway._DOORWAY[0].wait_idle()
    collector = sys.modules.get("opl_tournament.ui.gui_thread_gc")
    if collector is not None:  # collection is the event loop's once a window was made
        from PySide6.QtCore import QCoreApplication

        app = QCoreApplication.instance()
        found = app.findChild(collector.GuiThreadCollector) if app is not None else None
        if found is not None:
            found.collect_if_due()


@pytest.fixture(autouse=True)
def _isolated_user_dirs(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Point platformdirs (and so the default database) at a throw-away folder."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / "cache"))
    monkeypatch.setenv("XDG_STATE_HOME", str(home / "state"))


# --- both databases: SQLite (a file) and PostgreSQL (a real server) --------------------------

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[object]:
    """One PostgreSQL server per test process (skipped, or failed in CI, where not installed)."""
    from tests.postgres import PostgresServer

    server = PostgresServer()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def migrated_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One SQLite database migrated to the current schema, made once per test process."""
    path = tmp_path_factory.mktemp("template") / "template.sqlite"
    open_database(path).close()
    assert not path.with_name(path.name + "-wal").exists(), "the template must be checkpointed"
    return path


@pytest.fixture
def database_location(
    request: pytest.FixtureRequest, tmp_path: Path, migrated_template: Path
) -> Iterator[str]:
    """Where a test's database lives: a SQLite file (a copy of the migrated template, so no test
    pays for the migrations: Anki's empty-collection pattern), or a fresh PostgreSQL database."""
    backend = getattr(request, "param", "sqlite")
    if backend == "sqlite":
        path = tmp_path / "event.sqlite"
        shutil.copyfile(migrated_template, path)
        yield str(path)
        return
    server = request.getfixturevalue("postgres_server")
    url = server.new_database()
    yield url
    server.drop_database(url)


@pytest.fixture
def database(database_location: str) -> Iterator[Database]:
    opened = open_database(database_location)
    yield opened
    opened.close()


@pytest.fixture
def ctx(database: Database) -> ServiceContext:
    """A judge ("Dana") at a fixed time, on the test's database (SQLite unless parametrized)."""
    return ServiceContext(database, actor="Dana", clock=lambda: "2026-11-22T10:00:00+00:00")


@pytest.fixture
def phones(database_location: str) -> Iterator[ServiceContext]:
    """The players' page's process: its own connection to the test's database."""
    with context_on(database_location, actor="serve") as served:
        yield served


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Modules that set ``BOTH_BACKENDS = True`` run their database tests on both databases."""
    chosen = any(
        "database_location" in str(marker.args[0])
        for marker in metafunc.definition.iter_markers("parametrize")
    )
    if (
        getattr(metafunc.module, "BOTH_BACKENDS", False)
        and not chosen
        and ("database_location" in metafunc.fixturenames)
    ):
        metafunc.parametrize("database_location", BACKENDS, indirect=True)


def _capture_message_boxes(
    monkeypatch: pytest.MonkeyPatch, keep: Callable[[str, str], None]
) -> None:
    """Every warning, error and information box the window shows, answered with OK at once:
    ``keep(kind, text)`` receives it."""
    from PySide6.QtWidgets import QMessageBox

    for kind in ("warning", "critical", "information"):

        def answer(
            _parent: object, _title: str, text: str, *_rest: object, kind: str = kind
        ) -> int:
            keep(kind, text)
            return int(QMessageBox.StandardButton.Ok)

        monkeypatch.setattr(QMessageBox, kind, staticmethod(answer))


@pytest.fixture
def messages(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts of the message boxes the window shows (answered with OK), in order."""
    shown: list[str] = []
    _capture_message_boxes(monkeypatch, lambda _kind, text: shown.append(text))
    return shown


@pytest.fixture
def message_boxes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The message boxes the window shows (answered with OK), as (kind, text), in order."""
    shown: list[tuple[str, str]] = []
    _capture_message_boxes(monkeypatch, lambda kind, text: shown.append((kind, text)))
    return shown
