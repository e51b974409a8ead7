// Behind `toolmem gateway --ui-port`: the MCP servers it fronts, their tools, and failures to start.

import { api } from "../api.js";
import { cards, details, empty, h, number } from "../dom.js";

export async function render(root, { link }) {
  const found = await api("/v1/gateway");
  const connected = found.servers.filter((s) => s.connected);
  const tools = connected.reduce((n, s) => n + s.tools.length, 0);
  root.append(
    h("h1", { tabindex: "-1" }, "Gateway"),
    h("p", { class: "subtitle" }, `MCP servers behind this gateway; their tools live in workspace ${found.workspace}.`),
    cards([
      ["Servers configured", number(found.servers.length)],
      ["Connected", number(connected.length), connected.length === found.servers.length ? "good" : "bad"],
      ["Tools offered", number(tools)],
    ]));
  if (!found.servers.length) {
    root.append(empty("No server is configured. Name them under servers: in the gateway's config file."));
    return;
  }
  root.append(h("div", { class: "table-wrap" }, h("table", {},
    h("thead", {}, h("tr", {}, ["Server", "Transport", "Runs", "State", "Tools"].map((label) => h("th", { scope: "col" }, label)))),
    h("tbody", {}, found.servers.map((server) => h("tr", { dataset: { server: server.name } },
      h("th", { scope: "row" }, server.name),
      h("td", {}, server.transport),
      h("td", {}, h("code", {}, server.target)),
      h("td", {}, server.connected ? h("span", { class: "good" }, "connected") : h("span", { class: "bad" }, server.error || "not connected")),
      h("td", {}, server.tools.length
        ? details(`${server.tools.length} tools`, h("ul", {}, server.tools.map((id) => h("li", {}, h("a", { href: link(found.workspace, "tools", id) }, id)))))
        : h("span", { class: "muted" }, "none"))))))));
}
