"""The players' page refused (its port taken by another program, its address not one of this
computer's) is explained in the window's language: a French judge reads French, the page's own
words included, not the English of the child process that serves it."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from opl_tournament.services.context import ServiceContext
from opl_tournament.web import page_process
from tests.helpers.events import club_night
from tests.helpers.window import open_window
from tests.ui.drive import menu_action, settle


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The messages the window shows (warnings and questions, a question answered No)."""
    shown: list[str] = []

    def warning(_parent: object, _title: str, text: str, *_a: object) -> int:
        shown.append(text)
        return int(QMessageBox.StandardButton.Ok)

    def question(_parent: object, _title: str, text: str, *_a: object) -> int:
        shown.append(text)
        return int(QMessageBox.StandardButton.No)

    monkeypatch.setattr(QMessageBox, "warning", staticmethod(warning))
    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return shown


@pytest.fixture
def taken_port() -> Iterator[int]:
    """A port another program holds (bound, not yet listening: nothing answers on it)."""
    with socket.socket() as other_program:
        other_program.bind(("127.0.0.1", 0))
        yield int(other_program.getsockname()[1])


def test_a_port_taken_before_the_page_starts_is_said_in_french(
    french: None,
    ctx: ServiceContext,
    qtbot: QtBot,
    said: list[str],
    taken_port: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Another program takes the port between the window's look for a free one and the page's
    # start (the child process then cannot listen on it).
    monkeypatch.setattr(page_process, "free_port", lambda _host, _port: taken_port)
    window = open_window(ctx, qtbot, club_night(ctx))
    window.players_page.host, window.players_page.tls = "127.0.0.1", False
    menu_action(window, "Affichage", "Page des joueurs sur le réseau…").trigger()
    settle()
    (message,) = said
    assert message == (
        f"la page des joueurs n’a pas démarré sur le port {taken_port}\u00a0: impossible de "
        f"servir la page des joueurs sur 127.0.0.1:{taken_port}\u00a0: le port est pris par un "
        "autre programme"
    )
    assert window.players_page.server is None or not window.players_page.server.running


@pytest.mark.parametrize("tls", [True, False])
def test_an_address_not_of_this_computer_is_said_in_french(
    french: None, ctx: ServiceContext, qtbot: QtBot, said: list[str], tls: bool
) -> None:
    """Said as it is, over https too: the window does not offer to serve the page without
    encryption, which would not help."""
    window = open_window(ctx, qtbot, club_night(ctx))
    window.players_page.host, window.players_page.tls = "192.0.2.1", tls  # TEST-NET-1
    menu_action(window, "Affichage", "Page des joueurs sur le réseau…").trigger()
    settle()
    (message,) = said
    assert message == (
        "impossible de servir la page des joueurs sur 192.0.2.1:0\u00a0: l’adresse n’est pas "
        "une de cet ordinateur"
    )
