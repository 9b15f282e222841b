//! Two-player MCR scoring (国标二人麻将, mcr2p.md): MCR's engine read with a two-player fan
//! table. The fans the two variants share are found by MCR's own predicates; the table
//! (from `hupai.rules.mcr2p` or any `Mcr2pRuleSet`) gives each fan's points, the predicate
//! that finds it and its exclusions, walked in table order.

pub mod batch;
pub mod candidates;
pub mod choose;
pub mod hand;
pub mod ids;
pub mod score;
pub mod situation;
pub mod table;
pub mod walk;

#[cfg(test)]
mod tests;
