"""Reading the CSV files judges bring (players, results, hand pairings, rating lists) the same way,
whatever spreadsheet saved them.

The encoding: UTF-8 (with or without a BOM), UTF-16 with a BOM (Excel's "Unicode text"), else
what a charset detector finds among Windows-1252 and Latin-1 (Excel's "CSV" on Windows); the
delimiter: a comma, a semicolon or a tab (LibreOffice and European Excel use `;`), or the one an
Excel ``sep=;`` first line names.
"""

from __future__ import annotations

import csv
import io
import itertools
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from opl_tournament.domain.errors import InvalidInput, RefusedAction
from opl_tournament.domain.sentences import N_

DELIMITERS = ",;\t"
# A letter beyond ASCII written in UTF-8 (two to four bytes).
_UTF8_LETTER = re.compile(
    rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}"
)
_SAMPLE = 64 * 1024
_SNIFFED_ROWS = 200


@dataclass(frozen=True)
class CsvText:
    text: str
    encoding: str  # as a judge would recognise it: "UTF-8", "UTF-16", "cp1252", "latin-1"
    delimiter: str


def decode_text(data: bytes, source: str) -> tuple[str, str]:
    """The file's text and the name of the encoding it was read as."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16"), "UTF-16"
        except UnicodeDecodeError as error:
            raise InvalidInput(
                N_("the file claims to be UTF-16 but is not"), source=source
            ) from error
    try:
        return data.decode("utf-8-sig"), "UTF-8"
    except UnicodeDecodeError as error:
        first_bad = error
    line = data[: first_bad.start].count(b"\n") + 1
    if b"\x00" not in data and _UTF8_LETTER.search(data):
        # Read as Windows-1252, its UTF-8 letters would become "Ã©" without a word.
        raise InvalidInput(
            N_(
                "byte 0x{byte} is not UTF-8 while the file's other accented letters are: the "
                "file mixes two encodings; save it again as 'CSV UTF-8'",
                byte=format(data[first_bad.start], "02x"),
            ),
            source=source,
            line=line,
        )
    if b"\x00" not in data:
        from charset_normalizer import from_bytes  # imported only for a file that needs it

        best = from_bytes(data, cp_isolation=["cp1252", "latin_1"]).best()
        if best is not None:
            name = "latin-1" if best.encoding == "latin_1" else best.encoding
            return str(best), name
    raise InvalidInput(
        N_(
            "byte 0x{byte} is not text in UTF-8, UTF-16 or Windows-1252; save the file as "
            "'CSV UTF-8'",
            byte=format(data[first_bad.start], "02x"),
        ),
        source=source,
        line=line,
    )


def sniff_delimiter(text: str) -> str:
    """`,` `;` or a tab: the one that splits the header row into columns and the rows after it
    into as many (a comma by default).

    Each candidate is tried with the real CSV reader, so a delimiter inside a quoted cell (a
    name like ``"Dana ""DJ""; Smith"`` in a comma file) is not counted; guessing from character
    frequencies (``csv.Sniffer``) is fooled by such a cell.
    """
    sample = text[:_SAMPLE]
    best, best_score = ",", (0, 0)
    for delimiter in DELIMITERS:
        rows = _first_rows(sample, delimiter)
        if not rows or len(rows[0]) < 2:
            continue
        width = len(rows[0])
        score = (sum(len(row) == width for row in rows[1:]), width)
        if score > best_score:
            best, best_score = delimiter, score
    return best


def _first_rows(sample: str, delimiter: str) -> list[list[str]]:
    """The sample's first non-blank rows read with ``delimiter`` (the last, maybe cut, left out
    when the sample holds more than one)."""
    reader = csv.reader(io.StringIO(sample, newline=""), delimiter=delimiter)
    try:
        rows = [row for row in itertools.islice(reader, _SNIFFED_ROWS) if any(row)]
    except csv.Error:
        return []
    return rows[:-1] if len(sample) == _SAMPLE and len(rows) > 1 else rows


# Excel's own first line naming the delimiter (written by tools that export "for Excel").
_SEP_LINE = re.compile(r"sep=([,;\t])[ \t]*(?=\r\n|\n|\r|$)")


def read_csv_text(data: bytes, *, source: str) -> CsvText:
    text, encoding = decode_text(data, source)
    if "\x00" in text:
        raise InvalidInput(
            N_("the file contains NUL bytes; it is not a CSV text file"), source=source
        )
    if (sep := _SEP_LINE.match(text)) is not None:
        # The line is emptied, not removed: the lines after it keep their numbers.
        return CsvText(text[sep.end() :], encoding, sep.group(1))
    return CsvText(text, encoding, sniff_delimiter(text))


def csv_rows(data: bytes, *, source: str) -> list[list[str]]:
    """The file's rows; unreadable text or CSV names the line."""
    return [row for _line, row in csv_lines(data, source=source)]


def csv_lines(data: bytes, *, source: str) -> list[tuple[int, list[str]]]:
    """The file's rows, each with the line of the file it starts on (a quoted cell may hold
    line breaks: the rows after it are not on the line their count says)."""
    found = read_csv_text(data, source=source)
    reader = csv.reader(io.StringIO(found.text, newline=""), delimiter=found.delimiter)
    rows: list[tuple[int, list[str]]] = []
    start = 1
    try:
        for row in reader:
            rows.append((start, row))
            start = reader.line_num + 1
    except csv.Error as error:
        raise InvalidInput(
            N_("not valid CSV ({error})", error=error), source=source, line=reader.line_num
        ) from None
    return rows


def header_index(rows: list[list[str]]) -> int | None:
    """The index of the header: the first row with a cell filled (the empty rows a spreadsheet
    leaves above it are skipped); None when every row is empty."""
    return next((i for i, row in enumerate(rows) if any(cell.strip() for cell in row)), None)


def refuse_values_under_no_column(
    row: list[str], header: list[str], *, source: str, line: int
) -> None:
    """A value under no column name (past the header's end or under a blank header cell: a name
    with an unquoted comma, a column the header forgot) is refused: read as nothing, it would be
    lost without a word."""
    for number, value in enumerate(row, start=1):
        if value.strip() and (number > len(header) or not header[number - 1]):
            raise InvalidInput(
                N_(
                    "'{value}' is in column {number}, which has no name in the header row",
                    value=value[:40],
                    number=number,
                ),
                source=source,
                line=line,
            )


_SCIENTIFIC = re.compile(r"\d+(?:[.,]\d+)?[eE]\+?\d+")
"""A number as a spreadsheet shows a long one it keeps as a number: ``1.23457E+11``."""


def refuse_scientific_number(text: str, *, column: str, field: str) -> None:
    """A long number a spreadsheet wrote in scientific notation kept only its first digits (a
    12-digit Legion number becomes ``1.23457E+11``): refused saying so and how to get the number
    back, where "not a number" would leave the judge looking at a number they typed right."""
    if _SCIENTIFIC.fullmatch(text.strip()):
        raise InvalidInput(
            N_(
                "'{value}' in column '{column}' is a number the spreadsheet turned into "
                "scientific notation, losing its last digits: format that column as text, put "
                "the full numbers back and export the file again",
                value=text.strip()[:20],
                column=column,
            ),
            field=field,
        )


@contextmanager
def at_line(source: str, line: int) -> Iterator[None]:
    """A refusal about one line of ``source`` names that line."""
    try:
        yield
    except InvalidInput as error:
        raise InvalidInput(
            error.reason_sentence, source=source, line=line, field=error.field
        ) from error
    except RefusedAction as error:
        raise RefusedAction(
            N_("{source}, line {line}: {reason}", source=source, line=line, reason=error.sentence)
        ) from error
