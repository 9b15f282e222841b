"""The fans a regular hand earns from how it was won and from what its pair and groups share:
the situation of the win, concealment, the wait, the pair, tiles common to every group, and the
prevalent and seat winds.

Each function gives ``{fan id: count}``; ids are those of :mod:`hupai.rules.mcr`. They follow
the reference engine, PyMahjongGB 1.4.0:

* the situation flags are first made consistent with the hand (:func:`corrected_flags`): the
  last copy (和绝张) cannot be a tile the player already holds standing, and is certain when
  the other three are in the declared melds; a replacement tile after a kong (杠上开花) needs
  a declared kong; a robbed kong (抢杠和) cannot be a tile seen anywhere else in the hand;
* a wait (边张, 嵌张, 单钓将) counts only when the hand waited on that one tile alone
  (:func:`unique_wait`), judged from the standing tiles only, whatever the table shows;
* the final exclusions (不计) between fans are left to the caller, as in
  :mod:`hupai.reference.mcr.meld_fans`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from functools import cache

from hupai.melds import Meld
from hupai.reference.mcr.special_forms import WinFlags, correct_flags, win_flag_fans
from hupai.reference.mcr.view import HandView, ScoredMeld
from hupai.scoring.request import ScoreRequest

__all__ = [
    "concealment_fans",
    "corrected_flags",
    "outside_fans",
    "pair_fans",
    "situation_fans",
    "unique_wait",
    "wait_fans",
    "wind_fans",
]

FOUR_KONGS, LITTLE_FOUR_WINDS, LITTLE_THREE_DRAGONS, ALL_EVEN_PUNGS, ALL_FIVE = 5, 9, 10, 21, 31
BIG_THREE_WINDS, LAST_TILE_DRAW, LAST_TILE_CLAIM = 38, 44, 45
OUT_WITH_REPLACEMENT_TILE, ROBBING_THE_KONG, MELDED_HAND, TWO_DRAGONS_PUNGS = 46, 47, 52, 54
OUTSIDE_HAND, FULLY_CONCEALED_HAND, LAST_TILE, PREVALENT_WIND, SEAT_WIND = 55, 56, 58, 60, 61
CONCEALED_HAND, ALL_CHOWS = 62, 63
EDGE_WAIT, CLOSED_WAIT, SINGLE_WAIT, SELF_DRAWN = 77, 78, 79, 80

WINDS = frozenset(range(27, 31))
DRAGONS = frozenset(range(31, 34))
NUM_KINDS = 34


def _open(meld: Meld | ScoredMeld) -> bool:
    """Whether a declared meld was claimed (明): anything but a concealed kong."""
    return not (meld.kind == "kong" and meld.concealed)


def corrected_flags(request: ScoreRequest) -> tuple[bool, bool, bool, bool]:
    """``(self_drawn, last_copy, kong, last_tile)`` of ``request`` as the engine reads them
    (:func:`hupai.reference.mcr.special_forms.correct_flags`, which every form shares)."""
    standing = Counter({t: c for t, c in enumerate(request.standing) if c})
    standing[request.win_tile] += 1
    declared = Counter(t for m in request.melds for t in m.tiles)
    has_kong = any(m.kind == "kong" for m in request.melds)
    given = WinFlags(request.self_drawn, request.last_copy, request.kong, request.last_tile)
    flags = correct_flags(given, standing, declared, request.win_tile, has_kong)
    return flags.self_drawn, flags.last_copy, flags.kong, flags.last_tile


def situation_fans(
    self_drawn: bool, last_copy: bool, kong: bool, last_tile: bool
) -> dict[int, int]:
    """Last Tile (和绝张), Last Tile Draw (妙手回春) or Last Tile Claim (海底捞月), Out with
    Replacement Tile (杠上开花) or Robbing the Kong (抢杠和), and Self-Drawn (自摸), from the
    corrected flags: :func:`hupai.reference.mcr.special_forms.win_flag_fans`, which every form
    shares."""
    return win_flag_fans(WinFlags(self_drawn, last_copy, kong, last_tile))


def concealment_fans(
    view: HandView, declared_melds: Iterable[Meld | ScoredMeld], self_drawn: bool
) -> dict[int, int]:
    """Fully Concealed Hand (不求人), Concealed Hand (门前清), Melded Hand (全求人) and
    Self-Drawn (自摸), by how many declared melds were claimed (a concealed kong was not).

    None claimed: self-drawn is 不求人, on a discard 门前清. All four claimed: self-drawn is
    自摸, on a discard 全求人. Otherwise self-drawn is 自摸. ``declared_melds`` are the melds
    the player declared (``view.melds`` with ``declared`` set hold the same).
    """
    del view  # the claimed melds are all that count
    claimed = sum(1 for m in declared_melds if _open(m))
    if claimed == 0:
        return {FULLY_CONCEALED_HAND if self_drawn else CONCEALED_HAND: 1}
    if claimed == 4:
        return {SELF_DRAWN if self_drawn else MELDED_HAND: 1}
    return {SELF_DRAWN: 1} if self_drawn else {}


@cache
def _complete(counts: tuple[int, ...], pair_left: bool) -> bool:
    """Whether ``counts`` split wholly into chows and pungs, plus one pair if ``pair_left``."""
    first = next((t for t, c in enumerate(counts) if c), None)
    if first is None:
        return not pair_left
    work = list(counts)
    c = work[first]
    if c >= 3:
        work[first] -= 3
        if _complete(tuple(work), pair_left):
            return True
        work[first] += 3
    if pair_left and c >= 2:
        work[first] -= 2
        if _complete(tuple(work), False):
            return True
        work[first] += 2
    if first < 27 and first % 9 < 7 and work[first + 1] and work[first + 2]:
        for t in (first, first + 1, first + 2):
            work[t] -= 1
        if _complete(tuple(work), pair_left):
            return True
    return False


def _engine_waits(standing: Sequence[int]) -> set[int]:
    """The tiles that would complete ``standing`` to a regular hand, or to seven pairs (four
    of a kind as two pairs) when all 13 tiles stand; a tile counts even when every copy is
    already held or shown."""
    held = tuple(standing)
    found: set[int] = set()
    for t in range(NUM_KINDS):
        counts = list(held)
        counts[t] += 1
        if _complete(tuple(counts), True):
            found.add(t)
    if sum(held) == 13:
        odd = [t for t, c in enumerate(held) if c % 2]
        if len(odd) == 1:
            found.add(odd[0])
    return found


def unique_wait(standing: Sequence[int], win_tile: int) -> bool:
    """Whether the hand waited on one tile only (独听), as the engine judges it: from the 34
    counts of the standing tiles without the winning tile, the declared melds and the tiles
    already out not considered. A fifth copy counts as a wait, so 1111m234m waits on 1m as
    well as 4m, and the 4m is not a single wait. ``win_tile`` must be that one wait."""
    found = _engine_waits(standing)
    return found == {win_tile}


def wait_fans(view: HandView, win_tile: int, unique: bool) -> dict[int, int]:
    """Edge Wait (边张), Closed Wait (嵌张) or Single Wait (单钓将), at most one, when the hand
    had a ``unique`` wait: by where the winning tile sits among the groups found in the standing
    tiles. At the end of a chow it is an edge wait, in its middle a closed wait, in the pair a
    single wait; when it could be more than one, the first of those is taken.

    Never for a Melded Hand (全求人: four claimed melds, won on a discard) or Four Kongs (四杠),
    which the view shows by itself.
    """
    if not unique:
        return {}
    declared = [m for m in view.melds if m.declared]
    if sum(m.kind == "kong" for m in view.melds) == 4:
        return {}
    if not view.self_drawn and len(declared) == 4 and all(_open(m) for m in declared):
        return {}
    standing_chows = [m for m in view.melds if not m.declared and m.kind == "chow"]
    if any(win_tile in (m.first, m.first + 2) for m in standing_chows):
        return {EDGE_WAIT: 1}
    if any(win_tile == m.first + 1 for m in standing_chows):
        return {CLOSED_WAIT: 1}
    if view.pair == win_tile:
        return {SINGLE_WAIT: 1}
    return {}


def pair_fans(view: HandView, fans: Mapping[int, int]) -> dict[int, int]:
    """``fans`` updated for what the pair adds: All Chows (平和) for four chows and a pair of
    numbered tiles; otherwise Little Three Dragons (小三元) instead of Two Dragons Pungs (双箭刻)
    when the pair is a dragon, or Little Four Winds (小四喜) instead of Big Three Winds (三风刻)
    when the pair is a wind."""
    out = dict(fans)
    pair = view.pair
    if pair is None:
        return out
    if sum(m.kind == "chow" for m in view.melds) == 4:
        if pair < 27:
            out[ALL_CHOWS] = 1
    elif out.get(TWO_DRAGONS_PUNGS):
        if pair in DRAGONS:
            del out[TWO_DRAGONS_PUNGS]
            out[LITTLE_THREE_DRAGONS] = 1
    elif out.get(BIG_THREE_WINDS) and pair in WINDS:
        del out[BIG_THREE_WINDS]
        out[LITTLE_FOUR_WINDS] = 1
    return out


def outside_fans(view: HandView) -> dict[int, int]:
    """Outside Hand (全带幺: a terminal or honor in every group and the pair), else All Five
    (全带五: a 5 in each), else All Even Pungs (全双刻: pungs and pair of 2, 4, 6, 8 only)."""
    if view.pair is None:
        return {}
    groups = [(m.kind == "chow", m.tiles) for m in view.melds] + [(False, (view.pair,) * 2)]
    outside = five = even = 0
    for chow, tiles in groups:
        if tiles[0] >= 27:
            outside += 1
            continue
        ranks = {t % 9 + 1 for t in tiles}
        outside += bool(ranks & {1, 9})
        five += 5 in ranks
        even += not chow and ranks <= {2, 4, 6, 8}
    if outside == len(groups):
        return {OUTSIDE_HAND: 1}
    if five == len(groups):
        return {ALL_FIVE: 1}
    if even == len(groups):
        return {ALL_EVEN_PUNGS: 1}
    return {}


def wind_fans(view: HandView, seat_wind: int, prevalent_wind: int) -> dict[int, int]:
    """Prevalent Wind (圈风刻) and Seat Wind (门风刻) for a pung or kong of that wind (27-30).

    The caller skips this under Big Four Winds (大四喜). The engine also takes one Pung of
    Terminals or Honors (幺九刻) off for each pung scored here (once when both winds are the
    same) unless Big Three Winds, All Terminals and Honors, All Honors or Little Four Winds
    left it out already; that adjustment is the caller's.
    """
    fans: dict[int, int] = {}
    for m in view.melds:
        if m.kind == "chow" or m.first not in WINDS:
            continue
        if m.first == prevalent_wind:
            fans[PREVALENT_WIND] = 1
        if m.first == seat_wind:
            fans[SEAT_WIND] = 1
    return fans
