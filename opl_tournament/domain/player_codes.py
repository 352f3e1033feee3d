"""Players' secret codes: how one is made, read back as a player types it, and printed.

A code signs a phone in as one player of one event, so it is a secret: ten characters drawn
from 32 that cannot be mistaken for one another (no 0/O, no 1/I) carry 50 bits. A player may
type it in either case, with spaces or dashes anywhere; it is printed in two groups of five.

The code is found again by its digest (``code_digest``), never by comparing codes: an index
look-up on a SHA-256 digest tells someone timing the answers nothing about which characters of
a guess were right.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
CODE_LENGTH = 10
GROUP = 5
BITS = CODE_LENGTH * (len(ALPHABET).bit_length() - 1)
"""The code's strength: 5 bits a character (32 characters), 50 bits in all."""

_ALLOWED = frozenset(ALPHABET)
_IGNORED = str.maketrans("", "", " -\t")


def new_code(draw: Callable[[int], int]) -> str:
    """A fresh code; ``draw(n)`` picks a whole number below ``n`` (``secrets.randbelow``: the
    domain itself has no randomness)."""
    return "".join(ALPHABET[draw(len(ALPHABET))] for _ in range(CODE_LENGTH))


def normalise(text: str) -> str | None:
    """The code as typed (any case, spaces and dashes anywhere), or None when it cannot be one."""
    code = text.translate(_IGNORED).upper()
    if len(code) != CODE_LENGTH or not set(code) <= _ALLOWED:
        return None
    return code


def grouped(code: str) -> str:
    """The code as printed for a player to read: ``ABCDE-FGHJK``."""
    return "-".join(code[start : start + GROUP] for start in range(0, len(code), GROUP))


def code_digest(code: str) -> str:
    """What the database finds a code by (the code normalised first)."""
    return hashlib.sha256(code.encode("ascii")).hexdigest()


def code_path(code: str) -> str:
    """The players' page address of a code, relative to the page: ``/p/CODE``."""
    return f"/p/{code}"
