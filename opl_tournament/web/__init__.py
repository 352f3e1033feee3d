"""The players' read-only page on the venue network: pairings, standings, the clock, a JSON API.

A Starlette application served by uvicorn. It reads through the services and writes nothing.
"""

from opl_tournament.web.app import create_app
from opl_tournament.web.page_process import PageProcess
from opl_tournament.web.server import PageServer, serve

__all__ = ["PageProcess", "PageServer", "create_app", "serve"]
