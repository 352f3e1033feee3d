"""What the players' page allows a client before it stops listening: wrong codes from one
address (someone guessing), actions from one player's code, and the size of what a phone may
send."""

from __future__ import annotations

import logging
import math
import time
from collections import OrderedDict, deque
from collections.abc import Callable

from starlette.requests import Request

from opl_tournament.domain.sentences import Sentence
from opl_tournament.language.catalogs import Words

WRONG_CODES = 20
"""Wrong codes one address may send in ``WINDOW_SECONDS`` before it is refused."""
WINDOW_SECONDS = 60.0
BLOCK_SECONDS = 60.0
MOST_ADDRESSES = 10_000
"""Addresses remembered at once (the oldest forgotten first): a crowd of made-up addresses
cannot grow what the page keeps."""
ACTIONS_A_MINUTE = 10
"""Actions one player may take within a minute. A phone needs a few (a report, a confirmation,
a corrected deck list); each is a write the judge's own work waits behind, with its row in the
event's log (a deck list's keeps the list it replaced: up to 64 KB)."""
BODY_BYTES = 64 * 1024
"""The most a phone may send in one request (a deck list is a few kilobytes)."""

log = logging.getLogger(__name__)


def gettext_noop(source: str) -> str:
    """Marks words of the page said later, in the language of the request that shows them
    (``tools.catalogs`` gathers them into the page catalog)."""
    return source


class SaidLater(Exception):
    """One sentence for whoever asked: ``message`` is English (the API's); ``said`` is the
    sentence in a page's language. It is the page's own words (``gettext_noop``, its
    ``{places}`` filled from ``params``) or a service's ``Sentence`` (the messages catalog)."""

    def __init__(self, message: str | Sentence, **params: object) -> None:
        self.sentence = message if isinstance(message, Sentence) else None
        self.source = message if isinstance(message, str) else message.source
        self.params = params
        self.message = str(message) if not params else self.source.format(**params)
        super().__init__(self.message)

    def said(self, words: Words) -> str:
        """The sentence in ``words``' language."""
        if self.sentence is not None:
            return words.say(self.sentence)
        return words(self.source, **self.params)


class Refusal(SaidLater):
    """A request the page refuses: its status and one sentence saying why (JSON for the API,
    a page for a browser)."""

    def __init__(
        self,
        status: int,
        message: str | Sentence,
        headers: dict[str, str] | None = None,
        **params: object,
    ) -> None:
        super().__init__(message, **params)
        self.status = status
        self.headers = headers or {}


def too_many_wrong_codes(seconds: float) -> Refusal:
    return Refusal(
        429,
        gettext_noop("Too many wrong codes from this device; wait a minute, or ask the judge."),
        headers={"retry-after": str(max(1, round(seconds)))},
    )


class WrongCodes:
    """Counts the wrong codes of each address; after ``WRONG_CODES`` within a minute the
    address is refused for a minute (and the judge's log says so, once)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.recent: OrderedDict[str, deque[float]] = OrderedDict()
        self.blocked: dict[str, float] = {}

    def check(self, address: str) -> None:
        """Refuse (429) an address that is blocked."""
        until = self.blocked.get(address)
        if until is None:
            return
        left = until - self.clock()
        if left > 0:
            raise too_many_wrong_codes(left)
        del self.blocked[address]

    def wrong(self, address: str) -> None:
        """One more wrong code from ``address``; refused (429) when it was one too many."""
        now = self.clock()
        times = self.recent.pop(address, None) or deque()
        while times and now - times[0] >= WINDOW_SECONDS:
            times.popleft()
        times.append(now)
        self.recent[address] = times
        while len(self.recent) > MOST_ADDRESSES:
            self.recent.popitem(last=False)
        if len(times) >= WRONG_CODES:
            self.blocked[address] = now + BLOCK_SECONDS
            del self.recent[address]
            if len(self.blocked) > MOST_ADDRESSES:
                self.blocked = {a: t for a, t in self.blocked.items() if t > now}
            log.warning(
                "%s sent %d wrong player codes within a minute: refused for a minute",
                address or "an unknown address",
                WRONG_CODES,
            )


class PlayerActions:
    """Counts each player's actions: one more than ``ACTIONS_A_MINUTE`` within a minute is
    refused (429, not counted) until the oldest of them is a minute old."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.recent: OrderedDict[tuple[int, str], deque[float]] = OrderedDict()

    def count(self, event_id: int, number: str) -> None:
        """One more action of player ``number`` of ``event_id``, or 429 when it is one too
        many."""
        now = self.clock()
        player = (event_id, number)
        times = self.recent.pop(player, None) or deque()
        while times and now - times[0] >= WINDOW_SECONDS:
            times.popleft()
        self.recent[player] = times
        while len(self.recent) > MOST_ADDRESSES:
            self.recent.popitem(last=False)
        if len(times) >= ACTIONS_A_MINUTE:
            wait = math.ceil(WINDOW_SECONDS - (now - times[0]))
            raise Refusal(
                429,
                gettext_noop("too many actions from your code within a minute; wait a moment"),
                headers={"retry-after": str(max(1, wait))},
            )
        times.append(now)


def too_large(most: int) -> Refusal:
    # The rest of the body is not read: the connection is closed after the answer.
    return Refusal(
        413,
        gettext_noop("At most {size} KB may be sent at once."),
        headers={"connection": "close"},
        size=most // 1024,
    )


async def limited_body(request: Request, most: int = BODY_BYTES) -> bytes:
    """The request's body, refused (413) when it says or turns out to be over ``most`` bytes:
    the declared length is not trusted, the bytes are counted as they arrive."""
    declared = request.headers.get("content-length", "")
    if declared.strip().isdigit() and int(declared) > most:
        raise too_large(most)
    parts = []
    received = 0
    async for chunk in request.stream():
        received += len(chunk)
        if received > most:
            raise too_large(most)
        parts.append(chunk)
    return b"".join(parts)
