"""A player should have one bye at most; an elimination bracket sometimes cannot help giving a
second (17 players in a double elimination of 32: the losers' bracket's second round meets the
byes of the first). The pairing then says so, by name, for the judge."""

from __future__ import annotations

from opl_tournament.domain.model import EventFormat
from opl_tournament.domain.pairing.records import RoundPairing
from tests.domain.bracket_play import Event, favourite, field, seeded


def _second_bye_notes(pairing: RoundPairing) -> list[str]:
    return [str(note) for note in pairing.notes if "second bye" in str(note)]


def test_seventeen_players_double_elimination_names_the_second_byes() -> None:
    event = Event(seeded(EventFormat.DOUBLE), field(17))
    assert _second_bye_notes(event.pair()) == []  # round 1: the 15 first byes
    event.report(favourite)
    assert _second_bye_notes(event.pair()) == []  # 0017, beaten, has its first bye
    event.report(favourite)
    had_a_bye = {m.a for m in event.matches if m.b is None}
    third = event.pair()
    again = [p.a for p in third.pairings if p.b is None and p.a in had_a_bye]
    assert len(again) > 1, "the losers' bracket's second round meets first-round byes"
    assert _second_bye_notes(third) == [
        f"a second bye for {', '.join(again)}: the bracket has no one to put against these players"
    ]
