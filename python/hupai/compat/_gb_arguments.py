"""How PyMahjongGB 1.4.0's ``MahjongFanCalculator`` reads its arguments, error for error.

The drop-in must fail where PyMahjongGB fails, with the same exception and message (its
spelling, ``ERROE_...`` included), in the same order. PyMahjongGB is a C extension: it binds
its arguments the way CPython's ``PyArg_ParseTupleAndKeywords`` does for the format
``"OOsippppii|p"`` (two objects, a str, an int, four truth values, two ints, then an optional
truth value), then reads each pack as ``"ssi"``, then looks the tile codes up. This module
does the same steps in Python. Where PyMahjongGB goes on with input that cannot be a hand (a
chow of honors, eight copies of a tile, a seat wind of 9), it scores nonsense; the drop-in
raises a TypeError there instead, with a message in the same style (:data:`STRICT_ERRORS`).
"""

from __future__ import annotations

import operator
import re
import sys
from typing import Any, NamedTuple

from hupai.tiles._names import gb_code

__all__ = ["STRICT_ERRORS", "GbArguments", "read_arguments", "unknown_keyword"]

KEYWORDS = (
    "pack",
    "hand",
    "winTile",
    "flowerCount",
    "isSelfDrawn",
    "is4thTile",
    "isAboutKong",
    "isWallLast",
    "seatWind",
    "prevalentWind",
    "verbose",
)
# The format's code for each argument: O object, s str, i C int, p truth value.
FORMAT = "OOsippppiip"
REQUIRED = 10
INT_MIN, INT_MAX = -(2**31), 2**31 - 1
LONG_MIN, LONG_MAX = -(2**63), 2**63 - 1
PACK_KINDS = {"CHI": "chow", "PENG": "pung", "GANG": "kong"}
# PyMahjongGB's tile codes (case matters; flowers are none of them).
TILE_CODES = {gb_code(t): t for t in range(34)}

#: The drop-in's own messages, for input PyMahjongGB would score as nonsense.
STRICT_ERRORS = {
    "pack": "ERROR_IMPOSSIBLE_PACK",
    "copies": "ERROR_TILE_COUNT_GREATER_THAN_4",
    "wind": "ERROR_WRONG_WIND",
    "flowers": "ERROR_WRONG_FLOWER_COUNT",
}


class GbArguments(NamedTuple):
    """The arguments once read: packs as (kind, GB-code tile index, offer), standing tiles and
    the winning tile as hupai indices, and the rest as PyMahjongGB took them."""

    packs: tuple[tuple[str, int, int], ...]
    hand: tuple[int, ...]
    win_tile: int
    flowers: int
    self_drawn: bool
    last_copy: bool
    kong: bool
    last_tile: bool
    seat_wind: int
    prevalent_wind: int
    verbose: bool


def _type_name(value: object, limit: int) -> str:
    """The type's C-level name (``tp_name``, cut to ``limit`` characters), which CPython's
    argument messages quote: ``numpy.int64``, ``array.array``, ``hupai._core.McrTable``, but
    a bare name for a builtin or a class defined in Python. Python has no other way to it than
    a message CPython writes with it: ``ord`` names the type of anything but text."""
    if isinstance(value, (bytes, bytearray)):
        return type(value).__name__[:limit]
    try:
        ord(value)  # type: ignore[arg-type]
    except TypeError as err:
        found = re.fullmatch(r"ord\(\) expected string of length 1, but (.*) found", str(err))
        if found:
            return found.group(1)[:limit]
    return type(value).__name__[:limit]


def _c_int(value: object) -> int:
    """What format ``i`` does: any object with ``__index__`` (whose own TypeError passes
    through), first as a C long, then within a C int."""
    # CPython's own TypeError, with its naming of the type, or the one __index__ raises.
    n = operator.index(value)  # type: ignore[arg-type]
    if not LONG_MIN <= n <= LONG_MAX:
        raise OverflowError("Python int too large to convert to C long")
    if n > INT_MAX:
        raise OverflowError("signed integer is greater than maximum")
    if n < INT_MIN:
        raise OverflowError("signed integer is less than minimum")
    return n


def _c_str(value: object, position: int) -> str:
    """What format ``s`` does: a str without NUL characters."""
    if not isinstance(value, str):
        # CPython names None itself rather than its type here, and cuts names at 50.
        got = "None" if value is None else _type_name(value, 50)
        raise TypeError(f"argument {position} must be str, not {got}")
    # Encoded as UTF-8 first, as CPython does: a lone surrogate fails there.
    value.encode("utf-8")
    if "\0" in value:
        raise ValueError("embedded null character")
    return value


def _convert(code: str, value: object, position: int) -> object:
    if code == "s":
        return _c_str(value, position)
    if code == "i":
        return _c_int(value)
    if code == "p":
        return bool(value)
    return value


def _bind(args: tuple[object, ...], kwargs: dict[str, Any]) -> list[object]:
    """The arguments in keyword order, converted, as the C parser binds and checks them: each
    in turn (converted, or missing), and only then one given both by position and by name,
    then an unknown keyword."""
    if len(args) + len(kwargs) > len(KEYWORDS):
        # CPython's parser says "keyword arguments" when none was given by position.
        kind = "" if args else "keyword "
        raise TypeError(
            f"function takes at most {len(KEYWORDS)} {kind}arguments "
            f"({len(args) + len(kwargs)} given)"
        )
    values: list[object] = []
    for i, (name, code) in enumerate(zip(KEYWORDS, FORMAT, strict=True)):
        if i < len(args):
            values.append(_convert(code, args[i], i + 1))
        elif name in kwargs:
            values.append(_convert(code, kwargs[name], i + 1))
        elif i < REQUIRED:
            raise TypeError(f"function missing required argument '{name}' (pos {i + 1})")
        else:
            values.append(False)
    for i, name in enumerate(KEYWORDS[: len(args)]):
        if name in kwargs:
            raise TypeError(
                f"argument for function given by name ('{name}') and position ({i + 1})"
            )
    for name in kwargs:
        if name not in KEYWORDS:
            raise TypeError(unknown_keyword(name))
    return values


def unknown_keyword(name: str) -> str:
    """CPython's message for a keyword the parser does not know, in the running version's
    words: 3.13 reworded it (a function parsed without a name is "this function") and adds
    the keyword it takes for a misspelling, found as NameError's suggestions are (the private
    ``_suggestions`` module is that C code)."""
    if sys.version_info < (3, 13):
        return f"'{name}' is an invalid keyword argument for this function"
    message = f"this function got an unexpected keyword argument '{name}'"
    try:
        import _suggestions  # type: ignore[import-not-found]
    except ImportError:  # another implementation of Python
        return message
    close = _suggestions._generate_suggestions(list(KEYWORDS), name)
    return message if close is None else f"{message}. Did you mean '{close}'?"


def _tile(code: str) -> int:
    t = TILE_CODES.get(code)
    if t is None:
        raise TypeError("ERROE_WRONG_TILE_CODE")
    return t


def _pack(pack: object) -> tuple[str, int, int]:
    if not isinstance(pack, tuple):
        raise TypeError("Param `pack` must be a tuple of tuples!")
    if len(pack) != 3:
        raise TypeError(f"function takes exactly 3 arguments ({len(pack)} given)")
    kind = _c_str(pack[0], 1)
    code = _c_str(pack[1], 2)
    offer = _c_int(pack[2])
    tile = _tile(code)
    if not 0 <= offer < 4:
        raise TypeError("ERROE_WRONG_OFFER_CODE")
    if kind not in PACK_KINDS:
        raise TypeError("ERROE_WRONG_PACK_CODE")
    return PACK_KINDS[kind], tile, offer


def read_arguments(*args: object, **kwargs: Any) -> GbArguments:
    """PyMahjongGB's reading of a ``MahjongFanCalculator`` call, with its errors, then the
    drop-in's own checks (:data:`STRICT_ERRORS`). The winning check comes later."""
    values = _bind(args, kwargs)
    packs_in, hand_in, win_code = values[0], values[1], values[2]
    if not isinstance(packs_in, tuple):
        raise TypeError("Param `pack` must be a tuple!")
    packs = tuple(_pack(p) for p in packs_in)
    if not isinstance(hand_in, tuple):
        raise TypeError("Param `hand` must be a tuple!")
    hand = []
    for item in hand_in:
        if not isinstance(item, str):
            raise TypeError("Param `hand` must be a tuple of strs!")
        # Read as a C string, which ends at a NUL.
        hand.append(_tile(item.split("\0", 1)[0]))
    win_tile = _tile(str(win_code))
    if len(hand) <= 0 or len(packs) > 4 or 3 * len(packs) + len(hand) != 13:
        raise TypeError("ERROR_WRONG_TILES_COUNT")
    flowers, seat, prevalent = (int(values[i]) for i in (3, 8, 9))  # type: ignore[call-overload]
    _strict_checks(packs, hand, win_tile, flowers, seat, prevalent)
    self_drawn, last_copy, kong, last_tile = (bool(values[i]) for i in range(4, 8))
    return GbArguments(
        packs,
        tuple(hand),
        win_tile,
        flowers,
        self_drawn,
        last_copy,
        kong,
        last_tile,
        seat,
        prevalent,
        bool(values[10]),
    )


def _strict_checks(
    packs: tuple[tuple[str, int, int], ...],
    hand: list[int],
    win_tile: int,
    flowers: int,
    seat: int,
    prevalent: int,
) -> None:
    """The drop-in's checks for what PyMahjongGB would score as nonsense."""
    counts = [0] * 34
    for kind, tile, _ in packs:
        if kind == "chow" and (tile >= 27 or tile % 9 in (0, 8)):
            raise TypeError(STRICT_ERRORS["pack"])
        for t in (tile - 1, tile, tile + 1) if kind == "chow" else (tile,) * 3:
            counts[t] += 1
        counts[tile] += kind == "kong"
    for t in (*hand, win_tile):
        counts[t] += 1
    if max(counts) > 4:
        raise TypeError(STRICT_ERRORS["copies"])
    if not (0 <= seat <= 3 and 0 <= prevalent <= 3):
        raise TypeError(STRICT_ERRORS["wind"])
    if not 0 <= flowers <= 8:
        raise TypeError(STRICT_ERRORS["flowers"])
