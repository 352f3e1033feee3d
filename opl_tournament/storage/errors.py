"""Storage failures a judge must be told about plainly."""

from __future__ import annotations

from opl_tournament.domain.errors import DomainError


class StorageError(DomainError):
    """The database cannot be used as asked (damaged, foreign, too new, busy…)."""


class DatabaseBusy(StorageError):
    """Another program holds the database's write lock for longer than we wait."""


class DatabaseUnreachable(StorageError):
    """The venue's database server cannot be reached (network lost, server stopped)."""
