"""Answers kept compressed: what a phone unzips is the page, clock included, whatever the clock
says; the ETag does not move with the clock; gzip only for a client that takes it."""

from __future__ import annotations

import gzip
import zlib

import pytest

from opl_tournament.web.compressed import Compressed, accepts_gzip, matches

PAGE = b"<header><!--clock--></header>" + b"<li>Ann Lee 0001 table 12</li>\n" * 500


@pytest.mark.parametrize("clock", [b"", b"<span>45:00 left</span>", "12:01 \u00e9".encode() * 40])
def test_a_page_with_a_clock_unzips_to_the_page_with_that_clock(clock: bytes) -> None:
    page = Compressed(PAGE, slot=b"<!--clock-->")
    sent = page.gzipped(clock)
    assert gzip.decompress(sent) == PAGE.replace(b"<!--clock-->", clock) == page.plain(clock)
    assert zlib.decompress(sent, 16 + zlib.MAX_WBITS) == page.plain(clock)  # one gzip member
    assert len(sent) < len(PAGE) // 10


def test_the_etag_leaves_the_clock_out_and_follows_the_rest() -> None:
    page = Compressed(PAGE, slot=b"<!--clock-->")
    assert page.etag == Compressed(PAGE, slot=b"<!--clock-->").etag
    assert page.etag != Compressed(PAGE + b"<li>Bo</li>", slot=b"<!--clock-->").etag
    assert matches(page.etag, page.etag) and matches(f'"x", {page.etag}', page.etag)
    assert matches(page.etag.removeprefix("W/"), page.etag) and matches("*", page.etag)
    assert not matches('W/"other"', page.etag) and not matches("", page.etag)


def test_a_short_answer_is_sent_as_it_is() -> None:
    short = Compressed(b'{"round": 1}')
    assert not short.compressible and short.plain() == b'{"round": 1}'


@pytest.mark.parametrize(
    ("header", "takes"),
    [
        ("gzip, deflate, br", True),
        ("br;q=1.0, gzip;q=0.8", True),
        ("*", True),
        ("gzip;q=0", False),
        ("identity", False),
        ("", False),
        ("gzip;q=nonsense", False),
    ],
)
def test_gzip_only_for_a_client_that_takes_it(header: str, takes: bool) -> None:
    assert accepts_gzip(header) is takes
