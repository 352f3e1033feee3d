"""`adjudicate`, `deck check`, `deck submit` and `rulings`: the rules engine and reference."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from opl_tournament.cli.arguments import Commands
from opl_tournament.cli.output import emit_json, emit_lines
from opl_tournament.domain.model import Game, TournamentType

if TYPE_CHECKING:
    from opl_tournament.domain.rules.base import DeckReport, Verdict
    from opl_tournament.services.context import ServiceContext


def add_parsers(commands: Commands) -> None:
    adjudicate = commands.add("adjudicate", _adjudicate, needs_database=False)
    adjudicate.add_argument("state", type=Path, metavar="STATE.json")

    rulings = commands.add("rulings", _rulings, needs_database=False)
    rulings.add_argument("query", nargs="+", metavar="WORDS", help="a code (HQ) or words")
    rulings.add_argument("--limit", type=int, default=10)

    sub = commands.actions("deck")
    check = sub.add(
        "check",
        _deck_check,
        help="check a deck list: exit 0 legal, 1 not legal",
        needs_database=False,
    )
    check.add_argument("deck", type=Path, metavar="DECKFILE")
    check.add_argument("--game", default=Game.OVERPOWER.value, choices=[g.value for g in Game])
    check.add_argument(
        "--type",
        dest="tournament_type",
        default=TournamentType.CONSTRUCTED.value,
        choices=[t.value for t in TournamentType],
    )
    check.add_argument(
        "--tier",
        default="local",
        choices=["local", "regional", "national"],
        help="OverPower: the event's tier (no Beyonder on a team at regional and national events)",
    )

    submit = sub.add(
        "submit",
        _deck_submit,
        help="check a player's deck list for the event and keep it with the registration, "
        "legal or not (exit 0 once kept: the first line, or the JSON's legal, says which)",
        event=True,
    )
    submit.add_argument("player", metavar="PLAYER")
    submit.add_argument("deck", type=Path, metavar="DECKFILE")


def _adjudicate(_ctx: None, args: argparse.Namespace) -> int:
    from opl_tournament.services.adjudication import adjudicate_file

    verdict = adjudicate_file(args.state)
    if args.json:
        emit_json(verdict.as_json())
        return 0
    # The step that decided is said by the explanation in words; its code (``life_points``)
    # is for --json.
    if verdict.drawn:
        said = "result: a drawn game"
    elif verdict.placings and len(verdict.players) > 2:
        said = f"places: {_places(verdict)}"
    else:
        said = f"winner: {verdict.winner or 'the judge decides'}"
    emit_lines([said, str(verdict.explanation)])
    emit_lines([f"  {_step_words(step)}" for step in verdict.steps])
    return 0


def _step_words(step: object) -> str:
    """A ladder step as the judge reads it: "team life points: 0001 ahead (…)", a step the
    verdict names by its figure's key (``life_points``) said by that figure's label."""
    from opl_tournament.domain.rules.registry import all_rules
    from opl_tournament.domain.sentences import Sentence, step_parts

    parts = step_parts(step) if isinstance(step, Sentence) else None
    if parts is None:
        return str(step)
    labels = {key: label for rules in all_rules() for key, label in rules.time_call_figures}
    named, found = parts
    label = str(labels.get(str(named), named))
    return f"{label[:1].lower()}{label[1:]}: {found}"  # a form's label ("Net…") begins a line here


def _places(verdict: Verdict) -> str:
    """A pod's places, teammates joined: '1. 0003 + 0004; 2. 0001 + 0002'; sides level at one
    place share it ('2. 0002 = 0003')."""

    def side(number: str) -> str:
        return str(verdict.players.get(number, {}).get("side", number))

    said, place = [], 1
    for group in verdict.placings:
        sides = dict.fromkeys(side(n) for n in group)
        said.append(
            f"{place}. " + " = ".join(" + ".join(n for n in group if side(n) == s) for s in sides)
        )
        place += len(sides)
    return "; ".join(said)


def _deck_check(_ctx: None, args: argparse.Namespace) -> int:
    from opl_tournament.services.decks import check_deck

    report = check_deck(
        args.deck, game=args.game, tournament_type=args.tournament_type, tier=args.tier
    )
    return _show_report(args, report)


def _deck_submit(ctx: ServiceContext, args: argparse.Namespace) -> int:
    """The list is kept either way, as the player handed it in (the judge follows up a list that
    is not legal), so this exits 0 once saved; a list refused (unreadable, a player not
    registered, a finished event) keeps nothing and exits 1."""
    from opl_tournament.domain.registration import player_number
    from opl_tournament.services.decks import submit_deck

    report = submit_deck(ctx, args.event, args.player, args.deck).value
    number = player_number(args.player)
    _show_report(args, report, {"kept_for": number})
    if not args.json:
        emit_lines([f"kept as the deck list of {number}" + ("" if report.legal else ", NOT LEGAL")])
    return 0


def _show_report(
    args: argparse.Namespace, report: DeckReport, more: dict[str, object] | None = None
) -> int:
    if args.json:
        emit_json({**report.as_json(), **(more or {})})
    else:
        emit_lines([f"{args.deck}: {'legal' if report.legal else 'NOT LEGAL'}"])
        emit_lines([f"  warning: {warning}" for warning in report.warnings])
        for violation in report.violations:
            cards = f" [{', '.join(violation.cards)}]" if violation.cards else ""
            emit_lines([f"  {violation.rule}: {violation.message}{cards}"])
        emit_lines([f"  note: {note}" for note in report.notes])
    return 0 if report.legal else 1


def _rulings(_ctx: None, args: argparse.Namespace) -> int:
    from opl_tournament.services.rulings import search_rulings

    hits = search_rulings(" ".join(args.query), limit=max(1, min(args.limit, 100)))
    if args.json:
        emit_json({"results": [h.ruling.as_json() for h in hits]})
        return 0
    if not hits:
        emit_lines(["no ruling matches; try a two-letter code or fewer words"])
    for hit in hits:
        label = hit.ruling.code or hit.ruling.topic or ""
        emit_lines(
            [
                f"[{label}] {hit.ruling.title}",
                f"    {hit.ruling.text}",
                f"    ({hit.ruling.source})",
            ]
        )
    return 0
