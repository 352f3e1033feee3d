"""Importing the rating service's list (Legion number, name, rating, games) into the database.

The whole file is checked first; a malformed line refuses the import and nothing changes. Then, in
one transaction: unknown numbers become new players with their rating, known ones get the new
rating, and a known number listed under another name is reported as a conflict and left alone
for the judge to settle.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from pathlib import Path

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.model import NumberKind, PlayerIdentity
from opl_tournament.domain.numbers import parse_whole_number
from opl_tournament.domain.ratings.uscf import PlayerState, established_floor
from opl_tournament.domain.registration import clean_legion_number, clean_name
from opl_tournament.domain.sentences import N_, Sentence
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.csv_files import (
    csv_lines,
    header_index,
    refuse_scientific_number,
    refuse_values_under_no_column,
)
from opl_tournament.services.files import read_limited
from opl_tournament.services.ratings import IMPORTED
from opl_tournament.storage.rating_store import StoredRating

MAX_RATING = 4000.0
REQUIRED = ("number", "name", "rating")


@dataclass(frozen=True)
class ListedRating:
    line: int
    number: str
    name: str
    rating: float
    games: int | None
    """None: the list gives no number of games (the one known here is kept)."""


@dataclass
class ImportReport:
    new: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    conflicts: list[Sentence] = field(default_factory=list)
    """A number listed under another name than the one known here, said as the reader's."""

    def to_json(self) -> dict[str, list[str]]:
        return {
            "new": self.new,
            "changed": self.changed,
            "unchanged": self.unchanged,
            "conflicts": [str(conflict) for conflict in self.conflicts],
        }


# Digits, and a decimal point or (as a French spreadsheet writes it) a decimal comma: not
# "1e3", "1_500" or "٣" that Python's float() would read.
_RATING = re.compile(r"([0-9]{1,4})(?:\.([0-9]+)|,([0-9]{1,2}))?")


def _rating(text: str) -> float:
    match = _RATING.fullmatch(text.strip())
    value = math.nan
    if match is not None:
        whole, point, comma = match.groups()
        value = float(f"{whole}.{point or comma or 0}")
    if not 0 <= value <= MAX_RATING:
        raise InvalidInput(
            N_(
                "'{text}' is not a rating (0 to {most})",
                text=text[:20],
                most=format(MAX_RATING, ".0f"),
            ),
            field="rating",
        )
    return value


def _listed(line: int, cells: dict[str, str], seen: dict[str, int]) -> ListedRating:
    """One player of the list (``seen``: the line of each number read so far)."""
    refuse_scientific_number(cells["number"], column="number", field="number")
    number = clean_legion_number(cells["number"], field="number")
    name = clean_name(cells["name"])
    if number in seen:
        raise InvalidInput(
            N_("number {number} is also on line {line}", number=number, line=seen[number]),
            field="number",
        )
    seen[number] = line
    games_text = cells.get("games", "").strip()
    if not games_text:
        return ListedRating(line, number, name, _rating(cells["rating"]), None)
    games = parse_whole_number(games_text, low=0, high=1_000_000)
    if games is None:
        raise InvalidInput(
            N_("'{text}' is not a number of games", text=games_text[:20]), field="games"
        )
    return ListedRating(line, number, name, _rating(cells["rating"]), games)


def parse_rating_list(data: bytes, *, source: str) -> list[ListedRating]:
    numbered = csv_lines(data, source=source)
    rows = [row for _line, row in numbered]
    top = header_index(rows)
    if top is None:
        raise InvalidInput(
            N_("the file is empty; expected a header number,name,rating"), source=source
        )
    header = [cell.strip().lower() for cell in rows[top]]
    missing = [name for name in REQUIRED if name not in header]
    if missing:
        raise InvalidInput(
            N_("the header lacks {columns}", columns=", ".join(missing)),
            source=source,
            line=numbered[top][0],
        )
    column = {name: header.index(name) for name in (*REQUIRED, "games") if name in header}
    listed: list[ListedRating] = []
    seen: dict[str, int] = {}
    for line, row in numbered[top + 1 :]:
        if not any(cell.strip() for cell in row):
            continue
        refuse_values_under_no_column(row, header, source=source, line=line)
        cells = {name: row[i] if i < len(row) else "" for name, i in column.items()}
        try:
            listed.append(_listed(line, cells, seen))
        except InvalidInput as error:
            raise error.located(source=source, line=line) from None
    if not listed:
        raise InvalidInput(N_("the file has a header but no players"), source=source)
    return listed


def read_list(path: Path) -> list[ListedRating]:
    """The rating list in ``path``, read and checked (nothing is stored)."""
    return parse_rating_list(read_limited(path), source=str(path))


def _kept_peak(known: StoredRating | None, listed: float) -> float | None:
    """The highest established rating known here, unless its floor (§6: 200 below it) is above
    the list's rating: the service keeps no such floor, and the list is the authority (else the
    next event would lift the player to that floor whatever their results)."""
    peak = known.peak if known is not None else None
    floor = established_floor(PlayerState(peak=peak))
    return None if floor is not None and floor > listed else peak


def import_rating_list(ctx: ServiceContext, path: Path) -> Changed[ImportReport]:
    """The rating service's list loaded into the rating list (every event's: the record names
    no event)."""
    listed = read_list(path)
    report = ImportReport()
    with ctx.write() as store:
        current = {r.number: r for r in store.ratings.current()}
        for entry in listed:
            player = store.find_player(entry.number)
            new = player is None
            if player is None:
                player = store.add_player(
                    entry.number, NumberKind.LEGION, PlayerIdentity(name=entry.name)
                )
                report.new.append(entry.number)
            elif player.name.casefold() != entry.name.casefold():
                report.conflicts.append(
                    N_(
                        "{number}: listed as '{listed}' (line {line}), known here as '{known}'",
                        number=entry.number,
                        listed=entry.name,
                        line=entry.line,
                        known=player.name,
                    )
                )
                continue
            known = current.get(entry.number)
            # A list without games keeps the games known here: a rating over no games would
            # count for nothing in the next event (one loss could cost it 400 points).
            games = entry.games if entry.games is not None else known.games if known else 0
            if not new:
                same = known is not None and (known.rating, known.games) == (entry.rating, games)
                (report.unchanged if same else report.changed).append(entry.number)
            peak = PlayerState(
                rating=entry.rating, games=games, peak=_kept_peak(known, entry.rating)
            ).highest_established
            store.ratings.set_rating(player.id, entry.rating, games, IMPORTED, peak=peak)
        store.audit(
            AuditAction.RATINGS_IMPORT,
            actor=ctx.actor,
            summary=N_(
                "imported {file}: {new} new, {changed} changed, {conflicts} conflicts",
                file=path.name,
                new=len(report.new),
                changed=len(report.changed),
                conflicts=len(report.conflicts),
            ),
            after=report.to_json(),
        )
    return Changed(report, Changes(ratings=True))
