"""Numbers, percentages, dates and times written the way a language writes them
("68.75%" and "Nov 27, 2026" in English; "68,75 %" and "27 nov. 2026" in French)."""

from __future__ import annotations

import re
from datetime import date, datetime, time

from babel import Locale
from babel.dates import format_date, format_datetime, format_time
from babel.numbers import format_decimal, format_percent

from opl_tournament.language.languages import Language


def number(value: float, language: Language, *, decimals: int = 0) -> str:
    pattern = "#,##0" + ("." + "0" * decimals if decimals else "")
    return format_decimal(value, format=pattern, locale=language.locale)


def percent(fraction: float, language: Language, *, decimals: int = 2) -> str:
    """``fraction`` 0.6875 as "68.75%" / "68,75 %" (the language's own pattern, with a
    no-break space where French puts one)."""
    pattern = Locale.parse(language.locale).percent_formats[None].pattern
    if decimals:
        pattern = re.sub(r"0(?![0-9.])", "0." + "0" * decimals, pattern, count=1)
    return format_percent(fraction, format=pattern, locale=language.locale)


def day(value: date, language: Language) -> str:
    """A date in the language's medium form: "Nov 27, 2026", "27 nov. 2026"."""
    return format_date(value, format="medium", locale=language.locale)


def clock(value: time | datetime, language: Language) -> str:
    """A time of day, hours and minutes: "2:05 p.m.", "14 h 05"."""
    return format_time(value, format="short", locale=language.locale)


def moment(value: datetime, language: Language) -> str:
    """A date and time of day."""
    return format_datetime(value, format="medium", locale=language.locale)
