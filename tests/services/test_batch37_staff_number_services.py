"""A staff number typed in lower case names the staff player in the services the window and the
phones reach: a hand pairing, a phone's report naming the staff player as the winner, and the
judge accepting it."""

from __future__ import annotations

from dataclasses import replace

from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventFormat, EventSettings, PlayerIdentity
from opl_tournament.domain.self_report import TableStatus
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.manual_pairing import pair_round_by_hand, preview_hand_pairing
from opl_tournament.services.registration import Entrant, register_player
from opl_tournament.services.rounds import get_round
from opl_tournament.services.self_report import Caller, accept_report, report_table
from tests.helpers.events import register_names

STAFF = Entrant(identity=PlayerIdentity(name="Store Staff"), is_staff=True)


def _event(ctx: ServiceContext, mode: str = "off") -> int:
    policies = EventPolicies.from_json({"self_report": {"swiss": mode}})
    settings = EventSettings(
        name="Odd", format=EventFormat.SWISS, swiss_rounds=3, policies=policies
    )
    event = create_event(ctx, replace(settings, odd_field="staff"))
    register_names(ctx, event.id, ["Ada", "Bo", "Cy"])
    assert register_player(ctx, event.id, STAFF).value.number == "S001"
    return event.id


def test_a_hand_pairing_takes_the_staff_number_in_lower_case(ctx: ServiceContext) -> None:
    event_id = _event(ctx)
    pairs = [("0001", "s001"), ("0002", "0003")]
    assert preview_hand_pairing(ctx, event_id, pairs) == []
    paired = pair_round_by_hand(ctx, event_id, pairs).value.round
    assert [(m.a, m.b) for m in paired.matches] == [("0001", "S001"), ("0002", "0003")]


def test_a_phones_report_and_the_judges_accept_name_the_staff_player_in_lower_case(
    ctx: ServiceContext,
) -> None:
    event_id = _event(ctx, mode="judge")
    pair_round_by_hand(ctx, event_id, [("0001", "S001"), ("0002", "0003")])
    answer = report_table(ctx, Caller(event_id, "0001"), event_id, 1, 1, winner="s001")
    assert answer.status is TableStatus.AWAITING_OPPONENT  # the staff player has no phone
    accept_report(ctx, event_id, 1, 1, "0001")
    assert get_round(ctx, event_id, 1).matches[0].winner == "S001"
