"""Scoring under the local rule sets, per call and per batch row: hands of four wildcards
(红中's four 7z, 推倒胡's four flipped ghosts) and plain hands under each rule set, beside MCR's
``hupai.score`` on a plain hand; the single calls split into the Python reader
(``read_local_request``) and the engine (``_core.local_score``).

    python benches/bench_local.py

Each figure is the best of several passes (load on a shared machine falls on them alike).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

# numpy's BLAS threads busy-wait on the second core after start-up; nothing here uses BLAS.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402
from timing import per_call  # noqa: E402

import hupai  # noqa: E402
from hupai import _core, batch  # noqa: E402
from hupai.rules.basic_laizi import BASIC_LAIZI  # noqa: E402
from hupai.rules.hongzhong import HONGZHONG  # noqa: E402
from hupai.rules.local import LocalRuleSet  # noqa: E402
from hupai.rules.sichuan import SICHUAN  # noqa: E402
from hupai.rules.tuidao import TUIDAO  # noqa: E402
from hupai.scoring import local_engine  # noqa: E402
from hupai.scoring.local_request import read_local_request  # noqa: E402
from hupai.tiles import tile, to_counts  # noqa: E402

FLIP = TUIDAO.with_options(ghost="flip")
#: (name, rules, standing tiles, winning tile, keywords, batch flags).
CASES = [
    ("红中, four 7z", HONGZHONG, "123m456p1199s777z", "7z", {"self_drawn": True}, 1),
    ("红中, four 7z, pairs", HONGZHONG, "1122m3344p55s777z", "7z", {"self_drawn": True}, 1),
    ("推倒胡 flip, four ghosts", FLIP, "123456789m5p111s", "1s", {"indicator": "9s"}, 0),
    ("红中, plain", HONGZHONG, "123m456p789s123s5s", "5s", {"self_drawn": True}, 1),
    ("四川, plain", SICHUAN, "123m456m789m23p55p", "4p", {"void": "s"}, 0),
    ("推倒胡, plain", TUIDAO, "123456m123p456s8p", "8p", {}, 0),
    ("seed 001, plain", BASIC_LAIZI, "123m456m789p23p55s", "4p", {}, 0),
]
ROWS = 2000
CALLS = 2000


def single(fn: Callable[[], object], calls: int = CALLS) -> float:
    """µs a call of ``fn``, best of several passes of ``calls`` calls."""
    return per_call(lambda: [fn() for _ in range(calls)], calls, unit=1e6)


def main() -> None:
    mcr = single(lambda: hupai.score("123456m123p456s8p", win_tile="8p"), 20_000)
    c = np.tile(np.array(to_counts("123456m123p456s8p"), dtype=np.uint8), (ROWS, 1))
    win = np.full(ROWS, tile("8p"))
    mcr_rows = per_call(lambda: batch.score(c, None, win, threads=1), 1, unit=1e6) / ROWS
    print("batch rows on one thread (threads=1)")
    print(f"{'MCR, plain':28s} score {mcr:8.2f} µs   batch {mcr_rows:7.2f} µs a row")
    for case in CASES:
        measure(*case)


def measure(
    name: str, rules: LocalRuleSet, hand: str, win_tile: str, keywords: dict[str, Any], flags: int
) -> None:
    """Prints one case's figures."""
    score = single(lambda: hupai.score(hand, win_tile=win_tile, rules=rules, **keywords))
    request = read_local_request(rules, hand, win_tile=win_tile, **keywords)
    args = local_engine._arguments(rules, request)
    engine = single(lambda: _core.local_score(*args))
    reader = single(lambda: read_local_request(rules, hand, win_tile=win_tile, **keywords))
    c = np.tile(np.array(to_counts(hand), dtype=np.uint8), (ROWS, 1))
    w = np.full(ROWS, tile(win_tile))
    indicator = tile(keywords["indicator"]) if "indicator" in keywords else -1
    void = "mps".index(keywords["void"]) if "void" in keywords else -1
    rows = per_call(
        lambda: batch.score(
            c, None, w, flags, rules=rules, indicator=indicator, void=void, threads=1
        ),
        1,
        unit=1e6,
    )
    print(
        f"{name:28s} score {score:8.2f} µs (reader {reader:6.2f}, engine {engine:7.2f})"
        f"   batch {rows / ROWS:7.2f} µs a row"
    )


if __name__ == "__main__":
    main()
