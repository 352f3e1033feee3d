"""Phones signed in by their player's code: a random session id in an ``HttpOnly``,
``SameSite=Strict`` cookie, mapped here (in the serving process's memory) to the code it was
opened with. Nothing else is kept on the phone.

The code is looked up again at each request, so a session dies as soon as the judge renews its
code. The forms of a session carry a token derived from its id with a secret of this process
(so a page of another site cannot fill one in even if a browser sent the cookie).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from opl_tournament.domain.player_codes import normalise

COOKIE = "opl_session"
MOST_SESSIONS = 20_000
"""Sessions held at once (the least recently used forgotten first): a few per player of the
biggest event, and a bound on what made-up sign-ins can cost."""
PER_CODE = 4
"""Sessions one code may hold (its oldest closed first): a player's phone and a spare, and no
way for one player to push everyone else's sessions out by signing in again and again."""
KIOSK_SECONDS = 120.0
"""How long a kiosk's sign-in waits for its one action."""


@dataclass
class Session:
    code: str
    channel: str
    """"phone", or "kiosk": signed out after one action."""
    opened: float
    message: str = ""
    """What the last action from a form answered (shown once on the next page)."""
    refused: bool = False
    """Whether that action was refused (the message is shown as a refusal)."""
    deck: str = ""
    """A deck list that was not taken, shown again in its box (a long paste is not lost)."""


class Sessions:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._secret = secrets.token_bytes(32)
        self._held: OrderedDict[str, Session] = OrderedDict()
        self._by_code: dict[str, list[str]] = {}

    def open(self, code: str, channel: str = "phone") -> str:
        """A new session for ``code`` (already known to be someone's); returns its id."""
        code = normalise(code) or code
        session_id = secrets.token_urlsafe(32)
        same = self._by_code.setdefault(code, [])
        while len(same) >= PER_CODE:
            self._held.pop(same.pop(0), None)
        same.append(session_id)
        self._held[session_id] = Session(code, channel, self.clock())
        while len(self._held) > MOST_SESSIONS:
            self._forget(*self._held.popitem(last=False))
        return session_id

    def _forget(self, session_id: str, session: Session) -> None:
        same = self._by_code.get(session.code, [])
        if session_id in same:
            same.remove(session_id)
        if not same:
            self._by_code.pop(session.code, None)

    def get(self, session_id: str) -> Session | None:
        session = self._held.get(session_id)
        if session is None:
            return None
        if session.channel == "kiosk" and self.clock() - session.opened > KIOSK_SECONDS:
            self.close(session_id)
            return None
        self._held.move_to_end(session_id)
        return session

    def close(self, session_id: str) -> None:
        session = self._held.pop(session_id, None)
        if session is not None:
            self._forget(session_id, session)

    def token(self, session_id: str) -> str:
        """The token a session's forms carry."""
        return hmac.new(self._secret, session_id.encode(), hashlib.sha256).hexdigest()

    def token_matches(self, session_id: str, token: str) -> bool:
        # As bytes: ``compare_digest`` refuses a str with a letter beyond ASCII (a forged one).
        return hmac.compare_digest(self.token(session_id).encode(), token.encode())
