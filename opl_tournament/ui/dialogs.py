"""Dialogs that collect what a judge action needs; the action itself is a service call."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDate
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from opl_tournament.domain.errors import DomainError, InvalidInput
from opl_tournament.domain.event_policies import (
    EventPolicies,
    PodFormat,
    PodSettings,
    SelfReportPolicy,
)
from opl_tournament.domain.languages import Language
from opl_tournament.domain.model import (
    Event,
    EventFormat,
    EventSettings,
    EventStatus,
    Game,
    Official,
    OfficialRole,
    PlayerIdentity,
    Registration,
    TournamentType,
)
from opl_tournament.domain.registration import parse_fee, same_name
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.services.events import EventChanges, time_limit_note
from opl_tournament.services.registration import Entrant
from opl_tournament.ui import theme
from opl_tournament.ui.doorway import submit
from opl_tournament.ui.event_choice_fields import EventChoiceFields
from opl_tournament.ui.guard import show_error, window_words
from opl_tournament.ui.language import say, window_language
from opl_tournament.ui.models import FORMAT_WORDS, window_decimal
from opl_tournament.ui.self_report_fields import SelfReportFields

RECOMMENDED_FORMAT = EventFormat.COMBINATION


def _buttons(dialog: QDialog) -> QDialogButtonBox:
    box = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


POD_NAMES = {
    PodFormat.FREE_FOR_ALL.value: str(
        QT_TRANSLATE_NOOP("dialogs", "pods of 3-4, free-for-all (Vs. System)")
    ),
    PodFormat.TWO_VS_TWO.value: str(QT_TRANSLATE_NOOP("dialogs", "2 vs 2 teams (Vs. 2PCG)")),
    PodFormat.BOSS.value: str(QT_TRANSLATE_NOOP("dialogs", "boss battles of 3 (Vs. 2PCG)")),
}

GAME_NAMES = {game: rules_for(game).label for game in Game}
TYPE_NAMES = {
    TournamentType.CONSTRUCTED: str(QT_TRANSLATE_NOOP("dialogs", "Constructed")),
    TournamentType.SEALED: str(QT_TRANSLATE_NOOP("dialogs", "Sealed")),
    TournamentType.LOCATIONS: str(QT_TRANSLATE_NOOP("dialogs", "Locations")),
}


FROM_FIELD_SIZE = str(QT_TRANSLATE_NOOP("dialogs", "from the field size"))
MINUTES_SUFFIX = str(QT_TRANSLATE_NOOP("dialogs", " min"))
PAPER_SIZES = (("Letter", str(QT_TRANSLATE_NOOP("dialogs", "Letter"))), ("A4", "A4"))
"""The paper sizes: the stored value, and its name in the window's words."""


def _words(text: str) -> str:
    return QCoreApplication.translate("dialogs", text)


def add_paper_sizes(box: QComboBox) -> None:
    for value, words in PAPER_SIZES:
        box.addItem(_words(words), value)


class DoorwayDialog(QDialog):
    """A dialog whose OK reads what was typed into a service call (``work``) and hands it to the
    doorway (``ui/doorway.py``): a refusal is shown in the dialog (``show_error``), which stays
    open with everything typed for the judge to correct; ``outcome`` holds what the call returned
    once it succeeded (the pages hear what it changed from the service's own record)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.initiator: object = None
        self.outcome: object = None
        self._waiting = False

    def work(self) -> Callable[[], object] | None:
        """What was typed, as the service call to make (None: nothing to call, the dialog
        closes); a ``DomainError`` refuses it at once."""
        return None

    def show_error(self, error: DomainError) -> None:
        raise NotImplementedError

    def fit_wrapped_lines(self) -> None:
        """Each line of wrapped words (a refusal, a note) is as tall as its words wrap to, and the
        dialog grows to show them: an open dialog's layout does not grow for a label's
        height-for-width by itself, which cut a refusal of three lines at two."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        for label in self.findChildren(QLabel):
            if not label.wordWrap():
                continue
            shown = label.isVisible() and label.text() and label.width() > 0
            wanted = label.heightForWidth(label.width()) if shown else 0
            if wanted != label.minimumHeight():
                label.setMinimumHeight(wanted)
                above = label.parentWidget()
                while above is not None and above is not self:  # a tab caches its size hint
                    above.updateGeometry()
                    above = above.parentWidget()
        layout.activate()
        needed = self.minimumSizeHint().height()
        if self.isVisible() and self.height() < needed:
            self.resize(self.width(), needed)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_wrapped_lines()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_wrapped_lines()

    def accept(self) -> None:
        if self._waiting:
            return  # the service is still answering the last OK
        try:
            work = self.work()
        except (DomainError, OSError) as error:
            self._refused(error)
            return
        if work is None:
            self._accepted(self.outcome)
            return
        self._waiting = True
        submit(
            self,
            self.windowTitle(),
            work,
            done=self._accepted,
            failed=self._refused,
            initiator=self.initiator,
        )

    def _accepted(self, outcome: object) -> None:
        self._waiting = False
        self.outcome = outcome
        super().accept()

    def _refused(self, error: Exception) -> None:
        self._waiting = False
        if isinstance(error, DomainError):
            self.show_error(error)
        elif isinstance(error, OSError):
            self.show_error(DomainError(f"{error.strerror or error}"))
        else:
            show_error(self, self.windowTitle(), error)


class FormDialog(DoorwayDialog):
    """A form whose OK runs ``submit`` (a check on the window's thread) or ``act`` (reads the
    form into the service call for the doorway): a refusal is shown next to its field."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QFormLayout(self)
        self.outer = self.form
        """The dialog's own layout: the general error and the buttons go there, under the rows
        (a dialog with tabs puts its rows in the tabs' layouts, ``form`` the first's)."""
        self.submit: Callable[[], object] | None = None
        self.act: Callable[[], Callable[[], object]] | None = None
        self._errors: dict[QWidget, QLabel] = {}
        self.fields: dict[str, QWidget] = {}
        """The service's field names (``InvalidInput.field``) and words of its messages, each
        mapped to the widget the judge corrects."""
        self.general_error = QLabel()
        self.general_error.setStyleSheet(theme.error_style())
        self.general_error.setWordWrap(True)
        self.general_error.hide()

    def add_rows(self, rows: tuple[tuple[str, QWidget], ...]) -> None:
        """The rows into ``form``, then the general error and the buttons under them."""
        self.add_field_rows(rows, self.form)
        self.outer.addRow(self.general_error)
        self.outer.addRow(_buttons(self))

    def add_field_rows(self, rows: tuple[tuple[str, QWidget], ...], form: QFormLayout) -> None:
        """Each row into ``form``, with a hidden line under it for its refusal."""
        for label, widget in rows:
            form.addRow(label, widget)
            error = QLabel()
            error.setStyleSheet(theme.error_style())
            error.setWordWrap(True)
            form.addRow("", error)
            form.setRowVisible(error, False)
            self._errors[widget] = error

    @staticmethod
    def _row_form(error: QLabel) -> QFormLayout:
        """The form a refusal's line is in (the dialog's, or a tab's)."""
        page = error.parentWidget()
        form = page.layout() if page is not None else None
        assert isinstance(form, QFormLayout)
        return form

    def _show_error_row(self, error: QLabel, shown: bool) -> None:
        self._row_form(error).setRowVisible(error, shown)

    def error_text(self, widget: QWidget) -> str:
        """The refusal shown next to ``widget`` ("" when none is)."""
        label = self._errors.get(widget)
        return (
            label.text() if label is not None and self._row_form(label).isRowVisible(label) else ""
        )

    def _clear_errors(self) -> None:
        for label in self._errors.values():
            label.clear()
            self._show_error_row(label, False)
        self.general_error.clear()
        self.general_error.hide()

    def _widget_for(self, error: DomainError) -> QWidget | None:
        if isinstance(error, InvalidInput) and error.field in self.fields:
            return self.fields[error.field]
        text = error.message.casefold()
        return next((w for key, w in self.fields.items() if key.casefold() in text), None)

    def show_error(self, error: DomainError) -> None:
        self._clear_errors()
        widget = self._widget_for(error)
        label = self._errors.get(widget) if widget is not None else None
        if label is None:
            self.general_error.setText(window_words(error))
            self.general_error.show()
            self.fit_wrapped_lines()
            return
        message = (
            say(error.reason_sentence) if isinstance(error, InvalidInput) else window_words(error)
        )
        label.setText(message[:1].upper() + message[1:])
        self._show_error_row(label, True)
        widget.setFocus()  # type: ignore[union-attr]
        self.fit_wrapped_lines()

    def work(self) -> Callable[[], object] | None:
        if self.submit is not None:
            self.outcome = self.submit()
        return self.act() if self.act is not None else None

    def _accepted(self, outcome: object) -> None:
        self._clear_errors()
        super()._accepted(outcome)


def language_box(chosen: Language) -> QComboBox:
    """The languages an event's forms may be printed in, each named in itself."""
    box = QComboBox()
    box.setProperty("shows_data", True)  # each language named in itself, in every language
    for language in Language:
        box.addItem(language.name_in_itself, language.value)
    box.setCurrentIndex(box.findData(chosen.value))
    box.setToolTip(
        QCoreApplication.translate(
            "dialogs", "The language of the event's printed forms and time-call decisions"
        )
    )
    return box


EVENT_LABELS = {
    "name": QT_TRANSLATE_NOOP("event_rows", "Name"),
    "game": QT_TRANSLATE_NOOP("event_rows", "Game"),
    "tournament_type": QT_TRANSLATE_NOOP("event_rows", "Tournament type"),
    "format": QT_TRANSLATE_NOOP("event_rows", "Format"),
    "rounds": QT_TRANSLATE_NOOP("event_rows", "Swiss rounds"),
    "cut": QT_TRANSLATE_NOOP("event_rows", "Top cut"),
    "time_limit": QT_TRANSLATE_NOOP("event_rows", "Time limit"),
    "sanction": QT_TRANSLATE_NOOP("event_rows", "Sanction number"),
    "date": QT_TRANSLATE_NOOP("event_rows", "Date"),
    "place": QT_TRANSLATE_NOOP("event_rows", "Place"),
    "judge": QT_TRANSLATE_NOOP("event_rows", "Judge"),
    "assistants": QT_TRANSLATE_NOOP("event_rows", "Assistant referees"),
    "paper": QT_TRANSLATE_NOOP("event_rows", "Paper"),
    "language": QT_TRANSLATE_NOOP("event_rows", "Printed in"),
    "staff": QT_TRANSLATE_NOOP("event_rows", "Odd field"),
    "pods": QT_TRANSLATE_NOOP("event_rows", "Tables"),
}
"""The label of each field of an event's dialogs, by the field's attribute name."""


class EventForm(FormDialog):
    """The New event and Edit event dialogs: the fields both have, built alike, and every row
    under its one label (``EVENT_LABELS``)."""

    def __init__(
        self,
        printed_in: Language,
        self_report: SelfReportPolicy | None,
        parent: QWidget | None,
        settings: EventSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.name = QLineEdit()
        self.sanction = QLineEdit()
        self.place = QLineEdit()
        self.judge = QLineEdit()
        self.assistants = QLineEdit()
        self.assistants.setPlaceholderText(self.tr("names separated by commas"))
        self.paper = QComboBox()
        add_paper_sizes(self.paper)
        self.language = language_box(printed_in)
        self.rounds = QSpinBox()
        self.rounds.setRange(0, 30)
        self.rounds.setSpecialValueText(_words(FROM_FIELD_SIZE))
        self.time_limit = QSpinBox()
        self.time_limit.setSuffix(_words(MINUTES_SUFFIX))
        self.time_limit_note = QLabel()
        """Said while the time limit is outside the game's range for sanctioned events."""
        self.time_limit_note.setWordWrap(True)
        self.time_limit_note.setStyleSheet(theme.warning_style())
        self._time_game = Game.OVERPOWER
        self.time_limit.valueChanged.connect(self._say_time_limit)
        self.self_service = SelfReportFields(self_report)
        self.choices = EventChoiceFields(settings or EventSettings(name=""))
        # Two tabs, so that the dialog fits a small laptop's screen (1024 × 640).
        self.tabs = QTabWidget()
        self.tabs.currentChanged.connect(self.fit_wrapped_lines)
        self.outer.addRow(self.tabs)
        event_page, play_page = QWidget(), QWidget()
        self.form = QFormLayout(event_page)
        self.play_form = QFormLayout(play_page)
        self.tabs.addTab(event_page, QCoreApplication.translate("dialogs", "Event"))
        self.tabs.addTab(play_page, QCoreApplication.translate("dialogs", "Rules and players"))

    def add_event_rows(self, names: tuple[str, ...], fields: dict[str, QWidget]) -> None:
        """The rows of the fields ``names`` (attribute names) in this order, then the tier and
        pairing choices, then the players' self-service rows. The service's names of the fields
        (``FormDialog.fields``): those both dialogs have, the dialog's own ``fields``, then the
        choices' and the self-service's."""
        labelled = tuple(
            (QCoreApplication.translate("event_rows", str(EVENT_LABELS[name])), getattr(self, name))
            for name in names
        )
        self.add_field_rows((*self.choices.rows(), *self.self_service.rows()), self.play_form)
        self.add_rows(labelled)
        row, _role = cast(tuple[int, object], self.form.getWidgetPosition(self.time_limit))
        self.form.insertRow(row + 2, "", self.time_limit_note)  # under the box's refusal line
        self._say_time_limit()
        self.fields = {
            "name": self.name,
            "rounds": self.rounds,
            "time-limit": self.time_limit,
            "paper": self.paper,
            "language": self.language,
            "assistant": self.assistants,
            **fields,
            **self.choices.fields(),
            **self.self_service.fields(),
        }

    def assistant_names(self) -> list[str]:
        """The assistant referees typed, one name between each two commas."""
        return [name.strip() for name in self.assistants.text().split(",") if name.strip()]

    def fit_time_limit(self, game: Game) -> None:
        """The time limit box takes the range any event may set; its tooltip and note say the
        game's range for sanctioned events and where that comes from."""
        self._time_game = game
        minutes = rules_for(game).round_minutes
        self.time_limit.setRange(*minutes.WIDEST)
        self.time_limit.setToolTip(
            QCoreApplication.translate(
                "dialogs",
                "{low} to {high} minutes for a sanctioned event, {default} unless you change it "
                "({source})",
            ).format(
                low=minutes.low, high=minutes.high, default=minutes.default, source=minutes.source
            )
        )
        self._say_time_limit()

    def _say_time_limit(self) -> None:
        note = time_limit_note(self._time_game, self.time_limit.value())
        self.time_limit_note.setText(say(note) if note is not None else "")
        form = self.form
        if form.indexOf(self.time_limit_note) >= 0:
            form.setRowVisible(self.time_limit_note, note is not None)
            self.fit_wrapped_lines()

    def show_error(self, error: DomainError) -> None:
        """The refusal next to its field, on the tab that field is on."""
        super().show_error(error)
        widget = self._widget_for(error)
        if widget is not None:
            self.tabs.setCurrentIndex(1 if self.play_form.indexOf(widget) >= 0 else 0)
        self.fit_wrapped_lines()


class NewEventDialog(EventForm):
    """Everything fixed when an event is created (the number of rounds may default)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(window_language(), None, parent)
        self.setWindowTitle(self.tr("New event"))
        self.name.setPlaceholderText(self.tr("e.g. Spring Open"))
        self.game = QComboBox()
        self.game.setProperty("shows_data", True)  # the games' own names, in every language
        for game in Game:
            self.game.addItem(GAME_NAMES[game], game)
        self.tournament_type = QComboBox()
        for kind in TournamentType:
            self.tournament_type.addItem(_words(TYPE_NAMES[kind]), kind)
        self.format = QComboBox()
        for fmt in EventFormat:
            label = QCoreApplication.translate("models", FORMAT_WORDS[fmt])
            if fmt is RECOMMENDED_FORMAT:
                label = self.tr("{format} (recommended)").format(format=label)
            self.format.addItem(label, fmt)
        self.format.setCurrentIndex(self.format.findData(RECOMMENDED_FORMAT))
        self.cut = QComboBox()
        self.cut.addItem(_words(FROM_FIELD_SIZE), None)
        for size in (2, 4, 8, 16, 32):
            self.cut.addItem(self.tr("top {size}").format(size=size), size)
        self.date = QDateEdit(QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.staff = QCheckBox(self.tr("an odd field plays the staff player instead of a bye"))
        self.pods = QComboBox()
        self.pods.addItem(self.tr("head to head"), None)
        for pod_format, label in POD_NAMES.items():
            self.pods.addItem(_words(label), pod_format)
        self.pods.setToolTip(self.tr("Vs. System only: seat players in pods, paired Swiss"))
        self.add_event_rows(
            (
                "name",
                "game",
                "tournament_type",
                "format",
                "rounds",
                "cut",
                "time_limit",
                "sanction",
                "date",
                "place",
                "judge",
                "assistants",
                "paper",
                "language",
                "staff",
                "pods",
            ),
            {"cut": self.cut, "pods": self.pods, "format": self.format, "official": self.judge},
        )
        self.game.currentIndexChanged.connect(self._fit_to_format)
        self.game.currentIndexChanged.connect(self._fit_time_limit)
        self.format.currentIndexChanged.connect(self._format_chosen)
        self.pods.currentIndexChanged.connect(self._pods_chosen)
        self._fit_to_format()
        self._fit_time_limit()

    def _fit_time_limit(self) -> None:
        """The time limit box takes the chosen game's range, set to its default."""
        self.fit_time_limit(Game(self.game.currentData()))
        self.time_limit.setValue(rules_for(self.game.currentData()).round_minutes.default)

    def _pods_chosen(self) -> None:
        """Pods are paired Swiss: choosing them chooses the Swiss format."""
        if self.pods.currentData() is not None:
            self.format.setCurrentIndex(self.format.findData(EventFormat.SWISS))
        self._fit_to_format()

    def _format_chosen(self) -> None:
        """Another format than Swiss seats players head to head."""
        if EventFormat(self.format.currentData()) is not EventFormat.SWISS:
            self.pods.setCurrentIndex(0)
        self._fit_to_format()

    def _fit_to_format(self) -> None:
        """Only the fields that apply to the chosen game and format can be filled."""
        fmt = EventFormat(self.format.currentData())
        head_to_head_only = not rules_for(self.game.currentData()).pod_formats
        if head_to_head_only:
            self.pods.setCurrentIndex(0)
        in_pods = self.pods.currentData() is not None
        self.cut.setEnabled(fmt is EventFormat.COMBINATION)
        self.self_service.cut.setEnabled(fmt is not EventFormat.SWISS)
        self.rounds.setEnabled(fmt in (EventFormat.SWISS, EventFormat.COMBINATION))
        self.pods.setEnabled(not head_to_head_only)
        self.staff.setEnabled(not in_pods)
        self.choices.show_for(self.play_form, self.settings())

    def settings(self) -> EventSettings:
        fmt = EventFormat(self.format.currentData())
        settings = EventSettings(
            name=self.name.text(),
            game=Game(self.game.currentData()),
            tournament_type=TournamentType(self.tournament_type.currentData()),
            format=fmt,
            swiss_rounds=(self.rounds.value() or None) if self.rounds.isEnabled() else None,
            cut_size=self.cut.currentData() if fmt is EventFormat.COMBINATION else None,
            seed=secrets.randbelow(2**31),
            sanction_number=self.sanction.text(),
            date=self.date.date().toString("yyyy-MM-dd"),
            place=self.place.text(),
            time_limit_minutes=self.time_limit.value(),
            paper_size=str(self.paper.currentData()),
            language=Language(self.language.currentData()),
            odd_field="staff" if self.staff.isChecked() else "bye",
            policies=EventPolicies(
                pods=PodSettings(PodFormat(self.pods.currentData()))
                if self.pods.isEnabled() and self.pods.currentData() is not None
                else None,
                self_report=self.self_service.chosen(),
            ),
        )
        return self.choices.chosen(settings)

    def officials(self) -> tuple[Official, ...]:
        judges = (
            [Official(self.judge.text(), OfficialRole.JUDGE)] if self.judge.text().strip() else []
        )
        assistants = [
            Official(name, OfficialRole.ASSISTANT_REFEREE) for name in self.assistant_names()
        ]
        return tuple(judges + assistants)


class AddPlayerDialog(FormDialog):
    """A player at the registration table: a Legion number, or none for a temporary one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Register a player"))
        self.name = QLineEdit()
        self.legion = QLineEdit()
        self.legion.setPlaceholderText(self.tr("empty: issue a temporary number"))
        self.email = QLineEdit()
        self.staff = QCheckBox(
            self.tr("the staff player (plays only to fill an odd field, unrated)")
        )
        self.fee = QLineEdit()
        self.fee.setPlaceholderText(self.tr("e.g. 5.00"))
        self.paid = QCheckBox(self.tr("fee paid"))
        self.team = QLineEdit()
        self.team.setPlaceholderText(self.tr("2 vs 2 events: the team's name"))
        self.add_rows(
            (
                (self.tr("Name"), self.name),
                (self.tr("Legion number"), self.legion),
                (self.tr("E-mail"), self.email),
                (self.tr("Fee"), self.fee),
                ("", self.paid),
                ("", self.staff),
                (self.tr("Team"), self.team),
            )
        )
        self.fields = {
            "name": self.name,
            "legion": self.legion,
            "already registered": self.legion,
            "staff number": self.legion,
            "number": self.legion,
            "email": self.email,
            "e-mail": self.email,
            "fee": self.fee,
            "amount": self.fee,
            "team": self.team,
        }
        self.known = QLabel()
        """Whose Legion number was typed, when the program knows them from earlier events."""
        self.known.setWordWrap(True)
        # under the number and its refusal line
        self.form.insertRow(self._form_row(self.legion) + 2, "", self.known)
        self.form.setRowVisible(self.known, False)
        self.lookup: Callable[[str], str | None] | None = None
        """The name a Legion number is known by (set by the page: the dialog reads nothing)."""
        self.legion.editingFinished.connect(self.show_known)
        self.name.editingFinished.connect(self.show_known)
        self.just_added = QLabel()
        """Who "Add and next" has just registered."""
        bold = self.just_added.font()
        bold.setBold(True)
        self.just_added.setFont(bold)
        self.form.insertRow(0, self.just_added)
        self.form.setRowVisible(self.just_added, False)
        self.next_button: QPushButton | None = None
        self._going_on = False

    def _form_row(self, widget: QWidget) -> int:
        """The row of the form ``widget`` is the field of."""
        role = QFormLayout.ItemRole.FieldRole
        return next(
            row
            for row in range(self.form.rowCount())
            if (item := self.form.itemAt(row, role)) is not None and item.widget() is widget
        )

    def show_known(self) -> None:
        """The member the Legion number typed belongs to, before the judge adds anyone under it:
        a number mistyped would give someone else's record, name and rating to this player."""
        number = self.legion.text().strip()
        looked_up = self.lookup is not None and number and self.legion.isEnabled()
        known = self.lookup(number) if looked_up and self.lookup is not None else None
        if known is None:
            self.form.setRowVisible(self.known, False)
            return
        name = self.name.text().strip()
        if not name or same_name(known, name):
            self.known.setStyleSheet("")
            self.known.setText(
                self.tr("{number}: {name}, known from earlier events").format(
                    number=number, name=known
                )
            )
        else:
            self.known.setStyleSheet(theme.warning_style())
            self.known.setText(
                self.tr(
                    "{number} is the Legion number of {known}: adding {name} under it renames "
                    "that member in every event. Check the number on the card."
                ).format(number=number, known=known, name=name)
            )
        self.form.setRowVisible(self.known, True)

    def offer_next(self) -> None:
        """At the registration table, a queue of players: "Add and next" (and Enter) records
        the player and empties the form for the next one, the dialog open; "Add" records the
        last one and closes it."""
        box = self.findChild(QDialogButtonBox)
        assert box is not None
        add = box.button(QDialogButtonBox.StandardButton.Ok)
        add.setText(self.tr("&Add"))
        add.setDefault(False)
        add.setAutoDefault(False)
        self.next_button = box.addButton(
            self.tr("Add and &next"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self._add_and_go_on)

    def _add_and_go_on(self) -> None:
        if not self._waiting:
            self._going_on = True
        self.accept()

    def _accepted(self, outcome: object) -> None:
        if not self._going_on:
            super()._accepted(outcome)
            return
        self._going_on = self._waiting = False
        self._clear_errors()
        self.outcome = outcome
        if isinstance(outcome, Registration):
            self.just_added.setText(
                self.tr("{number} {name} registered").format(
                    number=outcome.number, name=outcome.player.name
                )
            )
            self.form.setRowVisible(self.just_added, True)
        # the next player's own details; the entry fee is the same, its payment is not
        for field in (self.name, self.legion, self.email, self.team):
            field.clear()
        self.form.setRowVisible(self.known, False)
        self.paid.setChecked(False)
        self.staff.setChecked(False)
        box = self.findChild(QDialogButtonBox)
        assert box is not None
        box.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Close"))
        self.name.setFocus()
        layout = self.layout()
        assert layout is not None
        layout.activate()  # the refusal's line gone: no gap left where it was
        self.resize(self.width(), self.sizeHint().height())

    def _refused(self, error: Exception) -> None:
        self._going_on = False
        super()._refused(error)

    def fill_from(self, registration: Registration) -> None:
        """Editing a registered player: the number stays; identity and fee may change."""
        self.name.setText(registration.player.name)
        self.email.setText(registration.player.identity.email)
        self.legion.setText(registration.number)
        self.legion.setEnabled(False)
        self.fee.setText(
            window_decimal(registration.fee_cents / 100, 2) if registration.fee_cents else ""
        )
        self.paid.setChecked(registration.fee_paid)
        self.staff.setChecked(registration.is_staff)
        self.staff.setEnabled(False)
        self.team.setText(registration.team or "")
        self.team.setEnabled(False)

    def entrant(self) -> Entrant:
        fee = parse_fee(self.fee.text()) if self.fee.text().strip() else 0
        return Entrant(
            identity=PlayerIdentity(name=self.name.text(), email=self.email.text().strip()),
            legion_number=self.legion.text().strip() or None,
            fee_cents=fee,
            fee_paid=self.paid.isChecked(),
            is_staff=self.staff.isChecked(),
            team=self.team.text().strip() or None,
        )


class EditEventDialog(EventForm):
    """The details a judge gets wrong at creation time, corrected (undo takes it back)."""

    def __init__(self, event: Event, parent: QWidget | None = None) -> None:
        s = event.settings
        super().__init__(s.language, s.policies.self_report, parent, s)
        self.setWindowTitle(self.tr("Edit event: {name}").format(name=event.name))
        self.tournament = event
        self.name.setText(s.name)
        self.date = QLineEdit(s.date)
        self.date.setPlaceholderText(self.tr("YYYY-MM-DD"))
        self.place.setText(s.place)
        judges = [o.name for o in event.officials if o.role is OfficialRole.JUDGE]
        self.judge.setText(judges[0] if judges else "")
        self.assistants.setText(", ".join(self._assistants_before()))
        self.sanction.setText(s.sanction_number)
        self.paper.setCurrentIndex(max(0, self.paper.findData(s.paper_size)))
        self.rounds.setValue(s.swiss_rounds or 0)
        self.rounds.setEnabled(s.format in (EventFormat.SWISS, EventFormat.COMBINATION))
        if not self.rounds.isEnabled():
            self.rounds.setToolTip(self.tr("An elimination event has no Swiss rounds"))
        self.fit_time_limit(s.game)
        self.time_limit.setValue(s.time_limit_minutes)
        self.self_service.cut.setEnabled(s.format is not EventFormat.SWISS)
        if event.status is EventStatus.FINISHED:
            reopen = self.tr(
                "The event is finished: what its rounds were played under stays as it was. "
                "To change it, undo the finish (Edit ▸ Undo) to reopen the event."
            )
            for fixed in (self.rounds, self.time_limit, *self.choices.boxes.values()):
                fixed.setEnabled(False)
                fixed.setToolTip(reopen)
            note = QLabel(
                self.tr(
                    "This event is finished. Its name, date, place, judge, assistant referees, "
                    "sanction number and paper can still be corrected; its Swiss rounds, time "
                    "limit, tier and pairing rules cannot (undo the finish with Edit ▸ Undo to "
                    "reopen it)."
                )
            )
            note.setWordWrap(True)
            self.form.addRow(note)
        self.add_event_rows(
            (
                "name",
                "date",
                "place",
                "judge",
                "assistants",
                "sanction",
                "paper",
                "language",
                "rounds",
                "time_limit",
            ),
            {
                "date": self.date,
                "place": self.place,
                "judge": self.judge,
                "sanction": self.sanction,
                "cut": self.rounds,
                "time limit": self.time_limit,
            },
        )
        self.choices.show_for(self.play_form, s)

    def _assistants_before(self) -> list[str]:
        return [
            o.name for o in self.tournament.officials if o.role is OfficialRole.ASSISTANT_REFEREE
        ]

    def changes(self) -> EventChanges:
        """Only what the judge changed (so an unchanged field is never re-validated)."""
        s = self.tournament.settings
        judges = [o.name for o in self.tournament.officials if o.role is OfficialRole.JUDGE]

        def changed(new: str, old: str) -> str | None:
            return new if new != old else None

        rounds = self.rounds.value() or None
        assistants = self.assistant_names()
        return EventChanges(
            assistants=tuple(assistants) if assistants != self._assistants_before() else None,
            name=changed(self.name.text(), s.name),
            date=changed(self.date.text(), s.date),
            place=changed(self.place.text(), s.place),
            judge=changed(self.judge.text(), judges[0] if judges else ""),
            sanction=changed(self.sanction.text(), s.sanction_number),
            paper=changed(str(self.paper.currentData()), s.paper_size),
            language=changed(self.language.currentData(), s.language.value),
            rounds=rounds if self.rounds.isEnabled() and rounds != s.swiss_rounds else None,
            time_limit=(
                self.time_limit.value()
                if self.time_limit.isEnabled() and self.time_limit.value() != s.time_limit_minutes
                else None
            ),
            **self.self_service.changes(),
            **self.choices.changes(),
        )
