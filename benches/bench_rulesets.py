"""Scoring under each rule set side by side in one process, printing ratios: ``hupai.score``
(one call a hand), ``hupai.batch.score`` on one thread (per core), the pure-Python reference
scorer, and ``hupai.score`` under MCR on hands of the same size (14 tiles, no wildcards).

    python benches/bench_rulesets.py            # 2,000 hands a set (300 for the reference)

Hands: seeded winning hands of each rule set's tiles (benches/local_hands.py), with 0 and 4
wildcards where the rule set has them. Every engine answer is checked against the reference
before anything is timed. Targets (issue 12): 4 wildcards under HONGZHONG and
TUIDAO.with_options(ghost="flip") under 20 µs a call and 5 µs a hand in batch per core; with
no wildcards, no rule set more than 2x MCR's time.
"""

from __future__ import annotations

import argparse
import os
import random
from typing import Any

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

from local_hands import hands
from timing import paired, per_call, winning_hand

import hupai
from hupai.rules import BASIC_LAIZI, HONGZHONG, SICHUAN, TUIDAO
from hupai.tiles import format_tiles

#: (name, rule set, wildcards, indicator)
CASES = [
    ("HONGZHONG", HONGZHONG, 0, None),
    ("HONGZHONG", HONGZHONG, 4, None),
    ("SICHUAN", SICHUAN, 0, None),
    ("TUIDAO", TUIDAO, 0, None),
    ("TUIDAO ghost=flip", TUIDAO.with_options(ghost="flip"), 4, "9m"),
    ("TUIDAO ghost=white+flip2", TUIDAO.with_options(ghost="white+flip2"), 4, "4z"),
    ("BASIC_LAIZI", BASIC_LAIZI, 0, None),
    ("BASIC_LAIZI", BASIC_LAIZI, 4, None),
]


def _outcome(scorer: Any, hand: str, kwargs: dict[str, Any], rules: Any) -> Any:
    try:
        return scorer(hand, rules=rules, **kwargs)
    except hupai.HupaiError as err:
        return type(err).__name__


def _score_all(scorer: Any, calls: list[tuple[str, dict[str, Any]]], rules: Any) -> None:
    for hand, kwargs in calls:
        scorer(hand, rules=rules, **kwargs)


def mcr_hands(n: int, seed: int = 1) -> list[tuple[str, dict[str, Any]]]:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        tiles = winning_hand(rng)
        win = tiles.pop(rng.randrange(len(tiles)))
        out.append((format_tiles(tiles), {"win_tile": win, "self_drawn": rng.random() < 0.5}))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--reference-hands", type=int, default=300)
    args = parser.parse_args()
    mcr = mcr_hands(args.hands)
    mcr_us = per_call(lambda: _score_all(hupai.score, mcr, None), len(mcr), unit=1e6)
    print(f"MCR hupai.score, 14 tiles, no wildcards: {mcr_us:.2f} µs a call (timed again by turns"
          " with each rule set's calls: engine/MCR is the ratio of those two)\n")  # fmt: skip
    print(f"{'rule set':<26} {'wild':>4} {'engine µs':>10} {'batch µs':>9} "
          f"{'reference µs':>13} {'ref/engine':>10} {'engine/MCR':>10}")  # fmt: skip
    for name, rules, wildcards, indicator in CASES:
        calls = hands(rules, args.hands, wildcards, indicator=indicator)
        few = calls[: args.reference_hands]
        for hand, kwargs in few:
            engine = _outcome(hupai.score, hand, kwargs, rules)
            assert engine == _outcome(hupai.reference.score, hand, kwargs, rules), (hand, kwargs)
        engine_us, beside = paired(
            lambda c=calls, r=rules: _score_all(hupai.score, c, r), len(calls),
            lambda: _score_all(hupai.score, mcr, None), len(mcr),
        )  # fmt: skip
        ref_us = per_call(
            lambda c=few, r=rules: _score_all(hupai.reference.score, c, r),
            len(few), repeat=1, unit=1e6,
        )  # fmt: skip
        batch_us = batch_per_hand(rules, calls)
        print(
            f"{name:<26} {wildcards:>4} {engine_us:10.2f} {batch_us:9.2f} {ref_us:13.1f} "
            f"{ref_us / engine_us:9.0f}x {engine_us / beside:9.2f}x"
        )


def batch_per_hand(rules: Any, calls: list[tuple[str, dict[str, Any]]]) -> float:
    """µs a hand of ``hupai.batch.score`` under ``rules`` on one thread (the answers checked
    against the single calls first)."""
    from batch_columns import local_columns

    columns = local_columns(rules, calls)
    totals, points, _ = hupai.batch.score(**columns, rules=rules, threads=1)
    for (hand, kwargs), total, paid in zip(calls[:200], totals, points, strict=False):
        single = hupai.score(hand, rules=rules, **kwargs)
        assert (single.total, single.points) == (total, paid), (hand, kwargs)
    return per_call(
        lambda: hupai.batch.score(**columns, rules=rules, threads=1), len(calls), unit=1e6
    )


if __name__ == "__main__":
    main()
