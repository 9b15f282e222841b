"""Every input form of a hand, per call: ``is_win``, ``shanten``, ``waits`` and ``score`` on the
same hands given as a list of 34 counts (the form the engine reads fastest, the peer here) and
as each other form hupai reads, printing a table of µs a call and the ratio to the list of
counts.

    python benches/bench_inputs.py            # 2,000 hands a set
    python benches/bench_inputs.py --hands 500

Each set is distinct random hands (winning hands for ``is_win`` and ``score``, a winning hand
less one tile for ``shanten`` and ``waits``), more than the caches hold in lookups; the calls are
warm (the tables built, every input made ahead). Each cell is the best of several passes, the
forms taking turns, so that load on a shared machine falls on them alike. Issue 11 asks every
form within 2x.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
from collections.abc import Callable

# numpy's BLAS threads busy-wait on the second core after start-up; nothing here uses BLAS.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402
from timing import counts, per_call, winning_hand  # noqa: E402

import hupai  # noqa: E402


def strided(c: list[int]) -> np.ndarray:
    """The counts as every other item of an int32 array: a view with a stride of 8 bytes."""
    wide = np.zeros(68, dtype=np.int32)
    wide[::2] = c
    return wide[::2]


#: Each input form: its label and how it is made from the tiles (indices, sorted).
FORMS: dict[str, Callable[[list[int]], object]] = {
    "list of counts": counts,
    "tuple of counts": lambda t: tuple(counts(t)),
    "NumPy uint8 counts": lambda t: np.array(counts(t), dtype=np.uint8),
    "NumPy int64 counts": lambda t: np.array(counts(t), dtype=np.int64),
    "NumPy int32 counts, stride 8": lambda t: strided(counts(t)),
    "NumPy int16 indices": lambda t: np.array(t, dtype=np.int16),
    "list of indices": list,
    "tuple of indices": tuple,
    "list of names": lambda t: [hupai.format_tiles([x]) for x in t],
    "mpsz string": hupai.format_tiles,
    "letters string": lambda t: hupai.format_tiles(t, style="letters"),
    "GB codes string": lambda t: hupai.format_tiles(t, style="gb"),
    "Unicode string": lambda t: hupai.format_tiles(t, style="unicode"),
    "Chinese string": lambda t: hupai.format_tiles(t, style="chinese"),
}


def waiting(rng: random.Random) -> list[int]:
    tiles = winning_hand(rng)
    tiles.remove(rng.choice(tiles))
    return sorted(tiles)


def winning(rng: random.Random) -> list[int]:
    return sorted(winning_hand(rng))


def scoring(rng: random.Random) -> tuple[list[int], int]:
    """13 standing tiles and the winning tile of a winning hand."""
    tiles = winning_hand(rng)
    win = tiles.pop(rng.randrange(14))
    return sorted(tiles), win


def calls(n: int) -> dict[str, dict[str, Callable[[], object]]]:
    """By input form and function, a call over the same n hands in that form."""
    rng = random.Random(20261201)
    wins = [winning(rng) for _ in range(n)]
    waits = [waiting(rng) for _ in range(n)]
    scores = [scoring(rng) for _ in range(n)]
    return {
        form: passes(
            [make(t) for t in wins], [make(t) for t in waits], [(make(t), w) for t, w in scores]
        )
        for form, make in FORMS.items()
    }


def passes(
    wins: list[object], waits: list[object], scores: list[tuple[object, int]]
) -> dict[str, Callable[[], object]]:
    """A pass of each function over hands in one form."""
    is_win, shanten, waits_of, score = hupai.is_win, hupai.shanten, hupai.waits, hupai.score
    return {
        "is_win": lambda: [is_win(h) for h in wins],
        "shanten": lambda: [shanten(h) for h in waits],
        "waits": lambda: [waits_of(h) for h in waits],
        "score": lambda: [score(h, win_tile=w) for h, w in scores],
    }


def timings(n: int, rounds: int) -> dict[str, dict[str, float]]:
    """µs a call, by input form and function: the best of ``rounds`` passes, every form
    timed once a round, so that a burst of load on a shared machine hits them alike."""
    table = calls(n)
    best = {form: dict.fromkeys(row, float("inf")) for form, row in table.items()}
    # As timeit does, the cycle collector is off while a pass runs: the answers waits and
    # score make would start it at moments that fall on one form or another, scanning every
    # input held here.
    gc.disable()
    try:
        for _ in range(rounds):
            for form, row in table.items():
                for function, run in row.items():
                    best[form][function] = min(best[form][function], per_call(run, n, 1, 1e6))
                gc.collect()
    finally:
        gc.enable()
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2_000)
    parser.add_argument("--rounds", type=int, default=9)
    args = parser.parse_args()
    hupai.shanten("123m456p789s1122z")  # build the tables before timing
    table = timings(args.hands, args.rounds)
    peer = table["list of counts"]
    functions = list(peer)
    print(
        f"{args.hands} hands a set, best of {args.rounds}; µs a call (ratio to the list of counts)"
    )
    print(f"  {'input form':<30}" + "".join(f"{f:>16}" for f in functions))
    worst = 0.0
    for form, times in table.items():
        cells = "".join(f"{times[f]:>8.3f} ({times[f] / peer[f]:4.2f}x)" for f in functions)
        print(f"  {form:<30}{cells}")
        worst = max(worst, *(times[f] / peer[f] for f in functions))
    print(f"  slowest form against the list of counts: {worst:.2f}x (issue 11 asks at most 2x)")


if __name__ == "__main__":
    main()
