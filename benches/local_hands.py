"""Seeded winning hands under each local rule set, for the benchmarks: four sets and a pair
(chows 60%) of the rule set's tiles, won on one of them, with ``wildcards`` of the concealed
tiles replaced by wildcard tiles (jokers, or copies of the wildcard kinds)."""

from __future__ import annotations

import random
from typing import Any

from hupai.rules.local import LocalRuleSet
from hupai.tiles import tile
from hupai.tiles._kinds import mpsz


def _sets(rng: random.Random, kinds: list[int], copies: list[int]) -> list[int] | None:
    room = list(copies)
    tiles: list[int] = []
    chows = [t for t in kinds if t < 27 and t % 9 <= 6 and t + 1 in kinds and t + 2 in kinds]
    pair = rng.choice(kinds)
    room[pair] -= 2
    tiles += [pair, pair]
    for _ in range(4):
        if chows and rng.random() < 0.6:
            t = rng.choice(chows)
            group = [t, t + 1, t + 2]
        else:
            group = [rng.choice(kinds)] * 3
        for t in group:
            room[t] -= 1
        tiles += group
    return tiles if min(room) >= 0 else None


def hands(
    rules: LocalRuleSet, n: int, wildcards: int, seed: int = 1, indicator: str | None = None
) -> list[tuple[str, dict[str, Any]]]:
    """``n`` scoring calls ``(hand, kwargs)`` under ``rules``: self-drawn (or on a discard,
    at random, where the rule set allows it)."""
    rng = random.Random(seed)
    wild = rules.wildcards.kinds(indicator)
    kinds = [t for t in range(34) if rules.copies[t] and t not in wild]
    copies = [rules.copies[t] if t in kinds else 0 for t in range(34)]
    if indicator is not None:
        copies[tile(indicator)] -= 1  # the flipped indicator is out of play
    out: list[tuple[str, dict[str, Any]]] = []
    while len(out) < n:
        tiles = _sets(rng, kinds, copies)
        if tiles is None:
            continue
        if rules.void and len({t // 9 for t in tiles}) == 3:
            continue
        rng.shuffle(tiles)
        names = [mpsz(t) for t in tiles]
        for i in range(wildcards):
            names[i] = "J" if rules.wildcards.jokers else mpsz(rng.choice(wild))
        win = names.pop()
        kwargs: dict[str, Any] = {"win_tile": win}
        if "self_drawn" in rules.situations and (rules.self_draw_only or rng.random() < 0.5):
            kwargs["self_drawn"] = True
        if indicator is not None:
            kwargs["indicator"] = indicator
        out.append(("".join(names), kwargs))
    return out
