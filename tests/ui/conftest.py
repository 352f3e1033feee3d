"""The window's tests: the program's user data (logs, default database) in a temporary folder, a
judge's context on a fresh database, and the main window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from opl_tournament.language.languages import Language
from opl_tournament.services.context import ServiceContext
from opl_tournament.storage import Database
from opl_tournament.ui import language
from opl_tournament.ui.main_window import MainWindow
from tests.helpers.wall_clock import WallClock
from tests.helpers.window import open_window
from tests.print_queue import PdfQueue, pdf_queue_or_skip, queue_to_ourselves
from tests.ui.keyboard import Answers, answering_dialogs


@pytest.fixture(autouse=True)
def private_user_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "user-data"))


@pytest.fixture
def wall() -> WallClock:
    """A wall clock the test moves on (``wall.now``); a test that asks for it gets its ``ctx`` on
    that clock."""
    return WallClock()


@pytest.fixture
def ctx(database: Database, request: pytest.FixtureRequest) -> ServiceContext:
    """A judge ("Dana") on a fresh database file, at the real time: the window's clocks run; at
    the test's ``wall`` clock when the test asks for one."""
    if "wall" in request.fixturenames:
        return ServiceContext(database, actor="Dana", clock=request.getfixturevalue("wall"))
    return ServiceContext(database, actor="Dana")


@pytest.fixture
def window(ctx: ServiceContext, qtbot: QtBot) -> MainWindow:
    """The main window on ``ctx``, shown."""
    return open_window(ctx, qtbot)


@pytest.fixture(params=[Language.ENGLISH, Language.FRENCH], ids=lambda chosen: chosen.value)
def window_language(request: pytest.FixtureRequest, qapp: object) -> Iterator[Language]:
    """The window in each language in turn (English again after the test)."""
    chosen: Language = request.param
    language.install(chosen)
    try:
        yield chosen
    finally:
        language.install(Language.ENGLISH)


@pytest.fixture
def french(qapp: object) -> Iterator[None]:
    """The window in French for one test (English again after it)."""
    language.install(Language.FRENCH)
    try:
        yield
    finally:
        language.install(Language.ENGLISH)


@pytest.fixture
def answer_dialogs() -> Iterator[Answers]:
    """``answer_dialogs(*answers)``: the modal dialogs that show next answered in turn by keys
    (``tests/ui/keyboard.py``); their titles, in order."""
    with answering_dialogs() as start:
        yield start


@pytest.fixture
def pdf_queue() -> Iterator[PdfQueue]:
    """The cups-pdf queue, this test's alone while it runs (see ``queue_to_ourselves``)."""
    with queue_to_ourselves():  # first: another test may be adding a queue of its own
        yield pdf_queue_or_skip()
