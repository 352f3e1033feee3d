"""Registration rules of the Legion kit: player numbers, sequence numbers, who may enter.

A player presents a Legion number, or is issued a temporary number from 0001 upward that never
repeats a number already known. The number is the player's number for the event. Entrants get
sequence numbers in registration order. Officials of an event may not play in it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection, Iterable
from dataclasses import fields, replace

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import Official, PlayerIdentity, RegistrationStatus
from opl_tournament.domain.sentences import N_
from opl_tournament.domain.text import clean_line, excerpt, refuse_blank

TEMPORARY_NUMBER_WIDTH = 4
STAFF_PREFIX = "S"
MAX_NAME_LENGTH = 200
_LEGION_NUMBER = re.compile(r"^[0-9]{1,12}$")
_STAFF_NUMBER = re.compile(rf"^{STAFF_PREFIX}[0-9]+$", re.IGNORECASE | re.ASCII)


def player_number(raw: str) -> str:
    """A player's number as a judge types it, read as it is stored: the spaces around it
    dropped, and a staff number's letter a capital whatever was typed (``s001`` is ``S001``)."""
    number = raw.strip()
    return number.upper() if _STAFF_NUMBER.match(number) else number


def seated_number(raw: str, seated: Iterable[str | None]) -> str:
    """The number of the player at a table that a judge typed: as stored, or without the
    leading zeros a quick hand or a spreadsheet drops (``4`` for ``0004``) when that is one of
    the table's players alone; else the number as typed (``player_number``), for the caller to
    refuse as not at the table."""
    number = player_number(raw)
    numbers = [n for n in seated if n is not None]
    if number in numbers or not _LEGION_NUMBER.match(number):
        return number
    alike = [n for n in numbers if _LEGION_NUMBER.match(n) and int(n) == int(number)]
    return alike[0] if len(alike) == 1 else number


def clean_name(raw: str, *, field: str = "name") -> str:
    """Trim a player's name; refuse an empty one, one that shows nothing (blank-looking letters,
    accents alone), a too long one or one with control characters."""
    name = clean_line(raw, field=field, limit=MAX_NAME_LENGTH, what=N_("the name"))
    if not name:
        raise InvalidInput(N_("a player's name cannot be empty"), field=field)
    refuse_blank(name, whose=N_("a player's"), field=field)
    return name


def clean_legion_number(raw: str, *, field: str = "legion") -> str:
    """A Legion number as presented: 1 to 12 digits, leading zeros kept."""
    number = raw.strip()
    if not _LEGION_NUMBER.match(number):
        raise InvalidInput(
            N_("{given} is not a Legion number (1 to 12 digits)", given=excerpt(raw)),
            field=field,
        )
    return number


def returning_identity(known: PlayerIdentity, given: PlayerIdentity) -> PlayerIdentity:
    """A known player's details with what was given now: a field left blank keeps what was
    known (so an e-mail typed at the desk does not wipe the address, the age or the player's
    "do not list me online" choice, which a blank form cannot say)."""
    blank = PlayerIdentity(name="")
    now = {
        field.name: getattr(given, field.name)
        for field in fields(PlayerIdentity)
        if getattr(given, field.name) != getattr(blank, field.name)
    }
    return replace(known, **now)


def next_temporary_number(used: Collection[str], highest_issued: int = 0) -> str:
    """The next temporary number after the highest issued, skipping any number already in use."""
    candidate = highest_issued + 1
    while True:
        number = str(candidate).zfill(TEMPORARY_NUMBER_WIDTH)
        if number not in used:
            return number
        candidate += 1


def next_staff_number(used: Collection[str]) -> str:
    candidate = 1
    while f"{STAFF_PREFIX}{candidate:03d}" in used:
        candidate += 1
    return f"{STAFF_PREFIX}{candidate:03d}"


def next_sequence_number(existing_sequences: Iterable[int]) -> int:
    return max(existing_sequences, default=0) + 1


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold().strip()


def name_key(name: str) -> tuple[str, ...]:
    """What ``same_name`` compares: a name's words but for case and accents' forms."""
    return tuple(_fold(name).split())


def same_name(known_name: str, name: str) -> bool:
    """Whether two names are written alike but for case, accents' forms and spacing."""
    return name_key(known_name) == name_key(name)


def check_same_walk_in(number: str, known_name: str, name: str) -> None:
    """A temporary number given again (a walk-in back at another event) must name the same
    person: a real Legion number that happens to equal it would otherwise take over the
    walk-in's record, their name and their games."""
    if not same_name(known_name, name):
        raise RefusedAction(
            N_(
                "{number} is the temporary number issued to {known}, not a Legion number; "
                "check the number on {name}'s Legion card, or register them without one",
                number=number,
                known=known_name,
                name=name,
            )
        )


def check_not_official(name: str, number: str, officials: Iterable[Official]) -> None:
    """Officials of an event cannot play in it (matched by Legion number, else by name)."""
    for official in officials:
        same_number = official.legion_number is not None and official.legion_number == number
        same_name = official.legion_number is None and _fold(official.name) == _fold(name)
        if same_number or same_name:
            role = official.role.value.replace("_", " ")
            raise RefusedAction(
                N_(
                    "{name} is the {role} of this event and cannot also play in it",
                    name=official.name,
                    role=role,
                )
            )


def check_not_registered(number: str, registered_numbers: Collection[str]) -> None:
    if number in registered_numbers:
        raise RefusedAction(
            N_("player {number} is already registered in this event", number=number)
        )


def check_drop(status: RegistrationStatus, number: str) -> None:
    if status is RegistrationStatus.DROPPED:
        raise RefusedAction(
            N_("player {number} has already dropped from this event", number=number)
        )
    if status is RegistrationStatus.DISQUALIFIED:
        raise RefusedAction(N_("player {number} is disqualified and cannot drop", number=number))


def check_reentry(status: RegistrationStatus, number: str) -> None:
    if status is RegistrationStatus.ACTIVE:
        raise RefusedAction(N_("player {number} is still active in this event", number=number))
    if status is RegistrationStatus.DISQUALIFIED:
        raise RefusedAction(
            N_("player {number} is disqualified and cannot re-enter", number=number)
        )


def check_disqualify(status: RegistrationStatus, number: str) -> None:
    if status is RegistrationStatus.DISQUALIFIED:
        raise RefusedAction(N_("player {number} is already disqualified", number=number))


def parse_fee(raw: str, *, field: str = "fee") -> int:
    """An entry fee like ``5``, ``5.50``, ``$5.50`` or, as French Canada and French
    spreadsheets write it, ``5,50 $`` or ``5,50 €``, in cents."""
    text = raw.strip().strip("$€£").strip()
    if not text:
        return 0
    match = re.fullmatch(r"([0-9]{1,6})(?:[.,]([0-9]{1,2}))?", text)
    if not match:
        raise InvalidInput(N_("'{raw}' is not an amount of money", raw=raw), field=field)
    whole, fraction = match.groups()
    return int(whole) * 100 + int((fraction or "0").ljust(2, "0"))
