"""The station's address on the venue network (what the players type or scan), and its QR code."""

from __future__ import annotations

import io
import socket

import segno

LOOPBACK = "127.0.0.1"


def lan_address() -> str:
    """This machine's address on its local network; the loopback address when it has none.

    Connecting a UDP socket sends nothing: it only asks the system which interface it would use.
    """
    for probe in ("10.255.255.255", "192.168.255.255", "172.31.255.255"):
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
                sock.connect((probe, 9))
                address = str(sock.getsockname()[0])
        except OSError:
            continue
        if address and not address.startswith("127.") and address != "0.0.0.0":
            return address
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = str(info[4][0])
            if not address.startswith("127."):
                return address
    except OSError:
        pass
    return LOOPBACK


def shown_host(host: str) -> str:
    """The host players reach the page at: the LAN address when the server listens on every
    interface."""
    return lan_address() if host in ("0.0.0.0", "", "::") else host


def page_url(host: str, port: int, path: str = "/", *, tls: bool = False) -> str:
    """The address players open (https when the page is served encrypted)."""
    shown = shown_host(host)
    if ":" in shown:
        shown = f"[{shown}]"
    return f"{'https' if tls else 'http'}://{shown}:{port}{path}"


def qr_svg(text: str) -> str:
    """The QR code of ``text`` as an inline SVG element (black on white, with its quiet zone)."""
    qr = segno.make(text, error="m")
    buffer = io.BytesIO()
    qr.save(buffer, kind="svg", scale=8, border=4, xmldecl=False, svgns=True, nl=False)
    return buffer.getvalue().decode("utf-8")


def qr_png(text: str, scale: int = 8) -> bytes:
    """The QR code of ``text`` as PNG bytes (for the window and the projector)."""
    qr = segno.make(text, error="m")
    buffer = io.BytesIO()
    qr.save(buffer, kind="png", scale=scale, border=4)
    return buffer.getvalue()
