//! The candidate fans of a two-player reading (mcr2p.md 5.1), by predicate, before the table
//! walk: every fan whose definition holds, found by MCR's own predicates where the two
//! variants define a fan alike, and by the two-player pieces where they do not.
//!
//! MCR's predicates leave out some fans beside others by themselves: the kong tiers (四杠 over
//! 三杠 over 双暗杠 or 双明杠 over 暗杠 or 明杠, mcr2p.md 6), the concealed-pung tiers,
//! 四杠 and 四暗刻 over 碰碰胡, 大四喜 and 小四喜 over 三风刻, 大三元 and 小三元 over 双箭刻,
//! 一色四节高 over 一色三节高, a four-chow fan over the three-chow and pair fans. Each such
//! pair is one both two-player tables exclude, from a fan that neither rules out when both
//! hold, so the walk comes to the same (a table without the excluding fan would not). Two
//! are put back, since the walk is what leaves them out here: 自摸 beside 妙手回春 and
//! 杠上开花, 和绝张 beside 抢杠胡.

use crate::mcr::fans::Fans;
use crate::mcr::ids::*;
use crate::mcr::meld_fans::add_meld_fans;
use crate::mcr::request::WinFlags;
use crate::mcr::special::is_seven_shifted_pairs;
use crate::mcr::tile_fans::{add_suit_and_trait_fans, band_fan};
use crate::mcr::two_player::hand::{Hand, Ready};
use crate::mcr::two_player::ids::*;
use crate::mcr::view::View;
use crate::mcr::win_fans::{self, Edge};
use crate::tiles::{Counts, HONOR_START};

const WINDS: u64 = 0xF << HONOR_START;
const DRAGONS: u64 = 0x7 << (HONOR_START + 4);
const HONORS: u64 = WINDS | DRAGONS;

/// What a hand's readings share, all in `base`: the win flags and the first-turn wins, ready,
/// concealment, the whole-hand fans of the tiles (`held`: every kind held, declared melds
/// included; `tile_hogs`: 四归一's count) and the flowers.
pub fn hand_fans(hand: &Hand, flags: WinFlags, claimed: u8, held: u64, tile_hogs: u8) -> Fans {
    let mut base = win_fans_of(flags);
    if let Some(fan) = win_fans::concealment_fan_of(claimed.into(), flags.self_drawn) {
        base.set(fan, 1);
    }
    add_suit_and_trait_fans(held, &mut base);
    if let Some(fan) = band_fan(held) {
        base.set(fan, 1);
    }
    base.set(TILE_HOG, tile_hogs);
    let firsts = hand.firsts;
    base.set(HEAVENLY_HAND, u8::from(firsts.heavenly));
    base.set(EARTHLY_HAND, u8::from(firsts.earthly));
    base.set(HUMAN_HAND, u8::from(firsts.human));
    base.set(READY_DECLARATION, u8::from(hand.ready == Ready::Declared));
    base.set(HEAVENLY_READY, u8::from(hand.ready == Ready::Heavenly));
    base.set(FLOWER_TILES, hand.request.flowers);
    base
}

/// MCR's fans of the (corrected) win flags, with 自摸 and 和绝张 whenever their flags hold.
fn win_fans_of(flags: WinFlags) -> Fans {
    let mut fans = crate::mcr::special::win_flag_fans(flags);
    fans.set(SELF_DRAWN, u8::from(flags.self_drawn));
    fans.set(LAST_TILE, u8::from(flags.last_copy));
    fans
}

/// How one regular reading is scored beside its view: the hand's shared fans, whether the
/// standing tiles are Nine Gates', the seat wind, and whether the table has 明暗杠 (82), one
/// fan for a melded and a concealed kong, rather than 明杠 + 暗杠 (mcr2p.md 6).
pub struct Regular<'a> {
    pub base: &'a Fans,
    pub nine_gates: bool,
    pub seat_wind: usize,
    pub kong_extension: bool,
}

/// The candidates of the regular reading `v` into `fans`; `unique` says, when first asked,
/// whether the hand waited on its winning tile alone (mcr2p.md 4).
#[inline]
pub fn regular_fans(r: &Regular, v: &View, unique: &mut impl FnMut() -> bool, fans: &mut Fans) {
    *fans = *r.base;
    add_meld_fans(v, fans);
    if !r.kong_extension && fans.take(CONCEALED_KONG_AND_MELDED_KONG) > 0 {
        fans.set(CONCEALED_KONG, 1);
        fans.set(MELDED_KONG, 1);
    }
    win_fans::pair_fans(v, fans);
    if win_fans::outside_fan(v) == Some(OUTSIDE_HAND) {
        fans.set(OUTSIDE_HAND, 1);
    }
    if r.nine_gates {
        fans.set(NINE_GATES, 1);
    }
    let honor_pungs = v.pung_tiles & HONORS;
    fans.set(FOUR_HONOR_PUNGS, u8::from(honor_pungs.count_ones() == 4));
    if let Some(pair) = v.pair {
        let wind_pair = WINDS >> pair & 1 == 1;
        let two_winds = (v.pung_tiles & WINDS).count_ones() == 2;
        fans.set(LITTLE_THREE_WINDS, u8::from(two_winds && wind_pair));
        fans.set(TWO_FIVE_EIGHT_PAIR, u8::from(pair < HONOR_START && pair % 3 == 1));
    }
    let (_, seat) = win_fans::wind_pungs(v, r.seat_wind, r.seat_wind);
    fans.set(SEAT_WIND, u8::from(seat));
    let win = v.win_tile;
    if let Some(fan) = win_fans::wait_shape(v, win, Edge::InnerEnd) {
        if unique() {
            fans.set(fan, 1);
        }
    }
}

/// The candidates of the seven-pairs reading of `tiles` (the 14, every count even) into
/// `fans`: 七对, and 连七对, 大七星, 三元七对 and 四喜七对 where the pairs make them.
pub fn seven_pairs_fans(base: &Fans, tiles: &Counts, win_tile: usize, fans: &mut Fans) {
    *fans = *base;
    fans.set(SEVEN_PAIRS, 1);
    fans.set(SEVEN_SHIFTED_PAIRS, u8::from(is_seven_shifted_pairs(tiles, win_tile)));
    let honors = &tiles[HONOR_START..];
    // Each honor once as a pair: a four of one would leave another out.
    fans.set(BIG_SEVEN_STARS, u8::from(honors.iter().all(|&c| c == 2)));
    let all_held = |kinds: &[u8]| kinds.iter().all(|&c| c > 0);
    fans.set(THREE_DRAGONS_SEVEN_PAIRS, u8::from(all_held(&honors[4..])));
    fans.set(FOUR_WINDS_SEVEN_PAIRS, u8::from(all_held(&honors[..4])));
}
