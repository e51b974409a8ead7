// Every tool in one sortable, filterable table, with its statistics and a small trend.

import { allPages, api, ws } from "../api.js";
import { sparkline } from "../charts.js";
import { ago, clip, empty, h, number, pct, seconds, sortableTable, when } from "../dom.js";

export async function render(root, { workspace, link }) {
  const [stats, catalogue, trends] = await Promise.all([
    api(ws(workspace, "calls", "stats")),
    allPages(ws(workspace, "tools")),
    api(ws(workspace, "calls", "trends"), { query: { limit: 30 } }),
  ]);
  const byId = new Map(catalogue.map((tool) => [tool.id, tool]));
  const rows = stats.items.map((s) => {
    const tool = byId.get(s.tool_id);
    return { ...s, name: tool ? tool.name : null, tags: tool ? tool.tags : [], removed: !tool, trend: trends.items[s.tool_id] };
  });
  root.append(h("h1", { tabindex: "-1" }, "Tools"), h("p", { class: "subtitle" }, `${rows.length} tools in workspace ${workspace}`));
  if (!rows.length) {
    root.append(empty("No tools yet.", h("span", {}, "Add some: ", h("code", {}, `toolmem -w ${workspace} tools add FILE`), ".")));
    return;
  }
  const anyTrend = Object.values(trends.items)[0];
  const unit = anyTrend ? (anyTrend.by === "hour" ? "hour" : "day") : "day";
  const filter = h("input", { id: "tool-filter", type: "search", placeholder: "id, name or tag", autocomplete: "off" });
  const show = h("select", { id: "tool-show" },
    h("option", { value: "all" }, "all tools"),
    h("option", { value: "called" }, "called"),
    h("option", { value: "failing" }, "with failures"),
    h("option", { value: "never" }, "never called"));
  const table = sortableTable(columns(workspace, link, unit), rows, {
    caption: `Trend: success rate (green) and average time (blue) by ${unit}. Percentiles cover each tool\'s newest calls kept.`,
    initial: { key: "calls", direction: "descending" },
    rowKey: (row) => row.tool_id,
  });
  const count = h("p", { class: "muted small", role: "status" });
  const apply = () => {
    const text = filter.value.trim().toLowerCase();
    const kept = rows.filter((row) => {
      if (show.value === "called" && !row.calls) return false;
      if (show.value === "failing" && !(row.calls > row.successes)) return false;
      if (show.value === "never" && row.calls) return false;
      if (!text) return true;
      return [row.tool_id, row.name || "", ...row.tags].some((value) => value.toLowerCase().includes(text));
    });
    table.update(kept);
    count.textContent = `Showing ${kept.length} of ${rows.length}`;
  };
  filter.addEventListener("input", apply);
  show.addEventListener("change", apply);
  root.append(
    h("div", { class: "toolbar" },
      h("div", { class: "field" }, h("label", { for: "tool-filter" }, "Filter"), filter),
      h("div", { class: "field" }, h("label", { for: "tool-show" }, "Show"), show)),
    count, table);
  apply();
}

function columns(workspace, link, unit) {
  const called = (row) => (row.calls ? row : null);
  return [
    { key: "tool", label: "Tool", value: (r) => r.tool_id.toLowerCase(), render: (r) => h("div", {},
      h("a", { href: link(workspace, "tools", r.tool_id) }, r.tool_id),
      r.removed ? h("div", { class: "muted small" }, "removed from the catalogue") : r.name && r.name !== r.tool_id ? h("div", { class: "muted small" }, r.name) : null) },
    { key: "calls", label: "Calls", numeric: true, value: (r) => r.calls, render: (r) => number(r.calls) },
    { key: "success", label: "Success", numeric: true, value: (r) => (called(r) ? r.success_rate : null),
      render: (r) => h("span", { class: r.calls ? tone(r.success_rate) : "muted" }, r.calls ? pct(r.success_rate) : "–") },
    { key: "p50", label: "p50 time", numeric: true, value: (r) => (called(r) ? r.p50_time_cost : null), render: (r) => (r.calls ? seconds(r.p50_time_cost) : "–") },
    { key: "p95", label: "p95 time", numeric: true, value: (r) => (called(r) ? r.p95_time_cost : null), render: (r) => (r.calls ? seconds(r.p95_time_cost) : "–") },
    { key: "tokens", label: "Avg tokens", numeric: true, value: (r) => (called(r) ? r.avg_token_cost : null), render: (r) => (r.calls ? number(r.avg_token_cost) : "–") },
    { key: "error", label: "Last error", clip: true, value: (r) => r.last_error || null,
      render: (r) => (r.last_error ? h("span", { class: "bad", title: r.last_error }, clip(r.last_error, 80)) : "") },
    { key: "seen", label: "Last seen", value: (r) => r.last_seen, render: (r) => h("span", { title: when(r.last_seen) }, r.last_seen ? ago(r.last_seen) : "never") },
    { key: "trend", label: `Trend by ${unit}`, render: (r) => (r.trend
      ? h("div", { class: "trend" },
        sparkline(r.trend.buckets.map((b) => b.success_rate), { label: `Success rate of ${r.tool_id} by ${unit}`, tone: "good", min: 0, max: 1, format: pct }),
        sparkline(r.trend.buckets.map((b) => (b.calls ? b.avg_time_cost : null)), { label: `Average time of ${r.tool_id} by ${unit}`, tone: "bar", format: seconds }))
      : h("span", { class: "muted small" }, "no calls")) },
  ];
}

function tone(rate) {
  if (rate >= 0.95) return "good";
  return rate >= 0.8 ? "warn" : "bad";
}
