"""The check that the engine's two-player score of a hand is the reference's
(hupai.reference.mcr2p), shared by the properties that compare them on generated hands."""

from __future__ import annotations

from hupai.reference.mcr2p import score_request as reference_score
from hupai.rules.two_player import Mcr2pRuleSet
from hupai.scoring.mcr2p_engine import score_two_player_request
from hupai.scoring.mcr2p_request import TwoPlayerRequest


def fans_of(score: object) -> list[tuple[int, int]]:
    """A score's fans as (table id, count), in table order."""
    return [(f.id, f.count) for f in score.fans]  # type: ignore[attr-defined]


def agree(request: TwoPlayerRequest, rules: Mcr2pRuleSet) -> None:
    """Engine and reference give ``request`` under ``rules`` the same fans with counts, total,
    minimum, points and flags, and the same reading unless the fans leave the choice to the
    order the readings are found in (shared decision 4's last step)."""
    engine = score_two_player_request(request, rules)
    reference = reference_score(request, rules)
    assert fans_of(engine) == fans_of(reference), request
    assert (engine.total, engine.meets_minimum, engine.points) == (
        reference.total, reference.meets_minimum, reference.points,
    ), request  # fmt: skip
    assert (engine.self_drawn, engine.kong, engine.rules) == (
        reference.self_drawn, reference.kong, reference.rules,
    )  # fmt: skip
    d, r = engine.decomposition, reference.decomposition
    assert d is not None and r is not None
    if d != r:
        # Equal fans from another reading: the last step of the choice, the order found.
        assert sorted(d.melds, key=str) != sorted(r.melds, key=str) or d.pair != r.pair, request
