"""Time called on a game: the rules engine decides it from the judge's form, and it is recorded.

The form is JSON (the shape the rules-engine issue and the README give). The verdict, the form and
any judge override are stored with the match, so the adjudication record can be printed later.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, NamedTuple

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.model import Event, Game
from opl_tournament.domain.pairing.records import ResultCode
from opl_tournament.domain.registration import player_number
from opl_tournament.domain.rules.base import Verdict
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.sentences import N_, Sentence, sentence_json, words_record
from opl_tournament.services.changes import Changed
from opl_tournament.services.context import ServiceContext, require_event
from opl_tournament.services.files import read_limited
from opl_tournament.services.game_settings import rules_policy
from opl_tournament.services.round_shapes import shape_of
from opl_tournament.services.round_shapes.base import (
    ResultFields,
    TableKind,
    TableShape,
    table_kind,
)
from opl_tournament.services.rounds import (
    MatchView,
    PodView,
    ShownResult,
    TableView,
    find_round,
    report_table,
    round_ended,
)
from opl_tournament.storage import Store

STATE_FILE_LIMIT = 1024 * 1024
MAX_NESTING = 40


class JudgeMustDecide(RefusedAction):
    """The players are level on every step of the ladder: the judge names the winner (or
    gives a pod's places) and the form is recorded again with the judge's call."""

    def __init__(self, message: str | Sentence, verdict: Verdict) -> None:
        super().__init__(message)
        self.explanation = verdict.explanation


def _depth(value: Any, level: int = 0) -> int:
    if level > MAX_NESTING:
        return level
    if isinstance(value, Mapping):
        return max((_depth(v, level + 1) for v in value.values()), default=level)
    if isinstance(value, list):
        return max((_depth(v, level + 1) for v in value), default=level)
    return level


def _has_lone_surrogate(value: Any) -> bool:
    if isinstance(value, str):
        return any(0xD800 <= ord(ch) <= 0xDFFF for ch in value)
    if isinstance(value, dict):
        return any(_has_lone_surrogate(k) or _has_lone_surrogate(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_has_lone_surrogate(item) for item in value)
    return False


def parse_state_json(data: bytes, *, source: str) -> dict[str, Any]:
    """The form as a JSON object; bad text is refused naming the line and column."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InvalidInput(
            N_("not UTF-8 text (byte {byte})", byte=error.start + 1), source=source
        ) from None
    try:
        state = json.loads(text)
    except json.JSONDecodeError as error:
        raise InvalidInput(
            N_("not valid JSON: {reason} (column {column})", reason=error.msg, column=error.colno),
            source=source,
            line=error.lineno,
        ) from None
    except (RecursionError, ValueError) as error:
        raise InvalidInput(
            N_("not usable JSON: {reason}", reason=str(error)), source=source
        ) from None
    if not isinstance(state, dict):
        raise InvalidInput(N_("the form must be a JSON object"), source=source)
    if _depth(state) > MAX_NESTING:
        raise InvalidInput(N_("the form is nested too deeply to be a game state"), source=source)
    if _has_lone_surrogate(state):
        raise InvalidInput(
            N_(
                "the form holds a \\u escape that is not a character (a lone surrogate such as "
                "\\ud800)"
            ),
            source=source,
        )
    return state


KIT_FORM_GAME = Game.OVERPOWER.value
"""A time-call form that names no game is the kit's own form, OverPower's."""


def adjudicate_state(
    state: Mapping[str, Any], *, policy: Mapping[str, Any] | None = None, source: str = "form"
) -> Verdict:
    """The rules engine's verdict for a time-called game (the game is named in the form)."""
    game = str(state.get("game", KIT_FORM_GAME))
    try:
        rules = rules_for(game)
    except ModuleNotFoundError:
        raise RefusedAction(
            N_("time-call adjudication for {game} is not available yet", game=game)
        ) from None
    except InvalidInput as error:
        raise error.located(source=source) from None
    try:
        return rules.adjudicate(state, policy)
    except InvalidInput as error:
        raise error.located(source=source) from None


def adjudicate_file(path: Path, *, policy: Mapping[str, Any] | None = None) -> Verdict:
    state = parse_state_json(read_limited(path, STATE_FILE_LIMIT), source=str(path))
    return adjudicate_state(state, policy=policy, source=str(path))


def _event_verdict(event: Event, state: Mapping[str, Any], source: str) -> Verdict:
    """The engine's one verdict on the form, by the event's rules (refused when the form is
    another game's)."""
    game = str(state.get("game", KIT_FORM_GAME))
    if game != event.settings.game.value:
        raise InvalidInput(
            N_(
                "the form is for {game}, but event {event} plays {plays}",
                game=game,
                event=event.id,
                plays=event.settings.game.value,
            ),
            source=source,
            field="game",
        )
    return adjudicate_state(state, policy=rules_policy(event), source=source)


def _form_ids(state: Mapping[str, Any]) -> set[str]:
    return {str(p.get("id")) for p in state.get("players", []) if isinstance(p, Mapping)}


def _seated(
    store: Store, event: Event, shape: TableShape, round_number: int, table: int
) -> TableView:
    """The table as it stands, read in the caller's transaction (refused when there is none)."""
    view = find_round(shape.round_views(shape.load(store, event)), round_number)
    seated = next((t for t in view.tables if t.table == table), None)
    if seated is None:
        raise InvalidInput(
            N_("round {round} has no pod {table}", round=round_number, table=table)
            if view.in_pods
            else N_("round {round} has no table {table}", round=round_number, table=table),
            field="TABLE",
        )
    return seated


def _teams_as_seated(state: Mapping[str, Any], seated: TableView, source: str) -> Mapping[str, Any]:
    """The form with each player's team as the table seats them (2 vs 2, boss battles): a form
    that leaves the teams out (or some of them) is read with the seating's; one that groups the
    players otherwise is refused, naming both groupings."""
    if not isinstance(seated, PodView) or all(s.side == s.number for s in seated.seats):
        return state
    players = state.get("players")
    if not isinstance(players, list):
        return state  # the rules engine names what is wrong with the form
    side_of = {s.number: s.side for s in seated.seats}
    form_side = {
        str(p.get("id")): str(p["team"])
        for p in players
        if isinstance(p, Mapping) and isinstance(p.get("team"), str)
    }
    if _grouping(form_side) != _grouping({n: side_of[n] for n in form_side if n in side_of}):
        raise InvalidInput(
            N_(
                "the form's teams ({form}) are not the sides at pod {table} ({seated})",
                form=_sides_words(form_side),
                table=seated.table,
                seated=_sides_words(side_of),
            ),
            source=source,
            field="team",
        )
    filled = [  # the seating's names for the teams, whatever the form called them
        {**p, "team": side_of[str(p.get("id"))]}
        if isinstance(p, Mapping) and str(p.get("id")) in side_of
        else p
        for p in players
    ]
    return {**state, "players": filled}


def _grouping(side_of: Mapping[str, str]) -> set[frozenset[str]]:
    """Who plays together, whatever their teams are called."""
    sides: dict[str, set[str]] = {}
    for number, side in side_of.items():
        sides.setdefault(side, set()).add(number)
    return {frozenset(players) for players in sides.values()}


def _sides_words(side_of: Mapping[str, str]) -> str:
    """'0001 + 0002 v 0003 + 0004'."""
    groups = sorted(sorted(group) for group in _grouping(side_of))
    return " v ".join(" + ".join(group) for group in groups)


def record_pod_adjudication(
    ctx: ServiceContext,
    event_id: int,
    round_number: int,
    table: int,
    state: Mapping[str, Any],
    *,
    judge_placings: Mapping[str, int] | None = None,
    note: str = "",
    correction: bool = False,
    source: str = "form",
) -> Changed[tuple[PodView, Verdict]]:
    """Decide a pod's game from the form and record every side's place (or the judge's), in
    one transaction that reads the pod's players inside it."""

    def fields(verdict: Verdict, record: dict[str, Any], pod: TableView) -> ResultFields:
        assert isinstance(pod, PodView)
        seated = {s.number for s in pod.seats}
        if _form_ids(state) != seated:
            raise InvalidInput(
                N_(
                    "the form's players ({players}) are not the players at pod {table} ({seated})",
                    players=", ".join(sorted(_form_ids(state))),
                    table=table,
                    seated=", ".join(sorted(seated)),
                ),
                source=source,
            )
        winner: str | None = None
        placings: dict[str, int] | None = None
        if judge_placings is not None:
            placings = dict(judge_placings)
            record["override"] = {"placings": placings, "note": note}
        elif verdict.placings:
            # A group is the players level at one place; teammates share their side's place,
            # so a place counts the sides (not the players) placed before it.
            side_of = {s.number: s.side for s in pod.seats}
            placings = {}
            for group in verdict.placings:
                place = len({side_of.get(n, n) for n in placings}) + 1
                placings.update(dict.fromkeys(group, place))
        elif verdict.winner is not None:
            winner = verdict.winner
        else:
            raise JudgeMustDecide(
                N_(
                    "the players are level on every step: the judge must give the places "
                    "({verdict})",
                    verdict=verdict.explanation,
                ),
                verdict,
            )
        return {
            "winner": winner,
            "placings": placings,
            "decided_by": "judge" if judge_placings is not None else "adjudication",
            "adjudication": record,
            "correction": correction,
        }

    changed, verdict = _record_verdict(ctx, event_id, round_number, table, state, source, fields)
    assert isinstance(changed.value, PodView)
    return Changed((changed.value, verdict), changed.changes)


def _record_verdict(
    ctx: ServiceContext,
    event_id: int,
    round_number: int,
    table: int,
    state: Mapping[str, Any],
    source: str,
    fields: Callable[[Verdict, dict[str, Any], TableView], ResultFields],
) -> tuple[Changed[TableView], Verdict]:
    """One transaction: the table is read as it stands, the event's rules decide the form (its
    teams as the table seats them), then ``fields`` (given the verdict, the record kept of it and
    the table) checks the form against the table and says what is recorded; the round ends if
    that was its last."""
    with ctx.write() as store:
        event = require_event(store, event_id)
        shape = shape_of(event)
        seated = _seated(store, event, shape, round_number, table)
        state = _teams_as_seated(state, seated, source)
        verdict = _event_verdict(event, state, source)
        record: dict[str, Any] = {
            **verdict.as_json(),
            **words_record("explanation", verdict.explanation),  # said again when printed
            "steps": [str(step) for step in verdict.steps],
            "step_sentences": [sentence_json(step) for step in verdict.steps],
            "state": dict(state),
        }
        given = fields(verdict, record, seated)
        changed, completed = report_table(store, ctx, event, shape, round_number, table, given)
    if completed:
        round_ended(ctx, event_id, round_number)
    return changed, verdict


def record_table_adjudication(
    ctx: ServiceContext,
    event_id: int,
    round_number: int,
    table: int,
    state: Mapping[str, Any],
    *,
    judge_winner: str | None = None,
    judge_placings: Mapping[str, int] | None = None,
    correction: bool = False,
    source: str = "form",
) -> Changed[tuple[TableView, Verdict]]:
    """Decide a table of either shape from the form: a pod's verdict places every side (the
    judge overrules it with places), a match's names the winner (the judge names another)."""
    with ctx.read() as store:
        kind = table_kind(require_event(store, event_id))
    call = JudgeCall(judge_winner, judge_placings, correction, source)
    return _TABLE_VERDICTS[kind]((ctx, event_id, round_number, table, state), call)


TableAt = tuple[ServiceContext, int, int, int, Mapping[str, Any]]
"""A time-called table: (context, event, round, table, the form)."""


class JudgeCall(NamedTuple):
    """What the judge adds to the form: a winner (a match) or places (a pod), and whether it
    corrects a result already recorded."""

    winner: str | None
    placings: Mapping[str, int] | None
    correction: bool
    source: str


def _match_verdict(table_at: TableAt, call: JudgeCall) -> Changed[tuple[TableView, Verdict]]:
    if call.placings is not None:
        raise InvalidInput(N_("--placing is for pod events; give --winner PLAYER"), field="placing")
    return record_adjudication(
        *table_at, judge_winner=call.winner, correction=call.correction, source=call.source
    )


def _pod_verdict(table_at: TableAt, call: JudgeCall) -> Changed[tuple[TableView, Verdict]]:
    if call.winner is not None:
        raise InvalidInput(N_("the judge overrules a pod's verdict with --placing"), field="winner")
    return record_pod_adjudication(
        *table_at, judge_placings=call.placings, correction=call.correction, source=call.source
    )


_TABLE_VERDICTS = {TableKind.HEAD_TO_HEAD: _match_verdict, TableKind.PODS: _pod_verdict}
"""How a time-called table of each shape is decided and recorded."""


def record_adjudication(
    ctx: ServiceContext,
    event_id: int,
    round_number: int,
    table: int,
    state: Mapping[str, Any],
    *,
    judge_winner: str | None = None,
    note: str = "",
    correction: bool = False,
    replacing: ShownResult | None = None,
    source: str = "form",
) -> Changed[tuple[MatchView, Verdict]]:
    """Decide the table's game from the form and record it (the judge's call when level), in
    one transaction that reads the table's players inside it; the verdict is computed once.

    ``judge_winner`` overrides the engine (or decides when the engine leaves it to the judge);
    the override and the engine's own verdict are both kept in the record.
    """
    judge_winner = None if judge_winner is None else player_number(judge_winner)

    def fields(verdict: Verdict, record: dict[str, Any], match: TableView) -> ResultFields:
        winner = judge_winner or verdict.winner
        drawn = winner is None and verdict.drawn
        if winner is None and not drawn:
            raise JudgeMustDecide(
                N_(
                    "the players are level on every step: the judge must name the winner "
                    "({verdict})",
                    verdict=verdict.explanation,
                ),
                verdict,
            )
        if drawn and isinstance(match, MatchView) and match.bracket is not None:
            raise JudgeMustDecide(
                N_(
                    "the form makes the game a draw, but an elimination match needs a winner: "
                    "the judge must name the winner ({verdict})",
                    verdict=verdict.explanation,
                ),
                verdict,
            )
        if judge_winner is not None and judge_winner != verdict.winner:
            record["override"] = {"winner": judge_winner, "note": note, "engine": verdict.winner}
        ids = _form_ids(state)
        if winner is not None and winner not in ids:
            raise InvalidInput(
                N_("player {player} is not one of the form's players", player=winner),
                field="winner",
            )
        assert isinstance(match, MatchView)
        if {match.a, match.b} != ids:
            raise InvalidInput(
                N_(
                    "the form's players ({players}) are not the players at table {table} "
                    "({a} v {b})",
                    players=", ".join(sorted(ids)),
                    table=table,
                    a=match.a,
                    b=match.b,
                ),
                source=source,
            )
        return {
            "winner": winner,
            "result": ResultCode.DRAW.value if drawn else ResultCode.WIN.value,
            "decided_by": "judge" if "override" in record else "adjudication",
            "adjudication": record,
            "correction": correction,
            "replacing": replacing,
        }

    changed, verdict = _record_verdict(ctx, event_id, round_number, table, state, source, fields)
    assert isinstance(changed.value, MatchView)
    return Changed((changed.value, verdict), changed.changes)
