"""The errors the domain raises. Each carries one clear, user-facing message."""

from __future__ import annotations


class DomainError(Exception):
    """Base of every error the program reports to the judge instead of a traceback."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class InvalidInput(DomainError):
    """Input that cannot be used: names where it came from (source, line, field)."""

    def __init__(
        self,
        message: str,
        *,
        source: str | None = None,
        line: int | None = None,
        field: str | None = None,
    ) -> None:
        self.reason = message
        self.source = source
        self.line = line
        self.field = field
        where = []
        if source:
            where.append(source)
        if line is not None:
            where.append(f"line {line}")
        if field:
            where.append(f"field '{field}'")
        prefix = ", ".join(where)
        super().__init__(f"{prefix}: {message}" if prefix else message)

    def located(
        self, *, source: str | None = None, line: int | None = None, field: str | None = None
    ) -> InvalidInput:
        """The same complaint, with where it happened filled in (existing details are kept)."""
        return InvalidInput(
            self.reason,
            source=self.source or source,
            line=self.line if self.line is not None else line,
            field=self.field or field,
        )


class RefusedAction(DomainError):
    """A valid request that the tournament rules or the event's state do not allow."""
