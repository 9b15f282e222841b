//! The two-player batch (`batch::score_rows`) beside the single scorer, its rows' errors, the
//! situations refused (`situation::check_situation`) and 天胡's kinds read alike.

use super::{flat, hand};
use crate::batch::Run;
use crate::interrupt::Never;
use crate::ints::Ints;
use crate::mcr::ids::{CLOSED_WAIT, EDGE_WAIT, NINE_GATES, SINGLE_WAIT};
use crate::mcr::two_player::batch::{score_rows, Rows};
use crate::mcr::two_player::hand::Hand;
use crate::mcr::two_player::ids::HEAVENLY_HAND;
use crate::mcr::two_player::score::score;
use crate::mcr::two_player::situation::{check_situation, Refusals};
use crate::mcr::two_player::table::Table;
use crate::mcr::view::Kind;

/// Columns of hands as bytes, the flags as 64-bit values.
struct Columns {
    counts: Vec<u8>,
    melds: Vec<u8>,
    win: Vec<u8>,
    flags: Vec<u8>,
    seat: Vec<u8>,
    flowers: Vec<u8>,
}

impl Columns {
    fn new(hands: &[Hand]) -> Columns {
        let mut c = Columns {
            counts: vec![],
            melds: vec![],
            win: vec![],
            flags: vec![],
            seat: vec![],
            flowers: vec![],
        };
        for h in hands {
            let r = &h.request;
            c.counts.extend(r.standing);
            let mut slots = [0u8; 12];
            for (slot, m) in r.melds().iter().enumerate() {
                let kind = match m.kind {
                    Kind::Chow => 1,
                    Kind::Pung => 2,
                    Kind::Kong => 3,
                };
                slots[3 * slot..3 * slot + 3].copy_from_slice(&[
                    kind,
                    m.first as u8,
                    m.concealed.into(),
                ]);
            }
            c.melds.extend(slots);
            c.win.push(r.win_tile as u8);
            let f = r.flags;
            let ready = [0, 32, 64][h.ready as usize];
            let bits = u64::from(f.self_drawn)
                | u64::from(f.last_copy) << 1
                | u64::from(f.kong) << 2
                | u64::from(f.last_tile) << 3
                | ready
                | u64::from(h.firsts.heavenly) << 7
                | u64::from(h.firsts.earthly) << 8
                | u64::from(h.firsts.human) << 9;
            c.flags.extend(bits.to_le_bytes());
            c.seat.push(r.seat_wind as u8);
            c.flowers.push(r.flowers);
        }
        c
    }

    fn rows(&self) -> Rows<'_> {
        let flags = Ints::packed(&self.flags, 8, 1).unwrap();
        Rows::new(
            Ints::bytes(&self.counts, 34),
            Ints::bytes(&self.melds, 12),
            Ints::bytes(&self.win, 1),
            flags,
            Ints::bytes(&self.seat, 1),
            Ints::bytes(&self.flowers, 1),
        )
    }

    fn error(&self, table: &Table) -> String {
        let run = Run { threads: Some(1), interrupt: &Never };
        score_rows(table, &Refusals::of(table), &self.rows(), &run).unwrap_err().to_string()
    }
}

const HANDS: [&str; 5] = [
    "[111z][222z] 123m456m3z +3z | seat=W",
    "1112345678999m +5m | tsumo flowers=2",
    "1122334455667z +7z | tsumo heavenly_hand",
    "[1111z] 123m456m789m5z +5z | tsumo kong last_tile ready",
    "123m456m789m111z2z +2z | seat=W human_hand heavenly_ready",
];

#[test]
fn rows_score_as_single_hands() {
    let table = flat();
    let hands: Vec<Hand> = HANDS.iter().map(|e| hand(e)).collect();
    let columns = Columns::new(&hands);
    for threads in [Some(1), Some(3), None] {
        let run = Run { threads, interrupt: &Never };
        let (totals, fans) =
            score_rows(&table, &Refusals::of(&table), &columns.rows(), &run).unwrap();
        for (i, h) in hands.iter().enumerate() {
            let single = score(&table, h).unwrap();
            assert_eq!(totals[i] as u32, single.total, "{}", HANDS[i]);
            let row = &fans[i * table.len..(i + 1) * table.len];
            assert_eq!(row, &single.fans.from_one()[..table.len], "{}", HANDS[i]);
        }
    }
}

/// Each bad row is named, the lowest first, in the single call's words where it has them.
#[test]
fn bad_rows_are_named() {
    let table = flat();
    let good = hand(HANDS[0]);
    let mut columns = Columns::new(&[good.clone(), good.clone(), good]);
    columns.flags[16] = 16;
    columns.seat[1] = 28;
    assert!(columns.error(&table).starts_with("row 1: seat_wind 28 is not East (27) or West (29)"));
    columns.seat[1] = 29;
    assert!(columns.error(&table).starts_with("row 2: flags 16 hold bits other than 1"));
    columns.flags[16] = 0;
    columns.flags[1] = 4; // 1024
    assert!(columns.error(&table).starts_with("row 0: flags 1024 hold bits"));
    columns.flags[1] = 0;
    columns.counts[2 * 34 + 9] = 1;
    columns.counts[2 * 34 + 29] -= 1;
    assert_eq!(
        columns.error(&table),
        "row 2: the hand holds 1p: two-player mahjong has only 万 (1m-9m) and the honors \
         (1z-7z), no 筒 (p) or 条 (s) tile (mcr2p.md 1)"
    );
    columns.counts[2 * 34 + 9] = 0;
    columns.counts[2 * 34 + 29] += 1;
    columns.win[0] = 27;
    assert_eq!(
        columns.error(&table),
        "row 0: hand [111z][222z] 123456m3z +1z is not a winning hand"
    );
    columns.win[0] = 29;
    columns.flowers[1] = 9;
    assert_eq!(columns.error(&table), "row 1: flowers 9 is not 0-8 (a set holds 8 flowers)");
}

/// The situations of mcr2p.md 3, as `mcr2p_situation` words them.
#[test]
fn impossible_situations_refused() {
    let refused = |example: &str| {
        let table = flat();
        check_situation(&hand(example), &Refusals::of(&table)).unwrap_err().to_string()
    };
    let cases = [
        ("123456789m1112z +2z | tsumo seat=W heavenly_hand", "heavenly_hand (天胡) is the dealer's (East's) self-drawn win on its dealt tiles: seat_wind must be E, got 'W' (mcr2p.md 3)"),
        ("123456789m1112z +2z | heavenly_hand", "heavenly_hand (天胡) is the dealer's (East's) self-drawn win on its dealt tiles: give self_drawn=True (mcr2p.md 3)"),
        ("{1111z} 123456789m2z +2z | tsumo heavenly_hand", "heavenly_hand (天胡) is the dealer's (East's) self-drawn win on its dealt tiles: no declared meld (a concealed kong included), got the concealed kong [1111z] (mcr2p.md 3)"),
        ("123456789m1112z +2z | tsumo seat=W human_hand", "human_hand (人胡) is the non-dealer's (West's) win on the dealer's first discard: not with self_drawn (a self-drawn first win of West is earthly_hand, 地胡) (mcr2p.md 3)"),
        ("123456789m1112z +2z | tsumo ready seat=W earthly_hand", "earthly_hand (地胡) is the non-dealer's (West's) self-drawn win on its first draw: not with ready='declared' (报听): before West's first draw a declaration is the one right after the deal, ready='heavenly' (天听) (mcr2p.md 3)"),
        ("123456789m1112z +2z | seat=W earthly_hand human_hand", "earthly_hand (地胡) and human_hand (人胡): at most one first-turn win may be given; each is won on a different turn (mcr2p.md 3)"),
        ("123456789m1112z +2z | tsumo kong", "kong with self_drawn (杠上开花, the replacement tile after one's own kong) needs a declared kong; the hand declares none (mcr2p.md 3)"),
        ("[123m] 456m789m11z23m +1m | kong", "kong on a discard (抢杠胡, robbing a kong) wins on the 1m the other player adds to its pung, which holds the other three copies, yet a 1m is in the meld [123m] (mcr2p.md 3)"),
        ("123456789m1112z +2z | last_copy", "last_copy (和绝张) says the other three copies of 2z were visible, but a copy of 2z is among the standing tiles (mcr2p.md 3)"),
    ];
    for (example, message) in cases {
        assert_eq!(refused(example), message, "{example}");
    }
    // A flag whose fan the table lacks: the table's own words without Python's.
    let no_heavenly: Vec<i64> = (0..94).filter(|&p| p != 82 && p != HEAVENLY_HAND as i64).collect();
    let points: Vec<i64> = no_heavenly.iter().map(|&p| i64::from(p > 0)).collect();
    let table = Table::new(&points, &no_heavenly, &vec![vec![]; points.len()]).unwrap();
    let h = hand("123456789m1112z +2z | tsumo heavenly_hand");
    let got = check_situation(&h, &Refusals::of(&table)).unwrap_err().to_string();
    assert_eq!(got, "heavenly_hand=True (天胡): the table has no 天胡 fan (mcr2p.md 3, 9)");
    assert!(check_situation(&h, &Refusals::of(&flat())).is_ok());
}

/// 天胡 hides the wait fans only where it comes first, excludes each and is ruled out by none.
#[test]
fn heavenly_hides_waits_where_the_table_says() {
    let predicates =
        [0, HEAVENLY_HAND, NINE_GATES, EDGE_WAIT, CLOSED_WAIT, SINGLE_WAIT].map(|p| p as i64);
    let points = [0, 88, 88, 1, 1, 1];
    let table = |excludes: [Vec<i64>; 6]| Table::new(&points, &predicates, &excludes).unwrap();
    let all = || [vec![], vec![3, 4, 5], vec![], vec![], vec![], vec![]];
    assert!(table(all()).heavenly_hides_waits);
    let mut some = all();
    some[1] = vec![3, 4];
    assert!(!table(some).heavenly_hides_waits);
    let mut ruled = all();
    ruled[2] = vec![1];
    assert!(!table(ruled).heavenly_hides_waits);
    assert!(!flat().heavenly_hides_waits);
    // Nine Gates counts on its kind, tried among the others (the rest read alike).
    let t = table(all());
    let got = score(&t, &hand("1112345678999m +9m | tsumo heavenly_hand")).unwrap();
    assert_eq!((got.fans.get(1), got.fans.get(2), got.total), (1, 1, 176));
    let _ = (SINGLE_WAIT, CLOSED_WAIT);
}
