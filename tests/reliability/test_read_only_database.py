"""A read-only database file or folder: reading and printing work, a change is refused as
"read-only" — never called damaged, never a push toward a restore. The window opens it with a
plain notice and stays usable for reading.

The kernel enforces the permissions (see ``privileges``): the tests run as root, which would
otherwise write anything.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament import app
from opl_tournament.domain.model import EventSettings
from opl_tournament.services import events
from opl_tournament.ui.doorway import submit
from opl_tournament.ui.main_window import MainWindow
from tests.reliability.inprocess import club_night, dump, opl_in_process
from tests.reliability.privileges import permissions_apply, skip_unless_root
from tests.ui.drive import settle


def made_read_only(database: Path, what: str) -> Iterator[None]:
    """``database`` (an event, two players, round 1 paired) with its file or folder read-only."""
    skip_unless_root()
    club_night(database)
    target = database if what == "file" else database.parent
    before = target.stat().st_mode
    target.chmod(0o444 if what == "file" else 0o555)
    try:
        with permissions_apply():
            yield
    finally:
        target.chmod(before)


@pytest.fixture(params=["file", "folder"])
def read_only(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Path]:
    database = tmp_path / "event" / "club.sqlite"
    with_permissions = made_read_only(database, request.param)
    next(with_permissions)
    try:
        yield database
    finally:
        next(with_permissions, None)


def test_the_test_really_cannot_write(read_only: Path) -> None:
    with pytest.raises(PermissionError):
        if read_only.stat().st_mode & 0o200:  # the folder case: the file itself is writable
            (read_only.parent / "probe").write_text("x")
        else:
            read_only.open("ab").close()


def test_reading_and_printing_work(read_only: Path, tmp_path: Path) -> None:
    listed = opl_in_process("player", "list", "1", "--db", str(read_only))
    assert listed.code == 0, listed.err
    assert "Ann Able" in listed.out and "Bob Baker" in listed.out
    standings = opl_in_process("standings", "1", "--db", str(read_only))
    assert standings.code == 0, standings.err
    pdf = tmp_path / "pairings.pdf"
    printed = opl_in_process("print", "pairings", "1", "-o", str(pdf), "--db", str(read_only))
    assert printed.code == 0, printed.err
    assert pdf.read_bytes().startswith(b"%PDF-")


@pytest.mark.parametrize(
    "command",
    [
        ["player", "add", "1", "Cy Clark"],
        ["undo", "1"],
        ["event", "create", "Y", "--format", "swiss"],
    ],
)
def test_a_change_is_refused_as_read_only(read_only: Path, command: list[str]) -> None:
    before = dump(read_only)
    done = opl_in_process(*command, "--db", str(read_only))
    assert done.code == 1
    assert done.err.count("\n") == 1 and done.err.startswith("opl-tournament: ")
    assert "is read-only" in done.err, done.err
    for wrong in ("damaged", "restore", "snapshot", "internal error"):
        assert wrong not in done.err, done.err
    assert dump(read_only) == before


def menu_action(window: MainWindow, text: str) -> QAction:
    return next(a for a in window.findChildren(QAction) if a.text().replace("&", "") == text)


@contextmanager
def permissions_apply_at_the_doorway() -> Iterator[None]:
    """``permissions_apply`` for the doorway's worker thread too: the window opens and writes the
    database there (a judge's account meets the permissions on every thread)."""
    stack = ExitStack()
    submit(None, "permissions", lambda: stack.enter_context(permissions_apply()))
    settle()
    try:
        yield
    finally:
        submit(None, "permissions", stack.close)
        settle()


def test_the_window_opens_it_read_only_and_shows_it(
    tmp_path: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    notices: list[tuple[str, str]] = []

    def note(kind: str) -> Any:
        def record(_parent: Any, title: str, text: str, *_a: Any) -> QMessageBox.StandardButton:
            notices.append((kind, text))
            return QMessageBox.StandardButton.Ok

        return staticmethod(record)

    for kind in ("information", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, kind, note(kind))
    holder = app.OpenDatabase("judge")  # who paired round 1 on the command line
    first = holder.open(tmp_path / "first.sqlite")
    events.create_event(first, EventSettings(name="Other Cup"))
    window = MainWindow(first, opener=holder.open)
    qtbot.addWidget(window)
    database = tmp_path / "event" / "club.sqlite"
    with_permissions = made_read_only(database, "folder")
    next(with_permissions)
    try:
        with permissions_apply_at_the_doorway():
            monkeypatch.setattr(
                QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(database), ""))
            )
            menu_action(window, "Open database…").trigger()
            settle()
            assert notices and notices[-1][0] == "information", notices
            assert "is read-only" in notices[-1][1] and "damaged" not in notices[-1][1]
            assert "read-only" in window.windowTitle()
            assert [e.name for e in window.events_model.items] == ["Club Night"]
            window.open_event(window.events_model.items[0].id)
            assert window.event_view is not None
            names = [r.player.name for r in window.event_view.players.model.items]
            assert names == ["Ann Able", "Bob Baker"]
            assert window.undo_action.isEnabled(), window.undo_action.text()
            window.undo_action.trigger()  # a change: refused, plainly
            settle()
            assert notices[-1][0] == "warning" and "is read-only" in notices[-1][1], notices
            assert len(window.event_view.players.model.items) == 2
    finally:
        next(with_permissions, None)
        holder.close()
