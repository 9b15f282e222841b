"""Two-player MCR scoring on the engine (国标二人麻将, mcr2p.md): a checked
:class:`~hupai.scoring.mcr2p_request.TwoPlayerRequest` scored in Rust under a
:class:`~hupai.rules.two_player.Mcr2pRuleSet`, to the same :class:`Score` that the
reference scorer makes with :func:`hupai.scoring.result.make_two_player_score`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from hupai import _core
from hupai.rules.two_player import Mcr2pRuleSet
from hupai.scoring.mcr2p_request import (
    TwoPlayerRequest,
    not_winning_two_player,
    read_two_player_call,
)
from hupai.scoring.mcr2p_situation import refusals
from hupai.scoring.result import FanCount, Score

if TYPE_CHECKING:
    from hupai._types import Tiles

__all__ = ["native_table", "score_two_player", "score_two_player_request"]

#: Fan-count objects are made ahead for counts up to this (flowers reach 8).
_COUNTS_AHEAD: Final = 8


def native_table(rules: object) -> _core.Mcr2pTable:
    """The engine's copy of a two-player rule set (points, predicates, exclusions, the minimum,
    the result objects and the words refusing a flag whose fan it lacks), made once and kept
    on the rule set, so that it lives as long as the rule set. OptionError if ``rules`` is not
    an :class:`Mcr2pRuleSet`."""
    if not isinstance(rules, Mcr2pRuleSet):
        from hupai.errors import OptionError

        raise OptionError(f"{rules!r} is not a two-player rule set (an Mcr2pRuleSet)")
    held = rules.__dict__.get("_engine_table")
    if held is None:
        held = _make_table(rules)
        # Frozen: the table is a cache, not a field (Mcr2pRuleSet.__getstate__ leaves it out).
        object.__setattr__(rules, "_engine_table", held)
    return held


def _make_table(rules: Mcr2pRuleSet) -> _core.Mcr2pTable:
    fans = [None, *rules.fans]
    made = [
        [None, *(FanCount(f, c) for c in range(1, _COUNTS_AHEAD + 1))] if f else [] for f in fans
    ]
    return _core.Mcr2pTable(
        rules.points(),
        [0, *(f.predicate for f in rules.fans)],
        [[], *(list(f.excludes) for f in rules.fans)],
        rules.min_points,
        made,
        fans,
        FanCount,
        rules,
        refusals(rules),
    )


def score_two_player_request(request: TwoPlayerRequest, rules: Mcr2pRuleSet) -> Score:
    """The score of a checked two-player request under ``rules`` (mcr2p.md 4-5): the fans of
    the reading shown, with counts, in table order, the total (flowers included), the reading
    (declared melds first) and whether ``rules.min_points`` is met without the flowers.

    Which flag combinations can happen (mcr2p.md 3) is checked where the request is made
    (:func:`~hupai.scoring.mcr2p_request.read_two_player_request`); the engine checks the
    shapes again (ArrayShapeError, TileCountError, HandSizeError, MeldError,
    UnknownTileError for a 筒 or 条 tile, SituationError for a seat other than East or West).

    Raises:
        NotWinningError: the hand wins in no reading.
        OptionError: ``rules`` is not an :class:`Mcr2pRuleSet`.
    """
    (standing, win_tile, melds, self_drawn, last_copy, kong, last_tile, seat_wind, ready,
     heavenly, earthly, human, flowers) = request  # fmt: skip
    # The table kept on the rule set, looked up here: a call costs about a microsecond.
    table = rules.__dict__.get("_engine_table") if isinstance(rules, Mcr2pRuleSet) else None
    # The melds' shapes are read from the Meld objects by the engine (None).
    found = _core.mcr2p_score(
        table or native_table(rules), standing, win_tile, None, melds,
        (self_drawn, last_copy, kong, last_tile), seat_wind, ready, (heavenly, earthly, human),
        flowers,
    )  # fmt: skip
    if found is None:
        raise not_winning_two_player(request)
    return found


def score_two_player(rules: Mcr2pRuleSet, hand: Tiles | TwoPlayerRequest, **given: Any) -> Score:
    """``hupai.score(hand, rules=rules, **given)`` under a two-player rule set: read and
    checked by :func:`~hupai.scoring.mcr2p_request.read_two_player_request` (None for each
    keyword's default), then scored by the engine; its errors, and NotWinningError."""
    return score_two_player_request(read_two_player_call(hand, rules, given), rules)
