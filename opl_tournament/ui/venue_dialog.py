"""File ▸ Connect to a venue server…: the URL `venue start` printed and, to check that this is
the real server, its certificate file. A refusal (a URL that names no database, a missing
certificate file, a server that does not answer or fails the check) is shown under its field,
with what was typed kept."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QLineEdit, QPushButton, QWidget

from opl_tournament.domain.errors import DomainError
from opl_tournament.services.context import ServiceContext
from opl_tournament.storage.location import check_server_url, url_scheme, with_venue_certificate
from opl_tournament.ui.dialogs import FormDialog

URL_START = "postgresql+psycopg://"


class ConnectVenueDialog(FormDialog):
    """OK opens the server on the doorway's worker; ``outcome`` is then its context and
    ``location`` the URL it was opened with."""

    def __init__(
        self, opener: Callable[[str], ServiceContext], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Connect to a venue server"))
        self.url = QLineEdit(URL_START)
        self.url.setMinimumWidth(520)
        self.url.setPlaceholderText(
            self.tr("printed by 'opl-tournament venue start' on the host laptop")
        )
        self.certificate = QLineEdit()
        self.certificate.setPlaceholderText(
            self.tr("venue-certificate.pem from the host laptop (empty: encrypted, not checked)")
        )
        choose = QPushButton(self.tr("Choose…"))
        choose.clicked.connect(self._choose_certificate)
        certificate_row = QWidget()
        row = QHBoxLayout(certificate_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.certificate, 1)
        row.addWidget(choose)
        self.add_rows(
            ((self.tr("Server URL"), self.url), (self.tr("Certificate file"), certificate_row))
        )
        # a refusal naming these words is shown under the field the judge corrects
        self.fields = {
            "certificate": certificate_row,
            "verify": certificate_row,
            "url": self.url,
            "port": self.url,
            "database": self.url,
            "password": self.url,
        }
        self.location = ""
        self._opener = opener
        self.act = self._connect

    def _choose_certificate(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("The venue server's certificate"),
            "",
            self.tr("Certificates (*.pem);;All files (*)"),
        )
        if chosen:
            self.certificate.setText(chosen)

    def _connect(self) -> Callable[[], ServiceContext]:
        url = self.url.text().strip()
        if url_scheme(url) not in {"postgresql", "postgresql+psycopg"}:
            raise DomainError(
                self.tr(
                    "the URL starts with {start} (as 'venue start' prints it on the host laptop)"
                ).format(start=URL_START)
            )
        check_server_url(url)
        certificate = self.certificate.text().strip()
        if certificate:
            url = with_venue_certificate(url, Path(certificate))
        self.location = url
        opener = self._opener
        return lambda: opener(url)
