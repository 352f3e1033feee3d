"""The settings page of a Vs. System event: each choice the rulebooks leave open, its value,
its default and what it decides, in a judge's words (the keys are the command line's); the
judge changes one by double-clicking it."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QBrush, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from opl_tournament.domain.event_policies import PodFormat
from opl_tournament.domain.model import Event, EventStatus
from opl_tournament.domain.pairing.pods import pod_rules
from opl_tournament.domain.rules.registry import rules_for
from opl_tournament.domain.rules.settings import Setting
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.game_settings import (
    SettingView,
    change_game_setting,
    event_game_settings,
    parse_setting_value,
)
from opl_tournament.ui import theme
from opl_tournament.ui.accessible import named
from opl_tournament.ui.doorway import submit
from opl_tournament.ui.event_page import EventPage
from opl_tournament.ui.guard import run_action
from opl_tournament.ui.language import say
from opl_tournament.ui.models import RowsModel, table_view


def setting_text(value: object) -> str:
    if isinstance(value, list | tuple):
        return ",".join(str(v) for v in value)
    if isinstance(value, bool):
        return (
            QCoreApplication.translate("settings_page", "yes")
            if value
            else QCoreApplication.translate("settings_page", "no")
        )
    return str(value)


SIDES_WORDS = {
    PodFormat.FREE_FOR_ALL: str(QT_TRANSLATE_NOOP("settings_page", "every player for themselves")),
    PodFormat.TWO_VS_TWO: str(QT_TRANSLATE_NOOP("settings_page", "two teams of two")),
    PodFormat.BOSS: str(QT_TRANSLATE_NOOP("settings_page", "one boss against two challengers")),
}
"""Who plays against whom in a pod, by the pod format."""


def pod_summary(event: Event) -> str:
    """The event's pod settings in a line (fixed when the event was created)."""
    pods = event.settings.policies.pods
    if pods is None:
        return QCoreApplication.translate("settings_page", "Tables: head to head.")
    rules = pod_rules(pods)
    if rules.uses_placing_points:
        scoring = QCoreApplication.translate("settings_page", "points by place {points}").format(
            points=", ".join(str(p) for p in rules.placing_points)
        )
    else:
        scoring = QCoreApplication.translate(
            "settings_page", "winner {win}, shared first {tie}, others 0"
        ).format(win=rules.points_win, tie=rules.points_tie)
    if rules.format.value == "free-for-all":
        text = QCoreApplication.translate(
            "settings_page",
            "Tables: pods, {sides}, tables of 3-4 ({preferred} preferred); scoring: {scoring}; "
            "a bye scores a win.",
        )
    else:
        text = QCoreApplication.translate(
            "settings_page", "Tables: pods, {sides}; scoring: {scoring}; a bye scores a win."
        )
    sides = QCoreApplication.translate("settings_page", SIDES_WORDS[rules.format])
    return text.format(sides=sides, preferred=rules.preferred_size, scoring=scoring)


class SettingsModel(RowsModel[SettingView]):
    """A row a setting: its name with what it decides under it, its value and its default, in
    words."""

    def __init__(self) -> None:
        super().__init__([self.tr("Setting"), self.tr("Value"), self.tr("Default")], self._cells)
        self.declared: dict[str, Setting] = {}

    def set_game(self, event: Event) -> None:
        self.declared = {s.key: s for s in rules_for(event.settings.game).settings}

    def words(self, key: str, value: object) -> str:
        setting = self.declared.get(key)
        return say(setting.in_words(value)) if setting is not None else setting_text(value)

    def name(self, s: SettingView) -> str:
        """The setting's short name in the window's language (its key when it has none)."""
        setting = self.declared.get(s.key)
        return say(setting.name) if setting is not None else s.label or s.key

    def description(self, s: SettingView) -> str:
        """What the setting decides, in the window's language."""
        setting = self.declared.get(s.key)
        return say(setting.description) if setting is not None else s.description

    def _cells(self, s: SettingView) -> tuple[str, ...]:
        return (
            f"{self.name(s)}\n{self.description(s)}",
            self.words(s.key, s.value),
            self.words(s.key, s.default),
        )

    def background(self, item: SettingView) -> QBrush | None:
        return theme.brush("waiting") if item.changed else None


SHARES = (0.55, 0.25, 0.2)
"""How the table's width is shared by its columns: the explanation wraps in the first."""


class GameSettingsPage(EventPage):
    def __init__(self, ctx: ServiceContext, event_id: int) -> None:
        super().__init__(ctx, event_id)
        self.model = SettingsModel()
        self.view = named(table_view(self.model), self.tr("Event settings"))
        self.view.setWordWrap(True)
        self.view.horizontalHeader().setStretchLastSection(False)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.doubleClicked.connect(lambda index: self.change(index.row()))
        change = QPushButton(self.tr("&Change…"))
        change.clicked.connect(self.change_selected)
        reset = QPushButton(self.tr("Back to the &default"))
        reset.clicked.connect(self.reset_selected)
        self.changing = (change, reset)
        """Off once the event is finished: its settings stay as they were."""
        buttons = QHBoxLayout()
        buttons.addWidget(change)
        buttons.addWidget(reset)
        buttons.addStretch()
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "The rulebooks leave these to the organiser; each has the default shown. "
                "Changed settings are highlighted, logged and can be undone."
            )
        )
        self.pods = QLabel()
        for label in (intro, self.pods):
            label.setWordWrap(True)  # whole in a narrow window and in longer languages
            layout.addWidget(label)
        layout.addLayout(buttons)
        layout.addWidget(self.view)

    def refresh(self, event: Event) -> None:
        views = run_action(
            self, self.tr("Settings"), lambda: event_game_settings(self.ctx, self.event_id)
        )
        for button in self.changing:
            button.setEnabled(event.status is not EventStatus.FINISHED)
        self.model.set_game(event)
        self.model.set_items(views or [])
        self.pods.setText(pod_summary(event))
        self._share_width()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._share_width()

    def _share_width(self) -> None:
        """The columns fill the table's width (nothing off to the right); the rows grow to
        their wrapped text."""
        width = self.view.viewport().width()
        for column, share in enumerate(SHARES):
            self.view.setColumnWidth(column, int(width * share))

    def _selected(self) -> int | None:
        rows = self.view.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def change_selected(self) -> None:
        row = self._selected()
        if row is not None:
            self.change(row)

    def reset_selected(self) -> None:
        row = self._selected()
        if row is not None:
            self._apply(self.model.items[row].key, None)

    def change(self, row: int) -> None:
        if not 0 <= row < len(self.model.items) or not self.changing[0].isEnabled():
            return
        setting = self.model.items[row]
        title = self.model.name(setting)
        description = self.model.description(setting)
        declared = self.model.declared.get(setting.key)
        if declared is not None and declared.kind in ("choice", "bool"):
            values = list(declared.choices) if declared.kind == "choice" else [True, False]
            shown = [self.model.words(setting.key, v) for v in values]
            chosen, ok = QInputDialog.getItem(
                self,
                title,
                description,
                shown,
                values.index(setting.value) if setting.value in values else 0,
                False,
            )
            if ok:
                self._apply(setting.key, values[shown.index(chosen)])
            return
        hint = ""
        if setting.choices:
            named_choices = (f"{c} ({self.model.words(setting.key, c)})" for c in setting.choices)
            hint = "\n" + self.tr("From: {choices}").format(choices=", ".join(named_choices))
        text, ok = QInputDialog.getText(
            self,
            title,
            self.tr("{description}{hint}\n\nValue (commas separate a list):").format(
                description=description, hint=hint
            ),
            text=setting_text(setting.value),
        )
        if ok:
            self._apply(setting.key, parse_setting_value(text) if text.strip() else None)

    def _apply(self, key: str, value: object) -> None:
        submit(
            self,
            self.tr("Change a setting"),
            lambda: change_game_setting(self.ctx, self.event_id, key, value),
            done=self.model.set_items,
        )
