"""Who pays whom: :func:`settle` and :func:`kong_payments` on scores of every rule set, with
the amounts of the rule pages (MCR's rule book; local_rules.md 0.5 and a-d). The scores come
from the reference scorer; every settlement sums to 0."""

from __future__ import annotations

import pytest

import hupai.reference
from hupai.errors import OptionError, SituationError
from hupai.rules import MCR
from hupai.rules.basic_laizi import BASIC_LAIZI
from hupai.rules.hongzhong import HONGZHONG
from hupai.rules.local import LocalRuleSet
from hupai.rules.payment import kong_payments, settle
from hupai.rules.ruleset import RuleSet
from hupai.rules.sichuan import SICHUAN
from hupai.rules.tuidao import TUIDAO
from hupai.scoring.example_notation import parse_example
from hupai.scoring.result import Score


def scored(rules: RuleSet, text: str) -> Score:
    example = parse_example(text)
    if isinstance(rules, LocalRuleSet):
        rules = rules.with_options(**example.options)
    return hupai.reference.score(
        example.hand, win_tile=example.win_tile, melds=example.melds, rules=rules,
        **example.situation,
    )  # fmt: skip


def paid(score: Score, **how: object) -> tuple[int, ...]:
    gains = settle(score, **how)  # type: ignore[arg-type]
    assert sum(gains) == 0
    return gains


# A pure straight, concealed, no honors (16 + 2 + 1 on a discard; self-drawn, 不求人 4
# replaces 门前清 and 自摸: 16 + 4 + 1).
STRAIGHT = "123m456m789m22p55s +5s"


def test_mcr_discarder_pays_the_hand_and_everyone_the_eight() -> None:
    score = scored(MCR, STRAIGHT)
    assert score.total == 19
    assert paid(score, winner=0, discarder=2) == (24 + 19, -8, -8 - 19, -8)
    drawn = scored(MCR, STRAIGHT + " | tsumo")
    assert drawn.total == 21
    assert paid(drawn, winner=3) == (-29, -29, -29, 87)
    assert paid(drawn, winner=1, players=2, base=2) == (-58, 58)


def test_hongzhong_birds_add_to_every_payer() -> None:
    # 七对子 (base 4) and one bird hit: each pays 5, the winner gets 15 (local_rules.md a).
    score = scored(HONGZHONG, "1122m3344p5566s7z +9s | tsumo")
    assert score.points == 4
    assert paid(score, winner=0, bird_hits=1) == (15, -5, -5, -5)
    assert paid(score, winner=2, bird_hits=2, base=3) == (-18, -18, 54, -18)


def test_sichuan_self_draw_adds_a_base_after_the_cap_from_the_players_still_in() -> None:
    # 龙七对 + 清一色 = 5 番, capped 4: 16 底, +1 底 each (自摸加底).
    score = scored(SICHUAN, "1111m22335577m9m +9m | tsumo")
    assert score.points == 16
    assert paid(score, winner=0) == (51, -17, -17, -17)
    # 血战: seat 3 has won already and pays no more.
    assert paid(score, winner=0, payers=[1, 2]) == (34, -17, -17, 0)
    # On a discard the discarder alone pays, nothing added.
    discard = scored(SICHUAN, "123m456m789m23p55p +4p | kong_discard void=s")
    assert discard.points == 2
    assert paid(discard, winner=1, discarder=3) == (0, 2, 0, -2)
    # zimo="fan": the self-draw is a 番, no 底 added.
    fan = scored(SICHUAN.with_options(zimo="fan"), "123m456m789m23p55p +4p | tsumo void=s")
    assert paid(fan, winner=0) == (6, -2, -2, -2)


def test_tuidao_discard_horses_and_the_robbed_kong() -> None:
    # 门清 + 碰碰和 = 8: points 10, from the discarder alone.
    score = scored(TUIDAO, "111m222p333s44z77z +4z")
    assert score.points == 10
    assert paid(score, winner=0, discarder=1) == (10, -10, 0, 0)
    # Horses: 2 a hit, or the hand's points a hit (马跟底分).
    assert paid(score, winner=0, discarder=1, horse_hits=2) == (14, -14, 0, 0)
    points = scored(TUIDAO.with_options(horse_value="points"), "111m222p333s44z77z +4z")
    assert paid(points, winner=0, discarder=1, horse_hits=2) == (30, -30, 0, 0)
    # Self-drawn 四暗刻 (34): each of the three pays.
    drawn = scored(TUIDAO, "111m222p333s44z77z +4z | tsumo")
    assert paid(drawn, winner=2, horse_hits=1) == (-36, -36, 108, -36)
    # A robbed kong is paid by the robbed player; with 抢杠全包 for all three.
    robbed = "123456m123p456s8p +8p | rob_kong"
    assert scored(TUIDAO, robbed).points == 14
    assert paid(scored(TUIDAO, robbed), winner=0, discarder=3) == (14, 0, 0, -14)
    all_three = scored(TUIDAO.with_options(rob_kong_pays_all=True), robbed)
    assert paid(all_three, winner=0, discarder=3) == (42, 0, 0, -42)
    # 杠爆全包: the liable discarder pays for everyone.
    bloom = TUIDAO.with_options(kong_bloom_pays_all=True)
    liable = scored(bloom, "[5555z] 123456m123p8p +8p | tsumo kong")
    assert liable.points == 10
    assert paid(liable, winner=0, liable=1) == (30, -30, 0, 0)
    with pytest.raises(OptionError, match="pays for all"):
        settle(scored(TUIDAO, "[5555z] 123456m123p8p +8p | tsumo kong"), winner=0, liable=1)


def test_seed001_each_other_player_pays_the_fan() -> None:
    score = scored(BASIC_LAIZI, "234m567m345p6p8p JJ +5p")
    assert score.points == 3
    assert paid(score, winner=1) == (-3, 9, -3, -3)
    assert paid(score, winner=0, base=5) == (45, -15, -15, -15)


def test_settle_errors() -> None:
    discard = scored(TUIDAO, "111m222p333s44z77z +4z")
    drawn = scored(TUIDAO, "111m222p333s44z77z +4z | tsumo")
    with pytest.raises(SituationError, match="winner"):
        settle(drawn, winner=4)
    with pytest.raises(SituationError, match="self-drawn"):
        settle(drawn, winner=0, discarder=1)
    with pytest.raises(SituationError, match="discarder"):
        settle(discard, winner=0)
    with pytest.raises(SituationError, match="is the winner"):
        settle(discard, winner=1, discarder=1)
    with pytest.raises(SituationError, match="payers"):
        settle(drawn, winner=0, payers=[0, 1])
    with pytest.raises(SituationError, match="payers"):
        settle(drawn, winner=0, payers=[])
    with pytest.raises(OptionError, match="bird_hits"):
        settle(drawn, winner=0, bird_hits=9)
    with pytest.raises(OptionError, match="players"):
        settle(drawn, winner=0, players=5)
    with pytest.raises(OptionError, match="base"):
        settle(drawn, winner=0, base=0)


@pytest.mark.parametrize(
    ("rules", "exposed", "added", "concealed"),
    [
        # 红中: 直杠 3 from the discarder, 补杠 1 from each, 暗杠 2 from each.
        (HONGZHONG, 3, 1, 2),
        # 四川: 直杠 2 底 from the discarder, 巴杠 1 from each, 暗杠 2 from each.
        (SICHUAN, 2, 1, 2),
        # 推倒胡 (gofishing): 直杠 1, 补杠 1 each, 暗杠 2 each.
        (TUIDAO, 1, 1, 2),
        # MCR pays nothing for a kong.
        (MCR, 0, 0, 0),
    ],
)
def test_kong_payments(rules: RuleSet, exposed: int, added: int, concealed: int) -> None:
    gains = kong_payments(rules, "exposed", player=0, discarder=2)
    assert gains == (exposed, 0, -exposed, 0)
    assert kong_payments(rules, "added", player=1) == (-added, 3 * added, -added, -added)
    assert kong_payments(rules, "concealed", player=3, base=2) == (
        (-2 * concealed,) * 3 + (6 * concealed,)
    )


def test_kong_payments_of_the_players_still_in_and_of_an_undrawn_added_tile() -> None:
    assert kong_payments(SICHUAN, "concealed", player=0, payers=[2]) == (2, 0, -2, 0)
    # 红中 pays an added kong only when the added tile was just drawn.
    assert kong_payments(HONGZHONG, "added", player=0, drawn=False) == (0, 0, 0, 0)
    assert kong_payments(SICHUAN, "added", player=0, drawn=False) == (3, -1, -1, -1)


def test_kong_payment_errors() -> None:
    with pytest.raises(OptionError, match="kind"):
        kong_payments(SICHUAN, "melded", player=0)
    with pytest.raises(SituationError, match="discarder"):
        kong_payments(SICHUAN, "exposed", player=0)
    with pytest.raises(SituationError, match="no discarder"):
        kong_payments(SICHUAN, "concealed", player=0, discarder=1)
    with pytest.raises(SituationError, match="discarder is the kong's player"):
        kong_payments(SICHUAN, "exposed", player=1, discarder=1)
    with pytest.raises(OptionError, match="rules="):
        kong_payments("SICHUAN", "added", player=0)


def test_settle_refuses_what_the_win_cannot_pay() -> None:
    """A liable seat that is the winner's or without a kong bloom, payers on a discard, more
    birds than drawn or horses where there are none, a score below the minimum."""
    import hupai
    from hupai.errors import OptionError, SituationError
    from hupai.rules import BASIC_LAIZI, HONGZHONG, SICHUAN, TUIDAO

    all_pay = TUIDAO.with_options(kong_bloom_pays_all=True)
    plain = hupai.reference.score(
        "123456m123p456s8p", win_tile="8p", self_drawn=True, rules=all_pay
    )
    with pytest.raises(SituationError, match="kong bloom"):
        hupai.settle(plain, winner=0, liable=2)
    bloom = hupai.reference.score(
        "123456m123p8p", win_tile="8p", melds=["5555z"], self_drawn=True, kong=True,
        rules=all_pay,
    )  # fmt: skip
    with pytest.raises(SituationError, match="winner"):
        hupai.settle(bloom, winner=0, liable=0)
    assert hupai.settle(bloom, winner=0, liable=2) == (30, 0, -30, 0)
    discard = hupai.reference.score("123m456m789m23p55p", win_tile="4p", rules=SICHUAN)
    with pytest.raises(SituationError, match="payers"):
        hupai.settle(discard, winner=0, discarder=1, payers=[1])
    red = hupai.reference.score(
        "1122m3344p5566s7z", win_tile="9s", self_drawn=True, rules=HONGZHONG
    )
    with pytest.raises(OptionError, match="2 birds"):
        hupai.settle(red, winner=0, bird_hits=3)
    with pytest.raises(OptionError, match="no horses"):
        hupai.settle(red, winner=0, horse_hits=1)
    with pytest.raises(OptionError, match="no birds"):
        hupai.settle(discard, winner=0, discarder=1, bird_hits=1)
    nothing = hupai.reference.score("123m456m789p24p55s", win_tile="3p", rules=BASIC_LAIZI)
    assert not nothing.meets_minimum
    with pytest.raises(OptionError, match="minimum"):
        hupai.settle(nothing, winner=0)


def test_two_player_settle_is_two_seats() -> None:
    import hupai
    from hupai.rules import MCR_2P

    # 68 points: the discarder pays them; on a self-draw, the other player; no fee.
    won = hupai.score("111222333m456m9m", win_tile="9m", rules=MCR_2P)
    assert hupai.settle(won, winner=1, discarder=0) == (-68, 68)
    drawn = hupai.score("111222333m456m9m", win_tile="9m", self_drawn=True, rules=MCR_2P)
    assert hupai.settle(drawn, winner=0, base=2) == (2 * drawn.total, -2 * drawn.total)
    assert hupai.settle(drawn, winner=0, players=2) == (drawn.total, -drawn.total)
    with pytest.raises(SituationError, match="players=4: MCR_2P is played by 2 players"):
        hupai.settle(won, winner=1, discarder=0, players=4)
    with pytest.raises(SituationError, match="winner must be a seat 0-1, got 2"):
        hupai.settle(won, winner=2, discarder=0)
