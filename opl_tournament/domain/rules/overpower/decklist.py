"""Read an OverPower deck list: the plain text format or the JSON format.

Both formats are described for users in ``resources/examples/DECK-FORMATS.md``. Parsing checks
only the shape of the list; whether the deck is legal is ``legality``'s job. Every problem is an
``InvalidInput`` naming the source, the line (text) or the field path (JSON).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.rules.overpower.cards import PowerGrid
from opl_tournament.domain.sentences import N_, N_plural

# Section id -> the headings (normalized: lower case, single spaces) that open it.
SECTIONS: dict[str, tuple[str, ...]] = {
    "characters": ("characters", "character", "team"),
    "home_base": ("home base", "homebase"),
    "battlesite": ("battlesite", "battle site"),
    "battlesite_specials": ("battlesite specials", "battle site specials"),
    "specials": ("specials", "special", "special cards"),
    "power": ("power", "power cards"),
    "universe": ("universe", "universe cards"),
    "tactics": ("tactics", "tactic", "tactic cards", "artifacts", "double shots"),
    "aspects": ("aspects", "aspect"),
    "events": ("events", "event", "event cards"),
    "missions": ("missions", "mission", "mission cards"),
    "activators": ("activators", "activator"),
}
_HEADINGS = {heading: section for section, names in SECTIONS.items() for heading in names}
# Sections whose cards form the draw pile.
PLAYABLE_SECTIONS = ("specials", "power", "universe", "tactics", "aspects", "events", "activators")

# Plain ASCII digits only, and few of them: "²" or a 5,000-digit count is not a card count.
_CARD_LINE = re.compile(r"^(?P<count>[0-9]{1,6})\s*[xX]?\s+(?P<rest>\S.*)$")
_GRID_SUFFIX = re.compile(r"\[(?P<grid>[^\]]*)\]\s*$")
_SET_SUFFIX = re.compile(r"\((?P<set>[^()]+)\)\s*$")
MAX_COUNT = 99


@dataclass(frozen=True)
class DeckEntry:
    """One line of a deck list: ``count`` copies of ``name``.

    ``set_hint`` is the text in a trailing "(...)" that may name a set; it is kept apart so the
    legality check can tell a set from a name that ends in parentheses. ``grid`` is an
    explicit power grid for a character missing from the card database.
    """

    section: str
    count: int
    name: str
    line: int | None = None
    set_hint: str | None = None
    grid: PowerGrid | None = None

    @property
    def where(self) -> str:
        return f"line {self.line}" if self.line is not None else self.section


@dataclass(frozen=True)
class DeckList:
    source: str
    entries: tuple[DeckEntry, ...]

    def section(self, name: str) -> tuple[DeckEntry, ...]:
        return tuple(entry for entry in self.entries if entry.section == name)


def parse_deck(deck_text: str, *, source: str = "deck") -> DeckList:
    """Read a deck list in either format: JSON when the text starts with ``{``."""
    if deck_text.lstrip().startswith("{"):
        return parse_json_deck(deck_text, source=source)
    return parse_text_deck(deck_text, source=source)


def _heading(line: str) -> str | None:
    """The section a heading line opens ("# Characters", "Characters:", "[Power]"), if any."""
    text = line.strip()
    had_marker = text.startswith(("#", "[")) or text.endswith((":", "]"))
    if not had_marker:
        return None
    text = text.lstrip("#").strip().strip("[]").rstrip(":").strip().lower()
    text = re.sub(r"\s*\(\d+\)\s*$", "", text)  # "Specials (24):" keeps its count to itself
    return _HEADINGS.get(re.sub(r"\s+", " ", text))


def parse_text_deck(deck_text: str, *, source: str = "deck") -> DeckList:
    """The plain text format: ``COUNT NAME`` lines under section headings.

    Blank lines and comments (``//`` anywhere, or a ``#`` line that is not a heading) are
    ignored. A card line outside any section is an error, as is a malformed count.
    """
    section: str | None = None
    entries: list[DeckEntry] = []
    for number, raw in enumerate(deck_text.splitlines(), start=1):
        line = raw.split("//", 1)[0].strip()
        if not line:
            continue
        heading = _heading(line)
        if heading is not None:
            section = heading
            continue
        if line.startswith("#"):
            continue
        if line.endswith(":") or (line.startswith("[") and line.endswith("]")):
            raise InvalidInput(
                N_(
                    "unknown section heading '{heading}'; known: {known}",
                    heading=line,
                    known=", ".join(SECTIONS),
                ),
                source=source,
                line=number,
                field="section",
            )
        if section is None:
            raise InvalidInput(
                N_("card line before any section heading (e.g. 'Characters:')"),
                source=source,
                line=number,
                field="section",
            )
        match = _CARD_LINE.match(line)
        if match is None:
            raise InvalidInput(
                N_("expected 'COUNT NAME', got '{line}'", line=line),
                source=source,
                line=number,
                field="count",
            )
        count = _count(int(match["count"]), source=source, line=number)
        try:
            entries.append(_entry(section, count, match["rest"], line=number))
        except InvalidInput as exc:
            raise exc.located(source=source, line=number, field="grid") from None
    if not entries:
        raise InvalidInput(N_("the deck list holds no cards"), source=source)
    return DeckList(source, tuple(entries))


def _count(value: int, *, source: str, line: int | None = None, field: str = "count") -> int:
    if not 1 <= value <= MAX_COUNT:
        raise InvalidInput(
            N_("count must be 1-{most}, got {value}", most=MAX_COUNT, value=value),
            source=source,
            line=line,
            field=field,
        )
    return value


def _entry(section: str, count: int, rest: str, *, line: int | None) -> DeckEntry:
    name = rest.strip()
    grid = None
    grid_match = _GRID_SUFFIX.search(name)
    if grid_match is not None:
        if section not in ("characters", "activators"):
            raise InvalidInput(N_("only characters can be given a grid"))
        grid = parse_grid_text(grid_match["grid"])
        name = name[: grid_match.start()].strip()
    set_hint = None
    set_match = _SET_SUFFIX.search(name)
    if set_match is not None:
        set_hint = set_match["set"].strip()
    if not name:
        raise InvalidInput(N_("card name is missing"))
    return DeckEntry(section, count, name, line, set_hint, grid)


def parse_grid_text(text: str) -> PowerGrid:
    """ "5 6 7 3", "5-6-7-3" or "5,6,7,3" (Energy, Fighting, Strength, Intellect)."""
    parts = [p for p in re.split(r"[\s,/-]+", text.strip()) if p]
    if len(parts) != 4 or not all(re.fullmatch(r"[0-9]{1,3}", p) for p in parts):
        raise InvalidInput(
            N_("a grid is four ratings E F S I, e.g. [5 6 7 3]; got [{text}]", text=text)
        )
    return PowerGrid(*(int(p) for p in parts))


def parse_json_deck(deck_text: str, *, source: str = "deck") -> DeckList:
    """The JSON format: an object with one list per section (see DECK-FORMATS.md)."""
    try:
        document = json.loads(deck_text)
    except json.JSONDecodeError as exc:
        raise InvalidInput(
            N_("not valid JSON: {problem}", problem=exc.msg), source=source, line=exc.lineno
        ) from None
    except (RecursionError, ValueError) as exc:  # absurd nesting, a number beyond any count
        raise InvalidInput(
            N_("not a usable JSON deck ({problem})", problem=exc), source=source
        ) from None
    if not isinstance(document, Mapping):
        raise InvalidInput(N_("a JSON deck must be an object"), source=source)
    unknown = sorted(set(document) - set(SECTIONS) - {"format", "name", "player", "notes"})
    if unknown:
        raise InvalidInput(
            N_plural(
                "unknown key: {keys}; known: {known}",
                "unknown keys: {keys}; known: {known}",
                len(unknown),
                keys=", ".join(unknown),
                known=", ".join(SECTIONS),
            ),
            source=source,
            field=unknown[0],
        )
    entries: list[DeckEntry] = []
    for section in SECTIONS:
        value = document.get(section)
        if value is None:
            continue
        if section in ("home_base", "battlesite") and not isinstance(value, list):
            value = [value]
        if not isinstance(value, list):
            raise InvalidInput(N_("expected a list of cards"), source=source, field=section)
        for position, item in enumerate(value):
            field_path = f"{section}[{position}]"
            try:
                entries.append(_json_entry(section, item))
            except InvalidInput as exc:
                detail = f"{field_path}.{exc.field}" if exc.field else field_path
                raise InvalidInput(exc.reason_sentence, source=source, field=detail) from None
    if not entries:
        raise InvalidInput(N_("the deck list holds no cards"), source=source)
    return DeckList(source, tuple(entries))


def _json_entry(section: str, item: Any) -> DeckEntry:
    if isinstance(item, str):
        if not item.strip():
            raise InvalidInput(N_("card name is missing"))
        return _entry(section, 1, item, line=None)
    if not isinstance(item, Mapping):
        raise InvalidInput(N_("a card is a name or an object with 'name'"))
    extra = sorted(set(item) - {"name", "count", "set", "grid"})
    if extra:
        raise InvalidInput(N_("unknown key '{key}'", key=extra[0]), field=extra[0])
    name = item.get("name")
    if not isinstance(name, str) or not name.strip():
        raise InvalidInput(N_("card name is missing"), field="name")
    count = item.get("count", 1)
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_COUNT:
        raise InvalidInput(
            N_("count must be a whole number 1-{most}", most=MAX_COUNT), field="count"
        )
    set_hint = item.get("set")
    if set_hint is not None and not isinstance(set_hint, str):
        raise InvalidInput(N_("set must be text"), field="set")
    grid = None
    if "grid" in item:
        raw = item["grid"]
        if section not in ("characters", "activators"):
            raise InvalidInput(N_("only characters can be given a grid"), field="grid")
        if not isinstance(raw, list) or len(raw) != 4:
            raise InvalidInput(N_("grid must be four ratings [E, F, S, I]"), field="grid")
        try:
            grid = PowerGrid(*raw)
        except InvalidInput as exc:
            raise InvalidInput(exc.reason_sentence, field="grid") from None
        except TypeError as exc:
            raise InvalidInput(str(exc), field="grid") from None
    entry = _entry(section, count, name, line=None)
    return DeckEntry(section, count, entry.name, None, set_hint or entry.set_hint, grid)
