"""广东推倒胡 as MIL's 推倒和 2024 plays it (local_rules.md c, tuidao_fans.tsv rows 1-23), with
gofishing's ghost (鬼牌) options (rows 24-28): fans add, capped at 32; points are
(2 底分 + the capped sum) × 2 for each doubling that applies.

Options:
    ghost: "none" (default, as MIL), "white" (白板鬼: the four 5z), "flip" (翻鬼: the
        successor of a flipped indicator), "flip2" (翻双鬼: the successor and the next), or
        "white+flip" / "white+flip2" (the kinds united, as gofishing allows). With a flip the
        call reads ``indicator`` (the flipped tile), and with any ghost ``four_ghosts``: the
        keywords below are the default's.
    honor_cycle: "split" (default) or "joined" (gofishing's E S W N 中 发 白), for the flip.
    no_ghost_double: 无鬼加倍, ×2 when ghosts are in play and none is held.
    seven_pairs_double: 七对加番, ×2 for a 七对 or 豪华七对 win.
    horse_value: "fixed" (2 a horse hit, default) or "points" (马跟底分).
    rob_kong_pays_all: 抢杠全包. kong_bloom_pays_all: 杠爆全包 (settle's ``liable``).
    four_ghost_win: 四鬼胡牌, on by default, read where ghosts are used (local_rules.md c, a
        decision): four ghost tiles held before one's first discard win at once, the call
        given ``four_ghosts=True`` (self-drawn, no claimed meld, not with ``ready``, ``kong``
        or ``last_tile``); scored as the best reading when the tiles form one, else as a win
        with no fan (points 2), even with ``heavenly_hand`` (the page gives the win no fan; a
        decision). ``hupai.batch.score`` does not read it.

With "flip2" and "white+flip*" a hand may hold ten or more ghost tiles; such a hand can have
more readings than scoring weighs (100,000) and is then a DecompositionLimitError, claimed
four_ghosts or not.

Not modeled: 头跳 (named, not defined, in MIL's notes).
"""

from __future__ import annotations

from typing import Final

from hupai.rules.combine import Combine
from hupai.rules.conditions import (
    ALL_CHOWS,
    ALL_HONORS,
    ALL_PUNGS,
    ALL_SIMPLES,
    FULL_FLUSH,
    HALF_FLUSH,
    NEVER,
)
from hupai.rules.fan import Fan
from hupai.rules.local import LocalRuleSet
from hupai.rules.options import choice, flag
from hupai.rules.payment import KongPayment, Payment
from hupai.rules.vocabulary import F
from hupai.rules.wildcards import Wildcards

__all__ = ["CHOICES", "GHOSTS", "TUIDAO", "tuidao"]

#: The ghost options.
GHOSTS: Final = ("none", "white", "flip", "flip2", "white+flip", "white+flip2")
WHITE: Final = 31
_BOTH: Final = (False, True)
#: Each option's allowed values, in the order the module lists them.
CHOICES: Final[dict[str, tuple[object, ...]]] = {
    "ghost": GHOSTS, "honor_cycle": ("split", "joined"), "no_ghost_double": _BOTH,
    "seven_pairs_double": _BOTH, "horse_value": ("fixed", "points"), "rob_kong_pays_all": _BOTH,
    "kong_bloom_pays_all": _BOTH, "four_ghost_win": _BOTH,
}  # fmt: skip


def _fans(no_ghost_double: bool, seven_pairs_double: bool) -> tuple[Fan, ...]:
    # fmt: off
    return (
        Fan(1, "门清", "Concealed Hand", 2, F.claimed == 0,
            definition="No claimed meld (concealed kongs allowed), on a discard or self-draw."),
        Fan(2, "平和", "All Chows", 2, ALL_CHOWS & F.pair_suited,
            definition="Four chows and a suited pair; the wait does not matter."),
        Fan(3, "断幺", "All Simples", 2, ALL_SIMPLES, definition="No terminal or honor."),
        Fan(4, "报听", "Ready Declaration", 2, F.ready, kind="situational",
            definition="The winner declared ready (报听) earlier."),
        Fan(5, "碰碰和", "All Pungs", 6, ALL_PUNGS, definition="Four pungs or kongs."),
        Fan(6, "全带幺", "Outside Hand", 6, F.outside,
            definition="Every set and the pair hold a terminal or honor."),
        Fan(7, "大吊车", "Big Single Wait", 6, (F.declared == 4) & F.win_on_pair,
            definition="Four declared melds and won on the pair."),
        Fan(8, "混一色", "Half Flush", 6, HALF_FLUSH, definition="One suit plus honors."),
        Fan(9, "抢杠", "Robbing the Kong", 8, F.robbing_kong, kind="situational",
            definition="Won on a tile added to a melded pung."),
        Fan(10, "海底", "Last Tile", 8, F.last_tile, kind="situational",
            definition="Won on the last wall tile or on its discard."),
        Fan(11, "杠上开花", "Kong Bloom", 8, F.kong_bloom, kind="situational",
            definition="Self-drawn on a kong replacement tile."),
        Fan(12, "全不靠", "Knitted Honors", 8, F.honors_and_knitted, excludes=(1,),
            kind="special", definition="14 different tiles from 147, 258, 369 of three suits "
                                       "and the honors; no declared meld."),
        Fan(13, "清龙", "Pure Straight", 8, F.pure_straight,
            definition="Chows 123, 456 and 789 of one suit (declared or concealed)."),
        Fan(14, "天听", "Heavenly Ready", 16, F.heavenly_ready, excludes=(4,),
            kind="situational", definition="Ready declared in the first-turn window."),
        Fan(15, "七对", "Seven Pairs", 16, F.seven_pairs & (F.quads == 0), excludes=(1, 17),
            kind="special", definition="Seven pairs, no declared meld, no four of a kind."),
        Fan(16, "清一色", "Full Flush", 16, FULL_FLUSH, definition="One suit, no honors."),
        Fan(17, "豪华七对", "Luxury Seven Pairs", 24, F.seven_pairs & (F.quads >= 1),
            excludes=(1, 15), kind="special",
            definition="Seven pairs holding a four of a kind (logical tiles, ghosts included)."),
        Fan(18, "天和", "Heavenly Hand", 32, F.heavenly_hand, kind="situational",
            definition="The dealer wins on its dealt tiles before any discard."),
        Fan(19, "十三幺", "Thirteen Orphans", 32, F.thirteen_orphans, excludes=(1,),
            kind="special", definition="One of each terminal and honor plus a second of any."),
        Fan(20, "大三元", "Big Three Dragons", 32, F.dragon_pungs == 3,
            definition="Pungs or kongs of all three dragons."),
        Fan(21, "字一色", "All Honors", 32, ALL_HONORS, excludes=(6,),
            definition="Every tile is an honor."),
        Fan(22, "四暗刻", "Four Concealed Pungs", 32, ALL_PUNGS & (F.concealed_pungs == 4),
            excludes=(1, 5), definition="Four pungs or kongs, none claimed, self-drawn or won "
                                        "on the pair."),
        Fan(23, "大四喜", "Big Four Winds", 32, F.wind_pungs == 4, excludes=(5,),
            definition="Pungs or kongs of all four winds."),
        Fan(27, "无鬼加倍", "No Ghost Double", 0,
            F.wildcards_in_play & (F.held_wildcards == 0) if no_ghost_double else NEVER,
            multiplier=2, kind="option",
            definition="Ghosts are in play and none is held: points ×2."),
        Fan(28, "七对加番", "Seven Pairs Double", 0,
            F.seven_pairs if seven_pairs_double else NEVER, multiplier=2, kind="option",
            definition="A 七对 or 豪华七对 win: points ×2."),
    )
    # fmt: on


def tuidao(
    *,
    ghost: str = "none",
    honor_cycle: str = "split",
    no_ghost_double: bool = False,
    seven_pairs_double: bool = False,
    horse_value: str = "fixed",
    rob_kong_pays_all: bool = False,
    kong_bloom_pays_all: bool = False,
    four_ghost_win: bool = True,
) -> LocalRuleSet:
    """The rule set with these options (see the module); OptionError for a value out of
    range."""
    name = "TUIDAO"
    ghost = choice(name, "ghost", ghost, CHOICES["ghost"])  # type: ignore[assignment]
    honor_cycle = choice(  # type: ignore[assignment]
        name, "honor_cycle", honor_cycle, CHOICES["honor_cycle"]
    )
    horse_value = choice(  # type: ignore[assignment]
        name, "horse_value", horse_value, CHOICES["horse_value"]
    )
    no_ghost_double = flag(name, "no_ghost_double", no_ghost_double)
    seven_pairs_double = flag(name, "seven_pairs_double", seven_pairs_double)
    rob_kong_pays_all = flag(name, "rob_kong_pays_all", rob_kong_pays_all)
    kong_bloom_pays_all = flag(name, "kong_bloom_pays_all", kong_bloom_pays_all)
    four_ghost_win = flag(name, "four_ghost_win", four_ghost_win)
    flipped = 2 if ghost.endswith("flip2") else 1 if ghost.endswith("flip") else 0
    wildcards = Wildcards(
        fixed=(WHITE,) if ghost.startswith("white") else (),
        flipped=flipped,
        honor_cycle=honor_cycle,
    )
    situations = {"self_drawn", "kong", "last_tile", "ready", "heavenly_hand"}
    if flipped:
        situations.add("indicator")
    if four_ghost_win and ghost != "none":
        situations.add("four_ghosts")
    return LocalRuleSet(
        name=name,
        title="广东推倒胡",
        copies=(4,) * 34,
        forms=("regular", "seven_pairs", "thirteen_orphans", "honors_and_knitted"),
        fans=_fans(no_ghost_double, seven_pairs_double),
        combine=Combine(cap=32, offset=2),
        wildcards=wildcards,
        payment=Payment(
            horse=horse_value,
            rob_kong_pays_all=rob_kong_pays_all,
            liable_pays_all=kong_bloom_pays_all,
            kongs=KongPayment(exposed=1, added=1, concealed=2),
        ),
        situations=frozenset(situations),
        options={
            "ghost": ghost,
            "honor_cycle": honor_cycle,
            "no_ghost_double": no_ghost_double,
            "seven_pairs_double": seven_pairs_double,
            "horse_value": horse_value,
            "rob_kong_pays_all": rob_kong_pays_all,
            "kong_bloom_pays_all": kong_bloom_pays_all,
            "four_ghost_win": four_ghost_win,
        },  # fmt: skip
        build=tuidao,
        page="docs/rules-tuidao.md",
    )


#: 广东推倒胡 (MIL 推倒和 2024) with its default options: no ghosts.
TUIDAO: Final = tuidao()
