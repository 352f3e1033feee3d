"""A French organiser's pre-registration list, as Excel in French saves it (semicolons,
Windows-1252, the organiser's own French headings with accents, « Nouvelle adhésion »), is read
by the players page's Import CSV… as the English one is."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from opl_tournament.domain.model import MembershipAction
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.player_import import parse_player_csv
from opl_tournament.services.registration import list_registrations
from tests.helpers.events import new_event
from tests.helpers.window import open_event_window
from tests.ui.drive import button, settle

FRENCH_LIST = (
    "Nom;Numéro Legion;Adresse;Ville;Région;Code postal;Téléphone;Courriel;Âge;Adhésion;"
    "Frais;Payé;Équipe\n"
    "Élodie Martin;4512;3 rue des Lilas;Lyon;Rhône;69003;04 72 00 00 00;elodie@exemple.fr;17;"
    "Nouvelle adhésion;5,00 €;VRAI;\n"
    "Zoé Roy;;;Québec;QC;G1R 2B5;;;;Changement d’adresse;;FAUX;\n"
    "Luc Petit;;;;;;;;;renouvellement;;non;\n"
)


def test_the_french_headings_and_words_are_read() -> None:
    rows = parse_player_csv(FRENCH_LIST.encode("cp1252"), "inscriptions.csv")
    [(_, elodie), (_, zoe), (_, luc)] = rows
    who = elodie.identity
    assert (who.name, elodie.legion_number, who.city, who.state_province) == (
        "Élodie Martin",
        "4512",
        "Lyon",
        "Rhône",
    )
    assert (who.postal_code, who.phone, who.email, who.age) == (
        "69003",
        "04 72 00 00 00",
        "elodie@exemple.fr",
        17,
    )
    assert (elodie.fee_cents, elodie.fee_paid) == (500, True)
    assert who.membership_action is MembershipAction.NEW
    assert zoe.identity.membership_action is MembershipAction.CHANGE_OF_ADDRESS
    assert zoe.identity.postal_code == "G1R 2B5" and zoe.fee_paid is False
    assert luc.identity.membership_action is MembershipAction.RENEWAL


def test_the_window_imports_the_french_list(
    ctx: ServiceContext, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = new_event(ctx, name="Tournoi du samedi")
    signup = tmp_path / "inscriptions.csv"
    signup.write_bytes(FRENCH_LIST.encode("cp1252"))
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(signup), ""))
    )
    _window, view = open_event_window(ctx, qtbot, event_id)
    view.setCurrentWidget(view.players)
    qtbot.mouseClick(button(view.players, "Import CSV…"), Qt.MouseButton.LeftButton)
    settle()
    registered = {r.player.name: r for r in list_registrations(ctx, event_id)}
    assert sorted(registered) == ["Luc Petit", "Zoé Roy", "Élodie Martin"]
    assert registered["Élodie Martin"].player.number == "4512"
    assert registered["Zoé Roy"].player.identity.city == "Québec"
