// Small DOM helpers: elements from a tag, attributes and children; a tile drawn as text.

import { face, mpsz } from "./tiles.js";

/** An element: el("button", {class: "x", onclick: f}, "text", child). A null attribute is
 * left out; a key starting "on" is a listener; "dataset" an object of data- attributes. */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export function byId(id) {
  return document.getElementById(id);
}

/** A tile's face: its rank over its suit, or an honor; classed by suit for its colour. */
export function tileFace(kind) {
  const f = face(kind);
  return el(
    "span",
    { class: `face suit-${mpsz(kind)[1]} t-${mpsz(kind)}` },
    el("span", { class: "top" }, f.top),
    f.bottom ? el("span", { class: "bottom" }, f.bottom) : null,
  );
}

/** A tile as a button: data-tile its mpsz name, titled with it. */
export function tileButton(kind, attrs = {}, ...extra) {
  const name = mpsz(kind);
  const { class: extraClass, dataset, ...rest } = attrs;
  return el(
    "button",
    {
      type: "button",
      title: name,
      "aria-label": name,
      ...rest,
      class: extraClass ? `tile ${extraClass}` : "tile",
      dataset: { tile: name, kind: String(kind), ...(dataset || {}) },
    },
    tileFace(kind),
    ...extra,
  );
}
