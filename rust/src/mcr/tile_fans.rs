//! Fans read from the tiles alone (the reference's `tile_fans.py`): which suits and kinds of
//! tile the hand holds, its range of ranks, and four of a kind spread over groups. Each function
//! takes the counts of every tile of the hand (declared melds included, a kong's four). A fan
//! that a higher fan here leaves out is never given (a full flush is not also One Voided Suit),
//! as in the reference engine.

use crate::mcr::count_masks::{kinds_counted, kinds_held};
use crate::mcr::fans::Fans;
use crate::mcr::ids::{
    ALL_GREEN, ALL_HONORS, ALL_SIMPLES, ALL_TERMINALS, ALL_TERMINALS_AND_HONORS, ALL_TYPES,
    FULL_FLUSH, HALF_FLUSH, LOWER_FOUR, LOWER_TILES, MIDDLE_TILES, NO_HONORS, ONE_VOIDED_SUIT,
    REVERSIBLE_TILES, TILE_HOG, UPPER_FOUR, UPPER_TILES,
};
use crate::tiles::{tile_mask, Counts};

const SUIT: u64 = 0x1ff;
const HONORS: u64 = 0x7f << 27;
const WINDS: u64 = 0xf << 27;
const DRAGONS: u64 = 0x7 << 31;
const TERMINALS: u64 = tile_mask(&[0, 8, 9, 17, 18, 26]);
/// 绿一色's tiles: 2s 3s 4s 6s 8s and Green.
const GREEN: u64 = tile_mask(&[19, 20, 21, 23, 25, 32]);
/// 推不倒's tiles, the same upside down: 1234589p, 245689s and White.
const REVERSIBLE: u64 = tile_mask(&[9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31]);

/// The kinds held at least once.
#[inline]
pub fn held(tiles: &Counts) -> u64 {
    kinds_held(tiles)
}

/// The suit, trait and rank fans of tiles whose held kinds are `held`, set into `fans` (which
/// holds none of them).
#[inline]
pub fn add_tile_fans(held: u64, fans: &mut Fans) {
    add_suit_and_trait_fans(held, fans);
    if let Some(fan) = rank_fan(held) {
        fans.set(fan, 1);
    }
}

/// `add_tile_fans` without the rank fans, for a rule set that reads the ranks its own way
/// (two-player MCR's `band_fan`).
#[inline]
pub fn add_suit_and_trait_fans(held: u64, fans: &mut Fans) {
    suit_fans_of(held, fans);
    trait_fans_of(held, fans);
}

/// How many suits the held tiles use.
fn suit_count(held: u64) -> usize {
    (0..3).filter(|s| held >> (9 * s) & SUIT != 0).count()
}

/// How many suits the hand uses and whether honors join them: No Honors (无字), One Voided
/// Suit (缺一门), Half Flush (混一色), Full Flush (清一色), All Types (五门齐).
pub fn suit_fans(tiles: &Counts) -> Fans {
    let mut fans = Fans::default();
    suit_fans_of(held(tiles), &mut fans);
    fans
}

fn suit_fans_of(held: u64, fans: &mut Fans) {
    // Each fan set to 0 or 1 rather than branched on (`fans` holds none of them).
    let suits = suit_count(held);
    let honors = held & HONORS != 0;
    fans.set(HALF_FLUSH, u8::from(suits == 1 && honors));
    fans.set(FULL_FLUSH, u8::from(suits == 1 && !honors));
    fans.set(NO_HONORS, u8::from(suits != 1 && !honors));
    fans.set(ONE_VOIDED_SUIT, u8::from(suits == 2));
    let all_types = suits == 3 && held & WINDS != 0 && held & DRAGONS != 0;
    fans.set(ALL_TYPES, u8::from(all_types));
}

/// Hands made only of one class of tile: All Simples (断幺), Reversible Tiles (推不倒), All
/// Green (绿一色), All Honors (字一色), All Terminals (清幺九), All Terminals and Honors
/// (混幺九). An empty hand counts as all simples, reversible and green, as in the reference.
pub fn trait_fans(tiles: &Counts) -> Fans {
    let mut fans = Fans::default();
    trait_fans_of(held(tiles), &mut fans);
    fans
}

fn trait_fans_of(held: u64, fans: &mut Fans) {
    // Each fan set to 0 or 1 rather than branched on (`fans` holds none of them); the last
    // three only when the hand is not all simples, and the first of them that holds.
    let simples = held & (TERMINALS | HONORS) == 0;
    fans.set(ALL_SIMPLES, u8::from(simples));
    fans.set(REVERSIBLE_TILES, u8::from(held & !REVERSIBLE == 0));
    fans.set(ALL_GREEN, u8::from(held & !GREEN == 0));
    let honors = !simples && held & !HONORS == 0;
    let terminals = !simples && !honors && held & !TERMINALS == 0;
    let both = !simples && !honors && !terminals && held & !(TERMINALS | HONORS) == 0;
    fans.set(ALL_HONORS, u8::from(honors));
    fans.set(ALL_TERMINALS, u8::from(terminals));
    fans.set(ALL_TERMINALS_AND_HONORS, u8::from(both));
}

/// Numbered-only hands kept within a band of ranks: Lower Four (小于五, 1-4 with a 4), Lower
/// Tiles (全小, 1-3), Upper Four (大于五, 6-9 with a 6), Upper Tiles (全大, 7-9), Middle
/// Tiles (全中, 4-6).
pub fn rank_fans(tiles: &Counts) -> Fans {
    match rank_fan(held(tiles)) {
        Some(fan) => Fans::one(fan, 1),
        None => Fans::default(),
    }
}

fn rank_fan(held: u64) -> Option<usize> {
    // MCR gives the narrower band its own fan: 1-3 is Lower Tiles, 7-9 Upper Tiles.
    let ranks = ranks_of(held);
    match band_fan(held) {
        Some(LOWER_FOUR) if ranks & 1 << 3 == 0 => Some(LOWER_TILES),
        Some(UPPER_FOUR) if ranks & 1 << 5 == 0 => Some(UPPER_TILES),
        Some(fan) => Some(fan),
        None if held & HONORS == 0 && ranks & !(0b111 << 3) == 0 => Some(MIDDLE_TILES),
        None => None,
    }
}

/// Bit r for rank r + 1 held in any suit.
fn ranks_of(held: u64) -> u64 {
    (held | held >> 9 | held >> 18) & SUIT
}

/// Lower Four (小于五) when every tile held is numbered 1-4, Upper Four (大于五) when every one
/// is 6-9, whatever narrower band they also keep to: the two-player definition (mcr2p.md 7),
/// which MCR's `rank_fan` narrows. None for a hand with honors.
#[inline]
pub fn band_fan(held: u64) -> Option<usize> {
    let ranks = ranks_of(held);
    if held & HONORS != 0 {
        None
    } else if ranks & !0b1111 == 0 {
        Some(LOWER_FOUR)
    } else if ranks & !(0b1111 << 5) == 0 {
        Some(UPPER_FOUR)
    } else {
        None
    }
}

/// Tile Hog (四归一): each kind held four times that is not a kong, once; `kongs` is the
/// number of the hand's kongs.
pub fn tile_hog(tiles: &Counts, kongs: usize) -> Fans {
    match tile_hogs(tiles, kongs) {
        0 => Fans::default(),
        n => Fans::one(TILE_HOG, n),
    }
}

/// Tile Hog's count (0 for none).
#[inline]
pub fn tile_hogs(tiles: &Counts, kongs: usize) -> u8 {
    let fours = kinds_counted(tiles, 4).count_ones() as usize;
    fours.saturating_sub(kongs) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mcr::fans::fans_of as of;
    use crate::mcr::fans::parse_fans as fans;
    use crate::tiles::parse;

    type Want = &'static [(usize, u8)];

    /// Hands chosen to show every fan and the edge cases (the empty hand, more kongs than
    /// fours), with the reference's answers: tiles, kongs, then suit, trait, rank and tile-hog
    /// fans.
    #[rustfmt::skip]
    const EXAMPLES: &[(&str, usize, Want, Want, Want, Want)] = &[
        ("", 0, &[(NO_HONORS, 1)], &[(ALL_GREEN, 1), (REVERSIBLE_TILES, 1), (ALL_SIMPLES, 1)], &[(LOWER_TILES, 1)], &[]),
        ("123456789m11z", 0, &[(HALF_FLUSH, 1)], &[], &[], &[]),
        ("123m456p789s1155z", 0, &[(ALL_TYPES, 1)], &[], &[], &[]),
        ("123m456p789s11z", 0, &[], &[], &[], &[]),
        ("123m456p789s55z", 0, &[], &[], &[], &[]),
        ("11223355m", 0, &[(FULL_FLUSH, 1)], &[], &[], &[]),
        ("123m44p", 0, &[(ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[], &[(LOWER_FOUR, 1)], &[]),
        ("123m44z", 0, &[(HALF_FLUSH, 1)], &[], &[], &[]),
        ("1234567z", 0, &[], &[(ALL_HONORS, 1)], &[], &[]),
        ("19m19p19s", 0, &[(NO_HONORS, 1)], &[(ALL_TERMINALS, 1)], &[], &[]),
        ("19m19p19s1z", 0, &[], &[(ALL_TERMINALS_AND_HONORS, 1)], &[], &[]),
        ("234s666s888s66z", 0, &[(HALF_FLUSH, 1)], &[(ALL_GREEN, 1)], &[], &[]),
        ("234s666s888s55z", 0, &[(HALF_FLUSH, 1)], &[], &[], &[]),
        ("2345p", 0, &[(FULL_FLUSH, 1)], &[(REVERSIBLE_TILES, 1), (ALL_SIMPLES, 1)], &[], &[]),
        ("123p123s11m", 0, &[(NO_HONORS, 1)], &[], &[(LOWER_TILES, 1)], &[]),
        ("678999m", 0, &[(FULL_FLUSH, 1)], &[], &[(UPPER_FOUR, 1)], &[]),
        ("789m789p99s", 0, &[(NO_HONORS, 1)], &[], &[(UPPER_TILES, 1)], &[]),
        ("456m456p55s", 0, &[(NO_HONORS, 1)], &[(ALL_SIMPLES, 1)], &[(MIDDLE_TILES, 1)], &[]),
        ("1111m", 0, &[(FULL_FLUSH, 1)], &[(ALL_TERMINALS, 1)], &[(LOWER_TILES, 1)], &[(TILE_HOG, 1)]),
        ("1111m", 1, &[(FULL_FLUSH, 1)], &[(ALL_TERMINALS, 1)], &[(LOWER_TILES, 1)], &[]),
        ("1111m2222p", 1, &[(ONE_VOIDED_SUIT, 1), (NO_HONORS, 1)], &[], &[(LOWER_TILES, 1)], &[(TILE_HOG, 1)]),
        ("1111m", 2, &[(FULL_FLUSH, 1)], &[(ALL_TERMINALS, 1)], &[(LOWER_TILES, 1)], &[]),
        ("1111m2222p3333s4444z", 0, &[], &[], &[], &[(TILE_HOG, 4)]),
        ("1234m", 0, &[(FULL_FLUSH, 1)], &[], &[(LOWER_FOUR, 1)], &[]),
        ("123m", 0, &[(FULL_FLUSH, 1)], &[], &[(LOWER_TILES, 1)], &[]),
        ("6789m", 0, &[(FULL_FLUSH, 1)], &[], &[(UPPER_FOUR, 1)], &[]),
        ("789m", 0, &[(FULL_FLUSH, 1)], &[], &[(UPPER_TILES, 1)], &[]),
        ("456m", 0, &[(FULL_FLUSH, 1)], &[(ALL_SIMPLES, 1)], &[(MIDDLE_TILES, 1)], &[]),
        ("12345m", 0, &[(FULL_FLUSH, 1)], &[], &[], &[]),
        ("1p", 0, &[(FULL_FLUSH, 1)], &[(ALL_TERMINALS, 1), (REVERSIBLE_TILES, 1)], &[(LOWER_TILES, 1)], &[]),
    ];

    #[test]
    fn examples() {
        for &(text, kongs, suit, traits, rank, hog) in EXAMPLES {
            let tiles = parse(text);
            assert_eq!(suit_fans(&tiles), of(suit), "suit {text}");
            assert_eq!(trait_fans(&tiles), of(traits), "trait {text}");
            assert_eq!(rank_fans(&tiles), of(rank), "rank {text}");
            assert_eq!(tile_hog(&tiles, kongs), of(hog), "hog {text} {kongs}");
        }
    }

    /// Random hands (tiles of random meld sets, and random tiles from pools such as green,
    /// terminals or low ranks) with the reference's answers: "tiles | kongs | suit | trait |
    /// rank | tile hog".
    const GENERATED: &str = "\
2222456777p66s | 1 | 75 76 | 68 |  | 
22235566667777z | 1 |  | 11 |  | 64
234456678p11166z | 0 | 49 |  |  | 
55777788889999m | 0 | 22 |  |  | 64x3
123m12355s | 0 | 75 76 |  |  | 
12333355p112233s | 0 | 75 76 |  |  | 64
789p12333455667s | 1 | 75 76 |  |  | 
111156888m2p4444s2446z | 0 | 51 |  |  | 64x2
26m588889999p11117777s | 4 | 76 |  |  | 
14p222s | 0 | 75 76 | 40 | 37 | 
8888p56677778s | 1 | 75 76 | 68 |  | 64
11114m111122259p333344446777s355557777z | 3 | 51 |  |  | 64x3
2222m39s357777z | 1 | 75 |  |  | 64
777m4444999p22s1111z | 1 |  |  |  | 64
1111222445555777z | 2 |  | 11 |  | 
234m144p3344s | 1 | 76 |  | 37 | 
122236666789p | 0 | 22 |  |  | 64
789m7778899p77788899s | 0 | 76 |  | 25 | 
57m2223355666777p168s33344447777z | 2 | 51 |  |  | 
77m1234444s4444z | 2 | 75 |  |  | 
45556m555p4568888s | 0 | 76 | 68 |  | 64
789p558888s | 1 | 75 76 |  |  | 
5888m4444p | 2 | 75 76 | 68 |  | 
22s1112224444777z | 2 | 49 |  |  | 
88p2223333789999s | 0 | 75 76 |  |  | 64x2
44558888m2999p | 0 | 75 76 |  |  | 64
11124444m22244p111133399s36z | 2 | 51 |  |  | 
22455m55589p555567777999s22244455556z | 2 | 51 |  |  | 64
234m23488p566778s | 0 | 76 | 68 |  | 
77m111222p222s | 0 | 76 |  |  | 
4z | 1 |  | 11 |  | 
9m19p19999s | 2 | 76 | 8 |  | 
33488s66z | 1 | 49 | 3 |  | 
11112222m122223s11z | 2 | 75 |  |  | 64
5p | 0 | 22 | 40 68 | 26 | 
2224444567789m77s | 0 | 75 76 |  |  | 64
33456m456p6666777s | 1 | 76 | 68 |  | 
345678m123p | 0 | 75 76 |  |  | 
11112334456666m66z | 2 | 49 |  |  | 
789p11115555777z | 2 | 49 |  |  | 
234m123p333377s777z | 1 |  |  |  | 
46666m4446p6s | 0 | 76 | 68 | 26 | 64
66p44445555s | 2 | 75 76 | 68 | 26 | 
66677789m68899p6677778888s | 2 | 76 |  | 36 | 
111122234489999p22245689999s5z | 2 | 75 | 40 |  | 64
88m234p345s | 0 | 76 | 68 |  | 
789p67888s | 0 | 75 76 |  | 36 | 
899m77778888p88999s | 3 | 76 |  | 25 | 
112233334555589p24445666688889999s555z | 1 | 75 | 40 |  | 64x4
666p11116666s5555z | 2 | 75 |  |  | 64
11114444m55p123789s | 2 | 76 |  |  | 
222233344688s6666z | 3 | 49 | 3 |  | 
667778888999m667778888p689s | 0 | 76 |  | 36 | 64x2
46p44445555s | 3 | 75 76 | 68 | 26 | 
123m456p22s | 0 | 76 |  |  | 
1111m | 2 | 22 | 8 | 27 | 
7779999m118888p678s | 2 | 76 |  |  | 
4555666m4455666p4455556666s | 1 | 76 | 68 | 26 | 64
123m123556666789s | 1 | 75 76 |  |  | 
8888s | 1 | 22 | 3 40 68 | 25 | 
777m44p333777s555z | 0 |  |  |  | 
34445m4444p3333555s | 1 | 76 | 68 |  | 64
15559m22355p11144446s77z | 1 |  |  |  | 
66668m78s | 0 | 75 76 | 68 | 36 | 64
333789m99p | 0 | 75 76 |  |  | 
44446666p789s | 1 | 75 76 |  |  | 64
233355557777m88p1222244449s4555z | 0 | 51 |  |  | 64x4
33334444m11444p333s | 2 | 76 |  | 37 | 
567999p33z | 0 | 49 |  |  | 
789p122334456s55z | 0 | 75 |  |  | 
111m1111p9999s14445z | 3 | 51 | 18 |  | 
6p5s | 1 | 75 76 | 68 | 26 | 
199m9p66667z | 0 | 75 | 18 |  | 64
11112344567p345s | 0 | 75 76 |  |  | 64
111222233355588p | 1 | 22 | 40 |  | 
6666m345888p567s | 0 | 76 | 68 |  | 64
88m222557p222244447s2223z | 1 |  |  |  | 64
11p22223335555z | 1 | 49 | 18 |  | 64
12355p1236666s | 2 | 75 76 |  |  | 
77778m889999p778s | 3 | 76 |  | 25 | 
666m123333789s77z | 0 | 75 |  |  | 64
7777m4448888p234s | 2 | 76 | 68 |  | 
55m567p5555z | 1 | 75 |  |  | 
345789m888p234s | 0 | 76 |  |  | 
22m678s | 0 | 75 76 | 68 |  | 
4666p22s | 0 | 75 76 | 68 |  | 
4444m4s | 1 | 75 76 | 68 | 37 | 
444455666m455556666p44556s | 0 | 76 | 68 | 26 | 64x3
111234m111222233334444p1111222234444s | 6 | 76 |  | 37 | 
33334446s | 1 | 22 | 3 68 |  | 
677889m666677778999p6667788889s | 1 | 76 |  | 36 | 64x2
2233334466688s666z | 0 | 49 | 3 |  | 64
1p | 0 | 22 | 8 40 | 27 | 
5s | 0 | 22 | 40 68 | 26 | 
77799m78888p | 1 | 75 76 |  | 25 | 
444456m66789p333s | 0 | 76 |  |  | 64
123m5555p3333444s22z | 2 |  |  |  | 
3p3z | 0 | 49 |  |  | 
7999m77p | 1 | 75 76 |  | 25 | 
88999m7777p55s | 0 | 76 |  |  | 64
6677m66669p666689s | 3 | 76 |  | 36 | 
3p22555s | 1 | 75 76 | 40 68 |  | 
55789m555677889p | 1 | 75 76 |  |  | 
77p111133366667777z | 3 | 49 |  |  | 
6666777m88s | 1 | 75 76 | 68 | 36 | 
234m999p555566677s | 1 | 76 |  |  | 
222233m5566677779p4488s113345566777z | 1 | 51 |  |  | 64
88m66p666777s | 1 | 76 | 68 | 36 | 
12333444m2333444p1134444s | 0 | 76 |  | 37 | 64
55m123789p778899s | 1 | 76 |  |  | 
66m2222p444z | 0 | 75 |  |  | 64
778899m122223s66z | 0 | 75 |  |  | 64
678m34445p11116666z | 2 | 75 |  |  | 
12222466777m7779999p557s5567z | 1 |  |  |  | 64
112233m44789s | 0 | 75 76 |  |  | 
899m | 0 | 22 |  | 25 | 
334444m2777p1111s111122333457z | 4 | 51 |  |  | 
234p456s77z | 0 | 75 |  |  | 
7p | 1 | 22 | 68 | 25 | 
789p78889s | 0 | 75 76 |  | 25 | 
666m99p | 0 | 75 76 |  | 36 | 
19999p19999s255667z | 1 | 75 | 18 |  | 64
6668888m456888p | 1 | 75 76 | 68 |  | 
4444m5577779p1666s7z | 2 |  |  |  | 
789m22334455888p | 0 | 75 76 |  |  | 
222m112p1111233s | 2 | 76 |  | 27 | 
123m456p88s5555z | 1 |  |  |  | 
777m8p7s344z | 1 |  |  |  | 
888m7s | 1 | 75 76 | 68 | 25 | 
9s | 0 | 22 | 8 40 | 25 | 
1233m12223p12223s | 1 | 76 |  | 27 | 
111155566m114446888p111344s11144446666z | 3 | 51 |  |  | 
678m456p11s1117777z | 1 | 51 |  |  | 
1111m111p22244s | 1 | 76 |  | 37 | 
88m67788899p666678999s | 2 | 76 |  | 36 | 
44s3z | 0 | 49 |  |  | 
2344466668s666z | 0 | 49 | 3 |  | 64
77p88s | 1 | 75 76 | 68 | 25 | 
112233789m12355s | 0 | 75 76 |  |  | 
88p111444555777z | 1 | 49 |  |  | 
22777m555567s555z | 0 | 75 |  |  | 64
9999p122233344s77z | 1 | 75 |  |  | 
13333m11122233p1111223s | 1 | 76 |  | 27 | 64
1m | 1 | 22 | 8 | 27 | 
66678m2222789p123s | 0 | 76 |  |  | 64
222337777p777s | 1 | 75 76 | 68 |  | 
45678889s | 1 | 22 |  |  | 
1111666m55588p888s | 2 | 76 |  |  | 
123567m567p | 0 | 75 76 |  |  | 
5z | 0 |  | 11 40 |  | 
456678m111p88s1111z | 1 |  |  |  | 
2222466m5789999s123333444556677z | 4 | 75 |  |  | 
345m555999p7777z | 1 | 75 |  |  | 
6777m3555778p3467s | 0 | 76 | 68 |  | 
6666799m677789p6667899s | 2 | 76 |  | 36 | 
55s5557777z | 1 | 49 |  |  | 
44678m11122223333z | 1 | 49 |  |  | 64
22255557777m88s | 1 | 75 76 | 68 |  | 64
44567m345567p3333s | 1 | 76 | 68 |  | 
55m123789p123789s | 0 | 76 |  |  | 
11177m456789s | 1 | 75 76 |  |  | 
2334p25s5z | 1 | 75 | 40 |  | 
44445555777z | 2 |  | 11 |  | 
234m123677889p33z | 0 | 75 |  |  | 
889m777899p7999s | 0 | 76 |  | 25 | 
123777m9999p | 2 | 75 76 |  |  | 
11112226z | 2 |  | 11 |  | 
7888m134z | 0 | 49 |  |  | 
88m1233344557777p | 1 | 75 76 |  |  | 
112233m345s11z | 0 | 75 |  |  | 
11m11999p11199s | 0 | 76 | 8 |  | 
123m567s | 0 | 75 76 |  |  | 
122334m123789p | 1 | 75 76 |  |  | 
778899m112233p | 0 | 75 76 |  |  | 
88m4445555666777z | 1 | 49 |  |  | 
124444m22333344p11244s | 2 | 76 |  | 37 | 
3333s1111z | 1 | 49 |  |  | 64
222m444p678s1111z | 2 |  |  |  | 
44456667m22p6s | 0 | 76 | 68 |  | 
66688999p666779s | 1 | 75 76 |  | 36 | 
22789p999s | 1 | 75 76 |  |  | 
45666p345678s7777z | 1 | 75 |  |  | 
456m567p33567s555z | 0 |  |  |  | 
1123333455889999p2455556899s5z | 1 | 75 | 40 |  | 64x2
111444567m11z | 0 | 49 |  |  | 
23455556666777s66z | 3 | 49 |  |  | 
334455m66668888p11s | 1 | 76 |  |  | 64
222p3s | 0 | 75 76 | 68 | 27 | 
112222m444888p334z | 0 | 75 |  |  | 64
2333468888s66z | 1 | 49 | 3 |  | 
234566677788s22z | 1 | 49 |  |  | 
3334444567m3333p55z | 2 | 75 |  |  | 
567m22678p8888s | 1 | 76 | 68 |  | 
66m1s | 1 | 75 76 |  |  | 
222m11456p333456s | 0 | 76 |  |  | 
7m7s | 0 | 75 76 | 68 | 25 | 
666677888999m6789999p6677788889s | 4 | 76 |  | 36 | 
66m22227777p55s | 1 | 76 | 68 |  | 64
122235557z | 1 |  | 11 |  | 
12388m123p8888s | 1 | 76 |  |  | 
111166678m666p5555z | 3 | 75 |  |  | 
333m1239999s222277z | 3 | 75 |  |  | 
78p888s | 1 | 75 76 | 68 | 25 | 
445556666m456666p445556s | 1 | 76 | 68 | 26 | 64
119m1p1s3334667777z | 2 | 51 | 18 |  | 
555m55s | 0 | 75 76 | 68 | 26 | 
234m234p111145688s | 1 | 76 |  |  | 
2449p9999s | 2 | 75 76 | 40 |  | 
444m3333444p44477s | 0 | 76 | 68 |  | 64
33m333344466667777z | 3 | 49 |  |  | 
678888999m666677789p6666788s | 2 | 76 |  | 36 | 64
7888999m77788899p7789s | 1 | 76 |  | 25 | 
55577s | 0 | 22 | 68 |  | 
6666m4444p | 3 | 75 76 | 68 | 26 | 
33455556s | 0 | 22 | 68 |  | 64
55m111789p444z | 0 | 75 |  |  | 
234m88p6666z | 1 | 75 |  |  | 
111334444p1111s | 2 | 75 76 |  | 37 | 
6z | 1 |  | 3 11 |  | 
33334m3s | 2 | 75 76 | 68 | 37 | 
55p112233345s | 0 | 75 76 |  |  | 
55m4447777z | 1 | 49 |  |  | 
778m7789p7778s | 1 | 76 |  | 25 | 
789p88s777z | 0 | 75 |  |  | 
55789p111222333s | 1 | 75 76 |  |  | 
1111m9p444z | 1 | 75 | 18 |  | 
112233789m55789s | 0 | 75 76 |  |  | 
333m2223333p333s44z | 2 |  |  |  | 
123789m123p555z | 0 | 75 |  |  | 
333344445555668888m | 4 | 22 | 68 |  | 
22m2222444455556666p | 4 | 75 76 | 68 |  | 
122223m113p11113s | 3 | 76 |  | 27 | 
11s222233335555666z | 3 | 49 | 18 |  | 
555m77p | 0 | 75 76 | 68 |  | 
17778m333344446p3677s77z | 3 |  |  |  | 
555m | 0 | 22 | 68 | 26 | 
7p | 0 | 22 | 68 | 25 | 
77m789p33344448888s | 2 | 76 |  |  | 
556m4555p4444555s | 2 | 76 | 68 | 26 | 
55m112233p123789s | 0 | 76 |  |  | 
4p | 0 | 22 | 40 68 | 37 | 
11222234445566z | 0 |  | 11 |  | 64
99m9p | 1 | 75 76 | 8 | 25 | 
4444m788889p77888s | 1 | 76 |  |  | 64
2224444m5s | 1 | 75 76 | 68 |  | 
123555m33444p456s | 1 | 76 |  |  | 
344556m12344s | 0 | 75 76 |  |  | 
77z | 0 |  | 11 |  | 
22p449s | 0 | 75 76 | 40 |  | 
11133445566667777z | 0 |  | 11 |  | 64x2
";

    #[test]
    fn generated() {
        let mut cases = 0;
        for line in GENERATED.lines() {
            let parts: Vec<&str> = line.split('|').collect();
            assert_eq!(parts.len(), 6, "bad line {line}");
            let tiles = parse(parts[0]);
            let kongs = parts[1].trim().parse().unwrap();
            assert_eq!(suit_fans(&tiles), fans(parts[2]), "suit {line}");
            assert_eq!(trait_fans(&tiles), fans(parts[3]), "trait {line}");
            assert_eq!(rank_fans(&tiles), fans(parts[4]), "rank {line}");
            assert_eq!(tile_hog(&tiles, kongs), fans(parts[5]), "hog {line}");
            cases += 1;
        }
        assert!(cases >= 250);
    }
}
