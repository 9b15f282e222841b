"""Scoring under a local rule set on the engine: :func:`score_local` is ``hupai.score`` with
``rules=`` a :class:`~hupai.rules.local.LocalRuleSet` (红中, 四川, 推倒胡, seed 001's, a user's).

The call is read and checked by :func:`hupai.scoring.local_request.read_local_request` (the
reader the reference shares), then scored in Rust (rust/src/local): every reading of the hand
(local_rules.md 0.2), each fan's program run on the reading's features, the tally and the best
reading, with the GIL released. A rule set with custom fans (Python functions) takes the
slower path: the engine lists every reading with its features and the other fans' counts, the
functions are called on each :class:`~hupai.rules.reading.Reading`, and the tally and the
choice are made here by :mod:`hupai.rules.tally`, the semantics every path shares.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from hupai import _core
from hupai.errors import OptionError
from hupai.rules.reading import Reading
from hupai.rules.tally import Tally, best, exclusion_order, tally
from hupai.rules.vocabulary import FEATURES
from hupai.rules.wildcards import successor
from hupai.scoring.local_request import not_winning_local, read_local_request
from hupai.scoring.result import FanCount, make_four_ghost_score, make_local_score
from hupai.tiles._kinds import shown

if TYPE_CHECKING:
    from hupai.melds import Meld
    from hupai.rules.fan import Fan
    from hupai.rules.local import LocalRuleSet
    from hupai.scoring.local_request import LocalRequest
    from hupai.scoring.result import Score

__all__ = ["local_table", "score_local"]

_KINDS: Final = {"chow": 0, "pung": 1, "kong": 2}
#: The widest value, multiplier or offset the engine takes (its sums are then exact).
_WIDEST: Final = 2**31 - 1
_NAMES: Final = tuple(FEATURES)
#: Fan-count objects are made ahead for counts up to this (a count past it is made on use).
_COUNTS_AHEAD: Final = 8
#: Past any total the engine reaches (its sums are 128-bit): a minimum beyond compares alike.
_FAR: Final = 2**126
#: The flag bits of :func:`hupai.batch.score` under a local rule set, by the situation
#: keyword each stands for (ready: declared, or declared in the first turn).
_FLAG_BITS: Final = {
    "self_drawn": 1, "last_copy": 2, "kong": 4, "last_tile": 8, "kong_discard": 16,
    "ready": 32 | 64, "heavenly_hand": 128, "earthly_hand": 256,
}  # fmt: skip

#: The engine's arguments for a hand (see `_core.local_score`).
_Args = tuple[
    "_core.LocalTable", tuple[int, ...], int, int, bool, list[tuple[int, int, bool]],
    tuple[int, ...], int, "tuple[Meld, ...]",
]  # fmt: skip


def local_table(rules: LocalRuleSet) -> _core.LocalTable:
    """The engine's copy of ``rules``, made once and kept on it (pickling leaves it out).

    Raises:
        OptionError: a value, multiplier, offset or cap the engine cannot hold (beyond
            ±(2**31 - 1)), or a condition the engine refuses.
    """
    return _held(rules)[0]


def _held(rules: LocalRuleSet) -> tuple[_core.LocalTable, bool]:
    """The table and whether the rule set has custom fans, kept on the rule set together
    (asking each fan whether it is custom took longer than scoring a plain hand)."""
    held = rules.__dict__.get("_engine_table")
    if held is not None:
        return held  # type: ignore[no-any-return]
    made = (_make_table(rules), rules.custom)
    object.__setattr__(rules, "_engine_table", made)
    return made


def _fits(rules: LocalRuleSet, what: str, value: int) -> int:
    if not -_WIDEST <= value <= _WIDEST:
        raise OptionError(f"{rules.name}: {what} {shown(value)} is beyond ±{_WIDEST}")
    return value


def _make_table(rules: LocalRuleSet) -> _core.LocalTable:
    position = {f.id: i for i, f in enumerate(rules.fans)}
    fans = [
        (
            f.id,
            None if f.custom else f.counted().program(),
            _fits(rules, f"fan {f.id}'s value", f.value),
            _fits(rules, f"fan {f.id}'s multiplier", f.multiplier),
            [position[e] for e in f.excludes],
        )
        for f in rules.fans
    ]
    combine = rules.combine
    # A cap past 64 bits caps nothing a table of 32-bit values reaches in practice.
    cap = None if combine.cap is None else min(combine.cap, 2**63 - 1)
    offset = _fits(rules, "the offset", combine.offset)
    w = rules.wildcards
    claims = ("chow" in rules.claims, "pung" in rules.claims, "kong" in rules.claims)
    flags = sum(bit for name, bit in _FLAG_BITS.items() if name in rules.situations)
    successors = [successor(k, w.honor_cycle) for k in range(34)]
    rows = (
        rules.name, w.flipped, successors, w.jokers, claims, w.in_melds, rules.self_draw_only,
        rules.void, flags, "flowers" in rules.situations,
    )  # fmt: skip
    # What hupai.score's single call builds its Score from in Rust (make_local_score's parts).
    results = (
        [[None, *(FanCount(f, c) for c in range(1, _COUNTS_AHEAD + 1))] for f in rules.fans],
        FanCount, list(rules.fans), max(-_FAR, min(rules.minimum, _FAR)), sorted(rules.situations),
    )  # fmt: skip
    return _core.LocalTable(
        fans, (cap, combine.exponent, offset), list(rules.copies), list(w.fixed), w.itself,
        list(rules.forms), w.fifth_copy, w.any, rows, results,
    )  # fmt: skip


def _arguments(rules: LocalRuleSet, request: LocalRequest) -> _Args:
    """The engine's arguments for ``request``."""
    melds = [(_KINDS[m.kind], m.tiles[0], m.concealed) for m in request.melds]
    return (
        _held(rules)[0], request.standing, request.wildcards, request.win_tile,
        request.win_wildcard, melds, request.flags, request.flowers, request.melds,
    )  # fmt: skip


def score_local(
    rules: LocalRuleSet,
    hand: object,
    *,
    win_tile: object = None,
    melds: object = (),
    **situation: object,
) -> Score:
    """The score of a winning hand under the local rule set ``rules``.

    Args:
        hand, win_tile, melds, situation: as :func:`hupai.score` takes them for a local rule
            set (:func:`hupai.scoring.local_request.read_local_request` reads them).

    Returns:
        The :class:`hupai.scoring.result.Score` of the best reading: its fans (after
        exclusions) in table order, total (capped), uncapped total, points, the wildcards'
        kinds and the decomposition, and whether the rule set's minimum is met.

    Raises:
        NotWinningError: no reading of the hand wins (naming the hand).
        DecompositionLimitError: more than 100,000 decompositions (only a hand of many
            wildcards: eight flipped ghosts and few real tiles).
        OptionError: a custom fan whose function returns other than a bool or an int.
        KeyboardInterrupt: Ctrl-C during a long search.
        and the input errors of ``read_local_request``.
    """
    request = read_local_request(rules, hand, win_tile=win_tile, melds=melds, **situation)
    args = _arguments(rules, request)
    if _held(rules)[1]:
        return _score_slowly(rules, request, args)
    found = _core.local_score(*args)
    if found is None:
        if request.four_ghosts:
            return make_four_ghost_score(rules)
        raise not_winning_local(rules, request)
    fans, uncapped, total, points, decomposition, _, _ = found
    return _score(rules, request, Tally(fans, uncapped, total, points), decomposition)


def _score(rules: LocalRuleSet, request: LocalRequest, t: Tally, d: object) -> Score:
    self_drawn, kong_bloom, robbing_kong = request.flags[:3]
    return make_local_score(
        rules, t, d, self_drawn=bool(self_drawn), kong=bool(kong_bloom or robbing_kong),  # type: ignore[arg-type]
    )  # fmt: skip


def custom_count(fan: Fan, reading: Reading) -> int:
    """How many times the custom ``fan`` counts on ``reading``: its function's answer, True
    1, False 0, or a count, never below 0; OptionError for any other answer."""
    return fan.custom_count(reading)


def _score_slowly(rules: LocalRuleSet, request: LocalRequest, args: _Args) -> Score:
    """The slower path: every reading from the engine, the custom fans counted on each."""
    decompositions, listed = _core.local_readings(*args)
    custom = [(i, f) for i, f in enumerate(rules.fans) if f.custom]
    order = exclusion_order(rules)
    tallies: list[Tally] = []
    for d, win, group, features, counts, tiles in listed:
        decomposition = decompositions[d]
        reading = Reading(
            decomposition, win, group, tiles, request.physical,
            MappingProxyType(dict(zip(_NAMES, features, strict=True))),
        )  # fmt: skip
        for i, f in custom:
            counts[i] = custom_count(f, reading)
        tallies.append(tally(rules, counts, order))
    chosen = best(zip(tallies, (decompositions[r[0]].wildcards for r in listed), strict=True))
    if chosen is None:
        if request.four_ghosts:
            return make_four_ghost_score(rules)
        raise not_winning_local(rules, request)
    return _score(rules, request, tallies[chosen], decompositions[listed[chosen][0]])
