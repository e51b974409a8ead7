// The HTTP API, with the key kept for this browser tab's session only (sessionStorage).

const KEY = "toolmem.key";

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function savedKey() {
  return sessionStorage.getItem(KEY);
}

export function saveKey(token) {
  sessionStorage.setItem(KEY, token.trim());
}

export function forgetKey() {
  sessionStorage.removeItem(KEY);
}

export async function api(path, { method = "GET", body, query } = {}) {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(query || {})) {
    if (value === null || value === undefined || value === "") continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
  }
  const headers = { Accept: "application/json" };
  const token = savedKey();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const answer = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const data = await answer.json().catch(() => null);
  if (!answer.ok) {
    const error = (data && data.error) || {};
    throw new ApiError(answer.status, error.code || "error", error.message || `HTTP ${answer.status}`);
  }
  return data;
}

// Paths of one workspace's resources; every part is encoded.
export function ws(workspace, ...parts) {
  return ["/v1/workspaces", workspace, ...parts].map((part, i) => (i === 0 ? part : encodeURIComponent(part))).join("/");
}

// Tool ids may hold "/": they travel in the path as they are, each segment encoded.
export function toolPath(workspace, toolId, ...rest) {
  const id = toolId.split("/").map(encodeURIComponent).join("/");
  return `${ws(workspace, "tools")}/${id}${rest.map((part) => `/${encodeURIComponent(part)}`).join("")}`;
}

export async function allPages(path, query = {}) {
  const items = [];
  let offset = 0;
  for (;;) {
    const page = await api(path, { query: { ...query, limit: 1000, offset } });
    items.push(...page.items);
    if (page.next_offset === null || page.next_offset === undefined) return items;
    offset = page.next_offset;
  }
}
