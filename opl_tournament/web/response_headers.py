"""ASGI middleware that changes the headers of every HTTP response (other traffic passes as is)."""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send

Headers = list[tuple[bytes, bytes]]


class HeaderRewriter:
    """Calls ``rewrite`` on each HTTP response's headers as the response starts."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    def rewrite(self, scope: Scope, headers: Headers) -> Headers:
        """The headers to send for the request ``scope`` instead of ``headers``."""
        raise NotImplementedError

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_rewritten(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = self.rewrite(scope, list(message.get("headers", [])))
            await send(message)

        await self.app(scope, receive, send_rewritten)
