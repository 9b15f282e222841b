"""The names each notation gives the tiles: the tables that reading and writing share, so
that whatever :func:`~hupai.tiles.format_tiles` writes, :func:`~hupai.tiles.parse` reads."""

from __future__ import annotations

import re
from typing import Final

from hupai.tiles._kinds import EAST, GREEN, NORTH, RED, SOUTH, WEST, WHITE

SUIT_SIZE: Final = {"m": 9, "p": 9, "s": 9, "z": 7, "f": 8}
SUIT_BASE: Final = {"m": 0, "p": 9, "s": 18, "z": 27, "f": 34}
_CHINESE_SUITS: Final = {
    "万": "m", "萬": "m", "筒": "p", "饼": "p", "餅": "p", "条": "s", "條": "s", "索": "s",
}  # fmt: skip
# Characters that close a digit run; Chinese suit characters behave like their letter.
RUN_SUITS: Final = {**{s: s for s in SUIT_SIZE}, **_CHINESE_SUITS}

LETTERS: Final = {"E": EAST, "S": SOUTH, "W": WEST, "N": NORTH, "P": WHITE, "F": GREEN, "C": RED}
LETTER_OF: Final = {t: ch for ch, t in LETTERS.items()}

_GB_SPANS: Final = {"W": (0, 9), "B": (9, 9), "T": (18, 9), "F": (27, 4), "H": (34, 8)}
_GB_DRAGONS: Final = {1: RED, 2: GREEN, 3: WHITE}
_SEP = r"[\s,，、]*"
GB_STRING: Final = re.compile(rf"{_SEP}(?:[WBTFJH][0-9]{_SEP})+")
GB_TOKEN: Final = re.compile(r"[WBTFJH][0-9]")

# The Unicode block runs winds, dragons (red, green, white), characters, bamboo, dots,
# then the plants before the seasons, unlike our flower order.
_UNICODE_ORDER: Final = (
    EAST, SOUTH, WEST, NORTH, RED, GREEN, WHITE,
    *range(0, 9), *range(18, 27), *range(9, 18),
    38, 39, 40, 41, 34, 35, 36, 37,
)  # fmt: skip
FROM_UNICODE: Final = {chr(0x1F000 + k): t for k, t in enumerate(_UNICODE_ORDER)}
TO_UNICODE: Final = {t: ch for ch, t in FROM_UNICODE.items()}
VARIATION_SELECTORS: Final = "\ufe0e\ufe0f"

NUMERALS: Final = "一二三四五六七八九"
CANON_SUIT_CHAR: Final = {"m": "万", "p": "筒", "s": "条"}
HONOR_NAMES: Final = "东南西北白发中春夏秋冬梅兰竹菊"  # indices 27-41
CHINESE_NAMES: Final[dict[str, int]] = {
    **{
        numeral + char: SUIT_BASE[s] + r
        for char, s in _CHINESE_SUITS.items()
        for r, numeral in enumerate(NUMERALS)
    },
    **{name: 27 + k for k, name in enumerate(HONOR_NAMES)},
    **{w + wind: 27 + k for k, w in enumerate("东南西北") for wind in "风風"},
    **{w + wind: 27 + k for k, w in enumerate("東南西北") for wind in ("", "风", "風")},
    "红中": RED, "紅中": RED, "發": GREEN, "青发": GREEN, "青發": GREEN,
    "发财": GREEN, "發財": GREEN, "白板": WHITE, "蘭": 39,
}  # fmt: skip
LONGEST_NAME: Final = max(len(name) for name in CHINESE_NAMES)


def is_sep(ch: str) -> bool:
    return ch.isspace() or ch in ",，、"


def gb_tile(code: str) -> int | None:
    """The index of a GB code such as ``"W1"``, or None when its digit is out of range."""
    letter, digit = code[0], int(code[1])
    if letter == "J":
        return _GB_DRAGONS.get(digit)
    base, size = _GB_SPANS[letter]
    return base + digit - 1 if 1 <= digit <= size else None


def gb_code(t: int) -> str:
    if t in (RED, GREEN, WHITE):
        return f"J{RED - t + 1}"
    for letter, (base, size) in _GB_SPANS.items():
        if base <= t < base + size:
            return f"{letter}{t - base + 1}"
    raise AssertionError(t)  # unreachable for a checked index
