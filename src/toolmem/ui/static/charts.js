// Charts as inline SVG, drawn here (no chart library): bars, lines and sparklines over time buckets.
// Colours come from CSS classes (tone-*) so both colour schemes apply; each chart has a text label
// for screen readers, a <title> on every mark for pointer users, and its numbers in a table below.

import { bucketLabel, details, h } from "./dom.js";

const NS = "http://www.w3.org/2000/svg";
const WIDTH = 600;
const LEFT = 44;
const RIGHT = 8;
const TOP = 10;
const BOTTOM = 22;

function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value !== null && value !== undefined) el.setAttribute(name, String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined) continue;
    el.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return el;
}

function frame(height, label) {
  return svg("svg", { class: "chart", viewBox: `0 0 ${WIDTH} ${height}`, role: "img", "aria-label": label });
}

function axes(root, buckets, by, height, max, format) {
  const bottom = height - BOTTOM;
  root.append(svg("line", { class: "axis", x1: LEFT, x2: WIDTH - RIGHT, y1: bottom, y2: bottom }));
  root.append(svg("line", { class: "axis", x1: LEFT, x2: WIDTH - RIGHT, y1: TOP, y2: TOP, "stroke-dasharray": "3 4" }));
  root.append(svg("text", { x: LEFT - 6, y: TOP + 4, "text-anchor": "end" }, format(max)));
  root.append(svg("text", { x: LEFT - 6, y: bottom, "text-anchor": "end" }, format(0)));
  if (!buckets.length) return;
  const last = buckets.length - 1;
  const picks = buckets.length < 5 ? [0, last] : [0, Math.floor(last / 2), last];
  for (const i of new Set(picks)) {
    const anchor = i === 0 ? "start" : i === buckets.length - 1 ? "end" : "middle";
    root.append(svg("text", { x: xCenter(i, buckets.length), y: height - 6, "text-anchor": anchor }, bucketLabel(buckets[i].start, by)));
  }
}

function xCenter(i, n) {
  const span = WIDTH - LEFT - RIGHT;
  return LEFT + (span * (i + 0.5)) / n;
}

function legend(items) {
  return h("div", { class: "legend" }, items.map((item) => {
    const el = h("span", { class: `tone-${item.tone}` }, item.label);
    return el;
  }));
}

// Stacked bars: stacks = [{label, tone, value(bucket) -> number}].
export function barChart({ title, buckets, by, stacks, height = 170, format = (n) => String(Math.round(n)) }) {
  const totals = buckets.map((b) => stacks.reduce((sum, s) => sum + (s.value(b) || 0), 0));
  const max = Math.max(1, ...totals);
  const total = totals.reduce((a, b) => a + b, 0);
  const root = frame(height, `${title}: ${total} in ${buckets.length} ${by === "hour" ? "hours" : "days"}`);
  axes(root, buckets, by, height, max, format);
  const bottom = height - BOTTOM;
  const slot = (WIDTH - LEFT - RIGHT) / Math.max(buckets.length, 1);
  const width = Math.max(1, Math.min(slot * 0.75, 40));
  buckets.forEach((bucket, i) => {
    let y = bottom;
    const parts = stacks.map((s) => `${s.label}: ${s.value(bucket) || 0}`).join(", ");
    for (const stack of stacks) {
      const value = stack.value(bucket) || 0;
      if (!value) continue;
      const size = ((bottom - TOP) * value) / max;
      y -= size;
      root.append(svg("rect", { class: `fill-${stack.tone}`, x: xCenter(i, buckets.length) - width / 2, y, width, height: size },
        svg("title", {}, `${bucketLabel(bucket.start, by)} — ${parts}`)));
    }
  });
  return figure(title, root, legend(stacks), buckets, by, stacks.map((s) => [s.label, (b) => s.value(b) || 0]));
}

// Lines over time: lines = [{label, tone, value(bucket) -> number | null}]; null leaves a gap.
export function lineChart({ title, buckets, by, lines, height = 170, format = (n) => String(n), min = 0, max = null }) {
  const values = lines.flatMap((line) => buckets.map((b) => line.value(b))).filter((v) => v !== null && v !== undefined);
  const top = max !== null ? max : Math.max(...values, min + 1e-9);
  const root = frame(height, `${title}: ${values.length ? `latest ${format(values[values.length - 1])}` : "no data"}`);
  axes(root, buckets, by, height, top, format);
  const bottom = height - BOTTOM;
  const y = (v) => bottom - ((bottom - TOP) * (v - min)) / (top - min || 1);
  for (const line of lines) {
    let path = "";
    let drawing = false;
    buckets.forEach((bucket, i) => {
      const v = line.value(bucket);
      if (v === null || v === undefined) { drawing = false; return; }
      path += `${drawing ? "L" : "M"}${xCenter(i, buckets.length).toFixed(1)} ${y(v).toFixed(1)} `;
      drawing = true;
      root.append(svg("circle", { class: `fill-${line.tone}`, cx: xCenter(i, buckets.length), cy: y(v), r: 3 },
        svg("title", {}, `${bucketLabel(bucket.start, by)} — ${line.label}: ${format(v)}`)));
    });
    if (path) root.insertBefore(svg("path", { class: `line stroke-${line.tone}`, d: path, fill: "none", "stroke-width": 2 }), root.firstChild);
  }
  return figure(title, root, legend(lines), buckets, by, lines.map((l) => [l.label, (b) => { const v = l.value(b); return v === null || v === undefined ? "–" : format(v); }]));
}

// A tiny line for a table cell; nulls are gaps. Without any value it says so.
export function sparkline(values, { label, tone = "bar", min = 0, max = null, format = String }) {
  const known = values.filter((v) => v !== null && v !== undefined);
  if (!known.length) return h("span", { class: "muted small" }, "no calls");
  const top = max !== null ? max : Math.max(...known, min + 1e-9);
  const width = 96;
  const height = 24;
  const x = (i) => (values.length === 1 ? width / 2 : 2 + ((width - 4) * i) / (values.length - 1));
  const y = (v) => height - 3 - ((height - 6) * (v - min)) / (top - min || 1);
  let path = "";
  let drawing = false;
  values.forEach((v, i) => {
    if (v === null || v === undefined) { drawing = false; return; }
    path += `${drawing ? "L" : "M"}${x(i).toFixed(1)} ${y(v).toFixed(1)} `;
    drawing = true;
  });
  const last = known[known.length - 1];
  const root = svg("svg", { class: "spark", viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": `${label}: latest ${format(last)}` },
    svg("title", {}, `${label}: ${known.map(format).join(", ")}`));
  root.append(svg("path", { class: `stroke-${tone}`, d: path, fill: "none", "stroke-width": 1.5 }));
  if (known.length === 1) {
    const i = values.findIndex((v) => v !== null && v !== undefined);
    root.append(svg("circle", { class: `fill-${tone}`, cx: x(i), cy: y(last), r: 2 }));
  }
  return root;
}

function figure(title, chart, key, buckets, by, columns) {
  const table = h("table", {},
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, by === "hour" ? "Hour" : "Day"), columns.map(([label]) => h("th", { scope: "col", class: "num" }, label)))),
    h("tbody", {}, buckets.map((b) => h("tr", {}, h("td", {}, bucketLabel(b.start, by)), columns.map(([, value]) => h("td", { class: "num" }, String(value(b))))))));
  return h("figure", { class: "chart" }, h("figcaption", {}, title), chart, key,
    details("Numbers", h("div", { class: "table-wrap" }, table)));
}
