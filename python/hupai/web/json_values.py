"""Library results as JSON values: named tuples as objects, a fan with its names and points,
melds in notation, rule sets by name."""

from __future__ import annotations

import dataclasses
from typing import Any

from hupai.melds import Meld
from hupai.rules.ruleset import RuleSet


def to_json(value: Any) -> Any:
    """``value`` (a result of the library: scores, decompositions, tuples of them) as a value
    ``json.dumps`` takes. A fan counted in a score is ``{id, zh, en, points, count, total}``,
    as ``hupai score --json`` lists it; a meld its notation; a rule set its name."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Meld):
        return str(value)
    if isinstance(value, RuleSet):
        return value.name
    if all(hasattr(value, a) for a in ("id", "zh", "en", "points", "count", "total")):
        return {a: getattr(value, a) for a in ("id", "zh", "en", "points", "count", "total")}
    if hasattr(value, "_asdict"):
        return {k: to_json(v) for k, v in value._asdict().items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_json(v) for v in value]
    return str(value)
