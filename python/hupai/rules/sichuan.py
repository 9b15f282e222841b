"""四川 血战到底 (local_rules.md b, sichuan_fans.tsv): 108 suited tiles, no honors and no
wildcards; each player names a void suit (定缺); exactly one base form, add-ons added, score
2^min(番, cap) 底.

Options: ``cap`` 3, 4 (default, a decision of the page) or 5 番; ``zimo`` "base" (自摸加底:
1 底 more from each payer, after the cap; the default) or "fan" (+1 番); ``yaojiu`` 2 (default,
as the Tencent table) or 1 番 for 带幺九; ``duanyao`` (断幺九, 1 番) off by default.
"""

from __future__ import annotations

from typing import Final

from hupai.rules.combine import Combine
from hupai.rules.conditions import ALL_PUNGS, ALL_SIMPLES, FULL_FLUSH, NEVER
from hupai.rules.fan import Fan
from hupai.rules.local import LocalRuleSet
from hupai.rules.options import choice, flag
from hupai.rules.payment import KongPayment, Payment
from hupai.rules.vocabulary import F

__all__ = ["CHOICES", "SICHUAN", "sichuan"]

#: Each option's allowed values, in the order its page lists them.
CHOICES: Final[dict[str, tuple[object, ...]]] = {
    "cap": (3, 4, 5), "zimo": ("base", "fan"), "yaojiu": (1, 2), "duanyao": (False, True),
}  # fmt: skip

_DRAGON_SEVEN = F.seven_pairs & (F.quads >= 1)


def sichuan(
    *, cap: int = 4, zimo: str = "base", yaojiu: int = 2, duanyao: bool = False
) -> LocalRuleSet:
    """The rule set with these options (see the module); OptionError for a value out of
    range."""
    cap = choice("SICHUAN", "cap", cap, CHOICES["cap"])  # type: ignore[assignment]
    zimo = choice("SICHUAN", "zimo", zimo, CHOICES["zimo"])  # type: ignore[assignment]
    yaojiu = choice("SICHUAN", "yaojiu", yaojiu, CHOICES["yaojiu"])  # type: ignore[assignment]
    duanyao = flag("SICHUAN", "duanyao", duanyao)
    # fmt: off
    fans = (
        Fan(1, "平胡", "Plain Win", 0, F.regular & (F.pungs < 4), excludes=(2, 3, 4),
            kind="base", definition="Standard reading that is not all pungs."),
        Fan(2, "对对胡", "All Pungs", 1, ALL_PUNGS, excludes=(1, 3, 4), kind="base",
            definition="Standard reading whose four sets are all pungs or kongs."),
        Fan(3, "七对", "Seven Pairs", 2, F.seven_pairs & (F.quads == 0), excludes=(1, 2, 4),
            kind="base", definition="Seven pairs, no declared meld, no four of a kind."),
        Fan(4, "龙七对", "Dragon Seven Pairs", 3, _DRAGON_SEVEN, excludes=(1, 2, 3),
            kind="base", definition="Seven pairs holding at least one four of a kind; its "
                                    "first 根 is included, so 根 counts one less."),
        Fan(5, "清一色", "Full Flush", 2, FULL_FLUSH, kind="add",
            definition="Every tile of the hand (melds included) is of one suit."),
        Fan(6, "带幺九", "Outside Hand", yaojiu, F.outside, kind="add",
            definition="Standard reading in which every set and the pair hold a 1 or a 9."),
        Fan(7, "将对", "2-5-8 Pairs", 2,
            (F.tiles_258 == F.tiles) & (ALL_PUNGS | F.seven_pairs), kind="add",
            definition="Every tile is a 2, 5 or 8 and the base form is 对对胡, 七对 or 龙七对."),
        Fan(8, "金钩钓", "Golden Hook", 1, (F.declared == 4) & F.win_on_pair, kind="add",
            definition="Four declared melds and won on the pair."),
        Fan(9, "根", "Root", 1, F.quads - _DRAGON_SEVEN > 0, count=F.quads - _DRAGON_SEVEN,
            kind="add", definition="Each kind held four times anywhere; one less under 龙七对."),
        Fan(10, "杠上花", "Kong Bloom", 1, F.kong_bloom, kind="situational",
            definition="Self-drawn on the replacement tile after one's own kong."),
        Fan(11, "杠上炮", "Kong Discard", 1, F.kong_discard, kind="situational",
            definition="Won on the tile an opponent discarded right after its kong draw."),
        Fan(12, "抢杠胡", "Robbing the Kong", 1, F.robbing_kong, kind="situational",
            definition="Won on the tile an opponent adds to its pung (巴杠)."),
        Fan(13, "海底捞月", "Last Tile", 1, F.last_tile, kind="situational",
            definition="Won on the last wall tile (self-drawn) or on its discard."),
        Fan(14, "自摸", "Self-Drawn", 1, F.self_drawn if zimo == "fan" else NEVER,
            kind="situational",
            definition="Self-drawn win: +1 番 under zimo='fan'; under zimo='base' (default) "
                       "no 番 but 1 底 more from each payer, after the cap."),
        Fan(15, "断幺九", "All Simples", 1, ALL_SIMPLES if duanyao else NEVER, kind="add",
            definition="Option duanyao: no 1 or 9 anywhere."),
    )
    # fmt: on
    return LocalRuleSet(
        name="SICHUAN",
        title="四川血战到底",
        copies=tuple(4 if k < 27 else 0 for k in range(34)),
        forms=("regular", "seven_pairs"),
        fans=fans,
        combine=Combine(cap=cap, exponent=True),
        payment=Payment(
            self_drawn_extra=1 if zimo == "base" else 0,
            kongs=KongPayment(exposed=2, added=1, concealed=2),
        ),
        claims=frozenset({"pung", "kong"}),
        void=True,
        situations=frozenset({"self_drawn", "kong", "kong_discard", "last_tile", "void"}),
        options={"cap": cap, "zimo": zimo, "yaojiu": yaojiu, "duanyao": duanyao},
        build=sichuan,
        page="docs/rules-sichuan.md",
    )


#: 四川血战到底 with its default options.
SICHUAN: Final = sichuan()
