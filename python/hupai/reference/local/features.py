"""The features of one reading: every name of :data:`hupai.rules.vocabulary.FEATURES`, as a
whole number, computed the plain way from the decomposition, the winning tile's placement and
the request (common semantics: vocabulary.py and local_rules.md 0.2). Pure Python.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hupai.reference.local.placements import Placement
from hupai.reference.local.tiles import (
    FIRST_HONOR,
    is_258,
    is_terminal,
    is_terminal_or_honor,
)
from hupai.rules.vocabulary import FEATURES
from hupai.scoring.local_request import FLAGS

if TYPE_CHECKING:
    from hupai.decomposition import Decomposition
    from hupai.melds import Meld
    from hupai.rules.local import LocalRuleSet
    from hupai.scoring.local_request import LocalRequest

__all__ = ["features"]

FORMS = ("regular", "seven_pairs", "thirteen_orphans", "honors_and_knitted", "knitted_straight")
DRAGONS = range(31, 34)
WINDS = range(27, 31)


def _has_straight(chows: list[Meld]) -> bool:
    """Chows 123, 456 and 789 of one suit among ``chows``."""
    starts = {m.tiles[0] for m in chows}
    return any({9 * s, 9 * s + 3, 9 * s + 6} <= starts for s in range(3))


def _sets(d: Decomposition, placement: Placement, self_drawn: bool) -> dict[str, int]:
    """The sets: declared melds and those found in the standing tiles."""
    melds = d.melds
    chows = [m for m in melds if m.kind == "chow"]
    pungs = [m for m in melds if m.kind != "chow"]
    found = [m for m in melds if not m.declared]
    concealed_pungs = sum(m.kind != "chow" for m in melds if m.concealed)
    # A pung completed by a discard was claimed in effect: it is not concealed (暗刻).
    won_in = melds[placement.group] if placement.group >= 0 else None
    if not self_drawn and won_in is not None and won_in.kind == "pung":
        concealed_pungs -= 1
    regular = d.form == "regular"
    outside = regular and all(any(map(is_terminal_or_honor, m.tiles)) for m in melds)
    return {
        "chows": len(chows),
        "pungs": len(pungs),
        "kongs": sum(m.kind == "kong" for m in melds),
        "concealed_kongs": sum(m.kind == "kong" and m.concealed for m in melds),
        "claimed": sum(m.declared and not m.concealed for m in melds),
        "declared": sum(m.declared for m in melds),
        "concealed_pungs": concealed_pungs,
        "concealed_chows": sum(m.kind == "chow" for m in found),
        "pure_straight": int(_has_straight(chows)),
        "concealed_pure_straight": int(_has_straight([m for m in found if m.kind == "chow"])),
        "dragon_pungs": sum(m.tiles[0] in DRAGONS for m in pungs),
        "wind_pungs": sum(m.tiles[0] in WINDS for m in pungs),
        "outside": int(outside and d.pair is not None and is_terminal_or_honor(d.pair)),
    }


def _pair(d: Decomposition) -> dict[str, int]:
    """The pair: of a regular hand or a knitted straight, or thirteen orphans' doubled tile;
    -1 for the forms without one."""
    pair = -1 if d.pair is None else d.pair
    suited = 0 <= pair < FIRST_HONOR
    return {"pair": pair, "pair_suited": int(suited), "pair_258": int(suited and is_258(pair))}


def _tiles(tiles: tuple[int, ...], win: int) -> dict[str, int]:
    """Counts over every logical tile."""
    kinds = [t for t, c in enumerate(tiles) if c]
    return {
        "tiles": sum(tiles),
        "suits": len({t // 9 for t in kinds if t < FIRST_HONOR}),
        "honors": sum(tiles[FIRST_HONOR:]),
        "terminals": sum(tiles[t] for t in kinds if is_terminal(t)),
        "tiles_258": sum(tiles[t] for t in kinds if is_258(t)),
        "quads": sum(c >= 4 for c in tiles),
        "win_copies": tiles[win],
    }


def _win(d: Decomposition, win: int, placement: Placement) -> dict[str, int]:
    """The winning tile's place: its group, and for a chow which wait it closes."""
    meld = d.melds[placement.group] if placement.group >= 0 else None
    chow = meld is not None and meld.kind == "chow"
    # Ranks 1-9: the chow's low tile a and the winning tile k.
    a = meld.tiles[0] % 9 + 1 if chow else 0  # type: ignore[union-attr]
    k = win % 9 + 1
    return {
        "win_on_pair": int(placement.on_pair),
        "win_in_pung": int(meld is not None and meld.kind == "pung"),
        "win_in_chow": int(chow),
        "win_two_sided": int(chow and ((k == a and a <= 6) or (k == a + 2 and a >= 2))),
        "win_closed": int(chow and k == a + 1),
        "win_edge": int(chow and ((k == a + 2 and a == 1) or (k == a and a == 7))),
    }


def features(
    rules: LocalRuleSet,
    request: LocalRequest,
    decomposition: Decomposition,
    tiles: tuple[int, ...],
    win: int,
    placement: Placement,
) -> dict[str, int]:
    """Every feature of the reading (``decomposition``, its logical ``tiles``, the winning
    tile's logical kind ``win`` and its ``placement``), by name in FEATURES order."""
    out = {form: int(decomposition.form == form) for form in FORMS}
    out |= _sets(decomposition, placement, bool(request.flags[0]))
    out |= _pair(decomposition)
    out |= _tiles(tiles, win)
    out |= _win(decomposition, win, placement)
    out |= {
        "held_wildcards": request.wildcards + int(request.win_wildcard),
        "win_wildcard": int(request.win_wildcard),
        "wildcards_in_play": int(rules.wildcards.any),
    }
    out |= dict(zip(FLAGS, request.flags, strict=True))
    out["flowers"] = request.flowers
    return {name: out[name] for name in FEATURES}
