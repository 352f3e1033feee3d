"""Every printed form of a French event, rendered and read back whole: its headings, notes and
footer in French (none of the English words the same form prints for an English event), the
date and the percentages as French writes them, the verdict of a time-called game in French;
names, numbers and the kit's form names as they are."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pdf_helpers import carries_whole, font_sizes_of
from real_events import (
    JUDGE,
    LONG_NAME,
    Printed,
    elimination_event,
    pod_event,
    printed,
    swiss_event,
)

from opl_tournament.domain.sentences import sentence_from_json
from opl_tournament.language.catalogs import Catalog, words
from opl_tournament.language.languages import Language
from opl_tournament.printing.fonts import ELLIPSIS
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import EventChanges, edit_event
from opl_tournament.services.printing import PrintOptions, print_document
from opl_tournament.services.rounds import get_round

ENGLISH = (
    "ROUND",
    "PLAYER",
    "OPPONENT",
    "NAME",
    "NUMBER",
    "EVENT",
    "JUDGE",
    "RECORD",
    "Page 1 of",
    "STANDINGS",
    "PENALTY",
    "PAIRINGS",
    "SLIP",
    " cut ",
    "Nov",
    "2026-11-22",
)
"""English words the forms print that a French form never shows (the kit's form names, such
as OFFICIAL PLAYER RESULT SHEET, stay as they are and are read apart)."""

KIT_NAMES = ("OFFICIAL PLAYER RESULT SHEET", "MASTER RESULT SHEET", "LADDER CHART")


def in_french(build: object) -> object:
    def build_in_french(ctx: ServiceContext) -> int:
        event_id = build(ctx)  # type: ignore[operator]
        # Players act from their phones, so their code cards print too.
        edit_event(ctx, event_id, EventChanges(language="fr", self_report="confirm"))
        return event_id

    return build_in_french


@pytest.fixture(scope="module")
def swiss(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Printed]:
    yield from printed(tmp_path_factory, "swiss-fr", in_french(swiss_event))  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def bracket(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Printed]:
    yield from printed(tmp_path_factory, "bracket-fr", in_french(elimination_event))  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def pods(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Printed]:
    yield from printed(tmp_path_factory, "pods-fr", in_french(pod_event))  # type: ignore[arg-type]


def french(text: str) -> str:
    """The page without the kit's form names (printed in English in every language)."""
    for name in KIT_NAMES:
        text = text.replace(name, "")
    return text


def no_english(kind: str, text: str) -> None:
    shown = french(text)
    for word in ENGLISH:
        assert word not in shown, f"{kind}: {word!r} in a French form"
    assert ELLIPSIS not in text.replace("Qualif…", ""), kind


def test_the_result_sheets_in_french(swiss: Printed) -> None:
    for name, options in (("one-up", {}), ("two-up", {"two_up": True})):
        text = swiss.text("result-sheets", f"result-sheets-{name}", **options)
        for heading in (
            "NUMÉRO LEGION",
            "NUMÉRO TEMPORAIRE",
            "NOM",
            "ADRESSE",
            "VILLE",
            "COURRIEL",
        ):
            assert heading in text, (name, heading)
        assert "OFFICIAL PLAYER RESULT SHEET" in text, "the kit's form name, as it is"
        assert "22 nov. 2026" in text, "the date as French writes it"
        assert "Remettez cette feuille au juge" in text
        assert carries_whole(text, LONG_NAME)
        no_english(name, text)
    one = swiss.text("result-sheets", "result-sheets-one-up")
    for heading in ("RONDE", "NUMÉRO DE L’ADVERSAIRE", "SIGNATURE DE L’ADVERSAIRE", "FICHE"):
        assert heading in one, heading


def test_a_blank_result_sheet_in_french(swiss: Printed) -> None:
    text = swiss.text("blank-result-sheet")
    assert "NUMÉRO LEGION (OU TEMPORAIRE)" in text and "Page 1 de 1" in text
    no_english("blank-result-sheet", text)


def test_the_master_sheet_in_french_counts_its_rounds_by_the_plural_rule(swiss: Printed) -> None:
    first, second = swiss.pages("master-sheet")
    assert "RONDES 1 à 3" in first, "three rounds: plural"
    assert "RONDE 4 ·" in second, "one round on the page: singular"
    for heading in ("SÉQ.", "NUMÉRO", "NOM", "CONTRE", "FICHE", "APRÈS LE TOURNOI"):
        assert heading in first, heading
    assert "MASTER RESULT SHEET" in first and "22 nov. 2026" in first
    assert "Page 1 de 2" in first and "Les numéros de séquence" in first
    assert carries_whole(first, "numéro temporaire attribué à ce tournoi")
    for page in (first, second):
        no_english("master-sheet", page)


def test_pairings_and_slips_in_french(swiss: Printed) -> None:
    by_table = swiss.text("pairings", "pairings-by-table")
    assert "APPARIEMENTS PAR TABLE · RONDE 4" in by_table
    assert "ADVERSAIRE" in by_table and "aucune partie à cette ronde (exempt)" in by_table
    by_name = swiss.text("pairings", "pairings-by-name", by_name=True)
    assert "APPARIEMENTS PAR NOM" in by_name and "aucune partie à cette ronde" in by_name
    slips = swiss.text("slips")
    assert "BILLET · RONDE 4" in slips and "Double défaite" in slips
    for kind, text in (("by-table", by_table), ("by-name", by_name), ("slips", slips)):
        no_english(kind, text)


def test_standings_in_french_write_percentages_the_french_way(swiss: Printed) -> None:
    text = swiss.text("standings")
    assert "CLASSEMENT APRÈS LA RONDE 4" in text
    for heading in ("RANG", "POINTS", "V-D-EX", "OMW%"):
        assert heading in text, heading
    assert ",00 %" in text or ",50 %" in text or ",33 %" in text, "a French percentage"
    assert not any(f"{digit}.{digit}" in text for digit in "0123456789")
    no_english("standings", text)


def test_the_penalty_report_in_french(swiss: Printed) -> None:
    text = swiss.text("penalties")
    for heading in ("RAPPORT DES PÉNALITÉS", "INFRACTION", "PÉNALITÉ", "CONSÉQUENCE", "Renonce"):
        assert heading in text, heading
    assert carries_whole(text, "Avertissement"), "the penalty named as its consequence names it"
    assert carries_whole(text, "reçoit un avertissement")
    assert "Mise en garde" not in text
    no_english("penalties", text.replace("penalty", ""))


PENALTY_NAMES = {
    "Warning": "warning",
    "Irregularity": "irregularity",
    "Renege": "renege",
    "Declaration of forfeiture": "declaration of forfeiture",
    "Game loss": "game loss",
    "Disqualification": "disqualification",
}
"""Each penalty as the report's PENALTY column names it, and as the window's penalties page, the
log and the report's own consequence sentences name it."""


def test_the_french_penalty_report_names_each_penalty_as_the_window_does() -> None:
    form = words(Language.FRENCH, Catalog.FORMS)
    window = words(Language.FRENCH, Catalog.MESSAGES)
    for on_the_form, in_the_window in PENALTY_NAMES.items():
        assert form(on_the_form).casefold() == window(in_the_window).casefold(), on_the_form


def test_the_code_cards_in_french(swiss: Printed) -> None:
    text = swiss.text("code-cards")
    assert "VOTRE CODE" in text and "CARTES DE CODE DES JOUEURS" in text
    assert "Gardez-le pour vous" in text
    no_english("code-cards", text.replace(ELLIPSIS, ""))  # a card is cut to its size


@pytest.mark.usefixtures("toronto_clock")
def test_the_adjudication_record_says_the_verdict_in_french(swiss: Printed) -> None:
    game = next(m for m in get_round(swiss.ctx, swiss.event_id, 4).matches if m.adjudication)
    verdict = game.adjudication or {}
    said = words(Language.FRENCH, Catalog.MESSAGES).say(
        sentence_from_json(verdict["explanation_sentence"])
    )
    assert said.startswith("À égalité quant aux missions accomplies nettes")
    text = swiss.text("adjudication", round_number=4, table=game.table)
    assert carries_whole(text, said), "the verdict, whole, in French"
    assert "Level on" not in text and str(verdict["explanation"]) not in text
    for heading in ("ARBITRAGE D’UNE PARTIE AU", "DÉCISION", "ÉDITION DES RÈGLES", "PERSONNAGE"):
        assert heading in text, heading
    assert "Missions accomplies nettes" in text, "what was counted, in French"
    assert carries_whole(text, JUDGE)
    assert "22 nov. 2026 10 h 04" in text, "the local time as French writes it"
    assert carries_whole(text, "Missions accomplies nettes égalité ("), "a level step, in French"
    assert " mène (" in text and "net missions" not in text and "ahead" not in text


def test_the_ladder_chart_in_french(bracket: Printed) -> None:
    text = bracket.text("ladder")
    assert "LADDER CHART" in text, "the kit's form name, as it is"
    assert "DOUBLE ÉLIMINATION" in text and "TABLEAU DES GAGNANTS" in text
    assert "gagnant de WB-R2-M1" in text and "perdant de GF-1" in text
    assert "aucun joueur n’y accède" in text and "GRANDE FINALE, REPRISE" in text
    assert "Seul le juge inscrit les résultats" in text
    no_english("ladder", text.replace(ELLIPSIS, ""))  # long names are cut in any language


def test_french_says_zero_and_one_in_the_singular() -> None:
    _ = words(Language.FRENCH, Catalog.FORMS)
    counted = {n: _.plural("{count} wounds", "{count} wounds", n) for n in (0, 1, 2, 6)}
    assert counted == {0: "0 blessure", 1: "1 blessure", 2: "2 blessures", 6: "6 blessures"}
    english = words(Language.ENGLISH, Catalog.FORMS)
    assert english.plural("{count} wounds", "{count} wounds", 1) == "1 wounds", "as it was"


def test_pod_forms_in_french(pods: Printed) -> None:
    seatings = pods.text("pairings", "pod-by-table")
    assert "PLACES PAR POD" in seatings and "ÉQUIPE / RÔLE" in seatings
    assert "\nTABLE\n" not in f"\n{seatings}\n"  # its column says POD
    slips = pods.text("slips", "pod-slips")
    assert "BILLET · RONDE 2" in slips and "SIÈGE · JOUEUR" in slips
    assert "POD 1" in slips and "TABLE" not in slips  # each slip's big label, its footer
    standings = pods.text("standings", "pod-standings")
    assert "V-N-D-EX" in standings and "% PTS ADV." in standings
    pod = next(p for p in get_round(pods.ctx, pods.event_id, 2).pods if len(p.seats) == 4)
    record = pods.text("adjudication", "pod-adjudication", round_number=2, table=pod.table)
    assert "mène (blessures sur les personnages principaux)." in record
    assert carries_whole(record, "blessures sur les personnages principaux ▶")
    assert "12345 mène" in record
    assert "6 blessures sur 6 de santé" in record and "Personnages principaux K.-O." in record
    assert "ARBITRAGE D’UNE PARTIE AU TEMPS" in record
    for kind, text in (("seatings", seatings), ("slips", slips), ("standings", standings)):
        no_english(kind, text)
    no_english("pod-adjudication", record)


def test_french_sheets_write_each_result_as_the_french_standings_count_it(swiss: Printed) -> None:
    """V, D and EX on the sheets, as the standings' V-D-EX column and the pairings' EX say:
    never the English W, L and BYE."""
    for kind, name, options in (
        ("result-sheets", "letters-one-up", {}),
        ("result-sheets", "letters-two-up", {"two_up": True}),
        ("master-sheet", "letters-master", {}),
    ):
        text = french(swiss.text(kind, name, **options))
        cells = text.split()
        for english in ("W", "L", "BYE", "W/L", "(W/L)"):
            assert english not in cells, (name, english)
        for letter in ("V", "D", "EX", "V/D"):
            assert letter in " ".join(cells).replace("(V/D)", "V/D").split(), (name, letter)


def test_a_french_time_call_record_names_the_rules_it_was_decided_by_in_french(
    pods: Printed,
) -> None:
    pod = next(p for p in get_round(pods.ctx, pods.event_id, 2).pods if len(p.seats) == 4)
    record = pods.text("adjudication", "pod-rules-edition", round_number=2, table=pod.table)
    assert carries_whole(record, "livret de règles 2PCG 5.0, réglages du tournoi")
    assert "rulebook" not in record and "event settings" not in record


def test_a_french_time_call_step_longer_than_its_column_wraps_at_full_size(pods: Printed) -> None:
    """« blessures sur les personnages principaux » goes on two lines of the ladder's STEP
    column at the table's size, rather than shrinking to 6 pt on one."""
    pod = next(p for p in get_round(pods.ctx, pods.event_id, 2).pods if len(p.seats) == 4)
    options = PrintOptions(round_number=2, table=pod.table)
    pdf = print_document(pods.ctx, pods.event_id, "adjudication", options)
    assert min(font_sizes_of(pdf, "personnages principaux")) >= 9
