"""Decompositions of winning hands, side by side in one process, printing ratios:
``hupai.decompositions`` against the ``mahjong`` package's ``HandDivider.divide_hand``.

    python benches/bench_decompositions.py          # 5,000 hands a set

Hands are 14 tiles: four melds and a pair drawn at random (chows 60%), no wildcards for the
side-by-side set; then hupai alone with 2 and 4 of the tiles turned into wildcards. Both
libraries list regular splits and seven pairs; hupai also lists the knitted forms and counts
four of a kind as two pairs, so the counts of decompositions can differ on rare hands.
"""

from __future__ import annotations

import argparse
import random

from mahjong.hand_calculating.divider import HandDivider
from timing import counts, per_call, winning_hand

import hupai


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=5000, help="hands a set")
    n = parser.parse_args().n
    rng = random.Random(20261130)
    hands = [counts(winning_hand(rng)) for _ in range(n)]
    decompose = hupai.decompositions
    ours = per_call(lambda: [decompose(h) for h in hands], n, 3, 1e6)
    theirs = per_call(lambda: [HandDivider.divide_hand(h) for h in hands], n, 3, 1e6)
    found = sum(len(decompose(h)) for h in hands)
    print(f"winning hands, {n}, no wildcards: {found / n:.2f} decompositions a hand")
    print(f"  hupai.decompositions {ours:.2f} µs | mahjong HandDivider {theirs:.2f} µs")
    print(f"  ratio {theirs / ours:.1f}x; hupai {found / n / ours * 1e6:,.0f} decompositions/s")
    for k in (2, 4):
        wild = []
        for h in hands:
            h = list(h)
            for _ in range(k):
                t = rng.choice([t for t in range(34) if h[t]])
                h[t] -= 1
            wild.append(h)
        took = per_call(lambda k=k, wild=wild: [decompose(h, wildcards=k) for h in wild], n, 3, 1e6)
        found = sum(len(decompose(h, wildcards=k)) for h in wild)
        print(
            f"  {k} wildcards: {found / n:.1f} decompositions a hand, {took:.1f} µs a hand, "
            f"{found / n / took * 1e6:,.0f} decompositions/s"
        )


if __name__ == "__main__":
    main()
