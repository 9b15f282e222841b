"""MCR scoring side by side with PyMahjongGB 1.4.0 in one process, printing ratios: the native
single call ``hupai.score`` (34 counts and Meld objects, and the MCR hand string), the drop-in
``hupai.compat.mahjonggb.MahjongFanCalculator``, and ``hupai.batch.score`` on one thread (per
core) and on all of them, over uint8 columns of 50,000 rows (the hands repeated).

    python benches/bench_score.py          # 5,000 hands a set

Two sets of winning hands: the themed hands of the differential test (tests/mcr_hands.py:
every fan, declared melds of every kind, special forms, all flags and winds), and plain
concealed hands (four melds and a pair at random, chows 60%) won on a random tile in a random
situation. Every call is checked to give PyMahjongGB's answer before it is timed.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

# NumPy's BLAS threads would otherwise spin beside the timed loops on a small machine.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np
from MahjongGB import MahjongFanCalculator as GbCalculator
from timing import per_call, winning_hand

import hupai
import hupai.batch
from hupai.compat.mahjonggb import MahjongFanCalculator
from hupai.scoring import format_hand_string

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from mcr_hands import Hand, batch_columns, hands  # noqa: E402

WINDS = (27, 28, 29, 30)


def plain_hands(n: int, rng: random.Random) -> list[Hand]:
    """Concealed winning hands won on one of their tiles, in a random situation."""
    out = []
    for _ in range(n):
        tiles = winning_hand(rng)
        win = tiles.pop(rng.randrange(len(tiles)))
        flags = [rng.random() < 0.3 for _ in range(4)]
        out.append(Hand([], tiles, win, *flags, rng.choice(WINDS), rng.choice(WINDS)))
    return out


def counts(hand: Hand) -> list[int]:
    c = [0] * 34
    for t in hand.standing:
        c[t] += 1
    return c


def bench(name: str, batch: list[Hand]) -> None:
    n = len(batch)
    gb = [h.gb_args() for h in batch]
    single = [
        (counts(h), dict(h.situation(), win_tile=h.win_tile, melds=h.hupai_melds())) for h in batch
    ]
    strings = [format_hand_string(h.request()) for h in batch]
    # The batch takes uint8 columns as they are (other integer types are converted first), and
    # a batch is many rows: the hands repeated to 50,000.
    columns = {k: v.astype(np.uint8) for k, v in batch_columns(batch).items()}
    repeat = -(-50_000 // n)
    many = {k: np.concatenate([v] * repeat) for k, v in columns.items()}
    rows_n = n * repeat
    # The same answers first: the drop-in's are PyMahjongGB's, and every way of calling
    # hupai gives the same total.
    theirs = [GbCalculator(**a) for a in gb]
    assert [MahjongFanCalculator(**a) for a in gb] == theirs
    totals = [sum(points for points, _ in fans) for fans in theirs]
    assert [hupai.score(c, **k).total for c, k in single] == totals
    assert [hupai.score(s).total for s in strings] == totals
    assert hupai.batch.score(**columns)[0].tolist() == totals

    score, batch_score = hupai.score, hupai.batch.score
    their_time = per_call(lambda: [GbCalculator(**a) for a in gb], n, 7, 1e6)
    rows = [
        ("hupai.score(counts, win_tile=, melds=[Meld], ...)",
         per_call(lambda: [score(c, **k) for c, k in single], n, 7, 1e6)),
        ("hupai.score(hand string)", per_call(lambda: [score(s) for s in strings], n, 7, 1e6)),
        ("compat MahjongFanCalculator(**same arguments)",
         per_call(lambda: [MahjongFanCalculator(**a) for a in gb], n, 7, 1e6)),
        ("hupai.batch.score, threads=1 (per core)",
         per_call(lambda: batch_score(**many, threads=1), rows_n, 5, 1e6)),
        ("hupai.batch.score, all cores", per_call(lambda: batch_score(**many), rows_n, 5, 1e6)),
    ]  # fmt: skip
    print(f"{name}, {n} hands: PyMahjongGB MahjongFanCalculator {their_time:.2f} µs a hand")
    for label, took in rows:
        print(f"  {label:52} {took:6.3f} µs   {their_time / took:5.1f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=5000, help="hands a set")
    n = parser.parse_args().n
    bench("themed hands (tests/mcr_hands.py)", hands(n, 20261130))
    bench("plain concealed hands", plain_hands(n, random.Random(20261130)))


if __name__ == "__main__":
    main()
