"""What the benchmarks share: hands as counts, and best-of-n timing per hand."""

from __future__ import annotations

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
