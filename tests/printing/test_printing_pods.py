"""Pod rounds on paper: seatings by table and name, pod slips, and a pod event's standings."""

from __future__ import annotations

import pytest

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.languages import Language
from opl_tournament.domain.model import PlayerIdentity
from opl_tournament.printing import documents as doc
from opl_tournament.printing import render_pairings_by_name, render_pairings_by_table, render_slips
from opl_tournament.printing.fonts import ELLIPSIS
from opl_tournament.services.adjudication import record_pod_adjudication
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.penalties import issue_penalty
from opl_tournament.services.printing import PrintOptions, print_document
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.rounds import (
    pair_next_round as pair_next_pod_round,
)
from opl_tournament.services.rounds import (
    report_result as report_pod,
)
from opl_tournament.storage import Database
from tests.helpers.events import pod_settings, register_names
from tests.printing.pdf_helpers import carries_whole, page_texts
from tests.printing.real_events import pod_form


def _seat(seat: int, number: str, name: str, **extra: str) -> doc.Seat:
    return doc.Seat(seat=seat, number=number, name=name, **extra)


def _pods(count: int) -> doc.RoundPairings:
    tables = []
    number = 1
    for table in range(1, count + 1):
        seats = []
        for seat in range(1, 4 if table > 1 else 5):
            seats.append(
                _seat(seat, f"{number:04d}", f"Zed {number}" if number % 2 else f"Amy {number}")
            )
            number += 1
        tables.append(doc.RoundTable(table, tuple(seats)))
    tables.append(doc.RoundTable(count + 1, (_seat(1, "9999", "Lone Player"),), bye=True))
    return doc.RoundPairings(
        header=doc.EventHeader(event_name="Pods", round=2), tables=tuple(tables), shape="pod"
    )


def test_seatings_by_table_list_every_seat_in_table_order_with_the_bye_last() -> None:
    text = "\n".join(page_texts(render_pairings_by_table(_pods(3))))
    assert "SEATINGS BY POD · ROUND 2" in text
    lines = f"\n{text}\n"  # the column says POD, as the window does
    assert "\nPOD\n" in lines and "\nTABLE\n" not in lines
    positions = [text.index(f"{n:04d}") for n in range(1, 11)]
    assert positions == sorted(positions)
    assert text.index("9999") > positions[-1] and "BYE" in text


def test_seatings_by_name_are_alphabetical_with_table_and_seat() -> None:
    text = "\n".join(page_texts(render_pairings_by_name(_pods(3))))
    amys = [text.index(f"Amy {n}") for n in (10, 2, 4, 6, 8)]  # alphabetical, not numeric
    assert amys == sorted(amys) and max(amys) < text.index("Lone Player") < text.index("Zed 1")
    assert "NAMES A – Z" in text
    assert "SEATINGS BY NAME" in text and "\nTABLE\n" not in f"\n{text}\n"


def test_one_slip_per_pod_four_to_a_page_with_a_place_box_per_seat() -> None:
    pdf = render_slips(_pods(6))
    pages = page_texts(pdf)
    assert len(pages) == 2
    text = "\n".join(pages)
    assert text.count("POD SLIP · ROUND 2") == 6 and "9999" not in text
    assert text.count("\nPOD\n") == 6 and "\nTABLE\n" not in f"\n{text}\n"  # each slip's big label
    assert text.count("signature") == 4 + 5 * 3
    assert all("POD SLIPS — cut on the dotted lines" in page for page in pages)
    assert "MATCH" not in text


def test_a_round_without_pods_prints_one_page_saying_there_are_no_pod_slips() -> None:
    empty = doc.RoundPairings(header=doc.EventHeader(event_name="Pods"), tables=(), shape="pod")
    (page,) = page_texts(render_slips(empty))
    assert "POD SLIPS" in page and "no slips to print" in page and "MATCH" not in page


@pytest.fixture
def ctx(database: Database) -> ServiceContext:
    """The program's own actor and clock, on the shared test database."""
    return ServiceContext(database)


def test_a_pod_event_prints_its_seatings_slips_and_standings_and_refuses_the_rest(
    ctx: ServiceContext,
) -> None:
    event = create_event(ctx, pod_settings("Team night", pods="2v2", seed=9))
    for i in range(1, 9):
        register_player(
            ctx, event.id, Entrant(PlayerIdentity(name=f"P{i}"), team=f"Team {(i + 1) // 2}")
        )
    seated = pair_next_pod_round(ctx, event.id).value
    winners = seated.pods[0].seats[1].side
    report_pod(ctx, event.id, 1, 1, winner=winners)
    table = "\n".join(page_texts(print_document(ctx, event.id, "pairings")))
    assert "Team 1" in table and "Pods, 2 vs 2" in table and "VS. SYSTEM" in table
    slips = "\n".join(page_texts(print_document(ctx, event.id, "slips")))
    assert "Winning team" in slips and slips.count("POD SLIP · ROUND 1") == 2
    standings = page_texts(print_document(ctx, event.id, "standings"))[0]
    assert "W-T-L-BYE" in standings and "1-0-0-0" in standings and "0-0-1-0" in standings
    first_winner = seated.pods[0].seats[1].number
    assert standings.index(first_winner) < standings.index(seated.pods[0].seats[0].number)
    by_name = page_texts(print_document(ctx, event.id, "pairings", PrintOptions(by_name=True)))
    assert "SEATINGS BY NAME" in by_name[0]
    for kind in ("ladder", "master-sheet", "result-sheets"):
        # A head-to-head Vs. System event prints them: the refusal names no game.
        with pytest.raises(RefusedAction, match="is for head-to-head events; a pod event prints"):
            print_document(ctx, event.id, kind)


def test_a_pod_time_call_record_says_when_the_judge_set_the_places(ctx: ServiceContext) -> None:
    event = create_event(ctx, pod_settings("Pods", seed=4))
    register_names(ctx, event.id, ("Ann", "Ben", "Cy", "Di"))
    pod = pair_next_pod_round(ctx, event.id).value.pods[0]
    numbers = [seat.number for seat in pod.seats]
    placings = {number: place for place, number in enumerate(reversed(numbers), start=1)}
    record_pod_adjudication(
        ctx, event.id, 1, pod.table, pod_form(numbers), judge_placings=placings, note="slow play"
    )
    options = PrintOptions(table=pod.table)
    text = " ".join(page_texts(print_document(ctx, event.id, "adjudication", options))[0].split())
    assert f"1. {numbers[-1]} 2. {numbers[-2]}" in text
    assert "The judge set the places: slow play." in text
    assert text.startswith("TIME-CALLED GAME") and f" POD {pod.table} PLAYER A " in text
    assert " TABLE " not in text.replace("AT THE TABLE", "")  # where it was counted


def test_pods44_a_pod_events_penalty_report_names_the_pod(ctx: ServiceContext) -> None:
    event = create_event(ctx, pod_settings("Pods", seed=4))
    register_names(ctx, event.id, ("Ann", "Ben", "Cy", "Di"))
    pod = pair_next_pod_round(ctx, event.id).value.pods[0]
    issue_penalty(ctx, event.id, pod.seats[0].number, "game_loss", infraction="marked cards")
    lines = page_texts(print_document(ctx, event.id, "penalties"))[0].splitlines()
    heading = lines.index("RD")
    assert lines[heading : heading + 3] == ["RD", "POD", "NO."]  # was TABLE
    row = lines.index(pod.seats[0].number)
    assert lines[row - 2 : row] == ["1", str(pod.table)]


@pytest.mark.parametrize(
    ("language", "how"),
    [
        ("en", "Winning side: 1 (both challengers alike); the other: 2. All sign."),
        ("fr", "Camp gagnant : 1 (les deux adversaires de même) ; l’autre : 2. Tous signent."),
    ],
)
def test_a_boss_battle_slip_asks_for_the_places_the_program_takes(
    ctx: ServiceContext, language: str, how: str
) -> None:
    """The challengers win or lose together: the slip says so (a free-for-all's "equal places
    for a tie" had them write 1, 2 and 3, which the result line refuses)."""
    settings = pod_settings("Boss night", pods="boss", seed=2, language=Language(language))
    event = create_event(ctx, settings)
    register_names(ctx, event.id, ("Ann", "Ben", "Cy"))
    pod = pair_next_pod_round(ctx, event.id).value.pods[0]
    (page,) = page_texts(print_document(ctx, event.id, "slips"))
    assert carries_whole(page, how) and ELLIPSIS not in page
    assert "equal places" not in page and "places égales" not in page
    boss, *challengers = pod.seats  # the boss sits first
    as_the_slip_says = {boss.number: 2, **{seat.number: 1 for seat in challengers}}
    report_pod(ctx, event.id, 1, pod.table, placings=as_the_slip_says)


def test_a_french_boss_battle_names_its_roles_in_french_as_the_window_does(
    ctx: ServiceContext,
) -> None:
    settings = pod_settings("Boss night", pods="boss", seed=2, language=Language.FRENCH)
    event = create_event(ctx, settings)
    register_names(ctx, event.id, ("Ann", "Ben", "Cy"))
    pair_next_pod_round(ctx, event.id)
    for kind in ("pairings", "slips"):
        (page,) = page_texts(print_document(ctx, event.id, kind))
        assert page.count("adversaire") >= 2 and "challenger" not in page, kind


def test_a_2v2_time_call_is_recorded_from_the_form_and_its_record_printed(
    ctx: ServiceContext,
) -> None:
    """The engine places the two teams (a team's two players together): the winning team is
    first and the other second (the service made them first and third, and refused it)."""
    event = create_event(ctx, pod_settings("Team night", pods="2v2", seed=9))
    for i in range(1, 5):
        team = f"Team {(i + 1) // 2}"
        register_player(ctx, event.id, Entrant(PlayerIdentity(name=f"P{i}"), team=team))
    pod = pair_next_pod_round(ctx, event.id).value.pods[0]
    form = pod_form([seat.number for seat in pod.seats])
    sides = {seat.number: seat.side for seat in pod.seats}
    for player in form["players"]:
        player["team"] = sides[player["id"]]
    view, _verdict = record_pod_adjudication(ctx, event.id, 1, pod.table, form).value
    places = {seat.side: seat.placing for seat in view.seats}
    assert sorted(places.values()) == [1, 2]
    record = page_texts(print_document(ctx, event.id, "adjudication", PrintOptions(table=1)))[0]
    first = next(side for side, place in places.items() if place == 1)
    assert first in sides.values() and "DECISION" in record
