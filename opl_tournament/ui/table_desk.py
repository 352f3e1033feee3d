"""What one table shape brings to the round page (and to the standings page): its rows, how a
typed result reads, its time-call form, the buttons only it has. See ``round_page.desk_for``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from opl_tournament.services import rounds
from opl_tournament.services.changes import Changed
from opl_tournament.ui.models import RoundRowsModel, RowsModel

if TYPE_CHECKING:
    from opl_tournament.ui.round_page import RoundPage

DeskAction = tuple[str, Callable[[], object], str | None]
"""A button: its text (with its Alt letter), what it does, its shortcut (or None)."""


class TableDesk:
    """The shape-specific part of the round page; a shape overrides what it has."""

    unit = "table"
    """What a row is: "table", "pod"."""
    verb = "pair"
    """What making a round is called: "pair", "seat"."""
    pair_button = "&Pair next round"
    """The text of the button that makes the next round (with its Alt letter)."""
    entry_hint = ""
    has_bracket = True

    @property
    def done(self) -> str:
        """A round once made: "paired", "seated"."""
        return f"{self.verb}ed"

    def __init__(self, page: RoundPage, model: RoundRowsModel[Any]) -> None:
        self.page = page
        self.model = model

    def actions(self) -> Sequence[DeskAction]:
        """The buttons only this shape has, shown after "Take back"."""
        return ()

    def install(self) -> None:
        """Widgets and signals of this shape, once the page is laid out."""

    def status_shown(self) -> None:
        """The status line was written again (the rows may have changed)."""

    def enter_for(self, table: int) -> None:
        """The judge is to enter table ``table``'s result (the Reports panel's *Enter
        another*): the table in the result line, the cursor after it."""
        entry = self.page.entry
        entry.setText(f"{table} ")
        entry.setFocus()
        entry.end(False)

    def load_rounds(self) -> list[rounds.RoundView]:
        raise NotImplementedError

    def rows_of(self, view: rounds.RoundView) -> Sequence[Any]:
        raise NotImplementedError

    def read_entry(
        self, text: str, view: rounds.RoundView, correction: bool
    ) -> Callable[[], Changed[rounds.TableView]]:
        """The typed result line, read against round ``view`` (the round being played, or the
        one being corrected), as the work that records it (raises on a mistyped line)."""
        raise NotImplementedError

    def time_called(self) -> None:
        raise NotImplementedError

    def time_called_from_file(self) -> None:
        raise NotImplementedError

    def standings_model(self) -> RowsModel[Any]:
        raise NotImplementedError

    def read_standings(self, model: RowsModel[Any]) -> str:
        """Fill ``model`` with the standings; the heading above them."""
        raise NotImplementedError
