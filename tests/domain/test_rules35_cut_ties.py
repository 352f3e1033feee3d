"""Swiss then a cut: when players level on points and every tiebreaker straddle the cut line,
the program can only order them by player number; the cut's pairing tells the judge so."""

from __future__ import annotations

from opl_tournament.domain.model import EventFormat
from opl_tournament.domain.pairing.records import EventConfig
from opl_tournament.domain.standings import compute_standings
from tests.domain.bracket_play import Event, favourite, field


def _after_swiss(players: int, cut: int) -> Event:
    config = EventConfig(format=EventFormat.COMBINATION, rounds=1, cut_size=cut, seed=5)
    event = Event(config, field(players))
    event.pair()
    event.report(favourite)
    return event


def test_a_tie_across_the_cut_line_is_told_to_the_judge() -> None:
    event = _after_swiss(6, cut=2)
    rows = compute_standings(event.config, event.entrants, event.matches).rows
    level = [row.number for row in rows if row.rank == 1]
    assert len(level) == 3, "three round-one winners, level on everything"
    cut = event.pair()
    assert cut.stage == "elimination"
    inside = {p.a for p in cut.pairings} | {p.b for p in cut.pairings if p.b}
    (outside,) = set(level) - inside
    said = " ".join(str(note) for note in cut.notes)
    assert "cut line" in said and outside in said and "player number" in said
    assert all(number in said for number in inside)


def test_no_word_when_the_cut_line_falls_between_different_standings() -> None:
    event = _after_swiss(4, cut=2)  # the two winners make the cut, the two losers do not
    cut = event.pair()
    assert not [note for note in cut.notes if "cut line" in str(note)]
