"""A round's explanations and notes are kept as English (what the command line, the exports and
any SQL reader read, unchanged) and as sentences beside it (what the window and the page say in
their language); a round kept before the sentences were reads back as its English."""

from __future__ import annotations

import json

import pytest

from opl_tournament.domain.sentences import N_plural, Sentence, sentence_from_text
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.manual_pairing import swap_players
from opl_tournament.services.rounds import get_round, pair_next_round, unpair_last_round
from opl_tournament.services.undo import undo_last
from opl_tournament.storage import Database
from tests.helpers.events import new_event, play_round, pod_settings
from tests.helpers.said import french

NBSP = "\u00a0"


@pytest.fixture
def ctx(database: Database) -> ServiceContext:
    return ServiceContext(database)


def _round_two_with_a_pair_down(ctx: ServiceContext) -> int:
    event_id = new_event(ctx, players=5)
    play_round(ctx, event_id)
    pair_next_round(ctx, event_id)
    return event_id


def test_a_match_row_keeps_its_english_and_its_sentence(ctx: ServiceContext) -> None:
    event_id = _round_two_with_a_pair_down(ctx)
    shown = {m.table: m.explanation for m in get_round(ctx, event_id, 2).matches}
    with ctx.database.engine.connect() as raw:
        rows = raw.exec_driver_sql(
            "SELECT table_number, explanation, explanation_sentence FROM match "
            "WHERE round_number = 2"
        ).all()
        kept = json.loads(
            raw.exec_driver_sql("SELECT relaxations_json FROM round WHERE number = 2").scalar_one()
        )
    for table, english, sentence in rows:
        assert isinstance(shown[table], Sentence)
        assert english == str(shown[table])
        assert sentence_from_text(sentence, english) == shown[table]
    down = next(e for e in shown.values() if str(e).startswith("paired down"))
    assert french(down) == (
        f"apparié vers le bas de 3 à 0 points{NBSP}: un nombre impair de joueurs ont 3 points "
        "ou plus"
    )
    assert kept["notes"] == ["1 pair-down"]
    assert [french(n) for n in get_round(ctx, event_id, 2).notes] == ["1 appariement vers le bas"]


@pytest.mark.parametrize(
    ("count", "english", "in_french"),
    [
        (0, "0 pair-downs", "0 appariement vers le bas"),
        (1, "1 pair-down", "1 appariement vers le bas"),
        (2, "2 pair-downs", "2 appariements vers le bas"),
    ],
)
def test_pair_downs_are_counted_by_each_languages_rule(
    count: int, english: str, in_french: str
) -> None:
    note = N_plural("{count} pair-down", "{count} pair-downs", count)
    assert (str(note), french(note)) == (english, in_french)


def test_a_round_taken_back_and_undone_keeps_its_sentences(ctx: ServiceContext) -> None:
    event_id = _round_two_with_a_pair_down(ctx)
    paired = get_round(ctx, event_id, 2)
    unpair_last_round(ctx, event_id)
    undo_last(ctx, event_id)
    back = get_round(ctx, event_id, 2)
    said = [*(m.explanation for m in back.matches), *back.notes]
    assert all(isinstance(text, Sentence) for text in said)  # said again, not only their English
    before = [*(m.explanation for m in paired.matches), *paired.notes]
    assert [(str(t), french(t)) for t in said] == [(str(t), french(t)) for t in before]


def test_a_swap_is_noted_in_the_readers_language(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, players=4)
    first = pair_next_round(ctx, event_id).value
    a, b = first.matches[0].a, first.matches[1].a
    swapped = swap_players(ctx, event_id, a, b).value.round
    assert [str(n) for n in swapped.notes][-1] == "players swapped by the judge"
    assert french(swapped.notes[-1]) == "joueurs échangés par le juge"
    moved = swapped.matches[0]
    assert str(moved.explanation).startswith("swapped by the judge")
    assert isinstance(moved.explanation, Sentence)
    assert french(moved.explanation).startswith("échangé par le juge")


def test_a_pod_keeps_its_sentence_and_an_older_pod_its_english(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, pod_settings("Pods", seed=3), players=7)
    pods = pair_next_round(ctx, event_id).value.pods
    explained = {p.table: p.explanation for p in pods}
    assert [str(e) for e in explained.values()] == [
        "pod of 4, all on 0 points",
        "pod of 3, all on 0 points",
    ]
    back = {p.table: p.explanation for p in get_round(ctx, event_id, 1).pods}
    assert back == explained and all(isinstance(e, Sentence) for e in back.values())
    assert [french(e) for e in back.values()] == [
        "pod de 4, tous à 0 point",
        "pod de 3, tous à 0 point",
    ]
    with ctx.database.engine.begin() as raw:  # as a pod seated before migration 0008
        raw.exec_driver_sql("UPDATE pod SET explanation_sentence = NULL")
    assert [p.explanation for p in get_round(ctx, event_id, 1).pods] == [
        "pod of 4, all on 0 points",
        "pod of 3, all on 0 points",
    ]


def test_a_seating_taken_back_and_undone_keeps_its_sentences(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, pod_settings("Pods", seed=3), players=7)
    seated = [
        (str(p.explanation), p.explanation) for p in pair_next_round(ctx, event_id).value.pods
    ]
    unpair_last_round(ctx, event_id)
    undo_last(ctx, event_id)
    back = [p.explanation for p in get_round(ctx, event_id, 1).pods]
    assert all(isinstance(e, Sentence) for e in back)  # said again, not only its English
    assert [(str(e), french(e)) for e in back] == [(e, french(s)) for e, s in seated]
