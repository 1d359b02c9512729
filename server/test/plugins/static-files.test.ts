import { writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../helpers/client.ts";
import { writeRemoteBuild, writeShellBuild } from "../helpers/fake-dist.ts";
import { ACME, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  createClient(t.app, ACME.host).get(url, { headers });

describe("static files and SPA fallback", () => {
  it("answers pages with 503 'not built yet' until dist/ exists, then serves the build without restart", async () => {
    const before = await get("/sign-in");
    expect(before.statusCode).toBe(503);
    expect(before.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(before.body).toContain("Parley is not built yet: run npm run build");
    expect((await get("/api/v1/core/gs-version")).statusCode).toBe(503);

    await writeShellBuild(t.config.distDir);
    await writeRemoteBuild(t.config.distDir, "mf_auth", "1.0.0");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await get("/conversations/12");
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<div id="root">');
    // Private: the document carries the visitor's session probe and their workspace's manifest.
    expect(after.headers["cache-control"]).toBe("private, no-cache");
  });

  it("does not serve the build's own records (build info, the shell's contract): the page answers", async () => {
    await writeShellBuild(t.config.distDir);
    await writeFile(path.join(t.config.distDir, "shell", "shell-contract.json"), '{"contract":"x"}');
    for (const file of ["/build-info.json", "/shell-contract.json"]) {
      const answer = await get(file);
      expect(answer.body, file).toContain('<div id="root">');
      expect(answer.body, file).not.toMatch(/"contract"|"timestamp"/);
    }
  });

  it("serves index.html for every page route, with an ETag", async () => {
    for (const url of ["/", "/sign-in?next=%2Fx", "/account-settings", "/deep/unknown/page"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    }
    const first = await get("/");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    // The document carries a per-load report token (shell-document/document-head.ts): never a 304.
    expect((await get("/", { "if-none-match": etag })).statusCode).toBe(200);
  });

  it("serves remote folders and shell assets as immutable files", async () => {
    const remote = await get("/remotes/mf_auth/1.0.0/remoteEntry.js");
    expect(remote.statusCode).toBe(200);
    expect(remote.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(remote.headers["content-type"]).toMatch(/javascript/);
    expect(remote.headers["set-cookie"]).toBeUndefined();
    const asset = await get("/assets/main.abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/favicon.svg")).headers["content-type"]).toMatch(/image\/svg\+xml/);
  });

  it("answers 404, not the SPA, for missing files and unknown API paths", async () => {
    expect((await get("/remotes/mf_auth/9.9.9/remoteEntry.js")).statusCode).toBe(404);
    expect((await get("/assets/missing.js")).statusCode).toBe(404);
    // Traversal out of the remote folder (encoded so the URL parser keeps it) is refused.
    const traversal = await get("/remotes/mf_auth/1.0.0/..%2f..%2f..%2fshell%2findex.html");
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.body).not.toContain("<!doctype");
    const api = await get("/api/v1/nothing-here");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      error: { message: "No route GET /api/v1/nothing-here", code: "not_found" },
    });
    // The websocket path is never the SPA: a plain GET is refused by the socket route.
    const socket = await get("/ws/connect/");
    expect(socket.statusCode).toBeGreaterThanOrEqual(400);
    expect(socket.body).not.toContain("<!doctype");
  });

  it("compresses with gzip or brotli", async () => {
    const gz = await get("/assets/main.abc123.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toContain('console.log("shell")');
    const br = await get("/remotes/mf_auth/1.0.0/remoteEntry.js", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
  });

  it("sends the build's precompressed copies as they are, for shell assets and built-in remotes", async () => {
    // Marked so the test can tell the build's copy from a per-request compression.
    const marker = (text: string) => brotliCompressSync(Buffer.from(text));
    await writeFile(
      path.join(t.config.distDir, "shell", "assets", "main.abc123.js.br"),
      marker("prebuilt shell"),
    );
    const remoteDir = path.join(t.config.distDir, "remotes", "mf_auth", "1.0.0");
    await writeFile(path.join(remoteDir, "remoteEntry.js.br"), marker("prebuilt remote"));
    const shell = await get("/assets/main.abc123.js", { "accept-encoding": "br, gzip" });
    expect(shell.headers["content-encoding"]).toBe("br");
    expect(shell.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(shell.rawPayload).toString()).toBe("prebuilt shell");
    const remote = await get("/remotes/mf_auth/1.0.0/remoteEntry.js", { "accept-encoding": "br" });
    expect(remote.headers["content-encoding"]).toBe("br");
    expect(remote.headers["content-type"]).toMatch(/javascript/);
    expect(brotliDecompressSync(remote.rawPayload).toString()).toBe("prebuilt remote");
    // A client without brotli still gets the file, compressed per request.
    const gz = await get("/assets/main.abc123.js", { "accept-encoding": "gzip" });
    expect(gunzipSync(gz.rawPayload).toString()).toContain('console.log("shell")');
  });

  it("reports the shell's build time at /api/v1/core/gs-version", async () => {
    const res = await get("/api/v1/core/gs-version");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timestamp: "2026-11-22T10:00:00.000Z", version: "1.15.3" });
  });
});
