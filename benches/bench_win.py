"""Win detection, side by side in one process: hupai (single call and batch), the PyPI package
``mahjong`` (``Agari.is_agari``, no wildcards) and ``hupai.reference``, printing ratios.

    python benches/bench_win.py            # 20,000 hands a set
    python benches/bench_win.py --hands 2000

Hands are random (14 tiles drawn from the wall) or random winning hands; with k wildcards, k of
their tiles become wildcards. Every hand set is distinct and larger than the caches hold in
lookups, so the timings are cache-cold for the tables. The mahjong column times the same hands
with k = 0 (it has no wildcards); ratios are against it.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Callable

# numpy's BLAS threads busy-wait on the second core after start-up; nothing here uses BLAS.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402
from mahjong.agari import Agari  # noqa: E402
from timing import counts, per_call  # noqa: E402

import hupai  # noqa: E402
from hupai import _core  # noqa: E402
from hupai.reference import win as reference  # noqa: E402

WILDCARDS = (0, 1, 2, 4, 8)
CHOWS = [9 * s + r for s in range(3) for r in range(7)]


def random_tiles(rng: random.Random) -> list[int]:
    wall = [t for t in range(34) for _ in range(4)]
    return rng.sample(wall, 14)


def winning_tiles(rng: random.Random) -> list[int]:
    while True:
        tiles = [rng.randrange(34)] * 2
        for _ in range(4):
            if rng.random() < 0.5:
                s = rng.choice(CHOWS)
                tiles += [s, s + 1, s + 2]
            else:
                tiles += [rng.randrange(34)] * 3
        if max(tiles.count(t) for t in set(tiles)) <= 4:
            rng.shuffle(tiles)
            return tiles


def bench_set(name: str, make: Callable[[random.Random], list[int]], n: int) -> None:
    rng = random.Random(20261130)
    base = [make(rng) for _ in range(n)]
    agari = Agari()
    full = [counts(t) for t in base]
    mahjong_ns = per_call(lambda: [agari.is_agari(c) for c in full], n)
    print(f"\n{name} hands, {n} a set; mahjong Agari.is_agari (k=0): {mahjong_ns:,.0f} ns/hand")
    head = f"{'k':>2} {'hupai':>9} {'ratio':>7} {'batch 1T':>9} {'ratio':>8} {'batch all':>10}"
    print(head + f" {'ratio':>8} {'reference':>11} {'wins':>6}")
    for k in WILDCARDS:
        print(row(k, [counts(t[k:]) for t in base], mahjong_ns))


def row(k: int, hands: list[list[int]], mahjong_ns: float) -> str:
    """One line of the table: hands with k wildcards, timed every way."""
    n = len(hands)
    arr = np.array(hands, dtype=np.uint8)
    is_win = hupai.is_win
    if k == 0:
        # The call a game loop makes without wildcards, as mahjong's is given the bare counts.
        single = per_call(lambda: [is_win(c) for c in hands], n)
    else:
        single = per_call(lambda: [is_win(c, wildcards=k) for c in hands], n)
    batch1 = per_call(lambda: hupai.batch.is_win(arr, k, threads=1), n)
    batch_all = per_call(lambda: hupai.batch.is_win(arr, k), n)
    few = hands[: max(1, n // 20)]
    ref = per_call(lambda: [reference.is_win_counts(c, k) for c in few], len(few), 1)
    wins = float(hupai.batch.is_win(arr, k).mean())
    return (
        f"{k:>2} {single:>7.0f}ns {mahjong_ns / single:>6.1f}x {batch1:>7.1f}ns"
        f" {mahjong_ns / batch1:>7.0f}x {batch_all:>8.1f}ns {mahjong_ns / batch_all:>7.0f}x"
        f" {ref:>9,.0f}ns {wins:>6.1%}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000)
    args = parser.parse_args()
    build_s, table_bytes = _core.table_stats()
    print(f"hupai {hupai.__version__}, Python {sys.version.split()[0]}, {os.cpu_count()} cores")
    print(f"tables: built in {build_s * 1000:.0f} ms, {table_bytes / 1e6:.1f} MB")
    print("ratio = mahjong ns/hand ÷ hupai ns/hand; 'batch 1T' runs on one thread (per core)")
    bench_set("random", random_tiles, args.hands)
    bench_set("winning", winning_tiles, args.hands)


if __name__ == "__main__":
    main()
