"""The integer tile codes of the seed projects (002 hex bytes, 003 decimals, 000's own
34-index), each a table from hupai's index to the project's code."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Final

from hupai.errors import UnknownTileError
from hupai.tiles._arrays import as_tiles, items
from hupai.tiles._copies import check_copies
from hupai.tiles._kinds import EAST, GREEN, RED, WHITE, as_int, mpsz, shown

if TYPE_CHECKING:
    from hupai._types import Int, Tiles


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
    for pos, item in enumerate(items(codes, f"{label} codes")):
        code = as_int(item)
        if code is None or code not in reverse:
            given = f"{code:#04x}" if hex_codes and code is not None and code >= 0 else shown(item)
            raise UnknownTileError(f"unknown {label} tile code {given} at position {pos}")
        tiles.append(reverse[code])
    return check_copies(tiles, f" in the {label} codes")


def _encode(tiles: object, table: dict[int, int], label: str) -> list[int]:
    codes = []
    for t in as_tiles(tiles, flowers=True):
        if t not in table:
            raise UnknownTileError(f"tile {mpsz(t)} has no code in the {label} encoding")
        codes.append(table[t])
    return codes


def from_hex(codes: Iterable[Int]) -> list[int]:
    """Tile indices of seed 002's byte codes: 0x01-0x09 万, 0x11-0x19 条, 0x21-0x29 筒,
    0x31-0x34 E S W N, 0x35 中, 0x36 发, 0x37 白 (no flowers).

    Raises UnknownTileError quoting any other value; ArrayShapeError for a non-sequence.
    """
    return _decode(codes, _HEX, "hex (seed 002)", hex_codes=True)


def to_hex(tiles: Tiles) -> list[int]:
    """Seed 002 byte codes of ``tiles``; a flower raises UnknownTileError."""
    return _encode(tiles, _HEX, "hex (seed 002)")


def from_decimal(codes: Iterable[Int]) -> list[int]:
    """Tile indices of seed 003's codes: 1-9 万, 11-19 条, 21-29 筒, 31-34 E S W N,
    35 中, 36 发, 37 白, 41-48 春夏秋冬梅兰竹菊.

    Raises UnknownTileError quoting any other value; ArrayShapeError for a non-sequence.
    """
    return _decode(codes, _DECIMAL, "decimal (seed 003)", hex_codes=False)


def to_decimal(tiles: Tiles) -> list[int]:
    """Seed 003 codes of ``tiles`` (flowers included)."""
    return _encode(tiles, _DECIMAL, "decimal (seed 003)")


def from_seed000(codes: Iterable[Int]) -> list[int]:
    """Tile indices of seed 000's 34-index: 0-8 万, 9-17 条, 18-26 筒, 27-30 E S W N,
    31 中, 32 发, 33 白 (bamboo before dots and Red first, unlike hupai's index).

    Raises UnknownTileError quoting any other value; ArrayShapeError for a non-sequence.
    """
    return _decode(codes, _SEED000, "seed 000 index", hex_codes=False)


def to_seed000(tiles: Tiles) -> list[int]:
    """Seed 000 indices of ``tiles``; a flower raises UnknownTileError."""
    return _encode(tiles, _SEED000, "seed 000 index")
