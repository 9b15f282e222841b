"""跑胡子: hands a second of the pure-Python reference, of ``hupai.paohuzi.score`` (one call
a hand) and of ``hupai.batch.paohuzi_score`` on one core and on all, side by side, with 0, 2
and 4 王; and the per-size tables' sizes and build times.

    python benches/bench_paohuzi.py

Two kinds of hand, seeded: "built", seven 门子 of paohuzi.md 2.2 (some declared, one card the
winning card, maybe tsumo), 王 in place of concealed cards; most are complete readings and
many win, as a scorer sees them after a win is claimed. "dealt": 20 cards off a shuffled deck
and a winning card, 王 among them; few are complete, as a check of every possible winning
card sees them. Each figure is the best of several passes.
"""

from __future__ import annotations

import os
import random
import time

# numpy's BLAS threads busy-wait on the second core after start-up; nothing here uses BLAS.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402
from timing import per_call  # noqa: E402

from hupai import batch, paohuzi  # noqa: E402
from hupai.paohuzi_cards import format_cards  # noqa: E402
from hupai.reference import paohuzi as reference  # noqa: E402

ROWS = 20_000
#: Hands the reference scores a pass (it takes up to a fifth of a second on four 王).
REFERENCE_HANDS = {0: 300, 2: 100, 4: 20}

_THREES = [(b + n, b + n + 1, b + n + 2) for b in (0, 10) for n in range(8)]
_THREES += [(b + 1, b + 6, b + 9) for b in (0, 10)] + [(k,) * 3 for k in range(20)]
_THREES += [(n, n, n + 10) for n in range(10)] + [(n, n + 10, n + 10) for n in range(10)]


def built(rng: random.Random, jokers: int) -> str:
    """Seven 门子 (a four alike and a pair in place of two, now and then), some declared."""
    while True:
        groups = [list(rng.choice(_THREES)) for _ in range(7)]
        if rng.random() < 0.3:
            groups[:2] = [[rng.randrange(20)] * 4, [rng.randrange(20)] * 2]
        if max(sum(g.count(k) for g in groups) for k in range(20)) > 4:
            continue
        tokens, concealed = [], []
        for g in groups:
            if len(g) >= 3 and rng.random() < 0.25:
                brace = "{" if len(set(g)) == 1 and rng.random() < 0.5 else "["
                tokens.append(f"{brace}{format_cards(g)}{'}' if brace == '{' else ']'}")
            else:
                concealed += g
        if len(concealed) <= jokers + 1:
            continue
        rng.shuffle(concealed)
        win = concealed.pop()
        hand = " ".join([*tokens, format_cards(concealed[jokers:]), "W" * jokers])
        hand = f"{hand} +{format_cards([win])}{' | tsumo' if rng.random() < 0.5 else ''}"
        if _valid(hand):
            return hand


def dealt(rng: random.Random, jokers: int) -> str:
    """20 cards off a shuffled deck and a winning card, ``jokers`` of the 21 being 王."""
    while True:
        deck = [k for k in range(20) for _ in range(4)]
        rng.shuffle(deck)
        cards, win = deck[: 20 - jokers], deck[20 - jokers]
        hand = f"{format_cards(cards)}{'W' * jokers} +{format_cards([win])}"
        hand += " | tsumo" if rng.random() < 0.5 else ""
        if _valid(hand):
            return hand


def _valid(hand: str) -> bool:
    try:
        paohuzi.to_row(hand)
    except ValueError:
        return False  # four alike among the concealed cards: a 提 to declare, not a hand
    return True


def _rate(fn: object, n: int) -> float:
    return 1e6 / per_call(fn, n, repeat=3, unit=1e6)  # type: ignore[arg-type]


def main() -> None:
    stats = paohuzi.table_stats()  # built before the timing
    print(
        f"tables for up to {stats['max_jokers']} 王 a size: {stats['patterns']:,} patterns, "
        f"{stats['outcomes']:,} outcomes, {stats['bytes'] / 2**20:.1f} MiB, built in "
        f"{stats['build_seconds']:.2f} s"
    )
    print()
    print(
        f"{'hands':18s} {'reference':>12s} {'score()':>12s} {'batch 1 core':>14s} "
        f"{'batch all':>12s} {'wins':>6s}   hands a second"
    )
    for name, make in (("built", built), ("dealt", dealt)):
        for jokers in (0, 2, 4):
            rng = random.Random(f"{name}{jokers}")
            hands = [make(rng, jokers) for _ in range(ROWS)]
            rows = [paohuzi.to_row(h) for h in hands]
            counts, joker, win, tsumo, declared = (np.array(c) for c in zip(*rows, strict=True))

            columns = {"jokers": joker, "win": win, "tsumo": tsumo, "declared": declared}
            sample = hands[: REFERENCE_HANDS[jokers]]
            calls = hands[:2000]
            ref = _rate(lambda s=sample: [reference.score(h, wilds=4) for h in s], len(sample))
            one = _rate(lambda c=calls: [paohuzi.score(h, wilds=4) for h in c], len(calls))
            core = _rate(lambda c=counts, k=columns: batch.paohuzi_score(c, **k, threads=1), ROWS)
            started = time.perf_counter()
            result = batch.paohuzi_score(counts, **columns)
            every = ROWS / (time.perf_counter() - started)
            wins = float(np.mean(result.win))  # type: ignore[attr-defined]
            print(
                f"{name + ', ' + str(jokers) + ' 王':18s} {ref:12,.0f} {one:12,.0f} {core:14,.0f} "
                f"{every:12,.0f} {wins:6.0%}   ({core / ref:,.0f}x the reference a core)"
            )


if __name__ == "__main__":
    main()
