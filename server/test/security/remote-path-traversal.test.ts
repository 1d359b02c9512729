// /remotes/<remote>/<version>/… with a path that climbs out of its folder — in any spelling: plain
// dots, percent-encoded dots, encoded slashes or backslashes, a NUL — answers 404 (a broken escape 400),
// never a server error. Sent over real HTTP: the path reaches the server exactly as written.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen } from "../helpers/conversations.ts";
import { writeRemoteBuild } from "../helpers/fake-dist.ts";
import { createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await writeRemoteBuild(t.config.distDir, "mf_auth", "1.0.0");
  port = await listen(t.app);
});
afterAll(() => t.close());

/** GET of a path sent as is (no client-side normalisation); resolves with status and body. */
function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host: "acme.localhost" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once("error", reject);
    req.end();
  });
}

const CLIMBS = [
  "/remotes/mf_auth/1.0.0/../1.0.0/remoteEntry.js",
  "/remotes/mf_auth/1.0.0/../../../package.json",
  "/remotes/mf_auth/1.0.0/./remoteEntry.js",
  "/remotes/mf_auth/1.0.0/%2e%2e/%2e%2e/%2e%2e/package.json",
  "/remotes/mf_auth/1.0.0/%2E%2E/%2E%2E/config.ts",
  "/remotes/mf_auth/1.0.0/%2E%2E/",
  "/remotes/mf_auth/1.0.0/..%2f..%2f..%2fpackage.json",
  "/remotes/mf_auth/1.0.0/..%2F..%2Fparley-remote.json",
  "/remotes/mf_auth/1.0.0/%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "/remotes/mf_auth/1.0.0/..%5c..%5cpackage.json",
  "/remotes/mf_auth/1.0.0/..\\..\\package.json",
  "/remotes/mf_auth/1.0.0/%252e%252e/package.json",
  "/remotes/mf_auth/1.0.0/sub/%2e%2e/%2e%2e/%2e%2e/x.js",
  "/remotes/mf_auth/1.0.0/%00.js",
  "/remotes/mf_auth/%2e%2e/1.0.0/remoteEntry.js",
  "/remotes/mf_auth/../mf_auth/1.0.0/remoteEntry.js",
  "/remotes/%2e%2e/mf_auth/1.0.0/remoteEntry.js",
  "/remotes/../shell/index.html",
  "/assets/../../package.json",
  "/assets/%2e%2e/%2e%2e/package.json",
];

describe("remote file paths", () => {
  it.each(CLIMBS)("%s answers 404", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
  });

  it("answers a broken escape with 400 Bad Request (the router's), not a server error", async () => {
    for (const path of ["/remotes/mf_auth/1.0.0/%", "/remotes/mf_auth/1.0.0/%zz/x.js"])
      expect((await get(path)).status).toBe(400);
  });

  it("still serves the version's own files", async () => {
    const res = await get("/remotes/mf_auth/1.0.0/remoteEntry.js");
    expect(res.status).toBe(200);
    expect(res.body).toContain("mf_auth@1.0.0");
  });
});
