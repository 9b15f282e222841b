"""A two-player request as the calls that score it (mcr2p.md 2): ``hupai.score``'s keywords
beside the hand in either shape (the standing tiles as a string, or as 34 counts) or as an
MCR hand string, and ``hupai.batch.score``'s columns; and the four-player MCR call of the
same tiles (without the two-player flags, the prevalent wind the seat), for the tests and
the benchmark."""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from hupai.scoring import ScoreRequest, format_hand_string
from hupai.scoring.mcr2p_request import READY_NAMES, TwoPlayerRequest
from hupai.tiles import EAST, format_tiles

#: The batch's flag bits (hupai.batch.score under a two-player rule set).
BITS = {"self_drawn": 1, "last_copy": 2, "kong": 4, "last_tile": 8, "heavenly_hand": 128,
        "earthly_hand": 256, "human_hand": 512}  # fmt: skip
#: ``ready`` 0, 1, 2 as bits: none, 32 declared (报听), 64 in the first turn (天听).
READY_BITS = (0, 32, 64)
_KINDS = {"chow": 1, "pung": 2, "kong": 3}
_MCR = ("self_drawn", "last_copy", "kong", "last_tile")
_FIRSTS = ("heavenly_hand", "earthly_hand", "human_hand")


def keywords(r: TwoPlayerRequest) -> dict[str, Any]:
    """``hupai.score``'s keywords beside the hand: the melds, the MCR flags, the seat as a
    letter, and the two-player flags and flowers only where set, as a caller writes them."""
    given: dict[str, Any] = {"win_tile": r.win_tile, "melds": r.melds}
    given |= {name: getattr(r, name) for name in _MCR}
    given["seat_wind"] = "E" if r.seat_wind == EAST else "W"
    if r.ready:
        given["ready"] = READY_NAMES[r.ready]
    given |= {name: True for name in _FIRSTS if getattr(r, name)}
    if r.flowers:
        given["flowers"] = r.flowers
    return given


def call(r: TwoPlayerRequest, shape: str = "str") -> tuple[Any, dict[str, Any]]:
    """``(hand, keywords)`` of ``hupai.score`` for ``r``: the standing tiles as a ``"str"``, as
    34 ``"counts"`` (a list), or (``"hand string"``) the MCR hand string carrying the winning
    tile, melds, MCR flags, seat and flowers, the two-player flags beside it."""
    given = keywords(r)
    if shape == "counts":
        return list(r.standing), given
    if shape == "str":
        return format_tiles(list(r.standing)), given
    carried = ScoreRequest(r.standing, r.win_tile, r.melds, r.self_drawn, r.last_copy, r.kong,
                           r.last_tile, r.seat_wind, EAST, r.flowers)  # fmt: skip
    own = {k: v for k, v in given.items() if k in ("ready", *_FIRSTS)}
    return format_hand_string(carried), own


def mcr_call(r: TwoPlayerRequest) -> tuple[str, dict[str, Any]]:
    """The four-player MCR call of ``r``'s tiles, melds and MCR flags (no two-player flag),
    its prevalent wind the seat."""
    given = {k: v for k, v in keywords(r).items() if k not in ("ready", *_FIRSTS)}
    seat = given["seat_wind"]
    return format_tiles(list(r.standing)), {**given, "prevalent_wind": seat}


def flags(r: TwoPlayerRequest) -> int:
    """``r``'s situation as the batch's flag bits."""
    return sum(bit for name, bit in BITS.items() if getattr(r, name)) | READY_BITS[r.ready]


def columns(
    requests: list[TwoPlayerRequest], *, mcr: bool = False, dtype: npt.DTypeLike = np.int64
) -> dict[str, Any]:
    """``hupai.batch.score``'s keyword arguments for ``requests``, arrays of ``dtype`` (the
    flags at least 16 bits wide); with ``mcr``, four-player MCR's (the MCR flag bits only,
    the prevalent wind the seat)."""
    n = len(requests)
    melds: npt.NDArray[Any] = np.zeros((n, 4, 3), dtype=dtype)
    for i, r in enumerate(requests):
        for j, m in enumerate(r.melds):
            melds[i, j] = (_KINDS[m.kind], m.tiles[0], int(m.concealed))
    bits = [flags(r) & (15 if mcr else -1) for r in requests]
    seat = np.array([r.seat_wind for r in requests], dtype=dtype)
    out = {
        "counts": np.array([r.standing for r in requests], dtype=dtype).reshape(n, 34),
        "melds": melds,
        "win_tile": np.array([r.win_tile for r in requests], dtype=dtype),
        "flags": np.array(bits, dtype=np.promote_types(dtype, np.uint16)),
        "seat_wind": seat,
        "flowers": np.array([r.flowers for r in requests], dtype=dtype),
    }
    if mcr:
        out["prevalent_wind"] = seat
    return out
