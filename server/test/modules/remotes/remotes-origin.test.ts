// PARLEY_REMOTES_ORIGIN: remote builds served from another origin (a CDN pulling /remotes/* from
// here); a second loopback origin stands in for it.
import { remoteManifestSchema } from "@parley/shared-contracts/api/remotes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../helpers/client.ts";
import { writeRemoteBuild, writeShellBuild } from "../../helpers/fake-dist.ts";
import { createTestApp, type TestApp } from "../../helpers/test-app.ts";

const CDN = "http://127.0.0.1:9911";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_REMOTES_ORIGIN: `${CDN}/` } });
  await writeShellBuild(t.config.distDir);
  await writeRemoteBuild(t.config.distDir, "mf_auth", "1.0.0");
});
afterAll(() => t.close());

function directive(csp: string | undefined, name: string): string[] {
  const found = (csp ?? "").split(";").find((d) => d.trim().startsWith(`${name} `));
  return found?.trim().split(/\s+/).slice(1) ?? [];
}

describe("remotes from a configured origin", () => {
  it("points the manifest's entries at that origin, also the one inlined in the shell's document", async () => {
    const client = createClient(t.app, "acme.localhost");
    const res = await client.get("/api/v1/remotes/manifest");
    const auth = remoteManifestSchema.parse(res.json()).remotes.mf_auth;
    expect(auth).toMatchObject({
      entry: `${CDN}/remotes/mf_auth/1.0.0/mf-manifest.json`,
      remoteEntry: `${CDN}/remotes/mf_auth/1.0.0/remoteEntry.js`,
    });
    const page = await client.get("/sign-in");
    const inline = /<script type="application\/json" id="parley-remote-manifest">(.*?)<\/script>/.exec(
      page.body,
    )?.[1];
    expect(JSON.parse(inline ?? "null")).toEqual(res.json());
  });

  it("lets pages load scripts from it and fetch from it (workspace and share hosts)", async () => {
    const page = await createClient(t.app, "acme.localhost").get("/api/v1/remotes/manifest");
    const csp = String(page.headers["content-security-policy"]);
    expect(directive(csp, "script-src")).toContain(CDN);
    expect(directive(csp, "connect-src")).toContain(CDN);
    // The builds' CSS chunks and what they reference come from there too.
    for (const name of ["style-src", "font-src", "img-src"]) expect(directive(csp, name)).toContain(CDN);
    const share = await createClient(t.app, "share.localhost").get("/api/v1/remotes/manifest");
    const shareCsp = String(share.headers["content-security-policy"]);
    expect(directive(shareCsp, "script-src")).toEqual(["'self'", CDN]);
    expect(directive(shareCsp, "connect-src")).toContain(CDN);
    expect(directive(shareCsp, "style-src")).toContain(CDN);
  });

  it("answers the files with CORS for the deployment's hosts only", async () => {
    const cdn = createClient(t.app, "127.0.0.1:9911");
    const entry = "/remotes/mf_auth/1.0.0/remoteEntry.js";
    for (const origin of [
      "http://acme.localhost:8080",
      "http://share.localhost:8080",
      "http://localhost:8080",
    ]) {
      const res = await cdn.get(entry, { headers: { origin } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["access-control-allow-origin"]).toBe(origin);
      expect(String(res.headers.vary)).toMatch(/origin/i);
    }
    for (const origin of ["http://evil.example", "http://localhost.evil.example", "not a url"]) {
      const res = await cdn.get(entry, { headers: { origin } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });
});
