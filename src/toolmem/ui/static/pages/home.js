// The landing page: a workspace's headline numbers, its calls over time, and what to do next.

import { api, ws } from "../api.js";
import { barChart, lineChart } from "../charts.js";
import { ago, cards, empty, h, number, pct } from "../dom.js";

export async function render(root, { workspace, link }) {
  const [summary, timeline] = await Promise.all([
    api(ws(workspace, "summary")),
    api(ws(workspace, "calls", "timeline")),
  ]);
  root.append(
    h("h1", { tabindex: "-1" }, "Overview"),
    h("p", { class: "subtitle" }, `Workspace ${workspace}`),
    cards([
      ["Tools", number(summary.tools)],
      ["Tools called", number(summary.tools_called)],
      ["Calls", number(summary.calls)],
      ["Success rate", pct(summary.success_rate), rateClass(summary.success_rate)],
      ["Calls, last 7 days", number(summary.calls_7d)],
      ["Success, last 7 days", pct(summary.success_rate_7d), rateClass(summary.success_rate_7d)],
      ["Tools failing, 7 days", number(summary.failing_tools_7d), summary.failing_tools_7d ? "bad" : ""],
      ["Plans cached", number(summary.plans)],
      ["Plan hit rate", pct(summary.hit_rate)],
      ["Last call", ago(summary.last_call)],
    ]),
  );
  if (!summary.tools && !summary.calls) {
    root.append(empty(
      "No tools in this workspace yet.",
      h("span", {}, "Add some from files: ", h("code", {}, `toolmem -w ${workspace} tools add catalogue/`),
        ", or POST them to ", h("code", {}, `/v1/workspaces/${workspace}/tools`), ".")));
    return;
  }
  if (!summary.calls) {
    root.append(empty(
      "No tool calls recorded yet, so there is nothing to chart.",
      h("span", {}, "Record calls with ", h("code", {}, "mem.calls.record(tool_id, ...)"), ", ",
        h("code", {}, "toolmem calls record"), ", or let ", h("code", {}, "toolmem gateway"), " record every call it forwards."),
      h("a", { href: link(workspace, "tools") }, "See the tools")));
    return;
  }
  const { buckets, by } = timeline;
  root.append(
    h("h2", {}, by === "hour" ? "Calls by hour" : "Calls by day"),
    h("div", { class: "charts" },
      barChart({
        title: "Calls",
        buckets,
        by,
        stacks: [
          { label: "succeeded", tone: "good", value: (b) => b.successes },
          { label: "failed", tone: "bad", value: (b) => b.calls - b.successes },
        ],
      }),
      lineChart({
        title: "Success rate",
        buckets,
        by,
        min: 0,
        max: 1,
        format: pct,
        lines: [{ label: "success rate", tone: "good", value: (b) => b.success_rate }],
      })),
    h("p", {}, h("a", { href: link(workspace, "tools") }, "Every tool, with its statistics →"), " ",
      h("a", { href: link(workspace, "plans") }, "The plan cache →")));
}

export function rateClass(rate) {
  if (rate === null || rate === undefined) return "";
  if (rate >= 0.95) return "good";
  return rate >= 0.8 ? "warn" : "bad";
}
