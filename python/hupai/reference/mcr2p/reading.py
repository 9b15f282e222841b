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
from hupai.melds import Meld
from hupai.reference import decompose_forms
from hupai.reference.decompose_regular import NONE
from hupai.reference.mcr.special_forms import WinFlags, correct_flags
from hupai.reference.mcr.view import HandView, view
from hupai.reference.mcr.win_fans import unique_wait
from hupai.scoring.mcr2p_request import TwoPlayerRequest

__all__ = ["Reading", "Win", "readings", "win_of"]


class Win(NamedTuple):
    """What every reading of one hand shares: the request's flags with ``last_copy`` and
    ``kong`` as MCR corrects them (mcr2p.md 3: 和绝张 certain when the declared melds show the
    other three copies), the 34 standing counts without the winning tile, and whether the hand
    waited on one kind only (:func:`hupai.reference.mcr.win_fans.unique_wait`: every kind
    tried, copy limits ignored, seven pairs with 13 standing tiles; mcr2p.md 4)."""

    standing: tuple[int, ...]
    win_tile: int
    melds: tuple[Meld, ...]
    self_drawn: bool
    last_copy: bool
    kong: bool
    last_tile: bool
    seat_wind: int
    ready: int
    heavenly_hand: bool
    earthly_hand: bool
    human_hand: bool
    flowers: int
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
    return Win(
        standing, win_tile, tuple(request.melds), request.self_drawn, flags.last_copy,
        flags.kong, request.last_tile, request.seat_wind, request.ready, request.heavenly_hand,
        request.earthly_hand, request.human_hand, request.flowers,
        unique_wait(standing, win_tile),
    )  # fmt: skip


def readings(win: Win) -> list[Reading]:
    """Every reading of the hand, regular ones first, each kind in the documented order of
    :func:`hupai.decomposition.sort_key`; empty when the hand does not win."""
    tiles = list(win.standing)
    tiles[win.win_tile] += 1
    counts = tuple(tiles)
    found = set(decompose_forms.regular(counts, NONE, 0, win.melds))
    found.update(decompose_forms.seven_pairs(counts, NONE, 0, win.melds))
    return [
        Reading(d, view(d, win.win_tile, win.self_drawn), win) for d in sorted(found, key=sort_key)
    ]
