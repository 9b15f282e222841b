"""MCR scoring on the engine: :func:`score` is ``hupai.score``. It reads the call as the
reference does (:func:`hupai.scoring.read_score_request`) and scores in Rust; the reference
scorer (:mod:`hupai.reference.mcr`) gives the same scores, as the tests check."""

from __future__ import annotations

from hupai import _core
from hupai.rules.ruleset import MCR, RuleSet, check_rules
from hupai.scoring.request import ScoreRequest, not_winning, read_score_request
from hupai.scoring.result import Score, make_score

__all__ = ["native_table", "score", "score_request"]

_KINDS = {"chow": 0, "pung": 1, "kong": 2}
_TABLES: dict[int, tuple[RuleSet, _core.McrTable]] = {}


def native_table(rules: RuleSet) -> _core.McrTable:
    """The engine's copy of ``rules``' points and exclusions, built once per rule set."""
    held = _TABLES.get(id(rules))
    if held is None or held[0] is not rules:
        table = _core.McrTable(
            rules.points(),
            [(fan, list(out)) for fan, out in rules.exclusion_order],
            rules.concealed_and_melded_kong,
        )
        held = _TABLES[id(rules)] = (rules, table)
    return held[1]


def score_request(request: ScoreRequest, rules: RuleSet = MCR) -> Score:
    """The score of a checked request; NotWinningError when the hand does not win."""
    melds = [(_KINDS[m.kind], m.tiles[0], m.concealed) for m in request.melds]
    flags = (request.self_drawn, request.last_copy, request.kong, request.last_tile)
    found = _core.mcr_score(
        native_table(rules), list(request.standing), request.win_tile, melds, request.melds,
        flags, request.seat_wind, request.prevalent_wind, request.flowers,
    )  # fmt: skip
    if found is None:
        raise not_winning(request)
    fans, decomposition = found
    return make_score(dict(fans), decomposition, rules)


def score(
    hand: object,
    *,
    win_tile: object = None,
    melds: object = (),
    self_drawn: object = False,
    last_copy: object = False,
    kong: object = False,
    last_tile: object = False,
    seat_wind: object = "E",
    prevalent_wind: object = "E",
    flowers: object = 0,
    rules: RuleSet = MCR,
) -> Score:
    """The MCR score (算番) of a winning hand: every fan, with counts, and the total.

    Fans and principles are those of the Chinese Official rules (the MCR "Green Book"), as
    PyMahjongGB 1.4.0 applies them (docs/mcr-scoring.md); the fans are listed in
    docs/mcr-fans.md.

    Args:
        hand: the standing tiles without the winning tile (any notation hupai reads: a string
            such as ``"123m456p"``, tile indices, or 34 counts), or an MCR hand string
            (``"[123m,1][EEEE]456p789sCC|EE0000|2"``) holding everything, in which case no
            other argument may be given.
        win_tile: the winning tile (index 0-33 or a name such as ``"5p"``).
        melds: the declared melds (副露), each a :class:`hupai.Meld` or what
            :func:`hupai.meld` reads; a chow's or pung's ``offer`` says whose discard it was.
        self_drawn: won by drawing (自摸) rather than on a discard.
        last_copy: the winning tile is the last of its four copies (和绝张).
        kong: self-drawn, the replacement tile after a kong (杠上开花); on a discard, robbing
            a kong (抢杠和).
        last_tile: the last tile of the wall (妙手回春 self-drawn, 海底捞月 on a discard).
        seat_wind, prevalent_wind: the seat and round winds (门风, 圈风): "E", "S", "W", "N",
            "1z"-"4z" or 27-30.
        flowers: the flower tiles held (花牌), 0-8; each adds a point but not toward the
            8-point minimum.
        rules: the rule set: :data:`hupai.rules.MCR` or it with other options.

    Returns:
        A :class:`hupai.scoring.Score`: ``total`` (points, flowers included), ``fans`` (each
        with id, Chinese and English names, points and count, in the fan table's order),
        ``decomposition`` (the reading scored, declared melds first; None for Nine Gates) and
        ``meets_minimum`` (8 points without flowers, 起和番).

    Raises:
        NotWinningError: the hand does not win.
        HandSizeError, TileCountError, MeldError, SituationError, NotationError,
        UnknownTileError, OptionError: bad input (all ``hupai.HupaiError`` and ``ValueError``).
    """
    request = read_score_request(
        hand, win_tile=win_tile, melds=melds, self_drawn=self_drawn, last_copy=last_copy,
        kong=kong, last_tile=last_tile, seat_wind=seat_wind, prevalent_wind=prevalent_wind,
        flowers=flowers,
    )  # fmt: skip
    return score_request(request, check_rules(rules))
