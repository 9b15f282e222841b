// The page's wiring: it loads the rule sets, keeps the input (state.js) within the chosen
// rule set (rules.js), redraws the controls after each change, keeps the notation box and
// the share link in step, and asks the API for the score or the waits.

import * as api from "./api.js";
import {
  buildMeldTypes, buildOptions, buildPalette, buildSettle, buildSituation, syncHand, syncMelds,
  syncOptions, syncPalette, syncSettle, syncSituation,
} from "./controls.js";
import { byId, el } from "./dom.js";
import { normalize, wildcardKinds } from "./rules.js";
import { analysisBody, handKind, scoreBody, settlementBody } from "./request.js";
import {
  clearOutput, hideSettlement, renderAnalysis, renderScore, renderSettlement, showError,
} from "./result.js";
import { blankState, readShare, shareValue, standingRoom, usedCopies } from "./state.js";
import { formatTiles, meldTiles, mpsz, parseTiles } from "./tiles.js";

const ui = { target: "hand", meldType: "chow", meldClaim: 1 };
let state = blankState();
let desc = null; // the chosen rule set's description
let pending = 0; // calls under way, and a scheduled evaluation: body[data-busy]
let seq = 0; // the latest evaluation; older answers are dropped
let timer = null;

function busy(delta) {
  pending += delta;
  document.body.dataset.busy = String(pending);
}

function say(message) {
  byId("message").textContent = message;
}

function left(kind) {
  return desc.tiles[kind] - usedCopies(state)[kind];
}

/** A palette click: the tile goes where the page is putting tiles. */
function pick(kind) {
  say("");
  if (ui.target !== "meld" && left(kind) < 1) {
    say(`No copy of ${mpsz(kind)} is left: the set has ${desc.tiles[kind]}.`);
    return;
  }
  if (ui.target === "hand") {
    if (standingRoom(state) < 1) {
      say("The hand is full: 13 tiles, a meld counting 3. Remove one, or pick the winning tile.");
      return;
    }
    state.hand = [...state.hand, kind].sort((a, b) => a - b);
    if (standingRoom(state) === 0 && state.win === null) {
      ui.target = "win";
      say("13 tiles: the next tile clicked is the winning tile (和张).");
    }
  } else if (ui.target === "win") {
    state.win = kind;
    ui.target = "hand";
  } else if (ui.target === "indicator") {
    state.indicator = kind;
    ui.target = "hand";
  } else if (ui.target === "meld") {
    const meld = { type: ui.meldType, tile: kind, claim: ui.meldType === "concealed" ? 0 : ui.meldClaim };
    if (standingRoom(state) < 3) {
      say("No room for a meld: 13 tiles, a meld counting 3. Remove standing tiles first.");
      return;
    }
    const need = meldTiles(meld);
    if (need.some((k) => need.filter((j) => j === k).length > left(k))) {
      say(`Not enough copies left for that meld.`);
      return;
    }
    state.melds = [...state.melds, meld];
    ui.target = "hand";
  }
  changed();
}

const on = {
  removeTile(i) {
    state.hand = state.hand.filter((_, j) => j !== i);
    changed();
  },
  removeMeld(i) {
    state.melds = state.melds.filter((_, j) => j !== i);
    changed();
  },
};

/** After any change: the input within the rule set, every control redrawn, the notation
 * box (unless it was typed in) and the share link rewritten, the output asked for. */
function changed({ fromBox = false, now = false } = {}) {
  const dropped = normalize(state, desc);
  if (dropped.length) say(`Not under this rule set, left out: ${dropped.join(", ")}.`);
  syncOptions(desc);
  syncPalette(ui, state, desc);
  syncHand(ui, state, desc, on);
  syncMelds(ui, state, desc, on);
  syncSituation(state, desc);
  syncSettle(state, desc);
  if (!fromBox) {
    byId("notation").value = formatTiles(state.hand);
    notationError("");
  }
  const url = new URL(window.location.href);
  url.search = `?q=${shareValue(state)}`;
  byId("share-link").href = url.href;
  byId("share-link").textContent = url.href;
  window.history.replaceState(null, "", url.href);
  schedule(now ? 0 : 250);
}

function schedule(delay) {
  if (timer !== null) clearTimeout(timer);
  else busy(+1);
  timer = setTimeout(() => {
    timer = null;
    busy(-1);
    evaluate();
  }, delay);
}

async function evaluate() {
  seq += 1;
  const mine = seq;
  const kind = handKind(state);
  showError("");
  if (kind === "short") {
    const tiles = state.hand.length + state.jokers + 3 * state.melds.length;
    clearOutput(`${tiles} tiles: 13 and a winning tile to score, 13 alone for the waits.`);
    return;
  }
  busy(+1);
  try {
    if (kind === "winning") {
      const body = scoreBody(state, desc);
      const scored = await api.score(body);
      if (mine !== seq) return;
      byId("analysis").hidden = true;
      renderScore(scored, desc, wildcardKinds(state, desc));
      if (!scored.meets_minimum) {
        hideSettlement();
        return;
      }
      const settled = await api.score({ ...body, settlement: settlementBody(state, desc, scored) });
      if (mine === seq) renderSettlement(settled.settlement, desc);
    } else {
      const answer = await api.analyse(analysisBody(state, desc));
      if (mine !== seq) return;
      byId("result").hidden = true;
      hideSettlement();
      renderAnalysis(answer);
    }
  } catch (err) {
    if (mine === seq) {
      if (byId("output").dataset.status !== "scored" || kind !== "winning") {
        clearOutput("The API refused the input.");
      }
      hideSettlement();
      showError(err.message);
    }
  } finally {
    busy(-1);
  }
}

function notationError(message) {
  const box = byId("notation-error");
  box.textContent = message;
  box.hidden = !message;
  byId("notation").setAttribute("aria-invalid", message ? "true" : "false");
}

/** The notation box typed in: its tiles become the standing tiles when they fit. */
function readNotation(rewrite) {
  let kinds;
  try {
    kinds = parseTiles(byId("notation").value);
  } catch (err) {
    notationError(err.message);
    return;
  }
  const room = 13 - 3 * state.melds.length - state.jokers;
  if (kinds.length > room) {
    notationError(`${kinds.length} tiles: the hand holds ${room} besides its melds and the ` +
      "winning tile (pick the winning tile in its slot).");
    return;
  }
  const used = usedCopies({ ...state, hand: kinds });
  const over = used.findIndex((n, k) => n > desc.tiles[k]);
  if (over >= 0) {
    const where = desc.tiles[over] ? `the set has ${desc.tiles[over]}` : "the set has none";
    notationError(`${used[over]} copies of ${mpsz(over)} with the melds and slots: ${where}.`);
    return;
  }
  notationError("");
  state.hand = kinds.sort((a, b) => a - b);
  changed({ fromBox: !rewrite });
}

async function loadRules() {
  busy(+1);
  try {
    try {
      desc = await api.describeRules(state.rules, state.options);
    } catch (err) {
      showError(err.message);
      state.options = {};
      desc = await api.describeRules(state.rules, {});
    }
    byId("rules").value = state.rules;
    byId("rules-title").textContent = desc.title;
    buildOptions(desc);
    buildPalette(desc, pick);
    buildMeldTypes(desc, ui);
    buildSituation(desc);
    buildSettle(desc);
    if (ui.target === "indicator" && !(desc.wildcards && desc.wildcards.flipped)) ui.target = "hand";
    changed({ now: true });
  } catch (err) {
    showError(err.message);
  } finally {
    busy(-1);
  }
}

function number(input, low, high) {
  const n = Number.parseInt(input.value, 10);
  return Number.isNaN(n) ? low : Math.max(low, Math.min(high, n));
}

function wire() {
  byId("rules").addEventListener("change", (e) => {
    state.rules = e.target.value;
    state.options = {};
    loadRules();
  });
  byId("options").addEventListener("change", (e) => {
    const name = e.target.dataset.option;
    if (!name) return;
    const t = e.target;
    state.options[name] = t.type === "checkbox" ? t.checked
      : t.tagName === "SELECT" ? JSON.parse(t.value) : number(t, Number(t.min), Number(t.max));
    loadRules();
  });
  byId("notation").addEventListener("input", () => readNotation(false));
  byId("notation").addEventListener("change", () => readNotation(true));
  const toggle = (target) => () => {
    ui.target = ui.target === target ? "hand" : target;
    changed();
  };
  byId("win-slot").addEventListener("click", toggle("win"));
  byId("indicator-slot").addEventListener("click", toggle("indicator"));
  byId("meld-add").addEventListener("click", toggle("meld"));
  byId("win-clear").addEventListener("click", () => {
    state.win = null;
    changed();
  });
  byId("clear").addEventListener("click", () => {
    Object.assign(state, { hand: [], melds: [], win: null, flags: {}, indicator: null });
    ui.target = "hand";
    changed();
  });
  byId("meld-type").addEventListener("change", (e) => {
    ui.meldType = e.target.value;
    ui.target = "meld";
    changed();
  });
  byId("meld-claim").addEventListener("change", (e) => {
    ui.meldClaim = Number(e.target.value);
  });
  byId("jokers").addEventListener("change", (e) => {
    state.jokers = number(e.target, 0, Number(e.target.max));
    changed();
  });
  byId("situation").addEventListener("change", (e) => {
    const t = e.target;
    if (t.dataset.flag) state.flags[t.dataset.flag] = t.checked;
    else if (t.id === "seat-wind") state.seat = JSON.parse(t.value);
    else if (t.id === "prevalent-wind") state.prevalent = JSON.parse(t.value);
    else if (t.id === "ready") state.ready = JSON.parse(t.value);
    else if (t.id === "void") state.void = JSON.parse(t.value);
    else if (t.id === "flowers") state.flowers = number(t, 0, 8);
    changed();
  });
  byId("settle").addEventListener("change", (e) => {
    const t = e.target;
    const s = state.settle;
    if (t.id === "winner") s.winner = JSON.parse(t.value);
    else if (t.id === "discarder") s.discarder = JSON.parse(t.value);
    else if (t.id === "base") s.base = number(t, 1, 1000000);
    else if (t.id === "bird-hits") s.birds = number(t, 0, Number(t.max));
    else if (t.id === "horse-hits") s.horses = number(t, 0, 8);
    changed();
  });
  byId("score").addEventListener("click", () => {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
      busy(-1);
    }
    evaluate();
  });
  byId("share").addEventListener("click", () => {
    const box = byId("share-box");
    box.hidden = false;
    const link = byId("share-link").href;
    window.history.replaceState(null, "", link);
    if (navigator.clipboard) navigator.clipboard.writeText(link).catch(() => {});
  });
}

async function boot() {
  busy(+1);
  wire();
  try {
    const rules = await api.listRules();
    byId("rules").replaceChildren(...rules.map((r) => el("option", { value: r.name },
      `${r.title} (${r.name})`)));
    const q = new URLSearchParams(window.location.search).get("q");
    if (q) {
      try {
        state = readShare(q);
      } catch (err) {
        showError(err.message);
      }
    }
    if (!rules.some((r) => r.name === state.rules)) state.rules = rules[0].name;
    await loadRules();
  } catch (err) {
    showError(err.message);
  } finally {
    busy(-1);
  }
}

boot();
