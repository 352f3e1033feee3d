"""Ports for the tests' own servers (PostgreSQL, the players' page)."""

from __future__ import annotations

import random
import socket

# Below the range the system takes the local ports of outgoing connections from (32768-60999 on
# Linux): a port the kernel hands out for bind(0) is in that range, and any connection made before
# the server binds it (the tests make many) may take it, leaving the server on IPv6 alone.
_SERVER_PORTS = range(20000, 31000)


def free_port() -> int:
    """A port nothing listens on, for a test's own server."""
    for _ in range(200):
        port = random.choice(_SERVER_PORTS)
        try:
            for family, address in ((socket.AF_INET, "0.0.0.0"), (socket.AF_INET6, "::")):
                with socket.socket(family) as probe:
                    probe.bind((address, port))
        except OSError:
            continue
        return port
    raise RuntimeError(f"no free port in {_SERVER_PORTS}")
