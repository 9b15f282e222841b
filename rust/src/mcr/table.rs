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
        let mut table =
            Table { points: [0; SLOTS], rules: Vec::new(), by_id: None, kong_extension };
        for (slot, &p) in table.points.iter_mut().zip(points) {
            *slot = u16::try_from(p)
                .map_err(|_| Error::Shape(format!("fan points {p} are outside 0..=65535")))?;
        }
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
        fans.weighted_sum(&self.points)
    }
}
