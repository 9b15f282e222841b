"""The fans (番) of the Chinese Official rules (国标麻将, MCR) as data: ids, names, points and
exclusions (不计). The scorer, the reference scorer, the docs page and the Rust fast path all read
this one table; nothing else keeps names or points.

Sources: the 81 fans and their exclusions as the rule book (the MCR "Green Book") states them.
The exclusions of the chow and pung combination fans hold only among the melds that make the
fan (套算一次): Pure Straight (清龙) leaves out a Short Straight of its own chows, not one a
fourth chow makes with them. ``engine_excludes`` are the further fans PyMahjongGB 1.4.0, the
reference engine hupai agrees with, leaves out beside a fan: most follow from the principle
of non-repetition (不重复), such as One Voided Suit (缺一门) beside Full Flush (清一色), whose
every hand voids two suits. Fan 82, Concealed Kong and Melded Kong (明暗杠, 5 points), is not
one of the 81: it is the reference engine's extension, on by default as there.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from hupai.errors import UnknownFanError
from hupai.tiles._kinds import shown

__all__ = ["ENGINE_EXCLUSION_ORDER", "FANS", "Fan", "by_id", "by_name"]


class Fan(NamedTuple):
    """One fan.

    Attributes:
        id: 1-81 in the rule book's order (highest points first), 82 for the extension.
        zh: the Chinese name (番名).
        en: the English name of the Green Book.
        points: its value in points (番数).
        excludes: the ids of the fans it leaves out (不计), as the rule book lists them.
        engine_excludes: the ids of the further fans the reference engine leaves out.
    """

    id: int
    zh: str
    en: str
    points: int
    excludes: tuple[int, ...]
    engine_excludes: tuple[int, ...]


# fmt: off
FANS: Final[tuple[Fan, ...]] = (
    Fan(1, '大四喜', 'Big Four Winds', 88, (38, 48, 60, 61, 73), (9,)),
    Fan(2, '大三元', 'Big Three Dragons', 88, (54, 59, 73), ()),
    Fan(3, '绿一色', 'All Green', 88, (49,), (75,)),
    Fan(4, '九莲宝灯', 'Nine Gates', 88, (22, 56, 62, 76, 73), (75, 77, 78, 79)),
    Fan(5, '四杠', 'Four Kongs', 88, (48, 79), (17, 53, 57, 67, 74, 77, 78, 82)),
    Fan(6, '连七对', 'Seven Shifted Pairs', 88, (22, 19, 56, 62, 76, 79), (64, 75)),
    Fan(7, '十三幺', 'Thirteen Orphans', 88, (18, 51, 56, 62, 79), (75,)),
    Fan(8, '清幺九', 'All Terminals', 64, (18, 48, 55, 65, 73, 76), ()),
    Fan(9, '小四喜', 'Little Four Winds', 64, (38, 73), ()),
    Fan(10, '小三元', 'Little Three Dragons', 64, (54, 59, 73), ()),
    Fan(11, '字一色', 'All Honors', 64, (18, 48, 55, 73), (75,)),
    Fan(12, '四暗刻', 'Four Concealed Pungs', 64, (48, 56, 62), ()),
    Fan(13, '一色双龙会', 'Pure Terminal Chows', 64, (19, 22, 63, 69, 72, 76), (75,)),
    Fan(14, '一色四同顺', 'Quadruple Chow', 48, (23, 24, 19, 64, 69), ()),
    Fan(15, '一色四节高', 'Four Pure Shifted Pungs', 48, (23, 24, 48), ()),
    Fan(16, '一色四步高', 'Four Pure Shifted Chows', 32, (30, 71, 72), ()),
    Fan(17, '三杠', 'Three Kongs', 32, (), (53, 57, 67, 74, 82)),
    Fan(18, '混幺九', 'All Terminals and Honors', 32, (48, 55, 73), ()),
    Fan(19, '七对', 'Seven Pairs', 24, (56, 62, 79), (77, 78)),
    Fan(20, '七星不靠', 'Greater Honors and Knitted Tiles', 24, (34, 51, 56, 62), (79,)),
    Fan(21, '全双刻', 'All Even Pungs', 24, (48, 68, 76), ()),
    Fan(22, '清一色', 'Full Flush', 24, (76,), (75,)),
    Fan(23, '一色三同顺', 'Pure Triple Chow', 24, (24, 69), ()),
    Fan(24, '一色三节高', 'Pure Shifted Pungs', 24, (23,), ()),
    Fan(25, '全大', 'Upper Tiles', 24, (36, 76), ()),
    Fan(26, '全中', 'Middle Tiles', 24, (68, 76), ()),
    Fan(27, '全小', 'Lower Tiles', 24, (37, 76), ()),
    Fan(28, '清龙', 'Pure Straight', 16, (71, 72), ()),
    Fan(29, '三色双龙会', 'Three-Suited Terminal Chows', 16, (63, 72, 70, 76), ()),
    Fan(30, '一色三步高', 'Pure Shifted Chows', 16, (), ()),
    Fan(31, '全带五', 'All Five', 16, (68, 76), ()),
    Fan(32, '三同刻', 'Triple Pung', 16, (65,), ()),
    Fan(33, '三暗刻', 'Three Concealed Pungs', 16, (), ()),
    Fan(34, '全不靠', 'Lesser Honors and Knitted Tiles', 12, (51, 56, 62), (79,)),
    Fan(35, '组合龙', 'Knitted Straight', 12, (), ()),
    Fan(36, '大于五', 'Upper Four', 12, (76,), ()),
    Fan(37, '小于五', 'Lower Four', 12, (76,), ()),
    Fan(38, '三风刻', 'Big Three Winds', 12, (73,), ()),
    Fan(39, '花龙', 'Mixed Straight', 8, (), ()),
    Fan(40, '推不倒', 'Reversible Tiles', 8, (75,), ()),
    Fan(41, '三色三同顺', 'Mixed Triple Chow', 8, (70,), ()),
    Fan(42, '三色三节高', 'Mixed Shifted Pungs', 8, (), ()),
    Fan(43, '无番和', 'Chicken Hand', 8, (), ()),
    Fan(44, '妙手回春', 'Last Tile Draw', 8, (80,), ()),
    Fan(45, '海底捞月', 'Last Tile Claim', 8, (), ()),
    Fan(46, '杠上开花', 'Out with Replacement Tile', 8, (80,), ()),
    Fan(47, '抢杠和', 'Robbing The Kong', 8, (58,), ()),
    Fan(48, '碰碰和', 'All Pungs', 6, (), ()),
    Fan(49, '混一色', 'Half Flush', 6, (), (75,)),
    Fan(50, '三色三步高', 'Mixed Shifted Chows', 6, (), ()),
    Fan(51, '五门齐', 'All Types', 6, (), ()),
    Fan(52, '全求人', 'Melded Hand', 6, (79,), (77, 78)),
    Fan(53, '双暗杠', 'Two Concealed Kongs', 6, (66,), (67,)),
    Fan(54, '双箭刻', 'Two Dragons Pungs', 6, (59, 73), ()),
    Fan(55, '全带幺', 'Outside Hand', 4, (), ()),
    Fan(56, '不求人', 'Fully Concealed Hand', 4, (80,), (62,)),
    Fan(57, '双明杠', 'Two Melded Kongs', 4, (), (74,)),
    Fan(58, '和绝张', 'Last Tile', 4, (), ()),
    Fan(59, '箭刻', 'Dragon Pung', 2, (73,), ()),
    Fan(60, '圈风刻', 'Prevalent Wind', 2, (73,), ()),
    Fan(61, '门风刻', 'Seat Wind', 2, (73,), ()),
    Fan(62, '门前清', 'Concealed Hand', 2, (), ()),
    Fan(63, '平和', 'All Chows', 2, (76,), ()),
    Fan(64, '四归一', 'Tile Hog', 2, (), ()),
    Fan(65, '双同刻', 'Double Pung', 2, (), ()),
    Fan(66, '双暗刻', 'Two Concealed Pungs', 2, (), ()),
    Fan(67, '暗杠', 'Concealed Kong', 2, (), ()),
    Fan(68, '断幺', 'All Simples', 2, (76,), ()),
    Fan(69, '一般高', 'Pure Double Chow', 1, (), ()),
    Fan(70, '喜相逢', 'Mixed Double Chow', 1, (), ()),
    Fan(71, '连六', 'Short Straight', 1, (), ()),
    Fan(72, '老少副', 'Two Terminal Chows', 1, (), ()),
    Fan(73, '幺九刻', 'Pung of Terminals or Honors', 1, (), ()),
    Fan(74, '明杠', 'Melded Kong', 1, (), ()),
    Fan(75, '缺一门', 'One Voided Suit', 1, (), ()),
    Fan(76, '无字', 'No Honors', 1, (), ()),
    Fan(77, '独听・边张', 'Edge Wait', 1, (), ()),
    Fan(78, '独听・嵌张', 'Closed Wait', 1, (), ()),
    Fan(79, '独听・单钓', 'Single Wait', 1, (), ()),
    Fan(80, '自摸', 'Self-Drawn', 1, (), ()),
    Fan(81, '花牌', 'Flower Tiles', 1, (), ()),
    Fan(82, '明暗杠', 'Concealed Kong and Melded Kong', 5, (74, 67), ()),
)
# fmt: on

#: The reference engine's last step of scoring a reading (docs/mcr-scoring.md): in this order,
#: a fan present leaves out these fans, each rule looking at the fans as the rules before it
#: left them. Four Concealed Pungs (12) and Big Three Winds (38) do more than leave fans out;
#: that part is the scorers' code.
# fmt: off
ENGINE_EXCLUSION_ORDER: Final[tuple[tuple[int, tuple[int, ...]], ...]] = (
    (1, (48, 73)),  # 大四喜: 碰碰和 幺九刻
    (2, (59,)),  # 大三元: 箭刻
    (3, (49, 75)),  # 绿一色: 混一色 缺一门
    (5, (79,)),  # 四杠: 独听・单钓
    (8, (48, 55, 73, 76, 65)),  # 清幺九: 碰碰和 全带幺 幺九刻 无字 双同刻
    (9, (73,)),  # 小四喜: 幺九刻
    (10, (59,)),  # 小三元: 箭刻
    (11, (48, 55, 73, 75)),  # 字一色: 碰碰和 全带幺 幺九刻 缺一门
    (12, (48, 62)),  # 四暗刻: 碰碰和 门前清
    (13, (22, 63, 76)),  # 一色双龙会: 清一色 平和 无字
    (15, (48,)),  # 一色四节高: 碰碰和
    (18, (48, 55, 73)),  # 混幺九: 碰碰和 全带幺 幺九刻
    (21, (48, 68, 76)),  # 全双刻: 碰碰和 断幺 无字
    (25, (76,)),  # 全大: 无字
    (26, (68, 76)),  # 全中: 断幺 无字
    (27, (76,)),  # 全小: 无字
    (29, (63, 76)),  # 三色双龙会: 平和 无字
    (31, (68, 76)),  # 全带五: 断幺 无字
    (36, (76,)),  # 大于五: 无字
    (37, (76,)),  # 小于五: 无字
    (38, ()),  # 三风刻
    (40, (75,)),  # 推不倒: 缺一门
    (44, (80,)),  # 妙手回春: 自摸
    (46, (80,)),  # 杠上开花: 自摸
    (52, (79,)),  # 全求人: 独听・单钓
    (54, (59,)),  # 双箭刻: 箭刻
    (56, (80,)),  # 不求人: 自摸
    (63, (76,)),  # 平和: 无字
    (68, (76,)),  # 断幺: 无字
)
# fmt: on


def by_id(fan_id: int) -> Fan:
    """The fan with this id (1-82); UnknownFanError (a HupaiError and a KeyError)
    otherwise."""
    from hupai.rules.ruleset import fan_at

    return fan_at("MCR", FANS, fan_id)


_NAMES: Final = {name: fan for fan in FANS for name in (fan.zh, fan.en, fan.en.lower())}


def by_name(name: str) -> Fan:
    """The fan with this Chinese or English name (English in any case), as the Green Book
    names it; UnknownFanError (a HupaiError and a KeyError) otherwise."""
    found = (_NAMES.get(name) or _NAMES.get(name.lower())) if isinstance(name, str) else None
    if found is None:
        raise UnknownFanError(
            f"no MCR fan is named {shown(name)}; give a fan's Chinese name (七对) or its "
            "English one (Seven Pairs), as hupai.rules.mcr.FANS lists them"
        )
    return found
