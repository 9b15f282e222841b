//! The worked examples of the shared rule pages (`mcr2p_fans.tsv`, `mcr2p_v3_fans.tsv`, as
//! copied to `tests/data/rules`, or in `$HUPAI_SHARED_RULES`), each scored under its page's
//! table read from the page.

use super::hand;
use crate::mcr::two_player::score::score;
use crate::mcr::two_player::table::Table;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The fans MCR lacks, by name: their predicates (`two_player::ids`).
const TWO_PLAYER: [(&str, i64); 11] = [
    ("天胡", 83),
    ("地胡", 84),
    ("人胡", 85),
    ("大七星", 86),
    ("三元七对", 87),
    ("四喜七对", 88),
    ("四字刻", 89),
    ("天听", 90),
    ("报听", 91),
    ("小三风", 92),
    ("二五八将", 93),
];

/// A page: its table, the fans' names by position, and its rows by column.
pub(crate) struct Page {
    pub(crate) table: Table,
    pub(crate) names: Vec<String>,
    pub(crate) rows: Vec<BTreeMap<String, String>>,
}

fn rules_dir() -> PathBuf {
    match std::env::var("HUPAI_SHARED_RULES") {
        Ok(given) if !given.is_empty() => PathBuf::from(given),
        _ => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/rules"),
    }
}

/// The page `name`.
pub(crate) fn page(name: &str) -> Page {
    let path = rules_dir().join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().expect("a header line").split('\t').collect();
    let rows: Vec<BTreeMap<String, String>> = lines
        .filter(|l| !l.is_empty())
        .map(|l| header.iter().map(|h| h.to_string()).zip(l.split('\t').map(String::from)))
        .map(|cells| cells.collect())
        .collect();
    let names: Vec<String> =
        std::iter::once(String::new()).chain(rows.iter().map(|r| r["zh"].clone())).collect();
    let id = |name: &str| names.iter().position(|n| n == name).unwrap() as i64;
    let mut points = vec![0];
    let mut predicates = vec![0];
    let mut excludes = vec![vec![]];
    for r in &rows {
        points.push(r["points"].parse().unwrap());
        let two_player = TWO_PLAYER.iter().find(|(n, _)| *n == r["zh"]).map(|&(_, p)| p);
        predicates.push(r["mcr_id"].parse().ok().or(two_player).unwrap());
        excludes.push(r["excludes"].split(';').filter(|n| !n.is_empty()).map(id).collect());
    }
    let table = Table::new(&points, &predicates, &excludes).unwrap();
    Page { table, names, rows }
}

/// An expected cell's fans (name: count) and total: `清龙+花牌×3=12`.
fn expected(cell: &str) -> (BTreeMap<String, u8>, u32) {
    let (listed, total) = cell.rsplit_once('=').unwrap();
    let fans = listed
        .split('+')
        .map(|f| match f.split_once('×') {
            Some((name, n)) => (name.to_string(), n.parse().unwrap()),
            None => (f.to_string(), 1),
        })
        .collect();
    (fans, total.parse().unwrap())
}

/// The fans and total an example scores under a page.
fn scored(page: &Page, example: &str) -> (BTreeMap<String, u8>, u32) {
    let s = score(&page.table, &hand(example)).unwrap_or_else(|| panic!("{example}: no win"));
    (s.fans.iter().map(|(p, c)| (page.names[p].clone(), c)).collect(), s.total)
}

#[test]
fn every_worked_example() {
    let mut checked = 0;
    for name in ["mcr2p_fans.tsv", "mcr2p_v3_fans.tsv"] {
        let page = page(name);
        for r in &page.rows {
            let got = scored(&page, &r["example"]);
            assert_eq!(got, expected(&r["expected"]), "{name} row {}: {}", r["id"], r["example"]);
            checked += 1;
        }
    }
    assert_eq!(checked, 125);
}

/// mcr2p.md 5.5: 111 222 333 456 (68) over three 123 chows (54), which the seed's code would
/// pick; and under 天胡 the kind tried as the winning tile that makes 九莲宝灯.
#[test]
fn highest_reading_and_heavenly_kind() {
    let page = page("mcr2p_fans.tsv");
    let (fans, total) = scored(&page, "111222333m456m9m +9m");
    let names: Vec<&str> = fans.keys().map(String::as_str).collect();
    assert_eq!(total, 68, "{fans:?}");
    let mut want = ["清一色", "一色三节高", "三暗刻", "门前清", "幺九刻", "单钓将"];
    want.sort_unstable();
    assert_eq!(names, want);
    let (fans, total) = scored(&page, "1123455678999m +1m | tsumo heavenly_hand");
    assert!(fans.contains_key("九莲宝灯") && fans.contains_key("天胡"), "{fans:?}");
    assert_eq!(total, 88 + 88 + 2 + 1, "{fans:?}");
}

/// Time a hand of the worked examples takes to score (`cargo test --release timing --
/// --ignored --nocapture`): the Rust work alone, without the binding.
#[test]
#[ignore]
fn timing() {
    for name in ["mcr2p_fans.tsv", "mcr2p_v3_fans.tsv"] {
        let page = page(name);
        let all: Vec<_> = page.rows.iter().map(|r| hand(&r["example"])).collect();
        let hands: Vec<_> = all.into_iter().filter(|h| !h.firsts.heavenly).collect();
        let rounds = 20_000;
        let start = std::time::Instant::now();
        let mut sum = 0u64;
        for _ in 0..rounds {
            for h in &hands {
                sum +=
                    u64::from(std::hint::black_box(score(&page.table, h)).map_or(0, |s| s.total));
            }
        }
        let ns = start.elapsed().as_secs_f64() * 1e9 / (rounds * hands.len()) as f64;
        // MCR's scorer on the same hands (but for the first-turn wins), with its points all 1
        // and no exclusion rule: a little less work than MCR's own table.
        let mcr = crate::mcr::table::Table::new(&[1; crate::mcr::fans::IDS], &[], false).unwrap();
        let plain: Vec<_> = hands.iter().filter(|h| !h.firsts.heavenly).collect();
        let start = std::time::Instant::now();
        for _ in 0..rounds {
            for h in &plain {
                let s = crate::mcr::score::score(&mcr, &h.request);
                sum += u64::from(std::hint::black_box(s).map_or(0, |s| s.total));
            }
        }
        let mcr_ns = start.elapsed().as_secs_f64() * 1e9 / (rounds * plain.len()) as f64;
        eprintln!(
            "{name}: {ns:.0} ns a hand, MCR's scorer {mcr_ns:.0} ns ({} hands, checksum {sum})",
            hands.len()
        );
    }
}
