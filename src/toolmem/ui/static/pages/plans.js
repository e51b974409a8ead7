// The plan cache: hit rate over time, why lookups missed, evictions and invalidations, every plan.

import { allPages, api, ws } from "../api.js";
import { barChart, lineChart } from "../charts.js";
import { ago, cards, clip, empty, h, number, pct, score, sortableTable, when } from "../dom.js";

export const REASONS = {
  no_plans: ["no plan near", "muted"],
  below_threshold: ["below τ (similarity)", "soft"],
  below_min_score: ["below ε (score)", "warn"],
  disagreement: ["neighbours disagreed", "bad"],
  slots: ["arguments not carried over", "focus"],
  negation: ["negated", "bad"],
  question: ["a question, not a command", "soft"],
  tense: ["another time", "soft"],
  changed_words: ["words that change what it does", "warn"],
};

export function reasonLabel(reason) {
  return (REASONS[reason] || [reason])[0];
}

export async function render(root, { workspace, link }) {
  const [timeline, misses, changes, plans] = await Promise.all([
    api(ws(workspace, "plans", "timeline")),
    api(ws(workspace, "plans", "events"), { query: { kind: "miss", limit: 50 } }),
    api(ws(workspace, "plans", "events"), { query: { kind: ["evicted", "invalidated"], limit: 50 } }),
    allPages(ws(workspace, "plans")),
  ]);
  const { buckets, by } = timeline;
  const unit = by === "hour" ? "hour" : "day";
  const lookups = buckets.reduce((n, b) => n + b.lookups, 0);
  const hits = buckets.reduce((n, b) => n + b.hits, 0);
  const reasons = {};
  for (const bucket of buckets) for (const [reason, n] of Object.entries(bucket.misses)) reasons[reason] = (reasons[reason] || 0) + n;

  root.append(
    h("h1", { tabindex: "-1" }, "Plan cache"),
    h("p", { class: "subtitle" }, `Workspace ${workspace}: requests solved before are replayed.`),
    cards([
      ["Plans", number(plans.length)],
      [buckets.length === 1 ? `Lookups, this ${unit}` : `Lookups, last ${buckets.length} ${unit}s`, number(lookups)],
      ["Hits", number(hits)],
      ["Hit rate", pct(lookups ? hits / lookups : null)],
    ]));

  if (!plans.length && !lookups) {
    root.append(empty("The plan cache is empty and was never asked.",
      h("span", {}, "Store a plan with ", h("code", {}, "mem.plans.store(request, steps)"), " or let ", h("code", {}, "toolmem.Agent"), " store the plans that worked.")));
    return;
  }
  if (lookups) {
    const known = Object.keys(REASONS).filter((r) => reasons[r]);
    const other = Object.keys(reasons).filter((r) => !REASONS[r]);
    root.append(h("h2", {}, `Lookups by ${unit}`), h("div", { class: "charts" },
      barChart({
        title: "Hits and misses",
        buckets,
        by,
        stacks: [
          { label: "hit", tone: "good", value: (b) => b.hits },
          ...[...known, ...other].map((reason) => ({ label: `miss: ${reasonLabel(reason)}`, tone: (REASONS[reason] || [0, "muted"])[1], value: (b) => b.misses[reason] || 0 })),
        ],
      }),
      lineChart({
        title: "Hit rate", buckets, by, min: 0, max: 1, format: pct,
        lines: [{ label: "hit rate", tone: "good", value: (b) => b.hit_rate }],
      })));
    root.append(h("h2", {}, "Why lookups missed"), Object.keys(reasons).length
      ? h("div", { class: "table-wrap" }, h("table", {},
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Reason"), h("th", { scope: "col", class: "num" }, "Misses"), h("th", { scope: "col", class: "num" }, "Share of lookups"))),
        h("tbody", {}, Object.entries(reasons).sort((a, b) => b[1] - a[1]).map(([reason, n]) =>
          h("tr", {}, h("td", {}, reasonLabel(reason)), h("td", { class: "num" }, number(n)), h("td", { class: "num" }, pct(n / lookups)))))))
      : empty("No lookup missed."));
  }

  root.append(h("h2", {}, "Recent misses"), misses.items.length ? eventTable(misses.items, workspace, link, [
    ["When", (e) => h("span", { title: when(e.created_at) }, ago(e.created_at))],
    ["Request", (e) => clip(e.request, 100)],
    ["Reason", (e) => reasonLabel(e.reason)],
    ["What differed", (e) => (e.detail ? clip(e.detail, 80) : "–")],
    ["Nearest plan", (e) => (e.plan_id ? h("a", { href: link(workspace, "plans", e.plan_id) }, e.plan_id) : "–")],
    ["Similarity", (e) => score(e.similarity)],
  ]) : empty("No lookup has missed (of those journalled)."));

  root.append(h("h2", {}, "Recent evictions and invalidations"), changes.items.length ? eventTable(changes.items, workspace, link, [
    ["When", (e) => h("span", { title: when(e.created_at) }, ago(e.created_at))],
    ["What", (e) => (e.kind === "evicted" ? h("span", { class: "bad" }, "evicted") : h("span", { class: "warn" }, "invalidated"))],
    ["Plan", (e) => h("a", { href: link(workspace, "plans", e.plan_id) }, clip(e.request, 80))],
    ["Why", (e) => e.reason || "–"],
    ["Score", (e) => score(e.score)],
  ]) : empty("No plan was evicted or invalidated recently."));

  root.append(h("h2", {}, "Plans"), plans.length ? sortableTable([
    { key: "request", label: "Request", value: (p) => p.request.toLowerCase(), render: (p) => h("a", { href: link(workspace, "plans", p.id) }, clip(p.request, 90)) },
    { key: "tools", label: "Tools", render: (p) => p.steps.filter((s) => s.tool_id).map((s) => s.tool_id).join(" → ") || h("span", { class: "muted" }, "direct answer") },
    { key: "score", label: "Score", numeric: true, value: (p) => p.score, render: (p) => score(p.score) },
    { key: "hits", label: "Hits", numeric: true, value: (p) => p.hits, render: (p) => number(p.hits) },
    { key: "feedback", label: "Worked / failed", numeric: true, value: (p) => p.successes - p.failures, render: (p) => `${p.successes} / ${p.failures}` },
    { key: "updated", label: "Updated", value: (p) => p.updated_at, render: (p) => h("span", { title: when(p.updated_at) }, ago(p.updated_at)) },
  ], plans, { initial: { key: "score", direction: "descending" }, rowKey: (p) => p.id }) : empty("No plan is cached now."));
}

function eventTable(items, workspace, link, columns) {
  return h("div", { class: "table-wrap" }, h("table", {},
    h("thead", {}, h("tr", {}, columns.map(([label]) => h("th", { scope: "col" }, label)))),
    h("tbody", {}, items.map((event) => h("tr", {}, columns.map(([, render]) => h("td", {}, render(event))))))));
}
