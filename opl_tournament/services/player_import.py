"""Importing players: reading a pre-registration CSV (one header row, then one player per line)
and registering what was read in one transaction (``register_many``).

Columns (any order, case-insensitive): ``name`` (required), ``legion``, ``address``, ``city``,
``state``, ``zip``, ``phone``, ``email``, ``age``, ``membership`` (new, renewal, change of
address), ``opt_out`` (yes/no), ``fee`` (e.g. 5.00, 5,00 $), ``fee_paid`` (yes/no) and ``team``
(2 vs 2 pod events).
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import (
    MembershipAction,
    Player,
    PlayerIdentity,
    Registration,
    RegistrationStatus,
)
from opl_tournament.domain.numbers import parse_whole_number
from opl_tournament.domain.registration import (
    clean_legion_number,
    clean_name,
    name_key,
    parse_fee,
)
from opl_tournament.domain.sentences import N_, N_plural
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import ServiceContext, Subject
from opl_tournament.services.csv_files import (
    at_line,
    read_csv_text,
    refuse_scientific_number,
    refuse_values_under_no_column,
)
from opl_tournament.services.player_codes import fresh_codes
from opl_tournament.services.registration import (
    Entrant,
    PlannedRegistration,
    RegistrationDesk,
    imported_record,
    plan_registration,
    register_planned,
)
from opl_tournament.storage import Store
from opl_tournament.storage import bulk_registration as bulk

COLUMN_ALIASES: dict[str, str] = {
    "name": "name",
    "player": "name",
    "player_name": "name",
    "full_name": "name",
    # A sign-up form's two name columns, joined into the name (given name first).
    "first_name": "first_name",
    "firstname": "first_name",
    "given_name": "first_name",
    "last_name": "last_name",
    "lastname": "last_name",
    "surname": "last_name",
    "family_name": "last_name",
    "legion": "legion",
    "legion_number": "legion",
    "legion_no": "legion",
    "number": "legion",
    "address": "address",
    "street": "address",
    "city": "city",
    "state": "state",
    "province": "state",
    "state_province": "state",
    "state_prov": "state",
    "zip": "zip",
    "postal": "zip",
    "postal_code": "zip",
    "zip_postal": "zip",
    "phone": "phone",
    "email": "email",
    "e_mail": "email",
    "email_address": "email",
    "e_mail_address": "email",
    "age": "age",
    "membership": "membership",
    "opt_out": "opt_out",
    "online_search_opt_out": "opt_out",
    "fee": "fee",
    "fee_paid": "fee_paid",
    "paid": "fee_paid",
    "team": "team",
    # A French organiser's own headings (accents and case do not matter: see _header_key).
    "nom": "name",
    "joueur": "name",
    "nom_du_joueur": "name",
    "nom_complet": "name",
    "prenom": "first_name",
    "nom_de_famille": "last_name",
    "numero_legion": "legion",
    "no_legion": "legion",
    "numero": "legion",
    "adresse": "address",
    "rue": "address",
    "ville": "city",
    "region": "state",
    "etat": "state",
    "code_postal": "zip",
    "telephone": "phone",
    "tel": "phone",
    "courriel": "email",
    "adresse_courriel": "email",
    "adresse_e_mail": "email",
    "adresse_email": "email",
    "mel": "email",
    "mail": "email",
    "adhesion": "membership",
    "refus_recherche": "opt_out",
    "droits": "fee",
    "frais": "fee",
    "inscription": "fee",
    "paye": "fee_paid",
    "regle": "fee_paid",
    "equipe": "team",
}
MEMBERSHIP_WORDS: dict[str, MembershipAction] = {
    "": MembershipAction.NONE,
    "none": MembershipAction.NONE,
    "new": MembershipAction.NEW,
    "new player": MembershipAction.NEW,
    "renewal": MembershipAction.RENEWAL,
    "renew": MembershipAction.RENEWAL,
    "change of address": MembershipAction.CHANGE_OF_ADDRESS,
    "change_of_address": MembershipAction.CHANGE_OF_ADDRESS,
    "address change": MembershipAction.CHANGE_OF_ADDRESS,
    "aucune": MembershipAction.NONE,
    "nouveau": MembershipAction.NEW,
    "nouvelle": MembershipAction.NEW,
    "nouvelle adhesion": MembershipAction.NEW,
    "renouvellement": MembershipAction.RENEWAL,
    "changement d'adresse": MembershipAction.CHANGE_OF_ADDRESS,
}
UNNAMED = ""
"""A header cell left blank: its column must stay empty on every line."""
# A French spreadsheet writes a yes/no cell as VRAI/FAUX, and a French judge types oui/non.
TRUE_WORDS = {"yes", "y", "true", "1", "x", "oui", "vrai"}
FALSE_WORDS = {"", "no", "n", "false", "0", "non", "faux"}


def _flag(value: str, *, source: str, line: int, field: str) -> bool:
    word = value.strip().lower()
    if word in TRUE_WORDS:
        return True
    if word in FALSE_WORDS:
        return False
    raise InvalidInput(
        N_("'{value}' is not yes or no", value=value), source=source, line=line, field=field
    )


def _age(value: str, *, source: str, line: int) -> int | None:
    text = value.strip()
    if not text:
        return None
    age = parse_whole_number(text, low=3, high=120)
    if age is None:
        raise InvalidInput(
            N_("'{value}' is not an age (3 to 120)", value=value[:40]),
            source=source,
            line=line,
            field="age",
        )
    return age


def _plain(text: str) -> str:
    """``text`` in lower case without accents, its typographic apostrophes straight."""
    decomposed = unicodedata.normalize("NFKD", text.strip().lower().replace("’", "'"))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _header_key(heading: str) -> str:
    """A heading as ``COLUMN_ALIASES`` knows it ("Numéro Legion" is ``numero_legion``)."""
    key = _plain(heading).replace("°", "o").replace("º", "o").replace(".", "")  # N° or No.
    for joiner in ("-", " ", "/", "'"):
        key = key.replace(joiner, "_")
    return key


def _header(row: list[str], source: str, line: int) -> list[str]:
    columns: list[str] = []
    for raw in row:
        key = _header_key(raw)
        if not key:  # a column with no name (a spreadsheet's trailing separators): left empty
            columns.append(UNNAMED)
            continue
        column = COLUMN_ALIASES.get(key)
        if column is None:
            known = ", ".join(sorted(set(COLUMN_ALIASES.values())))
            raise InvalidInput(
                N_("unknown column '{column}' (known: {known})", column=raw, known=known),
                source=source,
                line=line,
            )
        if column in columns:
            raise InvalidInput(
                N_("column '{column}' appears twice", column=raw), source=source, line=line
            )
        columns.append(column)
    split_name = {"first_name", "last_name"} & set(columns)
    if "name" in columns and split_name:
        raise InvalidInput(
            N_("the header row has a 'name' column and first or last names: keep one or the other"),
            source=source,
            line=line,
        )
    if "name" not in columns and not split_name:
        raise InvalidInput(N_("the header row has no 'name' column"), source=source, line=line)
    return columns


def _entrant(cells: dict[str, str], *, source: str, line: int, legion_column: str) -> Entrant:
    """One line's player (``legion_column``: the Legion number's column as the header names
    it)."""
    try:
        given_and_family = (cells.get("first_name", ""), cells.get("last_name", ""))
        name = clean_name(
            cells.get("name") or " ".join(part.strip() for part in given_and_family if part.strip())
        )
        legion_text = cells.get("legion", "").strip()
        refuse_scientific_number(legion_text, column=legion_column, field="legion")
        legion = clean_legion_number(legion_text) if legion_text else None
        fee = parse_fee(cells.get("fee", ""))
    except InvalidInput as error:
        raise error.located(source=source, line=line) from error
    membership_word = " ".join(_plain(cells.get("membership", "")).replace("_", " ").split())
    if membership_word not in MEMBERSHIP_WORDS:
        raise InvalidInput(
            N_("'{value}' is not new, renewal or change of address", value=cells["membership"]),
            source=source,
            line=line,
            field="membership",
        )
    identity = PlayerIdentity(
        name=name,
        address=cells.get("address", "").strip(),
        city=cells.get("city", "").strip(),
        state_province=cells.get("state", "").strip(),
        postal_code=cells.get("zip", "").strip(),
        phone=cells.get("phone", "").strip(),
        email=cells.get("email", "").strip(),
        age=_age(cells.get("age", ""), source=source, line=line),
        membership_action=MEMBERSHIP_WORDS[membership_word],
        online_search_opt_out=_flag(
            cells.get("opt_out", ""), source=source, line=line, field="opt_out"
        ),
    )
    return Entrant(
        identity=identity,
        legion_number=legion,
        fee_cents=fee,
        fee_paid=_flag(cells.get("fee_paid", ""), source=source, line=line, field="fee_paid"),
        team=cells.get("team", "").strip() or None,
    )


def _fitted(row: list[str], columns: list[str]) -> list[str]:
    """``row`` without the empty cells it has past the header (a line ending in separators),
    and with the empty cells it lacks under unnamed columns at the end."""
    while len(row) > len(columns) and not row[-1].strip():
        row = row[:-1]
    missing = columns[len(row) :]
    return row + [""] * len(missing) if missing and not any(missing) else row


def parse_player_csv(data: bytes, source: str) -> list[tuple[int, Entrant]]:
    """Every entrant with the line it came from; the first bad line raises ``InvalidInput``."""
    found = read_csv_text(data, source=source)
    reader = csv.reader(io.StringIO(found.text, newline=""), delimiter=found.delimiter, strict=True)
    entrants: list[tuple[int, Entrant]] = []
    numbers_seen: dict[str, int] = {}
    try:
        # blank lines above the header (a spreadsheet's empty first rows) are skipped
        header_row = next((row for row in reader if any(cell.strip() for cell in row)), None)
        if header_row is None:
            raise InvalidInput(
                N_("the file is empty; expected a header row with at least 'name'"),
                source=source,
            )
        columns = _header(header_row, source, reader.line_num)
        named = dict(zip(columns, header_row, strict=True))
        legion_column = named.get("legion", "legion").strip()
        end = reader.line_num
        for row in reader:
            # the line the row starts on (a quoted cell may hold line breaks)
            line, end = end + 1, reader.line_num
            if not any(cell.strip() for cell in row):
                continue
            row = _fitted(row, columns)
            if len(row) != len(columns):
                raise InvalidInput(
                    N_plural(
                        "{count} value for {columns}",
                        "{count} values for {columns}",
                        len(row),
                        columns=N_plural("{count} column", "{count} columns", len(columns)),
                    ),
                    source=source,
                    line=line,
                )
            refuse_values_under_no_column(row, columns, source=source, line=line)
            cells = dict(zip(columns, row, strict=True))
            entrant = _entrant(cells, source=source, line=line, legion_column=legion_column)
            if entrant.legion_number is not None:
                if entrant.legion_number in numbers_seen:
                    first = numbers_seen[entrant.legion_number]
                    raise InvalidInput(
                        N_(
                            "Legion number {legion} is also on line {first}",
                            legion=entrant.legion_number,
                            first=first,
                        ),
                        source=source,
                        line=line,
                        field="legion",
                    )
                numbers_seen[entrant.legion_number] = line
            entrants.append((line, entrant))
    except csv.Error as error:
        raise InvalidInput(
            N_("not valid CSV ({error})", error=error), source=source, line=reader.line_num
        ) from error
    if not entrants:
        raise InvalidInput(N_("the file has a header but no players"), source=source)
    return entrants


# ----- registering what was read: every entrant in one transaction

Progress = Callable[[int, int], bool]
"""Told (done, total) now and then during a long import; returning False cancels it."""
BULK_CHUNK = 5_000


class ImportCancelled(RefusedAction):
    """The judge cancelled an import: nothing of it was registered."""


def _tell(progress: Progress | None, done: int, total: int) -> None:
    if progress is not None and not progress(done, total):
        raise ImportCancelled(N_("the import was cancelled; nobody of it was registered"))


@dataclass(frozen=True)
class AlreadyRegistered:
    """A line of a player list, with no Legion number, naming a player the event already has
    (the same list imported again): not registered a second time."""

    line: int
    name: str
    number: str
    """The number the event's player has."""


@dataclass(frozen=True)
class Imported:
    """What an import did: the players it registered, and the lines it left out as players the
    event already has."""

    registered: list[Registration]
    already: list[AlreadyRegistered]


def _already_registered(
    store: Store, desk: RegistrationDesk, entrants: list[tuple[int, Entrant]]
) -> list[AlreadyRegistered]:
    """The lines without a Legion number whose name is a player's of the event (a line with a
    number is matched by its number, and refused when that number is registered)."""
    if not desk.registered:  # the event's first list: its players are not read twice
        return []
    by_name: dict[tuple[str, ...], str] = {}
    for r in store.registrations(desk.event.id):
        by_name.setdefault(name_key(r.player.name), r.number)  # as same_name compares them
    already: list[AlreadyRegistered] = []
    for line, entrant in entrants:
        if entrant.legion_number is not None or entrant.is_staff:
            continue
        number = by_name.get(name_key(entrant.identity.name))
        if number is not None:
            already.append(AlreadyRegistered(line, entrant.identity.name, number))
    return already


def register_many(
    ctx: ServiceContext,
    event_id: int,
    entrants: list[tuple[int, Entrant]],
    *,
    source: str,
    progress: Progress | None = None,
) -> Changed[Imported]:
    """All new entrants or none (one transaction, one audit row that one undo takes back): a
    refusal names the line of ``source`` it came from; ``progress`` may cancel the whole import,
    leaving the database as it was. A line without a Legion number naming a player the event
    already has is left out (``Imported.already``); when every line is, nothing is written."""
    with ctx.write() as store:
        desk = RegistrationDesk.open(store, event_id)
        already = _already_registered(store, desk, entrants)
        if already:
            left_out = {a.line for a in already}
            entrants = [(line, e) for line, e in entrants if line not in left_out]
        if not entrants:
            return Changed(Imported([], already), Changes(event_id))
        _tell(progress, 0, 2 * len(entrants))
        if any(entrant.team is not None or entrant.is_staff for _line, entrant in entrants):
            # Teams and staff seats have checks of their own, one registration at a time.
            registered: list[tuple[PlannedRegistration, Registration]] = []
            for done, (line, entrant) in enumerate(entrants, start=1):
                with at_line(source, line):
                    registered.append(register_planned(store, desk, entrant))
                if done % BULK_CHUNK == 0:
                    _tell(progress, 2 * done, 2 * len(entrants))
        else:
            registered = _register_in_bulk(store, desk, entrants, source, progress)
        _audit_import(store, ctx, desk, source, registered)
    imported = Imported([r for _plan, r in registered], already)
    return Changed(imported, Changes(event_id, players=True))


def _audit_import(
    store: Store,
    ctx: ServiceContext,
    desk: RegistrationDesk,
    source: str,
    registered: list[tuple[PlannedRegistration, Registration]],
) -> None:
    count, name = len(registered), Path(source).name
    summary = (
        N_plural(
            "imported {count} player from {file} (late entry at round {round})",
            "imported {count} players from {file} (late entries at round {round})",
            count,
            file=name,
            round=desk.current_round + 1,
        )
        if desk.current_round
        else N_plural(
            "imported {count} player from {file}",
            "imported {count} players from {file}",
            count,
            file=name,
        )
    )
    ctx.audit(
        store,
        AuditAction.PLAYER_IMPORT,
        Subject(desk.event.id, "registrations", None),
        summary,
        after={"file": name, "registrations": [imported_record(p, r) for p, r in registered]},
    )


def _register_in_bulk(
    store: Store,
    desk: RegistrationDesk,
    entrants: list[tuple[int, Entrant]],
    source: str,
    progress: Progress | None,
) -> list[tuple[PlannedRegistration, Registration]]:
    """Every entrant checked first (named by line), then written a chunk of rows at a time."""
    total = 2 * len(entrants)  # checking, then writing
    known: list[str] = []
    for line, entrant in entrants:
        if entrant.legion_number is not None:
            with at_line(source, line):
                known.append(clean_legion_number(entrant.legion_number))
    existing = bulk.players_by_number(store, known)
    plans: list[PlannedRegistration] = []
    for done, (line, entrant) in enumerate(entrants, start=1):
        with at_line(source, line):
            plans.append(plan_registration(desk, entrant, existing.get))
        if done % BULK_CHUNK == 0:
            _tell(progress, done, total)
    _tell(progress, len(entrants), total)
    registered: list[tuple[PlannedRegistration, Registration]] = []
    for start in range(0, len(plans), BULK_CHUNK):
        chunk = plans[start : start + BULK_CHUNK]
        registered.extend(zip(chunk, _write_chunk(store, desk, chunk), strict=True))
        _tell(progress, len(entrants) + start + len(chunk), total)
    return registered


def _write_chunk(
    store: Store, desk: RegistrationDesk, plans: list[PlannedRegistration]
) -> list[Registration]:
    new_ids = bulk.add_players(
        store, [(p.number, p.kind, p.identity) for p in plans if p.existing is None]
    )
    bulk.update_identities(
        store,
        [(p.existing.id, p.identity) for p in plans if p.existing and p.identity_before],
    )
    players = [
        Player(new_ids[p.number], p.number, p.kind, p.identity)
        if p.existing is None
        else p.existing
        if p.identity_before is None
        else replace(p.existing, identity=p.identity)
        for p in plans
    ]
    entered = desk.current_round + 1
    new_codes = fresh_codes(store, len(plans))
    ids = bulk.add_registrations(
        store,
        desk.event.id,
        [
            {
                "player_id": player.id,
                "sequence": p.sequence,
                "fee_cents": p.entrant.fee_cents,
                "fee_paid": p.entrant.fee_paid,
                "entered_round": entered,
                "player_code": code,
                "player_code_digest": digest,
            }
            for player, p, (code, digest) in zip(players, plans, new_codes, strict=True)
        ],
    )
    return [
        Registration(
            id=ids[p.sequence],
            event_id=desk.event.id,
            player=player,
            sequence=p.sequence,
            status=RegistrationStatus.ACTIVE,
            fee_cents=p.entrant.fee_cents,
            fee_paid=p.entrant.fee_paid,
            entered_round=entered,
        )
        for player, p in zip(players, plans, strict=True)
    ]
