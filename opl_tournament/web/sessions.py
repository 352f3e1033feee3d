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

COOKIE = "opl_session"
MOST_SESSIONS = 20_000
"""Sessions held at once (the least recently used forgotten first): a few per player of the
biggest event, and a bound on what made-up sign-ins can cost."""
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


class Sessions:
    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._secret = secrets.token_bytes(32)
        self._held: OrderedDict[str, Session] = OrderedDict()

    def open(self, code: str, channel: str = "phone") -> str:
        """A new session for ``code`` (already known to be someone's); returns its id."""
        session_id = secrets.token_urlsafe(32)
        self._held[session_id] = Session(code, channel, self.clock())
        while len(self._held) > MOST_SESSIONS:
            self._held.popitem(last=False)
        return session_id

    def get(self, session_id: str) -> Session | None:
        session = self._held.get(session_id)
        if session is None:
            return None
        if session.channel == "kiosk" and self.clock() - session.opened > KIOSK_SECONDS:
            del self._held[session_id]
            return None
        self._held.move_to_end(session_id)
        return session

    def close(self, session_id: str) -> None:
        self._held.pop(session_id, None)

    def token(self, session_id: str) -> str:
        """The token a session's forms carry."""
        return hmac.new(self._secret, session_id.encode(), hashlib.sha256).hexdigest()

    def token_matches(self, session_id: str, token: str) -> bool:
        return hmac.compare_digest(self.token(session_id), token)
