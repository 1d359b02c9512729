// The workspace logo: owners and admins upload a PNG, JPEG or WebP (by content, at most 512 KB); it
// is served publicly at its URL, shown by the profile and the workspace info, audited, and removable.
import { adminWorkspaceEndpoints } from "@parley/shared-contracts/api/admin-endpoints";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEvents } from "../../../src/modules/audit/repository.ts";
import { createClient } from "../../helpers/client.ts";
import type { Client } from "../../helpers/client.ts";
import { accountId, signedInMember } from "../../helpers/conversations.ts";
import { ACME, createTestApp, GLOBEX } from "../../helpers/test-app.ts";
import type { TestApp } from "../../helpers/test-app.ts";

const ADMIN_WORKSPACE_LOGO_PATH = adminWorkspaceEndpoints.uploadLogo.pattern;

let t: TestApp;
let owner: Client;

beforeAll(async () => {
  t = await createTestApp();
  owner = createClient(t.app, ACME.host);
  await owner.login(ACME.email, ACME.password);
});
afterAll(() => t.close());

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("0000000d4948445200000001000000010806000000", "hex"),
]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const GIF = Buffer.from("GIF89a\x01\x00\x01\x00", "latin1");

/** PUT the logo form as the browser sends it (binary-safe multipart). */
function putLogo(client: Client, content: Buffer, options: { headers?: Record<string, string> } = {}) {
  const boundary = "----parley-logo-boundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: "PUT",
    url: ADMIN_WORKSPACE_LOGO_PATH,
    headers: {
      host: client.host,
      cookie: client.cookieHeader(),
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "x-csrf-token": client.jar.get("parley_csrf") ?? "",
      ...options.headers,
    },
    payload,
  });
}

describe("workspace logo", () => {
  it("uploads a logo, serves it publicly, shows it everywhere, audits, replaces and removes it", async () => {
    const res = await putLogo(owner, PNG);
    expect(res.statusCode).toBe(200);
    const logo = res.json<{ logo: string }>().logo;
    expect(logo).toMatch(/^\/api\/v1\/accounts\/acme\/logo\/[A-Za-z0-9_-]+\.png$/);
    // No session needed: the sign-in page shows it.
    const served = await t.app.inject({ method: "GET", url: logo, headers: { host: "globex.localhost" } });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const info = await t.app.inject({
      method: "GET",
      url: "/api/v1/accounts/acme",
      headers: { host: ACME.host },
    });
    expect(info.json<{ data: { logo: string } }>().data.logo).toBe(logo);
    const profile = (await owner.get("/api/v1/members/detail")).json<{ account: { logo: string } }>();
    expect(profile.account.logo).toBe(logo);

    const replaced = (await putLogo(owner, WEBP)).json<{ logo: string }>().logo;
    expect(replaced).toMatch(/\.webp$/);
    // The older file is gone; another workspace's path never serves acme's file.
    expect((await t.app.inject({ method: "GET", url: logo })).statusCode).toBe(404);
    const file = replaced.split("/").pop() ?? "";
    expect(
      (await t.app.inject({ method: "GET", url: `/api/v1/accounts/globex/logo/${file}` })).statusCode,
    ).toBe(404);

    const events = await listAuditEvents(t.database.db, await accountId(t.database.db, "acme"));
    expect(events.filter((e) => e.action === "workspace.logo_changed").at(-1)).toMatchObject({
      actor_label: ACME.email,
      before: { logo },
      after: { logo: replaced },
    });

    const removed = await owner.delete(ADMIN_WORKSPACE_LOGO_PATH);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ logo: null });
    expect((await t.app.inject({ method: "GET", url: replaced })).statusCode).toBe(404);
    const after = await listAuditEvents(t.database.db, await accountId(t.database.db, "acme"));
    expect(after.at(-1)).toMatchObject({ action: "workspace.logo_removed", before: { logo: replaced } });
  });

  it("refuses SVG, GIF, text and files over 512 KB with clear errors", async () => {
    for (const content of [SVG, GIF, Buffer.from("hello")]) {
      const res = await putLogo(owner, content);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: "unsupported_image" } });
    }
    const big = Buffer.concat([PNG, Buffer.alloc(512 * 1024)]);
    const res = await putLogo(owner, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: "logo_too_large" } });
    expect((await owner.get("/api/v1/admin/workspace/")).json()).toMatchObject({ logo: null });
  });

  it("refuses members, another workspace's owner and calls without CSRF", async () => {
    const member = await signedInMember(t.app, t.database.db, "logo-member@acme.test");
    expect((await putLogo(member.client, PNG)).statusCode).toBe(403);
    expect((await member.client.delete(ADMIN_WORKSPACE_LOGO_PATH)).statusCode).toBe(403);
    // acme's session on globex's host is not a session there.
    const stray = await putLogo(owner, PNG, { headers: { host: GLOBEX.host } });
    expect(stray.statusCode).toBe(401);
    // acme's session on the admin host naming globex.
    const admin = createClient(t.app, "admin.localhost");
    const request = admin.request.bind(admin);
    admin.request = (method, url, options = {}) =>
      request(method, url, { ...options, headers: { "x-parley-workspace": "acme", ...options.headers } });
    expect((await admin.login(ACME.email, ACME.password)).statusCode).toBe(200);
    const adminHost = { "x-parley-workspace": "globex", origin: "http://admin.localhost" };
    expect((await putLogo(admin, PNG, { headers: adminHost })).statusCode).toBe(401);
    expect((await putLogo(owner, PNG, { headers: { "x-csrf-token": "wrong" } })).statusCode).toBe(403);
    expect((await owner.get("/api/v1/admin/workspace/")).json()).toMatchObject({ logo: null });
  });
});
