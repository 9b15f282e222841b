"""Two-player MCR (国标二人麻将) scoring beside four-player MCR on the same hands in one
process, printing ratios: ``hupai.score`` (one call a hand) and ``hupai.batch.score`` on one
thread (per core, over uint8 columns, the flags uint16), under MCR_2P and MCR_2P_V3.

    python benches/bench_mcr2p.py            # 4,000 hands a preset, batches of 40,000 rows

Hands: tests/mcr2p_hands.py's generated two-player hands (万 and honors; melds, kongs, seven
pairs, nine gates; every flag mcr2p.md 3 allows, 天胡 among them) of each preset. Four-player
MCR scores the same tiles, melds and win flags without the two-player flags (ready, the
first-turn wins), its prevalent wind the seat. Every two-player answer is checked first: the
engine's against the reference scorer's, the batch's against the single calls'. Each pair of
loops is timed by turns (timing.paired). Target (issue 13): two-player / MCR at most 1.5x,
single and batch.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np
from timing import paired

import hupai
import hupai.batch
import hupai.reference
from hupai.rules import MCR_2P, MCR_2P_V3

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from mcr2p_calls import call, columns, mcr_call  # noqa: E402
from mcr2p_hands import two_player_hands  # noqa: E402

#: Target of issue 13: two-player time over MCR's.
TARGET = 1.5


def _outcome(scorer: Any, hand: Any, kwargs: dict[str, Any], rules: Any) -> Any:
    try:
        return scorer(hand, rules=rules, **kwargs)
    except hupai.HupaiError as err:
        return type(err).__name__, str(err)


def _score_all(calls: list[tuple[Any, dict[str, Any]]], rules: Any) -> None:
    for hand, kwargs in calls:
        hupai.score(hand, rules=rules, **kwargs)


def _checked(rules: Any, calls: list[tuple[Any, dict[str, Any]]], few: int) -> None:
    """The engine = the reference on the first ``few`` calls; every call scores."""
    for hand, kwargs in calls[:few]:
        engine = _outcome(hupai.score, hand, kwargs, rules)
        assert engine == _outcome(hupai.reference.score, hand, kwargs, rules), (hand, kwargs)
    for hand, kwargs in calls:
        hupai.score(hand, rules=rules, **kwargs)


def _batch_checked(rules: Any, cols: dict[str, Any], calls: list[tuple[Any, dict]]) -> None:
    """The batch's totals and fan columns = the single calls'."""
    totals, fans = hupai.batch.score(**cols, rules=rules, threads=1)
    position = {f.id: i for i, f in enumerate(rules.fans)}
    for i, (hand, kwargs) in enumerate(calls):
        single = hupai.score(hand, rules=rules, **kwargs)
        row = [0] * len(rules.fans)
        for fan in single.fans:
            row[position[fan.id]] = fan.count
        assert (single.total, row) == (totals[i], list(fans[i])), (hand, kwargs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=4000)
    parser.add_argument("--reference-hands", type=int, default=300)
    parser.add_argument("--batch-repeat", type=int, default=10)
    args = parser.parse_args()
    print(f"{'preset':<10} {'':>6} {'2P µs':>8} {'MCR µs':>8} {'2P/MCR':>7}")
    worst = 0.0
    for rules in (MCR_2P, MCR_2P_V3):
        requests = two_player_hands(args.hands, rules, seed=2026)
        calls = [call(r) for r in requests]
        mcr = [mcr_call(r) for r in requests]
        _checked(rules, calls, args.reference_hands)
        single, peer = paired(
            lambda c=calls, r=rules: _score_all(c, r), len(calls),
            lambda m=mcr: _score_all(m, None), len(mcr),
        )  # fmt: skip
        rows = requests * args.batch_repeat
        cols, mcr_cols = columns(rows, dtype=np.uint8), columns(rows, mcr=True, dtype=np.uint8)
        _batch_checked(rules, columns(requests), calls)
        batch, batch_peer = paired(
            lambda c=cols, r=rules: hupai.batch.score(**c, rules=r, threads=1), len(rows),
            lambda m=mcr_cols: hupai.batch.score(**m, threads=1), len(rows),
        )  # fmt: skip
        for kind, ours, theirs in (("single", single, peer), ("batch", batch, batch_peer)):
            worst = max(worst, ours / theirs)
            print(f"{rules.name:<10} {kind:>6} {ours:8.3f} {theirs:8.3f} {ours / theirs:6.2f}x")
    print(
        f"\nworst 2P/MCR {worst:.2f}x (target {TARGET}x): {'met' if worst <= TARGET else 'MISSED'}"
    )


if __name__ == "__main__":
    main()
