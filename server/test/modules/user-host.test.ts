// The user host (`user.<BASE_DOMAIN>`, docs/product/shell.md § Hosts and users) names no workspace: its
// document is the shell's without the main layout (its main-layout routes redirect to the workspace
// finder) but with the remotes the finder and the helper-app call need; no workspace call answers there,
// whoever's cookies come along.
import {
  INLINE_LAYOUT_ID,
  INLINE_MANIFEST_ID,
  INLINE_SESSION_ID,
} from "@parley/shared-contracts/shell-document";
import { DESKTOP_TOOLS_PATH } from "@parley/shared-contracts/api/desktop-tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../helpers/client.ts";
import type { Client } from "../helpers/client.ts";
import { writeRemoteBuild, writeShellBuild } from "../helpers/fake-dist.ts";
import { ACME, createTestApp } from "../helpers/test-app.ts";
import type { TestApp } from "../helpers/test-app.ts";

const USER_HOST = "user.localhost";
const inline = (id: string, body: string): unknown => {
  const found = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(body)?.[1];
  return found === undefined ? undefined : JSON.parse(found);
};

let t: TestApp;
let owner: Client;
beforeAll(async () => {
  t = await createTestApp();
  await writeShellBuild(t.config.distDir);
  await writeRemoteBuild(t.config.distDir, "mf_auth", "1.0.0");
  await writeRemoteBuild(t.config.distDir, "mf_tools", "1.0.0", {
    exposes: { "./DesktopAgent": { js: ["assets/agent.1.js"], css: [] } },
  });
  owner = createClient(t.app, ACME.host);
  expect((await owner.login(ACME.email, ACME.password)).statusCode).toBe(200);
});
afterAll(() => t.close());

/** A client of the user host carrying acme's owner cookies (as if a browser had them for that host). */
function withOwnerCookies(): Client {
  const client = createClient(t.app, USER_HOST);
  for (const [name, value] of owner.jar) client.jar.set(name, value);
  return client;
}

describe("the user host's document", () => {
  it("is the shell without the main layout, says no workspace, and carries the default remotes", async () => {
    for (const path of ["/", "/conversations/new", "/routines/3", "/account-settings", "/sign-in"]) {
      const res = await withOwnerCookies().get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(inline(INLINE_LAYOUT_ID, res.body), path).toEqual({ mainLayout: false });
      expect(inline(INLINE_SESSION_ID, res.body), path).toEqual({ session: "no-workspace" });
      const manifest = inline(INLINE_MANIFEST_ID, res.body) as { remotes: Record<string, unknown> };
      expect(Object.keys(manifest.remotes).sort()).toEqual(["mf_auth", "mf_tools"]);
    }
  });

  it("differs from a workspace host's, which opens those paths in the main layout", async () => {
    const res = await owner.get("/conversations/new");
    expect(inline(INLINE_LAYOUT_ID, res.body)).toEqual({ mainLayout: true });
  });

  it("is what the root domain answers with the user-sign-in query (localhost's user host)", async () => {
    const root = createClient(t.app, "localhost");
    expect(inline(INLINE_LAYOUT_ID, (await root.get("/conversations")).body)).toEqual({ mainLayout: true });
    const asUser = await root.get("/conversations?user-sign-in");
    expect(inline(INLINE_LAYOUT_ID, asUser.body)).toEqual({ mainLayout: false });
    expect(inline(INLINE_SESSION_ID, asUser.body)).toEqual({ session: "no-workspace" });
  });
});

describe("the user host's API", () => {
  it("answers the session probe with no workspace", async () => {
    const res = await withOwnerCookies().get("/api/v1/authentication/session/");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ session: "no-workspace" });
  });

  it("serves no workspace's data, even to a member's cookies", async () => {
    const client = withOwnerCookies();
    for (const path of [
      "/api/v1/members/detail",
      "/api/v1/models/",
      "/api/v1/payments/features/",
      "/api/v1/conversations/",
    ]) {
      const res = await client.get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.code, path).toBe("workspace_not_found");
    }
    const tools = await client.post(DESKTOP_TOOLS_PATH, { json: { tools: [] } });
    expect(tools.statusCode).toBe(404);
    expect(tools.json().error.code).toBe("workspace_not_found");
  });

  it("signs nobody in: login and the admin-site session need a workspace host", async () => {
    const client = createClient(t.app, USER_HOST);
    await client.get("/sign-in");
    const login = await client.post("/api/v1/authentication/login/", {
      form: { login: ACME.email, password: ACME.password, js_timezone: "UTC", captcha: "" },
    });
    expect(login.statusCode).toBe(404);
    expect(client.jar.has("parley_access")).toBe(false);
    const cc = await withOwnerCookies().post("/api/v1/authentication/get-cc-session/", { json: {} });
    expect(cc.statusCode).toBe(404);
  });
});
