"""跑胡子 groups (门子) and results, shared by ``hupai.paohuzi`` and the pure-Python reference.

The 胡息 table and shapes of paohuzi.md 2.2, the declared groups of 1.2 and their batch codes,
the 常德红黑点 名堂 of 6.1, and the result types of section 4. Never imports ``_core``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hupai.errors import MeldError
from hupai.paohuzi_cards import RED, WILD, format_cards, is_big, number, read_cards

__all__ = [
    "GROUP_CODES",
    "HUXI",
    "MINGTANG",
    "PhzGroup",
    "PhzResult",
    "declared_group",
    "group_code",
    "group_huxi",
    "mingtang",
    "shape",
]

HUXI = {
    "句": (3, 6),
    "二七十": (3, 6),
    "绞": (0, 0),
    "坎": (3, 6),
    "碰": (1, 3),
    "偎": (3, 6),
    "跑": (6, 9),
    "提": (9, 12),
    "将": (0, 0),
}
"""胡息 of each group type as (小, 大), paohuzi.md 2.2; a 句 is worth it only as 一二三."""

MINGTANG = (("红胡", 2), ("红乌", 4), ("点胡", 3), ("乌胡", 5), ("对子胡", 4))
"""The 常德红黑点 名堂 with their 番, in the order of paohuzi.md 6.1."""


@dataclass(frozen=True)
class PhzGroup:
    """One 门子 of a reading: its type (a paohuzi.md 8 label: 句 二七十 绞 坎 碰 偎 跑 提 将,
    or 吃 for a declared 句/二七十/绞), its logical cards (indices 0..19, 王 by the kind
    given), its 胡息, whether it holds the winning card, and whether it was declared."""

    kind: str
    cards: tuple[int, ...]
    huxi: int
    winning: bool = False
    declared: bool = False

    def __str__(self) -> str:
        cards = format_cards(self.cards)
        label = f"吃[{cards}]" if self.kind == "吃" else self.kind + cards
        return f"{label}{'(+)' if self.winning else ''}={self.huxi}"


@dataclass(frozen=True)
class PhzResult:
    """The result of paohuzi.md 4. ``huxi`` is None when no complete reading exists; when
    no reading wins, ``huxi`` is the best 胡息 of a complete one and tun = fan = score = 0.
    ``mingtang``: (name, 番) pairs in the order of 6.1; ``groups``: the chosen 7 门子,
    declared first; ``wild_kinds``: the kind given to each 王, sorted."""

    win: bool
    huxi: int | None
    tun: int
    fan: int
    mingtang: tuple[tuple[str, int], ...]
    score: int
    groups: tuple[PhzGroup, ...]
    wild_kinds: tuple[int, ...]

    @property
    def red(self) -> int:
        """R of paohuzi.md 6.1: the red logical cards of the chosen reading (0 with none)."""
        return sum(c in RED for g in self.groups for c in g.cards)


def shape(cards: Sequence[int]) -> str | None:
    """句 / 二七十 / 绞 for three cards of that shape (paohuzi.md 2.2), else None."""
    cards = sorted(cards)
    if len(cards) != 3 or WILD in cards:
        return None
    sizes = {is_big(c) for c in cards}
    numbers = [number(c) for c in cards]
    if len(sizes) == 1 and numbers[1] == numbers[0] + 1 and numbers[2] == numbers[0] + 2:
        return "句"
    if len(sizes) == 1 and numbers == [2, 7, 10]:
        return "二七十"
    if len(sizes) == 2 and len(set(numbers)) == 1:
        return "绞"
    return None


def group_huxi(kind: str, cards: Sequence[int]) -> int:
    """胡息 of a group of type ``kind`` (a key of ``HUXI``) holding ``cards``."""
    small, big = HUXI[kind]
    if kind == "句" and number(min(cards)) != 1:
        return 0
    return big if is_big(cards[0]) else small


def declared_group(brace: str, cards: Sequence[int]) -> PhzGroup:
    """A declared group of paohuzi.md 1.2: ``brace`` ``"["`` for 碰/跑/吃, ``"{"`` for 偎/提.

    Raises MeldError naming the group for a 王 in it or any other shape.
    """
    cards = tuple(cards)

    def token() -> str:
        return f"{brace}{format_cards(cards)}{']' if brace == '[' else '}'}"

    if WILD in cards:
        raise MeldError(f"a 王 (W) may not sit in a declared group: {token()!r}")
    if len(set(cards)) == 1 and len(cards) in (3, 4):
        kind = {("[", 3): "碰", ("[", 4): "跑", ("{", 3): "偎", ("{", 4): "提"}
        name = kind[(brace, len(cards))]
        return PhzGroup(name, cards, group_huxi(name, cards), declared=True)
    run = shape(cards) if brace == "[" else None
    if run is None:
        allowed = "碰, 跑 or 吃" if brace == "[" else "偎 (three alike) or 提 (four alike)"
        raise MeldError(f"{token()!r} is not a {allowed}")
    return PhzGroup("吃", tuple(sorted(cards)), group_huxi(run, cards), declared=True)


def _codes() -> tuple[str, ...]:
    kinds = range(20)
    text = format_cards
    codes = ["-"]
    codes += [f"[{text([k] * 3)}]" for k in kinds]
    codes += [f"[{text([k] * 4)}]" for k in kinds]
    codes += [f"{{{text([k] * 3)}}}" for k in kinds]
    codes += [f"{{{text([k] * 4)}}}" for k in kinds]
    codes += [f"[{text([b + n, b + n + 1, b + n + 2])}]" for b in (0, 10) for n in range(8)]
    codes += [f"[{text([b + 1, b + 6, b + 9])}]" for b in (0, 10)]
    codes += [f"[{text([n, n, n + 10])}]" for n in range(10)]
    codes += [f"[{text([n, n + 10, n + 10])}]" for n in range(10)]
    return tuple(codes)


GROUP_CODES: tuple[str, ...] = _codes()
"""The declared-group codes of ``hupai.batch.paohuzi_score``: code c stands for the group
``GROUP_CODES[c]`` in notation; 0 (``"-"``) is an empty slot. 1-20 碰, 21-40 跑, 41-60 偎,
61-80 提 (of kinds 0-19 in order), 81-96 吃 sequences (小 starting 一..八, then 大), 97-98 吃
二七十 and 贰柒拾, 99-108 吃 绞 of two 小 and one 大 (一..十), 109-118 of one 小 and two 大."""

_CODE_OF = {token: code for code, token in enumerate(GROUP_CODES)}
# The first code of each kind of group of cards alike (the code of kind 0).
_ALIKE_BASE = {"碰": 1, "跑": 21, "偎": 41, "提": 61}


def group_code(group: PhzGroup | str) -> int:
    """The batch code of a declared group, given as a PhzGroup or in notation (``"[123x]"``).

    Raises MeldError for a group of another shape or one not declared; NotationError for
    unreadable notation.
    """
    if not isinstance(group, (str, PhzGroup)):
        raise MeldError(f"a declared group is a PhzGroup or notation, got {type(group).__name__}")
    if isinstance(group, str):
        text = group.strip()
        if len(text) < 3 or text[0] not in "[{" or text[-1] != {"[": "]", "{": "}"}[text[0]]:
            raise MeldError(f"{group!r} is not a declared group in [...] or {{...}}")
        group = declared_group(text[0], read_cards(text[1:-1]))
    if not group.declared:
        raise MeldError(f"{group} is not a declared group")
    code = _ALIKE_BASE.get(group.kind)
    if code is not None:
        return code + group.cards[0]
    brace = "{" if group.kind in ("偎", "提") else "["
    token = f"{brace}{format_cards(group.cards)}{'}' if brace == '{' else ']'}"
    return _CODE_OF[token]


def mingtang(red: int, pairs_only: bool, duizihu: bool) -> tuple[tuple[str, int], ...]:
    """The 常德红黑点 名堂 of paohuzi.md 6.1 for ``red`` red cards, in its order."""
    found = []
    if 10 <= red <= 12:
        found.append(MINGTANG[0])
    if red >= 13:
        found.append(MINGTANG[1])
    if red == 1:
        found.append(MINGTANG[2])
    if red == 0:
        found.append(MINGTANG[3])
    if duizihu and pairs_only:
        found.append(MINGTANG[4])
    return tuple(found)
