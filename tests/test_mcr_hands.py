"""The generated MCR hands that the differential test against PyMahjongGB will use: every one
is a win PyMahjongGB accepts, and every fan comes up at least 50 times in 50,000 of them."""

from __future__ import annotations

from collections import Counter

import pytest
from mcr_hands import hands

from hupai.rules import mcr

MahjongGB = pytest.importorskip("MahjongGB")

SEED = 20261130
COUNT = 50_000


@pytest.mark.long
def test_every_hand_wins_and_every_fan_comes_up() -> None:
    seen: Counter[str] = Counter()
    for hand in hands(COUNT, SEED):
        for _points, _count, zh, _en in MahjongGB.MahjongFanCalculator(
            **hand.gb_args(), verbose=True
        ):
            seen[zh] += 1
    rare = {fan.zh: seen[fan.zh] for fan in mcr.FANS if seen[fan.zh] < 50}
    assert rare == {}


def test_the_same_seed_gives_the_same_hands() -> None:
    assert hands(200, 7) == hands(200, 7)
    assert hands(200, 7) != hands(200, 8)
