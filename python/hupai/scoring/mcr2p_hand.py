"""The hand of a two-player request (mcr2p.md 1-2): its tiles read in the forms MCR reads
them (standing tiles and a winning tile, an MCR hand string, or 天胡's 14 dealt tiles), with no
筒 or 条, and the seat, East or West. Pure Python.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from hupai.errors import HandSizeError, OptionError, SituationError, UnknownTileError
from hupai.melds import written
from hupai.scoring.request import (
    checked_request,
    options_given,
    read_hand_string,
    read_melds,
    read_wind,
)
from hupai.tiles import EAST, WEST, tile
from hupai.tiles._arrays import counts_of
from hupai.tiles._kinds import as_int, mpsz, shown

if TYPE_CHECKING:
    from hupai.melds import Meld
    from hupai.scoring.request import ScoreRequest

__all__ = ["from_hand_string", "from_tiles", "read_seat"]

#: 筒 and 条, which two-player mahjong lacks (mcr2p.md 1).
_NO_SUITS: Final = range(9, 27)


def from_hand_string(
    text: str, win_tile: object, melds: object, carried: dict[str, object]
) -> ScoreRequest:
    """The MCR request an MCR hand string writes, its seat as written; OptionError for
    ``win_tile``, ``melds`` or a keyword of ``carried`` given beside it, UnknownTileError for a
    筒 or 条 tile, SituationError for a prevalent wind other than E (the format's place for
    it, which two players leave at its default)."""
    given = options_given(win_tile, melds, carried)
    if given:
        instead = "" if "[" in text or "|" in text else " (or give win_tile= alone)"
        raise OptionError(
            f"hand {shown(text)} is read as an MCR hand string, which carries the winning "
            "tile, the melds, self_drawn, last_copy, last_tile, kong, the seat and the "
            f"flowers; do not also give {', '.join(given)}{instead}"
        )
    base = read_hand_string(text)
    _check_suits(list(base.standing), base.win_tile, base.melds)
    if base.prevalent_wind != EAST:
        raise SituationError(
            f"hand string {shown(text)} names the prevalent wind "
            f"{'ESWN'[base.prevalent_wind - EAST]}: two-player MCR has none; write E, the "
            "format's default, in its place (mcr2p.md 1)"
        )
    return base


def from_tiles(
    hand: object, win_tile: object, melds: object, carried: dict[str, object]
) -> ScoreRequest:
    """The MCR request of standing tiles (or, with ``win_tile`` None, the 14 dealt tiles of
    天胡), its seat and prevalent wind left East; UnknownTileError for a 筒 or 条 tile first."""
    declared = read_melds(melds)
    counts = counts_of(hand)
    win = None if win_tile is None else tile(win_tile)  # type: ignore[arg-type]
    _check_suits(counts, win, declared)
    if win is None:
        counts, win = _dealt(counts, declared)
    return checked_request(
        counts,
        win,
        declared,
        self_drawn=carried["self_drawn"],
        last_copy=carried["last_copy"],
        kong=carried["kong"],
        last_tile=carried["last_tile"],
        seat_wind=EAST,
        prevalent_wind=EAST,
        flowers=carried["flowers"],
    )


def _dealt(counts: list[int], melds: tuple[Meld, ...]) -> tuple[list[int], int]:
    """The standing tiles and the winning tile of 天胡's dealt tiles: the lowest kind held is
    the winning tile (mcr2p.md 3: the scorer tries every kind, so any one will do)."""
    want, got = 14 - 3 * len(melds), sum(counts)
    if got != want:
        held = (
            f"the {want} tiles held beside the melds (14 in all, a kong counting 3)"
            if melds
            else "the 14 dealt tiles"
        )
        raise HandSizeError(
            f"with heavenly_hand=True and no win_tile the hand is {held}, got {got}; or give "
            "win_tile= beside the standing tiles"
        )
    win = next(t for t, c in enumerate(counts) if c)
    counts[win] -= 1
    return counts, win


def _check_suits(standing: list[int], win: int | None, melds: tuple[Meld, ...]) -> None:
    """UnknownTileError for a 筒 or 条 tile in the hand, as the winning tile or in a meld."""
    where = next((f"the hand holds {mpsz(t)}" for t in _NO_SUITS if standing[t]), None)
    if where is None and win is not None and win in _NO_SUITS:
        where = f"the winning tile is {mpsz(win)}"
    for m in melds:
        bad = next((t for t in m.tiles if t in _NO_SUITS), None)
        if where is None and bad is not None:
            where = f"the meld {written(m)} holds {mpsz(bad)}"
    if where is not None:
        raise UnknownTileError(
            f"{where}: two-player mahjong has only 万 (1m-9m) and the honors (1z-7z), no 筒 "
            "(p) or 条 (s) tile (mcr2p.md 1)"
        )


def read_seat(value: object) -> int:
    """The seat wind, East (the dealer) or West (mcr2p.md 1); None for East."""
    if value is None:
        return EAST
    want = (
        "seat_wind is 'E' (East, the dealer) or 'W' (West, the other player), or the tile "
        f"1z/3z (东/西, index 27/29), got {shown(value)}"
    )
    n = as_int(value)
    if n is not None and 0 <= n <= 3:
        want += f"; an int 0-3 is the tile {mpsz(n)}, not a wind"
    try:
        wind = read_wind("seat_wind", value)
    except SituationError:
        raise SituationError(want) from None
    if wind not in (EAST, WEST):
        raise SituationError(f"{want}: the two seats of two-player MCR are East and West")
    return wind
