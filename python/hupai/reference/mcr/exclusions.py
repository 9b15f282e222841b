"""The last step of scoring: the fans that are not counted (不计) beside others.

:func:`apply_exclusions` takes the fans gathered for one reading of a hand, ``{fan id:
count}`` with the ids of :mod:`hupai.rules.mcr`, and gives what the reference engine,
PyMahjongGB 1.4.0, keeps of them. The engine does most of the rule book's exclusions before
this step, by never adding a fan that a higher one leaves out (a full flush is not also One
Voided Suit, a dragon pung is not also a Pung of Terminals or Honors, a seven-pairs hand is
never given Concealed Hand); what is left for the last step is the short list in
:data:`hupai.rules.mcr.ENGINE_EXCLUSION_ORDER`. On the fans the engine gathers, this is
what removing every ``excludes`` and ``engine_excludes`` of the fans present would give,
with three differences that a table of "fan X leaves out fan Y" cannot say:

* Four Concealed Pungs (四暗刻) beside Fully Concealed Hand (不求人): the rule book has Four
  Concealed Pungs leave out Fully Concealed Hand, whose own exclusion of Self-Drawn (自摸) then
  no longer holds; the engine turns Fully Concealed Hand into Self-Drawn (1 point), not into
  nothing. This is also the one place where the order of the rules matters: Fully Concealed
  Hand, once gone, leaves Self-Drawn alone, while Last Tile Draw (妙手回春) and Out with
  Replacement Tile (杠上开花), which come after, still take it away.
* Big Three Winds (三风刻) leaves out the Pungs of Terminals or Honors of its own three winds,
  three of them, not every one: a pung of 1s or 9s, or of the fourth wind, is still counted.
  (Beside All Honors or All Terminals and Honors, which leave out all of them, nothing is
  taken.) The engine never counts fewer than none.
* The prevalent and seat wind pungs (圈风刻, 门风刻), which the rule book has leave out a
  Pung of Terminals or Honors, are not looked at here at all: the engine takes their pung off
  the count when it adds them, one pung for each wind pung (one for a pung of both winds).

Exclusions the table lists but the engine never needs at this step (because it never gathers
both fans) are not applied: Big Four Winds and Big Three Winds or the wind pungs, Big Three
Dragons and Two Dragons Pungs, Nine Gates, the seven-pairs forms, Thirteen Orphans, the
knitted forms and their Concealed Hand or Single Wait, Robbing the Kong and Last Tile, and the
kong fans among themselves. Given such a pair, :func:`apply_exclusions` keeps both, as the
engine would.
"""

from __future__ import annotations

from typing import Final

from hupai.rules import mcr

__all__ = ["RULES", "apply_exclusions", "table_exclusions"]

BIG_FOUR_WINDS, BIG_THREE_DRAGONS, ALL_GREEN, FOUR_KONGS, ALL_TERMINALS = 1, 2, 3, 5, 8
LITTLE_FOUR_WINDS, LITTLE_THREE_DRAGONS, ALL_HONORS, FOUR_CONCEALED_PUNGS = 9, 10, 11, 12
PURE_TERMINAL_CHOWS, FOUR_PURE_SHIFTED_PUNGS, ALL_TERMINALS_AND_HONORS = 13, 15, 18
ALL_EVEN_PUNGS, FULL_FLUSH, UPPER_TILES, MIDDLE_TILES, LOWER_TILES = 21, 22, 25, 26, 27
THREE_SUITED_TERMINAL_CHOWS, ALL_FIVE, UPPER_FOUR, LOWER_FOUR, BIG_THREE_WINDS = 29, 31, 36, 37, 38
REVERSIBLE_TILES, LAST_TILE_DRAW, OUT_WITH_REPLACEMENT_TILE = 40, 44, 46
ALL_PUNGS, HALF_FLUSH, MELDED_HAND, TWO_DRAGONS_PUNGS, OUTSIDE_HAND = 48, 49, 52, 54, 55
FULLY_CONCEALED_HAND, DRAGON_PUNG, CONCEALED_HAND, ALL_CHOWS = 56, 59, 62, 63
DOUBLE_PUNG, ALL_SIMPLES, PUNG_OF_TERMINALS_OR_HONORS = 65, 68, 73
ONE_VOIDED_SUIT, NO_HONORS, SINGLE_WAIT, SELF_DRAWN = 75, 76, 79, 80

# The engine's exclusions at the last step, from the fan table's data module.
RULES: Final[tuple[tuple[int, tuple[int, ...]], ...]] = mcr.ENGINE_EXCLUSION_ORDER


def apply_exclusions(
    fans: dict[int, int], order: tuple[tuple[int, tuple[int, ...]], ...] = RULES
) -> dict[int, int]:
    """The fans of ``fans`` that the engine counts in the end (a new dict, no zero counts),
    the rules taken in ``order`` (a rule set's ``exclusion_order``; MCR's by default)."""
    out = {i: n for i, n in fans.items() if n}
    for fan, left_out in order:
        if not out.get(fan):
            continue
        for i in left_out:
            out.pop(i, None)
        if fan == FOUR_CONCEALED_PUNGS and out.pop(FULLY_CONCEALED_HAND, 0):
            # Not Fully Concealed Hand beside Four Concealed Pungs, but still self-drawn.
            out[SELF_DRAWN] = 1
        elif fan == BIG_THREE_WINDS and not (
            out.get(ALL_HONORS) or out.get(ALL_TERMINALS_AND_HONORS)
        ):
            # Only the three winds' own Pungs of Terminals or Honors.
            left = out.pop(PUNG_OF_TERMINALS_OR_HONORS, 0) - 3
            if left > 0:
                out[PUNG_OF_TERMINALS_OR_HONORS] = left
    return out


def table_exclusions(fans: dict[int, int]) -> dict[int, int]:
    """For comparison: ``fans`` without every fan that a fan present leaves out by the rule
    book's ``excludes`` or the ``engine_excludes`` of :mod:`hupai.rules.mcr`, all at once."""
    present = [i for i, n in fans.items() if n]
    gone = {j for i in present for j in (*mcr.by_id(i).excludes, *mcr.by_id(i).engine_excludes)}
    return {i: fans[i] for i in present if i not in gone}
