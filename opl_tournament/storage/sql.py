"""Plain SQL inside one transaction: one text per query, ``:name`` parameters, on either database.

On a SQLite file the statements go straight to the stdlib ``sqlite3`` driver (a command opening
the file loads no SQLAlchemy); on a venue server's PostgreSQL they go through the SQLAlchemy
connection of the transaction (``text()`` takes the same ``:name`` parameters). Rows read by
column name as attributes (``row.number``) on both.
"""

from __future__ import annotations

import sqlite3
from collections import namedtuple
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache
from operator import itemgetter
from typing import Any, TypeVar

Params = Mapping[str, Any]
T = TypeVar("T")


@lru_cache(maxsize=256)
def _row_type(names: tuple[str, ...]) -> Any:
    return namedtuple("Row", names, rename=True)


def named_rows(cursor: sqlite3.Cursor) -> list[Any]:
    """The cursor's rows as named tuples, read like SQLAlchemy's rows (``row.number``)."""
    if cursor.description is None:
        return []
    make = _row_type(tuple(column[0] for column in cursor.description))._make
    return list(map(make, cursor.fetchall()))


class Sql:
    """The statements of one transaction. Subclasses run them on one driver."""

    def rows(self, statement: str, params: Params | None = None) -> list[Any]:
        raise NotImplementedError

    def execute(self, statement: str, params: Params | None = None) -> None:
        raise NotImplementedError

    def execute_many(self, statement: str, rows: Sequence[Params]) -> None:
        raise NotImplementedError

    def first(self, statement: str, params: Params | None = None) -> Any:
        found = self.rows(statement, params)
        return found[0] if found else None

    def rows_as(
        self, convert: Callable[[Any], T], statement: str, params: Params | None = None
    ) -> list[T]:
        """Every row made into a record by ``convert``."""
        return [convert(row) for row in self.rows(statement, params)]

    def first_as(
        self, convert: Callable[[Any], T], statement: str, params: Params | None = None
    ) -> T | None:
        """The first row made into a record by ``convert`` (None when there is no row)."""
        row = self.first(statement, params)
        return None if row is None else convert(row)

    def value(self, statement: str, params: Params | None = None) -> Any:
        """The first column of the first row (None when there is no row)."""
        return self.first_as(itemgetter(0), statement, params)

    def insert(self, statement: str, params: Params) -> int:
        """Run an ``INSERT … RETURNING id``; the new row's id."""
        return int(self.value(statement, params))


class SqliteSql(Sql):
    """On a ``sqlite3`` connection."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection

    def rows(self, statement: str, params: Params | None = None) -> list[Any]:
        return named_rows(self.connection.execute(statement, params or {}))

    def execute(self, statement: str, params: Params | None = None) -> None:
        self.connection.execute(statement, params or {})

    def execute_many(self, statement: str, rows: Sequence[Params]) -> None:
        if rows:
            self.connection.executemany(statement, rows)


class AlchemySql(Sql):
    """On a SQLAlchemy connection (the venue server's PostgreSQL)."""

    def __init__(self, connection: Any) -> None:
        from sqlalchemy import text

        self.connection = connection
        self._text = lru_cache(maxsize=256)(text)

    def rows(self, statement: str, params: Params | None = None) -> list[Any]:
        return list(self.connection.execute(self._text(statement), dict(params or {})))

    def execute(self, statement: str, params: Params | None = None) -> None:
        self.connection.execute(self._text(statement), dict(params or {}))

    def execute_many(self, statement: str, rows: Sequence[Params]) -> None:
        if rows:
            self.connection.execute(self._text(statement), [dict(row) for row in rows])


class Queries:
    """Queries of one kind (rounds, pods, penalties) for one transaction: its statements and the
    time it stamps on what it writes."""

    def __init__(self, sql: Sql, now: str) -> None:
        self.sql = sql
        self.now = now


def placeholders(prefix: str, values: Iterable[Any]) -> tuple[str, dict[str, Any]]:
    """``:p0, :p1, …`` for an ``IN (…)`` list, and the parameters they name."""
    params = {f"{prefix}{i}": value for i, value in enumerate(values)}
    return ", ".join(f":{name}" for name in params) or "NULL", params
