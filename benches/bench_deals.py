"""Deals a second: ``hupai.batch.deals`` (four players, 13 tiles and one more for the dealer,
the 136-tile wall of ``hupai.rules.TUIDAO``, no flowers) on one core and on all, beside
NumPy's ``Generator.permuted`` shuffling an (n, 136) array row by row in the same process
(a shuffle only: no hands counted), printing deals/s and the ratios.

    python benches/bench_deals.py              # 2,000,000 deals a run
    python benches/bench_deals.py --deals 200000

Each run deals new seeds, and its outputs (about 240 bytes a deal) are far larger than the
caches, so the timings are cache-cold for the outputs; best of ``--repeat`` runs, by turns.
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable

# numpy's BLAS threads busy-wait on the second core after start-up; nothing here uses BLAS.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import hupai  # noqa: E402
from hupai.batch import deals  # noqa: E402
from hupai.walls import rule_set_tiles  # noqa: E402

RULES = hupai.rules.TUIDAO


def best_rate(runs: list[Callable[[int], object]], n: int, repeat: int) -> list[float]:
    """Deals a second of each run (called with a fresh seed), the best of ``repeat``, by turns
    so that a shared machine's slow spells fall on all alike."""
    best = [float("inf")] * len(runs)
    for r in range(repeat):
        for i, run in enumerate(runs):
            start = time.perf_counter()
            run(1000 * r + i)
            best[i] = min(best[i], time.perf_counter() - start)
    return [n / b for b in best]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2_000_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    n = args.deals
    wall = np.array(rule_set_tiles(RULES), dtype=np.uint8)
    assert wall.size == 136
    walls = np.broadcast_to(wall, (n, wall.size))

    def one_core(seed: int) -> object:
        return deals(n, RULES, seed=seed, threads=1)

    def all_cores(seed: int) -> object:
        return deals(n, RULES, seed=seed)

    def numpy_permuted(seed: int) -> object:
        return np.random.default_rng(seed).permuted(walls, axis=1)

    one, every, permuted = best_rate([one_core, all_cores, numpy_permuted], n, args.repeat)
    cores = os.cpu_count() or 1
    print(f"{n:,} four-player deals of a 136-tile wall ({RULES.name}), best of {args.repeat}")
    print(f"  hupai.batch.deals, threads=1      {one / 1e6:8.2f} M deals/s")
    print(f"  hupai.batch.deals, {cores} cores       {every / 1e6:8.2f} M deals/s")
    print(f"  numpy Generator.permuted, 1 core  {permuted / 1e6:8.2f} M shuffles/s")
    print(f"  ratio one core / numpy            {one / permuted:8.1f}x")
    print(f"  ratio all cores / numpy           {every / permuted:8.1f}x")
    print(f"  ratio all cores / one core        {every / one:8.1f}x")


if __name__ == "__main__":
    main()
