// One tool: its definition and exported schema, its statistics over time, recent calls, guidelines,
// and the cached plans that call it.

import { ApiError, api, toolPath, ws } from "../api.js";
import { barChart, lineChart } from "../charts.js";
import { ago, cards, clip, details, empty, h, json, number, pct, replace, score, seconds, tags, when } from "../dom.js";
import { rateClass } from "./home.js";

export async function render(root, { workspace, id, link }) {
  const [tool, stats, calls, guidelines, plans] = await Promise.all([
    api(toolPath(workspace, id)).catch(missing),
    api(toolPath(workspace, id, "stats")),
    api(ws(workspace, "calls"), { query: { tool_id: id, limit: 20 } }),
    api(toolPath(workspace, id, "saved-guidelines")),
    api(ws(workspace, "plans", "using"), { query: { tool_id: id, limit: 50 } }),
  ]);
  root.append(
    h("p", { class: "small" }, h("a", { href: link(workspace, "tools") }, "← All tools")),
    h("h1", { tabindex: "-1" }, tool ? tool.name : id),
    h("p", { class: "subtitle" }, id, tool ? ` · source ${tool.source}` : " · removed from the catalogue", " ", tags(tool ? tool.tags : [])),
  );
  // A spec's description keeps its line breaks and paragraphs (pre-line); its Markdown is shown as written.
  if (tool) root.append(h("p", { class: "description" }, tool.description || h("span", { class: "muted" }, "No description.")));

  root.append(h("h2", {}, "Statistics"), cards([
    ["Calls", number(stats.calls)],
    ["Success rate", stats.calls ? pct(stats.success_rate) : "–", stats.calls ? rateClass(stats.success_rate) : ""],
    ["p50 time", stats.calls ? seconds(stats.p50_time_cost) : "–"],
    ["p95 time", stats.calls ? seconds(stats.p95_time_cost) : "–"],
    ["Average tokens", stats.calls ? number(stats.avg_token_cost) : "–"],
    ["First call", stats.first_seen ? ago(stats.first_seen) : "never"],
    ["Last call", ago(stats.last_seen)],
  ]));
  if (stats.last_error) root.append(h("p", {}, h("strong", {}, "Last error: "), h("span", { class: "bad" }, stats.last_error)));

  const charts = h("div");
  const by = h("select", { id: "tool-by" }, ["auto", "hour", "day"].map((value) => h("option", { value }, value)));
  by.addEventListener("change", () => drawCharts(charts, workspace, id, by.value));
  root.append(
    h("h2", {}, "Over time"),
    h("div", { class: "toolbar" }, h("div", { class: "field" }, h("label", { for: "tool-by" }, "Buckets"), by)),
    charts);
  await drawCharts(charts, workspace, id, "auto");

  if (tool) {
    const schema = h("div");
    const format = h("select", { id: "schema-format" }, ["openai", "anthropic", "mcp"].map((value) => h("option", { value }, value)));
    format.addEventListener("change", () => drawSchema(schema, workspace, id, format.value));
    root.append(h("h2", {}, "Exported schema"),
      h("div", { class: "toolbar" }, h("div", { class: "field" }, h("label", { for: "schema-format" }, "Format"), format)),
      schema);
    await drawSchema(schema, workspace, id, "openai");
  }

  root.append(h("h2", {}, "Recent calls"), recentCalls(calls.items));
  root.append(h("h2", {}, "Guidelines"), guidelinesBlock(workspace, id, guidelines.guidelines));
  root.append(h("h2", {}, "Plans that use it"), plans.items.length
    ? h("ul", {}, plans.items.map((p) => h("li", {}, h("a", { href: link(workspace, "plans", p.id) }, p.request),
      h("span", { class: "muted small" }, ` · score ${score(p.score)} · ${p.hits} hits`))))
    : empty("No cached plan calls this tool."));
}

function missing(error) {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}

async function drawCharts(root, workspace, id, by) {
  const line = await api(ws(workspace, "calls", "timeline"), { query: { tool_id: id, by } });
  const unit = line.by === "hour" ? "hour" : "day";
  if (!line.buckets.some((b) => b.calls)) {
    replace(root, empty(`No calls in the last ${line.buckets.length} ${unit}s.`));
    return;
  }
  replace(root, h("div", { class: "charts" },
    barChart({
      title: `Calls by ${unit}`,
      buckets: line.buckets,
      by: line.by,
      stacks: [
        { label: "succeeded", tone: "good", value: (b) => b.successes },
        { label: "failed", tone: "bad", value: (b) => b.calls - b.successes },
      ],
    }),
    lineChart({
      title: `Success rate by ${unit}`, buckets: line.buckets, by: line.by, min: 0, max: 1, format: pct,
      lines: [{ label: "success rate", tone: "good", value: (b) => b.success_rate }],
    }),
    lineChart({
      title: `Time per call by ${unit}`, buckets: line.buckets, by: line.by, format: seconds,
      lines: [
        { label: "average", tone: "bar", value: (b) => (b.calls ? b.avg_time_cost : null) },
        { label: "slowest", tone: "warn", value: (b) => (b.calls ? b.max_time_cost : null) },
      ],
    }),
    lineChart({
      title: `Tokens per call by ${unit}`, buckets: line.buckets, by: line.by, format: (n) => number(n),
      lines: [{ label: "average tokens", tone: "focus", value: (b) => (b.calls ? b.avg_token_cost : null) }],
    })));
}

async function drawSchema(root, workspace, id, format) {
  const found = await api(toolPath(workspace, id, "schema"), { query: { format } });
  replace(root, h("p", {}, h("strong", {}, `${number(found.tokens)} tokens`), " in the prompt (o200k_base)."), h("pre", {}, json(found.schema)));
}

function recentCalls(items) {
  if (!items.length) return empty("No calls kept for this tool.");
  return h("div", { class: "table-wrap" }, h("table", {},
    h("thead", {}, h("tr", {}, ["When", "Outcome", "Request", "Input", "Output", "Time", "Evaluation"].map((label) => h("th", { scope: "col" }, label)))),
    h("tbody", {}, items.map((call) => h("tr", {},
      h("td", {}, h("span", { title: when(call.created_at) }, ago(call.created_at))),
      h("td", {}, call.success ? h("span", { class: "good" }, "success") : h("span", { class: "bad", title: call.error || "" }, call.error ? `failed: ${clip(call.error, 60)}` : "failed")),
      h("td", { class: "clip" }, clip(call.request, 80)),
      h("td", { class: "clip" }, details(clip(call.input, 40), h("pre", {}, json(call.input)))),
      h("td", { class: "clip" }, details(clip(call.output, 40), h("pre", {}, call.output))),
      h("td", { class: "num" }, seconds(call.time_cost)),
      h("td", {}, call.score === null && !call.evaluation ? h("span", { class: "muted" }, "–")
        : h("span", {}, call.score === null ? "" : `${score(call.score)} `, call.evaluation || "")))))));
}

function guidelinesBlock(workspace, id, saved) {
  const block = h("div");
  const show = (g) => replace(block,
    h("p", { class: "muted small" }, `Written ${ago(g.created_at)} by ${g.source} from ${g.calls_seen} calls.`),
    h("pre", {}, g.text));
  if (saved) show(saved);
  else {
    const button = h("button", { type: "button", onclick: async () => {
      button.disabled = true;
      button.textContent = "Writing…";
      try {
        show(await api(toolPath(workspace, id, "guidelines")));
      } catch (error) {
        replace(block, h("p", { class: "bad", role: "alert" }, error.message));
      }
    } }, "Write guidelines now");
    replace(block, empty("No guidelines written yet. With a chat model configured a model writes them; without one they summarise the statistics."), button);
  }
  return block;
}
