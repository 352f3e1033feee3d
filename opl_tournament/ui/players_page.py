"""View ▸ Players' page on the network…: serve the players' page from this station (a child
process running `opl-tournament serve`, never a thread beside the window) and show its address
and QR code for the players (and for the pairings on the wall)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from opl_tournament.services.context import ServiceContext
from opl_tournament.ui.guard import run_action
from opl_tournament.web import PageProcess
from opl_tournament.web.address import qr_png
from opl_tournament.web.server import DEFAULT_HOST, DEFAULT_PORT


class PlayersPageControl:
    """The window's one page server: started on demand, stopped when the window closes or the
    judge stops it."""

    def __init__(self, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT) -> None:
        self.host, self.port = host, port
        self.server: PageProcess | None = None

    def address(self, event_id: int | None = None) -> str:
        """The page's address (an event's pairings), or empty while it is not served."""
        if self.server is None or not self.server.running:
            return ""
        return self.server.url(f"/events/{event_id}/pairings" if event_id else "/")

    def start(self, parent: QWidget, ctx: ServiceContext) -> str | None:
        if self.server is not None and self.server.running and self.server.ctx is not ctx:
            self.stop()  # another database was opened since: serve that one
        if self.server is None:
            self.server = PageProcess(ctx, self.host, self.port)
        server = self.server
        title = QCoreApplication.translate("players_page", "Players' page")
        return run_action(parent, title, server.start)

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None


class PlayersPageDialog(QDialog):
    """The address in large type and its QR code; *Stop serving* takes the page down."""

    def __init__(self, parent: QWidget, control: PlayersPageControl, address: str) -> None:
        super().__init__(parent)
        self.control = control
        self.setWindowTitle(self.tr("Players' page on the network"))
        intro = QLabel(
            self.tr(
                "Players on the venue's network open this address, or scan the code, to see the "
                "pairings, the standings and the round clock on their phones. The page only "
                "shows; nothing can be changed from it."
            )
        )
        intro.setWordWrap(True)
        self.address = QLabel(address)
        self.address.setProperty("shows_data", True)
        self.address.setFont(QFont(self.font().family(), 18, QFont.Weight.Bold))
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        pixmap = QPixmap()
        pixmap.loadFromData(qr_png(address, scale=6))
        self.qr.setPixmap(pixmap)
        note = QLabel(
            self.tr(
                "The projector window and the printed pairings show the same code while the page "
                "is served. It stops when the program closes."
            )
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox()
        self.stop_button = buttons.addButton(
            self.tr("Stop serving"), QDialogButtonBox.ButtonRole.ResetRole
        )
        self.stop_button.clicked.connect(self.stop)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (intro, self.address, self.qr, note, buttons):
            layout.addWidget(widget)

    def stop(self) -> None:
        self.control.stop()
        self.address.setText(self.tr("Not served"))
        self.qr.clear()
        self.stop_button.setEnabled(False)
