"""What every printed document of an event shares: its header block, paper and options, and
the counts an adjudication record shows for each game."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from typing import Any, cast

from opl_tournament.domain.languages import Language
from opl_tournament.domain.model import Event, EventFormat, OfficialRole
from opl_tournament.domain.rules.registry import all_rules, rules_for
from opl_tournament.domain.sentences import Sentence
from opl_tournament.language import formats
from opl_tournament.language.catalogs import Catalog, Words, words
from opl_tournament.printing import documents as doc
from opl_tournament.printing.layout import form_words
from opl_tournament.services.audit_log import rows_of
from opl_tournament.services.context import DEFAULT_ACTOR
from opl_tournament.services.game_settings import rules_policy
from opl_tournament.storage import Store

"""The actor the program records when nobody was named (``--actor``)."""


def printed_format(event: Event, _: Words) -> str:
    """The event's format as a form's format box says it (shorter than ``EventFormat.label``)."""
    pods = event.settings.policies.pods
    if pods is not None:
        return {
            "free-for-all": _("Pods, FFA"),
            "2v2": _("Pods, 2 vs 2"),
            "boss": _("Pods, boss"),
        }[pods.format.value]
    return {
        EventFormat.SWISS: _("Swiss"),
        EventFormat.SINGLE: _("Single elimination"),
        EventFormat.DOUBLE: _("Double elimination"),
        EventFormat.COMBINATION: _("Swiss + top cut"),
    }[event.settings.format]


def printed_date(text: str, language: Language) -> str:
    """The event's date as the language writes it ("27 nov. 2026"); English forms keep the date
    as the judge typed it (YYYY-MM-DD), as they always have."""
    if language is Language.ENGLISH or not text:
        return text
    try:
        return formats.day(date.fromisoformat(text), language)
    except ValueError:
        return text


@dataclass(frozen=True)
class PrintOptions:
    round_number: int | None = None
    """Pairings, slips, standings: which round (default: the latest; for the standings, the
    latest played to the end)."""
    by_name: bool = False
    """Pairings listed by player name instead of by table."""
    two_up: bool = False
    """Result sheets two to a page."""
    table: int | None = None
    """Adjudication: the table whose recorded time-call decision is printed."""
    copies: int = 1
    """Blank result sheets: how many."""
    page_address: str = ""
    """Pairings: the players' page's address, printed with its QR code (empty: none)."""


def paper_of(event: Event) -> doc.Paper:
    return cast(doc.Paper, event.settings.paper_size)


def event_header(event: Event, round_number: int | None = None) -> doc.EventHeader:
    s = event.settings
    judges = [o.name for o in event.officials if o.role is OfficialRole.JUDGE]
    rules = rules_for(s.game)
    return doc.EventHeader(
        event_name=s.name,
        sanction_number=s.sanction_number,
        place=s.place,
        date=printed_date(s.date, s.language),
        judge=", ".join(judges),
        format=printed_format(event, form_words(s.language)),
        round=round_number,
        brand=rules.brand,
        legion_rated=rules.legion_rated,
        draws=rules.draws,
        language=s.language,
    )


FIGURE_LABELS: dict[str, tuple[tuple[str, Sentence], ...]] = {
    rules.game: rules.time_call_figures for rules in all_rules()
}
"""What the adjudication record lists as counted at the table, per game (verdict keys)."""


def figure_text(value: object, _: Words) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or _("none")
    return str(value)


def rules_edition(event: Event) -> str:
    """The rules the event's time calls are decided by, as the record names them in the
    event's language."""
    edition = rules_for(event.settings.game).rules_edition(rules_policy(event))
    if isinstance(edition, Sentence):
        return words(event.settings.language, Catalog.MESSAGES).say(edition)
    return edition


def official_of(event: Event, actor: str) -> str:
    """Who made a decision (a penalty, a time call), as a judge reads it: the station's name
    when it is one of the event's officials, else the event's judge (a station is often named
    for its place), else the station's name unless nobody named it ("" then)."""
    if actor in {o.name for o in event.officials}:
        return actor
    judges = [o.name for o in event.officials if o.role is OfficialRole.JUDGE]
    if judges:
        return ", ".join(judges)
    return "" if actor == DEFAULT_ACTOR else actor


def recorded_by(store: Store, event_id: int, entity: str, entity_id: int) -> str:
    """The actor of the latest result still standing for a match or pod ("" if none)."""
    actors = [
        entry.actor
        for entry in store.audit_entries(event_id)
        if (entity, entity_id) in rows_of(entry) and not entry.undone
    ]
    return actors[-1] if actors else ""


def _hit_text(hit: Mapping[str, Any]) -> str:
    words = [str(hit.get("value", "?")), str(hit.get("type", "")).replace("_", " ")]
    where = ", ".join(str(hit[key]) for key in ("card", "zone") if hit.get(key))
    return " ".join(w for w in words if w) + (f" ({where})" if where else "")


def entered_characters(state: Mapping[str, Any], _: Words) -> tuple[doc.AdjudicationCharacter, ...]:
    """Each character on the judge's form with its hits (OverPower) or wounds (2PCG) and
    whether the form says it was KO'd."""
    rows: list[doc.AdjudicationCharacter] = []
    players = state.get("players", [])
    for player in players if isinstance(players, list) else ():
        if not isinstance(player, Mapping):
            continue
        number = str(player.get("id", ""))
        for character in player.get("characters") or player.get("main_characters") or ():
            if not isinstance(character, Mapping):
                continue
            hits = character.get("hits")
            knocked_out = bool(character.get("ko")) or character.get("location") == "ko"
            if isinstance(hits, list):
                listed = [h for h in hits if isinstance(h, Mapping)]
                text = "; ".join(_hit_text(h) for h in listed) or _("none")
                total = str(sum(int(h.get("value", 0) or 0) for h in listed))
            else:
                wounds, health = character.get("wounds"), character.get("health")
                # English has always printed "1 wounds"; French says "1 blessure" (0 and 1 are
                # singular there).
                text = (
                    _.plural(
                        "{count} wounds of {health} health",
                        "{count} wounds of {health} health",
                        wounds or 0,
                        health=health,
                    )
                    if health
                    else _.plural("{count} wounds", "{count} wounds", wounds or 0)
                )
                total = str(wounds or 0)
                # a main character is KO'd once its wounds reach its Health (as the engine says)
                if isinstance(wounds, int) and isinstance(health, int) and health > 0:
                    knocked_out = knocked_out or wounds >= health
            rows.append(
                doc.AdjudicationCharacter(
                    number, str(character.get("name", "")), text, total, knocked_out
                )
            )
    return tuple(rows)
