"""A bug during a window action: the judge is told truly whether the action was saved. A player
dropped with Alt+D on the Players page, the bug put before the drop's write committed (nothing
saved), in the service after its commit, and in the window's showing of the answer (saved)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import Registration
from opl_tournament.services import registration
from opl_tournament.services.changes import Changed
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.storage.store import Store
from opl_tournament.ui.registration_page import PlayersPage
from tests.helpers.events import new_event
from tests.ui.keyboard import at_the_keyboard, press, typed

SAVED = "after this action was saved: the window could not show its outcome"
NOT_SAVED = "nothing of this action was saved"


def _bug(*_args: object, **_kwargs: object) -> None:
    raise RuntimeError("a bug")


def _drop_cleo(ctx: ServiceContext, qtbot: QtBot) -> Callable[[], str]:
    event_id = new_event(ctx, players=["Ann Lee", "Bob Roy", "Cleo Diaz", "Dan Fox"])
    pair_next_round(ctx, event_id)
    _window, view = at_the_keyboard(ctx, qtbot, event_id)
    press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier)  # the Pl&ayers tab
    view.players.search.setFocus()
    typed("cleo")
    press(qtbot, Qt.Key.Key_Return)

    def status() -> str:
        return next(
            r.status.value
            for r in registration.list_registrations(ctx, event_id)
            if r.player.name == "Cleo Diaz"
        )

    return status


def _in_the_store(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Store, "audit", _bug)


def _after_the_services_commit(monkeypatch: pytest.MonkeyPatch) -> None:
    real = registration.drop_player

    def saved_then_broken(c: ServiceContext, event_id: int, number: str) -> Changed[Registration]:
        real(c, event_id, number)
        raise RuntimeError("a bug after the commit")

    monkeypatch.setattr(registration, "drop_player", saved_then_broken)


def _in_the_pages_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(PlayersPage, "_told", _bug)


@pytest.mark.parametrize(
    ("bug", "saved"),
    [(_in_the_store, False), (_after_the_services_commit, True), (_in_the_pages_answer, True)],
    ids=["before-the-commit", "in-the-service-after-its-commit", "in-showing-the-answer"],
)
def test_a_bug_during_a_drop_says_truly_whether_the_drop_was_saved(
    ctx: ServiceContext,
    qtbot: QtBot,
    message_boxes: list[tuple[str, str]],
    monkeypatch: pytest.MonkeyPatch,
    bug: Callable[[pytest.MonkeyPatch], None],
    saved: bool,
) -> None:
    status = _drop_cleo(ctx, qtbot)
    bug(monkeypatch)

    press(qtbot, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)  # &Drop

    ((kind, text),) = message_boxes
    assert kind == "critical"
    if saved:
        assert SAVED in text and "Log page" in text and "nothing" not in text
    else:
        assert NOT_SAVED in text and SAVED not in text
    monkeypatch.undo()
    assert status() == ("dropped" if saved else "active")
