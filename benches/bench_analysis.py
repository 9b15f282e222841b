"""Hand analysis, side by side in one process, printing ratios:

- shanten: ``hupai.shanten`` against PyMahjongGB's ``MahjongShanten`` and the ``mahjong``
  package's ``Shanten.calculate_shanten``;
- waits: ``hupai.waits`` against a loop of ``mahjong``'s ``Agari.is_agari`` over the 34 tiles.

    python benches/bench_analysis.py            # 5,000 hands a set

Hands are 13 tiles drawn from the wall (random) or a winning hand less one tile (waiting).
PyMahjongGB's shanten also counts the knitted forms, which hupai does not count yet.
"""

from __future__ import annotations

import argparse
import os
import random
from collections.abc import Callable

# numpy's BLAS threads busy-wait on the second core after start-up; nothing here uses BLAS.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402
from mahjong.agari import Agari  # noqa: E402
from mahjong.shanten import Shanten  # noqa: E402
from MahjongGB import MahjongShanten  # noqa: E402
from timing import counts, per_call, winning_hand  # noqa: E402

import hupai  # noqa: E402

GB = [f"W{r}" for r in range(1, 10)] + [f"B{r}" for r in range(1, 10)]
GB += [f"T{r}" for r in range(1, 10)] + ["F1", "F2", "F3", "F4", "J3", "J2", "J1"]


def random_hand(rng: random.Random) -> list[int]:
    return rng.sample([t for t in range(34) for _ in range(4)], 13)


def waiting_hand(rng: random.Random) -> list[int]:
    tiles = winning_hand(rng)
    tiles.remove(rng.choice(tiles))
    return tiles


def agari_waits(agari: Agari, hand: list[int]) -> list[int]:
    found = []
    for t in range(34):
        if hand[t] < 4:
            hand[t] += 1
            if agari.is_agari(hand):
                found.append(t)
            hand[t] -= 1
    return found


def bench(name: str, make: Callable[[random.Random], list[int]], n: int) -> None:
    rng = random.Random(20261130)
    tiles = [make(rng) for _ in range(n)]
    hands = [counts(t) for t in tiles]
    gb_hands = [tuple(GB[t] for t in hand) for hand in tiles]
    agari, shanten = Agari(), Shanten()
    shanten_fn, waits_fn = hupai.shanten, hupai.waits
    ours = per_call(lambda: [shanten_fn(h) for h in hands], n, 3, 1e6)
    gb = per_call(lambda: [MahjongShanten(pack=(), hand=h) for h in gb_hands], n, 3, 1e6)
    mj = per_call(lambda: [shanten.calculate_shanten(h) for h in hands], n, 3, 1e6)
    arr = np.array(hands, dtype=np.uint8)
    batch = per_call(lambda: hupai.batch.shanten(arr, threads=1), n, 3, 1e6)
    print(f"\n{name} hands, {n}: shanten, µs a hand")
    print(f"  hupai.shanten {ours:.2f} | MahjongShanten {gb:.2f} ({gb / ours:.1f}x)")
    print(f"  mahjong calculate_shanten {mj:.2f} ({mj / ours:.1f}x) | batch 1 thread {batch:.3f}")
    # Riichi's seven pairs wants seven different pairs; MCR takes four of a kind as two, so
    # hupai may find a wait more: check that it is only ever that.
    for h in hands[:500]:
        riichi, ours_waits = agari_waits(agari, h), waits_fn(h)
        extra = set(ours_waits) - set(riichi)
        assert set(riichi) <= set(ours_waits) and all(h[t] == 3 for t in extra), h
    loop = per_call(lambda: [agari_waits(agari, h) for h in hands], n, 1, 1e6)
    mine = per_call(lambda: [waits_fn(h) for h in hands], n, 3, 1e6)
    print(f"  waits: hupai.waits {mine:.2f} | is_agari loop {loop:.2f} ({loop / mine:.0f}x)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5_000)
    args = parser.parse_args()
    hupai.shanten("123m456p789s1122z")  # build the tables before timing
    bench("random", random_hand, args.hands)
    bench("waiting", waiting_hand, args.hands)


if __name__ == "__main__":
    main()
