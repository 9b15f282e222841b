"""The engine's MCR scorer against the reference scorer: the same Score (total, fans with
counts, decomposition, minimum) on generated hands with any situation, the same error on
hands that do not win, and both rule-set options."""

from __future__ import annotations

import dataclasses
import gc
import random
import weakref

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mcr_hands import Hand, batch_columns, generate
from sizes import examples

import hupai
import hupai.batch
from hupai.reference.mcr.score import score_request as reference_score
from hupai.rules import MCR, McrRuleSet, RuleSet
from hupai.scoring import read_score_request
from hupai.scoring.engine import score_request as engine_score

WINDS = st.sampled_from((27, 28, 29, 30))


@st.composite
def hands(draw: st.DrawFn) -> Hand:
    """A generated winning hand (every theme and special form) in any situation."""
    rng = random.Random(draw(st.integers(0, 2**64)))
    hand = None
    while hand is None:
        hand = generate(rng)
    return dataclasses.replace(
        hand,
        self_drawn=draw(st.booleans()), last_copy=draw(st.booleans()), kong=draw(st.booleans()),
        last_tile=draw(st.booleans()), seat_wind=draw(WINDS), prevalent_wind=draw(WINDS),
        flowers=draw(st.integers(0, 8)),
    )  # fmt: skip


def _outcome(scorer: object, request: object, rules: object = MCR) -> object:
    try:
        return scorer(request, rules)  # type: ignore[operator]
    except hupai.NotWinningError as err:
        return ("NotWinningError", str(err))


@settings(max_examples=examples(2000), deadline=None)
@given(hands(), st.booleans())
def test_engine_scores_as_the_reference(hand: Hand, extension: bool) -> None:
    rules = MCR.with_options(concealed_and_melded_kong=extension)
    request = hand.request()
    assert engine_score(request, rules) == reference_score(request, rules)


@settings(max_examples=examples(1000), deadline=None)
@given(hands(), st.integers(0, 33))
def test_engine_and_reference_agree_on_another_winning_tile(hand: Hand, tile: int) -> None:
    # Most such hands do not win; both must say so in the same words, or score alike.
    held = sum(1 for t in hand.standing if t == tile)
    held += sum(1 for _, tiles, _, _ in hand.melds for t in tiles if t == tile)
    if held >= 4:
        return
    request = read_score_request(
        hand.standing, win_tile=tile, melds=hand.hupai_melds(), **hand.situation()
    )
    assert _outcome(engine_score, request) == _outcome(reference_score, request)


@st.composite
def rule_sets(draw: st.DrawFn) -> RuleSet:
    """MCR's fans at other points (0 often, flowers too) and its exclusion rules in another
    order, some left out: what a local rule set may do."""
    points = st.one_of(st.just(0), st.integers(0, 12))
    fans = tuple(f._replace(points=draw(points)) if draw(st.booleans()) else f for f in MCR.fans)
    order = list(MCR.exclusion_order)
    draw(st.randoms(use_true_random=False)).shuffle(order)
    kept = tuple(rule for rule in order if draw(st.integers(0, 4)))
    return McrRuleSet("local", fans, kept, draw(st.booleans()))


@settings(max_examples=examples(1000), deadline=None)
@given(hands(), rule_sets())
def test_engine_scores_as_the_reference_under_any_rule_set(hand: Hand, rules: RuleSet) -> None:
    # Totals, the minimum (flowers at their rule-set points) and the readings chosen, with
    # fans worth 0 and exclusions in any order; the public call and the batch agree.
    request = hand.request()
    want = _outcome(reference_score, request, rules)
    assert _outcome(engine_score, request, rules) == want
    assert hupai.score(hand.standing, win_tile=hand.win_tile, melds=hand.hupai_melds(),
                       rules=rules, **hand.situation()) == want  # fmt: skip
    totals, _ = hupai.batch.score(**batch_columns([hand]), rules=rules)
    assert int(totals[0]) == want.total  # type: ignore[union-attr]


def _one_fan_at(fan_id: int, points: int) -> RuleSet:
    """MCR with one fan at other points."""
    fans = tuple(f._replace(points=points) if f.id == fan_id else f for f in MCR.fans)
    return McrRuleSet(f"fan {fan_id} at {points}", fans, MCR.exclusion_order)


def test_fans_worth_nothing_still_win() -> None:
    # A reading scoring 0 is still the reading of a winning hand, and flowers count.
    chicken_free = _one_fan_at(43, 0)
    hand = "[234m,1][567p,1][678s,2]EE23s1s|SW0000|2"
    got = hupai.score(hand, rules=chicken_free)
    assert (got.total, [f.zh for f in got.fans]) == (2, ["无番和", "花牌"])
    assert got == hupai.reference.score(hand, rules=chicken_free)


def test_the_minimum_leaves_out_flowers_at_their_points() -> None:
    ten_a_flower = _one_fan_at(81, 10)
    hand = "[234m,1][567p,1][888m,1]99p34s5s|SE0000|1"
    got = hupai.score(hand, rules=ten_a_flower)
    assert (got.total, got.meets_minimum) == (11, False)
    assert got == hupai.reference.score(hand, rules=ten_a_flower)


def test_public_score_and_its_result() -> None:
    score = hupai.score("[123m,1][EEEE]456p789sPP|EE0000|2")
    assert score == hupai.reference.score("[123m,1][EEEE]456p789sPP|EE0000|2")
    assert score.total == sum(f.total for f in score.fans)
    with pytest.raises(hupai.NotWinningError, match="won on 2z is not a winning hand"):
        hupai.score("123m456p789s1123z", win_tile="2z")
    with pytest.raises(hupai.OptionError, match="rules= takes a hupai.rules.RuleSet"):
        hupai.score("123m456p789s1122z", win_tile="2z", rules="MCR")  # type: ignore[arg-type]


def test_concealed_and_melded_kong_option() -> None:
    hand = "[EEEE,1][5555p]123m789s1p1p"
    with_extension = {f.zh: f.count for f in hupai.score(hand).fans}
    assert with_extension["明暗杠"] == 1
    without = MCR.with_options(concealed_and_melded_kong=False)
    plain = {f.zh: f.count for f in hupai.score(hand, rules=without).fans}
    assert "明暗杠" not in plain
    assert plain["暗杠"] == plain["明杠"] == 1
    assert hupai.reference.score(hand, rules=without) == hupai.score(hand, rules=without)


def test_rule_sets_are_checked() -> None:
    for bad in ("no", 2, None):
        with pytest.raises(hupai.OptionError, match="concealed_and_melded_kong must be True"):
            MCR.with_options(concealed_and_melded_kong=bad)  # type: ignore[arg-type]
    fans = list(MCR.fans)
    fans[0] = fans[0]._replace(points=-5)
    with pytest.raises(hupai.OptionError, match="fan 1 has points -5"):
        dataclasses.replace(MCR, fans=tuple(fans))
    with pytest.raises(hupai.OptionError, match="fan ids are 1-82"):
        dataclasses.replace(MCR, exclusion_order=((1, (99,)),))
    with pytest.raises(hupai.OptionError, match="not a \\(fan id"):
        dataclasses.replace(MCR, exclusion_order=("ab",))
    with pytest.raises(hupai.OptionError, match="fan 39 leave out itself"):
        dataclasses.replace(MCR, exclusion_order=((39, (39,)),))
    assert repr(MCR.with_options(concealed_and_melded_kong=False)) == (
        "<RuleSet MCR, concealed_and_melded_kong=False>"
    )


def test_engine_tables_live_as_long_as_their_rule_set() -> None:
    # A rule set made for one call must not keep its engine table alive afterwards.
    rules = MCR.with_options(concealed_and_melded_kong=False)
    hupai.score("123m456p789s1122z", win_tile="2z", rules=rules)
    gone = weakref.ref(rules)
    del rules
    gc.collect()
    assert gone() is None


def test_rule_sets_with_mcr_fans_share_the_engine_table() -> None:
    from hupai.rules import mcr
    from hupai.scoring.engine import native_table

    plain = [MCR.with_options(concealed_and_melded_kong=False) for _ in range(2)]
    assert native_table(plain[0]) is native_table(plain[1])
    assert native_table(MCR.with_options(concealed_and_melded_kong=True)) is native_table(MCR)
    with pytest.raises(hupai.OptionError, match="the 82 fans of hupai.rules.mcr"):
        dataclasses.replace(MCR, fans=mcr.FANS[:-1])
    with pytest.raises(hupai.OptionError, match="name is a str"):
        dataclasses.replace(MCR, name=1)
    with pytest.raises(KeyError):
        MCR.fan("1")  # type: ignore[arg-type]
    with pytest.raises(hupai.OptionError, match="rules= takes a hupai.rules.RuleSet"):
        native_table("MCR")


@pytest.mark.parametrize(
    "hand", ["123m456p789s11222z\ud800", "[123m\ud800]456p789s11222z", "\ud800"]
)
def test_text_that_is_not_utf8_is_a_notation_error(hand: str) -> None:
    for scorer in (hupai.score, hupai.reference.score):
        with pytest.raises(hupai.NotationError):
            scorer(hand)
    with pytest.raises(hupai.HupaiError):  # NotationError, or OptionError for a hand string
        hupai.score(hand, win_tile="2z")


def test_rule_sets_pickle_and_copy_after_scoring() -> None:
    # The engine table cached on a rule set stays out of pickles and copies (multiprocessing
    # sends rules= to its workers this way).
    import copy
    import pickle

    hand = "[123m,1][EEEE]456p789sPP|EE0000|2"
    hupai.score(hand)
    local = MCR.with_options(concealed_and_melded_kong=False)
    hupai.score(hand, rules=local)
    for rules in (MCR, local):
        for again in (pickle.loads(pickle.dumps(rules)), copy.deepcopy(rules), copy.copy(rules)):
            assert again.fans == rules.fans
            assert hupai.score(hand, rules=again) == hupai.score(hand, rules=rules)


def test_rule_set_points_are_plain_ints() -> None:
    # NumPy points would wrap in sums (uint8 200 * 3 flowers); they are read as ints.
    import numpy as np

    fans = tuple(f._replace(points=np.uint8(200)) for f in MCR.fans)
    rules = McrRuleSet("uint8", fans, MCR.exclusion_order)
    assert all(type(f.points) is int for f in rules.fans)
    hand = "123m123m456p789s1z"
    got = hupai.score(hand, win_tile="1z", flowers=3, rules=rules)
    assert got == hupai.reference.score(hand, win_tile="1z", flowers=3, rules=rules)
    assert got.total == sum(f.total for f in got.fans) == 200 * 4 + 200 * 3


def test_rules_none_is_mcr_everywhere() -> None:
    hand = "[123m,1][EEEE]456p789sPP|EE0000|2"
    want = hupai.score(hand)
    assert hupai.score(hand, rules=None) == hupai.reference.score(hand, rules=None) == want
    rows = [h for h in (generate(random.Random(i)) for i in range(50)) if h is not None]
    columns = batch_columns(rows)
    totals, fans = hupai.batch.score(**columns, rules=None)
    want_totals, want_fans = hupai.batch.score(**columns)
    assert (totals == want_totals).all() and (fans == want_fans).all()


_GOOD = read_score_request("123m456p789s1122z", win_tile="2z")


@pytest.mark.parametrize("score_request", [engine_score, reference_score])
@pytest.mark.parametrize(
    ("change", "error"),
    [
        ({"win_tile": 100}, hupai.UnknownTileError),
        ({"win_tile": -1}, hupai.UnknownTileError),
        ({"seat_wind": 0}, hupai.SituationError),
        ({"prevalent_wind": 31}, hupai.SituationError),
        ({"flowers": 200}, hupai.SituationError),
        ({"flowers": 300}, hupai.SituationError),
        ({"standing": (5,) + _GOOD.standing[1:]}, hupai.TileCountError),
        ({"standing": _GOOD.standing[:-1]}, hupai.HupaiError),
        ({"melds": (hupai.Meld("pung", (0, 0, 0)),)}, hupai.HandSizeError),
    ],
)
def test_a_changed_request_is_checked_again(
    score_request: object, change: dict[str, object], error: type[Exception]
) -> None:
    # A ScoreRequest is a named tuple that _replace can spoil; both scorers read it again.
    with pytest.raises(error):
        score_request(_GOOD._replace(**change))  # type: ignore[operator]


@pytest.mark.parametrize(
    ("standing", "win", "melds", "winds", "flowers", "error"),
    [
        (None, 100, [], (27, 27), 0, hupai.UnknownTileError),
        (None, 33, [], (0, 27), 0, hupai.SituationError),
        (None, 33, [], (27, 27), 200, hupai.SituationError),
        (None, 33, [(1, 0, False)], (27, 27), 0, hupai.HandSizeError),
        (None, 33, [(0, 8, False)], (27, 27), 0, hupai.MeldError),
        (None, 33, [(1, 40, False)], (27, 27), 0, hupai.MeldError),
        (None, 33, [(1, 0, True)], (27, 27), 0, hupai.MeldError),
        (None, 33, [(3, 0, False)], (27, 27), 0, hupai.MeldError),
        (None, 33, [(1, 0, False)] * 5, (27, 27), 0, hupai.HupaiError),
    ],
)
def test_the_engine_checks_what_it_is_given(
    standing: list[int] | None,
    win: int,
    melds: list[tuple[int, int, bool]],
    winds: tuple[int, int],
    flowers: int,
    error: type[Exception],
) -> None:
    # The binding behind score_checked never trusts its caller: a bad value is an input
    # error, never a panic (an index past a table).
    from hupai import _core
    from hupai.scoring.engine import native_table

    counts = list(_GOOD.standing) if standing is None else standing
    with pytest.raises(error):
        _core.mcr_score(native_table(MCR), counts, win, melds, (), (False,) * 4, *winds, flowers)
