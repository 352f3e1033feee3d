"""Refusals of the events, the time-call forms and the printed forms are sentences: the command
line's English (``message``) as it always was, French from the messages catalog, counts by each
language's plural rule."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import EventFormat, EventSettings, Game
from opl_tournament.domain.rules.vs_tcg.time_call import adjudicate as tcg_adjudicate
from opl_tournament.domain.sentences import N_plural
from opl_tournament.language.catalogs import Catalog, words
from opl_tournament.language.languages import Language
from opl_tournament.services.adjudication import record_adjudication
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import (
    EventChanges,
    create_event,
    edit_event,
    export_out_of_date,
    finish_event,
)
from opl_tournament.services.exchange import note_export
from opl_tournament.services.print_kinds import PrintKind
from opl_tournament.services.printing import print_document
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import new_event, paired_cup, report_round
from tests.helpers.said import english, french

NBSP = "\u00a0"
FORM = Path(__file__).resolve().parents[2] / "resources" / "examples" / "time-call-form.json"


def test_an_event_without_a_name_is_refused_in_french(ctx: ServiceContext) -> None:
    with pytest.raises(InvalidInput) as refused:
        create_event(ctx, EventSettings(name="  ", format=EventFormat.SWISS))
    error = refused.value
    assert error.message == "field 'name': an event needs a name"
    assert french(error) == f"champ «{NBSP}name{NBSP}»{NBSP}: un tournoi doit avoir un nom"
    assert english(error) == error.message


def test_a_time_limit_out_of_bounds_names_the_game_in_french(ctx: ServiceContext) -> None:
    with pytest.raises(InvalidInput) as refused:
        create_event(ctx, EventSettings(name="Cup", time_limit_minutes=90, sanction_number="S1"))
    assert refused.value.reason == (
        "the time limit must be 30 to 45 minutes for a sanctioned OverPower event"
    )
    assert french(refused.value).endswith(
        "la limite de temps doit être de 30 à 45 minutes pour un tournoi OverPower sanctionné"
    )


@pytest.mark.parametrize(
    ("count", "in_english", "in_french"),
    [
        (0, "0 Swiss rounds have", "0 ronde suisse a déjà été appariée"),
        (1, "1 Swiss round has", "1 ronde suisse a déjà été appariée"),
        (2, "2 Swiss rounds have", "2 rondes suisses ont déjà été appariées"),
    ],
)
def test_the_rounds_already_paired_are_counted_by_each_languages_rule(
    count: int, in_english: str, in_french: str
) -> None:
    # The sentence edit_event refuses fewer rounds with (same source, so the same entry).
    sentence = N_plural(
        "{count} Swiss round has already been paired; the event cannot have fewer ({rounds})",
        "{count} Swiss rounds have already been paired; the event cannot have fewer ({rounds})",
        count,
        rounds=0,
    )
    assert str(sentence).startswith(in_english)
    said = french(sentence)
    assert said == f"{in_french}{NBSP}; le tournoi ne peut pas en avoir moins (0)"


def test_fewer_rounds_than_paired_is_refused_with_the_count(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, EventSettings(name="Cup", format=EventFormat.SWISS), players=4)
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    with pytest.raises(InvalidInput) as one:
        edit_event(ctx, event_id, EventChanges(rounds=0))
    pair_next_round(ctx, event_id)
    with pytest.raises(InvalidInput) as two:
        edit_event(ctx, event_id, EventChanges(rounds=1))
    assert one.value.reason == (
        "1 Swiss round has already been paired; the event cannot have fewer (0)"
    )
    assert two.value.reason == (
        "2 Swiss rounds have already been paired; the event cannot have fewer (1)"
    )
    assert "1 ronde suisse a déjà été appariée" in french(one.value)
    assert "2 rondes suisses ont déjà été appariées" in french(two.value)


def test_a_finished_events_rounds_and_time_limit_stay_in_french(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, EventSettings(name="Cup", format=EventFormat.SWISS), players=4)
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    finish_event(ctx, event_id)
    with pytest.raises(RefusedAction) as refused:
        edit_event(ctx, event_id, EventChanges(rounds=4, time_limit=40))
    assert refused.value.message == (
        f"event {event_id} is finished: its Swiss rounds and time limit can no longer change; "
        "undo the finish to reopen the event, then change them"
    )
    assert french(refused.value) == (
        f"le tournoi {event_id} est terminé{NBSP}: on ne peut plus changer ses rondes suisses "
        f"et sa limite de temps{NBSP}; annulez la fin pour rouvrir le tournoi, puis faites le "
        "changement"
    )


def test_an_out_of_date_export_is_said_in_french(ctx: ServiceContext, tmp_path: Path) -> None:
    event_id = new_event(ctx, EventSettings(name="Cup", format=EventFormat.SWISS), players=4)
    report_round(ctx, event_id, pair_next_round(ctx, event_id).value)
    finish_event(ctx, event_id)
    note_export(ctx, event_id, tmp_path)
    edit_event(ctx, event_id, EventChanges(place="Hobby Corner"))
    stale = export_out_of_date(ctx, event_id)
    assert stale is not None
    assert str(stale).endswith("that export is out of date; export the event again")
    assert (
        words(Language.FRENCH, Catalog.MESSAGES)
        .say(stale)
        .endswith(f"cette exportation n’est plus à jour{NBSP}; exportez le tournoi de nouveau")
    )


def _form() -> dict[str, Any]:
    state: dict[str, Any] = json.loads(FORM.read_text(encoding="utf-8"))
    return state


def test_a_time_call_form_with_too_many_missions_is_refused_in_french(
    ctx: ServiceContext,
) -> None:
    event_id = paired_cup(ctx, ("Ada", "Bo"), rounds=1)
    state = _form()
    state["players"][0]["missions"] = {"completed": 5, "defeated": 3}
    with pytest.raises(InvalidInput) as refused:
        record_adjudication(ctx, event_id, 1, 1, state, source="form.json")
    error = refused.value
    assert error.message == (
        "form.json, field 'players[0].missions': completed (5) and defeated (3) missions add "
        "up to more than the 7 of a mission set"
    )
    assert french(error) == (
        f"form.json, champ «{NBSP}players[0].missions{NBSP}»{NBSP}: les missions réussies (5) "
        "et échouées (3) dépassent ensemble les 7 d’un jeu de missions"
    )
    assert english(error) == error.message


def test_another_games_form_is_refused_in_french(ctx: ServiceContext) -> None:
    event_id = paired_cup(ctx, ("Ada", "Bo"), rounds=1)
    with pytest.raises(InvalidInput) as refused:
        record_adjudication(ctx, event_id, 1, 1, {**_form(), "game": "vs-tcg"})
    assert refused.value.reason == f"the form is for vs-tcg, but event {event_id} plays overpower"
    assert french(refused.value).endswith(
        f"la fiche est pour vs-tcg, mais le tournoi {event_id} se joue à overpower"
    )


def test_a_vs_form_where_everyone_conceded_is_refused_in_french() -> None:
    state = {
        "game": Game.VS_TCG.value,
        "players": [
            {"id": "0001", "endurance": 5, "conceded": True},
            {"id": "0002", "endurance": 3, "conceded": True},
        ],
    }
    with pytest.raises(InvalidInput) as refused:
        tcg_adjudicate(state)
    assert refused.value.reason == "every player conceded: at least one must still be in the game"
    assert french(refused.value) == (
        f"champ «{NBSP}conceded{NBSP}»{NBSP}: tous les joueurs ont concédé{NBSP}: au moins un "
        "doit encore être dans la partie"
    )


def test_printing_before_any_round_is_refused_in_french(ctx: ServiceContext) -> None:
    event_id = new_event(ctx, EventSettings(name="Cup", format=EventFormat.SWISS), players=4)
    with pytest.raises(RefusedAction) as refused:
        print_document(ctx, event_id, PrintKind.PAIRINGS)
    assert refused.value.message == "no round has been paired yet: there is nothing to print"
    assert french(refused.value) == (
        f"aucune ronde n’a encore été appariée{NBSP}: il n’y a rien à imprimer"
    )
