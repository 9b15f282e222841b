"""What scoring under a local rule set reads: a checked :class:`LocalRequest`.

One reader for the engine and the reference scorer (pure Python; never imports the native
module). It checks the hand against the rule set: the tiles its set holds, where its
wildcards may be, the claims it allows, the situation keywords it reads and the combinations
its page calls impossible, and the void suit of 定缺.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Final, NamedTuple

from hupai.errors import (
    HandSizeError,
    MeldError,
    NotWinningError,
    OptionError,
    SituationError,
    TileCountError,
    UnknownTileError,
)
from hupai.melds import Meld, declared_melds
from hupai.scoring.hand_string import looks_like_hand_string
from hupai.scoring.request import read_flag, read_flowers, read_wind
from hupai.tiles import NUM_KINDS, format_tiles, tile, to_counts
from hupai.tiles._kinds import as_bool, as_int, mpsz, shown
from hupai.tiles._names import GB_STRING

if TYPE_CHECKING:
    from hupai.rules.local import LocalRuleSet
    from hupai.rules.ruleset import RuleSet

__all__ = ["JOKER", "SUITS", "LocalRequest", "not_winning_local", "read_local_request"]

#: The winning tile's index when it is a joker (a tile outside the 34 kinds).
JOKER: Final = -1
#: The most decompositions a hand may have under a local rule set (DecompositionLimitError
#: past it): only hands of many wildcards come near (twelve ghosts and two tiles pass it).
#: The engine counts the decompositions whose wildcards stand for kinds of the set, the
#: reference all of them, so near the limit the two may part.
DECOMPOSITION_LIMIT: Final = 100_000
#: The void-suit letters (定缺).
SUITS: Final = ("m", "p", "s")
#: Flags, in the order of :attr:`LocalRequest.flags`.
FLAGS: Final = (
    "self_drawn", "kong_bloom", "robbing_kong", "kong_discard", "last_tile", "last_copy",
    "ready", "heavenly_ready", "heavenly_hand", "earthly_hand",
)  # fmt: skip
_READY: Final = {None: 0, False: 0, True: 1, "none": 0, "declared": 1, "heavenly": 2}


def split_jokers(text: str) -> tuple[str, int]:
    """A hand string without its jokers (each ``J`` one), and their number. A string wholly
    of PyMahjongGB codes (``"W1 J1 J2"``, where J1-J3 are dragons) holds none."""
    if GB_STRING.fullmatch(text):
        return text, 0
    return text.replace("J", ""), text.count("J")


class LocalRequest(NamedTuple):
    """A winning hand under a local rule set, checked, in hupai's indices.

    Attributes:
        standing: 34 counts of the standing tiles that are not wildcards (winning tile aside).
        wildcards: the wildcard tiles among the standing tiles (jokers and wildcard kinds).
        win_tile: the winning tile's kind 0-33, or :data:`JOKER`.
        win_wildcard: whether the winning tile is a wildcard.
        melds: the declared melds.
        wildcard_kinds: the kinds whose tiles are wildcards in this hand, sorted.
        physical: 34 counts of the standing tiles and the winning tile as held.
        flags: the situation as 0/1 by :data:`FLAGS` (``ready`` 1 for declared or heavenly).
        flowers: flowers held. seat_wind, prevalent_wind: 27-30. void: the void suit 0-2,
            or -1.
        four_ghosts: the four-ghost win (四鬼胡牌) is claimed: four ghost tiles held before
            one's first discard (a rule set's ``four_ghost_win``).
    """

    standing: tuple[int, ...]
    wildcards: int
    win_tile: int
    win_wildcard: bool
    melds: tuple[Meld, ...]
    wildcard_kinds: tuple[int, ...]
    physical: tuple[int, ...]
    flags: tuple[int, ...]
    flowers: int
    seat_wind: int
    prevalent_wind: int
    void: int
    four_ghosts: bool = False


def read_ready(value: object) -> int:
    """``ready`` as 0 (none), 1 (declared, 报听) or 2 (declared in the first-turn window,
    天听): None, False or ``"none"``; True or ``"declared"``; ``"heavenly"``. SituationError
    for anything else."""
    flag = as_bool(value)
    key: object = flag if flag is not None else value
    if (key is None or isinstance(key, (str, bool))) and key in _READY:
        return _READY[key]
    raise SituationError(
        "ready is None, 'declared' or 'heavenly' (None also as False or 'none', 'declared' "
        f"as True), got {shown(value)}"
    )


def _void(value: object) -> int:
    if value is None:
        return -1
    if isinstance(value, str) and value in SUITS:
        return SUITS.index(value)
    raise SituationError(f"void is the suit named void (定缺): 'm', 'p' or 's', got {shown(value)}")


def read_jokers(rules: RuleSet, hand: object, given: object) -> tuple[object, int]:
    """The hand without its J tokens and the jokers it holds (the tokens and ``given``).

    Raises:
        TileCountError: ``given`` not a whole number of at least 0; more jokers than the rule
            set has, or any where it has none.
    """
    n = 0
    if isinstance(hand, str) and rules.wildcards.jokers:
        hand, n = split_jokers(hand)
    elif isinstance(hand, (list, tuple)) and rules.wildcards.jokers:
        n = sum(1 for t in hand if isinstance(t, str) and t.strip() in ("J", "joker"))
        hand = [t for t in hand if not (isinstance(t, str) and t.strip() in ("J", "joker"))]
    if given is not None:
        extra = as_int(given)
        if extra is None or extra < 0:
            # As a negative count anywhere: a TileCountError.
            raise TileCountError(f"wildcards is a whole number of jokers, got {shown(given)}")
        n += extra
    if n > rules.wildcards.jokers:
        raise TileCountError(
            f"{n} jokers in the hand; {rules.name} has {rules.wildcards.jokers}"
            if rules.wildcards.jokers
            else f"wildcards={shown(given)}: {rules.name} has no jokers"
        )
    return hand, n


def _win_tile(rules: LocalRuleSet, value: object) -> int:
    if value is None:
        raise OptionError("win_tile is required: the winning tile, as a tile name or index")
    if isinstance(value, str) and value.strip() in ("J", "joker"):
        if not rules.wildcards.jokers:
            raise UnknownTileError(f"win_tile={value!r}: {rules.name} has no jokers")
        return JOKER
    win = tile(value)  # type: ignore[arg-type]
    if win >= NUM_KINDS:
        raise UnknownTileError(
            f"the winning tile {format_tiles([win])} is a flower; flowers are counted apart"
        )
    return win


def _check_situation(rules: LocalRuleSet, situation: Mapping[str, object]) -> None:
    from hupai.rules.local import SITUATIONS

    reads = ", ".join(sorted(rules.situations)) or "no situation"
    for name, value in situation.items():
        if name not in SITUATIONS:
            raise OptionError(
                f"{rules.name} does not read {name}= ({whose(name)}); it reads {reads}"
            )
        if name not in rules.situations and value not in (None, False, 0):
            if name == "indicator":
                rules.wildcards.kinds(value)  # the SituationError of a set without 翻鬼
            if name == "self_drawn" and rules.self_draw_only and as_bool(value):
                continue  # every win of the rule set is self-drawn: saying so is no error
            raise OptionError(f"{rules.name} does not read {name}= (it reads {reads})")


def check_melds(rules: LocalRuleSet, melds: tuple[Meld, ...], kinds: tuple[int, ...]) -> None:
    for m in melds:
        claim = "kong" if m.kind == "kong" else m.kind
        if not (m.kind == "kong" and m.concealed) and claim not in rules.claims:
            raise MeldError(f"{rules.name} has no claimed {m.kind}: meld [{m}]")
        if rules.claims == frozenset() and m.kind == "kong" and m.concealed:
            raise MeldError(f"{rules.name} has no declared melds: meld [{m}]")
        if not rules.wildcards.in_melds and any(t in kinds for t in m.tiles):
            raise MeldError(
                f"meld [{m}] holds a wildcard ({mpsz(next(t for t in m.tiles if t in kinds))}); "
                f"{rules.name} never melds its wildcards"
            )


def _check_counts(
    rules: LocalRuleSet, physical: list[int], melds: tuple[Meld, ...], indicator: int | None
) -> None:
    held = list(physical)
    for m in melds:
        for t in m.tiles:
            held[t] += 1
    for t in range(NUM_KINDS):
        if held[t] and not rules.copies[t]:
            raise UnknownTileError(f"{rules.name} has no {mpsz(t)}: its tile set lacks it")
        if held[t] > rules.copies[t]:
            raise TileCountError(
                f"{held[t]} copies of {mpsz(t)} in the hand; {rules.name} has {rules.copies[t]}"
            )
    # The flipped indicator is set aside, out of play (local_rules.md 0.3): one copy fewer.
    if indicator is not None and held[indicator] >= rules.copies[indicator]:
        raise TileCountError(
            f"{held[indicator]} copies of {mpsz(indicator)} in the hand, but the flipped "
            f"indicator is one of its {rules.copies[indicator]}: {rules.copies[indicator] - 1} "
            "are in play"
        )


def read_local_request(
    rules: LocalRuleSet,
    hand: object,
    *,
    win_tile: object = None,
    melds: object = (),
    **situation: object,
) -> LocalRequest:
    """The checked input of scoring ``hand`` under ``rules``.

    Args:
        hand: the standing tiles without the winning tile, in any notation hupai reads; a
            str may hold ``J`` tokens, one joker each, where the rule set has jokers.
        win_tile: the winning tile (a name or index), or ``"J"`` for a joker.
        melds: the declared melds, as :func:`hupai.score` takes them.
        situation: the keywords of :func:`hupai.score` that ``rules`` reads.

    Raises:
        OptionError: a keyword the rule set does not read.
        SituationError: a value out of range, a combination that cannot happen, a discard win
            where only self-draws win, an indicator where none is flipped or none given.
        UnknownTileError: a tile the set lacks (1z under SICHUAN), an indicator not a tile.
        MeldError: a claim the rule set has not, a wildcard in a meld.
        HandSizeError, TileCountError: the hand's size and copies.
        NotWinningError: a hand holding its declared void suit, or all three suits.
    """
    _check_situation(rules, situation)
    if win_tile is None and isinstance(hand, str) and looks_like_hand_string(hand):
        raise OptionError(
            f"{rules.name} reads no MCR hand string ({shown(hand)}): give the standing tiles "
            "with win_tile= (and melds=), or write the hand in the rule pages' example notation "
            "('[222m][555p] 777s999s7z +1m | tsumo')"
        )
    hand, jokers = read_jokers(rules, hand, situation.get("wildcards"))
    kinds = rules.wildcards.kinds(situation.get("indicator"))
    win = _win_tile(rules, win_tile)
    if win == JOKER and jokers + 1 > rules.wildcards.jokers:
        raise TileCountError(
            f"{jokers + 1} jokers in the hand (the winning tile one of them); {rules.name} has "
            f"{rules.wildcards.jokers}"
        )
    declared = declared_melds(melds)
    check_melds(rules, declared, kinds)
    counts = list(to_counts(hand))  # type: ignore[arg-type]
    physical = list(counts)
    if win != JOKER:
        physical[win] += 1
    flipped = tile(situation["indicator"]) if rules.wildcards.flipped else None  # type: ignore[arg-type]
    _check_counts(rules, physical, declared, flipped)
    want = 13 - 3 * len(declared)
    got = sum(counts) + jokers
    if got != want:
        raise HandSizeError(
            f"with {len(declared)} declared melds a hand has {want} standing tiles besides the "
            f"winning tile (14 in all, a kong counting 3), got {got}"
        )
    wildcards = jokers + sum(counts[k] for k in kinds)
    standing = tuple(0 if t in kinds else c for t, c in enumerate(counts))
    # A rule set whose every win is self-drawn and that reads no flag for it (seed 001).
    implied = rules.self_draw_only and "self_drawn" not in rules.situations
    self_drawn = implied or read_flag("self_drawn", situation.get("self_drawn"))
    kong = read_flag("kong", situation.get("kong"))
    kong_discard = read_flag("kong_discard", situation.get("kong_discard"))
    ready = read_ready(situation.get("ready"))
    heavenly = read_flag("heavenly_hand", situation.get("heavenly_hand"))
    earthly = read_flag("earthly_hand", situation.get("earthly_hand"))
    if rules.self_draw_only and not self_drawn:
        raise SituationError(f"{rules.name} wins by self-draw only: give self_drawn=True")
    if kong_discard and (self_drawn or kong):
        raise SituationError(
            "kong_discard (杠上炮) is a win on a discard after a kong: not with self_drawn or kong"
        )
    if kong and self_drawn and not any(m.kind == "kong" for m in declared):
        raise SituationError("kong with self_drawn (a kong bloom, 杠上开花) needs a declared kong")
    if (heavenly or earthly) and (not self_drawn or declared or kong):
        raise SituationError(
            "heavenly_hand and earthly_hand are self-drawn wins with no declared meld and no kong"
        )
    last_tile = read_flag("last_tile", situation.get("last_tile"))
    if (heavenly or earthly) and (ready or last_tile):
        # A first-turn win: no ready declared before it, and the wall is full.
        raise SituationError(
            "heavenly_hand and earthly_hand are first-turn wins: not with ready or last_tile"
        )
    void = _void(situation.get("void"))
    four_ghosts = read_flag("four_ghosts", situation.get("four_ghosts"))
    if four_ghosts:
        _check_four_ghosts(request_ghosts(wildcards, win, kinds), self_drawn, declared)
        if kong or last_tile or ready:
            raise SituationError(
                "four_ghosts (四鬼胡牌) is shown before one's first discard: not with kong, "
                "last_tile or ready"
            )
    request = LocalRequest(
        standing=standing,
        wildcards=wildcards,
        win_tile=win,
        win_wildcard=win == JOKER or win in kinds,
        melds=declared,
        wildcard_kinds=kinds,
        physical=tuple(physical),
        flags=(
            int(self_drawn),
            int(kong and self_drawn),
            int(kong and not self_drawn),
            int(kong_discard),
            int(last_tile),
            int(read_flag("last_copy", situation.get("last_copy"))),
            int(ready > 0),
            int(ready == 2),
            int(heavenly),
            int(earthly),
        ),  # fmt: skip
        flowers=read_flowers(situation.get("flowers")),
        seat_wind=read_wind("seat_wind", situation.get("seat_wind")),
        prevalent_wind=read_wind("prevalent_wind", situation.get("prevalent_wind")),
        void=void,
        four_ghosts=four_ghosts,
    )
    if rules.void:
        _check_void(rules, request)
    return request


def request_ghosts(wildcards: int, win: int, kinds: tuple[int, ...]) -> int:
    """The ghost (wildcard) tiles held with the winning tile: ``wildcards`` standing, and the
    winning tile when it is one (a joker or of the wildcard ``kinds``)."""
    return wildcards + int(win == JOKER or win in kinds)


def _check_four_ghosts(ghosts: int, self_drawn: bool, declared: tuple[Meld, ...]) -> None:
    """SituationError unless a four-ghost win may be claimed: four ghost tiles held, on one's
    own turn, no meld claimed (local_rules.md c: before one's first discard)."""
    if ghosts < 4:
        raise SituationError(
            f"four_ghosts (四鬼胡牌) needs four ghost tiles among the 14, the hand holds {ghosts}"
        )
    if not self_drawn:
        raise SituationError(
            "four_ghosts (四鬼胡牌) is claimed on one's own turn: give self_drawn=True"
        )
    claimed = [m for m in declared if not (m.kind == "kong" and m.concealed)]
    if claimed:
        raise SituationError(
            f"four_ghosts (四鬼胡牌) comes before one's first discard: no claimed meld, got "
            f"[{claimed[0]}]"
        )


def local_keywords(
    mcr_keywords: Mapping[str, object], situation: Mapping[str, object]
) -> dict[str, object]:
    """The situation keywords of a call under a local rule set: MCR's keywords given (not
    None, which stands for each default) and the others as given."""
    return {**{k: v for k, v in mcr_keywords.items() if v is not None}, **situation}


def whose(name: str) -> str:
    """Whose keyword ``name`` is, for the error refusing it: another rule set's or none's."""
    from hupai.rules.local import SITUATIONS
    from hupai.scoring.mcr2p_request import KEYWORDS

    if name in SITUATIONS or name in KEYWORDS:
        return "it is a keyword of other rule sets"
    return "no rule set reads it"


def mcr_reads_not(rules_name: str, situation: Mapping[str, object]) -> OptionError:
    """The error for a keyword MCR does not read."""
    name = next(iter(situation))
    return OptionError(
        f"{rules_name} does not read {name}= ({whose(name)}); MCR "
        "reads self_drawn, last_copy, kong, last_tile, seat_wind, prevalent_wind, flowers"
    )


def _check_void(rules: LocalRuleSet, request: LocalRequest) -> None:
    """NotWinningError for a hand holding its void suit (or, with none named, all three)."""
    held = list(request.physical)
    for m in request.melds:
        for t in m.tiles:
            held[t] += 1
    suits = [sum(held[9 * s : 9 * s + 9]) for s in range(3)]
    if request.void >= 0 and suits[request.void]:
        raise NotWinningError(
            f"the hand holds {suits[request.void]} tiles of its void suit "
            f"{SUITS[request.void]} (定缺): under {rules.name} it cannot win until it has none"
        )
    if all(suits):
        raise NotWinningError(
            f"the hand holds all three suits: under {rules.name} a hand must lack one (定缺)"
        )


def not_winning_local(rules: LocalRuleSet, request: LocalRequest) -> NotWinningError:
    """The error for a hand with no reading under ``rules``, naming the hand as held: its
    declared melds in brackets, the standing tiles (wildcard kinds as held, a joker ``J``)
    and the winning tile. The engine and the reference raise the same."""
    standing = list(request.physical)
    if request.win_tile != JOKER:
        standing[request.win_tile] -= 1
    jokers = request.wildcards - sum(standing[k] for k in request.wildcard_kinds)
    held = format_tiles([t for t, c in enumerate(standing) for _ in range(c)])
    held += " J" * jokers
    melds = "".join(f"[{m}]" for m in request.melds)
    win = "J" if request.win_tile == JOKER else format_tiles([request.win_tile])
    return NotWinningError(
        f"hand {melds}{held} won on {win} is not a winning hand under {rules.name}"
    )
