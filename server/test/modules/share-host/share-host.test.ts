// The share host over HTTP: the snapshot page rendered by the server (title, messages, view settings,
// language), only that page and the not-found page, no cookie set or honoured, strict headers, no
// caching (private or deleted means not found at once), only the public calls of its script, and the
// workspace probe the Continue dialog asks from the share origin.
import type { Snapshot } from "@parley/shared-contracts/api/snapshots";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "../../helpers/client.ts";
import { createClient } from "../../helpers/client.ts";
import { send } from "../../helpers/conversations.ts";
import { writeShareTemplate } from "../../helpers/fake-dist.ts";
import { ACME, createTestApp } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

let t: TestApp;
let owner: Client;
let visitor: Client;
let snapshot: Snapshot;
let conversationId = 0;
const SHARE = "share.localhost";

beforeAll(async () => {
  t = await createTestApp();
  await writeShareTemplate(t.config.distDir);
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
  visitor = createClient(t.app, SHARE);
  const sent = await send(owner, { message: "Launch **plan**: $x^2$ <b>raw</b>", non_ai: "true" });
  conversationId = sent.conversation_id;
  const created = await owner.post(`/api/v1/conversations/${conversationId}/create_snapshot/`, {
    json: { anonymize: "false" },
  });
  snapshot = created.json<Snapshot>();
  await owner.patch(`/api/v1/conversations/snapshot/${snapshot.id}/`, { json: { is_public: "true" } });
});
afterAll(() => t.close());

const page = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: path, headers: { host: SHARE, ...headers } });

describe("the public snapshot page", () => {
  it("is rendered by the server with its title, date, messages and view settings", async () => {
    const res = await page(`/c/${snapshot.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = res.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<script defer src="/assets/share.abc123.js">');
    // The title as its markdown shows it; raw HTML in it stays text.
    expect(html).toContain(
      'data-testid="share.title"><bdi>Launch plan: $x^2$ &lt;b&gt;raw&lt;/b&gt;</bdi></h1>',
    );
    expect(html).toMatch(/Created \w+ \d+, \d{4}/);
    expect(html).toContain("<strong>plan</strong>");
    expect(html).toContain('class="katex"');
    expect(html).toContain("&#x3C;b>raw&#x3C;/b>");
    expect(html).not.toContain("<b>raw</b>");
    expect(html).toContain("Ada Owner");
    expect(html).toMatch(/data-user-markdown="(on|off)" data-user-latex="(on|off)"/);
    expect(html).toContain(`data-snapshot-uuid="${snapshot.uuid}"`);
    expect(html).toContain('data-workspace-origin="http://{subdomain}.localhost');
    expect(html).toContain('data-admin-origin="http://admin.localhost');
    expect(html).toContain("Continue this conversation");
  });

  it("speaks the visitor's language, Arabic right to left", async () => {
    const ar = await page(`/c/${snapshot.uuid}?locale=ar`);
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain("متابعة هذه المحادثة");
    const de = await page(`/c/${snapshot.uuid}`, { "accept-language": "de-DE,de;q=0.9" });
    expect(de.body).toContain("Diese Unterhaltung fortsetzen");
  });

  it("sends strict headers, no cookie and nothing cacheable", async () => {
    const res = await page(`/c/${snapshot.uuid}`);
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' http://*.localhost");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("no-store");
    // Not even the public API sets a cookie here.
    const api = await visitor.get(`/api/v1/conversations/snapshot/${snapshot.uuid}/`);
    expect(api.statusCode).toBe(200);
    expect(api.headers["set-cookie"]).toBeUndefined();
  });

  it("counts a visit from the page's script without any CSRF token", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/v1/conversations/visit_snapshot/${snapshot.uuid}/`,
      headers: { host: SHARE, origin: `http://${SHARE}` },
    });
    expect(res.statusCode).toBe(204);
  });
});

describe("everything else on the share host", () => {
  it("is the not-found page, whose way home is the share site's root", async () => {
    for (const path of [
      "/",
      "/sign-in",
      "/conversations/1",
      "/c/not-a-uuid",
      "/c/00000000-0000-4000-8000-000000000000",
    ]) {
      const res = await page(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain("Oops! Page not found");
      expect(res.body, path).toContain('href="/" data-testid="not-found.home"');
      expect(res.headers["set-cookie"], path).toBeUndefined();
    }
  });

  it("answers no signed-in API, even with a workspace's cookies", async () => {
    const cookie = owner.cookieHeader();
    for (const [method, url] of [
      ["GET", "/api/v1/members/detail"],
      ["GET", `/api/v1/conversations/${conversationId}/snapshots/`],
      ["POST", "/api/v1/authentication/login/"],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { host: SHARE, cookie } });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("finds a snapshot made private, or deleted, not found on the next request", async () => {
    await owner.patch(`/api/v1/conversations/snapshot/${snapshot.id}/`, { json: { is_public: "false" } });
    expect((await page(`/c/${snapshot.uuid}`)).statusCode).toBe(404);
    await owner.patch(`/api/v1/conversations/snapshot/${snapshot.id}/`, { json: { is_public: "true" } });
    expect((await page(`/c/${snapshot.uuid}`)).statusCode).toBe(200);
    await owner.delete(`/api/v1/conversations/snapshot/${snapshot.id}/`);
    expect((await page(`/c/${snapshot.uuid}`)).statusCode).toBe(404);
  });
});

describe("the workspace probe", () => {
  const probe = (host: string) =>
    t.app.inject({
      method: "GET",
      url: "/api/v1/core/workspace-probe/",
      headers: { host, origin: `http://${SHARE}` },
    });

  it("tells the share origin whether a workspace exists", async () => {
    const acme = await probe(ACME.host);
    expect(acme.statusCode).toBe(204);
    expect(acme.headers["access-control-allow-origin"]).toMatch(/^http:\/\/share\.localhost(:\d+)?$/);
    expect(acme.headers["access-control-allow-credentials"]).toBeUndefined();
    expect((await probe("nowhere.localhost")).statusCode).toBe(404);
    expect((await probe("localhost")).statusCode).toBe(404);
  });
});
