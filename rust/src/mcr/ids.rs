//! Fan ids of `hupai.rules.mcr` (1-81 in the rule book's order, 82 the engine's extension), so
//! that the predicates can say which fan they find. Names and points are not kept here: the
//! binding receives them from the Python table.

/// 大四喜
pub const BIG_FOUR_WINDS: usize = 1;
/// 大三元
pub const BIG_THREE_DRAGONS: usize = 2;
/// 绿一色
pub const ALL_GREEN: usize = 3;
/// 九莲宝灯
pub const NINE_GATES: usize = 4;
/// 四杠
pub const FOUR_KONGS: usize = 5;
/// 连七对
pub const SEVEN_SHIFTED_PAIRS: usize = 6;
/// 十三幺
pub const THIRTEEN_ORPHANS: usize = 7;
/// 清幺九
pub const ALL_TERMINALS: usize = 8;
/// 小四喜
pub const LITTLE_FOUR_WINDS: usize = 9;
/// 小三元
pub const LITTLE_THREE_DRAGONS: usize = 10;
/// 字一色
pub const ALL_HONORS: usize = 11;
/// 四暗刻
pub const FOUR_CONCEALED_PUNGS: usize = 12;
/// 一色双龙会
pub const PURE_TERMINAL_CHOWS: usize = 13;
/// 一色四同顺
pub const QUADRUPLE_CHOW: usize = 14;
/// 一色四节高
pub const FOUR_PURE_SHIFTED_PUNGS: usize = 15;
/// 一色四步高
pub const FOUR_PURE_SHIFTED_CHOWS: usize = 16;
/// 三杠
pub const THREE_KONGS: usize = 17;
/// 混幺九
pub const ALL_TERMINALS_AND_HONORS: usize = 18;
/// 七对
pub const SEVEN_PAIRS: usize = 19;
/// 七星不靠
pub const GREATER_HONORS_AND_KNITTED_TILES: usize = 20;
/// 全双刻
pub const ALL_EVEN_PUNGS: usize = 21;
/// 清一色
pub const FULL_FLUSH: usize = 22;
/// 一色三同顺
pub const PURE_TRIPLE_CHOW: usize = 23;
/// 一色三节高
pub const PURE_SHIFTED_PUNGS: usize = 24;
/// 全大
pub const UPPER_TILES: usize = 25;
/// 全中
pub const MIDDLE_TILES: usize = 26;
/// 全小
pub const LOWER_TILES: usize = 27;
/// 清龙
pub const PURE_STRAIGHT: usize = 28;
/// 三色双龙会
pub const THREE_SUITED_TERMINAL_CHOWS: usize = 29;
/// 一色三步高
pub const PURE_SHIFTED_CHOWS: usize = 30;
/// 全带五
pub const ALL_FIVE: usize = 31;
/// 三同刻
pub const TRIPLE_PUNG: usize = 32;
/// 三暗刻
pub const THREE_CONCEALED_PUNGS: usize = 33;
/// 全不靠
pub const LESSER_HONORS_AND_KNITTED_TILES: usize = 34;
/// 组合龙
pub const KNITTED_STRAIGHT: usize = 35;
/// 大于五
pub const UPPER_FOUR: usize = 36;
/// 小于五
pub const LOWER_FOUR: usize = 37;
/// 三风刻
pub const BIG_THREE_WINDS: usize = 38;
/// 花龙
pub const MIXED_STRAIGHT: usize = 39;
/// 推不倒
pub const REVERSIBLE_TILES: usize = 40;
/// 三色三同顺
pub const MIXED_TRIPLE_CHOW: usize = 41;
/// 三色三节高
pub const MIXED_SHIFTED_PUNGS: usize = 42;
/// 无番和
pub const CHICKEN_HAND: usize = 43;
/// 妙手回春
pub const LAST_TILE_DRAW: usize = 44;
/// 海底捞月
pub const LAST_TILE_CLAIM: usize = 45;
/// 杠上开花
pub const OUT_WITH_REPLACEMENT_TILE: usize = 46;
/// 抢杠和
pub const ROBBING_THE_KONG: usize = 47;
/// 碰碰和
pub const ALL_PUNGS: usize = 48;
/// 混一色
pub const HALF_FLUSH: usize = 49;
/// 三色三步高
pub const MIXED_SHIFTED_CHOWS: usize = 50;
/// 五门齐
pub const ALL_TYPES: usize = 51;
/// 全求人
pub const MELDED_HAND: usize = 52;
/// 双暗杠
pub const TWO_CONCEALED_KONGS: usize = 53;
/// 双箭刻
pub const TWO_DRAGONS_PUNGS: usize = 54;
/// 全带幺
pub const OUTSIDE_HAND: usize = 55;
/// 不求人
pub const FULLY_CONCEALED_HAND: usize = 56;
/// 双明杠
pub const TWO_MELDED_KONGS: usize = 57;
/// 和绝张
pub const LAST_TILE: usize = 58;
/// 箭刻
pub const DRAGON_PUNG: usize = 59;
/// 圈风刻
pub const PREVALENT_WIND: usize = 60;
/// 门风刻
pub const SEAT_WIND: usize = 61;
/// 门前清
pub const CONCEALED_HAND: usize = 62;
/// 平和
pub const ALL_CHOWS: usize = 63;
/// 四归一
pub const TILE_HOG: usize = 64;
/// 双同刻
pub const DOUBLE_PUNG: usize = 65;
/// 双暗刻
pub const TWO_CONCEALED_PUNGS: usize = 66;
/// 暗杠
pub const CONCEALED_KONG: usize = 67;
/// 断幺
pub const ALL_SIMPLES: usize = 68;
/// 一般高
pub const PURE_DOUBLE_CHOW: usize = 69;
/// 喜相逢
pub const MIXED_DOUBLE_CHOW: usize = 70;
/// 连六
pub const SHORT_STRAIGHT: usize = 71;
/// 老少副
pub const TWO_TERMINAL_CHOWS: usize = 72;
/// 幺九刻
pub const PUNG_OF_TERMINALS_OR_HONORS: usize = 73;
/// 明杠
pub const MELDED_KONG: usize = 74;
/// 缺一门
pub const ONE_VOIDED_SUIT: usize = 75;
/// 无字
pub const NO_HONORS: usize = 76;
/// 独听・边张
pub const EDGE_WAIT: usize = 77;
/// 独听・嵌张
pub const CLOSED_WAIT: usize = 78;
/// 独听・单钓
pub const SINGLE_WAIT: usize = 79;
/// 自摸
pub const SELF_DRAWN: usize = 80;
/// 花牌
pub const FLOWER_TILES: usize = 81;
/// 明暗杠
pub const CONCEALED_KONG_AND_MELDED_KONG: usize = 82;
