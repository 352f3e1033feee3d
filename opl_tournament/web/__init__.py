"""The players' page on the venue network: pairings, standings, the clock, a JSON API; and, for a
player signed in by their code, their own page and actions (report, confirm, drop, check in,
deck list, judge call).

A Starlette application served by uvicorn. It reads through the services; a player's actions
are the services' own calls, made as that player (never a write of its own).
"""

from opl_tournament.web.app import create_app
from opl_tournament.web.page_process import PageProcess
from opl_tournament.web.server import PageServer, serve

__all__ = ["PageProcess", "PageServer", "create_app", "serve"]
