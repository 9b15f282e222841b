"""跑胡子 (paohuzi, Hunan 字牌) win check, 胡息, 囤 and the 常德红黑点 名堂, by plain search.

Written to read like ``paohuzi.md``: every reading (a kind for each 王 and a split of all cards
into 7 门子, sections 2.3-2.5 and 5) is enumerated, valued by the 胡息 table of 2.2, and the
best is chosen as section 3 says; section 4 is the contract. It favours being evidently right
over being fast (the split search is only memoized on the cards left) and never imports
``_core``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import product

from hupai.paohuzi_cards import (
    RED,
    WILD,
    PhzHand,
    check_hand,
    check_options,
    from_q_algorithm,
    read_hand,
)
from hupai.paohuzi_groups import (
    PhzGroup,
    PhzResult,
    declared_group,
    group_huxi,
)
from hupai.paohuzi_groups import (
    mingtang as mingtang_of,
)
from hupai.paohuzi_groups import (
    shape as run_shape,
)

__all__ = ["PhzGroup", "PhzResult", "from_q_algorithm", "is_win", "read_hand", "score"]

# Every concealed 门子 as its kinds, sorted: pairs, three and four alike, 句, 二七十, 绞.
_SHAPES: list[tuple[int, ...]] = [(k,) * n for k in range(20) for n in (2, 3, 4)]
_SHAPES += [(b + n, b + n + 1, b + n + 2) for b in (0, 10) for n in range(8)]
_SHAPES += [(b + 1, b + 6, b + 9) for b in (0, 10)]
_SHAPES += [(n, n, n + 10) for n in range(10)] + [(n, n + 10, n + 10) for n in range(10)]
_SHAPES_WITH = {k: [cards for cards in _SHAPES if k in cards] for k in range(20)}

# A concealed group while searching: its kinds, the kinds its 王 stand for, holds the winner.
_Raw = tuple[tuple[int, ...], tuple[int, ...], bool]


@dataclass
class _Search:
    """The concealed part of paohuzi.md 2.4-2.5 and 5: ``kan`` = kinds with three physical
    concealed cards (a natural 坎, never split); ``forced`` = with ``tsumo``, how many physical
    concealed copies of the winning kind the winning card's group must hold (2 or 3), else 0."""

    kan: frozenset[int]
    forced: int

    memo: dict[tuple[object, ...], list[tuple[_Raw, ...]]] = field(default_factory=dict)

    def splits(
        self, phys: list[int], win: int | None, wild: int, left: int, pair: bool = False
    ) -> list[tuple[_Raw, ...]]:
        """Every split of ``phys`` (20 counts) + ``win`` + ``wild`` 王 into ``left`` groups
        with at most one pair (``pair``: one is already used). Memoized on these arguments."""
        key = (tuple(phys), win, wild, left, pair)
        if key not in self.memo:
            self.memo[key] = list(self._splits(phys, win, wild, left, pair))
        return self.memo[key]

    def _splits(
        self, phys: list[int], win: int | None, wild: int, left: int, pair: bool
    ) -> Iterator[tuple[_Raw, ...]]:
        cards = sum(phys) + (win is not None) + wild
        if not 3 * left - (not pair) <= cards <= 4 * left:
            return
        lowest = next((k for k in range(20) if phys[k] or win == k), None)
        if lowest is None:
            yield from self._wild_only(wild, left, 0, pair)
            return
        for shape in _SHAPES_WITH[lowest]:
            if pair and len(shape) == 2:
                continue
            for group, used in self._fillings(shape, phys, win, wild, lowest):
                for k in used:
                    phys[k] -= used[k]
                rest = None if group[2] else win
                tails = self.splits(
                    phys, rest, wild - len(group[1]), left - 1, pair or len(shape) == 2
                )
                for k in used:
                    phys[k] += used[k]
                for tail in tails:
                    yield (group, *tail)

    def _fillings(
        self, shape: tuple[int, ...], phys: list[int], win: int | None, wild: int, lowest: int
    ) -> Iterator[tuple[_Raw, Counter[int]]]:
        """The ways to fill ``shape`` from physical cards, the winning card and 王, holding a
        physical ``lowest``; each obeys the no-split (2.4) and forced-join (2.5) rules.
        Yields the group and the physical cards it takes, per kind."""
        need = Counter(shape)
        alike = len(need) == 1
        ways = [  # per kind of the shape: (physical, winning card, 王) taken
            [
                (p, n, m - p - n)
                for p in range(min(m, phys[k]) + 1)
                for n in range(2 if win == k else 1)
                if p + n <= m
            ]
            for k, m in need.items()
        ]
        for chosen in product(*ways):
            by_kind = dict(zip(need, chosen, strict=True))
            low_p, low_n, _ = by_kind[lowest]
            if sum(w for _, _, w in chosen) > wild or low_p + low_n == 0:
                continue
            # 2.4: the three physical cards of a natural 坎 stay together, in a same-kind group.
            if any(
                by_kind[k][0] and (not alike or by_kind[k][0] != 3) for k in self.kan & set(need)
            ):
                continue
            # 2.5: with tsumo, the winning card's group holds its two or three physical copies.
            takes_win = any(n for _, n, _ in chosen)
            if takes_win and self.forced and not (alike and by_kind[shape[0]][0] == self.forced):
                continue
            wilds = tuple(k for k, (_, _, w) in by_kind.items() for _ in range(w))
            yield (shape, wilds, takes_win), Counter({k: p for k, (p, _, _) in by_kind.items()})

    def _wild_only(
        self, wild: int, left: int, start: int, pair: bool
    ) -> Iterator[tuple[_Raw, ...]]:
        """Splits of ``wild`` 王 alone into ``left`` groups, shapes in list order (no repeats),
        at most one pair."""
        if wild == 0 or left == 0:
            if wild == 0:
                yield ()
            return
        for i in range(start, len(_SHAPES)):
            shape = _SHAPES[i]
            if len(shape) <= wild and not (pair and len(shape) == 2):
                for tail in self._wild_only(
                    wild - len(shape), left - 1, i, pair or len(shape) == 2
                ):
                    yield ((shape, shape, False), *tail)


def _concealed_group(raw: _Raw, tsumo: bool) -> PhzGroup:
    """Type and 胡息 of a concealed group (paohuzi.md 2.5): a same-kind group holding the
    winning card is 偎/提 with ``tsumo``, 碰/跑 without; one without it is 坎/提."""
    cards, _, winning = raw
    if len(cards) == 2:
        kind = "将"
    elif len(set(cards)) == 1:
        kind = ("偎" if tsumo else "碰") if winning else "坎"
        if len(cards) == 4:
            kind = "提" if tsumo or not winning else "跑"
    else:
        kind = run_shape(cards) or ""
    return PhzGroup(kind, cards, group_huxi(kind, cards), winning)


def _readings(hand: PhzHand, declared: list[PhzGroup]) -> Iterator[tuple[PhzGroup, ...]]:
    """Every complete reading of paohuzi.md 2.3-2.5 and 5, as its 7 门子."""
    win = hand.winning if hand.winning != WILD else None
    wild = hand.concealed.count(WILD) + (hand.winning == WILD)
    phys = [0] * 20
    for c in hand.concealed:
        if c != WILD:
            phys[c] += 1
    # The winning card may join a declared 碰/偎 of its kind (2.5): a 偎 must with tsumo.
    joins: list[tuple[list[PhzGroup], int | None]] = []
    target = next((g for g in declared if g.kind in ("碰", "偎") and g.cards[0] == win), None)
    if target is not None:
        kind = "提" if hand.tsumo and target.kind == "偎" else "跑"
        cards = (*target.cards, target.cards[0])
        joined = PhzGroup(kind, cards, group_huxi(kind, cards), winning=True, declared=True)
        joins.append(([joined if g is target else g for g in declared], None))
    if target is None or not (hand.tsumo and target.kind == "偎"):
        joins.append((declared, win))
    for fixed, loose in joins:
        forced = phys[loose] if loose is not None and hand.tsumo and phys[loose] >= 2 else 0
        search = _Search(frozenset(k for k in range(20) if phys[k] == 3), forced)
        for split in search.splits(phys, loose, wild, 7 - len(fixed)):
            groups = (*fixed, *(_concealed_group(raw, hand.tsumo) for raw in split))
            fours = sum(len(g.cards) == 4 for g in groups)
            pairs = sum(len(g.cards) == 2 for g in groups)
            logical = Counter(c for g in groups for c in g.cards)
            if len(groups) == 7 and pairs == (1 if fours else 0) and max(logical.values()) <= 4:
                yield groups


def score(hand: str, *, min_huxi: int = 15, wilds: int = 0, duizihu: bool = True) -> PhzResult:
    """Score a 跑胡子 hand as paohuzi.md 4 specifies (常德红黑点 名堂, section 6).

    ``hand``: the notation of paohuzi.md 1.2; ``min_huxi``: the 胡息 a win needs (15, or 10
    for 衡阳 十胡卡); ``wilds``: how many 王 the set holds, 0..4; ``duizihu``: whether 对子胡
    counts. Among winning readings the highest score, then the highest 胡息, is taken
    (section 3); 囤 = 1 + (胡息 - min) // 3, +1 with tsumo; score = 囤 x 番 (番 = the
    名堂's sum, or 1). A wrong card total is no reading, not an error.

    Raises (all HupaiError and ValueError, naming the token): NotationError for an unknown
    token or size letter; MeldError for a bracket group of another shape or a W in one;
    TileCountError for more than 4 physical copies of a kind, four alike among the concealed
    cards or more W than ``wilds``; OptionError for ``wilds`` outside 0..4, ``min_huxi``
    outside 0..100 or a ``duizihu`` that is not a bool.
    """
    parsed = read_hand(hand)
    declared = sorted(
        (declared_group(brace, cards) for brace, cards in parsed.declared),
        key=lambda g: (g.cards, g.kind),
    )
    check_hand(parsed, wilds)
    min_huxi, duizihu = check_options(min_huxi, duizihu)
    best: tuple[int, int] | None = None
    best_groups: tuple[PhzGroup, ...] = ()
    best_loss: tuple[int, tuple[PhzGroup, ...]] | None = None
    for groups in _readings(parsed, declared):
        huxi = sum(g.huxi for g in groups)
        if huxi < min_huxi:
            if best_loss is None or huxi > best_loss[0]:
                best_loss = (huxi, groups)
            continue
        red = sum(c in RED for g in groups for c in g.cards)
        pairs_only = all(g.kind not in ("句", "二七十", "绞", "吃") for g in groups)
        fan = sum(v for _, v in mingtang_of(red, pairs_only, duizihu)) or 1
        tun = 1 + (huxi - min_huxi) // 3 + parsed.tsumo
        if best is None or (tun * fan, huxi) > best:
            best, best_groups = (tun * fan, huxi), groups
    if best is None:
        if best_loss is None:
            return PhzResult(False, None, 0, 0, (), 0, (), ())
        return _result(False, best_loss[0], 0, (), best_loss[1], parsed)
    huxi = best[1]
    red = sum(c in RED for g in best_groups for c in g.cards)
    pairs_only = all(g.kind not in ("句", "二七十", "绞", "吃") for g in best_groups)
    mingtang = mingtang_of(red, pairs_only, duizihu)
    tun = 1 + (huxi - min_huxi) // 3 + parsed.tsumo
    return _result(True, huxi, tun, mingtang, best_groups, parsed)


def _result(
    win: bool,
    huxi: int,
    tun: int,
    mingtang: tuple[tuple[str, int], ...],
    groups: tuple[PhzGroup, ...],
    hand: PhzHand,
) -> PhzResult:
    fan = (sum(v for _, v in mingtang) or 1) if win else 0
    physical = Counter(c for c in hand.concealed if c != WILD)
    physical.update(c for _, cards in hand.declared for c in cards)
    if hand.winning is not None and hand.winning != WILD:
        physical[hand.winning] += 1
    wild_kinds = tuple(sorted((Counter(c for g in groups for c in g.cards) - physical).elements()))
    ordered = tuple(sorted(groups, key=lambda g: (not g.declared, g.cards, g.kind, g.winning)))
    return PhzResult(win, huxi, tun, fan, mingtang, tun * fan, ordered, wild_kinds)


def is_win(hand: str, *, min_huxi: int = 15, wilds: int = 0, duizihu: bool = True) -> bool:
    """Whether ``hand`` wins (paohuzi.md 2-3): ``score(...).win``, same arguments and errors."""
    return score(hand, min_huxi=min_huxi, wilds=wilds, duizihu=duizihu).win
