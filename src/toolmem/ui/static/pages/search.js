// The search playground: a request in, the ranked tools out, with every signal that ranked them.

import { allPages, api, ws } from "../api.js";
import { empty, h, replace } from "../dom.js";

const EXPLAIN = {
  dense: "cosine similarity of the request's and the tool's embeddings",
  bm25: "keyword match (BM25) on name, description, parameters and tags",
  experience: "votes of similar past requests: up for tools that served them, down for tools that failed",
  rerank: "the chat model's judgement, when a reranker is configured",
};

export async function render(root, { workspace, session, link }) {
  const catalogue = await allPages(ws(workspace, "tools"));
  const allTags = [...new Set(catalogue.flatMap((tool) => tool.tags))].sort();
  root.append(h("h1", { tabindex: "-1" }, "Search playground"),
    h("p", { class: "subtitle" }, `Type a request and see which of the ${catalogue.length} tools of ${workspace} come first, and why.`));
  if (!catalogue.length) {
    root.append(empty("No tools to search yet.", h("span", {}, "Add some: ", h("code", {}, `toolmem -w ${workspace} tools add FILE`), ".")));
    return;
  }
  const query = h("input", { id: "query", type: "search", required: true, autocomplete: "off", placeholder: "will it rain in Lisbon tomorrow?" });
  const k = h("input", { id: "k", type: "number", min: 1, max: 50, value: 5 });
  const mode = h("select", { id: "tags-mode" }, h("option", { value: "any" }, "any of the tags"), h("option", { value: "all" }, "all of the tags"));
  const boxes = allTags.map((tag, i) => h("input", { type: "checkbox", id: `tag-${i}`, value: tag }));
  // Reranking asks the server's chat model (a paid, slower request), so it is offered, never assumed.
  const rerank = session.rerank ? h("input", { type: "checkbox", id: "rerank" }) : null;
  const results = h("div", { "aria-live": "polite" });
  const form = h("form", { onsubmit: async (event) => {
    event.preventDefault();
    const chosen = boxes.filter((box) => box.checked).map((box) => box.value);
    replace(results, h("p", { class: "muted" }, "Searching…"));
    try {
      const found = await api(ws(workspace, "tools", "search"), { method: "POST", body: {
        query: query.value, k: Number(k.value) || 5, tags: chosen.length ? chosen : null, tags_mode: mode.value,
        rerank: Boolean(rerank && rerank.checked),
      } });
      showHits(results, found.hits, workspace, link);
    } catch (error) {
      replace(results, h("p", { class: "bad", role: "alert" }, error.message));
    }
  } },
  h("div", { class: "toolbar" },
    h("div", { class: "field grow" }, h("label", { for: "query" }, "Request"), query),
    h("div", { class: "field" }, h("label", { for: "k" }, "How many (k)"), k),
    allTags.length ? h("div", { class: "field" }, h("label", { for: "tags-mode" }, "Tags match"), mode) : null,
    rerank ? h("label", { class: "chip", for: "rerank" }, rerank, "Rerank with the chat model") : null,
    h("button", { type: "submit", class: "primary" }, "Search")),
  allTags.length ? h("fieldset", {}, h("legend", { class: "muted small" }, "Only tools tagged"),
    h("div", { class: "chips" }, boxes.map((box, i) => h("label", { class: "chip", for: box.id }, box, allTags[i])))) : null);
  root.append(form, results);
}

function showHits(root, hits, workspace, link) {
  if (!hits.length) {
    replace(root, empty("No tool matched. Try other words, or fewer tags."));
    return;
  }
  const names = [...new Set(hits.flatMap((hit) => Object.keys(hit.reasons)))];
  const scale = Object.fromEntries(names.map((name) => [name, Math.max(1e-9, ...hits.map((hit) => Math.abs(hit.reasons[name] || 0)))]));
  replace(root,
    h("h2", {}, `${hits.length} tools, best first`),
    h("p", { class: "muted small" }, "The fused score combines the signals below (each standardised against the whole catalogue for this request); bars are relative to the largest value among these hits."),
    h("dl", { class: "small" }, names.map((name) => [h("dt", {}, h("strong", {}, name)), h("dd", {}, EXPLAIN[name] || "a signal of this server's search")])),
    h("ol", { class: "hits" }, hits.map((hit) => h("li", { class: "hit", dataset: { id: hit.id } },
      h("header", {},
        h("span", { class: "rank" }, `#${hit.rank}`),
        h("a", { href: link(workspace, "tools", hit.id) }, hit.id),
        h("span", { class: "muted small" }, `fused score ${hit.score.toFixed(3)}`)),
      h("div", { class: "small" }, hit.tool.description),
      hit.justification ? h("div", { class: "small justification" }, h("strong", {}, "The model: "), hit.justification) : null,
      h("div", { class: "signals", role: "list", "aria-label": `Signals of ${hit.id}` }, names.map((name) => signal(name, hit.reasons[name], scale[name])))))));
}

function signal(name, value, scale) {
  const known = value !== undefined && value !== null;
  const bar = h("span", { class: known && value < 0 ? "negative" : "" });
  bar.style.left = "0";
  bar.style.width = `${known ? Math.round((Math.abs(value) / scale) * 100) : 0}%`;
  return [
    h("span", { role: "listitem", class: "signal-name" }, name),
    h("div", { class: "meter", "aria-hidden": "true" }, bar),
    h("span", { class: "signal-value" }, known ? value.toFixed(3) : "–"),
  ];
}
