"""The event's tier and pairing policies as the New event and Edit event… dialogs show them: one
combo box each, in the judge's words, shown only where it applies to the event's game and
format (the tier for OverPower, the grand final for a double elimination…)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QComboBox, QFormLayout, QWidget

from opl_tournament.domain.event_policies import (
    GrandFinal,
    LateEntry,
    PairingPolicy,
    Seeding,
    TiebreakPreset,
)
from opl_tournament.domain.model import EventSettings
from opl_tournament.services.pairing_choices import OPTIONS, PAIRING_CHANGES, applies

TIER_WORDS = {
    "local": str(QT_TRANSLATE_NOOP("event_choice_fields", "Local")),
    "regional": str(QT_TRANSLATE_NOOP("event_choice_fields", "Regional (no Beyonder on a team)")),
    "national": str(QT_TRANSLATE_NOOP("event_choice_fields", "National (no Beyonder on a team)")),
}
TIEBREAK_WORDS = {
    TiebreakPreset.LEGION: QT_TRANSLATE_NOOP(
        "event_choice_fields", "Legion (opponents' match-win %, then theirs)"
    ),
    TiebreakPreset.BUCHHOLZ: QT_TRANSLATE_NOOP(
        "event_choice_fields", "Buchholz, then Sonneborn-Berger, then head to head (the kit's)"
    ),
    TiebreakPreset.MEDIAN_BUCHHOLZ: QT_TRANSLATE_NOOP(
        "event_choice_fields", "Median Buchholz, then head to head"
    ),
    TiebreakPreset.SONNEBORN_BERGER: QT_TRANSLATE_NOOP(
        "event_choice_fields", "Sonneborn-Berger, then Buchholz"
    ),
    TiebreakPreset.HEAD_TO_HEAD: QT_TRANSLATE_NOOP(
        "event_choice_fields", "Head to head, then opponents' match-win %"
    ),
    TiebreakPreset.MAGIC: QT_TRANSLATE_NOOP(
        "event_choice_fields", "Magic (opponents' match-win %, then game-win %)"
    ),
}
GRAND_FINAL_WORDS = {
    GrandFinal.RESET: QT_TRANSLATE_NOOP(
        "event_choice_fields", "A second final if the losers' bracket champion wins"
    ),
    GrandFinal.SINGLE: str(QT_TRANSLATE_NOOP("event_choice_fields", "One final only")),
}
LATE_ENTRY_WORDS = {
    LateEntry.LOSSES: str(
        QT_TRANSLATE_NOOP("event_choice_fields", "Missed rounds count as losses")
    ),
    LateEntry.NOTHING: str(
        QT_TRANSLATE_NOOP("event_choice_fields", "Missed rounds count for nothing")
    ),
}
BYE_WORDS = {
    Seeding.RANDOM: str(QT_TRANSLATE_NOOP("event_choice_fields", "Players placed at random")),
    Seeding.SEEDED: QT_TRANSLATE_NOOP(
        "event_choice_fields", "By seed and rating (the best seeds get the byes)"
    ),
}
ROW_LABELS = {
    "tier": str(QT_TRANSLATE_NOOP("event_choice_fields", "Tier")),
    "tiebreaks": str(QT_TRANSLATE_NOOP("event_choice_fields", "Tiebreakers")),
    "grand_final": str(QT_TRANSLATE_NOOP("event_choice_fields", "Grand final")),
    "late_entry": str(QT_TRANSLATE_NOOP("event_choice_fields", "Late entries")),
    "bye_assignment": str(QT_TRANSLATE_NOOP("event_choice_fields", "Bracket byes")),
}
"""Each row's label, by the setting's stored key."""


def _words(text: str) -> str:
    return QCoreApplication.translate("event_choice_fields", text)


def _box(words: Mapping[Any, object], current: object) -> QComboBox:
    box = QComboBox()
    for value, text in words.items():
        box.addItem(_words(str(text)), str(value))
    box.setCurrentIndex(max(0, box.findData(str(current))))
    return box


class EventChoiceFields:
    """The five boxes, filled from ``settings`` (a new event's: the engine's defaults)."""

    def __init__(self, settings: EventSettings) -> None:
        pairing = settings.policies.pairing
        self.settings = settings
        self.boxes = {
            "tier": _box(TIER_WORDS, settings.tier),
            "tiebreaks": _box(TIEBREAK_WORDS, pairing.tiebreaks or TiebreakPreset.LEGION),
            "grand_final": _box(GRAND_FINAL_WORDS, pairing.grand_final or GrandFinal.RESET),
            "late_entry": _box(LATE_ENTRY_WORDS, pairing.late_entry or LateEntry.LOSSES),
            "bye_assignment": _box(BYE_WORDS, pairing.bye_assignment or Seeding.RANDOM),
        }

    def rows(self) -> tuple[tuple[str, QWidget], ...]:
        return tuple((_words(ROW_LABELS[key]), box) for key, box in self.boxes.items())

    def fields(self) -> dict[str, QWidget]:
        """The service's field names, for a refusal shown next to its field."""
        return {OPTIONS[key]: box for key, box in self.boxes.items()}

    def show_for(self, form: QFormLayout, settings: EventSettings) -> None:
        """Each row shown only when its setting applies to the event ``settings`` describe."""
        for key, box in self.boxes.items():
            form.setRowVisible(box, applies(settings, key))

    def chosen(self, settings: EventSettings) -> EventSettings:
        """``settings`` with the choices that apply to it; those that do not stay unchosen."""
        picked = {key: box.currentData() for key, box in self.boxes.items()}
        shown = {key: value for key, value in picked.items() if applies(settings, key)}
        pairing = PairingPolicy(
            tiebreaks=_chosen(TiebreakPreset, shown.get("tiebreaks")),
            grand_final=_chosen(GrandFinal, shown.get("grand_final")),
            late_entry=_chosen(LateEntry, shown.get("late_entry")),
            bye_assignment=_chosen(Seeding, shown.get("bye_assignment")),
        )
        return replace(
            settings,
            tier=shown.get("tier", "local"),
            policies=replace(settings.policies, pairing=pairing),
        )

    def changes(self) -> dict[str, Any]:
        """``EventChanges``' fields the judge changed (only those shown, only those changed)."""
        before = self.settings
        after = self.chosen(before)
        changed: dict[str, Any] = {}
        if after.tier != before.tier:
            changed["tier"] = after.tier
        old, new = before.policies.pairing, after.policies.pairing
        for name, key in PAIRING_CHANGES.items():
            box = self.boxes[key]
            if applies(before, key) and box.currentData() != _value(getattr(old, key), box):
                changed[name] = getattr(new, key).value
        return changed


def _chosen(kind: Any, value: str | None) -> Any:
    return None if value is None else kind(value)


def _value(stored: object, box: QComboBox) -> str:
    """What the box showed when the dialog opened: the stored choice, or the default (first)."""
    return str(box.itemData(0)) if stored is None else str(stored)
