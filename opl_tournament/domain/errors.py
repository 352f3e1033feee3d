"""The errors the domain raises. Each carries one clear, user-facing message.

The message may be a ``Sentence`` (``N_("…", name=value)``): the window and the players' page
then say it in their own language; ``message`` is always the English one (the command line,
the logs). A plain ``str`` is shown as it is, in every language.
"""

from __future__ import annotations

from collections.abc import Collection

from opl_tournament.domain.sentences import N_, Sentence


class DomainError(Exception):
    """Base of every error the program reports to the judge instead of a traceback."""

    def __init__(self, message: str | Sentence) -> None:
        self.sentence = message if isinstance(message, Sentence) else Sentence(message)
        self.message = str(message)
        super().__init__(self.message)

    def __str__(self) -> str:
        return self.message


class InvalidInput(DomainError):
    """Input that cannot be used: names where it came from (source, line, field)."""

    def __init__(
        self,
        message: str | Sentence,
        *,
        source: str | None = None,
        line: int | None = None,
        field: str | None = None,
    ) -> None:
        self.reason_sentence = message if isinstance(message, Sentence) else Sentence(message)
        self.reason = str(message)
        self.source = source
        self.line = line
        self.field = field
        super().__init__(self.where(include_field=True))

    def where(self, *, include_field: bool) -> Sentence:
        """The complaint after where it happened: the file, the line and (for the command line,
        whose options the fields are) the field."""
        parts: list[str | Sentence] = [
            *([self.source] if self.source else []),
            *([N_("line {line}", line=self.line)] if self.line is not None else []),
            *([N_("field '{field}'", field=self.field)] if include_field and self.field else []),
        ]
        if not parts:
            return self.reason_sentence
        place: str | Sentence = parts[0]
        for part in parts[1:]:
            place = N_("{place}, {part}", place=place, part=part)
        return N_("{place}: {reason}", place=place, reason=self.reason_sentence)

    def located(
        self, *, source: str | None = None, line: int | None = None, field: str | None = None
    ) -> InvalidInput:
        """The same complaint, with where it happened filled in (existing details are kept)."""
        return InvalidInput(
            self.reason_sentence,
            source=self.source or source,
            line=self.line if self.line is not None else line,
            field=self.field or field,
        )


def one_of(value: object, choices: Collection[str], *, what: str | Sentence, field: str) -> str:
    """``value`` when it is one of ``choices``; otherwise the refusal that names ``what`` was
    given (a setting, a step…), the value and the choices there are."""
    if not isinstance(value, str) or value not in choices:
        raise InvalidInput(
            N_(
                "{what}: '{given}' is not one of {choices}",
                what=what,
                given=value,
                choices=", ".join(choices),
            ),
            field=field,
        )
    return value


class RefusedAction(DomainError):
    """A valid request that the tournament rules or the event's state do not allow."""
