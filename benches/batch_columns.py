"""Scoring calls ``(hand, kwargs)`` as the columns of ``hupai.batch.score`` under a local rule
set (counts with the wildcard tiles as held, the winning tile, the flag bits, jokers, the
indicator), for the benchmarks."""

from __future__ import annotations

from typing import Any

import numpy as np

from hupai.rules.local import LocalRuleSet
from hupai.scoring.local_request import split_jokers
from hupai.tiles import tile, to_counts

#: The flag bits of hupai.batch.score under a local rule set.
BITS = {"self_drawn": 1, "last_copy": 2, "kong": 4, "last_tile": 8, "kong_discard": 16}


def local_columns(rules: LocalRuleSet, calls: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """The keyword arguments of ``hupai.batch.score`` for ``calls`` (concealed hands)."""
    n = len(calls)
    counts = np.zeros((n, 34), dtype=np.uint8)
    win = np.zeros(n, dtype=np.int64)
    flags = np.zeros(n, dtype=np.int64)
    jokers = np.zeros(n, dtype=np.int64)
    indicator = np.full(n, -1, dtype=np.int64)
    for i, (hand, kwargs) in enumerate(calls):
        text, held = split_jokers(hand) if rules.wildcards.jokers else (hand, 0)
        counts[i] = to_counts(text)
        w = kwargs["win_tile"]
        win[i] = -1 if w == "J" else tile(w)
        jokers[i] = held
        flags[i] = sum(bit for key, bit in BITS.items() if kwargs.get(key))
        if "indicator" in kwargs:
            indicator[i] = tile(kwargs["indicator"])
    return {
        "counts": counts, "melds": None, "win_tile": win, "flags": flags, "jokers": jokers,
        "indicator": indicator,
    }  # fmt: skip
