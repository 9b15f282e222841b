"""A score's fans as the command line's JSON lists them (MCR's and two-player MCR's)."""

from __future__ import annotations

from typing import Any


def fan_list(score: Any) -> list[dict[str, Any]]:
    """Each fan of ``score``: id, Chinese and English names, its own points, count and what
    it adds (points × count)."""
    return [
        {"id": f.id, "zh": f.zh, "en": f.en, "points": f.points, "count": f.count, "total": f.total}
        for f in score.fans
    ]
