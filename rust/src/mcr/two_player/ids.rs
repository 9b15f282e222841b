//! The predicates two-player MCR adds to MCR's fan ids (1-82), numbered as
//! `hupai.rules.two_player_fan.TWO_PLAYER_PREDICATES` numbers them: the fans MCR lacks.

/// 天胡: the dealer wins with its dealt tiles.
pub const HEAVENLY_HAND: usize = 83;
/// 地胡: the non-dealer wins on its first draw.
pub const EARTHLY_HAND: usize = 84;
/// 人胡: the non-dealer wins on the dealer's first discard.
pub const HUMAN_HAND: usize = 85;
/// 大七星: seven pairs of the seven honors.
pub const BIG_SEVEN_STARS: usize = 86;
/// 三元七对: seven pairs holding each dragon.
pub const THREE_DRAGONS_SEVEN_PAIRS: usize = 87;
/// 四喜七对: seven pairs holding each wind.
pub const FOUR_WINDS_SEVEN_PAIRS: usize = 88;
/// 四字刻: four honor pungs or kongs.
pub const FOUR_HONOR_PUNGS: usize = 89;
/// 天听: ready declared in the first-turn window.
pub const HEAVENLY_READY: usize = 90;
/// 报听: ready declared.
pub const READY_DECLARATION: usize = 91;
/// 小三风: two wind pungs or kongs and a wind pair.
pub const LITTLE_THREE_WINDS: usize = 92;
/// 二五八将: a pair of 2, 5 or 8.
pub const TWO_FIVE_EIGHT_PAIR: usize = 93;

/// Every predicate is below this.
pub const PREDICATES: usize = 94;
