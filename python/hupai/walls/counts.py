"""A wall built from counts (wall.md 2, seed 003's configurable pool): how many copies of each
kind and flower, laid out in the canonical order (ascending id, each kind's copies together)
whatever order the counts came in."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from hupai.errors import TileCountError, UnknownTileError
from hupai.tiles._kinds import as_int, mpsz, shown
from hupai.tiles._parse import tile

__all__ = ["CATEGORIES", "counts_tiles"]

#: Seed 003's categories and the ids each applies its count to.
CATEGORIES: Final[dict[str, range]] = {
    "m": range(0, 9),
    "p": range(9, 18),
    "s": range(18, 27),
    "winds": range(27, 31),
    "dragons": range(31, 34),
    "flowers": range(34, 42),
}

_IDS: Final = 42
_MOST_COPIES: Final = 4


def counts_tiles(counts: object) -> tuple[int, ...]:
    """The unshuffled wall of ``counts``, tile ids in canonical order.

    ``counts`` is one of: 42 ints (the 34 kinds, then the 8 flowers 春夏秋冬梅兰竹菊); a
    mapping from a tile (anything :func:`hupai.tiles.tile` reads: ``"1m"``, ``31``, ``"春"``)
    to its copies, the tiles left out having none; or a mapping of seed 003's category counts,
    keys among ``"m"`` (万), ``"p"`` (筒), ``"s"`` (条), ``"winds"``, ``"dragons"`` and
    ``"flowers"``, each count applied to every tile of its category (left out: none).

    Raises:
        TileCountError: a kind given other than 0-4 copies or a flower other than 0 or 1, a
            sequence not of 42 numbers, a tile given twice, or neither a sequence nor a
            mapping; each quoted.
        UnknownTileError: a mapping's key that is no tile and no category.
    """
    per_id = _per_id(counts)
    for t, n in enumerate(per_id):
        most = _MOST_COPIES if t < 34 else 1
        if not 0 <= n <= most:
            raise TileCountError(
                f"counts give {mpsz(t)} {n} copies: a kind has 0-4, a flower 0 or 1"
            )
    return tuple(t for t, n in enumerate(per_id) for _ in range(n))


def _per_id(counts: object) -> list[int]:
    if isinstance(counts, Mapping):
        return _from_mapping(counts)
    if isinstance(counts, (str, bytes)) or not hasattr(counts, "__len__"):
        raise TileCountError(
            f"counts are 42 numbers, a mapping from tile to copies or seed 003's category "
            f"counts, got {shown(counts)}"
        )
    items = list(counts)  # type: ignore[call-overload]
    if len(items) != _IDS:
        raise TileCountError(
            f"counts as a sequence are 42 numbers (34 kinds, 8 flowers), got {len(items)}: "
            f"{shown(counts)}"
        )
    return [_count(n, mpsz(t)) for t, n in enumerate(items)]


def _from_mapping(counts: Mapping[object, object]) -> list[int]:
    per_id = [0] * _IDS
    keys = list(counts)
    if keys and all(isinstance(k, str) and k in CATEGORIES for k in keys):
        for key, n in counts.items():
            ids = CATEGORIES[key]  # type: ignore[index]
            copies = _count(n, repr(key))
            if not 0 <= copies <= (1 if key == "flowers" else _MOST_COPIES):
                raise TileCountError(
                    f"counts give {key!r} {copies} copies: a kind has 0-4, a flower 0 or 1"
                )
            for t in ids:
                per_id[t] = copies
        return per_id
    seen: dict[int, object] = {}
    for key, n in counts.items():
        try:
            t = tile(key)  # type: ignore[arg-type]
        except UnknownTileError as err:
            category = " (category keys go alone, never beside tiles)" if key in CATEGORIES else ""
            raise UnknownTileError(f"counts key {shown(key)}: {err}{category}") from None
        if t in seen:
            raise TileCountError(f"counts give {mpsz(t)} twice: {shown(seen[t])} and {shown(key)}")
        seen[t] = key
        per_id[t] = _count(n, shown(key))
    return per_id


def _count(n: object, name: str) -> int:
    value = as_int(n)
    if value is None:
        raise TileCountError(f"counts give {name} {shown(n)}: a count is a whole number")
    return value
