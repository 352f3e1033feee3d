"""A count the layers below the window say (an import's 1,234 players) is written as the
language writes numbers, as the window writes its own counts: « 1 234 joueurs » in French,
"1,234 players" in English. Other numbers a sentence names (a round, a year) are left as they
are."""

from __future__ import annotations

from opl_tournament.domain.sentences import N_
from opl_tournament.language.catalogs import Catalog, words
from opl_tournament.language.languages import Language
from opl_tournament.services.audit_log import event_log
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.player_import import parse_player_csv, register_many
from tests.helpers.events import new_event


def test_an_imports_count_is_digit_grouped_in_each_language(ctx: ServiceContext) -> None:
    event_id = new_event(ctx)
    signup = "name\n" + "".join(f"Player {n}\n" for n in range(1, 1235))
    entrants = parse_player_csv(signup.encode(), "signup.csv")
    register_many(ctx, event_id, entrants, source="signup.csv")
    (entry,) = [e for e in event_log(ctx, event_id) if e.action == "player.import"]
    french = words(Language.FRENCH, Catalog.MESSAGES).say(entry.said)
    assert french == "import de 1\u00a0234 joueurs depuis signup.csv"
    english = words(Language.ENGLISH, Catalog.MESSAGES).say(entry.said)
    assert english == "imported 1,234 players from signup.csv"


def test_a_number_that_is_not_a_count_stays_as_written() -> None:
    said = words(Language.FRENCH, Catalog.MESSAGES).say(N_("round {round}", round=2026))
    assert "2026" in said
