"""Writing tiles back as strings, in each of the :data:`STYLES` that :func:`parse` reads."""

from __future__ import annotations

from collections.abc import Callable
from itertools import groupby
from typing import TYPE_CHECKING, Final

from hupai.errors import NotationError
from hupai.tiles._arrays import as_tiles
from hupai.tiles._kinds import shown, suit_rank
from hupai.tiles._names import (
    CANON_SUIT_CHAR,
    HONOR_NAMES,
    LETTER_OF,
    NUMERALS,
    TO_UNICODE,
    gb_code,
)

if TYPE_CHECKING:
    from hupai._types import Style, Tiles

STYLES: Final = ("mpsz", "letters", "gb", "unicode", "chinese")


def _format_runs(tiles: list[int], letters: bool) -> str:
    parts: list[str] = []
    for s, run in groupby(tiles, key=lambda t: suit_rank(t)[0]):
        group = list(run)
        if letters and s == "z":
            parts.extend(LETTER_OF[t] for t in group)
        else:
            parts.append("".join(str(suit_rank(t)[1]) for t in group) + s)
    return "".join(parts)


def _chinese(t: int) -> str:
    s, r = suit_rank(t)
    return NUMERALS[r - 1] + CANON_SUIT_CHAR[s] if t < 27 else HONOR_NAMES[t - 27]


_FORMATTERS: Final[dict[str, Callable[[list[int]], str]]] = {
    "mpsz": lambda tiles: _format_runs(tiles, letters=False),
    "letters": lambda tiles: _format_runs(tiles, letters=True),
    "gb": lambda tiles: " ".join(gb_code(t) for t in tiles),
    "unicode": lambda tiles: "".join(TO_UNICODE[t] for t in tiles),
    "chinese": lambda tiles: "".join(_chinese(t) for t in tiles),
}


def format_tiles(tiles_or_counts: Tiles, style: Style = "mpsz") -> str:
    """Write tiles in one of :data:`STYLES`; :func:`parse` reads every style back.

    ``"mpsz"`` gives ``"123m456p1122z1f"``, ``"letters"`` ``"123m456pEECCC"`` (flowers
    stay ``1f``), ``"gb"`` ``"W1 W2 J1"``, ``"unicode"`` ``"🀇🀈"``, ``"chinese"``
    ``"一万二万东中"``. A tile list keeps its order; a count array (34 non-string items)
    comes out sorted. Raises NotationError for an unknown style, and the errors of
    :func:`to_counts` for bad tiles or counts.
    """
    formatter = _FORMATTERS.get(style) if isinstance(style, str) else None
    if formatter is None:
        raise NotationError(
            f"unknown tile style {shown(style)}; expected one of {', '.join(STYLES)}"
        )
    return formatter(as_tiles(tiles_or_counts, flowers=True))
