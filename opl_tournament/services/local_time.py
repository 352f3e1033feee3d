"""Times as a judge reads them: the station's own clock, in one format on every screen, form and
message ("2026-11-27 02:55:03"). What is stored (audit rows, results, snapshots) stays in UTC."""

from __future__ import annotations

from datetime import UTC, datetime

SHOWN_FORMAT = "%Y-%m-%d %H:%M:%S"


def local_time(stamp: str | None) -> str:
    """A stored time stamp (ISO 8601; UTC when it names no zone) in the station's local time;
    empty for none, and a stamp that is not a time is shown as it is."""
    if not stamp:
        return ""
    try:
        moment = datetime.fromisoformat(stamp)
    except ValueError:
        return stamp
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone().strftime(SHOWN_FORMAT)
