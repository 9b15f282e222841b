//! 跑胡子 (paohuzi, Hunan 字牌): the win check, 胡息, 囤 and the 常德红黑点 名堂 of
//! `paohuzi.md`, by per-size table look-up.
//!
//! Cards are indices 0..20: 小 n is n - 1, 大 n is n + 9; a 王 (joker) is not a card index but
//! a count. `table` holds, for each size, every concealed count pattern with k jokers and the
//! best 胡息 each way of splitting it can reach; `engine` combines the two sizes with what
//! crosses them (绞, the winning card's group, a group of jokers alone) and the declared groups.

pub mod batch;
pub mod cards;
pub mod codes;
pub mod engine;
pub mod hand;
mod lazy;
pub mod table;
mod witness;

pub use cards::{Group, Label};
pub use engine::{score, Options, Outcome};
pub use hand::{check, Hand};
