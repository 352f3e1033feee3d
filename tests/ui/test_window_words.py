"""Every word the window shows goes through Qt's translation system.

Under a pseudo-locale that wraps each translated word as ``⟦…⟧`` (``tests/helpers/
pseudo_locale.py``), each scene of ``window_scenes.py`` — the start page, an event of each table shape with every
page shown, and every dialog — is walked, and whatever it shows without the marks is listed: it
is English that a French judge would see. Data (names, numbers) is not checked.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.help_window import ShortcutsDialog
from tests.helpers.pseudo_locale import pseudo_locale, unmarked
from tests.ui.window_scenes import SCENES, window_on


@pytest.fixture(autouse=True)
def _pseudo() -> Iterator[None]:
    with pseudo_locale():
        yield


@pytest.mark.parametrize("scene", list(SCENES))
def test_every_word_shown_is_translatable(ctx: ServiceContext, qtbot: QtBot, scene: str) -> None:
    widget = SCENES[scene](ctx, qtbot)
    if widget.parent() is None:
        qtbot.addWidget(widget)
    shown = unmarked(widget)
    assert not shown, f"{len(shown)} words not through tr():\n" + "\n".join(shown)


def test_the_shortcuts_list_is_translatable(ctx: ServiceContext, qtbot: QtBot) -> None:
    dialog = ShortcutsDialog(window_on(ctx, qtbot))
    shown = unmarked(dialog)
    assert not shown, "\n".join(shown)


def test_the_walk_finds_a_word_left_in_english(qtbot: QtBot) -> None:
    """The check itself: an English label is reported, a translated one and data are not."""
    from PySide6.QtWidgets import QLabel, QVBoxLayout

    from tests.helpers.pseudo_locale import SHOWS_DATA

    box = QWidget()
    qtbot.addWidget(box)
    layout = QVBoxLayout(box)
    english, translated, data = QLabel("Pair next round"), QLabel(box.tr("Players")), QLabel("Ann")
    data.setProperty(SHOWS_DATA, True)
    for label in (english, translated, data):
        layout.addWidget(label)
    assert unmarked(box) == ["QLabel label: 'Pair next round'"]
