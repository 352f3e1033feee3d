"""Names that vulture (`make lint`, tests/test_architecture.py) would report as unused, each
used out of its sight. A name listed here counts as used everywhere, so list only what is really
read by something vulture cannot see, and say what reads it. Settings: [tool.vulture] in
pyproject.toml."""

# Qt calls the overrides of its classes.
filterAcceptsRow  # ui/models.py: QSortFilterProxyModel
itemAt  # ui/flow_row.py: QLayout

# logging calls a handler's handleError when a record cannot be written (error_log.py).
handleError

# sqlite3 and the PostgreSQL driver read attributes set on their connections.
isolation_level
text_factory
autocommit

# SQLAlchemy: the mapped classes register their tables on the metadata; the columns are written
# and read through the tables; the naming convention names the constraints.
naming_convention
RoundRow
MatchRow
PodRow
PodSeatRow
PenaltyRow
AuditRow
SelfReportClaimRow
JudgeCallRow
player_code  # registration's column: the code printed and listed (player_codes)
deck_report_json
updated_at

# uvicorn reads this attribute of its Server.
should_exit

# Enumeration members chosen by their value (an event's stored policy, the command line).
NOTHING  # domain/event_policies.py: LateEntry.NOTHING

# A type named in a string (TypeVar bound) under TYPE_CHECKING.
DataclassInstance  # cli/arguments.py

# configparser reads the attribute a test sets.
optionxform

# Fixtures a test asks for by name for what they set up, not for a value.
root_handlers_restored
toronto_clock
station_in_kolkata

# The window: the round page loads its desks by name (round_page.desk_for, importlib).
HeadToHeadDesk

# The Help menu's actions, kept on attributes nothing reads (ui/help_window.py).
guide_action
shortcuts_action
about_action

# The event edits the self-service settings by field name (services/events.SELF_REPORT_CHANGES).
deck_lists

# Read by the page templates (resources/web/templates), which vulture does not read.
serving  # me.html: the drop and judge-call forms
other_reports  # me.html: what the other player of a disputed table reported

# The migration scripts (outside vulture's paths: they are history) build their columns with
# storage/migration_columns.py.
string
long_text
integer
primary_key
add_columns
drop_columns

# Read through dataclasses.fields: a ruling's JSON (domain/rules/rulings.py).
supersedes

# A catalog's Words is called as `_("…")` (language/catalogs.py): vulture sees no call of __call__.
__call__
name_in_itself  # resources/web/templates/base.html: the page's language switch
