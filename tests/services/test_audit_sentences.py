"""An audit row keeps its summary in English (what the command line prints) and as a sentence
the window says in its language; the count of tables is said with the language's plural."""

from __future__ import annotations

import pytest

from opl_tournament.language.catalogs import Catalog, words
from opl_tournament.language.languages import Language
from opl_tournament.services import events
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import numbered, register_names, spring_open

NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("players", "english", "french"),
    [
        (2, "paired round 1: 1 table", "appariement de la ronde 1 : 1 table"),
        (3, "paired round 1: 2 tables, 1 bye", "appariement de la ronde 1 : 2 tables, 1 exemption"),
        (5, "paired round 1: 3 tables, 1 bye", "appariement de la ronde 1 : 3 tables, 1 exemption"),
    ],
)
def test_a_paired_round_is_kept_in_english_and_said_in_french_with_its_plural(
    ctx: ServiceContext, players: int, english: str, french: str
) -> None:
    event = events.create_event(ctx, spring_open())
    register_names(ctx, event.id, numbered("Player", players))
    pair_next_round(ctx, event.id)
    paired = event_log(ctx, event.id)[-1]
    assert paired.summary == english
    assert str(paired.said) == english
    said = words(Language.FRENCH, Catalog.MESSAGES).say(paired.said)  # type: ignore[arg-type]
    assert said.replace(NBSP, " ") == french
