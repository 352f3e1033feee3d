"""View ▸ Players' page on the network…: serve the players' page from this station (a child
process running `opl-tournament serve`, never a thread beside the window) and show its address
and QR code for the players (and for the pairings on the wall), over https unless the judge
unticks it (remembered), with the certificate's fingerprint for players whose phones warn
about it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings, Qt, Signal
from PySide6.QtGui import QFont, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from opl_tournament.domain.errors import DomainError
from opl_tournament.paths import page_certificate_paths
from opl_tournament.services.context import ServiceContext
from opl_tournament.storage.venue_certificate import fingerprint
from opl_tournament.ui.guard import agreed, show_error, window_words
from opl_tournament.web import PageProcess
from opl_tournament.web.address import qr_png
from opl_tournament.web.page_process import PageNotStarted
from opl_tournament.web.server import DEFAULT_HOST, DEFAULT_PORT


class PlayersPageControl:
    """The window's one page server: started on demand, stopped when the window closes or the
    judge stops it."""

    TLS_SETTING = "players_page/tls"

    def __init__(
        self, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT, settings: QSettings | None = None
    ) -> None:
        self.host, self.port = host, port
        self.settings = settings
        self.server: PageProcess | None = None
        self.tls = settings is None or str(settings.value(self.TLS_SETTING, "")) != "false"
        """Serve over https (unless the judge last chose plain http)."""

    def fingerprint(self) -> str:
        """The https certificate's fingerprint while the page is served over https, else empty."""
        if self.server is None or not self.server.running or not self.server.tls:
            return ""
        try:
            return fingerprint(page_certificate_paths()[0])
        except DomainError:
            return ""

    def set_tls(self, parent: QWidget, ctx: ServiceContext, tls: bool) -> str | None:
        """Serve over https (or plain http) from now on, restarting the page if it is served."""
        self.tls = tls
        if self.settings is not None:
            self.settings.setValue(self.TLS_SETTING, "true" if tls else "false")
        self.stop()
        return self.start(parent, ctx)

    def address(self, event_id: int | None = None) -> str:
        """The page's address (an event's pairings), or empty while it is not served."""
        if self.server is None or not self.server.running:
            return ""
        return self.server.url(f"/events/{event_id}/pairings" if event_id else "/")

    def start(self, parent: QWidget, ctx: ServiceContext) -> str | None:
        if self.server is not None and self.server.running and self.server.ctx is not ctx:
            self.stop()  # another database was opened since: serve that one
        if self.server is None:
            self.server = PageProcess(ctx, self.host, self.port, tls=self.tls)
        server = self.server
        title = QCoreApplication.translate("players_page", "Players' page")
        try:
            return server.start()
        except PageNotStarted as error:
            if not self.tls:
                show_error(parent, title, error)
                return None
            question = QCoreApplication.translate(
                "players_page",
                "The players' page could not be served over https: {reason}\n\nServe it "
                "without encryption instead? Anyone on this network could then read the "
                "players' codes and act for them. The page's window can turn encryption on "
                "again.",
            ).format(reason=window_words(error))
            if agreed(parent, title, question, no_by_default=True):
                return self.set_tls(parent, ctx, False)
            return None
        except Exception as error:  # an address this computer cannot listen on, among others
            show_error(parent, title, error)
            return None

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None


class PlayersPageDialog(QDialog):
    """The address in large type and its QR code; *Stop serving* takes the page down, and the
    check box serves it again over https (or plain http)."""

    address_changed = Signal()

    def __init__(
        self,
        parent: QWidget,
        control: PlayersPageControl,
        address: str,
        *,
        ctx: ServiceContext | None = None,
        event_id: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.control = control
        self.ctx, self.event_id = ctx, event_id
        self.setWindowTitle(self.tr("Players' page on the network"))
        intro = QLabel(
            self.tr(
                "Players on the venue's network open this address, or scan the code, to see the "
                "pairings, the standings and the round clock on their phones. Without a player's "
                "code the page only shows; with their own code (on their code card or result "
                "sheet) players act for themselves where the event lets them."
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
        self.encrypt = QCheckBox(self.tr("Encrypt the page (https)"))
        self.encrypt.setToolTip(
            self.tr(
                "Players' codes and sessions then cannot be read on the Wi-Fi. Each phone warns "
                "once about the certificate: the player checks its fingerprint against this one."
            )
        )
        self.encrypt.setChecked(control.tls)
        self.encrypt.setEnabled(ctx is not None)
        self.encrypt.toggled.connect(self._encrypt)
        self.fingerprint = QLabel()
        self.fingerprint.setWordWrap(True)
        self.fingerprint.setProperty("shows_data", True)
        self.fingerprint.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.unencrypted = QLabel(
            self.tr(
                "Served without encryption: anyone on this network can read the players' codes "
                "and session cookies, and act for them. Tick the box unless nobody else can join "
                "the network."
            )
        )
        self.unencrypted.setWordWrap(True)
        self._show(address)
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
        shown = (intro, self.address, self.qr, self.encrypt, self.fingerprint, self.unencrypted)
        for widget in (*shown, note, buttons):
            layout.addWidget(widget)

    def _show(self, address: str) -> None:
        self.address.setText(address)
        pixmap = QPixmap()
        pixmap.loadFromData(qr_png(address, scale=6))
        self.qr.setPixmap(pixmap)
        shown = self.control.fingerprint()
        self.fingerprint.setText(
            self.tr("Certificate's SHA-256 fingerprint: {fingerprint}").format(fingerprint=shown)
            if shown
            else ""
        )
        self.fingerprint.setVisible(bool(shown))
        self.unencrypted.setVisible(address.startswith("http://"))

    def _encrypt(self, tls: bool) -> None:
        if self.ctx is None:
            return
        if self.control.set_tls(self, self.ctx, tls) is None:
            self.stop()
        else:
            self._show(self.control.address(self.event_id))
            self.stop_button.setEnabled(True)
        self.address_changed.emit()

    def stop(self) -> None:
        self.control.stop()
        self.address.setText(self.tr("Not served"))
        self.qr.clear()
        self.fingerprint.clear()
        self.fingerprint.setVisible(False)
        self.unencrypted.setVisible(False)
        self.stop_button.setEnabled(False)
