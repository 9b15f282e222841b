"""跑胡子 (paohuzi, Hunan 字牌): the win check, 胡息, 囤 and the 常德红黑点 名堂.

The rules are ``paohuzi.md`` (docs/paohuzi.md says them as implemented): 80 cards, 小 一..十
and 大 壹..拾, four of each, and up to four 王 (jokers); a win splits every card into 7 门子
worth at least ``min_huxi`` 胡息; 囤 = 1 + (胡息 - min_huxi) // 3, one more for a self-turned
winning card; score = 囤 x 番 of the 名堂 红胡 2, 红乌 4, 点胡 3, 乌胡 5, 对子胡 4 (summed,
1 with none). The engine is Rust (``hupai._core``), by per-size tables; the pure-Python
``hupai.reference.paohuzi`` gives the same answers by plain search.

Hands are strings: digits then ``x`` (小) or ``d`` (大), ``0`` for ten, ``W`` for a 王;
``[...]`` a face-up 碰/跑/吃, ``{...}`` a declared 偎/提, ``+X`` the winning card, ``| tsumo``
when the winner turned it up. Chinese numerals are read too. Example::

    >>> from hupai import paohuzi
    >>> paohuzi.score("[888d] 123d 555x 123x 45d 789x 234d +6d").score
    1
"""

from __future__ import annotations

from typing import Any

from hupai import _core
from hupai.errors import MeldError
from hupai.paohuzi_cards import (
    WILD,
    check_hand,
    check_options,
    format_cards,
    from_q_algorithm,
    read_hand,
)
from hupai.paohuzi_groups import (
    GROUP_CODES,
    MINGTANG,
    PhzGroup,
    PhzResult,
    declared_group,
    group_code,
)

__all__ = [
    "GROUP_CODES",
    "PhzGroup",
    "PhzResult",
    "format_cards",
    "from_q_algorithm",
    "group_code",
    "is_win",
    "score",
    "table_stats",
    "to_row",
]


def score(hand: str, *, min_huxi: int = 15, wilds: int = 0, duizihu: bool = True) -> PhzResult:
    """Score a 跑胡子 hand (paohuzi.md 4; 常德红黑点 名堂, section 6).

    ``hand``: the notation of paohuzi.md 1.2 (see the module); ``min_huxi``: the 胡息 a win
    needs, 0..100 (15; 10 for 衡阳 十胡卡); ``wilds``: how many 王 the set holds, 0..4;
    ``duizihu``: whether 对子胡 counts. Among winning readings the highest score, then the
    highest 胡息, is taken (section 3); the result never depends on the order of the cards.
    A wrong card total is no complete reading (``huxi`` None), not an error.

    Returns a PhzResult: win, huxi, tun, fan, mingtang ((name, 番) pairs), score, groups
    (the 7 门子 of the chosen reading, declared first) and wild_kinds (the kind, 0..19, each
    王 stands for). Without a win, huxi is the best 胡息 of a complete reading and tun, fan
    and score are 0.

    Raises (all HupaiError and ValueError, naming the token): NotationError for an unknown
    token, size letter or flag; MeldError for a bracket group of another shape or a W in one;
    TileCountError for more than 4 physical copies of a kind, four alike among the concealed
    cards, or more W than ``wilds``; OptionError for an option outside its range.
    """
    counts, jokers, win, tsumo, codes = _read(hand, wilds)
    min_huxi, duizihu = check_options(min_huxi, duizihu)
    answer: Any = _core.paohuzi_score(codes, counts, win, jokers, bool(tsumo), min_huxi, duizihu)
    won, huxi, tun, fan, bits, points, _red, raw_groups, wild_kinds = answer
    groups = sorted(
        (
            PhzGroup(label, tuple(cards), value, winning, held)
            for label, cards, value, winning, held in raw_groups
        ),
        key=lambda g: (not g.declared, g.cards, g.kind, g.winning),
    )
    mingtang = tuple(m for i, m in enumerate(MINGTANG) if bits >> i & 1)
    return PhzResult(won, huxi, tun, fan, mingtang, points, tuple(groups), tuple(wild_kinds))


def is_win(hand: str, *, min_huxi: int = 15, wilds: int = 0, duizihu: bool = True) -> bool:
    """Whether ``hand`` wins (paohuzi.md 2-3): ``score(...).win``, same arguments and errors."""
    return score(hand, min_huxi=min_huxi, wilds=wilds, duizihu=duizihu).win


def table_stats() -> dict[str, float]:
    """The engine's per-size tables (built now if not yet; the first ``score`` builds them, in
    under a second): ``max_jokers`` a size they hold (2), ``patterns`` (count patterns of one
    size with a joker count), ``outcomes``, ``bytes`` held and ``build_seconds``. Three or four
    王 in one size are answered from them on demand and kept (at most about 100 MB).
    """
    most, patterns, outcomes, size, seconds = _core.paohuzi_table_stats()
    return {
        "max_jokers": most,
        "patterns": patterns,
        "outcomes": outcomes,
        "bytes": size,
        "build_seconds": seconds,
    }


def to_row(hand: str, *, wilds: int = 4) -> tuple[list[int], int, int, int, list[int]]:
    """A hand in notation as one row of ``hupai.batch.paohuzi_score``: (counts of the 20
    concealed physical kinds, concealed 王, winning card (-1 none, 0..19, 20 a 王), tsumo
    (0/1), 7 declared-group codes, 0 for an empty slot). Checked as ``score`` checks it,
    with ``wilds`` 王 allowed; raises as ``score`` does, and MeldError past 7 declared groups.
    """
    counts, jokers, win, tsumo, codes = _read(hand, wilds)
    if len(codes) > 7:
        raise MeldError(f"{len(codes)} declared groups; a row holds 7")
    return counts, jokers, win, tsumo, codes + [0] * (7 - len(codes))


def _read(hand: str, wilds: int) -> tuple[list[int], int, int, int, list[int]]:
    """``hand`` read and checked (paohuzi.md 1.2 and 4) as the engine takes it: counts of
    the 20 concealed physical kinds, concealed 王, winning card (-1 none, 20 a 王), tsumo
    (0/1) and the declared groups' codes, as many as there are."""
    parsed = read_hand(hand)
    codes = [group_code(declared_group(brace, cards)) for brace, cards in parsed.declared]
    check_hand(parsed, wilds)
    counts = [0] * 20
    for card in parsed.concealed:
        if card != WILD:
            counts[card] += 1
    win = -1 if parsed.winning is None else parsed.winning
    return counts, parsed.concealed.count(WILD), win, int(parsed.tsumo), codes
