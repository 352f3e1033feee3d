"""The OverPower card database the program ships, and deck-list files checked against it.

The database (``resources/cards/overpower-cards.json``) is built from the public card list by
the converter in ``tools/card_data/`` (see its README); this module only reads it.
"""

from __future__ import annotations

import contextlib
import functools
import json
from pathlib import Path

from opl_tournament import paths
from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.base import DeckReport
from opl_tournament.domain.rules.overpower.cards import CardDatabase
from opl_tournament.domain.rules.overpower.deck import DeckOptions, check_deck_text
from opl_tournament.domain.sentences import N_
from opl_tournament.services.files import read_limited


def load_card_database(path: Path | str | None = None) -> CardDatabase:
    """The card database from ``path``, or from the shipped resource when ``path`` is None."""
    file = Path(path) if path is not None else paths.resource("cards", "overpower-cards.json")
    try:
        document = json.loads(file.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise InvalidInput(N_("card database file not found"), source=str(file)) from exc
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InvalidInput(
            N_("card database is unreadable: {error}", error=exc), source=str(file)
        ) from exc
    return CardDatabase.from_json(document, source=str(file))


@functools.cache
def shipped_card_database() -> CardDatabase:
    """The shipped card database, read once per process."""
    return load_card_database()


DECK_FILE_LIMIT = 1024 * 1024  # a deck list, whatever the game


def check_deck_file(
    path: Path | str,
    *,
    tournament_type: str,
    tier: str = "local",
    cards: CardDatabase | None = None,
) -> DeckReport:
    """Check a deck list file (text or JSON) against the shipped card database.

    ``tournament_type`` is constructed, sealed or locations; ``tier`` is local, regional or
    national. Unreadable files and malformed lists raise ``InvalidInput`` naming the file.
    """
    return check_deck_file_text(
        Path(path),
        read_deck_text(Path(path)),
        tournament_type=tournament_type,
        tier=tier,
        cards=cards,
    )


def check_deck_file_text(
    file: Path,
    text: str,
    *,
    tournament_type: str,
    tier: str = "local",
    cards: CardDatabase | None = None,
) -> DeckReport:
    """``check_deck_file`` of the file's text, already read."""
    return check_deck_text(
        text,
        tournament_type=tournament_type,
        source=str(file),
        cards=cards if cards is not None else shipped_card_database(),
        options=DeckOptions(tier=tier),
    )


_CONTROL_BYTES = frozenset(range(0x09)) | frozenset(range(0x0E, 0x20))
_UTF16_MARKS = (b"\xff\xfe", b"\xfe\xff")


def read_deck_text(path: Path) -> str:
    """A deck list file's text: at most 1 MB, UTF-8 (or UTF-16 with its mark, as Notepad's
    "Unicode" saves it), and text (not a picture, PDF or spreadsheet)."""
    data = read_limited(path, DECK_FILE_LIMIT)
    if data.startswith(_UTF16_MARKS):
        with contextlib.suppress(UnicodeDecodeError):  # else refused below as binary data
            data = data.decode("utf-16").encode("utf-8")
    if any(byte in _CONTROL_BYTES for byte in data):
        raise InvalidInput(
            N_(
                "this is not a text deck list (the file holds binary data, like a picture, a PDF "
                "or a spreadsheet); save the list as plain text or JSON"
            ),
            source=str(path),
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InvalidInput(
            N_(
                "the deck list is not UTF-8 text (byte {byte}); save it as UTF-8",
                byte=error.start + 1,
            ),
            source=str(path),
            line=data[: error.start].count(b"\n") + 1,
        ) from None
