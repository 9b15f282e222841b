//! An upper bound on what any reading of a hand in one form (regular, seven pairs) is worth,
//! (points, uncapped) compared as the best reading compares them: so that the walk may skip
//! the searches' branches whose every reading would lose to the one kept (`score`).
//!
//! Each feature gets a range every reading of the form keeps within, from the real tiles, the
//! wildcards' count and the kinds they may stand for (the logical tiles are the real ones
//! plus the stand-ins); each program is run on the ranges (interval arithmetic); the tally's
//! worth is then bounded over the sets of fans that may count, exclusions applied. A range
//! may be wider than the readings reach (the bound only weaker), never narrower: a test holds
//! every reading of many hands under every rule set within it.

use super::features::{Situation, COUNT, F, FLAGS};
use super::hand::Hand;
use super::program::Span;
use super::table::{Table, MAX_FANS};
use crate::decompose::Form;
use crate::mcr::view::Kind;
use crate::tiles::{Counts, HONOR_START, KINDS};

/// The most fans that may or may not count whose sets are tried one by one (2^n tallies);
/// past it, every fan that may count is taken as counting, unexcluded.
const SUBSETS: usize = 6;

/// The bound of `form`'s readings of `hand` (points, uncapped), or None when there is none
/// to give (a fan of multiplier 0 or less may count: points then fall as fans are added).
pub fn bound(
    table: &Table,
    hand: &Hand,
    situation: &Situation,
    form: Form,
) -> Option<(i128, i128)> {
    let spans = spans(table, hand, situation, form);
    // Fans as bits (at most MAX_FANS), so that a bound allocates nothing.
    let mut hi = [0i32; MAX_FANS];
    let (mut all, mut certain) = (0u128, 0u128);
    let (mut uncertain, mut n_uncertain) = ([0usize; SUBSETS], 0);
    for (i, fan) in table.fans.iter().enumerate() {
        let Some(p) = &fan.program else { return None };
        let s = p.span(&spans);
        let (lo, top) = (s.lo.max(0), s.hi.max(0));
        if top == 0 {
            continue;
        }
        if fan.multiplier <= 0 {
            return None;
        }
        hi[i] = top;
        all |= 1 << i;
        if lo > 0 {
            certain |= 1 << i;
        } else {
            if n_uncertain < SUBSETS {
                uncertain[n_uncertain] = i;
            }
            n_uncertain += 1;
        }
    }
    if n_uncertain > SUBSETS {
        return Some(worth(table, &hi, all));
    }
    let uncertain = &uncertain[..n_uncertain];
    let mut best: Option<(i128, i128)> = None;
    for choice in 0u32..1 << uncertain.len() {
        let mut counting = certain;
        for (b, &i) in uncertain.iter().enumerate() {
            if choice >> b & 1 == 1 {
                counting |= 1 << i;
            }
        }
        let w = worth(table, &hi, kept(table, counting));
        best = Some(best.map_or(w, |b| b.max(w)));
    }
    best
}

/// The fans kept when exactly those of `counting` count (tally.rs's exclusion order).
fn kept(table: &Table, counting: u128) -> u128 {
    let (mut kept, mut left_out) = (0u128, 0u128);
    for &i in &table.order {
        if counting >> i & 1 == 0 || left_out >> i & 1 == 1 {
            continue;
        }
        kept |= 1 << i;
        left_out |= table.fans[i].excludes;
    }
    kept
}

/// The most (points, uncapped) of a reading whose kept fans are `kept`, each counting at most
/// `hi` (multipliers all 1 or more).
fn worth(table: &Table, hi: &[i32], kept: u128) -> (i128, i128) {
    let (mut uncapped, mut multiplier) = (0i128, 1i128);
    let mut bits = kept;
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        let (fan, c) = (&table.fans[i], hi[i]);
        uncapped = uncapped.saturating_add(i128::from(fan.value) * i128::from(c));
        if fan.multiplier != 1 {
            multiplier =
                multiplier.saturating_mul(i128::from(fan.multiplier).saturating_pow(c as u32));
        }
    }
    let combine = &table.combine;
    let total = combine.cap.map_or(uncapped, |cap| uncapped.min(i128::from(cap)));
    let base = if combine.exponent { 1i128 << total.clamp(0, 62) } else { total };
    let sum = i128::from(combine.offset).saturating_add(base);
    // The points grow with the multiplier when the sum is not below 0, and are at most the
    // sum itself (a multiplier of 1) when it is.
    let points = if sum >= 0 { sum.saturating_mul(multiplier) } else { sum };
    (points, uncapped)
}

/// A feature known exactly.
const fn exactly(v: i32) -> Span {
    Span { lo: v, hi: v }
}

const fn between(lo: i32, hi: i32) -> Span {
    Span { lo, hi }
}

/// The most pungs (of the kinds `kinds`) the real tiles `real` and `budget` wildcards make,
/// `slots` at most: each pung of a kind takes the real copies left and wildcards for the rest
/// (the cheapest first), a kind of fewer than 3 real copies only if wildcards may stand for
/// it. A relaxation: the pair and the other sets are not asked for their tiles.
fn most_pungs(
    real: &Counts,
    banned: u64,
    kinds: std::ops::Range<usize>,
    budget: u32,
    slots: u32,
) -> i32 {
    let mut costs = [u32::MAX; 2 * KINDS];
    let mut n = 0;
    for t in kinds {
        let mut left = u32::from(real[t]);
        for _ in 0..2 {
            let from_real = left.min(3);
            let cost = 3 - from_real;
            if cost == 0 || banned >> t & 1 == 0 {
                costs[n] = cost;
                n += 1;
            }
            left -= from_real;
        }
    }
    let costs = &mut costs[..n];
    costs.sort_unstable();
    let (mut spent, mut made) = (0u32, 0u32);
    for &c in costs.iter() {
        if made == slots || spent + c > budget {
            break;
        }
        spent += c;
        made += 1;
    }
    made as i32
}

/// The ranges of every feature over the readings of `form` (Regular or SevenPairs).
pub fn spans(table: &Table, hand: &Hand, situation: &Situation, form: Form) -> [Span; COUNT] {
    let mut s = [exactly(0); COUNT];
    let w = hand.all_wildcards();
    let wi = w as i32;
    let banned = table.banned;
    let allowed = |t: usize| banned >> t & 1 == 0;
    // The real tiles in the hand (the winning one too) and all the logical ones' real part.
    let mut concealed = hand.standing;
    if let Some(k) = hand.win {
        concealed[k] = concealed[k].saturating_add(1);
    }
    let mut all = concealed;
    let (mut d_chows, mut d_pungs, mut d_kongs, mut d_ck, mut d_claimed) = (0, 0, 0, 0, 0);
    let (mut d_dragons, mut d_winds, mut d_outside, mut d_straight) = (0, 0, true, 0u16);
    for m in &hand.declared {
        let t = m.first;
        match m.kind {
            Kind::Chow => {
                d_chows += 1;
                (0..3).for_each(|i| all[t + i] += 1);
                d_outside &= t % 9 == 0 || t % 9 == 6;
                if t % 3 == 0 {
                    d_straight |= 1 << (t / 3);
                }
            }
            Kind::Pung | Kind::Kong => {
                d_pungs += 1;
                let kong = m.kind == Kind::Kong;
                d_kongs += i32::from(kong);
                d_ck += i32::from(kong && m.concealed);
                all[t] += if kong { 4 } else { 3 };
                d_dragons += i32::from(t >= 31);
                d_winds += i32::from((27..31).contains(&t));
                d_outside &= t >= HONOR_START || t % 9 == 0 || t % 9 == 8;
            }
        }
        d_claimed += i32::from(!(m.kind == Kind::Kong && m.concealed));
    }
    let set = |s: &mut [Span; COUNT], f: F, v: Span| s[f as usize] = v;
    let declared = hand.declared.len() as i32;
    let slots = (4 - hand.declared.len().min(4)) as u32;
    match form {
        Form::Regular => {
            set(&mut s, F::regular, exactly(1));
            set(&mut s, F::chows, between(d_chows, d_chows + slots as i32));
            let found = most_pungs(&concealed, banned, 0..KINDS, w, slots);
            set(&mut s, F::pungs, between(d_pungs, d_pungs + found));
            set(&mut s, F::kongs, exactly(d_kongs));
            set(&mut s, F::concealed_kongs, exactly(d_ck));
            set(&mut s, F::claimed, exactly(d_claimed));
            set(&mut s, F::declared, exactly(declared));
            set(&mut s, F::concealed_pungs, between(d_ck, d_ck + found));
            set(&mut s, F::concealed_chows, between(0, slots as i32));
            // A straight of suit s: the chows of it not declared found, each kind of them
            // held or stood for.
            let straight = |declared_bits: u16| {
                (0..3).any(|suit| {
                    let missing: Vec<usize> =
                        (0..3).filter(|i| declared_bits >> (3 * suit + i) & 1 == 0).collect();
                    let cost: Option<u32> = missing
                        .iter()
                        .flat_map(|&i| (0..3).map(move |j| 9 * suit + 3 * i + j))
                        .map(|t| match concealed[t] {
                            0 if allowed(t) => Some(1),
                            0 => None,
                            _ => Some(0),
                        })
                        .sum();
                    missing.len() as u32 <= slots && cost.is_some_and(|c| c <= w)
                })
            };
            let whole = (0..3).any(|suit| d_straight >> (3 * suit) & 7 == 7);
            let pure = i32::from(whole || straight(d_straight));
            set(&mut s, F::pure_straight, between(i32::from(whole), pure));
            set(&mut s, F::concealed_pure_straight, between(0, i32::from(straight(0))));
            let dragons = most_pungs(&concealed, banned, 31..34, w, slots);
            let winds = most_pungs(&concealed, banned, 27..31, w, slots);
            set(&mut s, F::dragon_pungs, between(d_dragons, d_dragons + dragons));
            set(&mut s, F::wind_pungs, between(d_winds, d_winds + winds));
            // A set holding a suited 4, 5 or 6 holds no terminal and no honor.
            let middle = (0..HONOR_START).any(|t| concealed[t] > 0 && (3..6).contains(&(t % 9)));
            set(&mut s, F::outside, between(0, i32::from(d_outside && !middle)));
            set(&mut s, F::pair, between(0, KINDS as i32 - 1));
            set(&mut s, F::pair_suited, between(0, 1));
            set(&mut s, F::pair_258, between(0, 1));
            for f in [F::win_on_pair, F::win_in_pung, F::win_in_chow] {
                set(&mut s, f, between(0, 1));
            }
            for f in [F::win_two_sided, F::win_closed, F::win_edge] {
                set(&mut s, f, between(0, 1));
            }
        }
        _ => {
            // Seven pairs: no set, no declared meld, no pair of the regular form, the winning
            // tile on its pair.
            set(&mut s, F::seven_pairs, exactly(1));
            set(&mut s, F::pair, exactly(-1));
            set(&mut s, F::win_on_pair, exactly(1));
        }
    }
    // The counts of the logical tiles: the real ones, and at most w more of the kinds the
    // wildcards may stand for.
    let real_of = |keep: fn(usize) -> bool| -> i32 {
        (0..KINDS).filter(|&t| keep(t)).map(|t| i32::from(all[t])).sum()
    };
    let more_of = |keep: fn(usize) -> bool| -> i32 {
        if (0..KINDS).any(|t| keep(t) && allowed(t)) {
            wi
        } else {
            0
        }
    };
    let counted = |keep: fn(usize) -> bool| between(real_of(keep), real_of(keep) + more_of(keep));
    set(&mut s, F::tiles, exactly(real_of(|_| true) + wi));
    let held_suits = (0..3).filter(|&u| all[9 * u..9 * u + 9].iter().any(|&c| c > 0)).count();
    let open_suits = (0..3)
        .filter(|&u| all[9 * u..9 * u + 9].iter().all(|&c| c == 0))
        .filter(|&u| (9 * u..9 * u + 9).any(allowed))
        .count();
    let suits = held_suits as i32;
    set(&mut s, F::suits, between(suits, suits + (open_suits as i32).min(wi)));
    set(&mut s, F::honors, counted(|t| t >= HONOR_START));
    set(&mut s, F::terminals, counted(|t| t < HONOR_START && (t % 9 == 0 || t % 9 == 8)));
    set(&mut s, F::tiles_258, counted(|t| t < HONOR_START && t % 3 == 1));
    let quads = (0..KINDS).filter(|&t| all[t] >= 4).count() as i32;
    let mut costs: Vec<u32> =
        (0..KINDS).filter(|&t| all[t] < 4 && allowed(t)).map(|t| 4 - u32::from(all[t])).collect();
    costs.sort_unstable();
    let mut spent = 0;
    let more = costs.iter().take_while(|&&c| {
        spent += c;
        spent <= w
    });
    set(&mut s, F::quads, between(quads, quads + more.count() as i32));
    let copies = match hand.win {
        Some(k) => {
            let real = i32::from(all[k]);
            between(real, real + if allowed(k) { wi } else { 0 })
        }
        None => {
            let top = (0..KINDS).filter(|&t| allowed(t)).map(|t| i32::from(all[t])).max();
            between(1, top.unwrap_or(0) + wi)
        }
    };
    set(&mut s, F::win_copies, copies);
    set(&mut s, F::held_wildcards, exactly(situation.held_wildcards));
    set(&mut s, F::win_wildcard, exactly(i32::from(situation.win_wildcard)));
    set(&mut s, F::wildcards_in_play, exactly(i32::from(situation.wildcards_in_play)));
    for (i, &flag) in situation.flags.iter().enumerate().take(FLAGS) {
        s[F::self_drawn as usize + i] = exactly(i32::from(flag));
    }
    s[F::flowers as usize] = exactly(situation.flowers);
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decompose::all;
    use crate::local::features::{places, Base, NAMES};
    use crate::local::score::DEFAULT_LIMIT;
    use crate::local::table::{for_tests, Combine, FanSpec};
    use crate::local::tally::tally;
    use crate::local::view::view;
    use crate::mcr::request::Declared;
    use crate::rules::Forms;

    /// A table of one fan a feature (the feature itself its count), 1 番 each, some kinds
    /// banned, 2^番 capped at `cap`.
    fn table(banned: &[usize], cap: i64) -> Table {
        let fans = (0..COUNT)
            .map(|f| FanSpec {
                id: f as i64 + 1,
                program: Some(vec![(1, f as i64)]),
                value: 1 + (f as i64 % 3),
                multiplier: if f % 7 == 0 { 2 } else { 1 },
                excludes: if f % 5 == 0 { vec![(f + 1) % COUNT] } else { vec![] },
            })
            .collect();
        for_tests(
            fans,
            banned,
            Combine { cap: Some(cap), exponent: true, offset: 1 },
            Forms::ALL,
            false,
        )
    }

    // Pseudo-random hands of up to four wildcards, some with declared melds, some kinds
    // banned: every feature of every reading lies within its form's span, and every reading
    // is worth no more than its form's bound.
    #[test]
    fn every_reading_lies_within_the_bound() {
        let tables = [table(&[], 62), table(&[27, 28, 29, 30, 31], 4), table(&[33], 6)];
        let mut next = crate::local::seeded(7);
        let mut checked = 0;
        for round in 0..3000 {
            let t = &tables[round % 3];
            let mut groups = vec![];
            while groups.len() < 4 {
                let k = next(34);
                groups.push(match next(3) {
                    0 if k < HONOR_START && k % 9 < 7 => (Kind::Chow, k),
                    1 => (Kind::Kong, k),
                    _ => (Kind::Pung, k),
                });
            }
            let declared: Vec<Declared> = groups[..next(3).min(next(3))]
                .iter()
                .map(|&(kind, first)| Declared { kind, first, concealed: next(2) == 0 })
                .map(|m| Declared { concealed: m.concealed && m.kind == Kind::Kong, ..m })
                .collect();
            let mut tiles = vec![next(34); 2];
            for &(kind, first) in &groups[declared.len()..] {
                match kind {
                    Kind::Chow => tiles.extend([first, first + 1, first + 2]),
                    _ => tiles.extend([first; 3]),
                }
            }
            if next(4) == 0 && declared.is_empty() {
                tiles = (0..7).flat_map(|_| [next(34); 2]).collect();
            }
            let wild = next(5).min(tiles.len() - 1);
            let mut counts = [0u8; KINDS];
            tiles[wild..].iter().for_each(|&k| counts[k] += 1);
            let mut all_counts = counts;
            for m in &declared {
                match m.kind {
                    Kind::Chow => (0..3).for_each(|i| all_counts[m.first + i] += 1),
                    Kind::Pung => all_counts[m.first] += 3,
                    Kind::Kong => all_counts[m.first] += 4,
                }
            }
            if all_counts.iter().any(|&c| c > 4) {
                continue;
            }
            let win = if wild > 0 && next(2) == 0 { None } else { Some(*tiles.last().unwrap()) };
            let mut standing = counts;
            if let Some(w) = win {
                standing[w] -= 1;
            }
            let mut flags = [false; FLAGS];
            flags.iter_mut().for_each(|f| *f = next(3) == 0);
            let h = Hand {
                standing,
                wildcards: wild as u32 - u32::from(win.is_none()),
                win,
                declared,
                flags,
                flowers: next(3) as i32,
            };
            let Ok(found) = all(&h.request(t, DEFAULT_LIMIT)) else { continue };
            let situation = h.situation(t);
            for form in [Form::Regular, Form::SevenPairs] {
                let s = spans(t, &h, &situation, form);
                let most = bound(t, &h, &situation, form).unwrap();
                let of_form = found.iter().filter(|d| d.form == form);
                for d in of_form.filter(|d| d.wildcards.iter().all(|&k| t.banned >> k & 1 == 0)) {
                    let mut kinds = h.win.map_or_else(|| d.wildcards.clone(), |w| vec![w]);
                    kinds.dedup();
                    let base = Base::new(&view(d), &h.declared, &situation);
                    for k in kinds {
                        let mut at = vec![];
                        places(&view(d), k, &mut at);
                        for p in at {
                            let v = base.reading(&view(d), k, p);
                            for (f, span) in s.iter().enumerate() {
                                assert!(
                                    span.lo <= v[f] && v[f] <= span.hi,
                                    "{} = {} beyond {span:?}: {h:?} {d:?}",
                                    NAMES[f],
                                    v[f]
                                );
                            }
                            let counts: Vec<i32> = v.iter().map(|&x| x.max(0)).collect();
                            let worth = tally(t, &counts);
                            assert!((worth.points, worth.uncapped) <= most, "{d:?}");
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert!(checked > 3000, "{checked} readings");
    }
}
