"""What the fans of one decomposition look at: its melds as scoring sees them, its pair, all
its tiles, and how the hand was won.

A meld found in the standing tiles is concealed (暗), with one exception the rule book makes:
a pung the discarded winning tile completes was not held concealed, so it counts as melded
(明刻) — unless that tile can be read as part of a concealed chow instead, since a player may
take the reading that favours the hand (就高不就低).
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from hupai.decomposition import Decomposition

__all__ = ["HandView", "ScoredMeld", "view"]


class ScoredMeld(NamedTuple):
    """A meld as scoring sees it: kind ("chow", "pung" or "kong"), its lowest tile, its tiles,
    whether it counts as concealed, and whether it was declared."""

    kind: str
    first: int
    tiles: tuple[int, ...]
    concealed: bool
    declared: bool


class HandView(NamedTuple):
    """One decomposition of a winning hand, with the win."""

    form: str
    melds: tuple[ScoredMeld, ...]
    pair: int | None
    tiles: Counter[int]
    win_tile: int
    self_drawn: bool


def _won_on_a_pung(d: Decomposition, win_tile: int, self_drawn: bool) -> bool:
    """Whether a discarded winning tile completed a concealed pung: not self-drawn, and not
    readable as part of a chow found in the standing tiles."""
    if self_drawn:
        return False
    in_chow = any(m.kind == "chow" and not m.declared and win_tile in m.tiles for m in d.melds)
    return not in_chow


def view(d: Decomposition, win_tile: int, self_drawn: bool) -> HandView:
    """The scoring view of decomposition ``d`` of a hand won on ``win_tile``."""
    melded_pung = _won_on_a_pung(d, win_tile, self_drawn)
    melds = []
    tiles: Counter[int] = Counter()
    for m in d.melds:
        concealed = m.concealed
        if not m.declared and m.kind == "pung" and m.tiles[0] == win_tile and melded_pung:
            concealed = False
        melds.append(ScoredMeld(m.kind, m.tiles[0], m.tiles, concealed, m.declared))
        tiles.update(m.tiles)
    if d.pair is not None:
        tiles.update([d.pair] * 2)
    tiles.update(t for t in d.pairs for _ in range(2))
    tiles.update(d.knitted)
    return HandView(d.form, tuple(melds), d.pair, tiles, win_tile, self_drawn)
