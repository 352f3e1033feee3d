"""Every constant of the rating systems, in one place, with where it comes from.

US Chess values follow Glickman & Doan, "The US Chess Rating System" (as summarised in the
research notes, anchors-tournament §7.2): the Legion's ratings "rise and fall like the USCF's".
"""

from __future__ import annotations

# Initial ratings for unrated players (age-based when the result sheet gives an age).
RATING_PER_YEAR_OF_AGE = 50
"""Ages 2 to 26 start at 50 × age."""
YOUNGEST_AGE, OLDEST_YOUTH_AGE = 2, 26
UNDER_TWO_RATING = 100
ADULT_RATING = 1300
"""Adults (and players whose age is not known) start here unless the event configures another."""

# Effective games: N* = 50 / sqrt(0.662 + 0.00000739 × (2569 − R)²), capped at 50 above 2355.
EFFECTIVE_GAMES_MAX = 50.0
EFFECTIVE_GAMES_A = 0.662
EFFECTIVE_GAMES_B = 0.00000739
EFFECTIVE_GAMES_PIVOT = 2569.0
EFFECTIVE_GAMES_CAP_RATING = 2355.0

# Which formula: the special formula while a player has played this many games or fewer (or has
# only wins or only losses); the standard formula after that.
SPECIAL_FORMULA_MAX_GAMES = 8
PROVISIONAL_SPREAD = 800.0
"""The special formula's linear winning expectancy: 0.5 + (R − R_opponent) / 800, in [0, 1]."""

# The standard formula: R' = R + K (S − E) + bonus, K = 800 / (N' + m).
K_NUMERATOR = 800.0
ELO_SCALE = 400.0
BONUS_B = 14.0
"""US Chess raised B from 12 to 14."""
BONUS_MIN_GAMES = 3
BONUS_MIN_ROOT = 4

# Floors.
ABSOLUTE_FLOOR_BASE = 100
ABSOLUTE_FLOOR_CAP = 150
FLOOR_EVENT_MIN_GAMES = 3
ESTABLISHED_GAMES = 25
"""A player with more games than this is established (no longer provisional)."""

# Glicko-2 (Glickman's paper).
GLICKO_SCALE = 173.7178
GLICKO_DEFAULT_RATING = 1500.0
GLICKO_DEFAULT_DEVIATION = 350.0
GLICKO_DEFAULT_VOLATILITY = 0.06
GLICKO_TAU = 0.5
GLICKO_EPSILON = 1e-6
