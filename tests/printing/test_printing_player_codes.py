"""Each player's code on paper only that player holds — their result sheet and their code card —
as text to type and as a QR code of the players' page address that a phone's camera reads back;
never on a slip the whole table shares (either player could confirm for the other with it)."""

from __future__ import annotations

from dataclasses import replace

import pytest
import zxingcpp
from pdf_helpers import carries_whole, font_sizes_of, page_texts, render_page

from opl_tournament.domain.errors import RefusedAction
from opl_tournament.domain.event_policies import EventPolicies
from opl_tournament.domain.model import EventFormat, EventSettings
from opl_tournament.domain.player_codes import grouped
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import EventChanges, create_event, edit_event
from opl_tournament.services.player_codes import player_codes
from opl_tournament.services.printing import PrintOptions, print_document
from opl_tournament.services.registration import disqualify_player, drop_player
from opl_tournament.services.rounds import pair_next_round
from tests.helpers.events import numbered, pod_settings, register_names

ADDRESS = "https://192.0.2.7:8443/"
PRINT_DPI = 200  # a home printer's resolution: the codes must read back from it


def event_of(ctx: ServiceContext, mode: str = "confirm", *, pods: bool = False) -> int:
    policies = {"self_report": {"swiss": mode}}
    if pods:
        settings = pod_settings("Pod Night")
        policies |= {"pods": "free-for-all"}
    else:
        settings = EventSettings(name="Club Night", format=EventFormat.SWISS)
    event = create_event(ctx, replace(settings, policies=EventPolicies.from_json(policies)))
    register_names(ctx, event.id, numbered("Player", 8))
    pair_next_round(ctx, event.id)
    return event.id


def scanned(pdf: bytes) -> set[str]:
    """Every QR code a camera reads off the printed pages."""
    found: set[str] = set()
    for index in range(len(page_texts(pdf))):
        image = render_page(pdf, index, scale=PRINT_DPI / 72)
        found |= {code.text for code in zxingcpp.read_barcodes(image)}
    return found


def codes_of(ctx: ServiceContext, event_id: int) -> dict[str, str]:
    return {c.number: c.code for c in player_codes(ctx, event_id)}


@pytest.mark.parametrize("pods", [False, True], ids=["match-slips", "pod-slips"])
def test_no_slip_carries_a_code_because_the_table_shares_it(
    ctx: ServiceContext, pods: bool
) -> None:
    event_id = event_of(ctx, pods=pods)
    codes = codes_of(ctx, event_id)
    pdf = print_document(ctx, event_id, "slips", PrintOptions(page_address=ADDRESS))
    text = "\n".join(page_texts(pdf))
    assert "Player 1" in text
    assert not any(grouped(code) in text or code in text for code in codes.values())
    assert "YOUR CODE" not in text
    assert scanned(pdf) == set()


@pytest.mark.parametrize("pods", [False, True], ids=["head-to-head", "pods"])
def test_code_cards_give_each_player_a_card_with_their_code_and_its_qr_code(
    ctx: ServiceContext, pods: bool
) -> None:
    event_id = event_of(ctx, pods=pods)
    register_names(ctx, event_id, numbered("Late", 4))  # twelve players: two pages of ten
    codes = codes_of(ctx, event_id)
    assert len(codes) == 12
    pdf = print_document(ctx, event_id, "code-cards", PrintOptions(page_address=ADDRESS))
    pages = page_texts(pdf)
    assert len(pages) == 2
    text = "\n".join(pages)
    for number, code in codes.items():
        assert number in text and grouped(code) in text
    assert "cut on the dotted lines" in pages[0]
    assert scanned(pdf) == {f"https://192.0.2.7:8443/p/{code}" for code in codes.values()}


@pytest.mark.parametrize("paper", ["A4", "Letter"])
def test_a_code_card_names_its_player_whole_and_says_its_warning_readably(
    ctx: ServiceContext, paper: str
) -> None:
    """The card's name runs across the card, above its QR code; the French warning, longer
    than the room beside the QR code, goes on two lines rather than being drawn tiny."""
    event_id = event_of(ctx)
    long_names = [
        "Maximilian Alexander von Hohenzollern-Sigmaringen the Third",
        "Νίκος Παπαδόπουλος",
    ]
    register_names(ctx, event_id, long_names)
    edit_event(ctx, event_id, EventChanges(paper=paper, language="fr"))
    codes = codes_of(ctx, event_id)
    pdf = print_document(ctx, event_id, "code-cards", PrintOptions(page_address=ADDRESS))
    text = "\n".join(page_texts(pdf))
    assert "…" not in text
    assert all(carries_whole(text, name) for name in long_names)
    assert min(font_sizes_of(pdf, "Gardez-le pour vous")) >= 6
    assert scanned(pdf) == {f"https://192.0.2.7:8443/p/{code}" for code in codes.values()}


def test_code_cards_without_an_address_print_the_code_as_text_only(
    ctx: ServiceContext,
) -> None:
    event_id = event_of(ctx)
    codes = codes_of(ctx, event_id)
    pdf = print_document(ctx, event_id, "code-cards")
    text = "\n".join(page_texts(pdf))
    assert all(grouped(code) in text for code in codes.values())
    assert scanned(pdf) == set()


def test_code_cards_skip_the_players_who_left_the_event(ctx: ServiceContext) -> None:
    event_id = event_of(ctx)
    codes = codes_of(ctx, event_id)
    drop_player(ctx, event_id, "0002")
    disqualify_player(ctx, event_id, "0003")
    text = "\n".join(page_texts(print_document(ctx, event_id, "code-cards")))
    for number, code in codes.items():
        printed = grouped(code) in text
        assert printed is (number not in ("0002", "0003")), number


def test_code_cards_are_refused_while_players_do_not_act_from_their_phones(
    ctx: ServiceContext,
) -> None:
    event_id = event_of(ctx, "off")
    with pytest.raises(RefusedAction, match="players do not act from their phones"):
        print_document(ctx, event_id, "code-cards")


def test_result_sheets_carry_the_players_own_code(ctx: ServiceContext) -> None:
    event_id = event_of(ctx)
    codes = codes_of(ctx, event_id)
    pdf = print_document(ctx, event_id, "result-sheets", PrintOptions(page_address=ADDRESS))
    sheets = page_texts(pdf)
    assert len(sheets) == 8
    for sheet, (number, code) in zip(sheets, codes.items(), strict=True):
        assert number in sheet and grouped(code) in sheet
        others = [grouped(c) for n, c in codes.items() if n != number]
        assert not any(other in sheet for other in others)
    assert scanned(pdf) == {f"https://192.0.2.7:8443/p/{code}" for code in codes.values()}
    two_up = print_document(
        ctx, event_id, "result-sheets", PrintOptions(page_address=ADDRESS, two_up=True)
    )
    assert scanned(two_up) == scanned(pdf)


def test_without_an_address_the_code_is_printed_as_text_only(ctx: ServiceContext) -> None:
    event_id = event_of(ctx)
    codes = codes_of(ctx, event_id)
    pdf = print_document(ctx, event_id, "result-sheets")
    text = "\n".join(page_texts(pdf))
    assert all(grouped(code) in text for code in codes.values())
    assert scanned(pdf) == set()


def test_no_code_is_printed_while_players_do_not_act_from_their_phones(
    ctx: ServiceContext,
) -> None:
    event_id = event_of(ctx, "off")
    codes = codes_of(ctx, event_id)
    for kind in ("slips", "result-sheets"):
        pdf = print_document(ctx, event_id, kind, PrintOptions(page_address=ADDRESS))
        text = "\n".join(page_texts(pdf))
        assert not any(grouped(code) in text for code in codes.values())
        assert "YOUR CODE" not in text
        assert scanned(pdf) == set()
