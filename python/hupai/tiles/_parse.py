"""Reading tile strings: :func:`parse` detects the notation (see :mod:`hupai.tiles`) and
reads every tile, and its errors point at the character that could not be read."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hupai.errors import NotationError, UnknownTileError
from hupai.tiles._copies import check_copies
from hupai.tiles._kinds import index, shown
from hupai.tiles._names import (
    CHINESE_NAMES,
    FROM_UNICODE,
    GB_STRING,
    GB_TOKEN,
    LETTERS,
    LONGEST_NAME,
    NUMERALS,
    RUN_SUITS,
    SUIT_BASE,
    SUIT_SIZE,
    VARIATION_SELECTORS,
    gb_tile,
    is_sep,
)

if TYPE_CHECKING:
    from hupai._types import TileLike


def _notation_error(text: str, pos: int, why: str) -> NotationError:
    hint = ""
    if any(m.start() <= pos < m.end() for m in GB_TOKEN.finditer(text)):
        hint = "; GB codes such as 'W1' are read only when the whole string is GB codes"
    return NotationError(f"bad tile notation {_around(text, pos)}: {why}{hint}")


def _around(text: str, pos: int) -> str:
    """The text quoted whole, or, when long, the stretch around ``pos``."""
    if len(text) <= 60:
        return repr(text)
    start = max(0, pos - 30)
    return f"{text[start : pos + 30]!r} (characters {start}-{pos + 29} of {len(text)})"


def _unexpected(text: str, pos: int) -> NotationError:
    ch = text[pos]
    why = f"unexpected {ch!r} at position {pos}"
    if ch in NUMERALS:
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
    letter = RUN_SUITS[text[suit_pos]]
    size = SUIT_SIZE[letter]
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
        tiles.append(SUIT_BASE[letter] + digit - 1)
    return tiles


def _single_at(text: str, pos: int) -> tuple[int, int] | None:
    """The tile whose name starts at ``pos`` and the name's length, if any."""
    ch = text[pos]
    if ch in LETTERS:
        return LETTERS[ch], 1
    if ch in FROM_UNICODE:
        has_selector = pos + 1 < len(text) and text[pos + 1] in VARIATION_SELECTORS
        return FROM_UNICODE[ch], 2 if has_selector else 1
    for length in range(LONGEST_NAME, 0, -1):
        name = text[pos : pos + length]
        if len(name) == length and name in CHINESE_NAMES:
            return CHINESE_NAMES[name], length
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
        elif digits and ch in RUN_SUITS:
            tiles.extend(_digit_run(text, digits, pos))
            digits = []
            pos += 1
        elif is_sep(ch):
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


def _parse_gb(text: str) -> list[int]:
    tiles = []
    for m in GB_TOKEN.finditer(text):
        t = gb_tile(m.group())
        if t is None:
            raise UnknownTileError(
                f"unknown GB code {m.group()!r} at position {m.start()} in "
                f"{_around(text, m.start())} "
                "(codes are W1-W9, B1-B9, T1-T9, F1-F4, J1-J3, H1-H8)"
            )
        tiles.append(t)
    return tiles


def parse(text: str) -> list[int]:
    """Read a tile string in any notation of :mod:`hupai.tiles` into tile indices (0-41).

    Tiles come back in the order written; an empty or blank string gives ``[]``. The
    notation is detected as described in the docstring of :mod:`hupai.tiles`.

    Raises NotationError (quoting ``text`` and naming the offending character and its
    0-based position) for an unreadable string, UnknownTileError for an out-of-range GB
    code or a non-str argument, TileCountError for more than 4 copies of a kind or 2 of a
    flower.
    """
    if not isinstance(text, str):
        raise UnknownTileError(f"tile notation must be a str, got {type(text).__name__}")
    tiles = _parse_gb(text) if GB_STRING.fullmatch(text) else _scan(text)
    return check_copies(tiles, f" in {shown(text)}")


def tile(name: TileLike) -> int:
    """One tile index (0-41) from an index or any single-tile name.

    Accepts ``"1m"``, ``"0p"``, ``"E"``, ``"W1"``, ``"🀇"``, ``"一万"``, an int 0-41 or a
    NumPy integer. Raises UnknownTileError (quoting ``name``) for anything else, including
    a string that names zero or several tiles.
    """
    if not isinstance(name, str):
        return index(name)
    try:
        tiles = parse(name)
    except NotationError as err:
        raise UnknownTileError(f"unknown tile {shown(name)} ({err})") from err
    if len(tiles) != 1:
        raise UnknownTileError(f"{shown(name)} names {len(tiles)} tiles, not one")
    return tiles[0]
