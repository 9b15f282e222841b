"""Generated MCR winning hands for differential tests against PyMahjongGB.

A seeded random generator, not Hypothesis: tens of thousands of hands must be made in a second
or two. Each hand is built to win: a *theme* picks the tiles its groups draw from and how they
are shaped (a flush, winds, shifted chows, a knitted straight, ...), so that every fan of the
rule book comes up often; then some groups are declared, a winning tile is picked from the
concealed part, and the situation (self-drawn, winds, flowers, ...) is drawn at random.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from hupai.decomposition import Decomposition
from hupai.melds import Meld
from hupai.reference import decompositions
from hupai.rules import mcr
from hupai.scoring import ScoreRequest, read_score_request

SUITS = (0, 9, 18)
HONORS = tuple(range(27, 34))
WINDS = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)
GREENS = (19, 20, 21, 23, 25, 32)  # 2s 3s 4s 6s 8s and Green 发
REVERSIBLE = (9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31)  # 推不倒
ORPHANS = (0, 8, 9, 17, 18, 26, *HONORS)
KNITTED = ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))

# PyMahjongGB's tile codes, by hupai index.
GB = [f"W{r}" for r in range(1, 10)] + [f"B{r}" for r in range(1, 10)]
GB += [f"T{r}" for r in range(1, 10)] + ["F1", "F2", "F3", "F4", "J3", "J2", "J1"]


@dataclass
class Hand:
    """A generated winning hand: declared melds as (kind, tiles, concealed, offer), the
    standing tiles without the winning tile, the winning tile and the situation."""

    melds: list[tuple[str, tuple[int, ...], bool, int]]
    standing: list[int]
    win_tile: int
    self_drawn: bool = False
    last_copy: bool = False
    kong: bool = False
    last_tile: bool = False
    seat_wind: int = 27
    prevalent_wind: int = 27
    flowers: int = 0
    theme: str = field(default="", compare=False)

    def hupai_melds(self) -> list[Meld]:
        """The declared melds as hupai Meld objects."""
        return [Meld(kind, tiles, concealed=c, offer=o) for kind, tiles, c, o in self.melds]

    def situation(self) -> dict[str, object]:
        """How the hand was won, as read_score_request's keyword arguments."""
        return {
            "self_drawn": self.self_drawn, "last_copy": self.last_copy, "kong": self.kong,
            "last_tile": self.last_tile, "seat_wind": self.seat_wind,
            "prevalent_wind": self.prevalent_wind, "flowers": self.flowers,
        }  # fmt: skip

    def request(self) -> ScoreRequest:
        """The hand as a checked hupai ScoreRequest."""
        return read_score_request(
            self.standing, win_tile=self.win_tile, melds=self.hupai_melds(), **self.situation()
        )

    def gb_args(self) -> dict[str, object]:
        """The keyword arguments of PyMahjongGB's MahjongFanCalculator for this hand."""
        pack = []
        for kind, tiles, concealed, offer in self.melds:
            if kind == "chow":
                pack.append(("CHI", GB[tiles[1]], offer))
            elif kind == "pung":
                pack.append(("PENG", GB[tiles[0]], offer))
            else:
                pack.append(("GANG", GB[tiles[0]], 0 if concealed else offer))
        return {
            "pack": tuple(pack),
            "hand": tuple(GB[t] for t in self.standing),
            "winTile": GB[self.win_tile],
            "flowerCount": self.flowers,
            "isSelfDrawn": self.self_drawn,
            "is4thTile": self.last_copy,
            "isAboutKong": self.kong,
            "isWallLast": self.last_tile,
            "seatWind": self.seat_wind - 27,
            "prevalentWind": self.prevalent_wind - 27,
        }


def _chow(start: int) -> tuple[int, ...]:
    return (start, start + 1, start + 2)


def _pung(t: int) -> tuple[int, ...]:
    return (t, t, t)


def _chow_starts(pool: tuple[int, ...]) -> list[int]:
    return [t for t in pool if t < 27 and t % 9 < 7 and t + 1 in pool and t + 2 in pool]


def _regular(rng: random.Random, pool: tuple[int, ...], chow_share: float) -> list[tuple]:
    """Four melds and a pair from ``pool``: ("chow"/"pung", tiles) groups, pair last."""
    starts = _chow_starts(pool)
    groups: list[tuple] = []
    for _ in range(4):
        if starts and rng.random() < chow_share:
            groups.append(("chow", _chow(rng.choice(starts))))
        else:
            groups.append(("pung", _pung(rng.choice(pool))))
    groups.append(("pair", (rng.choice(pool),) * 2))
    return groups


def _shifted(rng: random.Random, step: int, count: int, pungs: bool, mixed: bool) -> list[tuple]:
    """``count`` chows or pungs shifted by ``step`` (in one suit, or one suit each)."""
    suits = rng.sample(SUITS, 3) if mixed else [rng.choice(SUITS)] * 3
    top = 9 - (1 if pungs else 3) - step * (count - 1)
    first = rng.randrange(0, top + 1)
    out = []
    for i in range(count):
        t = suits[i % 3] + first + step * i
        out.append(("pung", _pung(t)) if pungs else ("chow", _chow(t)))
    return out


def _fill(rng: random.Random, groups: list[tuple], pool: tuple[int, ...]) -> list[tuple]:
    """The groups completed with random melds (and a pair) from ``pool`` to a whole hand."""
    while sum(kind != "pair" for kind, _ in groups) < 4:
        groups = groups + _regular(rng, pool, 0.5)[:1]
    if not any(kind == "pair" for kind, _ in groups):
        groups = groups + [("pair", (rng.choice(pool),) * 2)]
    return groups


ALL = tuple(range(34))


def _theme_groups(rng: random.Random, theme: str) -> list[tuple]:
    suit = rng.choice(SUITS)
    one_suit = tuple(range(suit, suit + 9))
    if theme == "plain":
        return _regular(rng, ALL, 0.6)
    if theme == "flush":
        return _regular(rng, one_suit, 0.6)
    if theme == "half_flush":
        return _regular(rng, one_suit + HONORS, 0.5)
    if theme == "honors":
        return _regular(rng, HONORS, 0.0)
    if theme == "winds":
        winds = rng.sample(WINDS, 4)
        groups = [("pung", _pung(w)) for w in winds[:3]]
        # The fourth wind as a pung (big four winds) or the pair (little four winds).
        groups.append((rng.choice(["pung", "pair"]), (winds[3],) * 3))
        if groups[-1][0] == "pair":
            groups[-1] = ("pair", (winds[3],) * 2)
        return _fill(rng, groups, ALL)
    if theme == "dragons":
        groups = [("pung", _pung(d)) for d in rng.sample(DRAGONS, rng.choice([2, 3]))]
        return _fill(rng, groups, ALL)
    if theme == "terminals":
        return _regular(rng, ORPHANS if rng.random() < 0.5 else (0, 8, 9, 17, 18, 26), 0.0)
    if theme == "green":
        return _regular(rng, GREENS, 0.3)
    if theme == "reversible":
        return _regular(rng, REVERSIBLE, 0.4)
    if theme in ("upper", "middle", "lower", "simples", "even", "five"):
        ranks = {
            "upper": range(6, 9),
            "middle": range(3, 6),
            "lower": range(0, 3),
            "simples": range(1, 8),
            "even": range(1, 9, 2),
            "five": range(3, 6),
        }[theme]
        if rng.random() < 0.3:  # the "greater/less than five" fans: ranks 6-9 or 1-4
            ranks = range(5, 9) if theme == "upper" else range(0, 4)
        pool = tuple(s + r for s in SUITS for r in ranks)
        if theme == "five":  # every group holds a five: chows 345-567 and pungs of five
            groups = []
            for _ in range(4):
                s = rng.choice(SUITS)
                groups.append(
                    ("chow", _chow(s + rng.choice([2, 3, 4])))
                    if rng.random() < 0.6
                    else ("pung", _pung(s + 4))
                )
            return groups + [("pair", (rng.choice(SUITS) + 4,) * 2)]
        return _regular(rng, pool, 0.0 if theme == "even" else 0.5)
    if theme == "straight":  # pure or mixed straight, then one more meld
        suits = [suit] * 3 if rng.random() < 0.5 else rng.sample(SUITS, 3)
        return _fill(rng, [("chow", _chow(suits[i] + 3 * i)) for i in range(3)], ALL)
    if theme == "shifted_chows":
        return _fill(
            rng,
            _shifted(rng, rng.choice([1, 2]), rng.choice([3, 4]), False, rng.random() < 0.4),
            ALL,
        )
    if theme == "shifted_pungs":
        return _fill(rng, _shifted(rng, 1, rng.choice([3, 4]), True, rng.random() < 0.4), ALL)
    if theme == "same_chows":
        start = suit + rng.randrange(7)
        count = rng.choice([2, 3, 4])
        if rng.random() < 0.4:  # mixed triple chow: one suit each
            return _fill(rng, [("chow", _chow(s + start - suit)) for s in SUITS], ALL)
        return _fill(rng, [("chow", _chow(start))] * count, ALL)
    if theme == "same_pungs":
        rank = rng.randrange(9)
        return _fill(
            rng, [("pung", _pung(s + rank)) for s in rng.sample(SUITS, rng.choice([2, 3]))], ALL
        )
    if theme == "terminal_chows":  # 123 + 789, and the two double-dragon fans
        a, b, c = rng.sample(SUITS, 3)
        shape = rng.choice(["two", "pure", "three_suited"])
        if shape == "pure":  # 一色双龙会: 123 123 789 789 55 in one suit
            return [("chow", _chow(a)), ("chow", _chow(a + 6))] * 2 + [("pair", (a + 4,) * 2)]
        if shape == "three_suited":  # 三色双龙会: 123 789 in two suits, 55 in the third
            groups = [("chow", _chow(s + r)) for s in (a, b) for r in (0, 6)]
            return groups + [("pair", (c + 4,) * 2)]
        other = a if rng.random() < 0.5 else b
        return _fill(rng, [("chow", _chow(a)), ("chow", _chow(other + 6))], ALL)
    if theme == "kongs":  # pungs, three or four of them then declared as kongs
        return _regular(rng, ALL, 0.0)
    if theme == "chicken":  # chows of all three suits, a simple pung, an honor pair
        starts = [
            s + r for s, r in zip(rng.sample(SUITS, 3), rng.sample([1, 2, 3, 4, 5], 3), strict=True)
        ]
        groups = [("chow", _chow(t)) for t in starts]
        groups.append(("pung", _pung(rng.choice(SUITS) + rng.randrange(1, 8))))
        return groups + [("pair", (rng.choice(HONORS),) * 2)]
    if theme == "short_straight":
        start = suit + rng.randrange(4)
        return _fill(rng, [("chow", _chow(start)), ("chow", _chow(start + 3))], ALL)
    if theme == "five_types":
        return [
            ("chow" if s < 27 else "pung", _chow(s + rng.randrange(7)) if s < 27 else _pung(s))
            for s in (*SUITS, rng.choice(WINDS))
        ] + [("pair", (rng.choice(DRAGONS),) * 2)]
    raise ValueError(theme)


THEMES = (
    "plain",
    "flush",
    "half_flush",
    "honors",
    "winds",
    "dragons",
    "terminals",
    "green",
    "reversible",
    "upper",
    "middle",
    "lower",
    "simples",
    "even",
    "five",
    "straight",
    "shifted_chows",
    "shifted_pungs",
    "same_chows",
    "same_pungs",
    "terminal_chows",
    "short_straight",
    "five_types",
    "kongs",
    "chicken",
)
SPECIAL = (
    "seven_pairs",
    "seven_shifted_pairs",
    "thirteen_orphans",
    "honors_and_knitted",
    "knitted_straight",
    "nine_gates",
)


def _special_tiles(rng: random.Random, form: str) -> list[int] | None:
    """The 14 tiles of a concealed special form (a knitted straight may add its meld)."""
    suit = rng.choice(SUITS)
    if form == "seven_pairs":
        return [t for t in rng.sample(ALL, 7) for _ in range(2)]
    if form == "seven_shifted_pairs":
        start = suit + rng.randrange(3)
        return [t for t in range(start, start + 7) for _ in range(2)]
    if form == "thirteen_orphans":
        return [*ORPHANS, rng.choice(ORPHANS)]
    knitted = [
        s + p + 3 * i for s, p in zip(SUITS, rng.choice(KNITTED), strict=True) for i in range(3)
    ]
    if form == "honors_and_knitted":
        honors = rng.randrange(5, 8)
        return rng.sample(knitted, 14 - honors) + rng.sample(HONORS, honors)
    if form == "knitted_straight":
        group = _regular(rng, ALL, 0.5)
        return knitted + list(group[0][1]) + list(group[-1][1])
    if form == "nine_gates":
        return [suit, suit, *range(suit, suit + 9), suit + 8, suit + 8, suit + rng.randrange(9)]
    raise ValueError(form)


def _situation(rng: random.Random, hand: Hand, counts: Counter[int]) -> Hand:
    hand.self_drawn = rng.random() < 0.4
    hand.seat_wind = rng.choice(WINDS)
    hand.prevalent_wind = rng.choice(WINDS)
    hand.flowers = rng.choice([0, 0, 0, 1, 2, 3, 8])
    # The rarer flags only where they could have happened, most of the time.
    has_kong = any(kind == "kong" for kind, *_ in hand.melds)
    hand.last_copy = rng.random() < 0.15 and counts[hand.win_tile] == 1
    hand.kong = rng.random() < 0.25 and (
        has_kong if hand.self_drawn else counts[hand.win_tile] == 1
    )
    hand.last_tile = rng.random() < 0.1
    return hand


def _declare(rng: random.Random, groups: list[tuple], theme: str) -> tuple[list, list[int]]:
    """Declares some melds (chows, pungs, kongs of every origin); the rest stay standing. The
    kongs theme makes three or four kongs; the chicken theme declares all but one meld."""
    melds, standing = [], []
    share, kong_share = {"kongs": (0.9, 1.0), "chicken": (0.8, 0.0)}.get(theme, (0.35, 0.35))
    for kind, tiles in groups:
        if kind != "pair" and rng.random() < share:
            if kind == "pung" and rng.random() < kong_share:
                concealed = rng.random() < 0.5
                melds.append(
                    ("kong", tiles + tiles[:1], concealed, 0 if concealed else rng.randint(1, 3))
                )
            else:
                melds.append((kind, tiles, False, rng.randint(1, 3)))
        else:
            standing.extend(tiles)
    return melds, standing


def generate(rng: random.Random, themes: tuple[str, ...] | None = None) -> Hand | None:
    """One winning hand, or None when the draw broke the four-copy limit (try again). By
    default a special form one time in eight or so, else one of ``THEMES``; with ``themes``,
    always one of those regular themes."""
    if themes is None and rng.random() < 0.12:
        form = rng.choice(SPECIAL)
        tiles = _special_tiles(rng, form)
        melds: list = []
        theme = form
    else:
        theme = rng.choice(THEMES if themes is None else themes)
        melds, tiles = _declare(rng, _theme_groups(rng, theme), theme)
    counts = Counter(tiles)
    for _, meld_tiles, _, _ in melds:
        counts.update(meld_tiles)
    if max(counts.values()) > 4 or not tiles:
        return None
    win = rng.choice(tiles)
    standing = list(tiles)
    standing.remove(win)
    rng.shuffle(standing)
    hand = _situation(rng, Hand(melds, standing, win, theme=theme), counts)
    if theme == "chicken":  # nothing that scores by itself
        hand.self_drawn = hand.last_copy = hand.kong = hand.last_tile = False
        hand.flowers = 0
    return hand


def hands(count: int, seed: int, themes: tuple[str, ...] | None = None) -> list[Hand]:
    """``count`` generated winning hands, the same for the same seed (and ``themes``, as
    ``generate`` takes them)."""
    rng = random.Random(seed)
    out: list[Hand] = []
    while len(out) < count:
        hand = generate(rng, themes)
        if hand is not None:
            out.append(hand)
    return out


def only_regular(hand: Hand) -> Decomposition | None:
    """The hand's decomposition when it has exactly one and it is regular, else None: the
    hands on which fans can be compared one module at a time."""
    found = decompositions([*hand.standing, hand.win_tile], melds=hand.hupai_melds())
    return found[0] if len(found) == 1 and found[0].form == "regular" else None


def excluded_by(fan_ids: set[int]) -> set[int]:
    """The fans that some fan of ``fan_ids`` leaves out, by the rule book or the engine."""
    out: set[int] = set()
    for i in fan_ids:
        fan = mcr.by_id(i)
        out.update(fan.excludes, fan.engine_excludes)
    return out


BATCH_KINDS = {"chow": 1, "pung": 2, "kong": 3}


def batch_columns(batch: list[Hand]) -> dict[str, npt.NDArray[np.int64]]:
    """The hands as ``hupai.batch.score``'s keyword arguments, int64 arrays."""
    n = len(batch)
    melds = np.zeros((n, 4, 3), dtype=np.int64)
    for i, h in enumerate(batch):
        for j, (kind, tiles, concealed, _offer) in enumerate(h.melds):
            melds[i, j] = (BATCH_KINDS[kind], min(tiles), int(concealed))
    flags = [h.self_drawn | h.last_copy << 1 | h.kong << 2 | h.last_tile << 3 for h in batch]
    return {
        "counts": np.array([np.bincount(h.standing, minlength=34) for h in batch]).reshape(n, 34),
        "melds": melds,
        "win_tile": np.array([h.win_tile for h in batch], dtype=np.int64),
        "flags": np.array(flags, dtype=np.int64),
        "seat_wind": np.array([h.seat_wind for h in batch], dtype=np.int64),
        "prevalent_wind": np.array([h.prevalent_wind for h in batch], dtype=np.int64),
        "flowers": np.array([h.flowers for h in batch], dtype=np.int64),
    }
