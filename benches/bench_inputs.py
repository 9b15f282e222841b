"""Every input form of a hand, per call: ``is_win``, ``shanten``, ``waits`` and ``score`` on the
same hands given as a list of 34 counts (the form the engine reads fastest, the peer here) and
as each other form hupai reads, printing a table of µs a call and the ratio to the list of
counts.

    python benches/bench_inputs.py            # 2,000 hands a set
    python benches/bench_inputs.py --hands 500

Each set is distinct random hands (winning hands for ``is_win`` and ``score``, a winning hand
less one tile for ``shanten`` and ``waits``), more than the caches hold in lookups; the calls are
warm (the tables built, every input made ahead). Issue 11 asks every form within 2x.
"""

from __future__ import annotations

import argparse
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


def timings(n: int) -> dict[str, dict[str, float]]:
    """µs a call, by function and input form."""
    rng = random.Random(20261201)
    wins = [winning(rng) for _ in range(n)]
    waits = [waiting(rng) for _ in range(n)]
    scores = [scoring(rng) for _ in range(n)]
    out: dict[str, dict[str, float]] = {}
    for form, make in FORMS.items():
        out[form] = row(
            [make(t) for t in wins], [make(t) for t in waits], [(make(t), w) for t, w in scores]
        )
    return out


def row(
    wins: list[object], waits: list[object], scores: list[tuple[object, int]]
) -> dict[str, float]:
    """µs a call of each function, on hands in one form."""
    n = len(wins)
    is_win, shanten, waits_of, score = hupai.is_win, hupai.shanten, hupai.waits, hupai.score
    return {
        "is_win": per_call(lambda: [is_win(h) for h in wins], n, 5, 1e6),
        "shanten": per_call(lambda: [shanten(h) for h in waits], n, 5, 1e6),
        "waits": per_call(lambda: [waits_of(h) for h in waits], n, 5, 1e6),
        "score": per_call(lambda: [score(h, win_tile=w) for h, w in scores], n, 5, 1e6),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2_000)
    args = parser.parse_args()
    hupai.shanten("123m456p789s1122z")  # build the tables before timing
    table = timings(args.hands)
    peer = table["list of counts"]
    functions = list(peer)
    print(f"{args.hands} hands a set; µs a call (ratio to the list of counts)")
    print(f"  {'input form':<30}" + "".join(f"{f:>16}" for f in functions))
    worst = 0.0
    for form, row in table.items():
        cells = "".join(f"{row[f]:>8.3f} ({row[f] / peer[f]:4.2f}x)" for f in functions)
        print(f"  {form:<30}{cells}")
        worst = max(worst, *(row[f] / peer[f] for f in functions))
    print(f"  slowest form against the list of counts: {worst:.2f}x (issue 11 asks at most 2x)")


if __name__ == "__main__":
    main()
