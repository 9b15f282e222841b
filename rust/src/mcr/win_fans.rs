//! Fans of how the hand was won and of its wait, pair and outline (the reference's
//! `win_fans.py`): concealment, the single-tile wait, what the pair adds, tiles shared by every
//! group, and the wind pungs. `situation_fans` and `corrected_flags` live in `special`.

use crate::mcr::fans::Fans;
use crate::mcr::ids::{
    ALL_CHOWS, ALL_EVEN_PUNGS, ALL_FIVE, BIG_THREE_WINDS, CLOSED_WAIT, CONCEALED_HAND, EDGE_WAIT,
    FULLY_CONCEALED_HAND, LITTLE_FOUR_WINDS, LITTLE_THREE_DRAGONS, MELDED_HAND, OUTSIDE_HAND,
    SELF_DRAWN, SINGLE_WAIT, TWO_DRAGONS_PUNGS,
};
#[cfg(test)]
use crate::mcr::request::Declared;
use crate::mcr::view::View;
use crate::mcr::wait_table;
use crate::tiles::{mask_tiles, Counts, HONOR_START, KINDS};

/// The first wind (East) and the first dragon (White); winds are 27..31, dragons 31..34.
const FIRST_WIND: usize = HONOR_START;
const FIRST_DRAGON: usize = HONOR_START + 4;

/// Fully Concealed Hand, Concealed Hand, Melded Hand or Self-Drawn, by how many of the declared
/// melds were claimed: none claimed gives 不求人 (self-drawn) or 门前清; all four give 自摸 or
/// 全求人; anything between gives 自摸 when self-drawn and nothing otherwise.
#[cfg(test)]
pub fn concealment_fans(declared: &[Declared], self_drawn: bool) -> Fans {
    match concealment_fan(declared, self_drawn) {
        Some(fan) => Fans::one(fan, 1),
        None => Fans::default(),
    }
}

/// The one fan `concealment_fans` gives, if any.
#[cfg(test)]
pub fn concealment_fan(declared: &[Declared], self_drawn: bool) -> Option<usize> {
    concealment_fan_of(declared.iter().filter(|m| m.claimed()).count(), self_drawn)
}

/// `concealment_fan` of a hand with `claimed` claimed melds.
pub fn concealment_fan_of(claimed: usize, self_drawn: bool) -> Option<usize> {
    match (claimed, self_drawn) {
        (0, true) => Some(FULLY_CONCEALED_HAND),
        (0, false) => Some(CONCEALED_HAND),
        (4, false) => Some(MELDED_HAND),
        (_, true) => Some(SELF_DRAWN),
        _ => None,
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
// * a numbered suit splits into melds only when the lowest tile's count modulo 3 is read as
//   chows starting there and the rest as pungs, tile by tile (three equal chows are three
//   pungs), so one pass decides it;
// * within a suit, every meld's positions sum to 0 modulo 3 and the pair's to twice its
//   position, which pins the pair to three positions and, for a group without the pair, the
//   added tile to three positions;
// * a tile can only be a wait if the suit holds a tile at most two places from it.

/// Whether a numbered suit's counts split into chows and pungs alone.
#[inline]
pub(crate) fn suit_melds(w: &[u8; 9]) -> bool {
    let (mut a, mut b) = (w[0], w[1]);
    for &c in &w[2..] {
        let r = a % 3;
        if b < r || c < r {
            return false;
        }
        a = b - r;
        b = c - r;
    }
    a % 3 == 0 && b % 3 == 0
}

/// The sum of positions times counts, modulo 3.
#[inline]
fn weight(w: &[u8; 9]) -> usize {
    w.iter().enumerate().map(|(i, &c)| i * c as usize).sum::<usize>() % 3
}

/// Whether a numbered suit's counts split into chows and pungs plus one pair.
#[inline]
pub(crate) fn suit_melds_and_pair(w: &[u8; 9]) -> bool {
    let mut work = *w;
    // 2p = weight (mod 3), so p = 2 * weight (mod 3).
    let mut p = (2 * weight(w)) % 3;
    while p < 9 {
        if work[p] >= 2 {
            work[p] -= 2;
            if suit_melds(&work) {
                return true;
            }
            work[p] += 2;
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

/// Whether group `g` (0-2 a suit, 3 the honors) of `counts` completes in its role.
fn group_complete(counts: &Counts, g: usize, pair: bool) -> bool {
    if g == 3 {
        let h: &[u8; 7] = counts[HONOR_START..].try_into().unwrap();
        honors_complete(h, pair)
    } else {
        let w: &[u8; 9] = counts[9 * g..9 * g + 9].try_into().unwrap();
        if pair {
            suit_melds_and_pair(w)
        } else {
            weight(w) == 0 && suit_melds(w)
        }
    }
}

/// The tiles of group `g` that complete it (in the role its size with one tile more gives),
/// as a bit mask over its positions.
fn group_waits(counts: &Counts, g: usize, pair: bool) -> u32 {
    let mut found = 0;
    if g == 3 {
        let h: &[u8; 7] = counts[HONOR_START..].try_into().unwrap();
        for i in 0..7 {
            if h[i] == 0 {
                continue;
            }
            let mut work = *h;
            work[i] += 1;
            if honors_complete(&work, pair) {
                found |= 1 << i;
            }
        }
        return found;
    }
    let w: &[u8; 9] = counts[9 * g..9 * g + 9].try_into().unwrap();
    let held = w.iter().enumerate().fold(0u32, |m, (i, &c)| m | u32::from(c > 0) << i);
    let mut reach = (held | held << 1 | held << 2 | held >> 1 | held >> 2) & 0x1FF;
    if !pair {
        // The added tile's position must bring the weight to 0.
        let start = (3 - weight(w)) % 3;
        reach &= 0b001_001_001 << start;
    }
    for i in mask_tiles(reach.into()) {
        let mut work = *w;
        work[i] += 1;
        let done = if pair { suit_melds_and_pair(&work) } else { suit_melds(&work) };
        if done {
            found |= 1 << i;
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
///
/// Each suit's waits and completeness come from one lookup in `wait_table`, the honors' from
/// their counts modulo 3; the hand's waits are then the waits of a group whose added tile
/// leaves exactly one group in the pair's role and every other group complete in its role.
pub fn unique_wait(standing: &Counts, win_tile: usize) -> bool {
    // The counts as words of eight kinds: 0-7, 8-15, 16-23, 24-31, and 26-33 for the rest.
    let word = |at: usize| u64::from_le_bytes(standing[at..at + 8].try_into().unwrap());
    let words = [word(0), word(8), word(16), word(24)];
    let last = word(26);
    // A count above four goes the exact way (adding 123 sets a byte's top bit from 5 up).
    let over = words.iter().chain([&last]).any(|&w| (w | w.wrapping_add(0x7B * LSB)) & TOP != 0);
    if over {
        return unique_wait_exact(standing, win_tile);
    }
    let table = wait_table::table();
    // Each suit's entry and size; a suit of too many tiles goes the exact way.
    let mut entries = [0u16; 3];
    let mut sizes = [0u32; 4];
    for g in 0..3 {
        let w: &[u8; 9] = standing[9 * g..9 * g + 9].try_into().unwrap();
        let c = w.map(u32::from);
        let low = c[0] + 5 * c[1] + 25 * c[2] + 125 * c[3] + 625 * c[4];
        let high = c[5] + 5 * c[6] + 25 * c[7] + 125 * c[8];
        let size: u32 = c.iter().sum();
        let entry = if size as usize > wait_table::MOST {
            None
        } else {
            table.get(low as usize, high as usize)
        };
        let Some(entry) = entry else {
            return unique_wait_exact(standing, win_tile);
        };
        entries[g] = entry;
        sizes[g] = size;
    }
    // The honors (kinds 27-33 in bytes 0-6), each at most four: held 1 or 4 times is 1
    // modulo 3, twice is 2.
    let honors = last >> 8;
    sizes[3] = (honors.wrapping_mul(LSB) >> 56) as u32;
    let ones = (bytes_equal(honors, 1) | bytes_equal(honors, 4)) as u32;
    let twos = bytes_equal(honors, 2) as u32;
    let residues = sizes.map(|s| s % 3);
    // Each group's completeness in its role (bit g), and its waits in the role one tile more
    // gives it (none when its size is 0 modulo 3: one tile more leaves it at 1).
    let mut complete = 0u32;
    let mut waits = [0u32; 4];
    for g in 0..3 {
        let e = u32::from(entries[g]);
        // Bit 9 says complete as melds (size 0 modulo 3), bit 10 with the pair (size 2).
        let role = match residues[g] {
            0 => u32::from(wait_table::MELDS),
            2 => u32::from(wait_table::PAIR),
            _ => 0,
        };
        complete |= u32::from(e & role != 0) << g;
        waits[g] = e & u32::from(wait_table::WAITS);
    }
    let done = ones == 0 && twos.count_ones() == u32::from(residues[3] == 2);
    complete |= u32::from(done) << 3;
    waits[3] = match residues[3] {
        1 if ones.count_ones() == 1 && twos == 0 => ones,
        1 if ones == 0 && twos.count_ones() == 2 => twos,
        2 if ones == 0 && twos.count_ones() == 1 => twos,
        _ => 0,
    };
    let pairs = residues.iter().enumerate().fold(0u32, |m, (g, &r)| m | u32::from(r == 2) << g);
    let mut found = 0u64;
    for (g, &w) in waits.iter().enumerate() {
        // The tile goes to g: every other group complete in its role, and exactly one group
        // (g itself when it goes from 1 to 2) left in the pair's role.
        let bit = 1u32 << g;
        let lifted = u32::from(residues[g] == 1);
        let fits =
            residues[g] != 0 && complete | bit == 0xF && (pairs & !bit).count_ones() + lifted == 1;
        found |= u64::from(w * u32::from(fits)) << (9 * g);
    }
    // Seven pairs: 13 tiles with one kind held an odd number of times; that kind completes.
    if sizes.iter().sum::<u32>() == 13 {
        found |= seven_pairs_wait(&words, last);
    }
    win_tile < KINDS && found == 1u64 << win_tile
}

/// One in every byte, and the top bit of every byte.
pub(crate) const LSB: u64 = 0x0101_0101_0101_0101;
pub(crate) const TOP: u64 = 0x80 * LSB;

/// The kind that completes seven pairs, as a bit, when exactly one kind is held an odd
/// number of times (0 otherwise); `words` and `last` hold the 34 counts as read 8 at a time.
pub(crate) fn seven_pairs_wait(words: &[u64; 4], last: u64) -> u64 {
    let odd = words
        .iter()
        .enumerate()
        .fold(low_bits(last >> 48) << 32, |m, (i, &w)| m | low_bits(w) << (8 * i));
    if odd.count_ones() == 1 {
        odd
    } else {
        0
    }
}

/// The lowest bit of each byte of `w`, gathered into a byte: byte i's bit lands at bit i (the
/// product puts each byte's bit at 56 + i, and no two partial products meet).
#[inline]
pub(crate) fn low_bits(w: u64) -> u64 {
    ((w & LSB).wrapping_mul(0x0102_0408_1020_4080)) >> 56
}

/// The bytes of `w` equal to `k`, as a mask, for bytes and `k` below 128.
#[inline]
pub(crate) fn bytes_equal(w: u64, k: u8) -> u64 {
    let x = w ^ (u64::from(k) * LSB);
    // A byte of x is nonzero exactly when adding 127 sets its top bit (no carries below 128).
    low_bits(!(x.wrapping_add(0x7F * LSB)) >> 7)
}

/// `unique_wait` group by group with the exact checks, for any counts: the fallback when a
/// count is above four or a suit holds more tiles than the wait table answers for.
#[cold]
#[inline(never)]
fn unique_wait_exact(standing: &Counts, win_tile: usize) -> bool {
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
        let found = group_waits(standing, g, (residues[g] + 1) % 3 == 2);
        if found == 0 {
            continue;
        }
        let base = if g == 3 { HONOR_START } else { 9 * g };
        if win_tile < base || win_tile >= base + if g == 3 { 7 } else { 9 } {
            return false;
        }
        if found != 1 << (win_tile - base) {
            return false;
        }
        win_found = true;
    }
    win_found
}

/// Edge Wait (边张), Closed Wait (嵌张) or Single Wait (单钓将), at most one, when the wait was
/// `unique`: the winning tile at either end of a chow found in the standing tiles is an edge
/// wait, in its middle a closed wait, the pair's tile a single wait, tried in that order.
/// Nothing under four kongs, or for four claimed declared melds won on a discard (全求人).
#[cfg(test)]
pub fn wait_fans(view: &View, win_tile: usize, unique: bool) -> Fans {
    match wait_fan(view, win_tile).filter(|_| unique) {
        Some(fan) => Fans::one(fan, 1),
        None => Fans::default(),
    }
}

/// The one fan `wait_fans` gives for a unique wait, if any.
#[inline]
pub fn wait_fan(view: &View, win_tile: usize) -> Option<usize> {
    if view.kongs() == 4 || (!view.self_drawn && view.declared == 4 && view.claimed == 4) {
        return None;
    }
    wait_shape(view, win_tile, Edge::EitherEnd)
}

/// Where in a found chow the winning tile makes an edge wait (边张).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    /// At either end of any chow: the MCR engine's reading.
    EitherEnd,
    /// Only as the 3 of a 123 or the 7 of a 789, the tile beyond a terminal pair (12 waiting
    /// on 3): the rule book's and two-player MCR's (mcr2p.md 4).
    InnerEnd,
}

/// Edge, Closed or Single Wait by where the winning tile sits in the reading (`edge` saying
/// which chow ends are edges), tried in that order; whether the wait was unique, and which
/// fans leave these out, is the caller's.
#[inline]
pub fn wait_shape(view: &View, win_tile: usize, edge: Edge) -> Option<usize> {
    // Bits of the found chows' lowest tiles with the winning tile at their low end, high end
    // or middle.
    let chows = view.found_chows;
    let at = |below: usize| win_tile.checked_sub(below).is_some_and(|t| chows >> t & 1 == 1);
    let rank = win_tile % 9;
    let on_edge = match edge {
        Edge::EitherEnd => at(0) || at(2),
        Edge::InnerEnd => at(0) && rank == 6 || at(2) && rank == 2,
    };
    if on_edge {
        return Some(EDGE_WAIT);
    }
    if at(1) {
        return Some(CLOSED_WAIT);
    }
    (view.pair == Some(win_tile)).then_some(SINGLE_WAIT)
}

/// Updates `fans` for what the pair adds, as the reference's `fans = pair_fans(v, fans)`: four
/// chows and a numbered pair add All Chows (平和); otherwise a dragon pair turns Two Dragons
/// Pungs into Little Three Dragons (小三元), or, failing that, a wind pair turns Big Three Winds
/// into Little Four Winds (小四喜).
pub fn pair_fans(view: &View, fans: &mut Fans) {
    let Some(pair) = view.pair else {
        return;
    };
    if view.chow_count == 4 {
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
#[cfg(test)]
pub fn outside_fans(view: &View) -> Fans {
    match outside_fan(view) {
        Some(fan) => Fans::one(fan, 1),
        None => Fans::default(),
    }
}

/// The one fan `outside_fans` gives, if any.
#[inline]
pub fn outside_fan(view: &View) -> Option<usize> {
    let pair = view.pair?;
    // What every group shares: bit 0 a terminal or honor, bit 1 a 5, bit 2 an even pung.
    let all = shared(false, pair) & view.outside;
    if all & 1 != 0 {
        Some(OUTSIDE_HAND)
    } else if all & 2 != 0 {
        Some(ALL_FIVE)
    } else if all & 4 != 0 {
        Some(ALL_EVEN_PUNGS)
    } else {
        None
    }
}

/// `outside_fan`'s classes of a group (a chow or not) by its lowest tile.
#[inline(always)]
pub fn shared(chow: bool, first: usize) -> u8 {
    SHARED[usize::from(chow)][first]
}

/// `outside_fan`'s classes of a group by its lowest tile: [pung, kong or pair][tile] and
/// [chow][tile].
const SHARED: [[u8; KINDS]; 2] = {
    let mut table = [[1u8; KINDS]; 2];
    let mut t = 0;
    while t < HONOR_START {
        let rank = t % 9;
        table[1][t] = (rank == 0 || rank == 6) as u8 | ((2 <= rank && rank <= 4) as u8) << 1;
        table[0][t] = (rank == 0 || rank == 8) as u8
            | ((rank == 4) as u8) << 1
            | ((rank % 2 == 1) as u8) << 2;
        t += 1;
    }
    table
};

/// Prevalent Wind (圈风刻) and Seat Wind (门风刻) for a pung or kong of that wind; the caller
/// skips this under Big Four Winds and settles the Pung of Terminals or Honors it overlaps.
#[cfg(test)]
pub fn wind_fans(view: &View, seat_wind: usize, prevalent_wind: usize) -> Fans {
    use crate::mcr::ids::{PREVALENT_WIND, SEAT_WIND};
    let mut fans = Fans::default();
    let (prevalent, seat) = wind_pungs(view, seat_wind, prevalent_wind);
    if prevalent {
        fans.set(PREVALENT_WIND, 1);
    }
    if seat {
        fans.set(SEAT_WIND, 1);
    }
    fans
}

/// Whether `wind_fans` gives (Prevalent Wind, Seat Wind).
#[inline]
pub fn wind_pungs(view: &View, seat_wind: usize, prevalent_wind: usize) -> (bool, bool) {
    let held = |wind: usize| view.pung_tiles >> wind & 1 == 1;
    (held(prevalent_wind), held(seat_wind))
}

#[cfg(test)]
#[path = "win_fans_cases.rs"]
mod cases;

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    /// The reference's `_complete`, word for word: whether `c` splits wholly into chows and
    /// pungs, plus one pair if `pair_left`.
    fn complete_slow(c: &mut Counts, pair_left: bool) -> bool {
        let Some(first) = c.iter().position(|&n| n > 0) else {
            return !pair_left;
        };
        let n = c[first];
        if n >= 3 {
            c[first] -= 3;
            let ok = complete_slow(c, pair_left);
            c[first] += 3;
            if ok {
                return true;
            }
        }
        if pair_left && n >= 2 {
            c[first] -= 2;
            let ok = complete_slow(c, false);
            c[first] += 2;
            if ok {
                return true;
            }
        }
        if first < HONOR_START && first % 9 < 7 && c[first + 1] > 0 && c[first + 2] > 0 {
            c[first..first + 3].iter_mut().for_each(|n| *n -= 1);
            let ok = complete_slow(c, pair_left);
            c[first..first + 3].iter_mut().for_each(|n| *n += 1);
            if ok {
                return true;
            }
        }
        false
    }

    /// The reference's `_engine_waits`, as a mask over the 34 kinds.
    fn engine_waits_slow(standing: &Counts) -> u64 {
        let mut work = *standing;
        let mut found = 0u64;
        for t in 0..KINDS {
            work[t] += 1;
            if complete_slow(&mut work, true) {
                found |= 1 << t;
            }
            work[t] -= 1;
        }
        let total: usize = standing.iter().map(|&c| c as usize).sum();
        let odd: Vec<usize> = (0..KINDS).filter(|&t| standing[t] % 2 == 1).collect();
        if total == 13 && odd.len() == 1 {
            found |= 1 << odd[0];
        }
        found
    }

    /// Every win tile of `standing`: the fast and the group-by-group answers against the
    /// reference's. Returns how many win tiles were unique waits.
    fn check(standing: &Counts) -> usize {
        let found = engine_waits_slow(standing);
        let mut unique = 0;
        for win in 0..KINDS {
            // The reference's `unique_wait`: its waits are this tile alone.
            let want = found == 1 << win;
            assert_eq!(unique_wait(standing, win), want, "{standing:?} win {win}");
            assert_eq!(unique_wait_exact(standing, win), want, "{standing:?} win {win}");
            unique += usize::from(want);
        }
        assert!(!unique_wait(standing, KINDS) && !unique_wait(standing, 99));
        unique
    }

    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: usize) -> usize {
            // xorshift64*
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
        }
    }

    /// A random tile, a numbered one (0-26) three times in four.
    fn tile(rng: &mut Rng) -> usize {
        if rng.below(4) == 0 {
            HONOR_START + rng.below(7)
        } else {
            rng.below(27)
        }
    }

    /// A tile near `t` (at most two places along its suit), or `t` itself for an honor.
    fn near(rng: &mut Rng, t: usize) -> usize {
        if t >= HONOR_START {
            return t;
        }
        let rank = (t % 9) as isize + rng.below(5) as isize - 2;
        t - t % 9 + rank.clamp(0, 8) as usize
    }

    /// A standing hand of `size` tiles (1 modulo 3) built from melds, pairs and partial
    /// groups, so that many of them wait; at most `cap` copies a kind, else `None`.
    fn random_hand(rng: &mut Rng, size: usize, cap: u8) -> Option<Counts> {
        let mut c = [0u8; KINDS];
        let mut left = size;
        let style = rng.below(5);
        // One suit only, now and then, for the long waits of pure hands.
        let suit = rng.below(3);
        let pick = |rng: &mut Rng| {
            if style == 0 {
                9 * suit + rng.below(9)
            } else {
                tile(rng)
            }
        };
        while left > 0 {
            let t = pick(rng);
            let piece = if left >= 3 { rng.below(6) } else { 3 + rng.below(3).min(left - 1) };
            match piece {
                0 | 1 if t < HONOR_START && t % 9 < 7 => {
                    (t..t + 3).for_each(|u| c[u] += 1);
                    left -= 3;
                }
                0..=2 => {
                    c[t] += 3;
                    left -= 3;
                }
                3 => {
                    c[t] += 1;
                    left -= 1;
                }
                4 => {
                    c[t] += 1;
                    c[near(rng, t)] += 1;
                    left -= 2;
                }
                _ => {
                    c[t] += 2;
                    left -= 2;
                }
            }
        }
        // Seven pairs now and then.
        if size == 13 && rng.below(8) == 0 {
            c = [0; KINDS];
            for _ in 0..6 {
                c[pick(rng)] += 2;
            }
            c[pick(rng)] += 1;
        }
        c.iter().all(|&n| n <= cap).then_some(c)
    }

    #[test]
    fn unique_wait_matches_the_reference_on_random_hands() {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let (mut hands, mut unique) = (0, 0);
        while hands < 60_000 {
            let size = [13, 13, 13, 10, 7, 4, 1][rng.below(7)];
            // A fifth copy in standing goes to the exact fallback; allow it now and then.
            let cap = if rng.below(50) == 0 { 6 } else { 4 };
            if let Some(c) = random_hand(&mut rng, size, cap) {
                unique += check(&c);
                hands += 1;
            }
        }
        // Enough of them are unique waits to mean something.
        assert!(unique > hands / 10, "{unique} of {hands}");
    }

    /// Every vector of `len` kinds with at most four copies each and 1, 4, 7, 10 or 13 tiles,
    /// placed at `base`, with `rest` (complete melds elsewhere, or nothing) around it.
    fn all_of_one_group(base: usize, len: usize, rest: &Counts) -> usize {
        let mut checked = 0;
        let mut v = vec![0u8; len];
        loop {
            let size: usize = v.iter().map(|&n| n as usize).sum();
            let total = size + rest.iter().map(|&n| n as usize).sum::<usize>();
            if size <= 13 && total <= 13 && total % 3 == 1 {
                let mut c = *rest;
                for (i, &n) in v.iter().enumerate() {
                    c[base + i] += n;
                }
                check(&c);
                checked += 1;
            }
            // Next vector, kind 0 the least digit.
            let Some(i) = v.iter().position(|&n| n < 4) else {
                return checked;
            };
            v[..i].fill(0);
            v[i] += 1;
        }
    }

    #[test]
    fn unique_wait_matches_the_reference_on_every_pure_suit() {
        let none = [0u8; KINDS];
        assert_eq!(all_of_one_group(9, 9, &none), 132_345);
        assert!(all_of_one_group(HONOR_START, 7, &none) > 0);
    }

    #[test]
    fn unique_wait_matches_the_reference_beside_other_groups() {
        // A pung of honors and a chow in another suit take six tiles; then every vector of up
        // to seven tiles in the first suit, and every honor vector beside a chow.
        let mut rest = [0u8; KINDS];
        rest[HONOR_START + 4] = 3;
        rest[20..23].fill(1);
        assert!(all_of_one_group(0, 9, &rest) > 0);
        let mut rest = [0u8; KINDS];
        rest[1..4].fill(1);
        rest[13] = 2;
        assert!(all_of_one_group(HONOR_START, 7, &rest) > 0);
    }

    /// Every entry of the wait table against the reference's `_complete` on that suit alone.
    #[test]
    fn wait_table_matches_the_reference() {
        let table = wait_table::table();
        let mut v = [0u8; 9];
        let mut checked = 0;
        loop {
            let size: usize = v.iter().map(|&n| n as usize).sum();
            if size <= wait_table::MOST {
                let key = |r: std::ops::Range<usize>| crate::key::encode(&v[r]);
                let entry = table.get(key(0..5), key(5..9)).unwrap();
                let mut c = [0u8; KINDS];
                c[..9].copy_from_slice(&v);
                let melds = size % 3 == 0 && complete_slow(&mut c, false);
                let pair = size % 3 == 2 && complete_slow(&mut c, true);
                assert_eq!(entry & wait_table::MELDS != 0, melds, "{v:?}");
                assert_eq!(entry & wait_table::PAIR != 0, pair, "{v:?}");
                let mut waits = 0;
                for i in 0..9 {
                    c[i] += 1;
                    let done = match size % 3 {
                        1 => complete_slow(&mut c, true),
                        2 => complete_slow(&mut c, false),
                        _ => false,
                    };
                    waits |= u16::from(done) << i;
                    c[i] -= 1;
                }
                assert_eq!(entry & wait_table::WAITS, waits, "{v:?}");
                checked += 1;
            }
            let Some(i) = v.iter().position(|&n| n < 4) else {
                break;
            };
            v[..i].fill(0);
            v[i] += 1;
        }
        assert_eq!(checked, 286_550);
    }

    #[test]
    fn unique_wait_examples() {
        let hand = |s: &str| crate::tiles::parse(s);
        // 1111m234m waits on 1m as well as 4m (a fifth copy counts).
        assert!(!unique_wait(&hand("1111234m"), 3));
        // 1112345678999m waits on everything: the nine gates.
        assert!(!unique_wait(&hand("1112345678999m"), 4));
        // A closed wait.
        assert!(unique_wait(&hand("13m456p789s111z22z"), 1));
        // Seven pairs, where no regular hand is in reach: the odd tile is the one wait.
        assert!(unique_wait(&hand("1122m3344p5566s7z"), 33));
    }

    /// Times the table path against the group-by-group one: `cargo test --release --lib
    /// unique_wait_speed -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn unique_wait_speed() {
        let mut rng = Rng(7);
        let mut hands = Vec::new();
        let count = std::env::var("HANDS").map_or(10_000, |n| n.parse().unwrap_or(10_000));
        while hands.len() < count {
            if let Some(c) = random_hand(&mut rng, 13, 4) {
                let win = (0..KINDS).find(|&t| unique_wait_exact(&c, t)).unwrap_or(tile(&mut rng));
                hands.push((c, win));
            }
        }
        let start = Instant::now();
        let _ = unique_wait(&hands[0].0, 0);
        println!("table built in {:.1} ms", start.elapsed().as_secs_f64() * 1e3);
        for (name, f) in
            [("table", unique_wait as fn(&Counts, usize) -> bool), ("exact", unique_wait_exact)]
        {
            let mut best = f64::MAX;
            let rounds = 100_000 / hands.len() + 1;
            let repeats = std::env::var("REPEATS").map_or(20, |n| n.parse().unwrap_or(20));
            for _ in 0..repeats {
                let start = Instant::now();
                for _ in 0..rounds {
                    let n = hands.iter().filter(|(c, w)| f(std::hint::black_box(c), *w)).count();
                    std::hint::black_box(n);
                }
                let calls = (rounds * hands.len()) as f64;
                best = best.min(start.elapsed().as_secs_f64() / calls * 1e9);
            }
            println!("{name}: {best:.1} ns/call");
        }
    }
}
