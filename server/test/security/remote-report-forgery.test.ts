// Remote error and load reports count only from pages the server served (docs/security.md § Remote
// reports only from served pages): each served document carries a signed per-load token; a report
// without one, with another workspace's, a tampered or an expired one is refused (403) and leaves the
// canary's error rate alone, and one page load's token has a budget (429 past it).
import type { OpsRemoteVersions } from "@parley/shared-contracts/api/ops";
import { REMOTE_LOADS_PATH } from "@parley/shared-contracts/api/remotes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORTS_PER_LOAD } from "../../src/modules/remotes/report-admission.ts";
import { createReportTokens, REPORT_TOKEN_TTL_MS } from "../../src/modules/remotes/report-token.ts";
import { createClient } from "../helpers/client.ts";
import { writeRemoteBuild, writeShellBuild } from "../helpers/fake-dist.ts";
import { ACME, createTestApp, GLOBEX } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

const OPS_TOKEN = "ops-token-for-the-report-forgery-tests";
const VERSION = "1.0.0";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PARLEY_OPS_TOKEN: OPS_TOKEN } });
  await writeShellBuild(t.config.distDir);
  await writeRemoteBuild(t.config.distDir, "mf_conversations", VERSION);
  await writeRemoteBuild(t.config.distDir, "mf_conversations", "1.1.0");
  // acme is the canary of mf_conversations 1.0.0.
  const promoted = await t.app.inject({
    method: "POST",
    url: "/api/v1/ops/commands",
    headers: { host: "admin.localhost", authorization: `Bearer ${OPS_TOKEN}` },
    payload: {
      command: { cmd: "remotes.promote", remote: "mf_conversations", version: VERSION, tenants: ["acme"] },
    },
  });
  expect(promoted.statusCode).toBe(200);
});
afterAll(() => t.close());

const TOKEN = /<script type="application\/json" id="parley-report-token">(.*?)<\/script>/;

/** The report token of a document `host` serves (a fresh page load). */
async function servedToken(host: string, pathname = "/conversations/new"): Promise<string> {
  const res = await createClient(t.app, host).get(pathname);
  expect(res.statusCode).toBe(200);
  const json = TOKEN.exec(res.body)?.[1];
  expect(json).toBeDefined();
  return (JSON.parse(json ?? "{}") as { token: string }).token;
}

/** A browser tab of `host` (with the CSRF cookie a page load gets) sending reports with `token`. */
async function tab(host: string, token: string | undefined, extra: Record<string, string> = {}) {
  const client = createClient(t.app, host);
  await client.get(`/api/v1/accounts/${host.split(".")[0] ?? ""}`);
  const headers = { ...extra, ...(token === undefined ? {} : { "x-parley-report-token": token }) };
  return {
    failed: (message = "ChunkLoadError") =>
      client.post("/api/v1/remotes/errors", {
        json: { remote: "mf_conversations", version: VERSION, phase: "load", message },
        headers,
      }),
    loaded: (count = 1) =>
      client.post(REMOTE_LOADS_PATH, {
        json: {
          loads: Array.from({ length: count }, () => ({ remote: "mf_conversations", version: VERSION })),
        },
        headers,
      }),
  };
}

/** acme's canary of mf_conversations 1.0.0 as the ops versions page shows it. */
async function canary() {
  const res = await t.app.inject({
    url: "/api/v1/ops/remotes/versions",
    headers: { host: "admin.localhost", authorization: `Bearer ${OPS_TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  const versions = res.json<OpsRemoteVersions>().remotes.find((r) => r.name === "mf_conversations");
  const tenant = versions?.versions
    .find((v) => v.version === VERSION)
    ?.tenants.find((x) => x.tenant === "acme");
  return {
    failures: tenant?.failuresSincePromotion,
    loads: tenant?.loadsSincePromotion,
    errorRate: tenant?.errorRate,
  };
}

/** Flips one character of the token's signature. */
const tampered = (token: string) => token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");

describe("remote reports from pages the server did not serve", () => {
  it("counts a served page's reports, a repeated load once", async () => {
    const page = await tab(ACME.host, await servedToken(ACME.host));
    expect((await page.failed()).statusCode).toBe(204);
    // One tab mounted the version once: twenty copies in one report are one load.
    expect((await page.loaded(20)).statusCode).toBe(204);
    expect(await canary()).toEqual({ failures: 1, loads: 1, errorRate: 0.5 });
  });

  it("refuses a report without a token, with another workspace's, a tampered or an expired one", async () => {
    const before = await canary();
    const globexToken = await servedToken(GLOBEX.host);
    const acmeToken = await servedToken(ACME.host);
    const [version, , loadId, issued] = globexToken.split(".");
    const tokens = createReportTokens(t.config.secret ?? "");
    const forged: [string | undefined, string][] = [
      [undefined, "report_token_missing"],
      ["", "report_token_missing"],
      [globexToken, "report_token_wrong_host"],
      // globex's token with acme written in, its signature kept.
      [`${version}.acme.${loadId}.${issued}.${globexToken.split(".")[4]}`, "report_token_invalid"],
      [tampered(acmeToken), "report_token_invalid"],
      [`${acmeToken}.extra`, "report_token_invalid"],
      ["not a token", "report_token_invalid"],
      // Signed with another secret, as by someone who made up their own key.
      [createReportTokens("another-secret-another-secret-0123").issue("acme"), "report_token_invalid"],
      [tokens.issue("acme", Date.now() - REPORT_TOKEN_TTL_MS - 60_000), "report_token_expired"],
      [tokens.issue("acme", Date.now() + 3600_000), "report_token_expired"],
    ];
    for (const [token, code] of forged) {
      const page = await tab(ACME.host, token);
      const failed = await page.failed("forged");
      expect(failed.statusCode, String(token)).toBe(403);
      expect(failed.json().error.code).toBe(code);
      expect(failed.json().error.message).toMatch(/report token/i);
      const loaded = await page.loaded();
      expect(loaded.statusCode).toBe(403);
      expect(loaded.json().error.code).toBe(code);
    }
    expect(await canary()).toEqual(before);
  });

  it("counts an admin-host report for the workspace its call names only when signed in there", async () => {
    const before = await canary();
    const adminToken = await servedToken("admin.localhost", "/members");
    // A workspace token is no good on the admin host, and the admin host's is no good on a workspace.
    const acmeOnAdmin = await tab("admin.localhost", await servedToken(ACME.host), {
      "x-parley-workspace": "acme",
    });
    expect((await acmeOnAdmin.failed()).statusCode).toBe(403);
    expect((await (await tab(ACME.host, adminToken)).failed()).statusCode).toBe(403);
    // Naming acme without being signed in to it: kept as the admin host's, not acme's.
    const stranger = await tab("admin.localhost", adminToken, { "x-parley-workspace": "acme" });
    expect((await stranger.failed("not acme's")).statusCode).toBe(204);
    expect((await stranger.loaded()).statusCode).toBe(204);
    expect(await canary()).toEqual(before);

    // The owner in acme's console on the admin host: their report is acme's.
    const owner = createClient(t.app, "admin.localhost");
    const request = owner.request.bind(owner);
    owner.request = (method, url, options = {}) =>
      request(method, url, { ...options, headers: { "x-parley-workspace": "acme", ...options.headers } });
    expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
    const signedIn = await owner.post("/api/v1/remotes/errors", {
      json: { remote: "mf_conversations", version: VERSION, phase: "mount", message: "in the console" },
      headers: { "x-parley-report-token": adminToken },
    });
    expect(signedIn.statusCode).toBe(204);
    expect((await canary()).failures).toBe((before.failures ?? 0) + 1);
  });

  it("allows one page load a budget of reports, then answers 429", async () => {
    const page = await tab(GLOBEX.host, await servedToken(GLOBEX.host));
    const statuses: number[] = [];
    for (let i = 0; i < REPORTS_PER_LOAD; i++) statuses.push((await page.failed(`boom ${i}`)).statusCode);
    expect(statuses.filter((s) => s !== 204)).toEqual([]);
    const over = await page.failed("one too many");
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe("rate_limited");
    expect((await page.loaded()).statusCode).toBe(429);
    // Another page load has its own budget.
    expect((await (await tab(GLOBEX.host, await servedToken(GLOBEX.host))).failed()).statusCode).toBe(204);
  });

  it("serves each page load its own token", async () => {
    const [first, second] = [await servedToken(ACME.host), await servedToken(ACME.host)];
    expect(first).not.toBe(second);
    expect(first.split(".")[1]).toBe("acme");
  });
});
