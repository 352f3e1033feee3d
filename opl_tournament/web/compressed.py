"""Answers kept ready to send: as they are and gzip-compressed, with their ETag.

A page is compressed once per change of the database, not once per phone. An event page's clock
moves every second, so its place is left open (a *slot*): the text before and after it is
compressed once, each as its own piece of one deflate stream, and only the clock is compressed
for each request; the gzip checksum covers the whole page. The ETag leaves the clock out: a phone
that already has the page gets a 304, and its script asks for the clock at once.
"""

from __future__ import annotations

import hashlib
import struct
import zlib

SMALLEST = 1000
"""Answers shorter than this are sent as they are (compressing them saves nothing)."""
LEVEL = 6
GZIP_HEADER = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff"
"""A gzip member's header: deflate, no name, no time, unknown system (RFC 1952)."""


def _deflate(data: bytes, *, last: bool, level: int = LEVEL) -> bytes:
    """``data`` as raw deflate blocks that end on a byte boundary (``last``: the stream ends)."""
    compressor = zlib.compressobj(level, zlib.DEFLATED, -zlib.MAX_WBITS)
    return compressor.compress(data) + compressor.flush(
        zlib.Z_FINISH if last else zlib.Z_SYNC_FLUSH
    )


class Compressed:
    """One answer's body (``before`` + the slot's text + ``after``; no slot: ``after`` is
    empty), its gzip pieces and its ETag."""

    def __init__(self, body: bytes, slot: bytes | None = None) -> None:
        if slot is not None and slot in body:
            self.before, self.after = body.split(slot, 1)
        else:
            self.before, self.after = body, b""
        self.slotted = slot is not None and slot in body
        digest = hashlib.blake2b(self.before + b"\0" + self.after, digest_size=12).hexdigest()
        self.etag = f'W/"{digest}"'
        self.compressible = len(body) >= SMALLEST
        self._before_z = _deflate(self.before, last=not self.slotted) if self.compressible else b""
        self._after_z = (
            _deflate(self.after, last=True) if self.slotted and self.compressible else b""
        )
        self._before_crc = zlib.crc32(self.before)

    @property
    def weight(self) -> int:
        return len(self.before) + len(self.after) + len(self._before_z) + len(self._after_z)

    def plain(self, filling: bytes = b"") -> bytes:
        return self.before + filling + self.after if self.slotted else self.before

    def gzipped(self, filling: bytes = b"") -> bytes:
        """The gzip member of ``plain(filling)``, only ``filling`` compressed now."""
        if not self.slotted:
            middle, crc, size = b"", self._before_crc, len(self.before)
        else:
            middle = _deflate(filling, last=False, level=1)
            crc = zlib.crc32(self.after, zlib.crc32(filling, self._before_crc))
            size = len(self.before) + len(filling) + len(self.after)
        trailer = struct.pack("<II", crc, size & 0xFFFFFFFF)
        return GZIP_HEADER + self._before_z + middle + self._after_z + trailer


def accepts_gzip(accept_encoding: str) -> bool:
    """Whether a request's ``Accept-Encoding`` takes gzip (``gzip;q=0`` refuses it)."""
    for item in accept_encoding.split(","):
        name, _, parameters = item.strip().partition(";")
        if name.strip().lower() not in ("gzip", "*"):
            continue
        quality = parameters.strip().lower().removeprefix("q=")
        try:
            return not parameters.strip() or float(quality) > 0
        except ValueError:
            return False
    return False


def matches(if_none_match: str, etag: str) -> bool:
    """Whether a request's ``If-None-Match`` names ``etag`` (compared weakly, RFC 9110)."""
    tags = {tag.strip().removeprefix("W/") for tag in if_none_match.split(",")}
    return "*" in tags or etag.removeprefix("W/") in tags
