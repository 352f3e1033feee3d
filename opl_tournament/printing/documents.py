"""The plain data each printed document is made from.

The services layer fills these from the database; the ``render_*`` functions turn them into PDF
bytes. Everything here is already decided (records, ranks, tiebreak values as the judge should
read them): printing lays out, it does not compute tournament rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from opl_tournament.domain.languages import Language
from opl_tournament.domain.model import PlayerIdentity

Paper = Literal["A4", "Letter"]
Bracket = Literal["winners", "losers", "final"]


@dataclass(frozen=True)
class EventHeader:
    """The block at the top of every document. Empty fields print as blanks to fill by hand."""

    event_name: str = ""
    sanction_number: str = ""
    place: str = ""
    date: str = ""
    judge: str = ""
    format: str = ""
    round: int | None = None
    brand: str = ""
    """The title band's right-hand mark (empty: the Legion's)."""
    legion_rated: bool = True
    """The event's results go to the Legion's Global Rating Service (an OverPower event's): its
    result sheets and master sheet say so."""
    draws: bool = False
    """A game of the event's can be drawn (Vs. System): its Swiss match slips have a box for it."""
    language: Language = Language.ENGLISH
    """The language the whole document is printed in (its headings, notes and footer)."""


@dataclass(frozen=True)
class RoundResult:
    """One round of one player, as on the player's sheet and the master sheet.

    ``opponent_number`` is empty for a bye; ``result`` is what the judge writes ("W", "L",
    "BYE", "DL" for a double loss…); ``record`` is the running record after the round ("2-1").
    """

    round: int
    table: int | None = None
    opponent_number: str = ""
    result: str = ""
    record: str = ""


NOBODY = PlayerIdentity("")
"""A blank sheet's player: filled in by hand at registration."""


@dataclass(frozen=True)
class PlayerSheet:
    """The identity block and rounds of one Official Player Result Sheet."""

    number: str = ""
    identity: PlayerIdentity = NOBODY
    rounds: tuple[RoundResult, ...] = ()
    temporary: bool = False
    """The number is a temporary one issued at the event (the player has no Legion number)."""
    code: str = ""
    """The player's secret code for the players' page (empty: none printed)."""
    left: bool = False
    """The player left the event (dropped or disqualified): their sheets stop at their last
    round, whatever rounds the event still plans."""


@dataclass(frozen=True)
class ResultSheets:
    """Player result sheets: one per player, or two to a page (``per_page=2``).

    A player with more rounds than fit on a sheet (8) gets continuation sheets.
    A ``PlayerSheet()`` with nothing filled in prints the blank form for registration by hand.
    """

    header: EventHeader
    players: tuple[PlayerSheet, ...]
    per_page: Literal[1, 2] = 1
    paper: Paper = "Letter"
    page_address: str = ""
    """The players' page: each code is printed as a QR code of its address too."""
    rounds: int = 0
    """The rounds the event plans: the sheets of every player still in the event run to the
    last of them (continuation sheets past round 8), or further if they have played more."""


@dataclass(frozen=True)
class CodeCard:
    """One player's card: who they are and their secret code."""

    number: str
    name: str
    code: str


@dataclass(frozen=True)
class CodeCards:
    """Player code cards, ten to a page with cut lines, each handed to its own player."""

    header: EventHeader
    cards: tuple[CodeCard, ...]
    paper: Paper = "Letter"
    page_address: str = ""
    """The players' page: each card carries a QR code of ``ADDRESS/p/CODE`` too."""


@dataclass(frozen=True)
class MasterRow:
    sequence: int
    number: str
    name: str = ""
    rounds: tuple[RoundResult, ...] = ()
    temporary: bool = False
    """The number is a temporary one issued at the event (the player has no Legion number)."""
    dropped_after: int | None = None
    """The player left the event: the last round they were in (0: before the first)."""
    disqualified: bool = False
    """The player left because the judge disqualified them (in round ``dropped_after``)."""
    champion: bool = False
    """The event's winner (marked once the event has one)."""


@dataclass(frozen=True)
class MasterSheet:
    """The Master Result Sheet: one row per player, three rounds per page width.

    ``rounds`` is how many round columns to print (at least the rounds in the rows; blanks for
    rounds still to come). ``return_block`` is the rating service's return address, line by line.
    """

    header: EventHeader
    rows: tuple[MasterRow, ...]
    rounds: int = 3
    rows_per_page: int = 25
    return_block: tuple[str, ...] = ()
    paper: Paper = "Letter"


@dataclass(frozen=True)
class BracketSlot:
    """One side of a bracket match.

    A known player has ``number`` and ``name``; ``bye`` marks a bye. ``from_match`` (with
    ``from_outcome``) names the match whose winner or loser comes here: it is what links the
    bracket's rounds, so set it on every slot that is fed by another match, known player or not.
    """

    number: str = ""
    name: str = ""
    bye: bool = False
    from_match: str = ""
    from_outcome: Literal["winner", "loser"] = "winner"
    left: Literal["", "dropped", "disqualified"] = ""
    """The player here left the event instead of playing the match (the other advanced)."""


@dataclass(frozen=True)
class BracketMatch:
    """A match of the bracket. ``winner`` is the winning player's number once reported."""

    match_id: str
    slot_a: BracketSlot
    slot_b: BracketSlot
    table: int | None = None
    winner: str = ""
    only_if_needed: bool = False
    needed: bool = True
    """False for a grand-final reset the first final made unnecessary: nobody plays it."""


@dataclass(frozen=True)
class BracketRound:
    bracket: Bracket
    round: int
    matches: tuple[BracketMatch, ...]
    title: str = ""


@dataclass(frozen=True)
class BracketChart:
    """A single- or double-elimination bracket chart (the kit's "ladder chart"), up to 256
    players, printed landscape."""

    header: EventHeader
    elimination: Literal["single", "double"]
    rounds: tuple[BracketRound, ...]
    champion: str = ""
    paper: Paper = "Letter"
    first_round: int = 1
    """The event's round the bracket starts in (after a Swiss, the first round of the cut):
    a single elimination's columns are titled with the event's rounds, as its slips are."""


TableShape = Literal["head-to-head", "pod"]


@dataclass(frozen=True)
class Seat:
    """A player at a table, with their record going into the round. At a pod, ``seat`` is the
    chair's number, ``team`` names the side for 2 vs 2 and ``role`` the boss battle role."""

    number: str
    name: str
    record: str = ""
    seat: int | None = None
    team: str = ""
    role: str = ""


@dataclass(frozen=True)
class RoundTable:
    """One table of a round: two seats head-to-head, three or four at a pod. A bye is a table
    of its own (listed last); a head-to-head bye has one seat and no table number."""

    table: int | None
    seats: tuple[Seat, ...]
    bye: bool = False
    match_id: str = ""

    @classmethod
    def pair(
        cls,
        table: int | None,
        a_number: str,
        a_name: str,
        b_number: str = "",
        b_name: str = "",
        a_record: str = "",
        b_record: str = "",
        match_id: str = "",
    ) -> RoundTable:
        """A head-to-head table; an empty ``b_number`` is a bye (which takes no table)."""
        first = Seat(a_number, a_name, a_record)
        if not b_number:
            return cls(None, (first,), bye=True, match_id=match_id)
        return cls(table, (first, Seat(b_number, b_name, b_record)), match_id=match_id)


@dataclass(frozen=True)
class RoundPairings:
    """A round's tables of any shape, for posting (by table or by name) and for its result
    slips. ``slips_per_page`` None: the shape's own (eight match slips, four pod slips)."""

    header: EventHeader
    tables: tuple[RoundTable, ...]
    shape: TableShape = "head-to-head"
    slips_per_page: Literal[4, 6, 8] | None = None
    paper: Paper = "Letter"
    table_rules: tuple[str, ...] = ()
    """What the players are told of how they play at the table (a Vs. System event's house
    rules), in the form's language: the posted pairings print them under the list."""


@dataclass(frozen=True)
class StandingRow:
    """``tiebreakers`` are the values as printed, in the order of ``Standings.tiebreak_labels``."""

    rank: int
    number: str
    name: str
    points: int
    wins: int
    losses: int
    byes: int = 0
    tiebreakers: tuple[str, ...] = ()
    dropped: bool = False
    """The player left the event (dropped or disqualified)."""
    disqualified: bool = False
    """The judge disqualified the player (marked so rather than as dropped)."""
    record: str = ""
    """The record as printed, its parts adding up to the rounds played (``record_label``)."""
    place: str = ""
    """A bracket placing shared by the players out in one round ("3–4"), printed for the rank;
    empty for a rank of its own."""
    cut: str = ""
    """After the last Swiss round, what marks a player the top cut takes ("top 8"); else empty."""


@dataclass(frozen=True)
class Standings:
    header: EventHeader
    rows: tuple[StandingRow, ...]
    tiebreak_labels: tuple[str, ...] = ()
    note: str = ""
    paper: Paper = "Letter"
    record_label: str = "W-L-BYE"
    finished: bool = True
    """The round is played to the end (else its standings so far, titled as such)."""


@dataclass(frozen=True)
class PenaltyEntry:
    """``penalty`` names it ("Renege"); ``consequence`` says what it did to the game/event."""

    round: int | None
    table: int | None
    number: str
    name: str
    infraction: str
    penalty: str
    official: str = ""
    note: str = ""
    consequence: str = ""


@dataclass(frozen=True)
class PenaltyReport:
    header: EventHeader
    entries: tuple[PenaltyEntry, ...]
    paper: Paper = "Letter"
    in_pods: bool = False
    """The event seats pods: a penalty's table is its pod."""


@dataclass(frozen=True)
class AdjudicationInput:
    """One counted fact, for each player (e.g. "Completed missions", "3", "2"); ``others``
    holds the values of a pod's third and fourth players."""

    label: str
    value_a: str
    value_b: str
    others: tuple[str, ...] = ()


@dataclass(frozen=True)
class AdjudicationStep:
    """One step of the time-call ladder as it was applied, and what it found."""

    label: str
    value_a: str = ""
    value_b: str = ""
    outcome: str = ""
    decided: bool = False
    others: tuple[str, ...] = ()


@dataclass(frozen=True)
class AdjudicationCharacter:
    """A character as the judge entered it on the time-call form: the hits (or wounds) on it
    and whether it was KO'd."""

    number: str
    name: str
    hits: str = ""
    total: str = ""
    knocked_out: bool = False


@dataclass(frozen=True)
class AdjudicationRecord:
    """The record of a game decided when time was called."""

    header: EventHeader
    table: int | None
    a_number: str
    a_name: str
    b_number: str
    b_name: str
    inputs: tuple[AdjudicationInput, ...]
    steps: tuple[AdjudicationStep, ...]
    winner_number: str = ""
    verdict: str = ""
    rules_edition: str = ""
    official: str = ""
    recorded_at: str = ""
    notes: tuple[str, ...] = field(default_factory=tuple)
    paper: Paper = "Letter"
    others: tuple[tuple[str, str], ...] = ()
    """A pod's third and fourth players (number, name)."""
    decision: str = ""
    """The decision line when it is more than a winner (a pod's places)."""
    characters: tuple[AdjudicationCharacter, ...] = ()
    """Each player's characters with the hits and KOs entered on the form."""
    wounds: bool = False
    """The characters carry wounds (Vs. System 2PCG main characters), not OverPower's hits."""
    in_pods: bool = False
    """The game was a pod's (its number is said as the pod's, not a table's)."""

    @property
    def players(self) -> tuple[tuple[str, str], ...]:
        return ((self.a_number, self.a_name), (self.b_number, self.b_name), *self.others)
