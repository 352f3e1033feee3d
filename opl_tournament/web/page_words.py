"""The page's words for what the services hand over in English or as codes: the round clock,
results, formats, the standings' headings and figures, a table report's status.

Each function takes the request's ``Words`` (the page catalog in its language). The services
give results as sentences (said from the messages catalog) and a seat's team or role as codes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from opl_tournament.domain.errors import InvalidInput
from opl_tournament.domain.pairing.pods import BOSS_ROLE, CHALLENGER_ROLE, CHALLENGERS_SIDE
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.sentences import Sentence
from opl_tournament.domain.standings import PERCENTAGES, TIEBREAK_LABELS, tiebreak_text
from opl_tournament.language import formats
from opl_tournament.language.catalogs import Words
from opl_tournament.language.languages import Language
from opl_tournament.services.player_view import Seat, TableLine, ordinal

CLOCK_PLACE = "{time}"
"""Where the time left goes in the clock's words (the page's script fills it in each second)."""


def clock_words(_: Words) -> dict[str, str]:
    """The clock's sentences by its state, with ``{time}`` for the time left ("12:40")."""
    return {
        "running": _("{time} left"),
        "paused": _("{time} left (paused)"),
        "not started": _("{time} (not started)"),
        "time": _("Time"),
    }


def clock_text(_: Words, clock: Mapping[str, object] | None) -> str:
    """A clock of the status document (its ``state`` and ``remaining``) as the page shows it."""
    if not clock:
        return ""
    sentence = clock_words(_).get(str(clock.get("state")), CLOCK_PLACE)
    return sentence.replace(CLOCK_PLACE, str(clock.get("remaining", "")))


def format_name(_: Words, code: str) -> str:
    """An event's format (its code in the API) in the page's words, as the window names it."""
    names = {
        "swiss": _.in_context("event format", "Swiss"),
        "single": _.in_context("event format", "Single elimination"),
        "double": _.in_context("event format", "Double elimination"),
        "combination": _.in_context("event format", "Swiss, then a top cut"),
    }
    return names.get(code, code)


def game_name(code: str) -> str:
    """An event's game (its code in the API) by its name: "OverPower", "Vs. System 2PCG"."""
    try:
        return rules_for(code).label
    except InvalidInput:
        return code


def report_status(_: Words, code: str | None, pods: bool = False) -> str:
    """Where a table's report stands (a code of the API), said to the player (``pods``: at a
    pod, where more than one other player confirms)."""
    waiting = _("waiting for the others at the table to confirm") if pods else None
    words = {
        "awaiting-opponent": waiting or _("waiting for the other player to confirm"),
        "awaiting-judge": _("agreed; waiting for the judge to accept it"),
        "disputed": _("the reports differ: a judge will settle it"),
        "recorded": _("recorded"),
    }
    return words.get(code or "", _("nobody has reported yet"))


def own_result(_: Words, code: str) -> str:
    """A player's result on their own page (a code of ``/api/me``: win, loss, draw…; in a
    pod, "place N")."""
    if code.startswith("place ") and code.removeprefix("place ").isdigit():
        return _("place {number}", number=code.removeprefix("place "))
    words = {
        "win": _("win"),
        "loss": _("loss"),
        "draw": _("draw"),
        "double-loss": _("double loss"),
        "bye": _("bye"),
    }
    return words.get(code, code)


def result_text(_: Words, result: Sentence | None) -> str:
    """A result as the services give it (a table's or a player's round: "Ann Lee won", "2nd of
    4"), in the page's language; "" while being played."""
    return "" if result is None else _.say(result)


def place_word(_: Words, place: int) -> str:
    """A finishing place in a pod as the page says it: "1st", "2nd" ("1er", "2e")."""
    return _.say(ordinal(place))


def seat_label(_: Words, seat: Seat) -> str:
    """A pod seat's team ("team A") or role ("boss", "challenger"); "" head to head."""
    if seat.role:
        return role_word(_, seat.role)
    return _("team {side}", side=seat.team) if seat.team else ""


def role_word(_: Words, code: str) -> str:
    """A boss pod's role or side (a code of the services) in the page's language; a team's
    name (the judge's own word) as it is."""
    words = {
        BOSS_ROLE: _("boss"),
        CHALLENGER_ROLE: _("challenger"),
        CHALLENGERS_SIDE: _("challengers"),
    }
    return words.get(code, code)


def sides(seats: Sequence[Seat]) -> list[list[Seat]]:
    """A table's seats as the sides that play against each other, in seat order: a 2 vs 2
    team's two players together, a boss's challengers together; everyone else alone."""
    grouped: dict[tuple[str, str], list[Seat]] = {}
    for seat in seats:
        if seat.team or seat.role:
            side = ("team", seat.team) if seat.team else ("role", seat.role)
        else:
            side = ("seat", seat.number)
        grouped.setdefault(side, []).append(seat)
    return list(grouped.values())


def partners(tables: Iterable[TableLine]) -> dict[str, list[Seat]]:
    """Who plays on each player's side at their table (a 2 vs 2 teammate, the other
    challengers of a boss), by number; nobody's in a head-to-head or free-for-all round."""
    found: dict[str, list[Seat]] = {}
    for line in tables:
        for side in sides(line.seats):
            if len(side) > 1:
                for seat in side:
                    found[seat.number] = [other for other in side if other is not seat]
    return found


def side_label(_: Words, side: Sequence[Seat]) -> str:
    """What a side plays as: its team ("team A"), "boss", "challengers"; "" for a player alone."""
    first = side[0]
    if first.role == CHALLENGER_ROLE and len(side) > 1:
        return role_word(_, CHALLENGERS_SIDE)
    return seat_label(_, first)


def tiebreak_label(_: Words, name: str) -> str:
    """A tiebreaker's column heading."""
    label = TIEBREAK_LABELS.get(name)
    return name if label is None else _.say(label)


def figures(language: Language) -> Callable[[str, float | None], str]:
    """A tiebreaker's value as the language writes it (English: as the window and the printed
    forms do)."""
    if language is Language.ENGLISH:
        return tiebreak_text

    def figure(name: str, value: float | None) -> str:
        if value is None:
            return "–"
        if name in PERCENTAGES:
            return formats.percent(value, language)
        return points(value, language)

    return figure


def points(value: float, language: Language) -> str:
    """Points (or a sum of them): "4", "4.5"; "4,5" in French."""
    if language is Language.ENGLISH or float(value).is_integer():
        return f"{value:g}"
    return formats.number(value, language, decimals=1 if round(value, 1) == value else 2)


def record_heading(_: Words, with_draws: bool) -> str:
    """The record column's heading: games won, lost (drawn), byes."""
    return _("W-L-D-Bye") if with_draws else _("W-L-Bye")
