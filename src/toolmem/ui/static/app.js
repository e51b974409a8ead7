// The dashboard's shell: the key, the workspace switcher, the navigation and the router.
// Addresses are #/w/<workspace>/<page>/<id>, so every page can be bookmarked and shared.

import { api, ApiError, forgetKey, saveKey, savedKey } from "./api.js";
import { h, replace } from "./dom.js";
import * as gateway from "./pages/gateway.js";
import * as home from "./pages/home.js";
import * as plan from "./pages/plan.js";
import * as plans from "./pages/plans.js";
import * as search from "./pages/search.js";
import * as tool from "./pages/tool.js";
import * as tools from "./pages/tools.js";

const PAGES = [
  { name: "", label: "Overview", view: home },
  { name: "tools", label: "Tools", view: tools, detail: tool },
  { name: "plans", label: "Plan cache", view: plans, detail: plan },
  { name: "search", label: "Search playground", view: search },
];
const LAST = "toolmem.workspace";
const main = document.getElementById("main");
const select = document.getElementById("workspace");
const forget = document.getElementById("forget-key");
let session = null;
let rendering = 0;

function parse(hash) {
  const parts = hash.replace(/^#\/?/, "").split("/").filter((part) => part !== "").map(decodeURIComponent);
  if (parts[0] === "gateway") return { gateway: true };
  if (parts[0] !== "w" || parts.length < 2) return { workspace: null, page: "", id: null };
  return { workspace: parts[1], page: parts[2] || "", id: parts.length > 3 ? parts.slice(3).join("/") : null };
}

export function link(workspace, page = "", id = null) {
  const parts = ["w", workspace, page].filter((part) => part !== "").map(encodeURIComponent);
  return `#/${parts.join("/")}${id === null ? "" : `/${encodeURIComponent(id)}`}`;
}

async function loadSession() {
  try {
    session = await api("/v1/session");
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    forgetKey();
    session = { key: null, key_required: true, workspaces: [], gateway: null, refused: error.message };
  }
  forget.hidden = !savedKey();
}

function keyForm() {
  const input = h("input", { id: "key", type: "password", autocomplete: "off", required: true, spellcheck: "false" });
  const form = h("form", { class: "key", onsubmit: async (event) => {
    event.preventDefault();
    saveKey(input.value);
    await loadSession();
    route();
  } },
  h("h1", { tabindex: "-1" }, "API key needed"),
  h("p", {}, "This server is protected by API keys. Enter yours once: it is kept for this browser tab only and sent with every request, as the HTTP API expects."),
  session.refused ? h("p", { class: "bad", role: "alert" }, `The key was refused: ${session.refused}`) : null,
  h("div", { class: "field" }, h("label", { for: "key" }, "API key"), input),
  h("button", { type: "submit", class: "primary" }, "Open the dashboard"),
  h("p", { class: "muted small" }, "No key? An administrator creates one with ", h("code", {}, "toolmem keys create NAME --workspace W"), "."));
  return form;
}

function workspaces() {
  const names = session.workspaces.slice();
  if (!session.key_required && !names.length) names.push("default");
  return names;
}

function fillSwitcher(current) {
  const names = workspaces();
  if (current && !names.includes(current)) names.push(current);
  replace(select, names.map((name) => h("option", { value: name, selected: name === current }, name)));
  select.disabled = !names.length;
}

function fillNav(route) {
  const nav = document.getElementById("nav");
  const items = route.workspace || !route.gateway
    ? PAGES.map((page) => [link(route.workspace || select.value, page.name), page.label, !route.gateway && route.page === page.name])
    : PAGES.map((page) => [link(select.value, page.name), page.label, false]);
  if (session.gateway) items.push(["#/gateway", "Gateway", Boolean(route.gateway)]);
  replace(nav, items.map(([href, label, current]) => h("li", {}, h("a", { href, "aria-current": current ? "page" : null }, label))));
}

function problem(error, workspace) {
  if (error instanceof ApiError && error.status === 403) {
    return h("div", { class: "error", role: "alert" }, h("h1", { tabindex: "-1" }, "Not allowed"),
      h("p", {}, `This API key may not open workspace “${workspace}”.`),
      h("p", {}, "Pick one of your workspaces in the switcher, or use a key for this one."));
  }
  if (error instanceof ApiError && error.status === 404) {
    return h("div", { class: "error", role: "alert" }, h("h1", { tabindex: "-1" }, "Not found"), h("p", {}, error.message));
  }
  return h("div", { class: "error", role: "alert" }, h("h1", { tabindex: "-1" }, "Something went wrong"),
    h("p", {}, error instanceof ApiError ? `${error.message} (HTTP ${error.status})` : String(error)));
}

async function route() {
  const token = ++rendering;
  main.dataset.state = "loading";
  if (session.key_required && !session.key) {
    fillSwitcher(null);
    fillNav({ workspace: null, page: null });
    replace(main, keyForm());
    main.dataset.state = "ready";
    main.querySelector("input").focus();
    return;
  }
  const where = parse(window.location.hash);
  if (!where.gateway && !where.workspace) {
    const names = workspaces();
    const last = sessionStorage.getItem(LAST);
    const workspace = names.includes(last) ? last : names[0];
    if (workspace) {
      window.location.replace(link(workspace));
      return;
    }
  }
  if (where.workspace) sessionStorage.setItem(LAST, where.workspace);
  fillSwitcher(where.workspace || (where.gateway ? session.gateway : null));
  fillNav(where);
  const container = h("div");
  replace(main, container);
  try {
    if (where.gateway) await gateway.render(container, { session, link });
    else if (!where.workspace) replace(container, noWorkspace());
    else {
      const page = PAGES.find((p) => p.name === where.page);
      if (!page) throw new ApiError(404, "not_found", `There is no page “${where.page}”.`);
      const view = where.id !== null && page.detail ? page.detail : page.view;
      await view.render(container, { workspace: where.workspace, id: where.id, session, link });
    }
    if (token !== rendering) return;
    main.dataset.state = "ready";
  } catch (error) {
    if (token !== rendering) return;
    if (error instanceof ApiError && error.status === 401) {
      forgetKey();
      await loadSession();
      route();
      return;
    }
    replace(container, problem(error, where.workspace));
    main.dataset.state = "error";
  }
  const heading = main.querySelector("h1");
  if (heading && document.activeElement !== document.body && !main.contains(document.activeElement)) heading.focus();
}

function noWorkspace() {
  return h("div", {}, h("h1", { tabindex: "-1" }, "No workspace yet"),
    h("div", { class: "empty" },
      h("p", {}, "This database has no workspace. Add tools to create one:"),
      h("pre", {}, "toolmem -w default tools add examples/catalogue")));
}

select.addEventListener("change", () => {
  window.location.hash = link(select.value);
});
forget.addEventListener("click", async () => {
  forgetKey();
  await loadSession();
  route();
});
// The skip link's "#main" would be taken for a route: move the focus without touching the address.
document.querySelector("a.skip").addEventListener("click", (event) => {
  event.preventDefault();
  main.focus();
});
window.addEventListener("hashchange", route);

loadSession().then(route, (error) => {
  replace(main, problem(error, ""));
  main.dataset.state = "error";
});
