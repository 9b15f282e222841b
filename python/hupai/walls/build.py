"""``hupai.wall``: a rule set's wall (or one built from counts) shuffled by the contract of
wall.md 3, with its seed, so that it can be replayed, and its deal (docs/walls.md)."""

from __future__ import annotations

from dataclasses import dataclass, field

from hupai.errors import HandSizeError, TileCountError
from hupai.rules.payment import table_players
from hupai.rules.ruleset import MCR, RuleSet
from hupai.walls.counts import counts_tiles
from hupai.walls.deal import Deal, check_deal_options, deal_tiles
from hupai.walls.seed import ALGORITHM, check_seed
from hupai.walls.tiles import rule_set_tiles

__all__ = ["Wall", "wall"]


@dataclass(frozen=True)
class Wall:
    """A shuffled wall (build one with :func:`hupai.wall`).

    Attributes:
        tiles: the tile ids (0-33 kinds, 34-41 flowers, 42 seed 001's joker), position 0 the
            first tile taken.
        seed: the seed it was shuffled with (0 <= seed < 2^64); the same seed, rule set and
            counts give the same wall everywhere.
        algorithm: the shuffle's name, ``"splitmix64-fisher-yates-v1"``.
        rules: the rule set.
        indicator: position 0's tile where the rule set flips a wildcard indicator (翻鬼:
            ``rules.wildcards.flipped > 0``), taken out of play; else None.
        wildcard_kinds: the sorted wildcard kinds: those the indicator makes
            (``rules.wildcards.kinds(indicator)``) where it flips one, else the fixed ones.
    """

    tiles: tuple[int, ...]
    seed: int
    algorithm: str
    rules: RuleSet = field(repr=False)
    indicator: int | None
    wildcard_kinds: tuple[int, ...]

    def __len__(self) -> int:
        return len(self.tiles)

    def deal(self, players: int | None = None, hand: int = 13, dealer_extra: int = 1) -> Deal:
        """The deal rule (docs/walls.md) on this wall: past the indicator (where there is one),
        seat 0 (the dealer) takes ``hand`` tiles, then each other seat in turn; the dealer
        takes ``dealer_extra`` more; each seat in turn sets its flowers aside and replaces
        them from the front of what remains; the remaining tiles are the rest.

        ``players`` defaults to the rule set's own (two-player MCR: 2), else 4.

        Raises:
            OptionError: players outside 2-4, hand outside 1-16, dealer_extra outside 0-3.
            SituationError: players other than those a rule set for a number of players is
                played by (two-player MCR: 2), as :func:`hupai.settle` refuses them.
            HandSizeError: a wall too short for the deal (replacements included), with the
                numbers.
        """
        if players is None:
            players = self.rules.players or 4
        p, h, e = check_deal_options(players, hand, dealer_extra)
        table_players(self.rules, p)
        return deal_tiles(self.tiles, p, h, e, self.indicator, self.wildcard_kinds)


def wall(rules: RuleSet = MCR, *, counts: object = None, seed: int | None = None) -> Wall:
    """The wall of ``rules`` (wall.md 1: :func:`hupai.walls.rule_set_tiles`), or the one
    ``counts`` builds (wall.md 2: :func:`hupai.walls.counts.counts_tiles`, flowers and no
    jokers), shuffled with ``seed`` by wall.md 3; ``seed=None`` draws one from the operating
    system, which :attr:`Wall.seed` returns.

    Raises:
        OptionError: a seed outside 0 <= seed < 2^64, or ``rules`` no rule set.
        TileCountError: counts outside wall.md 2's limits, quoted; or a counts wall with
            flowers under a rule set that flips an indicator (a flower is no indicator).
        UnknownTileError: a counts mapping keyed by what is no tile (jokers, id 42, are not
            counted: a counts wall has none).
        HandSizeError: an empty wall under a rule set that flips an indicator.
    """
    from hupai import _core
    from hupai.errors import OptionError

    if not isinstance(rules, RuleSet):
        raise OptionError(f"rules is a rule set (hupai.rules), got {type(rules).__name__}")
    chosen = check_seed(seed)
    unshuffled = rule_set_tiles(rules) if counts is None else counts_tiles(counts)
    tiles = tuple(unshuffled[k] for k in _core.shuffle_order(len(unshuffled), chosen))
    indicator = None
    if rules.wildcards.flipped:
        if counts is not None and any(t >= 34 for t in unshuffled):
            raise TileCountError(
                f"{rules.name} flips a wildcard indicator from the wall, which a flower cannot "
                "be: give its counts no flowers"
            )
        if not tiles:
            raise HandSizeError(f"{rules.name} flips an indicator, but the wall is empty")
        indicator = tiles[0]
    kinds = rules.wildcards.kinds(indicator)
    return Wall(tiles, chosen, ALGORITHM, rules, indicator, kinds)
