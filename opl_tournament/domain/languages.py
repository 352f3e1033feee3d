"""The languages the program ships, by their codes: what an event is printed in is one of its
settings, so the domain names them (how one is chosen, and its catalogs and formats, are the
``language`` package's)."""

from __future__ import annotations

from enum import StrEnum

from opl_tournament.domain.errors import InvalidInput


class Language(StrEnum):
    """A language the program ships, by its code (stored in an event, typed on the command line)."""

    ENGLISH = "en"
    FRENCH = "fr"

    @property
    def locale(self) -> str:
        """The locale its numbers and dates are written in (Canada: where the Legion was)."""
        return _LOCALES[self]

    @property
    def name_in_itself(self) -> str:
        """What the language is called in itself, for a language switch."""
        return _NAMES[self]

    @property
    def tag(self) -> str:
        """Its BCP 47 tag, for ``<html lang>``."""
        return self.locale.replace("_", "-")

    @classmethod
    def named(cls, code: str, *, field: str = "language") -> Language:
        """The language of this code ("fr", "EN"); another is refused, naming the shipped ones."""
        try:
            return cls(code.strip().casefold())
        except ValueError:
            known = " or ".join(lang.value for lang in cls)
            shown = code.strip()[:20]
            raise InvalidInput(
                f"'{shown}' is not a language this program prints in: use {known}", field=field
            ) from None


_LOCALES = {Language.ENGLISH: "en_CA", Language.FRENCH: "fr_CA"}
_NAMES = {Language.ENGLISH: "English", Language.FRENCH: "Français"}
