//! What one reading is worth, as python/hupai/rules/tally.py says (the one scoring semantics
//! every path shares): exclusions visited by value, highest first (ties by id), each fan not
//! yet left out leaving out the fans it excludes; the uncapped sum of value × count, the
//! total capped, the points `(offset + (2^total or total))` times every multiplier that counts.

use super::table::Table;

/// The worth of a reading: the fans kept (bit p: the fan at position p), the uncapped sum,
/// the total and the points. Sums and products saturate at the 128-bit bounds, which the
/// table's limits on values keep out of reach for sums (products of multipliers aside).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    pub kept: u128,
    pub uncapped: i128,
    pub total: i128,
    pub points: i128,
}

impl Tally {
    /// Whether this reading is to be kept over one worth `other`: more points, then a larger
    /// uncapped sum (the wildcards and the order decide among equals, in the caller).
    pub fn beats(&self, other: &Tally) -> Option<bool> {
        match (self.points, self.uncapped).cmp(&(other.points, other.uncapped)) {
            std::cmp::Ordering::Greater => Some(true),
            std::cmp::Ordering::Less => Some(false),
            std::cmp::Ordering::Equal => None,
        }
    }
}

/// The tally of a reading whose fans count `counts` (by position; 0 or more each).
pub fn tally(table: &Table, counts: &[i32]) -> Tally {
    let (mut kept, mut left_out) = (0u128, 0u128);
    for &i in &table.order {
        if counts[i] <= 0 || left_out >> i & 1 == 1 {
            continue;
        }
        kept |= 1 << i;
        left_out |= table.fans[i].excludes;
    }
    let (mut uncapped, mut multiplier) = (0i128, 1i128);
    let mut bits = kept;
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        let (fan, c) = (&table.fans[i], counts[i]);
        uncapped = uncapped.saturating_add(i128::from(fan.value) * i128::from(c));
        if fan.multiplier != 1 {
            let factor = i128::from(fan.multiplier).saturating_pow(c as u32);
            multiplier = multiplier.saturating_mul(factor);
        }
    }
    let combine = &table.combine;
    let total = combine.cap.map_or(uncapped, |cap| uncapped.min(i128::from(cap)));
    // With 2^total the table holds the cap at 62 or less, so the shift fits.
    let base = if combine.exponent { 1i128 << total.clamp(0, 62) } else { total };
    let points = (i128::from(combine.offset).saturating_add(base)).saturating_mul(multiplier);
    Tally { kept, uncapped, total, points }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::local::table::{Combine, FanSpec, Spec};
    use crate::rules::Forms;

    fn table(combine: Combine) -> Table {
        let fan = |id, value, multiplier, excludes| FanSpec {
            id,
            program: Some(vec![(0, 1)]),
            value,
            multiplier,
            excludes,
        };
        let spec = Spec {
            // 1: 1 番; 2: 2 番, excludes 1; 3: 2 番, excludes 2 (visited after 2: id order);
            // 4: ×2.
            fans: vec![fan(1, 1, 1, vec![]), fan(2, 2, 1, vec![0]), fan(3, 2, 1, vec![1]), {
                fan(4, 0, 2, vec![])
            }],
            combine,
            copies: vec![4; 34],
            fixed: vec![],
            itself: true,
            forms: Forms::ALL,
            fifth_copy: false,
            wildcards_in_play: false,
        };
        Table::new(&spec).unwrap()
    }

    #[test]
    fn exclusions_cap_and_points() {
        let t = table(Combine { cap: Some(4), exponent: true, offset: 0 });
        // Fan 2 is visited first and leaves 1 out; fan 3 still counts (2 did not exclude it).
        let got = tally(&t, &[1, 1, 1, 0]);
        assert_eq!((got.kept, got.uncapped, got.total, got.points), (0b110, 4, 4, 16));
        let got = tally(&t, &[3, 0, 0, 2]);
        assert_eq!((got.kept, got.uncapped, got.total, got.points), (0b1001, 3, 3, 32));
        let t = table(Combine { cap: Some(3), exponent: false, offset: 2 });
        let got = tally(&t, &[1, 1, 1, 1]);
        assert_eq!((got.uncapped, got.total, got.points), (4, 3, 10));
        assert_eq!(tally(&t, &[0, 0, 0, 0]).points, 2);
    }
}
