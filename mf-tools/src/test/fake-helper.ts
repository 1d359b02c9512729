// The desktop helper app on this machine as the panel's fetch sees it (running or not, paired or
// not, refusing this address), for the helper section's and the desktop agent's tests.
import { vi } from "vitest";
import type { LocalServer } from "@parley/shared-contracts/api/helper-app";

/** A helper on this machine, as fetch sees it: running or not, paired or not. */
export function fakeHelper() {
  const helper = {
    running: true,
    paired: false,
    refuse: false,
    failShutdown: false,
    shutdownAsked: false,
    /** After a shutdown: how many status reads it still answers (its servers stopping), and with what. */
    readsWhileStopping: 0,
    statusWhileStopping: "stopping" as "stopping" | "enabled",
    calls: [] as { method: string; path: string; body: unknown; secret: string | null }[],
    files: {
      name: "files",
      status: "running",
      iconUrl: null,
      tools: [{ name: "read_text_file", description: "Reads a file", inputSchema: { type: "object" } }],
      hiddenTools: [],
      error: null,
    } as LocalServer,
  };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const path = new URL(url).pathname;
    const headers = new Headers(init.headers);
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    helper.calls.push({
      method: init.method ?? "GET",
      path,
      body,
      secret: headers.get("X-Parley-Helper-Secret"),
    });
    if (helper.shutdownAsked && helper.readsWhileStopping <= 0) helper.running = false;
    if (!helper.running) throw new TypeError("fetch failed");
    if (helper.refuse) return json(403, { error: { code: "forbidden_origin", message: "no" } });
    if (path === "/pair") return json(201, { pairingId: "p1", code: "482-913", expiresInMs: 300_000 });
    if (path === "/pair/status") return json(200, { status: "approved", secret: "s3cret" });
    if (headers.get("X-Parley-Helper-Secret") !== "s3cret" || !helper.paired)
      return json(401, { error: { code: "pairing_required", message: "pair first" } });
    switch (path) {
      case "/status":
        if (!helper.shutdownAsked) return json(200, { status: "enabled", version: "1.0.0" });
        helper.readsWhileStopping--;
        return json(200, { status: helper.statusWhileStopping, version: "1.0.0" });
      case "/servers":
        return json(200, { servers: [helper.files], stoppedServers: [] });
      case "/hide-tool":
        helper.files = { ...helper.files, hiddenTools: ["read_text_file"] };
        return json(200, { serverName: "files", hiddenTools: ["read_text_file"] });
      case "/shutdown":
        if (helper.failShutdown) return json(500, { error: { code: "boom", message: "boom" } });
        helper.shutdownAsked = true;
        return json(202, { status: "stopping" });
      case "/execute-tool":
        return json(200, { content: [{ type: "text", text: "hello from the desktop" }], isError: false });
      default:
        return json(404, { error: { code: "not_found", message: path } });
    }
  });
  return helper;
}
