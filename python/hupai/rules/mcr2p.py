# ruff: noqa: E501 (a fan's source and definition are one string each)
"""The fans (番) of the two-player Chinese Official rules (国标二人麻将), seed 000's table as data:
ids, names, points, exclusions (不计), the predicate that finds each, where each exclusion
comes from and the fan's definition. The scorers, the docs page (docs/mcr2p-fans.md) and the
engine all read this one table.

Sources: seed 000's fan table and code (61 fans, their points and masks), with Flower Tiles
(花牌) added as the seed's 补花 implies; where the seed is silent, the same fan's exclusions in
the MCR rule book restricted to this table, and the MCR engine's kong tier. Rule facts:
``mcr2p.md`` (sections 3-7) and ``mcr2p_fans.tsv``.
"""

from __future__ import annotations

from typing import Final

from hupai.rules.two_player_fan import Fan

__all__ = ["FANS"]

#: The 62 fans in table order (points descending), the order the exclusions are walked in.
# fmt: off
FANS: Final[tuple[Fan, ...]] = (
    Fan(1, '大四喜', 'Big Four Winds', 88, (9, 29, 34, 44, 55), 1, 'seed text+code. The seed text also names 圈风刻, not a fan here', 'Four pungs or kongs, one of each wind (1z 2z 3z 4z).'),  # 小四喜 三风刻 碰碰胡 门风刻 幺九刻
    Fan(2, '大三元', 'Big Three Dragons', 88, (38, 43), 2, "seed text+code. MCR's 幺九刻 left out: dragon pungs never score it", 'Three pungs or kongs, one of each dragon (5z 6z 7z).'),  # 双箭刻 箭刻
    Fan(3, '九莲宝灯', 'Nine Gates', 88, (20, 45, 60, 40, 55), 4, 'seed: 清一色;门前清;自摸. +MCR: 不求人;幺九刻', 'No declared meld (not even a concealed kong) and the 13 standing tiles are exactly 1112345678999m; the winning tile is any 万.'),  # 清一色 门前清 自摸 不求人 幺九刻
    Fan(4, '大七星', 'Big Seven Stars', 88, (19, 39, 59, 45, 60, 11, 40), 86, 'seed code; text also names 三元七对/四喜七对 (not in this table). +不求人: implied by 门前清+自摸 (mcr2p.md 6)', 'Seven-pairs reading whose pairs are exactly 11z 22z 33z 44z 55z 66z 77z (one pair of each honor).'),  # 七对 全带幺 单钓将 门前清 自摸 字一色 不求人
    Fan(5, '四杠', 'Four Kongs', 88, (17, 41, 56, 59, 34, 35, 49), 5, 'seed: 三杠;双明杠;明杠;单钓将. +MCR: 碰碰胡. +kong tier: 双暗杠;暗杠', 'Four kongs, melded or concealed in any mix.'),  # 三杠 双明杠 明杠 单钓将 碰碰胡 双暗杠 暗杠
    Fan(6, '连七对', 'Seven Shifted Pairs', 88, (19, 59, 45, 60, 20, 40), 6, 'seed text (code omits 自摸). +MCR: 不求人', 'Seven-pairs reading made of seven consecutive 万 ranks (1-7, 2-8 or 3-9), each exactly twice.'),  # 七对 单钓将 门前清 自摸 清一色 不求人
    Fan(7, '天胡', 'Heavenly Hand', 88, (57, 58, 59, 40, 42, 60), 83, 'seed text', 'Flag heavenly_hand: the dealer (seat E) wins with its 14 dealt tiles, after any flower replacement, before its first discard and without having declared a concealed kong.'),  # 边张 坎张 单钓将 不求人 和绝张 自摸
    Fan(8, '地胡', 'Earthly Hand', 88, (57, 58, 59, 40, 42, 60), 84, "seed silent, no MCR fan: 天胡's list taken (decision)", 'Flag earthly_hand: the non-dealer (seat W) self-draws the win on its first draw (a flower drawn first and replaced still counts), and nobody made a chow, pung or kong (concealed kong included) before that draw.'),  # 边张 坎张 单钓将 不求人 和绝张 自摸
    Fan(9, '小四喜', 'Little Four Winds', 64, (29, 55), 9, 'seed text+code = MCR', 'Three wind pungs or kongs and a wind pair.'),  # 三风刻 幺九刻
    Fan(10, '小三元', 'Little Three Dragons', 64, (43, 38), 10, "seed text+code; MCR's 幺九刻 left out as for 大三元", 'Two dragon pungs or kongs and a dragon pair.'),  # 箭刻 双箭刻
    Fan(11, '字一色', 'All Honors', 64, (34, 18, 39, 55), 11, 'seed text+code = MCR', 'Every tile is an honor (regular or seven-pairs reading).'),  # 碰碰胡 混幺九 全带幺 幺九刻
    Fan(12, '四暗刻', 'Four Concealed Pungs', 64, (45, 34, 26, 48, 40), 12, 'seed text+code (adds 三暗刻;双暗刻 to MCR); self-drawn keeps 自摸', 'Four concealed pungs; concealed kongs count; a pung completed by a discard is not concealed (mcr2p.md 4).'),  # 门前清 碰碰胡 三暗刻 双暗刻 不求人
    Fan(13, '一色双龙会', 'Pure Terminal Chows', 64, (46, 19, 20, 52, 54), 13, 'seed text+code = MCR (less 无字)', 'Chows 123m 123m 789m 789m and the pair 55m.'),  # 平胡 七对 清一色 一般高 老少副
    Fan(14, '一色四同顺', 'Quadruple Chow', 48, (22, 52, 47, 21, 19), 14, 'seed text+code = MCR', 'Four identical chows.'),  # 一色三节高 一般高 四归一 一色三同顺 七对
    Fan(15, '一色四节高', 'Four Pure Shifted Pungs', 48, (21, 22, 34), 15, 'seed text+code = MCR', 'Four 万 pungs or kongs of consecutive ranks.'),  # 一色三同顺 一色三节高 碰碰胡
    Fan(16, '一色四步高', 'Four Pure Shifted Chows', 32, (24, 53, 54), 16, 'seed: 一色三步高. +MCR: 连六;老少副', 'Four chows starting at ranks r, r+d, r+2d, r+3d with d = 1 or 2.'),  # 一色三步高 连六 老少副
    Fan(17, '三杠', 'Three Kongs', 32, (41, 35, 56, 49), 17, 'seed and MCR silent. kong tier (decision, as the MCR engine)', 'Exactly three kongs, melded or concealed.'),  # 双明杠 双暗杠 明杠 暗杠
    Fan(18, '混幺九', 'All Terminals and Honors', 32, (34, 55, 39), 18, 'seed text+code = MCR', 'Every tile is 1m, 9m or an honor, with at least one terminal and at least one honor (regular reading, which is then all pungs, or seven pairs).'),  # 碰碰胡 幺九刻 全带幺
    Fan(19, '七对', 'Seven Pairs', 24, (45, 40, 59), 19, 'seed text+code = MCR; self-drawn keeps 自摸', 'Seven-pairs reading: no declared meld, 14 tiles in seven pairs; four of a kind counts as two pairs.'),  # 门前清 不求人 单钓将
    Fan(20, '清一色', 'Full Flush', 24, (), 22, "MCR's 无字 is not a fan here", 'Every tile is 万 (no honor).'),
    Fan(21, '一色三同顺', 'Pure Triple Chow', 24, (22, 52), 23, 'seed text+code = MCR', 'Three identical chows.'),  # 一色三节高 一般高
    Fan(22, '一色三节高', 'Pure Shifted Pungs', 24, (21,), 24, 'seed text+code = MCR', 'Three 万 pungs or kongs of consecutive ranks.'),  # 一色三同顺
    Fan(23, '清龙', 'Pure Straight', 16, (53, 54), 28, 'seed text+code = MCR', 'Chows 123m, 456m and 789m.'),  # 连六 老少副
    Fan(24, '一色三步高', 'Pure Shifted Chows', 16, (), 30, '', 'Three chows starting at ranks r, r+d, r+2d with d = 1 or 2.'),
    Fan(25, '天听', 'Heavenly Ready', 16, (51,), 90, 'seed silent; 报听 left out (decision, as product V2: a voided 天听 scores 报听 instead)', 'Flag ready=heavenly: ready declared in the first-turn window (dealer: with its first discard, no concealed kong before it; non-dealer: right after the deal, before its first draw; flower replacement allowed). Counts only on a win.'),  # 报听
    Fan(26, '三暗刻', 'Three Concealed Pungs', 16, (48,), 33, 'seed text', 'Three concealed pungs (concealed kongs count).'),  # 双暗刻
    Fan(27, '大于五', 'Upper Four', 12, (), 36, "MCR's 无字 is not a fan here; 清一色 still counts", 'Every tile is 6m, 7m, 8m or 9m.'),
    Fan(28, '小于五', 'Lower Four', 12, (), 37, "text and MCR: 1-4; the seed's code loop also admits 5m (not followed)", 'Every tile is 1m, 2m, 3m or 4m.'),
    Fan(29, '三风刻', 'Big Three Winds', 12, (), 38, 'its own pungs leave 幺九刻 (see 幺九刻)', 'Three pungs or kongs of three different winds.'),
    Fan(30, '妙手回春', 'Last Tile Draw', 8, (60,), 44, 'seed text+code = MCR', 'Self-drawn on the last tile of the wall (flags tsumo + last_tile).'),  # 自摸
    Fan(31, '海底捞月', 'Last Tile Claim', 8, (), 45, '', 'Won on the discard of the last tile (flag last_tile on a discard win).'),
    Fan(32, '杠上开花', 'Out with Replacement Tile', 8, (60,), 46, 'seed text = MCR', "Self-drawn on the replacement tile after one's own kong (flags tsumo + kong; needs a declared kong)."),  # 自摸
    Fan(33, '抢杠胡', 'Robbing The Kong', 8, (42,), 47, 'seed text = MCR', 'Won on the tile the opponent adds to its melded pung (flag kong on a discard win).'),  # 和绝张
    Fan(34, '碰碰胡', 'All Pungs', 6, (), 48, '', 'Four pungs or kongs and a pair.'),
    Fan(35, '双暗杠', 'Two Concealed Kongs', 6, (48, 49), 53, '+MCR: 双暗刻. +kong tier: 暗杠', 'Two concealed kongs.'),  # 双暗刻 暗杠
    Fan(36, '混一色', 'Half Flush', 6, (), 49, 'nearly automatic with one suit', 'At least one 万 and at least one honor (the only suit is 万).'),
    Fan(37, '全求人', 'Melded Hand', 6, (59,), 52, 'seed text+code = MCR', 'Four claimed melds (chow, pung or melded kong, no concealed kong) and won on a discard, so the last standing tile and the winning tile are the pair.'),  # 单钓将
    Fan(38, '双箭刻', 'Two Dragons Pungs', 6, (43,), 54, "seed text+code; MCR's 幺九刻 left out as for 大三元", 'Two dragon pungs or kongs.'),  # 箭刻
    Fan(39, '全带幺', 'Outside Hand', 4, (), 55, 'regular readings only (decision)', 'Regular reading in which every set and the pair hold 1m, 9m or an honor.'),
    Fan(40, '不求人', 'Fully Concealed Hand', 4, (60,), 56, 'seed silent; +MCR: 自摸', 'No claimed meld (concealed kongs allowed) and self-drawn.'),  # 自摸
    Fan(41, '双明杠', 'Two Melded Kongs', 4, (56,), 57, 'seed text+code', 'Two melded kongs (from a discard or added to a pung).'),  # 明杠
    Fan(42, '和绝张', 'Last Tile', 4, (), 58, '', 'Flag last_copy: the winning tile is the last copy, the other three being visible (discards or exposed melds).'),
    Fan(43, '箭刻', 'Dragon Pung', 2, (), 59, '', 'A dragon pung or kong, counted per such set.'),
    Fan(44, '门风刻', 'Seat Wind', 2, (), 61, 'its own pung leaves 幺九刻 (see 幺九刻)', 'A pung or kong of the seat wind: East for the dealer, West for the non-dealer.'),
    Fan(45, '门前清', 'Concealed Hand', 2, (), 62, 'discard wins only, as the seed code and MCR', 'No claimed meld (concealed kongs allowed) and won on a discard.'),
    Fan(46, '平胡', 'All Chows', 2, (), 63, 'MCR 平和; implies 清一色 here', 'Four chows and a 万 pair; the wait does not matter.'),
    Fan(47, '四归一', 'Tile Hog', 2, (), 64, '', "Counted per kind whose four copies all sit in the hand's sets and pair without being a kong."),
    Fan(48, '双暗刻', 'Two Concealed Pungs', 2, (), 66, '', 'Two concealed pungs (concealed kongs count).'),
    Fan(49, '暗杠', 'Concealed Kong', 2, (), 67, '', 'A concealed kong.'),
    Fan(50, '断幺', 'All Simples', 2, (), 68, 'implies 清一色 here', 'No 1m, 9m or honor.'),
    Fan(51, '报听', 'Ready Declaration', 2, (), 91, 'seed 2 points (product V1 gives 4)', 'Flag ready=declared: the winner had declared ready (报听) earlier in the hand, locking it.'),
    Fan(52, '一般高', 'Pure Double Chow', 1, (), 69, '', 'Two identical chows; counted per pair of chows under the account-once rule.'),
    Fan(53, '连六', 'Short Straight', 1, (), 71, '', 'Two chows whose starting ranks differ by 3 (123+456 up to 456+789).'),
    Fan(54, '老少副', 'Two Terminal Chows', 1, (), 72, '', 'Chows 123m and 789m.'),
    Fan(55, '幺九刻', 'Pung of Terminals or Honors', 1, (), 73, 'per set, as MCR; the seed code counts it once per hand (bitmask)', 'Per pung or kong of 1m, 9m or a wind, except the wind pungs of a counted 三风刻 and the seat-wind pung when 门风刻 is counted; a dragon pung never counts (箭刻 covers it).'),
    Fan(56, '明杠', 'Melded Kong', 1, (), 74, '', 'A melded kong.'),
    Fan(57, '边张', 'Edge Wait', 1, (), 77, 'MCR 独听・边张', 'Unique wait (mcr2p.md 4) and the winning tile is the 3 of a standing 123m or the 7 of a standing 789m in the reading.'),
    Fan(58, '坎张', 'Closed Wait', 1, (), 78, 'MCR 独听・嵌张', 'Unique wait and the winning tile is the middle tile of a standing chow (only when 边张 is not given).'),
    Fan(59, '单钓将', 'Single Wait', 1, (), 79, 'MCR 独听・单钓', 'Unique wait and the winning tile completes the pair (only when neither 边张 nor 坎张 is given).'),
    Fan(60, '自摸', 'Self-Drawn', 1, (), 80, '', 'Self-drawn win.'),
    Fan(61, '二五八将', '2-5-8 Pair', 1, (), 93, 'no meaning in seven pairs', 'Regular reading whose pair is 2m, 5m or 8m.'),
    Fan(62, '花牌', 'Flower Tiles', 1, (), 81, 'flowers exist (seed: 补花); MCR value; outside any minimum', "1 point per flower held (input flowers = 0-8); not in the seed's 61."),
)
# fmt: on
