// The tile side of the page's input: the palette with the copies left, the hand, the
// winning-tile and indicator slots, the jokers, the meld builder and the melds. build*() make
// a part when the rule set changes; sync*() redraw it from the input after every change.

import { byId, el, tileButton, tileFace } from "./dom.js";
import { showNumber } from "./numbers.js";
import { meldTypes, reads, wildcardKinds } from "./rules.js";
import { usedCopies } from "./state.js";
import { KINDS, MELD_NAMES, meldFits, meldNotation, meldTiles, mpsz } from "./tiles.js";

const FROM = { 1: "上家 left", 2: "对家 across", 3: "下家 right" };

/** One button a kind the rule set holds, by suit, each with its copies left. */
export function buildPalette(desc, onPick) {
  const box = byId("palette");
  box.replaceChildren();
  for (let first = 0; first < KINDS; first += 9) {
    const row = el("div", { class: "palette-row" });
    for (let k = first; k < Math.min(first + 9, KINDS); k += 1) {
      if (!desc.tiles[k]) continue;
      row.append(tileButton(k, { class: "palette-tile", onclick: () => onPick(k) },
        el("span", { class: "left" })));
    }
    if (row.childElementCount) box.append(row);
  }
}

/** Whether a palette click on ``kind`` can go where the page is putting tiles. */
function canPick(ui, state, kind, left, wild) {
  if (ui.target !== "meld") return left[kind] >= 1;
  if (state.melds.length >= 4 || wild.has(kind) || !meldFits(ui.meldType, kind)) return false;
  const need = {};
  for (const k of meldTiles({ type: ui.meldType, tile: kind })) need[k] = (need[k] || 0) + 1;
  return Object.entries(need).every(([k, n]) => left[k] >= n && !wild.has(Number(k)));
}

export function syncPalette(ui, state, desc) {
  const used = usedCopies(state);
  const left = desc.tiles.map((c, k) => c - used[k]);
  const wild = wildcardKinds(state, desc);
  const buttons = [...byId("palette").querySelectorAll("button.tile")];
  const focused = buttons.indexOf(document.activeElement);
  for (const button of buttons) {
    const kind = Number(button.dataset.kind);
    button.querySelector(".left").textContent = String(left[kind]);
    button.dataset.left = String(left[kind]);
    button.disabled = !canPick(ui, state, kind, left, wild);
    button.classList.toggle("wild", wild.has(kind));
    const note = wild.has(kind) ? ", wildcard" : "";
    button.setAttribute("aria-label", `${mpsz(kind)}${note}, ${left[kind]} left`);
  }
  // A focused tile that can no longer be clicked (its last copy used) hands the keyboard
  // focus to the next that can, else the one before, else the notation box.
  if (focused >= 0 && buttons[focused].disabled) {
    const after = [...buttons.slice(focused + 1), ...buttons.slice(0, focused).reverse()];
    (after.find((b) => !b.disabled) || byId("notation")).focus();
  }
  const where = {
    hand: "手牌 the hand",
    win: "和张 the winning tile",
    indicator: "翻牌 the wildcard indicator",
    meld: `${MELD_NAMES[ui.meldType]}: its ${ui.meldType === "chow" ? "lowest " : ""}tile`,
  }[ui.target];
  byId("target").textContent = `A tile clicked goes to ${where}.`;
  byId("palette").dataset.target = ui.target;
}

/** The standing tiles (a click removes one), the jokers, the winning-tile slot. Parts are
 * redrawn only when they change: a button replaced between mousedown and mouseup (the
 * notation box's change event comes between them) would lose the click. */
export function syncHand(ui, state, desc, on) {
  const wild = wildcardKinds(state, desc);
  const hand = byId("hand");
  const key = `${state.hand.join(",")}|${state.jokers}|${[...wild].join(",")}`;
  if (hand.dataset.key !== key) drawHand(hand, state, wild, on);
  hand.dataset.key = key;
  const tiles = state.hand.length + state.jokers + 3 * state.melds.length;
  byId("hand-count").textContent = `${tiles} of 13 tiles (a meld counts 3)`;
  slot(byId("win-slot"), state.win, ui.target === "win", wild);
  slot(byId("indicator-slot"), state.indicator, ui.target === "indicator", new Set());
  byId("indicator-box").hidden = !(desc.wildcards && desc.wildcards.flipped > 0);
  const jokers = (desc.wildcards && desc.wildcards.jokers) || 0;
  byId("jokers-box").hidden = !(jokers && reads(desc, "wildcards"));
  byId("jokers").max = String(jokers);
  showNumber(byId("jokers"), state.jokers);
}

function drawHand(hand, state, wild, on) {
  hand.replaceChildren(
    ...state.hand.map((k, i) => tileButton(k, {
      class: wild.has(k) ? "wild" : null,
      "aria-label": `${mpsz(k)}: remove from the hand`,
      title: `${mpsz(k)} (click to remove)`,
      onclick: () => on.removeTile(i),
    })),
    ...Array.from({ length: state.jokers }, () => el("span", { class: "tile joker", title: "joker" },
      el("span", { class: "face" }, el("span", { class: "top" }, "赖")))),
  );
  if (!hand.childElementCount) hand.append(el("span", { class: "hint" }, "no tiles yet"));
}

function slot(button, kind, active, wild) {
  const name = kind === null ? "" : mpsz(kind);
  if (button.dataset.tile !== name || !button.childElementCount) {
    button.replaceChildren(kind === null ? el("span", { class: "face empty" }, "?") : tileFace(kind));
    button.dataset.tile = name;
  }
  button.classList.toggle("active", active);
  button.classList.toggle("wild", kind !== null && wild.has(kind));
  button.setAttribute("aria-pressed", active ? "true" : "false");
}

/** The meld builder's types (the rule set's claims) and the declared melds. */
export function buildMeldTypes(desc, ui) {
  const types = meldTypes(desc);
  const box = byId("meld-type");
  box.replaceChildren(...types.map((t) => el("option", { value: t }, MELD_NAMES[t])));
  if (!types.includes(ui.meldType)) ui.meldType = types[0] || "chow";
  box.value = ui.meldType;
  byId("meld-builder").hidden = types.length === 0;
}

export function syncMelds(ui, state, desc, on) {
  const claim = byId("meld-claim");
  const type = ui.meldType;
  // Who discarded: left, across or right; at a two-player table, the one across.
  const from = desc.players === 2 ? [2] : [1, 2, 3];
  const claims = type === "chow"
    ? [[1, "claimed: 1st tile"], [2, "claimed: 2nd tile"], [3, "claimed: 3rd tile"]]
    : type === "concealed" ? [] : from.map((n) => [n, `from ${FROM[n]}`]);
  const current = claim.value;
  claim.replaceChildren(...claims.map(([n, text]) => el("option", { value: n }, text)));
  claim.hidden = claims.length === 0;
  if (claims.some(([n]) => String(n) === current)) claim.value = current;
  ui.meldClaim = Number(claim.value) || 1;
  byId("meld-add").classList.toggle("active", ui.target === "meld");
  byId("meld-add").disabled = state.melds.length >= 4;
  const list = byId("melds");
  const key = state.melds.map(meldNotation).join(" ");
  if (list.dataset.key === key) return;
  list.dataset.key = key;
  list.replaceChildren(...state.melds.map((m, i) => {
    const tiles = meldTiles(m).map((k, j) => {
      const face = tileFace(k);
      const claimed = m.type === "chow" ? j === m.claim - 1 : m.type !== "concealed" && j === 0;
      return el("span", { class: claimed ? "tile small claimed" : "tile small" }, face);
    });
    return el("li", { class: "meld", dataset: { meld: m.type } },
      el("span", { class: "meld-name" }, MELD_NAMES[m.type].split(" ")[0]),
      el("span", { class: "meld-tiles" }, tiles),
      el("button", { type: "button", class: "remove", "aria-label": "remove the meld",
        onclick: () => on.removeMeld(i) }, "×"));
  }));
}
