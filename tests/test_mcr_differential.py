"""The engine's and the reference's MCR scorers against PyMahjongGB 1.4.0, an independent
implementation, on 50,000 generated winning hands (tests/mcr_hands.py: every fan at least 50
times, every kind of meld, all flags and winds): the same fans with the same counts and the
same total on every hand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest
from mcr_hands import Hand, hands
from sizes import LONG
from sizes import hands as hands_count

import hupai
from hupai.reference.mcr.score import score_request as reference_score
from hupai.rules import mcr
from hupai.scoring import ScoreRequest
from hupai.scoring.engine import score_request as engine_score
from hupai.scoring.result import Score

MahjongGB = pytest.importorskip("MahjongGB")

SEED = 20261130
#: The long run scores 50,000 hands, in which every fan comes up at least 50 times; the quick
#: one the first 1,000 of them (the engine) and 300 (the slower reference).
COUNT = hands_count(50_000, 1_000)
REFERENCE_COUNT = hands_count(50_000, 300)


Fans = dict[str, int]


@pytest.fixture(scope="module")
def cases() -> list[tuple[Hand, Fans, int]]:
    """The hands with PyMahjongGB's fans (Chinese name: count) and total."""
    out = []
    for hand in hands(COUNT, SEED):
        found = MahjongGB.MahjongFanCalculator(**hand.gb_args(), verbose=True)
        theirs = {zh: count for _points, count, zh, _en in found}
        out.append((hand, theirs, sum(points * count for points, count, _, _ in found)))
    return out


def _disagreements(
    cases: list[tuple[Hand, Fans, int]], scorer: Callable[[ScoreRequest], Score]
) -> tuple[list[object], Counter[str]]:
    found: list[object] = []
    fans: Counter[str] = Counter()
    for hand, theirs, total in cases:
        score = scorer(hand.request())
        ours = {f.zh: f.count for f in score.fans}
        fans.update(ours)
        if ours != theirs or score.total != total:
            found.append((hand, ours, theirs))
    return found, fans


def _every_fan_comes_up(fans: Counter[str]) -> None:
    if LONG:
        assert min(fans[fan.zh] for fan in mcr.FANS) >= 50
    else:
        assert len(fans) > 60


def test_reference_scorer_agrees_with_pymahjonggb(cases: list[tuple[Hand, Fans, int]]) -> None:
    disagreements, fans = _disagreements(cases[:REFERENCE_COUNT], reference_score)
    assert disagreements[:5] == []
    _every_fan_comes_up(fans)


def test_engine_scorer_agrees_with_pymahjonggb(cases: list[tuple[Hand, Fans, int]]) -> None:
    disagreements, fans = _disagreements(cases, engine_score)
    assert disagreements[:5] == []
    _every_fan_comes_up(fans)


def test_not_a_winning_hand() -> None:
    with pytest.raises(hupai.NotWinningError, match="won on 2z is not a winning hand"):
        hupai.reference.score("123m456p789s1123z", win_tile="2z")
