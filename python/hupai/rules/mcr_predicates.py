"""MCR's fans as conditions of a local rule set: ``mcr_fan("Mixed Straight")`` is a custom
fan's function (:class:`hupai.rules.Fan`'s ``when``) that holds when the reading's logical
hand, scored under the Chinese Official rules, has that fan. So a local rule set can draw on
MCR's 81 fan predicates beside the vocabulary (it is scored on the slower path, as every
custom fan).

The MCR hand is the reading's: its logical tiles (each wildcard as the kind it stands for),
its declared melds, its winning tile's kind, and the situation (self-drawn, kong bloom or
robbing the kong, last tile, last copy, flowers); winds are East, as a local reading carries
none. MCR scores that hand as it would any (its own best decomposition, not necessarily this
reading's split), so a fan MCR finds on some split of the same tiles holds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from hupai.errors import HupaiError
from hupai.rules.mcr import Fan, by_id, by_name

if TYPE_CHECKING:
    from hupai.rules.reading import Reading

__all__ = ["mcr_fan"]


def _fan(fan: int | str) -> Fan:
    return by_id(fan) if isinstance(fan, int) else by_name(fan)


def mcr_fan(
    fan: int | str, *, scorer: Callable[..., object] | None = None
) -> Callable[[Reading], int]:
    """A custom fan's condition: the MCR fan ``fan`` (id, Chinese or English name; an
    UnknownFanError otherwise) holds on the reading; its value is the fan's count.

    Args:
        scorer: the MCR scorer (``hupai.score`` by default; ``hupai.reference.score`` keeps a
            rule set's reference scoring free of the engine).
    """
    wanted = _fan(fan)

    def holds(reading: Reading) -> int:
        score = scorer or _engine_score()
        d = reading.decomposition
        declared = [m for m in d.melds if m.declared]
        standing = list(reading.logical)
        for m in declared:
            for t in m.tiles:
                standing[t] -= 1
        standing[reading.win_tile] -= 1
        f = reading.features
        try:
            found = score(
                standing, win_tile=reading.win_tile, melds=declared,
                self_drawn=bool(f["self_drawn"]), kong=bool(f["kong_bloom"] or f["robbing_kong"]),
                last_tile=bool(f["last_tile"]), last_copy=bool(f["last_copy"]),
                flowers=f["flowers"],
            )  # fmt: skip
        except HupaiError:
            return 0  # a hand MCR does not read as a win (a fifth logical copy, say)
        return next((c.count for c in found.fans if c.id == wanted.id), 0)  # type: ignore[attr-defined]

    holds.__name__ = f"mcr_{wanted.id}"
    holds.__doc__ = f"MCR's {wanted.en} ({wanted.zh}) on the reading's logical hand."
    return holds


def _engine_score() -> Callable[..., object]:
    from hupai import score

    return score
