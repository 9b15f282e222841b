"""The readings of a two-player winning hand (mcr2p.md 4, shared decision 1), each with what its
fans look at: the decomposition, MCR's scoring view of it, and how the hand was won.

A regular reading splits the standing tiles and the winning tile into sets and one pair beside
the declared melds; four alike standing is a pung and one tile, never a kong. A seven-pairs
reading needs no declared meld; four alike is two pairs. There are no other forms. The melds
a reading finds are concealed, except one standing pung of the winning tile's kind when a
discard won and no standing chow of the reading holds that kind (mcr2p.md 4, as MCR's
:func:`hupai.reference.mcr.view.view`, which this module uses).
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from hupai.decomposition import Decomposition, sort_key
from hupai.reference import decompose_forms
from hupai.reference.decompose_regular import NONE
from hupai.reference.mcr.special_forms import WinFlags, correct_flags
from hupai.reference.mcr.view import HandView, view
from hupai.reference.mcr.win_fans import unique_wait
from hupai.scoring.mcr2p_request import TwoPlayerRequest

__all__ = ["Reading", "Win", "readings", "win_of"]


class Win(NamedTuple):
    """What every reading of one hand shares: the request with this standing and winning tile,
    its ``last_copy`` and ``kong`` as MCR corrects them (mcr2p.md 3: 和绝张 certain when the
    declared melds show the other three copies), and whether the hand waited on one kind
    only (:func:`hupai.reference.mcr.win_fans.unique_wait`: every kind tried, copy limits
    ignored, seven pairs with 13 standing tiles; mcr2p.md 4)."""

    request: TwoPlayerRequest
    unique_wait: bool


class Reading(NamedTuple):
    """One reading: its decomposition (declared melds first), MCR's view of it (each meld as
    concealed or not, every tile of the hand) and the win."""

    decomposition: Decomposition
    view: HandView
    win: Win

    @property
    def regular(self) -> bool:
        """Whether it is a regular reading (sets and a pair) rather than seven pairs."""
        return self.decomposition.form == "regular"


def win_of(request: TwoPlayerRequest, standing: tuple[int, ...], win_tile: int) -> Win:
    """The :class:`Win` of ``request`` with these standing counts (34, without the winning
    tile) and winning tile; they are the request's own but under 天胡, where each kind of
    the 14 tiles is tried as the winning tile (shared decision 5)."""
    held = Counter({t: c for t, c in enumerate(standing) if c})
    held[win_tile] += 1
    declared = Counter(t for m in request.melds for t in m.tiles)
    given = WinFlags(request.self_drawn, request.last_copy, request.kong, request.last_tile)
    has_kong = any(m.kind == "kong" for m in request.melds)
    flags = correct_flags(given, held, declared, win_tile, has_kong)
    corrected = request._replace(
        standing=standing, win_tile=win_tile, last_copy=flags.last_copy, kong=flags.kong
    )
    return Win(corrected, unique_wait(standing, win_tile))


def readings(win: Win) -> list[Reading]:
    """Every reading of the hand, regular ones first, each kind in the documented order of
    :func:`hupai.decomposition.sort_key`; empty when the hand does not win."""
    tiles = list(win.request.standing)
    tiles[win.request.win_tile] += 1
    counts = tuple(tiles)
    found = set(decompose_forms.regular(counts, NONE, 0, win.request.melds))
    found.update(decompose_forms.seven_pairs(counts, NONE, 0, win.request.melds))
    return [
        Reading(d, view(d, win.request.win_tile, win.request.self_drawn), win)
        for d in sorted(found, key=sort_key)
    ]
