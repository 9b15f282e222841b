// The output side of the page: the fan table and totals of a score, the reading scored
// with what each wildcard stands for, the settlement per seat, a 13-tile hand's waits and
// shanten, and the error line.

import { byId, el, tileFace } from "./dom.js";
import { WINDS } from "./rules.js";
import { faceText, mpsz, parseTiles } from "./tiles.js";

export function showError(message) {
  const box = byId("error");
  box.textContent = message;
  box.hidden = !message;
}

/** The output emptied, with a line saying why there is none. */
export function clearOutput(note) {
  byId("result").hidden = true;
  byId("analysis").hidden = true;
  byId("settlement-box").hidden = true;
  byId("status").textContent = note;
  byId("output").dataset.status = "idle";
}

function group(kinds, cls = "") {
  return el("span", { class: `group ${cls}` },
    kinds.map((k) => el("span", { class: "tile small", title: mpsz(k) }, tileFace(k))));
}

/** The wildcard tiles' kind when they are of one kind (红中's 中), else null: 鬼 (ghosts of
 * several kinds) or 赖 (jokers) stands for them. */
function wildcardKind(desc, kinds) {
  const w = desc.wildcards || {};
  return kinds.size === 1 && !w.jokers ? [...kinds][0] : null;
}

export function renderScore(score, desc, wildKinds) {
  byId("result").hidden = false;
  byId("total").textContent = String(score.total);
  byId("points").textContent = String(score.points);
  const meets = byId("meets-minimum");
  meets.textContent = score.meets_minimum ? "yes" : `no (minimum ${desc.minimum})`;
  meets.dataset.value = String(score.meets_minimum);
  byId("fans").replaceChildren(...score.fans.map((f) => el("tr", { dataset: { id: String(f.id) } },
    el("td", { class: "zh" }, f.zh),
    el("td", { class: "en" }, f.en),
    el("td", { class: "num fan-points" }, String(f.points)),
    el("td", { class: "num fan-count" }, String(f.count)),
    el("td", { class: "num fan-total" }, String(f.total)),
  )));
  renderReading(score.decomposition, desc, wildKinds);
  byId("status").textContent = score.meets_minimum
    ? "Scored."
    : "Scored, below the rule set's minimum: no win to settle.";
  byId("output").dataset.status = "scored";
}

function renderReading(d, desc, wildKinds) {
  const box = byId("reading");
  const list = byId("wildcards");
  if (!d) {
    box.replaceChildren(el("span", { class: "hint" }, "no reading (a special hand)"));
    list.replaceChildren();
    return;
  }
  // The API names every tile of a reading in notation ("5p"): read back into kinds here.
  const one = (name) => parseTiles(name)[0];
  const parts = [el("span", { class: "form" }, d.form)];
  // A declared meld comes as hupai.meld reads it ("[123m,2]", "[PPP,1]"): its tiles shown.
  for (const m of d.melds) {
    const declared = m.startsWith("[");
    const tiles = parseTiles(m.replace(/^\[/, "").replace(/(,[0-9])?\]$/, ""));
    parts.push(group(tiles, declared ? "declared" : undefined));
  }
  if (d.pair !== null && d.pair !== undefined) parts.push(group([one(d.pair), one(d.pair)], "pair"));
  for (const p of d.pairs || []) parts.push(group([one(p), one(p)], "pair"));
  if (d.knitted && d.knitted.length) parts.push(group(d.knitted.map(one), "knitted"));
  box.replaceChildren(...parts);
  const kind = wildcardKind(desc, wildKinds);
  const symbol = kind !== null ? faceText(kind) : desc.wildcards.jokers ? "赖" : "鬼";
  const chip = () => el("span", { class: "tile small wild" }, kind !== null
    ? tileFace(kind)
    : el("span", { class: "face" }, el("span", { class: "top" }, symbol)));
  list.replaceChildren(...(d.wildcards || []).map(one).map((k) => el("li",
    { class: "wildcard", dataset: { kind: String(k), tile: mpsz(k) } },
    chip(),
    el("span", { class: "arrow" }, `${symbol}→${mpsz(k)}`),
    el("span", { class: "tile small", title: mpsz(k) }, tileFace(k)),
  )));
  byId("wildcards-box").hidden = !(d.wildcards && d.wildcards.length);
}

export function renderSettlement(gains, desc) {
  const seats = desc.seats || WINDS;
  byId("settlement-box").hidden = false;
  byId("settlement").replaceChildren(...gains.map((g, i) => el("tr", { dataset: { seat: String(i) } },
    el("td", {}, `${i} ${seats[i] || ""}`),
    el("td", { class: `num ${g > 0 ? "gain" : g < 0 ? "loss" : ""}` }, g > 0 ? `+${g}` : String(g)),
  )));
}

export function hideSettlement() {
  byId("settlement-box").hidden = true;
}

export function renderAnalysis(a) {
  byId("analysis").hidden = false;
  byId("shanten").textContent = String(a.shanten);
  const waits = byId("waits");
  waits.replaceChildren(...a.waits.map((t) => el("span",
    { class: "tile small", title: t, dataset: { tile: t } }, tileFace(parseTiles(t)[0]))));
  if (!a.waits.length) waits.append(el("span", { class: "hint" }, "none: not ready (未听牌)"));
  byId("useful").replaceChildren(...Object.entries(a.useful_tiles).map(([t, n]) => el("span",
    { class: "useful", dataset: { tile: t, copies: String(n) } },
    el("span", { class: "tile small", title: t }, tileFace(parseTiles(t)[0])), `×${n}`)));
  byId("status").textContent = a.shanten === 0 ? "Ready (听牌)." : `${a.shanten} from ready.`;
  byId("output").dataset.status = "analysed";
}
