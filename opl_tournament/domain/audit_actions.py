"""The kinds of judge action the event log records, one name each.

The log stores the value (``"match.report"``); the part before the dot is the area the Log page
filters on. Undo dispatches on the member (``services/undo.py``), so an action added here without
an undo handler is one the judge cannot take back, on purpose or by omission: a test lists them.
"""

from __future__ import annotations

from enum import StrEnum


class AuditAction(StrEnum):
    EVENT_CREATE = "event.create"
    EVENT_ADD_OFFICIAL = "event.add_official"
    EVENT_EDIT = "event.edit"
    EVENT_SETTING = "event.setting"
    EVENT_FINISH = "event.finish"
    EVENT_EXPORT = "event.export"

    PLAYER_REGISTER = "player.register"
    PLAYER_IMPORT = "player.import"
    PLAYER_EDIT = "player.edit"
    PLAYER_FEE = "player.fee"
    PLAYER_DROP = "player.drop"
    PLAYER_REENTER = "player.reenter"
    PLAYER_DISQUALIFY = "player.disqualify"
    PLAYER_TEAM = "player.team"
    PLAYER_DECK = "player.deck"
    PLAYER_CODE = "player.code"
    PLAYER_CHECK_IN = "player.check_in"
    PLAYER_DROP_ABSENT = "player.drop_absent"
    JUDGE_CALL = "player.call_judge"
    JUDGE_CALL_ANSWER = "player.call_answered"
    PLAYER_LEGION_NUMBER = "player.legion_number"

    ROUND_PAIR = "round.pair"
    ROUND_UNPAIR = "round.unpair"
    ROUND_SWAP = "round.swap"
    MATCH_REPORT = "match.report"
    MATCH_CORRECT = "match.correct"
    RESULTS_FILE = "match.file"
    REPORT_CLAIM = "match.claim"
    REPORT_CONFIRM = "match.confirm"
    REPORT_WITHDRAW = "match.withdraw"
    POD_PAIR = "pod.pair"
    POD_UNPAIR = "pod.unpair"
    POD_REPORT = "pod.report"
    POD_CORRECT = "pod.correct"

    CLOCK_START = "clock.start"
    CLOCK_PAUSE = "clock.pause"
    CLOCK_RESUME = "clock.resume"
    CLOCK_EXTEND = "clock.extend"
    CLOCK_TABLE = "clock.table"

    PENALTY_ISSUE = "penalty.issue"

    RATINGS_APPLY = "ratings.apply"
    RATINGS_UNDO = "ratings.undo"
    RATINGS_SYSTEM = "ratings.system"
    RATINGS_SETTING = "ratings.setting"
    RATINGS_IMPORT = "ratings.import"

    BACKUP_RESTORE = "backup.restore"
    UNDO = "undo"

    @property
    def area(self) -> str:
        """The part of the event the action belongs to: event, player, round, clock, …"""
        return self.value.split(".", 1)[0]
