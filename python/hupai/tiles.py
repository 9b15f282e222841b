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

import operator
import re
from collections.abc import Callable, Iterable, Mapping, Sequence, Set
from itertools import groupby
from typing import Final, SupportsIndex, cast

from hupai.errors import (
    ArrayShapeError,
    NotationError,
    TileCountError,
    UnknownTileError,
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

NUM_KINDS: Final = 34
NUM_FLOWERS: Final = 8
NUM_INDICES: Final = NUM_KINDS + NUM_FLOWERS
EAST: Final = 27
SOUTH: Final = 28
WEST: Final = 29
NORTH: Final = 30
WHITE: Final = 31
GREEN: Final = 32
RED: Final = 33
STYLES: Final = ("mpsz", "letters", "gb", "unicode", "chinese")

# ---------------------------------------------------------------- index helpers


def _as_int(value: object) -> int | None:
    """``value`` as an int if it is an integer (NumPy integers included) but not a bool."""
    if isinstance(value, bool) or "bool" in type(value).__name__:
        return None
    if isinstance(value, int):
        return value
    if hasattr(type(value), "__index__"):
        try:
            return operator.index(cast(SupportsIndex, value))
        except TypeError:
            return None
    return None


def _index(value: object) -> int:
    t = _as_int(value)
    if t is None:
        raise UnknownTileError(
            f"{value!r} is not a tile: expected an index 0-41 or a tile name, "
            f"got {type(value).__name__}"
        )
    if not 0 <= t < NUM_INDICES:
        raise UnknownTileError(f"{value!r} is not a tile index (0-41)")
    return t


def _suit_rank(t: int) -> tuple[str, int]:
    if t < 27:
        return "mps"[t // 9], t % 9 + 1
    if t < NUM_KINDS:
        return "z", t - 26
    return "f", t - 33


def _mpsz(t: int) -> str:
    s, r = _suit_rank(t)
    return f"{r}{s}"


def is_number(t: int) -> bool:
    """True for a suited tile (0-26). Raises UnknownTileError if ``t`` is not an index 0-41."""
    return _index(t) < 27


def is_honor(t: int) -> bool:
    """True for a wind or dragon (27-33). Raises UnknownTileError for a non-index."""
    return 27 <= _index(t) < NUM_KINDS


def is_flower(t: int) -> bool:
    """True for a flower (34-41). Raises UnknownTileError for a non-index."""
    return _index(t) >= NUM_KINDS


def suit(t: int) -> str:
    """The mpsz suit letter of ``t``: ``m``, ``p``, ``s``, ``z`` or ``f``."""
    return _suit_rank(_index(t))[0]


def rank(t: int) -> int:
    """The mpsz digit of ``t``: 1-9 for suits, 1-7 for honors, 1-8 for flowers."""
    return _suit_rank(_index(t))[1]


# ---------------------------------------------------------------- notation tables

_SUIT_SIZE: Final = {"m": 9, "p": 9, "s": 9, "z": 7, "f": 8}
_SUIT_BASE: Final = {"m": 0, "p": 9, "s": 18, "z": 27, "f": 34}
_CHINESE_SUITS: Final = {
    "万": "m", "萬": "m", "筒": "p", "饼": "p", "餅": "p", "条": "s", "條": "s", "索": "s",
}  # fmt: skip
# Characters that close a digit run; Chinese suit characters behave like their letter.
_RUN_SUITS: Final = {**{s: s for s in _SUIT_SIZE}, **_CHINESE_SUITS}

_LETTERS: Final = {"E": EAST, "S": SOUTH, "W": WEST, "N": NORTH, "P": WHITE, "F": GREEN, "C": RED}
_LETTER_OF: Final = {t: ch for ch, t in _LETTERS.items()}

_GB_SPANS: Final = {"W": (0, 9), "B": (9, 9), "T": (18, 9), "F": (27, 4), "H": (34, 8)}
_GB_DRAGONS: Final = {1: RED, 2: GREEN, 3: WHITE}
_SEP = r"[\s,，、]*"
_GB_STRING: Final = re.compile(rf"{_SEP}(?:[WBTFJH][0-9]{_SEP})+")
_GB_TOKEN: Final = re.compile(r"[WBTFJH][0-9]")

# The Unicode block runs winds, dragons (red, green, white), characters, bamboo, dots,
# then the plants before the seasons, unlike our flower order.
_UNICODE_ORDER: Final = (
    EAST, SOUTH, WEST, NORTH, RED, GREEN, WHITE,
    *range(0, 9), *range(18, 27), *range(9, 18),
    38, 39, 40, 41, 34, 35, 36, 37,
)  # fmt: skip
_FROM_UNICODE: Final = {chr(0x1F000 + k): t for k, t in enumerate(_UNICODE_ORDER)}
_TO_UNICODE: Final = {t: ch for ch, t in _FROM_UNICODE.items()}
_VARIATION_SELECTORS: Final = "\ufe0e\ufe0f"

_NUMERALS: Final = "一二三四五六七八九"
_CANON_SUIT_CHAR: Final = {"m": "万", "p": "筒", "s": "条"}
_HONOR_NAMES: Final = "东南西北白发中春夏秋冬梅兰竹菊"  # indices 27-41
_CHINESE_NAMES: Final[dict[str, int]] = {
    **{
        numeral + char: _SUIT_BASE[s] + r
        for char, s in _CHINESE_SUITS.items()
        for r, numeral in enumerate(_NUMERALS)
    },
    **{name: 27 + k for k, name in enumerate(_HONOR_NAMES)},
    **{w + wind: 27 + k for k, w in enumerate("东南西北") for wind in "风風"},
    **{w + wind: 27 + k for k, w in enumerate("東南西北") for wind in ("", "风", "風")},
    "红中": RED, "紅中": RED, "發": GREEN, "青发": GREEN, "青發": GREEN,
    "发财": GREEN, "發財": GREEN, "白板": WHITE, "蘭": 39,
}  # fmt: skip
_LONGEST_NAME: Final = max(len(name) for name in _CHINESE_NAMES)


def _is_sep(ch: str) -> bool:
    return ch.isspace() or ch in ",，、"


# ---------------------------------------------------------------- parsing


def _notation_error(text: str, pos: int, why: str) -> NotationError:
    hint = ""
    if any(m.start() <= pos < m.end() for m in _GB_TOKEN.finditer(text)):
        hint = "; GB codes such as 'W1' are read only when the whole string is GB codes"
    return NotationError(f"bad tile notation {text!r}: {why}{hint}")


def _unexpected(text: str, pos: int) -> NotationError:
    ch = text[pos]
    why = f"unexpected {ch!r} at position {pos}"
    if ch in _NUMERALS:
        why += " (a Chinese number needs 万, 筒 or 条 right after it)"
    return _notation_error(text, pos, why)


def _dangling(text: str, positions: list[int]) -> NotationError:
    pos = positions[-1]
    why = (
        f"dangling digit {text[pos]!r} at position {pos}: "
        "digits must be followed directly by a suit letter (m, p, s, z or f)"
    )
    return _notation_error(text, positions[0], why)


def _digit_run(text: str, positions: list[int], suit_pos: int) -> list[int]:
    letter = _RUN_SUITS[text[suit_pos]]
    size = _SUIT_SIZE[letter]
    tiles = []
    for pos in positions:
        digit = int(text[pos])
        if digit == 0 and size == 9:
            digit = 5  # red five: same kind as any five
        if not 1 <= digit <= size:
            allowed = f"1-{size}" + (" (0 = red five)" if size == 9 else "")
            why = (
                f"unexpected {text[pos]!r} at position {pos}: "
                f"suit {text[suit_pos]!r} takes digits {allowed}"
            )
            raise _notation_error(text, pos, why)
        tiles.append(_SUIT_BASE[letter] + digit - 1)
    return tiles


def _single_at(text: str, pos: int) -> tuple[int, int] | None:
    """The tile whose name starts at ``pos`` and the name's length, if any."""
    ch = text[pos]
    if ch in _LETTERS:
        return _LETTERS[ch], 1
    if ch in _FROM_UNICODE:
        has_selector = pos + 1 < len(text) and text[pos + 1] in _VARIATION_SELECTORS
        return _FROM_UNICODE[ch], 2 if has_selector else 1
    for length in range(_LONGEST_NAME, 0, -1):
        name = text[pos : pos + length]
        if len(name) == length and name in _CHINESE_NAMES:
            return _CHINESE_NAMES[name], length
    return None


def _scan(text: str) -> list[int]:
    tiles: list[int] = []
    digits: list[int] = []  # positions of digits still waiting for their suit
    pos = 0
    while pos < len(text):
        ch = text[pos]
        if "0" <= ch <= "9":
            digits.append(pos)
            pos += 1
        elif digits and ch in _RUN_SUITS:
            tiles.extend(_digit_run(text, digits, pos))
            digits = []
            pos += 1
        elif _is_sep(ch):
            if digits:
                raise _dangling(text, digits)
            pos += 1
        else:
            found = _single_at(text, pos)
            if found is None:
                raise _unexpected(text, pos)
            if digits:
                raise _dangling(text, digits)
            tiles.append(found[0])
            pos += found[1]
    if digits:
        raise _dangling(text, digits)
    return tiles


def _gb_tile(code: str) -> int | None:
    letter, digit = code[0], int(code[1])
    if letter == "J":
        return _GB_DRAGONS.get(digit)
    base, size = _GB_SPANS[letter]
    return base + digit - 1 if 1 <= digit <= size else None


def _gb_code(t: int) -> str:
    if t in (RED, GREEN, WHITE):
        return f"J{RED - t + 1}"
    for letter, (base, size) in _GB_SPANS.items():
        if base <= t < base + size:
            return f"{letter}{t - base + 1}"
    raise AssertionError(t)  # unreachable for a checked index


def _parse_gb(text: str) -> list[int]:
    tiles = []
    for m in _GB_TOKEN.finditer(text):
        t = _gb_tile(m.group())
        if t is None:
            raise UnknownTileError(
                f"unknown GB code {m.group()!r} at position {m.start()} in {text!r} "
                "(codes are W1-W9, B1-B9, T1-T9, F1-F4, J1-J3, H1-H8)"
            )
        tiles.append(t)
    return tiles


def parse(text: str) -> list[int]:
    """Read a tile string in any notation of this module into tile indices (0-41).

    Tiles come back in the order written; an empty or blank string gives ``[]``. The
    notation is detected as described in the module docstring.

    Raises NotationError (quoting ``text`` and naming the offending character and its
    0-based position) for an unreadable string, UnknownTileError for an out-of-range GB
    code or a non-str argument.
    """
    if not isinstance(text, str):
        raise UnknownTileError(f"tile notation must be a str, got {type(text).__name__}")
    if _GB_STRING.fullmatch(text):
        return _parse_gb(text)
    return _scan(text)


def tile(name: str | int) -> int:
    """One tile index (0-41) from an index or any single-tile name.

    Accepts ``"1m"``, ``"0p"``, ``"E"``, ``"W1"``, ``"🀇"``, ``"一万"``, an int 0-41 or a
    NumPy integer. Raises UnknownTileError (quoting ``name``) for anything else, including
    a string that names zero or several tiles.
    """
    if not isinstance(name, str):
        return _index(name)
    try:
        tiles = parse(name)
    except NotationError as err:
        raise UnknownTileError(f"unknown tile {name!r} ({err})") from err
    if len(tiles) != 1:
        raise UnknownTileError(f"{name!r} names {len(tiles)} tiles, not one")
    return tiles[0]


# ---------------------------------------------------------------- arrays


def _items(obj: object, what: str) -> list[object]:
    """The elements of a 1-D sequence, iterable or NumPy-like array."""
    shape = getattr(obj, "shape", None)
    if shape is not None and hasattr(obj, "tolist"):
        dims = tuple(shape)
        if len(dims) != 1:
            raise ArrayShapeError(f"{what} must be 1-D; got an array of shape {dims}")
        dtype = getattr(obj, "dtype", None)
        if getattr(dtype, "kind", "") in ("b", "f", "c"):
            raise ArrayShapeError(f"{what} must hold integers; got dtype {dtype}")
        return list(obj.tolist())
    if isinstance(obj, (str, bytes, bytearray, Mapping, Set)) or not isinstance(obj, Iterable):
        raise ArrayShapeError(f"{what} must be a sequence or 1-D array; got {type(obj).__name__}")
    return list(obj)


def _checked_counts(items: Sequence[object]) -> list[int]:
    if len(items) != NUM_KINDS:
        raise ArrayShapeError(f"counts must have length 34; got length {len(items)}")
    counts = []
    for kind, item in enumerate(items):
        c = _as_int(item)
        if c is None or c < 0:
            raise ArrayShapeError(
                f"counts must be ints 0-4; got {item!r} at position {kind} "
                "(a sequence of exactly 34 items is read as counts)"
            )
        if c > 4:
            raise TileCountError(
                f"{c} copies of {_mpsz(kind)} (count at position {kind}; at most 4; "
                "a sequence of exactly 34 items is read as counts)"
            )
        counts.append(c)
    return counts


def _reject_flowers(tiles: list[int]) -> None:
    for t in tiles:
        if t >= NUM_KINDS:
            raise UnknownTileError(
                f"flower {_mpsz(t)} ({_HONOR_NAMES[t - 27]}, index {t}) is not part of a "
                "hand; take flowers out with split_flowers()"
            )


def _as_tiles(obj: object, *, flowers: bool) -> list[int]:
    if isinstance(obj, str):
        tiles = parse(obj)
    else:
        items = _items(obj, "tiles or counts")
        if len(items) == NUM_KINDS and not any(isinstance(x, str) for x in items):
            return counts_to_tiles(items)
        tiles = [tile(x) if isinstance(x, str) else _index(x) for x in items]
    if not flowers:
        _reject_flowers(tiles)
    return tiles


def to_counts(tiles: object) -> list[int]:
    """The 34 per-kind counts of a hand.

    ``tiles`` is a notation string, a sequence or 1-D array of tile indices 0-33 or of
    single-tile names, or already a count array (exactly 34 non-string items, each 0-4).
    Raises UnknownTileError for a flower or a non-tile, TileCountError for more than
    4 copies of a kind, ArrayShapeError for a wrong shape, dtype or count value.
    """
    counts = [0] * NUM_KINDS
    for t in _as_tiles(tiles, flowers=False):
        counts[t] += 1
    for kind, c in enumerate(counts):
        if c > 4:
            where = f" in {tiles!r}" if isinstance(tiles, str) else ""
            raise TileCountError(f"{c} copies of {_mpsz(kind)}{where} (at most 4)")
    return counts


def counts_to_tiles(counts: object) -> list[int]:
    """The sorted tile indices of a count array (length 34, ints 0-4, or shape ``(34,)``).

    Raises ArrayShapeError for a wrong length, shape, dtype or negative count and
    TileCountError for a count above 4.
    """
    checked = _checked_counts(_items(counts, "counts"))
    return [kind for kind, c in enumerate(checked) for _ in range(c)]


def split_flowers(tiles: object) -> tuple[list[int], int]:
    """Separate flowers: ``(non-flower tiles in order, number of flowers)``.

    ``tiles`` is anything :func:`to_counts` accepts, flowers allowed. Raises
    TileCountError if a flower appears twice (each exists once).
    """
    rest: list[int] = []
    seen: set[int] = set()
    for t in _as_tiles(tiles, flowers=True):
        if t < NUM_KINDS:
            rest.append(t)
        elif t in seen:
            raise TileCountError(
                f"2 copies of flower {_mpsz(t)} ({_HONOR_NAMES[t - 27]}); each flower exists once"
            )
        else:
            seen.add(t)
    return rest, len(seen)


# ---------------------------------------------------------------- formatting


def _format_runs(tiles: list[int], letters: bool) -> str:
    parts: list[str] = []
    for s, run in groupby(tiles, key=lambda t: _suit_rank(t)[0]):
        group = list(run)
        if letters and s == "z":
            parts.extend(_LETTER_OF[t] for t in group)
        else:
            parts.append("".join(str(_suit_rank(t)[1]) for t in group) + s)
    return "".join(parts)


def _chinese(t: int) -> str:
    s, r = _suit_rank(t)
    return _NUMERALS[r - 1] + _CANON_SUIT_CHAR[s] if t < 27 else _HONOR_NAMES[t - 27]


_FORMATTERS: Final[dict[str, Callable[[list[int]], str]]] = {
    "mpsz": lambda tiles: _format_runs(tiles, letters=False),
    "letters": lambda tiles: _format_runs(tiles, letters=True),
    "gb": lambda tiles: " ".join(_gb_code(t) for t in tiles),
    "unicode": lambda tiles: "".join(_TO_UNICODE[t] for t in tiles),
    "chinese": lambda tiles: "".join(_chinese(t) for t in tiles),
}


def format_tiles(tiles_or_counts: object, style: str = "mpsz") -> str:
    """Write tiles in one of :data:`STYLES`; :func:`parse` reads every style back.

    ``"mpsz"`` gives ``"123m456p1122z1f"``, ``"letters"`` ``"123m456pEECCC"`` (flowers
    stay ``1f``), ``"gb"`` ``"W1 W2 J1"``, ``"unicode"`` ``"🀇🀈"``, ``"chinese"``
    ``"一万二万东中"``. A tile list keeps its order; a count array (34 non-string items)
    comes out sorted. Raises NotationError for an unknown style, and the errors of
    :func:`to_counts` for bad tiles or counts.
    """
    formatter = _FORMATTERS.get(style) if isinstance(style, str) else None
    if formatter is None:
        raise NotationError(f"unknown tile style {style!r}; expected one of {', '.join(STYLES)}")
    return formatter(_as_tiles(tiles_or_counts, flowers=True))


# ---------------------------------------------------------------- 136 ids


def from_136(ids: Iterable[int]) -> list[int]:
    """Tile indices of 136-ids (``mahjong`` PyPI package scheme: tile = id // 4), in order.

    Red fives have no ids of their own. Raises ArrayShapeError for an id outside 0-135, a
    non-integer, a repeated id (each id is one physical tile) or a non 1-D array.
    """
    tiles = []
    seen: set[int] = set()
    for pos, item in enumerate(_items(ids, "136-ids")):
        i = _as_int(item)
        if i is None or not 0 <= i < 136:
            raise ArrayShapeError(f"136-ids must be ints 0-135; got {item!r} at position {pos}")
        if i in seen:
            raise ArrayShapeError(f"136-id {i} appears twice (at position {pos} again)")
        seen.add(i)
        tiles.append(i // 4)
    return tiles


def to_136(tiles: object) -> list[int]:
    """136-ids for ``tiles`` (anything :func:`to_counts` accepts), in the tiles' order.

    Each copy of a kind takes the lowest id still free, so ``"11m"`` gives ``[0, 1]``.
    Raises TileCountError for a fifth copy and UnknownTileError for a flower.
    """
    used = [0] * NUM_KINDS
    ids = []
    for t in _as_tiles(tiles, flowers=False):
        if used[t] == 4:
            raise TileCountError(f"5 copies of {_mpsz(t)} (at most 4 have 136-ids)")
        ids.append(4 * t + used[t])
        used[t] += 1
    return ids


def counts_from_136(ids: Iterable[int]) -> list[int]:
    """The 34 counts of a list of 136-ids; same errors as :func:`from_136`."""
    counts = [0] * NUM_KINDS
    for t in from_136(ids):
        counts[t] += 1
    return counts


# ---------------------------------------------------------------- seed encodings


def _code_table(
    man: int, bamboo: int, dots: int, winds: int, red: int, green: int, white: int
) -> dict[int, int]:
    table = {r: man + r for r in range(9)}
    table.update({9 + r: dots + r for r in range(9)})
    table.update({18 + r: bamboo + r for r in range(9)})
    table.update({EAST + w: winds + w for w in range(4)})
    table.update({RED: red, GREEN: green, WHITE: white})
    return table


# index -> code. All three order the winds E S W N and the dragons Red, Green, White.
_HEX: Final = _code_table(0x01, 0x11, 0x21, 0x31, 0x35, 0x36, 0x37)
_DECIMAL: Final = {**_code_table(1, 11, 21, 31, 35, 36, 37), **{34 + k: 41 + k for k in range(8)}}
_SEED000: Final = _code_table(0, 9, 18, 27, 31, 32, 33)


def _decode(codes: object, table: dict[int, int], label: str, hex_codes: bool) -> list[int]:
    reverse = {code: t for t, code in table.items()}
    tiles = []
    for pos, item in enumerate(_items(codes, f"{label} codes")):
        code = _as_int(item)
        if code is None or code not in reverse:
            shown = f"{code:#04x}" if hex_codes and code is not None else repr(item)
            raise UnknownTileError(f"unknown {label} tile code {shown} at position {pos}")
        tiles.append(reverse[code])
    return tiles


def _encode(tiles: object, table: dict[int, int], label: str) -> list[int]:
    codes = []
    for t in _as_tiles(tiles, flowers=True):
        if t not in table:
            raise UnknownTileError(f"tile {_mpsz(t)} has no code in the {label} encoding")
        codes.append(table[t])
    return codes


def from_hex(codes: Iterable[int]) -> list[int]:
    """Tile indices of seed 002's byte codes: 0x01-0x09 万, 0x11-0x19 条, 0x21-0x29 筒,
    0x31-0x34 E S W N, 0x35 中, 0x36 发, 0x37 白 (no flowers).

    Raises UnknownTileError quoting any other value; ArrayShapeError for a non-sequence.
    """
    return _decode(codes, _HEX, "hex (seed 002)", hex_codes=True)


def to_hex(tiles: object) -> list[int]:
    """Seed 002 byte codes of ``tiles``; a flower raises UnknownTileError."""
    return _encode(tiles, _HEX, "hex (seed 002)")


def from_decimal(codes: Iterable[int]) -> list[int]:
    """Tile indices of seed 003's codes: 1-9 万, 11-19 条, 21-29 筒, 31-34 E S W N,
    35 中, 36 发, 37 白, 41-48 春夏秋冬梅兰竹菊.

    Raises UnknownTileError quoting any other value; ArrayShapeError for a non-sequence.
    """
    return _decode(codes, _DECIMAL, "decimal (seed 003)", hex_codes=False)


def to_decimal(tiles: object) -> list[int]:
    """Seed 003 codes of ``tiles`` (flowers included)."""
    return _encode(tiles, _DECIMAL, "decimal (seed 003)")


def from_seed000(codes: Iterable[int]) -> list[int]:
    """Tile indices of seed 000's 34-index: 0-8 万, 9-17 条, 18-26 筒, 27-30 E S W N,
    31 中, 32 发, 33 白 (bamboo before dots and Red first, unlike hupai's index).

    Raises UnknownTileError quoting any other value; ArrayShapeError for a non-sequence.
    """
    return _decode(codes, _SEED000, "seed 000 index", hex_codes=False)


def to_seed000(tiles: object) -> list[int]:
    """Seed 000 indices of ``tiles``; a flower raises UnknownTileError."""
    return _encode(tiles, _SEED000, "seed 000 index")
