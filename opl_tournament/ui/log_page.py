"""The Log page: every action of the event, newest first, as a judge reads it (local time, players
by name, the station that made it), filtered by player, round and kind of action.

Ctrl+Z undoes this station's own newest action (or a player's from a phone or the kiosk); here
a judge can choose any action (another station's too) and undo it after a confirmation naming
the station and the action.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any, cast

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
)
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
)

from opl_tournament.domain.model import AuditEntry, Event
from opl_tournament.domain.self_report import actor_said
from opl_tournament.domain.sentences import Sentence
from opl_tournament.services import registration, undo
from opl_tournament.services.audit_log import event_log, players_of_file
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.local_time import local_time
from opl_tournament.ui.accessible import named
from opl_tournament.ui.doorway import submit
from opl_tournament.ui.event_page import EventPage
from opl_tournament.ui.guard import agreed
from opl_tournament.ui.language import say
from opl_tournament.ui.models import DISPLAY, Index, fold

KINDS = (
    (str(QT_TRANSLATE_NOOP("log_page", "Every kind")), ()),
    (str(QT_TRANSLATE_NOOP("log_page", "Players")), ("player.",)),
    (str(QT_TRANSLATE_NOOP("log_page", "Pairings")), ("round.", "pod.pair", "pod.unpair")),
    (str(QT_TRANSLATE_NOOP("log_page", "Results")), ("match.", "pod.report", "pod.correct")),
    (str(QT_TRANSLATE_NOOP("log_page", "Penalties")), ("penalty.",)),
    (str(QT_TRANSLATE_NOOP("log_page", "Clock and extra time")), ("clock.",)),
    (str(QT_TRANSLATE_NOOP("log_page", "Event details")), ("event.",)),
    (str(QT_TRANSLATE_NOOP("log_page", "Undo")), ("undo",)),
)
_NUMBER = re.compile(r"\b\d{4,12}\b")
_ROUND = re.compile(r"\bround (\d+)")


def with_names(summary: Sentence | str, names: Mapping[str, str]) -> Sentence | str:
    """Each player number in ``summary`` followed by the player's name (unless the summary
    already names them): in a sentence's parameters (data), in an older row's English text."""
    english = str(summary)

    def named(found: re.Match[str]) -> str:
        number = found.group(0)
        name = names.get(number)
        return f"{number} ({name})" if name and name not in english else number

    def in_value(value: object) -> object:
        if isinstance(value, Sentence):
            params = tuple((key, in_value(inner)) for key, inner in value.params)
            return Sentence(value.source, params, value.plural, value.count)
        return _NUMBER.sub(named, value) if isinstance(value, str) else value

    return cast("Sentence | str", in_value(summary))


def _round_said(said: Sentence | str) -> int | None:
    """The round a summary names: its sentence's ``round`` (nested ones too), or an older
    row's "round N"."""
    if isinstance(said, str):
        found = _ROUND.search(said)
        return int(found.group(1)) if found else None
    for key, value in said.params:
        if key == "round" and isinstance(value, int):
            return value
        if isinstance(value, Sentence) and (number := _round_said(value)) is not None:
            return number
    return None


def round_of(entry: AuditEntry) -> int | None:
    for values in (entry.after, entry.before):
        if isinstance(values, dict) and isinstance(number := values.get("round"), int):
            return number
    return _round_said(entry.said)


class LogLines(QAbstractListModel):
    """The actions shown, each formatted only when the list asks for its line: a two-day
    event's log opens with the rows on screen formatted, not its thousands."""

    def __init__(self, line: Callable[[AuditEntry], str]) -> None:
        super().__init__()
        self._line = line
        self.entries: list[AuditEntry] = []

    def show(self, entries: Sequence[AuditEntry]) -> None:
        self.beginResetModel()
        self.entries = list(entries)
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.entries)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if role != DISPLAY or not 0 <= index.row() < len(self.entries):
            return None
        return self._line(self.entries[index.row()])


class LogPage(EventPage):
    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__(ctx, event_id)
        self.lines = LogLines(lambda entry: self._formatted(entry)[0])
        self.entries = named(QListView(), self.tr("Event log"))
        self.entries.setModel(self.lines)
        self.entries.setUniformItemSizes(True)  # rows are not measured one by one
        self.undo_button = QPushButton(self.tr("Undo the &chosen action…"))
        self.undo_button.clicked.connect(lambda _=False: self.undo_chosen())
        self.player = named(QLineEdit(), self.tr("Show actions of the player"))
        self.player.setPlaceholderText(self.tr("player: number or name"))
        self.round = named(QComboBox(), self.tr("Show actions of the round"))
        self.round.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.kind = named(QComboBox(), self.tr("Show actions of the kind"))
        for label, prefixes in KINDS:
            self.kind.addItem(QCoreApplication.translate("log_page", label), prefixes)
        self.audit: list[AuditEntry] = []
        self.names: dict[str, str] = {}
        self._lines: dict[tuple[int, bool], tuple[str, str]] = {}
        """Each row's line and its words folded for the player filter, by (id, undone): a row
        changes only by being undone, so a refresh formats only the rows new since the last
        (all of them again when a player's name changed)."""
        filters = QHBoxLayout()
        filters.addWidget(QLabel(self.tr("Show")))
        filters.addWidget(self.kind)
        filters.addWidget(self.round)
        filters.addWidget(self.player, 1)
        filters.addWidget(self.undo_button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.entries)
        self.player.textChanged.connect(self.show_entries)
        self.round.currentIndexChanged.connect(self.show_entries)
        self.kind.currentIndexChanged.connect(self.show_entries)

    def refresh(self, _event: Event) -> None:
        self.audit = list(reversed(event_log(self.ctx, self.event_id)))
        names = {
            r.number: r.player.name
            for r in registration.list_registrations(self.ctx, self.event_id)
        }
        if names != self.names:
            self._lines.clear()
        self.names = names
        chosen = self.round.currentData()
        rounds = sorted({n for n in (round_of(e) for e in self.audit) if n is not None})
        self.round.blockSignals(True)
        self.round.clear()
        self.round.addItem(self.tr("Every round"), None)
        for number in rounds:
            self.round.addItem(self.tr("Round {number}").format(number=number), number)
        self.round.setCurrentIndex(max(0, self.round.findData(chosen)))
        self.round.blockSignals(False)
        self.show_entries()

    def _said(self, entry: AuditEntry) -> str:
        """What the action did, in the window's language, players named after their numbers."""
        return say(with_names(entry.said, self.names))

    def _concerns(self, entry: AuditEntry, who: str) -> bool:
        """Whether the action names the player ``who`` (folded), or is a results file with a
        result of theirs."""
        if who in self._formatted(entry)[1]:
            return True
        return any(
            who in fold(f"{number} {self.names.get(number, '')}")
            for number in players_of_file(entry)
        )

    def _formatted(self, entry: AuditEntry) -> tuple[str, str]:
        """The row's line as shown, and what it says folded for the player filter."""
        key = (entry.id, entry.undone)
        found = self._lines.get(key)
        if found is None:
            said = self._said(entry)
            line = f"{local_time(entry.at)}  {say(actor_said(entry.actor)):<10} {said}"
            if entry.undone:
                line = self.tr("{line}  [undone]").format(line=line)
            found = self._lines[key] = (line, fold(said))
        return found

    def show_entries(self) -> None:
        prefixes: tuple[str, ...] = tuple(self.kind.currentData() or ())
        number = self.round.currentData()
        who = fold(self.player.text().strip())
        self.lines.show(
            [
                entry
                for entry in self.audit
                if (not prefixes or entry.action.startswith(prefixes))
                and (number is None or round_of(entry) == number)
                and (not who or self._concerns(entry, who))
            ]
        )

    def shown_text(self) -> str:
        """The lines shown, one per line (what the judge reads)."""
        return "\n".join(self._formatted(entry)[0] for entry in self.lines.entries)

    def chosen(self) -> AuditEntry | None:
        row = self.entries.currentIndex().row()
        return self.lines.entries[row] if 0 <= row < len(self.lines.entries) else None

    def _whose(self, entry: AuditEntry) -> str:
        """Who acted: this station, another station, or a player from a phone or the kiosk."""
        if entry.actor == self.ctx.actor:
            return self.tr("this station")
        if entry.actor.startswith("player "):  # services/self_report.py's Caller.actor
            return say(actor_said(entry.actor))
        return self.tr("station {station}").format(station=say(actor_said(entry.actor)))

    def undo_chosen(self) -> None:
        entry = self.chosen()
        if entry is None:
            QMessageBox.information(
                self, self.tr("Undo"), self.tr("Choose an action in the log first.")
            )
            return
        if not agreed(
            self,
            self.tr("Undo an action"),
            self.tr("Undo the action of {who}: “{action}” ({time})?").format(
                who=self._whose(entry), action=say(entry.said), time=local_time(entry.at)
            ),
        ):
            return
        submit(
            self,
            self.tr("Undo"),
            lambda: undo.undo_entry(self.ctx, self.event_id, entry.id),
        )
