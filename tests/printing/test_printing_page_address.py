"""The players' page's address and QR code at the foot of the printed pairings (optional)."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
from pdf_helpers import page_texts
from printing_samples import NAMES

from opl_tournament import cli
from opl_tournament.domain.model import EventSettings
from opl_tournament.printing import render_pairings_by_name, render_pairings_by_table
from opl_tournament.printing.documents import (
    EventHeader,
    RoundPairings,
    RoundTable,
    Seat,
)
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.events import create_event
from opl_tournament.services.printing import PrintOptions, print_document
from opl_tournament.services.rounds import pair_next_round
from opl_tournament.services.rounds import (
    pair_next_round as pair_next_pod_round,
)
from opl_tournament.storage import open_database
from tests.helpers.events import numbered, pod_settings, register_names

ADDRESS = "http://192.0.2.7:8080/events/3/pairings"


def _pairings(count: int) -> RoundPairings:
    names = [NAMES[i % len(NAMES)] + f" {i}" for i in range(count)]
    pairs = tuple(
        RoundTable.pair(i // 2 + 1, f"{i:04d}", names[i], f"{i + 1:04d}", names[i + 1])
        for i in range(0, count - 1, 2)
    )
    return RoundPairings(EventHeader("Club Night", round=2), pairs)


def _pods(count: int) -> RoundPairings:
    tables = tuple(
        RoundTable(
            table,
            tuple(
                Seat(f"{table * 4 + seat:04d}", NAMES[(table + seat) % len(NAMES)], seat=seat)
                for seat in range(1, 5)
            ),
        )
        for table in range(1, count + 1)
    )
    return RoundPairings(EventHeader("Pod Night", round=1), tables, shape="pod")


@pytest.mark.parametrize("shape", ["head-to-head", "pod"])
def test_every_page_carries_the_address_and_a_qr_code_and_keeps_every_row(shape: str) -> None:
    data = _pairings(120) if shape == "head-to-head" else _pods(40)
    for render in (render_pairings_by_table, render_pairings_by_name):
        plain = page_texts(render(data))
        served = page_texts(render(data, address=ADDRESS))
        assert len(served) == len(plain) > 1
        for with_qr, without in zip(served, plain, strict=True):
            assert ADDRESS in with_qr and ADDRESS not in without
            assert "on your phone" in with_qr
            for line in without.splitlines():  # the rows are all still there, on the same page
                assert line in with_qr
        assert render(data) == render(data, address="")


def _dark_share_at_the_foot(pdf: bytes) -> float:
    page = pdfium.PdfDocument(pdf)[0]
    image = page.render(scale=2).to_pil().convert("L")
    width, height = image.size
    foot = image.crop((int(width * 0.05), int(height * 0.88), int(width * 0.17), height - 10))
    return sum(foot.histogram()[:80]) / (foot.width * foot.height)


def test_the_pod_event_prints_its_seatings_with_the_page_address(tmp_path: Path) -> None:
    ctx = ServiceContext(open_database(tmp_path / "event.sqlite"))
    event_id = create_event(ctx, pod_settings("Pod Night", seed=3)).id
    register_names(ctx, event_id, numbered("Pod Player", 8))
    pair_next_pod_round(ctx, event_id)
    for by_name in (False, True):
        options = PrintOptions(by_name=by_name, page_address=ADDRESS)
        pdf = print_document(ctx, event_id, "pairings", options)
        text = page_texts(pdf)[0]
        assert ADDRESS in text and "SEATINGS BY " in text and "Pod Player 8" in text
        assert "Your pod, the standings and the round clock on your phone:" in text
        assert 0.2 < _dark_share_at_the_foot(pdf) < 0.7  # the QR code is drawn
        plain = print_document(ctx, event_id, "pairings", PrintOptions(by_name=by_name))
        assert ADDRESS not in page_texts(plain)[0]
    ctx.database.close()


def test_the_qr_code_is_drawn_dark_on_light_at_the_foot() -> None:
    pdf = render_pairings_by_table(_pairings(10), address=ADDRESS)
    page = pdfium.PdfDocument(pdf)[0]
    image = page.render(scale=2).to_pil().convert("L")
    width, height = image.size
    foot = image.crop((int(width * 0.05), int(height * 0.88), int(width * 0.17), height - 10))
    darks = sum(foot.histogram()[:80])
    assert 0.2 < darks / (foot.width * foot.height) < 0.7  # a QR pattern, not blank, not solid


def test_without_an_address_the_pages_are_as_before() -> None:
    data = _pairings(10)
    assert render_pairings_by_table(data) == render_pairings_by_table(data, address="")


def test_the_command_line_prints_the_address_on_the_pairings(tmp_path: Path) -> None:
    database = tmp_path / "event.sqlite"
    ctx = ServiceContext(open_database(database))
    event_id = create_event(ctx, EventSettings(name="Club Night", seed=1)).id
    register_names(ctx, event_id, ("Ann", "Bo", "Cy", "Di"))
    pair_next_round(ctx, event_id)
    ctx.database.close()
    target = tmp_path / "pairings.pdf"
    args = ["print", "pairings", str(event_id), "-o", str(target), "--db", str(database)]
    assert cli.run([*args, "--page-address", ADDRESS]) == 0
    assert ADDRESS in page_texts(target.read_bytes())[0]
    assert cli.run(args) == 0
    assert ADDRESS not in page_texts(target.read_bytes())[0]
