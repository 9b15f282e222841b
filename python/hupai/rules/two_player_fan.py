"""One fan of a two-player MCR table (国标二人麻将, :mod:`hupai.rules.mcr2p`), and the
predicates the two-player fans add to MCR's.

A fan names the predicate that finds it: its MCR id (:mod:`hupai.rules.mcr`) where MCR has
the same fan, so that the two rule sets share one definition, else one of
:data:`TWO_PLAYER_PREDICATES`, numbered after MCR's 82. Pure data.
"""

from __future__ import annotations

from typing import Final, NamedTuple

__all__ = ["PREDICATES", "TWO_PLAYER_PREDICATES", "Fan"]


class Fan(NamedTuple):
    """One fan of a two-player table.

    Attributes:
        id: its place in its table, 1-n, highest points first (the order exclusions are
            walked in, mcr2p.md 5.2).
        zh: the Chinese name (番名). en: the English name (the Green Book's for MCR's fans).
        points: its value in points (番数).
        excludes: the ids, in the same table, of the fans it leaves out (不计).
        predicate: what finds it: an MCR fan id 1-82, or a two-player predicate 83-93.
        source: where the fan and each of its exclusions come from (mcr2p.md 6).
        definition: when the fan holds, in one or two sentences.
    """

    id: int
    zh: str
    en: str
    points: int
    excludes: tuple[int, ...]
    predicate: int
    source: str
    definition: str

    @property
    def mcr_id(self) -> int | None:
        """The same fan's id in MCR's table (:mod:`hupai.rules.mcr`), None for a fan MCR
        lacks."""
        return self.predicate if self.predicate <= MCR_PREDICATES else None


#: MCR's fans are predicates 1-82 (its 81 and the 明暗杠 extension).
MCR_PREDICATES: Final = 82

#: The predicates of the fans MCR lacks, by id: situations (天胡 地胡 人胡 天听 报听), seven-
#: pairs patterns (大七星 三元七对 四喜七对), honor sets (四字刻 小三风) and the pair (二五八将).
TWO_PLAYER_PREDICATES: Final[dict[int, str]] = {
    83: "Heavenly Hand",  # 天胡
    84: "Earthly Hand",  # 地胡
    85: "Human Hand",  # 人胡
    86: "Big Seven Stars",  # 大七星
    87: "Three Dragons Seven Pairs",  # 三元七对
    88: "Four Winds Seven Pairs",  # 四喜七对
    89: "Four Honor Pungs",  # 四字刻
    90: "Heavenly Ready",  # 天听
    91: "Ready Declaration",  # 报听
    92: "Little Three Winds",  # 小三风
    93: "2-5-8 Pair",  # 二五八将
}

#: Every predicate id a two-player fan may name.
PREDICATES: Final = range(1, max(TWO_PLAYER_PREDICATES) + 1)
