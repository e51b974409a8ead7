// Building the page: elements are made with h(), and text always goes in as text, never as HTML,
// so nothing a tool, a call or a request contains can run in the page.

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith("on") && typeof value === "function") el.addEventListener(name.slice(2), value);
    else if (name === "class") el.className = value;
    else if (name === "dataset") Object.assign(el.dataset, value);
    else if (value === true) el.setAttribute(name, "");
    else el.setAttribute(name, String(value));
  }
  append(el, children);
  return el;
}

export function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

export function replace(el, ...children) {
  el.replaceChildren();
  return append(el, children);
}

export function pct(rate) {
  return rate === null || rate === undefined ? "–" : `${Math.round(rate * 100)}%`;
}

export function seconds(value) {
  if (value === null || value === undefined) return "–";
  if (value === 0) return "0 s";
  if (value < 1) return `${Math.round(value * 1000)} ms`;
  return `${value.toFixed(value < 10 ? 2 : 1)} s`;
}

export function number(value, digits = 0) {
  if (value === null || value === undefined) return "–";
  return value.toLocaleString("en", { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

export function score(value) {
  return value === null || value === undefined ? "–" : value.toFixed(2);
}

export function when(epoch) {
  if (!epoch) return "–";
  const date = new Date(epoch * 1000);
  return date.toLocaleString("en", { dateStyle: "medium", timeStyle: "short" });
}

export function ago(epoch) {
  if (!epoch) return "never";
  const delta = Date.now() / 1000 - epoch;
  const units = [["day", 86400], ["hour", 3600], ["minute", 60]];
  for (const [unit, size] of units) {
    if (Math.abs(delta) >= size) {
      const n = Math.round(delta / size);
      return n >= 0 ? `${n} ${unit}${n === 1 ? "" : "s"} ago` : `in ${-n} ${unit}${n === -1 ? "" : "s"}`;
    }
  }
  return "just now";
}

export function bucketLabel(start, by) {
  const date = new Date(start * 1000);
  return by === "hour"
    ? date.toLocaleString("en", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    : date.toLocaleDateString("en", { month: "short", day: "numeric", timeZone: "UTC" });
}

export function json(value) {
  return JSON.stringify(value, null, 2);
}

export function cards(items) {
  return h("div", { class: "cards" },
    items.map(([label, value, cls]) =>
      h("div", { class: "card" }, h("div", { class: `value ${cls || ""}` }, value), h("div", { class: "label" }, label))));
}

export function empty(...lines) {
  return h("div", { class: "empty", role: "status" }, lines.map((line) => h("p", {}, line)));
}

export function code(text) {
  return h("code", {}, text);
}

export function tags(list) {
  return (list || []).map((tag) => h("span", { class: "tag" }, tag));
}

export function details(summary, content) {
  return h("details", {}, h("summary", {}, summary), content);
}

export function clip(text, size = 120) {
  const value = typeof text === "string" ? text : JSON.stringify(text);
  return value && value.length > size ? `${value.slice(0, size)}…` : value || "";
}

// A table whose columns sort when their header button is pressed (keyboard included).
// columns: [{key, label, value(row) -> sortable, render(row) -> node/text, numeric}]
export function sortableTable(columns, rows, { caption, initial, rowKey } = {}) {
  let sortKey = initial ? initial.key : null;
  let direction = initial ? initial.direction : "ascending";
  const body = h("tbody");
  const heads = columns.map((column) => {
    const th = h("th", { scope: "col", class: column.numeric ? "num" : "", dataset: { key: column.key } });
    if (column.value) {
      th.append(h("button", { type: "button", class: "sort", onclick: () => sortBy(column) }, column.label));
    } else {
      th.append(column.label);
    }
    return th;
  });

  function sortBy(column) {
    if (sortKey === column.key) direction = direction === "ascending" ? "descending" : "ascending";
    else direction = column.numeric ? "descending" : "ascending";
    sortKey = column.key;
    render();
  }

  function render() {
    const column = columns.find((c) => c.key === sortKey);
    const ordered = rows.slice();
    if (column) {
      const sign = direction === "ascending" ? 1 : -1;
      ordered.sort((a, b) => {
        const x = column.value(a);
        const y = column.value(b);
        if (x === y) return 0;
        if (x === null || x === undefined) return 1;
        if (y === null || y === undefined) return -1;
        return (x < y ? -1 : 1) * sign;
      });
    }
    for (const th of heads) {
      if (th.dataset.key === sortKey) th.setAttribute("aria-sort", direction);
      else th.removeAttribute("aria-sort");
    }
    replace(body, ordered.map((row) => h("tr", { dataset: rowKey ? { key: rowKey(row) } : {} },
      columns.map((c) => h("td", { class: `${c.numeric ? "num" : ""} ${c.clip ? "clip" : ""}` }, c.render(row))))));
  }

  render();
  const table = h("table", {}, h("thead", {}, h("tr", {}, heads)), body);
  const wrap = h("div", { class: "table-wrap" }, table);
  const block = h("div", {}, caption ? h("p", { class: "muted small" }, caption) : null, wrap);
  block.update = (next) => { rows = next; render(); };
  return block;
}
