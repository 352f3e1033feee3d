"""Undo: take back a judge's actions one at a time, newest first, per station.

Each station (its ``ctx.actor``) undoes its own newest action still in force (Ctrl+Z), or the
players' newer one from a phone or the kiosk (the judge is in charge of the phones, but never
of another judge's station); another station's action can be undone by naming it (the Log
page, after a confirmation). Either way an
action is taken back only when nothing still in force came after it that could depend on it: no
later action on the same player, match or penalty, and no later pairing, finishing or setting
change of the event (those depend on everything before them but a penalty that changed no
game and no player's standing, such as a warning), whoever made it. Each undo is itself a
transaction and an audit row, and it marks the action it took back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.model import (
    AuditEntry,
    EventStatus,
    MembershipAction,
    PlayerIdentity,
    RegistrationStatus,
)
from opl_tournament.domain.pairing.records import RoundStage, RoundStatus
from opl_tournament.domain.self_report import actor_said
from opl_tournament.domain.sentences import N_, words_from_record
from opl_tournament.services.audit_log import rows_of
from opl_tournament.services.changes import Changed, Changes
from opl_tournament.services.context import ServiceContext, Subject, require_event
from opl_tournament.services.events import restore_event_details
from opl_tournament.services.player_codes import restore_code
from opl_tournament.services.rounds import (
    ROUNDS_FIXED,
    release_fixed_rounds,
    restore_taken_back,
)
from opl_tournament.services.self_report import CHANNEL_ACTORS, restore_claims
from opl_tournament.services.self_service import undrop_absent
from opl_tournament.storage import Store
from opl_tournament.storage.player_numbers import numbers_given_since
from opl_tournament.storage.pod_store import NewPod, NewSeat
from opl_tournament.storage.round_store import NewMatch, notes_from_record

# An undo is not itself undone, a restore is not undone, and an export (files written for the
# rating service) is only recorded: it changes nothing to take back.
NOT_JUDGE_ACTIONS = frozenset(
    {AuditAction.UNDO, AuditAction.BACKUP_RESTORE, AuditAction.EVENT_EXPORT}
)

Handler = Callable[[Store, AuditEntry], None]


def _before(entry: AuditEntry) -> dict[str, Any]:
    if entry.before is None:
        raise RefusedAction(
            N_("the audit row of '{action}' does not say what came before", action=entry.said)
        )
    return dict(entry.before)


def _registration_id(store: Store, event_id: int, number: object) -> int:
    registration = store.find_registration(event_id, str(number))
    assert registration is not None, f"player {number} is no longer registered"
    return registration.id


def _paired_numbers(store: Store, event_id: int) -> set[str]:
    """The numbers of the players seated at a table of some round (head to head or in pods)."""
    seated = {n for r in store.rounds.rounds(event_id) for m in r.matches for n in (m.a, m.b)}
    in_pods = {
        seat.registration
        for pods in store.pods.pods(event_id).values()
        for pod in pods
        for seat in pod.seats
    }
    if in_pods:
        seated |= {r.number for r in store.registrations(event_id) if r.id in in_pods}
    return {n for n in seated if n is not None}


def _take_back_registration(
    store: Store, registration_id: int, player_id: int, after: dict[str, Any]
) -> None:
    """Delete a registration; and the player record it created, or its details back as they
    were before it replaced them."""
    store.delete_registration(registration_id)
    if after.get("player_created"):
        store.delete_player_if_unused(player_id)
    elif isinstance(identity_before := after.get("identity_before"), dict):
        store.update_player_identity(player_id, identity_from_record(identity_before))


def _undo_register(store: Store, entry: AuditEntry) -> None:
    assert entry.entity_id is not None and entry.event_id is not None
    registration = store.registration_by_id(entry.entity_id)
    if registration.number in _paired_numbers(store, entry.event_id):
        raise RefusedAction(
            N_("player {player} has already been paired", player=registration.number)
        )
    after = entry.after if isinstance(entry.after, dict) else {}
    _take_back_registration(store, registration.id, registration.player.id, after)


def _imported(entry: AuditEntry) -> list[dict[str, Any]]:
    """The players an import's audit row says it registered."""
    imported = (entry.after or {}).get("registrations")
    return [dict(r) for r in imported] if isinstance(imported, list) else []


def _undo_import(store: Store, entry: AuditEntry) -> None:
    """Every player of an import taken back at once (refused if any has been paired)."""
    assert entry.event_id is not None
    imported = _imported(entry)
    paired = _paired_numbers(store, entry.event_id)
    for record in imported:
        if record["number"] in paired:
            raise RefusedAction(
                N_("player {player} has already been paired", player=record["number"])
            )
    for record in reversed(imported):
        _take_back_registration(store, int(record["id"]), int(record["player_id"]), record)


def _undo_registration_change(store: Store, entry: AuditEntry) -> None:
    assert entry.entity_id is not None
    before = _before(entry)
    columns: dict[str, Any] = {"status": RegistrationStatus(str(before["status"])).value}
    for key in ("dropped_round", "reentered_round", "disqualified_round", "fee_cents", "fee_paid"):
        if key in before:
            columns[key] = before[key]
    store.update_registration(entry.entity_id, **columns)


def _undo_deck(store: Store, entry: AuditEntry) -> None:
    assert entry.entity_id is not None
    before = _before(entry)
    store.update_registration(
        entry.entity_id,
        deck_text=before.get("deck_text"),
        deck_legal=before.get("deck_legal"),
        deck_report_json=None,
    )


def identity_from_record(record: dict[str, Any]) -> PlayerIdentity:
    """A player's details as an audit row keeps them."""
    fields = dict(record)
    fields["membership_action"] = MembershipAction(str(fields["membership_action"]))
    return PlayerIdentity(**fields)


def _undo_edit(store: Store, entry: AuditEntry) -> None:
    assert entry.entity_id is not None
    store.update_player_identity(entry.entity_id, identity_from_record(_before(entry)))


def _undo_result(store: Store, entry: AuditEntry) -> None:
    assert entry.entity_id is not None and entry.event_id is not None
    _restore_match(store, entry.event_id, {**_before(entry), "id": entry.entity_id})
    _restore_settled_claims(store, entry)


def _restore_settled_claims(store: Store, entry: AuditEntry) -> None:
    """A result the players agreed on (or the judge accepted) kept the claims it settled."""
    assert entry.event_id is not None
    if entry.before is not None and "claims" in entry.before:
        restore_claims(store, entry.event_id, entry.before)


def _undo_claims(store: Store, entry: AuditEntry) -> None:
    assert entry.event_id is not None
    restore_claims(store, entry.event_id, _before(entry))


def _undo_code(store: Store, entry: AuditEntry) -> None:
    assert entry.entity_id is not None
    code = _before(entry).get("code")
    restore_code(store, entry.entity_id, None if code is None else str(code))


def _undo_check_in(store: Store, entry: AuditEntry) -> None:
    assert entry.entity_id is not None
    store.self_service.set_checked_in(entry.entity_id, None)


def _undo_drop_absent(store: Store, entry: AuditEntry) -> None:
    assert entry.event_id is not None
    undrop_absent(store, entry.event_id, [str(n) for n in _before(entry)["players"]])


def _undo_call(store: Store, entry: AuditEntry) -> None:
    assert entry.entity_id is not None
    store.self_service.delete_call(entry.entity_id)


def _undo_call_answer(store: Store, entry: AuditEntry) -> None:
    assert entry.entity_id is not None
    store.self_service.set_acknowledged(entry.entity_id, None, None)


def _restore_match(store: Store, event_id: int, before: dict[str, Any]) -> None:
    _put_back_match(store, event_id, before)
    _match_round_status(store, event_id, int(before["round"]))


def _put_back_match(store: Store, event_id: int, before: dict[str, Any]) -> None:
    winner, result, decided_by = (before.get(k) for k in ("winner", "result", "decided_by"))
    adjudication = before.get("adjudication")
    store.rounds.set_result(
        int(before["id"]),
        winner=None if winner is None else _registration_id(store, event_id, winner),
        result=None if result is None else str(result),
        decided_by=None if decided_by is None else str(decided_by),
        adjudication=dict(adjudication) if isinstance(adjudication, dict) else None,
    )


def _match_round_status(store: Store, event_id: int, number: int) -> None:
    """A head-to-head round complete again, or no longer, after results were put back."""
    stored = store.rounds.round(event_id, number)
    assert stored is not None
    complete = all(m.result is not None for m in stored.matches)
    status = RoundStatus.COMPLETE if complete else RoundStatus.PAIRED
    store.rounds.set_round_status(stored.id, status.value)


def _undo_penalty(store: Store, entry: AuditEntry) -> None:
    assert entry.entity_id is not None and entry.event_id is not None
    before = _before(entry)
    store.penalties.delete(entry.entity_id)
    store.update_registration(
        int(before["registration_id"]),
        status=RegistrationStatus(str(before["status"])).value,
        disqualified_round=before.get("disqualified_round"),
    )
    for game in ("match", "in_play"):  # the game named, and the one a disqualification ended
        if before.get(game) is not None:
            _restore_match(store, entry.event_id, dict(before[game]))


def _undo_pair(store: Store, entry: AuditEntry) -> None:
    assert entry.entity_id is not None and entry.event_id is not None
    stored = store.rounds.round(entry.event_id, entry.entity_id)
    assert stored is not None
    store.rounds.delete_round(stored.id)
    if stored.number == 1:
        store.set_event_status(entry.event_id, EventStatus.REGISTRATION)
        event = require_event(store, entry.event_id)
        release_fixed_rounds(store, event, (entry.after or {}).get(ROUNDS_FIXED))


def _undo_unpair(store: Store, entry: AuditEntry) -> None:
    assert entry.event_id is not None
    before = _before(entry)
    event_id = entry.event_id

    def registration(number: object) -> int | None:
        return None if number is None else _registration_id(store, event_id, number)

    matches = [
        NewMatch(
            table=int(m["table"]),
            a=_registration_id(store, event_id, m["a"]),
            b=registration(m["b"]),
            explanation=words_from_record(m, "explanation"),
            match_code=m.get("match"),
            bracket=m.get("bracket"),
            winner=registration(m.get("winner")),
            result=m.get("result"),
            decided_by=m.get("decided_by"),
            manual=bool(m.get("manual", False)),
        )
        for m in before["pairings"]
    ]
    round_id = store.rounds.add_round(
        event_id,
        int(before["round"]),
        str(before.get("stage", RoundStage.SWISS.value)),
        matches,
        relaxations=before.get("relaxations", ()),
        notes=notes_from_record(before),
    )
    _match_round_status(store, event_id, int(before["round"]))
    _put_back_clock(store, round_id, before)
    store.set_event_status(event_id, EventStatus.RUNNING)
    restore_taken_back(store, event_id, before)


def _put_back_clock(store: Store, round_id: int, before: dict[str, Any]) -> None:
    """A round put back keeps the clock it had (started, paused, extended) when taken back."""
    if before.get("clock"):
        store.rounds.set_clock(round_id, dict(before["clock"]))


def _undo_swap(store: Store, entry: AuditEntry) -> None:
    assert entry.entity_id is not None and entry.event_id is not None
    stored = store.rounds.round(entry.event_id, entry.entity_id)
    assert stored is not None
    store.rounds.delete_round(stored.id)
    _undo_unpair(store, entry)


def _undo_finish(store: Store, entry: AuditEntry) -> None:
    assert entry.event_id is not None
    store.set_event_status(entry.event_id, EventStatus(str(_before(entry)["status"])))


def _undo_clock(store: Store, entry: AuditEntry) -> None:
    assert entry.entity_id is not None and entry.event_id is not None
    stored = store.rounds.round_header(entry.event_id, entry.entity_id)
    assert stored is not None
    store.rounds.set_clock(stored.id, _before(entry))


def _undo_pod_result(store: Store, entry: AuditEntry) -> None:
    assert entry.entity_id is not None and entry.event_id is not None
    _restore_pod(store, entry.event_id, {**_before(entry), "id": entry.entity_id})
    _restore_settled_claims(store, entry)


def _restore_pod(store: Store, event_id: int, before: dict[str, Any]) -> None:
    placings = {
        str(seat["side"]): int(seat["placing"])
        for seat in before["seats"]
        if seat.get("placing") is not None
    }
    complete = len(placings) == len({str(seat["side"]) for seat in before["seats"]})
    decided_by, adjudication = before.get("decided_by"), before.get("adjudication")
    store.pods.set_placings(
        int(before["id"]),
        placings if complete else None,
        decided_by=None if decided_by is None else str(decided_by),
        adjudication=dict(adjudication) if isinstance(adjudication, dict) else None,
    )
    stored = store.rounds.round_header(event_id, int(before["round"]))
    assert stored is not None
    pods = store.pods.pods(event_id).get(stored.number, ())
    done = all(p.bye or p.placings is not None for p in pods)
    status = RoundStatus.COMPLETE if done else RoundStatus.PAIRED
    store.rounds.set_round_status(stored.id, status.value)


def _undo_results_file(store: Store, entry: AuditEntry) -> None:
    """Every table of a results file back as it was (each had no result before)."""
    assert entry.event_id is not None
    before = _before(entry)
    tables = [dict(t) for t in before.get("tables", [])]
    if before.get("entity") == "pod":
        for table in tables:
            _restore_pod(store, entry.event_id, table)
        return
    for table in tables:
        _put_back_match(store, entry.event_id, table)
    _match_round_status(store, entry.event_id, int(before["round"]))


def _undo_pod_unpair(store: Store, entry: AuditEntry) -> None:
    assert entry.event_id is not None
    before = _before(entry)
    event_id = entry.event_id
    round_id = store.rounds.add_round(
        event_id,
        int(before["round"]),
        RoundStage.PODS.value,
        [],
        relaxations=before.get("relaxations", ()),
        notes=notes_from_record(before),
    )
    store.pods.add_pods(
        event_id,
        round_id,
        int(before["round"]),
        [
            NewPod(
                table=int(pod["table"]),
                seats=tuple(
                    NewSeat(
                        _registration_id(store, event_id, seat["number"]),
                        str(seat["side"]),
                        str(seat.get("role") or ""),
                    )
                    for seat in pod["seats"]
                ),
                explanation=words_from_record(pod, "explanation"),
                bye=bool(pod.get("bye")),
            )
            for pod in before["pods"]
        ],
    )
    if all(bool(pod.get("bye")) for pod in before["pods"]):
        store.rounds.set_round_status(round_id, RoundStatus.COMPLETE.value)
    _put_back_clock(store, round_id, before)
    store.set_event_status(event_id, EventStatus.RUNNING)
    restore_taken_back(store, event_id, before)


def _undo_team(store: Store, entry: AuditEntry) -> None:
    assert entry.entity_id is not None
    team = _before(entry).get("team")
    store.update_registration(entry.entity_id, team=None if team is None else str(team))


def _undo_setting(store: Store, entry: AuditEntry) -> None:
    assert entry.event_id is not None
    event = store.event(entry.event_id)
    policies = event.settings.policies.with_rules(_before(entry).get("rules") or {})
    store.update_event_settings(entry.event_id, replace(event.settings, policies=policies))


def _undo_ratings_setting(store: Store, entry: AuditEntry) -> None:
    assert entry.event_id is not None
    event = store.event(entry.event_id)
    policies = event.settings.policies.with_ratings(**_before(entry))
    store.update_event_settings(entry.event_id, replace(event.settings, policies=policies))


def _undo_event_edit(store: Store, entry: AuditEntry) -> None:
    assert entry.event_id is not None
    restore_event_details(store, entry.event_id, _before(entry))


def _undo_ratings_apply(store: Store, entry: AuditEntry) -> None:
    from opl_tournament.services.ratings import unrate_event

    assert entry.event_id is not None
    unrate_event(store, entry.event_id)


def _undo_legion_number(store: Store, entry: AuditEntry) -> None:
    from opl_tournament.services.legion_numbers import take_back_legion_number

    take_back_legion_number(store, entry)


def _undo_ratings_undo(store: Store, entry: AuditEntry) -> None:
    from opl_tournament.services.ratings import rate_event

    assert entry.event_id is not None
    rate_event(store, entry.event_id)


HANDLERS: dict[AuditAction, Handler] = {
    AuditAction.RATINGS_APPLY: _undo_ratings_apply,
    AuditAction.RATINGS_UNDO: _undo_ratings_undo,
    AuditAction.EVENT_EDIT: _undo_event_edit,
    AuditAction.PLAYER_REGISTER: _undo_register,
    AuditAction.PLAYER_IMPORT: _undo_import,
    AuditAction.PLAYER_DROP: _undo_registration_change,
    AuditAction.PLAYER_REENTER: _undo_registration_change,
    AuditAction.PLAYER_DISQUALIFY: _undo_registration_change,
    AuditAction.PLAYER_FEE: _undo_registration_change,
    AuditAction.PLAYER_EDIT: _undo_edit,
    AuditAction.PLAYER_LEGION_NUMBER: _undo_legion_number,
    AuditAction.MATCH_REPORT: _undo_result,
    AuditAction.MATCH_CORRECT: _undo_result,
    AuditAction.RESULTS_FILE: _undo_results_file,
    AuditAction.ROUND_PAIR: _undo_pair,
    AuditAction.POD_PAIR: _undo_pair,
    AuditAction.POD_UNPAIR: _undo_pod_unpair,
    AuditAction.POD_REPORT: _undo_pod_result,
    AuditAction.POD_CORRECT: _undo_pod_result,
    AuditAction.PLAYER_TEAM: _undo_team,
    AuditAction.EVENT_SETTING: _undo_setting,
    AuditAction.RATINGS_SETTING: _undo_ratings_setting,
    AuditAction.ROUND_UNPAIR: _undo_unpair,
    AuditAction.ROUND_SWAP: _undo_swap,
    AuditAction.EVENT_FINISH: _undo_finish,
    AuditAction.PENALTY_ISSUE: _undo_penalty,
    AuditAction.PLAYER_DECK: _undo_deck,
    AuditAction.PLAYER_CODE: _undo_code,
    AuditAction.PLAYER_CHECK_IN: _undo_check_in,
    AuditAction.PLAYER_DROP_ABSENT: _undo_drop_absent,
    AuditAction.REPORT_CLAIM: _undo_claims,
    AuditAction.REPORT_CONFIRM: _undo_claims,
    AuditAction.REPORT_WITHDRAW: _undo_claims,
    AuditAction.JUDGE_CALL: _undo_call,
    AuditAction.JUDGE_CALL_ANSWER: _undo_call_answer,
    **{action: _undo_clock for action in AuditAction if action.area == "clock"},
}


# What a judge does to a finished event (and may take back while it stays finished): finishing
# it, its ratings and what they count (forfeits, byes after a disqualification: chosen before
# rating the event, which follows the finish), its details and its players' details and fees
# (an edit made before finishing depends on the finish), a player's Legion number given (a
# newcomer who joined the Legion after the event). Every other write refuses a finished event;
# a deck list and a code renewed are listed too because older versions accepted them after the
# finish: left out, such a row would bar undo from the finish, and the event could never be
# reopened.
AFTER_FINISHING = frozenset(
    {
        AuditAction.EVENT_FINISH,
        AuditAction.PLAYER_LEGION_NUMBER,
        AuditAction.EVENT_EDIT,
        AuditAction.RATINGS_APPLY,
        AuditAction.RATINGS_UNDO,
        AuditAction.RATINGS_SETTING,
        AuditAction.PLAYER_EDIT,
        AuditAction.PLAYER_FEE,
        AuditAction.PLAYER_DECK,
        AuditAction.PLAYER_CODE,
    }
)


# Actions every later action may depend on: a pairing, the end of the event, a rule setting.
_WHOLE_EVENT = ("round.", "pod.pair", "pod.unpair", "event.")
# The round clock's actions depend on one another (each one's "before" is the one before's
# "after"), and on the pairing, but not on a result, nor a result on them.
_CLOCK = "clock."
# Actions whose log rows name no player by number.
_NAMES_NO_PLAYER = ("event.", "ratings.", "clock.")


def _in_force(store: Store, event_id: int) -> list[AuditEntry]:
    return [
        entry
        for entry in store.audit_entries(event_id)
        if not entry.undone and entry.action not in NOT_JUDGE_ACTIONS
    ]


def _touches(entry: AuditEntry) -> set[tuple[str, object]]:
    """What an action changed: its row, and the player or match a penalty also changed."""
    if entry.action.startswith(_WHOLE_EVENT):
        return {("event", entry.event_id)}
    if entry.action.startswith(_CLOCK):
        return {("clock", entry.event_id)}
    if entry.action == AuditAction.PLAYER_IMPORT:  # each player it registered
        return {("registration", r["id"]) for r in _imported(entry)}
    keys = rows_of(entry)  # a results file: each table it recorded
    before = entry.before or {}
    if "registration_id" in before:
        keys.add(("registration", before["registration_id"]))
    for game in ("match", "in_play"):
        match = before.get(game)
        if isinstance(match, dict) and "id" in match:
            keys.add(("match", match["id"]))
    return keys


def _changed_only_its_penalty(entry: AuditEntry) -> bool:
    """A penalty that forfeited no game and disqualified nobody (a warning, a renege's lost
    battle): a later pairing or setting reads nothing it changed, so only a later action on the
    same player (whose penalties count it) depends on it."""
    after = entry.after or {}
    return entry.action == AuditAction.PENALTY_ISSUE and not (
        after.get("game_forfeited") or after.get("disqualified")
    )


def _later_dependent(in_force: list[AuditEntry], entry: AuditEntry) -> AuditEntry | None:
    """The first action still in force after ``entry`` that may depend on it, if any."""
    mine = _touches(entry)
    whole_event = not _changed_only_its_penalty(entry)
    for later in in_force:
        if later.id <= entry.id:
            continue
        theirs = _touches(later)
        if (whole_event and ("event", entry.event_id) in mine | theirs) or mine & theirs:
            return later
    return None


def _latest(store: Store, event_id: int, actor: str) -> AuditEntry | None:
    return store.latest_in_force(
        event_id, NOT_JUDGE_ACTIONS, actor=actor, actors_like=CHANNEL_ACTORS
    )


def next_undo(ctx: ServiceContext, event_id: int) -> AuditEntry | None:
    """The action this station's undo would take back now: its own or a player's from a phone
    or the kiosk, whichever is newer (None when there is none)."""
    with ctx.read() as store:
        require_event(store, event_id)
        entry = _latest(store, event_id, ctx.actor)
    return entry if entry is not None and entry.action in HANDLERS else None


def undo_last(ctx: ServiceContext, event_id: int) -> Changed[AuditEntry]:
    """Take back this station's (or a phone's or the kiosk's) newest action still in force;
    returns the action undone."""
    with ctx.write() as store:
        require_event(store, event_id)
        entry = _latest(store, event_id, ctx.actor)
        if entry is None:
            raise RefusedAction(
                N_(
                    "no action by '{actor}' is left to undo in this event (another station's "
                    "actions are undone from the Log page)",
                    actor=actor_said(ctx.actor),
                )
            )
        _take_back(store, ctx, event_id, entry)
    return Changed(entry, Changes.of_undone(entry))


def undo_entry(ctx: ServiceContext, event_id: int, entry_id: int) -> Changed[AuditEntry]:
    """Take back one chosen action (perhaps another station's), from the Log page."""
    with ctx.write() as store:
        require_event(store, event_id)
        entry = next((e for e in store.audit_entries(event_id) if e.id == entry_id), None)
        if entry is None or entry.action in NOT_JUDGE_ACTIONS:
            raise RefusedAction(
                N_(
                    "there is no action {action} to undo in event {event}",
                    action=entry_id,
                    event=event_id,
                )
            )
        if entry.undone:
            raise RefusedAction(N_("'{action}' has already been undone", action=entry.said))
        _take_back(store, ctx, event_id, entry)
    return Changed(entry, Changes.of_undone(entry))


def _refuse_renumbered_since(store: Store, event_id: int, entry: AuditEntry) -> None:
    """A player of this event given a Legion number since ``entry`` (in another event: in this
    one its log row depends on every earlier action already): the event's earlier rows name the
    temporary number, which no longer names anybody. The event's own details, finish and
    ratings name no player by number."""
    if entry.action.startswith(_NAMES_NO_PLAYER):
        return
    for given in numbers_given_since(store, entry.id):
        if given.event_id != event_id and event_id in given.events:
            raise RefusedAction(
                N_(
                    "'{action}' cannot be undone: {temporary} has been given Legion number "
                    "{legion} since, in event {event} (undo that there first)",
                    action=entry.said,
                    temporary=given.temporary,
                    legion=given.legion,
                    event=given.event_id,
                )
            )


def _take_back(store: Store, ctx: ServiceContext, event_id: int, entry: AuditEntry) -> None:
    """Undo ``entry`` inside the caller's transaction, if nothing later depends on it."""
    event = require_event(store, event_id)
    if event.status is EventStatus.FINISHED and entry.action not in AFTER_FINISHING:
        raise RefusedAction(
            N_(
                "event {event} is finished; its actions can no longer be undone (undo the "
                "finish first to reopen it)",
                event=event_id,
            )
        )
    later = _later_dependent(_in_force(store, event_id), entry)
    if later is not None:
        raise RefusedAction(
            N_(
                "'{action}' cannot be undone: {actor}'s later action '{later}' depends on it "
                "(undo that first)",
                action=entry.said,
                actor=actor_said(later.actor),
                later=later.said,
            )
        )
    _refuse_renumbered_since(store, event_id, entry)
    handler = HANDLERS.get(AuditAction(entry.action)) if entry.action in HANDLERS else None
    if handler is None and entry.action == AuditAction.EVENT_CREATE:
        raise RefusedAction(
            N_(
                "nothing is left to undo in event {event}: its creation cannot be undone",
                event=event_id,
            )
        )
    if handler is None:
        raise RefusedAction(
            N_("the latest action ('{action}') cannot be undone", action=entry.said)
        )
    handler(store, entry)
    store.mark_undone(entry.id)
    ctx.audit(
        store,
        AuditAction.UNDO,
        Subject(event_id, "audit_log", entry.id),
        N_("undid: {action}", action=entry.said),
        before=entry.after,
        after=entry.before,
    )
