"""MCR scoring on the engine: :func:`score` is ``hupai.score``. It reads the call as the
reference does (:func:`hupai.scoring.read_score_request`) and scores in Rust; the reference
scorer (:mod:`hupai.reference.mcr`) gives the same scores, as the tests check."""

from __future__ import annotations

from typing import Any

from hupai import _core
from hupai.rules.ruleset import MCR, McrRuleSet, RuleSet, check_rules
from hupai.rules.two_player import Mcr2pRuleSet
from hupai.scoring.local_request import local_keywords, mcr_reads_not
from hupai.scoring.request import ScoreRequest, not_winning, read_score_request
from hupai.scoring.result import MINIMUM, FanCount, Score

__all__ = ["general_score", "native_table", "score", "score_checked", "score_request"]

_KINDS = {"chow": 0, "pung": 1, "kong": 2}
#: Fan-count objects are made ahead for counts up to this (flowers reach 8).
_COUNTS_AHEAD = 8
#: The tables of the MCR fan table by the option, shared by every rule set that has it.
_MCR_TABLES: dict[bool, _core.McrTable] = {}


def native_table(rules: object) -> _core.McrTable:
    """The engine's copy of ``rules`` (points, exclusions, options and the result objects):
    shared by every rule set with MCR's fans, else made once per rule set and kept on it, so
    that it lives as long as the rule set. OptionError if ``rules`` is not a RuleSet."""
    rules = check_rules(rules)
    if not isinstance(rules, McrRuleSet):
        from hupai.errors import OptionError

        raise OptionError(f"{rules.name} is not scored by MCR's engine")
    held = rules.__dict__.get("_engine_table")
    if held is not None:
        return held  # type: ignore[no-any-return]
    standard = rules.has_mcr_tables()
    option = rules.concealed_and_melded_kong
    table = _MCR_TABLES.get(option) if standard else None
    if table is None:
        table = _make_table(rules)
        if standard:
            _MCR_TABLES[option] = table
    object.__setattr__(rules, "_engine_table", table)
    return table


def _make_table(rules: McrRuleSet) -> _core.McrTable:
    fans = [None, *rules.fans]
    counted = [[FanCount(f, c) for c in range(1, _COUNTS_AHEAD + 1)] if f else [] for f in fans]
    made: list[list[object]] = [[None, *row] if row else [] for row in counted]
    # PyMahjongGB's answer items, for the drop-in (hupai.compat.mahjonggb).
    plain = [[None, *((f.total, f.zh) for f in row)] if row else [] for row in counted]
    verbose = [
        [None, *((f.points, f.count, f.zh, f.en) for f in row)] if row else [] for row in counted
    ]
    return _core.McrTable(
        rules.points(),
        [(fan, list(out)) for fan, out in rules.exclusion_order],
        rules.concealed_and_melded_kong,
        MINIMUM,
        made,
        fans,
        FanCount,
        plain,
        verbose,
        rules,
    )


def score_request(request: ScoreRequest, rules: RuleSet = MCR) -> Score:
    """The score of ``request``, checked again as :func:`hupai.score` checks a
    :class:`ScoreRequest` (so that one made by hand, or changed with ``_replace``, is refused
    with its input error); rules: the rule set (None: MCR).

    Raises:
        NotWinningError: the hand does not win; and the input errors of
            :func:`hupai.scoring.read_score_request`.
    """
    return score_checked(read_score_request(request), check_rules(rules))


def score_checked(request: ScoreRequest, rules: RuleSet) -> Score:
    """The score of a request :func:`hupai.scoring.read_score_request` made (the engine checks
    it again, as a safety net); NotWinningError when the hand does not win."""
    melds = [(_KINDS[m.kind], m.tiles[0], m.concealed) for m in request.melds]
    flags = (request.self_drawn, request.last_copy, request.kong, request.last_tile)
    found = _core.mcr_score(
        native_table(rules), list(request.standing), request.win_tile, melds, request.melds,
        flags, request.seat_wind, request.prevalent_wind, request.flowers,
    )  # fmt: skip
    if found is None:
        raise not_winning(request)
    return found


def general_score(
    hand: Any,
    win_tile: Any,
    melds: Any,
    self_drawn: Any,
    last_copy: Any,
    kong: Any,
    last_tile: Any,
    seat_wind: Any,
    prevalent_wind: Any,
    flowers: Any,
    rules: Any,
    **situation: Any,
) -> Score:
    """``hupai.score`` for every call the engine does not read itself: read and checked as the
    reference does, then scored by the engine. None stands for each argument's default; the
    arguments come from the engine as given, to be checked here, so their types are Any.
    A local rule set's call goes to :func:`hupai.scoring.local_engine.score_local`, a
    two-player one's to :func:`hupai.scoring.mcr2p_engine.score_two_player`."""
    checked = check_rules(rules)
    if isinstance(checked, Mcr2pRuleSet):
        from hupai.scoring.mcr2p_engine import score_two_player

        return score_two_player(
            checked, hand, win_tile=win_tile, melds=melds, self_drawn=self_drawn,
            last_copy=last_copy, kong=kong, last_tile=last_tile, seat_wind=seat_wind,
            prevalent_wind=prevalent_wind, flowers=flowers, **situation,
        )  # fmt: skip
    if not isinstance(checked, McrRuleSet):
        from hupai.rules.local import LocalRuleSet
        from hupai.scoring.local_engine import score_local

        if not isinstance(checked, LocalRuleSet):
            from hupai.errors import OptionError

            raise OptionError(f"rules={checked!r} is neither an MCR nor a local rule set")
        mcr = dict(
            self_drawn=self_drawn, last_copy=last_copy, kong=kong, last_tile=last_tile,
            seat_wind=seat_wind, prevalent_wind=prevalent_wind, flowers=flowers,
        )  # fmt: skip
        given = local_keywords(mcr, situation)
        return score_local(checked, hand, win_tile=win_tile, melds=melds, **given)
    if situation:
        raise mcr_reads_not(checked.name, situation)
    # read_score_request reads None as each option's default, as hupai.score documents.
    request = read_score_request(
        hand, win_tile=win_tile, melds=melds, self_drawn=self_drawn, last_copy=last_copy,
        kong=kong, last_tile=last_tile, seat_wind=seat_wind, prevalent_wind=prevalent_wind,
        flowers=flowers,
    )  # fmt: skip
    return score_checked(request, checked)


#: ``hupai.score``: the engine reads the common call itself.
score = _core.score
