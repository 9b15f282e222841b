"""Generated two-player winning hands (万 and honors), for the properties that compare the
two-player scorers with each other and with four-player MCR.

A seeded random generator, as tests/mcr_hands.py is for MCR: a *theme* picks the tiles and
shapes of the groups (a flush, honor pungs, shifted or repeated chows, seven pairs, nine
gates, kongs, ...) so that every two-player fan comes up; then some groups are declared, a
winning tile is taken from the standing part, and the situation is drawn among the
combinations mcr2p.md 3 allows.
"""

from __future__ import annotations

import random
from collections import Counter

from hupai.melds import Meld
from hupai.rules.two_player import Mcr2pRuleSet
from hupai.scoring.mcr2p_request import DECLARED, HEAVENLY, NOT_READY, TwoPlayerRequest
from hupai.tiles import EAST, WEST

CHARACTERS = tuple(range(9))
HONORS = tuple(range(27, 34))
WINDS = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)
KINDS = CHARACTERS + HONORS


def _chow(start: int) -> tuple[str, tuple[int, ...]]:
    return ("chow", (start, start + 1, start + 2))


def _pung(t: int) -> tuple[str, tuple[int, ...]]:
    return ("pung", (t, t, t))


def _groups(rng: random.Random, pool: tuple[int, ...], chows: float, fixed: list) -> list:
    """``fixed`` groups completed to four sets and a pair drawn from ``pool``."""
    starts = [t for t in pool if t < 7 and t + 1 in pool and t + 2 in pool]
    groups = list(fixed)
    while len(groups) < 4:
        groups.append(_chow(rng.choice(starts)) if starts and rng.random() < chows else
                      _pung(rng.choice(pool)))  # fmt: skip
    return [*groups, ("pair", (rng.choice(pool),) * 2)]


def _theme(rng: random.Random, theme: str) -> list:
    if theme == "flush":
        return _groups(rng, CHARACTERS, 0.6, [])
    if theme == "mixed":
        return _groups(rng, KINDS, 0.5, [])
    if theme == "honors":
        return _groups(rng, HONORS, 0.0, [])
    if theme == "winds":
        winds = rng.sample(WINDS, rng.choice([2, 3, 4]))
        return _groups(rng, KINDS, 0.5, [_pung(w) for w in winds])
    if theme == "dragons":
        return _groups(rng, KINDS, 0.5, [_pung(d) for d in rng.sample(DRAGONS, rng.choice([2, 3]))])
    if theme == "terminals":
        return _groups(rng, (0, 8, *HONORS), 0.0, [])
    if theme in ("upper", "lower"):
        pool = tuple(range(5, 9)) if theme == "upper" else tuple(range(4))
        return _groups(rng, pool, 0.5, [])
    if theme == "simples":
        return _groups(rng, tuple(range(1, 8)), 0.6, [])
    if theme == "chows":
        # Chows 123m-789m starting at first, first + step, ...: the last starts at 7m at most.
        step = rng.choice([0, 1, 2, 3])
        count = rng.choice([c for c in (2, 3, 4) if step * (c - 1) <= 6])
        first = rng.randrange(0, 7 - step * (count - 1))
        fixed = [_chow(first + step * i) for i in range(count)]
        return _groups(rng, KINDS, 0.6, fixed)
    if theme == "terminal_chows":
        fixed = [_chow(0), _chow(6)] * rng.choice([1, 2])
        return _groups(rng, KINDS, 0.5, fixed)
    if theme == "shifted_pungs":
        count = rng.choice([3, 4])
        first = rng.randrange(0, 10 - count)
        return _groups(rng, KINDS, 0.5, [_pung(first + i) for i in range(count)])
    if theme == "kongs":
        return _groups(rng, KINDS, 0.0, [])
    raise ValueError(theme)


#: The themes of regular hands, and the concealed forms.
THEMES = (
    "flush", "mixed", "honors", "winds", "dragons", "terminals", "upper", "lower", "simples",
    "chows", "terminal_chows", "shifted_pungs", "kongs",
)  # fmt: skip
FORMS = ("seven_pairs", "honor_pairs", "shifted_pairs", "nine_gates")


def _concealed(rng: random.Random, form: str) -> list[int]:
    if form == "seven_pairs":
        kinds = rng.sample(KINDS, 7)
        if rng.random() < 0.3:  # four of a kind: two pairs
            kinds[1] = kinds[0]
        return [t for t in kinds for _ in range(2)]
    if form == "honor_pairs":  # 大七星, 三元七对, 四喜七对
        kinds = list(HONORS)
        if rng.random() < 0.6:
            kinds = [*rng.sample(HONORS, 5), *rng.sample(CHARACTERS, 2)]
        return [t for t in kinds for _ in range(2)]
    if form == "shifted_pairs":
        start = rng.randrange(3)
        return [t for t in range(start, start + 7) for _ in range(2)]
    return [0, 0, *range(9), 8, 8, rng.randrange(9)]  # nine gates


def _fits(tiles: list[int]) -> bool:
    return max(Counter(tiles).values()) <= 4


def _declare(rng: random.Random, groups: list, theme: str) -> tuple[list[Meld], list[int]]:
    melds: list[Meld] = []
    standing: list[int] = []
    share = 0.9 if theme == "kongs" else 0.35
    for kind, tiles in groups:
        if kind != "pair" and rng.random() < share:
            if kind == "pung" and rng.random() < (0.9 if theme == "kongs" else 0.3):
                melds.append(Meld("kong", tiles + tiles[:1], concealed=rng.random() < 0.4))
            else:
                melds.append(Meld(kind, tiles))
        else:
            standing.extend(tiles)
    return melds, standing


def _situation(rng: random.Random, rules: Mcr2pRuleSet, melds: tuple[Meld, ...],
               standing: list[int], win: int) -> dict[str, object]:  # fmt: skip
    """Flags that mcr2p.md 3 allows for this hand, the rarer ones often enough to matter."""
    fans = {f.predicate for f in rules.fans}
    in_melds = Counter(t for m in melds for t in m.tiles)
    self_drawn = rng.random() < 0.45
    seat = rng.choice([EAST, WEST])
    first = rng.random() < 0.15 and not melds
    heavenly = first and self_drawn and seat == EAST and 83 in fans
    earthly = first and self_drawn and seat == WEST and 84 in fans
    human = first and not self_drawn and seat == WEST and 85 in fans
    ready = rng.choice([NOT_READY] * 4 + [DECLARED, HEAVENLY])
    if heavenly:
        ready = NOT_READY
    elif (earthly or human) and ready == DECLARED:
        ready = HEAVENLY  # before West's first draw a declaration is 天听 (mcr2p_situation)
    has_kong = any(m.kind == "kong" for m in melds)
    alone = standing.count(win) == 0 and in_melds[win] == 0
    first_win = heavenly or earthly or human
    kong = rng.random() < 0.25 and not first_win and (has_kong if self_drawn else alone)
    return {
        "self_drawn": self_drawn,
        # Never on a first turn (mcr2p_situation's decision): the draw is made all the same.
        "last_copy": rng.random() < 0.15 and standing.count(win) == 0 and not first_win,
        "kong": kong,
        "last_tile": rng.random() < 0.1 and not first_win,
        "seat_wind": seat,
        "ready": ready,
        "heavenly_hand": heavenly,
        "earthly_hand": earthly,
        "human_hand": human,
        "flowers": rng.choice([0, 0, 0, 1, 2, 8]),
    }


def two_player_hand(rng: random.Random, rules: Mcr2pRuleSet) -> TwoPlayerRequest:
    """A winning two-player hand drawn with ``rng``, its flags allowed under ``rules``."""
    while True:
        if rng.random() < 0.2:
            tiles = _concealed(rng, rng.choice(FORMS))
            melds: list[Meld] = []
        else:
            theme = rng.choice(THEMES)
            groups = _theme(rng, theme)
            melds, tiles = _declare(rng, groups, theme)
            tiles_all = tiles + [t for m in melds for t in m.tiles]
            if not _fits(tiles_all):
                continue
        if not _fits(tiles):
            continue
        win = rng.choice(tiles)
        tiles.remove(win)
        standing = [0] * 34
        for t in tiles:
            standing[t] += 1
        flags = _situation(rng, rules, tuple(melds), tiles, win)
        return TwoPlayerRequest(tuple(standing), win, tuple(melds), **flags)  # type: ignore[arg-type]


def two_player_hands(count: int, rules: Mcr2pRuleSet, seed: int = 0) -> list[TwoPlayerRequest]:
    """``count`` hands from one seed, each of 万 and honors only."""
    rng = random.Random(seed)
    return [two_player_hand(rng, rules) for _ in range(count)]
