"""The engine's shuffle has no position bias: over many shuffles of a 136-tile wall (a fixed
seed for each, so the test is the same every run), the position each starting position ends
at is uniform by a chi-square test at the 0.1% level; and the same test at the same size
rejects the classic biased shuffle (swap each position with any position), so that it has
the power to see a bias.

scipy is no dependency: the chi-square survival function is Wilson and Hilferty's (1931)
normal approximation, (X/k)^(1/3) close to normal with mean 1 - 2/(9k) and variance 2/(9k),
at these degrees of freedom (135 a row, 135^2 the whole table) within 1% of the exact
value at the 0.1% point (test_the_survival_function)."""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt
from sizes import hands

from hupai import _core
from hupai.walls import deal_seed

N = 136
#: Shuffles: CI's 200,000 in the long run, 20,000 (about 147 a cell) in the quick one.
SHUFFLES = hands(200_000, 20_000)
LEVEL = 0.001


def chi2_sf(x: float, k: int) -> float:
    """P(X >= x) for X chi-square with k degrees of freedom (Wilson-Hilferty)."""
    z = ((x / k) ** (1 / 3) - (1 - 2 / (9 * k))) / math.sqrt(2 / (9 * k))
    return 0.5 * math.erfc(z / math.sqrt(2))


def _table(orders: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """The 136 x 136 contingency: row i, column k counts the shuffles moving position i to k."""
    ends = np.broadcast_to(np.arange(N), orders.shape)
    return np.bincount((orders * N + ends).ravel(), minlength=N * N).reshape(N, N)


def _p_values(table: npt.NDArray[np.int64]) -> tuple[float, float]:
    """The whole table's p-value and the worst row's, Bonferroni-corrected over the rows.

    A row is a multinomial (each shuffle moves its position to one end), so its Pearson
    statistic is chi-square with N - 1 df. The whole table's is not chi-square with (N - 1)^2
    df as an independent table's would be: a shuffle puts exactly one tile in each row and
    column, and the covariance of a uniform permutation matrix is 1/(N - 1) times the
    projection onto the matrices whose rows and columns sum to 0 (dimension (N - 1)^2), so
    the statistic tends to N/(N - 1) times a chi-square with (N - 1)^2 df (mean N(N - 1))."""
    expected = table.sum() / (N * N)
    cells = (table - expected) ** 2 / expected
    whole = chi2_sf(float(cells.sum()) * (N - 1) / N, (N - 1) ** 2)
    worst = min(chi2_sf(float(row), N - 1) for row in cells.sum(axis=1))
    return whole, min(1.0, worst * N)


def test_the_survival_function() -> None:
    # The exact 0.1% points (the regularized upper incomplete gamma function, computed with
    # mpmath to 12 digits): 135 df 191.5196, 1000 df 1143.917, 18225 df 18820.688; and the
    # exact P(X >= 135) at 135 df, 0.483813.
    assert abs(chi2_sf(191.5196, 135) - 0.001) < 0.00001
    assert abs(chi2_sf(1143.917, 1000) - 0.001) < 0.000002
    assert abs(chi2_sf(18820.688, 18225) - 0.001) < 0.000001
    assert abs(chi2_sf(135.0, 135) - 0.483813) < 0.00001


def test_no_position_bias() -> None:
    orders = np.array(
        [_core.shuffle_order(N, deal_seed(2024, i)) for i in range(SHUFFLES)], dtype=np.int64
    )
    table = _table(orders)
    assert (table.sum(axis=0) == SHUFFLES).all() and (table.sum(axis=1) == SHUFFLES).all()
    whole, worst_row = _p_values(table)
    assert whole > LEVEL, whole
    assert worst_row > LEVEL, worst_row


def test_the_test_sees_the_classic_bias() -> None:
    # Swapping each position with any of the 136 (not one at or below it) favours some ends.
    rng = np.random.default_rng(7)
    orders = np.tile(np.arange(N), (SHUFFLES, 1))
    rows = np.arange(SHUFFLES)
    for i in range(N):
        j = rng.integers(0, N, size=SHUFFLES)
        orders[rows, i], orders[rows, j] = orders[rows, j], orders[rows, i].copy()
    whole, _ = _p_values(_table(orders))
    assert whole < LEVEL, whole
