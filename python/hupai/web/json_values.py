"""Library results as JSON values: named tuples as objects, a fan with its names and points,
melds and a score's tiles in notation, rule sets by name."""

from __future__ import annotations

import dataclasses
from typing import Any

from hupai.decomposition import Decomposition
from hupai.melds import Meld
from hupai.rules.ruleset import RuleSet
from hupai.scoring.result import Score
from hupai.tiles import format_tiles

#: The fields of a reading (and a score) that hold tiles, written in notation ("5p") as its
#: melds are, not as indices.
TILE_FIELDS = ("pair", "pairs", "knitted", "wildcards")


def meld_text(m: Meld) -> str:
    """A meld as ``hupai.meld`` reads it back: a declared one in brackets with its offer
    (``[123m,2]``, ``[PPP,1]``, ``[7777s]`` concealed, ``[7777s,5]`` added; honors in letters,
    as the brackets take them), one found in the standing tiles as its tiles (``456p``). A
    declared meld whose discarder was not recorded (offer 0) is written without it, which
    reads back as the notation's default, 1."""
    if not m.declared:
        return str(m)
    tiles = format_tiles(list(m.tiles), "letters")
    return f"[{tiles},{m.offer}]" if m.offer else f"[{tiles}]"


def _named(value: Any) -> Any:
    if value is None:
        return None
    if isinstance(value, int):
        return format_tiles([value])
    return [format_tiles([t]) for t in value]


def to_json(value: Any) -> Any:
    """``value`` (a result of the library: scores, decompositions, tuples of them) as a value
    ``json.dumps`` takes. A fan counted in a score is ``{id, zh, en, points, count, total}``,
    as ``hupai score --json`` lists it; a meld as ``hupai.meld`` reads it (:func:`meld_text`);
    the tiles of a reading (its pair, pairs, knitted tiles and what each wildcard stands for)
    and of a score's ``wildcards`` their names in notation, as ``hupai score --json`` writes
    them; a rule set its name."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Meld):
        return meld_text(value)
    if isinstance(value, RuleSet):
        return value.name
    if all(hasattr(value, a) for a in ("id", "zh", "en", "points", "count", "total")):
        return {a: getattr(value, a) for a in ("id", "zh", "en", "points", "count", "total")}
    if isinstance(value, (Decomposition, Score)):
        fields = value._asdict()
        return {k: _named(v) if k in TILE_FIELDS else to_json(v) for k, v in fields.items()}
    if hasattr(value, "_asdict"):
        return {k: to_json(v) for k, v in value._asdict().items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_json(v) for v in value]
    return str(value)
