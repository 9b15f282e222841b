"""Tile indices and the tile notations hupai reads and writes.

Every hupai function speaks the canonical tile index:

=======  ==========================================================
0-8      1m-9m, characters (万)
9-17     1p-9p, dots (筒)
18-26    1s-9s, bamboo (条)
27-30    East, South, West, North
31-33    White (白), Green (发), Red (中)
34-41    flowers 春 夏 秋 冬 梅 兰 竹 菊 (spring ... chrysanthemum)
=======  ==========================================================

Indices 0-33 are the 34 tile *kinds*, four copies each. The eight flowers exist once each
and never take part in a hand's shape, so a count array has 34 entries and flowers are
counted apart (see :func:`split_flowers`).

:func:`parse` reads these string notations:

* **GB codes** as PyMahjongGB writes them: ``W1``-``W9`` characters, ``B1``-``B9`` dots,
  ``T1``-``T9`` bamboo, ``F1``-``F4`` East-North, ``J1`` Red, ``J2`` Green, ``J3`` White,
  ``H1``-``H8`` flowers, optionally separated by spaces or commas (``"W1 W2"``, ``"W1W2"``).
* **mpsz**, digits then a suit letter (``"123m456p789s1122z"``). ``z`` takes 1-7 = East,
  South, West, North, White, Green, Red; ``f`` takes 1-8 = the flowers; ``0`` is a red
  five in ``m``/``p``/``s`` and reads as an ordinary five. A digit run must end right at
  its suit letter; spaces and commas may stand between runs.
* **honor letters** as MCR tools write them, uppercase and mixable with mpsz: ``E S W N``,
  ``P`` White, ``F`` Green, ``C`` Red (``"123m456p789sEECCC"``). Case matters: ``S`` is
  South and ``s`` is bamboo.
* **Unicode** Mahjong Tiles block U+1F000-U+1F029, optionally followed by U+FE0E/U+FE0F.
* **Chinese names**: 一万 (萬), 一筒 (饼, 餅), 一条 (條, 索), Arabic digits before the suit
  character as in mpsz (``"1万"``, ``"123万"``), 东 (東) 南 西 北 with an optional 风/風,
  中 (红中, 紅中), 发 (發, 青发, 发财), 白 (白板), 春 夏 秋 冬 梅 兰 (蘭) 竹 菊.

The last four may be mixed freely in one string. A string is read as GB codes if and only
if, separators aside, it consists entirely of tokens of one of ``W B T F J H`` followed by
one digit. That choice is unambiguous: a digit in mpsz must be followed by a lowercase suit
letter (or a Chinese suit character), so no such string is valid mpsz. An out-of-range code
in a GB string (``"W0"``, ``"J4"``) raises :class:`UnknownTileError`.

Other encodings are explicit functions over ints: ``from_hex``/``to_hex`` (seed 002),
``from_decimal``/``to_decimal`` (seed 003), ``from_seed000``/``to_seed000`` (seed 000) and
``from_136``/``to_136`` (the 136-id scheme of the ``mahjong`` PyPI package).

Where a function takes "tiles" it accepts a notation string, a sequence (or 1-D NumPy
array) of tile indices or of single-tile names, or a count array. A sequence of exactly 34
non-string items is always read as counts, never as 34 tile indices.
"""

from __future__ import annotations

from hupai.tiles._arrays import counts_to_tiles, split_flowers, to_counts
from hupai.tiles._format import STYLES, format_tiles
from hupai.tiles._ids136 import counts_from_136, from_136, to_136
from hupai.tiles._kinds import (
    EAST,
    GREEN,
    NORTH,
    NUM_FLOWERS,
    NUM_INDICES,
    NUM_KINDS,
    RED,
    SOUTH,
    WEST,
    WHITE,
    is_flower,
    is_honor,
    is_number,
    rank,
    suit,
)
from hupai.tiles._parse import parse, tile
from hupai.tiles._seeds import (
    from_decimal,
    from_hex,
    from_seed000,
    to_decimal,
    to_hex,
    to_seed000,
)

__all__ = [
    "NUM_KINDS",
    "NUM_FLOWERS",
    "NUM_INDICES",
    "EAST",
    "SOUTH",
    "WEST",
    "NORTH",
    "WHITE",
    "GREEN",
    "RED",
    "STYLES",
    "is_number",
    "is_honor",
    "is_flower",
    "suit",
    "rank",
    "parse",
    "tile",
    "to_counts",
    "counts_to_tiles",
    "split_flowers",
    "format_tiles",
    "from_136",
    "to_136",
    "counts_from_136",
    "from_hex",
    "to_hex",
    "from_decimal",
    "to_decimal",
    "from_seed000",
    "to_seed000",
]
