"""Legion ratings: the US Chess system (and Glicko-2 as a second system), as pure functions."""
