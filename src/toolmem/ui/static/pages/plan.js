// One plan: its steps, its counters, and its journal (hits, feedback with the score after each).

import { api, ws } from "../api.js";
import { lineChart } from "../charts.js";
import { ago, cards, empty, h, json, number, score, when } from "../dom.js";
import { reasonLabel } from "./plans.js";

export async function render(root, { workspace, id, link }) {
  // The journal answers with the plan too (null once evicted): one request, and no 404 to log.
  const events = await api(ws(workspace, "plans", "events"), { query: { plan_id: id, limit: 500 } });
  const plan = events.plan;
  const gone = events.items.find((e) => e.kind === "evicted" || e.kind === "invalidated");
  root.append(h("p", { class: "small" }, h("a", { href: link(workspace, "plans") }, "← The plan cache")));
  if (!plan && !events.items.length) {
    root.append(h("h1", { tabindex: "-1" }, "No such plan"), empty(`No plan ${id} in workspace ${workspace}, and none in the journal.`));
    return;
  }
  const request = plan ? plan.request : events.items[0].request;
  root.append(h("h1", { tabindex: "-1" }, request), h("p", { class: "subtitle" }, id));
  if (!plan) {
    root.append(h("div", { class: "error", role: "status" },
      h("p", {}, gone ? `This plan is no longer cached: ${gone.kind} ${ago(gone.created_at)}${gone.reason ? ` (${gone.reason})` : ""}.` : "This plan is no longer cached.")));
  } else {
    root.append(cards([
      ["Score", score(plan.score)],
      ["Hits", number(plan.hits)],
      ["Worked", number(plan.successes), "good"],
      ["Failed", number(plan.failures), plan.failures ? "bad" : ""],
      ["Stored", h("span", { title: when(plan.created_at) }, ago(plan.created_at))],
      ["Last used", ago(plan.last_used_at)],
    ]));
    root.append(h("h2", {}, "Steps"), h("ol", { class: "steps" }, plan.steps.map((step) => h("li", {},
      step.tool_id ? h("div", {}, h("a", { href: link(workspace, "tools", step.tool_id) }, step.tool_id), h("pre", {}, json(step.arguments))) : null,
      step.observation ? h("div", { class: "small" }, h("strong", {}, "Observation: "), step.observation) : null,
      step.answer ? h("div", {}, h("strong", {}, "Answer: "), step.answer) : null))));
  }
  const feedback = events.items.filter((e) => e.kind === "feedback").reverse();
  root.append(h("h2", {}, "Feedback"));
  if (feedback.length) {
    root.append(lineChart({
      title: "Score after each feedback", buckets: feedback.map((e) => ({ ...e, start: e.created_at })), by: "hour",
      min: 0, max: 1, format: score, lines: [{ label: "score", tone: "bar", value: (e) => e.score }],
    }));
  } else root.append(empty("No feedback journalled for this plan."));
  root.append(h("h2", {}, "Journal"), events.items.length ? h("div", { class: "table-wrap" }, h("table", {},
    h("thead", {}, h("tr", {}, ["When", "What", "Detail", "Score"].map((label) => h("th", { scope: "col" }, label)))),
    h("tbody", {}, events.items.map((e) => h("tr", {},
      h("td", {}, h("span", { title: when(e.created_at) }, ago(e.created_at))),
      h("td", {}, e.kind),
      h("td", {}, detail(e)),
      h("td", { class: "num" }, score(e.score))))))) : empty("Nothing journalled for this plan."));
}

function detail(event) {
  if (event.kind === "hit") return `“${event.request}”, similarity ${score(event.similarity)}${event.detail ? ` (${event.detail})` : ""}`;
  if (event.kind === "miss") return `nearest for “${event.request}”: ${reasonLabel(event.reason)}${event.detail ? ` (${event.detail})` : ""}`;
  if (event.kind === "feedback") return event.success ? h("span", { class: "good" }, "worked") : h("span", { class: "bad" }, "failed");
  return event.reason || "";
}
