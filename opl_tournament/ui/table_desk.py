"""What one table shape brings to the round page (and to the standings page): its rows, how a
typed result reads, its time-call form, the buttons only it has. See ``round_page.desk_for``.

A desk knows its page only as a ``DeskHost``: the few things it may ask of the page it sits on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from opl_tournament.domain.model import Registration
from opl_tournament.domain.rules.base import Verdict
from opl_tournament.services import rounds
from opl_tournament.services.adjudication import JudgeMustDecide, parse_state_json
from opl_tournament.services.changes import Changed
from opl_tournament.services.context import ServiceContext
from opl_tournament.services.files import read_limited
from opl_tournament.services.rounds import RoundView, TableView
from opl_tournament.ui.doorway import submit
from opl_tournament.ui.guard import run_action, show_error
from opl_tournament.ui.language import say
from opl_tournament.ui.models import RoundRowsModel, RowsModel

T = TypeVar("T")
D = TypeVar("D")
R = TypeVar("R")
"""What the judge decides at a time-called table (a winner and a note, the places)."""

DeskAction = tuple[str, Callable[[], object], str | None]
"""A button: its text (with its Alt letter), what it does, its shortcut (or None)."""


@dataclass(frozen=True)
class DeskWords:
    """The round page's sentences that name a shape's rows ("table", "pod") or how a round is
    made ("pair", "seat"): whole sentences in the window's language, each shape its own (a
    language does not build them from a noun and a verb as English could)."""

    rows: str
    """The round's rows, for a screen reader: "Tables of the shown round"."""
    pair_button: str
    """The button that makes the next round, with its Alt letter: "&Pair next round"."""
    pair_title: str
    """"Pair next round" (the title of its messages)."""
    pair_menu: str
    """The same in the Edit menu, with an Alt letter of that menu: "&Pair next round"."""
    pairing: str
    """"Pairing the next round…" (while it works)."""
    take_back_button: str
    """"Ta&ke back pairing"."""
    take_back_title: str
    """"Take back pairing"."""
    no_round: str
    """"No round paired yet"."""
    first_round: str
    """"Register the players, then pair round 1."."""
    made: str
    """"Round {number} is paired"."""
    none_yet: str
    """"{title}: no round has been paired yet."."""
    which: str
    """"Table:" (asking for one)."""
    extra_button: str
    """The button that gives one row extra time, with its Alt letter: "E&xtra time for a
    table…"."""
    extra_question: str
    """"Extra minutes for table {table} (0: none):"."""
    extra_given: Callable[[int], str]
    """"Table {table}: 5 extra minutes" for a number of minutes (its plural; 0: none left)."""
    recorded: str
    """"Round {round} table {table}: {result}"."""
    entry_hint: str
    """How a result is typed in the result line."""
    waiting: Callable[[int], str]
    """"3 tables to report: {tables}" for a number of rows (its plural)."""


class DeskHost(Protocol):
    """What a desk may ask of the page it sits on (the round page)."""

    @property
    def ctx(self) -> ServiceContext: ...

    @property
    def event_id(self) -> int: ...

    @property
    def rounds(self) -> Sequence[RoundView]:
        """The event's rounds as last read (the last one is being played)."""
        ...

    @property
    def widget(self) -> QWidget:
        """The page as a widget: the parent of the desk's dialogs and messages, and where its
        actions come from at the doorway."""
        ...

    def add_desk_widget(self, widget: QWidget) -> None:
        """Show ``widget`` of the desk's own on the page (under the status line)."""

    def when_row_double_clicked(self, slot: Callable[[int], None]) -> None:
        """Call ``slot`` with the row the judge double-clicks."""

    def shown_round_number(self) -> int | None:
        """The number of the round shown (None before round 1)."""

    def selected_row(self) -> int | None:
        """The first selected row of the round shown, or None."""

    def chosen_table(self, title: str) -> tuple[int, int] | None:
        """(round, table) of the selected row, or of the table the judge types."""

    def correcting(self) -> bool:
        """Whether "correct a result already entered" is ticked."""

    def start_correcting(self) -> None:
        """Tick "correct a result already entered" (the table already has a result)."""

    def fill_result_line(self, text: str) -> None:
        """Put ``text`` in the result line, the cursor after it, for the judge to go on."""

    def record_result(
        self,
        title: str,
        work: Callable[[], Changed[TableView]],
        then: Callable[[bool], None] | None = None,
    ) -> None:
        """Record one table's result through the doorway; its row is updated in place."""

    def act(
        self,
        title: str,
        action: Callable[[], Changed[T]],
        *,
        done: Callable[[T], object] | None = None,
    ) -> None:
        """A change to a round or a table through the doorway; the page reads again what the
        service says it changed."""

    def show_verdict(self, text: str) -> None:
        """A time-call verdict, in the status line until the next result and in the status bar."""


class TableDesk:
    """The shape-specific part of the round page; a shape overrides what it has."""

    has_bracket = True
    registrations: list[Registration] | None = None
    """The players as read with the rounds (head-to-head), for the players page."""

    def __init__(self, page: DeskHost, model: RoundRowsModel[Any], words: DeskWords) -> None:
        self.page = page
        self.model = model
        self.words = words

    def pairing_actions(self) -> Sequence[DeskAction]:
        """The buttons only this shape has that change a round's pairings, shown after "Take
        back" (a finished event offers none of them)."""
        return ()

    def actions(self) -> Sequence[DeskAction]:
        """The other buttons only this shape has, shown after its pairing ones."""
        return ()

    def install(self) -> None:
        """Widgets and signals of this shape, once the page is laid out."""

    def status_shown(self) -> None:
        """The status line was written again (the rows may have changed)."""

    def enter_for(self, table: int) -> None:
        """The judge is to enter table ``table``'s result (the Reports panel's *Enter
        another*): the table in the result line, the cursor after it."""
        self.page.fill_result_line(f"{table} ")

    def reported_already(self, title: str, table: TableView) -> bool:
        """Time called at ``table``, which has a result already: unless the judge is correcting,
        they are told to tick the correction first (before a form is filled for nothing)."""
        if self.model.is_waiting(table) or self.page.correcting():
            return False
        QMessageBox.warning(
            self.page.widget,
            title,
            QCoreApplication.translate(
                "table_desk",
                'Table {table} already has a result ({result}). Tick "correct a result '
                "already entered\" first to replace it with the time call's verdict.",
            ).format(table=table.table, result=self.model.result_text(table)),
        )
        return True

    def decide_from_file(
        self,
        chosen: tuple[int, R] | None,
        decide: Callable[[int, R, Callable[[], dict[str, Any]], str], None],
    ) -> None:
        """Time called at ``chosen`` (the round, and its table as the shape knows it; None: the
        judge chose none), the form filled elsewhere: the judge picks its file, then ``decide``
        (round, table, the form read from the file, the file as its source)."""
        if chosen is None:
            return
        path, _ = QFileDialog.getOpenFileName(
            self.page.widget,
            QCoreApplication.translate("table_desk", "The judge's time-call form"),
            "",
            QCoreApplication.translate("table_desk", "Time-call forms (*.json)"),
        )
        if path:
            number, table = chosen
            decide(
                number, table, lambda: parse_state_json(read_limited(Path(path)), source=path), path
            )

    def adjudicate(
        self,
        title: str,
        table: int,
        form: Callable[[], dict[str, Any]],
        record: Callable[[dict[str, Any], D], Changed[tuple[Any, Verdict]]],
        first: D,
        judge_decides: Callable[[dict[str, Any], JudgeMustDecide], D | None],
        *,
        again: Callable[[], None] | None = None,
    ) -> None:
        """Time called at ``table``: the form as filled (or its file read), then the service
        decides by the rules engine and records the verdict (``record`` with ``first``, what the
        judge already decided, if anything); when the players are level on every step,
        ``judge_decides`` (None: the judge cancelled) and that is recorded. A refused form is
        shown ``again`` as it was filled (when given), for the judge to put right."""
        page = self.page
        state = run_action(page.widget, title, form)
        if state is None:
            return

        def decided(result: tuple[Any, Verdict]) -> None:
            page.show_verdict(
                QCoreApplication.translate("table_desk", "Table {table}: {verdict}").format(
                    table=table, verdict=say(result[1].explanation)
                )
            )

        def level(error: Exception) -> None:
            if not isinstance(error, JudgeMustDecide):
                show_error(page.widget, title, error)
                if again is not None:
                    again()
                return
            decision = judge_decides(state, error)
            if decision is not None:
                page.act(title, lambda: record(state, decision), done=decided)

        submit(page.widget, title, lambda: record(state, first), done=decided, failed=level)

    def load_rounds(self) -> list[RoundView]:
        raise NotImplementedError

    def rows_of(self, view: RoundView) -> Sequence[Any]:
        raise NotImplementedError

    def read_entry(
        self, text: str, view: RoundView, correction: bool
    ) -> Callable[[], Changed[TableView]]:
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


def standings_heading(rounds_paired: int, still_playing: int) -> str:
    """ "after round 2" only once round 2 is complete; else what is still being played."""
    translate = QCoreApplication.translate
    if rounds_paired == 0:
        return translate("table_desk", "Standings: no round has been paired yet")
    if not still_playing:
        return translate("table_desk", "Standings after round {round}").format(round=rounds_paired)
    if rounds_paired == 1:
        text = translate(
            "table_desk",
            "Standings before the first round (round 1: %n tables still playing)",
            "",
            still_playing,
        )
    else:
        text = translate(
            "table_desk",
            "Standings after round {before} (round {round}: %n tables still playing)",
            "",
            still_playing,
        )
    return text.format(before=rounds_paired - 1, round=rounds_paired)


def standings_after_last_complete_round(
    ctx: ServiceContext, event_id: int
) -> tuple[rounds.AnyStandings, str]:
    """The standings after the last round played to the end (as printed), and their heading,
    which says what is still being played."""
    table, paired, playing = rounds.standings_as_posted(ctx, event_id)
    return table, standings_heading(paired, playing)
