"""The Rulings page: the shipped rulings searched by a Special's code or by words."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QLineEdit, QListWidget, QPlainTextEdit, QVBoxLayout, QWidget

from opl_tournament.domain.model import Event
from opl_tournament.domain.rules.rulings import SearchHit
from opl_tournament.services.rulings import search_rulings, shipped_rulings
from opl_tournament.ui.accessible import named


class RulingsPage(QWidget):
    """Look a ruling up by a Special's code or by words, while the players wait."""

    def __init__(self) -> None:
        super().__init__()
        self.query = named(QLineEdit(), self.tr("Search the rulings"))
        self.query.setPlaceholderText(
            self.tr("A Special's code (HQ) or words (venture ko, multipower)…")
        )
        self.query.textChanged.connect(self.search)
        self.results = named(QListWidget(), self.tr("Rulings found"))
        self.results.currentRowChanged.connect(self.show_ruling)
        self.text = named(QPlainTextEdit(), self.tr("Ruling"))
        self.text.setReadOnly(True)
        self.hits: list[SearchHit] = []
        layout = QVBoxLayout(self)
        layout.addWidget(self.query)
        layout.addWidget(self.results, 1)
        layout.addWidget(self.text, 1)
        notice = QLabel(shipped_rulings().notice)
        notice.setProperty("shows_data", True)  # the shipped rulings' own words, as they are
        notice.setWordWrap(True)
        layout.addWidget(notice)

    def refresh(self, _event: Event) -> None:
        return None

    def search(self, query: str) -> None:
        self.hits = list(search_rulings(query)) if query.strip() else []
        self.results.clear()
        for hit in self.hits:
            label = hit.ruling.code or hit.ruling.topic or ""
            self.results.addItem(f"[{label}] {hit.ruling.title}")
        if self.hits:
            self.results.setCurrentRow(0)
        else:
            self.text.setPlainText("")

    def show_ruling(self, row: int) -> None:
        if 0 <= row < len(self.hits):
            ruling = self.hits[row].ruling
            self.text.setPlainText(
                self.tr("{title}\n\n{text}\n\nSource: {source}").format(
                    title=ruling.title, text=ruling.text, source=ruling.source
                )
            )
