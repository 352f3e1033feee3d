"""Characters that show nothing, each with the name a refusal gives it: a name made of them
looks blank and is refused wherever a name is typed (domain/text.py)."""

from __future__ import annotations

BLANK_LOOKING = {
    "\u3164": "U+3164 HANGUL FILLER",
    "\u2800": "U+2800 BRAILLE PATTERN BLANK",
    "\u115f": "U+115F HANGUL CHOSEONG FILLER",
    "\u1160": "U+1160 HANGUL JUNGSEONG FILLER",
    "\uffa0": "U+FFA0 HALFWIDTH HANGUL FILLER",
    "\u034f": "U+034F COMBINING GRAPHEME JOINER",
    "\u0301": "U+0301 COMBINING ACUTE ACCENT",
}
