"""A drop-in for PyMahjongGB 1.4.0's ``MahjongFanCalculator``: the same call, the same
answer tuples in the same order, the same TypeErrors.

    from hupai.compat.mahjonggb import MahjongFanCalculator

The engine reads the common call itself and scores it in Rust; any other call goes to
:func:`general`, which reads the arguments as PyMahjongGB does
(:mod:`hupai.compat._gb_arguments`), with its errors, and scores with the engine too.

Known differences: PyMahjongGB treats a chow or pung declared with offer 0 as concealed, which a
declared chow or pung cannot be; here offer 0 means "not recorded", as in :class:`hupai.Meld`.
Where PyMahjongGB goes on scoring input that cannot be a hand, the drop-in raises a TypeError
in PyMahjongGB's style instead (:data:`hupai.compat._gb_arguments.STRICT_ERRORS`): an impossible
pack (a chow of honors, or centred on a 1 or 9), more than four copies of a tile, a wind
outside 0-3, a flower count outside 0-8.
"""

from __future__ import annotations

from typing import Any

from hupai import _core
from hupai.compat._gb_arguments import read_arguments
from hupai.errors import HupaiError, NotWinningError
from hupai.melds import Meld
from hupai.rules import MCR
from hupai.scoring.engine import score_checked
from hupai.scoring.request import checked_request

__all__ = ["MahjongFanCalculator", "general"]

EAST = 27


def _meld(kind: str, tile: int, offer: int) -> Meld:
    if kind == "chow":  # PyMahjongGB names a chow by its middle tile
        return Meld("chow", (tile - 1, tile, tile + 1), offer=offer)
    if kind == "kong":
        return Meld("kong", (tile,) * 4, concealed=offer == 0, offer=offer)
    return Meld("pung", (tile,) * 3, offer=offer)


def general(*args: Any, **kwargs: Any) -> tuple[tuple[Any, ...], ...]:
    """Calculate Mahjong Fans, as PyMahjongGB does: :data:`MahjongFanCalculator` for the
    calls the engine does not read itself.

    Args (PyMahjongGB's names and forms):
        pack: a tuple of declared packs ``("CHI"/"PENG"/"GANG", tile, offer 0-3)``; a chow by
            its middle tile, a kong with offer 0 concealed.
        hand: a tuple of standing tiles (GB codes ``W1``-``W9``, ``B1``-``B9``, ``T1``-``T9``,
            ``F1``-``F4`` for East-North, ``J1`` 中 ``J2`` 发 ``J3`` 白), the winning tile left
            out.
        winTile, flowerCount, isSelfDrawn, is4thTile (和绝张), isAboutKong, isWallLast,
        seatWind, prevalentWind (0-3 for East-North), verbose.

    Returns:
        A tuple of fans in fan-table order: ``(points, name)`` with the points times the
        count, or with ``verbose=True`` ``(points, count, name, English name)``.

    Raises:
        TypeError: with PyMahjongGB's message for what it rejects (``ERROR_NOT_WIN``,
            ``ERROR_WRONG_TILES_COUNT``, ``ERROE_WRONG_TILE_CODE``, ...), and for what it would
            score as nonsense (a chow of honors, five copies of a tile, a wind outside 0-3).
        OverflowError, ValueError: as PyMahjongGB, for a number beyond a C int or a NUL in a
            tile code.
    """
    a = read_arguments(*args, **kwargs)
    standing = [0] * 34
    for t in a.hand:
        standing[t] += 1
    request = checked_request(
        standing,
        a.win_tile,
        tuple(_meld(*p) for p in a.packs),
        self_drawn=a.self_drawn,
        last_copy=a.last_copy,
        kong=a.kong,
        last_tile=a.last_tile,
        seat_wind=EAST + a.seat_wind,
        prevalent_wind=EAST + a.prevalent_wind,
        flowers=a.flowers,
    )
    try:
        score = score_checked(request, MCR)
    except NotWinningError:
        raise TypeError("ERROR_NOT_WIN") from None
    except HupaiError as err:  # every bad input was caught above; this is a safety net
        raise TypeError(f"ERROR_INVALID_HAND: {err}") from None
    if a.verbose:
        return tuple((f.points, f.count, f.zh, f.en) for f in score.fans)
    return tuple((f.total, f.zh) for f in score.fans)


#: The drop-in: PyMahjongGB's ``MahjongFanCalculator(pack, hand, winTile, flowerCount,
#: isSelfDrawn, is4thTile, isAboutKong, isWallLast, seatWind, prevalentWind, verbose=False)``;
#: arguments, answers and errors as :func:`general` describes.
MahjongFanCalculator = _core.mahjong_fan_calculator
