"""What the benchmarks share: hands as counts, generated winning hands, and best-of-n timing
per hand."""

from __future__ import annotations

import random
import time
from collections.abc import Callable


def counts(tiles: list[int]) -> list[int]:
    """34 counts of a list of tile indices."""
    c = [0] * 34
    for t in tiles:
        c[t] += 1
    return c


def per_call(fn: Callable[[], object], n: int, repeat: int = 5, unit: float = 1e9) -> float:
    """Best of `repeat` runs of `fn` (which handles `n` hands), per hand, in 1/`unit` s."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best / n * unit


def paired(
    a: Callable[[], object], n_a: int, b: Callable[[], object], n_b: int, repeat: int = 9
) -> tuple[float, float]:
    """Best of `repeat` runs each of `a` (which handles `n_a` hands) and `b`, run by turns so
    that a shared machine's slow spells fall on both alike; µs a hand of each."""
    best = [float("inf"), float("inf")]
    for _ in range(repeat):
        for i, (fn, n) in enumerate(((a, n_a), (b, n_b))):
            start = time.perf_counter()
            fn()
            best[i] = min(best[i], (time.perf_counter() - start) / n * 1e6)
    return best[0], best[1]


CHOWS = [9 * s + r for s in range(3) for r in range(7)]


def winning_hand(rng: random.Random) -> list[int]:
    """14 tiles: a pair and four melds drawn at random (chows 60%), at most 4 a kind."""
    while True:
        tiles = [rng.randrange(34)] * 2
        for _ in range(4):
            start = rng.choice(CHOWS)
            tiles += (
                [start, start + 1, start + 2] if rng.random() < 0.6 else [rng.randrange(34)] * 3
            )
        if max(tiles.count(t) for t in set(tiles)) <= 4:
            return tiles
