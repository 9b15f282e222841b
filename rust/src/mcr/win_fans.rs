//! Fans of how the hand was won and of its wait, pair and outline (the reference's
//! `win_fans.py`): concealment, the single-tile wait, what the pair adds, tiles shared by every
//! group, and the wind pungs. The reference's `situation_fans` and `corrected_flags` are
//! `special::win_flag_fans` and `special::correct_flags` here.

use crate::mcr::fans::Fans;
use crate::mcr::ids::{
    ALL_CHOWS, ALL_EVEN_PUNGS, ALL_FIVE, BIG_THREE_WINDS, CLOSED_WAIT, CONCEALED_HAND, EDGE_WAIT,
    FULLY_CONCEALED_HAND, LITTLE_FOUR_WINDS, LITTLE_THREE_DRAGONS, MELDED_HAND, OUTSIDE_HAND,
    PREVALENT_WIND, SEAT_WIND, SELF_DRAWN, SINGLE_WAIT, TWO_DRAGONS_PUNGS,
};
use crate::mcr::request::Declared;
use crate::mcr::view::{Kind, ScoredMeld, View};
use crate::tiles::{Counts, HONOR_START, KINDS};

/// The first wind (East) and the first dragon (White); winds are 27..31, dragons 31..34.
const FIRST_WIND: usize = HONOR_START;
const FIRST_DRAGON: usize = HONOR_START + 4;

/// Whether a meld of the view was claimed (明): anything but a concealed kong.
fn claimed(m: &ScoredMeld) -> bool {
    !(m.kind == Kind::Kong && m.concealed)
}

/// Fully Concealed Hand, Concealed Hand, Melded Hand or Self-Drawn, by how many of the declared
/// melds were claimed: none claimed gives 不求人 (self-drawn) or 门前清; all four give 自摸 or
/// 全求人; anything between gives 自摸 when self-drawn and nothing otherwise.
pub fn concealment_fans(declared: &[Declared], self_drawn: bool) -> Fans {
    let open = declared.iter().filter(|m| m.claimed()).count();
    match (open, self_drawn) {
        (0, true) => Fans::one(FULLY_CONCEALED_HAND, 1),
        (0, false) => Fans::one(CONCEALED_HAND, 1),
        (4, false) => Fans::one(MELDED_HAND, 1),
        (_, true) => Fans::one(SELF_DRAWN, 1),
        _ => Fans::default(),
    }
}

// --- The engine's waits ------------------------------------------------------------------
//
// The reference tries every one of the 34 tiles on the standing tiles and asks whether they
// then split into chows and pungs plus one pair (any number of melds, no limit of four copies,
// so a fifth copy can complete a hand), and adds the seven-pairs wait when 13 tiles stand.
// Here the same set is found group by group (three suits and the honors), without allocation:
//
// * a group's size modulo 3 says its role: 0 for melds only, 2 for melds and the pair, and any
//   group left at 1 makes the hand incomplete; so the added tile can only go to a group that
//   leaves exactly one group at 2 and none at 1;
// * a numbered suit splits into melds only when, tile by tile from the lowest, the count left
//   modulo 3 is read as chows starting there and the rest as pungs (three equal chows are
//   three pungs), so one left-to-right scan decides it; a suit changed from some position on
//   resumes the scan of the unchanged suit two steps before that position;
// * within a suit, every meld's positions sum to 0 modulo 3 and the pair's to twice its
//   position, which pins the pair to three positions and, for a group without the pair, the
//   added tile to three positions;
// * a tile can only be a wait if its suit holds a tile at most two places from it.

/// `x % 3`, by a table of two-bit residues for the small counts a scan meets.
#[inline(always)]
fn mod3(x: i32) -> i32 {
    const RESIDUES: u32 = 0x2492_4924;
    if (0..16).contains(&x) {
        (RESIDUES >> (2 * x)) as i32 & 3
    } else {
        x.rem_euclid(3)
    }
}

/// The scan of a numbered suit: before step `i` (which reads the counts left at `i` and `i + 1`
/// and the count at `i + 2`), `a[i]` and `b[i]` are the counts left at `i` and `i + 1`;
/// `passed` steps passed, all seven when the suit splits into melds alone.
struct Scan {
    a: [i32; 8],
    b: [i32; 8],
    passed: usize,
}

impl Scan {
    fn new(w: &[u8; 9]) -> Scan {
        let mut scan = Scan { a: [0; 8], b: [0; 8], passed: 7 };
        let (mut a, mut b) = (i32::from(w[0]), i32::from(w[1]));
        for i in 0..7 {
            scan.a[i] = a;
            scan.b[i] = b;
            let r = mod3(a);
            let c = i32::from(w[i + 2]);
            if b < r || c < r {
                scan.passed = i;
                return scan;
            }
            a = b - r;
            b = c - r;
        }
        scan.a[7] = a;
        scan.b[7] = b;
        scan
    }

    /// Whether the unchanged suit splits into melds alone.
    fn melds(&self) -> bool {
        self.passed == 7 && mod3(self.a[7]) == 0 && mod3(self.b[7]) == 0
    }

    /// Whether `work`, which differs from the scanned suit `w` at positions `from` and above
    /// only, splits into melds alone.
    #[inline]
    fn melds_changed(&self, w: &[u8; 9], work: &[u8; 9], from: usize) -> bool {
        let s = from.saturating_sub(2);
        if self.passed < s {
            return false;
        }
        let delta = |i: usize| i32::from(work[i]) - i32::from(w[i]);
        let mut a = self.a[s] + delta(s);
        let mut b = self.b[s] + delta(s + 1);
        if a < 0 || b < 0 {
            return false;
        }
        for &c in &work[s + 2..] {
            let r = mod3(a);
            let c = i32::from(c);
            if b < r || c < r {
                return false;
            }
            a = b - r;
            b = c - r;
        }
        mod3(a) == 0 && mod3(b) == 0
    }
}

/// The sum of positions times counts, modulo 3.
#[inline]
fn weight(w: &[u8; 9]) -> usize {
    w.iter().enumerate().map(|(i, &c)| i * c as usize).sum::<usize>() % 3
}

/// Whether `work` (the scanned suit `w` changed at `from` and above, of weight `weight`)
/// splits into chows and pungs plus one pair.
#[inline]
fn melds_and_pair(
    scan: &Scan,
    w: &[u8; 9],
    work: &mut [u8; 9],
    from: usize,
    weight: usize,
) -> bool {
    // 2p = weight (mod 3), so p = 2 * weight (mod 3).
    let mut p = (2 * weight) % 3;
    while p < 9 {
        if work[p] >= 2 {
            work[p] -= 2;
            let done = scan.melds_changed(w, work, from.min(p));
            work[p] += 2;
            if done {
                return true;
            }
        }
        p += 3;
    }
    false
}

/// Whether the honors split into pungs alone (`pair` false) or pungs and one pair.
#[inline]
fn honors_complete(h: &[u8; 7], pair: bool) -> bool {
    let mut pairs = 0;
    for &c in h {
        match c % 3 {
            0 => {}
            2 => pairs += 1,
            _ => return false,
        }
    }
    pairs == usize::from(pair)
}

fn suit(counts: &Counts, g: usize) -> &[u8; 9] {
    counts[9 * g..9 * g + 9].try_into().unwrap()
}

fn honors(counts: &Counts) -> &[u8; 7] {
    counts[HONOR_START..].try_into().unwrap()
}

/// Whether group `g` (0-2 a suit, 3 the honors) of `counts` completes in its role.
fn group_complete(counts: &Counts, g: usize, pair: bool) -> bool {
    if g == 3 {
        return honors_complete(honors(counts), pair);
    }
    let w = suit(counts, g);
    let weight = weight(w);
    if !pair {
        return weight == 0 && Scan::new(w).melds();
    }
    let mut work = *w;
    melds_and_pair(&Scan::new(w), w, &mut work, 9, weight)
}

/// The tiles of group `g` that complete it, in the role (`pair`) its size with one tile more
/// gives, as a mask over its positions; the search stops at the first one outside `allowed`.
fn group_waits(counts: &Counts, g: usize, pair: bool, allowed: u32) -> u32 {
    let mut found = 0;
    if g == 3 {
        let h = honors(counts);
        for i in 0..7 {
            if h[i] == 0 {
                continue;
            }
            let mut work = *h;
            work[i] += 1;
            if honors_complete(&work, pair) {
                found |= 1 << i;
                if found & !allowed != 0 {
                    break;
                }
            }
        }
        return found;
    }
    let w = suit(counts, g);
    let held = w.iter().enumerate().fold(0u32, |m, (i, &c)| m | u32::from(c > 0) << i);
    let mut reach = (held | held << 1 | held << 2 | held >> 1 | held >> 2) & 0x1FF;
    let weight = weight(w);
    if !pair {
        // The added tile's position must bring the weight to 0.
        reach &= 0b001_001_001 << ((3 - weight) % 3);
    }
    let scan = Scan::new(w);
    while reach != 0 {
        let i = reach.trailing_zeros() as usize;
        reach &= reach - 1;
        let mut work = *w;
        work[i] += 1;
        let done = if pair {
            melds_and_pair(&scan, w, &mut work, i, (weight + i) % 3)
        } else {
            scan.melds_changed(w, &work, i)
        };
        if done {
            found |= 1 << i;
            if found & !allowed != 0 {
                break;
            }
        }
    }
    found
}

/// Whether the hand waited on one tile only (独听), as the engine judges it: the tiles that
/// complete the standing tiles (`standing`, without the winning tile; declared melds and the
/// tiles already out not considered) are `win_tile` alone. A completing tile counts even when
/// all four copies are held, so 1111m234m waits on 1m as well as 4m; with 13 standing tiles and
/// one kind held an odd number of times, that kind also completes seven pairs (four of a kind
/// counting as two pairs).
pub fn unique_wait(standing: &Counts, win_tile: usize) -> bool {
    let mut sizes = [0usize; 4];
    let mut odd = 0usize;
    let mut odd_tile = KINDS;
    for (t, &c) in standing.iter().enumerate() {
        sizes[(t / 9).min(3)] += c as usize;
        if c % 2 == 1 {
            odd += 1;
            odd_tile = t;
        }
    }
    let mut win_found = false;
    if sizes.iter().sum::<usize>() == 13 && odd == 1 {
        if odd_tile != win_tile {
            return false;
        }
        win_found = true;
    }
    let residues = sizes.map(|s| s % 3);
    // Each group's completeness in its current role, found once: 0 unknown, 1 no, 2 yes.
    let mut complete = [0u8; 4];
    for g in 0..4 {
        // The residues with the tile added to g: none may be 1 and exactly one must be 2.
        let mut twos = 0;
        let mut ones = 0;
        for (h, &r) in residues.iter().enumerate() {
            let r = if h == g { (r + 1) % 3 } else { r };
            twos += usize::from(r == 2);
            ones += usize::from(r == 1);
        }
        if ones != 0 || twos != 1 {
            continue;
        }
        let others = (0..4).filter(|&h| h != g).all(|h| {
            if complete[h] == 0 {
                complete[h] = 1 + u8::from(group_complete(standing, h, residues[h] == 2));
            }
            complete[h] == 2
        });
        if !others {
            continue;
        }
        let base = if g == 3 { HONOR_START } else { 9 * g };
        let allowed = if (base..base + 9).contains(&win_tile) { 1 << (win_tile - base) } else { 0 };
        let found = group_waits(standing, g, (residues[g] + 1) % 3 == 2, allowed);
        if found & !allowed != 0 {
            return false;
        }
        win_found |= found != 0;
    }
    win_found
}

/// Edge Wait (边张), Closed Wait (嵌张) or Single Wait (单钓将), at most one, when the wait was
/// `unique`: the winning tile at either end of a chow found in the standing tiles is an edge
/// wait, in its middle a closed wait, the pair's tile a single wait, tried in that order.
/// Nothing under four kongs, or for four claimed declared melds won on a discard (全求人).
pub fn wait_fans(view: &View, win_tile: usize, unique: bool) -> Fans {
    if !unique {
        return Fans::default();
    }
    let melds = view.melds();
    if melds.iter().filter(|m| m.kind == Kind::Kong).count() == 4 {
        return Fans::default();
    }
    let declared = || melds.iter().filter(|m| m.declared);
    if !view.self_drawn && declared().count() == 4 && declared().all(claimed) {
        return Fans::default();
    }
    let chows = || melds.iter().filter(|m| !m.declared && m.kind == Kind::Chow);
    if chows().any(|m| win_tile == m.first || win_tile == m.first + 2) {
        return Fans::one(EDGE_WAIT, 1);
    }
    if chows().any(|m| win_tile == m.first + 1) {
        return Fans::one(CLOSED_WAIT, 1);
    }
    if view.pair == Some(win_tile) {
        return Fans::one(SINGLE_WAIT, 1);
    }
    Fans::default()
}

/// Updates `fans` for what the pair adds, as the reference's `fans = pair_fans(v, fans)`: four
/// chows and a numbered pair add All Chows (平和); otherwise a dragon pair turns Two Dragons
/// Pungs into Little Three Dragons (小三元), or, failing that, a wind pair turns Big Three Winds
/// into Little Four Winds (小四喜).
pub fn pair_fans(view: &View, fans: &mut Fans) {
    let Some(pair) = view.pair else {
        return;
    };
    if view.melds().iter().filter(|m| m.kind == Kind::Chow).count() == 4 {
        if pair < HONOR_START {
            fans.set(ALL_CHOWS, 1);
        }
    } else if fans.has(TWO_DRAGONS_PUNGS) {
        if pair >= FIRST_DRAGON {
            fans.take(TWO_DRAGONS_PUNGS);
            fans.set(LITTLE_THREE_DRAGONS, 1);
        }
    } else if fans.has(BIG_THREE_WINDS) && (FIRST_WIND..FIRST_DRAGON).contains(&pair) {
        fans.take(BIG_THREE_WINDS);
        fans.set(LITTLE_FOUR_WINDS, 1);
    }
}

/// Outside Hand (全带幺: a terminal or honor in every meld and the pair), else All Five (全带五:
/// a 5 in each), else All Even Pungs (全双刻: no chow and only 2, 4, 6, 8); nothing without a
/// pair.
pub fn outside_fans(view: &View) -> Fans {
    let Some(pair) = view.pair else {
        return Fans::default();
    };
    let melds = view.melds();
    let groups = melds.len() + 1;
    let (mut outside, mut five, mut even) = (0, 0, 0);
    let pair_group = (false, pair, pair);
    let shapes = melds
        .iter()
        .map(|m| {
            let last = if m.kind == Kind::Chow { m.first + 2 } else { m.first };
            (m.kind == Kind::Chow, m.first, last)
        })
        .chain(std::iter::once(pair_group));
    for (chow, first, last) in shapes {
        if first >= HONOR_START {
            outside += 1;
            continue;
        }
        // Ranks 0-8 of the group's tiles: one rank, or three in a row for a chow.
        let (low, high) = (first % 9, last % 9);
        outside += usize::from(low == 0 || high == 8);
        five += usize::from(low <= 4 && 4 <= high);
        even += usize::from(!chow && low % 2 == 1);
    }
    if outside == groups {
        Fans::one(OUTSIDE_HAND, 1)
    } else if five == groups {
        Fans::one(ALL_FIVE, 1)
    } else if even == groups {
        Fans::one(ALL_EVEN_PUNGS, 1)
    } else {
        Fans::default()
    }
}

/// Prevalent Wind (圈风刻) and Seat Wind (门风刻) for a pung or kong of that wind; the caller
/// skips this under Big Four Winds and settles the Pung of Terminals or Honors it overlaps.
pub fn wind_fans(view: &View, seat_wind: usize, prevalent_wind: usize) -> Fans {
    let mut fans = Fans::default();
    for m in view.melds() {
        if m.kind == Kind::Chow || !(FIRST_WIND..FIRST_DRAGON).contains(&m.first) {
            continue;
        }
        if m.first == prevalent_wind {
            fans.set(PREVALENT_WIND, 1);
        }
        if m.first == seat_wind {
            fans.set(SEAT_WIND, 1);
        }
    }
    fans
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mcr::ids::*;
    use crate::tiles::parse;

    /// The melds, pair (-1 for none), winning tile, self-drawn, seat and prevalent winds, the
    /// fans given to `pair_fans`, and the reference's `wait_fans` (with a unique wait),
    /// `pair_fans`, `outside_fans` and `wind_fans`.
    type ViewCase =
        (&'static str, i8, usize, bool, usize, usize, FanList, FanList, FanList, FanList, FanList);

    /// Fans as (id, count) pairs.
    type FanList = &'static [(usize, u8)];

    fn fans(list: &[(usize, u8)]) -> Fans {
        let mut out = Fans::default();
        list.iter().for_each(|&(id, count)| out.set(id, count));
        out
    }

    /// A meld token: C, P or K, its first tile, then `h` when concealed and `d` when declared.
    fn meld(token: &str) -> ScoredMeld {
        let kind = match &token[..1] {
            "C" => Kind::Chow,
            "P" => Kind::Pung,
            _ => Kind::Kong,
        };
        let digits: String = token[1..].chars().take_while(char::is_ascii_digit).collect();
        ScoredMeld {
            kind,
            first: digits.parse().unwrap(),
            concealed: token.contains('h'),
            declared: token.contains('d'),
        }
    }

    fn tile(name: &str) -> usize {
        parse(name).iter().position(|&c| c == 1).unwrap()
    }

    // The reference's answers (python/hupai/reference/mcr/win_fans.py) on random inputs: standing
    // hands of 13, 10, 7, 4 and 1 tiles (won, seven pairs, four of a kind, anything) with a
    // winning tile; views of every shape; declared melds for concealment.
    #[rustfmt::skip]
    const UNIQUE: &[(&str, &str, bool)] = &[
    ("2233344567p", "4p", false),
    ("44455m45678s444z", "9s", false),
    ("567m33s22244z", "4z", false),
    ("2345556m", "6m", false),
    ("1112333499m", "3m", false),
    ("4444566m", "5m", false),
    ("3m233445567p", "3m", true),
    ("444666p7789s", "7s", true),
    ("2444m46p3467z", "7z", false),
    ("389s2266z", "2z", false),
    ("4566778889m", "8m", false),
    ("8p", "8p", true),
    ("2222346788899p", "5p", false),
    ("3366z", "3z", false),
    ("345p8s333z", "8s", true),
    ("3344559s112277z", "9s", true),
    ("22224445m11679p", "9p", false),
    ("24477789m49999s", "9s", false),
    ("2233455577788m", "1m", false),
    ("1355588s444z", "2s", true),
    ("3p", "3p", true),
    ("23444999m22999p", "4m", false),
    ("345m1123455588s", "1s", false),
    ("5z", "5z", true),
    ("1122233555z", "3z", false),
    ("22245p33366z", "3p", false),
    ("3355m456678s", "5m", false),
    ("77779m11155s", "8m", true),
    ("5p", "5p", true),
    ("22789p11155z", "2p", false),
    ("66p33z", "6p", false),
    ("1122555666z", "2z", false),
    ("44567s33444z", "3z", false),
    ("1113333446666z", "3z", false),
    ("8p115556666z", "1z", false),
    ("33345667m22666z", "8m", false),
    ("5m", "5m", true),
    ("3344477z", "7z", false),
    ("456777888p1222s", "1s", false),
    ("36699m47p4s23z", "7p", false),
    ("5s", "5s", true),
    ("999m2455667p", "2p", true),
    ("5566m", "6m", false),
    ("1111445566688p", "6p", true),
    ("2223345789s", "1s", false),
    ("1233666777m444z", "3m", true),
    ("2223344558p", "2p", false),
    ("112449m2247s", "2m", false),
    ("2224445556777z", "6z", true),
    ("1144466677z", "7z", false),
    ("5555m368p66s1166z", "8p", false),
    ("34567m33s", "5m", false),
    ("1114455888999p", "5p", false),
    ("2222333444567m", "4m", false),
    ("234444s2225555z", "5z", true),
    ("889p4555z", "4z", false),
    ("22223m114477p77z", "3m", true),
    ("1233455566699p", "9p", false),
    ("456666789m3344p", "3p", false),
    ("22777m26669p", "6p", false),
    ("9p", "9p", true),
    ("3678s222233555z", "3z", false),
    ("23468s33377z", "7s", true),
    ("45688999m56s", "4s", false),
    ("56p56677778s", "4p", false),
    ("7899m", "9m", false),
    ("666677m2255s334z", "4z", true),
    ("22p44678s", "2p", false),
    ("78m45555p", "9m", false),
    ("33m77p566667s444z", "7p", false),
    ("233m89p16z", "6z", false),
    ("444m3p", "3p", true),
    ("1222334678888s", "5s", false),
    ("66m66p", "6m", false),
    ("55p55z", "5z", false),
    ("22666p66z", "6z", false),
    ("222m1888999s", "1s", true),
    ("11p33s", "1p", false),
    ("7s", "7s", true),
    ("1m444z", "1m", true),
    ("234s1112444777z", "2z", true),
    ("1113344466777z", "6z", false),
    ("233334p2567888s", "2s", true),
    ("11135p33z", "1s", false),
    ("12344p23455789s", "4p", false),
    ("4488m123555s777z", "4m", false),
    ("1133555666p", "3p", false),
    ("123m1223333p", "4p", false),
    ("2256z", "6z", false),
    ("2444488p", "3p", true),
    ("2444p", "3p", false),
    ("3336777m567888p", "6m", false),
    ("34999m12377s", "2m", false),
    ("2223344599m", "2m", false),
    ("44455p11333z", "1z", false),
    ("4555666777999s", "4s", false),
    ("11m44499p123s", "9p", false),
    ("1338s225z", "5s", false),
    ("6m", "6m", true),
    ("1112333355677m", "6m", true),
    ("2346677m456999p", "7m", false),
    ("9m", "9m", true),
    ("1116667777z", "6z", false),
    ("2256788999s", "2s", false),
    ("2s", "6p", false),
    ("6777m789s", "8m", false),
    ("555567p5555s", "3s", false),
    ("1234567777899s", "9s", false),
    ("1123455667788s", "1s", false),
    ("1s", "1s", true),
    ("2222455577z", "7z", false),
    ("7777s", "8s", false),
    ("1233344555667m", "6m", false),
    ("33447777p11778s", "8s", true),
    ("5666778999s", "6s", false),
    ("333789p5677s", "4s", false),
    ("1122z", "2z", false),
    ("4p999s222666z", "4p", true),
    ("44s11z", "1z", false),
    ("123333678p4666z", "4z", true),
    ("88m77z", "7z", false),
    ("33388m678p22333z", "2z", false),
    ("5568p", "7p", true),
    ("66m34556p111333z", "4p", false),
    ("777m55566s11222z", "1z", false),
    ("366p4457s", "6m", false),
    ("112m4488s115577z", "2m", true),
    ("26p36z", "6p", false),
    ("77s55z", "5z", false),
    ("2222445555999p", "9p", true),
    ("678999m1133334p", "2p", false),
    ("1234677889s", "1s", false),
    ("3399m", "3m", false),
    ("1112349s", "9s", true),
    ("2333444567789m", "3m", false),
    ("599m4p5s55z", "9m", false),
    ("666m567p4s333555z", "4s", true),
    ("2224569m345p", "9m", true),
    ("2555666p", "2p", true),
    ("1134559s", "7m", false),
    ("1111222236m", "3m", false),
    ("113366m1113377z", "1z", true),
    ("566s7777z", "6s", false),
    ("789m13678p77s", "2p", true),
    ("66m333p11233334s", "6m", false),
    ("3555888p", "3p", false),
    ("1236667889s", "7s", false),
    ("1366z", "3z", false),
    ("111m1133344455z", "1z", false),
    ("1133445566899p", "8p", true),
    ("1112456777799p", "3p", true),
    ("44446699s22355z", "3z", true),
    ("6677m", "7m", false),
    ("5667s", "6s", true),
    ("66m11157s", "6s", true),
    ("44466m44466z", "6m", false),
    ("4555567s", "6s", false),
    ("4479m", "8m", true),
    ("123m11p22s", "2s", false),
    ("4488p", "4p", false),
    ("45m999p55566z", "3m", false),
    ("234p3333444z", "6z", false),
    ("1119p335z", "8s", false),
    ("2344445588m", "5m", false),
    ("2355788889m", "1m", false),
    ("6p222444z", "6p", true),
    ("678999m789p55s11z", "1z", false),
    ("1223777z", "2z", false),
    ("22m666888p11122z", "2m", false),
    ("1122334456777p", "1p", false),
    ("1134448888p", "1p", false),
    ("222s2225556677z", "6z", false),
    ("11333789m456s22z", "2z", false),
    ("2244446777p", "5p", true),
    ("2255p456s", "5p", false),
    ("77788m23344p444z", "5p", false),
    ("999s1122266z", "6z", false),
    ("11678p11s", "1p", false),
    ("4446799m444666z", "5m", false),
    ("888m3333s", "3s", true),
    ("33m677778s22333z", "2z", false),
    ("2245678888s", "3s", false),
    ("8888m", "8m", true),
    ("22556699p22477z", "4z", true),
    ("3334456m567s666z", "2m", false),
    ("4m3459p27s", "5p", false),
    ("789m4566p234s444z", "6p", false),
    ("9s", "9s", true),
    ("1111222235m", "4m", false),
    ("88p78s555z", "6s", false),
    ("34567p66z", "2p", false),
    ("1111459999s", "6s", false),
    ("6677888s", "7s", false),
    ("2244457p233477z", "1z", false),
    ("1236667889999m", "8m", false),
    ("1223333567p", "2p", false),
    ("2244488p114466z", "4p", true),
    ("1144455566777z", "1z", false),
    ("56699m44p113377z", "5m", true),
    ("11123s22255666z", "1s", false),
    ("678m333p7778999s", "7s", false),
    ("222666678m5566z", "5z", false),
    ("1233344466678p", "3p", false),
    ("1112333444466s", "3s", false),
    ("2277z", "7z", false),
    ("12223456p11133z", "2p", false),
    ("3489999m", "2m", false),
    ("11666p22666s", "1p", false),
    ("2222455566s", "3s", true),
    ("2244455577z", "2z", false),
    ("3355789p", "5p", false),
    ("2345577m", "5m", false),
    ("345m34577s77z", "7z", false),
    ("1379m4455p46z", "2m", false),
    ("12335m44455599s", "2m", false),
    ("1111222244s", "8p", false),
    ("3344788m225577z", "7m", true),
    ("44455m111678p33s", "3s", false),
    ("2255556678p", "7p", false),
    ("22256788m23477p", "8m", false),
    ("7777s", "9s", false),
    ("2999m222z", "2m", true),
    ("66667789m11123s", "4s", false),
    ("2266688p", "8p", false),
    ("1113344455577s", "3s", false),
    ("1222344888p", "4p", false),
    ("1123455567778p", "7p", false),
    ("22234p44777789s", "2p", false),
    ("1157z", "1z", false),
    ("2344666678p", "5p", false),
    ("7z", "7z", true),
    ("2255z", "5z", false),
    ("678888s1z", "1z", true),
    ("1113477s", "5s", false),
    ("23466888p34s", "5s", false),
    ("35555m33p", "4m", true),
    ("3345667899p", "9p", false),
    ("1144446667z", "4z", false),
    ("2334466778888p", "2p", false),
    ("33366678m44477p", "9m", false),
    ("11p66s", "1p", false),
    ("1155p", "5p", false),
    ("1112225566777z", "6z", false),
    ("1114m", "4m", true),
    ("3777p", "3p", true),
    ("13334666m33444z", "4z", false),
    ("247p224s1556z", "3p", false),
    ("11m55677778p777s", "1m", false),
    ("66777s22555666z", "2z", false),
    ("88m222567p45s", "6s", false),
    ("789m112233p777s6z", "6z", true),
    ("223m2233777799p", "3m", true),
    ("4m222444666z", "4m", true),
    ("11122567s33z", "2s", false),
    ("777m1233477s", "5s", false),
    ("33666m577p11126z", "3m", false),
    ("777p1114499s", "4s", false),
    ("12344m44z", "4m", false),
    ("3335567s", "7s", false),
    ("46779m11144z", "4m", false),
    ("23456p45677s111z", "4p", false),
    ("5558m777z", "8m", true),
    ("1122233355777z", "5z", false),
    ("1237m", "7m", true),
    ("56s11z", "7s", false),
    ("666999m6p333z", "6p", true),
    ("1z", "1z", true),
    ("44556m22244z", "4m", false),
    ("22s77z", "7z", false),
    ("23467m677889p55z", "5m", false),
    ("245889m1112355s", "2s", false),
    ("1135p", "4p", true),
    ("1333m333z", "2m", false),
    ("77m7p5588s446677z", "7p", true),
    ("2778m4447799p35z", "4p", false),
    ("2222678m123s", "5m", false),
    ("1133355566z", "6z", false),
    ("3366z", "6z", false),
    ("47m3333s1z", "3s", false),
    ("2333567m", "4m", false),
    ("99p22444z", "9p", false),
    ("123m2348s", "8s", true),
    ("1p", "1p", true),
    ("4455667778899m", "7m", false),
    ("4555688p678s", "5p", false),
    ("4444s", "4s", true),
    ("88s11z", "1z", false),
    ("56778s11224444z", "4m", false),
    ("5579p444z", "5p", false),
    ("117788m111p77s55z", "1p", true),
    ("5555666677z", "5z", false),
    ("22234789p22555z", "2p", false),
    ("668888m6667777z", "6m", false),
    ("2222334677778s", "1s", false),
    ("2233888m", "3m", false),
    ("2347889s", "8s", true),
    ("22245m46678p", "9s", false),
    ("999m4568s", "8s", true),
    ("33344445p13888s", "2s", true),
    ("12777p55789s", "3p", true),
    ];
    // (melds, pair, win, self-drawn, seat, prevalent, fans given to pair_fans,
    //  wait_fans with unique, pair_fans, outside_fans, wind_fans)
    #[rustfmt::skip]
    const VIEWS: &[ViewCase] = &[
    ("C3d C22d K4h P22h", 22, 22, false, 29, 27, &[(TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 2)], &[(SINGLE_WAIT, 1)], &[(TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 2)], &[(ALL_FIVE, 1)], &[]),
    ("P31d K30hd", 31, 31, false, 30, 29, &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1)], &[(OUTSIDE_HAND, 1)], &[(SEAT_WIND, 1)]),
    ("K32d K33hd K31", 31, 32, false, 28, 29, &[(BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 2)], &[], &[(BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("C21d C15d C20h P0h", 12, 16, false, 27, 29, &[(TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 1)], &[], &[(TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 1)], &[], &[]),
    ("P13h K4h P22h", 4, 4, false, 27, 28, &[(LITTLE_FOUR_WINDS, 2), (ALL_CHOWS, 2)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 2), (ALL_CHOWS, 2)], &[(ALL_FIVE, 1)], &[]),
    ("K22hd P4hd", 4, 22, true, 28, 27, &[(BIG_THREE_WINDS, 1), (ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[], &[(BIG_THREE_WINDS, 1), (ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[(ALL_FIVE, 1)], &[]),
    ("P13d C21d K4h C22", 4, 24, false, 29, 30, &[(ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[(EDGE_WAIT, 1)], &[(ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[(ALL_FIVE, 1)], &[]),
    ("K12d P5d", 2, 12, false, 30, 30, &[(ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("C23d C12h C12 C3", 2, 25, true, 30, 28, &[(TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[(TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[]),
    ("P33d K28d", 27, 28, true, 27, 27, &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1)], &[], &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("", 22, 22, false, 27, 28, &[(BIG_THREE_WINDS, 2)], &[(SINGLE_WAIT, 1)], &[(BIG_THREE_WINDS, 2)], &[(ALL_FIVE, 1)], &[]),
    ("K27hd P31hd P30 P30h", 31, 31, true, 29, 27, &[(TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(OUTSIDE_HAND, 1)], &[(PREVALENT_WIND, 1)]),
    ("K29d P33d P29d", 30, 29, true, 29, 27, &[(BIG_THREE_WINDS, 1)], &[], &[(LITTLE_FOUR_WINDS, 1)], &[(OUTSIDE_HAND, 1)], &[(SEAT_WIND, 1)]),
    ("", -1, 0, true, 28, 27, &[(LITTLE_THREE_DRAGONS, 2), (ALL_CHOWS, 1), (SELF_DRAWN, 2)], &[], &[(LITTLE_THREE_DRAGONS, 2), (ALL_CHOWS, 1), (SELF_DRAWN, 2)], &[], &[]),
    ("K27hd P31d K29 P27h", 33, 31, false, 29, 29, &[(LITTLE_FOUR_WINDS, 2), (TWO_DRAGONS_PUNGS, 1)], &[], &[(LITTLE_FOUR_WINDS, 2), (LITTLE_THREE_DRAGONS, 1)], &[(OUTSIDE_HAND, 1)], &[(PREVALENT_WIND, 1), (SEAT_WIND, 1)]),
    ("C12d P4 P22h P22h", 4, 4, false, 30, 28, &[(LITTLE_FOUR_WINDS, 2), (TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 2), (TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(ALL_FIVE, 1)], &[]),
    ("K31h P17 K3 C18h", 33, 20, true, 30, 29, &[], &[(EDGE_WAIT, 1)], &[], &[], &[]),
    ("K20h K5h K5", 11, 5, false, 28, 28, &[(LITTLE_THREE_DRAGONS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[(LITTLE_THREE_DRAGONS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[]),
    ("", 25, 25, true, 29, 27, &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("K18hd C12d C20d C20", 6, 21, false, 27, 29, &[(BIG_THREE_WINDS, 1), (SELF_DRAWN, 2)], &[(CLOSED_WAIT, 1)], &[(BIG_THREE_WINDS, 1), (SELF_DRAWN, 2)], &[], &[]),
    ("K13d P22d P22", 13, 13, false, 27, 29, &[], &[(SINGLE_WAIT, 1)], &[], &[(ALL_FIVE, 1)], &[]),
    ("C19d C6d C19h C1", 8, 28, false, 27, 28, &[(TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[(TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[]),
    ("P0d", 20, 20, false, 27, 29, &[(BIG_THREE_WINDS, 2)], &[(SINGLE_WAIT, 1)], &[(BIG_THREE_WINDS, 2)], &[], &[]),
    ("", -1, 30, false, 30, 29, &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("K33d P31d K31hd K28", -1, 31, false, 30, 28, &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 1)], &[], &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 1)], &[], &[(PREVALENT_WIND, 1)]),
    ("K21hd", 16, 21, false, 29, 28, &[(ALL_CHOWS, 2), (SELF_DRAWN, 1)], &[], &[(ALL_CHOWS, 2), (SELF_DRAWN, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("P23d P19d P14 P1", 7, 1, true, 28, 27, &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2), (SELF_DRAWN, 2)], &[], &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2), (SELF_DRAWN, 2)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("K31 P31h", 27, 31, false, 29, 27, &[(ALL_CHOWS, 2)], &[], &[(ALL_CHOWS, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("C24h C24", 32, 25, true, 28, 27, &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 2)], &[(CLOSED_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("C18h", 30, 19, false, 27, 29, &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(CLOSED_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("C2d P10d C2d C18", -1, 3, true, 28, 29, &[(BIG_THREE_WINDS, 2)], &[], &[(BIG_THREE_WINDS, 2)], &[], &[]),
    ("", 13, 13, true, 28, 28, &[(TWO_DRAGONS_PUNGS, 2)], &[(SINGLE_WAIT, 1)], &[(TWO_DRAGONS_PUNGS, 2)], &[(ALL_FIVE, 1)], &[]),
    ("C9hd C5h P29h C4h", -1, 5, true, 29, 30, &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 2)], &[(EDGE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 2)], &[], &[(SEAT_WIND, 1)]),
    ("K29h K33 P33 K33h", 33, 28, true, 27, 28, &[(LITTLE_FOUR_WINDS, 2), (TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(LITTLE_FOUR_WINDS, 2), (LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("C21d C11d C11d C22d", 22, 13, false, 27, 27, &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1)], &[], &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1)], &[(ALL_FIVE, 1)], &[]),
    ("", 19, 19, false, 28, 30, &[], &[(SINGLE_WAIT, 1)], &[], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("P1h", 1, 1, true, 27, 28, &[(LITTLE_FOUR_WINDS, 1), (ALL_CHOWS, 2), (SELF_DRAWN, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (ALL_CHOWS, 2), (SELF_DRAWN, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("", 29, 29, true, 28, 30, &[], &[(SINGLE_WAIT, 1)], &[], &[(OUTSIDE_HAND, 1)], &[]),
    ("P28 K28 P30h K29h", 30, 30, false, 29, 28, &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(OUTSIDE_HAND, 1)], &[(PREVALENT_WIND, 1), (SEAT_WIND, 1)]),
    ("C21d P4d K22d C20h", 13, 22, true, 30, 29, &[(TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[(EDGE_WAIT, 1)], &[(TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[(ALL_FIVE, 1)], &[]),
    ("P6h", 10, 6, true, 28, 28, &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1)], &[], &[]),
    ("P31d P27 K31 P27", 31, 27, true, 30, 30, &[(LITTLE_THREE_DRAGONS, 2)], &[], &[(LITTLE_THREE_DRAGONS, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P28d P17 P27 P33", 28, 28, true, 29, 27, &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 1), (ALL_CHOWS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (ALL_CHOWS, 1)], &[(OUTSIDE_HAND, 1)], &[(PREVALENT_WIND, 1)]),
    ("C11d P13d P22h", 4, 13, false, 28, 30, &[(BIG_THREE_WINDS, 2)], &[], &[(BIG_THREE_WINDS, 2)], &[(ALL_FIVE, 1)], &[]),
    ("K9d K4d K26 K32h", 14, 26, true, 27, 28, &[(PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[(PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[]),
    ("", 28, 28, false, 28, 27, &[(LITTLE_FOUR_WINDS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("K29d P31d P33d P32d", 31, 8, true, 28, 28, &[(BIG_THREE_WINDS, 1)], &[], &[(BIG_THREE_WINDS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("", 32, 32, true, 28, 30, &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("", -1, 5, true, 28, 28, &[(BIG_THREE_WINDS, 1), (ALL_CHOWS, 1)], &[], &[(BIG_THREE_WINDS, 1), (ALL_CHOWS, 1)], &[], &[]),
    ("K6hd P5d C9d K3d", 7, 7, false, 28, 30, &[(TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[(SINGLE_WAIT, 1)], &[(TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[]),
    ("C6d K0h P33", -1, 8, false, 27, 27, &[(TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[(TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[]),
    ("P22d P4hd K13h K13h", 13, 5, true, 29, 28, &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1)], &[], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1)], &[(ALL_FIVE, 1)], &[]),
    ("C18h C11 C10h", 5, 5, false, 27, 28, &[], &[(SINGLE_WAIT, 1)], &[], &[], &[]),
    ("", 13, 13, false, 30, 30, &[(TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1)], &[(SINGLE_WAIT, 1)], &[(TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1)], &[(ALL_FIVE, 1)], &[]),
    ("P6", 2, 2, false, 28, 27, &[(LITTLE_THREE_DRAGONS, 2), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 2), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("P0d P8 P9 K31h", 8, 8, false, 30, 29, &[(BIG_THREE_WINDS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[(SINGLE_WAIT, 1)], &[(BIG_THREE_WINDS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P30d K29hd P26", -1, 30, true, 29, 27, &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[(SEAT_WIND, 1)]),
    ("C11d C24d C13d C9h", 4, 13, true, 28, 29, &[(LITTLE_FOUR_WINDS, 2), (BIG_THREE_WINDS, 1)], &[], &[(LITTLE_FOUR_WINDS, 2), (BIG_THREE_WINDS, 1), (ALL_CHOWS, 1)], &[], &[]),
    ("C13h C20h C9h", -1, 13, true, 29, 28, &[(BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 2)], &[(EDGE_WAIT, 1)], &[(BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 2)], &[], &[]),
    ("C9h C18h C15h", 33, 17, true, 27, 27, &[(BIG_THREE_WINDS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 2)], &[(EDGE_WAIT, 1)], &[(BIG_THREE_WINDS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P5d K12 P16 P16", -1, 12, false, 28, 29, &[(ALL_CHOWS, 1)], &[], &[(ALL_CHOWS, 1)], &[], &[]),
    ("", 29, 29, true, 27, 30, &[(BIG_THREE_WINDS, 2), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("K13hd", 22, 22, false, 28, 29, &[(LITTLE_FOUR_WINDS, 2), (TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 2), (TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[(ALL_FIVE, 1)], &[]),
    ("P22d", 22, 26, true, 27, 30, &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 1)], &[], &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 1)], &[(ALL_FIVE, 1)], &[]),
    ("C4d P22hd P4d C12d", 13, 13, true, 28, 29, &[(LITTLE_FOUR_WINDS, 1), (SELF_DRAWN, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (SELF_DRAWN, 1)], &[(ALL_FIVE, 1)], &[]),
    ("P7d K25hd P16", 14, 7, true, 28, 29, &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("C5d C21h P2h C3", 22, 7, false, 30, 27, &[(BIG_THREE_WINDS, 1), (ALL_CHOWS, 1)], &[], &[(BIG_THREE_WINDS, 1), (ALL_CHOWS, 1)], &[], &[]),
    ("C19hd P31d P13d C0d", -1, 31, true, 30, 28, &[(LITTLE_FOUR_WINDS, 2), (ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[], &[(LITTLE_FOUR_WINDS, 2), (ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[], &[]),
    ("K3d P21d K31 P29", 27, 21, true, 27, 28, &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (ALL_CHOWS, 2)], &[], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 2)], &[], &[]),
    ("K32hd K11hd K7d K5d", 6, 6, false, 28, 29, &[(LITTLE_FOUR_WINDS, 1)], &[], &[(LITTLE_FOUR_WINDS, 1)], &[], &[]),
    ("", 31, 31, true, 30, 30, &[(LITTLE_FOUR_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 2)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("C6h C20 C20h P14", 33, 14, true, 30, 29, &[(ALL_CHOWS, 2), (SELF_DRAWN, 2)], &[], &[(ALL_CHOWS, 2), (SELF_DRAWN, 2)], &[], &[]),
    ("P32", 33, 33, false, 29, 30, &[(LITTLE_THREE_DRAGONS, 2), (TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P1d P3 P19h P7h", 7, 19, false, 28, 30, &[(LITTLE_FOUR_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2), (SELF_DRAWN, 2)], &[], &[(LITTLE_FOUR_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2), (SELF_DRAWN, 2)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("K23h K22", 25, 25, true, 28, 29, &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 2)], &[(SINGLE_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 2)], &[], &[]),
    ("P29d K29hd P28d K29d", -1, 17, false, 27, 27, &[(BIG_THREE_WINDS, 1)], &[], &[(BIG_THREE_WINDS, 1)], &[], &[]),
    ("C9hd C0d C12", 20, 14, false, 30, 30, &[(LITTLE_FOUR_WINDS, 1)], &[(EDGE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1)], &[], &[]),
    ("P14d P16hd P16d P16d", 14, 16, false, 29, 27, &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("P2d K21hd", 28, 2, true, 30, 27, &[(LITTLE_THREE_DRAGONS, 2), (BIG_THREE_WINDS, 2), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 2)], &[], &[(LITTLE_THREE_DRAGONS, 2), (BIG_THREE_WINDS, 2), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 2)], &[], &[]),
    ("K14hd P25d K19hd K19hd", 23, 14, true, 29, 30, &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 2)], &[], &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 2)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("C20d C1 P30 C20", 6, 20, true, 30, 28, &[(LITTLE_FOUR_WINDS, 2), (LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[(EDGE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 2), (LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[], &[(SEAT_WIND, 1)]),
    ("K14hd P24d K11h P32h", 16, 24, true, 30, 28, &[(LITTLE_THREE_DRAGONS, 2), (TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 2), (TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("K16hd K13hd K15d K32", 18, 24, false, 27, 29, &[], &[], &[], &[], &[]),
    ("C2h C21h", 22, 21, true, 27, 29, &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 2)], &[(EDGE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 2)], &[(ALL_FIVE, 1)], &[]),
    ("C22d C24d C1h K5h", 2, 5, true, 27, 28, &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 2)], &[], &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 2)], &[], &[]),
    ("C23 P13 C1 P16h", 1, 23, true, 29, 30, &[(TWO_DRAGONS_PUNGS, 2)], &[(EDGE_WAIT, 1)], &[(TWO_DRAGONS_PUNGS, 2)], &[], &[]),
    ("", 31, 31, false, 27, 28, &[(ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 2)], &[(SINGLE_WAIT, 1)], &[(ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("K31d", 7, 31, true, 29, 28, &[(LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("P31d P33hd P29d", 32, 31, false, 27, 29, &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1)], &[(OUTSIDE_HAND, 1)], &[(PREVALENT_WIND, 1)]),
    ("C2 P22 C20h C4h", 4, 3, true, 27, 30, &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 2), (SELF_DRAWN, 1)], &[(CLOSED_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 2), (SELF_DRAWN, 1)], &[(ALL_FIVE, 1)], &[]),
    ("P4d K22d K4hd C4d", 4, 22, true, 27, 27, &[], &[], &[], &[(ALL_FIVE, 1)], &[]),
    ("C0hd K26hd C10 P26", 14, 26, false, 30, 29, &[], &[], &[], &[], &[]),
    ("C14d K9 P26", 33, 9, true, 30, 29, &[(SELF_DRAWN, 1)], &[], &[(SELF_DRAWN, 1)], &[], &[]),
    ("P23hd C19d C23d P21h", 33, 19, false, 29, 28, &[(SELF_DRAWN, 1)], &[], &[(SELF_DRAWN, 1)], &[], &[]),
    ("", 31, 25, false, 27, 27, &[(PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("C9d C24d C24", 3, 24, true, 27, 30, &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 2), (SELF_DRAWN, 1)], &[(EDGE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 2), (SELF_DRAWN, 1)], &[], &[]),
    ("C13d C4h P0h", 8, 15, true, 27, 29, &[(PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("K3d C23d C18d P27d", 14, 27, true, 30, 29, &[(ALL_CHOWS, 1)], &[], &[(ALL_CHOWS, 1)], &[], &[]),
    ("K33d P28d", 30, 33, false, 29, 27, &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("", 31, 4, true, 29, 28, &[(SELF_DRAWN, 1)], &[], &[(SELF_DRAWN, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("K4h", 4, 4, false, 29, 30, &[(ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(SINGLE_WAIT, 1)], &[(ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(ALL_FIVE, 1)], &[]),
    ("C20d", 4, 4, false, 29, 28, &[(ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[(SINGLE_WAIT, 1)], &[(ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[(ALL_FIVE, 1)], &[]),
    ("C9d K33hd", 31, 33, true, 27, 30, &[(PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 2)], &[], &[(PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("K18hd C13d C10h", 18, 11, false, 27, 27, &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1)], &[(CLOSED_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1)], &[], &[]),
    ("C11d K4d K13hd P13h", 22, 13, false, 28, 30, &[(BIG_THREE_WINDS, 2)], &[], &[(BIG_THREE_WINDS, 2)], &[(ALL_FIVE, 1)], &[]),
    ("P22 P22 K22 P22h", 4, 19, true, 29, 27, &[(ALL_CHOWS, 2), (SELF_DRAWN, 2)], &[], &[(ALL_CHOWS, 2), (SELF_DRAWN, 2)], &[(ALL_FIVE, 1)], &[]),
    ("P22d K13hd P22d K22", 13, 22, false, 29, 27, &[(ALL_CHOWS, 1)], &[], &[(ALL_CHOWS, 1)], &[(ALL_FIVE, 1)], &[]),
    ("C21d P29d C24d P20d", 23, 23, true, 27, 29, &[(TWO_DRAGONS_PUNGS, 1)], &[(SINGLE_WAIT, 1)], &[(TWO_DRAGONS_PUNGS, 1)], &[], &[(PREVALENT_WIND, 1)]),
    ("C12d", 4, 12, true, 27, 29, &[(BIG_THREE_WINDS, 1), (SELF_DRAWN, 2)], &[], &[(BIG_THREE_WINDS, 1), (SELF_DRAWN, 2)], &[(ALL_FIVE, 1)], &[]),
    ("K22h C13h P22h C4", 22, 6, false, 30, 27, &[(LITTLE_FOUR_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[(EDGE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[(ALL_FIVE, 1)], &[]),
    ("C2h", 6, 4, false, 28, 30, &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1)], &[(EDGE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1)], &[], &[]),
    ("P4h C3h C9 K29", 31, 19, false, 29, 29, &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 2), (SELF_DRAWN, 1)], &[], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 2), (SELF_DRAWN, 1)], &[], &[(PREVALENT_WIND, 1), (SEAT_WIND, 1)]),
    ("K12h K14h K21 P17h", 12, 12, true, 30, 28, &[(LITTLE_FOUR_WINDS, 2)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 2)], &[], &[]),
    ("", 29, 29, false, 28, 30, &[(LITTLE_FOUR_WINDS, 2), (SELF_DRAWN, 2)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 2), (SELF_DRAWN, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P4", 13, 4, false, 29, 30, &[(LITTLE_THREE_DRAGONS, 1), (SELF_DRAWN, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (SELF_DRAWN, 1)], &[(ALL_FIVE, 1)], &[]),
    ("K32d P27h P32 P33h", 28, 20, true, 30, 27, &[(LITTLE_FOUR_WINDS, 1)], &[], &[(LITTLE_FOUR_WINDS, 1)], &[(OUTSIDE_HAND, 1)], &[(PREVALENT_WIND, 1)]),
    ("C5d C23d", 21, 21, true, 30, 28, &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (ALL_CHOWS, 2)], &[(SINGLE_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (ALL_CHOWS, 2)], &[], &[]),
    ("K27d P29d P30d K29", 29, 29, false, 29, 29, &[], &[(SINGLE_WAIT, 1)], &[], &[(OUTSIDE_HAND, 1)], &[(PREVALENT_WIND, 1), (SEAT_WIND, 1)]),
    ("", 30, 30, false, 30, 27, &[(LITTLE_FOUR_WINDS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P1d P19d", 5, 1, true, 27, 29, &[(SELF_DRAWN, 2)], &[], &[(SELF_DRAWN, 2)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("C0d K26hd P32hd C18d", 32, 18, true, 30, 27, &[(TWO_DRAGONS_PUNGS, 2)], &[], &[(LITTLE_THREE_DRAGONS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P30d P27d P28d K27hd", -1, 27, true, 28, 28, &[], &[], &[], &[], &[(PREVALENT_WIND, 1), (SEAT_WIND, 1)]),
    ("P3d K27", 29, 27, true, 27, 30, &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1)], &[], &[(SEAT_WIND, 1)]),
    ("K19d K25hd P19 P12", 1, 12, true, 29, 29, &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("C24d P20d", 29, 26, false, 28, 27, &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[]),
    ("P29d P28", 31, 29, true, 27, 27, &[(TWO_DRAGONS_PUNGS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P8d K22d P5d P25d", 24, 22, false, 29, 27, &[(TWO_DRAGONS_PUNGS, 2)], &[], &[(TWO_DRAGONS_PUNGS, 2)], &[], &[]),
    ("C12d P4d P4d C21d", 13, 14, true, 28, 29, &[(LITTLE_FOUR_WINDS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(LITTLE_FOUR_WINDS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(ALL_FIVE, 1)], &[]),
    ("P10d P21h P3h K5", 5, 21, false, 28, 29, &[(TWO_DRAGONS_PUNGS, 1)], &[], &[(TWO_DRAGONS_PUNGS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("K27hd P30h", 32, 30, true, 27, 29, &[(BIG_THREE_WINDS, 2), (TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(OUTSIDE_HAND, 1)], &[(SEAT_WIND, 1)]),
    ("C0d", 27, 2, true, 30, 27, &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P6d P14d P6h", 7, 7, false, 29, 27, &[], &[(SINGLE_WAIT, 1)], &[], &[], &[]),
    ("P22 K22h", 13, 23, false, 28, 30, &[], &[], &[], &[(ALL_FIVE, 1)], &[]),
    ("C4 C24 C18h P26", 32, 26, false, 29, 30, &[(LITTLE_THREE_DRAGONS, 2), (BIG_THREE_WINDS, 1), (SELF_DRAWN, 2)], &[(EDGE_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 2), (BIG_THREE_WINDS, 1), (SELF_DRAWN, 2)], &[], &[]),
    ("P13h C4h C12 K4", 4, 5, false, 27, 30, &[(LITTLE_THREE_DRAGONS, 2), (TWO_DRAGONS_PUNGS, 1), (SELF_DRAWN, 1)], &[(CLOSED_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 2), (TWO_DRAGONS_PUNGS, 1), (SELF_DRAWN, 1)], &[(ALL_FIVE, 1)], &[]),
    ("", 5, 5, true, 30, 28, &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("K4hd", 22, 22, true, 27, 29, &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 2)], &[(SINGLE_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 2)], &[(ALL_FIVE, 1)], &[]),
    ("C21d C11d C11d K22h", 4, 22, true, 29, 30, &[(SELF_DRAWN, 1)], &[], &[(SELF_DRAWN, 1)], &[(ALL_FIVE, 1)], &[]),
    ("K24hd K19d K9d K24", 27, 13, true, 30, 28, &[], &[], &[], &[], &[]),
    ("K28d C24 P27", 9, 29, false, 27, 30, &[(TWO_DRAGONS_PUNGS, 1), (SELF_DRAWN, 1)], &[], &[(TWO_DRAGONS_PUNGS, 1), (SELF_DRAWN, 1)], &[(OUTSIDE_HAND, 1)], &[(SEAT_WIND, 1)]),
    ("P8 K24 K24h", 28, 8, true, 30, 30, &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1)], &[], &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1)], &[], &[]),
    ("K27hd K32d P29d K17h", 30, 30, true, 28, 28, &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("K4hd P22d K23d K27d", 15, 23, true, 28, 30, &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 2)], &[], &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 2)], &[], &[]),
    ("P21d P5h", 7, 7, false, 30, 29, &[(ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[(SINGLE_WAIT, 1)], &[(ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("P14d P1h P23h P7h", 3, 14, false, 30, 30, &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 2), (TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 2), (TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("C11h P4h P13 C13", 4, 14, true, 30, 28, &[(ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2), (SELF_DRAWN, 1)], &[(CLOSED_WAIT, 1)], &[(ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2), (SELF_DRAWN, 1)], &[(ALL_FIVE, 1)], &[]),
    ("P27 K18 K29h K32h", -1, 29, true, 30, 27, &[(LITTLE_THREE_DRAGONS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1)], &[], &[(PREVALENT_WIND, 1)]),
    ("P4d K22hd P13", 4, 22, false, 29, 29, &[], &[], &[], &[(ALL_FIVE, 1)], &[]),
    ("K12hd K7h P7 P19h", 25, 19, true, 29, 29, &[(LITTLE_THREE_DRAGONS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("K3d C15d K14d C15d", -1, 3, false, 30, 29, &[(LITTLE_THREE_DRAGONS, 2), (SELF_DRAWN, 1)], &[], &[(LITTLE_THREE_DRAGONS, 2), (SELF_DRAWN, 1)], &[], &[]),
    ("K17hd K17h", 4, 17, true, 27, 30, &[(ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2), (SELF_DRAWN, 2)], &[], &[(ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2), (SELF_DRAWN, 2)], &[], &[]),
    ("K12 C13h", -1, 12, true, 30, 27, &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 1)], &[], &[]),
    ("P4h P22h", 13, 13, false, 27, 28, &[], &[(SINGLE_WAIT, 1)], &[], &[(ALL_FIVE, 1)], &[]),
    ("P31d P26d", 8, 31, true, 29, 29, &[(TWO_DRAGONS_PUNGS, 2)], &[], &[(TWO_DRAGONS_PUNGS, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("K13h K2h", 7, 7, true, 27, 30, &[(SELF_DRAWN, 1)], &[(SINGLE_WAIT, 1)], &[(SELF_DRAWN, 1)], &[], &[]),
    ("C9 C9", 20, 9, false, 29, 27, &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1)], &[(EDGE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1)], &[], &[]),
    ("K4", 22, 22, true, 29, 27, &[], &[(SINGLE_WAIT, 1)], &[], &[(ALL_FIVE, 1)], &[]),
    ("P13d C12d C21d P4d", 13, 13, true, 28, 28, &[(TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(SINGLE_WAIT, 1)], &[(TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(ALL_FIVE, 1)], &[]),
    ("K16hd K25hd", 14, 16, true, 29, 30, &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 2), (TWO_DRAGONS_PUNGS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 2), (TWO_DRAGONS_PUNGS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("C1d C2d K13hd P19d", 9, 2, true, 27, 29, &[], &[], &[], &[], &[]),
    ("", 14, 14, true, 28, 27, &[(TWO_DRAGONS_PUNGS, 1)], &[(SINGLE_WAIT, 1)], &[(TWO_DRAGONS_PUNGS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("P12d K12hd P19 K3h", 3, 0, false, 30, 30, &[(LITTLE_THREE_DRAGONS, 2), (TWO_DRAGONS_PUNGS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 2), (TWO_DRAGONS_PUNGS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("", 2, 2, false, 27, 27, &[(LITTLE_THREE_DRAGONS, 2), (ALL_CHOWS, 1), (SELF_DRAWN, 2)], &[(SINGLE_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 2), (ALL_CHOWS, 1), (SELF_DRAWN, 2)], &[], &[]),
    ("K29d K18hd K33 P33", 14, 17, true, 29, 27, &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[], &[(SEAT_WIND, 1)]),
    ("K32h", 7, 32, true, 30, 28, &[(TWO_DRAGONS_PUNGS, 1)], &[], &[(TWO_DRAGONS_PUNGS, 1)], &[], &[]),
    ("K29hd", 19, 19, true, 30, 29, &[], &[(SINGLE_WAIT, 1)], &[], &[], &[(PREVALENT_WIND, 1)]),
    ("C22d C4d C18d C13h", 21, 24, false, 30, 30, &[], &[], &[(ALL_CHOWS, 1)], &[], &[]),
    ("P13d", 22, 22, false, 30, 30, &[(LITTLE_THREE_DRAGONS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 1)], &[(ALL_FIVE, 1)], &[]),
    ("C6d", 30, 6, true, 29, 29, &[(LITTLE_FOUR_WINDS, 2), (ALL_CHOWS, 1)], &[], &[(LITTLE_FOUR_WINDS, 2), (ALL_CHOWS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P29d K17hd C15d P18d", 18, 16, true, 28, 30, &[(LITTLE_THREE_DRAGONS, 1), (SELF_DRAWN, 2)], &[], &[(LITTLE_THREE_DRAGONS, 1), (SELF_DRAWN, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P21h K9h K28 P28", 15, 28, true, 29, 28, &[(BIG_THREE_WINDS, 1), (ALL_CHOWS, 2)], &[], &[(BIG_THREE_WINDS, 1), (ALL_CHOWS, 2)], &[], &[(PREVALENT_WIND, 1)]),
    ("P8d K11hd C6h K18h", 21, 18, true, 27, 28, &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 2), (BIG_THREE_WINDS, 2)], &[], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 2), (BIG_THREE_WINDS, 2)], &[], &[]),
    ("K13d", -1, 13, true, 30, 29, &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (ALL_CHOWS, 2), (SELF_DRAWN, 1)], &[], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (ALL_CHOWS, 2), (SELF_DRAWN, 1)], &[], &[]),
    ("C15d K10hd K20d K8hd", 2, 17, true, 27, 29, &[(ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[(ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[]),
    ("P14d K27d K9hd P21h", 23, 27, true, 29, 29, &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 2)], &[], &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 2)], &[], &[]),
    ("C11d C19hd C10d P0h", -1, 0, true, 30, 28, &[(LITTLE_FOUR_WINDS, 1), (SELF_DRAWN, 1)], &[], &[(LITTLE_FOUR_WINDS, 1), (SELF_DRAWN, 1)], &[], &[]),
    ("P25d P3d K5 P23", 21, 25, true, 30, 30, &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("P9d P8d P9 C15", 26, 8, true, 30, 30, &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 2)], &[], &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P28d P28 P27 K32h", 28, 28, true, 30, 29, &[(TWO_DRAGONS_PUNGS, 1)], &[(SINGLE_WAIT, 1)], &[(TWO_DRAGONS_PUNGS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("", 32, 32, false, 27, 27, &[(PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[(SINGLE_WAIT, 1)], &[(PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("K32d P32d P27 P32", 27, 27, true, 29, 29, &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[(SINGLE_WAIT, 1)], &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P7d P23d P21d K19d", 3, 21, true, 29, 30, &[(LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[(LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("K27 K33", 31, 33, false, 27, 29, &[(BIG_THREE_WINDS, 1)], &[], &[(BIG_THREE_WINDS, 1)], &[(OUTSIDE_HAND, 1)], &[(SEAT_WIND, 1)]),
    ("K18d C6d C24d K0h", -1, 18, false, 29, 27, &[(LITTLE_THREE_DRAGONS, 2), (BIG_THREE_WINDS, 2), (ALL_CHOWS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 2), (BIG_THREE_WINDS, 2), (ALL_CHOWS, 1)], &[], &[]),
    ("C14d C13d C24h C12", 13, 15, false, 27, 27, &[(LITTLE_FOUR_WINDS, 2), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[(LITTLE_FOUR_WINDS, 2), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[]),
    ("K33hd P27 K28h P30", 27, 27, true, 28, 29, &[(ALL_CHOWS, 1)], &[(SINGLE_WAIT, 1)], &[(ALL_CHOWS, 1)], &[(OUTSIDE_HAND, 1)], &[(SEAT_WIND, 1)]),
    ("P0d K16 K28h K14", 3, 16, false, 27, 27, &[(SELF_DRAWN, 1)], &[], &[(SELF_DRAWN, 1)], &[], &[]),
    ("P23d P14d K12d P7hd", 1, 12, false, 27, 27, &[(TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("P28 P29h P31h K27", 28, 31, false, 29, 27, &[(LITTLE_THREE_DRAGONS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1)], &[(OUTSIDE_HAND, 1)], &[(PREVALENT_WIND, 1), (SEAT_WIND, 1)]),
    ("K8hd P6d K19d K33hd", 7, 33, true, 27, 30, &[(PUNG_OF_TERMINALS_OR_HONORS, 2), (SELF_DRAWN, 1)], &[], &[(PUNG_OF_TERMINALS_OR_HONORS, 2), (SELF_DRAWN, 1)], &[], &[]),
    ("C0d K0d K32 C0h", 32, 32, false, 27, 29, &[(LITTLE_THREE_DRAGONS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("C20d P18", 14, 22, false, 30, 30, &[(LITTLE_FOUR_WINDS, 2)], &[], &[(LITTLE_FOUR_WINDS, 2)], &[], &[]),
    ("P27h K25h K0h P1h", 26, 25, true, 30, 30, &[(BIG_THREE_WINDS, 2)], &[], &[(BIG_THREE_WINDS, 2)], &[], &[]),
    ("P30d P30d P28h P29h", 30, 30, false, 29, 27, &[(TWO_DRAGONS_PUNGS, 1)], &[(SINGLE_WAIT, 1)], &[(TWO_DRAGONS_PUNGS, 1)], &[(OUTSIDE_HAND, 1)], &[(SEAT_WIND, 1)]),
    ("P28d K31h", 31, 28, false, 27, 30, &[(TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P0d P1d P3d P13d", 15, 3, true, 28, 28, &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("C11h", 13, 13, true, 29, 30, &[(LITTLE_FOUR_WINDS, 2), (SELF_DRAWN, 1)], &[(EDGE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 2), (SELF_DRAWN, 1)], &[(ALL_FIVE, 1)], &[]),
    ("P25d P23h P10h P14h", 23, 23, true, 30, 28, &[(TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 2), (SELF_DRAWN, 1)], &[(SINGLE_WAIT, 1)], &[(TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 2), (SELF_DRAWN, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("K24hd P8 K25h", 17, 17, false, 29, 30, &[(LITTLE_FOUR_WINDS, 2), (BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 2), (BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("K14d K19hd K31hd K24d", 15, 24, true, 29, 27, &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1)], &[], &[]),
    ("K27hd C15", -1, 15, true, 29, 29, &[(BIG_THREE_WINDS, 2), (TWO_DRAGONS_PUNGS, 1)], &[(EDGE_WAIT, 1)], &[(BIG_THREE_WINDS, 2), (TWO_DRAGONS_PUNGS, 1)], &[], &[]),
    ("C24d K27hd P0d K17hd", -1, 26, false, 29, 29, &[], &[], &[], &[], &[]),
    ("P16d K7d K19hd K11d", 22, 16, false, 29, 27, &[], &[], &[], &[], &[]),
    ("C9d P6", 9, 6, false, 28, 27, &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[], &[]),
    ("P4d P22hd C13d P22", 22, 22, true, 27, 27, &[(BIG_THREE_WINDS, 2), (SELF_DRAWN, 1)], &[(SINGLE_WAIT, 1)], &[(BIG_THREE_WINDS, 2), (SELF_DRAWN, 1)], &[(ALL_FIVE, 1)], &[]),
    ("C10d P21d P12d C24d", 7, 21, true, 30, 28, &[(SELF_DRAWN, 1)], &[], &[(SELF_DRAWN, 1)], &[], &[]),
    ("P27h P32h K32h", 30, 32, true, 30, 29, &[], &[], &[], &[(OUTSIDE_HAND, 1)], &[]),
    ("K31d K2h K22 K8h", 5, 8, true, 30, 28, &[(BIG_THREE_WINDS, 1), (SELF_DRAWN, 1)], &[], &[(BIG_THREE_WINDS, 1), (SELF_DRAWN, 1)], &[], &[]),
    ("P1hd K7hd P23d P3", 14, 3, true, 28, 28, &[(LITTLE_THREE_DRAGONS, 2)], &[], &[(LITTLE_THREE_DRAGONS, 2)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("", 14, 14, true, 29, 30, &[(ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(SINGLE_WAIT, 1)], &[(ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("P22d K4hd C2d P4hd", 22, 4, true, 29, 28, &[(PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(ALL_FIVE, 1)], &[]),
    ("C13d", 25, 14, false, 28, 28, &[(PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("", 17, 17, false, 28, 28, &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (SELF_DRAWN, 2)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (SELF_DRAWN, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("", 33, 33, true, 30, 29, &[], &[(SINGLE_WAIT, 1)], &[], &[(OUTSIDE_HAND, 1)], &[]),
    ("K22hd C22d C20d P22d", 13, 24, true, 28, 29, &[(BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(ALL_FIVE, 1)], &[]),
    ("K9", 33, 33, false, 28, 29, &[], &[(SINGLE_WAIT, 1)], &[], &[(OUTSIDE_HAND, 1)], &[]),
    ("P30d P8d K18hd P8d", 18, 30, false, 27, 27, &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 1), (SELF_DRAWN, 2)], &[], &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 1), (SELF_DRAWN, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P23d", 12, 12, true, 29, 29, &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 2), (SELF_DRAWN, 2)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 2), (SELF_DRAWN, 2)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("P28h K29 P33h P33h", 33, 28, true, 30, 28, &[(TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(OUTSIDE_HAND, 1)], &[(PREVALENT_WIND, 1)]),
    ("P32h K28h K30 K28", 28, 32, false, 30, 29, &[(TWO_DRAGONS_PUNGS, 1), (SELF_DRAWN, 1)], &[], &[(TWO_DRAGONS_PUNGS, 1), (SELF_DRAWN, 1)], &[(OUTSIDE_HAND, 1)], &[(SEAT_WIND, 1)]),
    ("P13d K4hd C12d K13h", 22, 22, false, 30, 27, &[], &[(SINGLE_WAIT, 1)], &[], &[(ALL_FIVE, 1)], &[]),
    ("P32hd", 30, 32, false, 28, 27, &[(TWO_DRAGONS_PUNGS, 1), (SELF_DRAWN, 1)], &[], &[(TWO_DRAGONS_PUNGS, 1), (SELF_DRAWN, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P33d K29hd P30 K31", 27, 31, true, 28, 30, &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(OUTSIDE_HAND, 1)], &[(PREVALENT_WIND, 1)]),
    ("C15d K32hd C6h K32", 18, 32, true, 27, 29, &[(ALL_CHOWS, 2)], &[], &[(ALL_CHOWS, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("C1d K20 P33 C6", 32, 7, true, 30, 30, &[(ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(CLOSED_WAIT, 1)], &[(ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("K22 C11 C2h", 4, 11, false, 29, 27, &[(LITTLE_FOUR_WINDS, 2), (LITTLE_THREE_DRAGONS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(EDGE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 2), (LITTLE_THREE_DRAGONS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(ALL_FIVE, 1)], &[]),
    ("K32d K30hd", 30, 30, true, 29, 28, &[(BIG_THREE_WINDS, 1), (ALL_CHOWS, 2), (SELF_DRAWN, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (ALL_CHOWS, 2), (SELF_DRAWN, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("K33d K3h", 20, 20, false, 28, 27, &[(LITTLE_FOUR_WINDS, 1), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[]),
    ("", 13, 13, true, 27, 28, &[(ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[(SINGLE_WAIT, 1)], &[(ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[(ALL_FIVE, 1)], &[]),
    ("K12hd K19", 23, 19, true, 30, 28, &[(PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("", 4, 4, true, 28, 27, &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(ALL_FIVE, 1)], &[]),
    ("K14hd P29d", 30, 29, false, 29, 29, &[(LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[(PREVALENT_WIND, 1), (SEAT_WIND, 1)]),
    ("C21d P9d", 16, 23, false, 29, 29, &[(LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("K14h", 31, 14, true, 29, 29, &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("P14d P21d P10d P19h", -1, 19, false, 28, 28, &[(LITTLE_FOUR_WINDS, 2)], &[], &[(LITTLE_FOUR_WINDS, 2)], &[], &[]),
    ("C4d P16d C10d P31d", 31, 10, false, 29, 28, &[(TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2), (SELF_DRAWN, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2), (SELF_DRAWN, 1)], &[], &[]),
    ("", 33, 33, false, 28, 30, &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("K5h K10h P5 K2", 29, 5, false, 27, 27, &[(TWO_DRAGONS_PUNGS, 2)], &[], &[(TWO_DRAGONS_PUNGS, 2)], &[], &[]),
    ("K17hd C0d C18 K0", 30, 17, true, 28, 27, &[(LITTLE_THREE_DRAGONS, 2), (BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 2), (BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P32hd K32hd K32d", 30, 32, true, 29, 28, &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 2), (SELF_DRAWN, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 2), (SELF_DRAWN, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P18d C19h C22 C4h", -1, 4, false, 28, 28, &[(TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(EDGE_WAIT, 1)], &[(TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("K24hd C13h P20 C24h", 28, 20, true, 27, 29, &[(TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[(TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[]),
    ("K17hd", 18, 17, false, 28, 29, &[], &[], &[], &[(OUTSIDE_HAND, 1)], &[]),
    ("C12h", 24, 12, true, 30, 29, &[(LITTLE_THREE_DRAGONS, 2), (SELF_DRAWN, 1)], &[(EDGE_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 2), (SELF_DRAWN, 1)], &[], &[]),
    ("P32d P27d P31d P28d", 30, 27, true, 28, 27, &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 2), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 2), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[(OUTSIDE_HAND, 1)], &[(PREVALENT_WIND, 1), (SEAT_WIND, 1)]),
    ("K0d C9d K0h", 25, 0, true, 27, 28, &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 1), (ALL_CHOWS, 2)], &[], &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 1), (ALL_CHOWS, 2)], &[], &[]),
    ("P1 P3h P21h P1h", -1, 3, false, 28, 30, &[(BIG_THREE_WINDS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[(BIG_THREE_WINDS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[]),
    ("C24d P24 P8h", 28, 24, false, 27, 28, &[(PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[(PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[], &[]),
    ("P14d P21d K19hd P14d", 1, 21, true, 30, 30, &[], &[], &[], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("P19d K14h K19 P21", 5, 19, true, 29, 28, &[(LITTLE_THREE_DRAGONS, 1), (SELF_DRAWN, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (SELF_DRAWN, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("C3d C9d P3d", 20, 18, false, 30, 28, &[(BIG_THREE_WINDS, 2), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(BIG_THREE_WINDS, 2), (ALL_CHOWS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("C9d C3d P14d C23d", 4, 30, false, 28, 27, &[(BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2), (SELF_DRAWN, 1)], &[], &[(BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2), (SELF_DRAWN, 1)], &[], &[]),
    ("K24d C18hd K13hd K31", 11, 13, true, 27, 29, &[(PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("P22", 4, 4, true, 28, 27, &[(SELF_DRAWN, 1)], &[(SINGLE_WAIT, 1)], &[(SELF_DRAWN, 1)], &[(ALL_FIVE, 1)], &[]),
    ("C21d C20h C12h C21", 13, 20, false, 29, 29, &[(LITTLE_FOUR_WINDS, 2), (TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[(EDGE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 2), (TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[(ALL_FIVE, 1)], &[]),
    ("C5d C15 C15h", 1, 17, true, 28, 29, &[(BIG_THREE_WINDS, 2), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1)], &[(EDGE_WAIT, 1)], &[(BIG_THREE_WINDS, 2), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1)], &[], &[]),
    ("K13h", 4, 10, false, 27, 28, &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 2)], &[], &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 2)], &[(ALL_FIVE, 1)], &[]),
    ("K31", 17, 17, false, 29, 30, &[(ALL_CHOWS, 1)], &[(SINGLE_WAIT, 1)], &[(ALL_CHOWS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P29hd C9h K30 P17", -1, 30, false, 28, 30, &[], &[], &[], &[], &[(PREVALENT_WIND, 1)]),
    ("K5hd K5hd K27 K16h", 16, 29, false, 30, 30, &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[(LITTLE_FOUR_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[]),
    ("", 2, 2, true, 29, 27, &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 2)], &[(SINGLE_WAIT, 1)], &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 2)], &[], &[]),
    ("C1d C0hd C9d C18h", 19, 19, true, 28, 30, &[(ALL_CHOWS, 2), (SELF_DRAWN, 1)], &[(CLOSED_WAIT, 1)], &[(ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[], &[]),
    ("P21h", 23, 21, false, 27, 27, &[(TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 2)], &[], &[(TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 2)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("K14d P12h", 9, 9, true, 27, 30, &[], &[(SINGLE_WAIT, 1)], &[], &[], &[]),
    ("P5d P12h", 19, 12, true, 27, 27, &[(LITTLE_THREE_DRAGONS, 2), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 2), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("", 25, 25, false, 30, 27, &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("C15 C13h C1", -1, 14, false, 28, 27, &[(SELF_DRAWN, 1)], &[(CLOSED_WAIT, 1)], &[(SELF_DRAWN, 1)], &[], &[]),
    ("P1d P23d K16hd P12h", 23, 12, false, 29, 30, &[(ALL_CHOWS, 2)], &[], &[(ALL_CHOWS, 2)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("C22h P5h C22", 16, 5, true, 29, 30, &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1)], &[], &[]),
    ("P30d C6h", 31, 30, true, 28, 27, &[(ALL_CHOWS, 2)], &[], &[(ALL_CHOWS, 2)], &[(OUTSIDE_HAND, 1)], &[]),
    ("P33d P0hd P2d K10h", -1, 10, true, 29, 30, &[(ALL_CHOWS, 2)], &[], &[(ALL_CHOWS, 2)], &[], &[]),
    ("K1h P1 P7h P12", 5, 1, true, 27, 28, &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 2)], &[], &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 2)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("K4hd P4d C2d K22d", 4, 14, true, 30, 30, &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 2), (ALL_CHOWS, 1)], &[(ALL_FIVE, 1)], &[]),
    ("P4d C22d K22hd C21h", 4, 22, false, 27, 28, &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[(CLOSED_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[(ALL_FIVE, 1)], &[]),
    ("K4d", 22, 4, false, 27, 29, &[(TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[(TWO_DRAGONS_PUNGS, 2), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[(ALL_FIVE, 1)], &[]),
    ("C0 C21 C5h C3", 18, 23, true, 30, 27, &[(LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(EDGE_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("K30hd P32d P28d", 32, 32, false, 27, 29, &[(BIG_THREE_WINDS, 1)], &[(SINGLE_WAIT, 1)], &[(BIG_THREE_WINDS, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("K33d K19d", 13, 33, true, 28, 28, &[(LITTLE_FOUR_WINDS, 2), (BIG_THREE_WINDS, 1)], &[], &[(LITTLE_FOUR_WINDS, 2), (BIG_THREE_WINDS, 1)], &[], &[]),
    ("K3h", 23, 23, false, 27, 28, &[(PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(SINGLE_WAIT, 1)], &[(PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("K7d K5d K0h K28", 20, 7, false, 29, 29, &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1)], &[], &[]),
    ("C3h C23", 10, 10, true, 27, 27, &[(ALL_CHOWS, 1)], &[(SINGLE_WAIT, 1)], &[(ALL_CHOWS, 1)], &[], &[]),
    ("C9h", -1, 10, true, 30, 30, &[(BIG_THREE_WINDS, 2), (TWO_DRAGONS_PUNGS, 1)], &[(CLOSED_WAIT, 1)], &[(BIG_THREE_WINDS, 2), (TWO_DRAGONS_PUNGS, 1)], &[], &[]),
    ("P30d", -1, 30, false, 30, 27, &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(SEAT_WIND, 1)]),
    ("C21d C1d C21d P12h", 26, 12, false, 27, 29, &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[(LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[]),
    ("P8d P30d C6d C9h", 8, 7, false, 28, 30, &[(LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(OUTSIDE_HAND, 1)], &[(PREVALENT_WIND, 1)]),
    ("C6h P22h", -1, 22, false, 29, 29, &[(BIG_THREE_WINDS, 2)], &[], &[(BIG_THREE_WINDS, 2)], &[], &[]),
    ("", 32, 32, false, 30, 29, &[(LITTLE_FOUR_WINDS, 1), (BIG_THREE_WINDS, 2), (TWO_DRAGONS_PUNGS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[(SINGLE_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (LITTLE_THREE_DRAGONS, 1), (BIG_THREE_WINDS, 2), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1), (SELF_DRAWN, 1)], &[(OUTSIDE_HAND, 1)], &[]),
    ("C20d C9h", 14, 5, false, 28, 27, &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 1)], &[], &[]),
    ("K0hd K26h P8", 17, 26, true, 27, 29, &[], &[], &[], &[(OUTSIDE_HAND, 1)], &[]),
    ("K4 P4 K13h", 13, 4, false, 30, 30, &[(LITTLE_THREE_DRAGONS, 2), (BIG_THREE_WINDS, 1)], &[], &[(LITTLE_THREE_DRAGONS, 2), (BIG_THREE_WINDS, 1)], &[(ALL_FIVE, 1)], &[]),
    ("K22d", 0, 0, true, 28, 28, &[], &[(SINGLE_WAIT, 1)], &[], &[], &[]),
    ("K22d", -1, 22, false, 30, 30, &[(SELF_DRAWN, 2)], &[], &[(SELF_DRAWN, 2)], &[], &[]),
    ("P29d P33d K27d", 27, 27, false, 29, 30, &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 1), (SELF_DRAWN, 2)], &[(SINGLE_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 1), (TWO_DRAGONS_PUNGS, 1), (SELF_DRAWN, 2)], &[(OUTSIDE_HAND, 1)], &[(SEAT_WIND, 1)]),
    ("P30d K30d K29 P27", -1, 29, true, 29, 29, &[(BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[(BIG_THREE_WINDS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[(PREVALENT_WIND, 1), (SEAT_WIND, 1)]),
    ("P32d K10h C6h K11", 8, 7, false, 28, 29, &[(LITTLE_FOUR_WINDS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[(CLOSED_WAIT, 1)], &[(LITTLE_FOUR_WINDS, 1), (ALL_CHOWS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 1)], &[], &[]),
    ("P32d P28h", -1, 32, false, 28, 30, &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[(BIG_THREE_WINDS, 1), (TWO_DRAGONS_PUNGS, 1), (PUNG_OF_TERMINALS_OR_HONORS, 2)], &[], &[(SEAT_WIND, 1)]),
    ("P5d P7d P3d P21h", 1, 21, false, 29, 29, &[], &[], &[], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("C1d C3hd C24d C19d", 0, 2, true, 30, 27, &[(SELF_DRAWN, 1)], &[], &[(ALL_CHOWS, 1), (SELF_DRAWN, 1)], &[], &[]),
    ("", 21, 21, true, 29, 29, &[(LITTLE_THREE_DRAGONS, 1), (SELF_DRAWN, 2)], &[(SINGLE_WAIT, 1)], &[(LITTLE_THREE_DRAGONS, 1), (SELF_DRAWN, 2)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ("K12d P25d P1h K3h", 19, 17, true, 28, 28, &[(BIG_THREE_WINDS, 1)], &[], &[(BIG_THREE_WINDS, 1)], &[(ALL_EVEN_PUNGS, 1)], &[]),
    ];
    #[rustfmt::skip]
    const CONCEALMENT: &[(&str, bool, FanList)] = &[
    ("", false, &[(CONCEALED_HAND, 1)]),
    ("", true, &[(FULLY_CONCEALED_HAND, 1)]),
    ("P5hd", false, &[]),
    ("P5hd", true, &[(SELF_DRAWN, 1)]),
    ("C0d", false, &[]),
    ("C0d", true, &[(SELF_DRAWN, 1)]),
    ("K27hd", false, &[(CONCEALED_HAND, 1)]),
    ("K27hd", true, &[(FULLY_CONCEALED_HAND, 1)]),
    ("C0hd", false, &[]),
    ("C0hd", true, &[(SELF_DRAWN, 1)]),
    ("K27d", false, &[]),
    ("K27d", true, &[(SELF_DRAWN, 1)]),
    ("K27d", false, &[]),
    ("K27d", true, &[(SELF_DRAWN, 1)]),
    ("K27d", false, &[]),
    ("K27d", true, &[(SELF_DRAWN, 1)]),
    ("K27hd", false, &[(CONCEALED_HAND, 1)]),
    ("K27hd", true, &[(FULLY_CONCEALED_HAND, 1)]),
    ("P5d C0d", false, &[]),
    ("P5d C0d", true, &[(SELF_DRAWN, 1)]),
    ("C0hd C0hd", false, &[]),
    ("C0hd C0hd", true, &[(SELF_DRAWN, 1)]),
    ("K27d K27d", false, &[]),
    ("K27d K27d", true, &[(SELF_DRAWN, 1)]),
    ("C0d C0hd", false, &[]),
    ("C0d C0hd", true, &[(SELF_DRAWN, 1)]),
    ("C0hd P5d", false, &[]),
    ("C0hd P5d", true, &[(SELF_DRAWN, 1)]),
    ("K27hd P5hd", false, &[]),
    ("K27hd P5hd", true, &[(SELF_DRAWN, 1)]),
    ("C0hd K27d", false, &[]),
    ("C0hd K27d", true, &[(SELF_DRAWN, 1)]),
    ("P5d P5d", false, &[]),
    ("P5d P5d", true, &[(SELF_DRAWN, 1)]),
    ("C0d P5d P5hd", false, &[]),
    ("C0d P5d P5hd", true, &[(SELF_DRAWN, 1)]),
    ("P5hd C0d P5hd", false, &[]),
    ("P5hd C0d P5hd", true, &[(SELF_DRAWN, 1)]),
    ("C0hd P5hd K27hd", false, &[]),
    ("C0hd P5hd K27hd", true, &[(SELF_DRAWN, 1)]),
    ("C0d C0hd K27d", false, &[]),
    ("C0d C0hd K27d", true, &[(SELF_DRAWN, 1)]),
    ("K27d K27d P5hd", false, &[]),
    ("K27d K27d P5hd", true, &[(SELF_DRAWN, 1)]),
    ("C0d C0d P5d", false, &[]),
    ("C0d C0d P5d", true, &[(SELF_DRAWN, 1)]),
    ("P5hd K27hd K27d", false, &[]),
    ("P5hd K27hd K27d", true, &[(SELF_DRAWN, 1)]),
    ("P5hd K27hd C0d", false, &[]),
    ("P5hd K27hd C0d", true, &[(SELF_DRAWN, 1)]),
    ("P5d P5d P5d P5hd", false, &[(MELDED_HAND, 1)]),
    ("P5d P5d P5d P5hd", true, &[(SELF_DRAWN, 1)]),
    ("C0d P5hd K27hd C0d", false, &[]),
    ("C0d P5hd K27hd C0d", true, &[(SELF_DRAWN, 1)]),
    ("K27hd C0hd K27hd P5hd", false, &[]),
    ("K27hd C0hd K27hd P5hd", true, &[(SELF_DRAWN, 1)]),
    ("P5d C0d P5d K27hd", false, &[]),
    ("P5d C0d P5d K27hd", true, &[(SELF_DRAWN, 1)]),
    ("K27hd C0hd P5d K27d", false, &[]),
    ("K27hd C0hd P5d K27d", true, &[(SELF_DRAWN, 1)]),
    ("P5hd P5d K27hd K27d", false, &[]),
    ("P5hd P5d K27hd K27d", true, &[(SELF_DRAWN, 1)]),
    ("P5hd P5hd K27d P5d", false, &[(MELDED_HAND, 1)]),
    ("P5hd P5hd K27d P5d", true, &[(SELF_DRAWN, 1)]),
    ("P5hd C0d K27hd K27d", false, &[]),
    ("P5hd C0d K27hd K27d", true, &[(SELF_DRAWN, 1)]),
    ];

    #[test]
    fn unique_wait_matches_reference() {
        for &(hand, win, expected) in UNIQUE {
            assert_eq!(unique_wait(&parse(hand), tile(win)), expected, "{hand} on {win}");
        }
    }

    #[test]
    fn views_match_reference() {
        for &(melds, pair, win, self_drawn, seat, prevalent, given, wait, paired, outside, wind) in
            VIEWS
        {
            let mut view = View::new(win, self_drawn);
            melds.split_whitespace().for_each(|token| view.push(meld(token)));
            if pair >= 0 {
                view.set_pair(pair as usize);
            }
            let case = format!("{melds} pair {pair} win {win} self-drawn {self_drawn}");
            assert_eq!(wait_fans(&view, win, true), fans(wait), "wait: {case}");
            assert!(wait_fans(&view, win, false).is_empty(), "wait: {case}");
            let mut updated = fans(given);
            pair_fans(&view, &mut updated);
            assert_eq!(updated, fans(paired), "pair: {case} {given:?}");
            assert_eq!(outside_fans(&view), fans(outside), "outside: {case}");
            assert_eq!(
                wind_fans(&view, seat, prevalent),
                fans(wind),
                "wind: {case} {seat} {prevalent}"
            );
        }
    }

    #[test]
    fn concealment_matches_reference() {
        for &(melds, self_drawn, expected) in CONCEALMENT {
            let declared: Vec<Declared> = melds
                .split_whitespace()
                .map(|token| {
                    let m = meld(token);
                    Declared { kind: m.kind, first: m.first, concealed: m.concealed }
                })
                .collect();
            assert_eq!(
                concealment_fans(&declared, self_drawn),
                fans(expected),
                "{melds} {self_drawn}"
            );
        }
    }

    /// The reference's `_complete`, literally: the lowest tile left goes to a pung, the pair or
    /// a chow starting there.
    fn complete_slow(counts: &mut [u8; KINDS], pair_left: bool) -> bool {
        let Some(first) = counts.iter().position(|&c| c > 0) else {
            return !pair_left;
        };
        let c = counts[first];
        if c >= 3 {
            counts[first] -= 3;
            let done = complete_slow(counts, pair_left);
            counts[first] += 3;
            if done {
                return true;
            }
        }
        if pair_left && c >= 2 {
            counts[first] -= 2;
            let done = complete_slow(counts, false);
            counts[first] += 2;
            if done {
                return true;
            }
        }
        if first < HONOR_START && first % 9 < 7 && counts[first + 1] > 0 && counts[first + 2] > 0 {
            (first..first + 3).for_each(|t| counts[t] -= 1);
            let done = complete_slow(counts, pair_left);
            (first..first + 3).for_each(|t| counts[t] += 1);
            return done;
        }
        false
    }

    /// The reference's `_engine_waits` as a mask.
    fn waits_slow(standing: &Counts) -> u64 {
        let mut found = 0u64;
        for t in 0..KINDS {
            let mut counts = *standing;
            counts[t] += 1;
            if complete_slow(&mut counts, true) {
                found |= 1 << t;
            }
        }
        let odd: Vec<usize> = (0..KINDS).filter(|&t| standing[t] % 2 == 1).collect();
        if standing.iter().map(|&c| c as usize).sum::<usize>() == 13 && odd.len() == 1 {
            found |= 1 << odd[0];
        }
        found
    }

    /// Against the literal search on many random hands of every size, crowded into few kinds so
    /// that waits, four-of-a-kind and seven pairs are common.
    #[test]
    fn unique_wait_matches_literal_search() {
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = |n: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n) as usize
        };
        for _ in 0..100_000 {
            let size = [13, 13, 13, 10, 7, 4, 1, 12, 14][next(9)];
            let kinds = 4 + next(10);
            let base = next(34 - kinds as u64 + 1);
            let mut standing = [0u8; KINDS];
            let mut placed = 0;
            while placed < size {
                let t = base + next(kinds as u64);
                if standing[t] < 4 {
                    standing[t] += 1;
                    placed += 1;
                }
            }
            let waits = waits_slow(&standing);
            for win in 0..KINDS {
                assert_eq!(
                    unique_wait(&standing, win),
                    waits == 1 << win,
                    "{} on {win}",
                    crate::tiles::format(&standing)
                );
            }
        }
    }
}
