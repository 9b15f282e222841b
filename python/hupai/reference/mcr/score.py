"""The reference MCR scorer: every fan of a winning hand, the way the rule book and the
reference engine (PyMahjongGB 1.4.0) count them.

How a hand is scored:

1. The win flags are made consistent with the hand (:func:`special_forms.correct_flags`).
2. A concealed hand is first tried as a special form, in the engine's order: seven pairs,
   honors and knitted tiles, thirteen orphans, knitted straight, nine gates; a hand with one
   declared meld as a knitted straight only. A special form that fits is the score, except
   plain Seven Pairs, which is weighed against the regular readings below.
3. Otherwise every regular decomposition is scored (:func:`regular_fans`) and the highest total
   counts (就高不就低). Between equal totals a later reading wins when it holds Pure Triple
   Chow or Triple Pung, or when the other is Seven Pairs, as the engine prefers.
4. Flowers are added last; they do not count toward the 8-point minimum.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from hupai.decomposition import Decomposition
from hupai.reference.decompose import decompositions_request
from hupai.reference.mcr import special_forms as special
from hupai.reference.mcr.exclusions import apply_exclusions
from hupai.reference.mcr.meld_fans import meld_fans
from hupai.reference.mcr.tile_fans import rank_fans, suit_fans, tile_hog, trait_fans
from hupai.reference.mcr.view import HandView, view
from hupai.reference.mcr.win_fans import (
    concealment_fans,
    outside_fans,
    pair_fans,
    unique_wait,
    wait_fans,
    wind_fans,
)
from hupai.rules.ruleset import MCR, McrRuleSet, RuleSet, check_rules
from hupai.scoring.local_request import local_keywords, mcr_reads_not
from hupai.scoring.request import ScoreRequest, not_winning
from hupai.scoring.result import FLOWER_TILES, Score, make_score

if TYPE_CHECKING:
    from collections.abc import Iterable

    from hupai._types import Flag, Int, MeldLike, TileLike, Tiles

__all__ = ["regular_fans", "score", "score_request"]

SEVEN_PAIRS, PURE_TRIPLE_CHOW, TRIPLE_PUNG, QUADRUPLE_CHOW = 19, 23, 32, 14
BIG_FOUR_WINDS, CHICKEN_HAND, PUNG_OF_TERMINALS_OR_HONORS = 1, 43, 73
# The fans that already left out the wind pungs' 幺九刻, so the winds take none off again.
WINDS_DEDUCTED = (38, 18, 11, 9)  # 三风刻 混幺九 字一色 小四喜
ALL_FORMS = ("regular", "seven_pairs", "thirteen_orphans", "honors_and_knitted", "knitted_straight")


def _points(fans: dict[int, int], rules: McrRuleSet) -> int:
    return sum(rules.fan(i).points * c for i, c in fans.items() if c > 0)


def _add(fans: dict[int, int], more: dict[int, int]) -> None:
    """Adds ``more`` to ``fans``; a fan given twice (Self-Drawn) is counted once."""
    for fan, count in more.items():
        fans[fan] = max(fans.get(fan, 0), count)


def _wind_fans(v: HandView, request: ScoreRequest, fans: dict[int, int]) -> None:
    """Prevalent and seat wind; each takes its pung's 幺九刻 off again (once for both when
    the two winds are the same) unless a fan already left it out."""
    winds = wind_fans(v, request.seat_wind, request.prevalent_wind)
    deducted = any(fans.get(f) for f in WINDS_DEDUCTED)
    if not deducted:
        same = request.seat_wind == request.prevalent_wind
        taken = len(winds) - (1 if same and len(winds) == 2 else 0)
        left = fans.get(PUNG_OF_TERMINALS_OR_HONORS, 0) - taken
        fans[PUNG_OF_TERMINALS_OR_HONORS] = max(left, 0)
    _add(fans, winds)


def regular_fans(
    d: Decomposition,
    request: ScoreRequest,
    flags: special.WinFlags,
    unique: bool,
    rules: McrRuleSet = MCR,
) -> dict[int, int]:
    """The fans of one regular decomposition, in the engine's order of steps, the last-step
    exclusions taken from ``rules``."""
    v = view(d, request.win_tile, flags.self_drawn)
    fans = special.win_flag_fans(flags)
    _add(fans, meld_fans(v.melds, v.pair if v.pair is not None else -1))
    _add(fans, concealment_fans(v, request.melds, flags.self_drawn))
    fans = pair_fans(v, fans)
    _add(fans, outside_fans(v))
    for tile_fan in (suit_fans, trait_fans, rank_fans):
        _add(fans, tile_fan(v.tiles))
    if not fans.get(QUADRUPLE_CHOW):
        _add(fans, tile_hog(v.tiles, sum(m.kind == "kong" for m in v.melds)))
    if unique:
        _add(fans, wait_fans(v, request.win_tile, unique))
    fans = apply_exclusions(fans, rules.exclusion_order)
    if not fans.get(BIG_FOUR_WINDS):
        _wind_fans(v, request, fans)
    fans = {f: c for f, c in fans.items() if c > 0}
    return fans or {CHICKEN_HAND: 1}


def _special(
    found: list[Decomposition], request: ScoreRequest, flags: special.WinFlags, tiles: Counter[int]
) -> tuple[dict[int, int], Decomposition | None] | None:
    """The fans of the special form the engine finds first, if any."""
    by_form = {d.form: d for d in found}
    if not request.melds:
        if "seven_pairs" in by_form:
            return special.seven_pairs_fans(tiles, request.win_tile, flags), by_form["seven_pairs"]
        if "honors_and_knitted" in by_form:
            return special.honors_and_knitted_fans(tiles, flags), by_form["honors_and_knitted"]
        if "thirteen_orphans" in by_form:
            return special.thirteen_orphans_fans(flags), by_form["thirteen_orphans"]
    if "knitted_straight" in by_form and len(request.melds) <= 1:
        d = by_form["knitted_straight"]
        v = view(d, request.win_tile, flags.self_drawn)
        assert d.pair is not None and v.melds
        fans = special.knitted_straight_fans(
            d.knitted, v.melds[0], d.pair, tiles, request.win_tile, flags,
            request.prevalent_wind, request.seat_wind,
        )  # fmt: skip
        return fans, d
    if not request.melds:
        nine = special.nine_gates_fans(tiles, request.win_tile, flags)
        if nine is not None:
            return nine, None
    return None


def score_request(request: ScoreRequest, rules: RuleSet = MCR) -> Score:
    """The MCR score of ``request``, checked again as :func:`hupai.scoring.read_score_request`
    checks a :class:`ScoreRequest` (one made by hand or changed with ``_replace`` is refused
    with its input error); rules: the rule set (None: MCR).

    Raises:
        NotWinningError: the hand is not a winning hand; and the input errors of
            ``read_score_request``.
    """
    from hupai.scoring.request import read_score_request

    return _score_checked(read_score_request(request), _mcr(check_rules(rules)))


def _mcr(rules: RuleSet) -> McrRuleSet:
    """``rules`` if MCR's scorer reads it; OptionError otherwise."""
    if isinstance(rules, McrRuleSet):
        return rules
    from hupai.errors import OptionError

    raise OptionError(f"{rules.name} is not scored by MCR's scorer: call score() with rules=")


def _score_checked(request: ScoreRequest, rules: McrRuleSet) -> Score:
    """The MCR score of a request ``read_score_request`` made."""
    standing = list(request.standing)
    standing[request.win_tile] += 1
    found = _decompose(standing, request)
    tiles = Counter({t: c for t, c in enumerate(standing) if c})
    declared = Counter(t for m in request.melds for t in m.tiles)
    given = special.WinFlags(request.self_drawn, request.last_copy, request.kong, request.last_tile)
    has_kong = any(m.kind == "kong" for m in request.melds)
    flags = special.correct_flags(given, tiles, declared, request.win_tile, has_kong)
    best: dict[int, int] = {}
    chosen: Decomposition | None = None
    seven_pairs = False
    form = _special(found, request, flags, tiles + declared)
    if form is not None:
        best, chosen = apply_exclusions(form[0], rules.exclusion_order), form[1]
        seven_pairs = bool(best.get(SEVEN_PAIRS))
    if form is None or seven_pairs:
        unique = unique_wait(request.standing, request.win_tile)
        # Without a special reading the first regular one is taken whatever its total (a
        # rule set may value fans at 0); after that only a higher total, or the tie rule.
        top = _points(best, rules) if form is not None else -1
        for d in (d for d in found if d.form == "regular"):
            fans = regular_fans(d, request, flags, unique, rules)
            total = _points(fans, rules)
            if total > top or (
                total == top
                and (fans.get(PURE_TRIPLE_CHOW) == 1 or seven_pairs or fans.get(TRIPLE_PUNG))
            ):
                best, chosen, top = fans, d, total
    if not best:
        raise not_winning(request)
    if request.flowers:
        best = {**best, FLOWER_TILES: request.flowers}
    return make_score(best, chosen, rules, self_drawn=request.self_drawn, kong=request.kong)


def _decompose(standing: list[int], request: ScoreRequest) -> list[Decomposition]:
    from hupai.decomposition import read_request

    checked = read_request(standing, 0, None, request.melds, ALL_FORMS, False, None)
    return decompositions_request(checked)


def score(
    hand: Tiles | ScoreRequest,
    *,
    win_tile: TileLike | None = None,
    melds: Iterable[MeldLike] | None = (),
    self_drawn: Flag | None = False,
    last_copy: Flag | None = False,
    kong: Flag | None = False,
    last_tile: Flag | None = False,
    seat_wind: TileLike | None = None,
    prevalent_wind: TileLike | None = None,
    flowers: Int | None = 0,
    rules: RuleSet | None = MCR,
    **situation: object,
) -> Score:
    """The score of a winning hand, by the reference scorer: MCR's, a local rule set's
    (:func:`hupai.reference.local.score_local`) or two-player MCR's
    (:func:`hupai.reference.mcr2p.score`).

    Args:
        hand: the standing tiles without the winning tile (any notation hupai reads), or an
            MCR hand string (``"[123m,1][EEEE]456p789s11z|EE0000|2"``) holding everything.
        win_tile, melds, self_drawn, last_copy, kong, last_tile, seat_wind, prevalent_wind,
            flowers: how the hand was won, as :func:`hupai.scoring.read_score_request` reads
            them (the winds None: East under MCR; a local rule set reads only those given).
        rules: the rule set (:data:`hupai.rules.MCR`, or it with other options, a
            :class:`hupai.rules.local.LocalRuleSet` or a two-player
            :class:`hupai.rules.two_player.Mcr2pRuleSet`; None: MCR).
        situation: the other rule sets' keywords (``void=``, ``indicator=``, ``ready=``,
            ``heavenly_hand=`` ...); under MCR each is an OptionError.

    Returns:
        A :class:`hupai.scoring.result.Score`: total, fans with counts, the decomposition
        scored and whether the hand reaches the rule set's minimum (MCR: 8 points without
        flowers).

    Raises:
        NotWinningError: not a winning hand; OptionError: a keyword the rule set does not
            read; and the input errors of ``read_score_request`` or ``read_local_request``.
    """
    from hupai.rules.local import LocalRuleSet
    from hupai.rules.two_player import Mcr2pRuleSet
    from hupai.scoring.request import read_score_request

    checked = check_rules(rules)
    if isinstance(checked, Mcr2pRuleSet):
        from hupai.reference.mcr2p import score as two_player_score

        # The two-player reader refuses an MCR ScoreRequest as it refuses any bad hand.
        return two_player_score(
            hand,  # type: ignore[arg-type]
            rules=checked, win_tile=win_tile, melds=melds, self_drawn=self_drawn,
            last_copy=last_copy, kong=kong, last_tile=last_tile, seat_wind=seat_wind,
            prevalent_wind=prevalent_wind, flowers=flowers, **situation,
        )  # fmt: skip
    if isinstance(checked, LocalRuleSet):
        from hupai.reference.local.score import score_local

        mcr = dict(
            self_drawn=self_drawn, last_copy=last_copy, kong=kong, last_tile=last_tile,
            seat_wind=seat_wind, prevalent_wind=prevalent_wind, flowers=flowers,
        )  # fmt: skip
        given = local_keywords(mcr, situation)
        return score_local(checked, hand, win_tile=win_tile, melds=melds, **given)
    if situation:
        raise mcr_reads_not(checked.name, situation)
    request = read_score_request(
        hand, win_tile=win_tile, melds=melds, self_drawn=self_drawn, last_copy=last_copy,
        kong=kong, last_tile=last_tile, seat_wind=seat_wind, prevalent_wind=prevalent_wind,
        flowers=flowers,
    )  # fmt: skip
    return _score_checked(request, _mcr(checked))
