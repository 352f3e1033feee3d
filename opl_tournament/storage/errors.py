"""Storage failures a judge must be told about plainly."""

from __future__ import annotations

import errno
from pathlib import Path

from opl_tournament.domain.errors import DomainError


class StorageError(DomainError):
    """The database cannot be used as asked (damaged, foreign, too new, busy…)."""


class DatabaseBusy(StorageError):
    """Another program holds the database's write lock for longer than we wait."""


class DatabaseUnreachable(StorageError):
    """The venue's database server cannot be reached (network lost, server stopped)."""


class DatabaseReadOnly(StorageError):
    """The database file or its folder cannot be written: reading works, changing does not."""


class DiskFull(StorageError):
    """The disk (or the database's size limit) has no room left: nothing of the action was saved."""


_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}
_READ_ONLY = {errno.EACCES, errno.EPERM, errno.EROFS}


def disk_full(error: OSError, what: str | Path) -> DiskFull | None:
    """The plain refusal for a write that failed because the disk is full, else None."""
    if error.errno not in _FULL:
        return None
    return DiskFull(
        f"the disk is full: {what} could not be written, nothing of it was saved; "
        "free some space on that disk (or choose another), then try again"
    )


def describe_os_error(error: OSError) -> str:
    """A failed file operation as one plain sentence: a full disk and a read-only place are
    named as such, never taken for damage."""
    where = str(error.filename) if error.filename else "a file"
    full = disk_full(error, where)
    if full is not None:
        return full.message
    if error.errno in _READ_ONLY:
        return f"{where} is read-only here (permission denied): nothing was written there"
    suffix = f": {error.filename}" if error.filename else ""
    return f"{error.strerror or error}{suffix}"
