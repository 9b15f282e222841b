"""跑胡子 cards, notation and integer encodings (paohuzi.md 1), in pure Python.

A card is an int: 小 n -> n - 1 (0..9), 大 n -> n + 9 (10..19), 王 -> 20 (``WILD``). The
notation is hupai's mpsz style: digits then a size letter, ``x`` = 小, ``d`` = 大, ``0`` = ten,
``W`` = one 王; Chinese numerals 一..十, 壹..拾 (仨 read as 叁) and 王 are read too. A hand is
space-separated tokens: ``[...]`` a face-up 碰/跑/吃, ``{...}`` a declared 偎/提, bare tokens
the concealed cards, ``+X`` the winning card, then ``| tsumo`` for a self-turned winning card.
Never imports ``_core``.
"""

from __future__ import annotations

import operator
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from hupai.errors import NotationError, OptionError, TileCountError, UnknownTileError

__all__ = [
    "WILD",
    "check_hand",
    "check_options",
    "RED",
    "PhzHand",
    "format_cards",
    "from_q_algorithm",
    "is_big",
    "number",
    "read_cards",
    "read_hand",
]

WILD = 20
"""The card index of a 王 (joker)."""

RED = frozenset({1, 6, 9, 11, 16, 19})
"""The red kinds (paohuzi.md 1.1): 二 七 十 and 贰 柒 拾."""

_SMALL_HAN = "一二三四五六七八九十"
_BIG_HAN = "壹贰叁肆伍陆柒捌玖拾"


def is_big(card: int) -> bool:
    """Whether a card index 0..19 is 大."""
    return card >= 10


def number(card: int) -> int:
    """The number 1..10 of a card index 0..19."""
    return card % 10 + 1


def read_cards(token: str) -> list[int]:
    """The cards of one token without brackets or ``+``: ``"27dW"`` -> [11, 16, 20].

    Raises NotationError naming the token for an unknown character or size letter, or
    digits with no size letter after them.
    """
    cards: list[int] = []
    digits: list[int] = []
    for char in token:
        if char.isascii() and char.isdigit():
            digits.append(int(char) or 10)
        elif char in "xd":
            if not digits:
                raise NotationError(
                    f"size letter {char!r} with no digits before it in {_shown(token)}"
                )
            cards.extend(n - 1 + (10 if char == "d" else 0) for n in digits)
            digits = []
        elif digits:
            raise NotationError(f"digits without a size letter (x or d) in {_shown(token)}")
        elif char in ("W", "王"):
            cards.append(WILD)
        elif char in _SMALL_HAN:
            cards.append(_SMALL_HAN.index(char))
        elif char in _BIG_HAN or char == "仨":
            cards.append(10 + (_BIG_HAN.index(char) if char != "仨" else 2))
        else:
            raise NotationError(f"unknown card or size letter {char!r} in {_shown(token)}")
    if digits:
        raise NotationError(f"digits without a size letter (x or d) in {_shown(token)}")
    return cards


def format_cards(cards: Iterable[int]) -> str:
    """Cards in canonical notation: small run, then big run, each 1..9,0, then ``W``s."""
    cards = list(cards)
    out = []
    for big in (False, True):
        run = sorted(c for c in cards if c != WILD and is_big(c) == big)
        if run:
            out.append("".join(str(number(c) % 10) for c in run) + ("d" if big else "x"))
    return "".join(out) + "W" * cards.count(WILD)


@dataclass(frozen=True)
class PhzHand:
    """A hand as read from notation (paohuzi.md 1.2).

    ``declared``: the face-up groups, each ``(brace, cards)`` with brace ``"["`` (碰/跑/吃) or
    ``"{"`` (偎/提); ``concealed``: the concealed cards (王 as 20); ``winning``: the winning
    card or None; ``tsumo``: the winning card was self-turned. Shapes are checked by the scorer.
    """

    declared: tuple[tuple[str, tuple[int, ...]], ...]
    concealed: tuple[int, ...]
    winning: int | None
    tsumo: bool

    def __str__(self) -> str:
        parts = [
            f"{brace}{format_cards(cards)}{']' if brace == '[' else '}'}"
            for brace, cards in self.declared
        ]
        if self.concealed:
            parts.append(format_cards(self.concealed))
        if self.winning is not None:
            parts.append("+" + format_cards([self.winning]))
        return " ".join(parts) + (" | tsumo" if self.tsumo else "")


def _shown(token: str) -> str:
    """A token quoted for a message, cut short past 40 characters."""
    return repr(token if len(token) <= 40 else token[:40] + "...")


def read_hand(text: str) -> PhzHand:
    """Read a hand in the notation of paohuzi.md 1.2.

    Raises NotationError naming the token for a hand that is not a str, an unknown token, an
    empty or unclosed bracket, a winning card that is not one card, more than one winning
    card, or an unknown or repeated flag.
    """
    if not isinstance(text, str):
        raise NotationError(f"a hand is a str of notation, got {type(text).__name__}")
    body, _, flags = text.partition("|")
    tsumo = False
    for flag in flags.split():
        if flag != "tsumo":
            raise NotationError(f"unknown flag {_shown(flag)} (only 'tsumo' is known)")
        if tsumo:
            raise NotationError("the flag 'tsumo' is given twice")
        tsumo = True
    declared: list[tuple[str, tuple[int, ...]]] = []
    concealed: list[int] = []
    winning: int | None = None
    for token in body.split():
        if token[0] in "[{":
            close = "]" if token[0] == "[" else "}"
            if token[-1] != close or len(token) == 1:
                raise NotationError(f"group {_shown(token)} is not closed by {close!r}")
            if len(token) == 2:
                raise NotationError(f"group {_shown(token)} is empty")
            declared.append((token[0], tuple(read_cards(token[1:-1]))))
        elif token[0] == "+":
            cards = read_cards(token[1:])
            if len(cards) != 1 or winning is not None:
                raise NotationError(
                    f"the winning card {_shown(token)} must be one card, given once"
                )
            winning = cards[0]
        else:
            concealed.extend(read_cards(token))
    return PhzHand(tuple(declared), tuple(concealed), winning, tsumo)


def _q_card(code: object, layout: str) -> int:
    if isinstance(code, bool) or not isinstance(code, int):
        raise UnknownTileError(f"{code!r} is not a card code (an int) of q_algorithm")
    if layout == "lua" and 1 <= code <= 21:
        return code - 1
    if layout == "cpp":
        if code == 0xFF:
            return WILD
        if 0x01 <= code <= 0x0A or 0x11 <= code <= 0x1A:
            return (code >> 4) * 10 + (code & 0x0F) - 1
    raise UnknownTileError(f"{code!r} is not a card of q_algorithm's {layout} layout")


def from_q_algorithm(
    cards: Sequence[int], winning: int | None = None, *, layout: str = "lua", tsumo: bool = False
) -> str:
    """A hand in hupai notation from q_algorithm card codes (paohuzi.md 1.3).

    ``cards``: the concealed card codes, any order; ``winning``: the winning card's code,
    given apart so the order of ``cards`` never matters. ``layout="lua"``: 1..10 小,
    11..20 大, 21 王; ``layout="cpp"``: 0x01..0x0A 小, 0x11..0x1A 大, 0xFF 王.
    Raises UnknownTileError naming a code that is not an int of the layout, NotationError for
    a layout other than these two, OptionError for a ``tsumo`` that is not a bool.
    """
    if layout not in ("lua", "cpp"):
        raise NotationError(f"unknown q_algorithm layout {layout!r} (lua or cpp)")
    if not isinstance(tsumo, bool):
        raise OptionError(f"tsumo is True or False, got {tsumo!r}")
    hand = PhzHand(
        (),
        tuple(_q_card(c, layout) for c in cards),
        None if winning is None else _q_card(winning, layout),
        tsumo,
    )
    return str(hand)


def check_hand(hand: PhzHand, wilds: int) -> None:
    """The input errors of paohuzi.md 4 that are not notation or group-shape errors.

    Raises OptionError for ``wilds`` outside 0..4; TileCountError for more W than ``wilds``,
    four alike among the concealed cards, or more than 4 physical copies of a kind.
    """
    if isinstance(wilds, bool) or not isinstance(wilds, int) or not 0 <= wilds <= 4:
        raise OptionError(f"wilds is 0..4, got {wilds!r}")
    jokers = hand.concealed.count(WILD) + (hand.winning == WILD)
    if jokers > 4:
        raise TileCountError(f"{jokers} W (王) in the hand; a set holds at most 4")
    if jokers > wilds:
        raise TileCountError(f"{jokers} W (王) in the hand but wilds={wilds}")
    concealed = Counter(c for c in hand.concealed if c != WILD)
    for k, n in concealed.items():
        if n > 4:
            raise TileCountError(f"{n} copies of {format_cards([k])!r} (at most 4)")
        if n == 4:
            raise TileCountError(
                f"four alike {format_cards([k] * n)!r} among the concealed cards: "
                f"declare them as 提 {{{format_cards([k] * 4)}}}"
            )
    physical = concealed + Counter(c for _, cards in hand.declared for c in cards)
    if hand.winning is not None and hand.winning != WILD:
        physical[hand.winning] += 1
    for k, n in physical.items():
        if n > 4:
            raise TileCountError(f"{n} physical copies of {format_cards([k])!r} (at most 4)")


def check_options(min_huxi: object, duizihu: object) -> tuple[int, bool]:
    """``min_huxi`` and ``duizihu`` as an int and a bool (NumPy's integers and bools taken
    too); OptionError unless ``min_huxi`` is an integer 0..100 and ``duizihu`` a bool."""
    if isinstance(min_huxi, bool) or _dtype_kind(min_huxi) == "b":
        raise OptionError(f"min_huxi is an int 0..100, got {min_huxi!r}")
    try:
        threshold = operator.index(min_huxi)  # type: ignore[arg-type]
    except TypeError:
        raise OptionError(f"min_huxi is an int 0..100, got {min_huxi!r}") from None
    if not 0 <= threshold <= 100:
        raise OptionError(f"min_huxi is an int 0..100, got {min_huxi!r}")
    if not isinstance(duizihu, bool) and _dtype_kind(duizihu) != "b":
        raise OptionError(f"duizihu is True or False, got {duizihu!r}")
    return threshold, bool(duizihu)


def _dtype_kind(value: object) -> str:
    """The kind letter of a NumPy scalar's dtype ("b" for a bool), "" for anything else."""
    dtype = getattr(value, "dtype", None)
    return str(getattr(dtype, "kind", "")) if getattr(value, "shape", None) == () else ""
