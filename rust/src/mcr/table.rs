//! The fan table as scoring needs it, received from the Python data module
//! (`hupai.rules.mcr`): each fan's points and the reference engine's ordered exclusion rules.
//! Nothing here is kept by hand; the binding fills it.

use crate::error::Error;
use crate::mcr::fans::{Fans, IDS, SLOTS};

/// Fans as a bit set, bit i for fan id i.
pub type FanMask = u128;

/// Points and exclusions of one rule set.
#[derive(Clone, Debug)]
pub struct Table {
    pub points: [u16; SLOTS],
    /// In order: a fan, and the fans it leaves out when present (`exclusions::apply`).
    pub rules: Vec<(usize, FanMask)>,
    /// The same rules by fan id, when they come in the order of their ids (MCR's do), so that
    /// only the rules of fans present are visited: the fans that have a rule, and what each
    /// leaves out.
    pub by_id: Option<(FanMask, [FanMask; SLOTS])>,
    /// Whether Concealed Kong and Melded Kong (明暗杠) is one 5-point fan, the engine's
    /// extension, rather than Concealed Kong plus Melded Kong.
    pub kong_extension: bool,
    /// Every fan's points below 2^15 (MCR's are), for `Fans::weighted_sum_narrow`.
    pub narrow: bool,
}

impl Table {
    /// A table from points by fan id (index 0 unused) and `(fan, fans it leaves out)` rules.
    pub fn new(
        points: &[i64],
        rules: &[(i64, Vec<i64>)],
        kong_extension: bool,
    ) -> Result<Table, Error> {
        let id = |i: i64| -> Result<usize, Error> {
            usize::try_from(i)
                .ok()
                .filter(|&i| (1..IDS).contains(&i))
                .ok_or_else(|| Error::Shape(format!("fan id {i} is outside 1..{}", IDS - 1)))
        };
        if points.len() != IDS {
            return Err(Error::Shape(format!(
                "a fan table has {} points (ids 0 to {}), not {}",
                IDS,
                IDS - 1,
                points.len()
            )));
        }
        let mut table = Table {
            points: [0; SLOTS],
            rules: Vec::new(),
            by_id: None,
            kong_extension,
            narrow: false,
        };
        for (slot, &p) in table.points.iter_mut().zip(points) {
            *slot = u16::try_from(p)
                .map_err(|_| Error::Shape(format!("fan points {p} are outside 0..=65535")))?;
        }
        // No fan has id 0; its slot scores nothing whatever it is given.
        table.points[0] = 0;
        table.narrow = table.points.iter().all(|&p| p < 1 << 15);
        for (fan, left_out) in rules {
            let mut mask: FanMask = 0;
            for &i in left_out {
                mask |= 1 << id(i)?;
            }
            table.rules.push((id(*fan)?, mask));
        }
        if table.rules.windows(2).all(|w| w[0].0 < w[1].0) {
            let mut by_id = [0; SLOTS];
            let mut with_rule: FanMask = 0;
            for &(fan, mask) in &table.rules {
                by_id[fan] = mask;
                with_rule |= 1 << fan;
            }
            table.by_id = Some((with_rule, by_id));
        }
        Ok(table)
    }

    /// The points of `fans`, each fan's points times its count.
    pub fn total(&self, fans: &Fans) -> u32 {
        if self.narrow {
            fans.weighted_sum_narrow(&self.points)
        } else {
            fans.weighted_sum(&self.points)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Points by id from a simple generator, each below `limit`.
    fn points(seed: u64, limit: u64) -> Vec<i64> {
        let mut x = seed;
        (0..IDS)
            .map(|_| {
                x = x
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                ((x >> 33) % limit) as i64
            })
            .collect()
    }

    /// The vector sum (points below 2^15) and the walk over the fans present (any points)
    /// give the same totals, the largest counts and points included.
    #[test]
    fn totals_agree_on_both_paths() {
        for (seed, limit) in [(1, 89), (2, 1 << 15), (3, 1 << 16), (4, 2)] {
            let table = Table::new(&points(seed, limit), &[], true).unwrap();
            assert_eq!(table.narrow, limit <= 1 << 15);
            for n in 0..IDS {
                let mut fans = Fans::default();
                for id in 1..=n {
                    fans.set(id, ((id * 7 + n) % 256) as u8);
                }
                let want: u32 =
                    (1..IDS).map(|id| u32::from(fans.get(id)) * u32::from(table.points[id])).sum();
                assert_eq!(table.total(&fans), want);
                assert_eq!(fans.weighted_sum(&table.points), want);
                if table.narrow {
                    assert_eq!(fans.weighted_sum_narrow(&table.points), want);
                }
            }
        }
        let mut wide = points(5, 89);
        wide[3] = 65_535;
        let table = Table::new(&wide, &[], true).unwrap();
        assert!(!table.narrow);
        assert_eq!(table.total(&Fans::one(3, 255)), 255 * 65_535);
    }
}
