"""The reference MCR scorer against PyMahjongGB 1.4.0, an independent implementation, on
50,000 generated winning hands (tests/mcr_hands.py: every fan at least 50 times, every kind
of meld, all flags and winds): the same fans with the same counts on every hand."""

from __future__ import annotations

from collections import Counter

import pytest
from mcr_hands import hands

import hupai
from hupai.reference.mcr.score import score_request
from hupai.rules import mcr

MahjongGB = pytest.importorskip("MahjongGB")

SEED = 20261130
COUNT = 50_000


def test_reference_scorer_agrees_with_pymahjonggb() -> None:
    disagreements = []
    fans: Counter[str] = Counter()
    for hand in hands(COUNT, SEED):
        theirs = {
            zh: count
            for _points, count, zh, _en in MahjongGB.MahjongFanCalculator(
                **hand.gb_args(), verbose=True
            )
        }
        ours = {f.zh: f.count for f in score_request(hand.request()).fans}  # type: ignore[arg-type]
        fans.update(ours)
        if ours != theirs:
            disagreements.append((hand, ours, theirs))
    assert disagreements[:5] == []
    assert min(fans[fan.zh] for fan in mcr.FANS) >= 50


def test_not_a_winning_hand() -> None:
    with pytest.raises(hupai.NotWinningError, match="won on 2z is not a winning hand"):
        hupai.reference.score("123m456p789s1123z", win_tile="2z")
