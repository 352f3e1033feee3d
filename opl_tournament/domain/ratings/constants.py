"""Every constant of the rating systems, in one place, with where it comes from.

US Chess values: Glickman & Doan, "The US Chess Rating System" (math.bu.edu/people/mg/ratings/rs/,
revised 2017 and 2020); "§" below names the document's section. The Legion's ratings "rise and
fall like the USCF's" (research notes, anchors-tournament §7.2). Glicko-2 values: Glickman,
"Example of the Glicko-2 system" (glicko.net/glicko/glicko2.pdf).
"""

from __future__ import annotations

USCF_VERSION = "uscf-2020"
"""The rating system's name and version as written into the rating-service export."""
GLICKO2_VERSION = "glicko2-2013"

# Step 1 (§2): initial ratings for unrated players, by age when the result sheet gives one.
RATING_PER_YEAR_OF_AGE = 50
"""Ages 2 to 26 start at 50 × age."""
YOUNGEST_AGE, OLDEST_YOUTH_AGE = 2, 26
UNDER_TWO_RATING = 100
ADULT_RATING = 1300
"""Adults (and players whose age is not known) start here unless the event configures another."""

# Step 2 (§3, eq. 1): N* = 50 / sqrt(0.662 + 0.00000739 × (2569 − R0)²), or 50 above 2355.
EFFECTIVE_GAMES_MAX = 50.0
EFFECTIVE_GAMES_A = 0.662
EFFECTIVE_GAMES_B = 0.00000739
EFFECTIVE_GAMES_PIVOT = 2569.0
EFFECTIVE_GAMES_CAP_RATING = 2355.0

# Step 3: an unrated player with N = 0 gets a first estimate with the effective games set to 1.
FIRST_ESTIMATE_EFFECTIVE_GAMES = 1.0

# §4, the special formula: used for players with this many games or fewer before the event (or
# whose games before it were all wins or all losses).
SPECIAL_FORMULA_MAX_GAMES = 8
PROVISIONAL_HALF_SPREAD = 400.0
"""PWe(R, Ri) = 0.5 + (R − Ri) / 800 between Ri − 400 and Ri + 400 (0 below, 1 above)."""
ALL_WINS_OR_LOSSES_SHIFT = 400.0
"""All wins before: R0' = R0 − 400, S' = S + N'; all losses: R0' = R0 + 400, S' = S."""
SPECIAL_TOLERANCE = 1e-7
"""ε of the special-formula procedure: |f(M)| ≤ ε counts as zero."""
SPECIAL_RATING_CAP = 2700.0
"""A rating from the special formula is at most 2700."""

# §5, the standard formula: R' = R0 + K (S − E) + bonus, K = 800 / (N' + m).
K_NUMERATOR = 800.0
ELO_SCALE = 400.0
BONUS_B = 14.0
"""The bonus threshold B (US Chess raised it from 12 to 14)."""
BONUS_MIN_GAMES = 3
"""The bonus applies only with at least 3 games in the event ..."""
BONUS_MAX_GAMES_PER_OPPONENT = 2
"""... and no opponent met more than twice."""
BONUS_MIN_ROOT = 4
"""The bonus threshold is B·sqrt(max(m, 4))."""

# §6, the absolute floor: min(100 + 4·wins + 2·draws + events with 3 rated games, 150).
ABSOLUTE_FLOOR_BASE = 100
ABSOLUTE_FLOOR_PER_WIN = 4
ABSOLUTE_FLOOR_PER_DRAW = 2
ABSOLUTE_FLOOR_PER_EVENT = 1
ABSOLUTE_FLOOR_CAP = 150
FLOOR_EVENT_MIN_GAMES = 3
ESTABLISHED_GAMES = 25
"""A player with more games than this is established (no longer provisional): §1, "a player's
rating is termed established if it is based upon more than 25 games"."""

# §6, the established player's floor (research notes, anchors-tournament §7.2 "Floors"): 200 below
# the highest established rating the player has had, rounded down to a multiple of 100, between
# 1200 and 2100; a lower result gives no such floor (the absolute floor alone applies). A rating
# counts as established when the player has more than ``ESTABLISHED_GAMES`` games after the event
# that produced it. (The 2200 floor of Original Life Masters is not kept: the Legion has no such
# title.)
ESTABLISHED_FLOOR_GAP = 200
ESTABLISHED_FLOOR_STEP = 100
ESTABLISHED_FLOOR_LOWEST = 1200
ESTABLISHED_FLOOR_HIGHEST = 2100

# Glicko-2 (Glickman's paper): a newcomer starts at 1500 with RD 350 and volatility 0.06.
GLICKO_SCALE = 173.7178
GLICKO_DEFAULT_RATING = 1500.0
GLICKO_DEFAULT_DEVIATION = 350.0
GLICKO_DEFAULT_VOLATILITY = 0.06
GLICKO_TAU = 0.5
GLICKO_EPSILON = 1e-6
GLICKO_MIN_DEVIATION = 30.0
"""An imported player's RD never drops below 30 (Glickman's suggested lower bound)."""
