"""Every kind of logged action is either undoable or deliberately not: adding an action to the
enumeration without deciding which fails here."""

from __future__ import annotations

from opl_tournament.domain.audit_actions import AuditAction
from opl_tournament.services.undo import HANDLERS, NOT_JUDGE_ACTIONS

# Not taken back by Ctrl+Z: the rating list's system and an imported list are not one event's
# (the Log is per event); creating an event or adding an official is not a result to retract;
# an export only notes that files were written. Applying an event's ratings, and taking them
# back, are undone like any other action.
NOT_UNDONE_BY_CTRL_Z = {
    AuditAction.EVENT_CREATE,
    AuditAction.EVENT_ADD_OFFICIAL,
    AuditAction.RATINGS_SYSTEM,
    AuditAction.RATINGS_IMPORT,
    AuditAction.BACKUP_RESTORE,
    AuditAction.EVENT_EXPORT,
    AuditAction.UNDO,
}


def test_each_action_is_undoable_or_listed_as_not() -> None:
    assert set(AuditAction) - set(HANDLERS) == NOT_UNDONE_BY_CTRL_Z


def test_undo_restore_and_export_are_not_judge_actions_to_take_back() -> None:
    assert {AuditAction.UNDO, AuditAction.BACKUP_RESTORE, AuditAction.EVENT_EXPORT} == (
        NOT_JUDGE_ACTIONS
    )


def test_the_log_stores_the_plain_value() -> None:
    assert AuditAction.MATCH_REPORT == "match.report"
    assert AuditAction("clock.table") is AuditAction.CLOCK_TABLE
    assert {action.area for action in AuditAction} == {
        "event",
        "player",
        "round",
        "match",
        "pod",
        "clock",
        "penalty",
        "ratings",
        "backup",
        "undo",
    }
