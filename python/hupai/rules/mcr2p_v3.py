# ruff: noqa: E501 (a fan's source and definition are one string each)
"""The fans (番) of the "四喜七对" preset of two-player MCR (product V3) as data: ids, names,
points, exclusions (不计), the predicate that finds each, where each exclusion comes from and
the fan's definition. The scorers, the docs page (docs/mcr2p-v3-fans.md) and the engine all
read this one table.

Sources: a two-player game server's table (its fan list, points and exclusion lists as its
code applies them, its comment taken where the two disagree), unioned with the default
preset's sources as for it. Rule facts: ``mcr2p.md`` (sections 3-7, 9) and
``mcr2p_v3_fans.tsv``.
"""

from __future__ import annotations

from typing import Final

from hupai.rules.two_player_fan import Fan

__all__ = ["FANS"]

#: The 63 fans in table order (points descending), the order the exclusions are walked in.
# fmt: off
FANS: Final[tuple[Fan, ...]] = (
    Fan(1, '大四喜', 'Big Four Winds', 88, (25, 38, 40, 27), 1, 'V3 list', 'Four pungs or kongs, one of each wind (1z 2z 3z 4z).'),  # 大三风 小三风 碰碰胡 四字刻
    Fan(2, '大三元', 'Big Three Dragons', 88, (39, 55), 2, 'V3 list', 'Three pungs or kongs, one of each dragon (5z 6z 7z).'),  # 双箭刻 箭刻
    Fan(3, '九莲宝灯', 'Nine Gates', 88, (33, 49, 56, 46), 4, 'V3 comment (its code drops 报听 instead of 门前清). +MCR: 不求人', 'No declared meld (not even a concealed kong) and the 13 standing tiles are exactly 1112345678999m; the winning tile is any 万.'),  # 清一色 门前清 自摸 不求人
    Fan(4, '大于五', 'Upper Four', 88, (), 36, 'V3: 88', 'Every tile is 6m, 7m, 8m or 9m.'),
    Fan(5, '小于五', 'Lower Four', 88, (), 37, 'V3: 88', 'Every tile is 1m, 2m, 3m or 4m.'),
    Fan(6, '大七星', 'Big Seven Stars', 88, (26, 17, 18, 44, 49, 56, 14, 46), 86, 'V3 list. +不求人 implied', 'Seven-pairs reading whose pairs are exactly 11z 22z 33z 44z 55z 66z 77z (one pair of each honor).'),  # 七对 三元七对 四喜七对 全带幺 门前清 自摸 字一色 不求人
    Fan(7, '连七对', 'Seven Shifted Pairs', 88, (26, 49, 56, 33, 46), 6, 'V3 list. +MCR: 不求人', 'Seven-pairs reading made of seven consecutive 万 ranks (1-7, 2-8 or 3-9), each exactly twice.'),  # 七对 门前清 自摸 清一色 不求人
    Fan(8, '四杠', 'Four Kongs', 88, (23, 45, 59, 40, 41, 50), 5, 'V3 list. +MCR: 碰碰胡. +kong tier', 'Four kongs, melded or concealed in any mix.'),  # 三杠 双明杠 明杠 碰碰胡 双暗杠 暗杠
    Fan(9, '天胡', 'Heavenly Hand', 88, (58, 57, 46, 47, 56), 83, 'V3 silent: default list less 单钓将', 'Flag heavenly_hand: the dealer (seat E) wins with its 14 dealt tiles, after any flower replacement, before its first discard and without having declared a concealed kong.'),  # 边张 坎张 不求人 和绝张 自摸
    Fan(10, '地胡', 'Earthly Hand', 88, (58, 57, 46, 47, 56), 84, 'V3 silent: default list less 单钓将', 'Flag earthly_hand: the non-dealer (seat W) self-draws the win on its first draw (a flower drawn first and replaced still counts), and nobody made a chow, pung or kong (concealed kong included) before that draw.'),  # 边张 坎张 不求人 和绝张 自摸
    Fan(11, '小四喜', 'Little Four Winds', 64, (25, 38), 9, 'V3 list', 'Three wind pungs or kongs and a wind pair.'),  # 大三风 小三风
    Fan(12, '小三元', 'Little Three Dragons', 64, (39, 55), 10, 'V3 list', 'Two dragon pungs or kongs and a dragon pair.'),  # 双箭刻 箭刻
    Fan(13, '一色双龙会', 'Pure Terminal Chows', 64, (63, 26, 62, 54, 33), 13, 'V3 list. +MCR: 清一色', 'Chows 123m 123m 789m 789m and the pair 55m.'),  # 一般高 七对 老少副 平胡 清一色
    Fan(14, '字一色', 'All Honors', 64, (40, 44, 22, 27), 11, 'V3 list', 'Every tile is an honor (regular or seven-pairs reading).'),  # 碰碰胡 全带幺 混幺九 四字刻
    Fan(15, '四暗刻', 'Four Concealed Pungs', 64, (32, 51, 40, 49, 56, 46), 12, 'V3 list (adds 自摸). +MCR: 不求人', 'Four concealed pungs; concealed kongs count; a pung completed by a discard is not concealed (mcr2p.md 4).'),  # 三暗刻 双暗刻 碰碰胡 门前清 自摸 不求人
    Fan(16, '人胡', 'Human Hand', 64, (58, 57, 47), 85, "V3 silent: product V2's 人胡 list (单钓将 not a fan here)", "Flag human_hand: the non-dealer wins on the dealer's first discard, the dealer having declared no concealed kong before it."),  # 边张 坎张 和绝张
    Fan(17, '三元七对', 'Three Dragons Seven Pairs', 48, (26, 49, 56, 46), 87, 'V3 list. +不求人 implied', 'Seven-pairs reading that holds a pair (or two) of each dragon 5z 6z 7z.'),  # 七对 门前清 自摸 不求人
    Fan(18, '四喜七对', 'Four Winds Seven Pairs', 48, (26, 49, 56, 46), 88, 'V3 list. +不求人 implied', 'Seven-pairs reading that holds a pair (or two) of each wind 1z 2z 3z 4z.'),  # 七对 门前清 自摸 不求人
    Fan(19, '一色四节高', 'Four Pure Shifted Pungs', 48, (28, 29, 40, 63), 15, 'V3 list', 'Four 万 pungs or kongs of consecutive ranks.'),  # 一色三节高 一色三同顺 碰碰胡 一般高
    Fan(20, '一色四同顺', 'Quadruple Chow', 48, (28, 29, 26, 53, 63), 14, 'V3 list', 'Four identical chows.'),  # 一色三节高 一色三同顺 七对 四归一 一般高
    Fan(21, '一色四步高', 'Four Pure Shifted Chows', 32, (31, 61, 62), 16, 'V3 list', 'Four chows starting at ranks r, r+d, r+2d, r+3d with d = 1 or 2.'),  # 一色三步高 连六 老少副
    Fan(22, '混幺九', 'All Terminals and Honors', 32, (44, 40), 18, 'V3 list', 'Every tile is 1m, 9m or an honor, with at least one terminal and at least one honor (regular reading, which is then all pungs, or seven pairs).'),  # 全带幺 碰碰胡
    Fan(23, '三杠', 'Three Kongs', 32, (45, 59, 41, 50), 17, 'V3 list. +kong tier', 'Exactly three kongs, melded or concealed.'),  # 双明杠 明杠 双暗杠 暗杠
    Fan(24, '天听', 'Heavenly Ready', 32, (48,), 90, 'V3 code counts 报听 too; decision as default', 'Flag ready=heavenly: ready declared in the first-turn window (dealer: with its first discard, no concealed kong before it; non-dealer: right after the deal, before its first draw; flower replacement allowed). Counts only on a win.'),  # 报听
    Fan(25, '大三风', 'Big Three Winds', 24, (49, 56, 46), 38, 'V3 comment and code (kept though odd). +不求人 implied', 'Three pungs or kongs of three different winds (MCR 三风刻, worth 24 here).'),  # 门前清 自摸 不求人
    Fan(26, '七对', 'Seven Pairs', 24, (49, 56, 46), 19, 'V3 list. +MCR: 不求人', 'Seven-pairs reading: no declared meld, 14 tiles in seven pairs; four of a kind counts as two pairs.'),  # 门前清 自摸 不求人
    Fan(27, '四字刻', 'Four Honor Pungs', 24, (40,), 89, 'V3 list', 'Four pungs or kongs, all of honors (the pair may be anything).'),  # 碰碰胡
    Fan(28, '一色三节高', 'Pure Shifted Pungs', 24, (29, 63), 24, 'V3 list', 'Three 万 pungs or kongs of consecutive ranks.'),  # 一色三同顺 一般高
    Fan(29, '一色三同顺', 'Pure Triple Chow', 24, (28, 63), 23, 'V3 list', 'Three identical chows.'),  # 一色三节高 一般高
    Fan(30, '清龙', 'Pure Straight', 16, (61, 62), 28, 'V3 code (chows, not its looser tile test)', 'Chows 123m, 456m and 789m.'),  # 连六 老少副
    Fan(31, '一色三步高', 'Pure Shifted Chows', 16, (), 30, '', 'Three chows starting at ranks r, r+d, r+2d with d = 1 or 2.'),
    Fan(32, '三暗刻', 'Three Concealed Pungs', 16, (51, 56), 33, 'V3 comment and code (自摸 kept though odd)', 'Three concealed pungs (concealed kongs count).'),  # 双暗刻 自摸
    Fan(33, '清一色', 'Full Flush', 16, (), 22, 'V3: 16', 'Every tile is 万 (no honor).'),
    Fan(34, '妙手回春', 'Last Tile Draw', 8, (56,), 44, 'V3 silent. +MCR: 自摸', 'Self-drawn on the last tile of the wall (flags tsumo + last_tile).'),  # 自摸
    Fan(35, '海底捞月', 'Last Tile Claim', 8, (), 45, '', 'Won on the discard of the last tile (flag last_tile on a discard win).'),
    Fan(36, '杠上开花', 'Out with Replacement Tile', 8, (56,), 46, 'V3 code', "Self-drawn on the replacement tile after one's own kong (flags tsumo + kong; needs a declared kong)."),  # 自摸
    Fan(37, '抢杠胡', 'Robbing The Kong', 8, (47,), 47, 'V3 code', 'Won on the tile the opponent adds to its melded pung (flag kong on a discard win).'),  # 和绝张
    Fan(38, '小三风', 'Little Three Winds', 6, (), 92, '', 'Exactly two wind pungs or kongs and a wind pair.'),
    Fan(39, '双箭刻', 'Two Dragons Pungs', 6, (55,), 54, 'V3 code', 'Two dragon pungs or kongs.'),  # 箭刻
    Fan(40, '碰碰胡', 'All Pungs', 6, (), 48, '', 'Four pungs or kongs and a pair.'),
    Fan(41, '双暗杠', 'Two Concealed Kongs', 6, (51, 50), 53, 'V3 code', 'Two concealed kongs.'),  # 双暗刻 暗杠
    Fan(42, '混一色', 'Half Flush', 6, (), 49, '', 'At least one 万 and at least one honor (the only suit is 万).'),
    Fan(43, '全求人', 'Melded Hand', 6, (), 52, '', 'Four claimed melds (chow, pung or melded kong, no concealed kong) and won on a discard, so the last standing tile and the winning tile are the pair.'),
    Fan(44, '全带幺', 'Outside Hand', 4, (), 55, '', 'Regular reading in which every set and the pair hold 1m, 9m or an honor.'),
    Fan(45, '双明杠', 'Two Melded Kongs', 4, (59,), 57, 'V3 code', 'Two melded kongs (from a discard or added to a pung).'),  # 明杠
    Fan(46, '不求人', 'Fully Concealed Hand', 4, (49, 56), 56, 'V3 code', 'No claimed meld (concealed kongs allowed) and self-drawn.'),  # 门前清 自摸
    Fan(47, '和绝张', 'Last Tile', 4, (), 58, '', 'Flag last_copy: the winning tile is the last copy, the other three being visible (discards or exposed melds).'),
    Fan(48, '报听', 'Ready Declaration', 2, (), 91, '', 'Flag ready=declared: the winner had declared ready (报听) earlier in the hand, locking it.'),
    Fan(49, '门前清', 'Concealed Hand', 2, (), 62, '', 'No claimed meld (concealed kongs allowed) and won on a discard.'),
    Fan(50, '暗杠', 'Concealed Kong', 2, (), 67, '', 'A concealed kong.'),
    Fan(51, '双暗刻', 'Two Concealed Pungs', 2, (), 66, '', 'Two concealed pungs (concealed kongs count).'),
    Fan(52, '断幺', 'All Simples', 2, (), 68, 'V3 断幺九', 'No 1m, 9m or honor.'),
    Fan(53, '四归一', 'Tile Hog', 2, (), 64, '', "Counted per kind whose four copies all sit in the hand's sets and pair without being a kong."),
    Fan(54, '平胡', 'All Chows', 2, (), 63, '', 'Four chows and a 万 pair; the wait does not matter.'),
    Fan(55, '箭刻', 'Dragon Pung', 2, (), 59, '', 'A dragon pung or kong, counted per such set.'),
    Fan(56, '自摸', 'Self-Drawn', 1, (), 80, '', 'Self-drawn win.'),
    Fan(57, '坎张', 'Closed Wait', 1, (), 78, 'V3 嵌张', 'Unique wait and the winning tile is the middle tile of a standing chow (only when 边张 is not given).'),
    Fan(58, '边张', 'Edge Wait', 1, (), 77, '', 'Unique wait (mcr2p.md 4) and the winning tile is the 3 of a standing 123m or the 7 of a standing 789m in the reading.'),
    Fan(59, '明杠', 'Melded Kong', 1, (), 74, '', 'A melded kong.'),
    Fan(60, '花牌', 'Flower Tiles', 1, (), 81, 'V3: 1 per flower', "1 point per flower held (input flowers = 0-8); not in the seed's 61."),
    Fan(61, '连六', 'Short Straight', 1, (), 71, '', 'Two chows whose starting ranks differ by 3 (123+456 up to 456+789).'),
    Fan(62, '老少副', 'Two Terminal Chows', 1, (), 72, '', 'Chows 123m and 789m.'),
    Fan(63, '一般高', 'Pure Double Chow', 1, (), 69, '', 'Two identical chows; counted per pair of chows under the account-once rule.'),
)
# fmt: on
