"""A deck list saved by Windows Notepad as "Unicode" (UTF-16 with its byte-order mark) is a text
deck list: checked as the UTF-8 one is, and kept as it was read."""

from __future__ import annotations

from pathlib import Path

import pytest

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.services.card_data import check_deck_file
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.decks import submit_deck
from opl_tournament.services.events import create_event
from opl_tournament.services.registration import Entrant, register_player

EXAMPLE = (
    Path(__file__).resolve().parents[2] / "resources" / "examples" / "legal-constructed-deck.txt"
)


def _notepad_unicode(tmp_path: Path, encoding: str) -> tuple[Path, str]:
    text = "# Zoé’s deck\n" + EXAMPLE.read_text(encoding="utf-8")
    path = tmp_path / "deck.txt"
    path.write_bytes(text.replace("\n", "\r\n").encode(encoding))
    return path, text


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be"])
def test_a_utf16_deck_list_is_checked_like_the_utf8_one(tmp_path: Path, encoding: str) -> None:
    path, _text = _notepad_unicode(tmp_path, encoding)
    if encoding == "utf-16-be":
        path.write_bytes(b"\xfe\xff" + path.read_bytes())
    assert check_deck_file(path, tournament_type="constructed").legal


def test_a_submitted_utf16_deck_list_is_kept_as_read(ctx: ServiceContext, tmp_path: Path) -> None:
    event = create_event(ctx, EventSettings(name="Cup", format=EventFormat.SWISS))
    register_player(ctx, event.id, Entrant(identity=PlayerIdentity(name="Zoé")))
    path, text = _notepad_unicode(tmp_path, "utf-16")
    assert submit_deck(ctx, event.id, "0001", path).value.legal
    with ctx.read() as store:
        registration = store.find_registration(event.id, "0001")
        assert registration is not None
        kept, legal = store.deck_of(registration.id)
    assert legal is True
    assert kept is not None and kept.replace("\r\n", "\n") == text


def test_a_broken_utf16_file_is_still_refused_as_binary(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(b"\xff\xfe" + "Characters:\n".encode("utf-16-le") + b"\x00")
    with pytest.raises(InvalidInput, match="this is not a text deck list"):
        check_deck_file(path, tournament_type="constructed")


def test_a_deck_list_in_another_encoding_is_refused_naming_its_line(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes("Characters:\n1 Wolverine\n1 Café\n".encode("cp1252"))
    with pytest.raises(InvalidInput) as caught:
        check_deck_file(path, tournament_type="constructed")
    assert caught.value.line == 3
    assert caught.value.message == (
        f"{path}, line 3: the deck list is not UTF-8 text (byte 30); save it as UTF-8"
    )
