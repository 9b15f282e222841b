//! The candidate fans of a two-player reading (mcr2p.md 5.1), by predicate, before the table
//! walk: every fan whose definition holds, whatever it rules out, as the reference collects
//! them (`hupai.reference.mcr2p.walk.candidates`). Found by MCR's own predicates where the
//! two variants define a fan alike, and by the two-player pieces where they do not.
//!
//! MCR's predicates leave out some fans beside others by themselves: the kong tiers (四杠 over
//! 三杠 over 双暗杠 or 双明杠 over 暗杠 or 明杠, and 明暗杠 for one of each), the
//! concealed-pung tiers, 四杠 and 四暗刻 over 碰碰胡, 大四喜 and 小四喜 over 三风刻, 大三元 and
//! 小三元 over 双箭刻, 妙手回春 and 杠上开花 over 自摸, 抢杠胡 over 和绝张. A table of one's
//! own need not exclude what MCR's do, so each of these is put back here (`tiers`,
//! `win_fans_of`), and the walk alone leaves fans out (mcr2p.md 5.2). The account-once
//! combinations stay MCR's, as the page says (mcr2p.md 4): 一色四节高 alone, a four-chow fan
//! alone, a three-chow fan with at most one pair fan.

use crate::mcr::fans::Fans;
use crate::mcr::ids::*;
use crate::mcr::meld_tables::{add_chow_fans, add_pung_fans};
use crate::mcr::request::WinFlags;
use crate::mcr::special::is_seven_shifted_pairs;
use crate::mcr::tile_fans::{add_suit_and_trait_fans, band_fan};
use crate::mcr::two_player::hand::{Hand, Ready};
use crate::mcr::two_player::ids::*;
use crate::mcr::view::View;
use crate::mcr::win_fans::{self, Edge};
use crate::tiles::{Counts, HONOR_START, KINDS};

const WINDS: u64 = 0xF << HONOR_START;
const DRAGONS: u64 = 0x7 << (HONOR_START + 4);
const HONORS: u64 = WINDS | DRAGONS;

/// What a hand's readings share, all into `base` (which may hold anything): the win flags and
/// the first-turn wins, ready, concealment, the whole-hand fans of the tiles (`claimed`: the
/// declared melds claimed; `held`: every kind held, declared melds included; `tile_hogs`:
/// 四归一's count) and the flowers. 报听 holds with 天听 too: a heavenly declaration is a
/// declaration (the tables' 天听 rules it out). Written in place: a `Fans` of byte stores
/// returned and copied at once would wait on them.
#[inline]
pub fn hand_fans(
    hand: &Hand,
    flags: WinFlags,
    (claimed, held, tile_hogs): (u8, u64, u8),
    base: &mut Fans,
) {
    *base = win_fans_of(flags);
    if let Some(fan) = win_fans::concealment_fan_of(claimed.into(), flags.self_drawn) {
        base.set(fan, 1);
    }
    add_suit_and_trait_fans(held, base);
    if let Some(fan) = band_fan(held) {
        base.set(fan, 1);
    }
    let (firsts, ready) = (hand.firsts, hand.ready);
    base.set_all([
        (TILE_HOG, tile_hogs),
        (HEAVENLY_HAND, u8::from(firsts.heavenly)),
        (EARTHLY_HAND, u8::from(firsts.earthly)),
        (HUMAN_HAND, u8::from(firsts.human)),
        (READY_DECLARATION, u8::from(ready != Ready::No)),
        (HEAVENLY_READY, u8::from(ready == Ready::Heavenly)),
        (FLOWER_TILES, hand.request.flowers),
    ]);
}

/// MCR's fans of the (corrected) win flags, with 自摸 and 和绝张 whenever their flags hold.
fn win_fans_of(flags: WinFlags) -> Fans {
    let mut fans = crate::mcr::special::win_flag_fans(flags);
    fans.set_all([
        (SELF_DRAWN, u8::from(flags.self_drawn)),
        (LAST_TILE, u8::from(flags.last_copy)),
    ]);
    fans
}

/// How one regular reading is scored beside its view: the hand's shared fans, whether the
/// standing tiles are Nine Gates', and the seat wind.
pub struct Regular<'a> {
    pub base: &'a Fans,
    pub nine_gates: bool,
    pub seat_wind: usize,
}

/// The candidates of the regular reading `v` into `fans`; `unique` says, when first asked,
/// whether the hand waited on its winning tile alone (mcr2p.md 4).
#[inline]
pub fn regular_fans(r: &Regular, v: &View, unique: &mut impl FnMut() -> bool, fans: &mut Fans) {
    *fans = *r.base;
    add_pung_fans(&v.pungs, v.pung_count, fans);
    add_chow_fans(&v.chows, v.chow_count, v.pair, fans);
    win_fans::pair_fans(v, fans);
    tiers(v, fans);
    if win_fans::outside_fan(v) == Some(OUTSIDE_HAND) {
        fans.set(OUTSIDE_HAND, 1);
    }
    if r.nine_gates {
        fans.set(NINE_GATES, 1);
    }
    let honor_pungs = v.pung_tiles & HONORS;
    // A regular reading always has its pair.
    let pair = v.pair.unwrap_or(KINDS);
    let wind_pair = WINDS >> pair & 1 == 1;
    let two_winds = (v.pung_tiles & WINDS).count_ones() == 2;
    let (_, seat) = win_fans::wind_pungs(v, r.seat_wind, r.seat_wind);
    fans.set_all([
        (FOUR_HONOR_PUNGS, u8::from(honor_pungs.count_ones() == 4)),
        (LITTLE_THREE_WINDS, u8::from(two_winds && wind_pair)),
        (TWO_FIVE_EIGHT_PAIR, u8::from(pair < HONOR_START && pair % 3 == 1)),
        (SEAT_WIND, u8::from(seat)),
    ]);
    let win = v.win_tile;
    if let Some(fan) = win_fans::wait_shape(v, win, Edge::InnerEnd) {
        if unique() {
            fans.set(fan, 1);
        }
    }
}

/// Every tier of the kong, concealed-pung, wind and dragon families that holds, each read as
/// the reference reads it (`set_fans.kong_fans`, `_honor_fans`): 四杠 and 三杠 four and
/// exactly three kongs, 双暗杠 双明杠 暗杠 明杠 四暗刻 三暗刻 双暗刻 "at least" (a concealed
/// kong is a concealed pung), 碰碰胡 four pungs or kongs, 三风刻 three wind pungs or more,
/// 双箭刻 two dragon pungs or more. One melded and one concealed kong are 明杠 + 暗杠: there
/// is no 明暗杠 here (mcr2p.md 6). Set whether or not MCR's pung fans gave them, without a
/// branch: readings come in no order a branch could learn.
#[inline(always)]
fn tiers(v: &View, fans: &mut Fans) {
    let (melded, hidden) = (v.melded_kongs, v.concealed_kongs);
    let concealed = hidden + v.concealed_pungs;
    let tiers = [
        (FOUR_KONGS, melded + hidden == 4),
        (THREE_KONGS, melded + hidden == 3),
        (TWO_CONCEALED_KONGS, hidden >= 2),
        (TWO_MELDED_KONGS, melded >= 2),
        (CONCEALED_KONG, hidden >= 1),
        (MELDED_KONG, melded >= 1),
        (FOUR_CONCEALED_PUNGS, concealed >= 4),
        (THREE_CONCEALED_PUNGS, concealed >= 3),
        (TWO_CONCEALED_PUNGS, concealed >= 2),
        (ALL_PUNGS, v.pung_count == 4),
        (BIG_THREE_WINDS, (v.pung_tiles & WINDS).count_ones() >= 3),
        (TWO_DRAGONS_PUNGS, (v.pung_tiles & DRAGONS).count_ones() >= 2),
    ];
    for (fan, holds) in tiers {
        fans.set(fan, u8::from(holds));
    }
}

/// The candidates of the seven-pairs reading of `tiles` (the 14, every count even) into
/// `fans`: 七对, and 连七对, 大七星, 三元七对 and 四喜七对 where the pairs make them; 单钓将
/// when the hand waited on one kind (`unique`), which then completes one of the pairs.
pub fn seven_pairs_fans(
    base: &Fans,
    tiles: &Counts,
    win_tile: usize,
    unique: bool,
    fans: &mut Fans,
) {
    *fans = *base;
    let honors = &tiles[HONOR_START..];
    let all_held = |kinds: &[u8]| kinds.iter().all(|&c| c > 0);
    fans.set_all([
        (SEVEN_PAIRS, 1),
        (SINGLE_WAIT, u8::from(unique)),
        (SEVEN_SHIFTED_PAIRS, u8::from(is_seven_shifted_pairs(tiles, win_tile))),
        // Each honor once as a pair: a four of one would leave another out.
        (BIG_SEVEN_STARS, u8::from(honors.iter().all(|&c| c == 2))),
        (THREE_DRAGONS_SEVEN_PAIRS, u8::from(all_held(&honors[4..]))),
        (FOUR_WINDS_SEVEN_PAIRS, u8::from(all_held(&honors[..4]))),
    ]);
}
