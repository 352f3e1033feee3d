"""Build the OverPower card database resource the program ships (a build-time tool).

``convert_card_csvs`` turns the scraped per-set CSV files (see ``resources/cards/ATTRIBUTION.md``)
into the JSON document shipped as ``resources/cards/overpower-cards.json``: facts only, never game
or flavour text. Game text is read here solely to derive flags (one-per-deck, "counts as N points",
"may play any X Specials"). Rows that are scraping mistakes are corrected or skipped, and every
such decision is returned in the conversion report.

Regenerate the resource with::

    python -m tools.card_data.convert SRC_DIR resources/cards/overpower-cards.json
"""

from __future__ import annotations

import argparse
import csv
import json
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.overpower.cards import (
    Aspect,
    Character,
    Event,
    Location,
    Mission,
    PowerCard,
    PowerGrid,
    Special,
    TacticCard,
    UniverseCard,
    base_character_name,
    card_as_json,
    database_from_cards,
    normalize_name,
    parse_power_name,
)

# File stem -> (set id, set title). Promos come last so a set printing wins over a promo copy.
SET_FILES: dict[str, tuple[str, str]] = {
    "classicop": ("classic", "Classic"),
    "powersurgeop": ("power-surge", "Power Surge"),
    "missioncontrolop": ("mission-control", "Mission Control"),
    "iqop": ("iq", "IQ"),
    "monumentalop": ("monumental", "Monumental"),
    "xmenop": ("x-men", "X-Men"),
    "dcop": ("dc", "DC"),
    "jlaop": ("jla", "JLA"),
    "imageop": ("image", "Image"),
    "promosop": ("promos", "Promos"),
}

# Grids the scraper cut to three numbers, completed from the Comprehensive Rule Book's
# per-character rulings (the R: lines; see docs/sources.md).
KNOWN_GRIDS: dict[str, tuple[tuple[int, int, int, int], str]] = {
    "galactus": ((8, 8, 8, 8), "rule book R:5915 prints Galactus as 8-8-8-8"),
    "doppelganger": ((1, 3, 6, 0), "rule book R:5742 prints this Doppelganger as 1-3-6-0"),
}
# Printed grids the source gives wrongly, with the rule book's grid.
GRID_FIXES: dict[str, tuple[tuple[int, int, int, int], str]] = {
    "hydra": ((5, 6, 5, 5), "the source gives 5-6-5-3; rule book R:5911 prints Hydra as 5-6-5-5"),
}
# "Counts as N points" values the source text lacks (the rule book's "Deckbuilding" abilities).
KNOWN_POINTS: dict[str, tuple[int, str]] = {
    "galactus": (28, "counts as 28 points for deckbuilding per rule book R:5915"),
}
# Beyonder's printed ratings are infinite; the tournament kit (T:312) fixes 28 points.
BEYONDER_POINTS = 28

# Misspelt owner / set names in card titles -> the spelling the other cards use.
NAME_FIXES: dict[str, str] = {
    "huntres": "Huntress",
    "blac cat": "Black Cat",
    "inivisible woman": "Invisible Woman",
    "kazar": "Ka-Zar",
    "annihilation affiar": "Annihilation Affair",
    "angle": "Angel",
}
# Two Specials that share a code although the scraper lost one of them (tournament kit T:280).
CODE_FIXES: dict[str, tuple[str, str]] = {
    "any character wizard in top hat and tails": (
        "BQ",
        "code missing in the source; it shares BQ with Web-Headed Wizard (kit T:280)",
    ),
}

# Names on Locations' character lists that no card in the data carries (for list splitting).
EXTRA_LOCATION_NAMES = ("X-Men", "Silver Samurai", "Viper", "Sauron", "Shatterstar", "Mephisto")

_GRID = re.compile(
    r"Energy\s*(\d|∞)\s*Fighting\s*(\d|∞)\s*Strength\s*(\d|∞)\s*(?:Intellect\s*(\d|∞))?"
)
_POINTS = re.compile(r"counts as (\d+)[\s-]points? for tournament deck-?building", re.I)
_ONE_PER_DECK = re.compile(r"(?<!non-)(?<!none-)one[\s-]per[\s-]deck", re.I)
_ANY_SPECIAL = re.compile(r"may play any special cards", re.I)
_ACCESS = re.compile(
    r"may play any (non[e]?-one-per-deck\s+)?\"?([^\".]+?)\"?\s+"
    r"(one-per-deck\s+|non[e]?-one-per-deck\s+)?specials?\b",
    re.I,
)
_MISSION = re.compile(r"^(?P<set>.+?)\s*#?\s*(?P<number>[1-7])(?:\s+of\s+7)?\s*(?:-|$)")
_TRADEMARK = re.compile(r"\s*(?:[\u2122\u00a9\u00ae]|\(sic\))\s*", re.I)
_OWNER_SPLIT = re.compile(r"\s+-\s*|\s*-\s+")


@dataclass(frozen=True)
class ConversionNote:
    """One row the converter corrected or skipped, and why."""

    file: str
    line: int
    name: str
    action: str
    reason: str

    def as_json(self) -> dict[str, Any]:
        return {
            "file": self.file,
            "line": self.line,
            "name": self.name,
            "action": self.action,
            "reason": self.reason,
        }


@dataclass
class _Row:
    file: str
    line: int
    set: str
    data: dict[str, str]

    def get(self, key: str) -> str:
        return (self.data.get(key) or "").strip()

    @property
    def name(self) -> str:
        return clean_name(self.get("Name"))

    @property
    def text(self) -> str:
        return self.get("Game Text")


def clean_name(name: str) -> str:
    """Drop trademark signs and the wiki's "(sic)" markers; tidy spaces."""
    return re.sub(r"\s+", " ", _TRADEMARK.sub(" ", name)).strip().replace(" ,", ",")


def _fix(name: str) -> str:
    return NAME_FIXES.get(normalize_name(name), name)


def _flag_one_per_deck(text: str) -> bool:
    return bool(_ONE_PER_DECK.search(text))


class _Converter:
    def __init__(self) -> None:
        self.notes: list[ConversionNote] = []
        self.cards: list[tuple[str, Any, _Row]] = []

    def note(self, row: _Row, action: str, reason: str) -> None:
        self.notes.append(ConversionNote(row.file, row.line, row.get("Name"), action, reason))

    def add(self, kind: str, card: Any, row: _Row) -> None:
        self.cards.append((kind, card, row))

    # -- per type -----------------------------------------------------------------------
    def character(self, row: _Row, full_grids: dict[str, list[tuple[int, ...]]]) -> None:
        match = _GRID.search(row.get("Numbers"))
        if match is None:
            self.note(row, "skipped", "character without a readable power grid")
            return
        ratings = match.groups()
        points = None
        grid: PowerGrid | None
        if "∞" in ratings:
            grid, points = None, BEYONDER_POINTS
            self.note(
                row,
                "corrected",
                f"infinite printed grid: counts as {BEYONDER_POINTS} points (kit T:312)",
            )
        elif ratings[3] is None:
            three = tuple(int(v) for v in ratings[:3])
            key = normalize_name(row.name)
            known = KNOWN_GRIDS.get(key)
            others = [g for g in full_grids.get(key, []) if g[:3] == three]
            if known is not None and known[0][:3] == three:
                grid = PowerGrid(*known[0])
                self.note(row, "corrected", f"grid lacked Intellect; {known[1]}")
            elif others:
                grid = PowerGrid(*others[0])
                self.note(
                    row,
                    "corrected",
                    f"grid lacked Intellect; taken from another printing with the same "
                    f"first three ratings ({grid})",
                )
            else:
                self.note(
                    row,
                    "skipped",
                    "grid lacks Intellect (three numbers only) and no other source gives it; "
                    "enter this character with an explicit grid",
                )
                return
        else:
            grid = PowerGrid(*(int(v) for v in ratings))
            fixed = GRID_FIXES.get(normalize_name(row.name))
            if fixed is not None and grid.as_list() != list(fixed[0]):
                grid = PowerGrid(*fixed[0])
                self.note(row, "corrected", fixed[1])
        text = row.text
        found_points = _POINTS.search(text)
        if found_points:
            points = int(found_points.group(1))
        elif normalize_name(row.name) in KNOWN_POINTS:
            points, reason = KNOWN_POINTS[normalize_name(row.name)]
            self.note(row, "corrected", reason)
        access: list[str] = []
        access_one_per_deck: bool | None = None
        for found in _ACCESS.finditer(text):
            for part in re.split(r",\s*(?:or\s+)?|\s+or\s+", found.group(2)):
                if part.strip() and normalize_name(part) != "special":
                    access.append(_fix(part.strip().strip('"')))
            qualifier = normalize_name(f"{found.group(1) or ''} {found.group(3) or ''}")
            if qualifier in ("non one per deck", "none one per deck"):
                access_one_per_deck = False
            elif qualifier == "one per deck":
                access_one_per_deck = True
        people = row.get("Characters") or row.get("Character")
        aliases = []
        if people and "," not in people and ";" not in people:
            aliases.append(clean_name(people.split("(")[0].split("/")[0]))
        self.add(
            "characters",
            Character(
                name=row.name,
                set=row.set,
                grid=grid,
                points=points,
                aliases=tuple(a for a in aliases if a),
                special_access=tuple(access),
                any_special=bool(_ANY_SPECIAL.search(text)),
                access_one_per_deck=access_one_per_deck,
            ),
            row,
        )

    def special(self, row: _Row) -> None:
        name = row.name
        parts = _OWNER_SPLIT.split(name, maxsplit=1)
        if len(parts) < 2:
            parts = name.split(": ", 1)
        owner = _fix(parts[0].strip())
        if owner != parts[0].strip():
            self.note(row, "corrected", f"owner name misspelt; read as '{owner}'")
        key = normalize_name(owner)
        code = row.get("Control") or None
        fixed_code = CODE_FIXES.get(normalize_name(name))
        if fixed_code is not None and code is None:
            code = fixed_code[0]
            self.note(row, "corrected", fixed_code[1])
        if code is None:
            self.note(row, "kept", "Special without a two-letter code in the source")
        self.add(
            "specials",
            Special(
                name=name,
                set=row.set,
                character=owner,
                code=code,
                one_per_deck=_flag_one_per_deck(row.text),
                any_hero=key == "any hero",
                any_character=key == "any character",
            ),
            row,
        )

    def power(self, row: _Row) -> None:
        parsed = parse_power_name(row.name)
        if parsed is None:
            self.note(row, "skipped", "Power card name does not give a value and type")
            return
        kind, value = parsed
        if _flag_one_per_deck(row.text):
            self.note(
                row,
                "corrected",
                "the source marks this Power card One Per Deck, but the rule book (R:95, R:99, "
                "R:161) lets only Events, Specials, Aspects and Artifacts be One Per Deck: "
                "not marked",
            )
        self.add("power", PowerCard(row.name, row.set, kind, value), row)

    def universe(self, row: _Row) -> None:
        subtype = row.get("Subtype").split(",")[0].strip().lower()
        subtype = subtype if subtype and subtype != "-" else "basic"
        cost = f"{row.name} {row.get('Numbers')} {row.text}"
        any_power = bool(re.search(r"any[\s-]power", cost, re.I))
        self.add("universe", UniverseCard(row.name, row.set, subtype, any_power), row)

    def tactic(self, row: _Row) -> None:
        subtype = row.get("Subtype").lower() or "tactic"
        self.add(
            "tactics",
            TacticCard(row.name, row.set, subtype, _flag_one_per_deck(row.text)),
            row,
        )

    def mission(self, row: _Row) -> None:
        match = _MISSION.match(row.name)
        if match is None:
            self.note(row, "skipped", "Mission name does not give its set and number")
            return
        mission_set = _fix(match.group("set").strip())
        self.add("missions", Mission(row.name, row.set, mission_set, int(match["number"])), row)

    def event(self, row: _Row) -> None:
        prefix = re.split(r"\s+-\s+|:\s", row.name, maxsplit=1)[0].strip()
        mission_set = None if normalize_name(prefix) == "any mission" else _fix(prefix)
        if mission_set is not None and mission_set != prefix:
            self.note(row, "corrected", f"mission set misspelt; read as '{mission_set}'")
        self.add("events", Event(row.name, row.set, mission_set), row)

    def aspect(self, row: _Row) -> None:
        prefix = _OWNER_SPLIT.split(row.name, maxsplit=1)[0].strip()
        location = None if normalize_name(prefix) in {"any homebase", "any home base"} else prefix
        self.add(
            "aspects",
            Aspect(
                row.name,
                row.set,
                location,
                row.get("Control") or None,
                _flag_one_per_deck(row.text),
            ),
            row,
        )

    def location(self, row: _Row, known_names: set[str]) -> None:
        listed = row.get("Character List")
        text = row.text
        any_team = not listed or "any tournament legal team" in listed.lower()
        characters: tuple[str, ...] = ()
        if not any_team:
            characters, unknown = split_character_list(listed, known_names)
            if unknown:
                self.note(
                    row,
                    "kept",
                    "character list names not found among the cards: " + ", ".join(unknown),
                )
        forbids = bool(re.search(r"may not have a battlesite", text, re.I))
        self.add("locations", Location(row.name, row.set, characters, any_team, forbids), row)


_BY_TYPE: dict[str, Callable[[_Converter, _Row], None]] = {
    "Special": _Converter.special,
    "Power": _Converter.power,
    "Universe": _Converter.universe,
    "Tactic": _Converter.tactic,
    "Mission": _Converter.mission,
    "Event": _Converter.event,
    "Aspect": _Converter.aspect,
}
"""The converter of each card type that needs nothing but its row (by the CSV's Type)."""


def split_character_list(listed: str, known_names: set[str]) -> tuple[tuple[str, ...], list[str]]:
    """Split the wiki's space-joined list ("Doc Samson Leader Hulk") using known names.

    Longest known name first; a word that starts no known name stands alone and is reported.
    """
    words = listed.replace(",", " ").split()
    names: list[str] = []
    unknown: list[str] = []
    position = 0
    while position < len(words):
        for end in range(min(len(words), position + 5), position, -1):
            candidate = " ".join(words[position:end])
            if normalize_name(candidate) in known_names:
                names.append(candidate)
                position = end
                break
        else:
            word = _fix(words[position])
            names.append(word)
            if normalize_name(word) not in known_names:
                unknown.append(words[position])
            position += 1
    return tuple(names), unknown


def _read_rows(src_dir: Path) -> list[_Row]:
    rows: list[_Row] = []
    for stem, (set_code, _title) in SET_FILES.items():
        path = src_dir / f"{stem}.csv"
        if not path.is_file():
            raise InvalidInput("card data file is missing", source=str(path))
        with path.open(encoding="utf-8", newline="") as handle:
            reader = csv.DictReader(handle)
            if reader.fieldnames is None or not {"Name", "Type"} <= set(reader.fieldnames):
                raise InvalidInput("expected the columns Name and Type", source=str(path), line=1)
            for row in reader:
                rows.append(_Row(path.name, reader.line_num, set_code, dict(row)))
    return rows


def _known_character_names(rows: Sequence[_Row]) -> set[str]:
    names: set[str] = set()
    for row in rows:
        if row.get("Type") == "Character":
            names.add(normalize_name(row.name))
            names.add(normalize_name(base_character_name(row.name)))
        elif row.get("Type") == "Special":
            names.add(normalize_name(_fix(_OWNER_SPLIT.split(row.name, maxsplit=1)[0])))
    names.update(normalize_name(n) for n in EXTRA_LOCATION_NAMES)
    names.discard("")
    return names


def _drop_duplicates(converter: _Converter) -> list[tuple[str, Any]]:
    """Drop repeated rows: within one set, and promo copies of a card a set already has.

    Identical cards in two regular sets are reprints and both stay (the set is a fact).
    """
    kept: dict[tuple[str, str, str], tuple[Any, _Row]] = {}
    order: list[tuple[str, Any]] = []
    for kind, card, row in converter.cards:
        facts = card_as_json(replace(card, set=""))
        facts.pop("name")
        key = (kind, normalize_name(card.name), json.dumps(facts, sort_keys=True))
        if key in kept and (kept[key][1].set == row.set or row.set == "promos"):
            first = kept[key][1]
            where = "the same set" if first.set == row.set else f"set '{first.set}'"
            converter.note(
                row, "skipped", f"duplicate of line {first.line} of {first.file} ({where})"
            )
            continue
        kept.setdefault(key, (card, row))
        order.append((kind, card))
    return order


def _mission_numbers(converter: _Converter, cards: list[tuple[str, Any]]) -> list[tuple[str, Any]]:
    """Two different Missions with one number in one set: the number is unreliable."""
    by_slot: dict[tuple[str, int | None], list[Mission]] = {}
    for kind, card in cards:
        if kind == "missions":
            by_slot.setdefault((normalize_name(card.mission_set), card.number), []).append(card)
    clashing = {id(m) for group in by_slot.values() if len(group) > 1 for m in group}
    result = []
    rows = {id(card): row for _kind, card, row in converter.cards}
    for kind, card in cards:
        if id(card) in clashing:
            converter.note(
                rows[id(card)],
                "corrected",
                f"another Mission of '{card.mission_set}' has number {card.number}; "
                "number left unknown",
            )
            card = replace(card, number=None)
        result.append((kind, card))
    return result


def _canonical_event_sets(
    converter: _Converter, cards: list[tuple[str, Any]]
) -> list[tuple[str, Any]]:
    mission_sets = {
        normalize_name(card.mission_set): card.mission_set
        for kind, card in cards
        if kind == "missions"
    }
    rows = {id(card): row for _kind, card, row in converter.cards}
    result = []
    missing: dict[str, _Row] = {}
    for kind, card in cards:
        if kind == "events" and card.mission_set is not None:
            canonical = mission_sets.get(normalize_name(card.mission_set))
            if canonical is None:
                missing.setdefault(card.mission_set, rows[id(card)])
            else:
                card = replace(card, mission_set=canonical)
        result.append((kind, card))
    for mission_set, row in missing.items():
        converter.note(
            row,
            "kept",
            f"Events of '{mission_set}' have no Mission cards of that set in the source data",
        )
    return result


def convert_card_csvs(src_dir: Path | str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Read the per-set CSV files; return (card database document, conversion report)."""
    src = Path(src_dir)
    rows = _read_rows(src)
    converter = _Converter()
    known = _known_character_names(rows)
    full_grids: dict[str, list[tuple[int, ...]]] = {}
    for row in rows:
        match = _GRID.search(row.get("Numbers")) if row.get("Type") == "Character" else None
        if match and match.group(4) not in (None, "∞"):
            full_grids.setdefault(normalize_name(row.name), []).append(
                tuple(int(v) for v in match.groups())
            )
    for row in rows:
        kind = row.get("Type")
        if kind == "Character":
            converter.character(row, full_grids)
        elif kind == "Location" and row.get("Subtype") == "Aspect":
            converter.note(row, "corrected", "typed Location but it is an Aspect card")
            converter.aspect(row)
        elif kind == "Location":
            converter.location(row, known)
        elif kind in _BY_TYPE:
            _BY_TYPE[kind](converter, row)
        else:
            converter.note(row, "skipped", f"not a deck card (type '{kind}')")
    cards = _drop_duplicates(converter)
    cards = _mission_numbers(converter, cards)
    cards = _canonical_event_sets(converter, cards)
    sets = dict(SET_FILES.values())
    document = database_from_cards(sets, cards).as_json()
    document["source"] = {
        "repository": "https://github.com/KyleGowen/overpower-deckbuilder",
        "commit": "3773effc51c09cb3757d359ce87470c6da51fbce",
        "wiki": "https://cardguide.fandom.com/",
        "rows_read": len(rows),
    }
    report = [note.as_json() for note in sorted(converter.notes, key=lambda n: (n.file, n.line))]
    return document, report


def report_as_markdown(report: Iterable[dict[str, Any]]) -> str:
    """The conversion report as a markdown table (pasted into ATTRIBUTION.md)."""
    lines = ["| file | line | card | action | reason |", "|---|---:|---|---|---|"]
    for note in report:
        name = note["name"].replace("|", "\\|")
        lines.append(
            f"| {note['file']} | {note['line']} | {name} | {note['action']} | {note['reason']} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Convert the OverPower card CSV files.")
    parser.add_argument("src_dir", help="folder holding classicop.csv, dcop.csv, ...")
    parser.add_argument("out_json", help="where to write the card database JSON")
    parser.add_argument("--report", help="also write the conversion report as markdown here")
    args = parser.parse_args(argv)
    try:
        document, report = convert_card_csvs(args.src_dir)
    except InvalidInput as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    Path(args.out_json).write_text(
        json.dumps(document, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    if args.report:
        Path(args.report).write_text(report_as_markdown(report), encoding="utf-8")
    counts = {kind: len(document[kind]) for kind in document if isinstance(document[kind], list)}
    print(f"wrote {args.out_json}: {counts}; {len(report)} rows corrected or skipped")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
