"""The candidate fans of how a hand was won (mcr2p.md 3, 4, 5.1): the situations, concealment,
the wait and the flowers.

:func:`win_fans` gives ``{predicate: count}``, every fan that holds, whatever it rules out:
MCR's reference builds some exclusions into these (自摸 beside 妙手回春, no wait under 全求人
or 四杠), the two-player walk takes them all from the table (5.2), so these are written
apart. The flags are the request's, ``last_copy`` and ``kong`` as MCR corrects them
(:func:`hupai.reference.mcr2p.reading.win_of`).
"""

from __future__ import annotations

from hupai.reference.mcr2p import predicate_ids as p
from hupai.reference.mcr2p.reading import Reading
from hupai.scoring.mcr2p_request import DECLARED, HEAVENLY

__all__ = ["wait_fan", "win_fans"]


def wait_fan(r: Reading) -> int | None:
    """边张, 坎张 or 单钓将 (mcr2p.md 4), at most one, when the hand waited on one kind only:
    边张 if the winning tile can be the 3 of a standing 123m or the 7 of a standing 789m in
    the reading; else 坎张 if it can be the middle of a standing chow; else 单钓将 if it is the
    pair's kind, or, in seven pairs, always (the winning tile completes one of the pairs; 七对
    and its patterns rule it out in both tables)."""
    if not r.win.unique_wait:
        return None
    w = r.win.request.win_tile
    chows = [m.first for m in r.view.melds if m.kind == "chow" and not m.declared]
    if any((c == 0 and w == 2) or (c == 6 and w == 6) for c in chows):
        return p.EDGE_WAIT
    if any(w == c + 1 for c in chows):
        return p.CLOSED_WAIT
    if not r.regular or r.decomposition.pair == w:
        return p.SINGLE_WAIT
    return None


def win_fans(r: Reading) -> dict[int, int]:
    """The candidate fans of the win of reading ``r``: 天胡 地胡 人胡 (their flags), 天听
    (``ready`` heavenly), 报听 (``ready`` declared or heavenly: 天听 is a declaration too, and
    the table's 天听 rules 报听 out), 妙手回春 / 海底捞月 (``last_tile`` self-drawn / on a
    discard), 杠上开花 / 抢杠胡 (``kong`` likewise), 和绝张, 自摸, 不求人 (no claimed meld,
    self-drawn), 门前清 (no claimed meld, on a discard), 全求人 (four claimed melds, on a
    discard), the wait, and 花牌 (one per flower). A concealed kong is not claimed."""
    win = r.win
    claimed = sum(not (m.kind == "kong" and m.concealed) for m in win.request.melds)
    drawn = win.request.self_drawn
    found = {
        p.HEAVENLY_HAND: win.request.heavenly_hand,
        p.EARTHLY_HAND: win.request.earthly_hand,
        p.HUMAN_HAND: win.request.human_hand,
        p.HEAVENLY_READY: win.request.ready == HEAVENLY,
        p.READY_DECLARATION: win.request.ready in (DECLARED, HEAVENLY),
        p.LAST_TILE_DRAW: win.request.last_tile and drawn,
        p.LAST_TILE_CLAIM: win.request.last_tile and not drawn,
        p.OUT_WITH_REPLACEMENT_TILE: win.request.kong and drawn,
        p.ROBBING_THE_KONG: win.request.kong and not drawn,
        p.LAST_TILE: win.request.last_copy,
        p.SELF_DRAWN: drawn,
        p.FULLY_CONCEALED_HAND: claimed == 0 and drawn,
        p.CONCEALED_HAND: claimed == 0 and not drawn,
        p.MELDED_HAND: claimed == 4 and not drawn,
    }
    fans = {f: 1 for f, holds in found.items() if holds}
    wait = wait_fan(r)
    if wait is not None:
        fans[wait] = 1
    if win.request.flowers:
        fans[p.FLOWER_TILES] = win.request.flowers
    return fans
